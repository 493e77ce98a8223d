"""The dispatcher (game.program): `main.py`, `python -m game` and the installed
`kingdomino-family` are one program. --help lists every command, --version names the
package, an unknown command is one line and exit status 2, a command parses its own options."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from importlib import import_module
from types import SimpleNamespace

import pytest

from game import __version__, program
from tests.cli.helpers import ROOT, run_main

GAMES = ("Kingdomino", "Královská zahrada", "Queendomino with the Royal Wedding", "Kingdomino Duel")


def run_module(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game", *args], capture_output=True, text=True,
                          cwd=ROOT, timeout=120)


def test_help_lists_every_command_with_its_line_and_names_the_four_games():
    proc = run_main("--help")
    assert proc.returncode == 0 and proc.stderr == ""
    text = " ".join(proc.stdout.split())        # argparse wraps lines to the terminal
    assert set(program.COMMANDS) == {"score", "simulate", "bench", "saves", "resume", "demo", "languages",
                                     "serve", "join", "watch", "tables", "host", "tutorial", "tally", "review"}
    for name, command in program.COMMANDS.items():
        assert f"{name} {command.summary}" in text
    for game in GAMES:
        assert game in text
    for option in ("--size", "--theme", "--scale", "--lang", "--version"):
        assert option in text


@pytest.mark.parametrize("run", [run_main, run_module])
def test_version_names_the_package(run):
    proc = run("--version")
    assert proc.returncode == 0
    assert proc.stdout == f"kingdomino-family {__version__}\n"


def test_python_m_game_is_the_same_program():
    proc = run_module("fly")
    assert proc.returncode == 2 and proc.stderr.startswith("error: unknown command 'fly'")
    assert "python -m game" in run_module("--help").stdout


@pytest.mark.parametrize("argv", [["fly"], ["--fly"], ["--size"], ["--lang", "cs", "score"]])
def test_bad_input_is_one_line_and_exit_2(argv):
    proc = run_main(*argv)
    assert proc.returncode == 2 and proc.stdout == ""
    assert len(proc.stderr.splitlines()) == 1 and proc.stderr.startswith("error:")


def test_every_command_runs_a_function_of_the_program():
    for command in program.COMMANDS.values():
        assert callable(getattr(import_module(command.module), command.function))


def test_unknown_command_lists_the_commands():
    err = run_main("fly").stderr
    assert "unknown command 'fly'" in err and all(name in err for name in program.COMMANDS)


def test_a_command_parses_its_own_options_help_included():
    proc = run_main("score", "--help")
    assert proc.returncode == 0 and proc.stdout.startswith("usage: score")
    proc = run_main("simulate", "--games", "0")
    assert proc.returncode == 2 and "--games" in proc.stderr


def test_a_command_gets_the_rest_of_the_line_as_typed(monkeypatch):
    seen = []
    monkeypatch.setitem(sys.modules, "fake_score", SimpleNamespace(main=lambda argv: seen.append(argv) or 0))
    monkeypatch.setitem(program.COMMANDS, "score", program.Command("fake_score", "main", ""))
    line = ["a.json", "--", "-", "--seed", "-3", "--help"]
    assert program.main(["score", *line]) == 0
    assert seen == [line]


def test_window_options_without_a_command_open_the_window(monkeypatch):
    from game.app import run
    opened = []
    monkeypatch.setattr(run, "open_game", lambda *options: opened.append(options) or 0)
    assert program.main(["--lang", "cs", "--size", "800x600"]) == 0
    assert program.main([]) == 0
    assert opened == [("800x600", None, None, "cs"), (None, None, None, None)]


def test_a_bad_window_option_is_refused_before_the_window_opens(capsys):
    assert program.main(["--size", "big"]) == 2
    assert capsys.readouterr().err == "error: --size must look like 1920x1080, not 'big'\n"


def test_json_lines_are_utf8_whatever_the_system_encoding():
    env = {**os.environ, "PYTHONIOENCODING": "latin-1"}     # as a Windows pipe in a Western code page
    proc = subprocess.run([sys.executable, str(ROOT / "main.py"), "languages"], capture_output=True,
                          cwd=ROOT, env=env, timeout=120)
    assert proc.returncode == 0, proc.stderr
    names = {line["code"]: line["name"] for line in map(json.loads, proc.stdout.decode("utf-8").splitlines())}
    assert names["el"] == "Ελληνικά" and names["cs"] == "Čeština"


CTRL_C_AT_START = """
import builtins
real = builtins.__import__

def interrupted(name, *args, **kwargs):
    if name == "game.cli.errors":           # Ctrl-C lands while the program's modules load
        raise KeyboardInterrupt
    return real(name, *args, **kwargs)

builtins.__import__ = interrupted
import game.program
"""


def test_ctrl_c_while_the_program_starts_is_one_word_not_a_traceback():
    proc = subprocess.run([sys.executable, "-c", CTRL_C_AT_START], capture_output=True, text=True, cwd=ROOT,
                          timeout=120)
    assert (proc.returncode, proc.stderr) == (1, "interrupted\n")
