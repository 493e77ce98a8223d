"""The window over loopback: Host a game serves a table that a headless player joins, the
Join scene sits at a served table (by address and code, or picked from the games announced),
a rejoin needs the seat's token (net_helpers: the served tables and the bounded waits)."""
from __future__ import annotations

import dataclasses
from types import SimpleNamespace

import pygame

from game.app import online_seats
from game.app.net_session import NetSession, colour
from game.app.refusals import WORDS
from game.app.scenes.join import JoinScene
from game.app.scenes.new_game import REMOTE, NewGameScene
from game.app.scenes.online import ConnectScene, OnlineScene, connect
from game.app.tables.common.sheet import progress_lines
from game.app.ui import theme
from game.net import discovery
from game.net.host import HostedTable
from game.net.link import Chair, Link
from game.net.protocol import HISTORY
from game.rules.replay import replay
from tests.app.helpers import click
from tests.app.net_helpers import (
    LIMIT_MS,
    ROUNDS,
    headless,
    join_by_typing,
    pause_entry,
    play_out,
    remote_table,
    seated,
    serving,
    title_after_closing,
    until,
    wait_for_network,
)
from tests.net.helpers import Impostor


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
    assert isinstance(app.scenes.top, ConnectScene) or remote_table(app.scenes.top)      # the table opens once seated
    until(app, lambda: remote_table(app.scenes.top))
    table = app.scenes.top
    assert table.remote.hosted is not None and table.session.mine == {0: 0} and not table.session.ready()
    assert table.network_words(table.session.seats[0]) == "waiting for a player"      # not "computer"
    code = table.session.code
    assert any(f"{code[:4]}-{code[4:]}" in text for text, _colour in table.remote.notes())      # the code to tell
    results: list = []
    thread = headless(table.remote.hosted.port, table.session.code, "Bob", results)
    until(app, table.session.ready)
    assert table.remote.seat_state(1)[1] in ("connected", "thinking…")
    play_out(app, table)
    thread.join(LIMIT_MS / 1000)
    assert results == [table.session.result]
    assert [s["name"] for s in results[0]["seats"]] == ["Ann", "Bob"]
    assert all(s["moves"] > 0 for s in results[0]["seats"])
    assert table.session.is_over()


def test_the_join_scene_sits_at_a_served_table_and_keeps_the_seats_token(app):
    with serving(app) as hosted:
        join_by_typing(app, hosted, "Dana")
        until(app, lambda: remote_table(app.scenes.top))
        session: NetSession = app.scenes.top.session
        assert session.mine == {0: 0} and session.ready()
        (held,) = online_seats.held()
        assert (held.code, held.name, held.port) == (hosted.code, "Dana", hosted.port) and len(held.token) >= 16
        play_out(app, app.scenes.top)
        assert session.result["seats"][0]["name"] == "Dana"
        assert online_seats.held() == []             # the game is over: nothing to rejoin


def test_a_code_typed_in_lower_case_with_its_dash_sits_at_the_table(app):
    with serving(app) as hosted:
        typed = SimpleNamespace(port=hosted.port, code=f"{hosted.code[:4]}-{hosted.code[4:]}".lower())
        join_by_typing(app, typed, "Dana")
        until(app, lambda: remote_table(app.scenes.top))
        assert app.scenes.top.session.mine == {0: 0}
        (held,) = online_seats.held()
        assert held.code == hosted.code                  # kept as the server knows it


def test_a_window_started_again_offers_the_seat_it_holds_on_the_title_and_takes_it_back(app):
    with serving(app) as hosted:
        join_by_typing(app, hosted, "Bea")
        until(app, lambda: remote_table(app.scenes.top))
        title = title_after_closing(app)
        b = title.continue_button
        assert b.label == "Rejoin" and b.enabled and title.continue_words == f"Bea · Kingdomino · 127.0.0.1:{hosted.port}"
        click(app, b.rect.center)
        until(app, lambda: remote_table(app.scenes.top))
        assert app.scenes.top.session.mine == {0: 0} and app.scenes.top.session.seats[0].name == "Bea"


