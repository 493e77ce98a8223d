"""The Settings scene's last line names the settings file at its own size wherever the
file lives: a path too long for the room is shortened with "…", whole in a tooltip."""
import pygame
import pytest

from game.app.scenes.settings_scene import SettingsScene
from game.app.scenes.title import TitleScene
from game.app.ui import theme
from tests.app.helpers import click, key, move, wheel


def file_line(app):
    with theme.drawn_texts() as drawn:
        app.render()
    return next((t, px, r) for t, px, r in drawn.texts if t.startswith("settings file:")), drawn


@pytest.mark.parametrize("depth", [1, 12])
def test_the_settings_file_is_named_at_its_own_size_however_long_its_path(app, tmp_path, monkeypatch, depth):
    folder = tmp_path.joinpath(*["a-rather-long-folder-name"] * depth) / "config"
    monkeypatch.setenv("KINGDOMINO_CONFIG_DIR", str(folder))
    app.scenes.push(TitleScene(app))
    scene = SettingsScene(app)
    app.scenes.push(scene)
    (text, px, rect), drawn = file_line(app)
    whole = f"settings file: {folder / 'settings.json'}"
    assert px == int(19 * scene.scale)                                          # never shrunk to fit
    assert rect.right <= scene.back.rect.x                                      # never under Back
    if text == whole:
        return
    assert text.endswith("…") and drawn.cut[text] == whole
    move(app, rect.center)
    with theme.drawn_texts() as tip:
        app.render()
    shown = " ".join(t for t, _px, r in tip.texts if r is None)                # the tooltip's lines
    assert shown.split() == whole.split()


def test_a_long_path_is_drawn_as_large_as_a_short_one(app, tmp_path, monkeypatch):
    sizes = []
    for depth in (0, 12):
        monkeypatch.setenv("KINGDOMINO_CONFIG_DIR", str(tmp_path.joinpath(*["a-rather-long-folder-name"] * depth)))
        scene = SettingsScene(app)
        app.scenes.push(scene)
        (_text, px, _rect), _drawn = file_line(app)
        sizes.append(px)
        app.scenes.pop()
    assert sizes[0] == sizes[1] and sizes[0] >= 12
    assert pygame.display.get_surface().get_size() == (1280, 720)


def row(scene, name):
    return next(r for n, _label, r in scene.rows if n == name)


def test_at_100_percent_every_row_fits_and_nothing_scrolls(app):
    scene = SettingsScene(app)
    app.scenes.push(scene)
    assert scene.max_scroll == 0
    wheel(app, -3)
    assert scene.scroll == 0
    assert scene.card.contains(row(scene, "mute").buttons[0].rect)


def test_at_150_percent_the_rows_scroll_and_the_keyboard_brings_its_row_into_sight(app):
    theme.set_ui_scale(1.5)
    scene = SettingsScene(app)
    app.scenes.push(scene)
    mute = row(scene, "mute")
    assert scene.max_scroll > 0 and not scene.view.contains(mute.buttons[0].rect)
    on = mute.buttons[1]
    click(app, on.rect.center)                 # under the footer: a click there sets nothing
    assert mute.value is False and scene.focus.current is not mute
    wheel(app, -20)                            # scrolled to the end: the last row in sight
    assert scene.scroll == scene.max_scroll and scene.view.contains(on.rect)
    click(app, on.rect.center)
    assert mute.value is True
    wheel(app, 20)
    assert scene.scroll == 0
    for _ in range(2 * len(scene.rows)):       # Tab on to the last row: it scrolls into sight
        key(app, pygame.K_TAB)
        if scene.focus.current is mute:
            break
    assert scene.focus.current is mute and scene.view.contains(mute.buttons[0].rect)
