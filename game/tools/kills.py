"""Kill the real window at random moments and check that the game survives (not part of
the test suite; needs Xvfb and xdotool: `apt-get install -y xvfb xdotool`):

    python -m game.tools.kills [--kills 30] [--seed 1]

It starts its own Xvfb (on a display number no one uses), gives the window a fresh saves
folder holding an unfinished game of computer players (so it plays on by itself,
autosaving each move), clicks Continue, SIGKILLs the window after a random 0.3 to 4
seconds, and checks, after each kill:
- the unfinished game is still resumable: the title's Continue would load it (the
  newest unfinished file, or its previous copy), and it is never behind the move the
  previous check saw;
- `main.py saves verify` says ok for every file in the autosaves and history folders;
- nothing is left behind besides saves, their .bak copies, numbered moved-aside files
  and the temporary files of the write that was killed;
and, after the next start, that those temporary files are gone (one more, planted before
each start as a write killed halfway would leave it, too). A game that ends is
followed by a new one of another game. Prints the figures; exit status 1 on any failure.
"""
from __future__ import annotations

import os
import sys

os.environ["SDL_VIDEODRIVER"] = "dummy"     # this process only measures the title (the window runs in Xvfb)
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import argparse  # noqa: E402
import random  # noqa: E402
import re  # noqa: E402
import shutil  # noqa: E402
import signal  # noqa: E402
import subprocess  # noqa: E402
import tempfile  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import pygame  # noqa: E402

from game import autosaves, saves  # noqa: E402
from game.ai.registry import make_player  # noqa: E402
from game.app.app import App  # noqa: E402
from game.app.scenes.title import TitleScene  # noqa: E402
from game.app.session import Seat, Session  # noqa: E402
from game.app.ui import theme  # noqa: E402
from game.resources import CHECKOUT  # noqa: E402
from game.rules.config import GameConfig  # noqa: E402

ROOT = CHECKOUT
SIZE = (1280, 720)
GAMES = [("kingdomino", 4, ()), ("queendomino", 3, ()), ("duel", 2, ()), ("kralovska_zahrada", 3, ("dynasty",))]
LEFT_BEHIND = re.compile(r".*\.json(\.bak)?|.*-damaged-\d{8}-\d{6}(-\d+)?\.json|\..+\.json\.lock")   # a killed window's hold
TEMPORARY = re.compile(r"\..+\.(tmp|baktmp)")


def new_game(kind: int) -> Path:
    """An unfinished game of greedy computers, a few moves in, written as its own autosave."""
    game, players, variants = GAMES[kind % len(GAMES)]
    seats = [Seat(f"Bot {i + 1}", theme.PLAYER_COLOURS[i][1], "greedy") for i in range(players)]
    s = Session(GameConfig(game, players, variants), 100 + kind, seats, autosave=True)
    driver = make_player("greedy", game, kind)
    while len(s.actions) < 4:
        s.apply(driver.choose(s.state.copy()))
    assert s.slot is not None
    return s.slot.path


def continue_button() -> tuple[int, int]:
    """Where the title draws Continue in a window of SIZE (the same layout code, headless)."""
    pygame.display.init()
    pygame.font.init()
    app = App(pygame.display.set_mode(SIZE))
    title = TitleScene(app)
    app.scenes.push(title)
    return title.continue_button.rect.center


def resumable() -> tuple[Path, int] | None:
    """The game Continue would resume (file, moves), or None when there is none."""
    for path in autosaves.unfinished_files():
        try:
            saved, state, _note = saves.load_or_backup(path)
        except saves.SaveError:
            continue
        if not autosaves.is_over(state, saved.record.config.game):
            return path, len(saved.record.actions)
    return None


def files(folder: Path) -> list[Path]:
    return sorted(p for p in folder.rglob("*") if p.is_file())


