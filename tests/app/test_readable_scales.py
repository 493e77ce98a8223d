"""A larger UI scale never shrinks what a player reads or plays on
below its size at 100 %. The window owns how far the chosen scale goes (window.fit_ui_scale):
a window too small for it shows the largest scale it fits, and Settings says so and offers it."""

import pygame
import pytest

from game import i18n
from game.app import settings
from game.app.app import App
from game.app.ui import theme
from game.app.ui.layout import LAYOUT_DIR, load_layout
from game.app.window import fit_ui_scale, largest_fitting_scale
from game.tools import scene_shots
from tests.app.test_readable import leave, measured, text_sizes

pytestmark = pytest.mark.usefixtures("one_helper")      # Why?'s judgements: one helper process for all

TABLES = ("table_kingdomino", "table_kingdomino_first_line", "table_kingdomino_2p", "table_kralovska_zahrada", "table_kralovska_zahrada_7x7",
          "table_queendomino", "table_royal_wedding", "table_royal_wedding_teams", "table_duel",
          "sheet_kingdomino", "sheet_queendomino", "sheet_duel",
          "table_kingdomino_hint", "table_queendomino_why", "table_duel_hint")     # the docked cards too
WINDOWS = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))


def played_on(scene) -> list[int]:
    """The square sizes of everything the table plays on: the draft, the dice, every kingdom."""
    cells = []
    for value in vars(scene).values():
        for item in value if isinstance(value, (list, tuple)) else [value]:
            if isinstance(getattr(item, "cell", None), int):
                cells.append(item.cell)
    return cells


def seen(app, name: str) -> tuple[dict[str, int], list[int]]:
    """Each text's smallest size in scene `name` (a wrapped or shortened one by its whole
    words; the numbers printed on dominoes, which grow with their squares, left out), and the
    square sizes of what is played on."""
    sizes = text_sizes(measured(app, name))
    cells = played_on(app.scenes.top)
    leave(app)
    return sizes, cells


def squares(app, name: str) -> list[int]:
    """The square sizes of what is played on in scene `name`, as seen() gives them: they are
    laid out before anything is drawn, so nothing is drawn here."""
    scene_shots.SHOTS[name](app)
    scene_shots.settle(app)
    cells = played_on(app.scenes.top)
    leave(app)
    return cells


def chosen(percent: int, size) -> float:
    """The scale the program uses on a window of `size` when the player chose `percent`."""
    theme.set_ui_scale(percent / 100)
    fit_ui_scale(size)
    return theme.UI_SCALE


def test_a_window_fits_a_larger_scale_the_larger_it_is():
    fits = [largest_fitting_scale(size) for size in WINDOWS]
    assert fits == sorted(fits) and fits[0] == 100 and fits[-1] == 200
    assert largest_fitting_scale((1920, 1080)) >= 150      # the players found 150 % fine there


@pytest.mark.parametrize("size", WINDOWS)
def test_no_layout_shrinks_what_is_played_on_below_the_smallest_window_at_100(size):
    """Every table's draft, dice and kingdoms at the scale in use are at least as large as on
    a 1280×720 window at 100 %, whatever scale was chosen."""
    for percent in settings.UI_SCALES:
        used = chosen(percent, size)
        for path in LAYOUT_DIR.glob("*.tmx"):
            layout = load_layout(path.stem, ())
            at, small = layout.scaled(size, used), layout.scaled((1280, 720), 1.0)
            for r in layout.regions:
                if r.startswith(("draft", "dice", "active_kingdom", "kingdom_", "map_")):
                    assert at[r].w >= small[r].w - 1 and at[r].h >= small[r].h - 1, (size, percent, path.stem, r)
    theme.set_ui_scale(1.0)


def tables(app) -> dict[str, tuple[dict[str, int], list[int]]]:
    """seen() of every table in TABLES on `app`'s window, at the scale in use now."""
    return {name: seen(app, name) for name in TABLES}


