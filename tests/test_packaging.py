"""The installable package (pyproject.toml): its dependencies are ranges that hold
requirements.txt's pins, its version is game.__version__, and the wheel carries every module
with the files the game reads (fonts, data, layouts, catalogs, themes, the icon, the example
saves) where game.resources finds them, all inside kingdomino_family, its one name in
site-packages."""
from __future__ import annotations

import importlib.metadata
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tomllib
import zipfile
from pathlib import Path

import pytest
from packaging.requirements import Requirement

from game import __version__
from game.app.window import APP_ID

ROOT = Path(__file__).resolve().parents[1]
PYPROJECT = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
PROJECT = PYPROJECT["project"]
SETUPTOOLS = PYPROJECT["tool"]["setuptools"]
SKIPPED = {".git", ".venv", "__pycache__", ".pytest_cache", ".hypothesis", "out", "build", "dist"}


def requirements() -> list[str]:
    lines = (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines()
    return [line.split("#")[0].strip() for line in lines if line.split("#")[0].strip()]


def test_the_package_asks_for_ranges_and_requirements_txt_pins_a_version_inside_each():
    ranges = {r.name: r.specifier for r in map(Requirement, PROJECT["dependencies"])}
    pins = {r.name: r.specifier for r in map(Requirement, requirements())}
    assert set(ranges) == set(pins)
    for name, spec in ranges.items():
        assert all(s.operator != "==" for s in spec) and any(s.operator == "<" for s in spec), name
        (pin,) = pins[name]
        assert pin.operator == "==" and spec.contains(pin.version), name


def test_one_version_number_and_one_program():
    assert PROJECT["name"] == "kingdomino-family" and PROJECT["license"] == "MIT"
    assert "version" in PROJECT["dynamic"] and "version" not in PROJECT
    assert SETUPTOOLS["dynamic"]["version"] == {"attr": "game.__version__"}
    assert PROJECT["scripts"] == {"kingdomino-family": "kingdomino_family:main"}
    assert PROJECT["gui-scripts"] == {"kingdomino-family-window": "kingdomino_family:window_main"}
    assert PROJECT["requires-python"] == ">=3.11"


PRIVATE = "kingdomino_family"        # the one name the wheel puts in site-packages; the program inside it


def test_every_package_and_asset_folder_is_listed():
    code = {".".join(p.parent.relative_to(ROOT).parts) for p in (ROOT / "game").rglob("__init__.py")}
    assets = {f"game.assets.{p.name}" for p in (ROOT / "assets").iterdir() if p.is_dir()}
    inside = {f"{PRIVATE}.{name}" for name in code | assets | {"game.assets", "game.examples"}}
    assert set(SETUPTOOLS["packages"]) == inside | {PRIVATE}
    assert set(SETUPTOOLS["package-data"]) == {f"{PRIVATE}.{name}" for name in assets | {"game.assets", "game.examples"}}
    assert SETUPTOOLS["package-dir"] == {PRIVATE: f"packaging/{PRIVATE}", f"{PRIVATE}.game": "game",
                                         f"{PRIVATE}.game.assets": "assets", f"{PRIVATE}.game.examples": "saves/examples"}


def source_files() -> list[str]:
    """What a clone holds: the files git tracks or would track; outside git, every file."""
    try:
        out = subprocess.run(["git", "ls-files", "-z", "-co", "--exclude-standard"], cwd=ROOT,
                             capture_output=True, check=True)
        names = [n for n in out.stdout.decode("utf-8").split("\0") if n]
    except (OSError, subprocess.CalledProcessError):
        names = [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*") if p.is_file()]
    return [n for n in names if not SKIPPED & set(Path(n).parts) and (ROOT / n).is_file()]


def checkout_copy(src: Path) -> Path:
    """A copy of the checkout's files, so building leaves no build/ or egg-info in it."""
    for name in source_files():
        (src / name).parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(ROOT / name, src / name)
    return src


def setuptools_major() -> int:
    try:
        return int(importlib.metadata.version("setuptools").split(".")[0])
    except importlib.metadata.PackageNotFoundError:
        return 0


def installed_tool() -> dict[str, str]:
    """The environment for what runs from installed files (pip, setuptools, the program pip installs):
    without the tests' PYTHONPYCACHEPREFIX (tests/conftest.py), which hides the bytecode installed
    beside them, so that each pip compiled pip again (seconds)."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONPYCACHEPREFIX"}


def build_wheel(src: Path, out: Path) -> Path:
    """Build with this environment's setuptools when it is new enough (requirements-dev.txt
    installs one), else let pip fetch the build requirements; skip only if neither can."""
    if subprocess.run([sys.executable, "-m", "pip", "--version"], capture_output=True, env=installed_tool()).returncode:
        pytest.skip("pip is not available to build a wheel")
    major = setuptools_major()
    here = ["--no-build-isolation"] if major >= 77 else []
    cmd = [sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", *here, "-w", str(out), str(src)]
    proc = subprocess.run(cmd, capture_output=True, text=True, timeout=600, env=installed_tool())
    if proc.returncode and major < 77 and "build dependencies" in proc.stdout + proc.stderr:
        pytest.skip(f"setuptools >= 77 is neither installed (found {major}) nor downloadable")
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (wheel,) = out.glob("*.whl")
    return wheel


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    here = tmp_path_factory.mktemp("wheel")
    return build_wheel(checkout_copy(here / "src"), here / "wheel")


def test_the_wheel_carries_every_module_and_every_file_the_game_reads(wheel):
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
    assert {f"{PRIVATE}/{n}" for n in expected} - names == set()
    assert {n.split("/")[0] for n in names} == {PRIVATE, f"{PRIVATE}-{__version__}.dist-info"}    # nothing else at the top
    info = f"kingdomino_family-{__version__}.dist-info"
    meta = zipfile.ZipFile(wheel).read(f"{info}/METADATA").decode("utf-8")
    assert sorted(map(str, map(Requirement, (line.removeprefix("Requires-Dist: ") for line in meta.splitlines()
                                             if line.startswith("Requires-Dist: ") and "extra ==" not in line)))) == \
        sorted(str(Requirement(r)) for r in PROJECT["dependencies"])
    extras = [Requirement(line.removeprefix("Requires-Dist: ")) for line in meta.splitlines()
              if line.startswith("Requires-Dist: ") and "extra ==" in line]
    assert [(r.name, r.extras, str(r.marker)) for r in extras] == [("psycopg", {"binary"}, 'extra == "postgresql"')]
    assert "3.3.9" in extras[0].specifier and "==" not in str(extras[0].specifier)    # serve --database: a range
    scripts = zipfile.ZipFile(wheel).read(f"{info}/entry_points.txt").decode("utf-8")
    assert "[console_scripts]\nkingdomino-family = kingdomino_family:main" in scripts
    assert "[gui_scripts]\nkingdomino-family-window = kingdomino_family:window_main" in scripts
    for field in ("Author: The Kingdomino family contributors", "Classifier: Topic :: Games/Entertainment :: Board Games",
                  "Classifier: Programming Language :: Python :: 3.11",
                  "Classifier: Programming Language :: Python :: 3.13", "License-Expression: MIT"):
        assert field in meta.splitlines()


def test_the_installed_program_runs_with_its_package_kept_out_of_site_packages_namespace(wheel, tmp_path):
    """Installed (here into a folder of its own), the program answers as `python -m
    kingdomino_family` and as its command, while `import game` finds nothing there."""
    target = tmp_path / "site"
    proc = subprocess.run([sys.executable, "-m", "pip", "install", "-q", "--no-deps", "--no-index", "--target",
                           str(target), str(wheel)], capture_output=True, text=True, timeout=600, env=installed_tool())
    assert proc.returncode == 0, proc.stderr
    assert sorted(p.name for p in target.iterdir() if p.name != "bin") == [PRIVATE, f"{PRIVATE}-{__version__}.dist-info"]
    env = {**installed_tool(), "PYTHONPATH": str(target)}
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    def run(*args: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, *args], cwd=elsewhere, env=env, capture_output=True, text=True, timeout=120)
    assert run("-m", PRIVATE, "--version").stdout == f"kingdomino-family {__version__}\n"
    assert run("-c", "import game").returncode == 1
    scored = run("-c", f"import sys, {PRIVATE}; sys.argv[1:] = ['languages']; sys.exit({PRIVATE}.main())")
    assert scored.returncode == 0 and "cs" in scored.stdout
    found = run("-c", f"import {PRIVATE}, game.resources; print(game.resources.assets_dir())").stdout.strip()
    assert Path(found) == target / PRIVATE / "game" / "assets"


def build_sdist(src: Path, out: Path) -> Path:
    if setuptools_major() < 77:
        pytest.skip("the source archive is built with setuptools >= 77 (requirements-dev.txt)")
    code = "import sys, setuptools.build_meta as b; b.build_sdist(sys.argv[1])"
    proc = subprocess.run([sys.executable, "-c", code, str(out)], cwd=src, capture_output=True, text=True, timeout=600,
                          env=installed_tool())
    assert proc.returncode == 0, proc.stdout + proc.stderr
    (sdist,) = out.glob("*.tar.gz")
    return sdist


def desktop_step() -> list[str]:
    """The user guide's commands that install the Linux menu entry, its icons and its AppStream file."""
    lines = (ROOT / "docs" / "user-guide.md").read_text(encoding="utf-8").split("On Linux, a menu entry", 1)[1].splitlines()
    start = next(i for i, line in enumerate(lines) if line.startswith("    "))
    end = next(i for i in range(start, len(lines)) if lines[i].strip() and not lines[i].startswith("    "))
    return [line.strip() for line in lines[start:end] if line.strip()]


# shipped tests run from the unpacked archive: the top conftest, the window's, and the files
# that read the repository's docs, packaging files and README commands
SHIPPED_TESTS = ["tests/test_standalone.py", "tests/cli/test_help.py", "tests/tools/test_make_icon.py",
                 "tests/tools/test_man_pages.py",
                 "tests/app/test_error_log_window.py"]


def test_the_source_archive_holds_the_checkout_and_its_desktop_step_and_tests_work_there(tmp_path):
    sdist = build_sdist(checkout_copy(tmp_path / "src"), tmp_path / "sdist")
    assert sdist.name == f"kingdomino_family-{__version__}.tar.gz"
    with tarfile.open(sdist) as tar:
        tar.extractall(tmp_path / "unpacked", filter="data")
    (top,) = (tmp_path / "unpacked").iterdir()
    files = {p.relative_to(top).as_posix() for p in top.rglob("*") if p.is_file()}
    made = {"PKG-INFO", "setup.cfg"} | {n for n in files if n.startswith("kingdomino_family.egg-info/")}
    assert files - made == set(source_files())
    for needed in ("docs/commands.md", "docs/packaging.md", "docs/user-guide.md", "packaging/kingdomino-family.spec", "packaging/man/kingdomino-family.1", "CHANGELOG.md", "requirements-dev.txt",
                   "data/components.json", "tests/conftest.py", "tests/app/conftest.py", ".ci/run"):
        assert needed in files
    home = tmp_path / "home"
    steps = desktop_step()
    assert any(f"{APP_ID}.desktop" in step for step in steps)
    for step in steps:
        proc = subprocess.run(["sh", "-c", step], cwd=top, env={**os.environ, "HOME": str(home)},
                              capture_output=True, text=True, timeout=60)
        assert proc.returncode == 0, f"{step}: {proc.stderr}"
    share = home / ".local" / "share"
    assert (share / "applications" / f"{APP_ID}.desktop").is_file()
    assert (share / "metainfo" / f"{APP_ID}.metainfo.xml").is_file()
    for n in (16, 24, 32, 48, 64, 128, 256, 512):
        assert (share / "icons" / "hicolor" / f"{n}x{n}" / "apps" / f"{APP_ID}.png").is_file()
    assert (share / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg").is_file()
    assert (share / "man" / "man1" / "kingdomino-family.1").is_file()
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:xdist", *SHIPPED_TESTS], cwd=top,
                          capture_output=True, text=True, timeout=600)
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-3000:]
    assert " passed" in proc.stdout and " failed" not in proc.stdout


