"""What the window does at start before anything is read (game/app/run.py)."""
from __future__ import annotations

import os

from game import files, saves
from game.app import hosted_games, run, settings
from game.locks import try_lock


def test_stale_temporary_files_are_removed_from_every_folder_at_start():
    folders = [settings.config_dir(), saves.saves_dir().parent, saves.saves_dir(), hosted_games.folder()]
    old = files.STARTED - 60
    planted, writing = {}, []
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        for name in (".settings.json.k2x_9q0z.tmp", ".online.json.1234.tmp", ".progress.json.abcdefgh.tmp",
                     ".table.json.qwertyui.tmp", "notes.tmp", ".hidden.tmp"):
            path = folder / name
            path.write_text("x")
            os.utime(path, (old, old))
            planted[path] = name in ("notes.tmp", ".hidden.tmp", ".table.json.qwertyui.tmp")   # not ours, or in use
        fd = os.open(folder / ".table.json.qwertyui.tmp", os.O_RDONLY)
        assert try_lock(fd)                  # a write another process has under way
        writing.append(fd)
    try:
        run.settle_folders()
    finally:
        for fd in writing:
            os.close(fd)
    assert {p: p.exists() for p in planted} == planted
