"""The spell book: ticking, the race (A first), each spell and when it may be used,
and the castle bonus."""
import pytest

from game.rules import duel
from game.rules.actions import IllegalAction
from game.rules.duel.actions import (
    AddCross,
    CastleBonus,
    ChooseDomain,
    IgnoreConnection,
    Pass,
    PickTwo,
    PlaceDie,
    PlaceDomino,
    SetFace,
    SplitDice,
)
from game.rules.duel.state import NOBODY, PHASE_LIGHTNING, PHASE_PICK, PHASE_PLACE
from tests.rules.duel.helpers import ARMS, CFG, DC, cell, drawing, face_index, own, play_turn_simply, spell


def finish_round(s):
    r = s.round
    while s.round == r and s.phase == PHASE_PLACE:
        play_turn_simply(s)


def test_uncrossed_arms_tick_their_spell_crossed_ones_do_not():
    s = drawing({0: ("dot", 0), 1: ("double_dot", 1), 2: ("double_dot", 0), 3: ("stripe", 1)})
    finish_round(s)
    dot, ddot, stripe = spell("ignore_connection"), spell("pick_two"), spell("split_dice")
    assert DC.spells[dot].arms == ARMS["dot"] and DC.spells[stripe].arms == ARMS["stripe"]
    assert s.marks[0][dot] == 1 and s.marks[0][ddot] == 0
    assert s.marks[1][ddot] == 1 and s.marks[1][stripe] == 0


def test_spell_race_player_a_wins_when_both_fill_the_line_in_one_round():
    s = drawing({2: ("double_dot", 0), 0: ("stripe", 0), 3: ("double_dot", 0), 1: ("stripe", 0)},
                a_dice=(0, 2), first=1)
    ddot = spell("pick_two")
    boxes = DC.spells[ddot].boxes
    s.marks = [[0] * 6, [0] * 6]
    s.marks[0][ddot] = s.marks[1][ddot] = boxes - 1
    finish_round(s)
    assert s.spell_owner[ddot] == 1                       # player A this round (seat 1)
    assert s.marks[1][ddot] == boxes and s.marks[0][ddot] == boxes - 1   # B's line is struck


def test_a_won_spell_stops_the_other_line_ticking():
    s = drawing({0: ("dot", 0), 2: ("dot", 0)})
    own(s, 0, "ignore_connection")
    finish_round(s)
    assert s.marks[1][spell("ignore_connection")] == 0


def test_pick_two_lets_a_take_two_dice_and_b_gets_the_rest():
    s = duel.new_game(CFG, 8)
    own(s, 0, "pick_two")
    acts = duel.legal_actions(s)
    assert PickTwo(1, 3) in acts and PickTwo(3, 1) not in acts
    duel.apply(s, PickTwo(1, 3))
    assert s.owner == [1, 0, 1, 0] and s.phase == PHASE_PLACE and s.spell_used[spell("pick_two")]
    # a round later player 0 is B: the spell is spent anyway
    finish_round(s)
    while s.phase != PHASE_PICK:
        duel.apply(s, duel.legal_actions(s)[0])
    assert not any(isinstance(a, PickTwo) for a in duel.legal_actions(s))


def test_pick_two_is_not_offered_to_b():
    s = duel.new_game(CFG, 8)
    own(s, 1, "pick_two")
    assert not any(isinstance(a, PickTwo) for a in duel.legal_actions(s))
    with pytest.raises(IllegalAction, match="does not hold"):
        duel.apply(s, PickTwo(0, 1))


def test_ignore_connection_frees_the_domino_once():
    s = drawing({0: ("dot", 0), 1: ("black", 0)})
    far = PlaceDomino(cell(0, 0), cell(0, 1))
    assert far not in duel.legal_actions(s) and IgnoreConnection() not in duel.legal_actions(s)
    own(s, 0, "ignore_connection")
    assert IgnoreConnection() in duel.legal_actions(s)
    duel.apply(s, IgnoreConnection())
    assert far in duel.legal_actions(s) and IgnoreConnection() not in duel.legal_actions(s)
    duel.apply(s, far)
    assert s.maps[0].arms_at(cell(0, 0)) == ARMS["dot"] and s.active == []
    with pytest.raises(IllegalAction, match="does not hold"):
        duel.apply(s, IgnoreConnection())       # player 1 does not own it


