"""The players' statistics: a finished game counts once per person, tallies add up per
game and opponent level, the file round-trips, a damaged file is moved aside (numbered)
and never overwritten, a newer one is left alone, and Clear forgets the counts."""
from __future__ import annotations

import json

import pytest

from game import progress
from game.progress import PEOPLE, Progress, SeatResult, Tally


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
    "Eva": {"kingdomino": {"hard": {"played": 1, "won": 5, "best": 3, "margin_sum": 0}}}}, "recorded": []}), "[]"])
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
from game import progress
from game.progress import SeatResult
path, who, n = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
sys.stdin.readline()                                     # both start together
for i in range(n):
    seats = [SeatResult("Eva", None, 50 + i % 7, 1, 0), SeatResult("Bot", "easy", 40, 2, 1)]
    assert progress.record_game(f"{who}-{i}", "kingdomino", seats, path) is None
"""


def test_two_processes_recording_at_once_lose_no_game(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    path, n = tmp_path / "progress.json", 60
    procs = [subprocess.Popen([sys.executable, "-c", RECORDER, str(path), who, str(n)], text=True,
                              cwd=Path(__file__).resolve().parents[1], stdin=subprocess.PIPE)
             for who in ("one", "two")]
    for proc in procs:
        proc.stdin.write("go\n")
        proc.stdin.flush()
    for proc in procs:
        proc.stdin.close()
        assert proc.wait() == 0
    counted, notice = progress.load(path)
    assert notice is None and len(counted.recorded) == 2 * n
    assert counted.tally("Eva", "kingdomino").played == 2 * n
