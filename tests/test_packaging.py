"""The installable package (pyproject.toml): its dependencies are requirements.txt's, its
version is game.__version__, and the wheel carries every module with the files the game
reads (fonts, data, layouts, catalogs, themes, the icon, the example saves) where
game.resources finds them."""
from __future__ import annotations

import importlib.metadata
import shutil
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest

from game import __version__

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PROJECT = PYPROJECT["project"]
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]
SKIPPED = {".git", ".venv", "__pycache__", ".pytest_cache", ".hypothesis", "out", "build", "dist"}


def requirements() -> list[str]:
    lines = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return [line.split("#")[0].strip() for line in lines if line.split("#")[0].strip()]


def test_the_package_depends_on_exactly_what_requirements_txt_pins():
    assert sorted(PROJECT["dependencies"]) == sorted(requirements())


def test_one_version_number_and_one_program():
    assert PROJECT["name"] == "kingdomino-family" and PROJECT["license"] == "MIT"
    assert "version" in PROJECT["dynamic"] and "version" not in PROJECT
    assert SETUPTOOLS["dynamic"]["version"] == {"attr": "game.__version__"}
    assert PROJECT["scripts"] == {"kingdomino-family": "game.program:main"}
    assert PROJECT["requires-python"] == ">=3.11"


def test_every_package_and_asset_folder_is_listed():
    code = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("__init__.py")}
    assets = {f"game.assets.{p.name}" for p in (ROOT / "assets").iterdir() if p.is_dir()}
    assert set(SETUPTOOLS["packages"]) == code | assets | {"game.assets", "game.examples"}
    assert set(SETUPTOOLS["package-data"]) == assets | {"game.assets", "game.examples"}
    assert SETUPTOOLS["package-dir"] == {"game": "game", "game.assets": "assets", "game.examples": "saves/examples"}


def source_files() -> list[str]:
    """What a clone holds: the files git tracks or would track; outside git, every file."""
    try:
        out = subprocess.run(["git", "ls-files", "-z", "-co", "--exclude-standard"], cwd=ROOT,
                             capture_output=True, check=True)
        names = [n for n in out.stdout.decode("utf-8").split("\0") if n]
    except (OSError, subprocess.CalledProcessError):
        names = [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*") if p.is_file()]
    return [n for n in names if not SKIPPED & set(Path(n).parts) and (ROOT / n).is_file()]


def build_wheel(src: Path, out: Path) -> Path:
    """Build with this environment's setuptools when it is new enough (requirements-dev.txt
    installs one), else let pip fetch the build requirements; skip only if neither can."""
    if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True).returncode:
        pytest.skip("pip is not available to build a wheel")
    try:
        major = int(importlib.metadata.version("setuptools").split(".")[0])
    except importlib.metadata.PackageNotFoundError:
        major = 0
    here = ["--no-build-isolation"] if major >= 77 else []
    cmd = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", *here, "-w", str(out), str(src)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600)
    if proc.returncode and major < 77 and "build dependencies" in proc.stdout + proc.stderr:
        pytest.skip(f"setuptools >= 77 is neither installed (found {major}) nor downloadable")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (wheel,) = out.glob("*.whl")
    return wheel


def test_the_wheel_carries_every_module_and_every_file_the_game_reads(tmp_path):
    src = tmp_path / "src"
    for name in source_files():       # a copy, so the checkout gets no build/ or egg-info
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, src / name)
    wheel = build_wheel(src, tmp_path / "wheel")
    assert wheel.name == f"kingdomino_family-{__version__}-py3-none-any.whl"
    names = set(zipfile.ZipFile(wheel).namelist())
    files = source_files()
    expected = {n for n in files if n.startswith("game/") and n.endswith(".py")}
    expected |= {"game/" + n for n in files if n.startswith("assets/")}
    expected |= {"game/examples/" + n.removeprefix("saves/examples/") for n in files
                 if n.startswith("saves/examples/") and n.endswith(".json")}
    for folder in ("data", "fonts", "layouts", "locale", "themes"):
        assert any(n.startswith(f"game/assets/{folder}/") for n in expected), folder
    assert "game/examples/duel.json" in expected and "game/resources.py" in expected
    assert expected - names == set()
    info = f"kingdomino_family-{__version__}.dist-info"
    meta = zipfile.ZipFile(wheel).read(f"{info}/METADATA").decode("utf-8")
    assert sorted(line.removeprefix("Requires-Dist: ") for line in meta.splitlines()
                  if line.startswith("Requires-Dist: ")) == sorted(requirements())
    scripts = zipfile.ZipFile(wheel).read(f"{info}/entry_points.txt").decode("utf-8")
    assert "kingdomino-family = game.program:main" in scripts


BUILD = ("python3 -m venv .venv && .venv/bin/pip install -q -r packaging/requirements.txt"
         " && .venv/bin/python -m PyInstaller --noconfirm packaging/kingdomino-family.spec")


def test_the_readme_gives_the_install_and_the_standalone_build_commands():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "    " + BUILD + "\n" in readme
    assert "pip install ." in readme and "pipx install ." in readme and "python -m game" in readme
    lines = (ROOT / "packaging" / "requirements.txt").read_text(encoding="utf-8").splitlines()
    assert "-r ../requirements.txt" in lines
    assert any(line.startswith("pyinstaller==") for line in lines)


def test_the_standalone_build_takes_the_program_and_every_file_it_reads():
    spec = (ROOT / "packaging" / "kingdomino-family.spec").read_text(encoding="utf-8")
    compile(spec, "kingdomino-family.spec", "exec")
    for needed in ('"main.py"', '"game/assets"', '"game/examples"', "COMMANDS.values()", '"icon.png"'):
        assert needed in spec
