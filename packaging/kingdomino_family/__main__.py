"""`python -m kingdomino_family`: the installed program, as `kingdomino-family`. Python has
imported the package (its __init__ put the program's `game` on sys.path) before this runs."""
from __future__ import annotations

import sys

from game.program import main

if __name__ == "__main__":
    sys.exit(main(prog="python -m kingdomino_family"))
