"""A game at a server's table as the window sees it: a replica (game/app/table_game.py), not
a record. What it shows is rebuilt from the public view the server sends (game/rules/hidden.py:
the hidden parts filled by lot, so the table's drawing code works unchanged and never sees more
than a player at a real table); the record is the server's, so nothing here saves or replays it.

The server decides. The people here act through `apply` as at any table: the rules check
the action on the local state, it is sent, and the server's update confirms it (the state
is then set from the server's view, which also brings the dominoes it drew). The other
seats' actions arrive as updates: they are the moves decided elsewhere (the shown
Session's script, `next_update`), so the table shows them like a computer's moves. A refusal
from the server sets the table back to the last view it confirmed (`rebase`).
"""
from __future__ import annotations

import hashlib
import json
import time
from collections import deque
from dataclasses import dataclass
from typing import Any, TypeVar

from game.ai.levels import Player
from game.app.refusals import refusal
from game.app.session import LastMove, Seat, Session
from game.app.ui import theme
from game.i18n import _
from game.match.steps import Step
from game.names import clean, player_name
from game.net.link import Link
from game.net.table import REMOTE
from game.rules.actions import Action, IllegalAction, action_from_dict
from game.rules.config import GameConfig
from game.rules.family import Rules
from game.rules.registry import State, sampled_state
from game.rules.rng import Rng

WATCHERS_SHOWN = 12         # spectators named at most
S = TypeVar("S")


@dataclass(frozen=True)
class Update:
    n: int
    by: int | None
    action: Action
    view: dict
    state: State               # the view rebuilt on arrival: a malformed one is caught there


class Untrusted(ValueError):
    """A message from the server that this window cannot use (malformed, or out of the
    protocol): the connection is closed, never the window."""


def colour(seat: int, chosen=None) -> tuple[int, int, int]:
    """The seat's colour as the host chose it (the server's seats say it), else the table's
    default by seat, so every window shows the same ones."""
    if isinstance(chosen, list) and len(chosen) == 3 and all(type(c) is int and 0 <= c <= 255 for c in chosen):
        return (chosen[0], chosen[1], chosen[2])
    return theme.PLAYER_COLOURS[seat % len(theme.PLAYER_COLOURS)][1]


def rebuilt(view: dict, code: str, n: int):
    """The state a view describes, the hidden parts drawn by lot (ValueError when malformed)."""
    return sampled_state(view, Rng.from_seed(f"{code}:{n}:view"))


