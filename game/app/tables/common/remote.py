"""A table played over the network: each game's own table scene (drawing, clicks, moves)
with a NetSession under it, and on top of it the seats as the server reports them. The banner
carries a word per seat (here, connected, thinking, dropped…: a button that opens the seats'
panel) and, on the window of anyone seated, once the server has waited its time for a dropped
player (it says how long is left: game.net.stand_ins), a button to let a computer level of
their choice play the seat until they return; at every table however it was made. While
the game waits for its players, or the connection is in trouble, a card in the middle says so
(and, on the host's window, the code and address to tell friends); nothing else covers the
table. Moves missed while away are shown at once, not animated. While the connection is
lost, the window listens for its table announced on the local network and, should its host
have served it again at another address, tries there; the seat moves (and that address is
kept for a rejoin) only once the server there proved it holds the seat (game.net.link).

The loop is woken by the network threads (online_seats.wake posts NET_EVENT); while the
table waits for another seat it asks for no frames.
"""
from __future__ import annotations

import math
import time
from typing import Any, Protocol

import pygame

from game.app import online_seats, settings
from game.app.net_session import NetSession
from game.app.tables.directory import table_of
from game.app.ui import clipboard, theme
from game.app.ui.layout import ScaledLayout
from game.app.ui.scene import menu
from game.app.ui.widgets import Button
from game.app.ui.words import agent_name
from game.i18n import N_, _
from game.net.discovery import PORT, Listener
from game.net.host import HostedTable
from game.net.join_code import shown
from game.net.table import REMOTE


class NetTable(Protocol):
    """What the network's part needs of the game's table it is given to (common/table.py)."""
    app: Any

    @property
    def sl(self) -> ScaledLayout: ...

    @property
    def log_button(self) -> Button: ...

    def table_update(self, dt: float) -> bool: ...

    def table_draw(self, surface: pygame.Surface) -> None: ...

    def table_event(self, event: pygame.event.Event) -> pygame.event.Event | None: ...

SUMMARY = 18               # the seats' summary's design text size (12 px at 1280×720)


