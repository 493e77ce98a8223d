"""How much of a person's review is ready when their game ends, now that the coach reviews while
they play (game/app/review_ahead.py), and how long the Review then takes for the rest.

    python -m game.tools.review_ahead_time SAVE [--think S] [--level L] [--pace S] [--samples N]

The saved game is played again move for move, seat 1 as the person and every other seat as
computer level L: the person "thinks" S seconds a decision; a searching level's move is asked
of the window's helper process (where it pushes the coach aside, as at the table), a quick
level's move is shown for --pace seconds (the table's animation) while the coach goes on. At
the end the Review's work for the decisions still missing is timed. One line of figures.
"""
from __future__ import annotations

import argparse
import time
from pathlib import Path

from game import saves
from game.ai.registry import make_player
from game.ai.review import DEFAULT_SAMPLES, decisions
from game.app.ai_worker import Job, close_helper, helper, is_heavy
from game.app.review_ahead import ReviewAhead
from game.app.review_worker import ReviewWorker
from game.app.session import Seat, Session

TICK = 0.05        # seconds between the table's frames, as far as the coach is concerned


def _wait(ahead: ReviewAhead, seconds: float, free: bool) -> None:
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        ahead.tick(free)
        time.sleep(TICK)


def measure(path: Path, think: float, level: str, pace: float, samples: int) -> str:
    rec = saves.load(path)[0].record
    n = rec.config.players
    colour = (222, 66, 74)
    session = Session(rec.config, rec.seed, [Seat("Person", colour)] + [Seat(f"{level} {p}", colour, level)
                                                                       for p in range(1, n)])
    ahead = ReviewAhead(session, samples)
    players = {p: make_player(level, rec.config.game, p) for p in range(1, n)}
    start = time.perf_counter()
    for action in rec.actions:
        p = session.actor()
        choice = len(session.rules.legal_actions(session.state)) > 1
        if p == 0 and choice:
            _wait(ahead, think, True)
        elif p is not None and p != 0 and is_heavy(players[p]):
            ahead.tick(False)
            if choice:
                helper().ask(Job(), players[p], session.seen_state(str(p)))
        elif p is not None and p != 0:
            _wait(ahead, pace, True)
        if session.apply(action) is not None:
            raise SystemExit(f"{path}: move {len(session.actions) + 1} does not replay")
    _wait(ahead, 0.0, False)
    played = time.perf_counter() - start
    total = sum(1 for _ in decisions(rec, [0]))
    known = [r for _, r in sorted(session.reviewed.values(), key=lambda x: x[1].action_no)]
    start = time.perf_counter()
    rest = ReviewWorker(rec, [0], samples, ahead=known)
    rest.wait_for(rest.total)
    rest.join()
    return (f"{path.name}: the person {think:g} s a decision, the others {level}: the game took {played:.0f} s; "
            f"{len(known)} of {total} decisions reviewed at its end; the Review's rest {time.perf_counter() - start:.1f} s")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="review_ahead_time", description=__doc__.splitlines()[0])
    parser.add_argument("save", type=Path)
    parser.add_argument("--think", type=float, default=5.0, help="the person's seconds a decision")
    parser.add_argument("--level", default="medium", help="every other seat's computer level")
    parser.add_argument("--pace", type=float, default=0.5, help="seconds a quick level's move is shown")
    parser.add_argument("--samples", type=int, default=DEFAULT_SAMPLES, help="the review's futures a decision")
    args = parser.parse_args(argv)
    try:
        print(measure(args.save, args.think, args.level, args.pace, args.samples))
    finally:
        close_helper()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
