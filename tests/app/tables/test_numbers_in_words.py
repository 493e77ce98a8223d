"""Where a number meets a noun at the tables, the noun takes the number's plural form in
every language: the score sheets' tie-break lines ("ничья на 21 очке", "na 22 punktach")
and Queendomino's tax step ("+1 coin", "+3 mince")."""
import re
from types import SimpleNamespace

import pytest

from game import i18n
from game.app.session import Seat
from game.app.tables.duel.sheet import duel_verdict
from game.app.tables.kingdomino.sheet import verdict
from game.app.tables.queendomino import draw as queendomino_draw
from game.app.tables.queendomino.sheet import verdict as queen_verdict
from game.rules import queendomino
from game.rules.kingdomino import rules as kingdomino


@pytest.fixture(autouse=True)
def english_afterwards():
    yield
    i18n.use("en")


SEATS = SimpleNamespace(seats=[Seat("Anna", (1, 1, 1)), Seat("Bohdan", (2, 2, 2))])


def ties(points: int) -> list[str]:
    """The tie-break lines of the three sheets for two players tied on `points`."""
    by_size = [kingdomino.PlayerResult(0, points, 9, 5, 1, "largest territory"), kingdomino.PlayerResult(1, points, 7, 6, 2, "")]
    by_crowns = [kingdomino.PlayerResult(0, points, 9, 6, 1, "crowns"), kingdomino.PlayerResult(1, points, 9, 5, 2, "")]
    shared = [kingdomino.PlayerResult(0, points, 9, 5, 1, "shared"), kingdomino.PlayerResult(1, points, 9, 6, 1, "shared")]
    coins = [queendomino.PlayerResult(0, 0, points, 9, 2, 1, "coins", None), queendomino.PlayerResult(1, 1, points, 9, 1, 2, "", None)]
    return [verdict(SEATS, by_size)[1], verdict(SEATS, by_crowns)[1], duel_verdict(SEATS, shared)[1],
            duel_verdict(SEATS, by_size)[1], queen_verdict({0: "Anna", 1: "Bohdan"}, coins)[1]]


@pytest.mark.parametrize("code, points, words", [
    ("en", 1, "on 1 point"), ("en", 21, "on 21 points"),
    ("ru", 21, "на 21 очке"), ("ru", 22, "на 22 очках"), ("ru", 11, "на 11 очках"),
    ("pl", 1, "na 1 punkcie"), ("pl", 22, "na 22 punktach"),
    ("cs", 1, "na 1 bodu"), ("cs", 3, "na 3 bodech"),
    ("de", 1, "bei 1 Punkt"), ("fr", 1, "à 1 point"), ("el", 1, "στον 1 πόντο"),
])
def test_the_tie_break_lines_inflect_the_points(code, points, words):
    i18n.use(code)
    lines = ties(points)
    assert all(re.search(re.escape(words) + r"\b", line) for line in lines), lines


def tax_line(taxes: list[int]) -> str:
    state = SimpleNamespace(current_house=lambda: 0, sent=0, phase="tax", dragon=queendomino_draw.CAVE, queen=1)
    offer = SimpleNamespace(knights={i: t for i, t in enumerate(taxes)}, builds=[], dragon_slots=[], end_turn=True)
    scene = SimpleNamespace(session=SimpleNamespace(state=state), offer=lambda: offer, dragon_mode=False)
    return queendomino_draw._step_words(scene)[0]


@pytest.mark.parametrize("code, taxes, words", [
    ("en", [1], "(+1 coin)"), ("en", [3, 1, 3], "(+3 or +1 coins)"),
    ("cs", [1], "(+1 mince)"), ("cs", [3], "(+3 mince)"), ("cs", [5, 2], "(+5 nebo +2 mincí)"),
    ("ru", [1], "(+1 монета)"), ("ru", [2], "(+2 монеты)"), ("pl", [6], "(+6 monet)"),
])
def test_the_tax_step_inflects_the_coins(code, taxes, words):
    i18n.use(code)
    assert tax_line(taxes).endswith(words)
