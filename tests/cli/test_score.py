import json

import pytest

from tests.cli.helpers import json_lines, run_main

EXAMPLE = {"game": "kingdomino", "size": 5,
           "grid": ["G1 G1 W0 . .", "F0 C  W1 . .", ". . . . .", ". . . . .", ". . . . ."],
           "variants": ["middle_kingdom", "harmony"]}


def test_scores_a_file_with_the_cli_fields(tmp_path):
    path = tmp_path / "k.json"
    path.write_text(json.dumps(EXAMPLE))
    proc = run_main("score", str(path))
    assert proc.returncode == 0, proc.stderr
    [out] = json_lines(proc.stdout)
    assert out["total"] == 6  # grassland 2x2 + wheat 2x1, no bonus (box is not 5x5)
    assert out["by_category"] == {"W": 2, "F": 0, "L": 0, "G": 4, "S": 0, "M": 0,
                                  "middle_kingdom": 0, "harmony": 0}
    assert out["largest_territory"] == 2 and out["crowns"] == 3
    assert {"terrain": "G", "name": "Grassland", "squares": 2, "crowns": 2, "points": 4} in out["territories"]


def test_json_lines_on_stdin_in_input_order():
    full = dict(EXAMPLE, grid=["W1 W1 W1 W1 W1"] * 2 + ["W1 W1 C W1 W1"] + ["W1 W1 W1 W1 W1"] * 2)
    lines = "\n".join(json.dumps(k) for k in (EXAMPLE, full)) + "\n"
    proc = run_main("score", stdin=lines)
    assert proc.returncode == 0, proc.stderr
    first, second = json_lines(proc.stdout)
    assert first["total"] == 6
    assert second["total"] == 24 * 24 + 10 + 5  # one territory, both bonuses
    assert second["by_category"]["middle_kingdom"] == 10 and second["by_category"]["harmony"] == 5


def test_kralovska_zahrada_uses_its_terrain_names():
    proc = run_main("score", stdin=json.dumps(dict(EXAMPLE, game="kralovska_zahrada")))
    names = {t["terrain"]: t["name"] for t in json_lines(proc.stdout)[0]["territories"]}
    assert names == {"G": "Louka", "W": "Pole", "F": "Les"}


@pytest.mark.parametrize("change, reason", [
    ({"grid": ["C X1"]}, "unknown cell token"),
    ({"grid": ["C W1 W1 W1 W1 W1"]}, "more than the size"),
    ({"grid": ["C"] * 6}, "rows"),
    ({"grid": ["C C"]}, "two castles"),
    ({"grid": ["C W4"]}, "crowns must be 0 to 3"),
    ({"grid": ["W1"]}, "no castle"),
    ({"size": 6}, "size must be 5 or 7"),
    ({"game": "chess"}, "unknown game"),
    ({"grid": "C W1"}, "list of strings"),
    ({"variants": ["everything"]}, "variants"),
    ({"grid": ["C T0"]}, "unknown cell token"),
])
def test_malformed_kingdom_gets_an_error_line_and_exit_2(change, reason):
    good = json.dumps(EXAMPLE)
    bad = json.dumps(dict(EXAMPLE, **change))
    proc = run_main("score", stdin=good + "\n" + bad + "\n")
    assert proc.returncode == 2
    ok, err = json_lines(proc.stdout)
    assert ok["total"] == 6          # the good kingdom is still scored
    assert reason in err["error"]
    assert "Traceback" not in proc.stderr


def test_unreadable_file_and_bad_json_are_error_lines(tmp_path):
    broken = tmp_path / "broken.json"
    broken.write_text("{not json")
    proc = run_main("score", str(tmp_path / "missing.json"), str(broken))
    assert proc.returncode == 2
    missing, bad = json_lines(proc.stdout)
    assert "cannot read" in missing["error"]
    assert "not valid JSON" in bad["error"]
    assert "Traceback" not in proc.stderr


def test_duel_maps_are_scored():
    sheet = {"game": "duel", "grid": [". . . . . . .", ". . . . . . .", ". . . C dot dot+1 .",
                                      ". . . . . . .", ". . . . . . ."]}
    proc = run_main("score", stdin=json.dumps(sheet) + "\n" + json.dumps(dict(sheet, grid=["C zz"])))
    assert proc.returncode == 2
    ok, bad = json_lines(proc.stdout)
    assert ok["total"] == 2 and ok["largest_territory"] == 2  # 2 squares x 1 cross
    assert "error" in bad


def test_queendomino_kingdoms_are_scored():
    kingdom = {"game": "queendomino", "size": 5, "grid": ["C W1 W0"], "coins": 7}
    proc = run_main("score", stdin=json.dumps(kingdom))
    assert proc.returncode == 0, proc.stderr
    [out] = json_lines(proc.stdout)
    assert out["total"] == 4 and out["by_category"]["wealth"] == 2 and out["by_category"]["W"] == 2
