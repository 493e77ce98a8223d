"""The player's settings: language, theme, window, animation speed, computer thinking
time, undo in hot-seat games and sound. Kept in the platformdirs user config folder
(KINGDOMINO_CONFIG_DIR overrides it; tests set it) as settings.json.

Written with the same care as saves: temporary file, flush, fsync, os.replace. A settings
file that cannot be read gives the defaults and a one-line warning (in the player's
language, the system's own words for the cause after it); it is never
overwritten silently: it is moved aside to settings.json.broken (then .broken-2, …) when
the player next changes a setting, so nothing they wrote by hand is lost and the game
never crashes. Only a regular file of at most MAX_BYTES is read, so a settings.json that
is a link to a device or a FIFO never stops the game at start-up.
"""
from __future__ import annotations

import json
import os
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field, fields
from pathlib import Path

from platformdirs import user_config_path

from game import i18n
from game.app.ui import theme
from game.files import atomic_write, move_aside, read_capped, strict_json
from game.i18n import N_, Message, translate
from game.locks import exclusive
from game.names import clean

INSTANT = 0.0      # the animation speed at which nothing moves: every animation lasts no time
LANGUAGES: dict[str, str] = dict(i18n.LANGUAGES)    # each in its own name, never translated
# the labels are English msgids, translated where they are shown
WINDOWS: dict[str, str] = {"auto": N_("Fit the screen"), "1280x720": "1280×720", "1600x900": "1600×900",
                           "1920x1080": "1920×1080", "fullscreen": N_("Full screen")}
SPEEDS: dict[float, str] = {0.5: N_("Slow"), 1.0: N_("Normal"), 2.0: N_("Fast"),
                           INSTANT: N_("Instant")}
COMPUTER_PACES: dict[float, str] = {1.0: N_("Normal"), 4.0: N_("Fast"), INSTANT: N_("Instant")}
THINKING: dict[float, str] = {0.5: "0.5×", 1.0: "1×", 2.0: "2×"}
UI_SCALES: dict[int, str] = {100: "100 %", 125: "125 %", 150: "150 %", 175: "175 %", 200: "200 %"}
VOLUMES: dict[int, str] = {0: N_("Off"), 25: "25 %", 50: "50 %", 75: "75 %", 100: "100 %"}


def languages() -> dict[str, str]:
    """Language code -> its name, for the settings scene (extend LANGUAGES to add one)."""
    return dict(LANGUAGES)


def themes() -> dict[str, str]:
    """Theme id -> its name: the files in assets/themes (game.app.theme.THEMES)."""
    return dict(theme.THEMES)


@dataclass
class Settings:
    language: str = field(default_factory=i18n.system_language)
    theme: str = "classic"
    window: str = "auto"
    animation_speed: float = 1.0     # animations last their base time divided by this (INSTANT: none)
    thinking: float = 1.0            # multiplies each computer level's thinking budget
    computer_moves: float = 1.0      # computers' moves shown this many times faster (INSTANT: at once)
    undo_hot_seat: bool = False      # with several people at the table, Undo reaches earlier people's turns
    hand_over: bool = False          # with several people at the table, a banner names each before their turn
    ui_scale: int = 100              # text and widgets at this percentage of their size
    read_aloud: bool = False         # moves read aloud by espeak-ng (where installed)
    effects_volume: int = 75         # the table's sound effects, in percent (0: none)
    music_volume: int = 50           # the music, in percent (0: no music)
    mute: bool = False               # no sound at all, the volumes kept for later
    lessons_offered: list = field(default_factory=list)   # games whose lesson New game has offered
    lesson_steps: dict = field(default_factory=dict)      # lesson id -> the step a player left it at
    seat_wait: int = 60              # seconds a dropped network player is waited for before the host may hand the seat on
    online_server: str = ""          # the shared server last used from Play online (HOST:PORT or tls://HOST:PORT)
    online_ca: str = ""              # a private authority's certificate file for tls:// servers ("": the system's)
    online_name: str = ""            # the name last typed to play online ("": the default)

    # ---- the New game scene's last setup ----------------------------------------------
    new_game: dict = field(default_factory=dict)    # see checked_setup; {}: the defaults

    def checked(self) -> "Settings":
        """A copy with every unknown value replaced by its default."""
        d = Settings()
        out = Settings(
            self.language if self.language in languages() else d.language,
            self.theme if self.theme in themes() else d.theme,
            self.window if self.window in WINDOWS else d.window,
            self.animation_speed if self.animation_speed in SPEEDS else d.animation_speed,
            self.thinking if self.thinking in THINKING else d.thinking,
            self.computer_moves if self.computer_moves in COMPUTER_PACES else d.computer_moves,
            self.undo_hot_seat if isinstance(self.undo_hot_seat, bool) else d.undo_hot_seat,
            self.hand_over if isinstance(self.hand_over, bool) else d.hand_over,
            self.ui_scale if self.ui_scale in UI_SCALES else d.ui_scale,
            self.read_aloud if isinstance(self.read_aloud, bool) else d.read_aloud,
            self.effects_volume if self.effects_volume in VOLUMES else d.effects_volume,
            self.music_volume if self.music_volume in VOLUMES else d.music_volume,
            self.mute if isinstance(self.mute, bool) else d.mute,
            [g for g in self.lessons_offered if isinstance(g, str)] if isinstance(self.lessons_offered, list) else [],
            {k: v for k, v in self.lesson_steps.items() if isinstance(k, str) and type(v) is int and v >= 0}
            if isinstance(self.lesson_steps, dict) else {},
            self.seat_wait if type(self.seat_wait) is int and 0 <= self.seat_wait <= 3600 else d.seat_wait,
            self.online_server[:200] if isinstance(self.online_server, str) else d.online_server,
            self.online_ca[:1000] if isinstance(self.online_ca, str) else d.online_ca,
            clean(self.online_name) if isinstance(self.online_name, str) else d.online_name)
        out.new_game = checked_setup(self.new_game)
        return out


