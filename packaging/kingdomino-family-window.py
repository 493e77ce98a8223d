"""The standalone build's windowed program, kingdomino-family-window (no console on Windows):
the game window alone, as the installed `kingdomino-family-window`; errors go to the log."""
import sys

from game.program import window_main

if __name__ == "__main__":
    sys.exit(window_main())
