"""The state of a Kingdomino-family game as plain data.

Everything a game is lives here, the random generator included, so copying a state
gives an independent game (AI search) and to_dict/from_dict round-trips it exactly.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from game.rules.components import Domino, terrains
from game.rules.config import ConfigError, GameConfig
from game.rules.kingdom import Kingdom
from game.rules.kingdom_file import parse_cell
from game.rules.phases import PHASE_INTERLUDE as PHASE_INTERLUDE  # the words every game shares
from game.rules.phases import PHASE_OVER as PHASE_OVER
from game.rules.rng import Rng

PHASE_CHOOSE = "choose"        # the acting king picks a domino of the next line
PHASE_PLACE = "place"          # the acting king places (or discards) its domino
FREE = -1                      # no king on this line slot


@dataclass
class KingdominoState:
    config: GameConfig
    rng: Rng
    box: list[int]                      # domino numbers not yet drawn (unseen)
    lines_left: int                     # lines still to be drawn this game
    round: int                          # 0 while the first line is drafted
    current: list[int]                  # line being placed, sorted by number
    current_kings: list[int]            # king id per slot of `current`, FREE if none
    next: list[int]                     # line being chosen from; [] in the last round
    next_kings: list[int]
    draft_order: list[int]              # round 0: kings in the order they choose
    turn: int                           # round 0: index in draft_order; else slot in current
    phase: str
    kingdoms: list[Kingdom]
    discards: list[int]                 # dominoes each player had to discard this game
    game_no: int = 1                    # Dynasty: which game of the match
    finished: list[list[list[int]]] = field(default_factory=list)  # per game, per player: total, largest, crowns

    # ---- derived -----------------------------------------------------------------
    @property
    def dominoes(self) -> tuple[Domino, ...]:
        return self.config.tiles

    def acting_king(self) -> int | None:
        if self.phase in (PHASE_OVER, PHASE_INTERLUDE):
            return None
        if self.round == 0:
            return self.draft_order[self.turn]
        return self.current_kings[self.turn]

    def current_player(self) -> int | None:
        if self.phase in (PHASE_OVER, PHASE_INTERLUDE):
            return None
        king = self.draft_order[self.turn] if self.round == 0 else self.current_kings[self.turn]
        return king // self.config.setup.kings_each

    def current_domino(self) -> Domino | None:
        if self.phase != PHASE_PLACE:
            return None
        return self.config.tiles[self.current[self.turn] - 1]

    def player_to_act(self) -> int:
        """current_player() where somebody is to act (a choose or place phase)."""
        player = self.current_player()
        if player is None:
            raise ValueError(f"nobody acts in phase {self.phase!r}")
        return player

    def domino_to_place(self) -> Domino:
        """current_domino() in the place phase."""
        domino = self.current_domino()
        if domino is None:
            raise ValueError(f"no domino is placed in phase {self.phase!r}")
        return domino

    # ---- copying and serialising --------------------------------------------------
    def copy(self) -> "KingdominoState":
        return KingdominoState(self.config, Rng(self.rng.state), self.box[:], self.lines_left,
                         self.round, self.current[:], self.current_kings[:], self.next[:],
                         self.next_kings[:], self.draft_order[:], self.turn, self.phase,
                         [k.copy() for k in self.kingdoms], self.discards[:], self.game_no,
                         [[p[:] for p in g] for g in self.finished])

    def to_dict(self) -> dict:
        letters = [t.letter for t in terrains()]
        return {
            "config": self.config.to_dict(), "rng": format(self.rng.state, "016x"),
            "box": self.box[:], "lines_left": self.lines_left, "round": self.round,
            "current": self.current[:], "current_kings": self.current_kings[:],
            "next": self.next[:], "next_kings": self.next_kings[:],
            "draft_order": self.draft_order[:], "turn": self.turn, "phase": self.phase,
            "kingdoms": [[[x, y, f"{letters[t]}{c}"] for x, y, t, c in k.squares()]
                         for k in self.kingdoms],
            "discards": self.discards[:], "game_no": self.game_no,
            "finished": [[p[:] for p in g] for g in self.finished],
        }

    @classmethod
    def from_dict(cls, d: dict) -> "KingdominoState":
        """Rebuild a state; raises ValueError (with the reason) on malformed data."""
        try:
            config = GameConfig.from_dict(d["config"])
            kingdoms = []
            n = config.setup.size
            for squares in d["kingdoms"]:
                k = Kingdom(n)
                for x, y, token in squares:
                    cell = parse_cell(str(token), "WFLGSMT")
                    if cell is None or cell[0] < 0:
                        raise ValueError(f"bad square {token!r}")
                    k.set_square(int(x), int(y), *cell)
                if max(k.bbox_size()) > n:
                    raise ValueError(f"a kingdom is larger than {n}x{n}")
                kingdoms.append(k)
            ints = lambda key: [int(v) for v in d[key]]  # noqa: E731
            state = cls(config, Rng(int(d["rng"], 16)), ints("box"), int(d["lines_left"]),
                        int(d["round"]), ints("current"), ints("current_kings"), ints("next"),
                        ints("next_kings"), ints("draft_order"), int(d["turn"]), str(d["phase"]),
                        kingdoms, ints("discards"), int(d["game_no"]),
                        [[[int(v) for v in p] for p in g] for g in d["finished"]])
        except ConfigError:
            raise
        except (KeyError, TypeError, ValueError, IndexError, AttributeError) as exc:
            raise ValueError(f"state is malformed: {exc!r}") from exc
        problem = state._inconsistency()
        if problem:
            raise ValueError(f"state is malformed: {problem}")
        return state

    def _inconsistency(self) -> str | None:
        """Why this state cannot be a position of its game, or None."""
        cfg = self.config
        if len(self.kingdoms) != cfg.players or len(self.discards) != cfg.players:
            return "wrong number of kingdoms"
        if self.phase not in (PHASE_CHOOSE, PHASE_PLACE, PHASE_INTERLUDE, PHASE_OVER):
            return f"unknown phase {self.phase!r}"
        if len(self.current) != len(self.current_kings) or len(self.next) != len(self.next_kings):
            return "a line and its kings differ in length"
        numbers = self.box + self.current + self.next
        if len(set(numbers)) != len(numbers) or not all(1 <= n <= len(self.dominoes) for n in numbers):
            return "a domino number is repeated or out of range"
        if not all(-1 <= k < cfg.kings for k in self.current_kings + self.next_kings + self.draft_order):
            return "a king id is out of range"
        if self.phase in (PHASE_CHOOSE, PHASE_PLACE):
            if self.round == 0:
                if self.phase != PHASE_CHOOSE or not 0 <= self.turn < len(self.draft_order):
                    return "turn is out of range"
            elif not 0 <= self.turn < len(self.current) or self.current_kings[self.turn] == FREE:
                return "turn is out of range"
        return None

    def __eq__(self, other: object) -> bool:
        return isinstance(other, KingdominoState) and self.to_dict() == other.to_dict()
