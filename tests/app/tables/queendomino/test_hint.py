"""Queendomino's Hint: the hard level's next step is shown on the table, never played; a
placement as the domino's ghost, a knight's or a building's square and its slot framed."""
import pygame

from game.ai.hint import Hint
from game.app.tables.common.hint import HINT_GOLD
from game.rules.queendomino.actions import Build, Knight
from tests.app.helpers import hint_shown_not_played
from tests.app.tables.queendomino.test_scene import after_rich_place, house_kingdom


def framed(surface, rect) -> bool:
    return surface.get_at((rect.left - 2, rect.centery))[:3] == HINT_GOLD


def test_the_hint_button_asks_for_a_legal_step_and_plays_nothing(app):
    scene = after_rich_place(app)
    assert scene.hint_button in scene.keys.table_buttons()
    assert isinstance(hint_shown_not_played(app, scene), Hint)


def test_a_hinted_knight_or_building_frames_its_square_and_its_slot(app):
    scene = after_rich_place(app)
    offer = scene.offer()
    k = house_kingdom(scene)
    knight = Knight(*next(iter(offer.knights)))
    build = sorted(offer.builds, key=lambda a: (a.slot, a.y, a.x))[0]
    for action in (knight, build):
        scene.hints.hint = Hint(action)
        surface = pygame.Surface(app.screen.get_size())
        scene.draw(surface)
        assert framed(surface, scene.big.rel_rect(k, action.x, action.y)), action
        assert framed(surface, scene.builders.tile_rect(build.slot)) == isinstance(action, Build)
