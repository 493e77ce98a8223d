"""Saves: atomic, versioned, never crash the loader, resume exactly (game/saves.py)."""
from __future__ import annotations

import json
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game import i18n, saves
from game.ai.registry import make_player
from game.rules.actions import Place
from game.rules.config import RULES_VERSION, GameConfig
from game.rules.registry import rules_for
from game.rules.replay import GameRecord, replay

ROOT = Path(__file__).resolve().parents[1]
FIXTURES = sorted((ROOT / "saves").glob("*/*.json"))


def _played(config: GameConfig, seed: int, actions: int | None = None, agent: str = "greedy") -> GameRecord:
    rules = rules_for(config.game)
    rec = GameRecord(config, seed)
    state = rules.new_game(config, seed)
    players = [make_player(agent, config.game, i) for i in range(config.players)]
    while not rules.is_over(state) and (actions is None or len(rec.actions) < actions):
        p = state.current_player()
        a = rules.legal_actions(state)[0] if p is None else players[p].choose(state)
        rules.apply(state, a)
        rec.actions.append(a)
    return rec


def _saved(rec: GameRecord) -> saves.SavedGame:
    return saves.SavedGame(rec, [saves.Seat(f"P{i}", "greedy") for i in range(rec.config.players)])


@pytest.mark.parametrize("game, players, variants", [
    ("kingdomino", 2, ()), ("kingdomino", 3, ("middle_kingdom",)), ("kingdomino", 4, ("harmony",)),
    ("kingdomino", 2, ("mighty_duel", "dynasty")), ("kralovska_zahrada", 3, ("wider_offer",)),
    ("kralovska_zahrada", 4, ("dynasty", "harmony", "middle_kingdom")), ("queendomino", 2, ()),
    ("queendomino", 4, ()), ("royal_wedding", 5, ()), ("royal_wedding", 4, ("7x7",)),
    ("royal_wedding", 8, ("teams",)), ("royal_wedding", 6, ("teams",)), ("duel", 2, ()),
])
def test_round_trip_rebuilds_the_same_state(tmp_path, game, players, variants):
    rec = _played(GameConfig(game, players, variants), 5, actions=37)
    path = tmp_path / "g.json"
    saves.write(path, _saved(rec))
    loaded, state = saves.load(path)
    assert loaded.record.to_dict() == rec.to_dict()
    assert state.to_dict() == replay(rec).to_dict()


@pytest.mark.parametrize("game, players, variants", [
    ("kingdomino", 4, ("dynasty",)), ("queendomino", 3, ()), ("royal_wedding", 8, ("teams",)), ("duel", 2, ()),
])
def test_whole_games_round_trip(tmp_path, game, players, variants):
    rec = _played(GameConfig(game, players, variants), 11, agent="random")
    path = tmp_path / "whole.json"
    saves.write(path, _saved(rec))
    loaded, state = saves.load(path)
    assert loaded.record.to_dict() == rec.to_dict()
    assert rules_for(game).is_over(state) and state.to_dict() == replay(rec).to_dict()


def test_seats_keep_their_colours_and_generators(tmp_path):
    rec = _played(GameConfig("kingdomino", 2), 4, actions=6)
    seats = [saves.Seat("Ann", "human", None, (1, 2, 3)), saves.Seat("Bot", "greedy", "00000000000000ff", (4, 5, 6))]
    saves.write(tmp_path / "c.json", saves.SavedGame(rec, seats, title="mine"))
    loaded, _ = saves.load(tmp_path / "c.json")
    assert loaded.seats == seats and loaded.title == "mine"


def test_names_that_draw_as_nothing_or_pass_for_one_another_load_as_clear_names(tmp_path):
    rec = _played(GameConfig("kingdomino", 4), 4, actions=6)
    names = ["\ufe0f\u034f", "Ann", " \u0410nn\u200b", ""]      # the third: Cyrillic А
    saves.write(tmp_path / "n.json", saves.SavedGame(rec, [saves.Seat(n, "human") for n in names]))
    loaded, _ = saves.load(tmp_path / "n.json")
    assert [s.name for s in loaded.seats] == ["Player 1", "Ann", "\u0410nn 2", ""]   # "": a seat no one took


