"""Play online → A server: a shared server run with `serve --lobby` (its address remembered in
the settings; tls://HOST:PORT is reached over TLS, its certificate checked against the
system's authorities or the private authority's file typed here, kept as the settings'
online_ca). The scene lists the server's open public tables, refreshed by a background
thread that wakes the window with each listing; a row joins its table (its Watch follows it
instead), Create makes a table (the New game scene with remote seats, public or private) and
sits this window's people at it under the name typed here, Join sits at a table by its code
and Watch follows one by its code (the table scene, read-only).
"""
from __future__ import annotations

import asyncio
import threading
from typing import Callable

import pygame

from game.app import online_seats, settings
from game.app.refusals import refusal
from game.app.scenes.new_game import PERSON, REMOTE, NewGameScene
from game.app.ui import theme
from game.app.ui.overlay import card, draw_page, scale_of
from game.app.ui.scene import Scene, offer
from game.app.ui.widgets import Button, TextField
from game.app.ui.words import game_name, variant_name
from game.i18n import N_, _, ngettext
from game.names import clean
from game.net.join_code import plain
from game.net.link import Chair
from game.net.protocol import CODE, NAME_CHARS
from game.net.seating import request
from game.net.tls import BadAddress, client_context, parse_address
from game.rules.components import game_specs
from game.rules.config import GameConfig

LISTED = 5            # open tables shown
REFRESH = 3.0         # seconds between two listings
ASK_WITHIN = 5.0      # seconds a lobby may take to answer a listing or a create


class Server:
    """A lobby server's address, read from what the player typed, and for tls:// the
    authority file its certificate is checked against ("": the system's) (ValueError: why not)."""

    def __init__(self, text: str, ca: str = "") -> None:
        try:
            self.host, self.port, self.tls = parse_address(text.strip())
        except BadAddress:
            raise ValueError(_("the address is HOST:PORT or tls://HOST:PORT")) from None
        self.context = client_context(ca or None) if self.tls else None

    def ask(self, kind: str, **fields) -> dict:
        """The lobby's answer to one message (OSError, ValueError or an Untrusted when none)."""
        return asyncio.run(request(self.host, self.port, kind, self.context, ASK_WITHIN, **fields))


class Listings:
    """The open tables of a lobby, asked for every REFRESH seconds on a thread of its own;
    `latest` is the last listing (a list of the lobby's rows) or the reason there is none."""

    def __init__(self, server: Server) -> None:
        self.server = server
        self.latest: list[dict] | str | None = None
        self.stop = threading.Event()
        self.thread = threading.Thread(target=self._run, name="lobby-listing", daemon=True)
        self.thread.start()

    def _run(self) -> None:
        while not self.stop.is_set():
            try:
                msg = self.server.ask("tables")
                tables = msg.get("tables") if msg.get("type") == "listing" else None
                if msg.get("type") == "error" and msg.get("code") != "dropped":    # busy, say
                    self.latest = refusal(msg)
                elif isinstance(tables, list):
                    self.latest = [t for t in tables if isinstance(t, dict)]
                else:                        # a server without --lobby drops a listing asked for
                    self.latest = _("this server has no lobby (it was not started with serve --lobby)")
            except Exception as exc:         # noqa: BLE001 - any failure is the line shown
                self.latest = str(exc)[:200] or type(exc).__name__
            online_seats.wake()
            self.stop.wait(REFRESH)

    def close(self) -> None:
        self.stop.set()


def table_words(t: dict) -> str:
    """A listed table in a line: its game and variants, its open seats and who waits there."""
    spec = game_specs().get(str(t.get("game")))
    game = game_name(spec.name) if spec else str(t.get("game"))[:32]
    variants = [variant_name(str(v)[:32]) for v in t.get("variants", [])[:8]] if isinstance(t.get("variants"), list) else []
    free = t["free"] if type(t.get("free")) is int else 0
    waiting = [n[:NAME_CHARS] for n in t.get("waiting", [])[:8] if isinstance(n, str)] \
        if isinstance(t.get("waiting"), list) else []
    seats = ngettext("{n} open seat", "{n} open seats", free).format(n=free)
    return " · ".join([game + (f" ({', '.join(variants)})" if variants else ""), seats, *([", ".join(waiting)] if waiting else [])])


def lobby_spec(config: GameConfig, kinds: list[str]) -> str:
    """GAME:PLAYERS:SEATS[:VARIANTS] of a table set up in the New game scene: every person
    sits by the network, here or elsewhere."""
    seats = ",".join(REMOTE if kind in (PERSON, REMOTE) else kind for kind in kinds)
    return f"{config.game}:{config.players}:{seats}" + (f":{','.join(config.variants)}" if config.variants else "")


