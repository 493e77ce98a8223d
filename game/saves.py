"""Saved games: versioned JSON (config, seed, action log, metadata), written atomically.

A save is data, never code: loading parses JSON and replays the log through the rules
model, so a tampered log is caught by the same validation as a bad click. A file that
cannot be loaded is reported with its reason and is never overwritten.
"""
from __future__ import annotations

import json
import os
import shutil
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from game.i18n import N_, MessageError
from game.resources import examples_dir
from game.rules.actions import IllegalAction
from game.rules.config import ConfigError
from game.rules.replay import GameRecord, replay

FORMAT = "kingdomino-family-save"
VERSION = 2                     # 2: seats carry their colour (v1 files get the default colours)
MAX_BYTES = 8 * 1024 * 1024     # far above any real game; refuses absurd files early


class SaveError(MessageError):
    """A save that cannot be written or loaded, with the reason in one line: a plain lead in
    the player's language, then any technical detail (a parser's or the system's words)."""


@dataclass
class Seat:
    name: str
    agent: str                  # "human" or a player name from game.ai.registry
    rng: str | None = None      # a computer player's generator state (hex), for exact resumes
    colour: tuple[int, int, int] | None = None   # None: the table's default colour for the seat

    def to_dict(self) -> dict:
        return {"name": self.name, "agent": self.agent, "rng": self.rng,
                "colour": list(self.colour) if self.colour else None}

    @classmethod
    def from_dict(cls, d: dict) -> "Seat":
        rng, colour = d.get("rng"), d.get("colour")
        ok = (isinstance(colour, list) and len(colour) == 3
              and all(type(v) is int and 0 <= v <= 255 for v in colour))
        return cls(str(d["name"]), str(d["agent"]), rng if isinstance(rng, str) else None,
                   tuple(colour) if ok else None)


@dataclass
class SavedGame:
    record: GameRecord
    seats: list[Seat]
    created: float = field(default_factory=time.time)
    title: str = ""

    def to_dict(self) -> dict:
        return {"format": FORMAT, "version": VERSION,
                "meta": {"created": self.created, "saved": time.time(), "title": self.title,
                         "seats": [s.to_dict() for s in self.seats],
                         "actions": len(self.record.actions)},
                "record": self.record.to_dict()}


# ---- upgrading ------------------------------------------------------------------------
# UPGRADERS[v] turns a version-v document into a version v+1 document.
def _v1_to_v2(doc: dict) -> dict:
    """Version 2 added each seat's colour; version 1 seats get the default colours."""
    meta = doc.get("meta")
    if isinstance(meta, dict) and isinstance(meta.get("seats"), list):
        meta["seats"] = [dict(s, colour=None) if isinstance(s, dict) else s for s in meta["seats"]]
    return dict(doc, version=2)


UPGRADERS: dict[int, Callable[[dict], dict]] = {1: _v1_to_v2}


def upgrade(doc: dict) -> dict:
    version = doc.get("version")
    if type(version) is not int or version < 1:
        raise SaveError(N_("unknown save version {version!r}"), version=version)
    if version > VERSION:
        raise SaveError(N_("made by a newer version of the game "
                           "(save format {version}, this game reads up to {newest})"), version=version, newest=VERSION)
    while version < VERSION:
        doc = UPGRADERS[version](doc)
        version = doc["version"]
    return doc


# ---- reading --------------------------------------------------------------------------
def parse(text: str) -> tuple[SavedGame, object]:
    """(saved game, replayed state) from a save file's text; SaveError with the reason."""
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveError(N_("not JSON (truncated or damaged) at line {line}: {detail}"), line=exc.lineno,
                        detail=exc.msg) from None
    except RecursionError:
        raise SaveError(N_("not a save: nested too deeply")) from None
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(N_("not a save of this game"))
    doc = upgrade(doc)
    meta, rec = doc.get("meta"), doc.get("record")
    if not isinstance(meta, dict) or not isinstance(rec, dict):
        raise SaveError(N_("wrong shape: meta and record must be objects"))
    try:
        record = GameRecord.from_dict(rec)
        seats = [Seat.from_dict(s) for s in meta.get("seats", [])]
    except (ConfigError, IllegalAction, ValueError, TypeError, KeyError, AttributeError) as exc:
        raise SaveError(N_("wrong shape: {reason}"), reason=exc) from None
    if len(seats) != record.config.players:
        raise SaveError(N_("wrong shape: {seats} seats for {players} players"), seats=len(seats),
                        players=record.config.players)
    try:
        state = replay(record)
    except IllegalAction as exc:
        raise SaveError(N_("the action log was tampered with or damaged: {reason}"), reason=exc) from None
    created = meta.get("created")
    return SavedGame(record, seats, float(created) if isinstance(created, (int, float)) else 0.0,
                     str(meta.get("title", ""))), state


