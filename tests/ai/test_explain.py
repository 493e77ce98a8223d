"""Explanations carry the rules' own numbers: built positions with known territories,
bonuses and picks, every game's turns explained without error, and the last turn of a
seat found in the action log."""
from __future__ import annotations

import pytest

from game.ai.explain import explain, explain_last_turn, last_turn
from game.ai.hint import suggest
from game.ai.kingdomino.explain import MIDDLE_KINGDOM
from game.ai.registry import make_player
from game.rules import scoring
from game.rules.actions import Choose, Discard, Place
from game.rules.components import duel_components
from game.rules.config import GameConfig
from game.rules.duel.actions import ChooseDomain, PlaceDomino
from game.rules.duel.scoring import score_map
from game.rules.duel.scoring import total as duel_total
from game.rules.kingdom import Kingdom
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.bonus_outlook import HOLE, OFF_CENTRE, harmony_open, placements_left
from game.rules.kingdomino.state import PHASE_PLACE
from game.rules.queendomino import house_sheet
from game.rules.queendomino.actions import Build, Knight
from game.rules.registry import rules_for
from game.rules.replay import GameRecord, replay

WHEAT, FOREST, LAKE = 0, 1, 2


def placing_state(variants=(), seed=1):
    """A 2-player Kingdomino game at its first placement (the first round's picks made)."""
    st = kingdomino.new_game(GameConfig("kingdomino", 2, variants), seed)
    while st.phase != PHASE_PLACE:
        kingdomino.apply(st, kingdomino.legal_actions(st)[0])
    return st


def with_kingdom(st, squares, domino: int):
    """The acting player's kingdom made of (x, y, terrain, crowns), domino `domino` to place."""
    k = Kingdom(5)
    for x, y, t, c in squares:
        k.set_square(x, y, t, c)
    st.kingdoms[st.current_player()] = k
    st.current[st.turn] = domino
    return st


FOREST_2_CROWNS = [(1, 0, FOREST, 1), (2, 0, FOREST, 1)]     # 2 squares × 2 crowns = 4 points


def test_a_placement_that_joins_a_2_crown_forest_gives_its_points():
    st = with_kingdom(placing_state(), FOREST_2_CROWNS, 3)    # domino 3: forest + forest, no crown
    why = explain(st, "kingdomino", [Place(3, 0, 0)])           # to (3, 0)-(4, 0)
    assert why.gain == 4 and why.player == st.current_player()
    join = why.reasons[0]
    assert join.kind == "join" and join.values == {"terrain": FOREST, "squares": 4, "marks": 2, "points": 8,
                                                   "gained": 4, "was_squares": 2, "was_marks": 2}


def test_a_placement_that_starts_and_links_territories():
    squares = [(1, 0, FOREST, 1), (-1, 0, FOREST, 0), (-1, 1, FOREST, 0)]
    st = with_kingdom(placing_state(), squares, 3)
    why = explain(st, "kingdomino", [Place(0, 1, 0)])           # forest at (0, 1) and (1, 1)
    link = why.reasons[0]                                       # joins (-1, 1) and (1, 0) into one
    assert link.kind == "link" and link["parts"] == 2 and link["squares"] == 5 and link["marks"] == 1
    assert why.gain == 5 - 1 == link["gained"]
    st2 = with_kingdom(placing_state(), [], 14)                 # domino 14: wheat + lake, no crown
    kinds = [r.kind for r in explain(st2, "kingdomino", [Place(1, 0, 0)]).reasons]
    assert kinds == ["start", "start"]


def test_middle_kingdom_is_lost_when_the_castle_can_no_longer_be_the_centre():
    st = with_kingdom(placing_state(("middle_kingdom",)), FOREST_2_CROWNS, 3)
    why = explain(st, "kingdomino", [Place(3, 0, 0)])
    lost = next(r for r in why.reasons if r.kind.startswith("bonus"))
    assert lost.kind == "bonus_lost" and lost["bonus"] == MIDDLE_KINGDOM and lost["why"] == OFF_CENTRE
    kept = explain(st, "kingdomino", [Place(-2, 0, 0)])         # (-2, 0)-(-1, 0): still centred
    assert [r.kind for r in kept.reasons if r.kind.startswith("bonus")] == ["bonus_kept"]


