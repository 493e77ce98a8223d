"""What a player sees of saves: Continue, Load (list, broken files, delete, scroll),
Save as, Undo from the pause menu, Settings. Synthetic events only."""
import json

import pygame

from game import autosaves, i18n, saves
from game.app import settings
from game.app.scenes.load import ConfirmScene, LoadScene
from game.app.scenes.new_game import NewGameScene
from game.app.scenes.pause import PauseScene
from game.app.scenes.save_as import SaveAsScene
from game.app.scenes.settings_scene import SettingsScene
from game.app.scenes.title import TitleScene
from game.app.session import Seat, Session
from game.app.tables.kingdomino.scene import PlayScene
from game.app.ui import theme
from game.rules.config import GameConfig
from tests.app.helpers import click, find_scene, key, send
from tests.app.test_session_saves import computers_play, person_plays, two_people_acted

C = [c for _, c in theme.PLAYER_COLOURS]


def game_vs_computer(actions=12, seed=4) -> Session:
    s = Session(GameConfig("kingdomino", 2), seed, [Seat("Ann", C[0]), Seat("Bot", C[3], "greedy")], autosave=True)
    while len(s.actions) < actions:
        computers_play(s)
        person_plays(s)
    return s


def button(scene, label):
    return next(b for b in scene.buttons if b.label == label)


def test_continue_is_disabled_without_an_autosave(app):
    app.scenes.push(TitleScene(app))
    b = button(app.scenes.top, "Continue")
    assert not b.enabled and b.note == "no game in progress"
    click(app, b.rect.center)
    assert isinstance(app.scenes.top, TitleScene)


def test_continue_resumes_the_autosave_exactly(app):
    s = game_vs_computer()
    computers_play(s, until=len(s.actions) + 1)   # stop while the computer is to move, if it is
    app.scenes.push(TitleScene(app))
    b = button(app.scenes.top, "Continue")
    assert b.enabled
    click(app, b.rect.center)
    play = app.scenes.top
    assert isinstance(play, PlayScene) and play.session.autosave
    assert play.session.actions == s.actions and play.session.state.to_dict() == s.state.to_dict()
    assert [(x.name, x.colour, x.agent) for x in play.session.seats] == [(x.name, x.colour, x.agent) for x in s.seats]


def test_continue_restarts_a_computers_thinking(app):
    s = Session(GameConfig("kingdomino", 2), 8, [Seat("Bot", C[0], "greedy"), Seat("Bot 2", C[1], "greedy")], autosave=True)
    computers_play(s, until=5)
    app.scenes.push(TitleScene(app))
    click(app, button(app.scenes.top, "Continue").rect.center)
    play = app.scenes.top
    assert play.thinking and play.token == 1      # asked in the very first frame
    answer = play.worker.wait()
    assert answer.action == s.player_for_move(s.actor()).choose(s.state.copy())


def test_a_broken_autosave_disables_continue_and_load_gives_its_reason(app):
    path = saves.autosave_path()
    path.parent.mkdir(parents=True)
    path.write_text("{truncated")
    app.scenes.push(TitleScene(app))
    b = button(app.scenes.top, "Continue")
    assert not b.enabled and b.note == "no game in progress (1 file cannot be read: see Load)"
    click(app, button(app.scenes.top, "Load").rect.center)
    (entry,) = app.scenes.top.unfinished
    assert entry.error.startswith("not JSON") and [b.label for b in entry.buttons] == ["Delete"]
    assert path.read_text() == "{truncated"


def test_a_new_game_autosaves_its_first_move(app):
    app.scenes.push(TitleScene(app))
    click(app, button(app.scenes.top, "New game").rect.center)
    ng = app.scenes.top
    assert isinstance(ng, NewGameScene)
    ng.seed = 3
    click(app, ng.kind_rows[0].buttons[1].rect.center)     # seat 1: a computer too
    click(app, ng.start.rect.center)
    play = find_scene(app, PlayScene)
    for _ in range(200):
        if play.session.actions:
            break
        if play.thinking:
            send(app, pygame.event.wait(5000), render=False)   # the worker's wake-up event
        else:
            app.step([], 1.0)                                    # a long frame ends a flight at once
    assert len(saves.load(play.session.slot.path)[0].record.actions) == len(play.session.actions) >= 1


def open_load(app) -> LoadScene:
    app.scenes.push(TitleScene(app))
    click(app, button(app.scenes.top, "Load").rect.center)
    assert isinstance(app.scenes.top, LoadScene)
    return app.scenes.top


