"""NetSession without a network: messages put straight into its link's inbox."""
from __future__ import annotations

from game.app.net_session import NetSession
from game.match.steps import Arrived, Person, Waiting
from game.net.link import Chair, Link
from game.net.table import new_table
from game.rules.actions import action_to_dict


def welcome(table, seat: int) -> dict:
    return {"type": "welcome", "seat": seat, "token": "t" * 16, "n": table.n, "view": table.view(),
            "seats": [s.public() for s in table.seats]}


def sitting(seed: int = 5, first_to_act: bool = False):
    """(table, session at it, the seat to act first): the session's seat is that one or the other."""
    table = new_table("kingdomino:2:remote,remote", seed)
    first = table.to_act()
    for seat in table.seats:
        seat.name, seat.connected = "P", True
    link = Link("127.0.0.1", 1, table.code, [Chair("P")])
    return table, NetSession.from_welcome(link, 0, welcome(table, first if first_to_act else 1 - first)), first


def test_an_action_asked_for_by_a_scene_over_the_table_reads_what_the_link_received_first():
    """A score sheet's Start game acts while the table under it does not pump the link."""
    table, session, first = sitting()
    link = session.link
    action = table.rules.legal_actions(table.state)[0]
    table.apply(action, first)
    link.inbox.put((0, {"type": "update", "n": 1, "by": first, "action": action_to_dict(action), "view": table.view()}))
    assert session.apply(action) is None
    assert session.confirmed == 1 and session.actions == [action] and not session.updates


def test_seated_again_the_trouble_is_forgotten_and_a_move_sent_on_the_broken_connection_is_played_again():
    table, session, first = sitting(first_to_act=True)
    action = table.rules.legal_actions(table.state)[0]
    assert session.apply(action) is None and session.pending == [action]     # sent; the connection broke
    session.receive(0, {"type": "lost", "reason": "reset", "final": False})
    assert session.notice
    session.receive(0, welcome(table, first))                                # back: the server never had it
    assert session.notice == "" and session.pending == [] and session.actions == []
    assert session.confirmed == 0 and session.actor() == first                # their turn again, as the server says


def test_two_windows_on_one_computer_each_count_the_game_for_their_own_people():
    """One statistics file, the host's window and the joiner's: the game the host's window
    counted first is still counted for the joiner (their sheet shows their line too)."""
    from game import progress
    from game.net.table import REMOTE
    table = new_table("kingdomino:2:remote,remote", 5)
    for seat, name in zip(table.seats, ("Ann", "Bea")):
        seat.name, seat.connected = name, True
    windows = [NetSession.from_welcome(Link("127.0.0.1", 1, table.code, [Chair(name)]), 0, welcome(table, i))
               for i, name in enumerate(("Ann", "Bea"))]
    assert [w.mine for w in windows] == [{0: 0}, {1: 0}]
    counted = progress.Progress()
    for w in windows:
        seats = [progress.SeatResult(seat.name, None if i in w.mine else REMOTE, 10, 1 + i, i)
                 for i, seat in enumerate(w.seats)]
        assert progress.record(counted, w.game_id(), "kingdomino", seats)
    assert set(counted.players) == {"Ann", "Bea"}


def test_the_spectators_names_are_kept_cleaned_and_anything_else_in_their_place_is_left_out():
    table, session, _first = sitting()
    assert session.watchers == []
    seats = [s.public() for s in table.seats]
    session.receive(0, {"type": "seats", "seats": seats, "watchers": ["Zoe\u200b", 5, "\u202e", "Bo " * 30]})
    assert session.watchers == ["Zoe", ("Bo " * 30)[:40].strip()]
    session.receive(0, {"type": "seats", "seats": seats, "watchers": 3})          # not a list: kept as it was
    assert session.watchers[0] == "Zoe"
    session.receive(0, {"type": "seats", "seats": seats, "watchers": []})
    assert session.watchers == []


def test_the_other_seats_moves_come_from_the_link_and_a_seat_waits_until_one_came():
    table, session, first = sitting()                     # the other seat acts first
    assert session.waits_for(first) and session.next_step() == Waiting(first)
    action = table.rules.legal_actions(table.state)[0]
    table.apply(action, first)
    session.link.inbox.put((0, {"type": "update", "n": 1, "by": first, "action": action_to_dict(action),
                                "view": table.view()}))
    session.pump()
    assert not session.waits_for(first) and session.next_step() == Arrived(first, action)
    assert session.apply(action) is None and session.actors == [first]
    assert session.next_step() == Person(1 - first)       # the person here decides their own


def test_a_player_at_another_computer_is_called_a_person_online_never_a_computer():
    from game.app.ui.words import who_text
    table, session, first = sitting()
    mine = 1 - first
    session.receive(0, {"type": "seats", "seats": [s.public() for s in table.seats], "watchers": []})
    assert who_text(session.seats[first]) == "person · online"
    assert "computer" not in who_text(session.seats[first])
    assert who_text(session.seats[mine]) == "person"


def test_computer_seats_nobody_named_are_named_as_a_window_hosted_game_names_them_never_by_level():
    """A lobby's table (its computer seats come unnamed): "Player 3", as the New game scene's
    default; a person who took that name keeps it and the computer seat is numbered apart."""
    table = new_table("kingdomino:4:remote,remote,medium,medium", 5)
    for seat, name in zip(table.seats, ("Ann", "Player 3")):
        seat.name, seat.connected = name, True
    session = NetSession.from_welcome(Link("127.0.0.1", 1, table.code, [Chair("Ann")]), 0, welcome(table, 0))
    names = [seat.name for seat in session.seats]
    assert names[:2] == ["Ann", "Player 3"] and names[3] == "Player 4"
    assert names[2] not in ("medium", "Player 3") and names[2].startswith("Player 3")
    assert [seat.agent for seat in session.seats[2:]] == ["medium", "medium"]


def test_queendominos_houses_call_a_person_at_another_computer_a_person_never_remote():
    from types import SimpleNamespace

    from game.app.tables.queendomino.house_panels import who_of
    table = new_table("queendomino:3:remote,remote,medium", 5)
    for seat, name in zip(table.seats, ("Ann", "Bea")):
        seat.name, seat.connected = name, True
    session = NetSession.from_welcome(Link("127.0.0.1", 1, table.code, [Chair("Ann")]), 0, welcome(table, 0))
    scene = SimpleNamespace(session=session, members=lambda h: [h])
    assert [who_of(scene, h) for h in range(3)] == ["person", "person", "medium"]
