"""The string extractor finds every marked string and merges catalogs without losing work."""
from __future__ import annotations

from game import i18n
from game.tools import extract_strings as ex


def test_catalogs_in_the_repository_are_up_to_date_with_the_program():
    stale = [p.name for p, text in ex.outputs().items()
             if not p.exists() or p.read_text(encoding="utf-8") != text]
    assert stale == [], "run: python -m game.tools.extract_strings"


def test_scan_finds_all_four_markers_with_literal_arguments_only(tmp_path):
    pkg = tmp_path / "game"
    pkg.mkdir()
    (pkg / "a.py").write_text(
        'x = _("Play")\ny = N_("Later")\nz = ngettext("{n} crown", "{n} crowns", 3)\n'
        'w = pgettext("terrain", "Lake")\nv = _(name)\nu = _("Play")\n', encoding="utf-8")
    (tmp_path / "main.py").write_text("", encoding="utf-8")
    found = {f.key: f for f in ex.scan(tmp_path)}
    assert set(found) == {(None, "Play"), (None, "Later"), (None, "{n} crown"), ("terrain", "Lake")}
    assert found[(None, "Play")].refs == ["game/a.py"]          # files, not lines: stable under edits
    assert found[(None, "{n} crown")].plural == "{n} crowns"


def test_words_for_both_audiences_give_a_plain_and_a_hint_entry(tmp_path):
    pkg = tmp_path / "game"
    pkg.mkdir()
    (pkg / "b.py").write_text('a = to_whom(hint, "starts a territory")\n'
                              'b = nto_whom(hint, "links {n} territory", "links {n} territories", n)\n'
                              'c = to_whom(hint, text)\n', encoding="utf-8")
    (tmp_path / "main.py").write_text("", encoding="utf-8")
    found = {f.key: f for f in ex.scan(tmp_path)}
    assert set(found) == {(None, "starts a territory"), ("hint", "starts a territory"),
                          (None, "links {n} territory"), ("hint", "links {n} territory")}
    assert found[("hint", "links {n} territory")].plural == "links {n} territories"


def test_to_whom_reads_the_hint_entry_for_a_hint_and_the_plain_one_else():
    i18n.use("cs")
    try:
        assert i18n.to_whom(True, "starts a {terrain} territory: {formula}") == \
            i18n.pgettext("hint", "starts a {terrain} territory: {formula}")
        assert i18n.to_whom(False, "starts a {terrain} territory: {formula}") == \
            i18n._("starts a {terrain} territory: {formula}")
        assert i18n.to_whom(True, "starts a {terrain} territory: {formula}") != \
            i18n.to_whom(False, "starts a {terrain} territory: {formula}")
        assert i18n.nto_whom(True, "links {n} {terrain} territory: {formula}",
                             "links {n} {terrain} territories: {formula}", 3) == \
            i18n.npgettext("hint", "links {n} {terrain} territory: {formula}", "links {n} {terrain} territories: {formula}", 3)
    finally:
        i18n.use("en")


def test_merge_keeps_translations_adds_new_strings_and_keeps_vanished_ones_obsolete():
    old = ('msgid ""\nmsgstr "Language: cs\\n"\n\nmsgid "Play"\nmsgstr "Hrát"\n\n'
           '# checked by Jana\n#. the verb\n#, fuzzy\nmsgid "Load"\nmsgstr "Nahrát?"\n\n'
           'msgid "Gone"\nmsgstr "Pryč"\n')
    found = [ex.Found("Play", refs=["game/a.py"]), ex.Found("New", refs=["game/a.py"]),
             ex.Found("Load", refs=["game/b.py"]),
             ex.Found("{n} crown", plural="{n} crowns", refs=["game/a.py"])]
    text = ex.merged_catalog("cs", found, old)
    merged = {i18n.key(e): e for e in i18n.parse_po(text)}
    assert i18n.forms(merged[(None, "Play")]) == ["Hrát"]
    assert merged[(None, "Play")].occurrences == [("game/a.py", "")]
    assert i18n.forms(merged[(None, "New")]) == [""]
    assert i18n.forms(merged[(None, "{n} crown")]) == ["", "", ""]        # Czech has three forms
    load = merged[(None, "Load")]                 # still awaiting review: the flag stays
    assert (load.msgstr, load.fuzzy, load.tcomment, load.comment) == ("Nahrát?", True, "checked by Jana", "the verb")
    assert merged[(None, "Gone")].obsolete and i18n.forms(merged[(None, "Gone")]) == ["Pryč"]
    assert ex.merged_catalog("cs", found, text) == text                   # merging again changes nothing


def test_the_written_template_reads_back_every_character_polib_must_escape():
    tricky = 'say "hi"\\ then\nnext\tline – ř'
    found = [ex.Found(tricky, refs=["game/a.py"]), ex.Found("Lake", context="terrain", refs=["x.json"])]
    po = i18n.parse_po(ex.template_text(found))
    assert [i18n.key(e) for e in po] == [(None, tricky), ("terrain", "Lake")]
    assert po.metadata["Plural-Forms"] == "nplurals=2; plural=(n != 1);"
