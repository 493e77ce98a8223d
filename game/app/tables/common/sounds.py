"""What a move sounds like at every table, in one place: the effect of each action type
(people's and computers' moves alike), and what the move changed on the way — coins
that changed hands, a round that ended, a game that was won."""
from __future__ import annotations

from dataclasses import dataclass

from game.rules.actions import Choose, Discard, Place
from game.rules.duel import actions as duel
from game.rules.queendomino.actions import Build, Dragon, Knight
from game.rules.state import PHASE_INTERLUDE, PHASE_OVER

ACTION_SOUNDS: dict[type, str] = {
    Choose: "pick", Place: "place", Discard: "discard",                                    # every game
    Knight: "knight", Build: "build", Dragon: "dragon",                                     # Queendomino
    duel.Pick: "pick", duel.PlaceDomino: "place", duel.PlaceDie: "place", duel.Pass: "discard",   # Duel
    duel.PickTwo: "spell", duel.SetFace: "spell", duel.IgnoreConnection: "spell", duel.SplitDice: "spell",
    duel.ChooseDomain: "spell", duel.AddCross: "spell", duel.CastleBonus: "spell",
}


@dataclass(frozen=True)
class Moment:
    """What a move may change that is heard besides the move itself."""
    round: int
    over: bool              # a game ended (Dynasty's games between those of a match too)
    coins: tuple[int, ...]

    @classmethod
    def of(cls, state) -> "Moment":
        return cls(state.round, state.phase in (PHASE_OVER, PHASE_INTERLUDE),    # "over" in every game
                   tuple(getattr(state, "coins", ())))                          # Queendomino's purses


def heard(before: Moment, after: Moment, action, round_sound: str | None = "round") -> list[str]:
    """The effects a legal action plays: its own, coins when they changed hands, then the
    fanfare when a game was won or `round_sound` when a round ended."""
    names = [ACTION_SOUNDS[type(action)]] if type(action) in ACTION_SOUNDS else []
    if after.coins != before.coins:
        names.append("coins")
    if after.over and not before.over:
        names.append("winner")
    elif after.round != before.round and round_sound and round_sound not in names:
        names.append(round_sound)
    return names
