"""Undo after a hot-seat hand-over, in every game: the person at the keyboard takes back
only their own moves unless the setting lets Undo reach further, and then the table names
whose move it is; a finished game stays as it ended."""
import pytest

from game.app import settings
from game.app.session import Seat, Session
from game.rules.config import GameConfig

RED, BLUE = (222, 66, 74), (64, 118, 228)
GAMES = ["kingdomino", "kralovska_zahrada", "queendomino", "duel"]


def hot_seat(game: str) -> Session:
    return Session(GameConfig(game, 2), 7, [Seat("Ann", RED), Seat("Bea", BLUE)])


def play(s: Session) -> None:
    assert s.apply(s.rules.legal_actions(s.state)[0]) is None


def until_handed_over(s: Session) -> tuple[int, int]:
    """People play until the turn passes from one person to the other after a choice (a
    person's only legal action is played for them, and Undo passes over it), into a turn of
    more than one action; (who acted last, how many actions)."""
    while True:
        play(s)
        first = s.actors[-1]
        while s.actor() == first:
            play(s)
        probe = Session.from_saved(s.to_saved())
        play(probe)
        if probe.actor() == s.actor() and not s.forced[-1]:
            return first, len(s.actions)


@pytest.mark.parametrize("game", GAMES)
def test_after_a_hand_over_undo_does_not_take_back_the_other_persons_move(game):
    assert not settings.current().undo_hot_seat
    s = hot_seat(game)
    first, n = until_handed_over(s)
    now = s.actor()
    assert now != first and s.at_keyboard() == now
    assert s.undo_refusal() == "hot-seat undo is off in Settings"
    assert s.undo() == "hot-seat undo is off in Settings" and len(s.actions) == n
    play(s)                                       # the person at the keyboard acts ...
    assert s.undo_for_other() is None and s.undo() is None and len(s.actions) == n    # ... and takes it back


@pytest.mark.parametrize("game", GAMES)
def test_with_the_setting_on_undo_names_whose_move_it_takes_back(game):
    settings.change(undo_hot_seat=True)
    s = hot_seat(game)
    first, n = until_handed_over(s)
    assert s.undo_refusal() is None and s.undo_for_other() == s.seats[first].name
    assert s.undo() is None and len(s.actions) == n - 1 and s.actor() == first
    assert s.at_keyboard() == first               # back at the first person's turn


@pytest.mark.parametrize("game", GAMES)
def test_undo_is_off_on_a_finished_game(game):
    settings.change(undo_hot_seat=True)
    s = hot_seat(game)
    while not s.is_over():
        play(s)
    n = len(s.actions)
    assert s.undo_refusal() == "the game is over"
    assert s.undo() == "the game is over" and len(s.actions) == n


def test_undo_passes_over_a_persons_only_legal_action():
    """The table plays a person's only legal action for them (the last free domino to pick),
    so Undo takes back their last real choice, not the move that would come straight back."""
    s = Session(GameConfig("kingdomino", 2), 7, [Seat("Ann", RED), Seat("Bea", BLUE)])
    while len(s.rules.legal_actions(s.state)) != 1:
        play(s)
    choice = max(i for i, f in enumerate(s.forced) if not f)
    play(s)
    assert s.forced[-1] and s.undo_point() == choice
