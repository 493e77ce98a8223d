"""Message checks: anything that breaks the protocol is a ProtocolError, never a crash."""
from __future__ import annotations

import json

import pytest
from hypothesis import given
from hypothesis import strategies as st

from game.net.protocol import (
    MAX_LINE,
    ProtocolError,
    check_act,
    check_challenge,
    check_hand,
    check_hello,
    check_join,
    check_since,
    decode,
    encode,
    seat_proof,
)
from game.rules.actions import Place


def test_a_message_round_trips():
    msg = decode(encode("act", seat=1, n=4, action={"type": "place", "x": 1, "y": -1, "rot": 2}))
    assert check_act(msg) == (1, 4, Place(1, -1, 2))
    assert check_join(decode(encode("join", code="abcdEFGH1234", name="Ann"))) == ("abcdEFGH1234", "Ann", "")
    proof = seat_proof("t0ken-0f-Ann_16ch", "client", "abcdEFGH1234", "Ann", "n0nce-0f-Ann", "n0nce-0f-server")
    joined = decode(encode("join", code="abcdEFGH1234", name="Ann", proof=proof))
    assert check_join(joined)[2] == proof and len(proof) == 64
    hello = decode(encode("hello", code="abcdEFGH1234", name="Ann", nonce="n0nce-0f-Ann"))
    assert check_hello(hello) == ("abcdEFGH1234", "Ann", "n0nce-0f-Ann")
    assert check_challenge(decode(encode("challenge", nonce="n0nce-0f-server", proof=proof))) == ("n0nce-0f-server",
                                                                                                   proof)
    assert check_since(joined) == -1 and check_since(decode(encode("join", since=12))) == 12
    assert check_hand(decode(encode("hand", seat=1, level="easy"))) == (1, "easy")


@pytest.mark.parametrize("fields", [{"since": "3"}, {"since": -2}, {"since": True}, {"since": 1.5}])
def test_a_join_with_a_bad_since_is_refused(fields):
    with pytest.raises(ProtocolError):
        check_since(decode(encode("join", code="abcdEFGH1234", name="Ann", **fields)))


@pytest.mark.parametrize("fields", [{"seat": 0}, {"seat": 0, "level": 3}, {"seat": 0, "level": "x" * 21},
                                    {"seat": -1, "level": ""}])
def test_a_bad_hand_message_is_refused(fields):
    with pytest.raises(ProtocolError):
        check_hand(decode(encode("hand", **fields)))


@pytest.mark.parametrize("line", [
    b"\xff\n", b"[]\n", b"{}\n", b'{"v": 99, "type": "join"}\n', b'{"v": 1, "type": "join"}\n', b'{"v": true, "type": "join"}\n',
    b'{"v": 1}\n', b'{"v": 1, "type": "x", "n": NaN}\n', b"{" * 5000 + b"\n", b"x" * (MAX_LINE + 1),
])
def test_bad_lines_are_refused(line):
    with pytest.raises(ProtocolError):
        decode(line)


@pytest.mark.parametrize("fields", [
    {"code": "short", "name": "a"}, {"code": "abcdEFGH1234", "name": ""}, {"code": "abcdEFGH1234", "name": "a\n"},
    {"code": "abcdEFGH1234", "name": "x" * 41}, {"code": "../../etc/passwd", "name": "a"}, {"code": 5, "name": "a"},
    {"code": "abcdEFGH1234", "name": "a", "proof": 7}, {"code": "abcdEFGH1234", "name": "a", "proof": "a" * 63},
    {"code": "abcdEFGH1234", "name": "a", "proof": "A" * 64},
])
def test_bad_joins_are_refused(fields):
    with pytest.raises(ProtocolError):
        check_join(decode(encode("join", **fields)))


@pytest.mark.parametrize("fields", [{"code": "abcdEFGH1234", "name": "a"}, {"code": "abcdEFGH1234", "name": "a", "nonce": 5},
                                    {"code": "abcdEFGH1234", "name": "", "nonce": "n0nce-0f-Ann"},
                                    {"code": "abcdEFGH1234", "name": "a", "nonce": "short"}])
def test_bad_hellos_are_refused(fields):
    with pytest.raises(ProtocolError):
        check_hello(decode(encode("hello", **fields)))


def test_each_side_answers_with_its_own_proof_and_a_wrong_token_proves_nothing():
    args = ("abcdEFGH1234", "Ann", "n0nce-0f-Ann", "n0nce-0f-server")
    proofs = {seat_proof("t0ken-0f-Ann_16ch", side, *args) for side in ("server", "client")}
    assert len(proofs | {seat_proof("another-token-16ch", "client", *args)}) == 3
    assert "t0ken-0f-Ann_16ch" not in "".join(proofs)
    with pytest.raises(ProtocolError):
        check_challenge(decode(encode("welcome", nonce="n0nce-0f-server", proof=proofs.pop())))


@pytest.mark.parametrize("fields", [
    {"seat": -1, "n": 0, "action": {"type": "discard"}}, {"seat": True, "n": 0, "action": {"type": "discard"}},
    {"seat": 0, "n": 0, "action": {"type": "exec"}}, {"seat": 0, "n": 0, "action": {"type": "choose"}},
    {"seat": 0, "n": "0", "action": {"type": "discard"}},
])
def test_bad_acts_are_refused(fields):
    with pytest.raises(ProtocolError):
        check_act(decode(encode("act", **fields)))


@given(st.binary(max_size=300))
def test_random_bytes_never_crash_the_decoder(data):
    try:
        msg = decode(data + b"\n")
    except ProtocolError:
        return
    assert isinstance(msg, dict) and msg["v"] == 1
    json.dumps(msg)
