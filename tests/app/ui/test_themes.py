"""Themes: complete files, readable text, colours apart under colour-vision deficiencies,
switching at runtime (what is drawn changes, caches are emptied), --theme and --scale on
the command line, and the UI scale growing text."""
import json

import pygame
import pytest

from game.app import demo, run, settings
from game.app.ui import art, theme
from game.cli.errors import guarded
from tests.app.helpers import click
from tests.app.ui import colour_vision as cv

NAMES = ("classic", "patterns", "high_contrast")
DELTA_E_MIN = 20.0          # CIE76: clearly different colours (2.3 is just noticeable)
TEXT = ("ink", "ink_dim", "gold", "good", "bad")
CONTRAST_MIN = {"classic": 4.5, "patterns": 4.5, "high_contrast": 7.0}


@pytest.fixture(autouse=True)
def classic_afterwards():
    """Themes are module state: every test leaves the classic look at 100 %."""
    yield
    theme.use("classic")
    theme.set_ui_scale(1.0)


def over(fill, base):
    """A translucent fill as it looks over `base`."""
    a = fill[3] / 255 if len(fill) > 3 else 1.0
    return tuple(round(f * a + b * (1 - a)) for f, b in zip(fill[:3], base))


def backgrounds(doc):
    """Where text is drawn: the cloth, a panel on it and every button face."""
    bg = doc["background"]
    return {"background": bg, "panel": over(doc["panel"], bg)} | {
        k: over(doc[k], bg) for k in ("button", "button_hover", "button_selected", "button_primary")}


