"""Render every scene of the app to PNG files, the same pixels on every run.

Why: a change that must leave the pictures alone (moving modules, renaming, refactoring)
is checked by rendering before and after it and comparing the two folders pixel by pixel:

    python -m game.tools.scene_shots /tmp/before          (on the old code)
    python -m game.tools.scene_shots /tmp/after           (on the new code)
    python -m game.tools.compare_shots /tmp/before /tmp/after

Each picture is OUTDIR/<scene>-<W>x<H>.png, at 1280x720 and 1920x1080 unless --size says
otherwise (--only picks scenes by name). Nothing depends on the clock or on threads: the
window is SDL's dummy driver, saves and settings live in a fresh folder of a fixed name
under the system's temporary folder (English unless --lang says otherwise, classic theme, the save dates fixed, one
run at a time), every game has a fixed seed, and every move is
applied through the session at once by one greedy player (game/tools/shot_*.py: the games,
driving the app, the scenes at rest, motion and online play), so computers never think in
the background. Tables are shown when their first seat (a person) is to act, after the
scene has run with a fixed time step until nothing moves (dice rolled, banners up).
"""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import json  # noqa: E402
import shutil  # noqa: E402
import sys  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from game.app.app import App
from game.app.run import apply_language, apply_look
from game.app.settings import UI_SCALES
from game.app.tables.directory import play_scene
from game.i18n import LANGUAGES
from game.tools.shot_driving import at_title, settle, table
from game.tools.shot_games import NAMES, greedy_hint, played, session, write_saves
from game.tools.shot_motion import drag_table, finale, motion_table, queen_moment
from game.tools.shot_online import online
from game.tools.shot_stills import (
    explained_table,
    garden_table,
    kingdomino_table,
    learn_finished,
    lesson,
    load_scrolled,
    looked_at,
    new_game,
    replay,
    review,
    rules_page,
    statistics,
    title_then,
)

# what the tests take from here to build the same games and tables as the pictures
__all__ = ["NAMES", "greedy_hint", "main", "play_scene", "played", "session", "table"]

SIZES = ((1280, 720), (1920, 1080))
# saves and settings: a fresh folder of a fixed name (the settings scene shows its path),
# so one run at a time
HOME = Path(tempfile.gettempdir()) / "kingdomino-scene-shots"

# ---- the pictures, by name (their builders in game/tools/shot_*.py) -------------------
SHOTS: dict = {}


def shot(name: str, build, *args, **kwargs) -> None:
    """A picture by name; its builder returns True when the scene is to be shown unsettled."""
    SHOTS[name] = lambda app: build(app, *args, **kwargs)


shot("title", at_title)
for _game, _players in (("kingdomino", 2), ("queendomino", 4), ("duel", 2), ("royal_wedding", 8)):
    shot(f"new_game_{_game}", new_game, _game, _players)
for _method in ("load", "settings", "rules", "learn", "about"):
    shot(_method, title_then, _method)
shot("learn_finished", learn_finished)
shot("load_history", load_scrolled, "history")
shot("table_kingdomino", kingdomino_table)
shot("table_kingdomino_2p", table, "kingdomino", 2)
shot("table_kingdomino_first_line", table, "kingdomino", 4, middle=None)
shot("table_kingdomino_hover", kingdomino_table, "hover")
shot("event_log", kingdomino_table, "log")
shot("pause", kingdomino_table, "pause")
shot("save_as", kingdomino_table, "save_as")
shot("quit_ask", kingdomino_table, "quit")
shot("handover", garden_table, True)
shot("table_kralovska_zahrada", garden_table, False)
shot("table_kralovska_zahrada_7x7", table, "kralovska_zahrada", 2, ("middle_kingdom", "harmony", "mighty_duel"))
shot("table_queendomino", table, "queendomino", 4)
shot("table_royal_wedding", table, "royal_wedding", 6)
shot("table_royal_wedding_teams", table, "royal_wedding", 8, ("teams",))
shot("table_duel", table, "duel", 2)
shot("look_kingdomino", looked_at, "kralovska_zahrada", 3, pygame.K_2, ("middle_kingdom", "harmony"))
shot("look_queendomino", looked_at, "queendomino", 4, pygame.K_3)
shot("box_kingdomino", looked_at, "kingdomino", 4, pygame.K_b)
shot("box_royal_wedding", looked_at, "royal_wedding", 8, pygame.K_b, ("teams",))
for _game, _players, _variants in (("kingdomino", 4, ()), ("kralovska_zahrada", 3, ("middle_kingdom", "harmony")),
                                   ("queendomino", 4, ()), ("royal_wedding", 6, ()), ("duel", 2, ())):
    shot(f"sheet_{_game}", table, _game, _players, _variants, middle=False)
for _game, _players in (("kingdomino", 4), ("queendomino", 4), ("duel", 2)):
    shot(f"table_{_game}_hint", explained_table, _game, _players, "hint")
    shot(f"table_{_game}_why", explained_table, _game, _players, "why")
