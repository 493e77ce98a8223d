"""The manual pages in packaging/man are the ones game.tools.man_pages writes from the parsers
now, they name every option of every command, and groff reads them without a warning."""
from __future__ import annotations

import shutil
import subprocess

import pytest

from game import program
from game.tools import man_pages


def test_the_committed_pages_are_the_ones_the_parsers_give_now():
    for path, text in man_pages.pages().items():
        assert path.read_text(encoding="utf-8") == text, f"{path} is out of date: run python -m game.tools.man_pages"


def test_the_program_page_names_every_command_and_every_option():
    page = man_pages.program_page().replace("\\-", "-")
    for words in [[name] for name in program.COMMANDS] + list(man_pages.SUBCOMMANDS.values()):
        assert f'.SS "{" ".join(words)}"' in page
        for action in man_pages.parser_of(words)._actions:
            assert all(f"\\fB{option}\\fR" in page for option in action.option_strings if option not in ("-h", "--help"))
    window = man_pages.window_page().replace("\\-", "-")
    assert all(f"\\fB{o}\\fR" in window for o in ("--size", "--theme", "--scale", "--lang"))


def test_groff_reads_the_pages_without_a_warning():
    if not shutil.which("groff"):
        pytest.skip("groff is not installed")
    for path in man_pages.pages():
        proc = subprocess.run(["groff", "-man", "-ww", "-z", str(path)], capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0 and proc.stderr == "", proc.stderr
