"""The state of a Queendomino or Royal Wedding game as plain data.

Resources belong to a *house*: a player in the individual game, a team of partners in
the Royal Wedding's team mode (one castle, kingdom, purse and guard for both). Kings
and turns belong to players. The seeded generator lives in the state, so copy() gives
an independent game and to_dict/from_dict round-trips it exactly.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Any

from game.rules.components import Domino, building_index, buildings, game_entry, terrain_index, terrains, tile_set
from game.rules.config import ConfigError, GameConfig
from game.rules.geometry import bits
from game.rules.kingdom import Kingdom
from game.rules.phases import PHASE_OVER as PHASE_OVER  # the word every game shares
from game.rules.rng import Rng

PHASE_CHOOSE = "choose"    # step E (or the first round's draft)
PHASE_PLACE = "place"      # step A
PHASE_TAX = "tax"          # step B (knights); C, D and E are open too
PHASE_BUILD = "build"      # step C; D and E are open too
PHASE_DRAGON = "dragon"    # step D; E is open too
PHASES = (PHASE_CHOOSE, PHASE_PLACE, PHASE_TAX, PHASE_BUILD, PHASE_DRAGON, PHASE_OVER)
FREE = -1                  # no king on a line slot
EMPTY = -1                 # an empty builders-board slot
CAVE = -1                  # the Dragon is in its cave
NOBODY = -1                # the Queen stands beside the board


@dataclass(frozen=True)
class Mode:
    """What a config means for the table: tile sets per line, houses, starting purse."""
    sets: tuple[str, ...]      # line i is drawn from sets[i % len(sets)]
    team_size: int
    houses: int
    start_coins: int
    start_knights: int


@lru_cache(maxsize=None)
def mode_of(config: GameConfig) -> Mode:
    entry = game_entry(config.game)
    team = entry["variants"]["teams"] if "teams" in config.variants else None
    start = team["start"] if team else entry["start"]
    size = config.team_size
    return Mode(tuple(entry["line_sets"]), size, config.players // size, start["coins"], start["knights"])


@dataclass
class QueenState:
    config: GameConfig
    rng: Rng
    boxes: list[list[int]]         # per tile set, the numbers not yet drawn
    lines_drawn: int
    lines_left: int                # lines still to be drawn
    round: int                     # 0 while the first line is drafted
    current: list[int]             # line being played, sorted by number
    current_kings: list[int]
    current_set: int               # index into mode.sets
    next: list[int]                # line to choose from; [] in the last round
    next_kings: list[int]
    next_set: int
    draft_order: list[int]         # round 0: kings in the order they choose
    turn: int                      # round 0: index in draft_order; else slot in current
    phase: str
    kingdoms: list[Kingdom]        # per house; building crowns are in the crown masks
    coins: list[int]
    guard: list[int]               # knights in reserve
    knights: list[int]             # mask of squares holding a knight
    towers: list[int]
    built: list[dict[int, int]]    # per house: square bit index -> building kind
    queen: int                     # host house or NOBODY
    dragon: int                    # CAVE or the slot it burnt this round
    board: list[int]               # building kind per slot (cheapest first) or EMPTY
    pile: list[int]                # face-down buildings, top = last
    supply_knights: int
    supply_towers: int
    discards: list[int]
    placed: int = 0                # squares of the domino just placed (tax targets)
    sent: int = 0                  # knights sent this turn

    # ---- derived -----------------------------------------------------------------
    @property
    def mode(self) -> Mode:
        """mode_of(config), kept on the state once asked (the computer players ask it at
        every step, and looking it up hashes the config); not a field: equality and saves
        leave it out, copies carry it."""
        found = self.__dict__.get("_mode")
        if found is None:
            found = self.__dict__["_mode"] = mode_of(self.config)
        return found

    def dominoes(self, set_index: int) -> tuple[Domino, ...]:
        return tile_set(self.mode.sets[set_index])

    def king_owner(self, king: int) -> int:
        return king // self.config.setup.kings_each

    def house_of(self, player: int) -> int:
        return player // self.mode.team_size

    def acting_king(self) -> int | None:
        if self.phase == PHASE_OVER:
            return None
        if self.round == 0:
            return self.draft_order[self.turn]
        return self.current_kings[self.turn]

    def current_player(self) -> int | None:
        k = self.acting_king()
        return None if k is None else self.king_owner(k)

    def current_house(self) -> int | None:
        p = self.current_player()
        return None if p is None else self.house_of(p)

    def current_domino(self) -> Domino | None:
        if self.phase != PHASE_PLACE:
            return None
        return self.dominoes(self.current_set)[self.current[self.turn] - 1]

    def player_to_act(self) -> int:
        """current_player() while the game is not over."""
        player = self.current_player()
        if player is None:
            raise ValueError(f"nobody acts in phase {self.phase!r}")
        return player

    def house_to_act(self) -> int:
        """current_house() while the game is not over."""
        return self.house_of(self.player_to_act())

    def domino_to_place(self) -> Domino:
        """current_domino() in the place phase (step A)."""
        domino = self.current_domino()
        if domino is None:
            raise ValueError(f"no domino is placed in phase {self.phase!r}")
        return domino

    def knights_owned(self, house: int) -> int:
        return self.guard[house] + self.knights[house].bit_count()

    def built_mask(self, house: int) -> int:
        m = 0
        for idx in self.built[house]:
            m |= 1 << idx
        return m

    # ---- copying and serialising --------------------------------------------------
    def copy(self) -> "QueenState":
        s = QueenState(
            self.config, Rng(self.rng.state), [b[:] for b in self.boxes], self.lines_drawn,
            self.lines_left, self.round, self.current[:], self.current_kings[:],
            self.current_set, self.next[:], self.next_kings[:], self.next_set,
            self.draft_order[:], self.turn, self.phase, [k.copy() for k in self.kingdoms],
            self.coins[:], self.guard[:], self.knights[:], self.towers[:],
            [dict(b) for b in self.built], self.queen, self.dragon, self.board[:], self.pile[:],
            self.supply_knights, self.supply_towers, self.discards[:], self.placed, self.sent)
        if "_mode" in self.__dict__:
            s.__dict__["_mode"] = self.__dict__["_mode"]
        return s

    def to_dict(self) -> dict:
        letters = [t.letter for t in terrains()]
        ids = [b.id for b in buildings()]

        def cells(k: Kingdom, mask: int) -> list[list[int]]:
            return [list(k.g.rel(i)) for i in bits(mask)]

        return {
            "config": self.config.to_dict(), "rng": format(self.rng.state, "016x"),
            "boxes": [b[:] for b in self.boxes], "lines_drawn": self.lines_drawn,
            "lines_left": self.lines_left, "round": self.round,
            "current": self.current[:], "current_kings": self.current_kings[:],
            "current_set": self.current_set, "next": self.next[:],
            "next_kings": self.next_kings[:], "next_set": self.next_set,
            "draft_order": self.draft_order[:], "turn": self.turn, "phase": self.phase,
            "kingdoms": [[[x, y, f"{letters[t]}{c}"] for x, y, t, c in k.squares()]
                         for k in self.kingdoms],
            "coins": self.coins[:], "guard": self.guard[:],
            "knights": [cells(k, m) for k, m in zip(self.kingdoms, self.knights)],
            "towers": self.towers[:],
            "buildings": [[[*k.g.rel(i), ids[kind]] for i, kind in sorted(b.items())]
                          for k, b in zip(self.kingdoms, self.built)],
            "queen": self.queen, "dragon": self.dragon,
            "board": [ids[b] if b != EMPTY else None for b in self.board],
            "pile": [ids[b] for b in self.pile],
            "supply_knights": self.supply_knights, "supply_towers": self.supply_towers,
            "discards": self.discards[:],
            "placed": [cells(self.kingdoms[self.house_to_act()], self.placed)]
            if self.placed else [],
            "sent": self.sent,
        }

    @classmethod
    def from_dict(cls, d: dict) -> "QueenState":
        """Rebuild a state; raises ValueError (with the reason) on malformed data."""
        try:
            config = GameConfig.from_dict(d["config"])
            idx = terrain_index()
            kinds = building_index()
            kingdoms = []
            for squares in d["kingdoms"]:
                k = Kingdom(config.setup.size)
                for x, y, token in squares:
                    k.set_square(int(x), int(y), idx[token[0]], int(token[1:]))
                kingdoms.append(k)

            def mask(k: Kingdom, cells: list[list[Any]]) -> int:
                m = 0
                for x, y in cells:
                    m |= 1 << _cell(k, int(x), int(y))
                return m

            def ints(key: str) -> list[int]:
                return [int(v) for v in d[key]]

            built = [{_cell(k, int(x), int(y)): kinds[bid] for x, y, bid in b}
                     for k, b in zip(kingdoms, d["buildings"])]
            state = cls(
                config, Rng(int(d["rng"], 16)), [[int(v) for v in b] for b in d["boxes"]],
                int(d["lines_drawn"]), int(d["lines_left"]), int(d["round"]), ints("current"),
                ints("current_kings"), int(d["current_set"]), ints("next"), ints("next_kings"),
                int(d["next_set"]), ints("draft_order"), int(d["turn"]), str(d["phase"]),
                kingdoms, ints("coins"), ints("guard"),
                [mask(k, c) for k, c in zip(kingdoms, d["knights"])], ints("towers"), built,
                int(d["queen"]), int(d["dragon"]),
                [EMPTY if b is None else kinds[b] for b in d["board"]],
                [kinds[b] for b in d["pile"]], int(d["supply_knights"]),
                int(d["supply_towers"]), ints("discards"), 0, int(d["sent"]))
            if d["placed"]:
                state.placed = mask(kingdoms[state.house_to_act()], d["placed"][0])
        except ConfigError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ValueError(f"state is malformed: {exc!r}") from exc
        if len(kingdoms) != mode_of(config).houses or state.phase not in PHASES:
            raise ValueError("state is malformed: wrong number of kingdoms or unknown phase")
        return state

    def __eq__(self, other: object) -> bool:
        return isinstance(other, QueenState) and self.to_dict() == other.to_dict()


def _cell(k: Kingdom, x: int, y: int) -> int:
    i = k.g.from_rel(x, y)
    if i is None:
        raise ValueError(f"square ({x}, {y}) is outside the kingdom")
    return i
