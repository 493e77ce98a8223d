"""The players' statistics: a finished game counts once per person, tallies add up per
game and opponent level, the file round-trips, a damaged file is moved aside (numbered)
and never overwritten, a newer one is left alone, and Clear forgets the counts."""
from __future__ import annotations

import json

import pytest

from game import progress, rating
from game.progress import PEOPLE, Progress, SeatResult, Tally
from tests.at_once import run_at_once


def seats(*rows) -> list[SeatResult]:
    """(name, agent, score, rank[, side]) rows; side defaults to the seat's index."""
    return [SeatResult(r[0], r[1], r[2], r[3], r[4] if len(r) > 4 else i) for i, r in enumerate(rows)]


GAME = seats(("Eva", None, 71, 1), ("Bot", "hard", 60, 2), ("Bot 2", "easy", 65, 3))


def test_a_game_counts_once_for_each_person_with_its_margin_over_the_best_other_seat():
    p = Progress()
    assert progress.record(p, "g1", "kingdomino", GAME)
    assert not progress.record(p, "g1", "kingdomino", GAME)      # the sheet reopened: not again
    assert list(p.players) == ["Eva"]                              # computers are opponents, not players
    t = p.players["Eva"]["kingdomino"]["easy+hard"]
    assert (t.played, t.won, t.best, t.margin_sum) == (1, 1, 71, 71 - 65)


def test_tallies_add_up_per_game_and_opponent_level():
    p = Progress()
    progress.record(p, "a", "kingdomino", seats(("Eva", None, 50, 2), ("B", "hard", 58, 1)))
    progress.record(p, "b", "kingdomino", seats(("Eva", None, 70, 1), ("B", "hard", 61, 2)))
    progress.record(p, "c", "kingdomino", seats(("Eva", None, 40, 1), ("B", "easy", 30, 2)))
    progress.record(p, "d", "duel", seats(("Eva", None, 33, 2), ("B", "easy", 40, 1)))
    hard = p.players["Eva"]["kingdomino"]["hard"]
    assert (hard.played, hard.won, hard.best, hard.average_margin) == (2, 1, 70, (-8 + 9) / 2)
    total = p.tally("Eva", "kingdomino")
    assert (total.played, total.won, total.best, total.average_margin) == (3, 2, 70, (-8 + 9 + 10) / 3)
    assert p.tally("Eva", "duel").won == 0 and p.tally("Nobody", "duel") == Tally()


def test_hot_seat_records_every_person_and_partners_are_not_each_others_rivals():
    p = Progress()
    progress.record(p, "hs", "kingdomino", seats(("Eva", None, 40, 1), ("Jan", None, 35, 2)))
    assert p.players["Eva"]["kingdomino"][PEOPLE].margin_sum == 5
    assert p.players["Jan"]["kingdomino"][PEOPLE].margin_sum == -5
    team = seats(("Eva", None, 80, 1, 0), ("Jan", None, 80, 1, 0), ("Bot", "medium", 70, 2, 1), ("Bot", "medium", 70, 2, 1))
    progress.record(p, "tw", "royal_wedding+teams", team)
    assert p.players["Jan"]["royal_wedding+teams"]["medium"].margin_sum == 10


def test_keys_name_the_rules_and_the_opponents():
    assert progress.game_key("kingdomino", ("middle_kingdom", "harmony")) == "kingdomino+harmony+middle_kingdom"
    assert progress.opponents_key(GAME) == "easy+hard"
    assert progress.opponents_key(seats(("Eva", None, 1, 1))) == PEOPLE


def test_the_file_round_trips_and_is_written_atomically(tmp_path):
    path = tmp_path / "progress.json"
    assert progress.record_game("g1", "kingdomino", GAME, path) is None
    assert progress.record_game("g1", "kingdomino", GAME, path) is None    # counted once
    doc = json.loads(path.read_text(encoding="utf-8"))
    assert doc["format"] == progress.FORMAT and doc["version"] == progress.VERSION
    data, notice = progress.load(path)
    assert notice is None and data.tally("Eva", "kingdomino").played == 1
    assert sorted(f.name for f in tmp_path.iterdir()) == [".progress.json.lock", "progress.json"]   # no temporary file


@pytest.mark.parametrize("damage", ["{not json", json.dumps({"format": progress.FORMAT, "version": 1, "players": {
    "Eva": {"kingdomino": {"hard": {"played": 1, "won": 5, "best": 3, "margin_sum": 0}}}}, "recorded": []}), "[]",
    json.dumps({"format": progress.FORMAT, "version": 2, "players": {}, "recorded": [],
                "ratings": {"Eva": {"value": "high", "games": 1}}})])
