"""The houses of a Queendomino table in words and icons: the Houses list (with the partners'
full names under each row in the team mode: the legend of the short names), the other
houses' kingdom panels, the large kingdom's column of belongings, and the tooltips that
say all of it in words. Reads the scene and the rules state; changes neither.

A house's name is shown whole where it fits, else its partners by initials ("A & B"),
never cut in the middle of a name; the tooltip of a row or a panel gives it whole.
"""
from __future__ import annotations

import pygame

from game.app.tables.common import hud
from game.app.tables.common.event_log import label_band
from game.app.tables.queendomino import art as qart
from game.app.ui import art, theme
from game.app.ui.words import kind_word, points_text
from game.i18n import _
from game.rules.components import buildings


def belongings(st, h: int) -> list[tuple[str, str, str]]:
    """(icon, value, label) for a house: coins, knights (guard / kingdom), towers, buildings."""
    return [("coin", str(st.coins[h]), _("coins")),
            ("knight", f"{st.guard[h]}", _("guard")),
            ("placed", f"{st.knights[h].bit_count()}", _("on land")),
            ("tower", str(st.towers[h]), _("towers")),
            ("building", str(len(st.built[h])), _("buildings"))]


def icon(kind: str, size: int, colour) -> pygame.Surface:
    if kind == "coin":
        return qart.coin(size)
    if kind == "knight":
        return qart.knight(size, colour)
    if kind == "placed":
        return on_land(size, colour)
    if kind == "tower":
        return qart.tower(size)
    if kind == "queen":
        return qart.queen(size)
    return qart.building(buildings()[0].kind, size)


