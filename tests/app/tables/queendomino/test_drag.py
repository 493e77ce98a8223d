"""Queendomino by drag and drop: dominoes, buildings and knights carried by the mouse."""
import pygame

from game.rules import queendomino as rules
from game.rules.actions import Place
from game.rules.queendomino.actions import Build, Knight
from game.rules.queendomino.state import PHASE_PLACE
from tests.app.helpers import click, drag, held_move, key, press, release
from tests.app.tables.queendomino.test_scene import after_rich_place, cell_pos, table_at


def test_a_domino_is_dragged_from_the_draft_onto_the_kingdom(app):
    scene = table_at(app, lambda st: st.phase == PHASE_PLACE and st.round > 0)
    st = scene.session.state
    target = next(a for a in rules.legal_actions(st) if isinstance(a, Place) and a.rot == 0)
    n = len(scene.session.actions)
    drag(app, scene.draft.slot_rect("current", st.turn).center, cell_pos(scene, (target.x, target.y)))
    assert scene.session.actions[n:] == [target]


def test_a_knight_is_dragged_from_the_guard_to_a_gold_square(app):
    scene = after_rich_place(app)
    st = scene.session.state
    h = st.current_house()
    cell, tax = next(iter(scene.offer().knights.items()))
    assert scene.guard_spot is not None
    coins, n = st.coins[h], len(scene.session.actions)
    press(app, scene.guard_spot.center)
    held_move(app, cell_pos(scene, cell))
    assert scene.drag.dragging("knight") and len(scene.session.actions) == n
    release(app, cell_pos(scene, cell))
    assert scene.session.actions[n:] == [Knight(*cell)] and st.coins[h] == coins + tax


def test_a_knight_dropped_off_the_kingdom_goes_back_quietly(app):
    scene = after_rich_place(app)
    st = scene.session.state
    before = st.to_dict()
    drag(app, scene.guard_spot.center, scene.sl["scores"].center)
    assert st.to_dict() == before and scene.error == ""


def test_a_carried_building_goes_back_on_escape_the_right_button_or_off_the_kingdom(app):
    scene = after_rich_place(app)
    st = scene.session.state
    b = min(scene.offer().builds, key=lambda a: a.slot)
    before, n = st.to_dict(), len(scene.session.actions)
    start, end = scene.builders.slots[b.slot].center, cell_pos(scene, (b.x, b.y))
    for cancel in (lambda: key(app, pygame.K_ESCAPE), lambda: press(app, end, button=3)):
        press(app, start)
        held_move(app, end)
        assert scene.drag.dragging("building") and ("slot", b.slot) in scene.hidden_pieces()
        cancel()
        release(app, end)
        assert scene.selected is None and app.scenes.top is scene
        assert st.to_dict() == before and len(scene.session.actions) == n
    drag(app, start, scene.sl["scores"].center)
    assert scene.selected is None and scene.error == "" and st.to_dict() == before


def test_a_building_clicked_then_clicked_again_is_put_back(app):
    scene = after_rich_place(app)
    b = min(scene.offer().builds, key=lambda a: a.slot)
    click(app, scene.builders.slots[b.slot].center)
    assert scene.selected == b.slot
    click(app, scene.builders.slots[b.slot].center)
    assert scene.selected is None


def test_dropping_a_building_by_drag_builds_exactly_it(app):
    scene = after_rich_place(app)
    b = max(scene.offer().builds, key=lambda a: (a.slot, a.x, a.y))
    n = len(scene.session.actions)
    drag(app, scene.builders.slots[b.slot].center, cell_pos(scene, (b.x, b.y)))
    assert scene.session.actions[n:] == [Build(b.slot, b.x, b.y)] and scene.selected is None