def test_version_1_fixture_upgrades_with_default_colours():
    path = ROOT / "saves" / "fixtures" / "v1-kingdomino-4p.json"
    assert json.loads(path.read_text())["version"] == 1
    saved, state = saves.load(path)
    assert all(s.colour is None for s in saved.seats) and state is not None
    assert saved.record.config.rules_version == 1
    assert saves.VERSION == 4 and (ROOT / "saves" / "fixtures" / "v4-duel-reviewed.json").exists()


# saved before rules version 2 (Královská zahrada's first round, Harmony where N×N cannot be
# filled): the first round's order and the final scores as the games were played then
OLD_RULES = [
    ("v2-kralovska-zahrada-4p-old-first-round.json", [2, 0, 3, 1],
     [[[41, 5, 10], [72, 9, 9], [62, 6, 10], [34, 9, 9]]]),
    ("v2-kingdomino-mighty-duel-wider-offer-harmony.json", [2, 1, 3, 0], [[[122, 12, 17], [114, 12, 18]]]),
]


@pytest.mark.parametrize("name, order, finished", OLD_RULES)
def test_saves_from_before_rules_version_2_replay_as_they_were_played(tmp_path, name, order, finished):
    path = ROOT / "saves" / "fixtures" / name
    assert "rules_version" not in json.loads(path.read_text())["record"]["config"]
    saved, state = saves.load(path)
    assert saved.record.config.rules_version == 1
    assert state.draft_order == order and state.finished == finished
    saves.write(tmp_path / name, saved)          # saved again, it stays a game of the old rules
    again, state = saves.load(tmp_path / name)
    assert again.record.config.rules_version == 1 and state.finished == finished


def test_new_saves_record_the_rules_version():
    rec = _played(GameConfig("kralovska_zahrada", 3), 2, actions=5)
    doc = _saved(rec).to_dict()
    assert doc["version"] == saves.VERSION and doc["record"]["config"]["rules_version"] == RULES_VERSION
    assert saves.parse(json.dumps(doc))[0].record.config == rec.config


def test_every_format_version_has_a_fixture():
    versions = {json.loads(p.read_text())["version"] for p in (ROOT / "saves" / "fixtures").glob("*.json")}
    assert versions == set(range(1, saves.VERSION + 1))


