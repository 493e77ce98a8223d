"""build_data reads the research file kept in the repository and reports a bad source in
one line (exit status 2) without touching assets/data/."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.tools import build_data


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "game.tools.build_data", *args],
                          capture_output=True, text=True, cwd=build_data.ROOT, timeout=120)


def test_the_default_source_is_the_research_file_inside_the_repository():
    assert build_data.DEFAULT_SOURCE == build_data.ROOT / "data" / "components.json"
    assert build_data.DEFAULT_SOURCE.is_file()


@pytest.mark.parametrize("content, reason", [
    (None, "cannot read"),
    ("{not json", "is not valid JSON"),
    ('{"schema_version": 1}', "missing 'kingdomino'"),
    ("[1, 2]", "does not hold the expected components"),
])
def test_a_bad_source_is_one_line_on_stderr_and_exit_status_2(tmp_path, content, reason):
    source = tmp_path / "components.json"
    if content is not None:
        source.write_text(content, encoding="utf-8")
    before = {p.name: p.read_bytes() for p in build_data.OUT.glob("*.json")}
    out = run(str(source))
    assert out.returncode == 2
    assert out.stdout == "" and "Traceback" not in out.stderr
    assert len(out.stderr.strip().splitlines()) == 1 and reason in out.stderr
    assert {p.name: p.read_bytes() for p in build_data.OUT.glob("*.json")} == before


def test_extra_arguments_are_refused_and_help_is_not_an_error():
    bad = run("a.json", "b.json")
    assert bad.returncode == 2 and bad.stderr.startswith("error: usage:")
    ok = run("--help")
    assert ok.returncode == 0 and ok.stdout.startswith("usage:")


def test_a_source_missing_one_fact_names_it(tmp_path):
    src = json.loads(build_data.DEFAULT_SOURCE.read_text(encoding="utf-8"))
    del src["kralovska_zahrada"]["variant_sirsi_nabidka"]
    source = tmp_path / "components.json"
    source.write_text(json.dumps(src), encoding="utf-8")
    with pytest.raises(build_data.SourceError, match="missing 'variant_sirsi_nabidka'"):
        build_data.load(source)
    assert set(build_data.load(build_data.DEFAULT_SOURCE)) == {p.name for p in build_data.OUT.glob("*.json")}