class ServerScene(Scene):
    def __init__(self, app, sit: Callable[..., str | None]) -> None:
        super().__init__(app)
        self.sit_at = sit                    # game.app.scenes.online.sit: chairs seated by a ConnectScene
        self.address = TextField(settings.current().online_server, 200)
        self.authority = TextField(settings.current().online_ca, 1000)    # a private authority's certificate file
        self.name = TextField(settings.current().online_name or _("Player"), NAME_CHARS)   # as last typed
        self.code = TextField("", 64)
        self.connect_button = Button(N_("Connect"), self.open_server, primary=True)
        self.join_button = Button(N_("Join"), self.join_code)
        self.watch_button = Button(N_("Watch"), self.watch_code)
        self.create_button = Button(N_("Create a table"), self.create)
        self.public = True
        self.public_button = Button(N_("Public table"), self.toggle_public)
        self.back = Button(N_("Back"), self.app.scenes.pop)
        self.server: Server | None = None
        self.listings: Listings | None = None
        self.tables: list[dict] = []
        self.table_buttons: list[Button] = []
        self.watch_buttons: list[Button] = []     # beside each listed table: watch it instead
        self.error = ""
        self.scale = 1.0
        self.card = pygame.Rect(0, 0, 0, 0)
        if self.address.value:
            self.open_server()

    def fields(self) -> list[TextField]:
        return [self.address, self.name, self.code, self.authority]

    def focus_items(self) -> list:
        rows = [b for pair in zip(self.table_buttons, self.watch_buttons) for b in pair]
        return [self.address, self.connect_button, self.name, self.code, self.join_button, self.watch_button,
                self.authority, *rows,
                self.public_button, self.create_button, self.back]

    # ---- the server --------------------------------------------------------------------
    def open_server(self) -> None:
        """Use the address typed (and the authority file, for tls://): remembered, and its open
        tables listed from now on; an authority file that cannot be used is said and changes nothing."""
        try:
            server = Server(self.address.value, self.authority.value.strip())
        except ValueError as exc:
            self.error = str(exc)
            return
        self.error = ""
        self.leave()
        self.server, self.tables, self.table_buttons, self.watch_buttons = server, [], [], []
        settings.change(online_server=self.address.value.strip(), online_ca=self.authority.value.strip())
        self.listings = Listings(server)

    def _player(self) -> str | None:
        name = clean(self.name.value)
        if not name:
            self.error = _("your name, please")
        elif self.server is None:
            self.error = _("the address is HOST:PORT or tls://HOST:PORT")
        else:
            settings.change(online_name=name)       # the next visit's name
        return name if name and self.server is not None else None

    def take_seat(self, code: str) -> None:
        name = self._player()
        if name is not None and self.server is not None:
            self.leave()                     # no listing while covered (resume lists again)
            held = next((h for h in online_seats.held() or [] if (h.code, h.name) == (code, name)), None)
            self.error = self.sit_at(self.app, self.server.host, self.server.port, code,
                                     [Chair(name, held.token if held else "")], tls=self.server.tls) or ""

    def join_code(self) -> None:
        if not CODE.fullmatch(code := plain(self.code.value)):
            self.error = _("the code is the one the host's table shows (letters, digits, - and _)")
        else:
            self.take_seat(code)

    def watch_code(self) -> None:
        """Watch the table of the code typed: its public view, live, nothing to play."""
        if not CODE.fullmatch(code := plain(self.code.value)):
            self.error = _("the code is the one the host's table shows (letters, digits, - and _)")
        else:
            self.watch(code)

    def watch(self, code: str) -> None:
        """Watch a table (typed, or listed) under the name typed, if any."""
        if self.server is None:
            self.error = _("the address is HOST:PORT or tls://HOST:PORT")
        else:
            self.leave()
            if name := clean(self.name.value):
                settings.change(online_name=name)       # the next visit's name
            self.error = self.sit_at(self.app, self.server.host, self.server.port, code, [Chair(name)],
                                     tls=self.server.tls, watching=True) or ""

    def _joiner(self, code: str):
        return lambda: self.take_seat(code)

    def _watcher(self, code: str):
        return lambda: self.watch(code)

    def toggle_public(self) -> None:
        self.public = not self.public
        self.public_button.label = N_("Public table") if self.public else N_("Private table")

    def create(self) -> None:
        """The New game scene, to set the table up, this window's first person named as typed here."""
        if (name := self._player()) is not None:
            self.leave()
            setup = NewGameScene(self.app, self.make_table)
            here = next((i for i, kind in enumerate(setup.kinds[:setup.players]) if kind == PERSON), None)
            if here is not None:
                setup.names[here].value = name
            self.app.scenes.push(setup)

    def make_table(self, app, config: GameConfig, seed: int, seats: list[tuple[str, str, object]]) -> str | None:
        """The New game scene's Start: the lobby makes the table (it draws its own seed) and
        this window's people sit at it. The reason (one line) when it cannot."""
        people = [name for name, kind, _colour in seats if kind == PERSON]
        if not people:
            return _("a hosted game needs a person at this computer")
        if len(set(people)) < len(people):
            return _("each person at this computer needs a different name")
        if self.server is None:
            return _("the address is HOST:PORT or tls://HOST:PORT")
        spec = lobby_spec(config, [kind for _name, kind, _colour in seats])
        try:
            msg = self.server.ask("create", table=spec, public=self.public)
        except Exception as exc:             # noqa: BLE001 - the reason is shown on the setup
            return str(exc)[:200] or type(exc).__name__
        code = msg.get("code")
        if msg.get("type") != "created" or not isinstance(code, str) or not CODE.fullmatch(code):
            return str(msg.get("reason", _("the server refused the table")))[:200]
        return self.sit_at(app, self.server.host, self.server.port, code, [Chair(name) for name in people],
                   tls=self.server.tls)

    # ---- frames ------------------------------------------------------------------------
    def update(self, dt: float) -> bool:
        latest = self.listings.latest if self.listings else None
        if latest is None or (isinstance(latest, list) and latest[:LISTED] == self.tables):
            if isinstance(latest, str) and latest != self.error:
                self.error = latest
                return True
            return False
        if isinstance(latest, str):
            self.error = latest
            return True
        self.tables = latest[:LISTED]
        self.table_buttons = [Button(table_words(t), self._joiner(str(t.get("code", ""))))
                              for t in self.tables]
        self.watch_buttons = [Button(N_("Watch"), self._watcher(str(t.get("code", "")))) for t in self.tables]
        self.resize(self.app.scenes.size)
        return True

    def leave(self) -> None:
        if self.listings is not None:
            self.listings.close()
            self.listings = None

    def resume(self) -> None:
        if self.server is not None and self.listings is None:
            self.listings = Listings(self.server)

    def handle_event(self, event):
        editing = next((f for f in self.fields() if f.editing), None)
        if editing and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            editing.editing = False
            return None
        return None if offer(self, event, self.focus_items()) else event

    # ---- geometry and drawing ------------------------------------------------------------
    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        self.card = c = card(size, 1400, 960)
        if size == (0, 0):
            return
        x, w, h = c.x + int(300 * s), int(700 * s), int(56 * s)
        for i, f in enumerate(self.fields()):
            f.rect = pygame.Rect(x, c.y + int((120 + i * 74) * s), w, h)
        side = x + w + int(30 * s)
        self.connect_button.rect = pygame.Rect(side, self.address.rect.y, int(300 * s), h)
        self.code.rect.w = int(380 * s)                  # a code is short: Join and Watch beside it
        self.join_button.rect = pygame.Rect(x + int(400 * s), self.code.rect.y, int(300 * s), h)
        self.watch_button.rect = pygame.Rect(side, self.code.rect.y, int(300 * s), h)
        watch_w = int(180 * s)
        for i, (b, watch) in enumerate(zip(self.table_buttons, self.watch_buttons)):
            b.rect = pygame.Rect(x, c.y + int((420 + i * 62) * s), c.right - x - int(60 * s) - watch_w, int(52 * s))
            watch.rect = pygame.Rect(b.rect.right + int(20 * s), b.rect.y, watch_w, int(52 * s))
        self.public_button.rect = pygame.Rect(x, c.y + int(760 * s), int(340 * s), h)
        self.create_button.rect = pygame.Rect(x + int(360 * s), c.y + int(760 * s), int(340 * s), h)
        self.back.rect = pygame.Rect(c.x + int(40 * s), c.bottom - int(90 * s), int(200 * s), int(64 * s))

    def draw(self, surface: pygame.Surface) -> None:
        s, c = self.scale, self.card
        draw_page(surface, c, _("A server"), s, size=48, at=(40, 56))
        labels = [(_("Address"), 148), (_("Your name"), 222), (_("Code"), 296), (_("Authority"), 370),
                  (_("Open tables"), 446)]
        for label, y in labels:
            theme.blit_text(surface, label, int(22 * s), theme.INK_DIM, bold=True, max_w=int(240 * s),
                            midleft=(c.x + int(40 * s), c.y + int(y * s)))
        for f in self.fields():
            f.draw(surface, s)
        a = self.authority.rect
        if not self.authority.value and not self.authority.editing:     # what an empty field means
            theme.blit_text(surface, _("for tls:// only: a private authority's certificate file (empty: the system's)"),
                            int(18 * s), theme.INK_DIM, max_w=a.w - int(24 * s), midleft=(a.x + int(12 * s), a.centery))
        for b in (self.connect_button, self.join_button, self.watch_button, self.public_button, self.create_button):
            b.draw(surface, s, 24)
        x = c.x + int(300 * s)
        if not self.table_buttons:
            words = _("no open table: create one, or join by its code") if self.server else \
                _("the address is HOST:PORT or tls://HOST:PORT")
            theme.blit_text(surface, words, int(20 * s), theme.INK_DIM, max_w=c.right - x - int(40 * s),
                            midleft=(x, c.y + int(446 * s)))
        for b in self.table_buttons + self.watch_buttons:
            b.draw(surface, s, 20)
        if self.error:
            theme.blit_text(surface, self.error, int(20 * s), theme.BAD, max_w=c.right - x - int(40 * s),
                            midleft=(x, c.y + int(850 * s)))
        self.back.draw(surface, s, 24)
