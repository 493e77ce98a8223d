"""`python main.py bench [--quick]`: one JSON line per measurement (docs/commands.md): the
headless ones (game.cli.bench), then the tables drawn offscreen; `bench net`: the network
table (game/cli/bench_net.py). The window's modules are imported only when the frames are
measured, so `bench net` and `--help` answer without pygame.

Figures are measured here and reported, never asserted by tests.
"""
from __future__ import annotations

import json
from typing import Iterator

from game.ai.pool import configure
from game.cli import bench_net
from game.cli.args import Parser, positive_int
from game.cli.bench import measured, measurements
from game.cli.errors import UsageError
from game.cli.simulate import MAX_JOBS


def frame_ms(frames: int) -> Iterator[dict]:
    """The full 4-player table drawn at 1920x1080 (offscreen, late in a game)."""
    from game.app.bench_frame import measure_frame_ms
    median, worst = measure_frame_ms(frames)
    for stat, value in (("median", median), ("max", worst)):
        yield measured("frame_ms", value, "ms", stat=stat, frames=frames, size="1920x1080", players=4)


def queen_frame_ms(frames: int) -> Iterator[dict]:
    """The same for the 4-player Queendomino table (builders board, houses' belongings)."""
    from game.app.bench_frame import measure_frame_ms
    median, worst = measure_frame_ms(frames, "queendomino")
    for stat, value in (("median", median), ("max", worst)):
        yield measured("frame_ms", value, "ms", stat=stat, frames=frames, size="1920x1080", players=4,
                       game="queendomino")


def duel_frame_ms(frames: int) -> Iterator[dict]:
    """The Kingdomino Duel table (both maps, dice, spell book) at 1920x1080."""
    from game.app.bench_frame import measure_duel_frame_ms
    median, worst = measure_duel_frame_ms(frames)
    for stat, value in (("median", median), ("max", worst)):
        yield measured("frame_ms", value, "ms", stat=stat, frames=frames, size="1920x1080", players=2,
                       game="duel")


def motion_frame_ms(frames: int) -> Iterator[dict]:
    """The tables at 1920x1080 while something moves: a placement shown (the piece flying in,
    scores counting up, territories glowing) at each table, and the end of a 4-player
    Kingdomino game counted territory by territory on the map."""
    from game.app.bench_motion import measure_finale_frame_ms, measure_placement_frame_ms
    for game, players in (("kingdomino", 4), ("queendomino", 4), ("duel", 2)):
        median, worst = measure_placement_frame_ms(frames, game)
        for stat, value in (("median", median), ("max", worst)):
            yield measured("frame_ms", value, "ms", stat=stat, frames=frames, size="1920x1080",
                           players=players, game=game, motion="placement")
    median, worst = measure_finale_frame_ms(frames)
    for stat, value in (("median", median), ("max", worst)):
        yield measured("frame_ms", value, "ms", stat=stat, frames=frames, size="1920x1080", players=4,
                       game="kingdomino", motion="finale")


def everything(quick: bool) -> Iterator[dict]:
    """Every measurement of `bench`, headless first."""
    frames = 60 if quick else 300
    yield from measurements(quick)
    for table in (frame_ms, queen_frame_ms, duel_frame_ms, motion_frame_ms):
        yield from table(frames)


def main(argv: list[str]) -> int:
    if argv[:1] == ["net"]:
        return bench_net.main(argv[1:])
    parser = Parser(prog="bench", description="Measure the engine, the players and the table.",
                    epilog="bench net measures the network table over loopback instead (bench net --help).")
    parser.add_argument("--quick", action="store_true", help="finish within 60 seconds")
    parser.add_argument("--jobs", type=positive_int, default=1,
                        help=f"processes a searching level spreads its sampled futures over (at most {MAX_JOBS}; "
                             "default 1: think times on one core)")
    args = parser.parse_args(argv)
    if args.jobs > MAX_JOBS:
        raise UsageError(f"--jobs must be at most {MAX_JOBS}, got {args.jobs}")
    configure(args.jobs)
    for line in everything(args.quick):
        print(json.dumps(line, ensure_ascii=False), flush=True)
    return 0
