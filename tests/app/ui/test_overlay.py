"""Scenes over another scene (Rules, the pause menu, Save, a question, the hand-over) draw
an opaque card: inside it nothing of the scene below shows through, at 100 % and 150 %."""
import pygame
import pytest

from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.handover import HandOverScene
from game.app.scenes.pause import PauseScene
from game.app.scenes.rules_help import RulesScene
from game.app.scenes.save_as import SaveAsScene
from game.app.ui import theme
from game.app.ui.overlay import tooltip
from game.tools.scene_shots import session

OVERLAYS = {
    "rules": lambda app: RulesScene(app),
    "pause": lambda app: PauseScene(app),
    "save": lambda app: SaveAsScene(app, session("kingdomino", 2)),
    "question": lambda app: ConfirmScene(app, "Quit?", "the game is kept", "Quit", lambda: None),
    "hand-over": lambda app: HandOverScene(app, session("kingdomino", 2).seats[0], "place domino 5"),
}


def drawn_over(draw, size, below) -> pygame.Surface:
    surface = pygame.Surface(size)
    surface.fill(below)
    draw(surface)
    return surface


def same_inside(a: pygame.Surface, b: pygame.Surface, rect: pygame.Rect) -> bool:
    inner = rect.inflate(-40, -40)       # inside the rounded corners and the edge
    assert inner.w > 0 and inner.h > 0
    return pygame.image.tobytes(a.subsurface(inner), "RGB") == pygame.image.tobytes(b.subsurface(inner), "RGB")


@pytest.mark.parametrize("name", list(OVERLAYS))
@pytest.mark.parametrize("scale", [1.0, 1.5])
def test_nothing_below_shows_through_an_overlays_card(app, name, scale):
    theme.set_ui_scale(scale)
    scene = OVERLAYS[name](app)
    for size in ((1280, 720), (1920, 1080)):
        scene.resize(size)
        white, black = (drawn_over(scene.draw, size, c) for c in ((255, 255, 255), (0, 0, 0)))
        assert same_inside(white, black, scene.rect), (name, size)


def test_nothing_below_shows_through_a_tooltip(app):
    boxes = []
    white, black = (drawn_over(lambda s: boxes.append(tooltip(s, (100, 100), ["Bohdan", "15 points"], 1.0)),
                               (1280, 720), c) for c in ((255, 255, 255), (0, 0, 0)))
    inner = boxes[0].inflate(-16, -16)
    assert pygame.image.tobytes(white.subsurface(inner), "RGB") == pygame.image.tobytes(black.subsurface(inner), "RGB")
