"""The network's parts of a table: the host hands a dropped seat to the level chosen, and
nothing of the network covers the table but the banner once the game is under way; while
it waits for its players a card in the middle says so."""
from __future__ import annotations

import pygame

from game.app import online_seats, settings
from game.app.scenes.new_game import REMOTE
from game.app.scenes.online import OnlineScene
from game.app.scenes.stand_in import StandInScene
from game.app.tables.common.table import TableScene
from game.app.tables.directory import table_of
from game.app.ui import theme
from game.app.ui.words import AGENT_LABELS
from game.net import discovery
from game.net.host import HostedTable
from game.net.link import Chair, Link
from game.net.table import new_table
from tests.app.helpers import click
from tests.app.net_helpers import ROUNDS, join_by_typing, play_out, remote_table, served, until
from tests.net.helpers import Impostor

SEED = 77


def hosted_table(app) -> TableScene:
    """Host a Kingdomino for two from the window (Ann here, a remote seat) and wait for the table."""
    online = OnlineScene(app)
    app.scenes.push(online)
    online.host()
    setup = app.scenes.top
    setup.set_game("kingdomino")
    setup.names[0].value = "Ann"
    setup.seed = SEED
    assert setup.kinds[1] == REMOTE
    app.render()
    click(app, setup.start.rect.center)
    until(app, lambda: remote_table(app.scenes.top))
    return app.scenes.top


def outside(surface: pygame.Surface, banner: pygame.Rect) -> bytes:
    """The picture with the banner blacked out."""
    copy = surface.copy()
    copy.fill((0, 0, 0), banner)
    return pygame.image.tobytes(copy, "RGB")


def test_the_host_hands_a_dropped_seat_to_the_level_chosen_and_only_the_banner_shows_it(app):
    settings.change(seat_wait=0)
    table = hosted_table(app)
    s = table.session
    link = Link("127.0.0.1", table.remote.hosted.port, s.code, [Chair("Bob")]).start()
    try:
        until(app, s.ready)
        app.render()
        assert table.remote.card_rect.w == 0                    # playing: no card in the middle
        for _ in range(ROUNDS):                          # Ann plays until it is Bob's turn
            if s.actor() == 1:
                break
            if table.human_turn() and not s.pending:
                assert table.act(s.rules.legal_actions(s.state)[0])
            app.step(pygame.event.get(), 1.0)
        link.close()                                     # Bob's window goes
        until(app, lambda: bool(table.remote.hand_buttons))
        app.render()
        banner = table.sl["status"]
        (hand,) = table.remote.hand_buttons.values()
        assert banner.contains(hand.rect) and not hand.rect.colliderect(table.remote.players_button.rect)
        assert table.network_words(s.seats[1]) == "dropped: the table waits for them to rejoin"
        assert table.remote.seat_state(1) == ("dropped", "dropped")

        app.render()
        with_network = outside(app.screen, banner)
        bare = app.screen.copy()
        table_of("kingdomino").scene.draw(table, bare)           # the same table without the network's parts
        assert outside(bare, banner) == with_network     # ... differs in the banner only

        click(app, hand.rect.center)
        chooser = app.scenes.top
        assert isinstance(chooser, StandInScene) and "Bob" in chooser.question
        app.render()
        (hard,) = [b for b in chooser.buttons if b.label == AGENT_LABELS["hard"]]
        bob_moves = s.actors.count(1)      # counted before the click: hard may move within it
        click(app, hard.rect.center)
        until(app, lambda: s.status[1].get("fill") == "hard" and s.actors.count(1) > bob_moves)   # hard moved for him
        assert table.remote.hosted.table.seats[1].fill == "hard"
        assert table.remote.seat_state(1) == ("dropped", "dropped · hard plays") or s.actor() == 1
        assert table.network_words(s.seats[1]) == "hard plays for now" and not table.remote.hand_buttons
    finally:
        link.close()
        while app.scenes.stack:
            app.scenes.pop()


