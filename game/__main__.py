"""`python -m game`: the program, as `kingdomino-family` (game.program)."""
from __future__ import annotations

import sys

from game.program import main

if __name__ == "__main__":
    sys.exit(main(prog="python -m game"))
