"""What the window does at start before anything is read (game/app/run.py)."""
from __future__ import annotations

import os

from game import files, saves
from game.app import hosted_games, run, settings


def test_stale_temporary_files_are_removed_from_every_folder_at_start():
    folders = [settings.config_dir(), saves.saves_dir().parent, saves.saves_dir(), hosted_games.folder()]
    old, recent = files.STARTED - 3600, files.STARTED - files.STALE_AFTER / 2
    planted = {}
    for folder in folders:
        folder.mkdir(parents=True, exist_ok=True)
        for name, when in ((".settings.json.k2x_9q0z.tmp", old), (".online.json.1234.tmp", old),
                           (".progress.json.abcdefgh.tmp", recent),       # another process may be writing it
                           ("notes.tmp", old), (".hidden.tmp", old)):     # not of our naming: never ours to remove
            path = folder / name
            path.write_text("x")
            os.utime(path, (when, when))
            planted[path] = when == recent or not name.startswith(".") or name == ".hidden.tmp"
    run.settle_folders()
    assert {p: p.exists() for p in planted} == planted
