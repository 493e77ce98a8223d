"""A game is never lost: every unfinished game keeps its own autosave (Continue takes the
most recent, Load lists them all), finished games go to a history that can be replayed and
cleared, and files that do not load are listed with their reason, never written over.
Synthetic events only."""
import json

import pygame
import pytest

from game import autosaves, i18n, saves
from game.app.scenes.load import ConfirmScene, LoadScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.replay import ReplayScene
from game.app.scenes.title import TitleScene
from game.app.session import Seat, Session
from game.rules.config import GameConfig
from tests.app.helpers import click, find_scene, send
from tests.app.scenes.test_saves_ui import C, button
from tests.app.test_languages_ui import Drawn
from tests.app.test_session_saves import computers_play, person_plays
from tests.app.test_window_sizes import saves_to_list
from tests.test_autosaves import CRAFTED, played_to


def game(name: str, seed: int, actions: int) -> Session:
    return played_to(Session(GameConfig(name, 2), seed, [Seat("Ann", C[0]), Seat("Bot", C[3], "greedy")],
                             autosave=True), actions)


def at_title(app) -> TitleScene:
    app.scenes.push(TitleScene(app))
    return app.scenes.top


def open_load(app) -> LoadScene:
    click(app, button(at_title(app), "Load").rect.center)
    assert isinstance(app.scenes.top, LoadScene)
    return app.scenes.top


def test_continue_names_and_resumes_the_most_recent_unfinished_game(app):
    garden = game("kralovska_zahrada", 3, 9)
    duel = game("duel", 5, 6)
    title = at_title(app)
    assert title.continue_button.enabled and title.continue_words.startswith("Kingdomino Duel · round ")
    assert "Ann, Bot" in title.continue_words
    app.render()
    click(app, title.continue_button.rect.center)
    play = app.scenes.top
    assert play.session.config.game == "duel" and play.session.slot.path == duel.slot.path
    assert saves.load(garden.slot.path)[0].record.actions == garden.actions


def test_an_autosave_whose_names_draw_as_nothing_or_look_alike_continues(app):
    seats = [Seat("\ufe0f\u034f", C[0]), Seat("Ann", C[1], "greedy"), Seat("\u0410nn", C[3], "greedy")]   # Cyrillic А
    played_to(Session(GameConfig("kingdomino", 3), 4, seats, autosave=True), 5)
    title = at_title(app)
    app.render()
    click(app, title.continue_button.rect.center)
    play = app.scenes.top
    assert [s.name for s in play.session.seats] == ["Player 1", "Ann", "\u0410nn 2"]
    app.render()


def test_a_new_game_never_replaces_an_unfinished_one(app):
    garden = game("kralovska_zahrada", 3, 9)
    before = garden.slot.path.read_bytes()
    click(app, button(at_title(app), "New game").rect.center)
    ng = app.scenes.top
    assert isinstance(ng, NewGameScene)
    ng.set_game("queendomino")
    ng.seed = 3
    click(app, ng.start.rect.center)
    play = app.scenes.top
    while not play.session.actions:                     # the person's first move, through the rules
        person_plays(play.session) if play.session.seats[play.session.actor()].human else \
            computers_play(play.session, until=1)
    assert garden.slot.path.read_bytes() == before
    assert {saves.load(p)[0].record.config.game for p in autosaves.unfinished_files()} == \
        {"kralovska_zahrada", "queendomino"}


