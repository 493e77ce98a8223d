"""Saved games: versioned JSON (config, seed, action log, metadata), written atomically.

A save is data, never code: loading parses JSON and replays the log through the rules
model, so a tampered log is caught by the same validation as a bad click. A file that
cannot be loaded is reported with its reason and is never overwritten.
"""
from __future__ import annotations

import json
import os
import re
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable

from game.ai.registry import player_names
from game.files import (
    FileRefused,
    JsonRefused,
    atomic_write,
    clean_stale_temps,
    keep_as_backup,
    move_aside,
    read_capped,
    read_head,
    reserved_name,
    strict_json,
)
from game.i18n import N_, MessageError, elide
from game.names import seat_names
from game.resources import examples_dir
from game.rules.actions import IllegalAction
from game.rules.replay import GameRecord, replay

FORMAT = "kingdomino-family-save"
VERSION = 4                     # 2: seats carry their colour (v1 files get the default colours)
#                                 3: the config records its rules version (older files: version 1)
#                                 4: a finished game may keep its review (older files: none)
MAX_BYTES = 256 * 1024          # a real game is at most about 10 KB: a file above this is refused
#                                 unread, so listing many large broken files stays quick


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


@dataclass
class SavedGame:
    record: GameRecord
    seats: list[Seat]
    created: float = field(default_factory=time.time)
    title: str = ""
    review: dict | None = None   # the game's review as game/app/review_worker.py keeps it (read there)

    def to_dict(self) -> dict:
        doc = {"format": FORMAT, "version": VERSION,
               "meta": {"created": self.created, "saved": time.time(), "title": self.title,
                        "seats": [s.to_dict() for s in self.seats],
                        "actions": len(self.record.actions)},
               "record": self.record.to_dict()}
        if self.review is not None:
            doc["review"] = self.review
        return doc


# ---- upgrading ------------------------------------------------------------------------
# UPGRADERS[v] turns a version-v document into a version v+1 document.
def _v1_to_v2(doc: dict) -> dict:
    """Version 2 added each seat's colour; version 1 seats get the default colours."""
    meta = doc.get("meta")
    if isinstance(meta, dict) and isinstance(meta.get("seats"), list):
        meta["seats"] = [dict(s, colour=None) if isinstance(s, dict) else s for s in meta["seats"]]
    return dict(doc, version=2)


def _v2_to_v3(doc: dict) -> dict:
    """Version 3 records the rules version in the config; older games were played by rules
    version 1 and replay by it (RULES_VERSION in game/rules/config.py)."""
    rec = doc.get("record")
    if isinstance(rec, dict) and isinstance(rec.get("config"), dict):
        rec["config"] = dict(rec["config"], rules_version=1)
    return dict(doc, version=3)


def _v3_to_v4(doc: dict) -> dict:
    """Version 4 may keep a finished game's review; older files have none."""
    return dict(doc, version=4)


UPGRADERS: dict[int, Callable[[dict], dict]] = {1: _v1_to_v2, 2: _v2_to_v3, 3: _v3_to_v4}


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
# One validator decides whether a save loads: `saves verify`, `resume` and the window all
# go through load_checked, so a file one of them calls ok the others open too.
RNG_STATE = re.compile(r"[0-9a-f]{16}")     # what seats_for_save and Session.to_saved write


@dataclass
class LoadedGame:
    """A save that passed every check: its content and the state its log replays to."""
    saved: SavedGame
    state: object


def _shape(detail: str) -> SaveError:
    """The translated lead, then the technical detail in English (as a parser's words)."""
    return SaveError(N_("wrong shape: {reason}"), reason=detail)


def _get(d: dict[str, Any], key: str, kinds: tuple[type, ...], default: Any = None, what: str = "") -> Any:
    """d[key] when it has one of `kinds` (never a bool for a number); `default` when absent."""
    if key not in d:
        return default
    v = d[key]
    if isinstance(v, bool) and bool not in kinds or not isinstance(v, kinds):
        raise _shape(f"{what or key} has the wrong type ({elide(repr(v))})")
    return v


def _check_config(rec: dict) -> None:
    config = rec.get("config")
    if not isinstance(config, dict):
        raise _shape("record.config must be an object")
    _get(config, "game", (str,), what="config.game")
    _get(config, "players", (int,), what="config.players")
    variants = _get(config, "variants", (list,), [], what="config.variants")
    if not all(isinstance(v, str) for v in variants):
        raise _shape("config.variants must be a list of names")


