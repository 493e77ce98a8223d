"""Play online → A server: a `serve --lobby` server over TLS on loopback (a test authority
trusted through the settings' online_ca), its open public tables listed, a table created
from the window that a headless player joins and plays to the end, a listed table joined
with a click, a private one by its code, the held seat remembered as a TLS one and taken back
after the window closed, then handed to the computer."""
from __future__ import annotations

import asyncio

import pytest

from game.app import online_seats, settings
from game.app.scenes.new_game import REMOTE, NewGameScene
from game.app.scenes.online import OnlineScene
from game.app.scenes.online_server import ServerScene, lobby_spec, table_words
from game.net.lobby import Lobby
from game.net.protocol import NAME_CHARS
from game.net.seating import request
from game.net.tls import client_context, server_context
from game.rules.config import GameConfig
from tests.app.helpers import click
from tests.app.net_helpers import LIMIT_MS, headless, pause_entry, play_out, remote_table, title_after_closing, until
from tests.net.authority import make_authority
from tests.net.threaded import threaded_server


@pytest.fixture
def lobby(tmp_path):
    """(port, the client's TLS context) of a lobby served over TLS; the window trusts its authority."""
    authority = make_authority(tmp_path / "ca")
    settings.change(online_ca=str(authority.ca))
    with threaded_server(tls=server_context(str(authority.cert), str(authority.key)), lobby=Lobby()) as (port, _, _):
        yield port, client_context(str(authority.ca))


def server_scene(app, port: int) -> ServerScene:
    """Play online → A server, the lobby's address typed and Connect clicked."""
    online = OnlineScene(app)
    app.scenes.push(online)
    app.render()
    (button,) = [b for b in online.buttons if b.label == "A server"]
    click(app, button.rect.center)
    scene = app.scenes.top
    assert isinstance(scene, ServerScene)
    scene.address.value, scene.name.value = f"tls://127.0.0.1:{port}", "Ann"
    app.render()
    click(app, scene.connect_button.rect.center)
    return scene


def create(port: int, tls, spec: str, public: bool = True) -> str:
    msg = asyncio.run(request("127.0.0.1", port, "create", tls, table=spec, public=public))
    assert msg["type"] == "created"
    return msg["code"]


def test_a_table_created_in_the_window_is_listed_and_played_to_the_end_with_a_headless_player(app, lobby):
    port, tls = lobby
    scene = server_scene(app, port)
    assert settings.current().online_server == f"tls://127.0.0.1:{port}"       # remembered
    click(app, scene.create_button.rect.center)
    setup = app.scenes.top
    assert isinstance(setup, NewGameScene) and setup.kinds[1] == REMOTE
    setup.set_game("duel")
    setup.names[0].value = "Ann"
    app.render()
    click(app, setup.start.rect.center)
    until(app, lambda: remote_table(app.scenes.top))
    table = app.scenes.top
    code = table.session.code
    listed = asyncio.run(request("127.0.0.1", port, "tables", tls))["tables"]
    assert [(t["code"], t["game"], t["waiting"], t["free"]) for t in listed] == [(code, "duel", ["Ann"], 1)]
    results: list = []
    thread = headless(port, code, "Bob", results, tls)
    until(app, table.session.ready)
    play_out(app, table)
    thread.join(LIMIT_MS / 1000)
    assert results == [table.session.result]
    assert [s["name"] for s in results[0]["seats"]] == ["Ann", "Bob"]


def test_a_listed_table_is_joined_with_a_click_and_its_seat_is_held_as_a_tls_one(app, lobby):
    port, tls = lobby
    code = create(port, tls, "kingdomino:2:remote,greedy")
    create(port, tls, "duel:2:remote,greedy", public=False)            # private: never listed
    scene = server_scene(app, port)
    until(app, lambda: bool(scene.table_buttons))
    (row,) = scene.table_buttons
    assert "Kingdomino" in row.label
    app.render()
    click(app, row.rect.center)
    until(app, lambda: remote_table(app.scenes.top))
    assert app.scenes.top.session.code == code
    (held,) = [h for h in online_seats.held() or [] if h.code == code]
    assert held.tls and held.name == "Ann" and held.address() == f"tls://127.0.0.1:{port}"


def test_the_name_typed_at_the_server_sits_at_the_table_made_there_and_is_remembered(app, lobby):
    port, _tls = lobby
    scene = server_scene(app, port)
    scene.name.value = "Zoë"
    app.render()
    click(app, scene.create_button.rect.center)
    setup = app.scenes.top
    assert isinstance(setup, NewGameScene) and setup.names[0].value == "Zoë"
    setup.set_game("kingdomino")
    setup.set_players(3)
    setup.kinds[2] = "medium"
    app.render()
    click(app, setup.start.rect.center)
    until(app, lambda: remote_table(app.scenes.top))
    seats = app.scenes.top.session.seats
    assert seats[0].name == "Zoë" and seats[2].name == "Player 3"        # a computer seat: not "medium"
    assert ServerScene(app, lambda *args, **kw: None).name.value == "Zoë"  # the next visit


def test_a_listed_table_is_watched_from_the_list_under_the_name_typed(app, lobby):
    port, tls = lobby
    code = create(port, tls, "kingdomino:2:remote,greedy")
    scene = server_scene(app, port)
    until(app, lambda: bool(scene.watch_buttons))
    (row,), (watch,) = scene.table_buttons, scene.watch_buttons
    assert watch.label == "Watch" and not watch.rect.colliderect(row.rect)
    app.render()
    click(app, watch.rect.center)
    until(app, lambda: remote_table(app.scenes.top))
    table = app.scenes.top
    assert table.session.code == code and table.session.mine == {}          # watching: no seat taken
    assert [h for h in online_seats.held() or [] if h.code == code] == []
    listed = asyncio.run(request("127.0.0.1", port, "tables", tls))["tables"]
    assert [(t["code"], t["free"]) for t in listed] == [(code, 1)]          # the seat is still free


