"""The icons (assets/icon.png, the icon theme's sizes and SVG in packaging/icons) are drawn by
game.tools.make_icon as a vector picture and rendered from it, and the committed files are the
ones the tool draws now; the desktop entry and the AppStream file, named after the component
id as the icon is, name them and the installed programs, and pass the validators."""
from __future__ import annotations

import configparser
import re
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
    assert svg.relative_to(make_icon.HICOLOR).as_posix() == f"scalable/apps/{APP_ID}.svg"
    root = ET.fromstring(svg.read_bytes())
    assert root.tag == "{http://www.w3.org/2000/svg}svg" and root.get("viewBox") == "0 0 256 256"
    shapes = {element.tag.rpartition("}")[2] for element in root.iter()}
    assert {"rect", "polygon", "circle", "path"} <= shapes and "image" not in shapes      # drawn, not a picture


def test_the_pngs_are_the_svg_rendered():
    rendered = pygame.image.load_sized_svg(make_icon.HICOLOR / "scalable" / "apps" / f"{APP_ID}.svg", (64, 64))
    assert pixels(pygame.image.load(str(make_icon.HICOLOR / "64x64" / "apps" / f"{APP_ID}.png"))) == pixels(rendered)


PROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
METAINFO = ROOT / "packaging" / f"{APP_ID}.metainfo.xml"
DESKTOP = ROOT / "packaging" / f"{APP_ID}.desktop"


def test_the_desktop_entry_starts_the_installed_window_program_with_the_icon():
    entry = configparser.ConfigParser(interpolation=None)
    entry.optionxform = str
    entry.read(DESKTOP, encoding="utf-8")
    fields = entry["Desktop Entry"]
    assert fields["Type"] == "Application" and fields["Terminal"] == "false"
    assert fields["Exec"] in PROJECT["gui-scripts"] and fields["Exec"] == "kingdomino-family-window"
    assert fields["Icon"] == fields["StartupWMClass"] == APP_ID == make_icon.NAME
    assert "-" not in APP_ID and APP_ID.count(".") >= 2
    for game in ("Kingdomino", "Královská zahrada", "Queendomino", "Kingdomino Duel"):
        assert game in fields["Comment"]


def test_the_appstream_file_names_the_entry_and_every_installed_program():
    """The icon is the desktop entry's (a stock <icon> is refused by appstream-util)."""
    root = ET.parse(METAINFO).getroot()
    assert root.get("type") == "desktop-application"
    assert root.findtext("id") == METAINFO.name.removesuffix(".metainfo.xml") == APP_ID
    spec = (ROOT / "packaging" / "kingdomino-family.spec").read_text(encoding="utf-8")
    assert f'bundle_identifier="{root.findtext("id")}"' in spec          # one identity on every system
    assert root.findtext("launchable") == DESKTOP.name and root.find("icon") is None
    assert root.findtext("project_license") == PROJECT["license"]
    assert root.findtext("developer/name") == PROJECT["authors"][0]["name"] and root.find("developer").get("id")
    assert {b.text for b in root.iter("binary")} == set(PROJECT["scripts"]) | set(PROJECT["gui-scripts"])


def test_the_appstream_screenshots_are_in_the_repository_with_their_captions():
    shots = ET.parse(METAINFO).getroot().findall("screenshots/screenshot")
    assert len(shots) >= 3 and [s.get("type") for s in shots].count("default") == 1
    for shot in shots:
        assert 0 < len(shot.findtext("caption").strip()) <= 50          # appstream-util's longest
        image = shot.find("image")
        name = image.text.rpartition("/packaging/screenshots/")[2]
        picture = pygame.image.load(str(ROOT / "packaging" / "screenshots" / name))
        assert picture.get_size() == (int(image.get("width")), int(image.get("height")))


def test_every_release_in_the_changelog_has_its_notes_in_the_appstream_file():
    """A release is cut in both (docs/maintaining.md): same versions, same dates, newest first."""
    releases = ET.parse(METAINFO).getroot().findall("releases/release")
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    cut = re.findall(r"^## \[(\d[^\]]*)\] - (\d{4}-\d\d-\d\d)$", changelog, re.MULTILINE)
    assert cut and [(r.get("version"), r.get("date")) for r in releases] == cut
    assert all(r.findtext("description/p") for r in releases)


@pytest.mark.parametrize("command", [["appstreamcli", "validate", "--no-net"], ["appstream-util", "validate-relax", "--nonet"],
                                     ["desktop-file-validate"]])
def test_the_appstream_file_and_the_desktop_entry_pass_the_validators_where_they_are_installed(command):
    if not shutil.which(command[0]):
        pytest.skip(f"{command[0]} is not installed")
    path = DESKTOP if command[0] == "desktop-file-validate" else METAINFO
    proc = subprocess.run([*command, str(path)], capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stdout + proc.stderr
