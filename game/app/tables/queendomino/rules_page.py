"""The Queendomino page of the rules (the Royal Wedding too): what it adds to Kingdomino,
the turn A–E, knights and tax, buildings, towers and the Queen, the Dragon, and the
rulebook's 71-point example scored by the game's own score_house."""
from __future__ import annotations

from typing import Any

import pygame

from game.app.rules_pages.figures import (
    Board,
    Figure,
    Heading,
    Text,
    arrow,
    canvas,
    fit,
    kingdom,
    legend,
    pill,
    px,
    total,
)
from game.app.tables.queendomino import art as qart
from game.app.ui import art, theme
from game.app.ui.words import coins_text
from game.i18n import N_, _, ngettext, pgettext
from game.rules import scoring
from game.rules.components import builders_board, building_index, terrain_index, terrains
from game.rules.kingdom import Kingdom
from game.rules.queendomino.kingdom_file import score_queendomino_file
from game.rules.queendomino.scoring import score_house

T = terrain_index()
# the rulebook's example (docs/rules.md, Worked examples; tests/rules/queendomino/test_kingdom_file.py)
EXAMPLE: dict[str, Any] = {"game": "queendomino", "size": 5, "coins": 11, "queen": True,
           "grid": ["G1 G1 G1 T:sawmill F1", "G0 T:travelling_castle L1 T:church F0", "M1 C L1 L0 W1",
                    "M3 T:big_tavern S1 W0 W0", "M0 T:statue F1 T:guardtower F0"]}
SHOWN = (0, 3, 6, 9, 12, 15)       # buildings pictured on the board (indices into the data's list)


