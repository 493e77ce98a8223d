"""The window over loopback: Host a game serves a table that a headless player joins, the
Join scene sits at a served table (by address and code, or picked from the games announced),
a rejoin needs the seat's token. Every wait blocks on the window's event queue (the network
threads post NET_EVENT) with LIMIT as an upper bound a passing run never reaches."""
from __future__ import annotations

import asyncio
import threading

import pygame

from game.app import online_seats
from game.app.net_session import NetSession
from game.app.scenes.join import JoinScene
from game.app.scenes.new_game import REMOTE, NewGameScene
from game.app.scenes.online import ConnectScene, OnlineScene, connect
from game.app.tables.common.remote import RemoteTable
from game.net import discovery
from game.net.client import SeatClient
from game.net.host import HostedTable
from game.net.table import new_table
from tests.app.helpers import click

LIMIT_MS = 30_000
ROUNDS = 5000          # frames at most for a whole game (a passing run needs far fewer)


def wait_for_network(app) -> None:
    """Block until something arrives (the loop's own way to sleep), then run one frame."""
    first = pygame.event.wait(LIMIT_MS)
    assert first.type != pygame.NOEVENT, "nothing arrived from the network"
    app.step([first, *pygame.event.get()], 1.0)


def until(app, done) -> None:
    for _ in range(ROUNDS):
        app.step(pygame.event.get(), 1.0)
        if done():
            return
        wait_for_network(app)
    raise AssertionError("the window never got there")


def play_out(app, table: RemoteTable) -> None:
    """The people here play the first legal move each turn, frames run until the server's result."""
    s = table.session
    for _ in range(ROUNDS):
        if s.result is not None and not s.updates:
            return
        moved = False
        if app.scenes.top is not table:
            app.scenes.pop()                       # a score sheet or a hand-over banner
        elif table.human_turn() and not s.pending:
            assert table.act(s.rules.legal_actions(s.state)[0])
            moved = True
        before = (s.confirmed, len(s.actions), s.result)
        app.step(pygame.event.get(), 1.0)
        if not moved and before == (s.confirmed, len(s.actions), s.result) and not table.moving() \
                and (s.pending or not table.human_turn()):
            wait_for_network(app)
    raise AssertionError("the game did not end")


def headless(port: int, code: str, name: str, results: list) -> threading.Thread:
    client = SeatClient("127.0.0.1", port, code, name, "greedy", retries=0)
    thread = threading.Thread(target=lambda: results.append(asyncio.run(client.run())), daemon=True)
    thread.start()
    return thread


def test_host_a_game_serves_the_table_and_a_headless_player_plays_the_remote_seat_to_the_end(app):
    online = OnlineScene(app)
    app.scenes.push(online)
    online.host()
    setup = app.scenes.top
    assert isinstance(setup, NewGameScene) and setup.kinds[1] == REMOTE
    setup.set_game("queendomino")
    setup.names[0].value = "Ann"
    setup.seed = 77
    app.render()
    click(app, setup.start.rect.center)
    until(app, lambda: isinstance(app.scenes.top, RemoteTable))   # through the connecting scene, however fast
    table = app.scenes.top
    assert table.session.mine == {0: 0} and not table.session.ready()
    assert any(table.session.code in text for text, _colour in table.notes())      # the code to tell
    results: list = []
    assert table.hosted is not None
    thread = headless(table.hosted.port, table.session.code, "Bob", results)
    until(app, table.session.ready)
    assert table.seat_state(1)[1] in ("connected", "thinking…")
    play_out(app, table)
    thread.join(LIMIT_MS / 1000)
    assert results == [table.session.result]
    assert [s["name"] for s in results[0]["seats"]] == ["Ann", "Bob"]
    assert all(s["moves"] > 0 for s in results[0]["seats"])
    assert table.session.is_over()


def served(spec: str = "kingdomino:2:remote,greedy") -> HostedTable:
    hosted = HostedTable(new_table(spec, 11), "Cleo", bind="127.0.0.1", announce=False)
    hosted.start()
    return hosted


def join_by_typing(app, hosted: HostedTable, name: str) -> JoinScene:
    join = JoinScene(app, connect, listen_port=0)
    app.scenes.push(join)
    join.address.value, join.code.value, join.name.value = f"127.0.0.1:{hosted.port}", hosted.code, name
    app.render()
    click(app, join.join_button.rect.center)
    return join


def test_the_join_scene_sits_at_a_served_table_and_keeps_the_seats_token(app):
    hosted = served()
    try:
        join_by_typing(app, hosted, "Dana")
        until(app, lambda: isinstance(app.scenes.top, RemoteTable))
        session: NetSession = app.scenes.top.session
        assert session.mine == {0: 0} and session.ready()
        (held,) = online_seats.held()
        assert (held.code, held.name, held.port) == (hosted.code, "Dana", hosted.port) and len(held.token) >= 16
        play_out(app, app.scenes.top)
        assert session.result["seats"][0]["name"] == "Dana"
        assert online_seats.held() == []             # the game is over: nothing to rejoin
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        hosted.stop()


def test_a_second_window_with_the_same_name_but_no_token_is_refused_with_the_reason(app):
    hosted = served("kingdomino:2:remote,remote")
    try:
        join_by_typing(app, hosted, "Eve")
        until(app, lambda: isinstance(app.scenes.top, RemoteTable))
        online_seats.forget(hosted.code)             # another computer: it never had the token
        app.scenes.push(JoinScene(app, connect, listen_port=0))
        join_by_typing(app, hosted, "Eve")
        connecting = app.scenes.top
        assert isinstance(connecting, ConnectScene)
        until(app, lambda: bool(connecting.problem))
        assert "token" in connecting.problem
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        hosted.stop()


def test_a_game_announced_on_loopback_is_listed_and_picking_it_sits_there(app):
    hosted = served()
    join = JoinScene(app, connect, listen_port=0)
    app.scenes.push(join)
    try:
        port = join.listener.port
        with discovery.announcer_socket() as sock:
            discovery.send(sock, discovery.announcement("Cleo", "kingdomino", hosted.port, hosted.code, 1),
                           [("127.0.0.1", port)])
        until(app, lambda: bool(join.lan_buttons))
        (button,) = join.lan_buttons
        assert "Cleo" in button.label and "1 open seat" in button.label
        app.render()
        click(app, button.rect.center)
        until(app, lambda: isinstance(app.scenes.top, RemoteTable))
        assert app.scenes.top.session.code == hosted.code
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        hosted.stop()
