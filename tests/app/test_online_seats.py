"""The seats a window keeps for rejoining (online.json) survive two windows writing at once."""
from game.app import online_seats
from tests.at_once import run_at_once

KEEPER = """
import sys
from pathlib import Path
from game.app.online_seats import HeldSeat, remember
path, who, n = Path(sys.argv[1]), sys.argv[2], int(sys.argv[3])
sys.stdin.readline()
for i in range(n):
    remember(HeldSeat("127.0.0.1", 7000 + i, f"{who}{i}", "Eva", f"token-{who}-{i}", "kingdomino"), path)
"""


def test_two_windows_keeping_seats_at_once_lose_no_token(tmp_path):
    path, n = tmp_path / "online.json", online_seats.KEEP // 2
    run_at_once(KEEPER, path, n)
    kept = online_seats.held(path)
    assert kept is not None
    assert sorted(s.token for s in kept) == sorted(f"token-{who}-{i}" for who in ("one", "two")
                                                   for i in range(n))


def test_an_online_json_of_the_wrong_shape_is_moved_aside_and_said_and_later_seats_are_kept(tmp_path):
    path = tmp_path / "online.json"
    path.write_text('{"seats": "valid JSON, not a list of seats"}', encoding="utf-8")
    assert online_seats.held(path) is None
    seat = online_seats.HeldSeat("127.0.0.1", 7000, "Abcd1234", "Eva", "token-eva-0123", "kingdomino")
    said = online_seats.remember(seat, path)
    assert "online.json" in said and "online.json.broken" in said
    assert (tmp_path / "online.json.broken").read_text(encoding="utf-8") == '{"seats": "valid JSON, not a list of seats"}'
    assert online_seats.held(path) == [seat]                 # the token is kept, to take the seat back
    later = online_seats.HeldSeat("127.0.0.1", 7001, "Efgh5678", "Eva", "token-eva-4567", "kingdomino")
    assert online_seats.remember(later, path) == "" and online_seats.held(path) == [later, seat]


def test_a_list_of_seats_missing_a_field_counts_as_unreadable_and_every_broken_file_is_kept(tmp_path):
    path = tmp_path / "online.json"
    for text in ('[{"host": "127.0.0.1"}]', '[1, 2]'):
        path.write_text(text, encoding="utf-8")
        seat = online_seats.HeldSeat("127.0.0.1", 7000, "Abcd1234", "Eva", "token-eva-0123", "kingdomino")
        assert online_seats.remember(seat, path) and online_seats.held(path) == [seat]
    assert sorted(p.read_text(encoding="utf-8") for p in tmp_path.glob("online.json.broken*")) == \
        ['[1, 2]', '[{"host": "127.0.0.1"}]']
