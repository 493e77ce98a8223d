"""Duel's Hint: the hard level's suggestion is shown on the table, never played; dice to be
drawn appear on the map as they would be drawn, a die of the tray is framed."""
import pygame

from game.ai.hint import Hint
from game.app.tables.common.hint import HINT_GOLD
from game.rules.duel.actions import Pick, PlaceDomino
from tests.app.helpers import hint_shown_not_played
from tests.app.tables.duel.test_scene import duel_table, to_placing


def picture(app, scene, hint):
    scene.hints.hint = hint
    surface = pygame.Surface(app.screen.get_size())
    scene.draw(surface)
    return surface


def test_the_hint_button_asks_for_a_legal_move_and_plays_nothing(app):
    scene = duel_table(app)
    assert scene.hint_button in scene.focus_items()
    assert isinstance(hint_shown_not_played(app, scene), Hint)
    assert scene.act(scene.hints.hint.action) and scene.hints.hint is None      # legal; gone once played


def test_a_hinted_pick_frames_the_die_and_a_hinted_drawing_shows_the_squares(app):
    scene = duel_table(app)
    tray = scene.dice.tray_rect(2)
    shown = picture(app, scene, Hint(Pick(2)))
    assert shown.get_at((tray.left - 2, tray.centery))[:3] == HINT_GOLD
    to_placing(app, scene)
    place = next(a for a in scene.legal() if isinstance(a, PlaceDomino))
    plain, shown = picture(app, scene, None), picture(app, scene, Hint(place))
    view = scene.maps[0]
    for cell in (place.a, place.b):
        r = view.cell_rect(cell)
        changed = sum(plain.get_at((r.x + i * r.w // 8, r.y + j * r.h // 8)) != shown.get_at((r.x + i * r.w // 8, r.y + j * r.h // 8))
                      for i in range(1, 8) for j in range(1, 8))
        assert changed > 20, cell                     # drawn on, not only framed
    both = view.cell_rect(place.a).union(view.cell_rect(place.b))
    assert shown.get_at((both.left - 2, both.centery))[:3] == HINT_GOLD
