"""Join a game: type the host's address and the table's code, pick a game announced on the
local network (game.net.discovery; the list follows what is heard, woken by the listener
thread), or take back a seat this player holds (online_seats: its token proves it is them).
A table is known by its code: a host that served it again on another address is found there
when it is announced on this network (once its server there proved it holds the seat: an
announcement alone moves nothing), or when its new address is typed with the code."""
from __future__ import annotations

from typing import Callable

import pygame

from game.app import online_seats, settings
from game.app.ui import theme
from game.app.ui.overlay import card, draw_page, scale_of
from game.app.ui.scene import Scene, offer
from game.app.ui.widgets import Button, TextField
from game.app.ui.words import game_name
from game.i18n import N_, _, ngettext
from game.names import clean
from game.net.discovery import PORT, Announced, Listener
from game.net.join_code import plain, shown
from game.net.protocol import CODE, NAME_CHARS
from game.net.tls import BadAddress, parse_address
from game.rules.components import game_specs

LISTED = 4       # rows of each list


def announced_words(g: Announced) -> str:
    spec = game_specs().get(g.game)
    game = game_name(spec.name) if spec else g.game
    seats = ngettext("{n} open seat", "{n} open seats", g.open_seats).format(n=g.open_seats)
    return f"{g.name} · {game} · {seats}"


def held_game(h: online_seats.HeldSeat) -> str:
    """The name of a held seat's game, in the player's language."""
    return game_name(game_specs()[h.game].name) if h.game in game_specs() else h.game