def test_the_three_themes_are_offered():
    assert list(theme.THEMES) == list(NAMES)
    assert list(settings.themes()) == list(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_theme_file_loads_with_every_key(name):
    doc = theme.load(name)
    assert set(theme.KEYS) <= set(doc)
    assert set(doc["terrain"]) == set(theme.TERRAINS) and set(doc["arms"]) == set(theme.ARMS)
    assert len(doc["players"]) == 8 and len({c for _, c in doc["players"]}) == 8
    assert {"kingdomino", "queendomino"} <= set(doc["domino_backs"])


def test_an_incomplete_theme_file_is_refused(tmp_path, monkeypatch):
    doc = json.loads((theme.THEME_DIR / "classic.json").read_text())
    del doc["gold"]
    (tmp_path / "broken.json").write_text(json.dumps(doc))
    monkeypatch.setattr(theme, "THEME_DIR", tmp_path)
    with pytest.raises(theme.ThemeError, match="gold"):
        theme.load("broken")
    monkeypatch.undo()


@pytest.mark.parametrize("name", NAMES)
def test_text_keeps_its_contrast(name):
    doc = theme.load(name)
    bgs = backgrounds(doc)
    pairs = [(k, where) for k in TEXT for where in ("background", "panel")] + [
        ("ink", where) for where in bgs if where.startswith("button")]        # labels on buttons
    worst = min((cv.contrast(doc[k], bgs[where]), k, where) for k, where in pairs)
    assert worst[0] >= CONTRAST_MIN[name], worst


@pytest.mark.parametrize("name", ["patterns", "high_contrast"])
def test_names_in_seat_colours_keep_their_contrast(name):
    """Seat names are written in the seat's colour on the cloth and on panels (the classic
    palette is today's look, kept as it was: its Blue is 3.1:1 on the cloth)."""
    doc = theme.load(name)
    bgs = backgrounds(doc)
    worst = min((cv.contrast(c, bgs[where]), p, where) for p, c in doc["players"] for where in ("background", "panel"))
    assert worst[0] >= CONTRAST_MIN[name], worst


@pytest.mark.parametrize("name", NAMES)
def test_high_contrast_terrains_and_edges(name):
    doc = theme.load(name)
    assert cv.contrast(doc["panel_edge"], doc["background"]) >= (7.0 if name == "high_contrast" else 3.0)
    if name == "high_contrast":
        assert doc["edge_scale"] >= 2 and cv.luminance(doc["background"]) < 0.01


@pytest.mark.parametrize("group", ["players", "terrain", "arms"])
@pytest.mark.parametrize("deficiency", (None,) + cv.DEFICIENCIES)
@pytest.mark.parametrize("name", ["patterns", "high_contrast"])
def test_colours_stay_apart_with_colour_vision_deficiencies(name, group, deficiency):
    doc = theme.load(name)
    colours = [c for _, c in doc["players"]] if group == "players" else list(doc[group].values())
    d, i, j = cv.closest_pair(colours, deficiency)
    assert d >= DELTA_E_MIN, (group, deficiency, colours[i], colours[j], round(d, 1))


def pixels(surf):
    return pygame.image.tobytes(surf, "RGBA")


def test_switching_themes_changes_the_art_and_empties_the_caches(app):
    theme.use("classic")
    squares = [pixels(art.square(t, 1, 64)) for t in range(7)]
    kings = [pixels(art.king(60, c)) for _, c in theme.PLAYER_COLOURS]
    hello = pixels(theme.text("Hello", 20))             # in the theme's ink, cached
    assert art.terrain_square.cache_info().currsize
    theme.use("high_contrast")
    assert art.terrain_square.cache_info().currsize == 0
    assert pixels(theme.text("Hello", 20)) != hello     # the cached text was forgotten: the new ink
    theme.use("patterns")
    assert art.king.cache_info().currsize == 0 == art.domino_back.cache_info().currsize
    assert all(pixels(art.square(t, 1, 64)) != before for t, before in enumerate(squares))
    # a seat keeps its classic colour in a save, yet is drawn in the new palette with its mark
    classic = theme.load("classic")["players"]
    assert [pixels(art.king(60, c)) for _, c in classic] == [pixels(art.king(60, c)) for _, c in theme.PLAYER_COLOURS]
    assert all(pixels(art.king(60, c)) != k for (_, c), k in zip(classic, kings))
    theme.use("classic")
    assert [pixels(art.square(t, 1, 64)) for t in range(7)] == squares


def test_default_arguments_follow_the_theme(app):
    """text() and panel() take the theme's colours at call time, not at import."""
    theme.use("high_contrast")
    img = theme.text("I", 40)
    colours = {img.get_at((x, y))[:3] for x in range(img.get_width()) for y in range(img.get_height())
               if img.get_at((x, y))[3] == 255}
    assert colours == {theme.INK}
    surf = pygame.Surface((100, 60), pygame.SRCALPHA)
    theme.panel(surf, pygame.Rect(0, 0, 100, 60))
    assert surf.get_at((50, 1))[:3] == theme.PANEL_EDGE == (255, 255, 255)
    assert surf.get_at((50, 3))[:3] == theme.PANEL_EDGE      # edges twice as thick


def test_patterned_domino_backs_differ_from_the_plain_ones(app):
    plain = pixels(art.domino_back(120, 60, 7))
    theme.use("patterns")
    assert pixels(art.domino_back(120, 60, 7)) != plain


@pytest.mark.parametrize("argv", [["--theme", "bogus"], ["--scale", "250"], ["--scale", "big"]])
def test_bad_look_options_one_line_exit_2(capsys, argv):
    for main in (run.run_app, demo.main):
        assert guarded(main, argv) == 2
        err = capsys.readouterr().err
        assert err.count("\n") == 1 and err.startswith("error:")
    assert theme.NAME == "classic"


def test_apply_look_uses_the_option_else_the_settings():
    settings.change(theme="high_contrast", ui_scale=150)
    run.apply_look(None, None)
    assert theme.NAME == "high_contrast" and theme.UI_SCALE == 1.5
    run.apply_look("patterns", "125")
    assert theme.NAME == "patterns" and theme.UI_SCALE == 1.25


def test_ui_scale_grows_text(app):
    w1, h1 = theme.text("Kingdomino", 20).get_size()
    theme.set_ui_scale(2.0)
    w2, h2 = theme.text("Kingdomino", 20).get_size()
    assert 1.8 * w1 <= w2 <= 2.2 * w1 and h2 > 1.6 * h1
    theme.set_ui_scale(5)
    assert theme.UI_SCALE == 2.0


def test_the_settings_scene_applies_a_theme_and_a_scale_at_once(app):
    from game.app.scenes.settings_scene import SettingsScene
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.render()
    before, corner = pixels(app.screen), app.screen.get_at((2, 2))
    rows = {name: row for name, _, row in scene.rows}
    click(app, rows["theme"].buttons[list(settings.themes()).index("high_contrast")].rect.center)
    assert theme.NAME == "high_contrast" and settings.current().theme == "high_contrast"
    assert app.screen.get_at((2, 2)) != corner and pixels(app.screen) != before
    click(app, rows["ui_scale"].buttons[list(settings.UI_SCALES).index(200)].rect.center)
    assert theme.CHOSEN_SCALE == 2.0 and settings.current().ui_scale == 200
    assert theme.UI_SCALE == 1.0              # at once, as far as this 1280×720 window fits (test_readable_scales)


def test_coats_of_arms_take_the_theme_colours(app):
    from game.app.tables.duel import art as art_duel
    plain = [pixels(art_duel.arms_icon(a, 48)) for a in range(len(theme.ARMS))]
    theme.use("patterns")
    assert [art_duel.arms_colour(a) for a in range(len(theme.ARMS))] == [theme.ARMS_COLOURS[i] for i in theme.ARMS]
    assert all(pixels(art_duel.arms_icon(a, 48)) != p for a, p in enumerate(plain))


def test_printed_numbers_grow_with_their_tile_not_with_the_ui(app):
    back = pixels(art.domino_back(60, 40, 42))
    theme.set_ui_scale(2.0)
    assert pixels(art.domino_back(60, 40, 42)) == back


def test_button_labels_fit_their_button_at_200_percent(app):
    from game.app.ui.widgets import Button
    theme.set_ui_scale(2.0)
    b = Button("Back to the table", lambda: None)
    b.rect = pygame.Rect(0, 0, 300, 60)
    surf = pygame.Surface((500, 60), pygame.SRCALPHA)
    b.draw(surf, 1.0, 26)
    ink = [x for x in range(500) for y in range(60) if surf.get_at((x, y))[:3] == theme.INK]
    assert ink and max(ink) < 300 and max(ink) - min(ink) > 250      # grown, yet inside


def test_a_game_under_the_settings_takes_the_new_palette(app):
    from game.app.scenes.settings_scene import SettingsScene
    from game.app.session import Seat, Session
    from game.app.tables.directory import play_scene
    from game.rules.config import GameConfig
    seats = [Seat(f"P{i}", c) for i, (_, c) in enumerate(theme.PLAYER_COLOURS[:3])]
    app.scenes.push(play_scene(app, Session(GameConfig("kingdomino", 3, ()), 1, seats)))
    scene = SettingsScene(app)
    app.scenes.push(scene)
    app.render()
    row = next(row for name, _, row in scene.rows if name == "theme")
    click(app, row.buttons[list(settings.themes()).index("patterns")].rect.center)
    session = app.scenes.stack[0].session
    assert [s.colour for s in session.seats] == [c for _, c in theme.load("patterns")["players"][:3]]
    assert [s.name for s in session.seats] == ["P0", "P1", "P2"]


def text_collisions(app):
    """Render the app's stack and list the top scene's texts that overlap one another, cross
    a panel's edge or leave the window (texts on the screen and on its subsurfaces)."""
    texts, panels = [], []
    blit, panel = theme.blit_text, theme.panel

    def on_screen(surface, r):
        return surface.get_abs_parent() is app.screen and pygame.Rect(r).move(surface.get_abs_offset())

    def record_text(surface, s, *a, **k):
        r = blit(surface, s, *a, **k)
        shown = r.clip(surface.get_clip())                 # a scrolled list clips its rows
        if s.strip() and shown and on_screen(surface, shown):
            texts.append((on_screen(surface, shown).inflate(-6, -8), s))
        return r

    def record_panel(surface, rect, *a, **k):
        panel(surface, rect, *a, **k)
        if on_screen(surface, rect):
            panels.append(on_screen(surface, rect))

    app.render()                         # the scenes below an overlay are not checked here
    with pytest.MonkeyPatch.context() as patch:      # undoing only these two (not the private folders)
        patch.setattr(theme, "blit_text", record_text)
        patch.setattr(theme, "panel", record_panel)
        app.scenes.top.draw(app.screen)
    bad = [(a, b) for i, (r, a) in enumerate(texts) for q, b in texts[i + 1:] if r.colliderect(q)]
    bad += [(a, "panel edge") for r, a in texts for p in panels if r.colliderect(p) and not p.inflate(4, 4).contains(r)]
    bad += [(a, "off screen") for r, a in texts if not app.screen.get_rect().contains(r)]
    return bad


GAMES = ("kingdomino", "kralovska_zahrada", "queendomino", "royal_wedding", "duel")
EVERY_SCENE = ["title", *(f"new_game:{g}" for g in GAMES), "new_game_8", "settings", "load", "save_as",
               "pause", "handover", "rules", "kingdomino", "queendomino", "duel",
               "kingdomino_sheet", "queendomino_sheet", "duel_sheet", "replay"]


def open_any(app, name: str) -> None:
    """Put scene `name` on top of the app's stack: the languages test's scenes, a new game for
    each game, the load list with saves of one's own and the replay viewer."""
    from game import saves
    from game.app.scenes.load import LoadScene
    from game.app.scenes.new_game import NewGameScene
    from game.app.scenes.replay import ReplayScene
    from tests.app.test_languages_ui import finished, open_scenes
    if name.startswith("new_game:"):
        open_scenes(app, "new_game")
        row = app.scenes.top.game_row
        assert isinstance(app.scenes.top, NewGameScene)
        row.buttons[row.values.index(name.partition(":")[2])].on_click()      # as a click on the game's button
    elif name == "load":
        saves.write(saves.file_for("A long Friday evening"), finished("queendomino", 4).to_saved("A long Friday evening"))
        (saves.saves_dir() / "junk.json").write_text("[1, 2]")
        app.scenes.push(LoadScene(app))
    elif name == "replay":
        app.scenes.push(ReplayScene(app, finished("kingdomino", 4).to_saved("Replayed")))
    else:
        open_scenes(app, name)
    if name.startswith("new_game"):
        app.step([], 0.016)                 # labels follow the choices in update()


@pytest.mark.parametrize("lang", ["en", "de", "el"])
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_nothing_overflows_at_200_percent(app, size, lang):
    """Every scene at the largest UI scale: no text over another, across a panel's edge or
    off the window, in English and in two languages of long words."""
    from game import i18n
    from game.app.app import App
    theme.set_ui_scale(2.0)
    i18n.use(lang)
    big = App(pygame.display.set_mode(size))
    problems = []
    try:
        for name in EVERY_SCENE:
            open_any(big, name)
            problems += [(name, *p) for p in text_collisions(big)]
            while big.scenes.stack:
                big.scenes.pop()
    finally:
        i18n.use("en")
    assert problems == []


def test_the_two_sets_backs_differ_by_pattern_alone(app):
    """Royal Wedding mixes both boxes: in the patterns theme their backs differ even when
    their colours are made equal (stripes against dots). theme.use restores the colours."""
    from game.app.tables.queendomino import art as art_queendomino
    theme.use("patterns")
    theme.DOMINO_BACKS["queendomino"] = theme.DOMINO_BACKS["kingdomino"]
    kingdomino = pixels(art_queendomino.domino_back(90, 60, None, "kingdomino"))
    assert pixels(art_queendomino.domino_back(90, 60, None, "queendomino")) != kingdomino
    theme.use("classic")
    theme.DOMINO_BACKS["queendomino"] = theme.DOMINO_BACKS["kingdomino"]
    assert pixels(art_queendomino.domino_back(90, 60, None, "queendomino")) == \
        pixels(art_queendomino.domino_back(90, 60, None, "kingdomino"))


def test_a_change_of_theme_forgets_the_pictures_but_not_the_rules_data(app):
    """Pictures bake the theme's colours in and are drawn again; the tiles and buildings the
    table's modules import from the rules (lru-cached, read from JSON) stay read."""
    from game.rules import components
    components.tile_set("kingdomino")
    components.buildings()
    theme.text("Kingdomino", 20)
    read = components.tile_set.cache_info().currsize, components.buildings.cache_info().currsize
    theme.use("high_contrast")
    assert theme._rendered.cache_info().currsize == 0
    assert (components.tile_set.cache_info().currsize, components.buildings.cache_info().currsize) == read
