"""The state of a Kingdomino Duel game as plain data (the dice generator included).

Copying gives an independent game; to_dict/from_dict round-trip it exactly.
"""
from __future__ import annotations

from collections.abc import Sized
from dataclasses import dataclass

from game.rules.components import duel_components
from game.rules.config import ConfigError, GameConfig
from game.rules.duel.board import DuelMap
from game.rules.phases import PHASE_OVER as PHASE_OVER  # the word every game shares
from game.rules.rng import Rng

PHASE_PICK = "pick"            # A takes 1 die (2 with pick_two), B takes 2
PHASE_PLACE = "place"          # A, then B, draws their dice (spells / castle bonus first)
PHASE_LIGHTNING = "lightning"  # a lightning spell just won must be used now
PHASES = (PHASE_PICK, PHASE_PLACE, PHASE_LIGHTNING, PHASE_OVER)
NOBODY = -1
PENDING = -1                   # die not drawn yet (DuelState.done)
DROPPED = -2                   # die its player could not draw this round


@dataclass(eq=False)
class DuelState:
    config: GameConfig
    rng: Rng
    round: int
    first: int                 # player A of this round
    faces: list[int]           # face index each die shows
    owner: list[int]           # per die: who took it, NOBODY while in the tray
    done: list[int]            # per die: cell it was drawn on, PENDING or DROPPED
    ticks: list[int]           # per die: coat of arms it ticks at round end, -1 none
    bonus: list[bool]          # per die: carries a castle-bonus cross this round
    active: list[int]          # spells in force for the current placer's turn
    placer: int                # whose turn it is to draw (PHASE_PLACE)
    phase: str
    maps: list[DuelMap]
    marks: list[list[int]]     # per player, per spell: boxes ticked
    spell_owner: list[int]     # per spell: the player who won it, NOBODY
    spell_used: list[bool]
    castle_used: list[bool]
    domain: list[int]          # per player: coat of arms of domain_bonus, -1 none
    pending: list[list[int]]   # [player, spell] lightning spells to use, in order
    drew: list[bool]           # per player: drew something this round

    @property
    def second(self) -> int:
        """Player B of this round."""
        return 1 - self.first

    def current_player(self) -> int | None:
        if self.phase == PHASE_PICK:
            return self.first if max(self.owner) == NOBODY else self.second
        if self.phase == PHASE_PLACE:
            return self.placer
        if self.phase == PHASE_LIGHTNING:
            return self.pending[0][0]
        return None

    def player_to_act(self) -> int:
        """current_player() while the game is not over."""
        player = self.current_player()
        if player is None:
            raise ValueError(f"nobody acts in phase {self.phase!r}")
        return player

    def dice_of(self, player: int) -> list[int]:
        """The player's dice this round, lowest number first."""
        return [d for d, o in enumerate(self.owner) if o == player]

    def can_cast(self, player: int, spell: int) -> bool:
        return self.spell_owner[spell] == player and not self.spell_used[spell]

    # ---- copying and serialising --------------------------------------------------
    def copy(self) -> "DuelState":
        return DuelState(self.config, Rng(self.rng.state), self.round, self.first, self.faces[:],
                         self.owner[:], self.done[:], self.ticks[:], self.bonus[:], self.active[:],
                         self.placer, self.phase, [m.copy() for m in self.maps],
                         [m[:] for m in self.marks], self.spell_owner[:], self.spell_used[:],
                         self.castle_used[:], self.domain[:], [p[:] for p in self.pending],
                         self.drew[:])

    def to_dict(self) -> dict:
        return {
            "config": self.config.to_dict(), "rng": format(self.rng.state, "016x"),
            "round": self.round, "first": self.first, "faces": self.faces[:],
            "owner": self.owner[:], "done": self.done[:], "ticks": self.ticks[:],
            "bonus": self.bonus[:], "active": self.active[:], "placer": self.placer,
            "phase": self.phase, "maps": [m.to_rows() for m in self.maps],
            "marks": [m[:] for m in self.marks], "spell_owner": self.spell_owner[:],
            "spell_used": self.spell_used[:], "castle_used": self.castle_used[:],
            "domain": self.domain[:], "pending": [p[:] for p in self.pending], "drew": self.drew[:],
        }

    @classmethod
    def from_dict(cls, d: dict) -> "DuelState":
        """Rebuild a state; raises ValueError (with the reason) on malformed data."""
        try:
            config = GameConfig.from_dict(d["config"])
            ints = lambda key: [int(v) for v in d[key]]  # noqa: E731
            flags = lambda key: [bool(v) for v in d[key]]  # noqa: E731
            state = cls(config, Rng(int(d["rng"], 16)), int(d["round"]), int(d["first"]),
                        ints("faces"), ints("owner"), ints("done"), ints("ticks"),
                        flags("bonus"), ints("active"), int(d["placer"]), str(d["phase"]),
                        [DuelMap.from_rows(rows) for rows in d["maps"]],
                        [[int(v) for v in m] for m in d["marks"]], ints("spell_owner"),
                        flags("spell_used"), flags("castle_used"), ints("domain"),
                        [[int(v) for v in p] for p in d["pending"]], flags("drew"))
        except ConfigError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ValueError(f"state is malformed: {exc}") from exc
        dc = duel_components()
        per_die: tuple[Sized, ...] = (state.faces, state.owner, state.done, state.ticks, state.bonus)
        per_player: tuple[Sized, ...] = (state.maps, state.marks, state.castle_used, state.domain, state.drew)
        per_spell: tuple[Sized, ...] = (state.spell_owner, state.spell_used, *state.marks)
        if (config.game != "duel" or state.phase not in PHASES
                or any(len(x) != len(dc.dice) for x in per_die) or any(len(x) != 2 for x in per_player)
                or any(len(x) != len(dc.spells) for x in per_spell)
                or not all(0 <= f < len(dc.dice[i]) for i, f in enumerate(state.faces))):
            raise ValueError("state is malformed: not a Kingdomino Duel state")
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, DuelState) and self.to_dict() == other.to_dict()
