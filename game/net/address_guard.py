"""What a server remembers of the addresses that misbehave: failed joins, which slow that
address's later joins down (guessing codes or tokens), and log lines a crowd repeats by the
thousand, kept to one a second. Both are bounded, so a crowd cannot fill the server's memory."""
from __future__ import annotations

import time
from collections import deque
from typing import Callable

from game.net.connections import MAX_ADDRESSES, Limits


class Guesses:
    """The failed joins of each address, their times (the last 64, within limits.guess_window)."""

    def __init__(self, limits: Limits) -> None:
        self.limits = limits
        self.failures: dict[str, deque] = {}

    def delay(self, address: str) -> float:
        """How long a join from this address waits: nothing for its first few failed joins,
        then a delay doubled with each failure, capped, so guessing codes or tokens is slowed
        down and nobody behind the address is ever locked out."""
        times = self.failures.get(address)
        while times and times[0] < time.monotonic() - self.limits.guess_window:
            times.popleft()
        if not times:
            self.failures.pop(address, None)
            return 0.0
        over = len(times) - self.limits.free_guesses
        return 0.0 if over < 0 else min(self.limits.guess_cap, self.limits.guess_delay * 2.0 ** min(over, 30))

    def failed(self, address: str) -> None:
        """A failed join from this address (its later joins wait `delay`)."""
        if address not in self.failures and len(self.failures) >= MAX_ADDRESSES:
            for old in list(self.failures)[:MAX_ADDRESSES // 4]:      # the longest known go first
                del self.failures[old]
        times = self.failures.setdefault(address, deque(maxlen=64))
        times.append(time.monotonic())


class SeldomLog:
    """A log where lines alike (the same `alike`, or text) come at most once a second, with
    how many were left out meanwhile."""

    def __init__(self, log: Callable[[str], None]) -> None:
        self.log = log
        self.logged: dict[str, tuple[float, int, str]] = {}   # lines alike: when last logged, how many left
        #                                                      out since, the last of them

    def __call__(self, text: str, alike: str = "") -> None:
        key, now = alike or text, time.monotonic()
        last, left_out, _ = self.logged.get(key, (-2.0, 0, ""))
        if now - last < 1.0:
            self.logged[key] = (last, left_out + 1, text)
            return
        if len(self.logged) >= MAX_ADDRESSES:
            self.flush()
        self.logged[key] = (now, 0, text)
        self.log(text + (f" (and {left_out} more alike)" if left_out else ""))

    def flush(self) -> None:
        """Say how many lines alike were left out since each was last logged (at a stop)."""
        for last, left_out, text in self.logged.values():
            if left_out:
                self.log(f"{text} (and {left_out - 1} more alike)" if left_out > 1 else text)
        self.logged.clear()
