"""`python main.py demo`: bad options give one line and exit status 2."""
import pytest

from game.app import demo
from game.cli.errors import guarded


@pytest.mark.parametrize("argv, words", [
    (["--players", "9"], "players"),
    (["--agents", "greedy,wizard"], "agent"),
    (["--players", "2", "--agents", "greedy,greedy,random"], "--agents"),
    (["--variants", "nonsense"], "variant"),
    (["--seed", "x"], "seed"),
    (["--screenshot", "/no/such/folder/s.png"], "folder"),
    (["--size", "big"], "size"),
])
def test_bad_options_one_line_exit_2(capsys, argv, words):
    assert guarded(demo.main, argv) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and err.startswith("error:") and words in err


def test_a_game_without_a_table_yet_is_refused(capsys, monkeypatch):
    from game.app.tables import directory as tables
    monkeypatch.delitem(tables.tables(), "duel")
    assert guarded(demo.main, ["--game", "duel", "--players", "2"]) == 2
    assert "no table" in capsys.readouterr().err


def test_demo_seats_default_to_what_the_game_allows():
    assert demo.default_players("duel") == 2
    assert demo.default_players("kingdomino") == 4
    assert demo.parse(["--game", "duel"])[1].config.players == 2
    assert demo.parse([])[1].agents == ("greedy",) * 4
