"""serve and join refuse bad input with one line (exit 2), before anything listens."""
from __future__ import annotations

import pytest

from game.cli.errors import guarded
from game.cli.join import main as join_main
from game.cli.serve import main as serve_main


@pytest.mark.parametrize("argv,words", [
    (["--table", "kingdomino:4:remote,greedy"], "2 seats for 4 players"),
    (["--table", "kingdomino:4:remote,remote,greedy,genius"], "not 'genius'"),
    (["--table", "chess:2:remote,remote"], "unknown game"),
    (["--table", "kingdomino"], "GAME:PLAYERS:SEATS"),
    (["--port", "70000"], "--port"),
    (["--table", "duel:2:remote,greedy", "--fill-dropped", "genius"], "no level 'genius'"),
])
def test_serve_refuses_bad_options(argv, words, capsys, tmp_path):
    assert guarded(serve_main, ["--data", str(tmp_path), *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


@pytest.mark.parametrize("argv,words", [
    (["localhost", "--code", "abcdEFGH1234", "--name", "a"], "HOST:PORT"),
    (["localhost:0", "--code", "abcdEFGH1234", "--name", "a"], "HOST:PORT"),
    (["localhost:5000", "--code", "bad code", "--name", "a"], "not a table code"),
    (["localhost:5000", "--code", "abcdEFGH1234", "--name", "a", "--agent", "genius"], "unknown agent"),
    (["localhost:5000", "--code", "abcdEFGH1234", "--name", "\ufe0f\u034f "], "--name must hold"),
])
def test_join_refuses_bad_options(argv, words, capsys):
    assert guarded(join_main, argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1
