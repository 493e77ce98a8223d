"""The replay of the expert's race on stored futures (the measurement behind its shares)."""
import itertools
import json

from game.ai.kingdomino import race_replay
from game.ai.kingdomino.tuning import EXPERT_SHARES


def line(rows, round_=1, phase="place", game=1):
    return {"game": game, "round": round_, "rounds": 12, "phase": phase, "rows": rows}


def test_recorded_decisions_hold_every_openings_outcome_in_each_future():
    first = list(itertools.islice(race_replay.decisions(7000, 2), 2))
    assert [d["phase"] for d in first] in (["choose", "place"], ["place", "choose"], ["choose", "choose"])
    for d in first:
        assert len(d["rows"]) == 2 and len({len(row) for row in d["rows"]}) == 1 and len(d["rows"][0]) >= 2
        assert all(isinstance(v, (int, float)) for row in d["rows"] for v in row)
    assert json.loads(json.dumps(first)) == first


def test_a_better_opening_found_by_the_race_gains_its_margin_on_the_held_out_futures():
    racer = race_replay.expert(0)
    rows = [[j % 7, j % 7 + 3.0, j % 7 - 1.0] for j in range(120)]      # the second: 3 points better
    assert race_replay.gain(line(rows), 1.0, 3, racer) == 3.0
    first_best = [[j % 7, j % 7 - 1.0, j % 7 - 2.0] for j in range(120)]
    assert race_replay.gain(line(first_best), 1.0, 3, racer) == 0.0


def test_the_table_sums_a_games_decisions_flat_and_with_the_shares():
    rows = [[j % 7 + (j % 3), j % 7 + 1.0 + (j % 2)] for j in range(120)]
    lines = [line(rows, r, "place") for r in (1, 10)]
    text = race_replay.table(lines, 2)
    assert text.splitlines()[0].split()[:3] == ["round", "decision", "n"]
    assert len(text.splitlines()) == 4 and "with the shares" in text
    flat = race_replay.table(lines, 2, shares=(1.0,) * len(EXPERT_SHARES)).splitlines()[-1]
    x1, shared = [part.split()[-1] for part in flat.split(":")[1].split("(")[0].split(",")]
    assert x1 == shared                                 # shares of 1: the schedule itself
