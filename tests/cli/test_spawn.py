"""Windows and macOS start worker processes by spawning a fresh interpreter (there is no
fork): `simulate --jobs 2` must work, and give the same games, where spawn is all there is."""
from __future__ import annotations

import subprocess
import sys

from tests.cli.helpers import ROOT, json_lines, run_main

# the program as a spawn-only platform runs it: any other start method is refused
ONLY_SPAWN = """
import multiprocessing, sys
real = multiprocessing.get_context

def only_spawn(method=None):
    if method != "spawn":
        raise RuntimeError(f"start method {method!r}: only spawn exists on Windows and macOS")
    return real(method)

multiprocessing.get_context = only_spawn
multiprocessing.set_start_method("spawn", force=True)
from game.program import main
sys.exit(main(sys.argv[1:]))
"""


def without_times(lines: list[dict]) -> list[dict]:
    for line in lines:
        for seat in line.get("seats", []):
            seat.pop("think_s")
        for agent in line.get("summary", {}).get("agents", {}).values():
            agent.pop("mean_move_s")
    return lines


def test_simulate_jobs_2_under_spawn_plays_the_games_jobs_1_plays():
    args = ["simulate", "--players", "3", "--agents", "greedy,random,easy", "--games", "3", "--seed", "11"]
    spawned = subprocess.run([sys.executable, "-c", ONLY_SPAWN, *args, "--jobs", "2"], capture_output=True,
                             text=True, cwd=ROOT, timeout=300)
    assert spawned.returncode == 0, spawned.stderr
    one = run_main(*args, "--jobs", "1")
    assert without_times(json_lines(spawned.stdout)) == without_times(json_lines(one.stdout))
    assert len(json_lines(one.stdout)) == 4
