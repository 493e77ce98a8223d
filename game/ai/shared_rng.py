"""One generator per player, shared by the sub-players it is built from."""
from __future__ import annotations

from game.rules.rng import Rng


class SharedRng:
    """Mixin: `rng` is the player's generator; setting it (the table does so before every
    move, so saved games resume exactly) hands the same generator to every sub-player
    named in `_parts`."""
    _parts: tuple[str, ...] = ()

    @property
    def rng(self) -> Rng:
        return self._rng

    @rng.setter
    def rng(self, rng: Rng) -> None:
        self._rng = rng
        for part in self._parts:
            getattr(self, part).rng = rng
