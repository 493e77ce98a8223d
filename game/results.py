"""A finished game's result as one JSON line: what `simulate` prints per game, what `tally`
sums, and what the network server sends when a table's game ends."""
from __future__ import annotations

from game.rules.config import GameConfig


def result_line(config: GameConfig, seed: int | str, agents, results, moves, think) -> dict:
    """A finished game's JSON line: seed, config, and per seat its score, rank and clock."""
    return {"seed": seed, "config": config.to_dict(),
            "seats": [{"agent": a, "score": r.total, "rank": r.rank, "tie_break": r.tie_break,
                       "team": getattr(r, "house", i), "moves": moves[i], "think_s": round(think[i], 6)}
                      for i, (a, r) in enumerate(zip(agents, results))]}
