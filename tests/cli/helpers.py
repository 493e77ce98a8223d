"""Run main.py as a player would: a separate process, stdout/stderr captured; or, for the
many refusals that end before any work, the same program in this process (`run_here`)."""
from __future__ import annotations

import io
import json
import subprocess
import sys
from contextlib import redirect_stderr, redirect_stdout
from pathlib import Path
from typing import IO

import pytest

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


def json_lines(text: str) -> list[dict]:
    return [json.loads(line) for line in text.splitlines() if line.strip()]
