"""Driving the app for a picture (game.tools.scene_shots): a fixed time step until nothing
moves, the scene on top, an option chosen or a mouse event, as a player's click would."""
from __future__ import annotations

from typing import TypeVar

from game.app.app import App
from game.app.scenes.title import TitleScene
from game.app.tables.directory import play_scene
from game.app.ui.scene import Scene
from game.tools.shot_games import played, session

STEP = 0.05                       # seconds per update while a scene settles


# ---- driving the app -----------------------------------------------------------------
def settle(app: App) -> None:
    """Run the top scene with a fixed time step until nothing moves or waits."""
    for _ in range(1000):
        if not app.step([], STEP):
            return
        worker = getattr(app.scenes.top, "worker", None)
        if getattr(app.scenes.top, "thinking", False) and worker is not None:
            worker.wait_ready()                 # the computer's answer, however busy the machine
    raise RuntimeError(f"{type(app.scenes.top).__name__} never came to rest")


def at_title(app: App) -> TitleScene:
    title = TitleScene(app)
    app.scenes.push(title)
    return title


S = TypeVar("S", bound=Scene)


def top(app: App, kind: type[S]) -> S:
    """The scene on top, which a shot's last step has brought up."""
    scene = app.scenes.top
    if not isinstance(scene, kind):
        raise RuntimeError(f"expected a {kind.__name__} on top, found {scene!r}")
    return scene


def pick(row, value) -> None:
    """Choose `value` in an option row, as a click on its button does."""
    row.buttons[row.values.index(value)].on_click()


def table(app: App, game: str, players: int, variants=(), people: int = 1, middle: bool | None = True):
    """The game's table, pushed and settled (at the end: its score sheet is on top)."""
    scene = play_scene(app, played(session(game, players, variants, people), middle))
    app.scenes.push(scene)
    settle(app)
    return scene


