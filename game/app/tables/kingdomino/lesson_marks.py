"""What a Kingdomino (and Královská zahrada) lesson rings on the table and fills its steps'
text with (game/app/tables/common/lesson_marks.py); the Queendomino table's lessons build on these."""
from __future__ import annotations

from game.app.tables.common.lesson_marks import Mark, territory_at, union
from game.app.tables.common.placing import cells_of
from game.app.tables.kingdomino.draft_view import CURRENT, NEXT
from game.app.ui import art
from game.rules.actions import Choose, Discard, Place
from game.rules.components import terrain_index
from game.rules.geometry import bits

REGIONS = {"opponent": "kingdom_1"}     # a shown name for a region of the table's layout


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
        elif REGIONS.get(word, word) in table.sl.rects:
            out.append(Mark(table.sl[REGIONS.get(word, word)]))
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
