"""Small pictures of a game's kingdoms drawn from its state, for the load list and for
replays of games without a table: plain coloured squares, no art.

Every game is covered: the Kingdomino family (and Queendomino's houses) through the
state's `kingdoms`, Kingdomino Duel through its two map sheets (`maps`).
"""
from __future__ import annotations

import math

import pygame

from game.app.ui import art, theme
from game.i18n import _, pgettext
from game.rules.components import terrains
from game.rules.duel.board import grid as duel_grid
from game.rules.registry import rules_for

ARMS_COLOURS = ((232, 194, 74), (44, 108, 58), (50, 118, 196), (134, 192, 76), (150, 96, 170),
                (112, 98, 90), (196, 120, 90), (200, 200, 200))
CASTLE_GREY = (200, 196, 186)


def progress(session_or_state) -> str:
    """'round 5 of 12', 'game 2 of 3 · round 4 of 12' or 'finished' for any game's state."""
    st = session_or_state
    cfg = st.config
    if rules_for(cfg.game).is_over(st):
        return _("finished")
    words = []
    if cfg.games_in_match > 1:
        words.append(_("game {n} of {games}").format(n=getattr(st, "game_no", 1), games=cfg.games_in_match))
    if hasattr(st, "maps"):
        words.append(_("round {n}").format(n=st.round + 1))
    elif st.round == 0:
        words.append(_("first draft"))
    else:
        words.append(_("round {n} of {rounds}").format(n=st.round, rounds=cfg.rounds))
    return " · ".join(words)


def grids(state, colours: list[tuple[int, int, int]]) -> list[tuple[list[list], tuple[int, int, int]]]:
    """Per kingdom: rows of cells (colour, crowns) or None, and the owner's colour."""
    if hasattr(state, "maps"):
        return [(_duel_cells(m), colours[i % len(colours)]) for i, m in enumerate(state.maps)]
    out = []
    for h, k in enumerate(state.kingdoms):
        owner = next((p for p in range(state.config.players) if _house(state, p) == h), h)
        out.append((_kingdom_cells(k), colours[owner % len(colours)]))
    return out


def _house(state, p: int) -> int:
    return state.house_of(p) if hasattr(state, "house_of") else p


def _kingdom_cells(k) -> list[list]:
    n = k.n
    squares = k.squares()
    xs = [x for x, *_ in squares] + [0]
    ys = [y for _, y, *_ in squares] + [0]
    x0 = min(xs) - (n - (max(xs) - min(xs) + 1)) // 2
    y0 = min(ys) - (n - (max(ys) - min(ys) + 1)) // 2
    rows: list[list] = [[None] * n for _ in range(n)]
    rows[-y0][-x0] = ("castle", 0)
    for x, y, t, c in squares:
        rows[y - y0][x - x0] = (art.TERRAIN_BASE.get(terrains()[t].id, (128, 128, 128)), c)
    return rows


def _duel_cells(m) -> list[list]:
    g = duel_grid()
    rows: list[list] = []
    for r in range(g.rows):
        row = []
        for c in range(g.columns):
            i = g.cell(r, c)
            a = m.arms_at(i)
            row.append(("castle", 0) if i == g.castle else
                       None if a < 0 else (ARMS_COLOURS[a % len(ARMS_COLOURS)], m.crosses[i]))
        rows.append(row)
    return rows


def draw(surface: pygame.Surface, rect: pygame.Rect, state, colours) -> None:
    """Every kingdom of `state` side by side inside `rect` (two rows from five on)."""
    kingdoms = grids(state, colours)
    n = len(kingdoms)
    cols = n if n <= 4 else math.ceil(n / 2)
    lines = math.ceil(n / cols)
    gh, gw = len(kingdoms[0][0]), len(kingdoms[0][0][0])
    gap = max(2, rect.h // 24)
    cell = max(1, min((rect.w - gap * (cols + 1)) // (cols * gw), (rect.h - gap * (lines + 1)) // (lines * gh)))
    bw, bh = cell * gw, cell * gh
    left = rect.x + (rect.w - cols * bw - (cols - 1) * gap) // 2
    top = rect.y + (rect.h - lines * bh - (lines - 1) * gap) // 2
    for i, (rows, owner) in enumerate(kingdoms):
        ox = left + (i % cols) * (bw + gap)
        oy = top + (i // cols) * (bh + gap)
        pygame.draw.rect(surface, theme.darken(owner, 0.7), (ox - 1, oy - 1, bw + 2, bh + 2))
        for y, row in enumerate(rows):
            for x, cellv in enumerate(row):
                if cellv is None:
                    continue
                colour, crowns = cellv
                r = pygame.Rect(ox + x * cell, oy + y * cell, cell, cell)
                if colour == "castle":
                    pygame.draw.rect(surface, CASTLE_GREY, r)
                    pygame.draw.rect(surface, owner, r.inflate(-max(2, cell // 3), -max(2, cell // 3)))
                    continue
                pygame.draw.rect(surface, colour, r)
                if cell >= 6:
                    pygame.draw.rect(surface, theme.darken(colour, 0.35), r, 1)
                for j in range(min(crowns, 3)):
                    d = max(1, cell // 6)
                    pygame.draw.circle(surface, theme.GOLD if colour != ARMS_COLOURS[0] else (120, 60, 10),
                                       (r.x + d + 1 + j * (2 * d + 1), r.y + d + 1), d)


def picture(state, colours, size: tuple[int, int]) -> pygame.Surface:
    """A transparent surface of `size` with the kingdoms drawn on it."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    draw(surf, surf.get_rect(), state, colours)
    return surf


def default_title(session) -> str:
    """A save's suggested name, e.g. 'Kingdomino 4p – round 5'."""
    cfg, st = session.config, session.state
    if session.is_over():
        where = _("finished")
    elif hasattr(st, "maps"):
        where = _("round {n}").format(n=st.round + 1)
    else:
        where = _("round {n}").format(n=st.round) if st.round else _("first draft")
    if cfg.games_in_match > 1:
        where = _("game {n}, {where}").format(n=st.game_no, where=where)
    return f"{pgettext('game', cfg.spec.name)} {cfg.players}p – {where}"
