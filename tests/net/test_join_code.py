"""Join codes people can read aloud: no look-alike signs, grouped in fours, read in any case
with the dash ignored; an older table's code still matches exactly."""
import pytest

from game.net import join_code
from game.net.protocol import ProtocolError, check_join
from game.net.table import new_table


def test_a_new_tables_code_has_no_look_alikes_and_is_shown_in_two_groups():
    codes = {new_table("kingdomino:2:remote,greedy").code for _ in range(50)}
    assert len(codes) == 50
    for code in codes:
        assert len(code) == 8 and set(code) <= set(join_code.ALPHABET)
        assert not set(code) & set("0O1IL")
        shown = join_code.shown(code)
        assert shown == f"{code[:4]}-{code[4:]}"


@pytest.mark.parametrize("typed", ["kdm7-q4xp", "KDM7Q4XP", " kdm7 q4xp ", "Kdm7-Q4xP"])
def test_a_code_is_read_in_any_case_with_its_dash_and_spaces_ignored(typed):
    assert join_code.plain(typed) == "KDM7Q4XP"
    assert check_join({"type": "join", "code": typed.strip(), "name": "Ann"})[0] == "KDM7Q4XP"


def test_an_older_code_is_kept_exactly_as_typed():
    old = "aB3_x-9QzT0LmNpQ"
    assert join_code.plain(old) == old and join_code.shown(old) == old
    assert join_code.plain("kdm0-q4xp") == "kdm0-q4xp"       # not of the alphabet: the server refuses it
    with pytest.raises(ProtocolError):
        check_join({"type": "join", "code": "kd m", "name": "Ann"})