def test_split_dice_draws_each_die_separately_each_connecting():
    s = drawing({0: ("dot", 0), 1: ("black", 0)}, maps=(["black"], []))
    own(s, 0, "split_dice")
    duel.apply(s, SplitDice())
    acts = duel.legal_actions(s)
    assert not any(isinstance(a, PlaceDomino) for a in acts)
    assert PlaceDie(1, cell(0, 1)) in acts and PlaceDie(0, cell(0, 1)) not in acts
    with pytest.raises(IllegalAction, match="one die at a time"):
        duel.apply(s, PlaceDomino(cell(2, 2), cell(2, 1)))
    duel.apply(s, PlaceDie(1, cell(0, 1)))
    assert s.current_player() == 0 and SplitDice() not in duel.legal_actions(s)
    with pytest.raises(IllegalAction, match="touches neither"):
        duel.apply(s, PlaceDie(0, cell(4, 6)))
    duel.apply(s, PlaceDie(0, cell(3, 3)))                # under the castle, not adjacent to the first
    assert s.current_player() == 1 and s.drew[0]


def test_split_dice_drops_a_die_that_cannot_be_drawn():
    full = ["dot . dot . dot . dot", ". dot . dot . dot .", "dot . dot C dot . dot",
            ". dot . dot . dot .", "dot . dot . dot . dot"]
    s = drawing({0: ("dot", 0), 1: ("black", 0)}, maps=(full, []))
    own(s, 0, "split_dice")
    duel.apply(s, SplitDice())
    acts = duel.legal_actions(s)
    assert acts and all(a.die == 0 for a in acts if isinstance(a, PlaceDie))
    duel.apply(s, next(a for a in acts if isinstance(a, PlaceDie)))
    assert duel.legal_actions(s)[0] == Pass()
    duel.apply(s, Pass())
    assert s.done[1] == -2 and s.current_player() == 1


def test_set_face_turns_one_of_your_dice_to_another_of_its_faces():
    s = drawing({0: ("dot", 0), 1: ("black", 0)})
    own(s, 0, "set_face")
    sets = [a for a in duel.legal_actions(s) if isinstance(a, SetFace)]
    assert {a.die for a in sets} == {0, 1}
    # die 0 shows dot on two faces: the current value is not offered, duplicates once
    assert len([a for a in sets if a.die == 0]) == len(set(DC.dice[0])) - 1
    with pytest.raises(IllegalAction, match="not an undrawn die"):
        duel.apply(s, SetFace(2, 0))
    with pytest.raises(IllegalAction, match="already shows"):
        duel.apply(s, SetFace(0, face_index(0, "dot", 0)))
    duel.apply(s, SetFace(1, face_index(1, "double_stripe", 1)))
    assert DC.dice[1][s.faces[1]].arms == ARMS["double_stripe"] and s.spell_used[spell("set_face")]
    assert not any(isinstance(a, SetFace) for a in duel.legal_actions(s))


def test_domain_bonus_is_chosen_at_once_and_scores_3_per_territory():
    s = drawing({1: ("black", 0), 0: ("stripe", 0), 2: ("stripe", 0), 3: ("stripe", 0)}, a_dice=(0, 1),
                maps=(["black . black", "", "", "", "black"], []))
    black = spell("domain_bonus")
    s.marks[0][black] = DC.spells[black].boxes - 1
    finish_round(s)
    assert s.phase == PHASE_LIGHTNING and s.current_player() == 0
    assert duel.legal_actions(s) == [ChooseDomain(a) for a in range(6)]
    with pytest.raises(IllegalAction, match="must use the domain_bonus"):
        duel.apply(s, AddCross(0))
    before = duel.results(s)[0].total
    duel.apply(s, ChooseDomain(ARMS["black"]))
    territories = sum(1 for t in duel_territories(s, 0) if t.arms == ARMS["black"])
    assert s.domain[0] == ARMS["black"] and s.spell_used[black] and s.phase == PHASE_PICK
    assert duel.results(s)[0].total == before + 3 * territories and territories >= 2


