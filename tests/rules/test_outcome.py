"""What `apply` says it did matches what it did: over whole games of every game, each
action's outcome is checked against the difference of the state before and after it
(coins, the knight's tax, buildings bought and burnt, discards, spells won, rounds and
games ended)."""
from __future__ import annotations

import pytest

from game.rules import registry
from game.rules.config import GameConfig
from game.rules.duel.actions import PlaceDie, PlaceDomino
from game.rules.duel.rules import face, foreseen
from game.rules.queendomino.actions import Build, Dragon, Knight
from game.rules.queendomino.board import slot_cost
from game.rules.rng import Rng

CONFIGS = [GameConfig("kingdomino", 2), GameConfig("kingdomino", 3, ("dynasty",)),
           GameConfig("queendomino", 2), GameConfig("queendomino", 4), GameConfig("duel", 2)]
DONE = ("over", "interlude")


def games(config: GameConfig, seeds=range(3)):
    """(before, action, outcome, after) for every action of a few random games."""
    rules = registry.rules_for(config.game)
    for seed in seeds:
        state, rng = rules.new_game(config, seed), Rng(seed + 100)
        while not rules.is_over(state):
            acts = rules.legal_actions(state)
            action = acts[rng.below(len(acts))]
            before = state.copy()
            outcome = rules.apply(state, action)
            yield before, action, outcome, state


@pytest.mark.parametrize("config", CONFIGS, ids=lambda c: f"{c.game}-{c.players}-{'+'.join(c.variants)}")
def test_every_outcome_tells_the_rounds_and_games_that_ended(config):
    seen = {"round": 0, "end": 0}
    for before, _action, outcome, after in games(config):
        assert outcome.new_round == (after.round != before.round)
        assert outcome.game_ended == (after.phase in DONE and before.phase not in DONE)
        seen["round"] += outcome.new_round
        seen["end"] += outcome.game_ended
    assert seen["round"] > 10 and seen["end"] >= 3


@pytest.mark.parametrize("config", [c for c in CONFIGS if c.game != "duel"], ids=lambda c: f"{c.game}-{c.players}")
def test_a_domino_outcome_names_the_domino_and_the_discards(config):
    discarded = 0
    for before, action, outcome, after in games(config, range(6)):
        moved = before.current_domino() if type(action).__name__ in ("Place", "Discard") else None
        assert outcome.domino == moved
        if type(action).__name__ != "NextGame":        # a match's next game starts its discards afresh
            assert outcome.discarded == (list(after.discards) != list(before.discards))
        discarded += outcome.discarded
    assert discarded > 0


def test_queendomino_outcomes_tell_the_coins_the_tax_and_the_buildings():
    counts = {"tax": 0, "built": 0, "burnt": 0}
    for config in (GameConfig("queendomino", 2), GameConfig("queendomino", 4)):
        for before, action, outcome, after in games(config, range(4)):
            paid = tuple(a - b for a, b in zip(after.coins, before.coins))
            assert outcome.coins == paid
            h = before.house_to_act()
            if isinstance(action, Knight):
                assert outcome.tax == paid[h] > 0
                counts["tax"] += 1
            else:
                assert outcome.tax == 0
            if isinstance(action, Build):
                assert outcome.built == before.board[action.slot] >= 0 and after.board[action.slot] == -1
                assert outcome.cost == -paid[h] == slot_cost(before, action.slot, h)
                assert sorted(after.built[h].values()) == sorted([*before.built[h].values(), outcome.built])
                counts["built"] += 1
            else:
                assert (outcome.built, outcome.cost) == (-1, 0)
            if isinstance(action, Dragon):
                assert outcome.burnt == before.board[action.slot] >= 0 and after.dragon == action.slot
                counts["burnt"] += 1
            else:
                assert outcome.burnt == -1
    assert min(counts.values()) > 0, counts


def test_duel_outcomes_keep_the_faces_drawn_and_the_spells_won():
    won = drawn = 0
    for before, action, outcome, after in games(GameConfig("duel", 2), range(6)):
        assert outcome.faces == tuple(face(before, d) for d in outcome.dice)
        ahead = foreseen(before, action)        # what a move on its way is worded from
        assert (ahead.dice, ahead.faces, ahead.arms) == (outcome.dice, outcome.faces, outcome.arms)
        gained = [(p, s) for s, (was, p) in enumerate(zip(before.spell_owner, after.spell_owner)) if was != p]
        assert list(outcome.spells) == gained
        won += len(gained)
        if isinstance(action, (PlaceDomino, PlaceDie)):
            cells = (action.a, action.b) if isinstance(action, PlaceDomino) else (action.cell,)
            player = before.placer
            assert [after.maps[player].arms_at(c) for c in cells] == list(outcome.arms)
            drawn += 1
    assert won > 0 and drawn > 0

