"""The shared spell book of Kingdomino Duel: a page per spell with its coat of arms, its
effect, each player's line of boxes, and who won it (the other line struck out)."""
from __future__ import annotations

import pygame

from game import i18n
from game.app.tables.duel import art as art_duel
from game.app.ui import art, theme
from game.i18n import _, ngettext, translate
from game.rules.components import duel_components
from game.rules.duel.rules import spell_word
from game.rules.duel.state import NOBODY


def title(spell_id: str) -> str:
    """A spell's name in the player's language (the rules' refusals name it alike)."""
    return translate(spell_word(spell_id))


def effect(spell_id: str) -> str:
    """What a spell does, in the words of the table (numbers from the data)."""
    bonus = duel_components().domain_bonus_points
    return {"ignore_connection": _("Draw your domino anywhere, ignoring the connection rule."),
            "split_dice": _("Draw your two dice on separate squares; each must connect."),
            "pick_two": _("As player A, take your two dice at once."),
            "set_face": _("Turn one of your dice to another of its faces."),
            "domain_bonus": _("Choose a coat of arms: each of its territories scores +{bonus}.").format(bonus=bonus),
            "add_cross": _("Add one cross to a drawn square of your map.")}.get(spell_id, spell_id)


def kind_words(sp) -> str:
    return _("immediate (lightning)") if sp.lightning else _("once, when you like")


