"""What the table says when the rules refuse (Session.apply): the reason in the player's
language with its values filled in, the state unchanged; and why a save cannot be resumed."""
import pytest

from game import i18n
from game.app.session import Seat, Session
from game.rules.actions import Choose
from game.rules.config import GameConfig
from game.rules.duel.actions import PickTwo
from tests.app.test_session_saves import BLUE, RED, vs_computer


def speak(monkeypatch, code):
    monkeypatch.setattr(i18n, "_current", i18n.catalog(code))


def table(game: str, players: int = 2) -> Session:
    return Session(GameConfig(game, players), 5, [Seat(f"P{i + 1}", (RED, BLUE)[i % 2]) for i in range(players)])


@pytest.mark.parametrize("code, shown", [("en", "domino {n} already holds a king"),
                                         ("cs", "na dílku {n} už stojí král"),
                                         ("de", "auf Stein {n} steht schon ein König")])
def test_a_refusal_with_values_is_shown_in_the_players_language(monkeypatch, code, shown):
    s = table("kingdomino")
    taken = s.state.next[0]
    assert s.apply(Choose(taken)) is None
    before = s.state.to_dict()
    speak(monkeypatch, code)
    assert s.apply(Choose(taken)) == shown.format(n=taken)
    assert s.state.to_dict() == before and len(s.actions) == 1


def test_the_words_inside_a_refusal_are_translated_too(monkeypatch):
    s = table("duel")
    speak(monkeypatch, "cs")
    assert s.apply(PickTwo(0, 1)) == "hráč 1 nemá nepoužité kouzlo „Dvě kostky naráz“"
    speak(monkeypatch, "en")            # on screen the spell's name, in the log its id
    assert s.apply(PickTwo(0, 1)) == "player 1 does not hold an unused Two dice at once spell"


def test_a_save_with_an_unknown_computer_player_says_so_in_the_players_language(monkeypatch):
    saved = vs_computer().to_saved()
    saved.seats[1].agent = "deep-thought"
    with pytest.raises(ValueError) as caught:
        Session.from_saved(saved)
    assert str(caught.value) == "seat 2 is the computer player 'deep-thought', which this version does not have"
    speak(monkeypatch, "de")
    assert i18n.translate(caught.value) == "Platz 2 ist der Computerspieler 'deep-thought', den diese Version nicht hat"
