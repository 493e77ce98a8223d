"""What every score sheet shares: the score pad's rows (PadLook, PadRow, draw_pad_rows),
laid out like the rulebook's pad, and the SheetScene base with its buttons, the final
kingdoms in a row and each person's statistics at this game (a line each, over the
kingdoms); each game's sheet fills in its columns."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from game import progress
from game.app.session import Session
from game.app.table_game import TableGame
from game.app.ui import art, theme
from game.app.ui.overlay import grown, scale_of
from game.app.ui.scene import ButtonScene, menu
from game.app.ui.widgets import Button
from game.app.ui.words import summary
from game.i18n import N_, _

AUTO_NEXT_SECONDS = 3.0   # demo only: how long a finished Dynasty game stays on screen
PROGRESS_LINE = 26        # design height of a statistics line


def progress_lines(session) -> list[str]:
    """Each person's record at this game, this one counted (the statistics' notice first, if any)."""
    out = [session.progress_notice] if session.progress_notice else []
    if not session.is_over():
        return out
    try:
        data, _notice = progress.load()
    except progress.ProgressError:
        return out
    key = progress.game_key(session.config.game, session.config.variants)
    names = dict.fromkeys(seat.name for seat in session.seats if seat.human)
    tallies = [(name, data.tally(name, key)) for name in names]
    return out + [summary(name, key, t) for name, t in tallies if t.played]


@dataclass
class PadRow:
    """One player's (or house's) row: cells[1] is the name, drawn beside the kings."""
    rank: int
    who: int                       # the player or house
    kings: list                    # their colours
    cells: list[str]


@dataclass(frozen=True)
class PadLook:
    """How a score pad's rows look, in design pixels (at scale 1); each sheet keeps its sizes."""
    row: int = 48          # a row's height
    king: int = 38         # a king's height; partners' kings stand 0.6 of it apart
    name_at: int = 36      # the name begins this far right of the last king's left edge
    name: int = 22         # text sizes: the name, the other cells, the total
    cell: int = 22
    total: int = 30
    name_pad: int = 10     # the name's text keeps this much below the row's height
    cell_pad: int = 0      # and the other cells' text this much
    icon: int = 34         # the header: a column's icon, centred this far below the top,
    icon_y: int = 28
    label: int = 19        # its name under it (size, height, centre)
    label_h: int = 26
    label_y: int = 62
    head: int = 19         # a column without an icon: its heading (size, height, centre)
    head_h: int = 40
    head_y: int = 44
    header: int = 80       # the header's height (the rows begin under it)
    bottom: int = 8        # the panel's edge this far under the last row
    margin: int = 8        # header text keeps this much of its column's width free
    wrap_heads: bool = True    # a long heading with spaces takes two lines instead of shrinking


HEAD_GAP = 12      # design pixels at least between two columns' headings


@dataclass(frozen=True)
class PadColumn:
    """A column of the pad: its heading's words, its width at 100 % (design pixels) and the
    picture over the words, if any (made at a size in pixels)."""
    label: str
    width: int
    icon: Callable[[int], pygame.Surface] | None = None


@dataclass(frozen=True)
class PadLayout:
    """Where the pad's columns fall and how large its words are: `grow` times their size at
    100 % (the UI scale, as far as the window's width holds every column's words at it)."""
    x0: int = 0
    widths: tuple[int, ...] = ()
    grow: float = 1.0

    def header(self, look: PadLook, s: float) -> int:
        """The header's height: it grows with its words."""
        return int(look.header * s * self.grow)


def _width(text: str, px: int, bold: bool = False) -> int:
    return theme.font(px, bold, scaled=False).size(text)[0]


def _grown_px(size: int, g: float, max_h: int, bold: bool) -> int:
    """The pixels a text of design `size` is drawn at, grown `g` times, as far as `max_h` holds it."""
    return min(int(size * g), theme.pixel_size(theme.fitted(size, max_h, bold)))


def head_lines(label: str, px: int, room: int, look: PadLook) -> list[str]:
    """A heading on one line, or on two (split where the wider line is narrowest) when it is
    wider than `room` at `px` pixels and has a space to split at."""
    if not look.wrap_heads or " " not in label or _width(label, px, True) <= room:
        return [label]
    words = label.split(" ")
    splits = [(" ".join(words[:k]), " ".join(words[k:])) for k in range(1, len(words))]
    return list(min(splits, key=lambda two: max(_width(line, px, True) for line in two)))


