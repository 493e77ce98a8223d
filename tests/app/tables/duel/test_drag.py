"""Kingdomino Duel by drag and drop: the pair of dice (or one die, with Split dice) carried
from its box onto the map; Esc and the right button put the dice back."""
import pygame

from game.rules.duel import rules
from game.rules.duel.actions import PlaceDie, PlaceDomino
from game.rules.duel.board import grid
from tests.app.helpers import drag, held_move, key, press, release, send, wheel
from tests.app.tables.duel.test_scene import duel_table, to_placing


def a_drawing(scene, rot=0):
    """A legal PlaceDomino with the second half `rot` steps round from the first."""
    cols = grid().columns
    step = {0: 1, 1: cols, 2: -1, 3: -cols}[rot]
    return next(a for a in scene.legal() if isinstance(a, PlaceDomino) and a.b - a.a == step)


def test_the_dice_pair_is_dragged_from_its_box_onto_the_map(app):
    scene = duel_table(app)
    st = to_placing(app, scene)
    target = a_drawing(scene)
    n = len(scene.session.actions)
    end = scene.maps[0].cell_rect(target.a).center
    press(app, scene.dice.own_rect(0, 0).center)
    held_move(app, end)
    assert scene.drag.dragging("dice") and scene.dragged_dice() == {0, 3}
    assert len(scene.session.actions) == n
    release(app, end)
    assert scene.session.actions[n:] == [target] and st.placer == 1


def test_the_dice_turn_while_carried(app):
    scene = duel_table(app)
    to_placing(app, scene)
    target = a_drawing(scene, rot=1)
    end = scene.maps[0].cell_rect(target.b).center            # the second die, taken, stays under the pointer
    n = len(scene.session.actions)
    press(app, scene.dice.own_rect(0, 1).center)
    held_move(app, end)
    wheel(app, 1)
    key(app, pygame.K_r)
    wheel(app, -1)
    assert scene.rot == 1
    release(app, end)
    assert scene.session.actions[n:] == [target]


def test_escape_the_right_button_and_a_drop_off_the_map_put_the_dice_back(app):
    scene = duel_table(app)
    st = to_placing(app, scene)
    target = a_drawing(scene)
    before, n = st.to_dict(), len(scene.session.actions)
    start, end = scene.dice.own_rect(0, 0).center, scene.maps[0].cell_rect(target.a).center
    for cancel in (lambda: key(app, pygame.K_ESCAPE), lambda: press(app, end, button=3)):
        press(app, start)
        held_move(app, end)
        cancel()
        release(app, end)
        assert st.to_dict() == before and len(scene.session.actions) == n
        assert scene.rot == 0 and app.scenes.top is scene and not scene.dragged_dice()
    drag(app, start, scene.sl["spellbook"].center)
    assert st.to_dict() == before and scene.error == ""


def test_a_press_on_the_map_draws_on_release_only(app):
    scene = duel_table(app)
    to_placing(app, scene)
    target = a_drawing(scene)
    n = len(scene.session.actions)
    pos = scene.maps[0].cell_rect(target.a).center
    press(app, pos)
    assert len(scene.session.actions) == n
    release(app, (pos[0] + 2, pos[1]))
    assert scene.session.actions[n:] == [target]


def test_with_split_dice_one_die_is_carried_at_a_time(app):
    scene = duel_table(app)
    st = to_placing(app, scene, faces=[1, 0, 0, 0])
    split = rules.spell("split_dice")
    st.spell_owner[split] = 0                                  # test set-up: Anna won it
    send(app)
    drag(app, scene.book.use_rect(split).center, scene.book.use_rect(split).center)   # a click: cast it
    assert split in st.active
    cell = grid().castle - 1
    press(app, scene.dice.own_rect(0, 1).center)               # die 4, picked up
    held_move(app, scene.maps[0].cell_rect(cell).center)
    assert scene.dragged_dice() == {3}
    release(app, scene.maps[0].cell_rect(cell).center)
    assert isinstance(scene.session.actions[-1], PlaceDie) and st.done[3] == cell and st.done[0] < 0


def test_the_die_taken_stays_under_the_pointer_and_the_pair_turns_round_it(app):
    scene = duel_table(app)
    to_placing(app, scene)
    target = a_drawing(scene, rot=0)
    end = scene.maps[0].cell_rect(target.b).center
    press(app, scene.dice.own_rect(0, 1).center)              # the second die
    held_move(app, end)
    others = set()
    for _turn in range(4):
        action, cells = scene.hovered_draw()
        if action is not None:
            assert action.b == target.b                          # the die in hand, under the pointer
            others.add(action.a)
        key(app, pygame.K_r)
    assert len(others) >= 3                                      # the other swings round it
    n = len(scene.session.actions)
    release(app, end)
    assert scene.session.actions[n:] == [target]
