"""Locks between processes (two windows, a window and a command), taken on lock files
beside the files they guard: `.<name>.lock`.

The lock is the operating system's (flock, or msvcrt on Windows), so it ends with the
process that held it: a lock file a killed process left behind is simply taken by the
next one. `exclusive` waits its turn around a read-modify-write of a shared file (the
statistics, the settings); `Hold` tries once and says whether it got the file (a game
is played on by one window at a time).
"""
from __future__ import annotations

import os
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

if sys.platform == "win32":
    import msvcrt

    def _lock(fd: int, wait: bool) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_LOCK if wait else msvcrt.LK_NBLCK, 1)

    def _unlock(fd: int) -> None:
        os.lseek(fd, 0, os.SEEK_SET)
        msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
else:
    import fcntl

    def _lock(fd: int, wait: bool) -> None:
        fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))

    def _unlock(fd: int) -> None:
        fcntl.flock(fd, fcntl.LOCK_UN)


def try_lock(fd: int) -> bool:
    """Lock an open file for as long as it stays open, if no other process holds it."""
    try:
        _lock(fd, wait=False)
    except OSError:
        return False
    return True


def lock_path(path: Path) -> Path:
    """The lock file that guards `path`: hidden, beside it, never listed as a save."""
    return path.with_name(f".{path.name}.lock")


def _open(path: Path) -> int:
    """The lock file, created if need be; a link planted at its name is never followed."""
    path.parent.mkdir(parents=True, exist_ok=True)
    return os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0), 0o644)


@contextmanager
def exclusive(path: Path) -> Iterator[None]:
    """Run the block while no other process runs one for `path` (waits for it to finish).
    The lock file stays, so every process locks the same file."""
    fd = _open(lock_path(path))
    try:
        _lock(fd, wait=True)
        try:
            yield
        finally:
            _unlock(fd)
    finally:
        os.close(fd)


class Hold:
    """This process's hold on `path` while it lasts: taken with `take` (False when another
    process holds it), given back with `release` (the lock file goes too)."""

    def __init__(self, path: Path) -> None:
        self.path = Path(path)
        self._fd: int | None = None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def take(self) -> bool:
        if self._fd is not None:
            return True
        lock = lock_path(self.path)
        for _attempt in range(3):      # the holder may remove the file between our open and lock
            fd = _open(lock)
            try:
                _lock(fd, wait=False)
            except OSError:
                os.close(fd)
                return False
            try:
                same = os.fstat(fd).st_ino == os.stat(lock, follow_symlinks=False).st_ino
            except OSError:
                same = False
            if same:
                self._fd = fd
                return True
            os.close(fd)               # locked a file that was removed meanwhile: try the new one
        return False

    def release(self) -> None:
        if self._fd is None:
            return
        try:
            lock_path(self.path).unlink(missing_ok=True)
        except OSError:
            pass                        # left behind: the next process takes it over
        fd, self._fd = self._fd, None
        os.close(fd)                    # closing ends the lock
