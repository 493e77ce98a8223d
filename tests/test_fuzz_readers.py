"""Fuzzing every file the program reads: saves, settings.json, the score command's
kingdoms and the .po catalogs. Each reader either gives a valid result or raises its
documented error (SaveError, a settings warning, an error line, CatalogError), never
another exception. Inputs are real files mutated (a value replaced by odd JSON, a key
dropped, the text cut or a byte changed) and arbitrary JSON or bytes.

A few seconds each by default; HYPOTHESIS_PROFILE=fuzz (tests/conftest.py) for a long hunt.
"""
from __future__ import annotations

import copy
import json
import os
import tempfile
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game import i18n, saves
from game.app import settings
from game.cli import score
from game.rules.registry import rules_for

ROOT = Path(__file__).resolve().parents[1]
SAVES = [json.loads(p.read_text(encoding="utf-8")) for p in sorted((ROOT / "saves").glob("*/*.json"))]
KINGDOMS = [
    {"game": "kingdomino", "size": 5, "grid": ["G1 G1 W0 . .", "F0 C  W1 . ."], "variants": ["harmony"]},
    {"game": "kralovska_zahrada", "size": 7, "grid": ["C W3 M2"], "variants": ["middle_kingdom"]},
    {"game": "queendomino", "size": 5, "grid": ["C T:bakery W1", "T0 L2 ."], "coins": 7, "knights": 2,
     "towers": 1, "queen": True},
    {"game": "duel", "grid": [". . . . . . .", ". . . . . . .", ". . . C dot black+1 ."], "domain_bonus": "dot"},
]
CATALOGS = [i18n.catalog_path(code).read_text(encoding="utf-8") for code in ("cs", "ru")]

# what a hand-edited or damaged file may hold: huge and odd numbers, lone surrogates
_any_char = st.characters() | st.characters(categories=["Cs"])
_scalars = (st.none() | st.booleans() | st.integers() | st.integers(min_value=10 ** 30, max_value=10 ** 60)
            | st.floats() | st.text(max_size=12) | st.text(_any_char, max_size=6)
            | st.sampled_from(["human", "greedy", "wizard", "duel", "kingdomino", "C", "W9", "T:bakery",
                               "black+\u0663", "0123456789abcdef", "\ud800"]))
json_values = st.recursive(_scalars, lambda c: st.lists(c, max_size=4) | st.dictionaries(st.text(max_size=8), c,
                                                                                          max_size=4), max_leaves=12)


def _places(doc) -> list[tuple[object, object]]:
    """Every (container, key) inside a JSON document."""
    out, stack = [], [doc]
    while stack:
        item = stack.pop()
        keys = item.keys() if isinstance(item, dict) else range(len(item)) if isinstance(item, list) else ()
        for k in keys:
            out.append((item, k))
            stack.append(item[k])
    return out


@st.composite
def mutated_text(draw, bases: list) -> str:
    """A real document with one change: a value replaced, a key dropped, or its text cut
    or with one character changed."""
    doc = copy.deepcopy(draw(st.sampled_from(bases)))
    how = draw(st.sampled_from(["replace", "replace", "drop", "cut", "char"]))
    places = _places(doc)
    if how in ("replace", "drop") and places:
        box, key = draw(st.sampled_from(places))
        if how == "drop":
            del box[key]
        else:
            box[key] = draw(json_values)
    text = json.dumps(doc, ensure_ascii=draw(st.booleans()))
    if how == "cut":
        text = text[: draw(st.integers(0, len(text)))]
    elif how == "char":
        i = draw(st.integers(0, len(text) - 1))
        text = text[:i] + draw(_any_char) + text[i + 1:]
    return text


def _as_bytes(text: str) -> bytes:
    return text.encode("utf-8", "surrogatepass")       # a lone surrogate becomes bytes that are not UTF-8


_files = tempfile.TemporaryDirectory(prefix="fuzz-readers-")


def _file(data: bytes, name: str) -> Path:
    path = Path(_files.name) / name
    if os.path.lexists(path):
        path.unlink()
    path.write_bytes(data)
    return path


# ---- saves ----------------------------------------------------------------------------
def _check_save(data: bytes) -> None:
    try:
        loaded = saves.load_checked(_file(data, "save.json"))
    except saves.SaveError as exc:
        assert str(exc) and "\n" not in str(exc)
        return
    record = loaded.saved.record
    assert len(loaded.saved.seats) == record.config.players and loaded.state is not None
    assert json.loads(json.dumps(loaded.saved.to_dict()))["record"] == record.to_dict()
    rules = rules_for(record.config.game)
    assert rules.is_over(loaded.state) or rules.legal_actions(loaded.state)     # a game that can go on


@given(mutated_text(SAVES))
def test_fuzz_mutated_saves_load_or_give_a_save_error(text):
    _check_save(_as_bytes(text))


_json_bytes = json_values.map(lambda v: _as_bytes(json.dumps(v, ensure_ascii=False)))


