"""Every unfinished game keeps its own autosave, a finished one goes to the history, and no
file the program cannot load is ever overwritten or deleted (game/autosaves.py)."""
from __future__ import annotations

import json
import os

import pytest

from game import autosaves, saves
from game.app.session import Seat, Session
from game.rules.config import GameConfig
from tests.app.test_session_saves import computers_play, person_plays
from tests.test_saves import _played, _saved

RED, BLUE = (222, 66, 74), (64, 118, 228)


@pytest.fixture(autouse=True)
def private_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGDOMINO_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("KINGDOMINO_CONFIG_DIR", str(tmp_path / "config"))


def vs_computer(game="kingdomino", seed=4) -> Session:
    return Session(GameConfig(game, 2), seed, [Seat("Ann", RED), Seat("Bot", BLUE, "greedy")], autosave=True)


def played_to(s: Session, actions: int) -> Session:
    while len(s.actions) < actions and not s.is_over():
        computers_play(s, until=actions)
        if len(s.actions) < actions and not s.is_over():
            person_plays(s)
    return s


def newer_version(path) -> str:
    """A save this version cannot read: the same game, a newer save format."""
    doc = _saved(_played(GameConfig("kingdomino", 2), 1, actions=3)).to_dict()
    doc["version"] = saves.VERSION + 1
    return json.dumps(doc)


def tampered_log(path) -> str:
    doc = _saved(_played(GameConfig("kingdomino", 2), 1, actions=6)).to_dict()
    doc["record"]["actions"][4] = doc["record"]["actions"][1]
    return json.dumps(doc)


CRAFTED = {
    "truncated": lambda path: '{"format": "kingdomino-family-save", "vers',
    "newer version": newer_version,
    "tampered log": tampered_log,
    "1e999 players": lambda path: newer_version(path).replace(f'"version": {saves.VERSION + 1}',
                                                               f'"version": {saves.VERSION}').replace(
        '"players": 2', '"players": 1e999'),
    "lone surrogate seed": lambda path: '{"format": "kingdomino-family-save", "version": 3, "meta": {}, '
                                        '"record": {"config": {"game": "kingdomino", "players": 2}, "seed": "\\ud800"}}',
    "5000 digits": lambda path: '{"format": "kingdomino-family-save", "version": 3, "meta": {}, '
                                '"record": {"config": {"game": "kingdomino", "players": 2}, "seed": ' + "9" * 5000 + "}}",
}


def test_every_game_keeps_its_own_autosave_and_a_new_game_touches_none():
    garden = played_to(Session(GameConfig("kralovska_zahrada", 2), 3, [Seat("Ann", RED), Seat("Bot", BLUE, "greedy")],
                               autosave=True), 9)
    queen = played_to(vs_computer("queendomino"), 7)
    before = {p: p.read_bytes() for p in autosaves.autosaves_dir().iterdir()
              if not p.name.endswith(".lock")}        # a new game lets go of the last one it held
    duel = played_to(vs_computer("duel"), 5)
    assert len({garden.slot.path, queen.slot.path, duel.slot.path}) == 3
    assert all(p.read_bytes() == data for p, data in before.items())      # the Duel touched neither
    assert [saves.load(s.slot.path)[0].record.config.game for s in (garden, queen, duel)] == \
        ["kralovska_zahrada", "queendomino", "duel"]
    assert autosaves.unfinished_files()[0] == duel.slot.path             # newest first


def test_a_finished_game_moves_to_the_history_and_an_undo_brings_it_back():
    s = played_to(vs_computer(seed=6), 10**6)
    assert s.is_over()
    unfinished = s.slot.path
    assert not unfinished.exists() and not saves.backup_path(unfinished).exists()
    assert autosaves.history_files() == [s.slot.done] and saves.load(s.slot.done)[0].record.actions == s.actions
    assert s.undo() is None and not s.is_over()
    assert autosaves.history_files() == [] and len(saves.load(unfinished)[0].record.actions) == len(s.actions)


@pytest.mark.parametrize("name", CRAFTED)
def test_a_file_in_the_way_that_does_not_load_is_moved_aside_never_overwritten(name):
    s = played_to(vs_computer(), 4)
    path = s.slot.path
    text = CRAFTED[name](path)
    path.write_text(text)
    saves.backup_path(path).write_text(text + " (backup)")
    person_plays(s) if s.seats[s.actor()].human else computers_play(s, until=len(s.actions) + 1)
    assert s.save_error == ""
    aside = sorted(p.name for p in path.parent.glob("*-damaged-*.json"))
    assert len(aside) == 2 and any("-backup-damaged-" in a for a in aside)
    kept = {(path.parent / a).read_text() for a in aside}
    assert kept == {text, text + " (backup)"}
    assert len(saves.load(path)[0].record.actions) == len(s.actions)


