"""Locks between processes (game/locks.py): a game is held by one process at a time, and
the lock of a process that was killed is taken over."""
from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game import autosaves
from game.locks import Hold, lock_path

ROOT = Path(__file__).resolve().parents[1]
HOLDER = ("import sys; from pathlib import Path; from game.locks import Hold; "
          "h = Hold(Path(sys.argv[1])); print(h.take(), flush=True); sys.stdin.readline()")


def holder(path: Path) -> subprocess.Popen:
    """Another process holding `path` until its input closes or it is killed."""
    proc = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], cwd=ROOT, text=True,
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE)
    assert proc.stdout is not None and proc.stdout.readline().strip() == "True"
    return proc


def test_a_second_holder_of_a_game_is_refused_until_the_first_lets_go(tmp_path):
    path = tmp_path / "game.json"
    proc = holder(path)
    try:
        assert not Hold(path).take() and not autosaves.hold(path)
    finally:
        proc.communicate("")                 # the first lets go and ends
    mine = Hold(path)
    assert mine.take() and mine.held
    mine.release()
    assert not lock_path(path).exists()


def test_the_lock_of_a_killed_process_is_taken_over(tmp_path):
    path = tmp_path / "game.json"
    proc = holder(path)
    proc.kill()
    proc.wait()
    assert lock_path(path).exists()          # left behind by the killed process
    assert autosaves.hold(path)
    autosaves.let_go()


def test_one_process_holds_one_game_and_lets_go_of_the_last_one(tmp_path):
    first, second = tmp_path / "a.json", tmp_path / "b.json"
    assert autosaves.hold(first) and autosaves.hold(first)
    assert autosaves.hold(second) and not lock_path(first).exists()
    proc = subprocess.run([sys.executable, "-c", HOLDER, str(first)], cwd=ROOT, text=True, input="",
                          capture_output=True)
    assert proc.stdout.strip() == "True"     # the first game is free for another window
    autosaves.let_go()
    assert not lock_path(second).exists()


def test_a_folder_where_no_lock_can_be_made_does_not_stop_the_game(tmp_path, monkeypatch):
    from game import locks

    def refused(path):
        raise PermissionError(13, "Permission denied")
    monkeypatch.setattr(locks, "_open", refused)
    assert autosaves.hold(tmp_path / "game.json")
