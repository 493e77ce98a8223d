import json
import os

import pytest

from game.cli.simulate import Run
from game.rules.config import GameConfig
from tests.cli.helpers import (
    ctrl_c_after_its_first_line,
    first_line,
    json_lines,
    run_here,
    run_main,
    run_main_together,
    running,
)


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
        proc = run_here("simulate", *args)
        assert proc.returncode == 2, args
        assert len(proc.stderr.strip().splitlines()) == 1 and "Traceback" not in proc.stderr


def test_unknown_command_exit_2():
    proc = run_main("fly")
    assert proc.returncode == 2 and "unknown command" in proc.stderr


# ---- streaming, and every option checked before a game is played ------------------------
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_run_of_more_games_than_memory_streams_its_first_game_at_once(jobs):
    with running("simulate", "--games", "99999999999999999999999", "--players", "2", "--agents", "random",
                 "--seed", "5", "--jobs", jobs) as proc:
        line = first_line(proc)
    assert line["seed"] == 5 and len(line["seats"]) == 2


@pytest.mark.parametrize("args, words", [
    (["--agents", ""], "--agents"),
    (["--agents", "greedy,,random,random"], "--agents"),
    (["--players", "\u0663"], "--players"),
    (["--games", "\u0661"], "--games"),
    (["--seed", "\u0663"], "--seed"),
    (["--seed", "1_000"], "--seed"),
    (["--move-time", "inf"], "--move-time"),
    (["--move-time", "nan"], "--move-time"),
    (["--move-time", "\u0663"], "--move-time"),
    (["--jobs", "65"], "--jobs"),
    (["--players", "2", "--save-at-turn", "49", "x.json"], "past the end"),
    (["--players", "2", "--save-at-turn", "\u0663", "x.json"], "--save-at-turn"),
    (["--save-at-turn", "5", "{tmp}/no/such/g.json"], "not an existing folder"),
    (["--save-at-turn", "5", "{tmp}"], "is a folder"),
    (["--save-at-turn", "5", "{tmp}/a-file/g.json"], "not an existing folder"),
    (["--save-at-turn", "5", "NUL.json"], "Windows"),
    (["--save-at-turn", "5", "/proc/version"], "--save-at-turn"),
])
def test_bad_options_and_paths_are_refused_before_any_game(args, words, tmp_path):
    (tmp_path / "a-file").write_text("")
    proc = run_here("simulate", *(a.replace("{tmp}", str(tmp_path)) for a in args))
    assert proc.returncode == 2 and proc.stdout == "", (args, proc.stdout[:200])
    assert len(proc.stderr.splitlines()) == 1 and words in proc.stderr, (args, proc.stderr)


def test_an_existing_file_that_is_not_a_save_is_refused_before_any_game(tmp_path):
    notes = tmp_path / "notes.json"
    notes.write_text("my notes")
    proc = run_here("simulate", "--save-at-turn", "5", str(notes))
    assert proc.returncode == 2 and proc.stdout == "" and "will not be overwritten" in proc.stderr
    assert notes.read_text() == "my notes"


def test_a_save_this_version_cannot_load_is_kept_aside_not_overwritten(tmp_path):
    from game import saves
    target = tmp_path / "g.json"
    assert run_main("simulate", "--save-at-turn", "3", str(target)).returncode == 0
    assert run_main("simulate", "--save-at-turn", "4", str(target)).returncode == 0
    doc = json.loads(target.read_text())
    doc["version"] = saves.VERSION + 1
    newer = json.dumps(doc)
    target.write_text(newer)
    backup = saves.backup_path(target).read_text()
    proc = run_main("simulate", "--save-at-turn", "5", str(target))
    assert proc.returncode == 0, proc.stderr
    (aside,) = tmp_path.glob("g-damaged-*.json")
    assert aside.read_text() == newer and aside.name in proc.stderr and "cannot be loaded" in proc.stderr
    assert saves.backup_path(target).read_text() == backup
    assert len(saves.load(target)[0].record.actions) == 5


def test_the_last_action_of_a_game_is_a_save_turn(tmp_path):
    from game import saves
    path = tmp_path / "end.json"
    proc = run_main("simulate", "--players", "2", "--save-at-turn", "48", str(path))
    assert proc.returncode == 0, proc.stderr
    saved, state = saves.load(path)
    assert len(saved.record.actions) == 48 and state.phase == "over"


def test_a_screenshot_into_a_folder_is_refused_before_the_game(tmp_path):
    proc = run_main("demo", "--players", "2", "--screenshot", str(tmp_path), "--quit")
    assert proc.returncode == 2 and proc.stdout == "" and "is a folder" in proc.stderr


