"""Kingdomino Duel's spell book as the rules name it: each spell's name for players, its
index in the data file's book, and the spell a coat of arms' line wins."""
from __future__ import annotations

from functools import lru_cache

from game.i18n import N_, Message
from game.rules.components import duel_components

# each spell's name for players, by the data file's id (msgids; the spell book shows them too)
SPELL_NAMES = {"ignore_connection": N_("Free drawing"), "split_dice": N_("Split the dice"),
               "pick_two": N_("Two dice at once"), "set_face": N_("Turn a die"),
               "domain_bonus": N_("Domain bonus"), "add_cross": N_("Extra cross")}


def spell_word(spell_id: str) -> Message:
    """A spell in a refusal: its id in the English text, its name on screen."""
    return Message(SPELL_NAMES.get(spell_id, spell_id), english=spell_id)


@lru_cache(maxsize=None)
def spell(spell_id: str) -> int:
    """Index of a spell in the data file's spell book."""
    return duel_components().spell(spell_id)


@lru_cache(maxsize=None)
def spell_of_arms() -> dict[int, int]:
    """The spell each coat of arms' line of the book wins, by the coat of arms."""
    return {sp.arms: i for i, sp in enumerate(duel_components().spells)}

