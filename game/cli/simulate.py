"""`python main.py simulate`: complete games between computer players, no window (docs/commands.md).

Game i of a run uses seed S + i, so a run is reproducible and can be split over
processes (--jobs), or over runs (--seed, --games; `tally` sums their lines), without
changing any game. With --rotate the game of seed s seats the agents turned by s sides
(a side is a seat, or a team's neighbouring seats, which stay together), so over as many
consecutive seeds as there are sides every agent sits on every side once.
"""
from __future__ import annotations

import argparse
import json
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from game import saves
from game.ai.pool import configure, current
from game.ai.registry import BUDGETS, make_player, player_names
from game.cli.args import INTEGER, Parser, comma_list, integer, names_list, output_path, positive_float, positive_int
from game.cli.errors import UsageError
from game.match import KeptPlayers, Match, Seat
from game.results import result_line
from game.rules.config import ConfigError, GameConfig
from game.rules.registry import RULES, rules_for

MAX_JOBS = 64


@dataclass(frozen=True)
class Run:
    """What every game of a run shares."""
    config: GameConfig
    agents: tuple[str, ...]
    move_time: float | None
    budget: str = "time"            # or "samples": searching seats think for a count, not seconds
    samples: int | None = None      # that count (None: each level's default)
    rotate: bool = False            # seat the agents turned by the seed (every seat in turn)

    def seating(self, seed: int) -> tuple[str, ...]:
        """The agents seat by seat in the game of this seed (partners stay partners)."""
        team = self.config.team_size
        turn = seed % (len(self.agents) // team) * team if self.rotate else 0
        return self.agents[turn:] + self.agents[:turn]


def play(run: Run, seed: int, save_at: tuple[int, str] | None = None) -> dict:
    """Play one game to its end; return its JSON line (scores, ranks, think times).
    save_at=(K, path) also saves the game as it stands after its first K actions."""
    agents = run.seating(seed)
    players = [make_player(a, run.config.game, f"{seed}:{i}", move_time=run.move_time, seats=agents,
                           budget=run.budget, samples=run.samples)
               for i, a in enumerate(agents)]
    match = kept_match(run.config, seed, agents, players)
    if save_at is None:
        return finish(match)
    turn, path = save_at

    def after() -> None:
        if len(match.actions) != turn:
            return
        try:
            moved = saves.write(Path(path), match.to_saved())
        except (saves.SaveError, OSError) as exc:
            raise UsageError(f"--save-at-turn: {path}: {exc}") from None
        for was, aside in moved:
            print(f"note: {was} cannot be loaded by this version; it is kept as {aside.name}", file=sys.stderr)
    return finish(match, after)


def kept_match(config: GameConfig, seed: int | str, agents: tuple[str, ...], players: list) -> Match:
    """A match of computer seats ("Seat 1", ...) played by `players`, which keep their generators."""
    seats = [Seat(f"Seat {i + 1}", a) for i, a in enumerate(agents)]
    return Match(config, seed, seats, players=dict(enumerate(players)), thinking=KeptPlayers())


def finish(match: Match, after: Callable[[], None] | None = None) -> dict:
    """Let the computer seats play a game on to its end; its simulate line (`after` is
    called after each action)."""
    moves, think = match.play_out(after)
    return result_line(match.config, match.seed, match.levels(), match.results(), moves, think)


class Tally:
    """Per agent name (over all its seats): win rate (shared wins count), mean score,
    mean margin over the best seat of another team (partners share a kingdom in Royal
    Wedding teams; elsewhere every seat is its own team), mean think time per move.
    Kept as running sums, so a run of any length keeps only its totals."""

    def __init__(self) -> None:
        self.games = 0
        self.acc: dict[str, dict[str, float]] = {}

    def add(self, line: dict) -> None:
        self.games += 1
        seats = line["seats"]
        for s in seats:
            best_other = max(o["score"] for o in seats if o["team"] != s["team"])
            a = self.acc.setdefault(s["agent"], {"seats": 0, "wins": 0, "score": 0, "margin": 0,
                                                 "think": 0.0, "moves": 0})
            a["seats"] += 1
            a["wins"] += s["rank"] == 1
            a["score"] += s["score"]
            a["margin"] += s["score"] - best_other
            a["think"] += s["think_s"]
            a["moves"] += s["moves"]

    def summary(self) -> dict:
        return {"games": self.games, "agents": {
            name: {"seats": int(a["seats"]), "win_rate": round(a["wins"] / a["seats"], 4),
                   "mean_score": round(a["score"] / a["seats"], 3),
                   "mean_margin": round(a["margin"] / a["seats"], 3),
                   "mean_move_s": round(a["think"] / a["moves"], 6) if a["moves"] else 0.0}
            for name, a in self.acc.items()}}


def summarise(lines: list[dict]) -> dict:
    tally = Tally()
    for line in lines:
        tally.add(line)
    return tally.summary()


def fewest_actions(config: GameConfig) -> int:
    """The fewest actions any game of `config` has (its rules' fewest per game, with
    Dynasty's later games and NextGame steps on top): a save turn up to it is reached by
    every game, so `--save-at-turn` past it is refused before anything is played."""
    per_game = rules_for(config.game).fewest_actions(config)
    return per_game * config.games_in_match + config.games_in_match - 1


def add_match_options(parser: Any, agent: str = "random", players: int | None = 4) -> None:
    """The options that make the games played (game, seats, variants, seed, thinking): simulate's,
    and demo's with its own default seats (to a parser or an argument group)."""
    parser.add_argument("--game", default="kingdomino", help=f"the game played (default kingdomino): {', '.join(sorted(RULES))}")
    parser.add_argument("--players", type=positive_int, default=players,
                        help=f"number of players (default {players})" if players else "number of players (default 4, or the most the game allows)")
    parser.add_argument("--agents", type=names_list, default=[agent],
                        help=f"one player name per seat (a single name fills every seat; default {agent})")
    parser.add_argument("--variants", type=comma_list, default=[], help="variants, comma-separated")
    parser.add_argument("--seed", type=integer, default=1, help="the first game's seed (default 1; game i uses SEED + i)")
    parser.add_argument("--move-time", type=positive_float, default=None,
                        help="seconds per move for searching players")
    parser.add_argument("--budget", choices=BUDGETS, default=None,
                        help="searching players think for seconds (time, the default) or for a "
                             "fixed number of sampled futures per move (samples: the same games "
                             "on a busy and an idle machine)")
    parser.add_argument("--samples", type=positive_int, default=None,
                        help="sampled futures per move with --budget samples (default: each level's own "
                             "count or schedule)")
    parser.add_argument("--rotate", action="store_true",
                        help="seat the agents turned by the game's seed, so each sits in every seat in turn "
                             "(partners of a team stay side by side)")


def match_from(args: argparse.Namespace) -> Run:
    """The match add_match_options' values describe, checked (UsageError when they do not fit)."""
    if args.game not in RULES:
        raise UsageError(f"unknown game {args.game!r} (choose from {', '.join(sorted(RULES))})")
    try:
        config = GameConfig(args.game, args.players, tuple(args.variants))
    except ConfigError as exc:
        raise UsageError(str(exc)) from None
    agents = args.agents
    if len(agents) == 1:
        agents = agents * args.players
    if len(agents) != args.players:
        raise UsageError(f"--agents names {len(agents)} players for {args.players} seats")
    known = player_names(args.game)
    for a in agents:
        if a not in known:
            raise UsageError(f"unknown agent {a!r} for {args.game} (choose from {', '.join(known)})")
    if args.samples is not None and args.budget == "time":
        raise UsageError("--samples needs --budget samples")
    budget = "samples" if args.samples is not None else args.budget or "time"
    return Run(config, tuple(agents), args.move_time, budget, args.samples, args.rotate)


def parse(argv: list[str]) -> tuple[Run, int, int, int, tuple[int, str] | None]:
    """Every option and path is checked here, before any game is played; then this process's
    pool is given the workers the games (--jobs) or the searches (--search-jobs) share."""
    parser = Parser(prog="simulate", description="Play complete games between computer players.")
    add_match_options(parser)
    parser.add_argument("--games", type=positive_int, default=1, help="how many games (default 1)")
    parser.add_argument("--jobs", type=positive_int, default=1, help=f"games played side by side, one process each (at most {MAX_JOBS})")
    parser.add_argument("--search-jobs", type=positive_int, default=1,
                        help="processes each searching move spreads its sampled futures over "
                             f"(at most {MAX_JOBS}; only with --jobs 1; the same moves under --budget samples)")
    parser.add_argument("--save-at-turn", nargs=2, metavar=("K", "PATH"), default=None,
                        help="also save each game after its first K actions (PATH gets -SEED "
                             "before its suffix when several games are played)")
    args = parser.parse_args(argv)
    match = match_from(args)
    if args.jobs > MAX_JOBS:
        raise UsageError(f"--jobs must be at most {MAX_JOBS}, got {args.jobs}")
    if args.search_jobs > MAX_JOBS:
        raise UsageError(f"--search-jobs must be at most {MAX_JOBS}, got {args.search_jobs}")
    if args.search_jobs > 1 and args.jobs > 1:
        raise UsageError("--search-jobs needs --jobs 1 (a game's process cannot start processes of its own)")
    save_at = None
    if args.save_at_turn:
        k, path = args.save_at_turn
        save_at = _save_at(match.config, k, path, several=args.games > 1)
    configure(min(args.jobs, args.games) if args.jobs > 1 else args.search_jobs)
    return match, args.games, args.seed, args.jobs, save_at


def _save_at(config: GameConfig, k: str, path: str, several: bool) -> tuple[int, str]:
    """--save-at-turn K PATH, checked: a turn every game reaches, a file that can be written."""
    if not INTEGER.fullmatch(k) or int(k) < 1:
        raise UsageError(f"--save-at-turn needs a whole number of actions >= 1, got {k!r}")
    most = fewest_actions(config)
    if int(k) > most:
        raise UsageError(f"--save-at-turn {k} is past the end of the game: a {config.game} game with "
                         f"{config.players} players is only sure to reach action {most}")
    target = output_path(path, "--save-at-turn")
    if not several:
        try:
            saves.check_target(target)
        except saves.SaveError as exc:
            raise UsageError(f"--save-at-turn: {exc}") from None
    saves.tidy(target.parent)
    return int(k), path


def _play_star(job: tuple[Run, int, tuple[int, str] | None]) -> dict:
    return play(*job)


def _save_path(save_at: tuple[int, str] | None, seed: int, games: int) -> tuple[int, str] | None:
    if save_at is None or games == 1:
        return save_at
    p = Path(save_at[1])
    return save_at[0], str(p.with_name(f"{p.stem}-{seed}{p.suffix}"))


def _lines(match: Run, games: int, seed: int, jobs: int, save_at: tuple[int, str] | None) -> Iterator[dict[str, Any]]:
    """Each game's line as soon as it is played, in seed order. Work is made as it is
    needed (never a list of every game): --games may be larger than memory."""
    work = ((match, seed + i, _save_path(save_at, seed + i, games)) for i in range(games))
    if jobs == 1 or games == 1:
        yield from map(_play_star, work)
        return
    # the pool's workers (game/ai/pool.py) ignore Ctrl-C, which a terminal sends the whole
    # process group: this process alone stops (errors.guarded ends them), silently
    yield from current().imap(_play_star, work)


def main(argv: list[str]) -> int:
    match, games, seed, jobs, save_at = parse(argv)
    tally = Tally()
    for line in _lines(match, games, seed, jobs, save_at):
        tally.add(line)
        print(json.dumps(line), flush=True)
    print(json.dumps({"summary": tally.summary()}))
    return 0