BUILD = ("python3 -m venv .venv && .venv/bin/pip install -q -r packaging/requirements.txt"
         " && .venv/bin/python -m PyInstaller --noconfirm packaging/kingdomino-family.spec")


def test_the_user_guide_gives_the_install_and_the_standalone_build_commands():
    guide = (ROOT / "docs" / "user-guide.md").read_text(encoding="utf-8")
    assert "    " + BUILD + "\n" in guide
    assert "pip install ." in guide and "pipx install ." in guide and "python -m game" in guide
    lines = (ROOT / "packaging" / "requirements.in").read_text(encoding="utf-8").splitlines()
    assert "-r ../requirements.txt" in lines
    assert any(line.startswith("pyinstaller==") for line in lines)


def test_the_standalone_build_takes_the_program_and_every_file_it_reads():
    spec = (ROOT / "packaging" / "kingdomino-family.spec").read_text(encoding="utf-8")
    compile(spec, "kingdomino-family.spec", "exec")
    for needed in ('"main.py"', '"game/assets"', '"game/examples"', "COMMANDS.values()", '"icon.png"'):
        assert needed in spec


def test_the_readme_reads_the_same_on_a_package_index_and_names_only_files_the_archive_has():
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    links = re.findall(r"\]\(([^)\s]+)\)", readme)
    assert links and all(link.startswith(("https://", "#")) for link in links)    # nothing relative
    named = set(re.findall(r"`((?:docs|packaging|saves|assets)/[\w./-]+\.\w+|[A-Z]+\.md|LICENSE)`", readme))
    assert {"docs/rules.md", "docs/commands.md", "docs/ai-strength.md", "docs/user-guide.md", "docs/maintaining.md",
            "LICENSE", "CHANGELOG.md"} <= named
    assert named - set(source_files()) == set()


