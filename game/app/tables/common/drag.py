"""Pieces carried by the mouse at every table (Drag, which each table holds).

A left press on a piece (or on the board, where the held piece goes) is only remembered;
the release decides. A release within DRAG_PIXELS of the press is a click, handled where
the press was, exactly as before; a longer move is a drag, dropped where the button is let
go. Either way the table turns it into the same action a click makes, so the rules
validate it. Esc or a right-click while the button is held puts the piece back (nothing
changes); a drop over nowhere legal puts it back quietly.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

import pygame

DRAG_PIXELS = 6     # a press that moves less than this is a click (hands shake)


@dataclass
class Press:
    """A left button held down on the table."""
    pos: tuple[int, int]
    piece: str              # what it carries: "domino", "building", "knight", "dice"; "" nothing
    rot: int                # the rotation when pressed (a cancelled drag restores it)
    picked: bool = True     # the press picked the piece up (False: it was already in hand)
    moved: bool = False     # moved past DRAG_PIXELS: a drag, no longer a click
    half: int = 0           # which half of a domino (die of a Duel pair) it took hold of: 0 first, 1 second


class DragTable(Protocol):
    """What the drag needs of a table: the rotation in hand (a cancelled drag restores
    it) and put_back, which returns what a cancelled press picked up."""
    rot: int

    def put_back(self, press: Press) -> None: ...


class Drag:
    """The press being held at a table (see the module's words)."""

    def __init__(self, table: DragTable) -> None:
        self.table = table
        self.press: Press | None = None

    def dragging(self, piece: str | None = None) -> bool:
        """A piece (of that kind) is being carried by the mouse."""
        p = self.press
        return p is not None and p.moved and bool(p.piece) and piece in (None, p.piece)

    def start(self, pos, piece: str = "", picked: bool = True, half: int = 0) -> None:
        self.press = Press((pos[0], pos[1]), piece, self.table.rot, picked, half=half)

    def held_half(self) -> int:
        """The half of the carried domino that stays under the pointer (the first when
        nothing is pressed): placing and turning pivot on it."""
        return self.press.half if self.press is not None else 0

    def release(self) -> Press | None:
        """The press a left-button release ends (None when none was held)."""
        press, self.press = self.press, None
        return press

    def event(self, event) -> bool:
        """Follow the held press: motion turns it into a drag; Esc or a right-click puts
        the piece back. True when the event is used up (the table ignores it then)."""
        p = self.press
        if p is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            if not getattr(event, "buttons", (1,))[0]:      # let go where the table did not see it
                self.press = None
            elif abs(event.pos[0] - p.pos[0]) >= DRAG_PIXELS or abs(event.pos[1] - p.pos[1]) >= DRAG_PIXELS:
                p.moved = True
            return False
        if ((event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE)
                or (event.type == pygame.MOUSEBUTTONDOWN and event.button == 3)):
            self.press = None
            self.table.rot = p.rot
            self.table.put_back(p)
            return True
        return False
