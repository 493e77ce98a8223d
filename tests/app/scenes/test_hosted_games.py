"""The host's table is never lost: the window's server autosaves it under saves/hosted/, the
host's seats stay in online.json, and Play online serves an unfinished one again for its
players to rejoin with their tokens. Waits block on the window's event queue (test_online)."""
from __future__ import annotations

import asyncio
import threading

from game.app import hosted_games, online_seats
from game.app.scenes.online import OnlineScene, host_game
from game.app.tables.common.table import TableScene
from game.net.client import SeatClient
from game.net.table import table_file
from game.rules.config import GameConfig
from tests.app.helpers import click
from tests.app.net_helpers import LIMIT_MS, play_out, remote_table, until


def run_client(client: SeatClient, results: list) -> threading.Thread:
    def play() -> None:
        try:
            results.append(asyncio.run(client.run()))
        except ConnectionError as exc:
            results.append(exc)
    thread = threading.Thread(target=play, daemon=True)
    thread.start()
    return thread


def hosted_table(app) -> tuple[TableScene, int]:
    until(app, lambda: remote_table(app.scenes.top))
    return app.scenes.top, app.scenes.top.remote.hosted.port


def test_a_hosted_table_closed_mid_game_is_reopened_from_play_online_and_played_to_the_end(app):
    assert host_game(app, GameConfig("queendomino", 2), 4242, [("Ann", "person", None), ("", "remote", None)]) is None
    table, port = hosted_table(app)
    code, s = table.session.code, table.session
    first: list = []
    bob = SeatClient("127.0.0.1", port, code, "Bob", "greedy", retries=0)
    thread = run_client(bob, first)
    until(app, s.ready)
    until(app, lambda: table.human_turn())
    assert table.act(s.rules.legal_actions(s.state)[0])
    until(app, lambda: not s.pending and s.actors.count(0) == 1)
    played = s.confirmed
    while app.scenes.stack:                      # the host closes the window
        app.scenes.pop()
    thread.join(LIMIT_MS / 1000)
    assert isinstance(first[0], ConnectionError) and bob.token
    assert table_file(hosted_games.folder(), code).is_file()
    (held,) = online_seats.held()
    assert held.hosted and (held.code, held.name) == (code, "Ann")

    online = OnlineScene(app)
    app.scenes.push(online)
    (button,) = online.reopen_buttons
    assert "Ann, Bob" in button.label
    app.render()
    click(app, button.rect.center)
    assert online.error == ""
    table, port = hosted_table(app)
    s = table.session
    until(app, lambda: s.confirmed + len(s.updates) >= played)     # the moves made before are shown again
    assert s.code == code
    again: list = []
    bob_back = SeatClient("127.0.0.1", port, code, "Bob", "greedy", retries=0)
    bob_back.token = bob.token                   # the rejoin shows the seat's token
    thread = run_client(bob_back, again)
    play_out(app, table)
    thread.join(LIMIT_MS / 1000)
    assert again == [s.result] and [p["name"] for p in s.result["seats"]] == ["Ann", "Bob"]
    while app.scenes.stack:
        app.scenes.pop()
    assert hosted_games.hosted_games() == [] and online_seats.held() == []


def test_a_hosted_table_file_that_cannot_be_read_is_not_offered_and_left_as_it_is(app):
    online_seats.remember(online_seats.HeldSeat("127.0.0.1", 1, "abcdefgh1234", "Ann", "t" * 16, "kingdomino", True))
    path = table_file(hosted_games.folder(), "abcdefgh1234")
    path.parent.mkdir(parents=True)
    path.write_text("{not json")
    assert hosted_games.hosted_games() == [] and OnlineScene(app).reopen_buttons == []
    assert path.read_text() == "{not json"
