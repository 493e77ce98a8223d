"""Steps B–E of a Queendomino turn, building effects, the Queen, the Dragon, supplies."""
from __future__ import annotations

import pytest

from game.rules import queendomino as q
from game.rules.actions import Choose, IllegalAction
from game.rules.components import builders_board, building_index
from game.rules.geometry import bits
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight
from game.rules.queendomino.state import CAVE, EMPTY, PHASE_BUILD, PHASE_CHOOSE, PHASE_DRAGON, PHASE_PLACE, PHASE_TAX
from tests.rules.queendomino.helpers import add_town, first_turn, place_first, set_board
from tests.rules.support import naive_cells

KIND = building_index()


def _territory_size(k, cell_xy):
    cells = {xy: v for xy, v in naive_cells(k).items() if xy != (0, 0)}
    t = cells[cell_xy][0]
    # flood on the naive cells
    seen, stack = {cell_xy}, [cell_xy]
    while stack:
        x, y = stack.pop()
        for n in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if n in cells and n not in seen and cells[n][0] == t:
                seen.add(n)
                stack.append(n)
    return len(seen)


def _knights(s):
    return [a for a in q.legal_actions(s) if isinstance(a, Knight)]


def test_knights_go_only_on_the_domino_just_placed_and_collect_the_territory_size():
    s = first_turn(seed=3)
    h = s.current_house()
    p = place_first(s)
    squares = {(p.x, p.y), (p.x + (1, 0, -1, 0)[p.rot], p.y + (0, 1, 0, -1)[p.rot])}
    assert {(a.x, a.y) for a in _knights(s)} == squares
    s.guard[h] = 3
    a = _knights(s)[0]
    coins = s.coins[h]
    q.apply(s, a)
    assert s.coins[h] == coins + _territory_size(s.kingdoms[h], (a.x, a.y))
    assert {(b.x, b.y) for b in _knights(s)} == squares - {(a.x, a.y)}
    q.apply(s, _knights(s)[0])
    assert _knights(s) == [] and s.guard[h] == 1                 # two knights at most
    with pytest.raises(IllegalAction):
        q.apply(s, Knight(a.x, a.y))


def test_a_knight_elsewhere_or_without_a_guard_is_refused():
    s = first_turn(seed=4)
    h = s.current_house()
    place_first(s)
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="domino just placed"):
        q.apply(s, Knight(0, 0))
    on_domino = _knights(s)[0]
    s.guard[h] = 0
    assert _knights(s) == []
    with pytest.raises(IllegalAction, match="guard"):
        q.apply(s, on_domino)
    s.guard[h] = 1
    assert s.to_dict() == before


@pytest.mark.parametrize("building,extra", [("unnamed_x1", "knights"), ("safe", "towers")])
def test_ongoing_tax_bonuses(building, extra):
    s = first_turn(seed=5)
    h = s.current_house()
    add_town(s, h, -2, 0)
    s.built[h][s.kingdoms[h].g.from_rel(-2, 0)] = KIND[building]
    s.guard[h], s.towers[h] = 2, 4
    place_first(s)
    a = _knights(s)[0]
    coins = s.coins[h]
    q.apply(s, a)
    bonus = 2 if extra == "knights" else 4                          # knights owned: 1 + 1 sent
    assert s.coins[h] == coins + _territory_size(s.kingdoms[h], (a.x, a.y)) + bonus


def _ready_to_build(seed=6, coins=20):
    s = first_turn(seed=seed)
    h = s.current_house()
    place_first(s)
    add_town(s, h, 0, -3 if s.kingdoms[h].n == 7 else -2)
    add_town(s, h, -2, 0)
    s.coins[h] = coins
    return s, h


def test_build_lists_affordable_slots_times_empty_towns_and_pays_the_slot_cost():
    s, h = _ready_to_build(coins=3)
    set_board(s, "statue", "bakery", "church", "safe", "guardtower", "big_tavern")
    towns = s.kingdoms[h].terr[6].bit_count()
    builds = [a for a in q.legal_actions(s) if isinstance(a, Build)]
    assert {a.slot for a in builds} == {0, 1, 2, 3}               # costs 0..3 <= 3 coins
    assert len(builds) == 4 * towns
    b = next(a for a in builds if a.slot == 2)
    q.apply(s, b)
    assert s.coins[h] == 3 - builders_board().costs[2] and s.board[2] == EMPTY
    assert KIND["church"] in s.built[h].values() and s.phase == PHASE_DRAGON
    assert _knights(s) == [] and not any(isinstance(a, Build) for a in q.legal_actions(s))