def _seat(d: object, n: int, agents: set[str]) -> Seat:
    if not isinstance(d, dict):
        raise _shape(f"seat {n} must be an object")
    name = _get(d, "name", (str,), what=f"seat {n} name")
    agent = _get(d, "agent", (str,), what=f"seat {n} agent")
    if name is None or agent is None:
        raise _shape(f"seat {n} needs a name and an agent")
    if agent not in agents:
        raise SaveError(N_("seat {n} is the computer player {agent!r}, which this version does not have"),
                        n=n, agent=agent)
    rng = _get(d, "rng", (str, type(None)), what=f"seat {n} rng")
    if rng is not None and not RNG_STATE.fullmatch(rng):
        raise _shape(f"seat {n} rng must be 16 hexadecimal digits, got {elide(repr(rng))}")
    colour = _get(d, "colour", (list, type(None)), what=f"seat {n} colour")
    if colour is not None and not (len(colour) == 3 and all(type(v) is int and 0 <= v <= 255 for v in colour)):
        raise _shape(f"seat {n} colour must be three numbers from 0 to 255")
    return Seat(name, agent, rng, tuple(colour) if colour else None)


def check(doc: object) -> LoadedGame:
    """The saved game and its replayed state from a parsed save document; SaveError with
    the first fault found (shape, types, ranges, unknown players, an illegal log)."""
    if not isinstance(doc, dict) or doc.get("format") != FORMAT:
        raise SaveError(N_("not a save of this game"))
    doc = upgrade(doc)
    meta, rec = doc.get("meta"), doc.get("record")
    if not isinstance(meta, dict) or not isinstance(rec, dict):
        raise SaveError(N_("wrong shape: meta and record must be objects"))
    _check_config(rec)
    try:
        record = GameRecord.from_dict(rec)
    except MessageError as exc:        # ConfigError, IllegalAction: the reason in one line
        raise SaveError(N_("wrong shape: {reason}"), reason=exc) from None
    agents = {"human", *player_names(record.config.game)}
    seats = _get(meta, "seats", (list,), [], what="meta.seats")
    seats = [_seat(s, i + 1, agents) for i, s in enumerate(seats)]
    for seat, name in zip(seats, seat_names([s.name for s in seats], [f"Player {i + 1}" for i in range(len(seats))])):
        seat.name = name       # a name that draws as nothing or passes for another's: as the window would take it
    if len(seats) != record.config.players:
        raise SaveError(N_("wrong shape: {seats} seats for {players} players"), seats=len(seats),
                        players=record.config.players)
    created = _get(meta, "created", (int, float), 0.0, what="meta.created")
    _get(meta, "saved", (int, float), what="meta.saved")
    _get(meta, "actions", (int,), what="meta.actions")
    title = _get(meta, "title", (str,), "", what="meta.title")
    try:
        state = replay(record)
    except IllegalAction as exc:
        raise SaveError(N_("the action log was tampered with or damaged: {reason}"), reason=exc) from None
    review = doc.get("review")      # checked where it is read: a damaged review is made again, the game loads
    return LoadedGame(SavedGame(record, seats, float(created), title, review if isinstance(review, dict) else None),
                      state)


def parse_checked(text: str) -> LoadedGame:
    """A save file's text, parsed strictly and checked (SaveError with the reason)."""
    try:
        doc = strict_json(text)
    except json.JSONDecodeError as exc:
        raise SaveError(N_("not JSON (truncated or damaged) at line {line}: {detail}"), line=exc.lineno,
                        detail=exc.msg) from None
    except JsonRefused as exc:
        if exc.nesting:
            raise SaveError(N_("not a save: nested too deeply")) from None
        raise _shape(str(exc)) from None
    return check(doc)


def parse(text: str) -> tuple[SavedGame, object]:
    """(saved game, replayed state) from a save file's text; SaveError with the reason."""
    loaded = parse_checked(text)
    return loaded.saved, loaded.state


def load_checked(path: Path) -> LoadedGame:
    """Read and check a save file: at most MAX_BYTES, a regular file, UTF-8 text, every
    check of check(). The one way the CLI and the window open a save; SaveError otherwise."""
    try:
        data = read_capped(path, MAX_BYTES, regular_only=True)
        text = data.decode("utf-8")
    except FileRefused as exc:
        if exc.too_large:
            raise SaveError(N_("too large to be a save ({size} bytes)"), size=f"> {MAX_BYTES}") from None
        raise SaveError(N_("cannot read: {reason}"), reason=exc) from None
    except UnicodeDecodeError:
        raise SaveError(N_("not a text file")) from None
    except OSError as exc:
        raise SaveError(N_("cannot read: {reason}"), reason=exc.strerror or exc) from None
    return parse_checked(text)


