"""Every unfinished game keeps its own autosave; a finished game goes to the history.

An unfinished game writes saves_dir()/autosaves/<id>.json, its id fixed when it first
saves (the start time and a random part), so starting a new game never touches another
game's file. When the game ends, its last state is written to saves_dir()/history/ and
its autosave is retired; an undo at the score sheet brings it back. The single
autosave.json of older versions is still read as one unfinished game, and written in place
while that game goes on.

No file the program cannot load is overwritten or deleted: before a game writes over a
file (or its .bak) that this process did not write itself, saves.write checks it loads,
and one that does not is moved aside under a numbered name (<name>-damaged-<when>.json),
where the Load scene lists it as broken with its reason.

A game is played on by one window at a time: the window holds its autosave (hold, a lock
that ends with the process), and another window asking for it is told so (game.locks).
"""
from __future__ import annotations

import os
import secrets
import time
from dataclasses import dataclass
from pathlib import Path

from game import saves
from game.files import clean_stale_temps
from game.locks import Hold
from game.rules.registry import rules_for

AUTOSAVES, HISTORY = "autosaves", "history"


def autosaves_dir() -> Path:
    return saves.saves_dir() / AUTOSAVES


def history_dir() -> Path:
    return saves.saves_dir() / HISTORY


def free_name(path: Path) -> Path:
    """`path`, or the first of <stem>-2.json, <stem>-3.json … that is not taken."""
    n = 1
    while os.path.lexists(path.with_name(path.name if n == 1 else f"{path.stem}-{n}{path.suffix}")):
        n += 1
    return path.with_name(path.name if n == 1 else f"{path.stem}-{n}{path.suffix}")


# ---- the game this process plays on ----------------------------------------------------
_hold: Hold | None = None       # a window plays on one game at a time


def hold(path: Path) -> bool:
    """Take the game whose autosave is `path` for this process, letting go of any other it
    held; False when another window (or process) holds it: it must not be written here."""
    global _hold
    if _hold is not None and _hold.path == path:
        return True
    mine = Hold(path)
    try:
        if not mine.take():
            return False
    except OSError:          # no lock file can be made there: the game's own writes will say why
        return True
    let_go()
    _hold = mine
    return True


def let_go() -> None:
    """Give back the game this process held (back at the title, no game is held)."""
    global _hold
    if _hold is not None:
        _hold.release()
        _hold = None


@dataclass
class Slot:
    """Where one game autosaves (a file changed by anything but this process is checked
    before it is written over: saves.write)."""
    path: Path                        # the game's file while it is unfinished
    done: Path | None = None          # its file in the history once it ended

    @classmethod
    def new(cls) -> "Slot":
        """A new game's own file: its start time and a random part."""
        name = f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}.json"
        slot = cls(free_name(autosaves_dir() / name))
        hold(slot.path)                 # a new game's name is its own: no other process holds it
        return slot

    def write(self, saved: saves.SavedGame, finished: bool) -> Path:
        """Write the game where it belongs now (history once finished), then retire its file
        in the other place. SaveError or OSError when it cannot be written."""
        target, other = self.path, self.done
        if finished:
            self.done = self.done or free_name(history_dir() / self.path.name)   # never another game's file
            target, other = self.done, self.path
        saves.tidy(target.parent)
        saves.write(target, saved, own_folder=True)
        if other is not None:
            self._retire(other)
        return target

    def _retire(self, path: Path) -> None:
        """The game's file (and backup) in the place it left: removed when this process
        wrote it or it loads, otherwise moved aside."""
        for p in (saves.backup_path(path), path):
            if not os.path.lexists(p):
                continue
            if saves.written_here(p) or saves.loads(p):
                p.unlink(missing_ok=True)
            else:
                saves.move_broken(p)


# ---- the player's folders -----------------------------------------------------------------
def newest_first(paths: list[Path]) -> list[Path]:
    def when(p: Path) -> float:
        try:
            return p.stat().st_mtime
        except OSError:
            return 0.0
    return sorted(paths, key=lambda p: (-when(p), p.name))


def unfinished_files() -> list[Path]:
    """The files of unfinished games, newest first: every autosave, and the single
    autosave.json older versions wrote (finished games left there are sorted out by whoever
    reads them)."""
    files = saves.save_files(autosaves_dir())
    legacy = saves.autosave_path()
    if os.path.lexists(legacy):
        files.append(legacy)
    return newest_first(files)


def history_files() -> list[Path]:
    return saves.save_files(history_dir())


def named_files() -> list[Path]:
    """Everything else in the saves folder: the games the player saved under a name."""
    return [p for p in saves.save_files(saves.saves_dir()) if p.name != saves.AUTOSAVE]


def is_over(loaded_state: object, game: str) -> bool:
    return bool(rules_for(game).is_over(loaded_state))


def clear_history(paths: list[Path]) -> int:
    """Remove these finished games (and their backups). Each is read again first: only a
    file that loads and whose game is over is removed, so clearing never touches an
    unfinished game, a named save or a file that cannot be read. How many were removed."""
    removed = 0
    for path in paths:
        try:
            loaded = saves.load_checked(path)
        except saves.SaveError:
            continue
        if not is_over(loaded.state, loaded.saved.record.config.game):
            continue
        path.unlink(missing_ok=True)
        saves.backup_path(path).unlink(missing_ok=True)
        removed += 1
    return removed


def settle() -> None:
    """At start: remove temporary files killed writers left in every saves folder and the
    data folder (the statistics), and an autosave whose game is already in the history (the
    program stopped between writing the game's end and retiring its autosave)."""
    for folder in (saves.saves_dir().parent, saves.saves_dir(), autosaves_dir(), history_dir()):
        clean_stale_temps(folder)
    for path in saves.save_files(autosaves_dir()):
        done = history_dir() / path.name
        try:
            finished = saves.load_checked(done)
        except saves.SaveError:
            continue
        if is_over(finished.state, finished.saved.record.config.game):
            Slot(path)._retire(path)