def on_land(size: int, colour) -> pygame.Surface:
    """A knight on the land (taxing its territory), standing on a patch of grass: unlike
    one in the guard at a glance, even where the panels are small."""
    kn = qart.knight(size * 4 // 5, colour)
    surf = pygame.Surface((max(kn.get_width(), size * 4 // 5), size), pygame.SRCALPHA)
    ground = pygame.Rect(0, size * 2 // 3, surf.get_width(), size // 3)
    pygame.draw.ellipse(surf, (96, 156, 64), ground)
    pygame.draw.ellipse(surf, (40, 84, 30), ground, max(1, size // 16))
    surf.blit(kn, kn.get_rect(midbottom=(surf.get_width() // 2, ground.centery + size // 12)))
    return surf


def _item_width(kind: str, size: int, font: int, value: str) -> int:
    return icon(kind, size, (0, 0, 0)).get_width() + max(2, size // 8) + theme.font(font, True).size(value)[0] + size // 3


def row_width(st, h: int, size: int, font: int) -> int:
    """How wide `row` draws the belongings (without the Queen)."""
    return sum(_item_width(kind, size, font, value) for kind, value, _label in belongings(st, h))


def row(surface, items, colour, x: int, cy: int, size: int, font: int) -> int:
    """Belongings (from `belongings`) in one row from x, centred on cy; returns the right edge."""
    for kind, value, _label in items:
        img = icon(kind, size, colour)
        surface.blit(img, img.get_rect(midleft=(x, cy)))
        r = theme.blit_text(surface, value, font, theme.INK, bold=True, max_h=int(size * 1.25),
                            midleft=(x + img.get_width() + max(2, size // 8), cy))
        x = r.right + size // 3
    return x


def house_tip(scene, h: int) -> list[str]:
    """A house in words: its players, who plays them, its belongings and points."""
    s = scene.session
    st = s.state
    members = scene.members(h)
    who = " & ".join(kind_word(s.seats[p]) for p in members)
    stock = " · ".join(f"{value} {label}" for _kind, value, label in belongings(st, h))
    queen = [_("with the Queen")] if st.queen == h else []
    return [scene.house_name(h), who, stock, *queen, points_text(scene.scores()[h])]


def who_of(scene, h: int) -> str:
    """Who plays a house: "person", a level, or both partners' ("person & medium"); one
    word when the partners are alike."""
    s = scene.session
    kinds = [kind_word(s.seats[p]) for p in scene.members(h)]
    return kinds[0] if len(set(kinds)) == 1 else " & ".join(kinds)


# ---- the Houses list ------------------------------------------------------------------
def house_rows(scene) -> list[pygame.Rect]:
    """Each house's row in the Houses panel."""
    sl = scene.sl
    rect = sl["scores"]
    houses = scene.session.state.mode.houses
    top = rect.y + sl.px(38)
    row_h = max(4, min(sl.px(52), (rect.bottom - top - sl.px(6)) // houses))    # a tiny window: rows of pixels
    return [pygame.Rect(rect.x + sl.px(8), top + h * row_h, rect.w - sl.px(16), row_h - 3) for h in range(houses)]


def draw_houses(scene, surface, scores) -> None:
    """The Houses panel: a row per house (kings, name, belongings, the Queen, score); in
    the team mode the partners' full names under each row, the legend of the short names."""
    sl = scene.sl
    s = scene.session
    st = s.state
    rect = sl["scores"]
    theme.panel(surface, rect)
    px = sl.px
    theme.blit_text(surface, _("Houses"), px(22), theme.INK, bold=True, max_h=px(34),
                    midleft=(rect.x + px(18), rect.y + px(20)))
    rows = house_rows(scene)
    teams = any(len(scene.members(h)) > 1 for h in range(len(rows)))
    legend = teams and rows[0].h >= px(44)
    acting = st.current_house()
    for h, r in enumerate(rows):
        colour = scene.house_colour(h)
        if h == acting:
            theme.panel(surface, r, fill=(*theme.darken(colour, 0.5), 220), edge=colour, radius=8)
        cy = r.y + r.h * 3 // 10 if legend else r.centery
        kh = int(r.h * (0.5 if legend else 0.78))
        x = r.x + px(6)
        for p in scene.members(h):
            surface.blit(art.king(kh, s.seats[p].colour), (x, cy - kh // 2))
            x += int(kh * 0.6)
        x += int(kh * 0.4)
        sr = theme.blit_text(surface, str(scores[h]), px(26), theme.GOLD, bold=True, max_h=r.h,
                             midright=(r.right - px(10), r.centery))
        size = min(px(26), int(r.h * (0.45 if legend else 0.6)))
        right = sr.x - px(8)
        if st.queen == h:                  # the Queen stands with her host, left of the score
            q = qart.queen(int(size * 1.3))
            right = surface.blit(q, q.get_rect(midright=(right, cy))).x - px(4)
        start = right - row_width(st, h, size, px(18))
        name = scene.house_name(h, short=True) if legend else scene.house_label(h, px(18), start - x - px(8))
        theme.blit_text(surface, name, px(18), theme.INK, bold=True, max_h=r.h // 2 if legend else r.h, midleft=(x, cy))
        row(surface, belongings(st, h), colour, start, cy, size, px(18))
        if legend:
            theme.blit_text(surface, scene.house_name(h), px(18), theme.INK_DIM, max_w=sr.x - r.x - px(16),
                            max_h=r.h // 2, midleft=(r.x + px(8), r.y + r.h * 3 // 4))


def houses_tip(scene) -> list[str] | None:
    rows = house_rows(scene)
    h = next((i for i, r in enumerate(rows) if r.collidepoint(scene.pointer)), None)
    return None if h is None else house_tip(scene, h)


# ---- the large kingdom's column ---------------------------------------------------------
def draw_column(scene, surface, st, h: int, colour, region) -> pygame.Rect | None:
    """The belongings of the large kingdom's house, one per line left of the grid, each
    with its word under it (left out where the column is too narrow: the tooltip says it);
    returns where the guard stands (knights are dragged from it; None in the narrow row)."""
    sl = scene.sl
    x = region.x + sl.px(16)
    y = region.y + sl.px(84)
    size = sl.px(30)
    width = scene.big.rect.x - label_band(scene.big.cell) - x       # left of the grid's row numbers
    if width < sl.px(70):          # no room beside the grid: one row under the title
        row(surface, belongings(st, h), colour, x, region.y + sl.px(64), sl.px(22), sl.px(18))
        return None
    items = belongings(st, h) + ([("queen", "", _("Queen"))] if st.queen == h else [])
    guard = None
    for kind, value, label in items:
        if kind == "knight":
            guard = pygame.Rect(x, y, width, size + sl.px(28))
        img = icon(kind, size, colour)
        surface.blit(img, img.get_rect(midtop=(x + size // 2, y)))
        theme.blit_text(surface, value, sl.px(24), theme.INK, bold=True, max_w=width - size - sl.px(6), max_h=size,
                        midleft=(x + size + sl.px(6), y + size // 2))
        if theme.font(theme.fitted(sl.px(18), sl.px(24))).size(label)[0] <= width:
            theme.blit_text(surface, label, sl.px(18), theme.INK_DIM, max_h=sl.px(24), topleft=(x, y + size + sl.px(1)))
        y += size + sl.px(28)
    return guard


def column_tip(scene) -> list[str] | None:
    """The column's belongings in words, over the column left of the large grid."""
    region = scene.sl["active_kingdom"]
    column = pygame.Rect(region.x, region.y + scene.sl.px(60), scene.big.rect.x - region.x, region.h - scene.sl.px(60))
    return house_tip(scene, scene.shown_player()) if column.collidepoint(scene.pointer) else None


# ---- the other houses' kingdoms -----------------------------------------------------------
def draw_small_kingdom(scene, surface, i: int, h: int, scores) -> None:
    """Another house's kingdom with its name, who plays it, points and belongings (and its
    last move where there is room for all of it)."""
    sl = scene.sl
    s = scene.session
    st = s.state
    colour = scene.house_colour(h)
    view = scene.small[i]
    panel = sl[f"kingdom_{i + 1}"]
    k = st.kingdoms[h]
    theme.panel(surface, panel, edge=colour, width=2)
    view.draw_house(surface, st, h, colour, show_slots=False)
    members = scene.members(h)
    for p in members:
        last = s.last_by_player.get(p)
        if last and last.cells:
            view.outline_cells(surface, k, last.cells, (255, 255, 255), 2)
    if scene.side_by_side(panel) or scene.roomy(panel):
        _wide_panel(scene, surface, h, panel, view.rect, scores[h])
    else:
        _narrow_panel(scene, surface, h, panel, scores[h])


def _wide_panel(scene, surface, h: int, panel: pygame.Rect, grid: pygame.Rect, score: int) -> None:
    sl = scene.sl
    s = scene.session
    st = s.state
    left = panel.x + sl.px(20) if scene.roomy(panel) else grid.right + sl.px(18)
    w = panel.right - left - sl.px(10)
    x, y = left, panel.y + sl.px(14)
    for p in scene.members(h):
        surface.blit(art.king(sl.px(40), s.seats[p].colour), (x, y))
        x += sl.px(30)
    x += sl.px(14)
    theme.blit_text(surface, scene.house_label(h, theme.fitted(sl.px(22), sl.px(28), True), panel.right - x - sl.px(10)),
                    sl.px(22), theme.INK, bold=True, max_h=sl.px(28), topleft=(x, y))
    theme.blit_text(surface, who_of(scene, h), sl.px(18), theme.INK_DIM, max_w=panel.right - x - sl.px(10),
                    max_h=sl.px(24), topleft=(x, y + sl.px(28)))
    theme.blit_text(surface, points_text(score), sl.px(30), theme.GOLD, bold=True, max_w=w, max_h=sl.px(44),
                    topleft=(left, y + sl.px(52)))
    bottom = _belongings_grid(surface, st, h, scene.house_colour(h), left, y + sl.px(96), min(w, sl.px(420)), sl)
    last = next((s.last_by_player[p] for p in scene.members(h) if p in s.last_by_player), None)
    if last and bottom + sl.px(24) <= panel.bottom - sl.px(8):     # where there is room (the event log has every move)
        hud.footer(surface, last.text, sl.px(18), w, sl.px(24), (left, panel.bottom - sl.px(8)), bottom=True)


def _narrow_panel(scene, surface, h: int, panel: pygame.Rect, score: int) -> None:
    sl = scene.sl
    s = scene.session
    st = s.state
    x, y = panel.x + sl.px(12), panel.y + sl.px(12)
    for p in scene.members(h):
        surface.blit(art.king(sl.px(34), s.seats[p].colour), (x, y))
        x += sl.px(24)
    sr = theme.blit_text(surface, str(score), sl.px(26), theme.GOLD, bold=True, max_h=sl.px(40),
                         topright=(panel.right - sl.px(12), y))
    x += sl.px(10)
    theme.blit_text(surface, scene.house_label(h, theme.fitted(sl.px(20), sl.px(25), True), sr.x - x - sl.px(8)),
                    sl.px(20), theme.INK, bold=True, max_h=sl.px(25), topleft=(x, y))
    theme.blit_text(surface, who_of(scene, h), sl.px(18), theme.INK_DIM, max_w=panel.right - x - sl.px(12),
                    max_h=sl.px(24), topleft=(x, y + sl.px(25)))
    items = belongings(st, h)
    size, font = sl.px(20), sl.px(18)
    room = panel.w - sl.px(24) - (int(size * 1.3) if st.queen == h else 0)
    split = 5 if sum(_item_width(k, size, font, v) for k, v, _l in items) <= room else 3     # two rows when narrow
    end = row(surface, items[:split], scene.house_colour(h), panel.x + sl.px(12), y + sl.px(62), size, font)
    if split < len(items):
        end = row(surface, items[split:], scene.house_colour(h), panel.x + sl.px(12), y + sl.px(88), size, font)
    if st.queen == h:
        q = qart.queen(int(size * 1.3))
        surface.blit(q, q.get_rect(midleft=(end, y + sl.px(62 if split == 5 else 88))))


def _belongings_grid(surface, st, h, colour, x, y, w, sl) -> int:
    """Belongings in two columns (wide panels beside a small kingdom), each with its word
    where it fits; returns the y under the grid."""
    items = belongings(st, h) + ([("queen", "", _("with the Queen"))] if st.queen == h else [])
    col_w = w // 2
    size = sl.px(24)
    pitch = sl.px(30)
    for j, (kind, value, label) in enumerate(items):
        cx = x + (j % 2) * col_w
        cy = y + (j // 2) * pitch + size // 2
        img = icon(kind, size, colour)
        surface.blit(img, img.get_rect(midleft=(cx, cy)))
        r = theme.blit_text(surface, value, sl.px(18), theme.INK, bold=True, max_h=pitch, midleft=(cx + size + sl.px(4), cy))
        if theme.font(theme.fitted(sl.px(18), pitch)).size(label)[0] <= col_w - (r.right - cx) - sl.px(8):
            theme.blit_text(surface, label, sl.px(18), theme.INK_DIM, max_h=pitch, midleft=(r.right + sl.px(5), cy + 1))
    return y + (len(items) + 1) // 2 * pitch


def panels_tip(scene) -> list[str] | None:
    """A house's words over the top of its kingdom panel (name, who, belongings)."""
    for i, h in enumerate(scene.others()):
        panel = scene.sl[f"kingdom_{i + 1}"]
        view = scene.small[i].rect
        head = panel.copy()
        if scene.side_by_side(panel) and not scene.roomy(panel):
            head.x, head.w = view.right, panel.right - view.right
        else:
            head.h = max(1, view.y - panel.y)
        if head.collidepoint(scene.pointer):
            return house_tip(scene, h)
    return None
