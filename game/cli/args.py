"""Argument parsing that reports bad input as UsageError (one line, exit 2).

Numbers are ASCII digits only: int() and float() also take "٣", "1_000", " 5 " and
"inf", which no player means as a count of games or seconds.
"""
from __future__ import annotations

import argparse
import math
import re
import tempfile
from pathlib import Path
from typing import NoReturn

from game.cli.errors import UsageError

INTEGER = re.compile(r"-?[0-9]{1,30}")
DECIMAL = re.compile(r"(?:[0-9]{1,30}(?:\.[0-9]{0,30})?|\.[0-9]{1,30})(?:[eE][-+]?[0-9]{1,3})?")


class BadNumber(argparse.ArgumentTypeError, ValueError):
    """A number argparse reports with our words, and code outside argparse catches as ValueError."""


class Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse would print usage and exit; we want one line
        raise UsageError(f"{self.prog}: {message}")


def integer(text: str) -> int:
    """A whole number written in ASCII digits (at most 30 of them), with an optional minus."""
    if not INTEGER.fullmatch(text):
        raise BadNumber(f"not a whole number: {text!r}")
    return int(text)


def positive_int(text: str) -> int:
    v = integer(text)
    if v < 1:
        raise BadNumber(f"must be at least 1: {text!r}")
    return v


def positive_float(text: str) -> float:
    v = float(text) if DECIMAL.fullmatch(text) else math.nan
    if not math.isfinite(v):
        raise BadNumber(f"not a number: {text!r}")
    if not v > 0:
        raise BadNumber(f"must be above 0: {text!r}")
    return v


def comma_list(text: str) -> list[str]:
    return [p.strip() for p in text.split(",") if p.strip()]


def names_list(text: str) -> list[str]:
    """A comma list in which every item is a name: "" or "a,,b" is refused, not dropped."""
    names = [p.strip() for p in text.split(",")]
    if not all(names):
        raise argparse.ArgumentTypeError(f"needs a name between every comma: {text!r}")
    return names


def output_path(text: str, option: str) -> Path:
    """A file the command will write later, checked now so no game is played for nothing:
    not a folder, in a folder that exists and takes a new file."""
    path = Path(text)
    if path.is_dir():
        raise UsageError(f"{option}: {text} is a folder, not a file")
    folder = path.parent
    if not folder.is_dir():
        raise UsageError(f"{option}: {folder} is not an existing folder")
    try:
        with tempfile.TemporaryFile(dir=folder):     # the one sure test that a file can be made there
            pass
    except OSError as exc:
        raise UsageError(f"{option}: cannot write in {folder}: {exc.strerror or exc}") from None
    return path