def shrunk(size, at_100: dict, at_chosen: dict, floor: dict[str, list[int]]) -> list:
    """Each text smaller with a scale chosen than at 100 % on the same window, and each square
    smaller than at 100 % on 1280×720 (`floor`: each table's squares())."""
    problems = []
    for name in TABLES:
        (small, _cells), (large, cells) = at_100[name], at_chosen[name]
        problems += [(size, name, t, small[t], large[t]) for t in small if t in large and large[t] < small[t]]
        assert floor[name] and len(floor[name]) == len(cells), name
        problems += [(size, name, "square", a, b) for a, b in zip(floor[name], cells) if b < a]
    return problems


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_no_text_or_square_is_smaller_at_the_scale_in_use_than_at_100(app, lang):
    """On a 1920×1080 window with 200 % chosen (175 % in use: the window fits no more), in
    every language (its longer words meet the room there): every text a table or its score
    sheet shows is at least its size at 100 % on that window, and every square of the draft,
    the dice and the kingdoms at least its size at 100 % on 1280×720."""
    i18n.use(lang)
    theme.set_ui_scale(1.0)
    small = App(pygame.display.set_mode((1280, 720)))
    floor = {name: squares(small, name) for name in TABLES}
    big = App(pygame.display.set_mode((1920, 1080)))
    at_100 = tables(big)
    assert chosen(200, (1920, 1080)) == largest_fitting_scale((1920, 1080)) / 100 > 1.5
    at_chosen = tables(big)
    theme.set_ui_scale(1.0)
    assert shrunk((1920, 1080), at_100, at_chosen, floor) == []


@pytest.mark.parametrize("lang", ["en", "el"])
def test_150_percent_chosen_on_1280x720_shows_every_text_and_square_as_at_100(app, lang):
    """On 1280×720 with 150 % chosen the window fits 100 % at most, the scale in use: every
    text and square at least its size with 100 % chosen. The scale in use is 100 % on both
    sides, so no language's words meet less room than at 100 %: English and Greek (the
    longest translation) check it."""
    i18n.use(lang)
    theme.set_ui_scale(1.0)
    small = App(pygame.display.set_mode((1280, 720)))
    at_100 = tables(small)
    assert chosen(150, (1280, 720)) == largest_fitting_scale((1280, 720)) / 100 == 1.0
    at_chosen = tables(small)
    theme.set_ui_scale(1.0)
    assert shrunk((1280, 720), at_100, at_chosen, {name: cells for name, (_sizes, cells) in at_100.items()}) == []


def test_settings_says_the_window_is_too_small_for_the_chosen_scale_and_offers_the_one_that_fits(app):
    """1280×720 with 150 % chosen: Settings says the window fits 100 % at most, and its
    "Use 100 %" button chooses that; at 100 % neither is shown."""
    from game.app.scenes.settings_scene import SettingsScene
    from tests.app.helpers import click
    settings.change(ui_scale=150)
    assert chosen(150, app.screen.get_size()) == 1.0
    app.scenes.push(SettingsScene(app))
    with theme.drawn_texts() as drawn:
        app.render()
    texts = [t for t, _px, _r in drawn.texts]
    assert "this window fits 100 % at most" in texts and "Use 100 %" in texts
    click(app, app.scenes.top.use_fitting.rect.center)
    assert settings.current().ui_scale == 100 and theme.UI_SCALE == theme.CHOSEN_SCALE == 1.0
    with theme.drawn_texts() as drawn:
        app.render()
    texts = [t for t, _px, _r in drawn.texts]
    assert "this window fits 100 % at most" not in texts and "Use 100 %" not in texts


def test_the_variants_under_the_pile_are_said_whole_at_1280x720(app):
    """Harmony, Middle Kingdom and Mighty Duel under the pile of a 1280×720 table: the line
    takes the panel's whole width under the picture and is not cut ("Harmony · Middle Kingdom · Mi…")."""
    drawn = measured(app, "table_kralovska_zahrada_7x7")
    texts = [t for t, _px, _r in drawn.texts]
    assert "Harmony · Middle Kingdom · Mighty Duel 7×7" in texts and not drawn.cut
    leave(app)


