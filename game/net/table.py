"""A table of the server: one game, its seats and its autosave. No networking here.

A seat is "remote" (a person or a headless player who joins over the network by name)
or a computer level that the server plays. The server alone holds the seed and the full
state; everything a client gets comes from view() (game.net.public).
"""
from __future__ import annotations

import json
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from game import saves
from game.ai.registry import make_player, player_names
from game.cli.simulate import result_line
from game.files import read_capped, strict_json
from game.net.join_code import new_code
from game.net.public import public_view, sampled_state
from game.rules.actions import Action
from game.rules.config import GameConfig
from game.rules.registry import rules_for
from game.rules.replay import GameRecord
from game.rules.rng import Rng, fresh_seed

REMOTE = "remote"
Colour = tuple[int, int, int]


class TableError(ValueError):
    """A table spec or a table file that cannot make a table; one line."""


@dataclass
class SeatInfo:
    kind: str                     # REMOTE or a computer level
    name: str = ""                # the remote player's name, "" until someone takes the seat
    connected: bool = False
    filled: bool = False          # a dropped remote seat the server plays for now ...
    fill: str = ""                # ... with this computer level
    token: str = ""               # the secret that gives the seat back to its player (never public)
    moves: int = 0
    think: float = 0.0
    dropped: float = field(default_factory=time.monotonic)   # when its connection went
    colour: Colour | None = None  # as the host chose it (None: the seat's default), shown everywhere

    def public(self) -> dict:
        return {"kind": self.kind, "name": self.name, "connected": self.connected, "filled": self.filled,
                "fill": self.fill if self.filled else "", "colour": list(self.colour) if self.colour else None}


@dataclass
class Table:
    code: str
    record: GameRecord
    seats: list[SeatInfo]
    state: Any = None               # the game's full state: it never leaves the server
    turn_started: float = field(default_factory=time.monotonic)

    def __post_init__(self) -> None:
        if self.state is None:
            self.state = rules_for(self.record.config.game).new_game(self.record.config, self.record.seed)

    @property
    def rules(self):
        return rules_for(self.record.config.game)

    @property
    def n(self) -> int:
        return len(self.record.actions)

    def over(self) -> bool:
        return self.rules.is_over(self.state)

    def started(self) -> bool:
        """Play begins once every remote seat has had its player."""
        return all(s.kind != REMOTE or s.name for s in self.seats)

    def view(self) -> dict:
        return public_view(self.state)

    def to_act(self) -> int | None:
        return None if self.over() else self.state.current_player()

    def apply(self, action: Action, seat: int | None) -> None:
        """The rules validate (IllegalAction, nothing changed); the seat's clock is kept."""
        self.rules.apply(self.state, action)
        self.record.actions.append(action)
        if seat is not None:
            self.seats[seat].moves += 1
            self.seats[seat].think += time.monotonic() - self.turn_started
        self.turn_started = time.monotonic()

    def computer_choice(self, seat: int, level: str, view: dict, n: int) -> Action:
        """What a computer level plays for `seat` at action n: it decides on the public view with
        the hidden parts sampled, like a headless client, seeded by the position so a replay
        repeats it. Runs in a worker thread, so it reads only its arguments."""
        tag = f"{self.record.seed}:{seat}:{n}"
        state = sampled_state(view, Rng.from_seed(tag + ":sample"))
        return make_player(level, self.record.config.game, tag, seats=self.levels()).choose(state)

    def levels(self) -> list[str]:
        return ["human" if s.kind == REMOTE else s.kind for s in self.seats]

    def result(self) -> dict:
        results = sorted(self.rules.results(self.state), key=lambda r: r.player)
        line = result_line(self.record.config, self.record.seed, [s.kind for s in self.seats], results,
                           [s.moves for s in self.seats], [s.think for s in self.seats])
        for s, out in zip(self.seats, line["seats"]):
            out["name"] = s.name
        return line

    # ---- the autosave -------------------------------------------------------------
    def saved(self) -> saves.SavedGame:
        seats = [saves.Seat(s.name, "human" if s.kind == REMOTE else s.kind, None, s.colour) for s in self.seats]
        record = GameRecord(self.record.config, self.record.seed, list(self.record.actions))
        return saves.SavedGame(record, seats, title=f"table {self.code}")


def new_token() -> str:
    return secrets.token_urlsafe(16)


def new_table(spec: str, seed: int | str | None = None) -> Table:
    """A table from GAME:PLAYERS:SEATS[:VARIANTS], e.g. kingdomino:4:remote,remote,greedy,greedy:harmony."""
    parts = spec.split(":")
    if len(parts) not in (3, 4) or not parts[1].isdigit():
        raise TableError(f"--table {spec!r}: expected GAME:PLAYERS:SEATS[:VARIANTS]")
    game, players, kinds = parts[0], int(parts[1]), [k.strip() for k in parts[2].split(",")]
    variants = tuple(v.strip() for v in parts[3].split(",") if v.strip()) if len(parts) == 4 else ()
    try:
        config = GameConfig(game, players, variants)
    except ValueError as exc:
        raise TableError(f"--table {spec!r}: {exc}") from None
    if len(kinds) != players:
        raise TableError(f"--table {spec!r}: {len(kinds)} seats for {players} players")
    known = player_names(game)
    for k in kinds:
        if k != REMOTE and k not in known:
            raise TableError(f"--table {spec!r}: a seat is {REMOTE} or one of {', '.join(known)}, not {k!r}")
    seed = fresh_seed() if seed is None else seed
    return Table(new_code(), GameRecord(config, seed), [SeatInfo(k) for k in kinds])


def load_table(path: Path) -> Table:
    """A table from its autosave (the file name is its code); TableError with the reason."""
    try:
        loaded = saves.load_checked(path)
    except saves.SaveError as exc:
        raise TableError(f"{path.name}: {exc}") from None
    seats = [SeatInfo(REMOTE if s.agent == "human" else s.agent, s.name, colour=s.colour) for s in loaded.saved.seats]
    record = loaded.saved.record
    rules = rules_for(record.config.game)
    state = rules.new_game(record.config, record.seed)
    for action in record.actions:          # each seat's move count, as the result line gives it
        seat = state.current_player()
        rules.apply(state, action)
        if seat is not None:
            seats[seat].moves += 1
    for seat, token in zip(seats, read_tokens(tokens_file(path.parent, path.stem))):
        seat.token = token
    return Table(path.stem, record, seats, loaded.state)


def table_file(folder: Path, code: str) -> Path:
    return folder / f"{code}.json"


def tokens_file(folder: Path, code: str) -> Path:
    """The seats' tokens beside the table's autosave: a restarted server still knows who is who."""
    return folder / f"{code}.tokens"


def tokens_text(table: Table) -> bytes:
    return json.dumps([s.token for s in table.seats]).encode("utf-8")


def read_tokens(path: Path) -> list[str]:
    """The tokens kept for a table; none when the file is missing or unreadable (its seats
    then take new tokens when their players come back)."""
    try:
        tokens = strict_json(read_capped(path, 64 * 1024, regular_only=True).decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return []
    return [t if isinstance(t, str) else "" for t in tokens] if isinstance(tokens, list) else []

