"""The phase words every game's state shares: code that serves every family (the outcome,
the window's keys, the demo) reads a state's end from here, never from one family's state."""
from __future__ import annotations

PHASE_INTERLUDE = "interlude"  # Dynasty: a game ended, the next one waits
PHASE_OVER = "over"            # every game calls its end "over"