def test_harmony_is_out_of_reach_with_a_square_no_domino_can_fill():
    k = Kingdom(5)
    for y in range(-2, 3):
        for x in range(-2, 3):
            if (x, y) not in ((0, 0), (2, 2)):
                k.set_square(x, y, WHEAT, 0)
    k2 = Kingdom(5)
    k2.set_square(1, 0, WHEAT, 0)
    assert harmony_open(k, 5) == (False, HOLE)                  # one empty square in the full box
    assert harmony_open(k2, 12) == (True, 0) and harmony_open(k2, 3)[0] is False   # too few dominoes


def test_the_pick_says_its_domino_the_turn_order_it_buys_and_its_best_spot():
    st = with_kingdom(placing_state(), FOREST_2_CROWNS, 3)
    kingdomino.apply(st, Place(3, 0, 0))
    free = [n for n, king in zip(st.next, st.next_kings) if king < 0]
    why = explain(st, "kingdomino", [Choose(free[0])])
    pick, order, best = why.reasons
    d = st.dominoes[free[0] - 1]
    assert pick.kind == "pick" and pick.values == {"number": d.number, "t1": d.t1, "t2": d.t2, "crowns": d.c1 + d.c2}
    slot = st.next.index(free[0])
    assert order.kind == "order" and order["first"] == order["last"] == slot + 1 and order["count"] == 4
    k = st.kingdoms[st.current_player()]
    bonuses = kingdomino.bonuses_of(st.config)
    gains = []
    for p in k.placements(d):
        trial = k.copy()
        trial.place(d, p)
        gains.append(scoring.total(trial, bonuses) - scoring.total(k, bonuses))
    assert best.kind == "pick_best" and best["points"] == max(gains)
    assert why.gain == 0                                         # a pick scores nothing now


def test_a_discard_is_explained_and_placements_left_count_down():
    st = placing_state()
    p = st.current_player()
    left = placements_left(st, p)
    assert left == 12 - 0                                        # 2 players: 12 dominoes each, none placed
    k = Kingdom(5)
    for y in range(-2, 3):                                       # full: nothing fits
        for x in range(-2, 3):
            if (x, y) != (0, 0):
                k.set_square(x, y, WHEAT, 0)
    st.kingdoms[p] = k
    why = explain(st, "kingdomino", [Discard()])
    assert why.reasons[0].kind == "discard" and why.reasons[0]["number"] == st.current_domino().number


def test_every_turn_of_every_game_is_explained_with_its_score_change():
    """Greedy games of each game: each turn's gain is the score change the rules give."""
    for game, players, variants in (("kingdomino", 2, ("middle_kingdom", "harmony")), ("queendomino", 3, ()),
                                    ("duel", 2, ()), ("royal_wedding", 6, ("teams",))):
        rules = rules_for(game)
        st = rules.new_game(GameConfig(game, players, variants), 4)
        player = make_player("greedy", game, 1)
        seen = set()
        while not rules.is_over(st):
            a = player.choose(st.copy())
            before, p = _score(game, st), st.current_player()
            why = explain(st, game, [a])
            rules.apply(st, a)
            assert why.player == p and why.gain == _score(game, st, p) - before[p], (game, a)
            seen.update(why.kinds())
        expected = {"kingdomino": {"join", "pick", "order", "bonus_kept"}, "queendomino": {"knight", "build", "pick"},
                    "duel": {"die", "join_arms", "spell_box"}, "royal_wedding": {"start", "pick"}}[game]
        assert expected <= seen, (game, seen)


