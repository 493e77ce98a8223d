"""A distribution may remove the DejaVu files the program carries and depend on its own: the
program then draws with the system's DejaVu, found by name in the font folders."""
from __future__ import annotations

import shutil

import pygame
import pytest

from game.app.scenes.title import TitleScene
from game.app.ui import fonts, theme

CARRIED = ("DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif-Bold.ttf")


@pytest.fixture(autouse=True, scope="module")
def font_module_ready():
    """pygame's font module, which a test run first in its process (no window test before it) finds off."""
    pygame.font.init()


@pytest.fixture
def carried_fonts_removed(tmp_path, monkeypatch):
    """The program as a distribution ships it: assets/fonts without the font files."""
    monkeypatch.setattr(fonts, "FONT_DIR", tmp_path / "assets" / "fonts")
    theme.clear_caches()
    yield
    monkeypatch.undo()
    theme.clear_caches()


def test_the_window_draws_with_the_systems_dejavu_when_the_carried_files_are_removed(
        app, tmp_path, monkeypatch, carried_fonts_removed):
    system = tmp_path / "share" / "fonts" / "truetype" / "dejavu"       # as Debian installs them
    system.mkdir(parents=True)
    for name in CARRIED:
        shutil.copy(fonts.assets_dir() / "fonts" / name, system / name)
    monkeypatch.setenv("XDG_DATA_DIRS", str(tmp_path / "share"))
    monkeypatch.setattr(fonts.Path, "home", lambda: tmp_path / "home")
    assert [fonts.font_file(name) for name in CARRIED] == [system / name for name in CARRIED]
    app.scenes.push(TitleScene(app))
    with theme.drawn_texts() as drawn:
        app.render()
    assert len(drawn.texts) > 3


def test_this_systems_own_dejavu_is_found_where_it_is_installed(carried_fonts_removed):
    found = fonts.font_file("DejaVuSans.ttf")
    if not found.is_file():
        pytest.skip("no DejaVu Sans installed on this system")
    assert found.parent != fonts.FONT_DIR and theme.font(14).size("Kingdomino")[0] > 0


def test_the_carried_fonts_come_first():
    assert fonts.font_file("DejaVuSans.ttf") == fonts.assets_dir() / "fonts" / "DejaVuSans.ttf"


def test_a_font_opened_before_pygame_quit_is_opened_again_after_it():
    """demo and the window end with pygame.quit(), which closes every font file: a process
    that opens another window afterwards (the tests, a demo run twice) measures and draws its
    text again, never with a font pygame no longer knows ("Invalid font")."""
    display, mixer = pygame.display.get_init(), pygame.mixer.get_init()   # put back as found
    pygame.font.init()
    measured = theme.font(20).size("Kingdomino")
    pygame.quit()
    pygame.font.init()
    try:
        assert theme.font(20).size("Kingdomino") == measured
        assert theme.font(20, bold=True).size("Kingdomino")[0] > 0
    finally:
        if display:
            pygame.display.init()
        if mixer:
            frequency, size, channels = mixer
            pygame.mixer.init(frequency, size, channels)