def test_a_private_table_is_joined_by_its_code_and_a_bad_address_changes_nothing(app, lobby):
    port, tls = lobby
    code = create(port, tls, "duel:2:remote,greedy", public=False)
    scene = server_scene(app, port)
    before = settings.current().online_server
    scene.address.value = "no port here"
    scene.open_server()
    assert scene.error == "the address is HOST:PORT or tls://HOST:PORT"
    assert settings.current().online_server == before
    scene.code.value = code.lower()
    app.render()
    click(app, scene.join_button.rect.center)
    until(app, lambda: remote_table(app.scenes.top))
    assert app.scenes.top.session.code == code


def test_an_untrusted_certificate_is_refused_before_anything_is_sent(app, lobby, tmp_path):
    port, _tls = lobby
    other = make_authority(tmp_path / "other", "Other")
    settings.change(online_ca=str(other.ca))
    scene = server_scene(app, port)
    until(app, lambda: "does not verify" in scene.error)
    assert scene.table_buttons == []


def test_the_private_authority_is_typed_at_the_server_and_kept_in_the_settings(app, lobby, tmp_path):
    port, _tls = lobby
    ca = settings.current().online_ca
    settings.change(online_ca="")
    scene = ServerScene(app, lambda *args, **kw: None)
    app.scenes.push(scene)
    assert scene.authority.value == ""
    scene.address.value, scene.authority.value = f"tls://127.0.0.1:{port}", str(tmp_path / "missing.pem")
    app.render()
    click(app, scene.connect_button.rect.center)
    assert "no such file" in scene.error and settings.current().online_ca == "" and scene.listings is None
    scene.authority.value = ca
    click(app, scene.connect_button.rect.center)
    assert scene.error == "" and settings.current().online_ca == ca
    create(port, _tls, "kingdomino:2:remote,greedy")
    until(app, lambda: bool(scene.table_buttons))             # its certificate checked against that authority
    app.scenes.pop()


def test_the_lobby_spec_seats_every_person_by_the_network():
    assert lobby_spec(GameConfig("kingdomino", 3, ("harmony",)), ["person", "remote", "greedy"]) == \
        "kingdomino:3:remote,remote,greedy:harmony"


def test_a_window_closed_mid_game_takes_its_seat_back_over_tls_and_hands_it_to_the_computer(app, lobby):
    port, tls = lobby
    code = create(port, tls, "kingdomino:2:remote,remote")
    scene = server_scene(app, port)
    scene.code.value = code
    scene.join_code()
    until(app, lambda: remote_table(app.scenes.top))
    title = title_after_closing(app)
    assert title.continue_words == f"Ann · Kingdomino · tls://127.0.0.1:{port}"
    click(app, title.continue_button.rect.center)
    until(app, lambda: remote_table(app.scenes.top))
    table = app.scenes.top
    assert table.session.mine == {0: 0} and table.session.seats[0].name == "Ann"
    pause_entry(app, table, "Let the computer play for me", "easy")
    until(app, lambda: table.session.handed(0))
    results: list = []
    thread = headless(port, code, "Bob", results, tls)
    play_out(app, table)                             # the score sheet closed as it comes
    thread.join(LIMIT_MS / 1000)
    assert results == [table.session.result]


def test_a_listed_table_is_worded_with_its_variants_and_who_waits_and_a_hostile_row_is_worded_safely():
    assert table_words({"game": "kingdomino", "variants": ["harmony"], "free": 2, "waiting": ["Ann"]}) == \
        "Kingdomino (Harmony) · 2 open seats · Ann"
    assert table_words({"game": "x" * 500, "variants": 5, "free": "many", "waiting": [1, "Bo" * 99]}) == \
        f"{'x' * 32} · 0 open seats · {('Bo' * 99)[:NAME_CHARS]}"


def test_a_window_watches_a_table_by_its_code_to_the_end_with_nothing_to_play(app, lobby):
    port, tls = lobby
    code = create(port, tls, "duel:2:remote,remote", public=False)
    scene = server_scene(app, port)
    scene.code.value = code
    app.render()
    click(app, scene.watch_button.rect.center)
    until(app, lambda: remote_table(app.scenes.top))
    table = app.scenes.top
    assert table.session.mine == {} and table.pause_buttons(lambda: None) == []
    assert [h for h in online_seats.held() or [] if h.code == code] == []       # no seat held
    results: list = []
    players = [headless(port, code, name, results, tls) for name in ("Bob", "Cy")]
    until(app, table.session.ready)
    play_out(app, table)
    for thread in players:
        thread.join(LIMIT_MS / 1000)
    assert results == [table.session.result] * 2
    assert table.session.confirmed == len(table.session.actions) > 0


def test_a_server_without_a_lobby_is_said_so_and_lists_nothing(app):
    with threaded_server() as (port, _, _):                        # serve without --lobby
        scene = ServerScene(app, lambda *args, **kw: None)
        app.scenes.push(scene)
        scene.address.value = f"127.0.0.1:{port}"
        scene.open_server()
        until(app, lambda: bool(scene.error))
        assert scene.table_buttons == [] and "lobby" in scene.error
