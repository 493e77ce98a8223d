"""Settings: defaults, atomic writes, a broken file never crashes and is never lost."""
import json
import os

from game import i18n
from game.app import settings
from game.app.ui import theme


def test_defaults_when_there_is_no_file():
    s = settings.current()
    assert s == settings.Settings() and settings.warning() is None
    assert not settings.settings_path().exists()
    assert str(settings.settings_path()).startswith(os.environ["KINGDOMINO_CONFIG_DIR"])


def test_change_writes_and_reads_back():
    settings.change(animation_speed=2.0, thinking=0.5, undo_hot_seat=True, window="1280x720")
    doc = json.loads(settings.settings_path().read_text())
    assert doc["animation_speed"] == 2.0 and doc["undo_hot_seat"] is True
    again, warning = settings.load(settings.settings_path())
    assert warning is None and again.thinking == 0.5 and again.window == "1280x720"
    assert settings.flight_seconds(0.5) == 0.25
    assert not list(settings.settings_path().parent.glob(".*tmp"))


def test_unknown_values_fall_back_to_their_defaults():
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text(json.dumps({"language": "xx", "animation_speed": 7, "window": "fullscreen", "future": 1}))
    s, warning = settings.load(path)
    assert warning is None and s.language == "en" and s.animation_speed == 1.0 and s.window == "fullscreen"


def test_a_broken_file_gives_defaults_and_a_warning_and_is_kept():
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("{ my hand-edited settings")
    assert settings.current() == settings.Settings()
    assert "ignored" in settings.warning() and "\n" not in settings.warning()
    assert path.read_text() == "{ my hand-edited settings"       # reading never overwrites
    settings.change(theme="classic")
    assert (path.parent / "settings.json.broken").read_text() == "{ my hand-edited settings"
    assert settings.load(path) == (settings.current(), None)


def test_the_settings_warning_is_in_the_players_language_with_the_parsers_words_after_it(monkeypatch):
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text('{"theme": "classic",\n "language": }')
    monkeypatch.setattr(i18n, "_current", i18n.catalog("el"))
    assert settings.warning() == ("το αρχείο ρυθμίσεων settings.json αγνοήθηκε (μη έγκυρο JSON, γραμμή 2: "
                                  "Expecting value)· ισχύουν οι προεπιλογές")
    monkeypatch.setattr(i18n, "_current", i18n.catalog("en"))
    assert settings.warning() == ("settings file settings.json ignored (not valid JSON, line 2: Expecting value); "
                                  "using the defaults")


def test_lists_other_code_can_extend(monkeypatch):
    monkeypatch.setitem(settings.LANGUAGES, "cs", "Čeština")
    assert settings.languages()["cs"] == "Čeština"
    assert settings.change(language="cs").language == "cs"
    assert "classic" in settings.themes()


def test_the_title_shows_a_broken_settings_warning(app):
    from game.app.scenes.title import TitleScene
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.write_text("[")
    app.scenes.push(TitleScene(app))
    app.render()
    h = app.screen.get_height()
    reds = sum(app.screen.get_at((x, y))[:3] == theme.BAD for x in range(0, 600, 2) for y in range(h - 30, h))
    assert reds > 0 and path.read_text() == "["


READER = """
import resource, sys
resource.setrlimit(resource.RLIMIT_AS, (1 << 31, 1 << 31))   # a reader that never stops fails fast
from pathlib import Path
from game.app import settings
for name in sys.argv[1:]:
    s, why = settings.load(Path(name))
    print(s == settings.Settings(), why)
"""


def test_a_settings_file_that_is_a_device_or_a_fifo_is_refused_without_waiting(tmp_path):
    import subprocess
    import sys
    from pathlib import Path
    zero, fifo = tmp_path / "zero" / "settings.json", tmp_path / "fifo" / "settings.json"
    zero.parent.mkdir()
    fifo.parent.mkdir()
    zero.symlink_to("/dev/zero")
    os.mkfifo(tmp_path / "pipe")
    fifo.symlink_to(tmp_path / "pipe")            # nobody ever writes to it
    proc = subprocess.run([sys.executable, "-c", READER, str(zero), str(fifo)], capture_output=True, text=True,
                          cwd=Path(__file__).resolve().parents[2], timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.splitlines() == ["True settings file settings.json ignored (cannot read: not a regular file); "
                                        "using the defaults"] * 2


def test_a_broken_settings_link_is_moved_aside_as_a_link_and_never_written_through(monkeypatch, tmp_path):
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    path.symlink_to("/dev/zero")
    assert "not a regular file" in settings.warning()
    settings.change(theme="classic")
    aside = path.parent / "settings.json.broken"
    assert aside.is_symlink() and os.readlink(aside) == "/dev/zero"
    assert not path.is_symlink() and settings.load(path) == (settings.current(), None)


def test_every_broken_settings_file_is_kept_under_its_own_name():
    path = settings.settings_path()
    path.parent.mkdir(parents=True)
    for n, text in enumerate(("{ first", "{ second", "{ third")):
        path.write_text(text)
        settings._cache.clear()
        settings.change(theme="classic", ui_scale=100 + 25 * n)
    folder = path.parent
    assert (folder / "settings.json.broken").read_text() == "{ first"
    assert (folder / "settings.json.broken-2").read_text() == "{ second"
    assert (folder / "settings.json.broken-3").read_text() == "{ third"
    assert settings.load(path)[0].ui_scale == 150


def test_a_change_keeps_what_another_window_changed_meanwhile():
    settings.change(mute=True)
    assert settings.current().mute
    doc = json.loads(settings.settings_path().read_text())
    doc["music_volume"] = 25                    # another window, after this one read the file
    settings.settings_path().write_text(json.dumps(doc))
    settings.change(effects_volume=100)
    again, warning = settings.load(settings.settings_path())
    assert warning is None and (again.music_volume, again.effects_volume, again.mute) == (25, 100, True)


def test_the_last_setups_names_load_by_the_rule_for_names():
    setup = settings.checked_setup({"names": ["\ufe0f\u034f", " Ann\u200b ", "\uff22ob", 7]})
    assert setup["names"] == ["", "Ann", "Bob"]          # "": the seat's default name
