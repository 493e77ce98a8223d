"""Readable at 1280×720: every scene draws its text at 12 px or more at 100 % UI scale,
nothing is cut with "…" unless its tooltip shows it whole, and a larger UI scale grows
the text and the controls. The scenes are scene_shots' (title, each game's new game, load,
settings, rules, statistics, pause, hand-over, save-as, each table mid-game with the
Royal Wedding of 8 in teams, the event log, each score sheet, the replays), measured
through theme.drawn_texts, the one text-drawing path."""
from collections import Counter

import pygame
import pytest

from game import i18n
from game.app.app import App
from game.app.ui import theme
from game.tools import scene_shots
from tests.app.helpers import move

pytestmark = pytest.mark.usefixtures("one_helper")      # the review's scenes and Why?'s judgements: one helper process for all

MIN_PX = 12                 # the smallest text at 100 % UI scale on a 1280×720 window


def measured(app, name: str) -> theme.Drawn:
    """Scene shot `name`, settled and drawn once with fresh caches: everything it shows."""
    scene_shots.SHOTS[name](app)
    scene_shots.settle(app)
    theme.clear_pictures()            # text baked into cached pictures is drawn again
    with theme.drawn_texts() as drawn:
        app.render()
    return drawn


def leave(app) -> None:
    while app.scenes.stack:
        app.scenes.pop()


@pytest.fixture
def saves_written(app):
    """The load list and the replays show two saves (scene_shots' own)."""
    scene_shots.write_saves()
    return app


def test_every_scene_is_measured():
    names = set(scene_shots.SHOTS)
    assert {"title", "load", "settings", "rules", "statistics", "pause", "handover", "save_as", "event_log",
            "table_royal_wedding_teams", "replay_kingdomino", "replay_duel"} <= names
    assert {f"new_game_{g}" for g in ("kingdomino", "queendomino", "duel", "royal_wedding")} <= names
    assert {f"sheet_{g}" for g in ("kingdomino", "kralovska_zahrada", "queendomino", "royal_wedding", "duel")} <= names
    assert {f"table_{g}" for g in ("kingdomino", "kralovska_zahrada", "queendomino", "royal_wedding", "duel")} <= names
    assert {"learn", "rules_queendomino", "rules_duel", "rules_controls"} <= names
    assert {"online", "join", "host_waiting"} <= names
    assert {f"lesson_{g}" for g in ("kingdomino", "kralovska_zahrada", "queendomino", "duel")} <= names


def whole_words(text: str) -> set[str]:
    return {w.strip("·,:()") for w in text.split()} - {""}


def ends_of_whole_phrases() -> set[str]:
    """Last words of the program's own texts that end with "…" ("Thinking…", "rolling…")."""
    return {entry.msgid.split()[-1] for entry in i18n.read_catalog(i18n.LOCALE_DIR / i18n.TEMPLATE)
            if entry.msgid.endswith("…")}


def cuts_not_shown_whole(app, name: str, drawn: theme.Drawn, whole_phrases: set[str]) -> list:
    """The texts of scene `name` (drawn as `drawn`) ending with "…" that are neither a whole
    phrase of the program ("Thinking…") nor a text fit_text shortened whose tooltip, with the
    pointer on it, has all of its words."""
    problems = []
    before = {t for t, _px, _r in drawn.texts}
    for text, _px, rect in drawn.texts:
        if not text.endswith("…"):
            continue
        whole = drawn.cut.get(text)
        if whole is None:
            if text.split()[-1] not in whole_phrases:
                problems.append((name, text, "cut by hand"))
            continue
        move(app, rect.center)
        with theme.drawn_texts() as tip:
            app.render()
        shown = set().union(*(whole_words(t) for t, _px, _r in tip.texts if t not in before))
        if not whole_words(whole) <= shown:
            problems.append((name, text, whole))
    return problems


