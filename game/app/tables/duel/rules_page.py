"""The Kingdomino Duel page of the rules: the dice, a round, drawing and scoring (a map read
by the rules' own parser and scored by the Duel scoring code), the spell book with a
picture for every spell, and the castle bonus."""
from __future__ import annotations

import pygame

from game.app.rules_pages.figures import Figure, Heading, Text, arrow, canvas, legend, pill, px, ring, total
from game.app.tables.duel import art as art_duel
from game.app.tables.duel.spellbook_view import effect, title
from game.app.ui import art, theme
from game.i18n import N_, _
from game.rules.components import WILD, duel_components
from game.rules.duel.board import DuelMap, grid
from game.rules.duel.scoring import score_map

# a map part-way through a game (the `score` command's Duel rows, 5 × 7, castle in the middle)
MAP = [". . . . . . .",
       ". dot+1 dot . . . .",
       ". stripe stripe C dot . .",
       ". . black+2 black double_dot+1 . .",
       ". . . . . . ."]
LAID = (3 * 7 + 2, 3 * 7 + 3)          # the domino just drawn: the two black squares


class Sheet:
    """Some columns and rows of a map sheet drawn at `at`, `cell` pixels a square."""

    def __init__(self, at: tuple[int, int], rows: range, cols: range, cell: int) -> None:
        self.at, self.rows, self.cols, self.cell = at, rows, cols, cell

    def square(self, cell: int) -> pygame.Rect:
        r, c = divmod(cell, grid().columns)
        return pygame.Rect(self.at[0] + (c - self.cols.start) * self.cell,
                           self.at[1] + (r - self.rows.start) * self.cell, self.cell, self.cell)

    def draw(self, surf: pygame.Surface, m: DuelMap) -> pygame.Rect:
        g, c = grid(), self.cell
        area = pygame.Rect(*self.at, len(self.cols) * c, len(self.rows) * c)
        surf.blit(art_duel.parchment(area.w, area.h), area)
        gap = max(1, c // 24)
        for row in self.rows:
            for col in self.cols:
                cell = g.cell(row, col)
                r = self.square(cell).inflate(-2 * gap, -2 * gap)
                arms = m.arms_at(cell)
                if cell == g.castle:
                    surf.blit(art.castle(r.w, theme.PLAYER_COLOURS[0][1]), r)
                elif arms == WILD:
                    pygame.draw.rect(surf, art_duel.PAPER_DARK, r, max(1, c // 40), border_radius=max(2, c // 14))
                else:
                    surf.blit(art_duel.map_square(arms, m.crosses[cell], r.w), r)
        return area


def _map(rows: list[str]) -> DuelMap:
    return DuelMap.from_rows(rows)


def dice(width: int, s: float) -> pygame.Surface:
    """The four dice, each with its six faces."""
    dc = duel_components()
    gap = px(30, s)
    cell = min(px(56, s), (width - gap) // 13)
    surf = canvas(width, 2 * cell + px(12, s))
    for i, faces in enumerate(dc.dice):
        x0 = (i % 2) * (6 * cell + cell // 2 + gap)
        y0 = (i // 2) * (cell + px(12, s))
        for j, f in enumerate(faces):
            surf.blit(art_duel.die_face(f.arms, f.crosses, cell - 4), (x0 + j * cell, y0))
    return surf


def drawing(width: int, s: float) -> pygame.Surface:
    """A map with a domino just drawn next to the castle, and each territory's score."""
    m = _map(MAP)
    score = score_map(m)
    cell = min(px(64, s), width // 12)
    sheet = Sheet((px(4, s), 0), range(5), range(7), cell)
    size = px(20, s)
    surf = canvas(width, 8 * cell)
    sheet.draw(surf, m)
    ring(surf, sheet.square(LAID[0]).union(sheet.square(LAID[1])), True, max(3, cell // 14))
    x, y = 7 * cell + px(40, s), 0
    for t in score.territories:
        text = _("{squares} × {crosses} = {points}").format(squares=t.squares, crosses=t.crosses, points=t.points)
        y = legend(surf, x, y, art_duel.arms_icon(t.arms, size * 3 // 2), text, size)
    return total(surf, x, y, size, score.total)


# ---- one small picture per spell ------------------------------------------------------
def _free(surf, box: pygame.Rect, cell: int) -> None:
    m = _map(["", "", ". . . C . . .", "", ". dot dot+1 . . . ."])
    sheet = Sheet(box.topleft, range(2, 5), range(1, 5), cell)
    sheet.draw(surf, m)
    ring(surf, sheet.square(4 * 7 + 1).union(sheet.square(4 * 7 + 2)), True, max(2, cell // 12))


def _split(surf, box: pygame.Rect, cell: int) -> None:
    m = _map(["", ". . . stripe . . .", ". . stripe C . . .", "", ""])
    sheet = Sheet(box.topleft, range(1, 4), range(1, 5), cell)
    sheet.draw(surf, m)
    for c in (1 * 7 + 3, 2 * 7 + 2):
        ring(surf, sheet.square(c), True, max(2, cell // 12))


def _two(surf, box: pygame.Rect, cell: int) -> None:
    dc = duel_components()
    faces = [dc.dice[d][k] for d, k in ((0, 2), (1, 2), (2, 3), (3, 1))]
    for i, f in enumerate(faces):
        r = pygame.Rect(box.x + i * (cell + cell // 4), box.y + cell // 2, cell, cell)
        surf.blit(art_duel.die_face(f.arms, f.crosses, cell - 4), r)
        if i in (1, 2):
            ring(surf, r, True, max(2, cell // 12))


def _turn(surf, box: pygame.Rect, cell: int) -> None:
    faces = duel_components().dice[2]
    a = pygame.Rect(box.x, box.y + cell // 2, cell, cell)
    b = a.move(cell * 2, 0)
    surf.blit(art_duel.die_face(faces[0].arms, faces[0].crosses, cell - 4), a)
    surf.blit(art_duel.die_face(faces[2].arms, faces[2].crosses, cell - 4), b)
    arrow(surf, (a.right + cell // 8, a.centery), (b.x - cell // 8, b.centery), max(2, cell // 14))


def _domain(surf, box: pygame.Rect, cell: int) -> None:
    m = _map(["", ". black black . black . .", ". . . C . . .", "", ""])
    sheet = Sheet(box.topleft, range(1, 3), range(1, 5), cell)
    sheet.draw(surf, m)
    bonus = duel_components().domain_bonus_points
    for c in (1 * 7 + 1, 1 * 7 + 4):
        pill(surf, f"+{bonus}", max(12, cell // 3), theme.GOLD, center=sheet.square(c).midbottom)


def _cross(surf, box: pygame.Rect, cell: int) -> None:
    a = pygame.Rect(box.x, box.y + cell // 2, cell, cell)
    b = a.move(cell * 2, 0)
    surf.blit(art_duel.map_square(4, 1, cell), a)
    surf.blit(art_duel.map_square(4, 2, cell), b)
    arrow(surf, (a.right + cell // 8, a.centery), (b.x - cell // 8, b.centery), max(2, cell // 14))


PICTURES = {"ignore_connection": _free, "split_dice": _split, "pick_two": _two, "set_face": _turn,
            "domain_bonus": _domain, "add_cross": _cross}


def spells(width: int, s: float) -> pygame.Surface:
    """Every spell of the book: its coat of arms, boxes to fill, what it does, a picture."""
    dc = duel_components()
    gap = px(24, s)
    card_w = (width - gap) // 2
    cell = min(px(46, s), card_w // 8)
    size, small = px(20, s), px(18, s)
    text_w = card_w - 5 * cell - px(30, s)
    lines = max(len(theme.wrap(effect(sp.id), small, text_w - px(10, s))) for sp in dc.spells)
    card_h = max(3 * cell + px(20, s), size * 2 + lines * int(small * 1.4) + px(30, s))
    rows = (len(dc.spells) + 1) // 2
    surf = canvas(width, rows * (card_h + gap))
    for i, sp in enumerate(dc.spells):
        box = pygame.Rect((i % 2) * (card_w + gap), (i // 2) * (card_h + gap), card_w, card_h)
        surf.blit(art_duel.parchment(box.w, box.h), box)
        icon = art_duel.arms_icon(sp.arms, size * 2)
        surf.blit(icon, (box.x + px(10, s), box.y + px(8, s)))
        theme.blit_text(surf, title(sp.id), size, art_duel.PENCIL, bold=True, max_w=text_w - size * 2,
                        topleft=(box.x + px(14, s) + size * 2, box.y + px(10, s)))
        when = _("immediate (lightning)") if sp.lightning else _("once, when you like")
        theme.blit_text(surf, when, small, art_duel.CROSS, max_w=text_w - size * 2,
                        topleft=(box.x + px(14, s) + size * 2, box.y + px(12, s) + size))
        y = box.y + px(20, s) + size * 2
        for line in theme.wrap(effect(sp.id), small, text_w - px(10, s)):
            theme.blit_text(surf, line, small, art_duel.PENCIL, topleft=(box.x + px(12, s), y))
            y += int(small * 1.4)
        picture = pygame.Rect(box.right - 4 * cell - px(14, s) - cell // 2, box.y + px(10, s), 4 * cell, card_h - px(20, s))
        PICTURES[sp.id](surf, picture, cell)
    return surf


def castle_bonus(width: int, s: float) -> pygame.Surface:
    """A die with the castle bonus: one more cross, in gold."""
    f = duel_components().dice[1][2]
    cell = px(72, s)
    surf = canvas(width, cell + px(8, s))
    surf.blit(art.castle(cell, theme.PLAYER_COLOURS[0][1]), (0, 0))
    arrow(surf, (cell + px(10, s), cell // 2), (cell + px(60, s), cell // 2), max(3, cell // 16))
    surf.blit(art_duel.die_face(f.arms, f.crosses, cell), (cell + px(70, s), 0))
    surf.blit(art_duel.die_face(f.arms, f.crosses + 1, cell, bonus=1), (2 * cell + px(100, s), 0))
    return surf


PAGE = (
    Heading(N_("Two players, four dice")),
    Text(N_("Each player draws a kingdom on their own map of 5 × 7 squares, around the castle in the middle. Instead of dominoes there are four dice: each face shows a coat of arms, some with crosses, and the \"?\" may be drawn as any coat of arms, without a cross.")),
    Figure(dice, N_("The four dice and their faces.")),
    Heading(N_("A round")),
    Text(N_("Player A rolls the dice and takes one, B takes two, A gets the last. Each player joins their two dice into a domino and draws it on two empty squares side by side. One half must touch the castle or the same coat of arms. If it fits nowhere, nothing is drawn. Then B becomes A.")),
    Heading(N_("Scoring")),
    Figure(drawing, N_("A territory scores its squares times its crosses, as in Kingdomino with crowns. The domino just drawn (ringed) touches the castle.")),
    Heading(N_("The spell book")),
    Text(N_("Every coat of arms you draw without a cross ticks a box of its spell on your line. Whoever fills a spell's line first owns it (A ticks first); the other player's line is struck out. Each spell is used once.")),
    Figure(spells, ""),
    Heading(N_("Castle bonus")),
    Figure(castle_bonus, N_("Once a game, one of your dice of the round gets one more cross; that die ticks no box.")),
    Heading(N_("The end")),
    Text(N_("The game ends after the round in which a player fills their map, or in which neither player could draw. The highest score wins; a tie goes to the larger territory.")),
)