def _column_need(c: PadColumn, g: float, look: PadLook, s: float) -> int:
    """The width column `c`'s heading takes with its words grown `g` times (and a gap that
    grows with them, so that neighbours' words never run together)."""
    gap = int(max(look.margin, HEAD_GAP) * s * g)
    if c.icon is not None:
        px = int(int(look.label * s) * g)
        return max(int(look.icon * s * g), _width(c.label, px)) + gap
    px = int(int(look.head * s) * g)        # on two lines where it has a space to split at
    return max(_width(line, px, True) for line in head_lines(c.label, px, 0, look)) + gap


def _cell_need(i: int, r: PadRow, g: float, total_col: int, look: PadLook, s: float) -> int:
    """The width cell i of row r takes with its words grown `g` times (as far as its row holds them)."""
    row_h = int(look.row * s)
    if i == 1:
        kh = int(look.king * s)
        px = _grown_px(int(look.name * s), g, row_h - int(look.name_pad * s), True)
        return int(kh * 0.6) * (len(r.kings) - 1) + int(look.name_at * s) + _width(r.cells[1], px, True) + int(4 * s)
    big = i == total_col
    px = _grown_px(int((look.total if big else look.cell) * s), g, row_h - int(look.cell_pad * s), big or i == 0)
    return _width(r.cells[i], px, big or i == 0) + int(8 * s)


