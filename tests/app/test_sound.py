"""Sound with SDL's dummy audio driver: the effects load, the settings (volumes, mute) are
kept in settings.json and obeyed at once, and no audio device means silence, not a crash."""
import json

import pygame
import pytest

from game.app import settings, sound
from game.app.scenes.settings_scene import SettingsScene
from game.tools import make_sounds
from tests.app.helpers import click


@pytest.fixture
def mixer(monkeypatch):
    """The mixer started as the window starts it (at the title's piece); shut down afterwards,
    so other tests stay silent."""
    monkeypatch.setattr(sound, "_piece", "title")
    monkeypatch.setattr(sound, "_playing", None)
    assert sound.start()
    yield
    pygame.mixer.quit()


class FakeSound:
    """Stands for an effect: records what it was asked to do."""

    def __init__(self):
        self.plays, self.volume = 0, None

    def set_volume(self, v):
        self.volume = v

    def play(self):
        self.plays += 1


def test_every_effect_and_the_music_load(mixer):
    assert set(sound.EFFECTS) == set(make_sounds.EFFECTS)        # the player asks for what the script makes
    for name in sound.EFFECTS:
        effect = sound.effect(name)
        assert effect is not None and 0.1 < effect.get_length() < 3, name
    assert pygame.mixer.music.get_busy()                           # the music plays by default
    assert pygame.mixer.music.get_volume() == pytest.approx(sound.gain(50), abs=0.01)
    for piece in sound.PIECES:
        pygame.mixer.music.load(sound.SOUND_DIR / f"music-{piece}.wav")      # the mixer reads μ-law WAV
        pygame.mixer.music.play()
        assert pygame.mixer.music.get_busy(), piece


def test_the_music_follows_the_scenes_title_table_and_finale(app, mixer):
    from game.app.scenes.pause import PauseScene
    from game.app.scenes.title import TitleScene
    from game.app.session import Seat, Session
    from game.app.tables.kingdomino.scene import PlayScene
    from game.app.tables.kingdomino.sheet import ScoreSheetScene
    from game.app.ui import theme
    from game.rules.config import GameConfig
    from tests.app.test_session_saves import computers_play
    app.scenes.push(TitleScene(app))
    app.step([], 0.016)
    assert sound.playing() == "title"
    c = [col for _, col in theme.PLAYER_COLOURS]
    s = Session(GameConfig("kingdomino", 2), 3, [Seat("A", c[0]), Seat("B", c[1], "random")])
    app.scenes.push(PlayScene(app, s))
    app.step([], 0.016)
    assert sound.playing() == "table"
    app.scenes.push(PauseScene(app))                  # a menu over the table: the table's piece goes on
    app.step([], 0.016)
    assert sound.playing() == "table"
    app.scenes.pop()
    done = Session(GameConfig("kingdomino", 2), 3, [Seat("A", c[0], "random"), Seat("B", c[1], "random")])
    computers_play(done)
    app.scenes.push(ScoreSheetScene(app, done))
    app.step([], 0.016)
    assert sound.playing() == "finale"
    settings.change(music_volume=0)
    sound.apply_settings()
    app.scenes.clear_to(TitleScene(app))
    app.step([], 0.016)
    assert sound.playing() is None                    # no music asked for: none starts
    settings.change(music_volume=50)
    sound.apply_settings()
    assert sound.playing() == "title"


def test_play_uses_the_effects_volume_and_mute_silences_everything(mixer, monkeypatch):
    fake = FakeSound()
    monkeypatch.setattr(sound, "effect", lambda name: fake)
    sound.play("place")
    assert fake.plays == 1 and fake.volume == pytest.approx(sound.gain(75))
    settings.change(mute=True)
    sound.apply_settings()
    sound.play("place")
    assert fake.plays == 1 and not pygame.mixer.music.get_busy()
    settings.change(mute=False, effects_volume=0)
    sound.apply_settings()
    sound.play("place")
    assert fake.plays == 1 and pygame.mixer.music.get_busy()     # effects off, the music back


def test_volumes_are_steps_of_loudness():
    assert sound.gain(100) == 1.0 and sound.gain(0) == 0.0
    assert sound.gain(75) == pytest.approx(0.5, abs=0.01)         # -6 dB
    assert sound.gain(25) == pytest.approx(0.126, abs=0.01)       # -18 dB


def test_sound_settings_round_trip_through_settings_json():
    settings.change(effects_volume=25, music_volume=0, mute=True)
    doc = json.loads(settings.settings_path().read_text())
    assert (doc["effects_volume"], doc["music_volume"], doc["mute"]) == (25, 0, True)
    again, warning = settings.load(settings.settings_path())
    assert warning is None and (again.effects_volume, again.music_volume, again.mute) == (25, 0, True)


def test_an_older_settings_file_without_sound_loads_with_the_defaults():
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "en", "theme": "classic", "read_aloud": False}))
    s, warning = settings.load(path)
    assert warning is None and (s.effects_volume, s.music_volume, s.mute) == (75, 50, False)
    path.write_text(json.dumps({"effects_volume": 33, "music_volume": "loud", "mute": "yes"}))
    s, warning = settings.load(path)
    assert warning is None and (s.effects_volume, s.music_volume, s.mute) == (75, 50, False)


def test_the_settings_scene_changes_the_music_at_once(app, mixer):
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.render()
    rows = {name: row for name, _, row in scene.rows}
    click(app, rows["music_volume"].buttons[list(settings.VOLUMES).index(0)].rect.center)
    assert settings.current().music_volume == 0 and not pygame.mixer.music.get_busy()
    click(app, rows["music_volume"].buttons[list(settings.VOLUMES).index(100)].rect.center)
    assert pygame.mixer.music.get_busy() and pygame.mixer.music.get_volume() == pytest.approx(1.0, abs=0.01)
    click(app, rows["mute"].buttons[1].rect.center)
    assert settings.current().mute and not pygame.mixer.music.get_busy()
    click(app, rows["effects_volume"].buttons[list(settings.VOLUMES).index(50)].rect.center)
    assert settings.current().effects_volume == 50


def test_without_an_audio_device_the_game_is_silent_and_says_so_once(monkeypatch, capfd):
    pygame.mixer.quit()
    monkeypatch.setenv("SDL_AUDIODRIVER", "no_such_driver")
    monkeypatch.setattr(sound, "_failed", set())
    assert not sound.start() and not sound.start()
    sound.play("place")
    sound.apply_settings()
    assert sound.no_device() and not sound.ready() and sound.effect("place") is None
    err = capfd.readouterr().err
    assert err.count("\n") == 1 and err.startswith("no sound (mixer):")


def test_a_missing_sound_file_is_reported_once_and_the_game_goes_on(mixer, monkeypatch, tmp_path, capfd):
    monkeypatch.setattr(sound, "SOUND_DIR", tmp_path)          # an install without its sounds
    monkeypatch.setattr(sound, "_loaded", {})
    monkeypatch.setattr(sound, "_failed", set())
    pygame.mixer.music.stop()
    for _ in range(2):
        sound.play("place")
        sound.apply_settings()
    err = capfd.readouterr().err
    assert err.count("\n") == 2 and "(place)" in err and "(music-title)" in err
    assert sound.effect("place") is None and not pygame.mixer.music.get_busy()
