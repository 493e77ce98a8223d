"""The icon (assets/icon.png) is drawn by game.tools.make_icon from the game's own art, and
the committed picture is the one the tool draws now; the desktop entry names it."""
from __future__ import annotations

import configparser
from pathlib import Path

import pygame

from game.app.window import APP_ID
from game.resources import assets_dir
from game.tools import make_icon

ROOT = Path(__file__).resolve().parents[2]


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_the_committed_icon_is_the_one_the_tool_draws(tmp_path):
    committed = pygame.image.load(str(assets_dir() / "icon.png"))
    assert committed.get_size() == (256, 256)
    assert make_icon.main([str(tmp_path / "icon.png")]) == 0
    assert pixels(pygame.image.load(str(tmp_path / "icon.png"))) == pixels(committed)
    corner, middle = committed.get_at((0, 0)), committed.get_at((128, 128))
    assert corner.a == 0 and middle.a == 255          # a rounded plate on transparency


def test_the_desktop_entry_starts_the_installed_program_with_the_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "packaging" / "kingdomino-family.desktop", encoding="utf-8")
    fields = entry["Desktop Entry"]
    assert fields["Type"] == "Application" and fields["Terminal"] == "false"
    assert fields["Exec"] == fields["Icon"] == fields["StartupWMClass"] == APP_ID == "kingdomino-family"
    for game in ("Kingdomino", "Královská zahrada", "Queendomino", "Kingdomino Duel"):
        assert game in fields["Comment"]
