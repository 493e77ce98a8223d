"""Run main.py as a player would: a separate process, stdout/stderr captured."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path
from typing import IO

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
