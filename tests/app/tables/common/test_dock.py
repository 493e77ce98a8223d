"""Docked cards: the hint's, "Why?"'s and the review's words cover no kingdom, draft, builders,
dice or scores on any table, at 1280×720 and 1920×1080 and at UI scale 100, 150 and 200 %:
they lie over the pile and the Scores panel, which shrinks to a strip of standings under them."""
import pygame
import pytest

from game.ai.review import Reviewed
from game.app.scenes.review import ReviewScene
from game.app.tables.common.dock import dock_area, kept_rects, least_covering, split
from game.app.tables.directory import play_scene
from game.app.ui import theme
from game.rules.registry import rules_for
from game.tools.scene_shots import greedy_hint, played, session
from tests.app.helpers import key
from tests.app.scenes.test_review import _Reviewed

TABLES = [("kingdomino", 2, ()), ("kingdomino", 3, ()), ("kingdomino", 4, ()),
          ("kralovska_zahrada", 3, ("middle_kingdom", "harmony")),
          ("kralovska_zahrada", 2, ("middle_kingdom", "harmony", "mighty_duel")),
          ("queendomino", 2, ()), ("queendomino", 4, ()), ("royal_wedding", 6, ()),
          ("royal_wedding", 8, ("teams",)), ("duel", 2, ())]
SIZES = [(1280, 720), (1920, 1080)]
SCALES = (1.0, 1.5, 2.0)


def taken(scene) -> list[pygame.Rect]:
    """What no card may cover: the kingdoms, maps, draft, builders and dice, and the scores
    as drawn while a card is docked (the strip; Duel's points stand on its maps)."""
    rects = kept_rects(scene.sl)
    if scene.session.config.game != "duel":
        strip = split(scene.sl, len(scene.standings()))[1]
        assert not [r for r in rects if r.colliderect(strip)] and strip.h > 0
        rects.append(strip)
    return rects


def laid_out(scene, size, scale) -> pygame.Surface:
    theme.set_ui_scale(scale)
    scene.resize(size)
    return pygame.Surface(size)


@pytest.mark.parametrize("game, players, variants", TABLES)
def test_hint_and_why_panels_cover_no_kingdom_draft_dice_or_scores(app, game, players, variants):
    scene = play_scene(app, played(session(game, players, variants)))
    app.scenes.push(scene)
    scene.banner_for = 0
    hint = greedy_hint(scene.session.state, scene.session.config.game)
    for size in SIZES:
        for scale in SCALES:
            surface = laid_out(scene, size, scale)
            kept = taken(scene)
            assert any(r.w * r.h for r in kept)
            scene.why.close()
            scene.hints.hint = hint
            assert scene.dock_in_use()
            scene.draw(surface)
            assert scene.hints.rect is not None, (size, scale)
            assert surface.get_rect().contains(scene.hints.rect)
            assert not [r for r in kept if r.colliderect(scene.hints.rect)], (size, scale, scene.hints.rect)
            scene.why.toggle()
            scene.draw(surface)
            assert scene.why.rect is not None, (size, scale)
            assert not [r for r in kept if r.colliderect(scene.why.rect)], (size, scale, scene.why.rect)
    scene.why.close()
    scene.hints.hint = None
    assert not scene.dock_in_use()            # no card: the Scores panel whole again


def _a_decision(saved) -> Reviewed:
    """A decision of the first seat with a better move than the one played (both legal)."""
    rules = rules_for(saved.record.config.game)
    state = rules.new_game(saved.record.config, saved.record.seed)
    for i, action in enumerate(saved.record.actions):
        other = [a for a in rules.legal_actions(state) if a != action]
        if state.current_player() == 0 and other:
            return Reviewed(i + 1, 0, state.round, "test", action, other[0], 10.0, 12.5, 2.5, 0.5, 2)
        rules.apply(state, action)
    raise AssertionError("no decision")


@pytest.mark.parametrize("game, players, variants", [t for t in TABLES if t[0] != "kralovska_zahrada"])
def test_the_reviews_words_lie_in_the_same_dock(app, game, players, variants):
    saved = played(session(game, players, variants)).to_saved()
    scene = ReviewScene(app, saved, _Reviewed([_a_decision(saved)]))
    app.scenes.push(scene)
    key(app, pygame.K_RIGHT)
    assert scene.at == 0 and scene.replay is not None and scene.replay.table is not None
    table = scene.replay.table
    for size in SIZES:
        for scale in SCALES:
            theme.set_ui_scale(scale)
            scene.resize(size)
            surface = pygame.Surface(size)
            scene.draw(surface)
            kept = taken(table)
            assert scene.card is not None and surface.get_rect().contains(scene.card)
            assert table.explanation_area(size).contains(scene.card)          # the hint's dock
            assert not [r for r in kept if r.colliderect(scene.card)], (size, scale, scene.card)
            assert not [b for b in scene.buttons for r in kept + [scene.card] if r.colliderect(b.rect)], (size, scale)


def test_the_dock_is_the_free_regions_together_and_never_a_kept_one(app):
    scene = play_scene(app, played(session("kingdomino", 4)))
    scene.resize((1280, 720))
    area = dock_area(scene.sl)
    assert area.contains(scene.sl["pile"]) and area.contains(scene.sl["scores"])
    assert not [r for r in kept_rects(scene.sl) if r.colliderect(area)]
    card, strip = split(scene.sl, 4)
    assert area.contains(card) and area.contains(strip) and not card.colliderect(strip)
    with pytest.raises(KeyError):
        dock_area(scene.sl, ("spellbook",))


def test_least_covering_prefers_the_first_of_equals():
    keep = [pygame.Rect(0, 0, 100, 100)]
    cards = [pygame.Rect(50, 50, 100, 100), pygame.Rect(200, 0, 50, 50), pygame.Rect(300, 0, 50, 50)]
    assert least_covering(cards, keep) == cards[1]