def load(path: Path) -> tuple[SavedGame, object]:
    loaded = load_checked(Path(path))
    return loaded.saved, loaded.state


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
MARKER_BYTES = 256      # the format marker is the first key a save is written with


def looks_like_ours(path: Path) -> bool:
    """Whether a file starts as our saves do (the format marker in its first bytes): a save of
    ours, perhaps damaged or from a newer version, rather than someone else's file."""
    try:
        head = read_head(path, MARKER_BYTES)
    except OSError:
        return False
    return f'"format":"{FORMAT}"'.encode() in head.replace(b" ", b"")


def loads(path: Path) -> bool:
    """Whether this version can load the file (every check of load_checked)."""
    try:
        load_checked(path)
    except SaveError:
        return False
    return True


def move_broken(path: Path) -> Path:
    """Move a file that does not load aside, keeping every earlier one (numbered names);
    a backup's name says so. Its new name ends in .json: the Load scene lists it as broken."""
    name = path.name
    stem = name[: -len(".json.bak")] + "-backup" if name.endswith(".json.bak") else path.stem
    return move_aside(path, f"{stem}-damaged-{time.strftime('%Y%m%d-%H%M%S')}.json", keep_suffix=".json")


def check_target(path: Path, own_folder: bool = False) -> None:
    """Refuse, before anything is written: a name Windows keeps for a device (the save
    would be lost there, and a saves folder moves between systems), and (outside the
    game's own folders) a file in the way that is not one of our saves (never overwritten)."""
    if reserved_name(path.name):
        raise SaveError(N_("“{name}” is a name Windows keeps for a device; choose another name"),
                        name=path.name.split(".")[0])
    if os.path.lexists(path) and not (own_folder or looks_like_ours(path) or loads(path)):
        raise SaveError(N_("{file} exists and is not a loadable save; it will not be overwritten"), file=path.name)


Fingerprint = tuple[int, int, int]      # inode, size, modification time (ns)
_written: dict[Path, Fingerprint | None] = {}      # what this process last wrote at each path


def fingerprint(path: Path) -> Fingerprint | None:
    try:
        st = os.stat(path, follow_symlinks=False)
    except OSError:
        return None
    return st.st_ino, st.st_size, st.st_mtime_ns


def written_here(path: Path) -> bool:
    """Whether the file is still exactly what this process last wrote there (so it loads,
    and need not be read again before it is written over)."""
    return path in _written and fingerprint(path) == _written[path]


def write(path: Path, saved: SavedGame, *, own_folder: bool = False) -> list[tuple[Path, Path]]:
    """Write atomically: an exclusively created temporary file, flush, fsync, os.replace;
    the previous good copy is kept as <name>.bak. A file in the way (or a backup) that this
    version cannot load is first moved aside (move_broken), so nothing it cannot read is
    written over (a file this process wrote is not read again). Outside the game's own
    folders a file that is not one of our saves is refused instead.
    Returns each file moved aside, and where it now lies."""
    path = Path(path)
    check_target(path, own_folder)
    data = json.dumps(saved.to_dict(), ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    path.parent.mkdir(parents=True, exist_ok=True)
    bak = backup_path(path)
    moved = [(p, move_broken(p)) for p in (path, bak) if os.path.lexists(p) and not written_here(p) and not loads(p)]
    if path.exists():
        keep_as_backup(path, bak)
        _written[bak] = fingerprint(bak)
    atomic_write(path, data)
    _written[path] = fingerprint(path)
    return moved


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
    """The single autosave of older versions (game/autosaves.py reads it as one unfinished game)."""
    return saves_dir() / AUTOSAVE


_tidied: set[Path] = set()


def tidy(folder: Path) -> None:
    """Once per folder and process: remove temporary files that killed writers left
    (files.clean_stale_temps: only ours, only older than this process)."""
    if folder not in _tidied:
        _tidied.add(folder)
        clean_stale_temps(folder)


def save_files(folder: Path) -> list[Path]:
    """The save files in a folder, newest first (backups and temporary files left out).
    Opening the folder tidies it first."""
    tidy(folder)
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
