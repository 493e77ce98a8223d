"""Kingdomino family from a checkout: `python main.py` opens the game; commands work headless
(`python main.py --help`, docs/commands.md). The same program as the installed
`kingdomino-family` and `python -m game`; the standalone build starts here too."""
from __future__ import annotations

import sys

from game.program import NAME, main

if __name__ == "__main__":
    sys.exit(main(prog=NAME if getattr(sys, "frozen", False) else "main.py"))
