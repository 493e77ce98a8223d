"""Docked explanation panels: the hint's and "Why?"'s panels cover no kingdom, draft,
builders or dice on any table, at 1280×720 and 1920×1080 and at UI scale 100 % and 150 %."""
import pygame
import pytest

from game.app.tables.common.dock import dock_area, kept_rects, least_covering
from game.app.tables.directory import play_scene
from game.app.ui import theme
from game.tools.scene_shots import greedy_hint, played, session

TABLES = [("kingdomino", 2, ()), ("kingdomino", 3, ()), ("kingdomino", 4, ()),
          ("kralovska_zahrada", 3, ("middle_kingdom", "harmony")),
          ("kralovska_zahrada", 2, ("middle_kingdom", "harmony", "mighty_duel")),
          ("queendomino", 2, ()), ("queendomino", 4, ()), ("royal_wedding", 6, ()),
          ("royal_wedding", 8, ("teams",)), ("duel", 2, ())]
SIZES = [(1280, 720), (1920, 1080)]


@pytest.mark.parametrize("game, players, variants", TABLES)
def test_hint_and_why_panels_cover_no_kingdom_draft_or_dice(app, game, players, variants):
    scene = play_scene(app, played(session(game, players, variants)))
    app.scenes.push(scene)
    scene.banner_for = 0
    hint = greedy_hint(scene.session.state, scene.session.config.game)
    for size in SIZES:
        for scale in (1.0, 1.5):
            theme.set_ui_scale(scale)
            surface = pygame.Surface(size)
            scene.resize(size)
            kept = kept_rects(scene.sl)
            assert any(r.w * r.h for r in kept)
            scene.why.close()
            scene.hints.hint = hint
            scene.draw(surface)
            assert scene.hints.rect is not None, (size, scale)
            assert surface.get_rect().contains(scene.hints.rect)
            assert not [r for r in kept if r.colliderect(scene.hints.rect)], (size, scale, scene.hints.rect)
            scene.why.toggle()
            scene.draw(surface)
            assert scene.why.rect is not None, (size, scale)
            assert not [r for r in kept if r.colliderect(scene.why.rect)], (size, scale, scene.why.rect)


def test_the_dock_is_the_free_regions_together_and_never_a_kept_one(app):
    scene = play_scene(app, played(session("kingdomino", 4)))
    scene.resize((1280, 720))
    area = dock_area(scene.sl)
    assert area.contains(scene.sl["pile"]) and area.contains(scene.sl["scores"])
    assert not [r for r in kept_rects(scene.sl) if r.colliderect(area)]
    with pytest.raises(KeyError):
        dock_area(scene.sl, ("spellbook",))


def test_least_covering_prefers_the_first_of_equals():
    keep = [pygame.Rect(0, 0, 100, 100)]
    cards = [pygame.Rect(50, 50, 100, 100), pygame.Rect(200, 0, 50, 50), pygame.Rect(300, 0, 50, 50)]
    assert least_covering(cards, keep) == cards[1]