def test_load_lists_saves_broken_files_and_examples(app):
    s = game_vs_computer()
    saves.write(saves.file_for("Friday"), s.to_saved("Friday"))
    (saves.saves_dir() / "junk.json").write_text("[1, 2]")
    load = open_load(app)
    titles = {e.title: e for e in load.mine}
    assert set(titles) == {"Friday", "Junk"}
    assert [(e.title, e.path) for e in load.unfinished] == [("Kingdomino", s.slot.path)]
    junk = titles["Junk"]
    assert junk.error == "not a save of this game" and [b.label for b in junk.buttons] == ["Delete"]
    assert [b.label for b in titles["Friday"].buttons] == ["Play", "Replay", "Delete"]
    assert {e.path.name for e in load.examples} >= {"queendomino-3p.json", "duel.json", "kralovska-zahrada-dynasty.json"}
    assert all("Delete" not in [b.label for b in e.buttons] for e in load.examples)
    assert (saves.saves_dir() / "junk.json").read_text() == "[1, 2]"   # listing never writes


def test_load_gives_a_broken_files_reason_in_the_players_language(app, monkeypatch):
    saves.saves_dir().mkdir(parents=True)
    (saves.saves_dir() / "cut.json").write_text('{"format": "kingdomino-family-save",\n "version": ')
    (saves.saves_dir() / "junk.json").write_text("[1, 2]")
    monkeypatch.setattr(i18n, "_current", i18n.catalog("ru"))
    errors = {e.title: e.error for e in open_load(app).mine}
    assert errors["Junk"] == "это не сохранение этой игры"
    assert errors["Cut"].startswith("это не JSON (файл обрезан или повреждён), строка 2: ")   # then the parser's words


def test_load_opens_a_save_where_it_stopped(app):
    s = game_vs_computer(actions=9)
    saves.write(saves.file_for("Named"), s.to_saved("Named"))
    load = open_load(app)
    entry = next(e for e in load.mine if e.title == "Named")
    load.scroll_by(0)
    click(app, entry.buttons[0].rect.center)
    play = app.scenes.top
    assert isinstance(play, PlayScene) and play.session.actions == s.actions
    assert find_scene(app, LoadScene) is None


def test_delete_asks_first_and_keep_keeps(app):
    s = game_vs_computer()
    path = saves.file_for("Doomed")
    saves.write(path, s.to_saved("Doomed"))
    load = open_load(app)
    entry = next(e for e in load.mine if e.title == "Doomed")
    click(app, entry.buttons[-1].rect.center)
    assert isinstance(app.scenes.top, ConfirmScene)
    click(app, app.scenes.top.no.rect.center)
    assert app.scenes.top is load and path.exists()
    click(app, entry.buttons[-1].rect.center)
    click(app, app.scenes.top.yes.rect.center)
    assert app.scenes.top is load and not path.exists()
    assert "Doomed" not in [e.title for e in load.mine]


def test_many_saves_scroll_and_esc_goes_back(app):
    s = game_vs_computer(actions=4)
    for i in range(14):
        saves.write(saves.file_for(f"Save {i}"), s.to_saved(f"Save {i}"))
    load = open_load(app)
    assert load.content_height() > load.area.h
    last = load.examples[-1].buttons[0]
    assert last.rect.y > load.area.bottom           # off the list: not clickable
    send(app, pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-3, flipped=False, precise_x=0.0, precise_y=-3.0))
    assert load.scroll > 0
    key(app, pygame.K_END)
    assert load.scroll == load.content_height() - load.area.h and load.area.contains(last.rect)
    key(app, pygame.K_HOME)
    assert load.scroll == 0
    key(app, pygame.K_ESCAPE)
    assert isinstance(app.scenes.top, TitleScene)


def pause_over(app, session) -> PauseScene:
    app.scenes.push(PlayScene(app, session))
    app.scenes.push(PauseScene(app))
    return app.scenes.top


def type_text(app, text):
    send(app, pygame.event.Event(pygame.TEXTINPUT, text=text))


