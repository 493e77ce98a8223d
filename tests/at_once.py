"""Two processes doing the same writes at the same moment: the harness of the tests that
prove a shared file (statistics, the seats kept for rejoining) loses nobody's update."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def run_at_once(script: str, path: Path, n: int, names: tuple[str, ...] = ("one", "two")) -> None:
    """Run `script` (python -c) in one process per name with the arguments PATH NAME N; each
    waits on its stdin for one line, so that all start writing together. Each must exit 0."""
    procs = [subprocess.Popen([sys.executable, "-c", script, str(path), who, str(n)], text=True,
                              cwd=ROOT, stdin=subprocess.PIPE) for who in names]
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.write("go\n")
        proc.stdin.flush()
    for proc in procs:
        assert proc.stdin is not None
        proc.stdin.close()
        assert proc.wait() == 0
