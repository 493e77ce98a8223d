"""What a Kingdomino Duel lesson rings on the table (dice, the map, the spell book) and
fills its steps' text with (game/app/tables/common/lesson_marks.py)."""
from __future__ import annotations

from game.app.tables.common.lesson_marks import Mark
from game.app.tables.duel import art as art_duel
from game.app.tables.duel.spellbook_view import title as spell_title
from game.rules.components import duel_components
from game.rules.duel import rules as duel_rules
from game.rules.duel.actions import CastleBonus, Pick, PickTwo, PlaceDomino


def duel_marks(table, action, show: tuple[str, ...]) -> list[Mark]:
    st = table.session.state
    out: list[Mark] = []
    if isinstance(action, Pick):
        out.append(Mark(table.dice.tray_rect(action.die)))
    elif isinstance(action, PickTwo):               # Use on the spell, then the two dice
        if table.two is None:
            out.append(Mark(table.book.use_rect(duel_rules.spell("pick_two"))))
        else:
            out += [Mark(table.dice.tray_rect(d)) for d in (action.first, action.second) if d not in table.two]
    elif isinstance(action, CastleBonus):
        out.append(Mark(table.dice.under_rect(st.placer, st.dice_of(st.placer).index(action.die), 0)))
    elif isinstance(action, PlaceDomino):
        view = table.maps[st.placer]
        out.append(Mark(view.cell_rect(action.a).union(view.cell_rect(action.b))))
        mine = st.dice_of(st.placer)
        for d, rects in table.controls.wild_choosers().items():      # a "?" still to be set
            want = action.arms_a if d == mine[0] else action.arms_b
            if want >= 0 and table.arms_of(d) != want:
                out.append(Mark(rects[want]))
    for name in show:
        word, *args = name.split()
        if word == "spell":
            out.append(Mark(table.book.cards[duel_rules.spell(args[0])]))
        elif word in table.sl.rects:
            out.append(Mark(table.sl[word]))
    return out


def duel_values(table, action, step) -> dict:
    """The step's fields: a spell's name (by its id) or a coat of arms' name (by its id)."""
    arms = duel_components().arms
    return {key: art_duel.arms_name(arms.index(v)) if v in arms else spell_title(v) for key, v in step.terms.items()}
