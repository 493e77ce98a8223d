"""`tally` sums simulate runs played in pieces as one run, and refuses pieces that do not fit."""
import json

from tests.cli.helpers import json_lines, run_here, run_main

ARGS = ("simulate", "--players", "2", "--agents", "greedy,random", "--variants", "harmony")


def test_two_pieces_sum_to_the_summary_of_one_run(tmp_path):
    whole = json_lines(run_main(*ARGS, "--games", "4", "--seed", "1").stdout)[-1]["summary"]
    for name, seed in (("a", "1"), ("b", "3")):
        (tmp_path / name).write_text(run_main(*ARGS, "--games", "2", "--seed", seed).stdout)
    proc = run_main("tally", str(tmp_path / "a"), str(tmp_path / "b"))
    assert proc.returncode == 0, proc.stderr
    out = json.loads(proc.stdout)
    for summary in (out["summary"], whole):            # think times differ from run to run
        for agent in summary["agents"].values():
            agent.pop("mean_move_s")
    assert out["summary"] == whole and out["seeds"] == [1, 4] and out["config"]["variants"] == ["harmony"]


def test_a_game_counted_twice_another_set_up_or_a_broken_line_is_one_line_and_exit_2(tmp_path):
    piece = run_main(*ARGS, "--games", "2", "--seed", "1").stdout
    (tmp_path / "a").write_text(piece)
    (tmp_path / "b").write_text(piece.splitlines()[1] + "\n")
    (tmp_path / "c").write_text(run_main("simulate", "--players", "3", "--agents", "random", "--seed", "9").stdout)
    (tmp_path / "d").write_text(piece.splitlines()[0][:40] + "\n")
    (tmp_path / "e").write_text('{"seed": 3, "config": {}, "seats": [{"agent": "x"}]}\n')
    for other, words in (("b", "counted already"), ("c", "another set-up"), ("d", "not a JSON line"),
                         ("e", "not a game line"), ("missing", "cannot be read")):
        proc = run_here("tally", str(tmp_path / "a"), str(tmp_path / other))
        assert proc.returncode == 2 and words in proc.stderr and len(proc.stderr.splitlines()) == 1, proc.stderr
        assert proc.stdout == ""
