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
