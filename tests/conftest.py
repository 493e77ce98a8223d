"""Test-wide settings: hypothesis runs derandomised (repeatable on CI) and without
deadlines (speed is measured by `main.py bench`, never asserted in tests). The programs a
test starts get Ctrl-C as from a terminal, and none outlives its test.

HYPOTHESIS_PROFILE=fuzz runs every property (the readers' fuzz tests above all) with far
more examples and fresh randomness each run, for a long hunt by hand; CI keeps the default."""
import os
import signal
import subprocess
import sys
import threading
import warnings
from pathlib import Path
from typing import Iterable

import pytest
from hypothesis import HealthCheck, settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile("repeatable", derandomize=True, deadline=None, print_blob=True)
settings.register_profile("fuzz", deadline=None, print_blob=True, max_examples=5000,
                          suppress_health_check=[HealthCheck.too_slow])
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "repeatable"))


@pytest.fixture(autouse=True, scope="session")
def _error_log_in_a_temporary_folder(tmp_path_factory):
    """Internal errors the tests provoke (also in the programs they start) are logged here,
    never in the user's own log folder."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("KINGDOMINO_LOG_DIR", str(tmp_path_factory.mktemp("log")))
        yield


# what the helper processes multiprocessing starts read first (the window's helper, the pool's workers)
HELPERS_READ = "import multiprocessing.spawn, game.app.ai_worker, game.ai.registry, game.ai.explain"


@pytest.fixture(autouse=True, scope="session")
def _children_keep_their_bytecode(tmp_path_factory):
    """The programs the tests start (a few hundred: commands, servers, helper processes) keep
    the bytecode they compile in one temporary folder of the run (shared by its xdist
    workers) and the next one reads it there: with PYTHONDONTWRITEBYTECODE set (as some
    machines do) each of them compiled the game's modules again, a third of a second or more
    apiece. Nothing is written beside the sources. The processes multiprocessing starts
    inherit this process's -B and never write there, so one program fills the folder with
    what they read before any test runs (without it each compiled the game and much of the
    standard library again, about 0.7 s of processor apiece)."""
    base = tmp_path_factory.getbasetemp()
    prefix = (base.parent if os.environ.get("PYTEST_XDIST_WORKER") else base) / "pycache"
    prefix.mkdir(exist_ok=True)
    with pytest.MonkeyPatch.context() as mp:
        mp.delenv("PYTHONDONTWRITEBYTECODE", raising=False)
        mp.setenv("PYTHONPYCACHEPREFIX", str(prefix))
        filled = prefix / "filled"
        if not filled.exists():
            subprocess.run([sys.executable, "-c", HELPERS_READ], cwd=Path(__file__).parent.parent, check=True,
                           stdout=subprocess.DEVNULL)
            filled.touch()
        yield


@pytest.fixture(autouse=True, scope="session")
def _children_hear_ctrl_c():
    """A suite started in the background (`pytest &` in a script, a CI runner) has SIGINT
    ignored, and every program it starts inherits that: Python then installs no KeyboardInterrupt
    handler and asyncio none of its own, so the tests that stop `serve` or `simulate` with Ctrl-C
    would wait for ever. Here the tests' process takes Python's own handler, which a child resets
    to the default when it starts."""
    if threading.current_thread() is not threading.main_thread() or signal.getsignal(signal.SIGINT) is not signal.SIG_IGN:
        yield
        return
    signal.signal(signal.SIGINT, signal.default_int_handler)
    try:
        yield
    finally:
        signal.signal(signal.SIGINT, signal.SIG_IGN)


def descendants(roots: Iterable[int] | None = None) -> set[int]:
    """The processes below this one (or below `roots`), running (not yet reaped ones left
    out); empty where there is no /proc to read (macOS, Windows)."""
    found: set[int] = set()
    parents = [os.getpid()] if roots is None else list(roots)
    while parents:
        pid = parents.pop()
        try:
            tasks = list(Path(f"/proc/{pid}/task").iterdir())
        except OSError:
            continue
        for task in tasks:
            try:
                children = {int(c) for c in (task / "children").read_text().split()}
            except OSError:
                continue
            parents += children - found
            found |= children
    return {pid for pid in found if _running(pid)}


def _running(pid: int) -> bool:
    try:
        return Path(f"/proc/{pid}/stat").read_text().rpartition(")")[2].split()[0] not in "ZX"
    except (OSError, IndexError):
        return False


@pytest.fixture(autouse=True)
def _no_process_outlives_its_test():
    """Every process a test started and left running (a server it failed to stop, the workers
    of a program it killed) is killed when the test ends, passed or failed, and named in a
    warning: a failing test never leaves a server running for ever. One started below a
    process that ran before the test (the pool of a helper process a module keeps for all
    its tests) is that process's to end."""
    before = descendants()
    yield
    left = {pid for pid in descendants() - before - descendants(before) if not _process_wide(pid)}
    if left:
        warnings.warn(f"killed {len(left)} process(es) the test left running: {'; '.join(end(left))}", stacklevel=1)


def _process_wide(pid: int) -> bool:
    """multiprocessing's resource tracker: started once for the tests' process, it ends with it."""
    try:
        return b"from multiprocessing.resource_tracker import main" in Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return False


def end(pids: set[int]) -> list[str]:
    """Kill these processes; their command lines (read first: a child may end with its parent)."""
    names = {}
    for pid in sorted(pids):
        try:
            names[pid] = Path(f"/proc/{pid}/cmdline").read_bytes().replace(b"\0", b" ").decode(errors="replace").strip()
        except OSError:
            pass
    for pid in names:
        try:
            os.kill(pid, signal.SIGKILL)
        except OSError:
            pass
    return list(names.values())