class SpellbookView:
    def __init__(self) -> None:
        self.rect = pygame.Rect(0, 0, 0, 0)
        self.scale = 1.0
        self.cards: list[pygame.Rect] = []
        self._cache: tuple | None = None

    def px(self, v: float) -> int:
        return max(1, round(v * self.scale))

    def grown(self, v: float) -> int:
        """A design length that grows with the UI scale (a line of words)."""
        return self.px(v * theme.UI_SCALE)

    def fit(self, rect: pygame.Rect, scale: float) -> None:
        self.rect, self.scale = rect, scale
        n = len(duel_components().spells)
        gap = self.px(10)
        left = self.px(56)              # the book's spine with its title
        w = (rect.w - left - gap * (n + 1)) // n
        self.cards = [pygame.Rect(rect.x + left + gap + i * (w + gap), rect.y + self.px(10),
                                  w, rect.h - self.px(20)) for i in range(n)]

    def tip_at(self, pos) -> list[str] | None:
        """A spell in full words (its card may be too small for a long translation)."""
        spells = duel_components().spells
        s = next((i for i, c in enumerate(self.cards) if c.collidepoint(pos)), None)
        if s is None:
            return None
        return [title(spells[s].id), kind_words(spells[s]), effect(spells[s].id)]

    def use_rect(self, s: int) -> pygame.Rect:
        c = self.cards[s]
        return pygame.Rect(c.right - self.px(96), c.bottom - self.px(44), self.px(86), self.px(36))

    def draw(self, surface: pygame.Surface, state, seats) -> None:
        """The book changes only when a box is ticked or a spell won or used: cached."""
        key = (tuple(map(tuple, state.marks)), tuple(state.spell_owner), tuple(state.spell_used),
               tuple((s.name, s.colour) for s in seats), self.rect.size, self.scale, theme.UI_SCALE, i18n.current())
        if self._cache is None or self._cache[0] != key:
            book = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self._render(book, state, seats)
            self._cache = (key, book)
        surface.blit(self._cache[1], self.rect)

    def _render(self, surface: pygame.Surface, state, seats) -> None:
        """Draws the book with its top-left at (0, 0) of `surface`."""
        r = pygame.Rect((0, 0), self.rect.size)
        surface.blit(art_duel.parchment(r.w, r.h), r)
        spine = pygame.Rect(r.x, r.y, self.px(52), r.h)
        pygame.draw.rect(surface, (110, 60, 40), spine, border_top_left_radius=8, border_bottom_left_radius=8)
        grow = min(theme.UI_SCALE, 1.25)              # the spine is no longer at a larger UI scale
        title = theme.text(_("SPELL BOOK"), int(self.px(22) * grow), theme.GOLD, True, scaled=False)
        title = pygame.transform.rotate(title, 90)
        surface.blit(title, title.get_rect(center=spine.center))
        for s, sp in enumerate(duel_components().spells):
            self._card(surface, state, seats, s, sp)

    def _card(self, surface, state, seats, s: int, sp) -> None:
        c = self.cards[s].move(-self.rect.x, -self.rect.y)
        owner = state.spell_owner[s]
        fill = (252, 246, 228) if owner == NOBODY else (*theme.lighten(seats[owner].colour, 0.78), 255)
        pygame.draw.rect(surface, fill, c, border_radius=8)
        edge = art_duel.PENCIL if owner == NOBODY else seats[owner].colour
        pygame.draw.rect(surface, edge, c, 2 if owner == NOBODY else 4, border_radius=8)
        ic = self.px(44)
        surface.blit(art_duel.arms_icon(sp.arms, ic), (c.x + self.px(8), c.y + self.px(8)))
        tx = c.x + ic + self.px(14)
        room = c.right - tx - self.px(6)
        row_h = self.grown(24)                          # a line of the card's words
        theme.blit_text(surface, title(sp.id), self.px(19), art_duel.PENCIL, bold=True, max_w=room,
                        max_h=row_h, topleft=(tx, c.y + self.px(8)))
        theme.blit_text(surface, kind_words(sp), self.px(18), (150, 80, 30) if sp.lightning else (96, 88, 76),
                        max_w=room, max_h=row_h, topleft=(tx, c.y + self.px(8 + 24 * theme.UI_SCALE)))
        y = c.y + self.px(10 + 48 * theme.UI_SCALE)
        size = self.px(18)
        pitch = theme.font(size).get_linesize()
        box = self.px(24)
        status_y = c.bottom - self.grown(26)                   # the card's last line: who won it, or what it asks
        above = row_h if owner != NOBODY and not state.spell_used[s] and sp.id == "set_face" else 0
        boxes_y = min(c.y + self.px(8 + 116 * theme.UI_SCALE),     # the players' lines of boxes under the words,
                      status_y - row_h // 2 - above - self.px(40) - box)     # and above that last line
        rows = max(1, (boxes_y - y) // pitch)
        lines = theme.wrap(effect(sp.id), size, c.w - self.px(16))
        if len(lines) > rows:            # a long translation: the card's tooltip has it whole
            rest = " ".join(lines[rows - 1:])
            theme.line_of(rest, effect(sp.id))
            lines = lines[:rows - 1] + [theme.fit_text(rest, size, c.w - self.px(16))]
        for line in lines:
            theme.blit_text(surface, line, size, (70, 62, 54), topleft=(c.x + self.px(8), y))
            y += pitch
        for p in (0, 1):
            ry = boxes_y + p * self.px(36)
            surface.blit(art.king(self.px(28), seats[p].colour), (c.x + self.px(8), ry - self.px(2)))
            x0 = c.x + self.px(36)
            for b in range(sp.boxes):
                br = pygame.Rect(x0 + b * (box + self.px(4)), ry, box, box)
                pygame.draw.rect(surface, (255, 255, 250), br)
                pygame.draw.rect(surface, art_duel.PENCIL, br, 1)
                if b < state.marks[p][s]:
                    ink = theme.darken(seats[p].colour, 0.3) if owner == NOBODY else art_duel.PENCIL
                    surface.blit(art_duel.cross(box, ink), br)
            if owner not in (NOBODY, p):          # the loser's line is struck out
                w = sp.boxes * (box + self.px(4))
                pygame.draw.line(surface, art_duel.CROSS, (x0 - self.px(4), ry + box // 2),
                                 (x0 + w, ry + box // 2), self.px(4))
        if owner == NOBODY:
            theme.blit_text(surface, ngettext("fill {n} box first", "fill {n} boxes first", sp.boxes).format(n=sp.boxes), self.px(18), (96, 88, 76),
                            max_w=c.w - self.px(16), max_h=row_h, midleft=(c.x + self.px(8), status_y))
        elif state.spell_used[s]:
            theme.blit_text(surface, _("{name}: used").format(name=seats[owner].name), self.px(18), (96, 88, 76), bold=True,
                            max_w=c.w - self.px(16), max_h=row_h, midleft=(c.x + self.px(8), status_y))
        else:
            theme.blit_text(surface, _("won by {name}").format(name=seats[owner].name), self.px(18), theme.darken(seats[owner].colour, 0.3),
                            bold=True, max_w=c.w - self.px(16), max_h=row_h, midleft=(c.x + self.px(8), status_y))
            if sp.id == "set_face":         # cast from the die itself, not from the book
                theme.blit_text(surface, _("cast it with “Turn…” under a die"), self.px(18), (96, 88, 76),
                                max_w=c.w - self.px(16), max_h=row_h, midleft=(c.x + self.px(8), status_y - row_h))
