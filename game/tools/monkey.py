"""A long random-input run on the real window loop (not part of the test suite):

    python -m game.tools.monkey [--inputs 3000] [--seed 1] [--size 1280x720] [--games duel,...] [--window]

A thread posts random clicks, drags, pointer moves, wheel turns, keys and window resizes
into pygame's event queue; while the screen shows a computer to move it mostly keeps its
hands off (up to 3 s), as a player waiting for the computer would; at the title it starts new games now and then through the New game scene (a
random game, sometimes computers only), and at a table a person now and then makes a legal
move (random clicks seldom find one), so computers' turns follow people's as in play. The window is SDL's dummy driver unless --window
(then the real display, e.g. under Xvfb). Saves and settings go to a fresh temporary
folder, never the player's.

It reports the inputs sent, the exceptions caught (each handler and drawing is guarded, so
the run goes on and all of them are counted) and the longest stretch in which the screen
showed a table with a computer to move and the table did not change: a frame that shows
the computer's next move (or another scene) ends the stretch, so a move made but never
drawn counts until it is. Exit status 0 when there was no exception and no stretch of
STALL seconds or more, else 1.
"""
from __future__ import annotations

import os
import sys

if "--window" not in sys.argv:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import random  # noqa: E402
import tempfile  # noqa: E402
import threading  # noqa: E402
import time  # noqa: E402
import traceback  # noqa: E402
from collections import Counter  # noqa: E402

import pygame  # noqa: E402

from game import autosaves  # noqa: E402
from game.app import settings  # noqa: E402
from game.app.app import App  # noqa: E402
from game.app.scenes.new_game import COMPUTER, NewGameScene  # noqa: E402
from game.app.scenes.pause import PauseScene  # noqa: E402
from game.app.scenes.title import TitleScene  # noqa: E402
from game.app.tables.common.table import TableScene  # noqa: E402
from game.app.window import open_window, parse_size  # noqa: E402

STALL = 2.0                  # seconds: a longer stretch fails the run
WAIT = 3.0                   # seconds a player waits, hands off, for a computer's move
RESIZE = pygame.event.custom_type()     # the driver's resize, made real on the loop's thread
PLAY = pygame.event.custom_type()       # a person's legal move, as a lucky click would make it
SIZES = ((1, 1), (40, 30), (320, 240), (800, 600), (1280, 720), (1920, 1080), (2400, 400))
KEYS = (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_TAB, pygame.K_RETURN, pygame.K_SPACE,
        pygame.K_r, pygame.K_l, pygame.K_w, pygame.K_h, pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_HOME,
        pygame.K_END, pygame.K_a, pygame.K_BACKSPACE, pygame.K_ESCAPE)


class Watch:
    """What the screen showed: a table with a computer to move since when."""

    def __init__(self) -> None:
        self.shown: tuple | None = None      # (table, actions, computer to move) of the last frame
        self.scenes: Counter[str] = Counter()    # frames drawn per scene on top
        self.since = time.perf_counter()
        self.longest = 0.0
        self.longest_at = ""
        self.computer_moves = 0

    def frame(self, app: App) -> None:
        top = app.scenes.top
        self.scenes[type(top).__name__] += 1
        key = None
        if isinstance(top, TableScene) and not top.watching:
            s = top.session
            p = s.actor()
            key = (id(top), len(s.actions), p is not None and not s.seats[p].human and not s.is_over())
        if key == self.shown:
            return
        now = time.perf_counter()
        if self.shown is not None and self.shown[2]:
            if key is not None and key[0] == self.shown[0] and key[1] > self.shown[1]:
                self.computer_moves += 1
            self.stretch(now, app)
        self.shown, self.since = key, now

    def stretch(self, now: float, app: App) -> None:
        took = now - self.since
        if took > self.longest:
            self.longest = took
            top = app.scenes.top
            self.longest_at = describe(top) if isinstance(top, TableScene) else type(top).__name__

    def finish(self, app: App) -> None:
        if self.shown is not None and self.shown[2]:
            self.stretch(time.perf_counter(), app)


def describe(table: TableScene) -> str:
    s = table.session
    levels = sorted({seat.agent for seat in s.seats if seat.agent})
    return f"{s.config.game}, {len(s.actions)} actions, levels {'/'.join(levels)}, thinking ×{settings.current().thinking}"


