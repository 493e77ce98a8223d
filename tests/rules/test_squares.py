"""Squares named as the board labels them, and every refusal of the rules naming squares
so (never castle-relative coordinates, cell numbers or rotation numbers)."""
import re

from game.rules.actions import IllegalAction, Place
from game.rules.config import GameConfig
from game.rules.duel import rules as duel
from game.rules.duel.actions import PlaceDomino
from game.rules.kingdomino import rules
from game.rules.squares import cell_name, map_square, square_name

INTERNAL = re.compile(r"\(-?\d+, -?\d+\)|rotation \d|\bcells? \d|row \d|column \d")


def test_squares_are_named_from_the_top_left_of_the_grid_a_kingdom_may_fill():
    assert square_name(0, 0, 5) == "E5"          # the castle in a 5×5 game
    assert square_name(-4, -4, 5) == "A1"
    assert square_name(4, 4, 5) == "I9"
    assert square_name(0, 0, 7) == "G7"
    assert map_square(2, 0) == "A3"
    assert cell_name(17, 7) == "D3"              # the Duel map's castle


def refusal(rules_module, state, action) -> str:
    try:
        rules_module.apply(state, action)
    except IllegalAction as exc:
        return str(exc)
    raise AssertionError(f"{action} was played")


def placing_state():
    st = rules.new_game(GameConfig("kingdomino", 2), 3)
    while st.phase != "place":
        rules.apply(st, rules.legal_actions(st)[0])
    return st


def test_placement_refusals_name_the_squares_and_turns_in_words():
    st = placing_state()
    d = st.current_domino()
    outside = refusal(rules, st.copy(), Place(4, 0, 0))
    assert f"domino {d.number} on I5–J5" in outside and "larger than 5×5" in outside
    taken = refusal(rules, st.copy(), Place(-1, 0, 0))
    assert "D5–E5" in taken and "already taken" in taken
    far = refusal(rules, st.copy(), Place(2, 2, 1))
    assert "G7–G8" in far and "neither half touches" in far
    turn = refusal(rules, st.copy(), Place(1, 0, 4))
    assert "F5" in turn and "east, south, west or north" in turn
    for text in (outside, taken, far, turn):
        assert not INTERNAL.search(text), text


def test_a_symmetric_domino_turned_west_is_told_its_squares_the_other_way_round():
    st = rules.new_game(GameConfig("kingdomino", 2), 3)
    while not (st.phase == "place" and st.current_domino().symmetric):
        rules.apply(st, rules.legal_actions(st)[0])
    text = refusal(rules, st.copy(), Place(2, 0, 2))      # covers G5 and F5, first half on G5
    assert "G5–F5" in text and "F5–G5" in text and not INTERNAL.search(text), text


def test_duel_refusals_name_the_map_squares():
    from game.rules.duel.state import PHASE_PLACE
    st = duel.new_game(GameConfig("duel", 2), 5)
    while st.phase != PHASE_PLACE:
        duel.apply(st, duel.legal_actions(st)[0])
    castle = refusal(duel, st.copy(), PlaceDomino(17, 18))
    assert castle.startswith("D3 ")
    apart = refusal(duel, st.copy(), PlaceDomino(0, 2))
    assert "A1 and C1" in apart
    for text in (castle, apart):
        assert not INTERNAL.search(text), text

