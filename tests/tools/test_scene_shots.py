"""The scene pictures: a few scenes at a small size come out as real pictures, and the
comparison tells equal folders from different ones."""
import shutil
import subprocess
import sys
from pathlib import Path

import pygame

from game.tools import compare_shots

ROOT = Path(__file__).resolve().parents[2]
SCENES = ("title", "load", "table_duel", "sheet_queendomino")


def test_a_few_scenes_render_to_pictures_that_compare_equal(tmp_path):
    out = tmp_path / "a"
    done = subprocess.run([sys.executable, "-m", "game.tools.scene_shots", str(out), "--size", "480x270",
                           "--only", ",".join(SCENES)], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    for name in SCENES:
        picture = pygame.image.load(str(out / f"{name}-480x270.png"))
        assert picture.get_size() == (480, 270)
        pixels = pygame.image.tobytes(picture, "RGB")
        assert len({pixels[i:i + 3] for i in range(0, len(pixels), 3 * 97)}) > 20, name   # not one colour
    copy = tmp_path / "b"
    shutil.copytree(out, copy)
    assert compare_shots.main([str(out), str(copy)]) == 0
    (copy / "title-480x270.png").unlink()
    assert compare_shots.main([str(out), str(copy)]) == 2
    pygame.image.save(pygame.Surface((480, 270)), str(copy / "title-480x270.png"))
    assert compare_shots.main([str(out), str(copy)]) == 1
