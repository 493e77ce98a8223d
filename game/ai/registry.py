"""Player names (as used by `simulate --agents`) to player factories, per game.

Each game registers its own players here; front ends only call make_player. Levels
easy < medium < hard < expert are measured in docs/ai-strength.md; random and greedy
are the reference players. A factory takes (seed, budget_scale, move_time).
"""
from __future__ import annotations

from typing import Callable, Protocol, Sequence, runtime_checkable

from game.ai.duel.players import DuelGreedyPlayer, DuelRandomPlayer
from game.ai.duel.search import DuelSearchPlayer
from game.ai.easy import EasyPlayer
from game.ai.kingdom_eval import Weights
from game.ai.kingdomino.greedy import GreedyPlayer
from game.ai.kingdomino.mce import MCEPlayer
from game.ai.kingdomino.planner import Planner
from game.ai.kingdomino.random_player import RandomPlayer
from game.ai.kingdomino.search import SearchPlayer
from game.ai.queendomino.planner import QueenPlanner
from game.ai.queendomino.players import QueenGreedyPlayer, QueenRandomPlayer
from game.ai.queendomino.static import QueenStatic


class Player(Protocol):
    name: str

    def choose(self, state): ...


@runtime_checkable
class TimedPlayer(Player, Protocol):
    """A searching level: it thinks `budget` seconds per move, or exactly `samples`
    sampled futures per move when that is set (the same games on any machine)."""
    budget: float
    samples: int | None


Factory = Callable[[int | str, float, float | None], Player]


def _plain(cls, **kw) -> Factory:
    return lambda seed, scale, move_time: cls(seed, **kw)


def _easy(greedy, rand) -> Factory:
    return lambda seed, scale, move_time: EasyPlayer(seed, greedy, rand)


def _timed(cls, name: str, budget: float, **kw) -> Factory:
    """A searching level: `budget` seconds per move × scale, or exactly move_time."""
    return lambda seed, scale, move_time: cls(seed, name=name,
                                              budget=move_time or budget * scale, **kw)


# Kingdomino's hard: a planner that weighs few placements, with a flat turn-order bonus and
# lone cells as waste
HARD_PLAN = {"width": 4, "lookahead": 0.0, "weights": Weights(parity=False)}
# the search plays out hard seats with that planner (medium seats, like greedy ones, with
# Full-Greedy)
SEAT_MODELS = {"hard": HARD_PLAN}
# the expert's evaluator weights and pick lookahead, tuned together in planner-vs-planner
# self-play (simultaneous perturbation, 12 000 games; +0.72 points a game over the defaults
# on 2000 fresh seeds, docs/ai-strength.md)
EXPERT_WEIGHTS = Weights(grow=0.404, crownless=0.105, dead=1.867, mk=1.614, harmony=0.604, supply=1.96)
EXPERT_LOOKAHEAD = 1.698
EXPERT_PLAN = {"weights": EXPERT_WEIGHTS, "lookahead": EXPERT_LOOKAHEAD}


def _kingdomino() -> dict[str, Factory]:
    return {"random": _plain(RandomPlayer), "greedy": _plain(GreedyPlayer),
            "easy": _easy(GreedyPlayer, RandomPlayer),
            "medium": _plain(GreedyPlayer, name="medium"),
            "hard": _plain(Planner, name="hard", **HARD_PLAN),
            "expert": _timed(SearchPlayer, "expert", 1.0, candidates=12, horizon=None, drop_z=2.0,
                             seat_models=SEAT_MODELS, **EXPERT_PLAN),
            "mce": _plain(MCEPlayer)}


def _queendomino(expert_horizon: int, keep_knights: int = 0) -> dict[str, Factory]:
    """hard plays the static policy; the expert searches `expert_horizon` rounds deep
    (Queendomino 3; the Royal Wedding 2: 3 rounds measured no stronger there). keep_knights:
    the tax under which hard and the expert keep a knight in the guard (docs/ai-strength.md)."""
    return {"random": _plain(QueenRandomPlayer), "greedy": _plain(QueenGreedyPlayer),
            "easy": _easy(QueenGreedyPlayer, QueenRandomPlayer),
            "medium": _plain(QueenGreedyPlayer, name="medium"),
            "hard": _plain(QueenStatic, name="hard", keep_knights=keep_knights),
            "expert": _timed(QueenPlanner, "expert", 1.0, horizon=expert_horizon,
                             keep_knights=keep_knights)}


# the tax under which hard and the expert keep a knight in the guard (docs/ai-strength.md)
KEEP_KNIGHTS = {"queendomino": 5, "royal_wedding": 8}


