"""Sound: the table's effects and quiet music (assets/sounds, made by
game/tools/make_sounds.py): one piece at the title and the menus, a longer one at the
table, another for the finale and the score sheet. The scenes name their piece (a scene's
`music`; the topmost scene that names one decides) and `follow` switches when it changes.

The mixer starts with the window (`start`, a few milliseconds); where it cannot start (no
audio device) the game plays silent and says why in one line on stderr. Effects are read
on first use. Volumes and mute come from the settings and apply at once (`apply_settings`).
"""
from __future__ import annotations

import os
import sys
from contextlib import contextmanager

import pygame

from game.app import settings
from game.resources import assets_dir

SOUND_DIR = assets_dir() / "sounds"
EFFECTS = ("pick", "place", "discard", "illegal", "coins", "knight", "build", "dragon", "dice", "spell",
           "round", "winner")
PIECES = ("title", "table", "finale")     # assets/sounds/music-<piece>.wav
MIXER = "mixer"                 # the name the mixer's own failure is reported under
CHANNELS = 16                   # effects overlap (a knight, its coins and the round's bell)
MUSIC_FADE_MS = 1500            # the music fades in rather than starting at once

_loaded: dict[str, pygame.mixer.Sound | None] = {}   # None: the file could not be read
_failed: set[str] = set()               # what was reported already: files, music, the mixer itself
_piece = "title"                        # the piece the scenes ask for
_playing: str | None = None             # the piece the mixer was last started on


def gain(percent: float) -> float:
    """The mixer volume for a setting's percentage: 100 % is full, every 25 % less is 6 dB
    softer (the ear hears steps of loudness, not of amplitude), 0 is silent."""
    return 0.0 if percent <= 0 else 10 ** ((percent - 100) * 0.012)


def ready() -> bool:
    """The mixer is running: sounds are heard."""
    return pygame.mixer.get_init() is not None


def no_device() -> bool:
    """The mixer was asked to start and could not (no audio device): the game is silent."""
    return MIXER in _failed and not ready()


def start() -> bool:
    """Start the mixer (once) and the music as the settings say. False when there is no
    sound: the reason is printed once, and every call here then does nothing."""
    if not ready():
        _loaded.clear()                  # sounds of a mixer that was shut down are no use
        try:
            pygame.mixer.pre_init(44100, -16, 2, 512)
            with _quiet_stderr():
                pygame.mixer.init()
            pygame.mixer.set_num_channels(CHANNELS)
        except pygame.error as exc:
            _report(MIXER, exc)
            return False
    apply_settings()
    return True


@contextmanager
def _quiet_stderr():
    """Without a sound card the audio libraries print several lines of their own (ALSA);
    they are hidden while the mixer starts, so the player sees our one line at most."""
    try:
        sys.stderr.flush()
        saved = os.dup(2)
    except (OSError, ValueError, AttributeError):     # no stderr to hide (a windowed start)
        yield
        return
    try:
        with open(os.devnull, "w") as null:
            os.dup2(null.fileno(), 2)
            yield
    finally:
        os.dup2(saved, 2)
        os.close(saved)


def _report(name: str, exc: Exception) -> None:
    """One line on stderr, once, for what does not sound (the game goes on without it)."""
    if name not in _failed:
        _failed.add(name)
        print(f"no sound ({name}): {exc}", file=sys.stderr)


def effect(name: str) -> pygame.mixer.Sound | None:
    """The effect's sound, read on first use; None without a mixer or a readable file."""
    if not ready():
        return None
    if name not in _loaded:
        try:
            _loaded[name] = pygame.mixer.Sound(SOUND_DIR / f"{name}.wav")
        except (pygame.error, FileNotFoundError) as exc:
            _report(name, exc)
            _loaded[name] = None
    return _loaded[name]


def play(name: str) -> None:
    """Play an effect at the effects volume (nothing when muted or silent)."""
    cur = settings.current()
    if cur.mute or gain(cur.effects_volume) == 0 or not ready():
        return
    snd = effect(name)
    if snd is not None:
        snd.set_volume(gain(cur.effects_volume))
        snd.play()


def piece_of(stack) -> str | None:
    """The piece the topmost scene that names one asks for (None: none does)."""
    return next((scene.music for scene in reversed(stack) if getattr(scene, "music", None)), None)


def follow(stack) -> None:
    """The scenes changed: the music switches when they ask for another piece."""
    global _piece
    wanted = piece_of(stack)
    if wanted is not None and wanted != _piece:
        _piece = wanted
        apply_settings()


def playing() -> str | None:
    """The piece the mixer plays (None: no music)."""
    return _playing if ready() and pygame.mixer.music.get_busy() else None


def apply_settings() -> None:
    """The music as the settings say, at once: started (looping, the scenes' piece), stopped
    or set louder or softer."""
    global _playing
    if not ready():
        return
    cur = settings.current()
    volume = 0.0 if cur.mute else gain(cur.music_volume)
    if volume == 0:
        pygame.mixer.music.stop()
        return
    name = f"music-{_piece}"
    if (_playing != _piece or not pygame.mixer.music.get_busy()) and name not in _failed:
        try:
            pygame.mixer.music.load(SOUND_DIR / f"{name}.wav")
            pygame.mixer.music.play(loops=-1, fade_ms=MUSIC_FADE_MS)
            _playing = _piece
        except (pygame.error, FileNotFoundError) as exc:
            _report(name, exc)
    pygame.mixer.music.set_volume(volume)
