"""`python main.py tutorial GAME --autoplay --quit` plays a lesson through in the real window
(dummy video driver) and exits 0; an unknown game gets one line and exit status 2."""
from __future__ import annotations

import json

import pytest

from tests.cli.helpers import json_lines, run_here, run_main


@pytest.fixture
def fast(tmp_path, monkeypatch):
    """The player's folders are temporary, and animations run fast."""
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"animation_speed": 2.0, "language": "en"}))
    monkeypatch.setenv("KINGDOMINO_CONFIG_DIR", str(config))
    monkeypatch.setenv("KINGDOMINO_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")
    return tmp_path


def test_the_kingdomino_lesson_autoplays_to_its_end(fast):
    shot = fast / "end.png"
    done = run_main("tutorial", "kingdomino", "--autoplay", "--quit", "--size", "1280x720", "--screenshot", str(shot))
    assert done.returncode == 0, done.stderr
    [line] = json_lines(done.stdout)
    assert line["lesson"] == "kingdomino" and line["over"] is True
    assert shot.stat().st_size > 10_000
    assert not (fast / "data").exists() or not any((fast / "data").rglob("*.json"))   # no autosave written


def test_an_unknown_game_gets_one_line_and_status_2(fast):
    done = run_here("tutorial", "chess")
    assert done.returncode == 2
    assert done.stderr.strip().count("\n") == 0
    assert "no lesson for 'chess'" in done.stderr and done.stdout == ""


def test_a_screenshot_in_a_missing_folder_is_refused_before_the_window_opens(fast):
    done = run_here("tutorial", "kingdomino", "--screenshot", str(fast / "nowhere" / "x.png"))
    assert done.returncode == 2 and done.stderr.startswith("error: ")


def test_a_screenshot_path_that_is_a_folder_is_refused_before_the_lesson(fast):
    done = run_here("tutorial", "kingdomino", "--autoplay", "--quit", "--screenshot", str(fast))
    assert done.returncode == 2 and done.stderr == f"error: --screenshot: {fast} is a folder, not a file\n"
    assert done.stdout == ""                 # no lesson was played for nothing
