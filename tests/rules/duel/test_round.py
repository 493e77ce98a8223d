"""Setup, the dice draft, drawing and the connection rule, "?" faces, passing."""
import pytest

from game.rules import duel
from game.rules.actions import IllegalAction
from game.rules.duel.actions import Pass, Pick, PickTwo, PlaceDomino
from game.rules.duel.state import DROPPED, PHASE_PICK, PHASE_PLACE
from tests.rules.duel.helpers import ARMS, CASTLE, CFG, DC, cell, drawing, face_index, own


def test_new_game_rolls_the_dice_and_seat_0_is_a():
    s = duel.new_game(CFG, 5)
    assert (s.round, s.first, s.phase, s.current_player()) == (1, 0, PHASE_PICK, 0)
    assert all(0 <= f < 6 for f in s.faces) and s.owner == [-1] * 4
    assert s == duel.new_game(CFG, 5) and any(duel.new_game(CFG, k).faces != s.faces for k in range(6, 12))


def test_a_takes_one_b_takes_two_a_gets_the_last():
    s = duel.new_game(CFG, 3)
    assert duel.legal_actions(s) == [Pick(0), Pick(1), Pick(2), Pick(3)]
    duel.apply(s, Pick(2))
    assert s.current_player() == 1
    duel.apply(s, Pick(0))
    assert s.current_player() == 1 and Pick(0) not in duel.legal_actions(s)
    duel.apply(s, Pick(3))
    assert s.owner == [1, 0, 0, 1] and s.phase == PHASE_PLACE and s.current_player() == 0


def test_roles_swap_each_round():
    s = duel.new_game(CFG, 4)
    for r in range(1, 4):
        assert (s.round, s.first) == (r, (r - 1) % 2)
        while s.round == r:
            duel.apply(s, duel.legal_actions(s)[0])


def test_pick_an_already_taken_die_is_refused_and_changes_nothing():
    s = duel.new_game(CFG, 3)
    duel.apply(s, Pick(1))
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="already taken"):
        duel.apply(s, Pick(1))
    with pytest.raises(IllegalAction, match="no die 7"):
        duel.apply(s, Pick(7))
    with pytest.raises(IllegalAction, match="pick a die"):
        duel.apply(s, PlaceDomino(10, 11))
    assert s.to_dict() == before


def test_a_domino_must_touch_the_castle_or_the_same_arms():
    s = drawing({0: ("dot", 0), 1: ("black", 0)},
                maps=(["", "", ". . . C . . .", ". . . . . . stripe"], []))
    acts = duel.legal_actions(s)
    assert PlaceDomino(cell(2, 2), cell(2, 1)) in acts         # dot next to the castle
    assert PlaceDomino(cell(1, 2), cell(2, 2)) in acts         # black next to the castle
    assert PlaceDomino(cell(0, 0), cell(0, 1)) not in acts     # far from everything
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="neither half"):
        duel.apply(s, PlaceDomino(cell(0, 0), cell(0, 1)))
    with pytest.raises(IllegalAction, match="not side by side"):
        duel.apply(s, PlaceDomino(cell(2, 2), cell(1, 1)))
    with pytest.raises(IllegalAction, match="castle or already drawn"):
        duel.apply(s, PlaceDomino(CASTLE, cell(2, 2)))
    assert s.to_dict() == before
    duel.apply(s, PlaceDomino(cell(2, 2), cell(2, 1)))
    m = s.maps[0]
    assert m.arms_at(cell(2, 2)) == ARMS["dot"] and m.arms_at(cell(2, 1)) == ARMS["black"]
    assert s.current_player() == 1


def test_same_arms_connects_but_the_other_half_does_not():
    s = drawing({0: ("stripe", 0), 1: ("dot", 0)}, maps=(["stripe"], []))
    acts = duel.legal_actions(s)
    assert PlaceDomino(cell(1, 0), cell(1, 1)) in acts          # stripe under stripe
    assert PlaceDomino(cell(0, 1), cell(0, 2)) in acts          # stripe beside stripe
    # the dot half touching only the stripe does not connect
    assert PlaceDomino(cell(0, 2), cell(0, 1)) not in acts


def test_identical_halves_list_one_mirror_image_but_both_apply():
    s = drawing({0: ("dot", 0), 2: ("dot", 0)}, a_dice=(0, 2))
    acts = duel.legal_actions(s)
    pairs = {frozenset((a.a, a.b)) for a in acts if isinstance(a, PlaceDomino)}
    assert len(pairs) == sum(isinstance(a, PlaceDomino) for a in acts)
    a = next(a for a in acts if isinstance(a, PlaceDomino))
    mirror = PlaceDomino(a.b, a.a)
    assert mirror not in acts
    duel.apply(s, mirror)
    assert s.maps[0].arms_at(a.a) == s.maps[0].arms_at(a.b) == ARMS["dot"]


def test_question_mark_takes_the_chosen_arms_and_ticks_nothing():
    s = drawing({0: ("?", 0), 1: ("stripe", 0)}, maps=(["black"], []))
    acts = duel.legal_actions(s)
    at = [a for a in acts if isinstance(a, PlaceDomino) and (a.a, a.b) == (cell(0, 1), cell(0, 2))]
    assert [a.arms_a for a in at] == [ARMS["black"]]         # far from the castle: only black connects
    near = {a.arms_a for a in acts if isinstance(a, PlaceDomino) and a.a == cell(2, 2)}
    assert near == set(range(6))                               # next to the castle: any arms
    assert all(a.arms_b == -1 for a in acts if isinstance(a, PlaceDomino))
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="shows '\\?'"):
        duel.apply(s, PlaceDomino(cell(2, 2), cell(2, 1)))
    with pytest.raises(IllegalAction, match="not a '\\?'"):
        duel.apply(s, PlaceDomino(cell(2, 2), cell(2, 1), ARMS["dot"], ARMS["dot"]))
    assert s.to_dict() == before
    duel.apply(s, PlaceDomino(cell(0, 1), cell(0, 2), ARMS["black"], -1))
    assert s.maps[0].arms_at(cell(0, 1)) == ARMS["black"]
    assert s.ticks[0] == -1 and s.ticks[1] == ARMS["stripe"]


def test_a_player_who_cannot_draw_passes_and_adds_nothing():
    # every free cell is isolated: no two adjacent empty squares
    full = ["dot . dot . dot . dot", ". dot . dot . dot .", "dot . dot C dot . dot",
            ". dot . dot . dot .", "dot . dot . dot . dot"]
    s = drawing({}, maps=(full, []))
    assert [a for a in duel.legal_actions(s) if isinstance(a, (Pass, PlaceDomino))] == [Pass()]
    before = s.maps[0].to_rows()
    duel.apply(s, Pass())
    assert s.maps[0].to_rows() == before and s.drew == [False, False]
    assert all(s.done[d] == DROPPED for d in s.dice_of(0))
    s2 = drawing({})
    with pytest.raises(IllegalAction, match="passing is not allowed"):
        duel.apply(s2, Pass())


def test_face_index_helper_reads_the_data():
    assert DC.dice[3][face_index(3, "?")].arms == -1


def test_pick_two_is_only_for_a_s_first_pick():
    s = duel.new_game(CFG, 2)
    assert not any(isinstance(a, PickTwo) for a in duel.legal_actions(s))
    with pytest.raises(IllegalAction, match="pick_two"):
        duel.apply(s, PickTwo(0, 1))
    own(s, 1, "pick_two")                      # B owns it: not usable as B
    assert not any(isinstance(a, PickTwo) for a in duel.legal_actions(s))
