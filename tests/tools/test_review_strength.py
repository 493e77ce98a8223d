"""The review-strength table: self-play games end and repeat, a run keeps what it did and a
later one plays only the games it lacks, and the table pools each level's decisions."""
from __future__ import annotations

import json

from game.rules.registry import rules_for
from game.rules.replay import replay
from game.tools import review_strength
from game.tools.review_strength import self_play, table


def test_a_self_play_game_is_played_to_its_end_and_again_the_same():
    record = self_play("duel", 2, "medium", 4, 2)
    assert rules_for("duel").is_over(replay(record))
    assert self_play("duel", 2, "medium", 4, 2).actions == record.actions


def test_the_table_pools_the_decisions_of_each_level_with_the_standard_error_over_games():
    lines = [{"game": "duel", "players": 2, "level": "easy", "decisions": 10, "lost": 5.0},
             {"game": "duel", "players": 2, "level": "easy", "decisions": 30, "lost": 3.0},
             {"game": "duel", "players": 2, "level": "expert", "decisions": 20, "lost": 1.0}]
    rows = table(lines, ["kingdomino", "duel"]).splitlines()
    assert rows[0] == "| game (players) | easy | medium | hard | expert |"
    # easy: 8 of 40 = 0.20; residuals 5 - 2 and 3 - 6: sqrt(18 / 2) / 20 decisions a game = 0.15
    assert rows[2:] == ["| duel (2) | 0.20 ± 0.15 (2) |  |  | 0.05 (1) |"]


def test_a_run_keeps_each_game_and_the_next_plays_only_those_it_lacks(tmp_path, monkeypatch, capsys):
    played = []

    def fake(job):
        game, players, level, seed, play_samples, samples = job
        played.append((level, seed))
        return {"game": game, "players": players, "level": level, "seed": seed, "play_samples": play_samples,
                "samples": samples, "decisions": 4, "lost": seed + 1.0, "lost_by_kind": {}}

    monkeypatch.setattr(review_strength, "one_game", fake)
    out = tmp_path / "runs.jsonl"
    assert review_strength.main([str(out), "--only", "duel", "--games", "1"]) == 0
    assert sorted(played) == [(level, 0) for level in ("easy", "expert", "hard", "medium")]
    played.clear()
    assert review_strength.main([str(out), "--only", "duel", "--games", "2"]) == 0
    assert sorted(played) == [(level, 1) for level in ("easy", "expert", "hard", "medium")]
    assert len([json.loads(row) for row in out.read_text().splitlines()]) == 8
    assert capsys.readouterr().out.splitlines()[-1] == "| duel (2) |" + " 0.38 ± 0.12 (2) |" * 4
    played.clear()
    assert review_strength.main([str(out), "--only", "duel", "--games", "3", "--table"]) == 0
    assert not played and capsys.readouterr().out.splitlines()[-1].endswith("0.38 ± 0.12 (2) |")
    assert review_strength.main([str(out), "--only", "nogame"]) == 2
