"""Run main.py as a player would: a separate process, stdout/stderr captured; or, for the
many refusals that end before any work, the same program in this process (`run_here`)."""
from __future__ import annotations

import io
import json
import os
import select
import signal
import subprocess
import sys
from contextlib import contextmanager, redirect_stderr, redirect_stdout
from pathlib import Path
from typing import IO, Iterator

import pytest

from tests.signals import ignores_ctrl_c

ROOT = Path(__file__).resolve().parents[2]


def run_main(*args: str, stdin: str | bytes | IO[bytes] = "") -> subprocess.CompletedProcess:
    """stdin: text, bytes (input that is not UTF-8) or an open file; outputs are text."""
    popen: dict = {}
    if isinstance(stdin, (str, bytes)):
        popen["input"] = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    else:
        popen["stdin"] = stdin
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), *args], capture_output=True, cwd=ROOT,
                          timeout=300, **popen)
    proc.stdout, proc.stderr = proc.stdout.decode("utf-8"), proc.stderr.decode("utf-8", "replace")
    return proc


def run_here(*args: str, stdin: str | bytes = "") -> subprocess.CompletedProcess:
    """main.py's run with these arguments in this process, as run_main reports it: for a
    command refused before it does anything (the refusal is the program's own code, so the
    words and status are those of the command line; a few tests per command still start the
    real process). Saves the third of a second a Python start and the game's imports cost."""
    from game.program import main
    data = stdin.encode("utf-8") if isinstance(stdin, str) else stdin
    out, err = io.StringIO(), io.StringIO()
    with pytest.MonkeyPatch.context() as mp, redirect_stdout(out), redirect_stderr(err):
        mp.chdir(ROOT)
        mp.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(data), encoding="utf-8"))
        status = main(list(args), prog="main.py")
    return subprocess.CompletedProcess(["main.py", *args], status, out.getvalue(), err.getvalue())


def run_main_together(*arglists: tuple[str, ...]) -> list[tuple[int, str]]:
    """Several runs of main.py at once (each its own process, so two cores share the work):
    (exit status, stdout) of each, in order."""
    procs = [subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], stdout=subprocess.PIPE,
                              stderr=subprocess.DEVNULL, cwd=ROOT) for args in arglists]
    out = []
    for proc in procs:
        stdout, _ = proc.communicate(timeout=300)
        out.append((proc.returncode, stdout.decode("utf-8")))
    return out


@contextmanager
def running(*args: str) -> Iterator[subprocess.Popen]:
    """main.py with these arguments in a process group of its own (stdout and stderr piped),
    the whole group killed if it is still running when the block ends."""
    proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, cwd=ROOT, start_new_session=True)
    try:
        yield proc
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait(timeout=60)
        for pipe in (proc.stdout, proc.stderr):
            pipe.close()


def first_line(proc: subprocess.Popen) -> dict:
    """The first line a running program writes (JSON)."""
    ready, _, _ = select.select([proc.stdout], [], [], 120)      # a bound, not a measurement
    assert ready, "no line within the bound"
    return json.loads(proc.stdout.readline())


def ctrl_c_after_its_first_line(*args: str) -> tuple[dict, dict[int, bool], int, str]:
    """main.py with these arguments, Ctrl-C sent to its whole process group (as a terminal
    does) once its first line is out: that line, whether each of its child processes ignored
    SIGINT then, its exit status and its stderr."""
    with running(*args) as proc:
        first = first_line(proc)
        children = map(int, Path(f"/proc/{proc.pid}/task/{proc.pid}/children").read_text().split())
        deaf = {child: ignores_ctrl_c(child) for child in children}
        os.killpg(proc.pid, signal.SIGINT)
        _, err = proc.communicate(timeout=120)
    return first, deaf, proc.returncode, err.decode()


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]
