from tests.cli.helpers import json_lines, run_main


def _without_times(lines):
    for line in lines:
        for seat in line.get("seats", []):
            seat.pop("think_s")
    return lines


def test_games_and_summary_for_random_and_greedy():
    proc = run_main("simulate", "--game", "kingdomino", "--players", "4",
                    "--agents", "greedy,random,random,random", "--games", "3", "--seed", "7")
    assert proc.returncode == 0, proc.stderr
    *games, summary = json_lines(proc.stdout)
    assert [g["seed"] for g in games] == [7, 8, 9]
    for g in games:
        assert [s["agent"] for s in g["seats"]] == ["greedy", "random", "random", "random"]
        assert sorted(s["rank"] for s in g["seats"])[0] == 1
    agents = summary["summary"]["agents"]
    assert summary["summary"]["games"] == 3 and agents["greedy"]["seats"] == 3
    assert agents["random"]["seats"] == 9
    assert set(agents["greedy"]) == {"seats", "win_rate", "mean_score", "mean_margin", "mean_move_s"}


def test_same_seed_same_games_with_or_without_jobs():
    args = ("simulate", "--players", "2", "--agents", "greedy,random", "--games", "4", "--seed", "3",
            "--variants", "middle_kingdom,harmony")
    one = _without_times(json_lines(run_main(*args).stdout)[:-1])
    two = _without_times(json_lines(run_main(*args, "--jobs", "2").stdout)[:-1])
    assert one == two and len(one) == 4


def test_every_variant_plays_through():
    proc = run_main("simulate", "--game", "kralovska_zahrada", "--players", "2", "--agents", "random",
                    "--variants", "dynasty,wider_offer,mighty_duel,middle_kingdom,harmony")
    assert proc.returncode == 0, proc.stderr
    game = json_lines(proc.stdout)[0]
    assert game["config"]["variants"] == ["dynasty", "harmony", "middle_kingdom", "mighty_duel", "wider_offer"]


def test_bad_options_exit_2_with_one_line():
    for args in (["--players", "5"], ["--agents", "wizard"], ["--games", "0"],
                 ["--variants", "mighty_duel"], ["--game", "chess"], ["--agents", "random,random"],
                 ["--move-time", "-1"]):
        proc = run_main("simulate", *args)
        assert proc.returncode == 2, args
        assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


def test_unknown_command_exit_2():
    proc = run_main("fly")
    assert proc.returncode == 2 and "unknown command" in proc.stderr