def test_join_fills_in_the_address_code_and_name_of_the_seat_held_last(app):
    online_seats.remember(online_seats.HeldSeat("10.0.0.7", 4100, "KDM7Q4XP", "Bea", "t0ken-0f-Bea-16chars", "queendomino"))
    join = JoinScene(app, connect, listen_port=0)
    try:
        assert (join.address.value, join.code.value, join.name.value) == ("10.0.0.7:4100", "KDM7-Q4XP", "Bea")
    finally:
        join.leave()


def test_a_second_window_with_the_same_name_but_no_token_is_refused_with_the_reason(app):
    with serving(app, "kingdomino:2:remote,remote") as hosted:
        join_by_typing(app, hosted, "Eve")
        until(app, lambda: remote_table(app.scenes.top))
        online_seats.forget(hosted.code)             # another computer: it never had the token
        app.scenes.push(JoinScene(app, connect, listen_port=0))
        join_by_typing(app, hosted, "Eve")
        connecting = app.scenes.top
        assert isinstance(connecting, ConnectScene)
        until(app, lambda: bool(connecting.problem))
        assert connecting.problem == WORDS["token_needed"]       # the server's code, worded here
        with theme.drawn_texts() as drawn:
            app.render()
        titles = [t for t, _px, _r in drawn.texts if connecting.address and connecting.address in t]
        assert titles and all(t.startswith("Could not join") for t in titles)     # no longer "Connecting…"


def test_a_held_seat_typed_at_a_server_that_cannot_prove_it_holds_it_is_not_seated_and_tells_nothing(app):
    impostor = Impostor()
    held = online_seats.HeldSeat("127.0.0.1", 1, "abcdEFGH1234", "Jo", "t0ken-0f-Jo-16chars", "kingdomino")
    try:
        online_seats.remember(held)
        join_by_typing(app, SimpleNamespace(port=impostor.port, code=held.code), "Jo")
        connecting = app.scenes.top
        assert isinstance(connecting, ConnectScene)
        until(app, lambda: bool(connecting.problem))
        assert connecting.problem == WORDS["not_held"] and connecting.session is None
        assert b'"hello"' in impostor.heard() and held.token.encode() not in impostor.heard()
        assert online_seats.held() == [held]
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        impostor.close()


def heard_announcing(app, hosted: HostedTable) -> JoinScene:
    """A Join scene opened, and the hosted table announced to it over loopback and heard."""
    join = JoinScene(app, connect, listen_port=0)
    app.scenes.push(join)
    with discovery.announcer_socket() as sock:
        discovery.send(sock, discovery.announcement("Cleo", "kingdomino", hosted.port, hosted.code, 1),
                       [("127.0.0.1", join.listener.port)])
    until(app, lambda: bool(join.lan_buttons))
    return join


def test_a_game_announced_on_loopback_is_listed_and_picking_it_sits_there(app):
    with serving(app) as hosted:
        join = heard_announcing(app, hosted)
        (button,) = join.lan_buttons
        assert "Cleo" in button.label and "1 open seat" in button.label
        app.render()
        click(app, button.rect.center)
        until(app, lambda: remote_table(app.scenes.top))
        assert app.scenes.top.session.code == hosted.code


def test_a_player_lets_the_computer_play_their_seat_and_takes_it_back_from_the_pause_menu(app):
    with seated(app, "queendomino:2:remote,greedy", "Finn") as (_hosted, table):
        s = table.session
        pause_entry(app, table, "Let the computer play for me", "easy")
        until(app, lambda: s.handed(0) and s.actors.count(0) >= 3)
        assert table.remote.seat_state(0)[0] in ("computer", "thinking") and not table.human_turn()
        assert s.seats[0].agent == "easy" and not s.pending
        pause_entry(app, table, "Take my seat back")
        until(app, lambda: not s.handed(0))
        play_out(app, table)                 # the server's moves for Finn are shown, then Finn plays
        assert s.seats[0].agent is None and s.result["seats"][0]["name"] == "Finn" and s.is_over()


