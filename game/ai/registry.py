"""Player names (as used by `simulate --agents`) to player factories, per game.

Each family registers its players once, in its own folder (game/ai/<family>/levels.py);
a game's players are looked up by its family. Front ends only call make_player. Levels
easy < medium < hard < expert are measured in docs/ai-strength.md; random and greedy
are the reference players. A factory takes (seed, budget_scale, move_time).
"""
from __future__ import annotations

from typing import Sequence

from game.ai.duel.levels import COMPUTER as DUEL
from game.ai.kingdomino.levels import COMPUTER as KINGDOMINO
from game.ai.levels import ComputerPlayers, Factory, Levels, Player
from game.ai.queendomino.levels import COMPUTER as QUEENDOMINO
from game.rules.registry import family_of, games

# what each family registered, once, in its own folder (game/ai/<family>/levels.py)
REGISTERED: tuple[ComputerPlayers, ...] = (KINGDOMINO, QUEENDOMINO, DUEL)
FAMILIES: dict[str, ComputerPlayers] = {entry.family: entry for entry in REGISTERED}    # by family


def computer_players(game: str) -> ComputerPlayers:
    """What `game`'s family registered (ValueError for an unknown game)."""
    return FAMILIES[family_of(game)]


LEVELS: dict[str, Levels] = {g.id: FAMILIES[g.family].levels(g.id) for g in games()}
PLAYERS: dict[str, dict[str, Factory]] = {game: levels.players for game, levels in LEVELS.items()}

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
# --samples N gives it N playouts per move. The Kingdomino expert counts rollouts per
# decision by rounds to go instead (ROLLOUT_SCHEDULES, game/ai/kingdomino/tuning.py).
DEFAULT_SAMPLES: dict[str, dict[str, int]] = {game: levels.samples for game, levels in LEVELS.items() if levels.samples}
ROLLOUT_SCHEDULES: dict[str, dict[str, tuple[int, ...]]] = {game: levels.rollouts for game, levels in LEVELS.items()
                                                            if levels.rollouts}
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
