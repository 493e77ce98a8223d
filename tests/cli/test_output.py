"""Output that cannot be written is never a silent success: a closed descriptor, a reader
that closed the pipe or a full disk ends the command with one line on stderr, exit 1; a
closed stdin is one line of bad input (exit 2)."""
from __future__ import annotations

import os
import subprocess
import sys

import pytest

from tests.cli.helpers import ROOT

KINGDOM = b'{"game": "kingdomino", "size": 5, "grid": ["C"]}\n'
COMMANDS = [("score",), ("languages",), ("--version",)]


def spawn(args: tuple[str, ...], **popen) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), *args], cwd=ROOT, stderr=subprocess.PIPE,
                            **popen)


def finished(proc: subprocess.Popen, stdin: bytes | None = None) -> tuple[int, str]:
    _, err = proc.communicate(stdin, timeout=300)
    return proc.returncode, err.decode("utf-8", "replace")


def closed_fd(fd: int):
    return lambda: os.close(fd)


@pytest.mark.parametrize("args", COMMANDS)
def test_a_closed_stdout_fails_with_one_line(args):
    proc = spawn(args, stdin=subprocess.PIPE, preexec_fn=closed_fd(1))
    status, err = finished(proc, KINGDOM)
    assert status == 1 and err == "error: cannot write the output: the standard output is closed\n"


@pytest.mark.parametrize("args", COMMANDS)
def test_a_full_disk_fails_with_one_line(args):
    with open("/dev/full", "wb") as full:
        status, err = finished(spawn(args, stdin=subprocess.PIPE, stdout=full), KINGDOM)
    assert status == 1 and err == "error: cannot write the output: No space left on device\n"


def test_a_pipe_closed_by_its_reader_fails_with_one_line():
    proc = spawn(("score",), stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    proc.stdout.close()                   # the reader is gone before the first line is written
    status, err = finished(proc, KINGDOM)
    assert status == 1 and err == "error: cannot write the output: Broken pipe\n"


def test_score_with_a_closed_stdin_says_so_in_one_line():
    proc = spawn(("score",), stdout=subprocess.PIPE, preexec_fn=closed_fd(0))
    status, err = finished(proc)
    assert status == 2 and err.count("\n") == 1 and "standard input is closed" in err and "internal" not in err
