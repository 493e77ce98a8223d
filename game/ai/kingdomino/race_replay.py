"""How much the Kingdomino expert's decisions gain from their futures, round by round: the
measurement behind its budget's shares (EXPERT_SHARES; docs/ai-strength.md).

    python -m game.ai.kingdomino.race_replay record OUT.jsonl [--seed 7000] [--games 5] [--futures 160]
    python -m game.ai.kingdomino.race_replay table OUT.jsonl …

`record` plays 4-player games (Middle Kingdom + Harmony) in which seat 1 plays the expert's
proposing planner, seat 2 `mce` as the expert's futures play it (SearchPlayer.stand_in), seats
3 and 4 Full-Greedy, the seats known to the expert as expert, `mce`, greedy, greedy. At every
decision of seat 1 that the expert searches it stores one JSON line: the round, and the
outcome of each of the expert's openings in `--futures` sampled futures (as its race weighs
them). `table` replays the expert's race on those futures (the same race, game/ai/race.py)
at several scales of the futures its schedule gives the decision: the race takes its
futures from a shuffled order and the futures it did not take tell how good its choice is. It
prints, by round and decision, the mean gain over the planner's first choice, and the sum over
the game with every decision at its schedule (x1) and with the expert's shares. Every number
comes from the seeds, so the same commands give the same table on any machine.
"""
from __future__ import annotations

import argparse
import functools
import json
import random
import statistics
import sys
from pathlib import Path
from typing import Callable, Iterable

from game.ai.kingdomino.greedy import GreedyPlayer
from game.ai.kingdomino.planner import Planner
from game.ai.kingdomino.search import SearchPlayer, futures_for, share_at
from game.ai.kingdomino.tuning import EXPERT_SHARES
from game.ai.race import Race, confident_best
from game.ai.registry import make_player
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.state import PHASE_CHOOSE, PHASE_PLACE
from game.rules.rng import Rng

CONFIG = GameConfig("kingdomino", 4, ("middle_kingdom", "harmony"))
SEATS = ("expert", "mce", "greedy", "greedy")
SCALES = (0.25, 0.5, 0.7, 1.0, 1.4, 2.0)
HELD_OUT = 40       # futures (at least; a third of them where more) the race never takes


def expert(seed: int) -> SearchPlayer:
    player = make_player("expert", "kingdomino", seed, seats=SEATS, budget="samples")
    assert isinstance(player, SearchPlayer)
    return player


def record(out: Path, seed: int, games: int, futures: int) -> None:
    with out.open("a", encoding="utf-8") as f:
        for game in range(seed, seed + games):
            for line in decisions(game, futures):
                f.write(json.dumps(line) + "\n")
                f.flush()


def decisions(game: int, futures: int) -> Iterable[dict]:
    """Every searched decision of seat 1 in the game of seed `game`, with its futures."""
    state = kingdomino.new_game(CONFIG, game)
    searcher = expert(game)
    players: list[Planner | GreedyPlayer] = [searcher.planner, searcher.stand_in(1, 0, game + 1),
                                             GreedyPlayer(game + 2), GreedyPlayer(game + 3)]
    while state.phase != "over":
        p = state.player_to_act()
        if p == 0 and state.phase in (PHASE_PLACE, PHASE_CHOOSE) and state.next:
            openings = searcher.openings(state)
            if len(openings) > 1:
                rng = Rng(game * 1000 + state.round * 10 + (state.phase == PHASE_PLACE))
                rows = [searcher.future(state, openings, rng.next64()) for _ in range(futures)]
                yield {"game": game, "round": state.round, "rounds": CONFIG.rounds, "phase": state.phase,
                       "rows": rows}
        kingdomino.apply(state, players[p].choose(state))


def gain(line: dict, scale: float, reps: int, racer: SearchPlayer) -> float:
    """The mean gain over the planner's first of the race's choice at `scale` × the work,
    judged on the futures the race did not take."""
    rows = line["rows"]
    n, total = len(rows[0]), 0.0
    schedule = racer.schedule(0)         # the one seat 1's decisions have against SEATS
    assert schedule is not None
    work = futures_for(schedule, line["round"], line["rounds"], scale, n)
    for rep in range(reps):
        order = list(range(len(rows)))
        random.Random(rep * 7919 + line["game"]).shuffle(order)
        race = Race(n, work * n, racer.drop_z, racer.race_min)
        taken = 0
        for j in order[:len(rows) - max(HELD_OUT, len(rows) // 3)]:
            taken += 1
            if race.add(dict(enumerate(rows[j]))):
                break
        best = race.active[confident_best(race.outcomes(), racer.z)]
        rest = order[taken:]
        total += sum(rows[j][best] - rows[j][0] for j in rest) / len(rest)
    return total / reps


def table(lines: list[dict], reps: int, shares: tuple[float, ...] = EXPERT_SHARES) -> str:
    racer = expert(0)
    by: dict[tuple[int, str], list[dict]] = {}
    for line in lines:
        by.setdefault((line["round"], line["phase"]), []).append(line)
    keys = sorted(by)

    @functools.cache
    def mean_gain(key: tuple[int, str], scale: float) -> float:
        return statistics.fmean(gain(line, scale, reps, racer) for line in by[key])

    out = ["round decision  n " + "".join(f"{f'x{s:g}':>7}" for s in SCALES)]
    for key in keys:
        out.append(f"{key[0]:5d} {key[1]:8s} {len(by[key]):2d} "
                   + "".join(f"{mean_gain(key, s):7.2f}" for s in SCALES))

    def share(key: tuple[int, str]) -> float:
        return share_at(shares, key[0], by[key][0]["rounds"])

    def game_sum(scale: Callable[[tuple[int, str]], float]) -> float:
        return sum(mean_gain(key, scale(key)) for key in keys)

    out.append(f"a game's decisions summed: x1 {game_sum(lambda key: 1.0):.2f}, "
               f"with the shares {game_sum(share):.2f} (points of margin over the planner's first)")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="race_replay", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    rec = sub.add_parser("record")
    rec.add_argument("out", type=Path)
    rec.add_argument("--seed", type=int, default=7000)
    rec.add_argument("--games", type=int, default=5)
    rec.add_argument("--futures", type=int, default=160)
    tab = sub.add_parser("table")
    tab.add_argument("files", type=Path, nargs="+")
    tab.add_argument("--reps", type=int, default=40)
    args = parser.parse_args(argv)
    if args.command == "record":
        record(args.out, args.seed, args.games, args.futures)
        return 0
    lines = [json.loads(text) for path in args.files for text in path.read_text(encoding="utf-8").splitlines()]
    print(table(lines, args.reps))
    return 0


if __name__ == "__main__":
    sys.exit(main())
