"""Progress at the table and the Statistics scene: a game ending at the table counts once
for each person (not in a replay or the demo, not again when the sheet is reopened), the
score sheets say each person's record, the scene lists it and clears it after a question,
and a damaged statistics file is kept aside with a notice."""
import pygame

from game import progress
from game.app.scenes.load import ConfirmScene
from game.app.scenes.statistics import StatisticsScene
from game.app.scenes.title import TitleScene
from game.app.session import Session
from game.app.tables.common.sheet import SheetScene
from game.app.tables.directory import play_scene
from game.app.ui import theme
from game.app.ui.words import margin_text, summary
from game.tools.scene_shots import played, session
from tests.app.helpers import click, find_scene, past_finale, send


def finish_at_table(app, s, **options):
    """The finished game's table: it opens its score sheet (and counts the game), the
    counting on the map skipped."""
    scene = play_scene(app, s, **options)
    app.scenes.push(scene)
    app.step([], 0.016)
    past_finale(app)
    return scene


def test_a_game_finished_at_the_table_counts_once_and_its_sheet_says_so(app):
    s = played(session("kingdomino", 4), middle=False)
    table = finish_at_table(app, s)
    sheet = app.scenes.top
    assert isinstance(sheet, SheetScene)
    data, _ = progress.load()
    t = data.tally("Anna", "kingdomino")
    ranked = {r.player: r for r in s.rules.results(s.state)}
    best_other = max(r.total for p, r in ranked.items() if p != 0)
    assert (t.played, t.won, t.best, t.margin_sum) == (1, ranked[0].rank == 1, ranked[0].total, ranked[0].total - best_other)
    assert sheet.progress == [summary("Anna", "kingdomino", t)] and "Anna: 1 game of Kingdomino, " in sheet.progress[0]
    assert list(data.players) == ["Anna"]                     # computers are not players
    app.scenes.pop()                                            # back to the table, then the sheet again
    click(app, table.sl["active_kingdom"].center)
    send(app)
    assert isinstance(app.scenes.top, SheetScene)
    again = Session.from_saved(s.to_saved())                    # the same game continued from its save
    finish_at_table(app, again)
    assert progress.load()[0].tally("Anna", "kingdomino").played == 1


def test_hot_seat_games_count_for_every_person_and_each_game_counts(app):
    for seed in (3, 4):
        finish_at_table(app, played(session("duel", 2, people=2, seed=seed), middle=False))
        while app.scenes.stack:
            app.scenes.pop()
    data, _ = progress.load()
    assert data.tally("Anna", "duel").played == data.tally("Bohdan", "duel").played == 2
    assert data.players["Anna"]["duel"][progress.PEOPLE].won + data.players["Bohdan"]["duel"][progress.PEOPLE].won >= 2


def test_replays_and_the_demo_count_nothing(app):
    finish_at_table(app, played(session("kingdomino", 2), middle=False), watching=True)
    finish_at_table(app, played(session("queendomino", 2), middle=False), auto_next=True)
    assert not progress.progress_path().exists()


def test_the_statistics_scene_lists_each_player_and_clears_after_a_question(app):
    finish_at_table(app, played(session("kingdomino", 4), middle=False))
    finish_at_table(app, played(session("kralovska_zahrada", 3, ("middle_kingdom", "harmony"), people=2), middle=False))
    while app.scenes.stack:
        app.scenes.pop()
    app.scenes.push(TitleScene(app))
    click(app, next(b for b in app.scenes.top.buttons if b.label == "Statistics").rect.center)
    stats = app.scenes.top
    assert isinstance(stats, StatisticsScene)
    rows = stats.rows()
    assert [item for kind, item in rows if kind == "name"] == ["Anna", "Bohdan"]
    games = {(item[0], item[1]) for kind, item in rows if kind == "row"}
    assert games == {("kingdomino", "greedy"), ("kralovska_zahrada+harmony+middle_kingdom", "greedy")}
    theme.fit_log = []
    try:
        app.render()
        assert theme.fit_log == []                              # nothing set smaller, nothing cut, at 1280×720
    finally:
        theme.fit_log = None
    click(app, stats.clear_button.rect.center)
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene)
    click(app, ask.no.rect.center)                              # Keep: nothing happens
    assert progress.load()[0].players
    click(app, stats.clear_button.rect.center)
    click(app, app.scenes.top.yes.rect.center)
    assert progress.load()[0].players == {} and stats.rows() == [] and not stats.clear_button.enabled
    send(app)
    assert app.scenes.top is stats


def test_a_damaged_statistics_file_is_kept_aside_and_both_screens_say_so(app):
    path = progress.progress_path()
    path.parent.mkdir(parents=True)
    path.write_text("{damaged", encoding="utf-8")
    finish_at_table(app, played(session("kingdomino", 2), middle=False))
    sheet = find_scene(app, SheetScene)
    assert "damaged" in sheet.progress[0] and "progress.damaged.json" in sheet.progress[0]
    assert (path.parent / "progress.damaged.json").read_text(encoding="utf-8") == "{damaged"
    assert sheet.progress[1].startswith("Anna: 1 game")
    path.write_text("[]", encoding="utf-8")
    stats = StatisticsScene(app)
    app.scenes.push(stats)
    send(app)
    assert "progress.damaged-2.json" in stats.notice and stats.rows() == []


def test_margins_keep_their_sign_and_the_language_decimal_separator():
    assert margin_text(4.25) == "+4.2" and margin_text(-1.0) == "−1.0" and margin_text(0) == "±0.0"


def test_the_statistics_scene_scrolls_a_long_list(app):
    for i in range(12):
        rows = [progress.SeatResult(f"Player {i}", None, 50, 1, 0), progress.SeatResult("Bot", "easy", 40, 2, 1)]
        progress.record_game(f"g{i}", "kingdomino", rows)
    stats = StatisticsScene(app)
    app.scenes.push(stats)
    assert stats.content_height() > stats.area.h
    send(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_PAGEDOWN, mod=0, unicode="", scancode=0))
    assert stats.scroll > 0


def test_each_player_shows_a_rating_win_rates_averages_and_how_the_rating_is_computed(app, monkeypatch):
    progress.record_game("a", "kingdomino", [progress.SeatResult("Eva", None, 50, 1, 0), progress.SeatResult("B", "hard", 40, 2, 1)])
    progress.record_game("b", "kingdomino", [progress.SeatResult("Eva", None, 31, 2, 0), progress.SeatResult("B", "easy", 40, 1, 1)])
    progress.record_game("c", "duel", [progress.SeatResult("Jan", None, 20, 1, 0), progress.SeatResult("Eva", None, 10, 2, 1)])
    stats = StatisticsScene(app)
    app.scenes.push(stats)
    send(app)
    texts: list[str] = []
    blit = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surf, text, *a, **k: texts.append(text) or blit(surf, text, *a, **k))
    app.render()
    eva = progress.load()[0].ratings["Eva"]
    assert f"rating {round(eva.value)} · 2 games against computers" in texts
    assert "no rating yet: play against the computer" in texts                  # Jan played people only
    assert ["1 (100 %)", "50.0", "50"] == texts[texts.index("hard") + 2:texts.index("hard") + 5]
    assert ["1 (50 %)", "40.5", "50"] == texts[texts.index("all together") + 2:texts.index("all together") + 5]
    assert any(t.startswith("Rating: Elo") and "hard 1250" in t for t in texts)
