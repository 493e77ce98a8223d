"""An internal error is one line for the player, naming the log, and the log keeps its
traceback with the version and the platform; the log rotates instead of growing."""
from __future__ import annotations

import platform

import pytest

from game import __version__, error_log, program
from game.cli.errors import guarded


def exploding_command(argv: list[str]) -> int:
    raise ZeroDivisionError("a bug deep inside")


@pytest.fixture
def log_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(tmp_path / "log"))
    return tmp_path / "log"


def test_an_internal_error_is_one_line_that_names_the_log_which_holds_its_traceback(log_dir, capsys):
    assert guarded(exploding_command, []) == 1
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "Traceback" not in err
    assert err.startswith("internal error: ZeroDivisionError: a bug deep inside")
    log = log_dir / "kingdomino-family.log"
    assert f"(details in {log})" in err
    text = log.read_text(encoding="utf-8")
    assert "Traceback (most recent call last)" in text and "in exploding_command" in text
    assert "ZeroDivisionError: a bug deep inside" in text
    assert __version__ in text and platform.python_version() in text and platform.system() in text


def test_a_command_that_fails_inside_logs_the_failure(log_dir, capsys, monkeypatch):
    monkeypatch.setitem(program.COMMANDS, "languages", program.Command(__name__, "exploding_command", ""))
    assert program.main(["languages"]) == 1
    assert "details in" in capsys.readouterr().err
    assert "in exploding_command" in (log_dir / "kingdomino-family.log").read_text(encoding="utf-8")


def test_the_log_rotates_and_keeps_a_few_old_files(log_dir, capsys, monkeypatch):
    monkeypatch.setattr(error_log, "MAX_BYTES", 2000)
    for _ in range(20):
        guarded(exploding_command, [])
    names = sorted(p.name for p in log_dir.iterdir())
    assert names == ["kingdomino-family.log", *(f"kingdomino-family.log.{i}" for i in range(1, error_log.BACKUPS + 1))]
    assert all(p.stat().st_size <= 4000 for p in log_dir.iterdir())


def test_a_log_that_cannot_be_written_leaves_the_one_line_without_a_path(tmp_path, capsys, monkeypatch):
    (tmp_path / "file").write_text("in the way")
    monkeypatch.setenv("KINGDOMINO_LOG_DIR", str(tmp_path / "file"))
    assert guarded(exploding_command, []) == 1
    err = capsys.readouterr().err
    assert err == "internal error: ZeroDivisionError: a bug deep inside\n"


def test_without_an_override_the_log_is_in_the_user_log_folder(monkeypatch):
    from platformdirs import user_log_path
    monkeypatch.delenv("KINGDOMINO_LOG_DIR")
    assert error_log.log_dir() == user_log_path("kingdomino-family", appauthor=False)
