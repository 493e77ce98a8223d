"""A lesson as data, and the coach that holds a table to it.

A lesson is a short game on a prepared deal: a fixed seed, and every move of it written
down, the person's and the computer's, so the same situations always arise. Its steps say
what to read, which move the person is to make (the same move in other words counts too:
any action that leaves the game exactly as the taught one does) and which computer moves
follow. Everything still goes through the rules' `apply`: the coach holds a Match to the
lesson (`hold`), deciding which of the person's moves to let through, explaining the ones it
refuses, and giving the computer seats their written moves.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import partial
from typing import Any, Callable

from game.i18n import N_, Message, translate
from game.match import Match
from game.rules import registry
from game.rules.actions import Action, IllegalAction
from game.rules.config import GameConfig


@dataclass(frozen=True)
class Step:
    """One thing to learn: `text` (a msgid; `{name}` fields are filled in by the table:
    terrain names from `terms`, the domino's number, a territory's squares and crowns),
    the person's `expect`ed actions (none: read, then Next), the computer's moves that
    follow them (`then`, up to the person's next turn), what to ring besides the expected
    piece (`show`, names the table understands) and, optionally, what to say to a legal
    move that is not the taught one (`wrong`)."""
    text: str
    expect: tuple[Any, ...] = ()     # each game's own actions
    then: tuple[Any, ...] = ()
    show: tuple[str, ...] = ()
    terms: dict[str, str] = field(default_factory=dict)   # {field: terrain id}
    wrong: str = ""

    @property
    def reading(self) -> bool:
        return not self.expect


@dataclass(frozen=True)
class Lesson:
    """A game, its deal (seed), its seats (the person is seat 0) and its steps. The last
    step is read: the lesson is over there, and the game may be played on freely."""
    id: str
    game: str
    seed: int
    steps: tuple[Step, ...]
    players: int = 2
    opponent: str = "easy"          # who plays the computer seats once the lesson is over
    wrong: dict[type, str] = field(default_factory=dict)   # per action type, for legal untaught moves

    def config(self) -> GameConfig:
        return GameConfig(self.game, self.players, ())

    def start_of(self, i: int) -> int:
        """How many actions the game holds when step i begins."""
        return sum(len(s.expect) + len(s.then) for s in self.steps[:i])

    def line(self) -> list[Action]:
        """Every action of the lesson in order, the person's and the computer's."""
        return [a for s in self.steps for a in (*s.expect, *s.then)]


# the rules' refusals a newcomer meets, in the lesson's own words (keyed by the rules' msgid)
RULE_WORDS = {
    "{where}: neither half touches the castle or the same terrain":
        N_("That domino would not touch your castle or a matching terrain."),
    "{where}: the kingdom would be larger than {n}×{n}":
        N_("There the kingdom would grow wider or taller than {n} squares, castle included."),
    "{where}: a square is already taken": N_("A square there is already taken."),
}
READ_FIRST = N_("Read the note first, then press Next.")
OVER = N_("The lesson is over: press Play on to finish the game against the computer.")
NOT_TAUGHT = N_("That move is allowed, but this lesson teaches the one ringed in gold.")


class Coach:
    """Where a lesson stands (`step`), which computer move is due, and which of the
    person's actions it lets through. `done` is always the number of actions the game holds."""

    def __init__(self, lesson: Lesson, step: int = 0) -> None:
        self.lesson = lesson
        self.line = lesson.line()
        self.step = max(0, min(step, len(lesson.steps) - 1))
        self.read = False                   # Next was pressed on this reading step

    @property
    def current(self) -> Step:
        return self.lesson.steps[self.step]

    @property
    def last(self) -> bool:
        return self.step == len(self.lesson.steps) - 1

    def start(self) -> int:
        return self.lesson.start_of(self.step)

    def end(self) -> int:
        return self.start() + len(self.current.expect) + len(self.current.then)

    def expected(self, done: int) -> Action | None:
        """The person's move the lesson waits for now, or None (reading, or the computer's turn)."""
        k = done - self.start()
        return self.current.expect[k] if 0 <= k < len(self.current.expect) else None

    def scripted(self, done: int) -> Action | None:
        """The computer's move due now, or None (not its turn in this step yet)."""
        if self.start() + len(self.current.expect) <= done < self.end():
            return self.line[done]
        return None

    def ready(self, done: int) -> bool:
        """Every action of this step is played (for a reading step: Next was pressed)."""
        return done >= self.end() and (self.read or not self.current.reading)

    def advance(self) -> None:
        self.step = min(self.step + 1, len(self.lesson.steps) - 1)
        self.read = False

    # ---- holding a match to the lesson ------------------------------------------------
    def hold(self, match: Match, guard: Callable[[Action], str | None] | None = None) -> None:
        """Hold `match` to the lesson through its two hooks: the guard (`judge`, unless the
        caller wraps it) lets only the taught moves through to the rules, the script gives the
        computer seats their written moves."""
        match.guard = guard or partial(self.judge, match)
        match.script = partial(self.due, match)

    @staticmethod
    def release(match: Match) -> None:
        """The lesson is over: the match plays on as any game (its computer seats think)."""
        match.guard = match.script = None

    def judge(self, match: Match, action: Action) -> str | None:
        """Why `match` may not take `action` now, in the player's language (None: it may)."""
        why = self.refusal(match.state, len(match.actions), action, match.person(match.actor()))
        return translate(why) if why else None

    def due(self, match: Match) -> Action | None:
        """The computer's written move due in `match` now (None: not its turn yet)."""
        return self.scripted(len(match.actions))

    def refusal(self, state, done: int, action: Action, person: bool) -> Message | IllegalAction | None:
        """Why the action may not be played now (None: let it through to the rules)."""
        if not person:
            return None if action == self.scripted(done) else Message(NOT_TAUGHT)
        if self.last and self.current.reading:
            return Message(OVER)
        want = self.expected(done)
        if want is None:
            return Message(READ_FIRST)
        rules = registry.rules_for(self.lesson.game)
        tried = state.copy()
        try:
            rules.apply(tried, action)
        except IllegalAction as exc:
            words = RULE_WORDS.get(exc.template)
            return Message(words, exc.params) if words else exc
        taught = state.copy()
        rules.apply(taught, want)
        if tried == taught:
            return None
        wrong = self.current.wrong or self.lesson.wrong.get(type(want), NOT_TAUGHT)   # what the lesson wants
        return Message(wrong, {f: getattr(want, f) for f in getattr(want, "__slots__", ())})


# how long a lesson takes a newcomer: reading at 150 words a minute, a few seconds to find and
# make each taught move, and about a second to watch each computer move
READING_WPM = 150
SECONDS_PER_MOVE = 6
SECONDS_PER_COMPUTER_MOVE = 1


def seconds(lesson: Lesson) -> int:
    words = sum(len(step.text.split()) for step in lesson.steps)
    moves = sum(len(step.expect) for step in lesson.steps)
    computer = sum(len(step.then) for step in lesson.steps)
    return round(words * 60 / READING_WPM + moves * SECONDS_PER_MOVE + computer * SECONDS_PER_COMPUTER_MOVE)
