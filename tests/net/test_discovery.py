"""LAN announcements: our datagrams parse, anything else on the port is ignored."""
from __future__ import annotations

import pytest

from game.net.discovery import Announced, announcement, parse


def test_an_announcement_round_trips_with_the_sender_as_host():
    data = announcement("Ann", "queendomino", 40123, "abcdEFGH1234", 2)
    assert parse(data, "192.168.1.5") == Announced("192.168.1.5", 40123, "abcdEFGH1234", "Ann", "queendomino", 2)


@pytest.mark.parametrize("data", [
    b"", b"\xff\xfe", b"[]", b'{"mark": "other", "v": 1}', b"{" * 3000,
    announcement("Ann", "queendomino", 0, "abcdEFGH1234", 1), announcement("Ann", "queendomino", 1, "short", 1),
    announcement("Ann", "queen domino", 1, "abcdEFGH1234", 1), announcement("Ann", "queendomino", 1, "abcdEFGH1234", -1),
    announcement("A\nB", "queendomino", 1, "abcdEFGH1234", 1),
    announcement("Ann", "queendomino", 1, "abcdEFGH1234", 1).replace(b'"v": 1', b'"v": 2'),
])
def test_anything_else_is_ignored(data):
    assert parse(data, "10.0.0.1") is None