@pytest.mark.parametrize("percent", [100, 150, 200])
def test_the_bonus_marks_never_cover_the_points_of_the_large_kingdom(app, percent):
    """Královská zahrada with Harmony and Middle Kingdom on 1920×1080: the marks stand left of
    the points and right of the name, at every scale (at 150 % they covered the points)."""
    import game.app.tables.kingdomino.draw as kingdomino_draw
    big = App(pygame.display.set_mode((1920, 1080)))
    chosen(percent, (1920, 1080))
    real, marks = kingdomino_draw.draw_marks, []

    def spy(*args, **kwargs):
        out = real(*args, **kwargs)
        marks.append(out[0])
        return out
    kingdomino_draw.draw_marks = spy
    try:
        drawn = measured(big, "table_kralovska_zahrada")
    finally:
        kingdomino_draw.draw_marks = real
        theme.set_ui_scale(1.0)
    region = big.scenes.top.sl["active_kingdom"]
    head = [r for t, _px, r in drawn.texts if r is not None and r.colliderect(region) and r.y < region.y + region.h // 8]
    at = next(m for m in marks if m is not None and m.colliderect(region))
    assert len(head) >= 2 and not any(at.colliderect(r) for r in head)
    leave(big)


@pytest.mark.parametrize("name", ["sheet_kingdomino", "sheet_queendomino", "sheet_royal_wedding", "sheet_duel"])
def test_the_score_sheet_headings_grow_from_150_to_200_percent(app, name):
    """On 1920×1080 every heading of the score pad is larger at 150 % than at 100 %, and
    larger still with 200 % chosen (175 % in use) as far as the window's width holds the
    columns: Kingdomino's and Duel's grow again; Queendomino's fifteen columns fill the width
    at 150 % already and keep that size (the columns' widths and the header's height kept
    them all at their 150 % size before)."""
    big = App(pygame.display.set_mode((1920, 1080)))
    sizes = {}
    for percent in (100, 150, 200):
        chosen(percent, (1920, 1080))
        sizes[percent] = text_sizes(measured(big, name))
        labels = [c.label for c in big.scenes.top.pad_columns()]
        leave(big)
    theme.set_ui_scale(1.0)
    full = name in ("sheet_queendomino", "sheet_royal_wedding")
    assert labels and all(sizes[150][t] > sizes[100][t] for t in labels), sizes
    assert all(sizes[200][t] >= sizes[150][t] if full else sizes[200][t] > sizes[150][t] for t in labels), sizes


@pytest.mark.parametrize("lang", sorted(i18n.LANGUAGES))
def test_no_game_or_variant_on_new_game_is_squeezed(app, lang):
    """New game for each game, in every language, on 1280×720 and 1920×1080 at 100 %, 150 %
    and with 200 % chosen: each game's and variant's label is at least its size at 100 % and
    at least 0.85 of its row's largest ("Centralizované království" was set at 22 px beside
    "Kingdomino" at 38: the buttons shared their row alike, not by their words)."""
    i18n.use(lang)
    from game.app.scenes.new_game import NewGameScene
    games = ("kingdomino", "queendomino", "duel")
    problems = []
    for size in ((1280, 720), (1920, 1080)):
        big = App(pygame.display.set_mode(size))
        at: dict[str, dict[int, dict[str, int]]] = {game: {} for game in games}
        rows: dict[tuple[str, int], list[list[str]]] = {}
        for percent in (100, 150, 200):         # each scale once, for every game (a scale set anew draws every text anew)
            chosen(percent, size)
            for game in games:
                scene = NewGameScene(big)
                big.scenes.push(scene)
                scene.set_game(game)
                big.scenes.resize(size)
                with theme.drawn_texts() as drawn:
                    big.render()
                at[game][percent] = text_sizes(drawn)
                rows[game, percent] = [[i18n._(b.label) for b in row]
                                       for row in (scene.game_row.buttons, scene.variant_buttons.values())]
                leave(big)
        for (game, percent), labels in rows.items():
            sizes = at[game][percent]
            for row in labels:
                largest = max((sizes[t] for t in row), default=0)
                problems += [(size, game, percent, t, sizes[t], largest) for t in row
                             if sizes[t] < 0.85 * largest or sizes[t] < at[game][100][t]]
    theme.set_ui_scale(1.0)
    assert problems == []
