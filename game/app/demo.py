"""`python main.py demo`: computer players play one game (or Dynasty match) in the real
window. The game's options as `simulate` (not --games, --jobs, --save-at-turn), the window's,
--screenshot PATH (saved when the game ends) and --quit (close at the end). Prints one JSON line with the scores and frame times."""
from __future__ import annotations

import json
import statistics
from pathlib import Path
from typing import Callable

import pygame

from game.app.app import App
from game.app.options import add_window_options
from game.app.run import apply_language, apply_look
from game.app.session import Seat, Session
from game.app.tables.common.finale import FinaleScene
from game.app.tables.directory import games_with_tables, has_table, play_scene
from game.app.ui import theme
from game.app.ui.words import agent_name
from game.app.window import open_window, parse_size
from game.cli import simulate
from game.cli.args import Parser, output_path
from game.cli.errors import UsageError
from game.rules.components import game_specs
from game.rules.phases import PHASE_OVER


def parse(argv: list[str]):
    """The window's own options, then simulate's for the game (greedy seats by default)."""
    p = Parser(prog="demo", description="Watch computer players play one game (or Dynasty match) in the game window.")
    p.add_argument("--screenshot", default=None, metavar="PATH", help="save the window when the game ends")
    p.add_argument("--quit", action="store_true", help="close the window when the game ends")
    add_window_options(p)
    simulate.add_match_options(p.add_argument_group("the game (as simulate)"), agent="greedy", players=None)
    args = p.parse_args(argv)
    if args.players is None:
        args.players = default_players(args.game)
    return args, simulate.match_from(args), args.seed


def default_players(game: str) -> int:
    """simulate's 4 seats, or the most the chosen game allows (Kingdomino Duel: 2)."""
    spec = game_specs().get(game)
    counts = sorted(int(n) for n in spec.setups) if spec else [4]
    return 4 if 4 in counts else counts[-1]


def build_session(match, seed: int) -> Session:
    if not has_table(match.config.game):
        raise UsageError(f"demo: no table for {match.config.game} yet (choose from {', '.join(games_with_tables())})")
    seats = [Seat(f"{agent_name(a).capitalize()} {i + 1}", theme.PLAYER_COLOURS[i % len(theme.PLAYER_COLOURS)][1], a)
             for i, a in enumerate(match.agents)]
    return Session(match.config, seed, seats)


def run_until(app: App, finished: Callable[[], bool], shot: Path | None, close: bool,
              every_frame: Callable[[], None] | None = None) -> bool:
    """Run the window (then close pygame). After each drawn frame `every_frame` runs; on the
    first frame where `finished()` holds, `shot` is saved and, with `close`, the window
    closes. True when that frame came."""
    done = {"over": False}

    def at_frame() -> None:
        if every_frame:
            every_frame()
        if done["over"] or not finished():
            return
        done["over"] = True
        if shot:
            pygame.image.save(app.screen, str(shot))
        if close:
            app.quit()

    app.on_frame = at_frame
    try:
        app.run()
    finally:
        pygame.quit()
    return done["over"]


def main(argv: list[str]) -> int:
    args, match, seed = parse(argv)
    shot = output_path(args.screenshot, "--screenshot") if args.screenshot else None   # before the game
    apply_look(args.theme, args.scale)       # before the seats take the theme's colours
    apply_language(args.lang)
    session = build_session(match, seed)
    size = parse_size(args.size) if args.size else None
    app = App(open_window(size))
    table = play_scene(app, session, auto_next=True)
    app.scenes.push(table)
    # the score sheet is drawn over the table at the end, once the kingdoms were counted on the map
    run_until(app, lambda: app.scenes.top is not table and not isinstance(app.scenes.top, FinaleScene)
              and session.state.phase == PHASE_OVER, shot, args.quit)
    frames = app.frame_ms or [0.0]
    result = {"game": session.config.game, "players": session.config.players, "seed": session.seed,
              "over": session.state.phase == PHASE_OVER,
              "scores": [r.total for r in session.rules.results(session.state)] if session.is_over() else [],
              "frames": len(app.frame_ms), "frame_ms_median": round(statistics.median(frames), 2),
              "frame_ms_max": round(max(frames), 2)}
    print(json.dumps(result))
    return 0
