"""Both end conditions, checked at the end of the round, and the ranking."""
from game.rules import duel
from game.rules.duel.actions import Pass, PlaceDomino
from game.rules.duel.state import PHASE_LIGHTNING, PHASE_OVER, PHASE_PICK
from tests.rules.duel.helpers import ARMS, DC, cell, drawing, spell

ALMOST_FULL = ["dot dot dot dot dot dot dot", "dot dot dot dot dot dot dot", ". . dot C dot dot dot",
               "dot dot dot dot dot dot dot", "dot dot dot dot dot dot dot"]
ISOLATED = ["dot . dot . dot . dot", ". dot . dot . dot .", "dot . dot C dot . dot",
            ". dot . dot . dot .", "dot . dot . dot . dot"]


def test_filling_the_map_ends_the_game_after_the_round():
    s = drawing({0: ("dot", 0), 1: ("stripe", 0)}, maps=(ALMOST_FULL, []))
    duel.apply(s, PlaceDomino(cell(2, 1), cell(2, 0)))
    assert s.maps[0].full() and s.phase != PHASE_OVER and s.current_player() == 1   # B still draws
    duel.apply(s, next(a for a in duel.legal_actions(s) if isinstance(a, PlaceDomino)))
    assert s.phase == PHASE_OVER and duel.is_over(s) and duel.legal_actions(s) == []
    assert s.current_player() is None


def test_a_full_map_waits_for_lightning_spells_before_the_end():
    s = drawing({0: ("dot", 0), 1: ("quarters", 0)}, maps=(ALMOST_FULL, []))
    q = spell("add_cross")
    s.marks[0][q] = DC.spells[q].boxes - 1
    duel.apply(s, PlaceDomino(cell(2, 1), cell(2, 0)))
    duel.apply(s, next(a for a in duel.legal_actions(s) if isinstance(a, PlaceDomino)))
    assert s.phase == PHASE_LIGHTNING
    duel.apply(s, duel.legal_actions(s)[0])
    assert s.phase == PHASE_OVER


def test_a_round_where_nobody_draws_ends_the_game():
    s = drawing({}, maps=(ISOLATED, ISOLATED))
    duel.apply(s, Pass())
    duel.apply(s, Pass())
    assert s.phase == PHASE_OVER and s.drew == [False, False]


def test_one_player_passing_does_not_end_the_game():
    s = drawing({}, maps=(ISOLATED, []))
    duel.apply(s, Pass())
    duel.apply(s, next(a for a in duel.legal_actions(s) if isinstance(a, PlaceDomino)))
    assert s.phase == PHASE_PICK and s.round == 2


def test_results_rank_on_total_then_largest_territory_then_shared():
    s = drawing({}, maps=(["dot+1 dot"], ["black+1", "black"]))
    r = duel.results(s)
    assert [x.total for x in r] == [2, 2] and [x.rank for x in r] == [1, 1]
    assert [x.tie_break for x in r] == ["shared", "shared"]
    s.maps[1].draw(cell(0, 1), ARMS["black"], 0)          # black: 3 squares x 1 cross
    r = duel.results(s)
    assert [x.total for x in r] == [2, 3] and [x.rank for x in r] == [2, 1]
    assert [x.tie_break for x in r] == ["", ""]
    s.maps[0].draw(cell(0, 2), ARMS["dot"], 0)
    s.maps[0].draw(cell(0, 3), ARMS["dot"], 0)            # dot: 4 squares x 1 = 4
    s.maps[1].draw(cell(4, 6), ARMS["stripe"], 1)         # 3 + a lone stripe 1 x 1 = 4
    r = duel.results(s)
    assert [x.total for x in r] == [4, 4] and [x.rank for x in r] == [1, 2]
    assert [x.largest_territory for x in r] == [4, 3]
    assert [x.tie_break for x in r] == ["largest territory"] * 2
    assert [x.crowns for x in r] == [1, 2]                # crosses on the map