def test_build_refusals_leave_the_state_unchanged():
    s, h = _ready_to_build(coins=1)
    set_board(s, "statue", "bakery", "church")
    x, y = s.kingdoms[h].g.rel(next(bits(s.kingdoms[h].terr[6])))
    q.apply(s, Build(0, x, y))
    s.phase = PHASE_TAX
    before = s.to_dict()
    for bad, why in [(Build(0, x, y), "no building"), (Build(2, x, y), "costs 2"),
                     (Build(1, x, y), "already holds"), (Build(1, 1, 1), "not a town"),
                     (Build(9, x, y), "no building")]:
        with pytest.raises(IllegalAction, match=why):
            q.apply(s, bad)
        assert s.to_dict() == before


@pytest.mark.parametrize("building,knights,towers,crowns", [
    ("small_tavern", 1, 0, 0), ("big_tavern", 2, 0, 0), ("training_camp", 1, 0, 0),
    ("guardtower", 0, 1, 0), ("fortified_castle", 0, 2, 0), ("travelling_castle", 0, 2, 0),
    ("queens_tower", 0, 1, 1), ("statue", 0, 0, 0)])
def test_immediate_effects_of_each_building(building, knights, towers, crowns):
    s, h = _ready_to_build()
    set_board(s, building)
    idx = next(bits(s.kingdoms[h].terr[6]))
    x, y = s.kingdoms[h].g.rel(idx)
    guard, supply_k, supply_t = s.guard[h], s.supply_knights, s.supply_towers
    q.apply(s, Build(0, x, y))
    assert s.guard[h] == guard + knights and s.supply_knights == supply_k - knights
    assert s.towers[h] == towers and s.supply_towers == supply_t - towers
    assert s.kingdoms[h].crowns_at(1 << idx) == crowns
    assert (s.queen == h) == bool(towers)


def test_empty_supplies_give_what_is_left():
    s, h = _ready_to_build()
    set_board(s, "big_tavern", "fortified_castle")
    x, y = s.kingdoms[h].g.rel(next(bits(s.kingdoms[h].terr[6])))
    s.supply_knights, s.supply_towers = 1, 0
    guard = s.guard[h]
    q.apply(s, Build(0, x, y))
    assert s.guard[h] == guard + 1 and s.supply_knights == 0
    s2, h2 = _ready_to_build(seed=7)
    set_board(s2, "fortified_castle")
    x, y = s2.kingdoms[h2].g.rel(next(bits(s2.kingdoms[h2].terr[6])))
    s2.supply_towers = 0
    q.apply(s2, Build(0, x, y))
    assert s2.towers[h2] == 0 and s2.queen == -1                   # no tower, no Queen


def _build_towers(s, kind="guardtower"):
    h = s.current_house()
    add_town(s, h, 0, -2)
    s.coins[h] = 20
    set_board(s, kind)
    q.apply(s, Build(0, 0, -2))
    return h


def _to_next_turn(s):
    while s.phase != PHASE_PLACE:
        q.apply(s, q.legal_actions(s)[-1])


def test_the_queen_goes_to_whoever_just_reached_the_top_tower_count_ties_included():
    s = first_turn(seed=8)
    place_first(s)
    a = _build_towers(s)
    assert s.queen == a
    _to_next_turn(s)
    place_first(s)
    b = _build_towers(s)
    assert b != a and s.towers[a] == s.towers[b] == 1 and s.queen == b
    _to_next_turn(s)
    place_first(s)
    c = s.current_house()
    s.towers[c] = 0
    add_town(s, c, 0, -2)
    s.coins[c] = 20
    set_board(s, "statue")
    q.apply(s, Build(0, 0, -2))
    assert s.queen == b                                            # no tower gained: she stays


def test_the_queen_discounts_building_but_never_below_zero():
    s, h = _ready_to_build(coins=4)
    s.queen = h
    set_board(s, "statue", "statue", "statue", "statue", "statue", "statue")
    costs = builders_board().costs
    slots = {a.slot for a in q.legal_actions(s) if isinstance(a, Build)}
    assert slots == {i for i, c in enumerate(costs) if max(0, c - 1) <= 4}
    q.apply(s, Build(0, *s.kingdoms[h].g.rel(next(bits(s.kingdoms[h].terr[6])))))
    assert s.coins[h] == 4