def load(path: Path) -> tuple[SavedGame, object]:
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(N_("too large to be a save ({size} bytes)"), size=size)
        text = path.read_text(encoding="utf-8")
    except SaveError:
        raise
    except UnicodeDecodeError:
        raise SaveError(N_("not a text file")) from None
    except OSError as exc:
        raise SaveError(N_("cannot read: {reason}"), reason=exc.strerror or exc) from None
    return parse(text)


def backup_path(path: Path) -> Path:
    return path.with_name(path.name + ".bak")


def load_or_backup(path: Path) -> tuple[SavedGame, object, str | None]:
    """Load a save, falling back to its previous good copy; the third item says why."""
    try:
        saved, state = load(path)
        return saved, state, None
    except SaveError as exc:
        bak = backup_path(path)
        if not bak.exists():
            raise
        saved, state = load(bak)
        return saved, state, f"restored the previous copy: {exc}"


# ---- writing --------------------------------------------------------------------------
def _looks_like_ours(path: Path) -> bool:
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, RecursionError):
        return False
    return isinstance(doc, dict) and doc.get("format") == FORMAT


def write(path: Path, saved: SavedGame) -> None:
    """Write atomically: temporary file, flush, fsync, os.replace; the previous good copy
    is kept as <name>.bak. A file that is not one of our saves is never overwritten."""
    path = Path(path)
    if path.exists() and not _looks_like_ours(path):
        raise SaveError(N_("{file} exists and is not a loadable save; it will not be overwritten"), file=path.name)
    data = json.dumps(saved.to_dict(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp")
    with open(tmp, "wb") as fh:
        fh.write(data)
        fh.flush()
        os.fsync(fh.fileno())
    if path.exists():
        bak_tmp = path.with_name(f".{path.name}.{os.getpid()}.baktmp")
        shutil.copyfile(path, bak_tmp)
        os.replace(bak_tmp, backup_path(path))
    os.replace(tmp, path)
    if hasattr(os, "O_DIRECTORY"):
        fd = os.open(path.parent, os.O_DIRECTORY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def saves_dir() -> Path:
    """Where a player's saves live: the platformdirs user data folder
    (KINGDOMINO_DATA_DIR overrides it, for tests and portable installs)."""
    override = os.environ.get("KINGDOMINO_DATA_DIR")
    if override:
        return Path(override) / "saves"
    from platformdirs import user_data_path
    return user_data_path("kingdomino-family", appauthor=False) / "saves"


# ---- the player's folder ------------------------------------------------------------
AUTOSAVE = "autosave.json"
EXAMPLES_DIR = examples_dir()


def autosave_path() -> Path:
    return saves_dir() / AUTOSAVE


def write_autosave(saved: SavedGame) -> None:
    """Write the autosave. A damaged autosave in the way is moved aside (kept, listed as
    broken), never overwritten: otherwise one bad file would stop every later autosave."""
    path = autosave_path()
    if path.exists() and not _looks_like_ours(path):
        stamp = time.strftime("%Y%m%d-%H%M%S")
        os.replace(path, path.with_name(f"autosave-damaged-{stamp}.json"))
    write(path, saved)


def save_files(folder: Path) -> list[Path]:
    """The save files in a folder, newest first (backups and temporary files left out)."""
    try:
        files = [p for p in folder.glob("*.json") if not p.name.startswith(".") and p.is_file()]
    except OSError:
        return []
    return sorted(files, key=lambda p: (-p.stat().st_mtime, p.name))


def file_for(title: str) -> Path:
    """The file a named save goes to: the name with only safe characters kept."""
    safe = "".join(c if c.isalnum() or c in " -–_" else "_" for c in title).strip(" ._") or "save"
    if safe.lower() == AUTOSAVE[:-5]:
        safe += " (named)"        # the autosave's own file is never a named save
    return saves_dir() / f"{safe[:60]}.json"
