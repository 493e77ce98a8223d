"""`review FILE`: a JSON line per decision, a summary per seat, bad input refused in one line."""
from __future__ import annotations

import os

import pytest

from game import saves
from game.ai.kingdomino.greedy import GreedyPlayer
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.replay import GameRecord
from tests.cli.helpers import ROOT, ctrl_c_after_its_first_line, json_lines, run_here, run_main

UNFINISHED = ROOT / "saves" / "fixtures" / "v3-kralovska-zahrada-3p.json"   # Anna (seat 1) is a person


@pytest.fixture(scope="module")
def one_process():
    """The unfinished save reviewed in one process (two tests read the same output)."""
    return run_main("review", str(UNFINISHED), "--samples", "2")


def test_an_unfinished_save_is_reviewed_for_its_person_line_by_line(one_process):
    proc = one_process
    assert proc.returncode == 0 and proc.stderr == ""
    lines = json_lines(proc.stdout)
    decisions, summary = lines[:-1], lines[-1]["summary"]
    assert decisions and all(d["seat"] == 1 and d["samples"] == 2 for d in decisions)
    for d in decisions:
        assert set(d) >= {"action", "round", "kind", "played", "best", "margin_played", "margin_best",
                          "played_points", "best_points", "loss", "se"}
        # the loss is of margin over the best other kingdom, the own points shown beside it
        assert abs(d["loss"] - (d["margin_best"] - d["margin_played"])) <= 0.011 and d["loss"] >= 0
        assert (d["best"] == d["played"]) == (d["loss"] == 0)
        assert ("why" in d) == (d["best"] != d["played"])
        assert all(r["kind"] for e in d.get("why", {}).values() for r in e["reasons"])
    assert any("why" in d for d in decisions)
    assert [d["action"] for d in decisions] == sorted(d["action"] for d in decisions)
    assert summary["seat"] == 1 and summary["name"] == "Anna" and summary["decisions"] == len(decisions)
    assert 0 <= summary["accuracy"] <= 100 and len(summary["costliest"]) <= 3


def test_a_finished_game_is_reviewed_for_the_seats_asked(tmp_path):
    config = GameConfig("kingdomino", 2)
    state = kingdomino.new_game(config, 5)
    record = GameRecord(config, 5)
    player = GreedyPlayer(5)
    while not kingdomino.is_over(state):
        record.actions.append(player.choose(state))
        kingdomino.apply(state, record.actions[-1])
    path = tmp_path / "done.json"
    saves.write(path, saves.SavedGame(record, [saves.Seat("A", "greedy"), saves.Seat("B", "greedy")]))
    lines = json_lines(run_main("review", str(path), "--seat", "2", "--samples", "2").stdout)
    assert {d["seat"] for d in lines[:-1]} == {2} and lines[-1]["summary"]["name"] == "B"
    assert {d["kind"] for d in lines[:-1]} == {"place", "pick"}


def test_a_file_that_is_not_a_game_is_one_line_exit_2(tmp_path):
    text = tmp_path / "notes.txt"
    text.write_text("shopping list")
    for args in ((str(text),), (str(tmp_path / "missing.json"),), (str(UNFINISHED), "--seat", "4"),
                 (str(UNFINISHED), "--samples", "0"), (str(UNFINISHED), "--budget", "time", "--samples", "3")):
        proc = run_here("review", *args)
        assert proc.returncode == 2 and proc.stdout == ""
        assert len(proc.stderr.splitlines()) == 1 and "Traceback" not in proc.stderr


def test_the_same_file_gives_the_same_numbers_in_one_process_or_two(one_process):
    one = one_process
    two = run_main("review", str(UNFINISHED), "--samples", "2", "--jobs", "2")
    assert one.returncode == two.returncode == 0 and one.stdout == two.stdout


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="reads signal dispositions from /proc")
def test_ctrl_c_stops_a_review_with_jobs_in_one_line_and_no_workers_words():
    """The pool's workers ignore Ctrl-C from their start (before, one could print its
    traceback, or the review waited for the decisions in hand); the command ends them."""
    wedding = ROOT / "saves" / "fixtures" / "v2-royal-wedding-8p-teams.json"      # 26 decisions: work is left
    first, deaf, status, err = ctrl_c_after_its_first_line("review", str(wedding), "--jobs", "2", "--samples", "4")
    assert "loss" in first
    assert any(deaf) and all(deaf.values()), f"a worker would print a KeyboardInterrupt: {deaf}"
    assert status == 1 and err == "interrupted\n"