def test_a_damaged_file_is_moved_aside_numbered_and_the_statistics_start_fresh(tmp_path, damage):
    path = tmp_path / "progress.json"
    path.write_text(damage, encoding="utf-8")
    (tmp_path / "progress.damaged.json").write_text("an earlier one", encoding="utf-8")
    data, notice = progress.load(path)
    assert data == Progress() and "progress.damaged-2.json" in str(notice)
    assert (tmp_path / "progress.damaged-2.json").read_text(encoding="utf-8") == damage     # kept as it was
    assert (tmp_path / "progress.damaged.json").read_text(encoding="utf-8") == "an earlier one"
    assert not path.exists()
    path.write_text(damage, encoding="utf-8")
    notice = progress.record_game("g1", "kingdomino", GAME, path)            # recording over it: moved first
    assert "progress.damaged-3.json" in str(notice)
    assert progress.load(path)[0].tally("Eva", "kingdomino").played == 1


def test_a_newer_file_is_left_alone_and_nothing_is_recorded_over_it(tmp_path):
    path = tmp_path / "progress.json"
    newer = json.dumps({"format": progress.FORMAT, "version": progress.VERSION + 1, "players": {}})
    path.write_text(newer, encoding="utf-8")
    with pytest.raises(progress.ProgressError):
        progress.load(path)
    notice = progress.record_game("g1", "kingdomino", GAME, path)
    assert "newer version" in str(notice)
    assert path.read_text(encoding="utf-8") == newer
    assert [f.name for f in tmp_path.iterdir() if f.name != ".progress.json.lock"] == ["progress.json"]


def test_clear_forgets_the_counts_but_not_which_games_were_counted(tmp_path):
    path = tmp_path / "progress.json"
    progress.record_game("g1", "kingdomino", GAME, path)
    progress.clear(path)
    data, _notice = progress.load(path)
    assert data.players == {} and data.recorded == ["g1"]
    progress.record_game("g1", "kingdomino", GAME, path)
    assert progress.load(path)[0].players == {}


def test_the_file_lies_beside_the_saves_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGDOMINO_DATA_DIR", str(tmp_path))
    assert progress.progress_path() == tmp_path / "progress.json"


RECORDER = """
import sys
from pathlib import Path
from game import progress, rating
from game.progress import SeatResult
path, who, n = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
sys.stdin.readline()                                     # both start together
for i in range(n):
    seats = [SeatResult("Eva", None, 50 + i % 7, 1, 0), SeatResult("Bot", "easy", 40, 2, 1)]
    assert progress.record_game(f"{who}-{i}", "kingdomino", seats, path) is None
"""


def test_two_processes_recording_at_once_lose_no_game(tmp_path):
    path, n = tmp_path / "progress.json", 60
    run_at_once(RECORDER, path, n)
    counted, notice = progress.load(path)
    assert notice is None and len(counted.recorded) == 2 * n
    assert counted.tally("Eva", "kingdomino").played == 2 * n


# ---- averages, win rates and the rating against the computer levels --------------------------
def test_win_rate_and_average_score_per_game_and_level():
    p = Progress()
    progress.record(p, "a", "kingdomino", seats(("Eva", None, 50, 2), ("B", "hard", 58, 1)))
    progress.record(p, "b", "kingdomino", seats(("Eva", None, 70, 1), ("B", "hard", 61, 2)))
    progress.record(p, "c", "kingdomino", seats(("Eva", None, 41, 1), ("B", "easy", 30, 2)))
    hard = p.players["Eva"]["kingdomino"]["hard"]
    assert (hard.win_rate, hard.average_score) == (0.5, 60.0)
    total = p.tally("Eva", "kingdomino")
    assert (total.win_rate, total.average_score, total.best) == (2 / 3, 161 / 3, 70)
    assert Tally().average_score is None and Tally().win_rate == 0.0


