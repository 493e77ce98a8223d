"""A game at a window's table: a Match (game/match) with what the window adds: the seats'
colours, each move put into words (the event log, the last move of each player), the
thinking-time setting, and undo as the settings allow it. The table scenes drive play
through it; the match owns the record, the state, the autosave and the computer seats.
"""
from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from game import autosaves, saves
from game.ai.registry import player_names
from game.ai.review import DEFAULT_SAMPLES, Reviewed
from game.app import settings
from game.app.move_log import describe, own_cells, own_words, sentence
from game.app.review_worker import ahead_doc, reviewed_ahead
from game.app.ui import theme
from game.app.ui.words import terrain_name
from game.i18n import N_, Message, MessageError, _, translate, verbatim
from game.match import Match
from game.rules.actions import Action, Choose, Discard, NextGame, Place
from game.rules.kingdom import Placement
from game.rules.outcome import Outcome


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
    words: Message                            # put into words when shown (a language switch follows)
    cells: tuple[tuple[int, int], ...] = ()   # castle-relative cells of a placed domino

    @property
    def text(self) -> str:
        return translate(self.words)


@dataclass
class Session(Match[Seat, Any, Any, Any]):
    last: LastMove | None = None
    last_by_player: dict[int, LastMove] = field(default_factory=dict)
    log: list = field(default_factory=list)    # every move as a sentence (tables/common/event_log.py)
    _person: int | None = field(default=None, repr=False)    # the person who acted last
    # decisions reviewed while the game is played (review_ahead.py), by action number: each
    # with the digest of the game up to it; kept in the save (review_worker.ahead_doc)
    reviewed: dict[int, tuple[str, Reviewed]] = field(default_factory=dict, repr=False)
    review_samples: int = DEFAULT_SAMPLES      # the budget they were reviewed with

    def terrain_name(self, t: int) -> str:
        return terrain_name(self.config, t)

    def budget_scale(self) -> float:
        return settings.current().thinking

    def recorded(self, action: Action, player: int | None, outcome: Outcome) -> None:
        """The move in words: the event log's sentence, the last move, each player's last."""
        name = self.seats[player].name if player is not None else ""
        words = own_words(self.config.game, outcome, action, name)
        self.log.append(sentence(self, action, player, outcome, words))
        if self.person(player):
            self._person = player
        mover = -1 if player is None else player   # a placement or pick always has its player
        domino = getattr(outcome, "domino", None)
        if isinstance(action, Place) and domino is not None:
            p = Placement(action.x, action.y, action.rot)
            move = LastMove(mover, Message(N_("{name} placed domino {number}"), {"name": name, "number": domino.number}),
                            ((p.x, p.y), p.second()))
        elif isinstance(action, Discard) and domino is not None:
            move = LastMove(mover, Message(N_("{name} discarded domino {number}"), {"name": name, "number": domino.number}))
        elif isinstance(action, Choose):
            move = LastMove(mover, Message(N_("{name} chose domino {number}"), {"name": name, "number": action.number}))
        elif isinstance(action, NextGame):
            move = LastMove(-1, Message(N_("a new game of the match began")))
            self.last_by_player.clear()
        else:
            move = LastMove(mover, words or verbatim(describe(name, action)),
                            own_cells(self.config.game, action))
        self.last = move
        if isinstance(action, (Place, Discard)) or move.cells:
            self.last_by_player[mover] = move

    def forget_after(self, keep: int) -> None:
        """Forget the moves after the first `keep`, words and all (a window's replica at a
        server: moves the server did not confirm; the caller sets the state)."""
        del self.actions[keep:], self.actors[keep:], self.forced[keep:], self.log[keep:]

    def restarted(self) -> None:
        self.log, self.last, self.last_by_player = [], None, {}
        self._person = None

    def saved_seat(self, p: int) -> saves.Seat:
        return replace(super().saved_seat(p), colour=self.seats[p].colour)

    def to_saved(self, title: str = "") -> saves.SavedGame:
        saved = super().to_saved(title)
        if self.reviewed:
            saved.review = ahead_doc([self.reviewed[n] for n in sorted(self.reviewed)], self.review_samples)
        return saved

    def take_back(self) -> None:
        """Undo (Match.take_back); the decisions reviewed after the undo floor go with the moves,
        before the autosave take_back writes."""
        point = self.undo_point()
        if point is not None:
            self.reviewed = {n: r for n, r in self.reviewed.items() if n <= point}
        super().take_back()

    @classmethod
    def from_saved(cls, saved: saves.SavedGame, *, autosave: bool = False,
                   slot: autosaves.Slot | None = None) -> "Session":
        """The session a save describes, rebuilt by replaying its log; `slot`: the unfinished
        game's own autosave, written on (None: a game opened from elsewhere gets its own).
        ValueError (one line) when a seat's computer player does not exist here."""
        rec = saved.record
        known = player_names(rec.config.game)
        seats = []
        for i, s in enumerate(saved.seats):
            if s.agent != "human" and s.agent not in known:
                raise MessageError(N_("seat {n} is the computer player {agent!r}, which this version does not have"),
                                   n=i + 1, agent=s.agent)
            colour = s.colour or theme.PLAYER_COLOURS[i % len(theme.PLAYER_COLOURS)][1]
            seats.append(Seat(s.name, colour, None if s.agent == "human" else s.agent))
        session = cls(rec.config, rec.seed, seats, created=saved.created, slot=slot)
        session.replay_to(rec.actions)
        session.autosave = autosave
        samples = saved.review.get("samples") if saved.review else None
        if isinstance(samples, int):
            session.review_samples = samples
            session.reviewed = {r.action_no: (digest, r) for digest, r in reviewed_ahead(saved, samples=samples)}
        return session

    # ---- undo -----------------------------------------------------------------------
    def at_keyboard(self) -> int | None:
        """The person at the keyboard: the one to act (a hot-seat table has handed over to
        them), or while a computer moves, the person who acted last."""
        p = self.actor()
        return p if self.person(p) else self._person

    def undo_for_other(self) -> str | None:
        """The name of the person whose move Undo would take back when that is not the
        person at the keyboard (the table then names them and asks first), else None."""
        point = self.undo_point()
        whose = None if point is None else self.actors[point]
        if whose is None or whose == self.at_keyboard():
            return None
        return self.seats[whose].name

    def undo_refusal(self) -> str | None:
        """Why Undo is not offered now, or None when it is. A person may always take back
        their own actions; after a hand-over, another person's only in hot-seat games with
        the setting `undo_hot_seat` on. A finished game stays as it ended."""
        if not any(s.agent is None for s in self.seats):
            return _("only computer players at this table")
        if self.guard:
            return _("in a lesson, Replay step goes back")
        if self.actor() is None:
            return _("the game is over")
        if self.undo_point() is None:
            return _("nothing to undo yet")
        if self.undo_for_other() is not None and not settings.current().undo_hot_seat:
            return _("hot-seat undo is off in Settings")
        return None

    def undo(self) -> str | None:
        """Undo the last person's action; the reason when it is not offered. Computer moves
        after it go too; their generators follow the record, so with a work budget they come
        back alike, while a level thinking against the clock may weigh other futures."""
        why = self.undo_refusal()
        if why:
            return why
        self.take_back()
        return None

