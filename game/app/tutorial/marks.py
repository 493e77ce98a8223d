"""What a lesson rings on the table: the piece, square or button of the move it waits for,
and the parts a step names (`Step.show`), as rectangles of the table scene's own views.
Also the values a step's text is filled with (a domino's number, terrain names, a
territory's squares and crowns). Reads the table; changes nothing."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app.tables.common.placing import cells_of
from game.app.tables.kingdomino.draft_view import CURRENT, NEXT
from game.app.ui import art
from game.rules import scoring
from game.rules.actions import Choose, Discard, Place
from game.rules.components import terrain_index
from game.rules.geometry import bits


@dataclass
class Mark:
    rect: pygame.Rect
    ghost: pygame.Surface | None = None     # what to lay there, drawn faintly


def union(rects: list[pygame.Rect]) -> pygame.Rect:
    return rects[0].unionall(rects[1:]) if rects else pygame.Rect(0, 0, 0, 0)


def territory_at(kingdom, x: int, y: int) -> scoring.Territory | None:
    """The territory holding castle-relative square (x, y), scored by the rules' own code."""
    idx = kingdom.g.from_rel(x, y)
    return next((t for t in scoring.territories(kingdom) if idx is not None and t.cells >> idx & 1), None)


# ---- Kingdomino and Královská zahrada (the Queendomino table builds on these) -----------
def kingdom_marks(table, action, show: tuple[str, ...]) -> list[Mark]:
    st = table.session.state
    k = st.kingdoms[table.shown_player()]
    out: list[Mark] = []
    if isinstance(action, Choose) and action.number in st.next:
        out.append(Mark(table.draft.slot_rect(NEXT, st.next.index(action.number))))
    elif isinstance(action, Place):
        a, b = cells_of(action)
        out.append(Mark(table.big.rel_rect(k, *a).union(table.big.rel_rect(k, *b)),
                        art.domino_face(st.current_domino(), table.big.cell, action.rot)))
        out.append(Mark(table.draft.slot_rect(CURRENT, st.turn)))
    elif isinstance(action, Discard):
        out.append(Mark(table.discard_button.rect))
    for name in show:
        word, *args = name.split()
        if word == "castle":
            out.append(Mark(table.big.rel_rect(k, 0, 0)))
        elif word == "territory":
            terr = territory_at(k, *map(int, args))
            out += [Mark(table.big.rel_rect(k, *k.g.rel(i))) for i in bits(terr.cells)] if terr else []
        elif word in ("next", "current"):
            line = st.next if word == "next" else st.current
            col = NEXT if word == "next" else CURRENT
            out.append(Mark(union([table.draft.slot_rect(col, i) for i in range(len(line))]).inflate(12, 12)))
        elif word == "opponent":
            out.append(Mark(table.sl["kingdom_1"]))
        elif word == "scores":
            out.append(Mark(table.sl["scores"]))
    return out


def kingdom_values(table, action, step) -> dict:
    """{number}: the domino the move is about; the step's terrain fields by name; a ringed
    territory's squares, crowns and points."""
    st = table.session.state
    values: dict = {key: table.session.terrain_name(terrain_index()[tid]) for key, tid in step.terms.items()}
    if isinstance(action, Choose):
        values["number"] = action.number
    elif st.current_domino() is not None:
        values["number"] = st.current_domino().number
    for name in step.show:
        word, *args = name.split()
        terr = territory_at(st.kingdoms[table.shown_player()], *map(int, args)) if word == "territory" else None
        if terr:
            values.update(squares=terr.squares, crowns=terr.crowns, points=terr.points)
    return values
