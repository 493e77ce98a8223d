"""A server's table plays through its Match: the match says whose turn it is and works out a
computer seat's move; a remote seat waits until a level fills in for its dropped player;
a table reopened from its file has the same record and each seat's move count."""
from __future__ import annotations

from game import saves
from game.ai.registry import make_player
from game.net.table import load_table, new_table, table_file
from game.rules.registry import sampled_state
from game.rules.rng import Rng


def test_a_table_of_computer_seats_plays_to_its_end_and_reopens_alike(tmp_path):
    table = new_table("kingdomino:3:greedy,random,easy", 12)
    match = table.match
    while not table.over():
        seat = match.actor()
        assert seat is not None and not match.waits_for(seat)
        n, view = table.n, table.view()
        action = match.computer_move(seat)
        level = table.seats[seat].kind                # as the server always decided it
        state = sampled_state(view, Rng(match.seed_hash(f":{seat}:{n}:sample")))
        assert action == make_player(level, "kingdomino", match.seed_hash(f":{seat}:{n}"),
                                     seats=table.levels()).choose(state)
        table.apply(action, seat)
    result = table.result()
    assert [s["moves"] for s in result["seats"]] == [match.actors.count(p) for p in range(3)]
    path = table_file(tmp_path, table.code)
    saves.write(path, table.saved())
    again = load_table(path)
    assert again.record.actions == table.record.actions and again.over()
    assert [s.moves for s in again.seats] == [s.moves for s in table.seats]
    assert again.result()["seats"] == [{**s, "think_s": 0.0} for s in result["seats"]]


def test_a_remote_seat_waits_until_a_level_fills_in_for_its_player():
    table = new_table("kingdomino:2:remote,remote", 4)
    seat = table.to_act()
    assert seat is not None and table.match.waits_for(seat)
    table.seats[seat].filled, table.seats[seat].fill = True, "greedy"
    assert not table.match.waits_for(seat) and table.seats[seat].agent == "greedy"
    action = table.match.question(seat)()
    table.apply(action, seat)
    assert table.record.actions == [action] and table.match.actors == [seat]
    assert table.levels() == ["human", "human"]        # the table's seating, as its players model it