def test_save_files_and_names(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGDOMINO_DATA_DIR", str(tmp_path))
    assert saves.file_for("Kingdomino 4p – round 5").name == "Kingdomino 4p – round 5.json"
    assert saves.file_for("../../etc/passwd").parent == saves.saves_dir()
    assert saves.file_for("Autosave") != saves.autosave_path()
    folder = saves.saves_dir()
    folder.mkdir(parents=True)
    for name in ("a.json", "a.json.bak", ".a.json.1.tmp", "b.json"):
        (folder / name).write_text("{}")
    assert sorted(p.name for p in saves.save_files(folder)) == ["a.json", "b.json"]


def test_every_shipped_fixture_and_example_loads():
    assert any("fixtures" in str(p) for p in FIXTURES)
    for path in FIXTURES:
        saved, state = saves.load(path)
        assert saved.record.actions and state is not None


def test_second_write_keeps_the_previous_copy(tmp_path):
    path = tmp_path / "g.json"
    first = _played(GameConfig("kingdomino", 2), 1, actions=10)
    second = _played(GameConfig("kingdomino", 2), 1, actions=20)
    saves.write(path, _saved(first))
    saves.write(path, _saved(second))
    assert len(saves.load(path)[0].record.actions) == 20
    assert len(saves.load(saves.backup_path(path))[0].record.actions) == 10


def test_no_temporary_file_survives_failed_or_repeated_writes_on_a_full_disk(tmp_path, monkeypatch):
    """A write that fails (the disk full) and the next ones, whose backup already is the file,
    leave no temporary file behind."""
    import errno
    import os
    path = tmp_path / "g.json"
    game = _saved(_played(GameConfig("kingdomino", 2), 1, actions=10))
    saves.write(path, game)
    saves.write(path, game)
    real_fsync = os.fsync

    def full(fd: int) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(os, "fsync", full)
    for _ in range(3):
        with pytest.raises(OSError):
            saves.write(path, game)
    monkeypatch.setattr(os, "fsync", real_fsync)
    saves.write(path, game)
    saves.write(path, game)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["g.json", "g.json.bak"]
    assert saves.loads(path) and saves.loads(saves.backup_path(path))


@pytest.mark.parametrize("text, reason", [
    ('{"format": "kingdomino-family-save", "version": 1, "meta": {', "not JSON"),
    ("[1, 2, 3]", "not a save"),
    ('{"format": "kingdomino-family-save", "version": 99}', "newer version"),
    ('{"format": "kingdomino-family-save", "version": 1, "meta": [], "record": {}}', "wrong shape"),
    ('{"format": "kingdomino-family-save", "version": 1, "meta": {}, "record": {"config": '
     '{"game": "kingdomino", "players": 9}, "seed": 1, "actions": []}}', "wrong shape"),
])
def test_broken_files_give_the_reason(text, reason):
    with pytest.raises(saves.SaveError, match=reason):
        saves.parse(text)


def test_tampered_action_log_is_caught(tmp_path):
    rec = _played(GameConfig("kingdomino", 4), 3, actions=12)
    rec.actions[8] = Place(4, 4, 0)  # a square no domino can reach
    path = tmp_path / "t.json"
    saves.write(path, _saved(rec))
    with pytest.raises(saves.SaveError, match="tampered.*action 9"):
        saves.load(path)


def test_the_reason_is_shown_in_the_players_language_down_to_the_refused_move(tmp_path, monkeypatch):
    rec = _played(GameConfig("kingdomino", 4), 3, actions=12)
    rec.actions[8] = Place(4, 4, 0)
    path = tmp_path / "t.json"
    saves.write(path, _saved(rec))
    with pytest.raises(saves.SaveError) as caught:
        saves.load(path)
    english = str(caught.value)
    monkeypatch.setattr(i18n, "_current", i18n.catalog("cs"))
    shown = i18n.translate(caught.value)
    assert shown.startswith("záznam tahů byl pozměněn nebo poškozen: tah 9 záznamu: dílek ")
    assert shown.endswith(": království by bylo větší než 5×5") and english.endswith("larger than 5×5")


def test_a_broken_file_is_never_overwritten(tmp_path):
    path = tmp_path / "g.json"
    path.write_text("my notes, not a save")
    with pytest.raises(saves.SaveError, match="will not be overwritten"):
        saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=3)))
    assert path.read_text() == "my notes, not a save"


def _newer_version() -> str:
    doc = _saved(_played(GameConfig("kingdomino", 2), 1, actions=3)).to_dict()
    doc["version"] = saves.VERSION + 1
    return json.dumps(doc)


@pytest.mark.parametrize("unreadable", [_newer_version, lambda: _newer_version()[:60]])
def test_a_save_this_version_cannot_load_is_moved_aside_and_the_backup_kept(tmp_path, unreadable):
    path = tmp_path / "g.json"
    saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=4)))
    saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=5)))
    backup = saves.backup_path(path).read_bytes()
    text = unreadable()
    path.write_text(text)
    moved = saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=6)))
    saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=7)))     # a second write too
    ((was, aside),) = moved
    assert was == path and aside.read_text() == text and "-damaged-" in aside.name
    assert saves.backup_path(path).read_bytes() != backup                 # the good copy of 6 actions
    assert len(saves.load(saves.backup_path(path))[0].record.actions) == 6
    assert len(saves.load(path)[0].record.actions) == 7


def test_a_backup_this_version_cannot_load_is_moved_aside_too(tmp_path):
    path = tmp_path / "g.json"
    saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=4)))
    newer = _newer_version()
    saves.backup_path(path).write_text(newer)
    saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=5)))
    (aside,) = tmp_path.glob("g-backup-damaged-*.json")
    assert aside.read_text() == newer
    assert len(saves.load(saves.backup_path(path))[0].record.actions) == 4