def test_a_game_continued_from_its_previous_copy_moves_the_broken_file_aside():
    s = played_to(vs_computer(), 6)
    path = s.slot.path
    good = saves.backup_path(path).read_bytes()
    path.write_text(newer_version(path))
    saved, _state, note = saves.load_or_backup(path)
    assert note and saves.backup_path(path).read_bytes() == good
    resumed = Session.from_saved(saved, autosave=True, slot=autosaves.Slot(path))
    person_plays(resumed) if resumed.seats[resumed.actor()].human else computers_play(resumed, until=len(resumed.actions) + 1)
    (aside,) = path.parent.glob("*-damaged-*.json")
    assert json.loads(aside.read_text())["version"] == saves.VERSION + 1
    assert saves.backup_path(path).read_bytes() == good                   # the previous copy, kept
    assert saves.load(path)[0].record.actions == resumed.actions


def test_every_damaged_file_is_kept_under_its_own_name(monkeypatch):
    monkeypatch.setattr(autosaves.time, "strftime", lambda fmt: "20300101-000000")   # all in one second
    s = played_to(vs_computer(), 3)
    path = s.slot.path
    for text in ("first damage", "second damage"):
        path.write_text(text)
        computers_play(s, until=len(s.actions) + 1) if not s.seats[s.actor()].human else person_plays(s)
    stem = path.stem
    kept = sorted((p.name, p.read_text()) for p in path.parent.glob(f"{stem}-damaged-*.json"))
    assert kept == [(f"{stem}-damaged-20300101-000000-2.json", "second damage"),
                    (f"{stem}-damaged-20300101-000000.json", "first damage")]


def test_a_newer_single_autosave_of_an_older_version_is_never_touched_by_new_games():
    legacy = saves.autosave_path()
    legacy.parent.mkdir(parents=True)
    legacy.write_text(newer_version(legacy))
    saves.backup_path(legacy).write_text("previous copy")
    before = legacy.read_bytes()
    played_to(vs_computer(), 8)
    played_to(vs_computer("duel"), 4)
    assert legacy.read_bytes() == before and saves.backup_path(legacy).read_text() == "previous copy"
    assert legacy in autosaves.unfinished_files()


def test_the_single_autosave_of_older_versions_is_one_unfinished_game_written_in_place():
    s = played_to(vs_computer(), 5)
    legacy = saves.autosave_path()
    saves.write(legacy, s.to_saved("Autosave"))
    s.slot.path.unlink()
    assert autosaves.unfinished_files() == [legacy]
    resumed = Session.from_saved(saves.load(legacy)[0], autosave=True, slot=autosaves.Slot(legacy))
    person_plays(resumed) if resumed.seats[resumed.actor()].human else computers_play(resumed, until=6)
    assert saves.load(legacy)[0].record.actions == resumed.actions
    assert list(autosaves.autosaves_dir().glob("*.json")) == []
    played_to(resumed, 10**6)
    assert not legacy.exists() and [p.name for p in autosaves.history_files()] == ["autosave.json"]


def test_clearing_the_history_keeps_unfinished_games_named_saves_and_broken_files():
    done = played_to(vs_computer(seed=6), 10**6)
    going = played_to(vs_computer(seed=7), 6)
    named = saves.file_for("Friday")
    saves.write(named, going.to_saved("Friday"))
    broken = autosaves.history_dir() / "broken.json"
    broken.write_text("{broken")
    removed = autosaves.clear_history([done.slot.done, broken, going.slot.path, named])
    assert removed == 1 and not done.slot.done.exists()
    assert broken.read_text() == "{broken" and going.slot.path.exists() and named.exists()


def test_at_start_stale_temporary_files_and_half_retired_autosaves_are_cleaned():
    s = played_to(vs_computer(seed=6), 10**6)
    half = s.slot.path
    saves.write(half, Session.from_saved(s.to_saved()).to_saved())     # as if killed before retiring
    stale = autosaves.autosaves_dir() / f".{half.name}.abcdefgh.tmp"
    stale.write_text("half written")
    os.utime(stale, (1, 1))
    autosaves.settle()
    assert not stale.exists() and not half.exists() and s.slot.done.exists()


def test_a_link_planted_in_the_autosaves_folder_is_replaced_not_followed(tmp_path):
    s = played_to(vs_computer(), 3)
    target = tmp_path / "elsewhere.json"
    saves.write(target, s.to_saved())
    before = target.read_bytes()
    s.slot.path.unlink()
    s.slot.path.symlink_to(target)
    computers_play(s, until=len(s.actions) + 1) if not s.seats[s.actor()].human else person_plays(s)
    assert target.read_bytes() == before and not s.slot.path.is_symlink()
