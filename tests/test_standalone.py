"""Anyone can get it: the repository needs nothing beside it, and the README's two commands
(install and play, install and test) are the ones CI runs."""
from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PLAY = ("python3 -m venv .venv && .venv/bin/pip install -q -r requirements.txt"
        " && .venv/bin/python main.py")
TEST = ("python3 -m venv .venv && .venv/bin/pip install -q -r requirements-dev.txt"
        " && .venv/bin/python -m pytest -q -n auto")
# Paths and pages that lived next to the repository while it was written. Spelt in two parts
# so this file does not name them itself.
OUTSIDE = ("../" + "shared", "shared" + "/data", "RULES" + ".md", "CLI" + ".md", "DESIGN" + ".md")
HISTORY = "docs/history/"     # records of the past may say where things used to be
SKIPPED_DIRS = {".git", ".venv", "__pycache__", ".pytest_cache", ".hypothesis", "out"}


def tracked_files() -> list[str]:
    """The files git tracks; outside a git checkout, every file but caches and the venv."""
    try:
        out = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True, check=True)
        return [p for p in out.stdout.decode("utf-8").split("\0") if p]
    except (OSError, subprocess.CalledProcessError):
        return [p.relative_to(ROOT).as_posix() for p in ROOT.rglob("*")
                if p.is_file() and not SKIPPED_DIRS & set(p.relative_to(ROOT).parts)]


def text_of(rel: str) -> str | None:
    data = (ROOT / rel).read_bytes()
    if b"\0" in data:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def test_no_file_needs_anything_beside_the_repository():
    files = tracked_files()
    assert "README.md" in files and "data/components.json" in files
    found = []
    for rel in files:
        text = None if rel.startswith(HISTORY) else text_of(rel)
        for n, line in enumerate((text or "").splitlines(), 1):
            found += [f"{rel}:{n}: {word}" for word in OUTSIDE if word in line]
    assert found == []


def test_the_readme_gives_both_commands_word_for_word_and_ci_runs_the_test_one():
    readme = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    assert "    " + PLAY in readme
    assert "    " + TEST in readme
    ci = (ROOT / ".ci" / "run").read_text(encoding="utf-8").splitlines()
    assert TEST in ci
    assert any(line.startswith("git clone") for line in ci)
    assert "SDL_VIDEODRIVER=dummy SDL_AUDIODRIVER=dummy" in "\n".join(ci)
    assert ".venv/bin/ruff check game tests main.py" in ci and ".venv/bin/python -m mypy" in ci
    assert ci[-1] == TEST        # the test runner's summary closes the output


def requirement_names(name: str) -> set[str]:
    """Package names a requirements file installs, following its -r includes (a lock's
    --hash lines name none)."""
    names = set()
    for line in (ROOT / name).read_text(encoding="utf-8").splitlines():
        line = line.split("#")[0].strip()
        if line.startswith("-r "):
            names |= requirement_names(line[3:].strip())
        elif line and not line.startswith("--"):
            names.add(line.split("==")[0].split("[")[0].strip().lower())
    return names


def third_party_imports(paths: list[Path]) -> set[str]:
    found = set()
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                found |= {a.name.split(".")[0] for a in node.names}
            elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
                found.add(node.module.split(".")[0])
    return found - set(sys.stdlib_module_names) - {"game", "tests", "main", "__future__"}


DISTRIBUTION = {"pygame": "pygame-ce"}   # import name -> package name, where they differ
OPTIONAL = {"psycopg"}                    # pyproject's extras: imported only when asked for (serve --database)


def test_every_module_the_program_imports_is_pinned_in_requirements():
    program = third_party_imports([ROOT / "main.py", *sorted((ROOT / "game").rglob("*.py"))])
    tests = third_party_imports(sorted((ROOT / "tests").rglob("*.py")))
    assert {"pygame", "polib"} <= program
    assert {DISTRIBUTION.get(m, m) for m in program - OPTIONAL} <= requirement_names("requirements.txt")
    assert OPTIONAL <= requirement_names("requirements-dev.txt")          # CI tests them
    assert {DISTRIBUTION.get(m, m) for m in tests} <= requirement_names("requirements-dev.txt")
    for line in (ROOT / "requirements.txt").read_text(encoding="utf-8").splitlines():
        assert "==" in line, f"unpinned requirement: {line}"
