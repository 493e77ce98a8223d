"""A person's rating, measured against the computer levels: Elo with each level's rating held
fixed (an anchor), so a number means the same in every game and never drifts.

The anchors come from the Kingdomino ladder in docs/ai-strength.md (4 players, each rung one
level against three of the level below): a 4-player win rate w is read as the chance q = w^(1/3)
of finishing ahead of one such opponent, and q as an Elo gap of 400·log10(q / (1 − q)) —
random → easy 470, easy → medium 370, medium → hard 250, hard → expert 310, rounded, with
medium at 1000 (greedy plays as medium). A person starts at 1000; after each finished game,
for every computer seat on another side, the rating moves by K·(result − expected) / n, where
result is 1 (finished ahead), ½ (level) or 0 (behind), expected = 1 / (1 + 10^((anchor −
rating) / 400)), n the number of such seats and K = 32. Games among people only leave it alone.
Never imports pygame.
"""
from __future__ import annotations

from dataclasses import dataclass

ANCHORS = {"random": 160, "easy": 630, "greedy": 1000, "medium": 1000, "hard": 1250, "expert": 1560}
START = 1000.0
K = 32.0


@dataclass
class Rating:
    value: float = START
    games: int = 0              # the games against computers it was measured on

    def to_dict(self) -> dict:
        return {"value": round(self.value, 3), "games": self.games}

    @classmethod
    def from_dict(cls, d: object) -> "Rating":
        if not isinstance(d, dict):
            raise ValueError("a rating must be an object")
        value, games = d.get("value"), d.get("games")
        if not isinstance(value, (int, float)) or isinstance(value, bool) or not -10_000 < value < 10_000 \
                or type(games) is not int or games < 0:
            raise ValueError(f"bad rating {d!r}")
        return cls(float(value), games)


def expected(rating: float, anchor: float) -> float:
    """The chance of finishing ahead of an opponent rated `anchor` (a draw counts half)."""
    return 1.0 / (1.0 + 10 ** ((anchor - rating) / 400.0))


def update(rating: Rating, rank: int, opponents: list[tuple[str, int]]) -> bool:
    """Move the rating after one game: `rank` the person's side's place (1 best), `opponents`
    (level, rank) for each computer seat on another side. False (nothing changed) when none
    of them has an anchored level."""
    rated = [(ANCHORS[level], their) for level, their in opponents if level in ANCHORS]
    if not rated:
        return False
    change = sum((1.0 if rank < their else 0.5 if rank == their else 0.0) - expected(rating.value, anchor)
                 for anchor, their in rated)
    rating.value += K * change / len(rated)
    rating.games += 1
    return True
