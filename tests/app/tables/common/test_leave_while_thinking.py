"""A table left while its computer thinks stops that search in the window's helper process:
the next table's computer is answered by the same helper, with the answer to its own
question, and the left table's answer never comes to anything."""
from __future__ import annotations

import pickle

from game.ai.kingdomino.search import SearchPlayer
from game.app import settings
from game.app.ai_worker import helper
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.app.ui import theme
from game.rules.config import GameConfig
from tests.app.test_ai_worker import endless


def experts(app, players: list[SearchPlayer]):
    """A table of two computers playing `players` (heavy: they think in the helper)."""
    seats = [Seat(f"CPU {i}", theme.PLAYER_COLOURS[i][1], "expert") for i in range(2)]
    s = Session(GameConfig("kingdomino", 2), 3, seats)
    s.computer = lambda p: players[p]
    table = play_scene(app, s)
    app.scenes.push(table)
    return table


def test_a_table_left_while_its_computer_thinks_stops_the_search_and_its_answer_never_comes(app):
    settings.change(computer_moves=settings.INSTANT)
    first = experts(app, [endless(1), endless(2)])
    for _ in range(500):
        if first.thinking:
            break
        app.step([], 0.001)
    h = helper()
    assert first.thinking and h.wait_busy(120)
    app.scenes.pop()                                     # left (Menu, Quit to menu): leave()

    second = experts(app, [SearchPlayer(3, budget=60.0, max_iter=2, candidates=3),
                           SearchPlayer(4, budget=60.0, max_iter=2, candidates=3)])
    asked, ask = [], second.worker.ask
    second.worker.ask = lambda token, q: (asked.append(pickle.loads(pickle.dumps(q))), ask(token, q))
    for _ in range(2000):
        if second.session.actions:
            break
        if second.thinking:
            assert second.worker.wait_ready(120)
        app.step([], 0.001)
    (question,) = asked
    assert second.session.actions == [question.player.choose(question.state)]     # its own answer
    assert first.session.actions == [] and first.worker.poll() is None
    assert helper() is h and h.proc.is_alive()          # the same helper and pool answered
