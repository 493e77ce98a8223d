"""Layouts are Tiled maps read headless with pytmx; every region the table needs exists."""
import pytest

from game.app.ui.layout import LAYOUT_DIR, load_layout, required_regions, table_layout_name
from game.rules.config import GameConfig


@pytest.mark.parametrize("name", ["table_2p", "table_3p", "table_4p", "table_2p_7x7"])
def test_layout_has_every_region_inside_the_design(name):
    layout = load_layout(name)
    W, H = layout.design
    assert (W, H) == (1920, 1080)
    for region in required_regions(name):
        x, y, w, h = layout.regions[region]
        assert w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= W and y + h <= H, region


def test_every_configuration_has_a_layout_file():
    for game in ("kingdomino", "kralovska_zahrada"):
        for players, variants in ((2, ()), (3, ()), (4, ()), (2, ("mighty_duel",)), (3, ("wider_offer",))):
            cfg = GameConfig(game, players, variants)
            assert (LAYOUT_DIR / f"{table_layout_name(players, cfg.setup.size)}.tmx").exists()


def test_regions_are_read_from_the_type_attribute_and_scale():
    text = (LAYOUT_DIR / "table_4p.tmx").read_text()
    assert 'type="region"' in text and "class=" not in text
    scaled = load_layout("table_4p").scaled((960, 540))
    assert scaled.scale == 0.5 and scaled["active_kingdom"].w == 360


def test_the_kingdom_panels_of_a_table_do_not_overlap():
    for name in ("table_2p", "table_3p", "table_4p", "table_2p_7x7"):
        rects = load_layout(name).scaled((1920, 1080)).rects
        panels = [r for k, r in rects.items() if k.startswith("kingdom_") or k in ("active_kingdom", "draft", "scores")]
        for i, a in enumerate(panels):
            assert all(not a.colliderect(b) for b in panels[i + 1:]), name
