"""Every scene in every language, at 100 % and 150 % UI scale: no text leaves the window,
button labels stay inside their buttons, and no translation has to be shrunk to an
unreadable size to fit its room; the language setting and --lang. (At 200 % on the tests'
1280×720 window some long labels reach the smallest font size and still overflow.)"""
import pytest

from game import i18n
from game.app.scenes.handover import HandOverScene
from game.app.scenes.load import LoadScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.pause import PauseScene
from game.app.scenes.rules_help import RulesScene
from game.app.scenes.save_as import SaveAsScene
from game.app.scenes.settings_scene import SettingsScene
from game.app.scenes.statistics import StatisticsScene
from game.app.scenes.title import TitleScene
from game.app.session import Seat, Session
from game.app.tables.directory import play_scene
from game.app.tutorial.lesson_scene import open_lesson
from game.app.ui import theme, widgets
from game.cli.errors import guarded
from game.rules.config import GameConfig
from game.tools.shot_games import write_progress
from game.tools.shot_online import online
from game.tools.shot_stills import explained_table
from game.tutorial.lessons import LESSONS
from tests.app.helpers import click, past_finale

MIN_FIT = 0.62        # a translation may be set down to this fraction of its design size, no smaller


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.use("en")
    theme.fit_log = None
    theme.set_ui_scale(1.0)


class Drawn:
    """Records every text drawn (and where) and every button label's rectangle."""

    def __init__(self, monkeypatch):
        self.texts: list[tuple[str, object]] = []
        self.labels: list[tuple[str, object, object]] = []
        blit = theme.blit_text

        def recording_blit(surface, s, *args, **kw):
            r = blit(surface, s, *args, **kw)
            off = surface.get_abs_offset()
            self.texts.append((s, r.move(off), surface.get_abs_parent().get_rect()))
            return r
        monkeypatch.setattr(theme, "blit_text", recording_blit)
        draw = widgets.Button.draw

        def recording_draw(button, surface, scale, size=26):
            first = len(self.texts)
            draw(button, surface, scale, size)
            if len(self.texts) > first and button.label:
                self.labels.append((self.texts[first][0], self.texts[first][1], button.rect))
        monkeypatch.setattr(widgets.Button, "draw", recording_draw)
        theme.fit_log = []

    def problems(self) -> list[str]:
        out = [f"off the window: {s!r} at {r}" for s, r, window in self.texts if s.strip() and not window.contains(r)]
        out += [f"label out of its button: {s!r} {r} in {b}" for s, r, b in self.labels
                if not b.inflate(4, 4).contains(r)]
        out += [f"shrunk to {k:.0%}: {s!r}" for s, k, *_ in theme.fit_log if k < MIN_FIT]
        return out


def seats(n: int) -> list[Seat]:
    return [Seat(f"Eva {i + 1}", theme.PLAYER_COLOURS[i][1], None if i == 0 else "greedy") for i in range(n)]


def finished(game: str, players: int) -> Session:
    s = Session(GameConfig(game, players, ()), 3, seats(players))
    while not s.is_over():
        s.apply(s.rules.legal_actions(s.state)[0])
    return s


def open_scenes(app, name: str) -> None:
    """Put scene `name` on top of the app's stack (over what it is normally over)."""
    app.scenes.push(TitleScene(app))
    if name in ("new_game", "new_game_8"):
        ng = NewGameScene(app)
        app.scenes.push(ng)
        if name == "new_game_8":
            ng.set_game("royal_wedding")
            ng.set_players(8)
    elif name in ("settings", "rules", "load"):
        app.scenes.push({"settings": SettingsScene, "rules": RulesScene, "load": LoadScene}[name](app))
    elif name.startswith("rules_"):
        app.scenes.push(RulesScene(app, name.removeprefix("rules_")))
    elif name.startswith("lesson_"):                # a long note of each lesson
        lesson = name.removeprefix("lesson_")
        open_lesson(app, LESSONS[lesson], {"kingdomino": 10, "queendomino": 4, "duel": 3}[lesson])
    elif name in ("kingdomino", "pause", "handover", "save_as"):
        session = Session(GameConfig("kingdomino", 4, ("dynasty",)), 5, seats(4))
        table = play_scene(app, session)
        app.scenes.push(table)
        app.step([], 0.016)
        if name == "pause":
            app.scenes.push(PauseScene(app))
        elif name == "handover":
            app.scenes.push(HandOverScene(app, session.seats[1], table._turn_words()))
        elif name == "save_as":
            app.scenes.push(SaveAsScene(app, session))
    elif name in ("queendomino", "duel"):
        n = 2 if name == "duel" else 4
        app.scenes.push(play_scene(app, Session(GameConfig(name, n, ()), 5, seats(n))))
        app.step([], 0.016)
    elif name.endswith(("_hint", "_why")):            # a table with an explanation panel open
        game, what = name.rsplit("_", 1)
        explained_table(app, game, 2 if game == "duel" else 4, what)
    elif name in ("online", "join", "host_waiting"):
        app.scenes.pop()                              # online() starts from its own title
        online(app, name)
    elif name == "statistics":
        write_progress()
        app.scenes.push(StatisticsScene(app))
    elif name in ("kingdomino_sheet", "queendomino_sheet", "duel_sheet"):
        game = name.removesuffix("_sheet")
        app.scenes.push(play_scene(app, finished(game, 2 if game == "duel" else 4)))
        app.step([], 0.016)               # the table counts the kingdoms on the map, then opens its score sheet
        past_finale(app)
    elif name in ("kingdomino_finale", "queendomino_finale", "duel_finale"):
        game = name.removesuffix("_finale")
        app.scenes.push(play_scene(app, finished(game, 2 if game == "duel" else 4)))
        app.step([], 0.016)
        app.render()                      # the finished table, drawn once under the counting
        if theme.fit_log is not None:     # (its own texts are checked with the tables)
            theme.fit_log.clear()
        app.step([], 1.5)                 # some territories and a total shown
        assert type(app.scenes.top).__name__ == "FinaleScene", name


