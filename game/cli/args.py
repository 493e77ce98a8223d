"""Argument parsing that reports bad input as UsageError (one line, exit 2)."""
from __future__ import annotations

import argparse

from game.cli.errors import UsageError


class Parser(argparse.ArgumentParser):
    def error(self, message: str):  # argparse would print usage and exit; we want one line
        raise UsageError(f"{self.prog}: {message}")


def positive_int(text: str) -> int:
    try:
        v = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if v < 1:
        raise argparse.ArgumentTypeError(f"must be at least 1: {text!r}")
    return v


def positive_float(text: str) -> float:
    try:
        v = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not v > 0:
        raise argparse.ArgumentTypeError(f"must be above 0: {text!r}")
    return v


def comma_list(text: str) -> list[str]:
    return [p.strip() for p in text.split(",") if p.strip()]
