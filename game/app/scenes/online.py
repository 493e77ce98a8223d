"""Play online: Host a game (the new-game scene with a remote seat; Start runs the server
inside the program, game.net.host) or Join a game (join.py). ConnectScene sits between
either and the table: it waits, woken by the network thread, for the server to seat every
player of this window, and says why when the server refuses."""
from __future__ import annotations

import pygame

from game.app import hosted_games, online_seats, settings
from game.app.net_session import NetSession
from game.app.refusals import refusal
from game.app.scenes.join import JoinScene
from game.app.scenes.new_game import PERSON, REMOTE, NewGameScene
from game.app.scenes.online_server import ServerScene
from game.app.tables.common.remote import remote_scene
from game.app.ui import art, theme
from game.app.ui.overlay import card, draw_card, draw_page, scale_of
from game.app.ui.scene import ButtonScene, Scene
from game.app.ui.widgets import Button, layout_column
from game.app.ui.words import game_name
from game.i18n import N_, _
from game.net.discovery import lan_address
from game.net.host import HostedTable, HostError
from game.net.join_code import new_code
from game.net.link import Chair, Link
from game.net.protocol import seat_key
from game.net.table import Colour, SeatInfo, Table, new_token
from game.net.tls import SCHEME, client_context
from game.rules.components import game_specs
from game.rules.config import GameConfig

HOSTED_LISTED = 3      # hosted tables offered to reopen


