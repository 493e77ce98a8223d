"""Reading and writing the player's files without trusting them: saves, settings.json
and the `score` command's kingdoms all come through here.

Reads stop at a byte cap counted while reading (a `stat` size says nothing about
/dev/zero, a FIFO or a file still growing); JSON is parsed strictly (no NaN or
Infinity, no integers of thousands of digits, no text that is not valid Unicode);
a file in the way is moved aside under a name that keeps every earlier one; temporary
files are created exclusively, so a link planted at their name is never followed.
"""
from __future__ import annotations

import json
import math
import os
import re
import secrets
import stat
import tempfile
import time
from pathlib import Path

from game.locks import try_lock

MAX_DIGITS = 40          # far above any number the game writes (seeds are 64-bit)
TEMP_SUFFIX = ".tmp"
# ours: ".<target name>.<8 random characters from mkstemp>.tmp" (older versions: ".<name>.<pid>.tmp")
TEMP_NAME = re.compile(r"\..+\.(?:[a-z0-9_]{8}|[0-9]+)\.(?:tmp|baktmp)")
STARTED = time.time()    # temporary files older than this were left by a process now gone
RESERVED = {"CON", "PRN", "AUX", "NUL", *(f"COM{i}" for i in range(1, 10)), *(f"LPT{i}" for i in range(1, 10))}


class FileRefused(OSError):
    """A file that is not read (whole): too large, or not a regular file where one is
    needed. Its text is a technical detail in English, like the system's own words."""

    def __init__(self, detail: str, too_large: bool = False) -> None:
        super().__init__(detail)
        self.too_large = too_large


class JsonRefused(ValueError):
    """JSON that parses but holds what no file of ours holds (one-line reason, English
    like the parser's own messages)."""

    def __init__(self, detail: str, nesting: bool = False) -> None:
        super().__init__(detail)
        self.nesting = nesting


# ---- reading ------------------------------------------------------------------------
def read_capped(path: Path | str, limit: int, *, regular_only: bool = False) -> bytes:
    """At most `limit` bytes of a file, or FileRefused (an OSError). regular_only refuses
    devices and FIFOs before reading (the game must never wait on one at start-up);
    otherwise a FIFO is read like `cat` would, up to the cap."""
    flags = os.O_RDONLY | getattr(os, "O_BINARY", 0) | (getattr(os, "O_NONBLOCK", 0) if regular_only else 0)
    fd = os.open(path, flags)
    try:
        st = os.fstat(fd)
        if regular_only and not stat.S_ISREG(st.st_mode):
            raise FileRefused("not a regular file")
        if stat.S_ISREG(st.st_mode) and st.st_size > limit:     # refused unread: listing many stays quick
            raise FileRefused(f"larger than {limit} bytes", too_large=True)
        chunks: list[bytes] = []
        total = 0
        while total <= limit:
            chunk = os.read(fd, min(1 << 16, limit + 1 - total))
            if not chunk:
                return b"".join(chunks)
            chunks.append(chunk)
            total += len(chunk)
        raise FileRefused(f"larger than {limit} bytes", too_large=True)
    finally:
        os.close(fd)