class JoinScene(Scene):
    def __init__(self, app, connect: Callable[..., str | None], listen_port: int | None = None) -> None:
        super().__init__(app)
        self.connect = connect
        self.address = TextField("", 60)
        self.code = TextField("", 64)
        self.name = TextField(settings.current().online_name or _("Player"), NAME_CHARS)   # as last typed
        self.join_button = Button(N_("Join"), self.join, primary=True)
        self.back = Button(N_("Back"), self.app.scenes.pop)
        self.error = ""
        self.scale = 1.0
        self.card = pygame.Rect(0, 0, 0, 0)
        self.heard: list[Announced] = []
        self.lan_buttons: list[Button] = []
        self.listener: Listener | None = None
        self.lan_note = ""
        try:
            self.listener = Listener(online_seats.wake, port=PORT if listen_port is None else listen_port)
        except OSError as exc:
            self.lan_note = _("cannot listen for games on the local network: {reason}").format(
                reason=exc.strerror or exc)
        kept = online_seats.held()
        self.held = [h for h in kept or [] if not h.hosted][:LISTED]
        self.unreadable = kept is None          # online.json: said, and moved aside when a seat is next kept
        if self.held:                    # the newest seat held: its address, code and name filled in
            last = self.held[0]
            self.address.value, self.code.value, self.name.value = last.address(), shown(last.code), last.name
        self.held_buttons = [Button(self.held_words(h), self._rejoiner(h)) for h in self.held]

    def fields(self) -> list[TextField]:
        return [self.address, self.code, self.name]

    def focus_items(self) -> list:
        return [*self.fields(), *self.lan_buttons, *self.held_buttons, self.join_button, self.back]

    # ---- joining -----------------------------------------------------------------------
    def join(self) -> None:
        try:
            host, port, tls = parse_address(self.address.value.strip())
        except BadAddress:
            host = ""
        name = clean(self.name.value)
        if not host:
            self.error = _("the address is HOST:PORT, as the host's table shows it")
        elif not CODE.fullmatch(code := plain(self.code.value)):
            self.error = _("the code is the one the host's table shows (letters, digits, - and _)")
        elif not name:
            self.error = _("your name, please")
        else:
            self.error = ""
            settings.change(online_name=name)
            held = next((h for h in online_seats.held() or [] if (h.code, h.name) == (code, name)), None)
            self.error = self.connect(self.app, host, port, code, name, held.token if held else "", tls=tls) or ""

    def _picker(self, g: Announced):
        def pick() -> None:
            self.address.value, self.code.value = f"{g.host}:{g.port}", g.code
            self.join()
        return pick

    def announced(self, h: online_seats.HeldSeat) -> tuple[str, int] | None:
        heard = next((g for g in self.heard if g.code == h.code), None)
        return (heard.host, heard.port) if heard else None

    def held_at(self, h: online_seats.HeldSeat) -> tuple[str, int]:
        """Where a held seat's table is tried first: where it is announced, else where it was."""
        return self.announced(h) or (h.host, h.port)

    def held_words(self, h: online_seats.HeldSeat) -> str:
        host, port = self.held_at(h)
        return _("Rejoin {name} · {game} · {address}").format(name=h.name, game=held_game(h), address=f"{host}:{port}")

    def _rejoiner(self, h: online_seats.HeldSeat):
        def rejoin() -> None:
            self.error = self.connect(self.app, h.host, h.port, h.code, h.name, h.token, self.announced(h), h.tls) or ""
        return rejoin

    def update(self, dt: float) -> bool:
        heard = self.listener.current()[:LISTED] if self.listener else []
        if heard == self.heard:
            return False
        self.heard = heard
        self.lan_buttons = [Button(announced_words(g), self._picker(g)) for g in heard]
        for h, b in zip(self.held, self.held_buttons):
            b.label = self.held_words(h)
        self.resize(self.app.scenes.size)
        return True

    def leave(self) -> None:
        if self.listener is not None:
            self.listener.close()

    def handle_event(self, event):
        editing = next((f for f in self.fields() if f.editing), None)
        if editing and event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            editing.editing = False
            return None
        used = offer(self, event, [*self.fields(), *self.lan_buttons, *self.held_buttons, self.join_button, self.back])
        return None if used else event

    # ---- geometry and drawing ------------------------------------------------------------
    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        self.card = c = card(size, 1400, 960)
        if size == (0, 0):
            return
        x, w = c.x + int(300 * s), int(700 * s)
        for i, f in enumerate(self.fields()):
            f.rect = pygame.Rect(x, c.y + int((120 + i * 74) * s), w, int(56 * s))
        self.join_button.rect = pygame.Rect(x + w + int(30 * s), c.y + int(268 * s), int(300 * s), int(56 * s))
        for i, b in enumerate(self.lan_buttons):
            b.rect = pygame.Rect(x, c.y + int((420 + i * 62) * s), c.right - x - int(40 * s), int(52 * s))
        for i, b in enumerate(self.held_buttons):
            b.rect = pygame.Rect(x, c.y + int((700 + i * 62) * s), c.right - x - int(40 * s), int(52 * s))
        self.back.rect = pygame.Rect(c.x + int(40 * s), c.bottom - int(90 * s), int(200 * s), int(64 * s))

    def draw(self, surface: pygame.Surface) -> None:
        s, c = self.scale, self.card
        draw_page(surface, c, _("Join a game"), s, size=48, at=(40, 56))
        labels = [(_("Address"), 148), (_("Code"), 222), (_("Your name"), 296),
                  (_("On this network"), 446), (_("Your seats"), 726)]
        for label, y in labels:
            theme.blit_text(surface, label, int(22 * s), theme.INK_DIM, bold=True, max_w=int(240 * s),
                            midleft=(c.x + int(40 * s), c.y + int(y * s)))
        for f in self.fields():
            f.draw(surface, s)
        self.join_button.draw(surface, s, 26)
        x = c.x + int(300 * s)
        if not self.lan_buttons:
            theme.blit_text(surface, self.lan_note or _("no game announced yet: hosts announce theirs once a second"),
                            int(20 * s), theme.INK_DIM, max_w=c.right - x - int(40 * s),
                            midleft=(x, c.y + int(446 * s)))
        for b in self.lan_buttons + self.held_buttons:
            b.draw(surface, s, 20)
        if not self.held_buttons:
            words = _("online.json cannot be read: it is moved aside when you next take a seat") if self.unreadable \
                else _("none: a seat you take is kept here until its game ends")
            theme.blit_text(surface, words, int(20 * s), theme.BAD if self.unreadable else theme.INK_DIM,
                            max_w=c.right - x - int(40 * s), midleft=(x, c.y + int(726 * s)))
        if self.error:
            theme.blit_text(surface, self.error, int(20 * s), theme.BAD, max_w=c.right - x - int(40 * s),
                            midleft=(x, c.y + int(360 * s)))
        self.back.draw(surface, s, 24)
