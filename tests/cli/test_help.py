"""Every command's `--help` is complete and agrees with docs/commands.md: each option and
argument says what it is, each option a parser takes is documented in its command's section,
and each option the section's usage line shows is one the parser takes."""
from __future__ import annotations

import argparse
import re

import pytest

from game import program
from game.tools.man_pages import parser_of
from tests.cli.helpers import ROOT

DOC = (ROOT / "docs" / "commands.md").read_text(encoding="utf-8")
OPTION = re.compile(r"--[a-z][a-z-]*")
USAGES = {name: [name] for name in program.COMMANDS} | {"bench net": ["bench", "net"], "": []}


def is_usage(line: str, name: str) -> bool:
    """A usage line of the page for `python main.py NAME` ("" the window), not for a longer name."""
    if not name:
        return line.startswith("    python main.py [")
    def names(n: str) -> bool:
        return line.rstrip() == f"    python main.py {n}" or line.startswith(f"    python main.py {n} ")
    return names(name) and not any(len(other) > len(name) and names(other) for other in USAGES)


def section(name: str) -> str:
    """The part of the page (its `##` sections) that gives `python main.py NAME` a usage line."""
    found = [part for part in DOC.split("\n## ") if any(is_usage(line, name) for line in part.splitlines())]
    assert found, f"docs/commands.md gives no usage line for {name!r}"
    return "\n".join(found)


def usage_options(name: str) -> set[str]:
    """The options of the usage lines for `name`, with their continuation lines."""
    taking, found = False, set()
    for line in DOC.splitlines():
        if is_usage(line, name):
            taking = True
        elif not (taking and line.startswith("      ") and line.strip().startswith("[")):
            taking = False
        if taking:
            found |= set(OPTION.findall(line))
    return found


def long_options(parser: argparse.ArgumentParser) -> set[str]:
    return {s for a in parser._actions for s in a.option_strings if s.startswith("--")} - {"--help"}


@pytest.mark.parametrize("name", sorted(USAGES))
def test_every_option_and_argument_of_every_command_says_what_it_is(name):
    parser = parser_of(USAGES[name])
    silent = [a.dest for a in parser._actions if not a.help and not isinstance(a, argparse._SubParsersAction)]
    assert silent == []


@pytest.mark.parametrize("name", sorted(USAGES))
def test_every_commands_parser_agrees_with_docs_commands_md(name):
    taken = long_options(parser_of(USAGES[name]))
    documented = set(OPTION.findall(section(name)))
    assert taken - documented == set(), "options missing from docs/commands.md"
    assert usage_options(name) - taken == set(), "options in docs/commands.md the command does not take"
    assert usage_options(name) or not taken


def test_demo_help_shows_the_simulate_options_the_readme_uses():
    taken = long_options(parser_of(["demo"]))
    assert {"--game", "--players", "--agents", "--seed", "--variants", "--screenshot", "--quit"} <= taken
    assert not {"--games", "--jobs", "--save-at-turn"} & taken       # one game, in this process


def test_bench_help_names_bench_net():
    assert "bench net" in parser_of(["bench"]).format_help()
    assert "bench net" in program.parser().format_help()
