"""A window started from the menu has no terminal: an internal error in it still reaches the
log with its traceback (the program's one line names the log), and Settings shows the folder."""
from __future__ import annotations

from game import program
from game.app import run
from game.app.scenes.settings_scene import SettingsScene
from game.app.ui import theme
from tests.app.helpers import move


def test_an_internal_error_in_the_window_is_logged_with_its_traceback(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(tmp_path / "log"))

    def broken_title(app):
        raise KeyError("a scene that was never there")
    monkeypatch.setattr(run, "TitleScene", broken_title)
    assert program.main([]) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "details in" in err and str(tmp_path / "log") in err
    text = (tmp_path / "log" / "kingdomino-family.log").read_text(encoding="utf-8")
    assert "in broken_title" in text and "KeyError: 'a scene that was never there'" in text


def test_settings_shows_the_log_folder(app, tmp_path, monkeypatch):
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(tmp_path / "log"))
    app.scenes.push(SettingsScene(app))
    with theme.drawn_texts() as drawn:
        app.render()
    shown = [drawn.cut.get(text, text) for text, _px, _rect in drawn.texts]     # a long path is cut to fit
    assert any(str(tmp_path / "log") in text for text in shown)


def test_long_folder_paths_are_cut_at_a_readable_size_and_shown_whole_under_the_pointer(app, tmp_path, monkeypatch):
    """However long the folders' paths (a deep home or temporary folder), the lines keep their
    size; a cut line is whole in a tooltip."""
    deep = tmp_path.joinpath(*["folder-of-a-long-name"] * 12)
    monkeypatch.setenv("KINGDOMINO_CONFIG_DIR", str(deep / "config"))
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(deep / "log"))
    app.scenes.push(SettingsScene(app))
    with theme.drawn_texts() as drawn:
        app.render()
    cut = {shown: whole for shown, whole in drawn.cut.items() if str(deep) in whole}
    assert len(cut) == 2
    lines = [(text, px, rect) for text, px, rect in drawn.texts if text in cut]
    assert len(lines) == 2 and all(px >= 12 for _text, px, _rect in lines)
    for text, _px, rect in lines:
        move(app, rect.center)
        with theme.drawn_texts() as tip:
            app.render()
        shown = " ".join(t for t, _px, _r in tip.texts).split()
        assert set(cut[text].split()) <= set(shown)          # a tooltip wraps its line at the spaces
