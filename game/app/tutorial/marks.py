"""What a lesson rings on the table: the piece, square or button of the move it waits for,
and the parts a step names (`Step.show`), as rectangles of the table scene's own views.
Also the values a step's text is filled with (a domino's number, terrain names, a
territory's squares and crowns). Reads the table; changes nothing."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from game.app.tables.common.placing import cells_of
from game.app.tables.duel import art as art_duel
from game.app.tables.duel.spellbook_view import title as spell_title
from game.app.tables.kingdomino.draft_view import CURRENT, NEXT
from game.app.ui import art
from game.app.ui.words import building_name
from game.rules import scoring
from game.rules.actions import Choose, Discard, Place
from game.rules.components import buildings, duel_components, terrain_index
from game.rules.duel import rules as duel_rules
from game.rules.duel.actions import CastleBonus, Pick, PickTwo, PlaceDomino
from game.rules.geometry import bits
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight


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


REGIONS = {"opponent": "kingdom_1"}     # a shown name for a region of the table's layout


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


# ---- Queendomino: the turn's steps B to E ----------------------------------------------
def queen_marks(table, action, show: tuple[str, ...]) -> list[Mark]:
    out = kingdom_marks(table, action, show)
    st = table.session.state
    k = st.kingdoms[table.shown_player()]
    if isinstance(action, Knight):
        out.append(Mark(table.big.rel_rect(k, action.x, action.y)))
    elif isinstance(action, Build):
        out += [Mark(table.builders.tile_rect(action.slot)), Mark(table.big.rel_rect(k, action.x, action.y))]
    elif isinstance(action, Dragon):
        out.append(Mark(table.builders.tile_rect(action.slot)))
        if not table.dragon_mode:
            out.append(Mark(table.dragon_button.rect))
    elif isinstance(action, EndTurn):
        out.append(Mark(table.done_button.rect))
    if "queen" in show:
        out.append(Mark(table.builders.queen_spot))
    return out


def queen_values(table, action, step) -> dict:
    """Kingdomino's values, and {building}: the building of the slot the move is about."""
    values = kingdom_values(table, action, step)
    slot = getattr(action, "slot", None)
    board = table.session.state.board
    if slot is not None and 0 <= slot < len(board) and board[slot] >= 0:
        values["building"] = building_name(buildings()[board[slot]].name)
    return values


# ---- Kingdomino Duel: dice, the map, the spell book ------------------------------------
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


MARKS = {"kingdomino": (kingdom_marks, kingdom_values), "kralovska_zahrada": (kingdom_marks, kingdom_values),
         "queendomino": (queen_marks, queen_values), "duel": (duel_marks, duel_values)}