def read_head(path: Path | str, size: int) -> bytes:
    """The first `size` bytes (or fewer) of a regular file, however large it is; FileRefused
    for a device or a FIFO: enough to tell what a file is without reading it whole."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_BINARY", 0) | getattr(os, "O_NONBLOCK", 0))
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileRefused("not a regular file")
        return os.read(fd, size)
    finally:
        os.close(fd)


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise JsonRefused(f"the number {text[:20]} is out of range")
    return value


def _integer(text: str) -> int:
    if len(text.lstrip("-")) > MAX_DIGITS:
        raise JsonRefused(f"an integer of {len(text.lstrip('-'))} digits")
    return int(text)


def _constant(name: str):
    raise JsonRefused(f"{name} is not a number")


def strict_json(text: str) -> object:
    """json.loads that refuses NaN/Infinity, out-of-range numbers, integers longer than
    MAX_DIGITS, nesting deeper than the parser allows and lone surrogates (text that
    cannot be written back as UTF-8). json.JSONDecodeError or JsonRefused, both ValueError."""
    try:
        doc = json.loads(text, parse_float=_finite, parse_int=_integer, parse_constant=_constant)
    except RecursionError:
        raise JsonRefused("nested too deeply", nesting=True) from None
    stack = [doc]
    while stack:
        item = stack.pop()
        if isinstance(item, dict):
            stack.extend(item)
            stack.extend(item.values())
        elif isinstance(item, list):
            stack.extend(item)
        elif isinstance(item, str):
            try:
                item.encode("utf-8")
            except UnicodeEncodeError:
                raise JsonRefused("text that is not valid Unicode (a lone surrogate)") from None
    return doc


# ---- writing ------------------------------------------------------------------------
def atomic_write(path: Path, data: bytes) -> None:
    """Write through a temporary file created exclusively in the same folder, flushed
    and fsynced, then os.replace: a reader sees the old file or the new one, never half."""
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        try_lock(fd)                 # while it is written: clean_stale_temps leaves it alone
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    sync_folder(path.parent)


def keep_as_backup(src: Path, dst: Path) -> None:
    """dst becomes the file src is now: a hard link to it under a temporary name moved over
    dst, so nothing is read, copied or fsynced (src's bytes are on disk already; every write
    here replaces a file rather than changing it, so the backup's bytes never change under
    it). A file system without hard links gets an exclusive copy instead."""
    if os.path.lexists(dst) and os.path.samefile(src, dst):
        return                   # dst is the file already (the write after it failed)
    tmp = dst.with_name(f".{dst.name}.{secrets.token_hex(4)}{TEMP_SUFFIX}")
    try:
        os.link(src, tmp, follow_symlinks=False)
    except (OSError, NotImplementedError):
        copy_exclusive(src, dst)
        return
    try:
        os.replace(tmp, dst)
    finally:                     # a rename onto a link of the same file leaves both names
        Path(tmp).unlink(missing_ok=True)


def copy_exclusive(src: Path, dst: Path) -> None:
    """Copy src to dst through an exclusively created temporary file (dst is replaced)."""
    with open(src, "rb") as fh:
        atomic_write(dst, fh.read())


def sync_folder(folder: Path) -> None:
    if hasattr(os, "O_DIRECTORY"):
        fd = os.open(folder, os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def clean_stale_temps(folder: Path) -> list[Path]:
    """Remove the temporary files a killed writer left in `folder`: only names of our own
    pattern, only regular files, only those last written before this process started, and
    only when no process holds them (a writer locks its temporary file while it writes)."""
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    for entry in entries:
        try:
            if (TEMP_NAME.fullmatch(entry.name) and entry.is_file(follow_symlinks=False)
                    and entry.stat(follow_symlinks=False).st_mtime < STARTED and _unused(entry.path)):
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def _unused(path: str) -> bool:
    """Whether no process holds the file's lock (its writer is gone)."""
    fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0))
    try:
        return try_lock(fd)
    finally:
        os.close(fd)


def move_aside(path: Path, first: str, keep_suffix: str = "") -> Path:
    """Move `path` (a file, or a link itself, never its target) to `first` in the same
    folder, or to the first free of `first` with -2, -3, … (before `keep_suffix`, e.g.
    autosave-damaged-X-2.json): every file moved aside earlier is kept."""
    stem = first[: len(first) - len(keep_suffix)] if keep_suffix and first.endswith(keep_suffix) else first
    suffix = first[len(stem):]
    n = 1
    while True:
        target = path.with_name(first if n == 1 else f"{stem}-{n}{suffix}")
        n += 1
        if os.path.lexists(target):
            continue
        try:
            os.link(path, target, follow_symlinks=False)   # fails if the name was taken meanwhile
        except FileExistsError:
            continue
        except (OSError, NotImplementedError):
            os.rename(path, target)                        # a file system without hard links
            return target
        os.unlink(path)
        return target


def reserved_name(name: str) -> bool:
    """Whether Windows reserves this file name for a device (CON, NUL.json, lpt1.txt …)."""
    return name.split(".")[0].rstrip(" ").upper() in RESERVED
