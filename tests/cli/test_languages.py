"""`python main.py languages`: one JSON line per language."""
from __future__ import annotations

from game import i18n
from tests.cli.helpers import json_lines, run_here, run_main


def test_languages_prints_one_json_line_per_rulebook_language():
    out = run_main("languages")
    assert out.returncode == 0, out.stderr
    rows = json_lines(out.stdout)
    assert [r["code"] for r in rows] == ["en", "cs", "pl", "el", "fr", "de", "es", "it", "pt", "ru"]
    assert {r["code"]: r["name"] for r in rows}["cs"] == "Čeština"
    for r in rows:
        assert set(r) == {"code", "name", "translated"}
        assert r["translated"] == i18n.translated_fraction(r["code"])
        assert 0.0 <= r["translated"] <= 1.0


def test_languages_refuses_arguments_in_one_line():
    out = run_here("languages", "--bogus")
    assert out.returncode == 2 and len(out.stderr.strip().splitlines()) == 1
