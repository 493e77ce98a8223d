"""The event log words every move from the outcome of the one real `apply`: no state is
copied while a move is put into words (the knight's tax is not tried on a copy), and the
words say what the outcome says (the tax, a building and its price, a discard)."""
from __future__ import annotations

import re

import pytest

from game.app.session import Seat, Session
from game.i18n import translate
from game.rules.config import GameConfig
from game.rules.duel.state import DuelState
from game.rules.kingdomino.state import KingdominoState
from game.rules.queendomino.actions import Build, Dragon, Knight
from game.rules.queendomino.state import QueenState
from game.rules.rng import Rng

RED, BLUE = (200, 40, 40), (40, 40, 200)


def session(game: str, players: int = 2) -> Session:
    return Session(GameConfig(game, players), 3, [Seat(f"P{i + 1}", (RED, BLUE)[i % 2]) for i in range(players)])


@pytest.fixture
def no_copies(monkeypatch):
    """Every state refuses to be copied: a move tried on a copy fails the test."""
    def refuse(self):
        raise AssertionError("a state was copied while a move was applied and put into words")
    for kind in (KingdominoState, QueenState, DuelState):
        monkeypatch.setattr(kind, "copy", refuse)


@pytest.mark.parametrize("game,players", [("kingdomino", 3), ("queendomino", 2), ("queendomino", 4), ("duel", 2)])
def test_whole_games_are_worded_without_copying_a_state(no_copies, game, players):
    s, rng = session(game, players), Rng(11)
    while not s.is_over():
        acts = s.rules.legal_actions(s.state)
        assert s.apply(acts[rng.below(len(acts))]) is None
    assert len(s.log) == len(s.actions) and all(translate(e.words) for e in s.log)


def test_the_log_words_the_tax_buildings_and_discards_from_the_outcome(no_copies):
    seen = {"tax": 0, "built": 0, "burnt": 0, "discard": 0}
    for seed in range(4):
        s, rng = session("queendomino", 2), Rng(seed)
        while not s.is_over():
            acts = s.rules.legal_actions(s.state)
            action = acts[rng.below(len(acts))]
            h = s.state.house_to_act()
            coins = s.state.coins[h]
            assert s.apply(action) is None
            outcome, text = s.last_outcome, s.log[-1].text
            assert outcome is not None
            if isinstance(action, Knight):
                assert outcome.tax == s.state.coins[h] - coins
                assert re.search(rf"\+{outcome.tax} (coin|coins) in tax", text), text
                seen["tax"] += 1
            if isinstance(action, Build):
                assert f"for {outcome.cost} coin" in text and coins - s.state.coins[h] == outcome.cost
                seen["built"] += 1
            if isinstance(action, Dragon):
                assert "paid the Dragon to burn" in text
                seen["burnt"] += 1
            if s.log[-1].kind == "discard":
                assert outcome.discarded and f"domino {outcome.domino.number}" in text
                seen["discard"] += 1
    assert min(seen.values()) > 0, seen
