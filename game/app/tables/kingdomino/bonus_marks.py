"""The table states its game: the variants in play, in words, and on each player's panel
the Middle Kingdom and Harmony bonuses when they are played, an icon each with a tick
(achieved), a ring (still possible) or a cross (lost). The status is the rules' own
(game.rules.kingdomino.bonus_outlook); the tooltips say it in words. Draws only.
"""
from __future__ import annotations

import pygame

from game.app.ui import theme
from game.app.ui.words import variant_name
from game.i18n import N_, _
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.bonus_outlook import ACHIEVED, LOST, POSSIBLE, bonus_status

STATUS_WORDS = {ACHIEVED: N_("achieved"), POSSIBLE: N_("still possible"), LOST: N_("lost")}
HIDDEN = {"7x7"}            # the Royal Wedding's name for what 3-4 players always get


def variants_words(config) -> list[str]:
    """The variants in play, by name."""
    return [variant_name(v) for v in config.variants if v not in HIDDEN]


def bonus_words(config, variant: str) -> str:
    """What a bonus asks for and gives, with the numbers of this game."""
    b = kingdomino.bonuses_of(config)
    n = config.setup.size
    if variant == "middle_kingdom":
        return _("+{points} points if the kingdom spans {n}×{n} with the castle in its centre (gaps allowed)").format(
            points=b.middle_kingdom, n=n)
    if b.harmony_by_discards:
        return _("+{points} points if no domino is discarded").format(points=b.harmony)
    return _("+{points} points if the {n}×{n} kingdom is complete").format(points=b.harmony, n=n)


def _icon(variant: str, size: int, colour) -> pygame.Surface:
    """Middle Kingdom: a 3×3 frame with its centre filled; Harmony: a full 3×3."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    cell = size // 3
    for i in range(9):
        r = pygame.Rect((i % 3) * cell, (i // 3) * cell, cell - 1, cell - 1)
        full = variant == "harmony" or i == 4
        pygame.draw.rect(surf, colour if full else theme.darken(colour, 0.55), r, 0 if full else 1)
    return surf


def _badge(surface: pygame.Surface, status: str, center, d: int) -> None:
    """A tick, a ring or a cross on a dark disc."""
    colour = {ACHIEVED: theme.GOOD, LOST: theme.BAD}.get(status, theme.INK)
    pygame.draw.circle(surface, (12, 20, 24), center, d // 2)
    pygame.draw.circle(surface, colour, center, d // 2, 1)
    w = max(2, d // 6)
    x, y, q = center[0], center[1], d // 4
    if status == ACHIEVED:
        pygame.draw.lines(surface, colour, False, [(x - q, y), (x - q // 3, y + q * 2 // 3), (x + q, y - q * 2 // 3)], w)
    elif status == LOST:
        pygame.draw.line(surface, colour, (x - q, y - q), (x + q, y + q), w)
        pygame.draw.line(surface, colour, (x - q, y + q), (x + q, y - q), w)
    else:
        pygame.draw.circle(surface, colour, center, q, max(1, w - 1))


def draw_marks(surface: pygame.Surface, state, player: int, size: int, pointer,
               **anchor) -> tuple[pygame.Rect | None, list[str] | None]:
    """The bonuses in play for `player`, side by side, placed by a Rect keyword; returns
    where they are (None: no bonus in play) and the tooltip of the one under the pointer
    (its name, status and what it asks)."""
    status = bonus_status(state, player)
    if not status:
        return None, None
    gap = size // 2
    area = pygame.Rect(0, 0, len(status) * (size + gap) - gap, size)
    setattr(area, *next(iter(anchor.items())))
    tip = None
    for i, (variant, s) in enumerate(status.items()):
        r = pygame.Rect(area.x + i * (size + gap), area.y, size, size)
        surface.blit(_icon(variant, size * 3 // 4, theme.GOLD), (r.x, r.y + size // 8))
        d = max(14, size * 13 // 20)
        _badge(surface, s, (r.right - d // 3, r.bottom - d // 2), d)
        if r.collidepoint(pointer):
            tip = [f"{variant_name(variant)}: {_(STATUS_WORDS[s])}", bonus_words(state.config, variant)]
    return area, tip


def variants_tip(config) -> list[str]:
    """The variants in play in a tooltip: each with what it does where it is a bonus."""
    lines = [_("Variants in play")]
    for v in config.variants:
        if v in HIDDEN:
            continue
        words = variant_name(v)
        if v in ("middle_kingdom", "harmony"):
            words += ": " + bonus_words(config, v)
        lines.append(words)
    return lines
