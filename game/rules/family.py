"""A game family's rules as one typed object (as boardgame.io's `Game`): what the registry,
the Match, the searches and the tests call, generic in the family's state, action and
outcome, so a call into the rules is checked against the family it plays.

Each family's rules package builds its `Rules` once (`RULES` in game/rules/kingdomino/rules.py,
game/rules/queendomino and game/rules/duel); game/rules/registry.py maps game ids to them.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Generic, Protocol, Self, Sequence, TypeVar

from game.rules.config import GameConfig
from game.rules.outcome import Outcome
from game.rules.rng import Rng


class State(Protocol):
    """The part every game's state shares (KingdominoState, QueenState, DuelState)."""
    config: GameConfig
    rng: Rng
    round: int
    phase: str

    def current_player(self) -> int | None: ...

    def copy(self) -> Self: ...

    def to_dict(self) -> dict[str, Any]: ...


class Result(Protocol):
    """What every game's result says of one player (each family adds its own facts)."""
    @property
    def player(self) -> int: ...

    @property
    def total(self) -> int: ...

    @property
    def rank(self) -> int: ...

    @property
    def tie_break(self) -> str: ...


@dataclass(frozen=True, slots=True)
class PlayerResult:
    """The result every game's rules give today (each family's `results`): the total, the
    tie-breaks' figures and the place."""
    player: int
    total: int              # the match total in Dynasty
    largest_territory: int  # tie-break 1 (summed over a Dynasty match)
    crowns: int             # tie-break 2 (summed over a Dynasty match)
    rank: int               # 1 = winner; equal ranks share the place
    tie_break: str          # "" or what separated this player from an equal total


StateT = TypeVar("StateT", bound=State)
ActionT = TypeVar("ActionT")
OutcomeT = TypeVar("OutcomeT", bound=Outcome)


@dataclass(frozen=True)
class Rules(Generic[StateT, ActionT, OutcomeT]):
    """A family's rules. `apply` changes the state and returns what it did, or raises
    IllegalAction with the state unchanged; `public_view`, `determinise` and
    `sampled_state` say what is hidden (game/rules/hidden.py); `score_file` scores a
    kingdom file of the `score` command for the games in `scored_games`."""
    family: str
    new_game: Callable[[GameConfig, int | str], StateT]
    legal_actions: Callable[[StateT], list[ActionT]]
    apply: Callable[[StateT, ActionT], OutcomeT]
    is_over: Callable[[StateT], bool]
    results: Callable[[StateT], Sequence[Result]]
    fewest_actions: Callable[[GameConfig], int]       # the fewest actions one game of the config has
    public_view: Callable[[StateT], dict[str, Any]]
    determinise: Callable[[StateT, Rng], None]
    sampled_state: Callable[[Any, Rng], StateT]       # a view; ValueError when it is malformed
    score_file: Callable[[Any], dict[str, Any]]
    scored_games: tuple[str, ...]                     # the games score_file reads


# a family's rules as code that serves every family holds them (the registry's lookups)
AnyRules = Rules[Any, Any, Any]