def test_the_rating_rises_by_beating_computers_more_against_stronger_ones_and_ignores_people():
    p = Progress()
    progress.record(p, "people", "kingdomino", seats(("Eva", None, 50, 1), ("Jan", None, 40, 2)))
    assert p.ratings == {}                           # people only: no computer to measure against
    progress.record(p, "e", "kingdomino", seats(("Eva", None, 50, 1), ("B", "easy", 40, 2)))
    progress.record(p, "x", "kingdomino", seats(("Jan", None, 50, 1), ("B", "expert", 40, 2)))
    eva, jan = p.ratings["Eva"], p.ratings["Jan"]
    assert eva.games == jan.games == 1
    assert 1000 < eva.value < jan.value < 1000 + rating.K      # beating expert counts more than easy
    progress.record(p, "l", "kingdomino", seats(("Eva", None, 30, 2), ("B", "easy", 40, 1)))
    assert p.ratings["Eva"].value < 1000 and p.ratings["Eva"].games == 2


def test_a_rating_approaches_the_level_a_player_draws_against():
    r = rating.Rating()
    for _ in range(400):                  # finishing ahead of hard in half the games
        rating.update(r, 1, [("hard", 2)])
        rating.update(r, 2, [("hard", 1)])
    assert abs(r.value - rating.ANCHORS["hard"]) < rating.K


def test_partners_and_unknown_levels_do_not_count_in_the_rating():
    p = Progress()
    team = seats(("Eva", None, 80, 1, 0), ("Bot", "expert", 80, 1, 0), ("C", "random", 70, 2, 1), ("D", "random", 70, 2, 1))
    progress.record(p, "t", "royal_wedding", team)
    expected = 1000 + rating.K * (1 - rating.expected(1000, rating.ANCHORS["random"]))
    assert p.ratings["Eva"].value == pytest.approx(expected)
    progress.record(p, "u", "kingdomino", seats(("Jan", None, 50, 1), ("B", "some future level", 40, 2)))
    assert "Jan" not in p.ratings


def test_a_file_of_version_1_is_read_on_and_written_as_the_current_version(tmp_path):
    path = tmp_path / "progress.json"
    old = {"format": progress.FORMAT, "version": 1, "recorded": ["old"],
           "players": {"Eva": {"kingdomino": {"hard": {"played": 3, "won": 2, "best": 70, "margin_sum": 4}}}}}
    path.write_text(json.dumps(old), encoding="utf-8")
    assert progress.record_game("new", "kingdomino", seats(("Eva", None, 60, 1), ("B", "hard", 50, 2)), path) is None
    data, notice = progress.load(path)
    t = data.players["Eva"]["kingdomino"]["hard"]
    assert notice is None and (t.played, t.won, t.best, t.scored, t.average_score) == (4, 3, 70, 1, 60.0)
    assert json.loads(path.read_text(encoding="utf-8"))["version"] == progress.VERSION
    assert data.ratings["Eva"].games == 1 and data.recorded == ["old", "new"]


# ---- the accuracy of reviewed games ------------------------------------------------------------
def test_reviewed_games_keep_each_persons_accuracy_in_order_and_a_game_reviewed_again_replaces_it(tmp_path):
    path = tmp_path / "progress.json"
    first, second = (progress.ReviewedGame(f"g{i}", "kingdomino", acc, lost) for i, acc, lost in ((1, 60.0, 1.5), (2, 75.5, 0.8)))
    assert progress.record_game("g1", "kingdomino", GAME, path) is None
    assert progress.record_reviews({"Eva": first}, path) is None
    assert progress.record_reviews({"Eva": second}, path) is None
    again = progress.ReviewedGame("g1", "kingdomino", 64.0, 1.2)
    assert progress.record_reviews({"Eva": again}, path) is None
    data, notice = progress.load(path)
    assert notice is None and data.reviews == {"Eva": [second, again]}
    assert data.tally("Eva", "kingdomino").played == 1             # the games counted stay as they were


@pytest.mark.parametrize("bad", [{"Eva": {}}, {"Eva": [{"id": "g1", "game": "kingdomino", "accuracy": "high", "lost": 1}]},
                                 {"Eva": [{"id": "g1", "game": "kingdomino", "accuracy": float("inf"), "lost": 1}]},
                                 {"Eva": [{"id": 3, "game": "kingdomino", "accuracy": 50, "lost": 1}]}, []])
def test_a_file_with_damaged_reviews_is_moved_aside(tmp_path, bad):
    path = tmp_path / "progress.json"
    path.write_text(json.dumps({"format": progress.FORMAT, "version": 2, "players": {}, "recorded": [], "reviews": bad}),
                    encoding="utf-8")
    data, notice = progress.load(path)
    assert data == Progress() and "progress.damaged.json" in str(notice)