class OnlineScene(ButtonScene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.buttons = [Button(N_("Host a game"), self.host, primary=True), Button(N_("Join a game"), self.join),
                        Button(N_("A server"), self.server), Button(N_("Back"), self.app.scenes.pop)]
        self.scale = 1.0
        self.card = pygame.Rect(0, 0, 0, 0)
        self.error = ""
        self.reopen_buttons = [Button(reopen_words(g), self._reopener(g))
                               for g in hosted_games.hosted_games()[:HOSTED_LISTED]]
        self.buttons[3:3] = self.reopen_buttons

    def _reopener(self, game: hosted_games.HostedGame):
        def reopen_it() -> None:
            self.error = reopen(self.app, game) or ""
        return reopen_it

    def host(self) -> None:
        self.app.scenes.push(NewGameScene(self.app, host_game))

    def join(self) -> None:
        self.app.scenes.push(JoinScene(self.app, connect))

    def server(self) -> None:
        self.app.scenes.push(ServerScene(self.app, sit))

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        rows = len(self.reopen_buttons)
        self.card = card(size, 900, 630 + (60 + 92 * rows if rows else 0))
        top = self.card.y + int(250 * s)
        layout_column(self.buttons[:3], size[0] // 2, top, int(480 * s), int(70 * s), int(22 * s))
        layout_column(self.reopen_buttons, size[0] // 2, top + int(336 * s), int(760 * s), int(70 * s), int(22 * s))
        self.buttons[-1].rect = pygame.Rect(0, 0, int(480 * s), int(70 * s))
        self.buttons[-1].rect.midbottom = (size[0] // 2, self.card.bottom - int(40 * s))

    def draw(self, surface: pygame.Surface) -> None:
        s, c = self.scale, self.card
        draw_page(surface, c, _("Play online"), s, title_w=c.w - int(60 * s), size=48, at=(0, 36), centred=True)
        theme.blit_text(surface, _("Host: this computer holds the table and tells friends its code."), int(20 * s),
                        theme.INK_DIM, midtop=(c.centerx, c.y + int(120 * s)), max_w=c.w - int(60 * s))
        theme.blit_text(surface, _("Join: sit at a table another player holds."), int(20 * s),
                        theme.INK_DIM, midtop=(c.centerx, c.y + int(156 * s)), max_w=c.w - int(60 * s))
        theme.blit_text(surface, _("A server: a shared server's open tables; create one or join by code."),
                        int(20 * s), theme.INK_DIM, midtop=(c.centerx, c.y + int(192 * s)), max_w=c.w - int(60 * s))
        if self.reopen_buttons:
            theme.blit_text(surface, _("Your hosted games"), int(22 * s), theme.INK_DIM, bold=True,
                            midtop=(c.centerx, self.reopen_buttons[0].rect.y - int(40 * s)), max_w=c.w - int(60 * s))
        for b in self.buttons:
            b.draw(surface, s, 22 if b in self.reopen_buttons else 28)
        if self.error:
            theme.blit_text(surface, self.error, int(20 * s), theme.BAD, midbottom=(c.centerx, c.bottom - int(12 * s)),
                            max_w=c.w - int(60 * s))


def reopen_words(game: hosted_games.HostedGame) -> str:
    """What a hosted table's button says: the game and who sits at it."""
    names = ", ".join(seat.name or _("Seat {n}").format(n=i + 1) for i, seat in enumerate(game.table.seats))
    return _("Reopen {game} · {names}").format(game=game_name(game_specs()[game.table.record.config.game].name),
                                                  names=names)


def host_game(app, config: GameConfig, seed: int, seats: list[tuple[str, str, Colour | None]]) -> str | None:
    """Serve a table from this window and sit its people here. seats: (name, kind, colour) with
    kind "person", "remote" or a computer level, colour the seat's as chosen (every window shows
    it). The reason (one line) when it cannot start."""
    people = [name for name, kind, _colour in seats if kind == PERSON]
    if not people:
        return _("a hosted game needs a person at this computer")
    if len(set(people)) < len(people):
        return _("each person at this computer needs a different name")
    tokens = {name: new_token() for name in people}
    table = Table(new_code(), config, seed,
                  [_seat_info(name, kind, tokens.get(name, ""), colour) for name, kind, colour in seats])
    return serve(app, table, [Chair(name, tokens[name]) for name in people])


def serve(app, table: Table, chairs: list[Chair], port: int = 0) -> str | None:
    """Serve `table` from this window (autosaved to hosted_games.folder()) and sit `chairs`
    here; a port asked for but taken gives way to any free one. The reason when it cannot."""
    try:
        hosted = HostedTable(table, chairs[0].name, folder=hosted_games.folder(), port=port,
                             seat_wait=settings.current().seat_wait)
        port = hosted.start()
    except HostError as exc:
        if port:
            return serve(app, table, chairs)
        return _("the game server could not start: {reason}").format(reason=str(exc))
    link = Link("127.0.0.1", port, table.code, chairs, online_seats.wake)
    app.scenes.push(ConnectScene(app, link.start(), hosted, f"{lan_address()}:{port}"))
    return None


def reopen(app, game: hosted_games.HostedGame) -> str | None:
    """Serve a hosted table again, on its old port when free, so its players can rejoin."""
    return serve(app, game.table, [Chair(h.name, h.token) for h in game.seats], game.seats[0].port)


def _seat_info(name: str, kind: str, token: str, colour: Colour | None) -> SeatInfo:
    """The server's seat: this window's people are remote seats kept for them by name and token;
    a computer seat keeps the name the host gave it; a remote seat waits for its player's."""
    if kind == PERSON:
        return SeatInfo(REMOTE, name=name, key=seat_key(token) if token else "", colour=colour)
    if kind == REMOTE:
        return SeatInfo(REMOTE, colour=colour)
    return SeatInfo(kind, name=name, colour=colour)


def connect(app, host: str, port: int, code: str, name: str, token: str = "",
            announced: tuple[str, int] | None = None, tls: bool = False) -> str | None:
    """Join a server's table from the Join scene (a held seat tried first where its table is
    announced: the link sits there only if that server proves it holds the seat), over TLS
    when `tls`; the reason when the settings' authority file cannot be used."""
    return sit(app, host, port, code, [Chair(name, token)], announced, tls)


def sit(app, host: str, port: int, code: str, chairs: list[Chair], announced: tuple[str, int] | None = None,
        tls: bool = False, watching: bool = False) -> str | None:
    """Sit `chairs` at a table another computer serves (the ConnectScene waits for the seats),
    or with `watching` watch it (the table scene then shows it read-only: no seat is here)."""
    try:
        context = client_context(settings.current().online_ca or None) if tls else None
    except ValueError as exc:
        return str(exc)
    link = Link(host, port, code, chairs, online_seats.wake, announced=announced, tls=context, watching=watching)
    app.scenes.push(ConnectScene(app, link.start(), None, f"{SCHEME if tls else ''}{host}:{port}"))
    return None


def rejoin_held(app, h: online_seats.HeldSeat, announced: tuple[str, int] | None = None) -> str | None:
    """Take back a held seat (its token proves it is this player), where its server was."""
    return connect(app, h.host, h.port, h.code, h.name, h.token, announced, h.tls)


class ConnectScene(Scene):
    """Waits for the server to seat this window's players, then opens the table."""

    def __init__(self, app, link: Link, hosted: HostedTable | None, address: str) -> None:
        super().__init__(app)
        self.link, self.hosted, self.address = link, hosted, address
        self.session: NetSession | None = None
        self.problem = ""
        self.opened = False
        self.back = Button(N_("Back"), self.app.scenes.pop)
        self.scale = 1.0
        self.card = pygame.Rect(0, 0, 0, 0)

    def focus_items(self) -> list:
        return [self.back]

    def update(self, dt: float) -> bool:
        for index, msg in self.link.messages():
            if self.session is None and msg.get("type") in ("welcome", "watching"):
                try:
                    self.session = NetSession.from_welcome(self.link, index, msg)
                except ValueError as exc:
                    self.problem = str(exc)
            elif self.session is not None:
                self.session.receive(index, msg)
            elif msg.get("type") == "error":
                self.problem = refusal(msg)
            elif msg.get("type") == "lost":
                self.problem = str(msg.get("reason", ""))[:200]
        s = self.session
        if s is not None and s.refused:
            self.problem = s.refused
        if s is not None and not self.problem and (self.link.watching or len(s.mine) == len(self.link.chairs)):
            self._open(s)
            return True
        return False

    def _open(self, session: NetSession) -> None:
        """The table; every seat here is remembered with its token (a host's, to reopen its table)."""
        for chair in [] if self.link.watching else self.link.chairs:
            said = online_seats.remember(online_seats.HeldSeat(
                self.link.host, self.link.port, self.link.code, chair.name, chair.token, session.config.game,
                self.hosted is not None, self.link.tls is not None))
            session.notice = session.notice or said       # a file moved aside, or a seat not kept
        self.opened = True
        self.app.scenes.replace(remote_scene(self.app, session, self.hosted, self.address))

    def leave(self) -> None:
        if not self.opened:                  # the table takes the link (and the server) over
            self.link.close()
            if self.hosted is not None:
                self.hosted.stop()

    def handle_event(self, event):
        if self.focus.handle(event, self.focus_items()) or self.back.handle(event):
            return None
        return event

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        self.card = card(size, 1000, 420)
        self.back.rect = pygame.Rect(0, 0, int(240 * s), int(64 * s))
        self.back.rect.midbottom = (self.card.centerx, self.card.bottom - int(30 * s))

    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        s, c = self.scale, self.card
        surface.blit(art.cloth(W, H), (0, 0))
        draw_card(surface, c)
        title = _("Connecting to {address}…").format(address=self.address)
        if self.problem:                     # refused: the title no longer says it is connecting
            title = _("Could not join {address}").format(address=self.address)
        theme.blit_text(surface, title, int(32 * s), theme.GOLD, bold=True, max_w=c.w - int(60 * s),
                        midtop=(c.centerx, c.y + int(50 * s)))
        if self.problem:
            theme.blit_text(surface, _("Not seated: {reason}").format(reason=self.problem), int(22 * s),
                            theme.BAD, max_w=c.w - int(60 * s), midtop=(c.centerx, c.y + int(150 * s)))
        self.back.draw(surface, s, 24)