class NetSession:
    """A window's replica of a game a server plays (table_game.Replica). It holds `shown`:
    the moves as this window shows them, a Session used for the rules' checks and the moves'
    words. Its seed only names the table (the server's seed stays there): it reproduces
    nothing, and `rebase` sets its position from the server's view whenever the two differ."""
    link: Link
    code: str
    mine: dict[int, int]              # seat -> the link's chair that plays it
    confirmed: int                    # actions the server has confirmed
    view: dict                        # ... and its view after them
    updates: deque[Update]            # the other seats' actions, not yet shown
    pending: list[Action]             # actions sent from here, not yet confirmed
    status: list[dict]                # the seats as the server describes them
    watchers: list[str]               # the names of the table's spectators
    dropped_at: dict[int, float]      # seat -> when its player's connection went
    hand_at: dict[int, float]         # a dropped seat -> when the server lets the others hand it on
    catch_up_to: int                  # the server had played this many actions when it seated us
    result: dict | None
    notice: str                       # the server's last refusal, or the connection's trouble
    refused: str                      # why the server would not seat us
    lost: bool                        # the connection is broken (the link tries again)
    moved: tuple[str, int] | None     # the address the link moved to (its server proved the seats), to keep
    distrusted: bool                  # the server sent what this window cannot use: its connection closed

    def __init__(self, link: Link, n: int, view: dict, state: State) -> None:
        seats = [Seat("", colour(i), REMOTE) for i in range(state.config.players)]
        self.shown = Session(state.config, f"net:{link.code}", seats, state=state, script=self.next_update)
        self.link, self.code = link, link.code
        self.mine, self.confirmed, self.view, self.catch_up_to = {}, n, view, n
        self.updates, self.pending, self.status, self.dropped_at = deque(), [], [], {}
        self.hand_at = {}
        self.result, self.notice, self.refused, self.lost = None, "", "", False
        self.moved, self.watchers, self.distrusted = None, [], False

    @classmethod
    def from_welcome(cls, link: Link, index: int, msg: dict) -> "NetSession":
        """The session a server's welcome describes (ValueError when it is malformed)."""
        view, n, seat = msg.get("view"), msg.get("n"), msg.get("seat")
        if not isinstance(view, dict) or type(n) is not int or type(seat) is not int and msg.get("type") == "welcome":
            raise ValueError("the server's welcome lacks the table")
        session = cls(link, n, view, rebuilt(view, link.code, n))
        session.receive(index, msg)
        return session

    # ---- what a table reads (the Match's read interface, from what is shown) ------------
    @property
    def config(self) -> GameConfig:
        return self.shown.config

    @property
    def seats(self) -> list[Seat]:
        return self.shown.seats

    @property
    def state(self) -> Any:
        return self.shown.state

    @property
    def rules(self) -> Rules[Any, Any, Any]:
        return self.shown.rules

    @property
    def actions(self) -> list[Any]:
        return self.shown.actions

    @property
    def actors(self) -> list[int | None]:
        return self.shown.actors

    @property
    def log(self) -> list[Any]:
        return self.shown.log

    @property
    def last(self) -> LastMove | None:
        return self.shown.last

    @property
    def last_by_player(self) -> dict[int, LastMove]:
        return self.shown.last_by_player

    @property
    def last_outcome(self) -> Any:
        return self.shown.last_outcome

    @property
    def progress_notice(self) -> str:
        return self.shown.progress_notice

    guard = None                       # no lesson at a server's table
    save_error = ""                    # nothing is saved here: the server keeps the game

    def state_as(self, kind: type[S]) -> S:
        return self.shown.state_as(kind)

    def actor(self) -> int | None:
        return self.shown.actor()

    def person(self, p: int | None) -> bool:
        return self.shown.person(p)

    def is_over(self) -> bool:
        return self.shown.is_over()

    def next_step(self) -> Step[Any]:
        """Who acts: a person here, or a seat whose move comes from the server (every seat
        no person here plays: its computer levels, the other windows' people, a seat handed
        over), which waits until the link brought it."""
        return self.shown.next_step()

    def waits_for(self, p: int) -> bool:
        return self.shown.waits_for(p)

    def seen_state(self, asker: str) -> Any:
        return self.shown.seen_state(asker)

    def terrain_name(self, t: int) -> str:
        return self.shown.terrain_name(t)

    # ---- what the window does here ---------------------------------------------------
    def computer(self, p: int) -> Player | None:
        """Nobody thinks here: the server plays its computer seats, the others their own."""
        return None

    def game_id(self) -> str:
        """The game's id with this window's people in it: two windows on one computer (one
        statistics file) each count the game for their own people."""
        here = json.dumps(sorted(self.seats[i].name for i in self.mine))
        return hashlib.sha256(f"{self.shown.game_id()}{here}".encode("utf-8")).hexdigest()[:24]

    def record_progress(self) -> None:
        self.shown.record_progress(self.game_id())

    def undo_refusal(self) -> str | None:
        return _("a game over the network has no undo")

    def undo_for_other(self) -> str | None:
        return None

    def undo(self) -> str | None:
        return self.undo_refusal()

    def ready(self) -> bool:
        """Every remote seat has its player (the server starts the game then)."""
        return bool(self.status) and all(s.get("kind") != REMOTE or s.get("name") for s in self.status)

    def handed(self, seat: int) -> bool:
        """A seat of this window that a computer level plays on the server for now."""
        return seat in self.mine and seat < len(self.status) and bool(self.status[seat].get("filled"))

    def hand_over(self, level: str) -> None:
        """Let the server's computer `level` play every seat here for now ("" takes them back)."""
        for seat, index in self.mine.items():
            self.link.hand(index, seat, level)

    def stand_in(self, seat: int, level: str) -> None:
        """Ask the server to let its computer `level` play a dropped player's seat until they
        return (it decides whether this window's people may, and when: game.net.stand_ins)."""
        if self.mine:
            self.link.hand(next(iter(self.mine.values())), seat, level)

    def apply(self, action: Action) -> str | None:
        p = self.actor()
        if p in self.mine and not self.handed(p) and not self.updates:    # a person here: checked here, decided there
            n = self.confirmed + len(self.pending)
            refused = self.shown.apply(action)
            if refused is not None:
                return refused
            self.pending.append(action)
            self.link.act(self.mine[p], p, n, action)
            return None
        if not self.updates:
            self.pump()          # asked by a scene over the table (Start game N of a match): read what came
        if not self.updates or self.updates[0].action != action:
            return _("waiting for the server")
        update = self.updates.popleft()
        if self.shown.apply(action) is not None:       # only when our picture was wrong: the server's view
            self.rebase(update.n, update.view)
            return None
        self.confirmed, self.view, self.shown.state = update.n, update.view, update.state
        if not self.updates:
            self._seats(self.status)           # a seat taken back is played here from now on
        return None

    def catching_up(self) -> bool:
        """The next move to show is one this window missed (played before it was seated again):
        shown at once, not animated."""
        return bool(self.updates) and self.updates[0].n <= self.catch_up_to

    def next_update(self) -> Action | None:
        """The next action of another seat to show, once ours are confirmed."""
        if self.pending or not self.updates or self.updates[0].n != self.confirmed + 1:
            return None
        return self.updates[0].action

    # ---- what the server says ----------------------------------------------------------
    def pump(self) -> bool:
        """Take in everything the link received; True when anything changed."""
        messages = self.link.messages()
        for index, msg in messages:
            self.receive(index, msg)
        return bool(messages)

    def receive(self, index: int, msg: dict) -> None:
        """Take in one message; one this window cannot use closes the connection (distrust)."""
        if self.distrusted:
            return                             # closed: what was still on its way is not believed
        try:
            self._receive(index, msg)
        except (ValueError, TypeError, KeyError, IndexError, AttributeError) as exc:
            self.distrust(f"{str(msg.get('type'))[:20]}: {str(exc)[:120]}")

    def distrust(self, why: str) -> None:
        """The server sent what this window cannot use (a hostile server, or a man in the middle
        on plain TCP): its connection is closed with one line saying so. The table stays as it
        was last confirmed, and the seat with its token (online.json), for a rejoin."""
        self.distrusted, self.lost = True, True
        self.pending, self.updates = [], deque()
        self.notice = _("the server sent a message this window cannot use ({why}); the connection is closed, "
                        "your seat is kept: rejoin from Join a game").format(why=why)
        self.link.close()

    def _receive(self, index: int, msg: dict) -> None:
        kind = msg.get("type")
        if kind in ("welcome", "watching"):      # a spectator's connection sits nowhere
            if kind == "welcome":
                seat = msg.get("seat")
                if type(seat) is not int or not 0 <= seat < len(self.seats):
                    raise Untrusted("welcome.seat is no seat of this table")
                self.mine[seat] = index
            now = msg.get("now")
            self.catch_up_to = now if type(now) is int else 0
            self._seats(msg.get("seats"))
            self._watchers(msg.get("watchers"))
            self.notice, self.lost = "", False         # seated again: the trouble is over
            n = msg.get("n")
            if self.pending and type(n) is int and isinstance(msg.get("view"), dict):
                self.rebase(n, msg["view"])              # sent on a broken connection: play it again
            if type(n) is int and n > self.confirmed + len(self.updates) and isinstance(msg.get("view"), dict):
                self.rebase(n, msg["view"])              # back after missing more moves than are shown again
        elif kind == "update":
            self._update(msg)
        elif kind == "seats":
            self._seats(msg.get("seats"))
            self._watchers(msg.get("watchers"))
        elif kind == "over" and isinstance(msg.get("result"), dict):
            self.result = msg["result"]
        elif kind == "error":
            self.notice = refusal(msg)
            if index not in self.mine.values():
                self.refused = self.notice
            elif self.pending:
                self.rebase(self.confirmed, self.view)
        elif kind == "moved":
            self.moved = (str(msg.get("host")), int(msg.get("port", 0)))
        elif kind == "lost":
            self.lost = True
            self.notice = (_("the connection to the server is lost") if msg.get("final")
                           else _("the connection to the server broke; trying again…"))

    def _update(self, msg: dict) -> None:
        n, view, by = msg.get("n"), msg.get("view"), msg.get("by")
        if type(n) is not int or not isinstance(view, dict) or n <= self.confirmed + len(self.updates):
            return                             # seen already (every connection here hears it)
        try:
            action = action_from_dict(msg.get("action"))
        except IllegalAction:
            return self.rebase(n, view)
        state = self._rebuilt(view, n)         # ValueError on a malformed view: before anything changed
        if self.pending and by in self.mine and n == self.confirmed + 1 and not self.updates:
            self.pending.pop(0)
            self.confirmed, self.view = n, view
            if not self.pending:
                self.shown.state = state
            return
        if self.pending or n != self.confirmed + len(self.updates) + 1:
            return self.rebase(n, view)          # out of step: take the server's word
        self.updates.append(Update(n, by if type(by) is int else None, action, view, state))
        if len(self.updates) == 1:
            self._seats(self.status)           # this window's seats wait while moves are shown

    def rebase(self, n: int, view: dict) -> None:
        """Set what is shown to the server's view after `n` actions, forgetting what it did not
        confirm (the view is rebuilt first: a malformed one changes nothing)."""
        state = self._rebuilt(view, n)
        if self.pending:
            self.shown.forget_after(len(self.actions) - len(self.pending))
        self.pending, self.updates = [], deque()
        self.confirmed, self.view, self.shown.state = n, view, state
        self._seats(self.status)

    def _rebuilt(self, view: dict, n: int):
        """The state a view of this table describes (Untrusted when it is another game's)."""
        state = rebuilt(view, self.code, n)
        if state.config != self.config:
            raise Untrusted("the view is of another game")
        return state

    def _watchers(self, names) -> None:
        """The spectators' names as the server sends them, each cleaned (at most WATCHERS_SHOWN)."""
        if isinstance(names, list):
            self.watchers = [name for n in names[:WATCHERS_SHOWN] if isinstance(n, str) and (name := clean(n))]

    def _seats(self, seats) -> None:
        if not isinstance(seats, list) or len(seats) != len(self.seats):
            return
        now = time.monotonic()
        for i, info in enumerate(seats):
            if not isinstance(info, dict):
                return
            if info.get("kind") == REMOTE and info.get("name") and not info.get("connected"):
                self.dropped_at.setdefault(i, now)
            else:
                self.dropped_at.pop(i, None)
            left = info.get("hand_in")
            if type(left) is int and 0 <= left <= 86400:     # the server's word: seconds until a stand-in
                self.hand_at[i] = min(self.hand_at.get(i, now + left), now + left)
            else:
                self.hand_at.pop(i, None)
            name = clean(str(info.get("name") or "")[:80])     # drawing as nothing: the default below
            kind = str(info.get("kind"))[:20]
            agent: str | None = kind
            if i in self.mine:       # handed to the server's computer, or moves of its to show first; at
                handed = info.get("filled") and not self.is_over()     # the end its person's again (statistics)
                agent = str(info.get("fill"))[:20] if handed else REMOTE if self.updates else None
            if not name and kind != REMOTE:      # a computer seat nobody named: as a window-hosted game names it
                named = [clean(str(d.get("name") or "")[:80]) for d in seats if isinstance(d, dict)]
                name = player_name(_("Player {n}").format(n=i + 1), "", [n for n in named if n])
            self.seats[i] = Seat(name or _("Seat {n}").format(n=i + 1), colour(i, info.get("colour")), agent)
        self.status = seats
