"""Layouts are Tiled maps read headless with pytmx; every region the table needs exists."""
import pygame
import pytest

from game.app.ui import layout as layout_module
from game.app.ui.layout import LAYOUT_DIR, LayoutError, load_layout, required_regions, table_layout_name
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


LAYOUTS = sorted(p.stem for p in LAYOUT_DIR.glob("*.tmx"))


@pytest.mark.parametrize("name", LAYOUTS)
def test_at_a_larger_ui_scale_the_regions_stay_inside_the_design_and_apart(name):
    """Every map lays its rows of text out otherwise at UI scale 200 % (regions_200); at
    100 %, 150 % and 200 % its regions lie inside the design and no two of them overlap
    (the menu button lies on the status banner)."""
    layout = load_layout(name, ())
    assert layout.large and set(layout.large) <= set(layout.regions)
    W, H = layout.design
    for ui in (1.0, 1.5, 2.0):
        boxes = {k: pygame.Rect(b) for k, b in layout.at_ui_scale(ui).items() if k != "menu_button"}
        for k, r in boxes.items():
            assert r.w > 0 and r.h > 0 and pygame.Rect(0, 0, W, H).contains(r), (ui, k)
            assert [o for o, s in boxes.items() if o != k and s.colliderect(r)] == [], (ui, k)


def test_a_region_lies_in_proportion_between_its_two_rectangles():
    layout = load_layout("table_4p")
    small, large = layout.regions["scores"], layout.large["scores"]
    assert layout.at_ui_scale(1.0)["scores"] == small and layout.at_ui_scale(2.0)["scores"] == large
    assert layout.at_ui_scale(1.5)["scores"] == tuple((a + b) / 2 for a, b in zip(small, large))
    assert layout.at_ui_scale(1.5)["status"] == layout.regions["status"]      # not in regions_200: as at 100 %
    assert layout.scaled((1920, 1080), 1.5)["scores"].h > layout.scaled((1920, 1080), 1.0)["scores"].h


def test_a_larger_layout_naming_a_region_the_map_lacks_is_refused(tmp_path, monkeypatch):
    text = (LAYOUT_DIR / "table_4p.tmx").read_text().replace('name="pile" type="region" x="24" y="488"',
                                                              'name="piles" type="region" x="24" y="488"')
    (tmp_path / "odd.tmx").write_text(text)
    monkeypatch.setattr(layout_module, "LAYOUT_DIR", tmp_path)
    with pytest.raises(LayoutError, match="regions_200 has regions the map lacks: piles"):
        load_layout("odd", ())
