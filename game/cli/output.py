"""A command's standard output, held to account: output that cannot be written (a reader
that closed the pipe, a full disk, a descriptor closed before the start) ends the command
with one line on stderr and a non-zero status, never a silent 0 with the output lost."""
from __future__ import annotations

import errno
import io
import os
import sys
from typing import Any, TextIO


class OutputLost(OSError):
    """The command's output could not be written: exit 1 with this one line."""


class _Checked(io.RawIOBase):
    """File descriptor `fd` (None: closed), every failure to write raised as OutputLost."""

    def __init__(self, fd: int | None) -> None:
        super().__init__()
        self.fd = fd

    def writable(self) -> bool:
        return True

    def write(self, data: Any) -> int:  # a buffer, as RawIOBase.write takes it
        if self.fd is None:
            raise OutputLost(errno.EBADF, "cannot write the output: the standard output is closed")
        try:
            return os.write(self.fd, data)
        except OSError as exc:
            raise OutputLost(exc.errno, f"cannot write the output: {exc.strerror or exc}") from None


def hold_stdout() -> TextIO | None:
    """Make sys.stdout raise OutputLost where it cannot write (as UTF-8, line by line on a
    terminal as before); the stream it was, to put back."""
    old = sys.stdout
    try:
        fd: int | None = old.fileno() if old is not None else None
    except (OSError, ValueError):           # a stream with no descriptor (a test's capture)
        return old
    if old is not None:
        old.flush()
    line_buffering = bool(getattr(old, "line_buffering", False))
    sys.stdout = io.TextIOWrapper(io.BufferedWriter(_Checked(fd)), encoding="utf-8", line_buffering=line_buffering)
    return old


def drop_stdout() -> None:
    """Forget what could not be written, so the exit does not try it again (and print a
    second error after ours)."""
    sys.stdout = open(os.devnull, "w", encoding="utf-8")
