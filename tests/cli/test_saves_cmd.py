from tests.cli.helpers import ROOT, json_lines, run_main


def test_a_game_saved_at_turn_k_and_resumed_ends_as_the_uninterrupted_one(tmp_path):
    path = tmp_path / "g.json"
    args = ("simulate", "--players", "3", "--agents", "greedy,random,greedy", "--seed", "11",
            "--variants", "middle_kingdom")
    whole = json_lines(run_main(*args).stdout)[0]
    saved = json_lines(run_main(*args, "--save-at-turn", "17", str(path)).stdout)[0]
    resumed = json_lines(run_main("resume", str(path), "--autoplay").stdout)[0]
    scores = lambda line: [(s["score"], s["rank"]) for s in line["seats"]]  # noqa: E731
    assert scores(whole) == scores(saved) == scores(resumed)
    assert sum(s["moves"] for s in resumed["seats"]) == sum(s["moves"] for s in whole["seats"]) - 17


def test_verify_reports_each_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "kingdomino-family-save", "version": 1')
    good = ROOT / "saves" / "fixtures" / "v1-kingdomino-4p.json"
    proc = run_main("saves", "verify", str(good), str(bad))
    assert proc.returncode == 2
    lines = proc.stdout.splitlines()
    assert lines[0] == f"{good}: ok" and lines[1].startswith(f"{bad}: not JSON")
    assert run_main("saves", "verify", str(good)).returncode == 0


def test_resume_of_a_broken_file_is_one_line_exit_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    proc = run_main("resume", str(bad), "--autoplay")
    assert proc.returncode == 2 and "not a save" in proc.stderr and "Traceback" not in proc.stderr


def test_save_at_turn_needs_a_positive_count(tmp_path):
    proc = run_main("simulate", "--save-at-turn", "x", str(tmp_path / "a.json"))
    assert proc.returncode == 2 and "--save-at-turn" in proc.stderr
