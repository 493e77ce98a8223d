"""Where the font files are: the DejaVu fonts the program carries (assets/fonts), else the
same files installed on the system. A distribution that packages DejaVu may remove the
carried copies (they are byte for byte DejaVu 2.37) and depend on its own package instead
(docs/packaging.md); the program then finds the system's files by their names in the
usual font folders."""
from __future__ import annotations

import os
import sys
from functools import cache
from pathlib import Path

from game.resources import assets_dir

FONT_DIR = assets_dir() / "fonts"


def system_font_dirs() -> list[Path]:
    """The folders a system installs fonts in, most particular first."""
    data = os.environ.get("XDG_DATA_DIRS") or "/usr/local/share:/usr/share"
    dirs = [Path.home() / ".local" / "share" / "fonts", Path.home() / ".fonts"]
    dirs += [Path(d) / "fonts" for d in data.split(os.pathsep) if d]
    if sys.platform == "darwin":
        dirs += [Path.home() / "Library" / "Fonts", Path("/Library/Fonts")]
    elif sys.platform == "win32":
        dirs += [Path(os.environ.get("WINDIR", r"C:\Windows")) / "Fonts"]
    return dirs


@cache
def font_file(name: str) -> Path:
    """The carried font `name` (e.g. DejaVuSans.ttf), else the first file of that name in the
    system's font folders; the carried path when there is none (the error then names it)."""
    carried = FONT_DIR / name
    if carried.is_file():
        return carried
    for folder in system_font_dirs():
        found = sorted(folder.rglob(name)) if folder.is_dir() else []
        if found:
            return found[0]
    return carried
