"""A game at the table: its config, seats (human or computer), the rules state and the
action record. Every change goes through the rules module's `apply`.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..rules import registry
from ..rules.actions import Action, Choose, Discard, IllegalAction, Place
from ..rules.components import terrains
from ..rules.config import GameConfig
from ..rules.kingdom import Placement


@dataclass(frozen=True)
class Seat:
    name: str
    colour: tuple[int, int, int]
    agent: str | None = None        # None: a person at this computer

    @property
    def human(self) -> bool:
        return self.agent is None


@dataclass
class LastMove:
    player: int
    text: str
    cells: tuple[tuple[int, int], ...] = ()   # castle-relative cells of a placed domino


@dataclass
class Session:
    config: GameConfig
    seed: int
    seats: list[Seat]
    state: object = None
    actions: list[Action] = field(default_factory=list)
    last: LastMove | None = None
    last_by_player: dict[int, LastMove] = field(default_factory=dict)

    def __post_init__(self) -> None:
        if len(self.seats) != self.config.players:
            raise ValueError(f"{self.config.players} players need {self.config.players} seats")
        if self.state is None:
            self.state = self.rules.new_game(self.config, self.seed)

    @property
    def rules(self):
        return registry.rules_for(self.config.game)

    def terrain_name(self, t: int) -> str:
        """Terrain names of this game's edition (Královská zahrada has its own)."""
        ter = terrains()[t]
        return getattr(ter, self.config.spec.terrain_names, None) or ter.name_en

    def actor(self) -> int | None:
        return self.state.current_player()

    def apply(self, action: Action) -> str | None:
        """Apply through the rules; the refusal's reason when illegal (state unchanged)."""
        player = self.actor()
        domino = self.state.current_domino() if isinstance(action, (Place, Discard)) else None
        try:
            self.rules.apply(self.state, action)
        except IllegalAction as exc:
            return str(exc)
        self.actions.append(action)
        name = self.seats[player].name if player is not None else ""
        if isinstance(action, Place):
            p = Placement(action.x, action.y, action.rot)
            move = LastMove(player, f"{name} placed domino {domino.number}",
                            ((p.x, p.y), p.second()))
        elif isinstance(action, Discard):
            move = LastMove(player, f"{name} discarded domino {domino.number}")
        elif isinstance(action, Choose):
            move = LastMove(player, f"{name} chose domino {action.number}")
        else:
            move = LastMove(-1, "a new game of the match began")
            self.last_by_player.clear()
        self.last = move
        if isinstance(action, (Place, Discard)):
            self.last_by_player[player] = move
        return None

    def is_over(self) -> bool:
        return self.rules.is_over(self.state)
