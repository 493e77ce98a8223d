"""Compare two folders of PNG pictures pixel by pixel (see game.tools.scene_shots).

    python -m game.tools.compare_shots DIR_A DIR_B

Prints `same` or `DIFFERENT (n pixels)` for every picture; exit 0 when all are the same,
1 when some differ, 2 when a picture is in one folder only (or none is found).
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402


def differing_pixels(a: Path, b: Path) -> int:
    """How many pixels differ (every pixel when the sizes differ)."""
    sa, sb = pygame.image.load(str(a)), pygame.image.load(str(b))
    if sa.get_size() != sb.get_size():
        return max(sa.get_width() * sa.get_height(), sb.get_width() * sb.get_height())
    ba, bb = pygame.image.tobytes(sa, "RGBA"), pygame.image.tobytes(sb, "RGBA")
    if ba == bb:
        return 0
    return sum(x != y for x, y in zip(memoryview(ba).cast("I"), memoryview(bb).cast("I")))


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 2:
        print("usage: python -m game.tools.compare_shots DIR_A DIR_B", file=sys.stderr)
        return 2
    a_dir, b_dir = Path(argv[0]), Path(argv[1])
    names = sorted({p.name for d in (a_dir, b_dir) for p in d.glob("*.png")})
    missing = different = 0
    for name in names:
        a, b = a_dir / name, b_dir / name
        if not (a.exists() and b.exists()):
            missing += 1
            print(f"{name}: missing in {b_dir if a.exists() else a_dir}")
            continue
        n = differing_pixels(a, b)
        different += n > 0
        print(f"{name}: {'same' if n == 0 else f'DIFFERENT ({n} pixels)'}")
    print(f"{len(names)} pictures: {len(names) - missing - different} same, {different} different, {missing} missing")
    if missing or not names:
        return 2
    return 1 if different else 0


if __name__ == "__main__":
    sys.exit(main())
