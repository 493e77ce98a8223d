"""`python main.py tutorial GAME [--autoplay] [--screenshot PATH] [--quit]`: a lesson in the
game window. --autoplay plays the taught moves by itself (a check that the lesson can be
played through, under the real window); --screenshot saves the window when the lesson is
over; --shots DIR saves one picture of every step as it comes up (DIR/step-01.png, ...);
--quit closes the window when the lesson is over. Exit status 0 when the lesson was played to its end (or, without
--autoplay, whenever the window closes), 1 when an autoplayed lesson stopped before it, 2 on
bad input."""
from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.app.app import App
from game.app.demo import run_until
from game.app.options import add_language_option, add_look_options
from game.app.run import apply_language, apply_look
from game.app.tutorial.lesson_scene import open_lesson
from game.app.window import open_window, parse_size
from game.cli.args import Parser, output_path
from game.cli.errors import UsageError
from game.tutorial.lessons import LESSONS


def parse(argv: list[str]):
    p = Parser(prog="tutorial", description="A lesson in the game window.")
    p.add_argument("game", help=", ".join(LESSONS))
    p.add_argument("--autoplay", action="store_true", help="play the taught moves by themselves")
    p.add_argument("--screenshot", default=None, metavar="PATH", help="saved when the lesson is over")
    p.add_argument("--shots", default=None, metavar="DIR", help="save a picture of every step in DIR")
    p.add_argument("--quit", action="store_true", help="close the window when the lesson is over")
    p.add_argument("--size", default=None, help="window size, e.g. 1920x1080")
    add_look_options(p)
    add_language_option(p)
    args = p.parse_args(argv)
    if args.game not in LESSONS:
        raise UsageError(f"tutorial: no lesson for {args.game!r} (choose from {', '.join(LESSONS)})")
    return args


def main(argv: list[str]) -> int:
    args = parse(argv)
    shot = output_path(args.screenshot, "--screenshot") if args.screenshot else None   # before the lesson
    shots = Path(args.shots) if args.shots else None
    if shots and not shots.is_dir():
        raise UsageError(f"--shots: folder {shots} does not exist")
    apply_look(args.theme, args.scale)
    apply_language(args.lang)
    app = App(open_window(parse_size(args.size) if args.size else None))
    lesson = open_lesson(app, LESSONS[args.game], autoplay=args.autoplay)
    shown = {"step": -1}

    def step_shot() -> None:
        if shots and app.scenes.top is lesson and lesson.waiting() and shown["step"] != lesson.coach.step:
            shown["step"] = lesson.coach.step
            pygame.image.save(app.screen, str(shots / f"step-{lesson.coach.step + 1:02d}.png"))

    over = run_until(app, lambda: app.scenes.top is lesson and lesson.over, shot, args.quit, step_shot)
    print(json.dumps({"lesson": args.game, "steps": len(lesson.lesson.steps), "over": over,
                      "frames": len(app.frame_ms)}))
    return 0 if over or not args.autoplay else 1
