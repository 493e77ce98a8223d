"""What a table reads of the game it shows, and how its people act in it (TableGame): a
Session (game/app/session.py: the game's record, played here, saved and replayed) or a
Replica (game/app/net_session.py: a window's copy of a game a server plays, set again from
the server's view; it holds no record, so nothing saves or replays it). Code that needs the
record (Save game, the sheet's Replay and Review) asks for a Session.
"""
from __future__ import annotations

from typing import Any, Protocol, TypeVar

from game.ai.levels import Player
from game.app.session import LastMove, Seat
from game.match.steps import Step
from game.rules.config import GameConfig
from game.rules.family import Rules

S = TypeVar("S")


class TableGame(Protocol):
    """The Match's read interface as a table uses it, plus a person's actions (apply, undo)."""

    @property
    def config(self) -> GameConfig: ...

    @property
    def seats(self) -> list[Seat]: ...

    @property
    def state(self) -> Any: ...

    @property
    def rules(self) -> Rules[Any, Any, Any]: ...

    @property
    def actions(self) -> list[Any]: ...

    @property
    def actors(self) -> list[int | None]: ...

    @property
    def log(self) -> list[Any]: ...            # every move shown, as a sentence (move_log.py)

    @property
    def last(self) -> LastMove | None: ...

    @property
    def last_by_player(self) -> dict[int, LastMove]: ...

    @property
    def last_outcome(self) -> Any: ...

    @property
    def guard(self) -> Any: ...                # a lesson's check before the rules (None: no lesson)

    @property
    def save_error(self) -> str: ...

    @property
    def progress_notice(self) -> str: ...

    def state_as(self, kind: type[S]) -> S: ...

    def actor(self) -> int | None: ...

    def person(self, p: int | None) -> bool: ...

    def is_over(self) -> bool: ...

    def next_step(self) -> Step[Any]: ...

    def computer(self, p: int) -> Player | None: ...

    def seen_state(self, asker: str) -> Any: ...

    def terrain_name(self, t: int) -> str: ...

    def apply(self, action: Any) -> str | None: ...

    def undo_refusal(self) -> str | None: ...

    def undo_for_other(self) -> str | None: ...

    def undo(self) -> str | None: ...

    def record_progress(self) -> None: ...


class Replica(TableGame, Protocol):
    """A window's copy of a game played at a server: what it shows is set again from the
    server's public view after `n` actions whenever the server's word differs from it."""

    def rebase(self, n: int, view: dict[str, Any]) -> None: ...
