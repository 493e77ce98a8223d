"""What every registered game's rules promise, checked for each game and player count the
registry lists (as OpenSpiel's games_sim_test): random legal play reaches the end; an illegal
action changes nothing; copies are independent; a state and a save round-trip; the public
view and the states sampled from it hide what nobody knows; the results rank every player.
A new family is tested here by being registered (game/rules/registry.py)."""
from __future__ import annotations

import json
import random

import pytest

from game import saves
from game.rules.actions import IllegalAction
from game.rules.components import game_specs
from game.rules.config import GameConfig
from game.rules.outcome import Outcome
from game.rules.registry import games, rules_for
from game.rules.replay import GameRecord
from game.rules.rng import Rng

SEEDS = (1, 2)
LOOKS = 6                # states of each game looked at closely (views, copies, refusals, saves)
MAX_ACTIONS = 5000       # far more than any game of the family takes


def setups() -> list[tuple[str, int, tuple[str, ...]]]:
    """Every game at every player count it offers (with the variant a count requires)."""
    out = []
    for g in games():
        for n in g.players:
            requires = game_specs()[g.id].setups[str(n)].get("requires")
            out.append((g.id, n, (requires,) if requires else ()))
    return out


def round_trip(view: dict) -> dict:
    return json.loads(json.dumps(view))


def check_state(rules, state, stale: list) -> None:
    """The promises of one state that is not over."""
    before = state.to_dict()
    legal = rules.legal_actions(state)
    assert legal and state.current_player() in (None, *range(state.config.players))
    again = type(state).from_dict(round_trip(before))            # the state round-trips exactly
    assert again.to_dict() == before and rules.legal_actions(again) == legal
    trial = state.copy()                                         # a copy is independent
    assert isinstance(rules.apply(trial, legal[-1]), Outcome)
    assert state.to_dict() == before
    for action in [a for a in stale if a not in legal][:3]:      # an illegal action changes nothing
        with pytest.raises(IllegalAction):
            rules.apply(state, action)
        assert state.to_dict() == before
    view = rules.public_view(state)
    assert "rng" not in view and round_trip(view) == view
    for k in range(3):
        other = state.copy()                                     # another future, the same public facts
        rules.determinise(other, Rng(k))
        assert rules.public_view(other) == view
        sampled = rules.sampled_state(round_trip(view), Rng(k))  # a state rebuilt from the view alone
        assert rules.public_view(sampled) == view
        assert sampled.current_player() == state.current_player() and rules.legal_actions(sampled) == legal
    assert state.to_dict() == before


def check_results(rules, state) -> None:
    results = sorted(rules.results(state), key=lambda r: r.player)
    assert [r.player for r in results] == list(range(state.config.players))
    assert min(r.rank for r in results) == 1 and all(1 <= r.rank <= len(results) for r in results)
    for a in results:
        for b in results:
            if a.total > b.total:
                assert a.rank < b.rank
            if a.rank == b.rank:
                assert a.total == b.total


def check_save(config: GameConfig, seed: int, actions: list, state) -> None:
    """A save of the game as it stands loads back to the same state and record."""
    seats = [saves.Seat(f"Seat {i + 1}", "human") for i in range(config.players)]
    text = json.dumps(saves.SavedGame(GameRecord(config, seed, list(actions)), seats).to_dict())
    saved, loaded = saves.parse(text)
    assert saved.record.actions == actions and loaded.to_dict() == state.to_dict()


@pytest.mark.parametrize("game,players,variants", setups(), ids=lambda v: v if isinstance(v, str) else str(v) if v else "")
def test_every_registered_game_keeps_the_rules_promises(game, players, variants):
    rules = rules_for(game)
    config = GameConfig(game, players, variants)
    for seed in SEEDS:
        pick = random.Random(seed)
        state = rules.new_game(config, seed)
        assert state.config == config and not rules.is_over(state)
        actions: list = []
        stale: list = []                         # actions legal a moment ago: most are not now
        looks = {0, *(pick.randrange(40 * players) for _ in range(LOOKS - 1))}
        while not rules.is_over(state):
            assert len(actions) < MAX_ACTIONS, f"{game} seed {seed} never ends"
            if len(actions) in looks:
                check_state(rules, state, stale)
                check_save(config, seed, actions, state)
            legal = rules.legal_actions(state)
            action = pick.choice(legal)
            assert isinstance(rules.apply(state, action), Outcome)
            actions.append(action)
            stale = legal[:8]
        assert len(actions) >= rules.fewest_actions(config) and state.current_player() is None
        check_results(rules, state)
        check_save(config, seed, actions, state)
