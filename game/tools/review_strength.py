"""What each level's own moves cost, by the review: the table of docs/ai-strength.md (Review).

    python -m game.tools.review_strength OUT.jsonl [--games 20] [--samples 8] [--play-samples 8]
                                         [--only kingdomino,duel] [--jobs 1] [--table]

For every game (at the player count of GAMES) and every offered level, the level plays
itself with a work budget (`--play-samples` sampled futures per searched move; the level's
own default count when 0), and the review (`--samples` futures per decision) goes over seat 1's
decisions. Each game is one JSON line appended to OUT as soon as it is done; a later run with
the same OUT and budgets plays only the games it lacks, so a long run can be stopped and
taken up again, or given more games (--table prints what OUT holds, playing nothing). The
table is printed from OUT at the end: the mean points lost per decision (all the decisions of
a level's games pooled) with its standard error over the games. Every number comes from the
seeds and the budgets, so the same command gives the same table on any machine.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from contextlib import ExitStack
from multiprocessing import get_context
from pathlib import Path
from typing import Iterable

from game.ai.registry import make_player, offered_levels
from game.ai.review import review_game, summarise
from game.rules.config import GameConfig
from game.rules.registry import rules_for
from game.rules.replay import GameRecord

GAMES = {"kingdomino": 4, "kralovska_zahrada": 3, "queendomino": 2, "royal_wedding": 4, "duel": 2}


def self_play(game: str, players: int, level: str, seed: int, play_samples: int) -> GameRecord:
    """A game of `level` against itself at every seat, with the work budget."""
    config = GameConfig(game, players)
    rules = rules_for(game)
    state = rules.new_game(config, seed)
    record = GameRecord(config, seed)
    agents = (level,) * players
    seats = [make_player(level, game, f"{seed}:{i}", seats=agents, budget="samples", samples=play_samples or None)
             for i in range(players)]
    while not rules.is_over(state):
        p = state.current_player()
        action = rules.legal_actions(state)[0] if p is None else seats[p].choose(state)
        rules.apply(state, action)
        record.actions.append(action)
    return record


def one_game(job: tuple[str, int, str, int, int, int]) -> dict:
    """The JSON line of one self-play game reviewed for seat 1."""
    game, players, level, seed, play_samples, samples = job
    start = time.process_time()
    record = self_play(game, players, level, seed, play_samples)
    played = time.process_time()
    (summary,) = summarise(list(review_game(record, [0], samples)), [0])
    return {"game": game, "players": players, "level": level, "seed": seed, "play_samples": play_samples,
            "samples": samples, "decisions": summary.decisions, "lost": round(summary.lost, 4),
            "lost_by_kind": {k: round(v, 4) for k, v in sorted(summary.lost_by_kind.items())},
            "cpu_play_s": round(played - start, 1), "cpu_review_s": round(time.process_time() - played, 1)}


def _key(line: dict) -> tuple:
    return line["game"], line["players"], line["level"], line["seed"], line["play_samples"], line["samples"]


def read_lines(path: Path) -> list[dict]:
    if not path.exists():
        return []
    return [json.loads(row) for row in path.read_text(encoding="utf-8").splitlines() if row.strip()]


def table(lines: Iterable[dict], games: list[str]) -> str:
    """Markdown: per game, the mean loss per decision of each level (all its decisions pooled),
    ± its standard error over the games (a ratio estimate: games are the independent units), and
    the games it rests on."""
    levels = ("easy", "medium", "hard", "expert")
    out = ["| game (players) | " + " | ".join(levels) + " |", "| --- |" + " --- |" * len(levels)]
    pooled: dict[tuple[str, str], list[tuple[int, float]]] = {}
    players: dict[str, int] = {}
    for line in lines:
        pooled.setdefault((line["game"], line["level"]), []).append((line["decisions"], line["lost"]))
        players[line["game"]] = line["players"]
    for game in games:
        if game not in players:
            continue
        out.append(f"| {game} ({players[game]}) | " + " | ".join(_cell(pooled.get((game, level), []))
                                                              for level in levels) + " |")
    return "\n".join(out)


def _cell(games: list[tuple[int, float]]) -> str:
    """'loss ± se (games)' for one level's games of (decisions, points lost); '' for none."""
    k, n = len(games), sum(d for d, _ in games)
    if not n:
        return ""
    rate = sum(lost for _, lost in games) / n
    if k < 2:
        return f"{rate:.2f} ({k})"
    spread = sum((lost - rate * d) ** 2 for d, lost in games) / (k * (k - 1))
    return f"{rate:.2f} ± {spread ** 0.5 / (n / k):.2f} ({k})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.review_strength", description=__doc__.split("\n")[0])
    parser.add_argument("out", type=Path, help="JSON lines, one per game (kept and extended between runs)")
    parser.add_argument("--games", type=int, default=20, help="self-play games per level and game (default 20)")
    parser.add_argument("--samples", type=int, default=8, help="the review's futures per decision (default 8)")
    parser.add_argument("--play-samples", type=int, default=8,
                        help="futures per searched move in self-play (0: each level's default count; default 8)")
    parser.add_argument("--only", default=",".join(GAMES), help="games, comma separated (default: all five)")
    parser.add_argument("--jobs", type=int, default=1, help="processes (default 1)")
    parser.add_argument("--table", action="store_true", help="only print the table of what OUT holds")
    args = parser.parse_args(argv)
    games = [g for g in args.only.split(",") if g]
    unknown = [g for g in games if g not in GAMES]
    if unknown or args.games < 1 or args.samples < 2 or args.jobs < 1 or args.play_samples < 0:
        print(f"review_strength: bad arguments (games must be among {', '.join(GAMES)}; --samples at least 2)",
              file=sys.stderr)
        return 2
    done = {_key(line) for line in read_lines(args.out)}
    # seed-major order: a run stopped early still has the first seeds of every level
    jobs = [(g, GAMES[g], level, seed, args.play_samples, args.samples)
            for seed in range(args.games) for g in games for level in offered_levels(g)]
    jobs = [j for j in jobs if j not in done and not args.table]
    with args.out.open("a", encoding="utf-8") as out, ExitStack() as stack:
        if args.jobs == 1:
            lines: Iterable[dict] = map(one_game, jobs)
        else:
            lines = stack.enter_context(get_context("spawn").Pool(args.jobs)).imap_unordered(one_game, jobs)
        for line in lines:
            out.write(json.dumps(line) + "\n")
            out.flush()
    budget = (args.play_samples, args.samples)
    print(table([x for x in read_lines(args.out) if (x["play_samples"], x["samples"]) == budget
                 and x["seed"] < args.games], games))
    return 0


if __name__ == "__main__":
    sys.exit(main())