class RemoteSeats:
    """The network's part of a game's table (remote_scene gives it to the table, which
    asks it before its own update, drawing and events)."""

    def __init__(self, table: NetTable, session: NetSession, hosted: HostedTable | None = None,
                 address: str = "") -> None:
        self.table = table
        self.app = table.app
        self.session = session
        self.hosted, self.address = hosted, address
        self.hand_buttons: dict[int, Button] = {}
        self.forgotten = False
        self.players_button = Button("", self.toggle_players)
        self.players_open = False        # the seats' panel, opened from the banner's summary
        self.copy_button = Button(N_("Copy"), self.copy_code)     # the code and address, to send
        self.card_rect = pygame.Rect(0, 0, 0, 0)      # the middle card, where it was last drawn
        self.finder: Listener | None = None     # listens for the table while the connection is lost
        self.finder_port = PORT
        self.finder_failed = False
        self.counted: dict[int, int] = {}      # the countdown per dropped seat, as last drawn

    # ---- the network -----------------------------------------------------------------
    def update(self, dt: float) -> bool:
        changed = self.session.pump()
        if self.session.result is not None and not self.forgotten:
            online_seats.forget(self.session.code)      # nothing left to rejoin
            self.forgotten = True
        waited = self._hand_buttons()
        counted, self.counted = self.counted, self.countdown()
        waited = waited or counted != self.counted      # a new second to show (the loop sleeps otherwise)
        self._follow_table()
        with settings.hurried(self.session.catching_up()):
            moved = self.table.table_update(dt)
        return moved or changed or waited

    def _follow_table(self) -> None:
        """While the connection is lost, find the table where it is announced now."""
        s = self.session
        if s.moved is not None:                   # its server proved it holds the seats: kept for a rejoin
            for chair in s.link.chairs:
                said = online_seats.remember(online_seats.HeldSeat(*s.moved, s.code, chair.name, chair.token,
                                                                   s.config.game, tls=s.link.tls is not None))
                s.notice = s.notice or said
            s.moved = None
        if not s.lost or self.hosted is not None or s.is_over():
            if self.finder is not None:
                self.finder.close()
                self.finder = None
            return
        if self.finder is None and not self.finder_failed:
            try:
                self.finder = Listener(online_seats.wake, port=self.finder_port)
            except OSError:
                self.finder_failed = True         # another program holds the port: the link tries where it was
                return
        link = s.link
        for g in self.finder.current() if self.finder else []:
            if g.code == s.code and (g.host, g.port) != (link.host, link.port):
                link.moved_to(g.host, g.port)

    def lets_act(self) -> bool:
        """A person here acts only once every seat has its player and the moves received are shown."""
        return self.session.ready() and not self.session.updates

    def pause_buttons(self, close) -> list[Button]:
        """Let the server's computer play this window's seats for a while, or take them back
        (neither while the connection is lost: nothing would reach the server)."""
        s = self.session
        if s.is_over() or not s.mine:
            return []
        copy = Button(_("Copy the code {code}").format(code=shown(s.code)), lambda: None)

        def copy_it() -> None:          # the code and address, to send a friend (the menu stays)
            copy.label = N_("Copied") if clipboard.copy(self.code_line()) else N_("Copy failed")
        copy.on_click = copy_it
        if any(s.handed(seat) for seat in s.mine):
            def take_back() -> None:
                s.hand_over("")
                close()
            button = Button(N_("Take my seat back"), take_back)
        else:
            def choose() -> None:
                close()
                self.app.scenes.push(menu("stand_in",
                    self.app, s.config.game, _("Who plays for you while you are away?"),
                    _("Take your seat back from the menu when you return."), s.hand_over))
            button = Button(N_("Let the computer play for me"), choose)
        if s.lost:
            button.enabled, button.note = False, N_("the connection to the server is lost")
        return [button, copy]

    def move_arrived(self) -> bool:
        """Another seat's move is shown when the server sent it; until then nothing moves."""
        return self.session.ready() and self.session.next_update() is not None

    def _hand_buttons(self) -> bool:
        """For anyone seated here, a button per dropped seat the server lets them hand on now
        (game.net.stand_ins: its wait is over); True when they changed."""
        s = self.session
        now = time.monotonic()
        due = set() if not s.mine or s.lost or s.is_over() else \
            {i for i, t in s.hand_at.items() if now >= t and not s.status[i].get("filled")}
        if due == set(self.hand_buttons):
            return False
        self.hand_buttons = {i: self.hand_buttons.get(i) or Button("", self._hander(i)) for i in sorted(due)}
        return True

    def countdown(self) -> dict[int, int]:
        """The whole seconds until a computer may take each dropped seat, as the server told
        them (its wait: `serve --seat-timeout`, or the hosting window's Settings), for the seats
        still within it: the same on every window at the table, however it was made."""
        now = time.monotonic()
        return {i: math.ceil(t - now) for i, t in self.session.hand_at.items()
                if now < t and not self.session.status[i].get("filled")}

    def dropped_words(self, i: int) -> str:
        """What the table says of seat i's dropped player: how long until a computer may play for them."""
        left = self.countdown().get(i)
        if left is None:
            return _("dropped: the table waits for them to rejoin")
        return _("dropped: a computer may play for them in {seconds} s").format(seconds=left)

    def away(self, seat) -> bool:
        """The seat's player has dropped and nobody plays for them (no one is thinking there)."""
        return seat in self.session.seats and self.session.seats.index(seat) in self.dropped()

    def _hander(self, seat: int):
        def hand() -> None:
            s, name = self.session, self.session.seats[seat].name
            self.app.scenes.push(menu("stand_in",
                self.app, s.config.game, _("Who plays for {name} until they return?").format(name=name),
                _("{name} takes the seat back by joining again.").format(name=name),
                lambda level: s.stand_in(seat, level)))
        return hand

    def handle_event(self, event):
        used = [b.handle(event) for b in (*self.hand_buttons.values(), self.players_button, self.copy_button)]
        if any(used) and event.type != pygame.MOUSEMOTION:
            return None
        if (event.type == pygame.MOUSEBUTTONDOWN and self.card_rect.collidepoint(event.pos)
                and self.session.ready() and self.session.notice):
            self.session.notice = ""               # a refusal read: the card goes
            return None
        return self.table.table_event(event)

    def leave(self) -> None:
        if self.finder is not None:
            self.finder.close()
        self.session.link.close()
        if self.hosted is not None:
            self.hosted.stop()

    def buttons(self) -> list[Button]:
        """The seats' summary and the host's buttons sit where Why? would (the banner's words stop before them)."""
        return [*self.hand_buttons.values(), self.players_button]

    def toggle_players(self) -> None:
        self.players_open = not self.players_open

    def network_words(self, seat) -> str:
        """What the banner says of a seat played elsewhere: waiting for its player, dropped,
        played by a computer for now, or playing over the network."""
        s = self.session
        if not s.ready():
            return _("waiting for a player")
        if seat.agent != REMOTE:
            return ""
        i = s.seats.index(seat)
        info = s.status[i] if i < len(s.status) else {}
        if info.get("filled"):
            return _("{level} plays for now").format(level=agent_name(str(info.get("fill"))))
        if not info.get("name"):
            return _("waiting for a player")
        if i in s.dropped_at:
            return self.dropped_words(i)
        return _("playing over the network")

    # ---- drawing (reads only) ----------------------------------------------------------
    def seat_state(self, i: int) -> tuple[str, str]:
        """(a word for the summary, a line for the panel) of seat i."""
        s = self.session
        info = s.status[i] if i < len(s.status) else {}
        if s.actor() == i and s.ready() and not s.is_over() and i not in self.dropped():
            return _("thinking"), _("thinking…")
        if info.get("filled") and (i in s.mine or info.get("connected")):      # handed by its player
            return _("computer"), _("{level} plays for now").format(level=agent_name(str(info.get("fill"))))
        if i in s.mine:
            return _("here"), _("at this computer")
        if info.get("kind") != REMOTE:
            return _("computer"), _("computer · {level}").format(level=agent_name(str(info.get("kind"))))
        if not info.get("name"):
            return _("waiting"), _("waiting for a player")
        if info.get("filled"):
            return _("dropped"), _("dropped · {level} plays").format(level=agent_name(str(info.get("fill"))))
        if info.get("connected"):
            return _("connected"), _("connected")
        return _("dropped"), _("dropped")

    def dropped(self) -> list[int]:
        """The seats whose player dropped and nobody plays for."""
        return [i for i in sorted(self.session.dropped_at) if not self.session.status[i].get("filled")]

    def notes(self) -> list[tuple[str, tuple]]:
        """The lines under the seats: what the table waits for, the code to tell, trouble."""
        s = self.session
        out: list[tuple[str, tuple]] = []
        if s.mine and not s.is_over():          # anyone seated may tell a friend the table
            out.append((self.code_line(), theme.GOLD))
        if not s.ready():
            out.append((_("The game begins when every remote seat has its player."), theme.INK))
        for i in self.dropped():
            out.append((f"{s.seats[i].name}: {self.dropped_words(i)}", theme.BAD))
        if s.watchers:
            out.append((_("Watching: {names}").format(names=", ".join(s.watchers)), theme.INK_DIM))
        if s.notice:
            out.append((s.notice, theme.BAD))
        return out

    def code_line(self) -> str:
        """The line for friends: the code grouped for reading aloud, and the address."""
        return _("Code {code} · address {address}").format(code=shown(self.session.code), address=self.address)

    def copy_code(self) -> None:
        """One click puts the code and address on the clipboard, as the card shows them."""
        self.copy_button.label = N_("Copied") if clipboard.copy(self.code_line()) else N_("Copy failed")

    def waiting_card(self) -> bool:
        """The middle card is up: the game waits for its players, or the connection is in trouble."""
        return not self.session.ready() or bool(self.session.notice)

    def draw(self, surface: pygame.Surface) -> None:
        self._place_summary()
        self.table.table_draw(surface)
        self._draw_summary(surface)
        for i, b in self.hand_buttons.items():
            b.label = _("Let a computer play for {name}").format(name=self.session.seats[i].name)
            b.draw(surface, self.table.sl.scale, SUMMARY)
        self.card_rect = pygame.Rect(0, 0, 0, 0)
        self.copy_button.rect = pygame.Rect(0, 0, 0, 0)     # placed on the code's line when it is shown
        if self.waiting_card():
            self.card_rect = self._draw_seats(surface, None)
        elif self.players_open:
            self._draw_seats(surface, self.players_button.rect)

    def _summary(self) -> list[tuple[tuple, str]]:
        return [(seat.colour, self.seat_state(i)[0]) for i, seat in enumerate(self.session.seats)]

    def _place_summary(self) -> None:
        """The summary's button: as wide as its words, left of Log; the host's buttons left of it."""
        sl = self.table.sl
        f = theme.font(int(SUMMARY * sl.scale))
        w = sum(f.size(word)[0] + sl.px(26) for _c, word in self._summary()) + sl.px(14)
        log = self.table.log_button.rect
        self.players_button.rect = pygame.Rect(log.x - sl.px(12) - w, log.y, w, log.h)
        right = self.players_button.rect.x
        for i, b in reversed(self.hand_buttons.items()):
            words = _("Let a computer play for {name}").format(name=self.session.seats[i].name)
            bw = min(theme.font(int(SUMMARY * sl.scale), bold=True).size(words)[0] + sl.px(40),
                     max(sl.px(40), right - sl.px(12) - sl.px(300)))
            b.rect = pygame.Rect(right - sl.px(12) - bw, log.y, bw, log.h)
            right = b.rect.x

    def _draw_summary(self, surface: pygame.Surface) -> None:
        sl, r = self.table.sl, self.players_button.rect
        edge = theme.GOLD if self.players_open else theme.BAD if self.dropped() else theme.PANEL_EDGE
        theme.panel(surface, r, fill=(12, 22, 26, 235), edge=edge, radius=8, width=2)
        x = r.x + sl.px(10)
        for colour, word in self._summary():
            pygame.draw.circle(surface, colour, (x + sl.px(6), r.centery), sl.px(6))
            x = theme.blit_text(surface, word, int(SUMMARY * sl.scale), theme.INK,
                                midleft=(x + sl.px(16), r.centery)).right + sl.px(10)

    def _draw_seats(self, surface: pygame.Surface, under: pygame.Rect | None) -> pygame.Rect:
        """A line per seat and the notes: under the summary (opened from it), or, with no
        `under`, a card in the middle of the table with its title. Its rect."""
        sl = self.table.sl
        s, px = sl.scale, sl.px
        size, line = int(19 * s), px(30)
        W, H = surface.get_size()
        w = min(px(640), W - px(16))
        notes = self.notes()
        middle = under is None
        title = _("Waiting for the players") if middle and not self.session.ready() else ""
        if middle and not title:
            notes.append((_("Click here to close this."), theme.INK_DIM))
        seats = [] if middle and self.session.lost else self.session.seats    # while lost, what they were is stale
        room = w - px(24)
        lines = [(text, colour, [text] if self.session.mine and text == self.code_line()   # beside Copy
                  else theme.wrap(text, size, room)) for text, colour in notes]          # a long one wrapped
        rows = len(seats) + sum(len(wrapped) for _t, _c, wrapped in lines) + (2 if title else 0)
        rect = pygame.Rect(0, 0, w, px(14) + rows * line)
        if under is None:
            rect.center = (W // 2, H // 2)
        else:
            rect.top, rect.right = under.bottom + px(8), min(W - px(8), under.right + w // 3)
        theme.panel(surface, rect, fill=(12, 22, 26, 245), edge=theme.GOLD, radius=10, width=2)
        x, y = rect.x + px(12), rect.y + px(7)
        if title:
            theme.blit_text(surface, title, int(30 * s), theme.GOLD, serif=True, max_w=w - px(24),
                            center=(rect.centerx, y + line))
            y += 2 * line
        for i, seat in enumerate(seats):
            pygame.draw.circle(surface, seat.colour, (x + px(6), y + line // 2), px(6))
            theme.blit_text(surface, seat.name, size, theme.INK, bold=True, max_w=w // 2 - px(30),
                            midleft=(x + px(18), y + line // 2))
            theme.blit_text(surface, self.seat_state(i)[1], size, theme.INK_DIM, max_w=w // 2 - px(12),
                            midleft=(rect.centerx, y + line // 2))
            y += line
        for text, colour, wrapped in lines:
            width = room
            if self.session.mine and text == self.code_line():
                bw = theme.font(size, bold=True).size(_(self.copy_button.label))[0] + px(24)
                self.copy_button.rect = pygame.Rect(rect.right - px(12) - bw, y + px(2), bw, line - px(4))
                self.copy_button.draw(surface, s, SUMMARY)
                width -= bw + px(8)
            for part in wrapped:
                theme.blit_text(surface, part, size, colour, max_w=width, midleft=(x, y + line // 2))
                y += line
        return rect


def remote_scene(app, session: NetSession, hosted: HostedTable | None = None, address: str = ""):
    """The game's own table (a TableScene), holding the network's part."""
    table = table_of(session.config.game).scene(app, session)
    table.remote = RemoteSeats(table, session, hosted, address)
    return table