@given(_json_bytes | st.binary(max_size=200))
def test_fuzz_arbitrary_json_or_bytes_as_a_save(data):
    _check_save(data)


# ---- settings.json --------------------------------------------------------------------
SETTINGS = [{"language": "cs", "theme": "classic", "window": "1280x720", "animation_speed": 2.0, "thinking": 0.5,
             "undo_hot_seat": True, "ui_scale": 150, "read_aloud": False}]


def _check_settings(data: bytes) -> None:
    loaded, warning = settings.load(_file(data, "settings.json"))
    assert isinstance(loaded, settings.Settings) and loaded == loaded.checked()
    if warning is not None:
        assert "\n" not in str(warning) and "ignored" in str(warning)


@given(mutated_text(SETTINGS) | json_values.map(json.dumps))
def test_fuzz_settings_files_give_valid_settings_or_the_defaults_with_a_warning(text):
    _check_settings(_as_bytes(text))


@given(st.binary(max_size=200))
def test_fuzz_settings_bytes(data):
    _check_settings(data)


# ---- kingdoms (the score command) ------------------------------------------------------
def _check_kingdom(data: bytes) -> None:
    obj = score._parse(data, "stdin line 1")
    out = {"error": str(obj)} if isinstance(obj, score.Unreadable) else score.score_one(obj)
    assert set(out) == {"error"} and isinstance(out["error"], str) or type(out["total"]) is int
    json.dumps(out, ensure_ascii=False).encode("utf-8")        # printable as it is


@given(mutated_text(KINGDOMS))
def test_fuzz_mutated_kingdoms_score_or_give_an_error_line(text):
    _check_kingdom(_as_bytes(text))


@given(_json_bytes | st.binary(max_size=200))
def test_fuzz_arbitrary_kingdom_lines(data):
    _check_kingdom(data)


@given(st.sampled_from(["kingdomino", "queendomino", "duel"]),
       st.lists(st.lists(st.sampled_from([".", "C", "W0", "M3", "T0", "T:bakery", "T:nope", "dot", "black+2",
                                          "black+\u0663", "W\u0663", "G9", "quarters+99"]), max_size=8), max_size=8),
       st.fixed_dictionaries({}, optional={"coins": _scalars, "knights": _scalars, "towers": _scalars,
                                           "queen": _scalars, "size": st.sampled_from([5, 7, 6, "5"]),
                                           "domain_bonus": _scalars}))
def test_fuzz_kingdom_grids(game, rows, extra):
    _check_kingdom(json.dumps({"game": game, "size": 5, "grid": [" ".join(r) for r in rows], **extra}).encode())


# ---- .po catalogs ------------------------------------------------------------------------
def _check_catalog(text: str) -> None:
    try:
        entries = i18n.parse_po(text, "fuzz.po")
        catalog = i18n.Catalog(entries)
    except i18n.CatalogError as exc:
        assert "fuzz.po" in str(exc) and "\n" not in str(exc)
        return
    for e in entries:
        assert isinstance(e.msgid, str) and all(isinstance(s, str) for s in i18n.forms(e))
    for n in (0, 1, 2, 5, 11, 22):
        assert isinstance(catalog.ngettext("{n} crown", "{n} crowns", n), str)
    assert isinstance(catalog.gettext("Dot"), str)


@st.composite
def mutated_catalog(draw) -> str:
    lines = draw(st.sampled_from(CATALOGS)).splitlines()[: draw(st.integers(8, 60))]
    for _ in range(draw(st.integers(1, 3))):
        i = draw(st.integers(0, len(lines) - 1))
        how = draw(st.sampled_from(["drop", "copy", "text", "quote", "plural"]))
        if how == "drop":
            del lines[i]
        elif how == "copy":
            lines.insert(i, lines[draw(st.integers(0, len(lines) - 1))])
        elif how == "text":
            lines[i] = draw(st.text(max_size=30))
        elif how == "quote":
            lines[i] = lines[i].split(" ")[0] + " " + draw(st.sampled_from(['"a", "b"', '"\\N{x}"', '"x" "y"', '"',
                                                                             '"\\', '"a"[0]', 'u"x"', '"\u0663"']))
        else:
            lines[i] = draw(st.sampled_from(['"Plural-Forms: nplurals=2; plural=n/0;\\n"',
                                             '"Plural-Forms: nplurals=2; plural=(n;\\n"',
                                             '"Plural-Forms: nplurals=1; plural=n%0;\\n"',
                                             '"Plural-Forms: nplurals=2; plural=' + "(" * 200 + "n" + ")" * 200 + ';\\n"',
                                             "msgstr[\u0661] \"x\"", "msgstr[99999999999] \"x\""]))
    return "\n".join(lines)


@given(mutated_catalog() | st.text(max_size=200))
def test_fuzz_catalogs_parse_or_give_a_catalog_error(text):
    _check_catalog(text)


@pytest.mark.parametrize("text", CATALOGS)
def test_the_real_catalogs_pass_the_same_check(text):
    _check_catalog(text)
