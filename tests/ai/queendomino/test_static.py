"""The static policy (Queendomino's and the Royal Wedding's hard): when it keeps a knight in
the guard instead of sending it out for a small tax, and its remembered picks."""
from game.ai.judge import judge
from game.ai.queendomino import static
from game.ai.queendomino.players import QueenGreedyPlayer, house_value
from game.ai.queendomino.static import QueenStatic
from game.ai.registry import make_player
from game.ai.review import coach_for
from game.rules import queendomino as q
from game.rules.config import GameConfig
from game.rules.queendomino.actions import Knight
from game.rules.queendomino.turn import knight_cells


def knight_chances(game: str, seeds=range(1, 9)):
    """(position, the most coins a knight earns there) wherever greedy could send a knight out."""
    for seed in seeds:
        state = q.new_game(GameConfig(game, 4), seed)
        greedy = QueenGreedyPlayer(seed)
        while not q.is_over(state):
            if state.phase != "place" and state.round > 0 and knight_cells(state):
                h = state.house_to_act()
                gains = [house_value(after, h) - house_value(state, h)
                         for after in _after_each(state) if after is not None]
                yield state.copy(), max(gains)
            q.apply(state, greedy.choose(state))


def _after_each(state):
    for a in q.legal_actions(state):
        if isinstance(a, Knight):
            s = state.copy()
            q.apply(s, a)
            yield s


def test_greedy_sends_out_every_knight_it_can():
    chances = list(knight_chances("royal_wedding", seeds=range(1, 3)))
    assert chances
    assert all(isinstance(QueenGreedyPlayer(1).choose(s), Knight) for s, _ in chances)


def test_a_knight_stays_in_the_guard_when_its_tax_is_under_the_threshold_until_the_last_round():
    early = late = 0
    for state, gain in knight_chances("royal_wedding"):
        keeps = QueenStatic(1, keep_knights=gain + 1).choose(state)
        sends = QueenStatic(1, keep_knights=gain).choose(state)
        assert isinstance(sends, Knight)
        if state.lines_left > 0:
            assert not isinstance(keeps, Knight) and keeps in q.legal_actions(state)
            early += 1
        else:
            assert isinstance(keeps, Knight)   # a knight kept past the last round earns nothing
            late += 1
    assert early and late


def test_hard_and_the_expert_keep_knights_under_each_games_threshold():
    """Queendomino 5 coins, the Royal Wedding 8: each measured best for its kingdoms' size
    (docs/ai-strength.md); greedy and medium send every knight out."""
    for game, coins in (("queendomino", 5), ("royal_wedding", 8)):
        assert make_player("hard", game, 1).keep_knights == coins
        assert make_player("expert", game, 1).static.keep_knights == coins
        assert make_player("expert", game, 1).own_policy().keep_knights == coins
        assert not hasattr(make_player("medium", game, 1), "keep_knights")


def test_a_remembered_pick_changes_no_judgement(monkeypatch):
    """The static policy remembers a pick's values by what they are a pure function of; the
    same pick comes again in the futures of each move a judgement compares. Judged with and
    without the memo (the Royal Wedding of 4, two kings each), every figure is the same, and
    the memo spared some picks their weighing."""
    state = q.new_game(GameConfig("royal_wedding", 4), 3)
    seats = [make_player("greedy", "royal_wedding", f"3:{i}") for i in range(4)]
    while state.round < 2 or state.phase == "place":
        q.apply(state, seats[state.current_player()].choose(state))
    coach = coach_for("royal_wedding")
    weighed = 0
    values = QueenStatic._values

    def counted(self, *args):
        nonlocal weighed
        weighed += 1
        return values(self, *args)

    monkeypatch.setattr(QueenStatic, "_values", counted)
    static._PICKS.clear()
    remembered = judge(state, coach, 4)
    spared = weighed
    monkeypatch.setattr(static, "_PICKS", Forgetful())
    weighed = 0
    assert judge(state, coach, 4) == remembered
    assert spared < weighed, (spared, weighed)


class Forgetful(dict):
    """A memo that never finds what it was given."""
    def get(self, key, default=None):
        return default
