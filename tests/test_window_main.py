"""`kingdomino-family-window` (the gui-scripts entry, the desktop entry's Exec and the standalone
build's windowed program) opens the window alone: it takes the window options and refuses a
command or bad input with one line and exit status 2."""
from __future__ import annotations

import pytest

from game import program


@pytest.mark.parametrize("argv", [["score", "kingdom.json"], ["--size", "huge"], ["--lang", "xx"]])
def test_bad_input_to_the_window_program_is_one_line_and_exit_2(argv, capsys):
    assert program.window_main(argv) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.count("\n") == 1 and out.err.startswith("error:")


def test_the_window_program_opens_the_window_with_its_options(monkeypatch):
    opened = []
    monkeypatch.setattr(program, "open_window", lambda window: opened.append(window) or 0)
    assert program.window_main(["--size", "800x600", "--lang", "cs"]) == 0
    assert opened == [("800x600", None, None, "cs")]
