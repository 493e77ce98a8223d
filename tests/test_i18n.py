"""Catalog parsing, plural rules, fallbacks and the language choice."""
from __future__ import annotations

import re

import pytest

from game import i18n
from game.tools.extract_strings import header, quote

HEADER = header("cs").replace(chr(10), "\\n")
PO = f'''msgid ""
msgstr "{HEADER}"

#. a note for translators
#: game/app/x.py:3
msgid "New game"
msgstr "Nová hra"

msgctxt "terrain"
msgid "Lake"
msgstr "Rybník"

msgid "Lake"
msgstr "Jezero"

msgid "{{n}} crown"
msgid_plural "{{n}} crowns"
msgstr[0] "{{n}} koruna"
msgstr[1] "{{n}} koruny"
msgstr[2] "{{n}} korun"

msgid "Quit"
msgstr ""

msgid "A long "
"line"
msgstr "Dlouhý "
"řádek"

#~ msgid "Gone"
#~ msgstr "Pryč"
'''


def test_parse_po_reads_contexts_plurals_continuations_and_obsolete_entries():
    entries = {(e.context, e.msgid): e for e in i18n.parse_po(PO)}
    assert entries[(None, "New game")].msgstr == ["Nová hra"]
    assert entries[(None, "New game")].comments == ["#. a note for translators", "#: game/app/x.py:3"]
    assert entries[("terrain", "Lake")].msgstr == ["Rybník"]
    assert entries[(None, "{n} crown")].plural == "{n} crowns"
    assert entries[(None, "A long line")].msgstr == ["Dlouhý řádek"]
    assert entries[(None, "Gone")].obsolete
    assert not entries[(None, "Quit")].translated


def test_catalog_translates_with_czech_plurals_and_falls_back_to_english():
    cat = i18n.Catalog(i18n.parse_po(PO))
    assert cat.gettext("New game") == "Nová hra"
    assert cat.gettext("Quit") == "Quit"                 # untranslated: the English text
    assert cat.gettext("Gone") == "Gone"                 # obsolete entries are not used
    assert cat.gettext("Not in the catalog") == "Not in the catalog"
    assert cat.pgettext("terrain", "Lake") == "Rybník"
    assert cat.gettext("Lake") == "Jezero"
    forms = [cat.ngettext("{n} crown", "{n} crowns", n) for n in (1, 2, 4, 5, 22)]
    assert forms == ["{n} koruna", "{n} koruny", "{n} koruny", "{n} korun", "{n} korun"]


@pytest.mark.parametrize("bad, reason", [
    ('msgid "a"\nmsgstr "b\n', "quoted string"),
    ('"floating"\n', "outside an entry"),
    ('msgid "a"\nmsgfoo "b"\n', "unknown keyword"),
    ('msgid "a"\nmsgid_plural "b"\nmsgstr[1] "x"\n', "out of order"),
    ('msgid "a"\n', "no msgstr"),
])
def test_a_broken_catalog_is_refused_with_file_and_line(bad, reason):
    with pytest.raises(i18n.CatalogError, match=reason) as exc:
        i18n.parse_po(bad, "xx.po")
    assert "\n" not in str(exc.value) and str(exc.value).startswith("xx.po")


def test_quote_round_trips_through_the_parser():
    text = 'say "hi"\\ then\nnext\tline – ř'
    po = f"msgid {quote(text)}\nmsgstr {quote(text)}\n"
    (e,) = i18n.parse_po(po)
    assert e.msgid == text and e.msgstr == [text]


@pytest.mark.parametrize("env, code", [
    ({"LANG": "cs_CZ.UTF-8"}, "cs"),
    ({"LANGUAGE": "xx:pl_PL", "LANG": "de_DE.UTF-8"}, "pl"),
    ({"LC_ALL": "el_GR.UTF-8"}, "el"),
    ({"LANG": "ja_JP.UTF-8"}, "en"),
    ({}, "en"),
])
def test_system_language_is_the_first_preferred_language_with_a_catalog(env, code):
    assert i18n.system_language(env) == code


def test_use_switches_every_later_lookup_and_unknown_codes_are_refused():
    try:
        i18n.use("cs")
        assert i18n.current() == "cs"
    finally:
        i18n.use("en")
    assert i18n._("New game") == "New game"
    with pytest.raises(i18n.CatalogError, match="unknown language 'xx'"):
        i18n.catalog("xx")


PLACEHOLDER = re.compile(r"\{[^{}]*\}|%[sd]")


