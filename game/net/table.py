"""A table of the server: one game (a Match, game/match), its seats and its autosave. No
networking here.

A seat is "remote" (a person or a headless player who joins over the network by name)
or a computer level that the server plays. The server alone holds the seed and the full
state; everything a client gets comes from view() (game/rules/hidden.py).
"""
from __future__ import annotations

import hashlib
import re
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Iterator, Sequence

from game import saves
from game.ai.registry import table_levels
from game.files import read_capped, strict_json
from game.match import REMOTE, Match, ServedThinking
from game.net.join_code import new_code
from game.net.protocol import CODE, ECHO_CHARS, KEY, echoed, seat_key
from game.results import result_line
from game.rules.actions import Action
from game.rules.config import GameConfig
from game.rules.family import Rules, State
from game.rules.registry import public_view
from game.rules.replay import GameRecord
from game.rules.rng import fresh_seed

SEED_ROUNDS = 200_000
DIGITS = re.compile(r"[0-9]{1,4}")        # a number in a table text: ASCII digits (int() takes '²' too)
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
    key: str = ""                 # the hash of the token that gives the seat back (protocol.seat_key)
    moves: int = 0
    think: float = 0.0
    dropped: float = field(default_factory=time.monotonic)   # when its connection went
    colour: Colour | None = None  # as the host chose it (None: the seat's default), shown everywhere

    @property
    def agent(self) -> str:
        """Who plays the seat now (as a Match reads it): its computer level, the level filling in
        for a dropped player, or REMOTE (the player, over the network)."""
        return self.fill if self.filled else self.kind

    def public(self) -> dict[str, Any]:
        return {"kind": self.kind, "name": self.name, "connected": self.connected, "filled": self.filled,
                "fill": self.fill if self.filled else "", "colour": list(self.colour) if self.colour else None}


class Table:
    """A served game: a Match (the record, the full state, whose turn, a computer seat's move,
    the result) with the seats' players and clocks. `actions`: the record so far (a table
    reopened from its file), replayed through the rules (MessageError when one is illegal).
    `public`: listed in a lobby (saved, so that a restarted lobby lists it again)."""

    def __init__(self, code: str, config: GameConfig, seed: int | str, seats: list[SeatInfo],
                 actions: Sequence[Action] = (), public: bool = False) -> None:
        self.code, self.seats, self.public = code, seats, public
        self.match: Match[SeatInfo, Any, Any, Any] = Match(config, seed, seats, thinking=ServedThinking(self.levels))
        if actions:
            self.match.replay_to(list(actions))
        for seat in self.match.actors:          # each seat's move count, as the result line gives it
            if seat is not None:
                seats[seat].moves += 1
        self.turn_started = time.monotonic()

    @property
    def record(self) -> GameRecord:
        return GameRecord(self.match.config, self.match.seed, self.match.actions)

    @property
    def state(self) -> Any:
        """The game's full state: it never leaves the server."""
        return self.match.state

    @property
    def rules(self) -> Rules[Any, Any, Any]:
        return self.match.rules

    @property
    def n(self) -> int:
        return len(self.match.actions)

    def over(self) -> bool:
        return self.match.is_over()

    def started(self) -> bool:
        """Play begins once every remote seat has had its player."""
        return all(s.kind != REMOTE or s.name for s in self.seats)

    def view(self) -> dict[str, Any]:
        return public_view(self.state)

    def to_act(self) -> int | None:
        return turn(self.rules, self.state)

    def apply(self, action: Action, seat: int | None) -> None:
        """The rules validate (IllegalAction, nothing changed); the seat's clock is kept."""
        self.match.play(action)
        if seat is not None:
            self.seats[seat].moves += 1
            self.seats[seat].think += time.monotonic() - self.turn_started
        self.turn_started = time.monotonic()

    def take_back_last(self) -> None:
        """Undo the last action (its write was refused: the table stands as the store holds it)."""
        actor = self.match.actors[-1]
        self.match.replay_to(list(self.match.actions[:-1]))
        if actor is not None:
            self.seats[actor].moves -= 1

    def history(self, state: State, first: int) -> Iterator[tuple[int, int | None, Action]]:
        """The actions from the first-th on, each with its number and the seat that played it,
        applied to `state` (the table as it stood after `first` actions) one by one."""
        for i in range(first, self.n):
            action = self.match.actions[i]
            by = state.current_player()
            self.rules.apply(state, action)
            yield i + 1, by, action

    def levels(self) -> list[str]:
        return ["human" if s.kind == REMOTE else s.kind for s in self.seats]

    def computer_levels(self) -> list[str]:
        """The computer levels this table offers: for a seat, a dropped seat or a player who
        hands theirs over (never a tournament reference, which thinks for seconds a move)."""
        return table_levels(self.match.config.game)

    def result(self) -> dict[str, Any]:
        line = result_line(self.match.config, self.match.seed, [s.kind for s in self.seats], self.match.results(),
                           [s.moves for s in self.seats], [s.think for s in self.seats])
        for s, out in zip(self.seats, line["seats"]):
            out["name"] = s.name
        return line

    # ---- the autosave -------------------------------------------------------------
    def saved(self) -> TableSave:
        seats = [saves.Seat(s.name, "human" if s.kind == REMOTE else s.kind, None, s.colour) for s in self.seats]
        record = GameRecord(self.record.config, self.record.seed, list(self.record.actions))
        return TableSave(record, seats, title=f"table {self.code}", keys=[s.key for s in self.seats],
                         public=self.public)