def _score(game, st, p=None):
    if game == "duel":
        scores = [duel_total(m, st.domain[i]) for i, m in enumerate(st.maps)]
    elif game in ("queendomino", "royal_wedding"):
        scores = [house_sheet(st, st.house_of(i)).total for i in range(st.config.players)]
    else:
        scores = [scoring.total(k, kingdomino.bonuses_of(st.config), d) for k, d in zip(st.kingdoms, st.discards)]
    return scores if p is None else scores[p]


def test_queendomino_knights_and_buildings_give_their_coins_and_costs():
    rules = rules_for("queendomino")
    st = rules.new_game(GameConfig("queendomino", 2), 9)
    player = make_player("greedy", "queendomino", 2)
    found = set()
    while not rules.is_over(st) and len(found) < 2:
        for a in rules.legal_actions(st):
            if isinstance(a, (Knight, Build)) and type(a) not in found:
                trial = st.copy()
                h = trial.current_house()
                coins = trial.coins[h]
                rules.apply(trial, a)
                why = explain(st, "queendomino", [a])
                first = why.reasons[0]
                if isinstance(a, Knight):
                    assert first.kind == "knight" and first["coins"] == trial.coins[h] - coins > 0
                else:
                    assert first.kind == "build" and first["cost"] == coins - trial.coins[h]
                found.add(type(a))
        rules.apply(st, player.choose(st.copy()))
    assert found == {Knight, Build}


def test_a_duel_drawing_names_its_territories_and_points():
    rules = rules_for("duel")
    st = rules.new_game(GameConfig("duel", 2), 3)
    player = make_player("greedy", "duel", 1)
    for _ in range(12):                                          # into the game: maps with territories
        rules.apply(st, player.choose(st.copy()))
    while not any(isinstance(a, PlaceDomino) for a in rules.legal_actions(st)):
        rules.apply(st, player.choose(st.copy()))
    a = max((a for a in rules.legal_actions(st) if isinstance(a, PlaceDomino)),
            key=lambda a: explain(st, "duel", [a]).gain)
    p = st.current_player()
    why = explain(st, "duel", [a])
    trial = st.copy()
    rules.apply(trial, a)
    assert why.gain == duel_total(trial.maps[p], trial.domain[p]) - duel_total(st.maps[p], st.domain[p])
    parts = [r for r in why.reasons if r.kind.endswith("_arms")]
    assert why.gain > 0 and parts and sum(r["gained"] for r in parts) == why.gain


def test_the_last_turn_of_a_seat_starts_at_its_last_placement():
    actions = [Choose(1), Choose(2), Place(1, 0, 0), Choose(3), Place(0, 1, 1), Choose(4), Place(2, 0, 0)]
    actors = [0, 1, 1, 1, 1, 1, 0]
    assert last_turn(actions, actors, {1}) == (4, 6)             # the second of two turns in a row
    assert last_turn(actions, actors, {0}) == (6, 7)
    assert last_turn(actions[:2], actors[:2], {1}) == (1, 2)     # a first-round pick alone
    assert last_turn(actions, actors, {2}) is None


def test_the_last_turn_is_explained_on_the_state_before_it():
    cfg = GameConfig("kingdomino", 3)
    st = kingdomino.new_game(cfg, 5)
    player = make_player("greedy", "kingdomino", 2)
    actions, actors = [], []
    for _ in range(20):
        actors.append(st.current_player())
        actions.append(player.choose(st.copy()))
        kingdomino.apply(st, actions[-1])
    record = GameRecord(cfg, 5, actions)
    first, end = last_turn(actions, actors, {actors[-1]})
    assert explain_last_turn(record, actors, {actors[-1]}) == explain(replay(record, first), "kingdomino",
                                                                      actions[first:end])


@pytest.mark.parametrize("game", ["kingdomino", "duel"])
def test_a_hint_comes_with_the_explanation_of_its_move(game):
    rules = rules_for(game)
    st = rules.new_game(GameConfig(game, 2), 6)
    player = make_player("greedy", game, 1)
    for _ in range(12):
        rules.apply(st, player.choose(st.copy()))
    hint = suggest(st, game, 3)
    moves = [hint.action] + ([hint.then] if hint.then else [])
    assert hint.why == explain(st, game, moves)


