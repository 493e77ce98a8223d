"""Duel moves in words: squares named as the map sheet labels them, and each sentence whole
in the catalog, so a language can put "die 1" in the case its verb asks for (Czech "bere
kostku 1", not "kostka 1")."""
from __future__ import annotations

import pytest

from game import i18n
from game.app.tables.duel.art import arms_name
from game.app.tables.duel.moves import describe, face_text
from game.i18n import translate
from game.rules.duel import rules
from game.rules.duel.actions import AddCross, CastleBonus, Pick, PickTwo
from game.rules.duel.outcome import DuelOutcome
from tests.rules.duel.helpers import CFG


@pytest.fixture
def czech():
    i18n.use("cs")
    yield
    i18n.use("en")


def test_taking_a_die_reads_as_one_sentence_in_english_and_in_czech(czech):
    state = rules.new_game(CFG, 7)
    f = rules.face(state, 0)
    words = describe(rules.apply(state.copy(), Pick(0)), Pick(0), "Anna")
    i18n.use("en")
    english_face = face_text(f.arms, f.crosses)
    assert str(words) == f"Anna took die 1 ({english_face})" == translate(words)
    i18n.use("cs")
    assert translate(words) == f"Anna: bere kostku 1 ({face_text(f.arms, f.crosses)})"
    two = describe(DuelOutcome(dice=(0, 1), faces=(f, rules.face(state, 1))), PickTwo(0, 1), "Anna")
    assert translate(two).startswith("Anna: kouzlo ") and ", kostky 1 (" in translate(two)
    while not any(isinstance(a, CastleBonus) for a in rules.legal_actions(state)):
        rules.apply(state, rules.legal_actions(state)[0])
    bonus = next(a for a in rules.legal_actions(state) if isinstance(a, CastleBonus))
    words = describe(rules.apply(state, bonus), bonus, "Počítač")
    assert translate(words).startswith(f"Počítač: bonus hradu na kostku {bonus.die + 1} (")


def test_a_face_with_crosses_takes_the_vocalised_preposition_in_czech(czech):
    castle = 0
    assert face_text(castle, 1) == arms_name(castle) + " s 1 křížkem"
    assert face_text(castle, 2) == arms_name(castle) + " se 2 křížky"
    assert face_text(castle, 3) == arms_name(castle) + " se 3 křížky"
    i18n.use("en")
    assert face_text(castle, 2) == arms_name(castle) + " with 2 crosses"


def test_the_log_names_an_extra_cross_by_its_square():
    assert translate(describe(DuelOutcome(), AddCross(13), "Anna")) == "Anna added a cross on G2"     # row 2, column 7
