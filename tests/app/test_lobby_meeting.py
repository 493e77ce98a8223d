"""The whole way through a shared server: `serve --lobby` over TLS on loopback (a test
authority), a table of three remote seats created from one window's lobby scene, a second
window joining it by its code, a headless `join`-side player taking the third seat and a third
window watching. They play to the end; every window, the spectator, the headless player and
the server's own result line agree, and the players saw who watched."""
from __future__ import annotations

import json
import subprocess
import sys

import pygame
import pytest

from game.app import settings
from game.app.app import App
from game.app.scenes.new_game import REMOTE, NewGameScene
from game.app.scenes.online import sit
from game.app.scenes.online_server import ServerScene
from game.app.tables.common.table import TableScene
from game.net.tls import client_context
from tests.app.helpers import click, past_finale
from tests.app.net_helpers import LIMIT_MS, ROUNDS, headless, remote_table
from tests.net.authority import make_authority
from tests.net.helpers import LIMIT
from tests.net.test_restart import ROOT

IDLE_MS = 500       # the window's loop wakes at least this often when nothing happens (App.run)


@pytest.fixture
def lobby(tmp_path):
    """(port, the client's TLS context, the server's process) of `serve --lobby` over TLS; the
    windows trust its authority."""
    authority = make_authority(tmp_path / "ca")
    settings.change(online_ca=str(authority.ca))
    serve = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "serve", "--lobby", "--data", str(tmp_path / "data"),
                              "--cert", str(authority.cert), "--key", str(authority.key)],
                             stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, cwd=ROOT)
    try:
        assert serve.stdout is not None
        head = json.loads(serve.stdout.readline())
        assert head["lobby"] is True and head["tls"] is True
        yield head["port"], client_context(str(authority.ca)), serve
    finally:
        serve.terminate()
        serve.wait(LIMIT)


def at_the_server(app: App, port: int, name: str) -> ServerScene:
    """A window's Play online → A server, the lobby's address and the player's name typed."""
    scene = ServerScene(app, sit)
    app.scenes.push(scene)
    scene.address.value, scene.name.value = f"tls://127.0.0.1:{port}", name
    scene.open_server()
    app.render()
    return scene


def until_all(apps: list[App], done) -> None:
    """Frames of every window until done(): they sleep on the event queue (any network thread
    wakes it) only when a whole round of frames changed nothing, and, as the window's own loop
    (App.run), for IDLE_MS at most: under load a wake-up now and then never reaches the queue of
    these three windows' one display, and what came is then taken in at the next round, as the
    window does; LIMIT_MS with nothing arriving is a failure."""
    quiet = 0
    for _ in range(ROUNDS):
        pygame.event.get()
        busy = [app.step([], 1.0) for app in apps]
        if done():
            return
        if not any(busy):
            quiet = quiet + 1 if pygame.event.wait(IDLE_MS).type == pygame.NOEVENT else 0
            assert quiet * IDLE_MS < LIMIT_MS, "nothing arrived from the network"
    raise AssertionError("the windows never got there")


def play_together(apps: list[App], tables: list[TableScene]) -> dict[App, list[str]]:
    """Each window's person plays the first legal move on their turn; score sheets and the
    counting on the map are closed as they come; until every window has the result. Each
    window's score sheet's statistics lines."""
    lines: dict[App, list[str]] = {}

    def step() -> bool:
        for app, table in zip(apps, tables):
            s = table.session
            if past_finale(app):
                continue
            if app.scenes.top is not table:
                lines[app] = list(getattr(app.scenes.top, "progress", []))
                app.scenes.pop()                      # a score sheet
            elif table.human_turn() and not s.pending:
                assert table.act(s.rules.legal_actions(s.state)[0])
        return all(t.session.result is not None and not t.session.updates and not t.moving()
                   and (app in lines or not t.session.mine) for app, t in zip(apps, tables))
    until_all(apps, step)
    return lines


def test_two_windows_a_headless_player_and_a_watching_window_meet_on_a_tls_lobby_and_agree(app, lobby):
    port, tls, serve = lobby
    ann, bo, zoe = app, App(app.screen), App(app.screen)          # three windows' scenes, one display
    apps = [ann, bo, zoe]
    try:
        scene = at_the_server(ann, port, "Ann")
        click(ann, scene.create_button.rect.center)
        setup = ann.scenes.top
        assert isinstance(setup, NewGameScene)
        setup.set_players(3)
        setup.kinds[1] = setup.kinds[2] = REMOTE
        setup.names[0].value = "Ann"
        ann.render()
        click(ann, setup.start.rect.center)
        until_all(apps, lambda: remote_table(ann.scenes.top))
        code = ann.scenes.top.session.code

        joining = at_the_server(bo, port, "Bo")
        joining.code.value = code
        joining.join_code()
        watching = at_the_server(zoe, port, "Zoe")
        watching.code.value = code
        watching.watch_code()
        until_all(apps, lambda: all(remote_table(app.scenes.top) for app in apps))
        tables = [app.scenes.top for app in apps]
        until_all(apps, lambda: all(t.session.watchers == ["Zoe"] for t in tables))
        assert all("Watching: Zoe" in [text for text, _colour in t.remote.notes()] for t in tables[:2])

        cy: list = []
        thread = headless(port, code, "Cy", cy, tls)
        until_all(apps, lambda: all(t.session.ready() for t in tables))
        sheets = play_together(apps, tables)
        thread.join(LIMIT)
    finally:
        for app in apps:
            while app.scenes.stack:
                app.scenes.pop()
    assert serve.stdout is not None
    printed = json.loads(serve.stdout.readline())             # the server's line for the game over
    results = [t.session.result for t in tables]
    assert printed["code"] == code and results == [printed["result"]] * 3 and cy == [printed["result"]]
    assert [(s["name"], s["moves"] > 10) for s in printed["result"]["seats"]] == [("Ann", True), ("Bo", True), ("Cy", True)]
    assert [line.split(":")[0] for line in sheets[ann]] == ["Ann"]          # each player's statistics line
    assert [line.split(":")[0] for line in sheets[bo]] == ["Bo"] and sheets.get(zoe, []) == []   # none to watch
    views = [t.session.view for t in tables]
    assert views[0] == views[1] == views[2] and tables[0].session.confirmed == len(tables[2].session.actions) > 0
