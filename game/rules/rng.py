"""The game's random generator: SplitMix64 on one plain int.

Its whole state is a single integer, so it lives in the game state, copies for
free, and serialises to JSON as text. Same seed, same game, on every machine.
"""
from __future__ import annotations

import secrets

MASK64 = (1 << 64) - 1
FNV_START = 1469598103934665603


def text_hash(text: str, start: int = FNV_START) -> int:
    """FNV-1a (64 bits) of the text's UTF-8 bytes, stable on every run (unlike Python's
    salted hash); `start`: the hash of a text this one continues."""
    h = start
    for byte in text.encode("utf-8"):
        h = ((h ^ byte) * 1099511628211) & MASK64
    return h


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    @classmethod
    def from_seed(cls, seed: int | str) -> "Rng":
        """Any int or text seed; text is hashed stably (not with Python's salted hash)."""
        return cls(text_hash(seed) if isinstance(seed, str) else seed)

    def next64(self) -> int:
        self.state = z = (self.state + 0x9E3779B97F4A7C15) & MASK64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """Uniform integer in [0, n) (rejection sampling, no modulo bias)."""
        if n <= 0:
            raise ValueError("below() needs n > 0")
        limit = (1 << 64) - ((1 << 64) % n)
        while True:
            x = self.next64()
            if x < limit:
                return x % n

    def shuffle(self, items: list) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def fresh_seed() -> int:
    """A new game's seed from the system's secure random source: nothing about it can be
    learnt from the clock or from another game's seed (it decides every draw and roll)."""
    return secrets.randbits(63)


class SeedText:
    """A seed hashed once as the start of many texts: `hash(rest)` is text_hash(f"{seed}{rest}")
    without hashing the seed again, so Rng(hash(rest)) is Rng.from_seed(f"{seed}{rest}")
    (a game's generators per seat and move; a text seed of megabytes would cost a second
    each time)."""
    __slots__ = ("start",)

    def __init__(self, seed: int | str) -> None:
        self.start = text_hash(str(seed))

    def hash(self, rest: str) -> int:
        return text_hash(rest, self.start)
