"""The Kingdomino Duel lesson: dice instead of dominoes, crosses instead of crowns, the spell
book and the castle bonus, on a prepared deal (the dice's rolls come from the seed).

Seed 77 rolls two double dots without a cross in rounds 1 and 2, so the four boxes of Two
dice at once fill in two rounds; round 3 rolls quarters with two crosses and a "?", which
the spell takes together and the castle bonus crowns with a third cross.
"""
from __future__ import annotations

from game.i18n import N_
from game.rules.duel.actions import CastleBonus, Pick, PickTwo, PlaceDomino
from game.tutorial.lesson import Lesson, Step

QUARTERS = 4        # the coat of arms the "?" is drawn as (duel.json's order)

WRONG = {
    Pick: N_("In this lesson you take the die ringed in gold."),
    PickTwo: N_("In this lesson the spell takes the two dice ringed in gold."),
    PlaceDomino: N_("That is allowed, but this lesson draws on the squares ringed in gold: turn the "
                    "dice until they match, then click."),
    CastleBonus: N_("In this lesson the castle bonus goes on the die ringed in gold."),
}

STEPS = (
    Step(N_("Welcome to Kingdomino Duel! Each of you draws a kingdom on a map around a castle: "
            "yours on the left, the computer's on the right. Dice take the place of dominoes."),
         show=("map_0", "map_1")),
    Step(N_("Player A rolls the four dice. Each face shows a coat of arms, some with crosses, "
            "which count like crowns. A \"?\" is drawn as any coat of arms you like, without a "
            "cross."),
         show=("dice",)),
    Step(N_("You are player A this round: take one die first, the one showing {arms}."),
         expect=(Pick(2),), then=(Pick(0), Pick(1)), terms={"arms": "double_dot"}),
    Step(N_("The computer, player B, took two dice and the last one came to you. Join your two "
            "dice into a domino and draw it next to your castle. The right mouse button, the "
            "wheel or R turns it."),
         expect=(PlaceDomino(15, 16),), then=(PlaceDomino(18, 19), Pick(0))),
    Step(N_("The spell book: every coat of arms drawn without a cross ticks a box of its spell on "
            "your line. Your two squares of {arms} ticked two of the four boxes of {spell}."),
         show=("spell pick_two",), terms={"arms": "double_dot", "spell": "pick_two"}),
    Step(N_("Round 2: the computer is player A now and has taken a die. As player B you take "
            "two: click both dice showing {arms}."),
         expect=(Pick(2), Pick(3)), then=(PlaceDomino(11, 10),), terms={"arms": "double_dot"}),
    Step(N_("Draw them next to your squares of {arms}: away from the castle, a half must touch the "
            "same coat of arms."),
         expect=(PlaceDomino(8, 9),), terms={"arms": "double_dot"}),
    Step(N_("Your line of {spell} is full: the spell is yours, for one use. (Had the computer "
            "filled it first, yours would be struck out.)"),
         show=("spell pick_two",), terms={"spell": "pick_two"}),
    Step(N_("Round 3, you are player A again. Cast {spell}: press Use on its page of the book, "
            "then click the die showing {arms} with two crosses, and the \"?\"."),
         expect=(PickTwo(2, 3),), terms={"spell": "pick_two", "arms": "quarters"}),
    Step(N_("Once a game your castle adds a cross to one of your dice (that die then ticks no "
            "box). Press Castle +✕ under your die showing {arms}."),
         expect=(CastleBonus(2),), terms={"arms": "quarters"}),
    Step(N_("Choose {arms} for the \"?\" (ringed) and draw the domino to the right of your castle: "
            "2 squares × 3 crosses = 6 points."),
         expect=(PlaceDomino(18, 19, -1, QUARTERS),), then=(PlaceDomino(3, 4), Pick(1)),
         terms={"arms": "quarters"}),
    Step(N_("The game ends after the round in which a map is full or nobody could draw. "
            "Territories score squares × crosses; the highest total wins. The lesson is over: "
            "play on against the computer, or leave."),
         show=("map_0",)),
)

DUEL = Lesson("duel", "duel", 77, STEPS, wrong=WRONG)

LESSONS = (DUEL,)    # what this family registers (game/tutorial/lessons.py)
