"""What a process does with Ctrl-C, read from /proc: the tests that stop a program whose
workers must leave Ctrl-C to their owner read it here (Linux only: callers skip elsewhere)."""
from __future__ import annotations

import signal
from pathlib import Path


def ignores_ctrl_c(pid: int) -> bool:
    """Whether process `pid` ignores SIGINT (its bit in /proc's SigIgn mask)."""
    status = Path(f"/proc/{pid}/status").read_text()
    ignored = int(next(line for line in status.splitlines() if line.startswith("SigIgn:")).split()[1], 16)
    return bool(ignored & (1 << (signal.SIGINT - 1)))