def test_with_every_seat_handed_to_the_computer_the_game_ends_by_itself(app):
    with seated(app, "queendomino:2:remote,greedy", "Gus") as (hosted, table):
        pause_entry(app, table, "Let the computer play for me", "easy")
        until(app, lambda: table.session.handed(0))
        play_out(app, table)                 # nobody here acts while the seat is handed
        assert table.session.handed(0) and not table.session.pending
        assert table.session.is_over() and table.session.result["seats"][0]["moves"] > 0
        assert len(table.session.actions) == len(hosted.table.record.actions)
        assert table.remote.seat_state(0) == ("computer", "easy plays for now")
        assert table.session.seats[0].human               # over: the seat is its person's again ...
        until(app, lambda: table.sheet_for is not None)   # the score sheet opened (play_out may be past it)
        assert [line.split(":")[0] for line in progress_lines(table.session)] == ["Gus"]    # ... on the sheet too
        other = {"kind": "remote", "name": "Hal", "connected": True, "filled": True, "fill": "easy"}
        table.session.status[1] = other          # another window's player who handed their seat
        assert table.remote.seat_state(1) == ("computer", "easy plays for now")
        table.session.status[1] = {**other, "connected": False}     # the host handed a dropped seat
        assert table.remote.seat_state(1)[0] == "dropped"


def test_a_player_back_at_the_table_sees_the_moves_made_meanwhile_in_the_event_log(app):
    with serving(app, "queendomino:2:remote,remote") as hosted:
        join_by_typing(app, hosted, "Ann")
        until(app, lambda: remote_table(app.scenes.top))
        table = app.scenes.top
        pause_entry(app, table, "Let the computer play for me", "easy")
        until(app, lambda: table.session.handed(0))
        while app.scenes.stack:                  # Ann closes the window; the server plays on for her
            app.scenes.pop()
        bob: list = []
        headless(hosted.port, hosted.code, "Bob", bob).join(LIMIT_MS / 1000)
        assert bob and hosted.table.over()
        join = JoinScene(app, connect, listen_port=0)
        app.scenes.push(join)
        app.render()
        (button,) = join.held_buttons
        click(app, button.rect.center)
        until(app, lambda: remote_table(app.scenes.top))
        back = app.scenes.top
        shown_moving = []                        # the missed moves are shown at once: nothing flies
        for _ in range(ROUNDS):
            catching = back.session.catching_up()
            busy = app.step(pygame.event.get(), 1.0)
            if catching:
                shown_moving.append(back.moving())
            if back.session.confirmed >= back.session.catch_up_to:
                break
            if not busy and not back.session.updates:
                wait_for_network(app)            # all received is shown: the rest is on its way
        assert shown_moving and not any(shown_moving) and len(shown_moving) <= HISTORY + 1
        play_out(app, back)
        record = hosted.table.record
        state = replay(record, len(record.actions) - HISTORY)
        actors = []
        for action in record.actions[-HISTORY:]:
            actors.append(state.current_player())
            hosted.table.rules.apply(state, action)
        assert back.session.actors == actors and len(back.session.log) == HISTORY
        assert back.session.result == bob[0]
        named = [e.text for e in back.session.log if e.text.startswith(("Ann", "Bob"))]
        assert len(named) >= HISTORY // 2


def test_the_seat_colours_chosen_in_host_a_game_reach_every_window(app):
    online = OnlineScene(app)
    app.scenes.push(online)
    online.host()
    setup = app.scenes.top
    setup.colours[:2] = [3, 5]
    chosen = [theme.PLAYER_COLOURS[3][1], theme.PLAYER_COLOURS[5][1]]
    assert chosen != [colour(0), colour(1)]          # not the defaults
    app.render()
    click(app, setup.start.rect.center)
    until(app, lambda: remote_table(app.scenes.top))
    table = app.scenes.top
    link = Link("127.0.0.1", table.remote.hosted.port, table.session.code, [Chair("Bob")]).start()
    try:
        seats: list = []
        while not seats or not seats[1]["name"]:
            _index, msg = link.inbox.get(timeout=LIMIT_MS / 1000)
            seats = msg["seats"] if msg["type"] in ("welcome", "seats") else seats
        assert [tuple(s["colour"]) for s in seats] == chosen          # what another window is told
        until(app, table.session.ready)
        assert [seat.colour for seat in table.session.seats] == chosen
    finally:
        link.close()
        while app.scenes.stack:
            app.scenes.pop()