@dataclass
class TableSave(saves.SavedGame):
    """A table's autosave: the game's own save format with the hashes of the seats' tokens in
    the same file, so one atomic replace writes both and a seat never has its name without
    its token (the game's loader ignores the extra fields: the file opens like any save)."""
    keys: list[str] = field(default_factory=list)
    public: bool = False

    def to_dict(self) -> dict[str, Any]:
        return {**super().to_dict(), "seat_keys": self.keys, **({"public": True} if self.public else {})}


def turn(rules: Rules[Any, Any, Any], state: State) -> int | None:
    """The seat whose move `state` waits for; None at the end or at a step nobody decides."""
    return None if rules.is_over(state) else state.current_player()


def seeds_key(seed: str) -> bytes:
    """The key of `serve --seed S`: S stretched (PBKDF2, a fraction of a second once), so
    trying one small S after another against a table seed shown at a game's end is slow."""
    return hashlib.pbkdf2_hmac("sha256", seed.encode("utf-8"), b"kingdomino-family table seeds", SEED_ROUNDS)


def table_seed(key: bytes, index: int) -> int:
    """The seed of the index-th table from the server's key: a keyed hash, so one table's
    seed, shown once its game is over, tells nothing about any other table's."""
    digest = hashlib.blake2b(str(index).encode("ascii"), key=key[:64], digest_size=8).digest()
    return int.from_bytes(digest, "big") >> 1          # 63 bits, as new tables draw them


def new_token() -> str:
    return secrets.token_urlsafe(16)


def new_table(spec: str, seed: int | str | None = None) -> Table:
    """A table from GAME:PLAYERS:SEATS[:VARIANTS], e.g. kingdomino:4:remote,remote,greedy,greedy:harmony."""
    shown = echoed(spec)
    parts = spec.split(":")
    if len(parts) not in (3, 4) or not DIGITS.fullmatch(parts[1]):
        raise TableError(f"--table {shown}: expected GAME:PLAYERS:SEATS[:VARIANTS], PLAYERS in ASCII digits")
    game, players, kinds = parts[0], int(parts[1]), [k.strip() for k in parts[2].split(",")]
    variants = tuple(v.strip() for v in parts[3].split(",") if v.strip()) if len(parts) == 4 else ()
    try:
        config = GameConfig(game, players, variants)
    except ValueError as exc:
        raise TableError(f"--table {shown}: {str(exc)[:2 * ECHO_CHARS]}") from None
    if len(kinds) != players:
        raise TableError(f"--table {shown}: {len(kinds)} seats for {players} players")
    known = table_levels(game)
    for k in kinds:
        if k != REMOTE and k not in known:
            raise TableError(f"--table {shown}: a seat is {REMOTE} or one of {', '.join(known)}, not {echoed(k)}")
    seed = fresh_seed() if seed is None else seed
    return Table(new_code(), config, seed, [SeatInfo(k) for k in kinds])


def load_table(path: Path) -> Table:
    """A table from its autosave (the file name is its code); TableError with the reason.
    The seats' keys come from the same file; a file of an older version held the tokens
    themselves (in it, or in the tokens file beside it), which are hashed on the way in."""
    try:
        text = read_capped(path, saves.MAX_BYTES, regular_only=True).decode("utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise TableError(f"{path.name}: cannot read: {exc}") from None
    try:
        loaded = saves.parse_checked(text)
    except saves.SaveError as exc:
        raise TableError(f"{path.name}: {exc}") from None
    seats = [SeatInfo(REMOTE if s.agent == "human" else s.agent, s.name, colour=s.colour) for s in loaded.saved.seats]
    record = loaded.saved.record
    doc = strict_json(text)                           # checked already: a JSON object
    keys = doc.get("seat_keys") if isinstance(doc, dict) else None
    if isinstance(keys, list):
        held = [k if isinstance(k, str) and KEY.fullmatch(k) else "" for k in keys]
    else:
        tokens = doc.get("tokens") if isinstance(doc, dict) else None
        held = [seat_key(t) if t else "" for t in (tokens_of(tokens) if tokens is not None else read_tokens(path))]
    for seat, key in zip(seats, held):
        seat.key = key
    return Table(path.stem, record.config, record.seed, seats, record.actions,
                 public=isinstance(doc, dict) and doc.get("public") is True)


def table_file(folder: Path, code: str) -> Path:
    return folder / f"{code}.json"


def tokens_of(tokens: object) -> list[str]:
    """The seats' tokens as a table file holds them ("" for a seat without one)."""
    return [t if isinstance(t, str) and CODE.fullmatch(t) else "" for t in tokens] if isinstance(tokens, list) else []


def read_tokens(table_path: Path) -> list[str]:
    """The tokens an older version kept beside the table file (CODE.tokens); none when that
    file is missing or unreadable (its seats then take new tokens when their players come back)."""
    try:
        tokens = strict_json(read_capped(table_path.with_suffix(".tokens"), 64 * 1024,
                                         regular_only=True).decode("utf-8"))
    except (OSError, UnicodeDecodeError, ValueError):
        return []
    return tokens_of(tokens)

