"""A table played over the network: each game's own table scene (drawing, clicks, moves)
with a NetSession under it, and on top of it the seats as the server reports them — who is
here, who is connected, who is thinking, whose connection dropped — the table's code and
address for friends (on the host's window), and, once a dropped player has been waited for
the Settings' time, the host's button to let a computer level play the seat until they return.

The loop is woken by the network threads (online_seats.wake posts NET_EVENT); while the
table waits for another seat it asks for no frames.
"""
from __future__ import annotations

import time
from typing import Any

import pygame

from game.ai.registry import table_levels
from game.app import online_seats, settings
from game.app.net_session import NetSession
from game.app.tables.directory import TABLES
from game.app.ui import theme
from game.app.ui.widgets import Button
from game.app.ui.words import agent_name
from game.i18n import N_, _
from game.net.host import HostedTable
from game.net.table import REMOTE

HAND_LEVEL = "greedy"      # the level the host hands a dropped seat to (every game has it)
SUMMARY = 18               # the seats' summary's design text size (12 px at 1280×720)


def hand_level(game: str) -> str:
    """The computer level a seat is handed to (every game has HAND_LEVEL, else its first)."""
    levels = table_levels(game)
    return HAND_LEVEL if HAND_LEVEL in levels else levels[0]


class RemoteTable:
    """Mixed in before a game's table scene class (remote_scene makes the class)."""
    session: NetSession
    sl: Any                        # the table's scaled layout (TableScene)
    log_button: Button             # the event log's button (TableScene)

    def __init__(self, app, session: NetSession, hosted: HostedTable | None = None, address: str = "") -> None:
        super().__init__(app, session)             # type: ignore[call-arg]
        self.hosted, self.address = hosted, address
        self.hand_buttons: dict[int, Button] = {}
        self.forgotten = False
        self.players_button = Button("", self.toggle_players)
        self.players_open = False        # the seats' panel shown even when nothing needs saying

    # ---- the network -----------------------------------------------------------------
    def update(self, dt: float) -> bool:
        changed = self.session.pump()
        if self.session.result is not None and not self.forgotten:
            online_seats.forget(self.session.code)      # nothing left to rejoin
            self.forgotten = True
        waited = self._hand_buttons()
        return super().update(dt) or changed or waited     # type: ignore[misc]

    def human_turn(self) -> bool:
        """A person here acts only once every seat has its player and the moves received are shown."""
        return self.session.ready() and not self.session.updates and super().human_turn()  # type: ignore[misc]

    def pause_buttons(self, close) -> list[Button]:
        """Let the server's computer play this window's seats for a while, or take them back."""
        s = self.session
        if s.is_over() or not s.mine:
            return []
        handed = any(s.handed(seat) for seat in s.mine)

        def choose() -> None:
            s.hand_over("" if handed else hand_level(s.config.game))
            close()
        return [Button(N_("Take my seat back") if handed else N_("Let the computer play for me"), choose)]

    def _computer(self, p: int) -> bool:
        """Another seat's move is shown when the server sent it; until then nothing moves."""
        if not self.session.ready() or self.session.next_update() is None:
            return False
        return super()._computer(p)                # type: ignore[misc]

    def why_offered(self) -> bool:
        return False                               # the computers think on the server

    def _hand_buttons(self) -> bool:
        """The host's buttons for seats dropped longer than the setting; True when they changed."""
        if self.hosted is None:
            return False
        wait = settings.current().seat_wait
        now = time.monotonic()
        due = {i for i, t in self.session.dropped_at.items()
               if now - t >= wait and not self.session.status[i].get("filled")}
        if due == set(self.hand_buttons):
            return False
        self.hand_buttons = {i: self.hand_buttons.get(i) or Button("", self._hander(i)) for i in sorted(due)}
        return True

    def _hander(self, seat: int):
        def hand() -> None:
            if self.hosted is not None:
                self.hosted.hand_seat(seat, hand_level(self.session.config.game))
        return hand

    def handle_event(self, event):
        used = [b.handle(event) for b in (*self.hand_buttons.values(), self.players_button)]
        if any(used) and event.type != pygame.MOUSEMOTION:
            return None
        return super().handle_event(event)         # type: ignore[misc]

    def leave(self) -> None:
        super().leave()                            # type: ignore[misc]
        self.session.link.close()
        if self.hosted is not None:
            self.hosted.stop()

    def undo_buttons(self) -> list[Button]:
        return []                                  # the server decides: no undo over the network

    def why_buttons(self) -> list[Button]:
        """The seats' summary sits where Why? would (the banner's words stop before it)."""
        return [self.players_button]

    def toggle_players(self) -> None:
        self.players_open = not self.players_open

    def network_words(self, seat) -> str:
        """Until every remote seat has its player, the table waits (a seat here too, not a computer)."""
        if not self.session.ready():
            return _("waiting for a player")
        if seat.agent != REMOTE:
            return ""
        i = self.session.seats.index(seat)
        taken = i < len(self.session.status) and self.session.status[i].get("name")
        return _("playing over the network") if taken else _("waiting for a player")

    # ---- drawing (reads only) ----------------------------------------------------------
    def seat_state(self, i: int) -> tuple[str, str]:
        """(a word for the summary, a line for the panel) of seat i."""
        s = self.session
        info = s.status[i] if i < len(s.status) else {}
        if s.actor() == i and s.ready() and not s.is_over():
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

    def notes(self) -> list[tuple[str, tuple]]:
        """The panel's lines under the seats: what the table waits for, the code to tell, trouble."""
        s = self.session
        out: list[tuple[str, tuple]] = []
        dropped = [i for i in sorted(s.dropped_at) if not s.status[i].get("filled")]
        if self.hosted is not None and not s.is_over() and (not s.ready() or dropped):
            out.append((_("Code {code} · address {address}").format(code=s.code, address=self.address), theme.GOLD))
        if not s.ready():
            out.append((_("The game begins when every remote seat has its player."), theme.INK))
        for i in dropped:
            out.append((_("{name} dropped: the table waits for them to rejoin").format(name=s.seats[i].name),
                        theme.BAD))
        if s.notice:
            out.append((s.notice, theme.BAD))
        return out

    def draw(self, surface: pygame.Surface) -> None:
        self._place_summary()
        super().draw(surface)                      # type: ignore[misc]
        self._draw_summary(surface)
        notes = self.notes()
        if notes or self.players_open or self.hand_buttons:
            self._draw_panel(surface, notes)

    def _summary(self) -> list[tuple[tuple, str]]:
        return [(seat.colour, self.seat_state(i)[0]) for i, seat in enumerate(self.session.seats)]

    def _place_summary(self) -> None:
        """The summary's button: as wide as its words, left of Log."""
        sl = self.sl
        f = theme.font(int(SUMMARY * sl.scale))
        w = sum(f.size(word)[0] + sl.px(26) for _c, word in self._summary()) + sl.px(14)
        log = self.log_button.rect
        self.players_button.rect = pygame.Rect(log.x - sl.px(12) - w, log.y, w, log.h)

    def _draw_summary(self, surface: pygame.Surface) -> None:
        sl, r = self.sl, self.players_button.rect
        theme.panel(surface, r, fill=(12, 22, 26, 235), edge=theme.GOLD if self.players_open else theme.PANEL_EDGE,
                    radius=8, width=2)
        x = r.x + sl.px(10)
        for colour, word in self._summary():
            pygame.draw.circle(surface, colour, (x + sl.px(6), r.centery), sl.px(6))
            x = theme.blit_text(surface, word, int(SUMMARY * sl.scale), theme.INK,
                                midleft=(x + sl.px(16), r.centery)).right + sl.px(10)

    def _draw_panel(self, surface: pygame.Surface, notes: list[tuple[str, tuple]]) -> None:
        """Under the summary: a line per seat, the notes, the host's buttons."""
        sl = self.sl
        s, px = sl.scale, sl.px
        size, line = int(19 * s), px(30)
        W = surface.get_width()
        w = min(px(600), W // 2)
        rows = len(self.session.seats) + len(notes) + len(self.hand_buttons)
        rect = pygame.Rect(0, self.players_button.rect.bottom + px(8), w, px(14) + rows * line)
        rect.right = min(W - px(8), self.players_button.rect.right + w // 3)
        theme.panel(surface, rect, fill=(12, 22, 26, 245), edge=theme.GOLD, radius=10, width=2)
        x, y = rect.x + px(12), rect.y + px(7)
        for i, seat in enumerate(self.session.seats):
            pygame.draw.circle(surface, seat.colour, (x + px(6), y + line // 2), px(6))
            theme.blit_text(surface, seat.name, size, theme.INK, bold=True, max_w=w // 2 - px(30),
                            midleft=(x + px(18), y + line // 2))
            theme.blit_text(surface, self.seat_state(i)[1], size, theme.INK_DIM, max_w=w // 2 - px(12),
                            midleft=(rect.centerx, y + line // 2))
            y += line
        for text, colour in notes:
            theme.blit_text(surface, text, size, colour, max_w=w - px(24), midleft=(x, y + line // 2))
            y += line
        for i, b in self.hand_buttons.items():
            b.label = _("Let the computer play for {name}").format(name=self.session.seats[i].name)
            b.rect = pygame.Rect(x, y + px(1), w - px(24), line - px(2))
            b.draw(surface, s, 18)
            y += line


_classes: dict[type, type] = {}


def remote_scene(app, session: NetSession, hosted: HostedTable | None = None, address: str = ""):
    """The game's own table with the network parts mixed in."""
    base = TABLES[session.config.game]
    if base not in _classes:
        _classes[base] = type(f"Remote{base.__name__}", (RemoteTable, base), {})
    return _classes[base](app, session, hosted, address)
