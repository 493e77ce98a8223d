"""Each game's rules say what is public: the view keeps what the table shows and nothing
face down, and a determinised state reads nothing hidden."""
from __future__ import annotations

import json

import pytest

from game.rules.config import GameConfig
from game.rules.registry import public_view, rules_for, sampled_state
from game.rules.rng import Rng
from tests.rules.support import with_other_hidden

GAMES = [("kingdomino", 4), ("kralovska_zahrada", 3), ("queendomino", 4), ("royal_wedding", 6), ("duel", 2)]


def midgame(game: str, players: int, seed: int = 11, actions: int = 25):
    rules = rules_for(game)
    state = rules.new_game(GameConfig(game, players), seed)
    for i in range(actions):
        options = rules.legal_actions(state)
        rules.apply(state, options[(i * 7) % len(options)])
    return state


@pytest.mark.parametrize("game,players", GAMES)
def test_the_view_has_no_generator_and_does_not_depend_on_the_hidden_parts(game, players):
    state = midgame(game, players)
    view = public_view(state)
    assert "rng" not in view
    resampled = [sampled_state(json.loads(json.dumps(view)), Rng(k)) for k in range(5)]
    assert all(public_view(s) == view for s in resampled)
    assert all(s.current_player() == state.current_player() for s in resampled)
    legal = rules_for(game).legal_actions(state)       # a move chosen on a sample is legal at the table
    assert all(rules_for(game).legal_actions(s) == legal for s in resampled)
    assert len({s.rng.state for s in resampled}) == 5      # the hidden parts really are drawn anew


@pytest.mark.parametrize("game,players", GAMES)
def test_only_the_public_part_decides_the_view_and_every_determinised_future(game, players):
    """Two tables that differ only in what nobody knows (the generator, the undrawn order,
    the pile under its top) give one view, and one future for one generator."""
    rules = rules_for(game)
    for actions in (0, 9, 25, 60):
        state = midgame(game, players, actions=actions)
        other = with_other_hidden(state, actions)
        assert public_view(other) == public_view(state) == rules.public_view(state)
        a, b = state.copy(), other.copy()
        rules.determinise(a, Rng(5))
        rules.determinise(b, Rng(5))
        assert a.to_dict() == b.to_dict()
        assert public_view(a) == public_view(state)


@pytest.mark.parametrize("game", ["queendomino", "royal_wedding"])
def test_a_determinised_pile_keeps_its_public_top_and_redraws_only_the_order_under_it(game):
    """The pile lies grey side up, the face the slots show: its top building (the next to
    refill the board) is public, the order under it is not."""
    state = midgame(game, 4)
    unders = set()
    for seed in range(12):
        s = state.copy()
        rules_for(game).determinise(s, Rng(seed))
        assert s.pile[-1] == state.pile[-1] and sorted(s.pile) == sorted(state.pile)
        unders.add(tuple(s.pile[:-1]))
    assert len(unders) > 1 and state.pile == midgame(game, 4).pile


def test_queendomino_keeps_the_public_top_building_on_top_and_hides_the_order_under_it():
    state = midgame("queendomino", 4)
    full, view = state.to_dict()["pile"], public_view(state)["pile"]
    assert view[-1] == full[-1]
    assert view[:-1] == sorted(full[:-1]) and sorted(view) == sorted(full)
    orders = {tuple(sampled_state(public_view(state), Rng(k)).to_dict()["pile"][:-1]) for k in range(5)}
    assert len(orders) > 1


def test_kingdomino_views_of_the_same_table_with_another_generator_are_equal():
    a = midgame("kingdomino", 4, seed=3)
    b = a.copy()
    b.rng = Rng(12345)
    assert public_view(a) == public_view(b) and a.to_dict() != b.to_dict()


def test_a_malformed_view_is_refused_with_a_reason():
    view = public_view(midgame("kingdomino", 2))
    view["box"] = "nope"
    with pytest.raises(ValueError):
        sampled_state(view, Rng(1))


@pytest.mark.parametrize("game,players", GAMES)
def test_a_view_with_any_field_spoilt_is_rebuilt_or_refused_with_valueerror(game, players):
    """A client trusts no server: whatever a view holds, rebuilding it raises ValueError at worst."""
    view = public_view(midgame(game, players))
    refused = 0
    for key in view:
        for junk in (None, "junk", [], [[1, "x"]], {"a": 1}, -1, 10**30):
            spoilt = dict(view, **{key: junk})
            try:
                sampled_state(spoilt, Rng(2))
            except ValueError:
                refused += 1
    assert refused > len(view)
