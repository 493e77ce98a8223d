"""The two draft lines (the one being placed and the one being chosen from), the kings
standing on them, and the pile of dominoes still to come."""
from __future__ import annotations

import pygame

from game.app.tables.kingdomino.bonus_marks import variants_words
from game.app.ui import art, theme
from game.i18n import _, ngettext
from game.rules.kingdomino.state import FREE, PHASE_CHOOSE, PHASE_PLACE

CURRENT, NEXT = "current", "next"
TAKEN_DIM = (120, 120, 120)     # a taken domino of the next line: its colours at under half


class DraftView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.cell = 1
        self.scale = 1.0
        self._cols: dict[str, int] = {}
        self._top = 0
        self._pitch = 1

    def fit(self, rect: pygame.Rect, line_len: int, scale: float) -> None:
        self.rect = rect
        self.scale = scale
        header = int(64 * scale)
        col_w = rect.w // 2
        c = min((col_w - 24 * scale) / 3.5, (rect.h - header - 12 * scale) / (line_len * 1.28))
        self.cell = max(6, int(c))
        self._pitch = int(self.cell * 1.28)
        self._top = rect.y + header
        width = int(3.5 * self.cell)
        self._cols = {CURRENT: rect.x + (col_w - width) // 2,
                      NEXT: rect.x + col_w + (col_w - width) // 2}

    # ---- geometry ------------------------------------------------------------
    def tag_rect(self, col: str, i: int) -> pygame.Rect:
        c = self.cell
        return pygame.Rect(self._cols[col], self._top + i * self._pitch + c // 10,
                           int(0.62 * c), int(0.8 * c))

    def slot_rect(self, col: str, i: int) -> pygame.Rect:
        """Where the face of the domino in slot i of a line is drawn."""
        c = self.cell
        return pygame.Rect(self._cols[col] + int(0.72 * c), self._top + i * self._pitch, 2 * c, c)

    def king_rect(self, col: str, i: int) -> pygame.Rect:
        """Where a king stands: on its domino in the next line (taken, as on the real table),
        beside it in the line being placed (its domino stays in sight)."""
        s = self.slot_rect(col, i)
        h = int(self.cell * 0.9)
        if col == NEXT:
            return pygame.Rect(s.centerx - int(h * 0.36), s.y + (s.h - h) // 2, int(h * 0.72), h)
        return pygame.Rect(s.right + int(self.cell * 0.08), s.y + (s.h - h) // 2, int(h * 0.72), h)

    def slot_at(self, pos, state) -> tuple[str, int] | None:
        for col, line in ((NEXT, state.next), (CURRENT, state.current)):
            for i in range(len(line)):
                if self.slot_rect(col, i).inflate(self.cell // 3, self.cell // 5).collidepoint(pos):
                    return col, i
        return None

    def queue_king_rect(self, state, j: int) -> pygame.Rect:
        """First round: the j-th king still waiting to choose, in the left column."""
        h = int(self.cell * 0.9)
        w = int(h * 0.72)
        x0 = self._cols[CURRENT] + int(0.2 * self.cell)
        return pygame.Rect(x0 + (j % 4) * int(w * 1.25), self._top + int(self.cell * 0.9)
                           + (j // 4) * int(h * 1.15), w, h)

    # ---- drawing -------------------------------------------------------------
    def draw(self, surface: pygame.Surface, state, colours: list, *, hover=None,
             pick_colour=None, hidden=frozenset()) -> None:
        """`colours`: colour per king id; `pick_colour`: the chooser's colour when a person
        is choosing (free next slots light up); `hidden`: slots/kings being animated."""
        theme.panel(surface, self.rect)
        px = self.scale
        lines = ((CURRENT, _("This round"), state.current, state.current_kings),
                 (NEXT, _("Next round"), state.next, state.next_kings))
        for col, title, line, kings in lines:
            mid = self._cols[col] + int(1.75 * self.cell)
            theme.blit_text(surface, title, int(26 * px), theme.INK, bold=True, max_w=self.rect.w // 2 - int(32 * px),
                            max_h=int(44 * px), center=(mid, self.rect.y + int(34 * px)))    # its column, not its dominoes
            for i, number in enumerate(line):
                self._slot(surface, state, col, i, number, kings[i], colours, hover,
                           pick_colour, hidden)
        if state.round == 0:
            self._queue(surface, state, colours, hidden)
        if not state.next and state.round > 0:
            mid = self._cols[NEXT] + int(1.75 * self.cell)
            room = self.rect.w // 2 - int(12 * px)     # the column's width: a draft made smaller leaves the words theirs
            theme.blit_text(surface, _("last round:"), int(20 * px), theme.INK_DIM, max_w=room,
                            max_h=int(self.cell * 0.48), center=(mid, self._top + self.cell))
            theme.blit_text(surface, _("nothing to choose"), int(20 * px), theme.INK_DIM, max_w=room,
                            max_h=int(self.cell * 0.48), center=(mid, self._top + int(self.cell * 1.5)))

    def _slot(self, surface, state, col, i, number, king, colours, hover, pick_colour, hidden):
        d = state.dominoes[number - 1]
        c = self.cell
        r = self.slot_rect(col, i)
        tag = self.tag_rect(col, i)
        surface.blit(art.domino_back(tag.w, tag.h, number), tag)
        placed = col == CURRENT and state.phase in (PHASE_PLACE, PHASE_CHOOSE) and (
            i < state.turn or (i == state.turn and state.phase == PHASE_CHOOSE))
        king_gone = col == CURRENT and i < state.turn
        active = col == CURRENT and i == state.turn and state.phase == PHASE_PLACE
        if placed or (col, i) in hidden:
            pygame.draw.rect(surface, theme.SLOT_EDGE, r, 2, border_radius=c // 8)
        else:
            if active:
                glow = colours[king] if king != FREE else theme.GOLD
                pygame.draw.rect(surface, glow, r.inflate(c // 5, c // 5), max(3, c // 14),
                                 border_radius=c // 6)
            surface.blit(art.domino_face(d, c, 0), r)
            if col == NEXT and king != FREE:        # taken: dimmed under its king
                surface.fill(TAKEN_DIM, r, special_flags=pygame.BLEND_RGB_MULT)
        free_pick = col == NEXT and king == FREE and pick_colour is not None
        if free_pick and hover == (col, i):
            pygame.draw.rect(surface, pick_colour, r.inflate(c // 4, c // 4), max(3, c // 12),
                             border_radius=c // 6)
            ghost = art.king(self.king_rect(col, i).h, pick_colour).copy()
            ghost.set_alpha(150)
            surface.blit(ghost, self.king_rect(col, i))
        elif free_pick:
            pygame.draw.rect(surface, theme.lighten(pick_colour, 0.3), r.inflate(c // 8, c // 8),
                             2, border_radius=c // 6)
        if king != FREE and not king_gone and ("king", col, i) not in hidden:
            draw_king(surface, self.king_rect(col, i), king, colours, state)

    def _queue(self, surface, state, colours, hidden):
        px = self.scale
        mid = self._cols[CURRENT] + int(1.75 * self.cell)
        room = self.rect.w // 2 - int(12 * px)         # the column's width: a draft made smaller leaves the words theirs
        theme.blit_text(surface, _("Kings choose in"), int(19 * px), theme.INK_DIM, max_w=room,
                        max_h=int(self.cell * 0.34),
                        center=(mid, self._top + int(self.cell * 0.25)))
        theme.blit_text(surface, _("this drawn order:"), int(19 * px), theme.INK_DIM, max_w=room,
                        max_h=int(self.cell * 0.34),
                        center=(mid, self._top + int(self.cell * 0.6)))
        for j, king in enumerate(state.draft_order[state.turn:]):
            if j == 0 and ("queue", 0) in hidden:
                continue
            draw_king(surface, self.queue_king_rect(state, j), king, colours, state)


def draw_king(surface: pygame.Surface, r: pygame.Rect, king: int, colours, state) -> None:
    """A king on the draft; where a player has two, its number (the status bar's "king 2")
    on a badge, so each king keeps its name from pick to pick."""
    surface.blit(art.king(r.h, colours[king]), r)
    each = state.config.setup.kings_each
    if each > 1:
        d = max(16, r.h * 4 // 10)
        badge = pygame.Rect(0, 0, d, d)
        badge.center = (r.right - d // 4, r.bottom - d // 3)
        pygame.draw.circle(surface, theme.darken(colours[king], 0.55), badge.center, d // 2)
        pygame.draw.circle(surface, theme.INK, badge.center, d // 2, max(1, d // 12))
        theme.blit_text(surface, str(king % each + 1), max(12, d * 3 // 4), theme.INK, bold=True, scaled=False,
                        center=badge.center)


def draw_pile(surface: pygame.Surface, rect: pygame.Rect, state, scale: float) -> None:
    """Backs of the dominoes still to come, the round counter and the variants in play
    (all of them whole in the panel's tooltip)."""
    theme.panel(surface, rect)
    variants = " · ".join(variants_words(state.config))
    rows = 3 if variants else 2
    line_h = min(rect.h * 9 // (10 * rows), int(28 * scale * theme.UI_SCALE))
    ys = [rect.centery + (2 * i - rows + 1) * rect.h * 3 // (20 if rows == 2 else 19) for i in range(rows)]
    h = min(int(rect.h * 0.56), int(47 * scale))     # a pile made taller for larger text keeps its picture
    w = int(h * 1.9)
    x = rect.x + int(20 * scale)
    size = theme.fitted(round(19 * scale), line_h)
    wide = bool(variants) and theme.font(size).size(variants)[0] > rect.right - x - w - int(48 * scale)
    if wide:                # long variants: the whole width of the panel under the picture, which stands higher
        h = min(h, ys[1] - ys[0] + line_h * 2 // 3)
        w = int(h * 1.9)
    middle = (ys[0] + ys[1]) // 2 if wide else rect.centery
    to_come = state.lines_left * state.config.setup.line
    for j in range(min(3, max(1, (to_come + 11) // 12))):
        surface.blit(art.domino_back(w, h, None), (x + j * int(6 * scale), middle - h // 2 - j * int(5 * scale)))
    tx = x + w + int(36 * scale)
    room = rect.right - tx - int(12 * scale)
    still = ngettext("{n} domino still to come", "{n} dominoes still to come", to_come).format(n=to_come)
    theme.blit_text(surface, still, int(22 * scale), theme.INK, max_w=room,
                    max_h=line_h, midleft=(tx, ys[0]))
    rounds = state.config.rounds
    label = _("First line: choosing") if state.round == 0 else _("Round {n} of {rounds}").format(n=state.round, rounds=rounds)
    if state.config.games_in_match > 1:
        label += "  ·  " + _("game {n} of {games}").format(n=state.game_no, games=state.config.games_in_match)
    theme.blit_text(surface, label, int(20 * scale), theme.INK_DIM, max_w=room, max_h=line_h,
                    midleft=(tx, ys[1]))
    if variants:
        at, width = (x, rect.right - x - int(12 * scale)) if wide else (tx, room)
        theme.blit_text(surface, theme.fit_text(variants, size, width), round(19 * scale), theme.GOLD, max_h=line_h,
                        midleft=(at, ys[2]))
