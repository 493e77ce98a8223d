"""The window carries the program's icon and a class the desktop entry matches."""
from __future__ import annotations

import os

import pygame
import pytest

from game.app import window


@pytest.mark.parametrize("given, expected", [(None, window.APP_ID), ("main.py", window.APP_ID),
                                             ("mine", "mine")])
def test_the_window_class_is_the_programs_unless_the_user_named_it(monkeypatch, given, expected):
    monkeypatch.setattr("sys.argv", ["/somewhere/main.py"])
    monkeypatch.delenv("SDL_VIDEO_WAYLAND_WMCLASS", raising=False)
    if given is None:
        monkeypatch.delenv("SDL_VIDEO_X11_WMCLASS", raising=False)
    else:
        monkeypatch.setenv("SDL_VIDEO_X11_WMCLASS", given)
    window.name_window_class()
    assert os.environ["SDL_VIDEO_X11_WMCLASS"] == expected
    assert os.environ["SDL_VIDEO_WAYLAND_WMCLASS"] == window.APP_ID == "io.github.kingdomino_family.KingdominoFamily"


def test_open_window_sets_the_icon_before_the_window(monkeypatch):
    calls = []
    monkeypatch.setattr(pygame.display, "set_icon", lambda surface: calls.append(("icon", surface.get_size())))
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda *a, **k: calls.append(("mode",)) or real(*a, **k))
    window.open_window((640, 480))
    assert calls == [("icon", (256, 256)), ("mode",)]
