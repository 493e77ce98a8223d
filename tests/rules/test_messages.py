"""The rules' refusals and configuration errors: English in str() (command line, saves,
tests), every player-visible one a marked template that each catalog translates with its
values filled in (game.i18n.MessageError)."""
from __future__ import annotations

import dataclasses
import random

import pytest

from game import i18n
from game.rules import registry
from game.rules.actions import Choose, Discard, IllegalAction, NextGame, Place
from game.rules.config import ConfigError, GameConfig
from game.rules.duel import actions as duel_actions
from game.rules.duel.rules import SPELL_NAMES
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight

DEVELOPER_ONLY = ("not an action:", "not a Queendomino action:", "not a Kingdomino Duel action:")
DUEL_ACTIONS = [c for c in vars(duel_actions).values()
                if dataclasses.is_dataclass(c) and c.__module__ == duel_actions.__name__]
LANGUAGES = [c for c in i18n.LANGUAGES if c != i18n.SOURCE]


def speak(monkeypatch, code):
    monkeypatch.setattr(i18n, "_current", i18n.catalog(code))


def tries(game: str, rng: random.Random) -> list:
    """Actions of the game's own kinds with values in and out of range."""
    n = lambda: rng.randint(-2, 12)     # noqa: E731
    if game == "duel":
        value = lambda: rng.choice((rng.randint(-1, 4), rng.randint(0, 26)))      # noqa: E731
        return [cls(*[value() for _ in dataclasses.fields(cls)]) for cls in DUEL_ACTIONS]
    out = [Place(n() - 6, n() - 6, rng.randint(-1, 4)), Discard(), Choose(rng.randint(1, 48)), NextGame()]
    if game == "queendomino":
        out += [Knight(n() - 6, n() - 6), Build(rng.randint(-1, 6), n() - 6, n() - 6), Dragon(rng.randint(-1, 6)),
                EndTurn()]
    return out


def templates(value) -> tuple[tuple[str | None, str], ...]:
    """The catalog keys a message uses: its own and those of the words filled into it."""
    m = value.message if isinstance(value, i18n.MessageError) else value
    if not isinstance(m, i18n.Message):
        return ()
    return ((m.context, m.template),) + tuple(k for v in m.params.values() for k in templates(v))


def refusals() -> list[IllegalAction]:
    """The refusals met when odd actions are tried all through three short games."""
    found: dict[tuple, IllegalAction] = {}
    for game, players, variants in (("kingdomino", 2, ("dynasty",)), ("queendomino", 3, ()), ("duel", 2, ())):
        rules, rng = registry.rules_for(game), random.Random(7)
        state = rules.new_game(GameConfig(game, players, variants), 7)
        for _step in range(150):
            for a in tries(game, rng):
                try:
                    rules.apply(state.copy(), a)
                except IllegalAction as exc:
                    found.setdefault(templates(exc), exc)     # one of each wording
            if rules.is_over(state):
                break
            rules.apply(state, rng.choice(rules.legal_actions(state)))
    return list(found.values())


REFUSALS = refusals()


def test_the_sweep_meets_the_refusals_with_values_of_all_three_rules():
    met = {e.template for e in REFUSALS}
    assert {"domino {number} already holds a king", "cannot {what} now: player {n} must {need}",
            "{where}: a square is already taken", "slot {slot} of the builders board holds no building",
            "that building costs {cost} coins; you have {coins}", "die {die} was already taken",
            "player {n} does not hold an unused {spell} spell"} <= met


def test_every_refusal_a_player_can_meet_is_a_marked_template():
    known = i18n.template_ids()
    for exc in REFUSALS:
        if str(exc).startswith(DEVELOPER_ONLY):
            continue
        assert exc.params or (None, exc.template) in known, f"an f-string refusal: {exc}"
        assert set(templates(exc)) <= known, str(exc)


@pytest.mark.parametrize("code", LANGUAGES)
def test_every_refusal_is_shown_translated_with_its_values(monkeypatch, code):
    shown = [e for e in REFUSALS if not str(e).startswith(DEVELOPER_ONLY)]
    english = {str(e) for e in shown}
    speak(monkeypatch, code)
    for exc in shown:
        text = i18n.translate(exc)
        assert text not in english, f"{code}: still English: {text}"
        assert "{" not in text, f"{code}: a placeholder left unfilled: {text}"
        numbers = [v for v in exc.params.values() if isinstance(v, int)]
        assert all(str(v) in text for v in numbers), f"{code}: {text} lost a value of {exc.params}"
        assert not any(spell_id in text for spell_id in SPELL_NAMES), f"{code}: a spell's id: {text}"


def test_a_refusal_names_a_spell_by_its_name_not_its_id():
    """str() keeps the id (command line, saves); the screen shows the name, also in English."""
    exc = next(e for e in REFUSALS if e.template == "draw both dice as one domino ({spell} is not in force)")
    assert str(exc) == "draw both dice as one domino (split_dice is not in force)"
    assert i18n.translate(exc) == "draw both dice as one domino (Split the dice is not in force)"


def test_words_inside_a_refusal_follow_the_language(monkeypatch):
    rules = registry.rules_for("queendomino")
    state = rules.new_game(GameConfig("queendomino", 2), 3)
    with pytest.raises(IllegalAction) as caught:
        rules.apply(state, EndTurn())
    assert str(caught.value) == "cannot end the turn now: player 1 must choose a domino of the next line"
    speak(monkeypatch, "de")
    assert i18n.translate(caught.value) == ("jetzt nicht möglich: den Zug beenden – "
                                            "Spieler 1 muss einen Stein der nächsten Reihe wählen")


@pytest.mark.parametrize("args, english, code, shown", [
    (("duel", 3), "Kingdomino Duel is for 2 players, not 3", "de",
     "Kingdomino Duel ist für 2 Spieler, nicht für 3"),
    (("kingdomino", 4, ("wider_offer",)), "variant wider_offer is for 2 or 3 players", "pl",
     "wariant wider_offer jest dla takiej liczby graczy: 2 lub 3"),
    (("royal_wedding", 8), "Royal Wedding with 8 players needs the variant teams", "cs",
     "Královská svatba s počtem hráčů 8 vyžaduje variantu teams"),
])
def test_a_config_error_reads_english_and_is_shown_in_the_players_language(monkeypatch, args, english, code, shown):
    with pytest.raises(ConfigError) as caught:
        GameConfig(*args)
    assert str(caught.value) == english
    speak(monkeypatch, code)
    assert i18n.translate(caught.value) == shown