SETUP_LISTS = {"variants": str, "names": str, "colours": int, "kinds": str, "levels": str}
MAX_SEATS = 8


def checked_setup(doc: object) -> dict:
    """The last new game's setup as written by the New game scene: the game, the player
    count and per seat a name, a colour, a person or computer level; only values of the
    right kind are kept (the scene checks them against the games' data when it opens)."""
    if not isinstance(doc, dict):
        return {}
    out: dict = {}
    if isinstance(doc.get("game"), str):
        out["game"] = doc["game"]
    if type(doc.get("players")) is int:
        out["players"] = doc["players"]
    for key, kind in SETUP_LISTS.items():
        values = doc.get(key)
        if isinstance(values, list):
            out[key] = [v[:32] if isinstance(v, str) else v for v in values[:MAX_SEATS] if type(v) is kind]
    if "names" in out:
        out["names"] = [clean(n) for n in out["names"]]     # "": the seat's default name
    return out


def config_dir() -> Path:
    override = os.environ.get("KINGDOMINO_CONFIG_DIR")
    if override:
        return Path(override)
    return user_config_path("kingdomino-family", appauthor=False)


def settings_path() -> Path:
    return config_dir() / "settings.json"


MAX_BYTES = 64 * 1024      # a settings file is a few hundred bytes


def load(path: Path) -> tuple[Settings, Message | None]:
    """(settings, warning): the defaults and the one-line reason when the file is unusable.
    Only a regular file is read, and at most MAX_BYTES of it: a settings.json that is a
    device or a FIFO is broken, never waited on."""
    if not os.path.lexists(path):
        return Settings(), None
    try:
        doc = strict_json(read_capped(path, MAX_BYTES, regular_only=True).decode("utf-8"))
        if not isinstance(doc, dict):
            return Settings(), _ignored(path, Message(N_("not a JSON object")))
        names = {f.name for f in fields(Settings)}
        return Settings(**{k: v for k, v in doc.items() if k in names}).checked(), None
    except json.JSONDecodeError as exc:
        why = Message(N_("not valid JSON, line {line}: {detail}"), {"line": exc.lineno, "detail": exc.msg})
    except UnicodeDecodeError:
        why = Message(N_("not a text file"))
    except OSError as exc:           # FileRefused too: too large, or not a regular file
        why = Message(N_("cannot read: {reason}"), {"reason": exc.strerror or exc})
    except (ValueError, TypeError) as exc:
        why = Message(N_("unusable content: {detail}"), {"detail": exc})
    return Settings(), _ignored(path, why)


def _ignored(path: Path, why: Message) -> Message:
    return Message(N_("settings file {file} ignored ({why}); using the defaults"), {"file": path.name, "why": why})


def save(path: Path, settings: Settings) -> None:
    """Atomic write; a file we could not read is first moved aside, every earlier one kept
    (settings.json.broken, settings.json.broken-2, …)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    if os.path.lexists(path) and load(path)[1]:
        move_aside(path, path.name + ".broken")
    atomic_write(path, json.dumps(asdict(settings), indent=2).encode("utf-8"))


_cache: dict[Path, tuple[Settings, Message | None]] = {}


def current() -> Settings:
    """The settings in force (read once per config folder)."""
    path = settings_path()
    if path not in _cache:
        _cache[path] = load(path)
    return _cache[path][0]


def warning() -> str | None:
    """Why the settings file was not used or written, in the player's language (None: all well)."""
    current()
    why = _cache[settings_path()][1]
    return translate(why) if why else None


def change(**values) -> Settings:
    """Set some settings, write them, and make them current; returns the new settings. The
    file is read again under its lock and only these values are changed in it, so what
    another window changed meanwhile is kept there."""
    new = Settings(**{**asdict(current()), **values}).checked()
    path = settings_path()
    try:
        mine = asdict(new)
        with exclusive(path):
            on_disk, unusable = load(path)
            save(path, new if unusable else Settings(**{**asdict(on_disk), **{k: mine[k] for k in values}}))
        _cache[path] = (new, None)
    except OSError as exc:
        _cache[path] = (new, Message(N_("settings not saved: {reason}"), {"reason": exc.strerror or exc}))
    return new


_hurry = False      # see hurried


@contextmanager
def hurried(on: bool = True) -> Iterator[None]:
    """Within it every animation lasts no time, whatever the speed setting: a network table
    catching up on the moves it missed shows them at once."""
    global _hurry
    before, _hurry = _hurry, on
    try:
        yield
    finally:
        _hurry = before


def hurrying() -> bool:
    """Within hurried: moves are shown at once (and not heard)."""
    return _hurry


def flight_seconds(base: float) -> float:
    """How long an animation lasts at the chosen speed (no time at all at "Instant")."""
    speed = current().animation_speed
    return base / speed if speed != INSTANT and not _hurry else 0.0