def test_a_dynasty_match_over_the_network_is_played_game_after_game_to_its_end(app):
    with seated(app, "kingdomino:2:remote,greedy:dynasty", "Ivo") as (hosted, table):
        play_out(app, table)
        s = table.session
        assert s.is_over() and s.result is not None and hosted.table.over()
        assert len(s.actions) == len(hosted.table.record.actions)
        assert s.state.game_no == hosted.table.state.game_no == s.config.games_in_match
        assert [p["name"] for p in s.result["seats"]] == ["Ivo", ""]


def test_a_seat_held_at_an_old_address_is_taken_back_where_its_table_is_announced_or_typed_now(app):
    with serving(app, "kingdomino:2:remote,remote") as hosted:
        join_by_typing(app, hosted, "Jo")
        until(app, lambda: remote_table(app.scenes.top))
        while app.scenes.stack:                  # Jo's window closes; the host serves elsewhere now
            app.scenes.pop()
        (held,) = online_seats.held()
        stale = dataclasses.replace(held, port=hosted.port + 1 if hosted.port < 65535 else hosted.port - 1)
        online_seats.remember(stale)
        join = heard_announcing(app, hosted)
        (button,) = join.held_buttons
        assert f":{hosted.port}" in button.label and f":{stale.port}" not in button.label
        app.render()
        click(app, button.rect.center)
        until(app, lambda: remote_table(app.scenes.top))
        assert app.scenes.top.session.mine == {0: 0}                 # seat 0 again: the token was taken
        assert [(h.port, h.token) for h in online_seats.held()] == [(hosted.port, held.token)]

        while app.scenes.stack:                  # typed: the code and the name find the token kept
            app.scenes.pop()
        online_seats.remember(stale)
        join_by_typing(app, hosted, "Jo")
        until(app, lambda: remote_table(app.scenes.top))
        assert app.scenes.top.session.mine == {0: 0}


def test_the_join_scene_sends_the_name_as_the_rule_makes_it_and_refuses_one_that_draws_as_nothing(app):
    calls = []
    join = JoinScene(app, lambda _app, *args, **kw: calls.append((*args, kw)), listen_port=0)
    app.scenes.push(join)
    join.address.value, join.code.value = "127.0.0.1:5000", "abcdEFGH1234"
    join.name.value = "\ufe0f\u034f "
    app.render()
    join.join()
    assert calls == [] and join.error == "your name, please"
    join.name.value = " \uff21nn\u200b"              # full-width A
    join.join()
    assert calls == [("127.0.0.1", 5000, "abcdEFGH1234", "Ann", "", {"tls": False})]
    app.render()


def test_a_computer_seat_keeps_the_name_the_host_gave_it_in_every_window(app):
    from game.app.scenes.online import host_game
    from game.rules.config import GameConfig
    assert host_game(app, GameConfig("kingdomino", 3), 4,
                     [("Ann", "person", None), ("", "remote", None), ("Player 3", "medium", None)]) is None
    until(app, lambda: remote_table(app.scenes.top))
    table = app.scenes.top
    try:
        assert table.remote.hosted.table.seats[2].name == "Player 3"
        until(app, lambda: bool(table.session.status))
        assert table.session.seats[2].name == "Player 3" and table.session.seats[2].agent == "medium"
    finally:
        while app.scenes.stack:
            app.scenes.pop()


def test_an_unreadable_online_json_is_said_at_join_and_moved_aside_when_a_seat_is_taken(app):
    online_seats.seats_path().parent.mkdir(parents=True, exist_ok=True)
    online_seats.seats_path().write_text('{"seats": "the wrong shape"}', encoding="utf-8")
    with serving(app) as hosted:
        join = join_by_typing(app, hosted, "Dana")
        assert join.unreadable
        until(app, lambda: remote_table(app.scenes.top))
        session = app.scenes.top.session
        assert "online.json.broken" in session.notice           # said at the table, in the middle
        assert [h.name for h in online_seats.held()] == ["Dana"]  # and the seat kept from now on
        assert online_seats.seats_path().with_name("online.json.broken").is_file()
