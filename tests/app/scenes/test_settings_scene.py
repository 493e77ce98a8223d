"""The Settings scene's last line names the settings file at its own size wherever the
file lives: a path too long for the room is shortened with "…", whole in a tooltip."""
import pygame
import pytest

from game.app.scenes.settings_scene import SettingsScene
from game.app.scenes.title import TitleScene
from game.app.ui import theme
from tests.app.helpers import move


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
