"""The window over loopback, the parts every network test uses: a served table, joining it
by typing, and frames run until something arrives. Every wait blocks on the window's event
queue (the network threads post NET_EVENT) with LIMIT_MS as an upper bound a passing run
never reaches."""
from __future__ import annotations

import asyncio
import ssl
import threading
from contextlib import contextmanager

import pygame

from game.app.scenes.join import JoinScene
from game.app.scenes.online import connect
from game.app.scenes.stand_in import StandInScene
from game.app.scenes.title import TitleScene
from game.app.tables.common.table import TableScene
from game.app.ui.words import AGENT_LABELS
from game.net.client import SeatClient
from game.net.host import HostedTable
from game.net.table import new_table
from tests.app.helpers import click, past_finale

LIMIT_MS = 30_000
ROUNDS = 5000          # frames at most for a whole game (a passing run needs far fewer)


def wait_for_network(app) -> None:
    """Block until something arrives (the loop's own way to sleep), then run one frame."""
    first = pygame.event.wait(LIMIT_MS)
    assert first.type != pygame.NOEVENT, "nothing arrived from the network"
    app.step([first, *pygame.event.get()], 1.0)


def until(app, done) -> None:
    """Frames until done(): as the window's own loop, it sleeps on the event queue only
    while nothing moves (a move received is shown over frames before it counts)."""
    for _ in range(ROUNDS):
        busy = app.step(pygame.event.get(), 1.0)
        if done():
            return
        if not busy:
            wait_for_network(app)
    raise AssertionError("the window never got there")


def remote_table(scene) -> bool:
    """The scene is a table played over the network."""
    return isinstance(scene, TableScene) and scene.remote is not None


def play_out(app, table: TableScene) -> None:
    """The people here play the first legal move each turn, frames run until the server's result."""
    s = table.session
    for _ in range(ROUNDS):
        if s.result is not None and not s.updates:
            return
        moved = False
        if past_finale(app):                       # the kingdoms counted on the map: skipped
            pass
        elif getattr(app.scenes.top, "interlude", False):
            sheet = app.scenes.top
            sheet.next_game()                      # a Dynasty match: on to its next game...
            if app.scenes.top is sheet:
                wait_for_network(app)              # ... once the server has begun it
        elif app.scenes.top is not table:
            app.scenes.pop()                       # a score sheet or a hand-over banner
        elif table.human_turn() and not s.pending:
            assert table.act(s.rules.legal_actions(s.state)[0])
            moved = True
        before = (s.confirmed, len(s.actions), s.result)
        busy = app.step(pygame.event.get(), 1.0)        # True while anything moves or a scene waits to open
        if not moved and not busy and before == (s.confirmed, len(s.actions), s.result) and not table.moving() \
                and app.scenes.top is table and (s.pending or not table.human_turn()):
            wait_for_network(app)
    raise AssertionError("the game did not end")


def headless(port: int, code: str, name: str, results: list, tls: ssl.SSLContext | None = None) -> threading.Thread:
    client = SeatClient("127.0.0.1", port, code, name, "greedy", retries=0, tls=tls)
    thread = threading.Thread(target=lambda: results.append(asyncio.run(client.run())), daemon=True)
    thread.start()
    return thread


def served(spec: str = "kingdomino:2:remote,greedy") -> HostedTable:
    hosted = HostedTable(new_table(spec, 11), "Cleo", bind="127.0.0.1", announce=False)
    hosted.start()
    return hosted


@contextmanager
def serving(app, spec: str = "kingdomino:2:remote,greedy"):
    """A table served over loopback for the block; after it the window's scenes are closed
    and the server stopped, whatever the block did."""
    hosted = served(spec)
    try:
        yield hosted
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        hosted.stop()


def title_after_closing(app) -> TitleScene:
    """The window closes mid-game and starts again: its title scene."""
    while app.scenes.stack:
        app.scenes.pop()
    title = TitleScene(app)
    app.scenes.push(title)
    app.render()
    return title


def join_by_typing(app, hosted: HostedTable, name: str) -> JoinScene:
    join = JoinScene(app, connect, listen_port=0)
    app.scenes.push(join)
    join.address.value, join.code.value, join.name.value = f"127.0.0.1:{hosted.port}", hosted.code, name
    app.render()
    click(app, join.join_button.rect.center)
    return join


def pause_entry(app, table: TableScene, label: str, level: str = "") -> None:
    """Open the table's pause menu and click its entry `label`, then the level asked for (if any)."""
    table.open_pause()
    pause = app.scenes.top
    app.render()
    (button,) = [b for b in pause.buttons if b.label == label]
    click(app, button.rect.center)
    if level:
        chooser = app.scenes.top
        assert isinstance(chooser, StandInScene)
        app.render()
        (button,) = [b for b in chooser.buttons if b.label == AGENT_LABELS[level]]
        click(app, button.rect.center)
    assert app.scenes.top is table


@contextmanager
def seated(app, spec: str, name: str):
    """A served table this window sits at by the Join scene: (hosted, its table scene)."""
    hosted = served(spec)
    try:
        join_by_typing(app, hosted, name)
        until(app, lambda: remote_table(app.scenes.top))
        yield hosted, app.scenes.top
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        hosted.stop()
