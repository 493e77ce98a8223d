"""The bonus words of every explanation (the hint's and "Why?"'s) say the rules' own status
(game.rules.kingdomino.bonus_outlook, the one the table's panels show): whole seeded games of every
game and variant, each placement and discard explained and worded, and a discard says what
it costs."""
from __future__ import annotations

import re

import pytest

from game import i18n
from game.ai.explain import explain
from game.ai.reasons import Reason
from game.ai.registry import make_player
from game.app.explain_words import WORDS, headline, reason_text
from game.app.tables.kingdomino.reasons import OUT_OF_REACH
from game.app.ui.words import variant_name
from game.i18n import _
from game.rules.actions import Discard, Place
from game.rules.config import GameConfig
from game.rules.kingdomino import rules as kingdomino
from game.rules.kingdomino.bonus_outlook import ACHIEVED, DISCARDED, LOST, NO_ROOM, POSSIBLE, bonus_outlook
from game.rules.registry import rules_for

BONUSES = ("middle_kingdom", "harmony")
MIGHTY_WIDER = BONUSES + ("mighty_duel", "wider_offer")
BONUS_KINDS = {"bonus_done", "bonus_kept", "bonus_lost", "bonus_out"}
BONUS_IDS = {0: "middle_kingdom", 1: "harmony"}            # game.ai.kingdomino.explain's MIDDLE_KINGDOM, HARMONY


@pytest.fixture(autouse=True)
def english():
    i18n.use("en")
    yield
    i18n.use("en")


def turns(game: str, players: int, variants, seed: int, level: str):
    """Each placement or discard of one seeded game: (state before, action, state after)."""
    rules = rules_for(game)
    st = rules.new_game(GameConfig(game, players, variants), seed)
    driver = make_player(level, game, seed)
    while not rules.is_over(st):
        a = driver.choose(st.copy())
        before = st.copy()
        rules.apply(st, a)
        if isinstance(a, (Place, Discard)):
            yield before, a, st


def words_say(text: str, bonus: str, status: str, why: int, just_lost: bool, points: int) -> None:
    """The sentence names the bonus and its points and says the status (and why it is lost)."""
    assert variant_name(bonus) in text, text
    if status == ACHIEVED:
        assert text == f"{variant_name(bonus)} complete: +{points}"
    elif status == POSSIBLE:
        assert text == f"keeps {variant_name(bonus)} possible (+{points} at the end)"
    else:
        assert text.endswith(": " + _(OUT_OF_REACH[why])), text
        assert text.startswith("gives up" if just_lost else f"{variant_name(bonus)} is out of reach"), text
    for other in OUT_OF_REACH.values():
        if status != LOST or other != OUT_OF_REACH[why]:
            assert _(other) not in text, text


GAMES = [("kingdomino", 2, BONUSES, 1, "greedy"), ("kingdomino", 3, BONUSES, 2, "random"),
         ("kingdomino", 4, BONUSES, 3, "greedy"), ("kingdomino", 3, BONUSES + ("wider_offer",), 4, "greedy"),
         ("kingdomino", 2, BONUSES + ("mighty_duel",), 5, "greedy"), ("kingdomino", 2, MIGHTY_WIDER, 6, "greedy"),
         ("kingdomino", 2, MIGHTY_WIDER, 7, "random"), ("kingdomino", 2, ("harmony", "dynasty"), 8, "random"),
         ("kralovska_zahrada", 3, BONUSES, 9, "greedy"), ("kralovska_zahrada", 2, MIGHTY_WIDER, 10, "random"),
         ("kingdomino", 4, (), 11, "greedy"), ("queendomino", 3, (), 12, "greedy"), ("duel", 2, (), 13, "greedy"),
         ("royal_wedding", 6, ("teams",), 14, "greedy")]


@pytest.mark.parametrize("game, players, variants, seed, level", GAMES)
def test_every_explanations_bonus_words_say_the_rules_status(game, players, variants, seed, level):
    said = set()
    for before, action, after in turns(game, players, variants, seed, level):
        p = before.player_to_act() if hasattr(before, "player_to_act") else before.current_player()
        why = explain(before, game, [action])
        status, was = bonus_outlook(after, p), bonus_outlook(before, p)
        bonus_reasons = [r for r in why.reasons if r.kind in BONUS_KINDS]
        assert {BONUS_IDS[r["bonus"]] for r in bonus_reasons} == set(status)      # every bonus in play, no other
        for r in bonus_reasons:
            bonus = BONUS_IDS[r["bonus"]]
            now = status[bonus]
            just_lost = now.status == LOST and was[bonus].status != LOST
            assert r.kind == {ACHIEVED: "bonus_done", POSSIBLE: "bonus_kept"}.get(
                now.status, "bonus_lost" if just_lost else "bonus_out"), (bonus, now, r)
            points = getattr(kingdomino.bonuses_of(after.config), bonus)
            words_say(reason_text(None, r), bonus, now.status, now.why, just_lost, points)
            said.add((bonus, now.status))
    if variants == MIGHTY_WIDER:
        assert ("harmony", POSSIBLE) in said               # no longer "out of reach" from the first move
    if not {"middle_kingdom", "harmony"} & set(variants):
        assert not said