def test_the_dragon_once_per_round_never_for_the_queens_host():
    s = first_turn(seed=9)
    h = s.current_house()
    place_first(s)
    dragons = [a for a in q.legal_actions(s) if isinstance(a, Dragon)]
    assert [a.slot for a in dragons] == [i for i, b in enumerate(s.board) if b != EMPTY]
    coins, pile = s.coins[h], s.pile[:]
    q.apply(s, Dragon(3))
    assert s.coins[h] == coins - 1 and s.board[3] == EMPTY and s.dragon == 3
    assert s.phase == PHASE_CHOOSE and s.pile == pile      # burnt: gone, nothing refilled
    q.apply(s, next(a for a in q.legal_actions(s) if isinstance(a, Choose)))
    place_first(s)
    assert not any(isinstance(a, Dragon) for a in q.legal_actions(s))
    with pytest.raises(IllegalAction, match="already flown"):
        q.apply(s, Dragon(0))
    s.dragon = CAVE
    s.queen = s.current_house()
    assert not any(isinstance(a, Dragon) for a in q.legal_actions(s))
    with pytest.raises(IllegalAction, match="Queen"):
        q.apply(s, Dragon(0))
    s.queen, s.coins[s.current_house()] = -1, 0
    with pytest.raises(IllegalAction, match="coin"):
        q.apply(s, Dragon(0))


def test_end_of_round_dragon_home_buildings_slide_to_the_cheap_end_and_refill():
    s = first_turn(seed=10)
    place_first(s)
    board = s.board[:]
    pile_top = s.pile[-2:]
    q.apply(s, Dragon(1))
    rnd = s.round
    s.coins[s.current_house()] = 50
    while s.round == rnd:
        if s.phase == PHASE_PLACE:
            place_first(s)
        if s.phase != PHASE_PLACE and s.round == rnd:
            q.apply(s, next(a for a in q.legal_actions(s) if isinstance(a, Choose)))
    assert s.dragon == CAVE
    assert s.board == [board[0]] + board[2:] + [pile_top[1]]


def test_order_of_steps_a_later_step_closes_the_earlier_ones():
    s = first_turn(seed=11)
    h = s.current_house()
    place_first(s)
    add_town(s, h, 0, -2)
    set_board(s, "statue", "statue")
    assert s.phase == PHASE_TAX and _knights(s)
    q.apply(s, Dragon(1))
    assert not _knights(s) and not any(isinstance(a, (Build, Dragon)) for a in q.legal_actions(s))
    with pytest.raises(IllegalAction):
        q.apply(s, Build(0, 0, -2))
    assert s.phase != PHASE_BUILD


def test_the_last_round_has_no_choice_and_ends_turns_by_itself_or_with_end_turn():
    s = first_turn(seed=12)
    while s.next:
        q.apply(s, q.legal_actions(s)[-1])
    assert s.phase == PHASE_PLACE
    turns = 0
    while not q.is_over(s):
        assert not any(isinstance(a, Choose) for a in q.legal_actions(s))
        if s.phase != PHASE_PLACE:
            assert EndTurn() in q.legal_actions(s)
            q.apply(s, EndTurn())
        else:
            turns += 1
            q.apply(s, q.legal_actions(s)[0])
    assert turns == 4
    with pytest.raises(IllegalAction, match="over"):
        q.apply(s, EndTurn())


def test_end_turn_is_refused_while_a_domino_must_be_chosen():
    s = first_turn(seed=13)
    place_first(s)
    before = s.to_dict()
    with pytest.raises(IllegalAction, match="choose"):
        q.apply(s, EndTurn())
    assert s.to_dict() == before


def test_no_tax_after_a_discard_but_building_stays_open():
    from game.rules.actions import Discard
    from game.rules.rng import Rng
    for seed in range(60):
        s = first_turn("queendomino", 4, seed=seed)
        rng = Rng(seed)
        while not q.is_over(s) and q.legal_actions(s) != [Discard()]:
            acts = q.legal_actions(s)
            q.apply(s, acts[rng.below(len(acts))])
        if q.is_over(s):
            continue
        h = s.current_house()
        s.guard[h], s.coins[h], s.dragon, s.queen = 2, 30, CAVE, -1
        set_board(s, "statue")
        q.apply(s, Discard())
        if s.phase == PHASE_PLACE or s.current_house() != h:
            continue                       # last round: nothing left to do, turn ended
        assert _knights(s) == [] and s.discards[h] == 1
        assert Dragon(0) in q.legal_actions(s)
        return
    pytest.fail("no random game reached a discard")