def tax(width: int, s: float) -> pygame.Surface:
    """A knight on the domino just placed collects a coin per square of its territory."""
    k = kingdom("1,0,F1", "2,0,F0", "1,1,F0", "0,1,W0")
    terr = next(t for t in scoring.territories(k) if t.terrain == T["F"])
    cell = min(px(72, s), width // 8)
    board = Board((px(10, s), 0), -1, -1, 4, 3, cell)
    surf = canvas(width, 4 * cell)
    board.draw(surf, k)
    placed = board.square(0, 1).union(board.square(1, 1))
    pygame.draw.rect(surf, theme.GOLD, placed.inflate(6, 6), max(3, cell // 14), border_radius=cell // 8)
    knight = qart.knight(cell * 2 // 3, theme.PLAYER_COLOURS[0][1])
    surf.blit(knight, knight.get_rect(center=board.square(1, 1).center))
    size = px(22, s)
    x, y = board.rect.right + px(40, s), cell // 2
    name = pgettext("terrain", terrains()[terr.terrain].name_en)
    y = legend(surf, x, y, qart.knight(size * 3 // 2, theme.PLAYER_COLOURS[0][1]),
               ngettext("{terrain}: {n} square", "{terrain}: {n} squares", terr.squares).format(
                   terrain=name, n=terr.squares), size)
    legend(surf, x, y, qart.coin(size * 3 // 2), "+" + coins_text(terr.squares), size, theme.GOLD)
    return fit(surf)


def _board_row(surf: pygame.Surface, x: int, y: int, cell: int, size: int, dragon_at: int | None = None) -> list:
    """The builders board: six slots, their costs under them; returns the slots' rects."""
    rects = []
    for i, cost in enumerate(builders_board().costs):
        r = pygame.Rect(x + i * (cell + cell // 5), y, cell, cell)
        theme.panel(surf, r, fill=(60, 44, 30, 255), edge=theme.PANEL_EDGE, radius=cell // 10, width=1)
        surf.blit(qart.building(SHOWN[i], cell - 8), r.inflate(-8, -8))
        if i == dragon_at:
            img = qart.dragon(cell)
            surf.blit(img, img.get_rect(center=r.center))
        coin = qart.coin(size)
        surf.blit(coin, (r.centerx - size, r.bottom + size // 3))
        theme.blit_text(surf, str(cost), size, theme.GOLD, bold=True, midleft=(r.centerx + 2, r.bottom + size * 5 // 6))
        rects.append(r)
    return rects


def build(width: int, s: float) -> pygame.Surface:
    """A building bought from the board goes onto an empty town square."""
    cell = min(px(84, s), width // 9)
    size = px(20, s)
    top = cell + size * 3
    surf = canvas(width, top + 3 * cell)
    slots = _board_row(surf, px(10, s), 0, cell, size)
    k = kingdom("1,0,T0", "2,0,F0", "1,1,L0")
    board = Board((slots[3].x, top), -1, -1, 4, 3, cell)
    board.draw(surf, k)
    town = board.square(1, 0)
    pygame.draw.rect(surf, theme.GOLD, town.inflate(4, 4), max(3, cell // 14), border_radius=cell // 8)
    arrow(surf, slots[2].midbottom, (town.centerx, town.y - 6), max(3, cell // 16))
    return surf


def queen(width: int, s: float) -> pygame.Surface:
    """The Queen on her host's largest territory counts as one more crown there."""
    k = kingdom("1,0,G1", "2,0,G1", "1,1,G0", "2,1,G1", "0,1,W0")
    terr = next(t for t in scoring.territories(k) if t.terrain == T["G"])
    without = score_house(k, {}, 0, 0, 0, False).total
    hosting = score_house(k, {}, 0, 0, 0, True).total
    cell = min(px(72, s), width // 8)
    board = Board((px(10, s), 0), -1, -1, 4, 3, cell)
    surf = canvas(width, 6 * cell)
    board.draw(surf, k)
    img = qart.queen(cell * 3 // 4)
    surf.blit(img, img.get_rect(center=board.square(2, 1).center))
    size = px(22, s)
    x, y = board.rect.right + px(40, s), px(6, s)
    y = legend(surf, x, y, qart.tower(size * 2), _("most towers: the Queen comes to you"), size)
    y = legend(surf, x, y, qart.coin(size * 3 // 2), _("every building costs 1 coin less"), size)
    y = legend(surf, x, y, qart.dragon(size * 2), _("no Dragon for you while she stays"), size)
    name = pgettext("terrain", terrains()[terr.terrain].name_en)
    legend(surf, x, y, qart.queen(size * 2), _("{terrain}: {squares} × ({crowns} + 1) = {points}").format(
        terrain=name, squares=terr.squares, crowns=terr.crowns, points=terr.points + hosting - without),
        size, theme.GOLD)
    return fit(surf)


def dragon(width: int, s: float) -> pygame.Surface:
    """A coin to the Dragon: the building in its slot leaves the game."""
    cell = min(px(84, s), width // 9)
    size = px(20, s)
    surf = canvas(width, cell + size * 3)
    slots = _board_row(surf, px(10, s), 0, cell, size, dragon_at=4)
    pill(surf, "−" + coins_text(builders_board().dragon_cost), size, theme.GOLD,
         midleft=(slots[-1].right + px(30, s), slots[-1].centery))
    return surf


def worked(width: int, s: float) -> pygame.Surface:
    """The rulebook's kingdom, and its score sheet as the game adds it up."""
    out = score_queendomino_file(EXAMPLE)
    kinds = building_index()
    k, towns = Kingdom(5), {}
    for y, row in enumerate(EXAMPLE["grid"]):
        for x, tok in enumerate(row.split()):
            if tok == "C":
                continue
            letter, crowns = ("T", 0) if tok.startswith("T:") else (tok[0], int(tok[1:]))
            k.set_square(x - 1, y - 2, T[letter], crowns)
            if tok.startswith("T:"):
                towns[(x - 1, y - 2)] = kinds[tok[2:]]
    cell = min(px(72, s), width // 11)
    board = Board((px(10, s), 0), -1, -2, 5, 5, cell)
    size = px(20, s)
    surf = canvas(width, 10 * cell)
    board.draw(surf, k, towns=towns, building=qart.building)
    by = out["by_category"]
    x, y = board.rect.right + px(40, s), 0
    icon = size * 3 // 2
    y = legend(surf, x, y, qart.coin(icon), _("Wealth: {coins} → {points}").format(
        coins=coins_text(EXAMPLE["coins"]), points=by["wealth"]), size)
    for t in terrains():
        if t.letter in by and by[t.letter]:
            extra = f" + {by['queen']} ({_('Queen')})" if t.letter == "G" else ""
            y = legend(surf, x, y, art.square(t.index, 0, icon), f"{pgettext('terrain', t.name_en)}: {by[t.letter]}{extra}", size)
    y = legend(surf, x, y, qart.building(kinds["church"], icon), f"{_('Buildings')}: {by['buildings']}", size)
    return total(surf, x, y, size, out["total"])


PAGE = (
    Heading(N_("What Queendomino adds")),
    Text(N_("Queendomino is played like Kingdomino, with a new terrain, towns, where you build. Coins pay for buildings; knights collect coins as tax; towers bring the Queen; the Dragon burns buildings. With 2 players each has two kings and builds a 7×7 kingdom.")),
    Heading(N_("A turn")),
    Text(N_("A: place your domino. B: send up to two knights onto it to collect tax. C: buy one building. D: bribe the Dragon. E: choose a domino of the next line. A and E are compulsory, B to D optional; press Done to go on to E.")),
    Heading(N_("Knights and tax")),
    Figure(tax, N_("A knight on a square of the domino just placed earns a coin per square of its territory. Knights stay where they are.")),
    Heading(N_("Buildings")),
    Text(N_("Buy a building from the board (the slots cost {costs} coins) and put it on an empty town square of your kingdom. Buildings bring crowns, knights or towers, or points at the end."),
         lambda: {"costs": f"{builders_board().costs[0]}–{builders_board().costs[-1]}"}),
    Figure(build, N_("Drag a building from the board onto an empty town square (ringed in green at the table).")),
    Heading(N_("Towers and the Queen")),
    Figure(queen, N_("The Queen goes to whoever has the most towers. At the end she stands on her host's largest territory as one more crown.")),
    Heading(N_("The Dragon")),
    Figure(dragon, N_("Once a round, for a coin, a player without the Queen may have the Dragon burn a building of the board.")),
    Heading(N_("Scoring")),
    Text(N_("1 point per 3 coins, every territory (towns too) scores squares × crowns, and buildings add their points. A tie goes to the largest territory, then to the coins left over.")),
    Figure(worked, N_("The rulebook's example, scored by the game.")),
)