def test_a_knight_kept_in_the_guard_says_what_it_would_have_brought_here():
    """The Royal Wedding's hard keeps a knight whose tax is small (tests/ai/queendomino/test_static.py);
    the explanation of a move that keeps it says so, with the most tax a knight would bring on
    the domino just placed."""
    from tests.ai.queendomino.test_static import knight_chances
    state, gain = next((s, g) for s, g in knight_chances("royal_wedding") if g < 8 and s.lines_left > 0)
    legal = rules_for("royal_wedding").legal_actions(state)
    knights = [a for a in legal if isinstance(a, Knight)]
    best = max(explain(state, "royal_wedding", [k]).reasons[0]["coins"] for k in knights)
    assert best == gain
    kept = explain(state, "royal_wedding", [next(a for a in legal if not isinstance(a, Knight))])
    assert kept.reasons[0].kind == "keep_knight" and kept.reasons[0]["coins"] == best
    assert "keep_knight" not in explain(state, "royal_wedding", knights[:1]).kinds()


def test_a_chosen_domain_bonus_gives_the_points_of_the_score_sheet():
    """Duel's domain bonus in words is the sheet's own: the territories of its coat of arms
    on the map as it is, each worth the bonus of the data."""
    rules = rules_for("duel")
    seen = 0
    for seed in range(1, 6):
        st = rules.new_game(GameConfig("duel", 2), seed)
        player = make_player("greedy", "duel", seed)
        while not rules.is_over(st):
            for a in rules.legal_actions(st):
                if isinstance(a, ChooseDomain):
                    p = st.current_player()
                    sheet = score_map(st.maps[p], a.arms)
                    reason = explain(st, "duel", [a]).reasons[0]
                    assert reason.kind == "domain" and reason["points"] == sheet.domain_bonus
                    assert reason["points"] == reason["territories"] * duel_components().domain_bonus_points
                    seen += 1
            rules.apply(st, player.choose(st.copy()))
    assert seen


def orders_by_brute_force(st, number: int) -> set[int]:
    """Every place in next round's order that picking `number` can end at: the kings still
    to choose this round after it tried on every set of free slots they may take."""
    from itertools import permutations
    slot = st.next.index(number)
    kings = [slot if n == number else i for i, (n, k) in enumerate(zip(st.next, st.next_kings)) if k >= 0 or n == number]
    free = [i for i, k in enumerate(st.next_kings) if k < 0 and i != slot]
    later = min(st.config.kings, len(st.next)) - len(kings)
    return {sorted(kings + list(taken)).index(slot) + 1 for taken in permutations(free, later)}


@pytest.mark.parametrize("variants, players", [(("wider_offer",), 2), (("wider_offer",), 3),
                                                (("mighty_duel", "wider_offer"), 2), ((), 4)])
def test_every_pick_names_the_places_in_next_rounds_order_it_can_end_at(variants, players):
    """Whole games with and without the Wider offer: each pick's "number first to last of count"
    is the smallest and largest place the kings still to choose can leave it, by brute force."""
    from game.ai.kingdomino.explain import order_range
    checked = turn = 0
    for seed in range(3):
        st = kingdomino.new_game(GameConfig("kingdomino", players, variants), seed)
        while st.phase != "over":
            actions = kingdomino.legal_actions(st)
            for a in actions:
                if isinstance(a, Choose) and st.next:
                    places = orders_by_brute_force(st, a.number)
                    first, last, count = order_range(st.next_kings, st.next.index(a.number), st.config.kings)
                    assert (first, last, count) == (min(places), max(places), min(st.config.kings, len(st.next)))
                    assert 1 <= first <= last <= count
                    checked += 1
            turn += 1
            kingdomino.apply(st, actions[(seed + turn * 7) % len(actions)])     # a varied game, the same each run
    assert checked > 100