SCENES = ["title", "new_game", "new_game_8", "settings", "rules", "rules_queendomino", "rules_duel", "rules_controls",
          "load", "kingdomino", "pause", "handover", "save_as", "queendomino", "duel", "kingdomino_sheet",
          "queendomino_sheet", "duel_sheet", "kingdomino_finale", "queendomino_finale", "duel_finale", "kingdomino_hint", "kingdomino_why", "queendomino_why", "duel_why",
          "statistics", "lesson_kingdomino", "lesson_queendomino", "lesson_duel", "online", "join", "host_waiting"]


@pytest.mark.parametrize("scale", [100, 150])
@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_every_scene_fits_its_text_in_every_language(app, monkeypatch, code, scale):
    i18n.use(code)
    theme.set_ui_scale(scale / 100)                         # set back to 100 % afterwards
    drawn = Drawn(monkeypatch)
    problems = []
    for name in SCENES:
        open_scenes(app, name)
        app.render()
        problems += [f"{name}: {p}" for p in drawn.problems()]
        drawn.texts.clear(), drawn.labels.clear(), theme.fit_log.clear()
        while app.scenes.stack:
            app.scenes.pop()
    assert problems == []


def test_the_score_sheets_are_shown_by_the_tables(app):
    for name in ("kingdomino_sheet", "queendomino_sheet", "duel_sheet"):
        open_scenes(app, name)
        assert "Sheet" in type(app.scenes.top).__name__ or "Score" in type(app.scenes.top).__name__, name
        while app.scenes.stack:
            app.scenes.pop()


def test_choosing_a_language_in_the_settings_relabels_the_title_at_once(app, monkeypatch):
    drawn = Drawn(monkeypatch)
    app.scenes.push(TitleScene(app))
    settings_scene = SettingsScene(app)
    app.scenes.push(settings_scene)
    row = next(row for name, _label, row in settings_scene.rows if name == "language")
    click(app, row.buttons[row.values.index("de")].rect.center)
    assert i18n.current() == "de"
    from game.app import settings
    assert settings.current().language == "de"             # written, so the next start speaks German too
    app.scenes.pop()
    drawn.texts.clear()
    app.render()
    shown = {s for s, *_ in drawn.texts}
    assert {"Neues Spiel", "Einstellungen", "Regeln", "Beenden"} <= shown
    assert "New game" not in shown


@pytest.mark.parametrize("main", ["run", "demo"])
def test_an_unknown_language_is_refused_in_one_line(main, capsys):
    from game.app import demo, run
    fn = run.run_app if main == "run" else demo.main
    assert guarded(fn, ["--lang", "xx"]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "unknown language 'xx'" in err and "cs" in err


def test_lang_on_the_command_line_wins_over_the_setting(monkeypatch):
    from game.app import run, settings
    settings.change(language="pl")
    run.apply_language("el")
    assert i18n.current() == "el"
    run.apply_language(None)
    assert i18n.current() == "pl"


def test_greek_and_russian_render_without_missing_glyphs():
    """DejaVu covers Greek and Cyrillic: every letter of those catalogs has a glyph."""
    import pygame
    pygame.font.init()
    for code in ("el", "ru"):
        letters = {ch for e in i18n.read_catalog(i18n.catalog_path(code))
                   for form in i18n.forms(e) for ch in form if ch.isalpha()}
        for bold, serif in ((False, False), (True, False), (False, True)):
            font = theme.font(20, bold, serif)
            missing = [ch for ch in letters if font.metrics(ch)[0] is None]
            assert missing == [], (code, bold, serif, missing)


def test_terrain_names_follow_the_language_and_kralovska_zahrada_keeps_its_own_in_czech():
    kingdomino = Session(GameConfig("kingdomino", 2, ()), 1, seats(2))
    garden = Session(GameConfig("kralovska_zahrada", 2, ()), 1, seats(2))
    i18n.use("de")
    assert [kingdomino.terrain_name(t) for t in range(3)] == ["Getreidefeld", "Wald", "See"]
    assert [garden.terrain_name(t) for t in range(3)] == ["Getreidefeld", "Wald", "See"]
    assert garden.terrain_name(6) == "Stadt"               # the edition has no town: the game word
    i18n.use("cs")                                         # the edition's own language: its own words
    assert [garden.terrain_name(t) for t in range(3)] == ["Pole", "Les", "Rybník"]
    i18n.use("en")
    assert kingdomino.terrain_name(2) == "Lake"
    assert [garden.terrain_name(t) for t in range(6)] == ["Wheat field", "Forest", "Lake", "Grassland", "Swamp", "Mine"]