def test_load_falls_back_to_the_previous_good_copy(tmp_path):
    path = tmp_path / "g.json"
    saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=5)))
    saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=6)))
    path.write_text(path.read_text()[:50])  # damaged after the fact
    saved, _, why = saves.load_or_backup(path)
    assert len(saved.record.actions) == 5 and "previous copy" in why


WRITER = """
import sys
from pathlib import Path
sys.path.insert(0, {root!r})
from game import saves
from game.rules.config import RULES_VERSION, GameConfig
from game.rules.registry import rules_for
from game.rules.replay import GameRecord, replay
from tests.test_saves import _played, _saved
recs = [_saved(_played(GameConfig("kingdomino", 4), s, actions=60)) for s in range(3)]
path = Path({path!r})
saves.write(path, recs[0])
print("ready", flush=True)
i = 0
while True:
    i += 1
    saves.write(path, recs[i % 3])
"""


def test_a_save_killed_mid_write_leaves_a_loadable_game(tmp_path):
    path = tmp_path / "auto.json"
    proc = subprocess.Popen([sys.executable, "-c", WRITER.format(root=str(ROOT), path=str(path))],
                            stdout=subprocess.PIPE, text=True, cwd=ROOT)
    try:
        assert proc.stdout.readline().strip() == "ready"
        for _ in range(200):  # let it get well into its writing loop
            path.stat()
    finally:
        proc.send_signal(signal.SIGKILL)
        proc.wait()
    saved, state, _ = saves.load_or_backup(path)
    assert len(saved.record.actions) == 60 and state is not None


@given(st.binary(max_size=300))
def test_random_bytes_never_crash_the_loader(blob):
    try:
        saves.parse(blob.decode("utf-8", errors="replace"))
    except saves.SaveError:
        pass


_json = st.recursive(st.none() | st.booleans() | st.integers() | st.text(max_size=8),
                     lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c, max_size=4),
                     max_leaves=20)
_BASE = json.loads(json.dumps(_saved(_played(GameConfig("kingdomino", 3), 2, actions=15)).to_dict()))


@given(st.sampled_from(["meta", "record", "version", "config", "seed", "actions", "action"]), _json)
def test_fuzzed_fields_never_crash_the_loader(where, value):
    doc = json.loads(json.dumps(_BASE))
    if where in ("meta", "record", "version"):
        doc[where] = value
    elif where == "action":
        doc["record"]["actions"][4] = value
    else:
        doc["record"][where] = value
    try:
        saves.parse(json.dumps(doc))
    except saves.SaveError:
        pass


def test_saves_dir_honours_the_override(tmp_path, monkeypatch):
    monkeypatch.setenv("KINGDOMINO_DATA_DIR", str(tmp_path))
    assert saves.saves_dir() == tmp_path / "saves"


# ---- files the writer leaves, and names it refuses ------------------------------------
@pytest.mark.parametrize("name", ["CON", "con.json", "Nul.json", "COM1.json", "lpt9.txt.json", "aux .json", "PRN"])
def test_names_windows_keeps_for_devices_are_refused(tmp_path, name):
    with pytest.raises(saves.SaveError, match="Windows keeps for a device"):
        saves.write(tmp_path / name, _saved(_played(GameConfig("kingdomino", 2), 1, actions=3)))
    assert list(tmp_path.iterdir()) == []


@pytest.mark.parametrize("name", ["CONSOLE.json", "COM10.json", "my con.json", "lpt.json"])
def test_names_that_only_look_like_devices_are_saved(tmp_path, name):
    saves.write(tmp_path / name, _saved(_played(GameConfig("kingdomino", 2), 1, actions=3)))
    assert saves.load(tmp_path / name)[0].record.actions