class MonkeyApp(App):
    """The real App, its handlers and drawing guarded so one exception is counted and the
    run goes on; Quit is ignored until the driver is done (the title's Quit is a button too)."""

    def __init__(self, screen: pygame.Surface) -> None:
        super().__init__(screen)
        self.watch = Watch()
        self.errors: Counter[str] = Counter()
        self.first_traces: list[str] = []
        self.done = False
        self.quits_ignored = 0

    def quit(self) -> None:
        if self.done:
            super().quit()
        else:
            self.quits_ignored += 1

    def step(self, events: list[pygame.event.Event], dt: float) -> bool:
        out = []
        for e in events:
            if e.type == PLAY:
                self.person_plays(e.pick)
                continue
            if e.type == RESIZE:
                self.screen = pygame.display.set_mode(e.size, pygame.RESIZABLE)
                e = pygame.event.Event(pygame.VIDEORESIZE, size=e.size, w=e.size[0], h=e.size[1])
            out.append(e)
        try:
            busy = super().step(out, dt)
        except Exception:  # noqa: BLE001 - counted and reported: the point of the run
            self.caught()
            busy = True
        if self.scenes.top is None:            # every scene left: back to the title
            self.scenes.push(TitleScene(self))
        return busy

    def person_plays(self, pick: float) -> None:
        """A legal move for the person at the table (random clicks seldom find one): the game
        goes on, and computers' turns follow people's as they do in play."""
        top = self.scenes.top
        if isinstance(top, TableScene) and top.human_turn():
            legal = top.session.rules.legal_actions(top.session.state)
            if legal:
                top.act(legal[int(pick * len(legal))])

    def render(self) -> None:
        try:
            super().render()
        except Exception:  # noqa: BLE001 - counted and reported
            self.caught()
        self.watch.frame(self)

    def caught(self) -> None:
        kind, value, tb = sys.exc_info()
        last = traceback.extract_tb(tb)[-1] if tb else None
        where = f"{last.filename.split('game' + os.sep, 1)[-1]}:{last.lineno}" if last else "?"
        summary = f"{kind.__name__ if kind else '?'}: {value} ({where})"
        if summary not in self.errors and len(self.first_traces) < 5:
            self.first_traces.append(traceback.format_exc())
        self.errors[summary] += 1


class Driver:
    """The random inputs, posted from a thread like a player's hands; mostly none while a
computer is to move (the screen must show its moves without any input)."""

    def __init__(self, app: MonkeyApp, inputs: int, seed: int, games: list[str]) -> None:
        self.app = app
        self.games = games          # the games New game picks from (empty: any)
        self.inputs = inputs
        self.rng = random.Random(seed)
        self.sent: Counter[str] = Counter()

    def post(self, kind: str, *events: pygame.event.Event) -> None:
        for e in events:
            pygame.event.post(e)
            time.sleep(0.003)
        self.sent[kind] += 1

    def pos(self) -> tuple[int, int]:
        w, h = self.app.screen.get_size()
        return self.rng.randrange(max(1, w)), self.rng.randrange(max(1, h))

    def run(self) -> None:
        try:
            while sum(self.sent.values()) < self.inputs:
                if self.computers_turn() and self.rng.random() < 0.7:
                    self.wait_for_computer()
                self.one()
                time.sleep(self.rng.uniform(0.005, 0.04))
                if self.rng.random() < 0.02:
                    time.sleep(self.rng.uniform(0.3, 2.0))
        finally:
            self.app.done = True
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    def wait_for_computer(self) -> None:
        """As a player would: no input while the screen shows a computer to move (up to
        WAIT seconds), so a move made but not drawn shows as a long stretch."""
        until = time.perf_counter() + WAIT
        while self.computers_turn() and time.perf_counter() < until:
            time.sleep(0.01)

    def computers_turn(self) -> bool:
        """The screen shows a computer to move: a player would wait for it."""
        shown = self.app.watch.shown
        return shown is not None and shown[2]

    def one(self) -> None:
        top = self.app.scenes.top
        r = self.rng.random()
        if isinstance(top, TitleScene) and r < 0.5:
            self.click_button(top.buttons[0], "new game")
        elif isinstance(top, NewGameScene) and r < 0.5:
            self.start(top)
        elif isinstance(top, TableScene) and r < 0.01:        # now and then, leave for another game
            self.post("key", key_event(pygame.KEYDOWN, pygame.K_ESCAPE, 0), key_event(pygame.KEYUP, pygame.K_ESCAPE, 0))
        elif isinstance(top, TableScene) and not self.computers_turn() and r < 0.1:
            self.post("person's move", pygame.event.Event(PLAY, pick=self.rng.random()))
        elif isinstance(top, PauseScene) and r < 0.3:
            self.click_button(top.buttons[-1], "quit to title")
        elif r < 0.02:
            size = self.rng.choice(SIZES) if self.rng.random() < 0.7 else (self.rng.randint(1, 3000), self.rng.randint(1, 1600))
            self.post("resize", pygame.event.Event(RESIZE, size=size))
        elif r < 0.30:
            self.post("move", motion(self.pos(), (0, 0, 0)))
        elif r < 0.60:
            p, which = self.pos(), self.rng.choice((1, 1, 1, 3))
            self.post("click", button(pygame.MOUSEBUTTONDOWN, p, which), button(pygame.MOUSEBUTTONUP, p, which))
        elif r < 0.68:
            a, b = self.pos(), self.pos()
            path = [(a[0] + (b[0] - a[0]) * i // 5, a[1] + (b[1] - a[1]) * i // 5) for i in range(1, 6)]
            self.post("drag", button(pygame.MOUSEBUTTONDOWN, a, 1), *(motion(p, (1, 0, 0)) for p in path),
                      button(pygame.MOUSEBUTTONUP, b, 1))
        elif r < 0.76:
            y = self.rng.choice((-1, 1))
            self.post("wheel", pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False, precise_x=0.0,
                                                  precise_y=float(y)))
        else:
            k = self.rng.choice(KEYS[:-1]) if self.rng.random() < 0.97 else pygame.K_ESCAPE
            mod = pygame.KMOD_SHIFT if self.rng.random() < 0.1 else 0
            self.post("key", key_event(pygame.KEYDOWN, k, mod), key_event(pygame.KEYUP, k, mod))

    def click_button(self, b, kind: str) -> None:
        p = b.rect.center
        self.post(kind, motion(p, (0, 0, 0)), button(pygame.MOUSEBUTTONDOWN, p, 1), button(pygame.MOUSEBUTTONUP, p, 1))

    def start(self, scene: NewGameScene) -> None:
        """A random game, sometimes with a computer in the first seat too, then Start."""
        row = scene.game_row
        choices = [b for b, g in zip(row.buttons, row.values) if not self.games or g in self.games]
        self.click_button(self.rng.choice(choices or row.buttons), "choose game")
        if self.rng.random() < 0.6:
            row = scene.kind_rows[0]
            self.click_button(row.buttons[row.values.index(COMPUTER)], "computer seat")
        self.click_button(scene.start, "start")


def motion(pos, buttons) -> pygame.event.Event:
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)


