"""The other houses' panels at the Royal Wedding of 8 in the smallest window: kingdoms
large enough to read their crowns, and a knight on the land unlike one in the guard."""
from game.app.tables.queendomino.house_panels import icon
from tests.app.tables.kingdomino.test_look_at import table


def test_the_other_houses_kingdoms_use_their_panels_room_at_1280x720(app):
    scene = table(app, "royal_wedding", 8, variants=("teams",))
    assert app.screen.get_size() == (1280, 720)
    for i, view in enumerate(scene.small):
        assert view.cell >= 21, (i, view.cell)                  # were 16-17 px, half of each panel empty
        assert scene.sl[f"kingdom_{i + 1}"].contains(view.rect)
        assert view.cell <= scene.big.cell or view.cell * (scene.session.config.setup.size + 1) <= scene.big_area.h


def test_a_knight_on_the_land_and_one_in_the_guard_differ_in_shape_not_only_in_shade():
    guard, land = icon("knight", 40, (200, 40, 40)), icon("placed", 40, (200, 40, 40))
    def grass(surf) -> int:
        return sum(1 for x in range(surf.get_width()) for y in range(surf.get_height())
                   if (c := surf.get_at((x, y))).a > 200 and c.g > c.r + 40 and c.g > c.b + 40)
    assert grass(guard) == 0 and grass(land) > 40          # the patch of grass it stands on