def test_every_scene_draws_its_text_at_12_px_or_more_and_nothing_is_cut_unless_its_tooltip_shows_it_whole(saves_written):
    """Every scene at 1280×720 draws its text at 12 px or more; there and at 1920×1080 nothing
    is cut unless its tooltip shows it whole (cuts_not_shown_whole). One pass over the scenes
    a window size, which takes both measures (the review's scenes review a whole game first)."""
    assert saves_written.screen.get_size() == (1280, 720)
    whole_phrases = ends_of_whole_phrases()
    small, counted, problems = [], 0, []
    for size in ((1280, 720), (1920, 1080)):
        app = saves_written if size == (1280, 720) else App(pygame.display.set_mode(size))
        for name in scene_shots.SHOTS:
            drawn = measured(app, name)
            if size == (1280, 720):
                texts = [(t, px) for t, px, _r in drawn.texts if t.strip()]
                assert texts, name
                counted += len(texts)
                small += [(name, t, px) for t, px in texts if px < MIN_PX]
            problems += cuts_not_shown_whole(app, name, drawn, whole_phrases)
            leave(app)
    assert counted > 2000 and small == []
    assert problems == []


def test_the_cut_and_hover_check_sees_a_cut_text(app):
    """The check above would see a cut: a save title too long for its row is shortened,
    and the pointer on it shows it whole."""
    from game import saves
    from game.app.scenes.load import LoadScene
    title = "A very long evening of Kingdomino with the whole family and the neighbours' children " * 2
    saves.write(saves.file_for("long"), scene_shots.played(scene_shots.session("kingdomino", 2)).to_saved(title))
    app.scenes.push(LoadScene(app))
    with theme.drawn_texts() as drawn:
        app.render()
    cut = [(t, r) for t, _px, r in drawn.texts if t in drawn.cut]
    assert cut and drawn.cut[cut[0][0]] == title
    move(app, cut[0][1].center)
    with theme.drawn_texts() as tip:
        app.render()
    assert whole_words(title) <= set().union(*(whole_words(t) for t, _px, r in tip.texts if r is None))


SCALED = ("title", "pause", "settings", "new_game_queendomino", "table_kingdomino", "table_queendomino", "table_duel",
          "sheet_kingdomino", "learn", "rules", "lesson_kingdomino")


def whole_text(drawn: theme.Drawn, t: str) -> str:
    """The text as the scene gave it: a line shortened to fit (a long folder's path) or one
    line of a wrapped text counts as that text."""
    whole = drawn.cut.get(t, t)
    return drawn.lines.get(whole, whole)


def text_sizes(drawn: theme.Drawn) -> dict[str, int]:
    """Each text's smallest size (a wrapped or shortened one by its whole words; the numbers
    printed on dominoes, which grow with their tile, left out)."""
    sizes: dict[str, int] = {}
    art = Counter(drawn.art)
    for t, px, _r in drawn.texts:
        if art[t, px]:
            art[t, px] -= 1
        elif t.strip():
            whole = whole_text(drawn, t)
            sizes[whole] = min(px, sizes.get(whole, px))
    return sizes


def sizes_and_controls(app, name: str) -> tuple[dict[str, int], list[pygame.Rect]]:
    """Each text's smallest size in scene `name` (a text wrapped or shortened: its smallest
    line; the numbers printed on dominoes, which grow with their tile, left out), and the
    rectangles of its buttons."""
    sizes = text_sizes(measured(app, name))
    top = app.scenes.top
    buttons = [b.rect.copy() for b in getattr(top, "buttons", [])]
    if hasattr(top, "menu_button"):
        buttons += [top.menu_button.rect.copy(), top.log_button.rect.copy()]
    if hasattr(top, "rows"):
        buttons += [b.rect.copy() for _k, _l, row in top.rows for b in row.buttons]
    if hasattr(top, "tabs"):
        buttons += [b.rect.copy() for b in top.tabs.buttons]
    if hasattr(top, "start"):
        buttons += [top.start.rect.copy(), top.back.rect.copy()]
    leave(app)
    return sizes, buttons


