"""The component data the rules load (assets/data via game/rules/components.py)."""
import json
from collections import Counter

import pytest

from game.rules import components
from game.rules.components import DataError, game_specs, terrains, tile_set
from game.tools import build_data

# Kingdomino's published per-terrain totals (squares, crowns) — rulebook seed 002.
KINGDOMINO_TOTALS = {"wheat": (26, 5), "forest": (22, 6), "lake": (18, 6),
                     "grassland": (14, 6), "swamp": (10, 6), "mine": (6, 10)}


def test_kingdomino_has_48_dominoes_numbered_1_to_48():
    ds = tile_set("kingdomino")
    assert len(ds) == 48
    assert [d.number for d in ds] == list(range(1, 49))


def test_every_square_has_a_six_terrain_and_0_to_3_crowns():
    six = {t.index for t in terrains() if t.id != "town"}
    for d in tile_set("kingdomino"):
        assert {d.t1, d.t2} <= six
        assert 0 <= d.c1 <= 3 and 0 <= d.c2 <= 3


def test_per_terrain_totals_match_the_rulebook():
    by_id = {t.index: t.id for t in terrains()}
    squares, crowns = Counter(), Counter()
    for d in tile_set("kingdomino"):
        for t, c in ((d.t1, d.c1), (d.t2, d.c2)):
            squares[by_id[t]] += 1
            crowns[by_id[t]] += c
    assert {t: (squares[t], crowns[t]) for t in squares} == KINGDOMINO_TOTALS
    assert sum(squares.values()) == 96 and sum(crowns.values()) == 39


def test_symmetric_means_identical_halves():
    ds = tile_set("kingdomino")
    sym = [d for d in ds if d.symmetric]
    assert sym, "Kingdomino has plain two-same-terrain dominoes"
    assert all(d.t1 == d.t2 and d.c1 == d.c2 for d in sym)
    assert all(not (d.t1 == d.t2 and d.c1 == d.c2) for d in ds if not d.symmetric)


def test_kralovska_zahrada_is_its_own_entry_with_kingdomino_tiles_and_czech_names():
    specs = game_specs()
    assert {"kingdomino", "kralovska_zahrada"} <= set(specs)
    kz = specs["kralovska_zahrada"]
    assert kz.name == "Královská zahrada"
    assert kz.tiles == specs["kingdomino"].tiles == "kingdomino"
    names = {t.id: getattr(t, kz.terrain_names) for t in terrains()}
    assert {k: names[k] for k in KINGDOMINO_TOTALS} == {
        "wheat": "Pole", "grassland": "Louka", "mine": "Důl", "forest": "Les",
        "lake": "Rybník", "swamp": "Bažina"}
    en = {t.id: getattr(t, specs["kingdomino"].terrain_names) for t in terrains()}
    assert en["wheat"] == "Wheat field" and en["mine"] == "Mine"


def test_terrain_letters_are_those_of_the_score_format():
    assert [t.letter for t in terrains()] == list("WFLGSMT")


def test_unknown_tile_set_is_a_data_error():
    with pytest.raises(DataError, match="unknown tile set"):
        tile_set("no_such_set")


def test_validate_all_accepts_the_shipped_data():
    components.validate_all()


def test_assets_data_is_what_build_data_makes_from_components_json():
    src = json.loads(build_data.DEFAULT_SOURCE.read_text(encoding="utf-8"))
    built = build_data.build(src)
    for name, content in built.items():
        shipped = json.loads((build_data.OUT / name).read_text(encoding="utf-8"))
        assert shipped == json.loads(build_data.render(content)), f"{name} is stale: rebuild it"


def test_research_file_totals_agree_with_the_rulebook():
    src = json.loads(build_data.DEFAULT_SOURCE.read_text(encoding="utf-8"))
    per = src["kingdomino"]["totals"]["per_terrain"]
    assert {t: (v["squares"], v["crowns_total"]) for t, v in per.items()} == KINGDOMINO_TOTALS
