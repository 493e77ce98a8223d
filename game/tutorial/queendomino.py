"""The Queendomino lesson: what Queendomino adds to Kingdomino, on a prepared deal. Two
players (two kings each, 7×7 kingdoms), the first round and its turns: a knight collects
tax, the Dragon burns a building, a town square takes the Travelling Castle, whose two
towers bring the Queen.

Seed 14 lets your first king choose first from 3 6 15 29 and puts the Travelling Castle in
the free slot of the builders board; the computer's dominoes come first in round 1, yours
(15, then 29) after them, and your 13 and 25 open round 2.
"""
from __future__ import annotations

from game.i18n import N_
from game.rules.actions import Choose, Place
from game.rules.queendomino.actions import Build, Dragon, Knight
from game.tutorial.lesson import Lesson, Step

WRONG = {
    Choose: N_("In this lesson your king takes domino {number}: click it (ringed in gold)."),
    Place: N_("That spot is allowed, but this lesson builds on the gold outline: turn the domino "
              "until it matches the picture there, then click."),
    Knight: N_("In this lesson the knight goes on the square ringed in gold."),
    Build: N_("In this lesson you buy the building ringed in gold and put it on the town square "
              "ringed in gold."),
    Dragon: N_("In this lesson the Dragon burns the building ringed in gold."),
}

STEPS = (
    Step(N_("Welcome to Queendomino! It is played like Kingdomino, with a new terrain: towns, "
            "where you build. You start with 7 coins and a knight in your guard (ringed: the "
            "houses and what they own)."),
         show=("castle", "scores")),
    Step(N_("This is the builders board: six buildings for sale, the cheapest on the right "
            "(free) and dearer to the left. Buildings bring towers, knights, crowns or points."),
         show=("builders",)),
    Step(N_("Each of you has two kings again. Your first king takes domino {number}: its {a} square "
            "has a crown."),
         expect=(Choose(15),), then=(Choose(6), Choose(3)), terms={"a": "forest"}),
    Step(N_("Your second king takes domino {number}. Its red square is a town: a building "
            "site."),
         expect=(Choose(29),), then=(Place(1, 0, 0), Choose(40), Place(-1, 0, 2), Choose(38))),
    Step(N_("Round 1: the computer has played its two dominoes. A turn now has up to five "
            "steps: A place, B send knights, C build, D bribe the Dragon, E choose. A and E "
            "you must do; B, C and D you may."),
         show=("steps",)),
    Step(N_("Step A, as in Kingdomino: place domino {number} against your castle."),
         expect=(Place(1, 0, 0),)),
    Step(N_("Step B, tax: click the {a} square you have just laid to send your knight there. "
            "A knight collects a coin for every square of its territory, here 1; larger "
            "territories pay more."),
         expect=(Knight(1, 0),), terms={"a": "forest"}),
    Step(N_("Step D, the Dragon: for 1 coin it burns a building of the board, so that nobody can "
            "buy it. Press Bribe the Dragon, then click this building: {building}."),
         expect=(Dragon(3),)),
    Step(N_("Step E: choose domino {number} of the next line. Your turn for this king is over."),
         expect=(Choose(13),)),
    Step(N_("Your second king's turn. Place domino {number} so that its town square lies below "
            "your castle."),
         expect=(Place(0, 1, 0),)),
    Step(N_("Step C, build: drag the free building, {building}, from the board onto your town "
            "square. It brings two towers."),
         expect=(Build(0, 0, 1),)),
    Step(N_("You have the most towers, so the Queen comes to you: your buildings cost 1 coin "
            "less, but you may not bribe the Dragon while she stays. At the end she counts as "
            "one more crown on your largest territory."),
         show=("queen",)),
    Step(N_("Step E: choose domino {number}, and the round is over."),
         expect=(Choose(25),)),
    Step(N_("At the end, every 3 coins score 1 point, territories (towns too) score squares × "
            "crowns, and buildings add their points. The lesson is over: play on against the "
            "computer, or leave."),
         show=("scores",)),
)

QUEENDOMINO = Lesson("queendomino", "queendomino", 14, STEPS, wrong=WRONG)

LESSONS = (QUEENDOMINO,)    # what this family registers (game/tutorial/lessons.py)