@pytest.mark.parametrize("game, players, variants", [
    ("kingdomino", 2, ()), ("kingdomino", 3, ("dynasty",)), ("kralovska_zahrada", 2, ("wider_offer",)),
    ("kingdomino", 2, ("mighty_duel",)), ("queendomino", 2, ()), ("queendomino", 4, ()),
    ("royal_wedding", 5, ()), ("royal_wedding", 6, ("teams",)), ("royal_wedding", 4, ("7x7",)), ("duel", 2, ()),
])
def test_every_game_reaches_the_fewest_actions_its_config_promises(game, players, variants):
    from game.ai.registry import make_player
    from game.cli.simulate import fewest_actions
    from game.rules.config import GameConfig
    from game.rules.registry import rules_for
    config, rules = GameConfig(game, players, variants), rules_for(game)
    lengths = set()
    for seed in range(4):
        state, seats, n = rules.new_game(config, seed), [make_player("random", game, i) for i in range(players)], 0
        while not rules.is_over(state):
            p = state.current_player()
            rules.apply(state, rules.legal_actions(state)[0] if p is None else seats[p].choose(state))
            n += 1
        lengths.add(n)
    assert min(lengths) >= fewest_actions(config)
    if game in ("kingdomino", "kralovska_zahrada"):       # every game of these is as long as that
        assert lengths == {fewest_actions(config)}


@pytest.mark.parametrize("args", [["--size", "\u0661\u0662\u0668\u0660x720"], ["--scale", "\u0661\u0665\u0660"]])
def test_the_windows_own_numbers_are_ascii_digits_too(args, capsys):
    from game.app import demo
    from game.cli.errors import guarded
    assert guarded(demo.main, args) == 2 and args[0] in capsys.readouterr().err


@pytest.mark.parametrize("game, players, agents", [
    ("kingdomino", "2", "hard,expert"), ("queendomino", "2", "hard,greedy"), ("duel", "2", "medium,greedy")])
def test_a_sample_budget_gives_the_same_games_whatever_the_move_time(game, players, agents):
    args = ("simulate", "--game", game, "--players", players, "--agents", agents, "--games", "1",
            "--seed", "4", "--budget", "samples", "--samples", "2")
    (rc_one, one), (rc_two, two) = run_main_together(args, (*args, "--move-time", "0.001"))
    assert rc_one == rc_two == 0
    assert _without_times(json_lines(one)[:-1]) == _without_times(json_lines(two)[:-1]) and len(json_lines(one)) == 2


def test_samples_need_the_sample_budget():
    proc = run_here("simulate", "--agents", "expert", "--budget", "time", "--samples", "3")
    assert proc.returncode == 2 and "--samples needs --budget samples" in proc.stderr
    proc = run_here("simulate", "--agents", "expert", "--budget", "work")
    assert proc.returncode == 2 and "--budget" in proc.stderr


def test_rotate_seats_each_agent_in_every_seat_in_turn_and_keeps_each_game_whole():
    args = ("simulate", "--players", "3", "--agents", "greedy,random,easy", "--games", "3", "--seed", "6")
    rotated = json_lines(run_main(*args, "--rotate").stdout)[:-1]
    seatings = [[s["agent"] for s in g["seats"]] for g in rotated]
    assert seatings == [["greedy", "random", "easy"], ["random", "easy", "greedy"], ["easy", "greedy", "random"]]
    alone = json_lines(run_main("simulate", "--players", "3", "--agents", "random,easy,greedy", "--games", "1",
                                "--seed", "7").stdout)[0]         # seed 7 is seed 7, rotated or typed so
    assert _without_times([alone]) == _without_times([rotated[1]])


@pytest.mark.skipif(not os.path.exists("/proc/self/status"), reason="reads signal dispositions from /proc")
def test_ctrl_c_stops_a_run_with_jobs_in_one_line_and_no_workers_words():
    """Ctrl-C reaches the whole process group: the workers ignore it (their SIGINT is in
    /proc's SigIgn mask), the main process alone says "interrupted" and ends them."""
    first, deaf, status, err = ctrl_c_after_its_first_line("simulate", "--games", "1000", "--players", "2",
                                                           "--agents", "greedy", "--jobs", "2")
    assert "seed" in first                                   # the workers are up and playing
    assert len(deaf) >= 2 and all(deaf.values()), f"a worker would print a KeyboardInterrupt: {deaf}"
    assert status == 1 and err == "interrupted\n"


def test_rotate_turns_a_royal_wedding_of_teams_by_whole_teams():
    """Turning eight seats by one would split every team: partners stay side by side."""
    run = Run(GameConfig("royal_wedding", 8, ("teams",)), ("expert", "expert") + ("hard",) * 6, None, rotate=True)
    for seed in range(8):
        seats = run.seating(seed)
        assert [seats[2 * t] == seats[2 * t + 1] for t in range(4)] == [True] * 4
    assert [run.seating(seed).index("expert") for seed in range(4)] == [0, 6, 4, 2]
    assert Run(GameConfig("royal_wedding", 4), ("a", "b", "c", "d"), None, rotate=True).seating(1) == ("b", "c", "d", "a")
