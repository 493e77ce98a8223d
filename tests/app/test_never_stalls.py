"""The table never stalls: a computer seat's turn plays through the real App.run() loop with
no input events at all, and when the loop goes to sleep the screen shows the move (and the
scene it brought up). Once the Duel table applied a computer's last move before a person's
turn but never drew it: "computer (hard) is playing…" stayed up until a key was pressed.

Bounded without sleeping: a clock that never waits (each frame is 50 ms of game time), the
loop's idle wait answered at once with the end of the run, and a frame limit (a minute of
real time at most, reached only by a failing run)."""
from __future__ import annotations

import time

import pygame
import pytest

from game.ai.registry import make_player
from game.app import settings
from game.app.scenes.handover import HandOverScene
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.match import match as session_module  # where the computer seats are made
from game.rules.config import GameConfig
from game.rules.duel import rules as duel_rules
from game.rules.duel.actions import SetFace
from tests.app.test_session_saves import computers_play

C = [(222, 66, 74), (64, 118, 228), (62, 172, 86)]
MAX_FRAMES = 3000


class NoWaitClock:
    """Every frame lasts 50 ms of game time; nothing sleeps."""

    def tick(self, _fps: int = 0) -> int:
        return 50


class Watch:
    """What each drawn frame showed, and what the screen showed when the loop went idle."""

    def __init__(self, app, monkeypatch) -> None:
        self.app = app
        self.frames: list[tuple[int, type]] = []
        self.idle: list[dict] = []
        render = app.render

        def drawn() -> None:
            render()
            table = app.scenes.stack[0]
            self.frames.append((len(table.session.actions), type(app.scenes.top)))
        monkeypatch.setattr(app, "render", drawn)

        def idle(_timeout: int = 0) -> pygame.event.Event:
            table = app.scenes.stack[0]
            s = table.session
            p = s.actor()
            self.idle.append({"actions": len(s.actions), "shown": self.frames[-1] if self.frames else None,
                              "top": type(app.scenes.top), "computer": p is not None and not s.seats[p].human})
            return pygame.event.Event(pygame.QUIT)          # the first sleep ends the run
        monkeypatch.setattr(pygame.event, "wait", idle)
        app.clock = NoWaitClock()

        self.moving_frames = 0
        started = time.perf_counter()

        def limit() -> None:
            """Frames spent waiting for the worker's answer do not count (a loaded machine
            answers slower, the loop spins meanwhile); a minute is the failing run's bound."""
            self.moving_frames += not app.scenes.stack[0].thinking
            if self.moving_frames >= MAX_FRAMES or time.perf_counter() - started > 60:
                app.quit()
        app.on_frame = limit

    def run(self) -> dict:
        self.app.run()
        assert self.idle, f"the loop never went idle in {len(self.frames)} frames ({self.moving_frames} not thinking)"
        return self.idle[0]


def at_table(app, session: Session):
    table = play_scene(app, session)
    app.scenes.push(table)
    return table


def to_computer_turn(s: Session) -> Session:
    """Play on (computers as themselves, people their first legal move) until a computer is to act."""
    while s.seats[s.actor()].human:
        assert s.apply(s.rules.legal_actions(s.state)[0]) is None
    return s


@pytest.mark.parametrize("game", ["kingdomino", "queendomino"])
def test_a_computers_turn_is_shown_before_the_next_persons_banner(app, monkeypatch, game):
    """Hot seat with a computer and the hand-over screen on: after its move the next
    person's banner is up (it was pushed in a frame nobody drew)."""
    settings.change(hand_over=True)
    s = Session(GameConfig(game, 3), 5, [Seat("Ann", C[0]), Seat("Bob", C[1]), Seat("Bot", C[2], "greedy")])
    to_computer_turn(s)
    start = len(s.actions)
    at_table(app, s)
    seen = Watch(app, monkeypatch).run()
    assert not seen["computer"] and seen["actions"] > start            # the computer moved, a person is to act
    assert seen["shown"] == (seen["actions"], HandOverScene) and seen["top"] is HandOverScene


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_a_computers_turn_arrives_on_the_table_against_one_person(app, monkeypatch, game):
    s = Session(GameConfig(game, 2), 7, [Seat("Ann", C[0]), Seat("Bot", C[1], "greedy")])
    to_computer_turn(s)
    start = len(s.actions)
    at_table(app, s)
    seen = Watch(app, monkeypatch).run()
    assert not seen["computer"] and seen["actions"] > start
    assert seen["shown"][0] == seen["actions"]                         # the screen shows the last move


class TurnsADie:
    """Greedy, but casts "Turn a die" whenever it may (the spell the stalled table had seen)."""

    def __init__(self, game: str) -> None:
        self.greedy = make_player("greedy", game, 1)

    def choose(self, state):
        spell = next((a for a in duel_rules.legal_actions(state) if isinstance(a, SetFace)), None)
        return spell or self.greedy.choose(state)


def test_the_duel_table_shows_the_computers_move_after_it_turned_a_die(app, monkeypatch):
    """The computer is player A, owns "Turn a die" and casts it, draws its domino; then the
    person draws: the screen must show the computer's drawing when the loop sleeps."""
    s = Session(GameConfig("duel", 2), 7, [Seat("Bot", C[0], "greedy"), Seat("Ann", C[1])])
    while not (s.state.phase == "place" and s.actor() == 0 and
               any(isinstance(a, SetFace) for a in s.rules.legal_actions(s.state))):
        p = s.actor()
        s.apply(s.rules.legal_actions(s.state)[0] if s.seats[p].human else s.player_for_move(p).choose(s.state.copy()))
    start = len(s.actions)
    monkeypatch.setattr(session_module, "make_player", lambda name, game, seed, **kw: TurnsADie(game))
    s.players.clear()
    at_table(app, s)
    seen = Watch(app, monkeypatch).run()
    assert isinstance(s.actions[start], SetFace) and s.state.phase == "place" and s.actor() == 1
    assert seen["shown"][0] == seen["actions"] == len(s.actions) > start + 1


def test_computers_alone_play_on_to_the_end_without_the_loop_sleeping(app, monkeypatch):
    seats = [Seat("Bot", C[0], "random"), Seat("Bot 2", C[1], "random")]
    whole = Session(GameConfig("kingdomino", 2), 3, list(seats))
    computers_play(whole)
    s = Session(GameConfig("kingdomino", 2), 3, list(seats))
    computers_play(s, until=len(whole.actions) - 6)
    at_table(app, s)
    seen = Watch(app, monkeypatch).run()
    assert s.is_over() and seen["shown"][0] == len(s.actions) and "Sheet" in seen["top"].__name__
