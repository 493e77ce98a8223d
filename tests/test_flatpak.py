"""The Flatpak manifest (packaging/flatpak) builds the program from the locked wheels: every
file it fetches has the sha256 requirements-dev.txt locks, it installs requirements.txt's
versions, and flatpak-builder reads it where it is installed."""
from __future__ import annotations

import json
import re
import shutil
import subprocess
import tomllib
from pathlib import Path

import pytest

from game.app.window import APP_ID

ROOT = Path(__file__).resolve().parents[1]
MANIFEST = ROOT / "packaging" / "flatpak" / f"{APP_ID}.yml"
TEXT = MANIFEST.read_text(encoding="utf-8")


def pins(name: str) -> set[str]:
    return {line.split()[0].lower() for line in (ROOT / name).read_text(encoding="utf-8").splitlines()
            if "==" in line and not line.startswith("#")}


def test_every_wheel_is_a_locked_file_of_a_pinned_version():
    lock = (ROOT / "requirements-dev.txt").read_text(encoding="utf-8")
    files = re.findall(r"url: (\S+)\n\s+sha256: ([0-9a-f]{64})", TEXT)
    assert len(files) == TEXT.count("type: file") >= 6
    for url, sha256 in files:
        assert url.startswith("https://files.pythonhosted.org/") and f"--hash=sha256:{sha256}" in lock, url
        name, version = url.rpartition("/")[2].split("-")[:2]
        assert f"{name.lower().replace('_', '-')}=={version}" in pins("requirements-dev.txt"), url
    installed = set(re.findall(r"[a-z-]+==[0-9.]+", TEXT.split("name: python-dependencies")[1].split("sources:")[0]))
    assert installed == pins("requirements.txt")


def test_the_app_is_the_component_with_its_window_program():
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert f"app-id: {APP_ID}\n" in TEXT and MANIFEST.stem == APP_ID
    command = re.search(r"^command: (\S+)$", TEXT, re.MULTILINE)
    assert command and command.group(1) in project["gui-scripts"]


def test_flatpak_builder_reads_the_manifest_where_it_is_installed(tmp_path):
    if not shutil.which("flatpak-builder"):
        pytest.skip("flatpak-builder is not installed")
    proc = subprocess.run(["flatpak-builder", "--show-manifest", str(MANIFEST)], capture_output=True, text=True,
                          timeout=120, cwd=tmp_path)          # its state folder is made where it runs
    assert proc.returncode == 0, proc.stderr
    shown = json.loads(proc.stdout)
    assert shown["id"] == APP_ID and [m["name"] for m in shown["modules"]][-1] == "kingdomino-family"
