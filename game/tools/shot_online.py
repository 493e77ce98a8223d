"""The pictures of online play (game.tools.scene_shots), with no server running and nothing
listening: the tables and the games heard are written here."""
from __future__ import annotations

import time

from game import saves
from game.app import hosted_games, online_seats, settings
from game.app.app import App
from game.app.net_session import NetSession
from game.app.scenes.join import JoinScene
from game.app.scenes.online import OnlineScene, connect
from game.app.tables.common.remote import remote_scene
from game.net.discovery import Announced, Listener
from game.net.host import HostedTable
from game.net.link import Chair, Link
from game.net.protocol import seat_key
from game.net.stand_ins import public_seats
from game.net.table import new_table, table_file
from game.tools.shot_driving import STEP, at_title
from game.tools.shot_games import NAMES


class Heard(Listener):
    """A fixed list of games "heard" on the network, in place of the Join scene's listener
    (nothing listens: no socket, no thread)."""

    def __init__(self, games: list[Announced]) -> None:     # noqa: D107 - no Listener.__init__: no socket
        self.fixed = games

    def current(self) -> list[Announced]:
        return self.fixed

    def close(self) -> None:
        pass


def online(app: App, what: str) -> bool:
    """Play online with a hosted table to reopen ("online"), Join a game with a game heard and a
    seat held ("join"), the host's table waiting for its remote player ("host_waiting"), that
    player dropped ("host_dropped"), the host choosing who plays for them ("stand_in") and the
    host's menu there, which cannot save a game the server keeps ("host_pause"). No server runs and nothing listens: the tables and the games heard are written here."""
    at_title(app)
    table = new_table("queendomino:3:remote,remote,greedy", 7)
    table.code, table.seats[0].name, table.seats[0].connected = "Qx7Kd2Lm9PaB", NAMES[0], True
    if what == "online":
        folder = hosted_games.folder()
        folder.mkdir(parents=True, exist_ok=True)
        saves.write(table_file(folder, table.code), table.saved())
        online_seats.remember(online_seats.HeldSeat("127.0.0.1", 47800, table.code, NAMES[0], "t" * 16,
                                                    "queendomino", True))
        app.scenes.push(OnlineScene(app))
    elif what == "join":
        online_seats.remember(online_seats.HeldSeat("192.0.2.7", 47801, "Rt5Uv8Wx1YzA", NAMES[1], "t" * 16,
                                                    "kingdomino"))
        join = JoinScene(app, connect, listen_port=0)
        if join.listener is not None:
            join.listener.close()
        join.listener = Heard([Announced("192.0.2.9", 47802, table.code, NAMES[2], "royal_wedding", 3),
                               Announced("192.0.2.10", 47803, "Zz9Yy8Xx7Ww6", NAMES[3], "duel", 1)])
        app.scenes.push(join)
    else:
        if what != "host_waiting":          # Bob sat down, then his connection dropped
            table.seats[1].name, table.seats[1].key = NAMES[1], seat_key("u" * 16)
            settings.change(seat_wait=0)
        link = Link("127.0.0.1", 47800, table.code, [Chair(NAMES[0], "t" * 16)])
        welcome = {"type": "welcome", "seat": 0, "token": "t" * 16, "n": table.n, "view": table.view(),
                   "seats": public_seats(table, settings.current().seat_wait, time.monotonic())}
        session = NetSession.from_welcome(link, 0, welcome)
        scene = remote_scene(app, session, HostedTable(table, NAMES[0], announce=False), "192.0.2.2:47800")
        app.scenes.push(scene)
        if what == "stand_in" and scene.remote:
            app.step([], STEP)
            app.render()
            scene.remote.hand_buttons[1].on_click()
        elif what == "host_pause":          # the menu of a game the server keeps: no Save game
            scene.open_pause()
    return False