def test_save_as_writes_a_named_save_and_asks_before_replacing(app):
    s = game_vs_computer(actions=10)
    pause = pause_over(app, s)
    click(app, button(pause, "Save game").rect.center)
    dialog = app.scenes.top
    assert isinstance(dialog, SaveAsScene) and dialog.field.value.startswith("Kingdomino 2p – round")
    for _ in range(len(dialog.field.value)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Evening game")
    key(app, pygame.K_RETURN)
    path = saves.saves_dir() / "Evening game.json"
    assert app.scenes.top is pause and "Evening game" in pause.message
    assert saves.load(path)[0].title == "Evening game"
    person_plays(s) if s.seats[s.actor()].human else computers_play(s, until=len(s.actions) + 1)
    click(app, button(pause, "Save game").rect.center)
    dialog = app.scenes.top
    for _ in range(len(dialog.field.value)):
        key(app, pygame.K_BACKSPACE)
    type_text(app, "Evening game")
    click(app, dialog.save_button.rect.center)
    assert app.scenes.top is dialog and "exists" in dialog.message
    assert len(saves.load(path)[0].record.actions) == 10
    click(app, dialog.save_button.rect.center)
    assert app.scenes.top is pause and len(saves.load(path)[0].record.actions) == 11


def test_save_as_never_overwrites_a_file_that_is_not_a_save(app):
    s = game_vs_computer(actions=4)
    path = saves.saves_dir() / "Mine.json"
    path.write_text("not a save")
    pause = pause_over(app, s)
    click(app, button(pause, "Save game").rect.center)
    dialog = app.scenes.top
    dialog.field.value = "Mine"
    click(app, dialog.save_button.rect.center)
    click(app, dialog.save_button.rect.center)
    assert app.scenes.top is dialog and "will not be overwritten" in dialog.message
    assert path.read_text() == "not a save"


def test_replace_says_a_save_cannot_be_read_and_keeps_it_aside(app):
    s = game_vs_computer(actions=4)
    path = saves.saves_dir() / "Mine.json"
    newer = saves.SavedGame(s.to_saved().record, s.to_saved().seats).to_dict()
    newer["version"] = saves.VERSION + 1
    path.write_text(json.dumps(newer))
    pause = pause_over(app, s)
    click(app, button(pause, "Save game").rect.center)
    dialog = app.scenes.top
    dialog.field.value = "Mine"
    click(app, dialog.save_button.rect.center)
    assert app.scenes.top is dialog and "cannot be read" in dialog.message and dialog.save_button.label == "Replace"
    click(app, dialog.save_button.rect.center)
    assert app.scenes.top is pause
    (aside,) = path.parent.glob("Mine-damaged-*.json")
    assert json.loads(aside.read_text()) == newer and not saves.backup_path(path).exists()
    assert len(saves.load(path)[0].record.actions) == 4


def test_undo_from_the_pause_menu_against_the_computer(app):
    s = game_vs_computer(actions=10)
    computers_play(s)
    mark = s.undo_point()
    pause = pause_over(app, s)
    undo = button(pause, "Undo")
    assert undo.enabled
    click(app, undo.rect.center)
    play = app.scenes.top
    assert isinstance(play, PlayScene) and play.session is s and len(s.actions) == mark
    assert len(app.scenes.stack) == 1 and s.seats[s.actor()].human
    assert len(saves.load(s.slot.path)[0].record.actions) == mark


def test_undo_of_earlier_peoples_moves_in_hot_seat_needs_the_setting(app):
    s = Session(GameConfig("kingdomino", 2), 4, [Seat("A", C[0]), Seat("B", C[1])])
    two_people_acted(s)                        # and the turn is handed over again
    pause = pause_over(app, s)
    undo = button(pause, "Undo")
    assert not undo.enabled and "Settings" in undo.note
    click(app, button(pause, "Settings").rect.center)
    scene = app.scenes.top
    assert isinstance(scene, SettingsScene)
    row = dict((name, r) for name, _, r in scene.rows)["undo_hot_seat"]
    click(app, row.buttons[1].rect.center)
    assert settings.current().undo_hot_seat
    key(app, pygame.K_ESCAPE)
    assert app.scenes.top is pause and undo.enabled


def test_settings_are_written_and_applied_at_once(app):
    app.scenes.push(TitleScene(app))
    click(app, button(app.scenes.top, "Settings").rect.center)
    scene = app.scenes.top
    rows = dict((name, r) for name, _, r in scene.rows)
    click(app, rows["animation_speed"].buttons[2].rect.center)      # Fast
    click(app, rows["thinking"].buttons[0].rect.center)             # 0.5x
    assert settings.load(settings.settings_path())[0].animation_speed == 2.0
    assert settings.current().thinking == 0.5
    window = rows["window"]
    click(app, window.buttons[window.values.index("1600x900")].rect.center)
    assert app.screen.get_size() == (1600, 900) and app.scenes.size == (1600, 900)
    assert settings.current().window == "1600x900"


def test_continue_is_not_offered_for_a_finished_game(app):
    s = Session(GameConfig("kingdomino", 2), 2, [Seat("A", C[0], "random"), Seat("B", C[1], "random")], autosave=True)
    computers_play(s)
    app.scenes.push(TitleScene(app))
    b = button(app.scenes.top, "Continue")
    assert not b.enabled and b.note == "no game in progress"


def test_animation_speed_and_thinking_time_reach_the_table(app, monkeypatch):
    from game.app.tables.kingdomino.kingdom_table import CHOOSE_SECONDS, PLACE_SECONDS
    from game.match import match as session_module  # where the computer seats are made
    made = []
    real = session_module.make_player

    def spy(name, game, seed, budget_scale=1.0, seats=()):
        made.append(budget_scale)
        return real(name, game, seed, budget_scale=budget_scale, seats=seats)
    monkeypatch.setattr(session_module, "make_player", spy)
    settings.change(animation_speed=2.0, thinking=2.0)
    s = Session(GameConfig("kingdomino", 2), 8, [Seat("Bot", C[0], "greedy"), Seat("Bot 2", C[1], "greedy")])
    play = PlayScene(app, s)
    app.scenes.push(play)
    assert made == [2.0, 2.0]
    for _ in range(20):
        if play.flight:
            break
        if play.thinking:
            send(app, pygame.event.wait(5000), render=False)
        else:
            send(app, render=False)
    assert play.flight.duration in (PLACE_SECONDS / 2, CHOOSE_SECONDS / 2)
    settings.change(thinking=0.5)
    s.computer(0)
    assert made[-1] == 0.5                 # a new thinking time applies to the next move


def test_a_finished_game_in_load_shows_its_winner_and_scores(app, monkeypatch):
    s = Session(GameConfig("kingdomino", 2), 2, [Seat("Ann", C[0], "random"), Seat("Bot", C[1], "random")], autosave=True)
    computers_play(s)
    ranked = {r.player: r for r in s.rules.results(s.state)}
    winner = next(s.seats[p].name for p, r in ranked.items() if r.rank == 1)
    load = open_load(app)
    (entry,) = load.history
    texts: list[str] = []
    blit = theme.blit_text
    monkeypatch.setattr(theme, "blit_text", lambda surf, text, *a, **k: texts.append(text) or blit(surf, text, *a, **k))
    load.draw(app.screen)
    line = next(t for t in texts if t.startswith("won by"))
    assert line.startswith(f"won by {winner} · Ann {ranked[0].total}, Bot {ranked[1].total}")


def test_quit_to_title_offers_to_keep_or_abandon_the_unfinished_game(app):
    s = game_vs_computer()
    path = s.slot.path
    pause = pause_over(app, s)
    click(app, button(pause, "Quit to title").rect.center)
    ask = app.scenes.top
    assert isinstance(ask, ConfirmScene) and [b.label for b in ask.answers()] == ["Keep for later", "Abandon game", "Back"]
    click(app, ask.no.rect.center)                       # Back: the menu again, nothing changed
    assert app.scenes.top is pause and path.exists()
    click(app, button(pause, "Quit to title").rect.center)
    click(app, app.scenes.top.yes.rect.center)           # Keep for later: Continue finds it
    assert isinstance(app.scenes.top, TitleScene) and path.exists()
    assert button(app.scenes.top, "Continue").enabled
    pause = pause_over(app, s)
    click(app, button(pause, "Quit to title").rect.center)
    click(app, app.scenes.top.more[0].rect.center)       # Abandon game: gone from Continue and Load
    assert isinstance(app.scenes.top, TitleScene) and not path.exists() and autosaves.unfinished_files() == []
    assert not button(app.scenes.top, "Continue").enabled


def test_abandoning_never_deletes_a_file_that_does_not_load(app):
    s = game_vs_computer()
    path = s.slot.path
    path.write_text("{broken", encoding="utf-8")         # changed by someone else since
    pause = pause_over(app, s)
    click(app, button(pause, "Quit to title").rect.center)
    click(app, app.scenes.top.more[0].rect.center)
    kept = [p for p in path.parent.iterdir() if "damaged" in p.name]
    assert not path.exists() and len(kept) == 1 and kept[0].read_text(encoding="utf-8") == "{broken"


def test_a_finished_game_quits_to_the_title_without_a_question(app):
    s = Session(GameConfig("kingdomino", 2), 2, [Seat("A", C[0], "random"), Seat("B", C[1], "random")], autosave=True)
    computers_play(s)
    pause = pause_over(app, s)
    click(app, button(pause, "Quit to title").rect.center)
    assert isinstance(app.scenes.top, TitleScene)
