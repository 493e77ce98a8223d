"""Middle Kingdom and Harmony during a game (game.rules.kingdomino.bonus_outlook): the status the
table shows never lies. Whatever is "achieved" at some moment is scored at the end,
whatever is "lost" is not, and the end of a game leaves nothing "still possible"."""
import pytest

from game.ai.registry import make_player
from game.rules import scoring
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.bonus_outlook import ACHIEVED, LOST, POSSIBLE, bonus_status
from game.rules.registry import rules_for

BONUSES = ("middle_kingdom", "harmony")


def played(game: str, players: int, variants, seed: int, agent: str):
    """Every status seen during one game, per player and bonus, and the final state."""
    cfg = GameConfig(game, players, variants)
    st = kingdomino.new_game(cfg, seed)
    driver = make_player(agent, game, seed)
    seen: dict[tuple[int, str], set[str]] = {}
    while not kingdomino.is_over(st):
        for p in range(players):
            for bonus, status in bonus_status(st, p).items():
                seen.setdefault((p, bonus), set()).add(status)
        kingdomino.apply(st, driver.choose(st.copy()))
    return seen, st


@pytest.mark.parametrize("game, players, variants, seed, agent", [
    ("kingdomino", 2, BONUSES, 1, "greedy"), ("kingdomino", 3, BONUSES, 2, "random"),
    ("kingdomino", 4, BONUSES, 3, "greedy"), ("kralovska_zahrada", 2, BONUSES + ("mighty_duel",), 4, "greedy"),
    ("kingdomino", 2, BONUSES + ("mighty_duel", "wider_offer"), 5, "random"),
    ("kingdomino", 2, BONUSES + ("mighty_duel", "wider_offer"), 6, "greedy"),
])
def test_the_status_agrees_with_the_score_at_the_end(game, players, variants, seed, agent):
    seen, st = played(game, players, variants, seed, agent)
    b = kingdomino.bonuses_of(st.config)
    lost_some = False
    for p in range(players):
        end = bonus_status(st, p)
        assert POSSIBLE not in end.values()                 # the game is over: decided
        mk, hm = scoring.bonus_points(st.kingdoms[p], b, st.discards[p])
        for bonus, points in (("middle_kingdom", mk), ("harmony", hm)):
            assert (end[bonus] == ACHIEVED) == (points > 0), (p, bonus)
            if ACHIEVED in seen[(p, bonus)]:
                assert points > 0, (p, bonus, "achieved, then not scored")
            if LOST in seen[(p, bonus)]:
                assert points == 0, (p, bonus, "lost, then scored")
                lost_some = True
            assert POSSIBLE in seen[(p, bonus)]                # every bonus starts open
    assert lost_some or players == 2


def test_only_the_bonuses_in_play_have_a_status():
    st = kingdomino.new_game(GameConfig("kingdomino", 2, ("harmony",)), 1)
    assert bonus_status(st, 0) == {"harmony": POSSIBLE}
    assert bonus_status(kingdomino.new_game(GameConfig("kingdomino", 2, ()), 1), 0) == {}
    for game, n in (("queendomino", 2), ("duel", 2), ("royal_wedding", 8)):
        variants = ("teams",) if n == 8 else ()
        state = rules_for(game).new_game(GameConfig(game, n, variants), 1)
        assert bonus_status(state, 0) == {}


def test_a_discard_loses_harmony_where_it_is_no_domino_discarded():
    """Mighty Duel with the Wider offer cannot fill 7×7: Harmony is "no domino discarded"."""
    st = kingdomino.new_game(GameConfig("kingdomino", 2, BONUSES + ("mighty_duel", "wider_offer")), 1)
    assert kingdomino.bonuses_of(st.config).harmony_by_discards
    assert bonus_status(st, 1)["harmony"] == POSSIBLE
    st.discards[1] = 1
    assert bonus_status(st, 1)["harmony"] == LOST
