"""Match.next_step: who acts, as every driver reads it (a person, a computer with its
question, a seat waiting for its move from elsewhere or that move, a step nobody decides,
the end), and play_out driven by it."""
from __future__ import annotations

import pytest

from game.match import REMOTE, Arrived, Computer, Match, Nobody, Over, Person, Question, Seat, Waiting
from game.rules import duel
from game.rules.config import GameConfig
from game.rules.duel.actions import Pick
from game.rules.duel.outcome import DuelOutcome
from game.rules.registry import public_view


def test_a_person_and_a_computer_seat_are_told_apart_and_the_computer_gets_its_question():
    match = Match(GameConfig("kingdomino", 2), 9, [Seat("Ann"), Seat("Bot", "greedy")])
    kinds = set()
    for _ in range(8):
        step = match.next_step()
        kinds.add(type(step))
        if isinstance(step, Computer):
            question = step.ask()
            assert isinstance(question, Question) and step.seat == 1 == match.actor()
            assert question.state is not match.state and public_view(question.state) == public_view(match.state)
            action = question()
        else:
            assert step == Person(0) == Person(match.actor())
            action = match.rules.legal_actions(match.state)[0]
        assert action in match.rules.legal_actions(match.state)
        match.play(action)
    assert kinds == {Person, Computer}


def test_a_seat_decided_elsewhere_waits_until_its_move_arrives():
    match = Match(GameConfig("kingdomino", 2), 4, [Seat("Far", REMOTE), Seat("Far too", REMOTE)])
    p = match.actor()
    assert p is not None and match.next_step() == Waiting(p)
    move = match.rules.legal_actions(match.state)[0]
    match.script = lambda: move
    assert match.next_step() == Arrived(p, move)


def test_a_step_nobody_decides_and_the_end_are_steps_too():
    match = Match(GameConfig("kingdomino", 2, ("dynasty",)), 3, [Seat("A", "random"), Seat("B", "random")])
    seen = set()
    while not isinstance(step := match.next_step(), Over):
        seen.add(type(step))
        if isinstance(step, Nobody):           # the next game of the Dynasty match
            assert match.actor() is None and step.action in match.rules.legal_actions(match.state)
            match.play(step.action)
        else:
            assert isinstance(step, Computer)
            match.play(step.ask()())
    assert seen == {Computer, Nobody} and match.is_over()


def test_play_out_refuses_a_person_it_cannot_play_for_and_plays_computers_to_the_end():
    with pytest.raises(ValueError, match="seat 1 is not a computer player"):
        Match(GameConfig("duel", 2), 1, [Seat("Ann"), Seat("Bot", "random")]).play_out()
    match = Match(GameConfig("duel", 2), 1, [Seat("A", "random"), Seat("B", "greedy")], rules=duel.RULES)
    moves, think = match.play_out()
    assert match.is_over() and sum(moves) == sum(a is not None for a in match.actors) and len(think) == 2


def test_a_match_refuses_another_familys_rules():
    with pytest.raises(ValueError, match="duel rules cannot play kingdomino"):
        Match(GameConfig("kingdomino", 2), 1, [Seat("A"), Seat("B")], rules=duel.RULES)
    match = Match(GameConfig("duel", 2), 1, [Seat("A"), Seat("B")], rules=duel.RULES)
    pick = next(a for a in match.rules.legal_actions(match.state) if isinstance(a, Pick))
    outcome = match.play(pick)
    assert isinstance(outcome, DuelOutcome) and match.last_outcome is outcome and match.actions == [pick]