def pins(name: str) -> dict[str, str]:
    """name -> version of a requirements file's `==` pins (with its -r includes)."""
    found: dict[str, str] = {}
    path = ROOT / name
    for line in path.read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip().removesuffix("\\").strip()
        if line.startswith("-r "):
            found |= pins((path.parent / line[3:].strip()).relative_to(ROOT).as_posix())
        elif line and not line.startswith("--"):
            package, version = line.split(";")[0].split("==")
            found[re.sub(r"\[.*\]", "", package).strip().lower()] = version.strip()     # psycopg[binary]: psycopg
    return found


@pytest.mark.parametrize("lock", ["requirements-dev.txt", "packaging/requirements.txt"])
def test_the_build_and_development_locks_pin_every_package_with_hashes_as_their_inputs_say(lock):
    """Each lock is compiled from its .in file (the command is in its header): every package it
    installs is pinned and carries the hashes of its files, so pip installs in hash-checking mode
    and CI and the standalone build get the same parts every time."""
    text = (ROOT / lock).read_text(encoding="utf-8")
    source = lock.removesuffix(".txt") + ".in"
    assert f"--generate-hashes {Path(source).name} -o {Path(lock).name}" in text.splitlines()[1]
    entries = [e for e in text.split("\n") if e and not e.startswith((" ", "#"))]
    assert entries and all("==" in e and e.endswith(" \\") for e in entries)
    blocks = re.split(r"\n(?=[^ #\n])", text)
    assert all("--hash=sha256:" in b for b in blocks if "==" in b.split("\n")[0])
    locked = pins(lock)
    assert {name: locked.get(name) for name in pins(source)} == pins(source)      # the inputs' own pins
    assert {name: locked.get(name) for name in pins("requirements.txt")} == pins("requirements.txt")
