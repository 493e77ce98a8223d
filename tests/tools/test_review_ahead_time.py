"""The measure of how much of a person's review the coach has ready when the game ends: it
plays a saved game again with the coach at work and says how far it got."""
import re
from pathlib import Path

from game import saves
from game.ai.review import decisions
from game.tools.review_ahead_time import main

DUEL = Path(__file__).resolve().parents[2] / "saves" / "examples" / "duel.json"


def test_it_replays_the_game_with_the_coach_at_work_and_says_how_far_it_got(capsys):
    assert main([str(DUEL), "--think", "0.3", "--level", "greedy", "--pace", "0", "--samples", "2"]) == 0
    line = capsys.readouterr().out.strip()
    found = re.search(r"(\d+) of (\d+) decisions reviewed at its end; the Review's rest ([\d.]+) s$", line)
    assert found is not None, line
    done, total = int(found[1]), int(found[2])
    assert total == sum(1 for _ in decisions(saves.load(DUEL)[0].record, [0])) > 0
    assert 0 <= done <= total         # how many depends on the machine's speed, not asserted
