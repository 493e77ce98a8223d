"""Kingdom files of the `score` command: valid ones build the right kingdom, every
malformed one is a KingdomFileError with a one-line reason."""
import pytest

from game.rules.components import terrain_index
from game.rules.kingdom_file import KingdomFileError, parse_kingdom

T = terrain_index()


def kfile(grid, **over):
    obj = {"game": "kingdomino", "size": 5, "grid": grid}
    obj.update(over)
    return obj


def test_valid_file_builds_castle_relative_squares():
    kf = parse_kingdom(kfile(["G1 G1 W0 . .", "F0 C  W1 . ."], variants=["middle_kingdom", "harmony"]))
    assert kf.game == "kingdomino" and kf.variants == ("middle_kingdom", "harmony")
    assert kf.kingdom.squares() == [(-1, -1, T["G"], 1), (0, -1, T["G"], 1), (1, -1, T["W"], 0),
                                    (-1, 0, T["F"], 0), (1, 0, T["W"], 1)]


def test_short_rows_castle_anywhere_and_kralovska_zahrada():
    kf = parse_kingdom(kfile([". . . . C", ". . . . M3"], game="kralovska_zahrada", size=7))
    assert kf.game == "kralovska_zahrada" and kf.kingdom.n == 7
    assert kf.kingdom.squares() == [(0, 1, T["M"], 3)]
    assert kf.variants == ()


@pytest.mark.parametrize("obj, message", [
    ("not an object", "JSON object"),
    ([1, 2], "JSON object"),
    (kfile(["C"], game="chess"), "game"),
    (kfile(["C"], game=None), "game"),
    (kfile(["C T1"]), "unknown cell token 'T1'"),            # town in a kingdomino file
    (kfile(["C X1"]), "unknown cell token 'X1'"),
    (kfile(["C W"]), "unknown cell token 'W'"),
    (kfile(["C w1"]), "unknown cell token 'w1'"),
    (kfile(["C W-1"]), "unknown cell token"),
    (kfile(["C W1x"]), "unknown cell token"),
    (kfile(["C W4"]), "crowns must be 0 to 3"),
    (kfile(["C W9"]), "crowns must be 0 to 3"),
    (kfile(["C W1 . . . ."]), "row 1 has 6 cells"),
    (kfile(["C"] + ["."] * 5), "6 rows"),
    (kfile(["C", "C"]), "two castles"),
    (kfile(["C W1 C"]), "two castles"),
    (kfile(["W1 W1"]), "no castle"),
    (kfile([]), "no castle"),
    (kfile(["C"], size=6), "size must be 5 or 7"),
    (kfile(["C"], size="5"), "size must be 5 or 7"),
    (kfile(["C"], size=None), "size must be 5 or 7"),
    ({"game": "kingdomino", "grid": ["C"]}, "size must be 5 or 7"),
    (kfile("C W1"), "grid must be a list of strings"),
    (kfile(["C", 3]), "grid must be a list of strings"),
    (kfile(None), "grid must be a list of strings"),
    (kfile(["C"], variants=["dynasty"]), "variants"),
    (kfile(["C"], variants="harmony"), "variants"),
    (kfile(["C"], variants=[1]), "variants"),
])
def test_malformed_files_give_one_line_errors(obj, message):
    with pytest.raises(KingdomFileError) as exc:
        parse_kingdom(obj)
    text = str(exc.value)
    assert message in text
    assert "\n" not in text and text.strip() == text and text



@pytest.mark.parametrize("change", [
    {"size": 5.0}, {"variants": [["x"]]}, {"grid": ["C W\u00b2"]}, {"grid": ["C W\u0663"]},
])
def test_odd_types_and_non_ascii_digits_are_refused(change):
    obj = {"game": "kingdomino", "size": 5, "grid": ["C W1"], **change}
    with pytest.raises(KingdomFileError):
        parse_kingdom(obj)
