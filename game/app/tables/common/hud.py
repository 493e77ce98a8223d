"""The status banner (whose turn, what to do) and the live score list."""
from __future__ import annotations

import pygame

from game.app.ui import art, theme
from game.app.ui.words import who_text
from game.i18n import _, ngettext
from game.rules import scoring

SMALLEST_DETAIL = 0.75     # the banner's detail is set down to this fraction of its size, no smaller


def draw_status(surface: pygame.Surface, rect: pygame.Rect, scale: float, colour,
                title: str, detail: str, text_right: int | None = None) -> None:
    """A banner in the acting player's colour: impossible to miss whose turn it is.
    text_right: where buttons drawn over the banner begin (the detail stops before them)."""
    theme.panel(surface, rect, fill=(*theme.darken(colour, 0.55), 235), edge=colour, width=3)
    stripe = pygame.Rect(rect.x, rect.y, int(18 * scale), rect.h)
    pygame.draw.rect(surface, colour, stripe, border_top_left_radius=14, border_bottom_left_radius=14)
    h = int(rect.h * 0.8)
    surface.blit(art.king(h, colour), (rect.x + int(34 * scale), rect.y + (rect.h - h) // 2))
    x = rect.x + int(34 * scale) + int(h * 0.72) + int(18 * scale)
    r = theme.blit_text(surface, title, int(34 * scale), theme.INK, bold=True, max_h=rect.h * 9 // 10,
                        max_w=min((rect.right - x) * 4 // 10, (text_right or rect.right) - x - int(12 * scale)),
                        midleft=(x, rect.centery))
    room = (text_right or rect.right) - r.right - int(40 * scale)
    if theme.font(int(24 * scale)).size(detail)[0] * SMALLEST_DETAIL > room:
        return                          # too long for the banner: the message line under the table says it
    theme.blit_text(surface, detail, int(24 * scale), theme.lighten(colour, 0.55), max_h=rect.h * 9 // 10,
                    max_w=room, midleft=(r.right + int(24 * scale), rect.centery + int(2 * scale)))


def footer(surface: pygame.Surface, text: str, size: int, width: int, max_h: int, at: tuple[int, int],
           rows: int = 1, bottom: bool = False) -> None:
    """A kingdom panel's last move from `at`, its first line's top left (`bottom`: the bottom
    left of its one line). At 100 % one line, never wrapped ("… placed domino" over a lone
    "8"): set smaller down to SMALLEST_DETAIL of its size, then cut with an ellipsis (the
    event log has it whole). A larger UI scale may take up to `rows` lines where the panel
    has them, never leaving one word alone on the last."""
    lines = theme.wrap(text, size, width) if theme.UI_SCALE > 1 and rows > 1 else [text]
    if len(lines) > rows:
        lines = [text]
    if len(lines) > 1 and " " not in lines[-1] and " " in lines[-2]:
        head, word = lines[-2].rsplit(" ", 1)
        lines[-2:] = [head, f"{word} {lines[-1]}"]
    if len(lines) == 1:
        lines = [theme.fit_text(text, max(6, int(size * SMALLEST_DETAIL)), width)]
    x, y = at
    if bottom:
        theme.blit_text(surface, lines[0], size, theme.INK_DIM, max_w=width, max_h=max_h, bottomleft=(x, y))
        return
    for j, line in enumerate(lines):
        theme.blit_text(surface, line, size, theme.INK_DIM, max_w=width, max_h=max_h, topleft=(x, y + j * max_h))


def draw_scores(surface: pygame.Surface, rect: pygame.Rect, scale: float, session,
                actor: int | None, scores: list[int]) -> None:
    theme.panel(surface, rect)
    state = session.state
    n = len(session.seats)
    top = rect.y + int(46 * scale)
    theme.blit_text(surface, _("Scores"), int(24 * scale), theme.INK, bold=True, max_h=int(38 * scale),
                    midleft=(rect.x + int(20 * scale), rect.y + int(24 * scale)))
    match = state.config.games_in_match > 1
    if match:
        theme.blit_text(surface, _("match"), int(18 * scale), theme.INK_DIM, max_h=int(34 * scale),
                        midright=(rect.right - int(20 * scale), rect.y + int(24 * scale)))
    avail = (rect.bottom - top - int(8 * scale)) // max(1, n)
    g = scale * theme.UI_SCALE
    apart = theme.UI_SCALE > 1 and any(state.discards) and avail >= int(80 * g)    # the discards on a line of their own
    row_h = min(int((80 if apart else 58) * g), avail)
    grown = max(1.0, row_h / max(1, int(58 * scale)))       # a larger UI scale's taller rows: the lines further apart
    crowns = [scoring.total_crowns(k) for k in state.kingdoms]
    for p, seat in enumerate(session.seats):
        r = pygame.Rect(rect.x + int(10 * scale), top + p * row_h, rect.w - int(20 * scale), row_h - 4)
        if p == actor:
            theme.panel(surface, r, fill=(*theme.darken(seat.colour, 0.5), 220), edge=seat.colour, radius=10)
        kh = min(int(row_h * 0.8), int(60 * scale))    # the king grows little: the words beside it need the room
        surface.blit(art.king(kh, seat.colour), (r.x + int(8 * scale), r.y + (r.h - kh) // 2))
        x = r.x + int(8 * scale) + kh
        room = r.w * 45 // 100 - kh                  # a larger UI scale grows text up to its room
        theme.blit_text(surface, seat.name, int(22 * scale), theme.INK, bold=True, max_w=room, max_h=r.h * 55 // 100,
                        midleft=(x, r.centery - int(24 * g if apart else 10 * scale * grown)))
        right = r.right - int(12 * scale)
        if match:
            total = sum(g[p][0] for g in state.finished) + scores[p]
            tr = theme.blit_text(surface, str(total), int(20 * scale), theme.INK_DIM,
                                 midright=(right, r.centery))
            right = tr.x - int(20 * scale)
        sr = theme.blit_text(surface, str(scores[p]), int(30 * scale), theme.GOLD, bold=True, max_h=r.h,
                             midright=(right, r.centery))
        icon = art.crown(int(20 * scale))
        cr = theme.blit_text(surface, str(crowns[p]), int(18 * scale), theme.INK_DIM, max_h=r.h * 6 // 10,
                             midright=(sr.x - int(18 * scale), r.centery))
        icon_at = surface.blit(icon, icon.get_rect(midright=(cr.x - int(4 * scale), r.centery)))
        who = [who_text(seat)]
        if state.discards[p]:
            who.append(ngettext("{n} discarded", "{n} discarded", state.discards[p]).format(n=state.discards[p]))
        width = max(room, icon_at.x - x - int(8 * scale))       # the small line may run to the crowns
        if apart:
            theme.line_of(who[-1], " · ".join(who))
            for j, words in enumerate(who):
                theme.blit_text(surface, words, round(18 * scale), theme.INK_DIM, max_w=width, max_h=int(22 * g),
                                midleft=(x, r.centery + int((2 + 22 * j) * g)))
        else:
            theme.blit_text(surface, " · ".join(who), round(18 * scale), theme.INK_DIM, max_w=width,
                            max_h=r.h * 4 // 10, midleft=(x, r.centery + int(13 * scale * grown)))
