"""The headless client reads whose turn it is from the server's to_act: it rebuilds a state
from the view only for its own turns (or when a server leaves to_act out), and refuses a
to_act that is not a seat."""
from __future__ import annotations

import pytest

from game.net.client import SeatClient
from game.net.protocol import ProtocolError
from game.rules.registry import rules_for, sampled_state
from game.rules.rng import Rng
from tests.net.helpers import Recorder, play, run


def seated(seat: int) -> SeatClient:
    client = SeatClient("127.0.0.1", 1, "ABCDEFGH", "Ann", "greedy")
    client.seat = seat
    return client


def update(**fields) -> dict:
    return {"v": 3, "type": "update", "n": 3, "by": 0, "action": {}, "view": {"not": "a view"}, **fields}


@pytest.mark.parametrize("to_act", [2, None])
def test_an_update_for_another_seat_or_nobody_is_not_rebuilt_into_a_state(to_act):
    client = seated(1)
    assert client._message(update(to_act=to_act)) is None       # the malformed view is never read
    assert client.thinking is None and client.n == 3


@pytest.mark.parametrize("fields", [{"to_act": 1}, {}])
def test_an_update_for_its_own_seat_or_without_to_act_is_rebuilt_and_checked(fields):
    with pytest.raises(ProtocolError, match="malformed view"):
        seated(1)._message(update(**fields))


@pytest.mark.parametrize("to_act", ["1", 1.0, True, -1, 64, [1], {"seat": 1}])
def test_a_hostile_to_act_is_a_protocol_error(to_act):
    with pytest.raises(ProtocolError, match="to_act"):
        seated(1)._message(update(to_act=to_act))


def test_every_welcome_and_update_names_the_seat_its_view_waits_for():
    recorder = Recorder()
    run(play(observe=recorder))
    seen = [msg for _, msg in recorder.lines if msg["type"] in ("welcome", "update")]
    assert len(seen) > 40
    for msg in seen:
        state = sampled_state(msg["view"], Rng.from_seed("test"))
        expected = None if rules_for(state.config.game).is_over(state) else state.current_player()
        assert msg["to_act"] == expected
    assert {msg["to_act"] for msg in seen} >= {0, 1, 2, 3, None}