def test_load_lists_every_unfinished_game_and_plays_each_on_its_own_file(app):
    garden, queen, duel = game("kralovska_zahrada", 3, 9), game("queendomino", 4, 7), game("duel", 5, 6)
    load = open_load(app)
    assert [e.path for e in load.unfinished] == [duel.slot.path, queen.slot.path, garden.slot.path]
    assert [e.title for e in load.unfinished] == ["Kingdomino Duel", "Queendomino", "Královská zahrada"]
    assert all([b.label for b in e.buttons] == ["Play", "Replay", "Delete"] for e in load.unfinished)
    app.render()
    entry = load.unfinished[2]
    click(app, entry.buttons[0].rect.center)
    play = app.scenes.top
    assert play.session.slot.path == garden.slot.path
    person_plays(play.session) if play.session.seats[play.session.actor()].human else \
        computers_play(play.session, until=len(play.session.actions) + 1)
    assert saves.load(garden.slot.path)[0].record.actions == play.session.actions
    assert len(list(autosaves.autosaves_dir().glob("*.json"))) == 3


def test_finished_games_are_replayed_from_the_history_and_cleared_after_a_question(app):
    done = game("kingdomino", 6, 10**6)
    going = game("duel", 5, 6)
    named = saves.file_for("Friday")
    saves.write(named, going.to_saved("Friday"))
    load = open_load(app)
    (entry,) = load.history
    assert entry.path == done.slot.done and [b.label for b in entry.buttons] == ["Replay", "Review", "Delete"]
    click(app, entry.buttons[0].rect.center)
    assert isinstance(app.scenes.top, ReplayScene)
    send(app, pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0))
    assert app.scenes.top is load and load.clear_button.enabled
    click(app, load.clear_button.rect.center)
    assert isinstance(app.scenes.top, ConfirmScene)
    click(app, app.scenes.top.no.rect.center)
    assert done.slot.done.exists()
    click(app, load.clear_button.rect.center)
    click(app, app.scenes.top.yes.rect.center)
    assert app.scenes.top is load and load.history == [] and not done.slot.done.exists()
    assert load.message == "1 finished game removed" and not load.clear_button.enabled
    assert going.slot.path.exists() and named.exists() and [e.path for e in load.unfinished] == [going.slot.path]


def test_a_broken_autosave_offers_its_previous_copy_and_is_moved_aside(app):
    s = game("kingdomino", 4, 8)
    path = s.slot.path
    doc = json.loads(path.read_text())
    doc["version"] = saves.VERSION + 1
    path.write_text(json.dumps(doc))
    load = open_load(app)
    (entry,) = load.unfinished
    assert entry.error.startswith("made by a newer version of the game")
    assert [b.label for b in entry.buttons] == ["Previous copy", "Delete"]
    app.render()
    click(app, entry.buttons[0].rect.center)
    play = app.scenes.top
    assert play.session.actions == saves.load(saves.backup_path(path))[0].record.actions
    person_plays(play.session) if play.session.seats[play.session.actor()].human else \
        computers_play(play.session, until=len(play.session.actions) + 1)
    (aside,) = path.parent.glob("*-damaged-*.json")
    assert json.loads(aside.read_text())["version"] == saves.VERSION + 1
    load = open_load(app)
    assert {e.path for e in load.unfinished} == {path, aside}
    assert next(e for e in load.unfinished if e.path == aside).error.startswith("made by a newer version")


@pytest.mark.parametrize("where", ["autosave", "autosaves folder", "saves folder", "history"])
def test_crafted_files_are_listed_as_broken_and_nothing_crashes(app, where):
    folder = {"autosave": saves.saves_dir(), "autosaves folder": autosaves.autosaves_dir(),
              "saves folder": saves.saves_dir(), "history": autosaves.history_dir()}[where]
    folder.mkdir(parents=True, exist_ok=True)
    paths = []
    for i, (name, make) in enumerate(CRAFTED.items()):
        path = saves.autosave_path() if where == "autosave" and i == 0 else folder / f"crafted-{i}.json"
        path.write_text(make(path), encoding="utf-8", errors="surrogatepass")
        paths.append(path)
    before = {p: p.read_bytes() for p in paths}
    title = at_title(app)
    app.render()
    note = title.continue_button.note
    assert not title.continue_button.enabled
    assert ("cannot be read" in note) == (where in ("autosave", "autosaves folder")) and "\n" not in note
    click(app, button(title, "Load").rect.center)
    load = app.scenes.top
    listed = {e.path: e for e in load.entries()}
    for p in paths:
        e = listed[p]
        assert e.error and "\n" not in e.error and e.saved is None, p.name
    for y in range(0, load.content_height(), 200):
        load.scroll_by(200)
        app.render()
    assert {p: p.read_bytes() for p in paths} == before
    assert find_scene(app, TitleScene) is not None