def bob_dropped(app, table: TableScene) -> None:
    """Bob sits at the hosted table from another window, which then goes."""
    link = Link("127.0.0.1", table.remote.hosted.port, table.session.code, [Chair("Bob")]).start()
    try:
        until(app, table.session.ready)
    finally:
        link.close()
    until(app, lambda: 1 in table.session.dropped_at)


def test_the_host_sees_a_countdown_until_a_computer_may_take_a_dropped_seat(app):
    settings.change(seat_wait=600)
    table = hosted_table(app)
    s = table.session
    try:
        bob_dropped(app, table)
        left = table.remote.countdown()[1]
        assert 590 <= left <= 600 and not table.remote.hand_buttons
        words = f"dropped: a computer may play for them in {left} s"
        assert table.network_words(s.seats[1]) == words and ("Bob: " + words, theme.BAD) in table.remote.notes()
        s.hand_at[1] -= 595                              # the wait nearly over: the number follows
        assert app.step([], 0.016) and 1 <= table.remote.countdown()[1] <= 5
        s.hand_at[1] -= 10                               # over: the host may hand the seat on
        app.step([], 0.016)
        assert table.remote.countdown() == {} and set(table.remote.hand_buttons) == {1}
        assert table.network_words(s.seats[1]) == "dropped: the table waits for them to rejoin"
    finally:
        while app.scenes.stack:
            app.scenes.pop()


