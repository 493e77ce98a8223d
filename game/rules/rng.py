"""The game's random generator: SplitMix64 on one plain int.

Its whole state is a single integer, so it lives in the game state, copies for
free, and serialises to JSON as text. Same seed, same game, on every machine.
"""
from __future__ import annotations

import secrets

MASK64 = (1 << 64) - 1


class Rng:
    __slots__ = ("state",)

    def __init__(self, state: int) -> None:
        self.state = state & MASK64

    @classmethod
    def from_seed(cls, seed: int | str) -> "Rng":
        """Any int or text seed; text is hashed stably (not with Python's salted hash)."""
        if isinstance(seed, str):
            h = 1469598103934665603
            for byte in seed.encode("utf-8"):
                h = ((h ^ byte) * 1099511628211) & MASK64
            seed = h
        return cls(seed)

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
