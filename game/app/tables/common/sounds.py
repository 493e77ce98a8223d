"""What a move sounds like at every table, in one place: the effect of each action type
(people's and computers' moves alike), and what the move changed on the way — coins
that changed hands, a round that ended, a game that was won — as the rules' `apply`
said in its outcome."""
from __future__ import annotations

from game.rules.actions import Choose, Discard, Place
from game.rules.duel import actions as duel
from game.rules.outcome import Outcome
from game.rules.queendomino.actions import Build, Dragon, Knight

ACTION_SOUNDS: dict[type, str] = {
    Choose: "pick", Place: "place", Discard: "discard",                                    # every game
    Knight: "knight", Build: "build", Dragon: "dragon",                                     # Queendomino
    duel.Pick: "pick", duel.PlaceDomino: "place", duel.PlaceDie: "place", duel.Pass: "discard",   # Duel
    duel.PickTwo: "spell", duel.SetFace: "spell", duel.IgnoreConnection: "spell", duel.SplitDice: "spell",
    duel.ChooseDomain: "spell", duel.AddCross: "spell", duel.CastleBonus: "spell",
}


def heard(outcome: Outcome, action, round_sound: str | None = "round") -> list[str]:
    """The effects a legal action plays, from the outcome its `apply` returned: its own,
    coins when they changed hands, then the fanfare when a game was won or `round_sound`
    when a round ended."""
    names = [ACTION_SOUNDS[type(action)]] if type(action) in ACTION_SOUNDS else []
    if any(getattr(outcome, "coins", ())):
        names.append("coins")
    if outcome.game_ended:
        names.append("winner")
    elif outcome.new_round and round_sound and round_sound not in names:
        names.append(round_sound)
    return names