def _duel() -> dict[str, Factory]:
    """Duel's medium is greedy and hard a small search (2 sampled futures, 1 round): the
    expert's search went only 63.8 % against the same search with fewer samples, short of
    the ladder's 65 % (docs/ai-strength.md)."""
    return {"random": _plain(DuelRandomPlayer), "greedy": _plain(DuelGreedyPlayer),
            "easy": _easy(DuelGreedyPlayer, DuelRandomPlayer),
            "medium": _plain(DuelGreedyPlayer, name="medium"),
            "hard": _timed(DuelSearchPlayer, "hard", 0.2, candidates=3, max_iter=2, horizon=1),
            "expert": _timed(DuelSearchPlayer, "expert", 1.0, horizon=3)}


PLAYERS: dict[str, dict[str, Factory]] = {
    "kingdomino": _kingdomino(),
    "kralovska_zahrada": _kingdomino(),
    "queendomino": _queendomino(expert_horizon=3, keep_knights=KEEP_KNIGHTS["queendomino"]),
    "royal_wedding": _queendomino(expert_horizon=2, keep_knights=KEEP_KNIGHTS["royal_wedding"]),
    "duel": _duel(),
}


# the levels a person picks at the table, named for people; random and greedy stay for
# simulate, tournaments and old saves
OFFERED_LEVELS = ("easy", "medium", "hard", "expert")
DEFAULT_LEVEL = "medium"

# reference players for tournaments (simulate), never offered at the table
TOURNAMENT_ONLY = frozenset({"mce"})


# Sampled futures per searched decision each searching level completed in its time budget
# on the shared 2-core development machine (load average 6-7; mean over one whole game
# against greedy seats; docs/ai-strength.md): `simulate --budget samples` thinks for these
# counts instead of seconds. mce's budget is always work (the paper's playouts per round);
# --samples N gives it N playouts per move.
DEFAULT_SAMPLES: dict[str, dict[str, int]] = {
    "queendomino": {"expert": 16},
    "royal_wedding": {"expert": 30},
    "duel": {"hard": 2, "expert": 25},
}
# The Kingdomino expert's work instead: rollouts (sampled futures × candidates) per searched
# decision by rounds to go (first: the last round with a pick), about 0.9 of the median it
# completed in 1 s on the idle 2-core development machine (5 games against three greedy;
# with today's faster playouts it completes about all of it: docs/ai-strength.md). Late
# rounds' rollouts are short, so in its second the expert weighs 40 times as many there as
# in the first rounds; one count for every round starved the end game.
EXPERT_ROLLOUTS = (4000, 2000, 1100, 580, 400, 220, 160, 120, 80, 70, 50, 38)
ROLLOUT_SCHEDULES: dict[str, dict[str, tuple[int, ...]]] = {
    "kingdomino": {"expert": EXPERT_ROLLOUTS},
    "kralovska_zahrada": {"expert": EXPERT_ROLLOUTS},
}
BUDGETS = ("time", "samples")


def player_names(game: str) -> list[str]:
    return list(PLAYERS.get(game, {}))


def offered_levels(game: str) -> list[str]:
    """The computer levels the New game scene offers for `game`, easiest first."""
    return [name for name in OFFERED_LEVELS if name in PLAYERS.get(game, {})]


def table_levels(game: str) -> list[str]:
    """The players that may sit at a table (bench measures them): every one but the
    tournament references."""
    return [name for name in player_names(game) if name not in TOURNAMENT_ONLY]


def make_player(name: str, game: str, seed: int | str, budget_scale: float = 1.0,
                move_time: float | None = None, seats: Sequence[str] = (), budget: str = "time",
                samples: int | None = None) -> Player:
    """A fresh player. Searching levels think for their default seconds per move ×
    budget_scale (the thinking-time setting), or exactly move_time (simulate --move-time);
    with budget "samples", for `samples` sampled futures per move instead (default: the
    level's DEFAULT_SAMPLES, or the rollouts of its ROLLOUT_SCHEDULES), whatever the
    clock says. `seats` is every seat's level as
    the table shows it ("human" for a person): a player that models its opponents (the
    Kingdomino search) reads it."""
    table = PLAYERS.get(game, {})
    if name not in table:
        raise ValueError(f"unknown agent {name!r} for {game} (choose from {', '.join(table) or 'none'})")
    if budget not in BUDGETS:
        raise ValueError(f"unknown budget {budget!r} (choose from {', '.join(BUDGETS)})")
    player = table[name](seed, budget_scale, move_time)
    if seats and hasattr(player, "seats"):
        player.seats = tuple(seats)
    schedule = ROLLOUT_SCHEDULES.get(game, {}).get(name)
    if budget == "samples" and schedule is not None and not samples:
        player.rollouts = schedule               # type: ignore[attr-defined]
    elif budget == "samples" and hasattr(player, "samples"):
        player.samples = samples or DEFAULT_SAMPLES.get(game, {}).get(name)
    return player
