"""`review FILE`: the expert goes over a saved game's decisions (docs/commands.md, review).

One JSON line per reviewed decision as it is done, then one summary line per seat. The
seats reviewed are the people's (every seat when only computers played), or --seat's."""
from __future__ import annotations

import json
from pathlib import Path

from game import saves
from game.ai.pool import default_workers
from game.ai.review import DEFAULT_SAMPLES, review_game, summarise
from game.cli.args import Parser, positive_float, positive_int
from game.cli.errors import UsageError, shown
from game.cli.simulate import MAX_JOBS


def default_seats(saved: saves.SavedGame) -> list[int]:
    """The seats a review goes over unless told: the people's, or every seat when only computers played."""
    people = [i for i, seat in enumerate(saved.seats) if seat.agent == "human"]
    return people or list(range(saved.record.config.players))


def main(argv: list[str]) -> int:
    parser = Parser(prog="review", description="The expert goes over the decisions of a saved game.")
    parser.add_argument("file", help="a saved game (finished or not) to go over")
    parser.add_argument("--seat", type=positive_int, action="append",
                        help="review this seat (counted from 1; may be repeated; default: the people's seats)")
    parser.add_argument("--budget", choices=("samples", "time"), default="samples",
                        help="sampled futures per decision (samples, the default: the same numbers "
                             "on any machine) or seconds per decision (time)")
    parser.add_argument("--samples", type=positive_int, default=None,
                        help=f"sampled futures per decision with --budget samples (default {DEFAULT_SAMPLES})")
    parser.add_argument("--jobs", type=positive_int, default=default_workers(),
                        help=f"processes sharing the decisions (at most {MAX_JOBS}; default: every core but one, "
                             "as the window; the numbers stay the same)")
    parser.add_argument("--move-time", type=positive_float, default=None,
                        help="seconds per decision with --budget time (default 2)")
    args = parser.parse_args(argv)
    if args.jobs > MAX_JOBS:
        raise UsageError(f"--jobs must be at most {MAX_JOBS}, got {args.jobs}")
    if args.samples is not None and args.budget == "time":
        raise UsageError("--samples needs --budget samples")
    if args.move_time is not None and args.budget == "samples":
        raise UsageError("--move-time needs --budget time")
    try:
        saved = saves.load_checked(Path(args.file)).saved
    except saves.SaveError as exc:
        raise UsageError(f"{shown(args.file)}: {exc}") from None
    record = saved.record
    players = record.config.players
    if args.seat and max(args.seat) > players:
        raise UsageError(f"--seat: this game has {players} seats")
    seats = sorted({s - 1 for s in args.seat}) if args.seat else default_seats(saved)
    seconds = (args.move_time or 2.0) if args.budget == "time" else None
    reviews = []
    for r in review_game(record, seats, args.samples or DEFAULT_SAMPLES, seconds, args.jobs):
        reviews.append(r)
        print(json.dumps(r.to_dict()), flush=True)
    for summary in summarise(reviews, seats):
        print(json.dumps({"summary": {**summary.to_dict(), "name": saved.seats[summary.seat].name}}))
    return 0