@pytest.mark.parametrize("code", list(i18n.LANGUAGES))
def test_the_title_and_the_load_list_fit_their_words_in_every_language(app, monkeypatch, code):
    """Continue's note about unreadable files, every kind of Load row and the history's button."""
    saves_to_list()
    (autosaves.autosaves_dir() / "crafted.json").write_text("{broken", encoding="utf-8")
    i18n.use(code)
    drawn = Drawn(monkeypatch)
    problems = []
    for scene in (TitleScene, LoadScene):
        app.scenes.push(scene(app))
        app.render()
        problems += [f"{scene.__name__}: {p}" for p in drawn.problems()]
    assert problems == []


def test_huge_broken_autosaves_are_listed_without_being_read_whole(app, monkeypatch):
    import os
    folder = autosaves.autosaves_dir()
    folder.mkdir(parents=True)
    for i in range(10):
        with open(folder / f"huge-{i}.json", "wb") as fh:
            fh.write(b'{"format":"kingdomino-family-save",')
            fh.truncate(64 * 1024 * 1024)                 # sparse: 64 MB of nothing after the head
    real_read, read = os.read, []

    def counting_read(fd, n):
        data = real_read(fd, n)
        read.append(len(data))
        return data
    monkeypatch.setattr(os, "read", counting_read)
    title = at_title(app)
    load = open_load(app)
    assert not title.continue_button.enabled and "10 files cannot be read" in title.continue_button.note
    assert len(load.unfinished) == 10 and all("too large" in e.error for e in load.unfinished)
    assert sum(read) < saves.MAX_BYTES          # not one of them read whole


def test_a_file_dated_far_in_the_future_is_listed(app, monkeypatch):
    game("kingdomino", 3, 4)
    load = open_load(app)
    (entry,) = load.unfinished
    entry.when = 1e18                        # beyond what the system's clock functions show
    drawn = Drawn(monkeypatch)
    app.render()
    assert any(text.endswith(" · ?") for text, _r, _w in drawn.texts)


def test_a_game_another_window_plays_on_is_offered_to_watch_or_to_copy(app):
    from game.app.scenes.confirm import ConfirmScene as Question
    from tests.test_locks import holder
    s = game("kingdomino", 3, 6)
    path = s.slot.path
    autosaves.let_go()
    before = path.read_bytes()
    other = holder(path)                     # the game open in another window
    try:
        title = at_title(app)
        click(app, title.continue_button.rect.center)
        offer = app.scenes.top
        assert isinstance(offer, Question) and offer.question == "This game is open in another window"
        assert [b.label for b in offer.answers()] == ["Watch", "Play a copy", "Back"]
        click(app, offer.yes.rect.center)
        assert isinstance(app.scenes.top, ReplayScene)
        app.scenes.pop()
        click(app, title.continue_button.rect.center)
        click(app, app.scenes.top.more[0].rect.center)
        copy = app.scenes.top.session
        person_plays(copy) if copy.seats[copy.actor()].human else computers_play(copy, until=len(copy.actions) + 1)
        assert copy.slot.path != path and len(saves.load(copy.slot.path)[0].record.actions) == 7
        assert path.read_bytes() == before   # the other window's game, untouched
        load = open_load(app)
        (held,) = [e for e in load.unfinished if e.path == path]
        click(app, held.buttons[0].rect.center)
        assert isinstance(app.scenes.top, Question)
    finally:
        other.communicate("")
