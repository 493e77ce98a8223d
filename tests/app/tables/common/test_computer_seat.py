"""A computer seat at the window's table is handed what a player at the table sees: the
public view with the hidden parts drawn by lot, never the real state."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.app.session import Seat, Session
from game.app.tables.common.table import computer_move
from game.rules.config import GameConfig
from game.rules.registry import public_view
from tests.rules.support import with_other_hidden

BOTS = [Seat("Bot", (222, 66, 74), "greedy"), Seat("Bot 2", (64, 118, 228), "greedy")]


class Recorder:
    """A worker that keeps what it is asked and never answers."""

    def __init__(self) -> None:
        self.asked: list = []

    def ask(self, token: int, question) -> None:
        self.asked.append(question.state)

    def poll(self) -> None:
        return None


@pytest.mark.parametrize("game", ["kingdomino", "queendomino", "duel"])
def test_the_computer_seat_decides_on_the_public_view_and_nothing_hidden(game):
    session = Session(GameConfig(game, 2), 8, BOTS)
    for _ in range(7):
        session.apply(session.rules.legal_actions(session.state)[0])
    p = session.actor()
    scene = SimpleNamespace(session=session, thinking=False, token=0, worker=Recorder())
    assert computer_move(scene, session.next_step()) is None and scene.thinking
    (seen,) = scene.worker.asked
    assert seen is not session.state and seen.rng.state != session.state.rng.state
    assert public_view(seen) == public_view(session.state)
    assert session.seen_state(str(p)).to_dict() == seen.to_dict()     # asked again: alike
    session.state = with_other_hidden(session.state, 3)    # the same table, other hidden parts
    assert session.seen_state(str(p)).to_dict() == seen.to_dict()
