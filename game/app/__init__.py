"""Everything pygame: the window, the shared scenes (scenes/), the building blocks (ui/) and each
game's table (tables/). The rules never import this."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