def test_while_the_game_waits_for_its_players_a_card_in_the_middle_tells_the_code(app):
    table = hosted_table(app)
    try:
        with theme.drawn_texts() as drawn:
            app.render()
        card = table.remote.card_rect
        W, H = app.screen.get_size()
        assert card.w > 0 and abs(card.centerx - W // 2) <= 1 and abs(card.centery - H // 2) <= 1
        texts = [(text, rect) for text, _px, rect in drawn.texts if rect is not None]
        assert any("Waiting for the players" == text and card.contains(rect) for text, rect in texts)
        code = table.session.code
        line = f"Code {code[:4]}-{code[4:]} · address {table.remote.address}"      # grouped for reading aloud
        assert any(line == text and card.contains(rect) for text, rect in texts)
        button = table.remote.copy_button
        assert card.contains(button.rect) and button.label == "Copy"
        pygame.scrap.put_text("something else")
        click(app, button.rect.center)                   # one click: code and address on the clipboard
        assert pygame.scrap.get_text() == line and button.label == "Copied"
    finally:
        while app.scenes.stack:
            app.scenes.pop()


def test_a_refusal_from_the_server_is_shown_in_the_middle_until_clicked_away(app):
    settings.change(seat_wait=3600)
    table = hosted_table(app)
    link = Link("127.0.0.1", table.remote.hosted.port, table.session.code, [Chair("Bob")]).start()
    try:
        until(app, table.session.ready)
        table.session.notice = "the server refused that move"
        app.render()
        card = table.remote.card_rect
        assert card.w > 0
        click(app, card.center)
        assert table.session.notice == "" and table.remote.card_rect.w == 0
    finally:
        link.close()
        while app.scenes.stack:
            app.scenes.pop()


def lost_host(app, hosted: HostedTable, name: str) -> TableScene:
    """`name` sits at the served table from this window, then its server stops: the table, listening
    for announcements of its code (on any free port: the test announces to it)."""
    join_by_typing(app, hosted, name)
    until(app, lambda: remote_table(app.scenes.top))
    table = app.scenes.top
    table.remote.finder_port = 0
    until(app, table.session.ready)
    hosted.stop()
    until(app, lambda: table.session.lost and table.remote.finder is not None)
    return table


def test_a_table_served_again_at_another_address_is_followed_there_when_announced(app):
    hosted = served("queendomino:2:remote,greedy")
    moved: HostedTable | None = None
    try:
        table = lost_host(app, hosted, "Kim")     # the host's window closes...
        s = table.session
        app.render()
        assert table.remote.card_rect.w > 0             # the trouble, in the middle
        moved = HostedTable(hosted.table, "Cleo", bind="127.0.0.1", announce=False)
        moved.start()                            # ... and serves the table again elsewhere
        with discovery.announcer_socket() as sock:
            discovery.send(sock, discovery.announcement("Cleo", "queendomino", moved.port, hosted.code, 0),
                           [("127.0.0.1", table.remote.finder.port)])
        until(app, lambda: not s.lost)
        assert s.link.port == moved.port and table.remote.finder is None and s.mine == {0: 0}
        assert [(h.code, h.port) for h in online_seats.held()] == [(hosted.code, moved.port)]
        play_out(app, table)
        assert s.is_over() and s.result == moved.table.result()
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        for server in (hosted, moved):
            if server is not None:
                server.stop()


def test_a_server_announcing_the_tables_code_without_proving_the_seat_moves_nothing_and_learns_no_token(app):
    hosted = served("kingdomino:2:remote,greedy")
    impostor = Impostor()
    try:
        table = lost_host(app, hosted, "Lea")
        s = table.session
        (held,) = online_seats.held()
        with discovery.announcer_socket() as sock:        # someone else announces the table's code
            discovery.send(sock, discovery.announcement("Eve", "kingdomino", impostor.port, hosted.code, 1),
                           [("127.0.0.1", table.remote.finder.port)])
        until(app, lambda: ("127.0.0.1", impostor.port) in s.link.refuted)
        assert b'"hello"' in impostor.heard() and held.token.encode() not in impostor.heard()
        assert online_seats.held() == [held] and (s.link.host, s.link.port) == ("127.0.0.1", hosted.port)
        assert s.lost and s.mine == {0: 0}
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        hosted.stop()
        impostor.close()


def test_while_the_connection_is_lost_the_pause_menu_hands_nothing_over(app):
    table = hosted_table(app)
    try:
        entry, copy = table.pause_buttons(lambda: None)
        assert entry.enabled and entry.label == "Let the computer play for me"
        assert copy.label == f"Copy the code {table.session.code[:4]}-{table.session.code[4:]}"
        copy.on_click()
        assert copy.label == "Copied" and pygame.scrap.get_text() == table.remote.code_line()
        table.session.lost = True
        entry, _copy = table.pause_buttons(lambda: None)
        assert not entry.enabled and entry.note == "the connection to the server is lost"
    finally:
        while app.scenes.stack:
            app.scenes.pop()


def test_a_player_who_did_not_host_sees_the_countdown_and_hands_a_dropped_seat_on(app):
    """The table is served elsewhere (a lobby's, say): Ann, seated from the Join scene, is told
    the server's wait, sees the code to share and, once the wait is over, lets a computer play
    for Bob; the server checks it is hers to ask."""
    hosted = HostedTable(new_table("kingdomino:3:remote,remote,greedy", 11), "Cleo", bind="127.0.0.1",
                         announce=False, seat_wait=0)
    hosted.start()
    try:
        join_by_typing(app, hosted, "Ann")
        until(app, lambda: remote_table(app.scenes.top))
        table = app.scenes.top
        s = table.session
        assert table.remote.hosted is None
        assert table.remote.code_line() in [text for text, _colour in table.remote.notes()]
        bob = Link("127.0.0.1", hosted.port, s.code, [Chair("Bob")]).start()
        until(app, s.ready)
        bob.close()
        until(app, lambda: bool(table.remote.hand_buttons))
        assert set(table.remote.hand_buttons) == {1} and table.remote.countdown() == {}
        app.render()
        click(app, table.remote.hand_buttons[1].rect.center)
        chooser = app.scenes.top
        assert isinstance(chooser, StandInScene) and "Bob" in chooser.question
        app.render()
        (easy,) = [b for b in chooser.buttons if b.label == AGENT_LABELS["easy"]]
        click(app, easy.rect.center)
        until(app, lambda: s.status[1].get("fill") == "easy")
        assert hosted.table.seats[1].fill == "easy" and not table.remote.hand_buttons
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        hosted.stop()
