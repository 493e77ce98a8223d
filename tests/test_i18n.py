"""Catalog parsing, plural rules, fallbacks and the language choice."""
from __future__ import annotations

import re

import pytest

from game import i18n
from game.tools.extract_strings import metadata

HEADER = "".join(f"{k}: {v}\\n" for k, v in metadata("cs").items())
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

msgctxt "hint"
msgid "take {{n}} crown"
msgid_plural "take {{n}} crowns"
msgstr[0] "vezměte {{n}} korunu"
msgstr[1] "vezměte {{n}} koruny"
msgstr[2] "vezměte {{n}} korun"

msgid "Quit"
msgstr ""

#, fuzzy
msgid "Settings"
msgstr "Nastavení?"

#, fuzzy
msgid "{{n}} point"
msgid_plural "{{n}} points"
msgstr[0] "{{n}} bod?"
msgstr[1] "{{n}} body?"
msgstr[2] "{{n}} bodů?"

msgid "A long "
"line"
msgstr "Dlouhý "
"řádek"

#~ msgid "Gone"
#~ msgstr "Pryč"
'''


def test_parse_po_reads_contexts_plurals_continuations_fuzzy_and_obsolete_entries():
    po = i18n.parse_po(PO)
    entries = {i18n.key(e): e for e in po}
    assert po.metadata["Language"] == "cs"
    assert i18n.forms(entries[(None, "New game")]) == ["Nová hra"]
    assert entries[(None, "New game")].comment == "a note for translators"
    assert entries[(None, "New game")].occurrences == [("game/app/x.py", "3")]
    assert i18n.forms(entries[("terrain", "Lake")]) == ["Rybník"]
    assert entries[(None, "{n} crown")].msgid_plural == "{n} crowns"
    assert i18n.forms(entries[(None, "{n} crown")]) == ["{n} koruna", "{n} koruny", "{n} korun"]
    assert i18n.forms(entries[(None, "A long line")]) == ["Dlouhý řádek"]
    assert entries[(None, "Gone")].obsolete
    assert entries[(None, "Settings")].fuzzy
    assert not entries[(None, "Quit")].translated() and not entries[(None, "Settings")].translated()


def test_a_fuzzy_entry_is_shown_in_english_until_a_translator_confirms_it():
    cat = i18n.Catalog(i18n.parse_po(PO))
    assert cat.gettext("Settings") == "Settings"
    assert [cat.ngettext("{n} point", "{n} points", n) for n in (1, 5)] == ["{n} point", "{n} points"]
    confirmed = i18n.Catalog(i18n.parse_po(PO.replace("#, fuzzy\n", "")))
    assert confirmed.gettext("Settings") == "Nastavení?"
    assert confirmed.ngettext("{n} point", "{n} points", 5) == "{n} bodů?"


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
    hint = [cat.npgettext("hint", "take {n} crown", "take {n} crowns", n) for n in (1, 3, 5)]
    assert hint == ["vezměte {n} korunu", "vezměte {n} koruny", "vezměte {n} korun"]
    assert cat.ngettext("take {n} crown", "take {n} crowns", 3) == "take {n} crowns"     # the context is part of the key
    assert cat.npgettext("why", "{n} crown", "{n} crowns", 1) == "{n} crown"


@pytest.mark.parametrize("bad, line", [
    ('"floating"\n', 1),
    ('msgid "a"\nmsgfoo "b"\n', 2),
    ('msgid "a"\nmsgstr "b"\nmsgstr "c"\n', 3),
    ('msgid "a"\nmsgstr "say "hi""\n', 2),
])
def test_a_broken_catalog_is_refused_with_file_and_line(bad, line):
    with pytest.raises(i18n.CatalogError, match=f"line {line}") as exc:
        i18n.parse_po(bad, "xx.po")
    assert "\n" not in str(exc.value) and str(exc.value).startswith("xx.po: ")


def test_a_plural_entry_missing_a_form_shows_english_for_that_form():
    po = 'msgid "{n} crown"\nmsgid_plural "{n} crowns"\nmsgstr[1] "{n} koruny"\n'
    cat = i18n.Catalog(i18n.parse_po(po))
    assert [cat.ngettext("{n} crown", "{n} crowns", n) for n in (1, 2)] == ["{n} crown", "{n} koruny"]


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
    po = i18n.read_catalog(i18n.catalog_path(code))
    assert po.metadata.get("Language") == code
    for e in po:
        if e.obsolete:
            continue
        wanted = sorted(PLACEHOLDER.findall(e.msgid))
        for form in i18n.forms(e):
            if form:
                assert sorted(PLACEHOLDER.findall(form)) in (wanted, sorted(PLACEHOLDER.findall(e.msgid_plural))), \
                    f"{code}: {e.msgid!r} -> {form!r}"


@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGES if c != i18n.SOURCE])
def test_every_catalog_translates_every_string_of_the_program(code):
    """Complete: every msgid of the template (and every plural form) has a translation."""
    assert i18n.translated_fraction(code) == 1.0
    po = i18n.read_catalog(i18n.catalog_path(code))
    nplurals = int(po.metadata["Plural-Forms"].split("nplurals=")[1].split(";")[0])
    for e in po:
        assert not e.fuzzy, f"{code}: {e.msgid!r} awaits review"
        if not e.obsolete and e.msgid_plural:
            assert len(e.msgstr_plural) == nplurals and all(i18n.forms(e)), f"{code}: {e.msgid!r}"


@pytest.mark.parametrize("code", [c for c in i18n.LANGUAGES if c != i18n.SOURCE])
def test_every_catalog_counts_plurals_by_its_languages_rule(code):
    """The header is the language's own rule (three forms in Czech, Polish and Russian), so
    the form-count check above holds each plural entry to the language, not to the file."""
    po = i18n.read_catalog(i18n.catalog_path(code))
    assert po.metadata["Plural-Forms"] == metadata(code)["Plural-Forms"]


def test_czech_polish_and_russian_have_three_plural_forms():
    for code, forms in (("cs", ["1 bod", "2 body", "5 bodů"]), ("pl", ["1 punkt", "3 punkty", "12 punktów"]),
                        ("ru", ["21 очко", "22 очка", "11 очков"])):
        cat = i18n.catalog(code)
        got = [cat.ngettext("{n} point", "{n} points", n).format(n=n) for n in (int(f.split()[0]) for f in forms)]
        assert got == forms, code


def test_i18n_and_the_rules_that_mark_their_messages_stay_free_of_pygame():
    import subprocess
    import sys
    code = ("import sys, game.i18n, game.rules.kingdomino.rules, game.rules.queendomino, game.rules.duel.rules; "
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


def test_a_message_quotes_a_long_text_cut_and_marked():
    from game.i18n import QUOTED_CHARS, elide
    assert elide("bakery") == "bakery"
    assert elide("x" * 100_000) == "x" * (QUOTED_CHARS - 1) + "…"
    assert elide(repr("x" * 50), 10) == "'xxxxxxxx…"
