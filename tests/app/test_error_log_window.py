"""A window started from the menu has no terminal: an internal error in it still reaches the
log with its traceback (the program's one line names the log), and Settings shows the folder."""
from __future__ import annotations

from game.app import run
from game.app.scenes.settings_scene import SettingsScene
from game.app.ui import theme
from game.cli import commands


def test_an_internal_error_in_the_window_is_logged_with_its_traceback(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(tmp_path / "log"))

    def broken_title(app):
        raise KeyError("a scene that was never there")
    monkeypatch.setattr(run, "TitleScene", broken_title)
    assert commands.main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "details in" in err and str(tmp_path / "log") in err
    text = (tmp_path / "log" / "kingdomino-family.log").read_text(encoding="utf-8")
    assert "in broken_title" in text and "KeyError: 'a scene that was never there'" in text


def test_settings_shows_the_log_folder(app, tmp_path, monkeypatch):
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(tmp_path / "log"))
    shown: list[str] = []
    real = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surface, text, *a, **k: shown.append(text) or real(surface, text, *a, **k))
    app.scenes.push(SettingsScene(app))
    app.render()
    assert any(str(tmp_path / "log") in text for text in shown)
