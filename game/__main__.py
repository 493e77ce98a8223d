"""`python -m game`: the program, as `kingdomino-family` (game.cli.commands)."""
from __future__ import annotations

import sys

from game.cli.commands import main

if __name__ == "__main__":
    sys.exit(main(prog="python -m game"))
