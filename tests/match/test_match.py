"""The Match alone: computer seats play a game to its end, the undo floor, a seat played
elsewhere waits for its move, and the result."""
from __future__ import annotations

import pytest

from game.match import REMOTE, KeptPlayers, Match, Seat, ServedThinking
from game.match.match import served_choice
from game.rules.actions import Choose
from game.rules.config import GameConfig
from game.rules.registry import public_view, rules_for


def played(match: Match) -> Match:
    """Every seat's move asked of the match until the game ends (persons play their first legal action)."""
    while not match.is_over():
        p = match.actor()
        if p is None:
            action = match.unowned_action()
        elif match.person(p):
            action = match.rules.legal_actions(match.state)[0]
        else:
            action = match.computer_move(p)
        assert match.apply(action) is None
    return match


@pytest.mark.parametrize("game, players, variants", [("kingdomino", 3, ()), ("kingdomino", 2, ("dynasty",)),
                                                     ("queendomino", 2, ()), ("duel", 2, ())])
def test_computer_seats_play_a_game_to_its_end(game, players, variants):
    config = GameConfig(game, players, variants)
    seats = [Seat(f"Bot {i}", "greedy" if i % 2 else "random") for i in range(players)]
    match = played(Match(config, 5, seats))
    again = played(Match(config, 5, list(seats)))
    assert match.actions == again.actions          # seeded by the record: the same game again
    rules = rules_for(game)
    state = rules.new_game(config, 5)
    for action in match.actions:                   # the record is the game
        rules.apply(state, action)
    assert public_view(state) == public_view(match.state)
    assert len(match.actors) == len(match.forced) == len(match.actions)
    assert [r.player for r in match.results()] == list(range(players))
    assert match.outcome()[1].agent == "greedy" and match.outcome()[1].name == "Bot 1"
    assert {r.rank for r in match.results()} <= set(range(1, players + 1))


def test_the_last_outcome_is_what_the_rules_apply_returned():
    match = Match(GameConfig("kingdomino", 2), 3, [Seat("A", "random"), Seat("B", "random")])
    action = match.computer_move(match.actor())
    outcome = match.play(action)
    assert match.last_outcome is outcome and match.actions == [action]


def test_undo_floor_is_the_last_persons_action_and_taking_back_replays_to_it():
    config = GameConfig("kingdomino", 2)
    match = Match(config, 9, [Seat("Ann"), Seat("Bot", "greedy")])
    assert match.undo_point() is None
    while match.actor() == 1:
        match.apply(match.computer_move(1))
    assert match.undo_point() is None              # no person has acted yet
    for _ in range(6):
        p = match.actor()
        match.apply(match.rules.legal_actions(match.state)[0] if match.person(p) else match.computer_move(p))
    floor = match.undo_point()
    assert floor is not None and match.actors[floor] == 0 and not match.forced[floor]
    assert all(a != 0 for a in match.actors[floor + 1:])
    kept = match.actions[:floor]
    match.take_back()
    assert match.actions == kept and len(match.actors) == floor
    fresh = Match(config, 9, [Seat("Ann"), Seat("Bot", "greedy")])
    fresh.replay_to(kept)
    assert public_view(fresh.state) == public_view(match.state)


def test_a_persons_only_legal_action_is_no_undo_floor():
    match = Match(GameConfig("kingdomino", 2), 9, [Seat("Ann"), Seat("Bot", "greedy")])
    match.actions, match.actors, match.forced = ["a", "b", "c"], [0, 0, 1], [False, True, False]
    assert match.undo_point() == 0


def test_a_remote_seat_waits_until_its_move_is_known_here():
    config = GameConfig("kingdomino", 2)
    match = Match(config, 4, [Seat("Far", REMOTE), Seat("Far too", REMOTE)])
    p = match.actor()
    assert p is not None and match.waits_for(p)
    move = match.rules.legal_actions(match.state)[0]
    coming: list = []
    match.script = lambda: coming[0] if coming else None
    assert match.waits_for(p)                      # a script with nothing to say yet
    coming.append(move)
    assert not match.waits_for(p) and match.script() == move
    assert match.apply(move) is None and match.actors == [p]
    assert match.undo_point() is None              # nobody here to take anything back
    assert match.levels() == ("human", "human")    # as a computer player models them


def test_a_refused_action_changes_nothing_and_says_why():
    match = Match(GameConfig("kingdomino", 2), 4, [Seat("A"), Seat("B")])
    before = public_view(match.state)
    legal = match.rules.legal_actions(match.state)
    refused = match.apply(Choose(999))
    assert refused and match.actions == [] and public_view(match.state) == before
    match.guard = lambda action: "not now"
    assert match.apply(legal[0]) == "not now" and match.actions == []


def test_a_person_is_no_computer_player():
    match = Match(GameConfig("kingdomino", 2), 4, [Seat("A"), Seat("B", "greedy")])
    with pytest.raises(ValueError):
        match.computer(0)


def test_kept_players_keep_their_generators_and_see_the_state_itself():
    from game.ai.registry import make_player
    config = GameConfig("kingdomino", 2)
    players = [make_player("random", "kingdomino", f"1:{i}") for i in range(2)]
    match = Match(config, 1, [Seat("A", "random"), Seat("B", "random")], players=dict(enumerate(players)),
                  thinking=KeptPlayers())
    twins = [make_player("random", "kingdomino", f"1:{i}") for i in range(2)]
    state = rules_for("kingdomino").new_game(config, 1)
    for _ in range(8):
        p = match.actor()
        action = match.computer_move(p)
        assert action == twins[p].choose(state)
        match.play(action)
        rules_for("kingdomino").apply(state, action)


def test_a_served_question_reads_only_what_it_took_when_asked():
    config = GameConfig("kingdomino", 2)
    match = Match(config, 8, [Seat("Far", REMOTE), Seat("Bot", "greedy")], thinking=ServedThinking())
    while match.actor() != 1:
        match.play(match.rules.legal_actions(match.state)[0])
    n, view = len(match.actions), public_view(match.state)
    question = match.question(1)
    match.play(match.computer_move(1))            # the game moves on before the answer is read
    expected = served_choice("kingdomino", "greedy", ("human", "greedy"), view, match.seed_hash(f":1:{n}"),
                             match.seed_hash(f":1:{n}:sample"))
    assert question() == expected


def test_play_out_plays_the_same_game_as_asking_seat_by_seat_and_counts_each_seats_moves():
    config = GameConfig("kingdomino", 3, ("dynasty",))
    seats = [Seat("A", "greedy"), Seat("B", "random"), Seat("C", "easy")]
    match = Match(config, 6, seats)
    after: list[int] = []
    moves, think = match.play_out(lambda: after.append(len(match.actions)))
    assert match.is_over() and match.actions == played(Match(config, 6, list(seats))).actions
    assert moves == [match.actors.count(p) for p in range(3)] and len(think) == 3
    assert after == list(range(1, len(match.actions) + 1))
    assert None in match.actors                     # the next games of the match: nobody's step


def test_a_script_gives_the_computer_seats_moves_and_never_a_persons():
    match = Match(GameConfig("kingdomino", 2), 4, [Seat("You"), Seat("Bot", "greedy")])
    assert not match.decided_elsewhere(0) and not match.decided_elsewhere(1)
    match.script = lambda: None
    assert match.decided_elsewhere(1) and match.waits_for(1)
    assert not match.decided_elsewhere(0) and not match.waits_for(0)