def settings_scrolled_through(app) -> dict[str, int]:
    """Each text's smallest size in Settings, scrolled from its top to its end half a view at a time."""
    scene_shots.SHOTS["settings"](app)
    scene = app.scenes.top
    sizes: dict[str, int] = {}
    for y in range(0, scene.max_scroll + scene.view.h // 2, scene.view.h // 2):
        scene.scroll_to(y)
        theme.clear_pictures()
        with theme.drawn_texts() as drawn:
            app.render()
        for t, px, _r in drawn.texts:
            if t.strip():
                whole = whole_text(drawn, t)
                sizes[whole] = min(px, sizes.get(whole, px))
    leave(app)
    return sizes


def at_both_scales(app, names) -> dict:
    """scale -> scene name -> sizes_and_controls, at UI scale 100 % and 150 %."""
    at = {}
    for scale in (1.0, 1.5):
        theme.set_ui_scale(scale)
        at[scale] = {name: sizes_and_controls(app, name) for name in names}
    return at


def test_a_larger_ui_scale_grows_the_text_and_the_controls(saves_written):
    """At 150 % no text is smaller than at 100 % and most are larger; the buttons are larger."""
    at = at_both_scales(saves_written, SCALED)
    for name in SCALED:
        (small, small_buttons), (large, large_buttons) = at[1.0][name], at[1.5][name]
        both = [t for t in small if t in large]
        assert len(both) > len(small) // 2, name
        assert [t for t in both if large[t] < small[t]] == [], name
        assert sum(large[t] > small[t] for t in both) >= len(both) * 3 // 4, name
        assert small_buttons and len(small_buttons) == len(large_buttons), name
        assert all(b.h > a.h for a, b in zip(small_buttons, large_buttons)), name


EVERY_TEXT_GROWS = ("title", "settings", "new_game_queendomino", "new_game_royal_wedding", "sheet_kingdomino", "rules",
                    "rules_queendomino", "rules_duel", "rules_controls")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_150_percent_every_text_and_button_is_larger_than_at_100(app, size):
    """The title, Settings (its rows scroll when they no longer fit), New game, a score sheet
    and the rules pages: each text drawn larger at 150 % than at 100 %, none kept at its size to fit
    a room that stayed the same, and every button taller."""
    big = App(pygame.display.set_mode(size))
    scene_shots.write_saves()
    at = at_both_scales(big, EVERY_TEXT_GROWS)
    theme.set_ui_scale(1.5)
    every_row = settings_scrolled_through(big)
    for name in EVERY_TEXT_GROWS:
        (small, small_buttons), (large, large_buttons) = at[1.0][name], at[1.5][name]
        if name == "settings":          # the rows scrolled out of sight at first are measured too; the words
            assert set(large) < set(every_row)      # saying a 1280×720 window fits 100 % come with 150 % only
            large = {t: px for t, px in every_row.items() if not t.startswith(("this window fits", "Use "))}
        assert small and set(small) == set(large), name
        assert [(t, small[t], large[t]) for t in small if large[t] <= small[t]] == [], name
        assert small_buttons and len(small_buttons) == len(large_buttons), name
        assert all(b.h > a.h for a, b in zip(small_buttons, large_buttons)), name


TABLES = ("table_kingdomino", "table_kingdomino_2p", "table_kralovska_zahrada", "table_kralovska_zahrada_7x7",
          "table_queendomino", "table_royal_wedding", "table_royal_wedding_teams", "table_duel")


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_at_150_percent_every_text_and_button_on_the_tables_is_larger_than_at_100(app, size):
    """Kingdomino at 4 and 2 players, Královská zahrada (and its Mighty Duel on 7×7), Queendomino,
    the Royal Wedding of 6 and of 8 in teams and Duel: each text (a wrapped one by its lines) drawn larger at 150 % than at
    100 %, none kept at its size because its room stayed the same, and every button taller."""
    big = App(pygame.display.set_mode(size))
    at = at_both_scales(big, TABLES)
    for name in TABLES:
        (small, small_buttons), (large, large_buttons) = at[1.0][name], at[1.5][name]
        assert small and set(small) == set(large), name
        assert [(t, small[t], large[t]) for t in small if large[t] <= small[t]] == [], name
        assert small_buttons and len(small_buttons) == len(large_buttons), name
        assert all(b.h > a.h for a, b in zip(small_buttons, large_buttons)), name
