from game.cli import bench


def test_random_games_line_has_the_cli_fields():
    line = bench.random_games_per_s("kingdomino", 4, (), seconds=0.05)
    assert line["name"] == "random_games_per_s" and line["unit"] == "games/s"
    assert line["game"] == "kingdomino" and line["players"] == 4 and line["value"] > 0


def test_playout_lines_count_whole_games_per_cpu_second():
    for agent in bench.PLAYOUT_AGENTS:
        line = bench.playout_games_per_cpu_s(agent, seconds=0.05)
        assert line["name"] == "playout_games_per_cpu_s" and line["unit"] == "games/CPU-s"
        assert line["agent"] == agent and line["players"] == 4 and line["games"] >= 1 and line["value"] > 0


def test_legal_placements_and_ai_move_lines():
    line = bench.legal_placements_per_s(seconds=0.05)
    assert line["name"] == "legal_placements_per_s" and line["mean_placements"] > 1
    stats = list(bench.ai_move_s("kingdomino", 4, "greedy", games=1))
    assert [s["stat"] for s in stats] == ["mean", "max"]
    assert stats[0]["value"] <= stats[1]["value"] and stats[0]["moves"] == 96


def test_bench_rejects_unknown_options():
    from tests.cli.helpers import run_here
    proc = run_here("bench", "--fast")
    assert proc.returncode == 2 and "Traceback" not in proc.stderr


def test_save_and_load_lines():
    save, load = bench.save_load_ms(repeats=1)
    assert (save["name"], load["name"]) == ("save_ms", "load_ms")
    assert save["value"] > 0 and load["actions"] == save["actions"] > 100
