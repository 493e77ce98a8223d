"""The Kingdomino lesson, and the same lesson in Královská zahrada (its terrain names, its
first round by lot): two players, you and the computer, two kings each, three rounds on a
prepared deal. The texts are shared; each edition has its own deal and moves.

Kingdomino, seed 16: lines 17 24 35 41 | 8 10 36 45 | 18 19 28 32 | 9 12 27 40.
Královská zahrada, seed 2271: lines 16 25 33 41 | 9 30 32 48 | 12 23 35 37 | 5 29 36 45.
In both your first king chooses first, your kingdom grows eastwards from the castle until
it is five squares wide, and a lake of three squares and one crown shows the scoring.
"""
from __future__ import annotations

from game.i18n import N_
from game.rules.actions import Choose, Place
from game.tutorial.lesson import Lesson, Step

WRONG = {
    Choose: N_("In this lesson your king takes domino {number}: click it (ringed in gold)."),
    Place: N_("That spot is allowed, but this lesson builds on the gold outline: turn the domino "
              "until it matches the picture there, then click."),
}

# (text, what to ring, terrain fields) of each step, in order
TEXTS: tuple[tuple[str, tuple[str, ...], dict[str, str]], ...] = (
    (N_("Welcome! This is your kingdom, with your castle in the middle: you will lay dominoes "
        "around it. The computer builds its own kingdom beside yours. Whoever builds the richer "
        "kingdom wins."), ("castle", "opponent"), {}),
    (N_("Each domino has two squares of land, and some squares show crowns. Four dominoes are "
        "out, sorted by number. First, every king picks one."), ("next",), {}),
    (N_("With two players, each of you has two kings. Click domino {number} to put your first "
        "king on it: its {a} square has a crown."), (), {"a": "forest"}),
    (N_("The computer has taken a domino with two crowns. Now put your second king on domino "
        "{number}."), (), {}),
    (N_("Round 1. The chosen dominoes moved to This round, and a new line is out under Next "
        "round. Dominoes are played in number order, lowest first: the computer's went first, "
        "and now it is your turn."), ("current",), {}),
    (N_("Place domino {number} so that it touches your castle: the castle matches every terrain. "
        "The right mouse button, the wheel or R turns it; click when it lies on the gold "
        "outline."), (), {}),
    (N_("Your king moves on to the next line: click domino {number}. Its {a} can join the {a} "
        "you have just laid."), (), {"a": "wheat"}),
    (N_("Now lay domino {number} away from the castle. There a half must touch the same "
        "terrain: put its {a} against your {a}."), (), {"a": "forest"}),
    (N_("Take domino {number}. It has no crown, but its low number lets you play first in the "
        "next round: choosing weighs the order against the crowns."), (), {}),
    (N_("Round 2, and you play first. Lay domino {number} beside your {a}: squares of one "
        "terrain that touch each other make one territory."), (), {"a": "lake"}),
    (N_("Your {a} is now one territory. Count its squares ({squares}) and its crowns "
        "({crowns}): a territory scores squares × crowns, here {squares} × {crowns} = {points}. "
        "A territory without a crown scores nothing."), ("territory 2 1",), {"a": "lake"}),
    (N_("Take domino {number}: its {a} square has a crown. Crowns multiply: laid against your "
        "{a} later, it would make that territory worth far more."), (), {"a": "lake"}),
    (N_("Your kingdom is five squares wide now, from the castle to the {a}, and it may never "
        "grow beyond 5 × 5. Nothing fits left of the castle any more: lay domino {number} on "
        "the gold outline."), (), {"a": "lake"}),
    (N_("The last choice of the lesson: take domino {number}."), (), {}),
    (N_("That is the whole game: place, then choose, until the last line is placed. A domino "
        "that fits nowhere is discarded. The highest score wins. The lesson is over: play on "
        "against the computer, or leave."), ("scores",), {}),
)


def steps(moves) -> tuple[Step, ...]:
    """The shared texts with one edition's moves: (the person's, the computer's) per step."""
    return tuple(Step(text, expect, then, show, terms)
                 for (text, show, terms), (expect, then) in zip(TEXTS, moves, strict=True))


READ = ((), ())
KINGDOMINO = Lesson("kingdomino", "kingdomino", 16, steps((
    READ, READ,
    ((Choose(24),), (Choose(41),)),
    ((Choose(35),), (Choose(17), Place(1, 0, 0), Choose(45))),
    READ,
    ((Place(1, 0, 0),), ()),
    ((Choose(36),), ()),
    ((Place(2, 1, 2),), ()),
    ((Choose(8),), (Place(-1, 0, 2), Choose(10))),
    ((Place(3, 1, 0),), ()),
    READ,
    ((Choose(32),), (Place(-2, 1, 0), Choose(28))),
    ((Place(3, 0, 0),), ()),
    ((Choose(19),), (Place(0, -1, 2), Choose(18), Place(1, -1, 3), Choose(40))),
    READ)), wrong=WRONG)

KRALOVSKA_ZAHRADA = Lesson("kralovska_zahrada", "kralovska_zahrada", 2271, steps((
    READ, READ,
    ((Choose(25),), (Choose(41),)),
    ((Choose(33),), (Choose(16), Place(1, 0, 0), Choose(48))),
    READ,
    ((Place(1, 0, 0),), ()),
    ((Choose(30),), ()),
    ((Place(2, 1, 2),), ()),
    ((Choose(9),), (Place(-1, 0, 2), Choose(32))),
    ((Place(3, 1, 0),), ()),
    READ,
    ((Choose(35),), ()),
    ((Place(4, 0, 2),), ()),
    ((Choose(23),), (Place(0, 1, 0), Choose(37), Place(1, -1, 2), Choose(12), Place(2, 1, 1), Choose(45))),
    READ)), wrong=WRONG)

LESSONS = (KINGDOMINO, KRALOVSKA_ZAHRADA,)    # what this family registers (game/tutorial/lessons.py)
