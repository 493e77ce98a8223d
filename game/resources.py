"""Where the program's own read-only files are: `assets/` (fonts, data, layouts, catalogs,
themes, the icon) and the example saves the Load scene lists.

An installed game (`pip install .`, `pipx install .`, the standalone build) carries them
inside the package, as `game/assets` and `game/examples`, found with importlib.resources.
A checkout keeps them where the repository has them, `assets/` and `saves/examples/` beside
`game/`. Nothing here is written to: players' saves and settings live in the platformdirs
folders (game.saves.saves_dir, game.app.settings), and the maintainers' tools that rebuild
files in the repository (game.tools.build_data, game.tools.extract_strings) keep to the
checkout.
"""
from __future__ import annotations

from functools import cache
from importlib.resources import files
from pathlib import Path

CHECKOUT = Path(__file__).resolve().parent.parent    # the repository, when run from one


def _packaged(name: str) -> Path | None:
    """game/NAME as a folder on disk, when the installed package carries it."""
    found = files("game").joinpath(name)
    if not found.is_dir():
        return None
    path = Path(str(found))
    return path if path.is_dir() else None


@cache
def assets_dir() -> Path:
    """The assets folder: the installed package's, else the checkout's `assets/`."""
    return _packaged("assets") or CHECKOUT / "assets"


@cache
def examples_dir() -> Path:
    """The example saves: the installed package's, else the checkout's `saves/examples/`."""
    return _packaged("examples") or CHECKOUT / "saves" / "examples"
