"""The draft lines of Queendomino and the Royal Wedding, drawn by the Kingdomino
DraftView: each line is shown through a small read-only lens that gives the view the
dominoes of that line's own set and the backs of that set (the Royal Wedding's two
boxes keep apart on the table), and the domino-box piles below."""
from __future__ import annotations

import pygame

from game.app.tables.kingdomino.bonus_marks import variants_words
from game.app.tables.kingdomino.draft_view import CURRENT, DraftView
from game.app.tables.queendomino import art as qart
from game.app.ui import theme
from game.i18n import _
from game.rules.queendomino.state import PHASE_PLACE


class _LineLens:
    """A QueenState seen as the Kingdomino draft view expects: `dominoes` is the set of
    one line, and the optional steps after placing count as "placed" (phase choose)."""

    def __init__(self, state, set_index: int) -> None:
        self._state = state
        self.dominoes = state.dominoes(set_index)
        self.phase = PHASE_PLACE if state.phase == PHASE_PLACE else "choose"

    def __getattr__(self, name):
        return getattr(self._state, name)


class QueenDraftView(DraftView):
    def _slot(self, surface, state, col, i, number, *rest) -> None:
        s = state.current_set if col == CURRENT else state.next_set
        super()._slot(surface, _LineLens(state, s), col, i, number, *rest)
        tag = self.tag_rect(col, i)       # the number tag in the back of this line's set
        surface.blit(qart.domino_back(tag.w, tag.h, number, state.mode.sets[s]), tag)


def draw_boxes(surface: pygame.Surface, rect: pygame.Rect, state, scale: float) -> None:
    """The domino boxes still to come (one per set), with their backs, and the round."""
    theme.panel(surface, rect)
    sets = state.mode.sets
    h = min(int(rect.h * 0.5), int(40 * scale))     # a pile made taller for larger text keeps its picture
    w = int(h * 1.9)
    x = rect.x + int(18 * scale)
    line = state.config.setup.line
    rounds = state.config.rounds
    text = _("First line: choosing") if state.round == 0 else _("Round {n} of {rounds}").format(n=state.round, rounds=rounds)
    variants = " · ".join(variants_words(state.config))       # the variants in play (whole in the tooltip)
    names = [name.capitalize() if len(sets) > 1 else _("to come") for name in sets]
    size = theme.fitted(round(18 * scale), rect.bottom - (rect.centery + h // 2 - int(5 * scale)) - int(3 * scale))
    columns = [max(w, theme.font(size).size(words)[0]) for words in names]
    room = rect.right - x - sum(c + int(14 * scale) for c in columns) - int(18 * scale)
    if theme.UI_SCALE > 1 and theme.font(int(20 * scale), bold=True).size(text)[0] > room:
        _boxes_above_the_round(surface, rect, state, scale, (w, h), names, [text, _("lines of {n}").format(n=line), variants])
        return
    for s, (name, words, column) in enumerate(zip(sets, names, columns)):    # the count on the back of its own set, its name under it
        left = len(state.boxes[s]) if state.lines_left else 0
        top = rect.centery + h // 2 - int(5 * scale)
        surface.blit(qart.domino_back(w, h, left, name), (x + (column - w) // 2, rect.centery - h // 2 - int(9 * scale)))
        theme.blit_text(surface, words, round(18 * scale), theme.INK_DIM, max_h=rect.bottom - top - int(3 * scale),
                        midtop=(x + column // 2, top))
        x += column + int(14 * scale)
    rows = 3 if variants else 2
    pitch = rect.h * 3 // (10 if rows == 3 else 8)
    ys = [rect.centery + (2 * i - rows + 1) * pitch // 2 for i in range(rows)]
    theme.blit_text(surface, text, int(20 * scale), theme.INK, bold=True, max_w=room, max_h=pitch,
                    midleft=(x + int(6 * scale), ys[0]))
    theme.blit_text(surface, _("lines of {n}").format(n=line), round(18 * scale), theme.INK_DIM, max_w=room,
                    max_h=pitch, midleft=(x + int(6 * scale), ys[1]))
    if variants:
        size = theme.fitted(round(18 * scale), pitch)
        theme.blit_text(surface, theme.fit_text(variants, size, room), round(18 * scale), theme.GOLD, max_h=pitch,
                        midleft=(x + int(6 * scale), ys[2]))


def _boxes_above_the_round(surface: pygame.Surface, rect: pygame.Rect, state, scale: float, back: tuple[int, int],
                           names: list[str], texts: list[str]) -> None:
    """The boxes in a row, each set's name under its back, and the round, the lines and the
    variants under them at the width of the panel: at a larger UI scale, when two sets leave
    the round too little room beside them."""
    w, h = back
    pad = int(8 * scale)
    share = (rect.w - int(36 * scale)) // len(names)
    name_h = theme.font(round(18 * scale)).get_linesize()
    for s, (name, words) in enumerate(zip(state.mode.sets, names)):
        left = len(state.boxes[s]) if state.lines_left else 0
        mid = rect.x + int(18 * scale) + s * share + share // 2
        at = surface.blit(qart.domino_back(w, h, left, name), (mid - w // 2, rect.y + pad))
        theme.blit_text(surface, words, round(18 * scale), theme.INK_DIM, max_h=name_h, max_w=share - int(8 * scale),
                        midtop=(mid, at.bottom))
    top = rect.y + pad + h + name_h
    pitch = (rect.bottom - top - int(4 * scale)) // 2
    x, room = rect.x + int(18 * scale), rect.w - int(36 * scale)
    round_text, lines, variants = texts
    theme.blit_text(surface, round_text, int(20 * scale), theme.INK, bold=True, max_w=room, max_h=pitch,
                    midleft=(x, top + pitch // 2))
    r = theme.blit_text(surface, lines, round(18 * scale), theme.INK_DIM, max_w=room, max_h=pitch,
                        midleft=(x, top + pitch * 3 // 2))
    if variants:
        size = theme.fitted(round(18 * scale), pitch)
        rest = rect.right - int(18 * scale) - r.right - int(12 * scale)
        theme.blit_text(surface, theme.fit_text(variants, size, rest), round(18 * scale), theme.GOLD, max_h=pitch,
                        midleft=(r.right + int(12 * scale), r.centery))
