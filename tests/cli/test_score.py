import json

import pytest

from tests.cli.helpers import json_lines, run_here, run_main

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
    proc = run_here("score", stdin=json.dumps(dict(EXAMPLE, game="kralovska_zahrada")))
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
    proc = run_here("score", stdin=good + "\n" + bad + "\n")
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
    proc = run_here("score", stdin=json.dumps(sheet) + "\n" + json.dumps(dict(sheet, grid=["C zz"])))
    assert proc.returncode == 2
    ok, bad = json_lines(proc.stdout)
    assert ok["total"] == 2 and ok["largest_territory"] == 2  # 2 squares x 1 cross
    assert "error" in bad


def test_queendomino_kingdoms_are_scored():
    kingdom = {"game": "queendomino", "size": 5, "grid": ["C W1 W0"], "coins": 7}
    proc = run_here("score", stdin=json.dumps(kingdom))
    assert proc.returncode == 0, proc.stderr
    [out] = json_lines(proc.stdout)
    assert out["total"] == 4 and out["by_category"]["wealth"] == 2 and out["by_category"]["W"] == 2


# ---- a bad kingdom is one error line; scoring goes on -------------------------------------
def test_every_bad_line_is_an_error_line_and_every_later_line_is_scored():
    good = json.dumps(EXAMPLE).encode()
    bad = [b'{"game": []}', b"[" * 100_000, b'{"game": "kingdomino", "size": ' + b"5" * 5000 + b"}",
           b"\xff", b'{"game": "kingdomino", "size": 5, "grid": ["C \\ud800"]}', b'{"size": NaN}',
           b'{"game": "kingdomino", "size": 1e999}']
    proc = run_here("score", stdin=b"\n".join([good, *bad, good]) + b"\n")
    assert proc.returncode == 2 and proc.stderr == ""
    first, *errors, last = json_lines(proc.stdout)
    assert first["total"] == last["total"] == 6
    assert [set(e) for e in errors] == [{"error"}] * len(bad)
    assert "unknown game []" in errors[0]["error"] and "nested too deeply" in errors[1]["error"]
    assert "5000 digits" in errors[2]["error"] and "not UTF-8" in errors[3]["error"]
    assert "not valid Unicode" in errors[4]["error"] and "NaN is not a number" in errors[5]["error"]
    assert "out of range" in errors[6]["error"]


def test_dev_zero_is_refused_with_one_line_and_the_next_file_is_scored(tmp_path):
    path = tmp_path / "k.json"
    path.write_text(json.dumps(EXAMPLE))
    proc = run_main("score", "/dev/zero", str(path))
    assert proc.returncode == 2
    refused, scored = json_lines(proc.stdout)
    assert refused["error"] == f"cannot read /dev/zero: larger than {1 << 20} bytes" and scored["total"] == 6


def test_an_endless_stdin_line_ends_the_input_with_an_error_line():
    with open("/dev/zero", "rb") as zero:
        proc = run_main("score", stdin=zero)
    assert proc.returncode == 2
    too_long, ended = json_lines(proc.stdout)
    assert "longer than" in too_long["error"] and "input ends here" in ended["error"]


def test_a_fifo_that_never_ends_is_refused_with_one_line(tmp_path):
    import os
    import subprocess
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    writer = subprocess.Popen(["sh", "-c", 'exec yes kingdom > "$0"', str(fifo)], stderr=subprocess.DEVNULL)
    try:
        proc = run_main("score", str(fifo), "-", stdin=json.dumps(EXAMPLE))
    finally:
        writer.kill()
        writer.wait(timeout=60)
    assert proc.returncode == 2
    refused, scored = json_lines(proc.stdout)
    assert "larger than" in refused["error"] and scored["total"] == 6


DUEL = {"game": "duel", "grid": [". . . . . . .", ". . . . . . .", ". . . C dot black+1 .", ". . . . . . .",
                                 ". . . . . . ."]}


def test_unicode_digits_are_not_crosses():
    arabic = dict(DUEL, grid=[*DUEL["grid"][:2], ". . . C dot black+\u0663 .", *DUEL["grid"][3:]])
    proc = run_here("score", stdin=json.dumps(DUEL) + "\n" + json.dumps(arabic, ensure_ascii=False))
    ok, bad = json_lines(proc.stdout)
    assert proc.returncode == 2 and "total" in ok and "unknown cell token" in bad["error"]


@pytest.mark.parametrize("field, most", [("coins", 174), ("knights", 22), ("towers", 15)])
def test_queendomino_counts_are_bounded_by_the_games_supply(field, most):
    kingdom = {"game": "queendomino", "size": 5, "grid": ["C W1 W0"]}
    lines = [json.dumps(dict(kingdom, **{field: n})) for n in (most, most + 1, 10 ** 30)]
    proc = run_here("score", stdin="\n".join(lines))
    ok, over, huge = json_lines(proc.stdout)
    assert proc.returncode == 2 and "total" in ok
    assert f"{field} must be a whole number from 0 to {most}" in over["error"] and "error" in huge


@pytest.mark.parametrize("kingdom", [
    {"game": "queendomino", "size": 5, "grid": ["C T:" + "x" * 100_000]},
    {"game": "kingdomino", "size": 5, "grid": ["C " + "x" * 100_000]},
    {"game": "x" * 100_000, "size": 5, "grid": ["C"]},
    {"game": "kingdomino", "size": "x" * 100_000, "grid": ["C"]},
    {"game": "duel", "grid": ["x" * 100_000]},
    {"game": "duel", "domain_bonus": "x" * 100_000, "grid": ["C"]},
    {"game": "queendomino", "size": 5, "grid": ["C"], "coins": "x" * 100_000},
])
def test_a_huge_value_is_quoted_short_in_its_error_line(kingdom):
    proc = run_here("score", stdin=json.dumps(kingdom) + "\n")
    (line,) = json_lines(proc.stdout)
    assert proc.returncode == 2 and len(line["error"]) < 400 and "xxx…" in line["error"], line["error"][:200]


def test_a_game_without_a_kingdom_file_is_an_unknown_game_naming_the_ones_scored():
    """The Royal Wedding shares Queendomino's rules but has no kingdom file of its own: it is
    refused like any unknown game, with the games that are scored."""
    from game.cli.score import score_one
    out = score_one(dict(EXAMPLE, game="royal_wedding"))
    assert out == {"error": "unknown game 'royal_wedding' (expected one of kingdomino, kralovska_zahrada, duel, "
                            "queendomino)"}
