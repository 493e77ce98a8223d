"""Everything pygame: the window, scenes, views and art (the rules never import this)."""
import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
