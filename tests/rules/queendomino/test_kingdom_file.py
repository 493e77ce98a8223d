"""The `score` command's queendomino kingdoms, with the rulebook's 71-point example."""
from __future__ import annotations

import pytest

from game.rules.queendomino.kingdom_file import QueendominoFileError, score_queendomino_file

# docs/rules.md, Worked examples (seeds 000 and 003): 11 coins; wheat 3x1; forests 2x1, 1x1 and a crownless
# one; lake 3 squares 2 crowns; grassland 4 squares 3 crowns + the Queen; swamp 1x1;
# mountain 3 squares 4 crowns; 4 separate towns without crowns holding a Sawmill, a
# Church, a Travelling Castle, a Big Tavern, a Statue and a Guardtower (3 towers).
EXAMPLE = {
    "game": "queendomino", "size": 5, "coins": 11, "queen": True,
    "grid": ["G1 G1 G1 T:sawmill F1",
             "G0 T:travelling_castle L1 T:church F0",
             "M1 C L1 L0 W1",
             "M3 T:big_tavern S1 W0 W0",
             "M0 T:statue F1 T:guardtower F0"],
}


def test_the_rulebook_example_scores_71():
    out = score_queendomino_file(EXAMPLE)
    assert out["total"] == 71
    assert out["by_category"] == {"wealth": 3, "W": 3, "F": 3, "L": 6, "G": 12, "S": 1, "M": 12,
                                  "T": 0, "buildings": 27, "queen": 4}
    assert sorted((b["id"], b["points"]) for b in out["buildings"]) == sorted(
        [("sawmill", 6), ("church", 8), ("travelling_castle", 3), ("big_tavern", 2),
         ("statue", 5), ("guardtower", 3)])
    assert out["largest_territory"] == 4 and out["crowns"] == 14
    towns = [t for t in out["territories"] if t["terrain"] == "T"]
    assert sorted(t["squares"] for t in towns) == [1, 1, 2, 2]


def test_a_queens_tower_is_a_crown_on_its_town():
    k = {"game": "queendomino", "size": 5,
         "grid": ["C T:queens_tower T0 T:queens_tower"]}
    out = score_queendomino_file(k)
    assert out["by_category"]["T"] == 3 * 2          # 3 squares x 2 crowns
    assert out["crowns"] == 2


@pytest.mark.parametrize("building,extra,points", [
    ("training_camp", {"knights": 4}, 4),            # 1 per knight owned
    ("travelling_castle", {"towers": 5}, 5),         # 1 per tower, explicit count
    ("bakery", {}, 2 * 2),                           # 2 per separate wheat territory
    ("statue", {}, 5), ("queens_tower", {}, 0)])
def test_end_points_of_buildings(building, extra, points):
    k = {"game": "queendomino", "size": 5, **extra,
         "grid": [f"W0 C T:{building}", "L0 W0 ."]}
    assert score_queendomino_file(k)["by_category"]["buildings"] == points


def test_towers_default_to_those_the_buildings_brought():
    k = {"game": "queendomino", "size": 5,
         "grid": ["C T:travelling_castle T:guardtower T:fortified_castle"]}
    # travelling castle 2 + guardtower 1 + fortified castle 2 = 5 towers; 5 + 3 + 3 points
    assert score_queendomino_file(k)["by_category"]["buildings"] == 11


def test_coins_are_wealth_and_leftovers():
    out = score_queendomino_file({"game": "queendomino", "size": 5, "grid": ["C"], "coins": 8})
    assert out["total"] == 2 and out["leftover_coins"] == 2


@pytest.mark.parametrize("bad,reason", [
    ({"grid": ["C T:castle_of_doom"]}, "unknown building"),
    ({"grid": ["C T1"]}, "no crowns of their own"),
    ({"grid": ["C X2"]}, "unknown cell token"),
    ({"grid": ["C T"]}, "unknown cell token"),
    ({"grid": ["C C"]}, "two castles"),
    ({"grid": ["C W4"]}, "0 to 3"),
    ({"grid": ["C W0 W0 W0 W0 W0"]}, "more than the size"),
    ({"grid": ["C"], "coins": -1}, "coins"),
    ({"grid": ["C"], "knights": True}, "knights"),
    ({"grid": ["C"], "queen": "yes"}, "queen"),
    ({"grid": ["C"], "variants": ["harmony"]}, "no variants"),
    ({"grid": "C"}, "list of strings"),
    ({"grid": ["C"], "size": 6}, "size"),
])
def test_malformed_kingdoms_are_refused_with_a_reason(bad, reason):
    obj = {"game": "queendomino", "size": 5, **bad}
    with pytest.raises(QueendominoFileError) as err:
        score_queendomino_file(obj)
    assert reason in str(err.value) and "\n" not in str(err.value)
    assert isinstance(err.value, ValueError)