def test_a_link_planted_at_a_temporary_name_is_never_followed(tmp_path):
    import os
    victim = tmp_path / "victim.txt"
    victim.write_text("not yours")
    path = tmp_path / "g.json"
    saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=3)))
    for suffix in ("tmp", "baktmp"):         # the names earlier versions wrote through
        (tmp_path / f".g.json.{os.getpid()}.{suffix}").symlink_to(victim)
    saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=5)))
    assert victim.read_text() == "not yours"
    assert not path.is_symlink() and len(saves.load(path)[0].record.actions) == 5
    assert not saves.backup_path(path).is_symlink() and len(saves.load(saves.backup_path(path))[0].record.actions) == 3


def test_stale_temporary_files_are_cleaned_when_the_folder_is_opened(tmp_path):
    import os

    from game import files
    old = files.STARTED - 60
    names = {".a.json.k2x_9q0z.tmp": old, ".a.json.4242.tmp": old, ".a.json.4242.baktmp": old,
             ".b.json.abcdefgh.tmp": files.STARTED + 60,        # written since this process started
             "notes.tmp": old, "a.json": old, ".hidden.tmp": old}
    for name, when in names.items():
        (tmp_path / name).write_text("x")
        os.utime(tmp_path / name, (when, when))
    saves.save_files(tmp_path)
    assert sorted(p.name for p in tmp_path.iterdir()) == [".b.json.abcdefgh.tmp", ".hidden.tmp", "a.json",
                                                          "notes.tmp"]


def test_a_loadable_save_with_its_keys_in_another_order_is_replaced_as_a_save(tmp_path):
    path = tmp_path / "g.json"
    doc = _saved(_played(GameConfig("kingdomino", 2), 1, actions=4)).to_dict()
    path.write_text(json.dumps({"record": doc["record"], "meta": doc["meta"], "version": doc["version"],
                                "format": doc["format"]}, indent=2))
    saves.write(path, _saved(_played(GameConfig("kingdomino", 2), 1, actions=5)))
    assert len(saves.load(saves.backup_path(path))[0].record.actions) == 4
    assert not list(tmp_path.glob("*-damaged-*"))


def _three_saves() -> list[saves.SavedGame]:
    return [_saved(_played(GameConfig("kingdomino", 2), 3, actions=n)) for n in (4, 8, 12)]


def test_the_backup_is_the_previous_file_itself_and_a_later_write_never_changes_it(tmp_path):
    path, (first, second, third) = tmp_path / "a.json", _three_saves()
    saves.write(path, first)
    before = (path.stat().st_ino, path.read_bytes())
    saves.write(path, second)
    bak = saves.backup_path(path)
    assert (bak.stat().st_ino, bak.read_bytes()) == before       # no copy was written
    saves.write(path, third)
    assert len(saves.load(bak)[0].record.actions) == 8 and len(saves.load(path)[0].record.actions) == 12


def test_without_hard_links_the_backup_is_a_copy_of_the_previous_file(tmp_path, monkeypatch):
    path, (first, second, _) = tmp_path / "a.json", _three_saves()
    saves.write(path, first)
    old = path.read_bytes()

    def no_links(*args, **kwargs):
        raise OSError("this file system has no hard links")
    monkeypatch.setattr("os.link", no_links)
    saves.write(path, second)
    assert saves.backup_path(path).read_bytes() == old
    assert len(saves.load(path)[0].record.actions) == 8
    assert sorted(p.name for p in tmp_path.iterdir()) == ["a.json", "a.json.bak"]


def test_a_write_killed_at_any_step_leaves_the_old_or_the_new_game_and_a_loadable_backup(tmp_path):
    from tests.net.test_table_file import crash_at
    first, second, third = _three_saves()
    point = 0
    while True:
        path = tmp_path / f"crash-{point}" / "a.json"
        path.parent.mkdir()
        saves.write(path, first)
        saves.write(path, second)
        with crash_at(point) as fired:
            try:
                saves.write(path, third)
            except OSError:
                pass
        assert len(saves.load(path)[0].record.actions) in (8, 12)
        assert len(saves.load(saves.backup_path(path))[0].record.actions) in (4, 8)
        if not fired:
            break
        point += 1
    assert point >= 2          # the backup and the file itself
