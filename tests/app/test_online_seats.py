"""The seats a window keeps for rejoining (online.json) survive two windows writing at once."""
import subprocess
import sys
from pathlib import Path

from game.app import online_seats

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
    procs = [subprocess.Popen([sys.executable, "-c", KEEPER, str(path), who, str(n)], text=True,
                              cwd=Path(__file__).resolve().parents[2], stdin=subprocess.PIPE)
             for who in ("one", "two")]
    for proc in procs:
        proc.stdin.write("go\n")
        proc.stdin.flush()
    for proc in procs:
        proc.stdin.close()
        assert proc.wait() == 0
    kept = online_seats.held(path)
    assert kept is not None
    assert sorted(s.token for s in kept) == sorted(f"token-{who}-{i}" for who in ("one", "two")
                                                   for i in range(n))
