"""Dominoes carried by the mouse at the Kingdomino table: press, drag, release; Esc and the
right button put the domino back; a click without movement still places where it was pressed."""
import pygame

from game.app.tables.common.placing import cells_of
from game.app.tables.kingdomino.draft_view import CURRENT
from game.rules.actions import Place
from game.rules.kingdomino.state import PHASE_PLACE
from tests.app.helpers import drag, held_move, key, press, release, send, wheel
from tests.app.tables.kingdomino.test_scene import human_vs_computer, run_until_human


def placing(app):
    """Ann (a person) is to place; her domino waits in the current line."""
    play = human_vs_computer(app)
    run_until_human(app, play, PHASE_PLACE)
    st = play.session.state
    target = next(a for a in play.session.rules.legal_actions(st) if isinstance(a, Place) and a.rot == 0)
    return play, st, target


def cell_centre(play, x, y):
    return play.big.rel_rect(play.session.state.kingdoms[0], x, y).center


def test_a_domino_dragged_from_the_draft_onto_a_legal_spot_is_placed_exactly_there(app):
    play, st, target = placing(app)
    n = len(play.session.actions)
    start, end = play.draft.slot_rect(CURRENT, st.turn).center, cell_centre(play, target.x, target.y)
    press(app, start)
    held_move(app, end)
    assert play.drag.dragging("domino") and (CURRENT, st.turn) in play.hidden_pieces()
    assert len(play.session.actions) == n              # nothing happens before the release
    release(app, end)
    assert play.session.actions[n:] == [target] and not play.error


def test_a_press_on_the_board_places_on_release_and_a_shaky_click_still_places(app):
    play, st, target = placing(app)
    n = len(play.session.actions)
    pos = cell_centre(play, target.x, target.y)
    press(app, pos)
    assert len(play.session.actions) == n              # a drag may be starting: not yet
    held_move(app, (pos[0] + 3, pos[1] + 2))           # a hand shakes: still a click
    release(app, (pos[0] + 3, pos[1] + 2))
    assert play.session.actions[n:] == [target]


def test_escape_and_the_right_button_during_a_drag_put_the_domino_back(app):
    play, st, target = placing(app)
    before, n = st.to_dict(), len(play.session.actions)
    end = cell_centre(play, target.x, target.y)
    for cancel in ("escape", "right"):
        press(app, play.draft.slot_rect(CURRENT, st.turn).center)
        held_move(app, end)
        key(app, pygame.K_r)                            # turned while carried ...
        if cancel == "escape":
            key(app, pygame.K_ESCAPE)
        else:
            press(app, end, button=3)
        assert play.rot == 0 and not play.drag.dragging()     # ... and put back as it was
        assert app.scenes.top is play                   # Esc did not open the pause menu
        release(app, end)
        assert st.to_dict() == before and len(play.session.actions) == n and not play.error
    press(app, end, button=3)                           # outside a drag the right button turns
    assert play.rot == 1


def test_the_domino_turns_while_carried_by_r_and_the_wheel(app):
    play, st, _ = placing(app)
    target = next(a for a in play.session.rules.legal_actions(st) if isinstance(a, Place) and a.rot == 1)
    end = cell_centre(play, target.x, target.y)
    n = len(play.session.actions)
    press(app, play.draft.slot_rect(CURRENT, st.turn).center)
    held_move(app, end)
    key(app, pygame.K_r)
    wheel(app, 1)
    wheel(app, -1)
    assert play.rot == 1
    release(app, end)
    assert play.session.actions[n:] == [target]


def test_a_drop_off_the_board_changes_nothing_and_says_nothing(app):
    play, st, _ = placing(app)
    before, n = st.to_dict(), len(play.session.actions)
    drag(app, play.draft.slot_rect(CURRENT, st.turn).center, play.sl["scores"].center)
    assert st.to_dict() == before and len(play.session.actions) == n and play.error == ""
    assert not play.drag.dragging() and not play.hidden_pieces()


def test_a_drop_on_an_illegal_square_says_why_and_changes_nothing(app):
    play, st, _ = placing(app)
    before = st.to_dict()
    drag(app, play.draft.slot_rect(CURRENT, st.turn).center, cell_centre(play, 0, 0))     # the castle
    assert st.to_dict() == before and play.error


def test_the_carried_domino_is_drawn_under_the_pointer_not_in_the_draft(app):
    play, st, target = placing(app)
    end = cell_centre(play, target.x, target.y)
    press(app, play.draft.slot_rect(CURRENT, st.turn).center)
    held_move(app, end)
    send(app)
    surface = app.screen
    slot = play.draft.slot_rect(CURRENT, st.turn)
    half = (slot.x + slot.w // 4, slot.centery)         # the first half's middle
    shown = surface.get_at(half)
    release(app, play.sl["scores"].center)               # put back: drawn in the draft again
    send(app)
    assert surface.get_at(half) != shown


def test_the_grabbed_half_stays_under_the_pointer_and_turning_pivots_on_it(app):
    """Taken by its second (right) half, the domino lies with that half on the square under
    the pointer, whichever way it is turned; the drop places exactly what was shown."""
    play, st, _ = placing(app)
    slot = play.draft.slot_rect(CURRENT, st.turn)
    k = st.kingdoms[0]
    target = next(a for a in play.session.rules.legal_actions(st) if isinstance(a, Place) and a.rot == 0)
    second = cells_of(target)[1]
    end = cell_centre(play, *second)
    press(app, (slot.right - slot.w // 4, slot.centery))       # the right half
    held_move(app, end)
    others = set()
    for turn in range(4):
        assert play.big.cell_at(k, play.pointer) == second
        covered = set(cells_of(play.hovered_place()))
        assert second in covered, turn                        # the half in hand stays put...
        others |= covered - {second}
        key(app, pygame.K_r)                                  # (the fourth: a whole turn, as taken)
    assert len(others) == 4                                   # ...while the other swings round it
    n = len(play.session.actions)
    release(app, end)
    assert play.session.actions[n:] == [target]
