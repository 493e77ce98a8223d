"""The event log: sentences with squares, rebuilt from the record, the panel on each
table, and reading aloud through a fake espeak-ng (never the real one)."""
import os
import stat

import pygame
import pytest

from game.app import move_log, settings
from game.app.scenes.settings_scene import SettingsScene
from game.app.session import Seat, Session
from game.app.tables import directory as tables
from game.app.tables.kingdomino.scene import PlayScene
from game.app.tables.queendomino.scene import QueenPlayScene
from game.app.ui import speech, theme
from game.rules.actions import Choose, Place
from game.rules.config import GameConfig
from game.rules.queendomino.actions import Build, Knight
from game.rules.squares import square_name
from tests.app.helpers import click, key, send
from tests.app.test_session_saves import computers_play, person_plays

RED, BLUE = (222, 66, 74), (64, 118, 228)


def duo(game="kingdomino", bot=True) -> Session:
    return Session(GameConfig(game, 2), 9, [Seat("Eva", RED), Seat("Bot", BLUE, "greedy" if bot else None)])


def play_some(s: Session, n: int) -> None:
    while len(s.actions) < n and not s.is_over():
        computers_play(s, until=n)
        if len(s.actions) < n and not s.is_over():
            person_plays(s)


def test_a_placement_says_its_terrains_and_squares_and_the_choice_joins_it():
    s = duo(bot=False)
    while not isinstance(s.rules.legal_actions(s.state)[0], Place):
        person_plays(s)
    who = s.seats[s.actor()].name
    d = s.state.current_domino()
    place = next(a for a in s.rules.legal_actions(s.state) if isinstance(a, Place) and a.rot == 0)
    assert s.apply(place) is None
    e = s.log[-1]
    first = square_name(place.x, place.y, 5)
    second = square_name(place.x + 1, place.y, 5)
    assert e.text == f"{who} placed {s.terrain_name(d.t1)}–{s.terrain_name(d.t2)} at {first}–{second}"
    choose = next(a for a in s.rules.legal_actions(s.state) if isinstance(a, Choose))
    assert s.apply(choose) is None
    shown = move_log.lines(s.log)[-1].text
    assert shown == f"{e.text}, chose {choose.number}"
    assert len(s.log) == len(s.actions)


def test_queendomino_knights_and_buildings_say_their_square():
    s = duo("queendomino", bot=False)
    texts = []
    while len(s.actions) < 400 and not s.is_over():
        acts = s.rules.legal_actions(s.state)
        a = next((x for x in acts if isinstance(x, (Knight, Build))), acts[0])
        assert s.apply(a) is None
        if isinstance(a, (Knight, Build)):
            texts.append((a, s.log[-1].text))
        if {type(a) for a, _ in texts} == {Knight, Build}:
            break
    assert {type(a) for a, _ in texts} == {Knight, Build}
    for a, text in texts:
        assert text.endswith(" at " + square_name(a.x, a.y, s.config.setup.size)), text


def test_the_log_is_rebuilt_after_load_and_after_undo():
    s = duo()
    play_some(s, 20)
    before = [e.text for e in s.log]
    again = Session.from_saved(s.to_saved())
    assert [e.text for e in again.log] == before
    settings.change(undo_hot_seat=True)
    n = s.undo_point()
    assert s.undo() is None
    assert [e.text for e in s.log] == before[:n]


@pytest.fixture
def table(app):
    s = duo()
    play_some(s, 12)
    scene = PlayScene(app, s)
    app.scenes.push(scene)
    send(app)
    return scene


def test_l_and_the_log_button_open_and_close_the_panel(app, table):
    assert not table.event_log.open
    key(app, pygame.K_l)
    assert table.event_log.open and table.event_log.rect.w > 0
    key(app, pygame.K_l)
    assert not table.event_log.open
    click(app, table.log_button.rect.center)
    assert table.event_log.open
    n = len(table.session.actions)
    click(app, table.event_log.rect.center)               # a click on the panel is not a move
    assert len(table.session.actions) == n and table.event_log.open


def test_the_panel_scrolls_back_and_shows_the_latest_moves_first(app):
    s = Session(GameConfig("kingdomino", 4), 9, [Seat("Eva", RED)] + [Seat(f"Bot {i}", BLUE, "greedy") for i in range(3)])
    play_some(s, 80)
    scene = PlayScene(app, s)
    app.scenes.push(scene)
    key(app, pygame.K_l)
    log = scene.event_log
    assert log.scroll == 0 and len(move_log.lines(s.log)) > log._rows
    key(app, pygame.K_PAGEUP)
    assert log.scroll > 0
    key(app, pygame.K_PAGEDOWN)
    assert log.scroll == 0


def test_the_log_and_its_button_on_the_queendomino_table(app):
    s = duo("queendomino")
    play_some(s, 10)
    scene = QueenPlayScene(app, s)
    app.scenes.push(scene)
    send(app)
    assert scene.log_button in scene.focus_items()
    key(app, pygame.K_l)
    assert scene.event_log.open


# ---- reading aloud ------------------------------------------------------------------------

