"""Every unfinished game keeps its own autosave; a finished game goes to the history.

An unfinished game writes saves_dir()/autosaves/<id>.json, its id fixed when it first
saves (the start time and a random part), so starting a new game never touches another
game's file. When the game ends, its last state is written to saves_dir()/history/ and
its autosave is retired (a finished game is not undone). The single
autosave.json of older versions is still read as one unfinished game, and written in place
while that game goes on.

No file the program cannot load is overwritten or deleted: before a game writes over a
file (or its .bak) that this process did not write itself, the file is checked with
saves.load_checked, and one that does not load is moved aside under a numbered name
(<name>-damaged-<when>.json), where the Load scene lists it as broken with its reason.
"""
from __future__ import annotations

import os
import secrets
import time
from dataclasses import dataclass, field
from pathlib import Path

from game import saves
from game.files import clean_stale_temps, move_aside
from game.rules.registry import rules_for

AUTOSAVES, HISTORY = "autosaves", "history"
Fingerprint = tuple[int, int, int]      # inode, size, modification time (ns)


def autosaves_dir() -> Path:
    return saves.saves_dir() / AUTOSAVES


def history_dir() -> Path:
    return saves.saves_dir() / HISTORY


def fingerprint(path: Path) -> Fingerprint | None:
    try:
        st = os.stat(path, follow_symlinks=False)
    except OSError:
        return None
    return st.st_ino, st.st_size, st.st_mtime_ns


def free_name(path: Path) -> Path:
    """`path`, or the first of <stem>-2.json, <stem>-3.json … that is not taken."""
    n = 1
    while os.path.lexists(path.with_name(path.name if n == 1 else f"{path.stem}-{n}{path.suffix}")):
        n += 1
    return path.with_name(path.name if n == 1 else f"{path.stem}-{n}{path.suffix}")


def loads(path: Path) -> bool:
    try:
        saves.load_checked(path)
    except saves.SaveError:
        return False
    return True


def move_broken(path: Path) -> Path:
    """Move a file that does not load aside, keeping every earlier one (numbered names);
    a backup's name says so. Its new name ends in .json: the Load scene lists it as broken."""
    name = path.name
    stem = name[: -len(".json.bak")] + "-backup" if name.endswith(".json.bak") else path.stem
    return move_aside(path, f"{stem}-damaged-{time.strftime('%Y%m%d-%H%M%S')}.json", keep_suffix=".json")


@dataclass
class Slot:
    """Where one game autosaves, and what this process last wrote there (so a file changed
    by anything else is checked before it is written over)."""
    path: Path                        # the game's file while it is unfinished
    done: Path | None = None          # its file in the history once it ended
    known: dict[Path, Fingerprint | None] = field(default_factory=dict)

    @classmethod
    def new(cls) -> "Slot":
        """A new game's own file: its start time and a random part."""
        name = f"{time.strftime('%Y%m%d-%H%M%S')}-{secrets.token_hex(3)}.json"
        return cls(free_name(autosaves_dir() / name))

    def write(self, saved: saves.SavedGame, finished: bool) -> Path:
        """Write the game where it belongs now (history once finished), then retire its file
        in the other place. SaveError or OSError when it cannot be written."""
        target, other = self.path, self.done
        if finished:
            self.done = self.done or free_name(history_dir() / self.path.name)   # never another game's file
            target, other = self.done, self.path
        saves.tidy(target.parent)
        for p in (target, saves.backup_path(target)):
            self._clear_way(p)
        saves.write(target, saved)
        for p in (target, saves.backup_path(target)):
            self.known[p] = fingerprint(p)
        if other is not None:
            self._retire(other)
        return target

    def _ours(self, path: Path) -> bool:
        return path in self.known and fingerprint(path) == self.known[path]

    def _clear_way(self, path: Path) -> None:
        """A file in the way that this process did not write and that does not load is
        moved aside, never written over."""
        if os.path.lexists(path) and not self._ours(path) and not loads(path):
            move_broken(path)

    def _retire(self, path: Path) -> None:
        """The game's file (and backup) in the place it left: removed when this process
        wrote it or it loads, otherwise moved aside."""
        for p in (saves.backup_path(path), path):
            if not os.path.lexists(p):
                continue
            if self._ours(p) or loads(p):
                p.unlink(missing_ok=True)
            else:
                move_broken(p)
            self.known.pop(p, None)


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
    """At start: remove temporary files killed writers left in every saves folder, and an
    autosave whose game is already in the history (the program stopped between writing the
    game's end and retiring its autosave)."""
    for folder in (saves.saves_dir(), autosaves_dir(), history_dir()):
        clean_stale_temps(folder)
    for path in saves.save_files(autosaves_dir()):
        done = history_dir() / path.name
        try:
            finished = saves.load_checked(done)
        except saves.SaveError:
            continue
        if is_over(finished.state, finished.saved.record.config.game):
            Slot(path)._retire(path)