def pad_layout(width: int, s: float, columns: list[PadColumn], rows: list[PadRow], total_col: int,
               look: PadLook, margin: int) -> PadLayout:
    """The pad's columns across a window `width` wide (leaving `margin` free): its words as
    large as the UI scale makes them while every column still holds its own (never smaller
    than at 100 %), the room left shared out as the design's widths share it."""
    room = width - margin
    design = [c.width * s for c in columns]
    design = [d * min(1.0, room / sum(design)) for d in design]     # many columns: narrowed all alike

    def needs(g: float) -> list[int]:
        return [max(_column_need(c, g, look, s), *(_cell_need(i, r, g, total_col, look, s) for r in rows))
                for i, c in enumerate(columns)]

    lo, hi = 1.0, max(1.0, theme.UI_SCALE)
    if sum(needs(hi)) <= room:
        lo = hi
    else:
        for _ in range(6):            # the largest growth the window's width holds, to a few percent
            mid = (lo + hi) / 2
            lo, hi = (mid, hi) if sum(needs(mid)) <= room else (lo, mid)
    need = needs(lo)
    if sum(need) > room:              # words longer than the window holds even at 100 %: set smaller to fit
        widths = [int(d) for d in design]
    else:
        total = min(room, max(sum(design), sum(need)))
        spare = [max(0.0, d - n) for d, n in zip(design, need)]
        share = spare if sum(spare) > 0 else design
        widths = [int(n + (total - sum(need)) * w / sum(share)) for n, w in zip(need, share)]
    return PadLayout((width - sum(widths)) // 2, tuple(widths), lo)


def draw_pad_header(surface, top: int, pad: PadLayout, columns: list[PadColumn], look: PadLook, s: float) -> None:
    """The pad's column headings, grown with the pad's words: an icon with its name under it, or a bold heading."""
    g, x = pad.grow, pad.x0
    for c, w in zip(columns, pad.widths):
        cx, room = x + w // 2, w - int(look.margin * s)
        if c.icon is not None:
            icon = c.icon(int(look.icon * s * g))
            surface.blit(icon, icon.get_rect(center=(cx, top + int(look.icon_y * s * g))))
            theme.blit_text(surface, c.label, int(look.label * s), theme.INK_DIM, max_w=room,
                            max_h=int(look.label_h * s * g), center=(cx, top + int(look.label_y * s * g)))
        else:
            lines = head_lines(c.label, int(int(look.head * s) * g), room, look)
            for j, line in enumerate(lines):
                theme.line_of(line, c.label)
                y, h = ((32 + 24 * j) * s * g, 24 * s * g) if len(lines) > 1 else (look.head_y * s * g, look.head_h * s * g)
                theme.blit_text(surface, line, int(look.head * s), theme.INK, bold=True, max_w=room,
                                max_h=int(h), center=(cx, top + int(y)))
        x += w


def draw_pad_rows(surface, rect: pygame.Rect, x0: int, y: int, widths: tuple[int, ...], rows: list[PadRow],
                  total_col: int, look: PadLook, s: float,
                  special: Callable[[int, PadRow, int, int, int], bool] | None = None) -> None:
    """The rows of a score pad from y: the winner's in a gold band, kings beside the name,
    the total large and gold. `special(i, row, x, w, cy)` draws cell i itself when it
    returns True."""
    row_h = int(look.row * s)
    for r in rows:
        if r.rank == 1:
            band = pygame.Rect(rect.x + 4, y, rect.w - 8, row_h)
            theme.panel(surface, band, fill=(*theme.darken(theme.GOLD, 0.6), 160), edge=None, radius=8)
        x = x0
        cy = y + row_h // 2
        for i, (val, w) in enumerate(zip(r.cells, widths)):
            if special is not None and special(i, r, x, w, cy):
                pass
            elif i == 1:
                kh = int(look.king * s)
                kx = x
                for colour in r.kings:
                    surface.blit(art.king(kh, colour), (kx, cy - kh // 2))
                    kx += int(kh * 0.6)
                nx = kx - int(kh * 0.6) + int(look.name_at * s)
                theme.blit_text(surface, val, int(look.name * s), theme.INK, bold=True, max_w=x + w - nx - int(4 * s),
                                max_h=row_h - int(look.name_pad * s), midleft=(nx, cy))
            else:
                big = i == total_col
                theme.blit_text(surface, val, int(look.total * s) if big else int(look.cell * s),
                                theme.GOLD if big else theme.INK, bold=big or i == 0, max_w=w - int(8 * s),
                                max_h=row_h - int(look.cell_pad * s), center=(x + w // 2, cy))
            x += w
        y += row_h


class SheetScene(ButtonScene):
    """What every score sheet offers once the game is over (a new game, the table again,
    the replay, the review, the title) and its default layout: the final kingdoms in a row under the
    pad, the buttons in a row at the bottom. Subclasses set `session`, `views` and `buttons`
    (each sheet marks its own button words)."""
    music = "finale"
    scale = 1.0
    size = (0, 0)
    session: TableGame
    views: list
    progress: list[str] = []     # the statistics lines (progress_lines), set by each sheet
    look = PadLook()             # each sheet's pad: its look, its columns and rows (pad_columns, pad_rows)
    total_col = 0                # the column of the total, large and gold
    pad_margin = 80              # design pixels the pad leaves free across the window
    pad_top = 146                # design pixels above the pad (the verdict's two lines)
    pad = PadLayout()            # laid out on resize

    def pad_columns(self) -> list[PadColumn]:
        raise NotImplementedError

    def pad_rows(self) -> list[PadRow]:
        raise NotImplementedError

    def lay_out_pad(self, width: int) -> int:
        """The pad's columns for a window `width` wide; returns how much taller its header
        grew than at 100 % (what is under the pad moves down so much)."""
        s = self.scale
        self.pad = pad_layout(width, s, self.pad_columns(), self.pad_rows(), self.total_col, self.look,
                              int(self.pad_margin * s))
        return self.pad.header(self.look, s) - int(self.look.header * s)

    def pad_bottom(self) -> int:
        """Where the pad ends (without Dynasty's match table under it)."""
        s = self.scale
        return (int(self.pad_top * s) + self.pad.header(self.look, s) + int(self.look.bottom * s)
                + int(self.look.row * s) * len(self.pad_rows()))

    def draw_pad(self, surface, top: int, special: Callable[[int, PadRow, int, int, int], bool] | None = None) -> int:
        """The score pad from `top`; returns its bottom edge."""
        s, look, pad = self.scale, self.look, self.pad
        rows = self.pad_rows()
        head = pad.header(look, s)
        rect = pygame.Rect(pad.x0 - int(16 * s), top, sum(pad.widths) + int(32 * s),
                           head + int(look.bottom * s) + int(look.row * s) * len(rows))
        theme.panel(surface, rect)
        draw_pad_header(surface, top, pad, self.pad_columns(), look, s)
        draw_pad_rows(surface, rect, pad.x0, top + head, pad.widths, rows, self.total_col, look, s, special)
        return rect.bottom

    def progress_room(self) -> int:
        """The height the statistics lines take between the pad and the kingdoms."""
        return int(len(self.progress) * PROGRESS_LINE * self.scale * theme.UI_SCALE)

    def draw_progress(self, surface, top: int) -> None:
        """The statistics lines, centred from `top` (just under the score pad); a notice in red."""
        s = self.scale
        line_h = int(PROGRESS_LINE * s * theme.UI_SCALE)
        y = top + int(10 * s)
        for j, line in enumerate(self.progress):
            colour = theme.BAD if j == 0 and self.session.progress_notice else theme.INK
            theme.blit_text(surface, line, int(20 * s), colour, max_w=surface.get_width() - int(80 * s), max_h=line_h,
                            center=(surface.get_width() // 2, y + j * line_h + line_h // 2))

    def new_game(self) -> None:
        self.app.scenes.clear_to(menu("title", self.app))
        self.app.scenes.push(menu("new_game", self.app))

    def record_buttons(self) -> list[Button]:
        """Replay and Review, for a game whose record is here (a window's replica at a server
        has none: the server keeps the game)."""
        if not isinstance(self.session, Session):
            return []
        return [Button(N_("Replay"), self.replay), Button(N_("Review"), self.review)]

    def replay(self) -> None:
        if isinstance(self.session, Session):        # offered for a record only (record_buttons)
            self.app.scenes.push(menu("replay", self.app, self.session.to_saved()))

    def review(self) -> None:
        if not isinstance(self.session, Session):    # offered for a record only (record_buttons)
            return
        slot = self.session.slot       # the history's file of the game, where its review is kept
        self.app.scenes.push(menu("review", self.app, self.session.to_saved(), path=slot.done if slot else None))

    def to_title(self) -> None:
        self.app.scenes.clear_to(menu("title", self.app))

    def resize(self, size) -> None:
        self.size = size
        self.scale = s = scale_of(size)
        n = len(self.views)
        w = int(1760 * s)
        x0 = (size[0] - w) // 2
        dynasty = self.session.config.games_in_match > 1
        grew = self.lay_out_pad(size[0])          # the pictures move down as far as the pad's header grew
        base = int(size[1] * (0.56 if dynasty else 0.44))
        pic_top = max(base + grew, base if dynasty else self.pad_bottom() + int(10 * s)) + self.progress_room()
        pic_h = int(size[1] * 0.88) - pic_top
        slot = w // n
        for p, v in enumerate(self.views):
            area = pygame.Rect(x0 + p * slot, pic_top + int(40 * s), slot, pic_h - int(44 * s))
            v.fit(area.inflate(-int(20 * s), 0), self.session.config.setup.size, max_cell=int(74 * s))
        self.place_buttons(size, int(26 * s))

    def place_buttons(self, size, bottom: int, label: int = 24) -> None:
        """The buttons side by side, centred, `bottom` pixels above the window's edge, each wide
        enough for its words at `label` design pixels: a long label is never drawn smaller
        than its siblings' (narrowed all alike only where the row is wider than the window)."""
        s = self.scale
        g = grown(min(1.25, size[0] / max(1, len(self.buttons) * 324 * s)))    # larger, as far as the row fits
        bh, gap = int(62 * s * g), int(24 * s)
        words = theme.font(int(label * s), bold=True)
        widths = [max(int(300 * s * g), words.size(_(b.label))[0] + int(44 * s * g)) for b in self.buttons]
        room = size[0] - int(40 * s) - gap * (len(widths) - 1)
        if sum(widths) > room:
            widths = [w * room // sum(widths) for w in widths]
        x = (size[0] - sum(widths) - gap * (len(widths) - 1)) // 2
        for b, w in zip(self.buttons, widths):
            b.rect = pygame.Rect(x, size[1] - bh - bottom, w, bh)
            x += w + gap