def discards(variants, seeds, players=2):
    """The discards of random players' games while Harmony was still possible."""
    for seed in seeds:
        for before, action, after in turns("kingdomino", players, variants, seed, "random"):
            p = before.player_to_act()
            if isinstance(action, Discard) and bonus_outlook(before, p)["harmony"].status == POSSIBLE:
                yield before, action, after, p


def test_a_discard_that_loses_no_discard_harmony_costs_its_points_now():
    """Mighty Duel + Wider offer: the score list counts Harmony while no domino is discarded,
    so the discard's headline is the 5 points it costs, and the reason says why."""
    found = next(discards(MIGHTY_WIDER, range(1, 40)), None)
    assert found is not None, "some random game discards"
    before, action, after, p = found
    why = explain(before, "kingdomino", [action])
    assert bonus_outlook(after, p)["harmony"].why == DISCARDED
    assert why.gain == -5 and headline(why.gain) == "−5 points now"
    texts = [reason_text(None, r) for r in why.reasons]
    assert texts[0] == f"domino {before.domino_to_place().number} fits nowhere: discarded"
    assert "gives up Harmony (+5): a domino was discarded" in texts


def test_a_discard_that_leaves_too_few_dominoes_gives_up_harmony_in_words():
    """Where Harmony is a full N×N, a discard leaves too few dominoes: the bonus it costs is named."""
    found = next(discards(BONUSES, range(1, 40), players=3), None)
    assert found is not None, "some random game discards"
    before, action, after, p = found
    texts = [reason_text(None, r) for r in explain(before, "kingdomino", [action]).reasons]
    assert bonus_outlook(after, p)["harmony"].why == NO_ROOM
    assert f"gives up Harmony (+5): {_(OUT_OF_REACH[NO_ROOM])}" in texts


class _Words:
    """The little of a session reason_text reads: terrain names."""
    config = GameConfig("kingdomino", 2)

    def terrain_name(self, t: int) -> str:
        return ["Wheat field", "Forest"][t]


def test_a_join_says_the_territory_before_and_after_and_what_the_new_squares_bring():
    from game.ai.reasons import territory_reason
    joined = territory_reason("", "terrain", 1, [(4, 2)], 6, 3)          # a Forest of 4 × 2 grows to 6 × 3
    text = reason_text(_Words(), joined)
    assert text.replace("\u00a0", " ") == ("+10: joins a Forest territory: 4 × 2 = 8 → 6 × 3 = 18 points; "
                                           "the new Forest squares bring 1 crown")
    plain = reason_text(_Words(), territory_reason("", "terrain", 1, [(4, 2)], 5, 2))
    assert "→ 5 × 2 = 10 points" in plain.replace("\u00a0", " ") and "bring" not in plain


def test_no_sentence_promises_a_crown_later_a_last_move_cannot_bring():
    from game.ai.reasons import territory_reason
    for parts, squares in (([], 2), ([(2, 0)], 3), ([(1, 0), (1, 0)], 3)):
        text = reason_text(_Words(), territory_reason("", "terrain", 0, parts, squares, 0))
        assert "yet" not in text and "without a crown" in text, text


def test_a_pick_that_scores_nowhere_says_so_without_a_promise():
    from game.ai.reasons import Reason
    kind = next(k for k, f in WORDS.items() if f.__name__ == "_pick_best")
    assert reason_text(_Words(), Reason(kind, {"points": 0})) == "it would score nothing anywhere in the kingdom now"


def test_czech_inflects_after_the_numbers():
    """Czech says "ze 4" and "se 3 korunkami": the counts reach the catalog (ngettext), so
    the preposition agrees with the number; English reads as before."""
    class Names:
        def terrain_name(self, t: int) -> str:
            return ("Les", "Pole")[t]

    order = Reason("order", {"first": 2, "last": 2, "count": 4})
    pick = Reason("pick", {"number": 40, "t1": 0, "t2": 1, "crowns": 3})
    assert reason_text(None, order) == "number 2 of 4 to place next round"
    i18n.use("cs")
    assert reason_text(None, order) == "v příštím kole na řadě jako 2. ze 4"
    assert reason_text(Names(), pick) == "vezme dílek 40: Les + Pole se 3 korunkami"
    assert reason_text(Names(), pick, hint=True) == "vezměte dílek 40: Les + Pole se 3 korunkami"


MASCULINE_ORDER = {"ru": r"первым|последним|-м\b", "pl": r"pierwszy|ostatni\b", "el": r"πρώτος|τελευταίος",
                   "de": r"Erster|Letzter", "fr": r"premier à|dernier à", "es": r"primero en|último en",
                   "it": r"primo a|ultimo a", "pt": r"primeiro a|último a"}


@pytest.mark.parametrize("code", sorted(MASCULINE_ORDER))
def test_the_turn_order_gives_the_mover_no_gender(code):
    """Next round's place in the order is said of the order, not of a player who would be
    a man ("ходит первым", "primo a posare"): the same words serve a hint and any mover."""
    i18n.use(code)
    for first, last in ((1, 1), (4, 4), (2, 2), (2, 3)):
        text = reason_text(None, Reason("order", {"first": first, "last": last, "count": 4}))
        assert not re.search(MASCULINE_ORDER[code], text), text