@pytest.fixture
def fake_espeak(tmp_path, monkeypatch):
    """An `espeak-ng` on PATH that writes its arguments and its input to a file."""
    out = tmp_path / "spoken.txt"
    exe = tmp_path / "bin" / "espeak-ng"
    exe.parent.mkdir()
    exe.write_text(f'#!/bin/sh\necho "$@" > "{out}"\ncat >> "{out}"\n')
    exe.chmod(exe.stat().st_mode | stat.S_IEXEC)
    monkeypatch.setenv("PATH", f"{exe.parent}{os.pathsep}{os.environ.get('PATH', '')}")
    return exe, out


def test_the_command_line_passes_the_language_and_reads_the_text_from_input(fake_espeak):
    exe, _ = fake_espeak
    assert speech.program() == str(exe)
    assert speech.command(str(exe), "cs") == [str(exe), "-v", "cs", "--stdin"]


def test_a_new_move_is_read_aloud_when_the_setting_is_on(app, fake_espeak):
    _, out = fake_espeak
    settings.change(read_aloud=True)
    s = duo()
    play_some(s, 12)
    scene = PlayScene(app, s)
    app.scenes.push(scene)
    send(app)
    assert scene.event_log.speaker.process is None        # the history is not read out
    person_plays(s)
    send(app)
    proc = scene.event_log.speaker.process
    assert proc is not None and proc.wait(timeout=10) == 0
    args, text = out.read_text(encoding="utf-8").split("\n", 1)
    assert args == "-v en --stdin" and text == s.log[-1].text


def test_nothing_is_spoken_with_the_setting_off(app, fake_espeak):
    s = duo()
    play_some(s, 12)
    scene = PlayScene(app, s)
    app.scenes.push(scene)
    person_plays(s)
    send(app)
    assert scene.event_log.speaker.process is None


def test_the_setting_is_disabled_with_a_note_without_espeak(app, monkeypatch, tmp_path):
    monkeypatch.setenv("PATH", str(tmp_path))
    scene = SettingsScene(app)
    app.scenes.push(scene)
    send(app)
    row = next(r for name, _, r in scene.rows if name == "read_aloud")
    assert not any(b.enabled for b in row.buttons) and not scene.speech
    click(app, row.buttons[1].rect.center)
    assert settings.current().read_aloud is False


def test_the_setting_is_offered_with_espeak(app, fake_espeak):
    scene = SettingsScene(app)
    app.scenes.push(scene)
    send(app)
    row = next(r for name, _, r in scene.rows if name == "read_aloud")
    click(app, row.buttons[1].rect.center)
    assert settings.current().read_aloud is True


def test_the_replay_shows_the_log_up_to_the_step_shown(app):
    from game.app.scenes.replay import ReplayScene
    s = duo()
    play_some(s, 14)
    replay = ReplayScene(app, s.to_saved())
    app.scenes.push(replay)
    send(app)
    key(app, pygame.K_END)                         # the replay opens at the start: to the last move
    key(app, pygame.K_l)
    assert replay.table.event_log.open
    assert [e.text for e in replay.view.log] == [e.text for e in s.log]
    key(app, pygame.K_LEFT)
    key(app, pygame.K_LEFT)
    assert replay.view.log == replay.moves[:len(s.actions) - 2]


# ---- a language switch ----------------------------------------------------------------------

@pytest.mark.parametrize("game", ["kingdomino", "kralovska_zahrada", "queendomino", "duel"])
def test_a_language_switch_retranslates_every_line_of_the_log(app, game):
    """Moves played in English, then Czech chosen in the Settings over the table: every
    line the open panel shows is the Czech catalog's sentence (names of terrains,
    buildings and dice included), none of the English ones is left."""
    from game import i18n
    s = Session(GameConfig(game, 2), 9, [Seat("Eva", RED, "greedy"), Seat("Bot", BLUE, "greedy")])
    play_some(s, 30)
    english = [e.text for e in move_log.lines(s.log)]
    scene = tables.play_scene(app, s)
    app.scenes.push(scene)
    key(app, pygame.K_l)
    app.scenes.push(SettingsScene(app))
    row = next(row for name, _label, row in app.scenes.top.rows if name == "language")
    click(app, row.buttons[row.values.index("cs")].rect.center)
    app.scenes.pop()
    try:
        czech = [e.text for e in move_log.lines(s.log)]
        assert len(czech) == len(english) > 10
        assert all(c != e for c, e in zip(czech, english)), [(c, e) for c, e in zip(czech, english) if c == e]
        with theme.drawn_texts() as drawn:
            app.render()
        shown = " ".join(t for t, _px, _r in drawn.texts)
        newest = czech[-1].split()
        assert " ".join(newest[:3]) in shown                    # the panel's latest line, in Czech
        assert not any(e.split(",")[0] in shown for e in english[-scene.event_log._rows:])
        if game == "kralovska_zahrada":                        # the edition's own terrain names stay
            assert any(name in " ".join(czech) for name in ("Pole", "Les", "Rybník", "Louka", "Bažina", "Důl"))
        elif game == "kingdomino":
            assert "placed" in " ".join(english) and "přikládá dílek" in " ".join(czech)
    finally:
        i18n.use("en")