for _what in ("hint", "why"):      # Harmony is "no domino discarded" here: the panel and the words agree
    shot(f"table_mighty_duel_wider_{_what}", explained_table, "kingdomino", 2, _what,
         ("middle_kingdom", "harmony", "mighty_duel", "wider_offer"))
shot("statistics", statistics)
for _page in ("queendomino", "duel", "controls"):
    shot(f"rules_{_page}", rules_page, _page)
shot("lesson_kingdomino", lesson, "kingdomino", 5)
shot("lesson_kralovska_zahrada", lesson, "kralovska_zahrada", 7)
shot("lesson_queendomino", lesson, "queendomino", 10)
shot("lesson_duel", lesson, "duel", 10)
for _game, _players, _late in (("kingdomino", 4, 8.0), ("queendomino", 4, 9.0), ("royal_wedding", 6, 14.0),
                               ("duel", 2, 5.0)):
    shot(f"motion_{_game}", motion_table, _game, _players, 0.12)
    shot(f"drag_{_game}", drag_table, _game, _players)
    shot(f"finale_{_game}", finale, _game, _players, 2.0)
    shot(f"finale_{_game}_late", finale, _game, _players, _late)
shot("board_queendomino", queen_moment, "board", 0.45)
shot("dragon_queendomino", queen_moment, "dragon", 0.2)
for _what in ("online", "join", "host_waiting", "host_dropped", "stand_in", "host_pause"):
    shot(_what, online, _what)
shot("replay_kingdomino", replay, 0)
shot("replay_duel", replay, 1)
shot("review_summary", review, 1, -1)
shot("review_decision", review, 1, 1)


# ---- main ----------------------------------------------------------------------------
def parse_sizes(text: str) -> list[tuple[int, int]]:
    sizes = []
    for part in text.split(","):
        w, _x, h = part.strip().lower().partition("x")
        if not (w.isdigit() and h.isdigit() and int(w) >= 320 and int(h) >= 180):
            raise argparse.ArgumentTypeError(f"sizes look like 1280x720,1920x1080 (320x180 at least), not {text!r}")
        sizes.append((int(w), int(h)))
    return sizes


def render_all(out: Path, sizes, names: list[str]) -> list[Path]:
    written = []
    pygame.display.init()
    pygame.font.init()
    for size in sizes:
        app = App(pygame.display.set_mode(size))
        pygame.event.clear()
        for name in names:
            if not SHOTS[name](app):        # a moment of motion is shown as it is
                settle(app)
            app.render()
            path = out / f"{name}-{size[0]}x{size[1]}.png"
            pygame.image.save(app.screen, str(path))
            written.append(path)
            while app.scenes.stack:         # leave every scene (closes table workers)
                app.scenes.pop()
    pygame.quit()
    return written


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m game.tools.scene_shots", description=__doc__.splitlines()[0])
    parser.add_argument("outdir", type=Path)
    parser.add_argument("--size", type=parse_sizes, default=list(SIZES), help="e.g. 1280x720 or 1280x720,1920x1080")
    parser.add_argument("--only", default="", help=f"comma-separated scenes out of: {', '.join(SHOTS)}")
    parser.add_argument("--scale", type=int, choices=sorted(UI_SCALES), default=100, help="UI scale in percent")
    parser.add_argument("--lang", choices=sorted(LANGUAGES), default="en", help="the language of the words (English)")
    args = parser.parse_args(argv)
    names = [n.strip() for n in args.only.split(",") if n.strip()] or list(SHOTS)
    unknown = [n for n in names if n not in SHOTS]
    if unknown:
        parser.error(f"unknown scene(s): {', '.join(unknown)}")
    args.outdir.mkdir(parents=True, exist_ok=True)
    start = time.perf_counter()
    os.environ["TZ"] = "UTC"
    if hasattr(time, "tzset"):
        time.tzset()
    shutil.rmtree(HOME, ignore_errors=True)
    try:
        os.environ["KINGDOMINO_DATA_DIR"] = str(HOME / "data")
        os.environ["KINGDOMINO_CONFIG_DIR"] = str(HOME / "config")
        os.environ["KINGDOMINO_LOG_DIR"] = str(HOME / "log")
        (HOME / "config").mkdir(parents=True)
        (HOME / "config" / "settings.json").write_text(json.dumps({"language": args.lang, "theme": "classic",
                                                                   "ui_scale": args.scale, "window": "1280x720"}))
        apply_look(None, None)       # from the settings file, as the game starts
        apply_language(None)
        write_saves()
        written = render_all(args.outdir, args.size, names)
    finally:
        shutil.rmtree(HOME, ignore_errors=True)
    print(f"{len(written)} pictures in {args.outdir} ({time.perf_counter() - start:.1f} s)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
