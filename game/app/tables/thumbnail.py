"""Small pictures of a game's kingdoms drawn from its state, for the load list and for
replays of games without a table: plain coloured squares, no art.

Each family's table folder says how its kingdoms look as rows of squares and whether its
rounds have a fixed count (game/app/tables/<family>/thumbnail.py: grids, OPEN_ROUNDS),
found by name apart from its table's entry, so a saved game whose table is missing still
shows its kingdoms; this module draws any of them.
"""
from __future__ import annotations

import math
from importlib import import_module
from importlib.util import find_spec
from types import ModuleType

import pygame

from game.app.ui import theme
from game.i18n import _, pgettext
from game.rules.registry import family_of, rules_for

# the module in which each family's table folder says how its small pictures look
# (imported by name: the standalone build lists them, packaging/kingdomino-family.spec)
PICTURES = "game.app.tables.{family}.thumbnail"

GOLDEN = (232, 194, 74)         # a square of this colour (Duel's first coat of arms) takes brown crowns
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
    if open_rounds(cfg.game):
        words.append(_("round {n}").format(n=st.round + 1))
    elif st.round == 0:
        words.append(_("first draft"))
    else:
        words.append(_("round {n} of {rounds}").format(n=st.round, rounds=cfg.rounds))
    return " · ".join(words)


def grids(state, colours: list[tuple[int, int, int]]) -> list[tuple[list[list], tuple[int, int, int]]]:
    """Per kingdom: rows of cells (colour, crowns) or None, and the owner's colour (as the
    game's family draws them)."""
    pictures = pictures_of(state.config.game)
    return pictures.grids(state, colours) if pictures else []


def pictures_of(game: str) -> ModuleType | None:
    """The small pictures of `game`'s family (None when its table folder has none)."""
    name = PICTURES.format(family=family_of(game))
    return import_module(name) if find_spec(name) else None


def open_rounds(game: str) -> bool:
    """Rounds counted from 1 with no fixed total (Duel): no "first draft", no "of N"."""
    return bool(getattr(pictures_of(game), "OPEN_ROUNDS", False))


def draw(surface: pygame.Surface, rect: pygame.Rect, state, colours) -> None:
    """Every kingdom of `state` side by side inside `rect` (two rows from five on)."""
    kingdoms = grids(state, colours)
    n = len(kingdoms)
    if not n:
        return
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
                    pygame.draw.circle(surface, theme.GOLD if colour != GOLDEN else (120, 60, 10),
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
    elif open_rounds(cfg.game):
        where = _("round {n}").format(n=st.round + 1)
    else:
        where = _("round {n}").format(n=st.round) if st.round else _("first draft")
    if cfg.games_in_match > 1:
        where = _("game {n}, {where}").format(n=st.game_no, where=where)
    return f"{pgettext('game', cfg.spec.name)} {cfg.players}p – {where}"