def key_event(kind: int, k: int, mod: int) -> pygame.event.Event:
    return pygame.event.Event(kind, key=k, mod=mod, unicode="", scancode=0)


def button(kind: int, pos, b: int) -> pygame.event.Event:
    return pygame.event.Event(kind, pos=pos, button=b)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.monkey", description=__doc__.split("\n\n")[0])
    p.add_argument("--inputs", type=int, default=3000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--size", default="1280x720")
    p.add_argument("--games", default="", help="the games to start, e.g. duel,queendomino (default: any)")
    p.add_argument("--window", action="store_true", help="the real display instead of SDL's dummy driver")
    args = p.parse_args(argv)
    home = tempfile.mkdtemp(prefix="kingdomino-monkey-")
    os.environ["KINGDOMINO_DATA_DIR"] = os.path.join(home, "data")
    os.environ["KINGDOMINO_CONFIG_DIR"] = os.path.join(home, "config")
    settings.change(thinking=0.5, animation_speed=2.0)
    autosaves.settle()
    app = MonkeyApp(open_window(parse_size(args.size)))
    app.scenes.push(TitleScene(app))
    driver = Driver(app, args.inputs, args.seed, [g for g in args.games.split(",") if g])
    thread = threading.Thread(target=driver.run, name="monkey", daemon=True)
    started = time.perf_counter()
    thread.start()
    try:
        app.run()
    finally:
        app.watch.finish(app)
        while app.scenes.stack:
            app.scenes.pop()
        pygame.quit()
    errors = sum(app.errors.values())
    print(f"inputs sent: {sum(driver.sent.values())} ({', '.join(f'{k} {n}' for k, n in sorted(driver.sent.items()))})")
    print(f"run: {time.perf_counter() - started:.0f} s, {len(app.frame_ms)} frames drawn, "
          f"{app.watch.computer_moves} computer moves shown, {app.quits_ignored} quits ignored; files in {home}")
    print("frames per scene on top: " + ", ".join(f"{k} {n}" for k, n in app.watch.scenes.most_common()))
    print(f"exceptions: {errors}")
    for summary, n in app.errors.most_common():
        print(f"  {n}× {summary}")
    for trace in app.first_traces:
        print(trace)
    print(f"longest stretch with a computer to move and the table unchanged: {app.watch.longest:.2f} s"
          f" ({app.watch.longest_at or 'no computer moved'})")
    return 0 if errors == 0 and app.watch.longest < STALL else 1


if __name__ == "__main__":
    sys.exit(main())