def duel_territories(s, p):
    from game.rules.duel.scoring import territories
    return territories(s.maps[p])


def test_add_cross_puts_one_cross_on_a_drawn_square_at_once():
    s = drawing({1: ("quarters", 0), 3: ("stripe", 0)}, a_dice=(0, 2), first=1)
    q = spell("add_cross")
    s.marks[0][q] = DC.spells[q].boxes - 1                 # seat 0 is B this round
    s.maps[0].draw(cell(2, 2), ARMS["dot"], 0)
    finish_round(s)
    assert s.phase == PHASE_LIGHTNING and s.current_player() == 0
    acts = duel.legal_actions(s)
    assert AddCross(cell(2, 2)) in acts and AddCross(cell(0, 0)) not in acts
    with pytest.raises(IllegalAction, match="holds no coat of arms"):
        duel.apply(s, AddCross(cell(0, 0)))
    duel.apply(s, AddCross(cell(2, 2)))
    assert s.maps[0].crosses[cell(2, 2)] == 1 and s.spell_used[q] and s.phase == PHASE_PICK


def test_two_lightning_spells_in_one_round_are_used_a_first():
    # Only die 1 shows uncrossed quarters or black, so A's add_cross line is set full
    # by hand while B (seat 0) completes domain_bonus with die 1.
    s = drawing({1: ("black", 0), 3: ("stripe", 0), 0: ("stripe", 0), 2: ("stripe", 0)},
                a_dice=(0, 2), first=1)
    q, b = spell("add_cross"), spell("domain_bonus")
    s.marks[1][q] = DC.spells[q].boxes
    s.marks[0][b] = DC.spells[b].boxes - 1
    finish_round(s)
    assert s.spell_owner[q] == 1 and s.spell_owner[b] == 0 and s.pending == [[1, q], [0, b]]
    assert s.current_player() == 1 and isinstance(duel.legal_actions(s)[0], AddCross)
    duel.apply(s, duel.legal_actions(s)[0])
    assert s.phase == PHASE_LIGHTNING and s.current_player() == 0
    duel.apply(s, ChooseDomain(0))
    assert s.phase == PHASE_PICK and s.first == 0


def test_spells_are_not_usable_before_they_are_won_nor_twice():
    s = drawing({0: ("dot", 0), 1: ("black", 0)})
    assert s.spell_owner == [NOBODY] * 6
    for a in (SplitDice(), IgnoreConnection(), SetFace(0, 0)):
        with pytest.raises(IllegalAction, match="does not hold"):
            duel.apply(s, a)


def test_castle_bonus_adds_a_cross_ticks_nothing_and_is_once_per_game():
    s = drawing({0: ("dot", 0), 1: ("black", 0), 2: ("dot", 0), 3: ("?", 0)})
    assert CastleBonus(0) in duel.legal_actions(s) and CastleBonus(2) not in duel.legal_actions(s)
    duel.apply(s, CastleBonus(0))
    assert s.castle_used == [True, False] and not any(isinstance(a, CastleBonus) for a in duel.legal_actions(s))
    duel.apply(s, PlaceDomino(cell(2, 2), cell(2, 1)))
    assert s.maps[0].crosses[cell(2, 2)] == 1 and s.ticks[0] == -1 and s.ticks[1] == ARMS["black"]
    # B may use theirs the same round, even on a "?"
    duel.apply(s, CastleBonus(3))
    duel.apply(s, PlaceDomino(cell(2, 4), cell(2, 5), -1, ARMS["quarters"]))
    assert s.maps[1].crosses[cell(2, 5)] == 1 and s.maps[1].arms_at(cell(2, 5)) == ARMS["quarters"]
    finish_round(s)
    while s.phase != PHASE_PLACE:
        duel.apply(s, duel.legal_actions(s)[0])
    assert not any(isinstance(a, CastleBonus) for a in duel.legal_actions(s))
    with pytest.raises(IllegalAction, match="already used the castle bonus"):
        duel.apply(s, CastleBonus(s.dice_of(s.current_player())[0]))
