"""The Kingdomino page of the rules (Královská zahrada too): the goal, a round, placing (what
connects, the 5×5 limit), scoring (a territory's squares × crowns, the rulebook's worked
example scored by the rules' own code), the end, the variants. Whether a pictured domino may
go where it lies is asked of the rules (Kingdom.is_legal), never drawn by hand."""
from __future__ import annotations

import pygame

from game.app.rules_pages.figures import Board, Figure, Heading, Text, canvas, fit, kingdom, legend, pill, px, total
from game.app.ui import art, theme
from game.i18n import N_, _, ngettext, pgettext
from game.rules import scoring
from game.rules.components import Domino, terrain_index, terrains
from game.rules.kingdom import Placement
from game.rules.kingdom_file import parse_kingdom

T = terrain_index()
# the Královská zahrada rulebook's picture A (docs/rules.md, Worked examples)
WORKED = ["W1 W1 L1 . .", "F0 C  L1 . .", "G2 F0 L1 . ."]


def _dom(a: str, b: str) -> Domino:
    return Domino(0, T[a[0]], int(a[1:]), T[b[0]], int(b[1:]))


def connects(width: int, s: float) -> pygame.Surface:
    """Three dominoes tried against one small kingdom: two fit, one does not."""
    k = kingdom("1,0,W0", "2,0,F1")
    tries = ((_dom("W0", "L0"), Placement(1, 1, 0), N_("wheat touches wheat")),
             (_dom("L0", "G1"), Placement(0, 1, 1), N_("the castle matches every terrain")),
             (_dom("L0", "G1"), Placement(2, 1, 0), N_("nothing alike touches it")))
    gap = px(24, s)
    panel = (width - 2 * gap) // 3
    cell = min(px(64, s), panel // 5)
    size = px(19, s)
    h = 4 * cell + px(50, s)
    surf = canvas(width, h)
    for i, (d, p, why) in enumerate(tries):
        board = Board((i * (panel + gap) + (panel - 5 * cell) // 2, 0), -1, -1, 5, 4, cell)
        board.draw(surf, k)
        ok = k.is_legal(d, p)
        board.lay(surf, d, p.x, p.y, p.rot, ok)
        mark = "✓ " if ok else "✗ "
        theme.blit_text(surf, mark + _(why), size, theme.GOOD if ok else theme.BAD, bold=True, max_w=panel,
                        midtop=(i * (panel + gap) + panel // 2, 4 * cell + px(12, s)))
    return surf


def limit(width: int, s: float) -> pygame.Surface:
    """A kingdom five squares wide: nothing fits left of its castle any more."""
    k = kingdom("1,0,F0", "2,0,F1", "3,0,L0", "4,0,L1", "1,1,W0", "2,1,W0")
    d = _dom("W0", "G0")
    cell = min(px(64, s), width // 9)
    board = Board(((width - 8 * cell) // 2, 0), -3, -1, 8, 3, cell)
    surf = canvas(width, 3 * cell + px(8, s))
    board.draw(surf, k)
    band = board.square(0, -1).union(board.square(4, 1))
    pygame.draw.rect(surf, theme.GOLD, band.inflate(6, 6), max(2, cell // 16), border_radius=cell // 8)
    pill(surf, _("5 columns"), px(19, s), theme.GOLD, midtop=(band.centerx, band.bottom - cell // 3))
    board.lay(surf, d, -1, 0, 2, k.is_legal(d, Placement(-1, 0, 2)))
    return surf


def territory(width: int, s: float) -> pygame.Surface:
    """One territory, ringed, and what it scores (the rules' own count)."""
    k = kingdom("1,0,L1", "2,0,L0", "2,1,L1", "1,1,F0", "0,1,W1")
    terr = next(t for t in scoring.territories(k) if t.terrain == T["L"])
    cell = min(px(72, s), width // 8)
    board = Board((px(10, s), 0), -1, -1, 4, 3, cell)
    surf = canvas(width, 4 * cell)
    board.draw(surf, k)
    for x, y, t, _c in k.squares():
        if t == T["L"]:
            pygame.draw.rect(surf, theme.GOLD, board.square(x, y), max(2, cell // 16), border_radius=cell // 10)
    size = px(24, s)
    x = board.rect.right + px(40, s)
    name = pgettext("terrain", terrains()[terr.terrain].name_en)
    squares = ngettext("{n} square", "{n} squares", terr.squares).format(n=terr.squares)
    crowns = ngettext("{n} crown", "{n} crowns", terr.crowns).format(n=terr.crowns)
    y = cell // 2
    theme.blit_text(surf, name, size, theme.GOLD, bold=True, topleft=(x, y))
    theme.blit_text(surf, f"{squares} × {crowns} = {terr.points}", size, theme.INK, topleft=(x, y + size * 2))
    return fit(surf)


def worked(width: int, s: float) -> pygame.Surface:
    """The rulebook's example kingdom and each territory's squares × crowns, scored by the
    rules' scoring code."""
    k = parse_kingdom({"game": "kralovska_zahrada", "size": 5, "grid": WORKED}).kingdom
    score = scoring.score_kingdom(k, scoring.Bonuses())
    cell = min(px(72, s), width // 9)
    board = Board((px(10, s), 0), -1, -1, 3, 3, cell)
    size = px(21, s)
    rows = len(score.territories) + 1
    surf = canvas(width, max(3 * cell, rows * size * 4))
    board.draw(surf, k)
    x, y = board.rect.right + px(40, s), 0
    icon_w = size * 3 // 2
    for t in score.territories:
        text = _("{terrain}: {squares} × {crowns} = {points}").format(
            terrain=pgettext("terrain", terrains()[t.terrain].name_en), squares=t.squares, crowns=t.crowns,
            points=t.points)
        y = legend(surf, x, y, art.square(t.terrain, 0, icon_w), text, size)
    return total(surf, x, y, size, score.total)


PAGE = (
    Heading(N_("Your goal")),
    Text(N_("Build the richest 5×5 kingdom around your castle. Every territory (squares of one terrain joined edge to edge) scores its number of squares times the crowns in it. A territory without crowns scores nothing.")),
    Heading(N_("A round")),
    Text(N_("Each king stands on a domino of the current line. In number order (lowest first) each king's owner places that domino in their kingdom, then moves the king onto a free domino of the next line: a low number plays early next round, a high one usually carries more crowns. In the first round kings only choose. With 2 players each player has two kings.")),
    Heading(N_("Placing a domino")),
    Text(N_("One half must touch your castle or a square of the same terrain. The whole kingdom, castle included, must fit in 5×5 (7×7 in Mighty Duel). If a domino fits nowhere it is discarded and scores nothing; a domino that fits may not be discarded.")),
    Figure(connects, N_("Green: the domino may lie there. Red: it may not.")),
    Figure(limit, N_("This kingdom is five columns wide, castle included: a domino left of the castle would make it seven.")),
    Heading(N_("Scoring")),
    Figure(territory, N_("A territory scores its squares times its crowns.")),
    Figure(worked, N_("The rulebook's example, scored by the game: the two forests have no crown and score nothing.")),
    Heading(N_("End of the game")),
    Text(N_("When the last line has been placed, the highest total wins. Ties go to the largest single territory, then to the most crowns; after that the tied players share the victory.")),
    Heading(N_("Variants")),
    Text(N_("Dynasty: three games, the sum counts. Middle Kingdom: +10 when the castle is the centre of a full 5×5. Harmony: +5 for a complete 5×5 kingdom. Mighty Duel: 2 players, all 48 dominoes, 7×7. Wider offer (Širší nabídka): one domino more per line than kings; the one nobody takes leaves the game.")),
    Heading(N_("Královská zahrada")),
    Text(N_("The Czech edition with relief tiles: the same game, with its own terrain names (pole, les, rybník, louka, bažina, důl).")),
)
