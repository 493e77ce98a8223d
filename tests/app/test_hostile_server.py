"""A window never trusts the wire: a server (hostile, or a man in the middle on plain TCP)
that seats the window properly and then sends a malformed message gets its connection
closed with one line; the window, its table and the seat's token stay."""
from __future__ import annotations

import json
import socketserver
import threading

import pytest

from game.app import online_seats
from game.app.scenes.join import JoinScene
from game.app.scenes.online import connect
from game.app.ui import theme
from game.net.protocol import encode
from game.net.table import new_table
from game.rules.actions import action_to_dict
from tests.app.helpers import click
from tests.app.net_helpers import remote_table, until

TOKEN = "hostile-token-0123"


class Hostile:
    """Seats any join at a real table's view, then sends `poison` after it; notes when the
    window hangs up."""

    def __init__(self, poisoned) -> None:
        self.table = new_table("kingdomino:2:remote,greedy", 3)
        poison = poisoned(self.table)
        self.hung_up = threading.Event()
        hostile = self

        class Handler(socketserver.StreamRequestHandler):
            def handle(self) -> None:
                for line in self.rfile:
                    if json.loads(line).get("type") != "join":
                        continue
                    t = hostile.table
                    seats = [{**s.public(), "name": "Ann" if i == 0 else "", "connected": i == 0}
                             for i, s in enumerate(t.seats)]
                    self.wfile.write(encode("welcome", seat=0, token=TOKEN, seats=seats, watchers=[], n=0, now=0,
                                            view=t.view(), to_act=t.to_act()))
                    self.wfile.write(encode(poison["kind"], **{k: v for k, v in poison.items() if k != "kind"}))
                hostile.hung_up.set()

        self.server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Handler)
        self.server.daemon_threads = True
        self.port = self.server.server_address[1]
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def no_round(table) -> dict:
    view = table.view()
    del view["round"]
    action = table.rules.legal_actions(table.state)[0]
    return {"kind": "update", "n": 1, "by": 1, "action": action_to_dict(action), "view": view, "to_act": 0}


POISONS = {
    "an update whose view lacks round": no_round,
    "an update of another game": lambda t: {**no_round(t), "view": new_table("queendomino:2:remote,greedy", 1).view()},
    "seats of the wrong shape": lambda t: {"kind": "seats", "seats": [{"kind": 5, "name": ["x"]}, "?"], "watchers": 7},
    "a second welcome without a seat": lambda t: {"kind": "welcome", "seat": "zero", "n": 0, "view": t.view()},
}


@pytest.mark.parametrize("what", list(POISONS))
def test_a_malformed_message_closes_the_connection_keeps_the_window_and_the_seat(app, what):
    hostile = Hostile(POISONS[what])
    try:
        join = JoinScene(app, connect, listen_port=0)
        app.scenes.push(join)
        join.address.value, join.code.value, join.name.value = f"127.0.0.1:{hostile.port}", hostile.table.code, "Ann"
        app.render()
        click(app, join.join_button.rect.center)
        until(app, lambda: remote_table(app.scenes.top) and (app.scenes.top.session.distrusted or what.startswith("seats")))
        table = app.scenes.top
        s = table.session
        for _ in range(3):
            app.step([], 0.016)            # the window goes on drawing its table
            app.render()
        assert app.scenes.top is table and s.confirmed == 0
        if not what.startswith("seats"):      # seats of the wrong shape are ignored, nothing crashes
            assert s.distrusted and s.lost and "cannot use" in s.notice and "internal error" not in s.notice
            assert hostile.hung_up.wait(10)
            assert s.notice in [text for text, _colour in table.remote.notes()]
            with theme.drawn_texts() as drawn:
                app.render()
            card = table.remote.card_rect
            parts = [(text, px) for text, px, rect in drawn.texts
                     if rect is not None and card.contains(rect) and text and text in s.notice]
            assert " ".join(text for text, _px in parts) == s.notice        # the whole line, wrapped in the card ...
            assert all(px >= 12 for _text, px in parts)                     # ... and legible
        assert [(h.code, h.name, h.token) for h in online_seats.held()] == [(hostile.table.code, "Ann", TOKEN)]
    finally:
        while app.scenes.stack:
            app.scenes.pop()
        hostile.close()
