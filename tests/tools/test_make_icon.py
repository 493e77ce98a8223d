"""The icons (assets/icon.png, the icon theme's sizes and SVG in packaging/icons) are drawn by
game.tools.make_icon from the game's own art, and the committed files are the ones the tool
draws now; the desktop entry and the AppStream file name them and the installed programs."""
from __future__ import annotations

import configparser
import shutil
import subprocess
import tomllib
import xml.etree.ElementTree as ET
from pathlib import Path

import pygame
import pytest

from game.app.window import APP_ID
from game.resources import assets_dir
from game.tools import make_icon

ROOT = Path(__file__).resolve().parents[2]


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(surface, "RGBA")


def test_the_committed_icon_is_the_one_the_tool_draws(tmp_path):
    committed = pygame.image.load(str(assets_dir() / "icon.png"))
    assert committed.get_size() == (256, 256)
    assert make_icon.main([str(tmp_path / "icon.png")]) == 0
    assert pixels(pygame.image.load(str(tmp_path / "icon.png"))) == pixels(committed)
    corner, middle = committed.get_at((0, 0)), committed.get_at((128, 128))
    assert corner.a == 0 and middle.a == 255          # a rounded plate on transparency


def test_every_committed_icon_file_is_the_one_the_tool_draws_from_16_to_512_pixels_and_an_svg():
    files = make_icon.icon_files()
    sizes = sorted(pygame.image.load(str(p)).get_width() for p in files if p.suffix == ".png" and "hicolor" in p.parts)
    assert sizes == [16, 24, 32, 48, 64, 128, 256, 512]
    for path, data in files.items():
        assert path.read_bytes() == data, f"{path} is out of date: run python -m game.tools.make_icon"
        if path.suffix == ".png" and "hicolor" in path.parts:
            n = pygame.image.load(str(path)).get_width()
            assert path.parent.parent.name == f"{n}x{n}" and pygame.image.load(str(path)).get_height() == n
    (svg,) = [p for p in files if p.suffix == ".svg"]
    assert svg.relative_to(make_icon.HICOLOR).as_posix() == "scalable/apps/kingdomino-family.svg"
    root = ET.fromstring(svg.read_bytes())
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox") == "0 0 512 512"


PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
METAINFO = ROOT / "packaging" / "io.github.kingdomino-family.metainfo.xml"


def test_the_desktop_entry_starts_the_installed_window_program_with_the_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(ROOT / "packaging" / "kingdomino-family.desktop", encoding="utf-8")
    fields = entry["Desktop Entry"]
    assert fields["Type"] == "Application" and fields["Terminal"] == "false"
    assert fields["Exec"] in PROJECT["gui-scripts"] and fields["Exec"] == "kingdomino-family-window"
    assert fields["Icon"] == fields["StartupWMClass"] == APP_ID == make_icon.NAME == "kingdomino-family"
    for game in ("Kingdomino", "Královská zahrada", "Queendomino", "Kingdomino Duel"):
        assert game in fields["Comment"]


def test_the_appstream_file_names_the_entry_the_icon_and_every_installed_program():
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == METAINFO.name.removesuffix(".metainfo.xml")
    spec = (ROOT / "packaging" / "kingdomino-family.spec").read_text(encoding="utf-8")
    assert f'bundle_identifier="{root.findtext("id")}"' in spec          # one identity on every system
    assert root.findtext("launchable") == "kingdomino-family.desktop"
    assert root.findtext("icon") == APP_ID and root.find("icon").get("type") == "stock"
    assert root.findtext("project_license") == PROJECT["license"]
    assert {b.text for b in root.iter("binary")} == set(PROJECT["scripts"]) | set(PROJECT["gui-scripts"])
    assert root.find("releases/release") is not None


def test_the_appstream_file_passes_the_validator_where_it_is_installed():
    if not shutil.which("appstreamcli"):
        pytest.skip("appstreamcli is not installed")
    proc = subprocess.run(["appstreamcli", "validate", "--no-net", str(METAINFO)], capture_output=True, text=True,
                          timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
