"""Test-wide settings: hypothesis runs derandomised (repeatable on CI) and without
deadlines (speed is measured by `main.py bench`, never asserted in tests)."""
import os

from hypothesis import settings

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

settings.register_profile("repeatable", derandomize=True, deadline=None, print_blob=True)
settings.load_profile("repeatable")