class Run:
    def __init__(self, args) -> None:
        self.args = args
        self.rng = random.Random(args.seed)
        self.home = Path(tempfile.mkdtemp(prefix="kingdomino-kills-"))
        self.env = dict(os.environ, KINGDOMINO_DATA_DIR=str(self.home / "data"),
                        KINGDOMINO_CONFIG_DIR=str(self.home / "config"))
        self.env.pop("SDL_VIDEODRIVER", None)
        os.environ["KINGDOMINO_DATA_DIR"] = self.env["KINGDOMINO_DATA_DIR"]
        os.environ["KINGDOMINO_CONFIG_DIR"] = self.env["KINGDOMINO_CONFIG_DIR"]
        self.failures: list[str] = []
        self.procs: list[subprocess.Popen] = []
        self.figures = {"kills": 0, "temporary files left by a kill": 0, "temporary files planted": 0,
                        "cleaned at the next start": 0,
                        "moves played": 0, "games finished": 0, "verified files": 0}

    def fail(self, what: str) -> None:
        self.failures.append(f"kill {self.figures['kills']}: {what}")

    def window(self) -> subprocess.Popen:
        proc = subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--size", f"{SIZE[0]}x{SIZE[1]}"],
                                env=self.env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        self.procs.append(proc)
        wid = subprocess.run(["xdotool", "search", "--sync", "--class", "."],      # our Xvfb: the only window
                             env=self.env, capture_output=True, text=True, timeout=60).stdout.split()
        if not wid:
            raise RuntimeError("the window never appeared")
        x, y = self.continue_at
        for _ in range(20):                     # until the window is mapped and takes the click
            time.sleep(0.25)
            if subprocess.run(["xdotool", "mousemove", "--window", wid[0], str(x), str(y), "click", "1"],
                              env=self.env, capture_output=True, timeout=30).returncode == 0:
                return proc
        raise RuntimeError("could not click Continue")

    def plant(self) -> Path:
        """A temporary file as a write killed in the middle leaves it (the kills themselves
        seldom land inside a write of a millisecond or two)."""
        folder = self.rng.choice([autosaves.autosaves_dir(), autosaves.history_dir(), saves.saves_dir()])
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f".planted-{self.figures['kills']}.json.{self.rng.randrange(10**8):08d}.tmp"
        path.write_text('{"format": "kingdomino-family-save", "vers')
        self.figures["temporary files planted"] += 1
        return path

    def check(self, last: tuple[Path, int] | None) -> tuple[Path, int] | None:
        data = self.home / "data" / "saves"
        temporaries = [p for p in files(data) if TEMPORARY.fullmatch(p.name)]
        self.figures["temporary files left by a kill"] += len(temporaries)
        odd = [p for p in files(data) if not LEFT_BEHIND.fullmatch(p.name) and p not in temporaries]
        if odd:
            self.fail(f"left behind: {[p.name for p in odd]}")
        checked = [p for folder in (autosaves.autosaves_dir(), autosaves.history_dir())
                   for p in sorted(folder.glob("*.json"))]
        if checked:
            out = subprocess.run([sys.executable, str(ROOT / "main.py"), "saves", "verify", *map(str, checked)],
                                 env=self.env, cwd=ROOT, capture_output=True, text=True, timeout=120)
            self.figures["verified files"] += len(checked)
            bad = [line for line in out.stdout.splitlines() if not line.endswith(": ok")]
            if out.returncode or bad:
                self.fail(f"saves verify: {bad or out.stderr.strip()}")
        now = resumable()
        if now is None:
            if last is not None and not any(p.name == last[0].name for p in autosaves.history_files()):
                self.fail(f"{last[0].name} is neither resumable nor in the history")
            if last is not None:
                self.figures["games finished"] += 1
            return None
        if last is not None and now[0] == last[0]:
            if now[1] < last[1]:
                self.fail(f"{now[0].name} went back from move {last[1]} to {now[1]}")
            self.figures["moves played"] += now[1] - last[1]
        return now

    def main(self) -> int:
        xvfb, display = start_xvfb()
        self.env["DISPLAY"] = display
        try:
            kind = 0
            new_game(kind)
            self.continue_at = continue_button()
            last = resumable()
            for _ in range(self.args.kills):
                if last is None:
                    kind += 1
                    new_game(kind)
                    last = resumable()
                before = {p for p in files(self.home / "data" / "saves") if TEMPORARY.fullmatch(p.name)}
                before.add(self.plant())
                proc = self.window()
                time.sleep(1.0)                 # the start cleans stale temporary files
                stale = [p for p in before if p.exists()]
                self.figures["cleaned at the next start"] += len(before) - len(stale)
                if stale:
                    self.fail(f"stale temporary files survived the start: {[p.name for p in stale]}")
                time.sleep(self.rng.uniform(0.3, 4.0))
                if proc.poll() is not None:
                    self.fail(f"the window stopped by itself: {proc.stderr.read().decode()[-300:] if proc.stderr else ''}")
                proc.send_signal(signal.SIGKILL)
                proc.wait()
                self.figures["kills"] += 1
                last = self.check(last)
        finally:
            for proc in self.procs:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
            xvfb.terminate()
            xvfb.wait()
        for name, value in self.figures.items():
            print(f"{name}: {value}")
        print(f"failures: {len(self.failures)}")
        for f in self.failures:
            print(f"  {f}")
        print(f"files in {self.home}")
        return 1 if self.failures else 0


def start_xvfb() -> tuple[subprocess.Popen, str]:
    """An Xvfb of our own on a display number nobody uses (Xvfb picks it: -displayfd)."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x900x24"], pass_fds=(write,),
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    os.close(write)
    with os.fdopen(read) as fh:
        number = fh.readline().strip()
    if not number.isdigit():
        xvfb.kill()
        raise RuntimeError("Xvfb did not start")
    return xvfb, f":{number}"


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m game.tools.kills", description=__doc__.split("\n\n")[0])
    p.add_argument("--kills", type=int, default=30)
    p.add_argument("--seed", type=int, default=1)
    args = p.parse_args(argv)
    for tool in ("Xvfb", "xdotool"):
        if shutil.which(tool) is None:
            print(f"error: {tool} is not installed (apt-get install -y xvfb xdotool)", file=sys.stderr)
            return 2
    return Run(args).main()


if __name__ == "__main__":
    sys.exit(main())
