"""The program finds its read-only files through game.resources: inside the installed package
when it carries them, else in the checkout (tests/test_packaging.py builds the package)."""
from __future__ import annotations

from pathlib import Path

from game import resources

ROOT = Path(__file__).resolve().parents[1]
# maintainers' tools that rebuild files in the repository itself, and the finder
CHECKOUT_ONLY = {"game/resources.py", "game/tools/build_data.py", "game/tools/extract_strings.py",
                 "game/tools/make_sounds.py"}


def test_a_checkout_reads_its_own_assets_and_examples():
    assert resources.assets_dir() == ROOT / "assets"
    assert resources.examples_dir() == ROOT / "saves" / "examples"
    for folder in ("data", "fonts", "layouts", "locale", "themes"):
        assert (resources.assets_dir() / folder).is_dir()


def test_an_installed_package_reads_the_files_it_carries(tmp_path, monkeypatch):
    (tmp_path / "assets").mkdir()
    (tmp_path / "examples").mkdir()
    monkeypatch.setattr(resources, "files", lambda package: tmp_path)
    assert resources.assets_dir.__wrapped__() == tmp_path / "assets"
    assert resources.examples_dir.__wrapped__() == tmp_path / "examples"


def test_no_other_module_finds_files_from_its_own_place():
    found = [p.relative_to(ROOT).as_posix() for p in sorted((ROOT / "game").rglob("*.py"))
             if "__file__" in p.read_text(encoding="utf-8")]
    assert set(found) <= CHECKOUT_ONLY
