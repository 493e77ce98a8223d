"""Turning the pointer into a placement, and computer moves into short animations.

The legal spots are those of the rules model's generator (`legal_actions`); this module
only maps a hovered cell plus a rotation onto one of its Place actions.
"""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.rules.actions import Place
from game.rules.kingdom import ROT_DELTAS


def normalise(domino, x: int, y: int, rot: int) -> Place:
    """The rules list a symmetric domino once (rotations 0 and 1); rotations 2 and 3
    cover the same two cells with the halves swapped."""
    rot %= 4
    if domino.symmetric and rot >= 2:
        dx, dy = ROT_DELTAS[rot]
        return Place(x + dx, y + dy, rot - 2)
    return Place(x, y, rot)


def held_at(domino, x: int, y: int, rot: int, half: int) -> Place:
    """The placement with `half` (0 the first, 1 the second) of the domino on square (x, y),
    turned `rot`: the half in hand stays where the pointer is, and turning pivots on it."""
    if half:
        dx, dy = ROT_DELTAS[rot % 4]
        x, y = x - dx, y - dy
    return normalise(domino, x, y, rot)


def cells_of(place: Place) -> tuple[tuple[int, int], tuple[int, int]]:
    dx, dy = ROT_DELTAS[place.rot]
    return (place.x, place.y), (place.x + dx, place.y + dy)


class LegalSpots:
    """The generator's legal actions for the current moment, cached per state change."""

    def __init__(self) -> None:
        self._key: tuple | None = None
        self.places: frozenset[Place] = frozenset()
        self.cells: frozenset[tuple[int, int]] = frozenset()
        self.must_discard = False

    def sync(self, session) -> bool:
        """True when the moment changed (the table draws the new spots)."""
        st = session.state
        key = (id(st), len(session.actions), st.phase, st.turn, tuple(k.occ for k in st.kingdoms))
        if key == self._key:
            return False
        self._key = key
        actions = session.rules.legal_actions(session.state)
        self.places = frozenset(a for a in actions if isinstance(a, Place))
        self.cells = frozenset(c for p in self.places for c in cells_of(p))
        self.must_discard = bool(actions) and not self.places and session.state.phase == "place"
        return True


def ease(t: float) -> float:
    t = max(0.0, min(1.0, t))
    return t * t * (3 - 2 * t)


@dataclass
class Flight:
    """A computer move shown as a short flight (domino or king) before it is applied."""
    action: object | None     # any family's action; None: only showing what already happened (animation.py)
    start: pygame.Rect
    end: pygame.Rect
    duration: float
    image: pygame.Surface | None
    hidden: frozenset = field(default_factory=frozenset)
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= self.duration

    def rect(self) -> pygame.Rect:
        k = ease(self.t / self.duration if self.duration else 1.0)
        s, e = self.start, self.end
        return pygame.Rect(round(s.x + (e.x - s.x) * k), round(s.y + (e.y - s.y) * k),
                           max(1, round(s.w + (e.w - s.w) * k)), max(1, round(s.h + (e.h - s.h) * k)))

    def draw(self, surface: pygame.Surface) -> None:
        if self.image is None:
            return
        r = self.rect()
        img = pygame.transform.smoothscale(self.image, r.size) if r.size != self.image.get_size() else self.image
        shadow = r.move(r.w // 14, r.h // 12)
        surface.fill((175, 175, 175), shadow, special_flags=pygame.BLEND_RGB_MULT)     # darkened by a third
        surface.blit(img, r)


def held(surface: pygame.Surface, pointer, img: pygame.Surface, offset: int, within: list[pygame.Rect]) -> None:
    """What the pointer holds (a domino, a building, dice) beside it, a little see-through:
    drawn after the table and before its buttons and panels (Menu, Log, Why?, the pause
    menu), so it never lies over them, and only while the pointer is over where it comes
    from or goes (`within`: the draft, the kingdom), cut to that part: it never floats over
    the toolbar or the other players' panels."""
    area = next((r for r in within if r.collidepoint(pointer)), None)
    if pointer[0] >= 0 and area is not None:
        img = img.copy()
        img.set_alpha(200)
        clip = surface.get_clip()
        surface.set_clip(area.clip(clip))
        surface.blit(img, (pointer[0] + offset, pointer[1] + offset))
        surface.set_clip(clip)
