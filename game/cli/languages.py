"""`python main.py languages`: one JSON line per language the game speaks, with how much of
the program its catalog translates."""
from __future__ import annotations

import json

from game import i18n
from game.cli.args import Parser


def main(argv: list[str]) -> int:
    Parser(prog="languages", description="List the languages and how complete each catalog is.").parse_args(argv)
    for code, name in i18n.LANGUAGES.items():
        print(json.dumps({"code": code, "name": name, "translated": i18n.translated_fraction(code)},
                         ensure_ascii=False))
    return 0