@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGES if c != i18n.SOURCE])
def test_every_catalog_parses_and_keeps_its_placeholders(code):
    path = i18n.catalog_path(code)
    entries = i18n.parse_po(path.read_text(encoding="utf-8"), path.name)
    assert i18n.header_fields(entries).get("Language") == code
    for e in entries:
        if not e.msgid or e.obsolete:
            continue
        wanted = sorted(PLACEHOLDER.findall(e.msgid))
        for form in e.msgstr:
            if form:
                assert sorted(PLACEHOLDER.findall(form)) in (wanted, sorted(PLACEHOLDER.findall(e.plural or ""))), \
                    f"{code}: {e.msgid!r} -> {form!r}"


@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGES if c != i18n.SOURCE])
def test_every_catalog_translates_every_string_of_the_program(code):
    """Complete: every msgid of the template (and every plural form) has a translation."""
    assert i18n.translated_fraction(code) == 1.0
    path = i18n.catalog_path(code)
    entries = i18n.parse_po(path.read_text(encoding="utf-8"), path.name)
    nplurals = int(i18n.header_fields(entries)["Plural-Forms"].split("nplurals=")[1].split(";")[0])
    for e in entries:
        if e.msgid and not e.obsolete and e.plural is not None:
            assert len(e.msgstr) == nplurals and all(e.msgstr), f"{code}: {e.msgid!r}"


def test_czech_polish_and_russian_have_three_plural_forms():
    for code, forms in (("cs", ["1 bod", "2 body", "5 bodů"]), ("pl", ["1 punkt", "3 punkty", "12 punktów"]),
                        ("ru", ["21 очко", "22 очка", "11 очков"])):
        cat = i18n.catalog(code)
        got = [cat.ngettext("{n} point", "{n} points", n).format(n=n) for n in (int(f.split()[0]) for f in forms)]
        assert got == forms, code


def test_i18n_and_the_rules_that_mark_their_messages_stay_free_of_pygame():
    import subprocess
    import sys
    code = ("import sys, game.i18n, game.rules.kingdomino, game.rules.queendomino, game.rules.duel.rules; "
            "print('pygame' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False"


# ---- messages with values (Message, MessageError, translate) ---------------------------
def speak(monkeypatch, code):
    """The program's language for this test only."""
    monkeypatch.setattr(i18n, "_current", i18n.catalog(code))


def test_an_error_reads_english_and_is_shown_in_the_players_language_with_its_values(monkeypatch):
    exc = i18n.MessageError(i18n.N_("domino {number} already holds a king"), number=27)
    assert str(exc) == exc.args[0] == "domino 27 already holds a king"          # logs, CLI, tests
    assert exc.template == "domino {number} already holds a king" and exc.params == {"number": 27}
    speak(monkeypatch, "cs")
    assert i18n.translate(exc) == "na dílku 27 už stojí král"
    speak(monkeypatch, "de")
    assert i18n.translate(exc) == "auf Stein 27 steht schon ein König"
    assert str(exc) == "domino 27 already holds a king"


def test_values_that_are_words_or_errors_are_translated_before_they_are_filled_in(monkeypatch):
    inner = i18n.MessageError(i18n.N_("domino {number} already holds a king"), number=5)
    outer = i18n.MessageError(i18n.N_("action {n} of the log: {reason}"), n=3, reason=inner)
    word = i18n.MessageError(i18n.N_("cannot {what}: the game is over"), what=i18n.Message(i18n.N_("discard")))
    game = i18n.Message("Royal Wedding", context="game")
    spell = i18n.Message("Two dice at once", english="pick_two")
    assert (str(outer), str(word), str(game), str(spell)) == (
        "action 3 of the log: domino 5 already holds a king", "cannot discard: the game is over",
        "Royal Wedding", "pick_two")
    speak(monkeypatch, "pl")
    assert i18n.translate(outer) == "ruch 3 zapisu: na dominie 5 stoi już król"
    assert i18n.translate(word) == "nie można odrzucić domina: gra się skończyła"
    assert i18n.translate(game) == "Królewskie wesele" and i18n.translate(spell) == "Dwie kostki naraz"
    assert i18n.translate(OSError("disk full")) == "disk full"       # the system's own words stay


def test_a_catalog_that_lost_a_placeholder_falls_back_to_english(monkeypatch):
    po = 'msgid "die {die} was already taken"\nmsgstr "kostka už je pryč {oops}"\n'
    monkeypatch.setattr(i18n, "_current", i18n.Catalog(i18n.parse_po(po)))
    assert i18n.translate(i18n.MessageError("die {die} was already taken", die=2)) == "die 2 was already taken"
