"""The installed Kingdomino family. The program's package keeps the name it has in the
repository, `game`, but a name that short would collide with another project's in
site-packages, so the wheel installs it inside this package, as kingdomino_family/game, and
this module puts that folder on sys.path before the program starts (docs/packaging.md).
site-packages holds kingdomino_family alone; a checkout's main.py imports its own game/."""
from __future__ import annotations

import os
import sys

_HERE = os.path.dirname(os.path.abspath(__file__))
if _HERE not in sys.path:
    sys.path.insert(0, _HERE)


def main() -> int:
    """`kingdomino-family`: the window, or a command (game.program.main)."""
    from game.program import main as program_main
    return program_main()


def window_main() -> int:
    """`kingdomino-family-window`: the window alone, without a console."""
    from game.program import window_main as program_window_main
    return program_window_main()
