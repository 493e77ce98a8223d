"""The catalogs read as native speakers write: no "(a)" gender brackets after a name
(the sentence is built so it needs none), no masculine role given to a named player,
Czech "s"/"z" never stands before a number that asks for "se"/"ze" (a plural form for 2-4
or more may not use the bare one), nor "k"/"v" before a value that may ask for "ke"/"ve"."""
from __future__ import annotations

import re
from pathlib import Path

import polib
import pytest

LOCALE = Path(__file__).resolve().parent.parent / "assets" / "locale"
GENDER_BRACKETS = re.compile(r"\w\((?:a|á|o|y|а|ла|ась|ęła|eś)\)|\bο/η\b|\bΟ/Η\b|\bτου/της\b")
BARE_BEFORE_NUMBER = re.compile(r"\b[szSZ] (?:[34678]|\{\w+\})")
BARE_BEFORE_VALUE = re.compile(r"\b[kKvV] \{\w+\}")
GENDERED_ROLE = {     # words that make the named player a man: "{name} is player A (picks first)"
    "pl": r"graczem|wybiera pierwszy", "ru": r"— игрок|выбирает первым", "el": r"παίκτης Α|πρώτος",
    "it": r"il giocatore|per primo", "es": r"el jugador", "fr": r"le joueur", "pt": r"o jogador",
    "de": r"ist Spieler",
}


def entries(code: str):
    return [e for e in polib.pofile(str(LOCALE / f"{code}.po")) if not e.obsolete]


@pytest.mark.parametrize("code", ["cs", "pl", "ru", "el"])
def test_no_gender_brackets(code):
    bad = [s for e in entries(code) for s in [e.msgstr, *e.msgstr_plural.values()] if GENDER_BRACKETS.search(s)]
    assert bad == []


@pytest.mark.parametrize("code", sorted(GENDERED_ROLE))
def test_a_named_player_is_given_no_gender(code):
    bad = [e.msgstr for e in entries(code) if "{name}" in e.msgstr and re.search(GENDERED_ROLE[code], e.msgstr)]
    assert bad == []


def test_czech_says_no_bare_k_or_v_before_a_value():
    """"k {address}" would have to be "ke" before some values: such sentences are built without it."""
    bad = [s for e in entries("cs") for s in [e.msgstr, *e.msgstr_plural.values()] if BARE_BEFORE_VALUE.search(s)]
    assert bad == []


def test_czech_vocalises_s_and_z_before_numbers():
    """A singular msgstr or the plural forms for 2 and more: "se 3", "ze 4", never "s 3";
    only the form for 1 ("s 1 korunkou") keeps the bare preposition before a number."""
    bad = [s for e in entries("cs") for i, s in ([(0, e.msgstr)] if not e.msgid_plural else
                                                   [(i, s) for i, s in e.msgstr_plural.items() if i > 0])
           if s and BARE_BEFORE_NUMBER.search(s)]
    assert bad == []


def test_czech_words_for_the_buttons():
    czech = {e.msgid: e.msgstr for e in entries("cs")}
    assert czech["Undo"] == "Vrátit tah" and czech["Replay step"] == "Zopakovat krok"
    assert czech["Load"] == "Načíst" and czech["Load a game"] == "Načíst hru"
    assert not any(re.search(r"Zpět tah|Znovu krok|Nahrát", s) for s in czech.values())
