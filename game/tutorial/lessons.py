"""Every lesson by id (the title's Learn to play menu, `main.py tutorial GAME`).

Each family's lessons are its own module (game/tutorial/<family>.py, its LESSONS), imported
by name here (the standalone build lists them, packaging/kingdomino-family.spec), so a new
family's lessons are its module alone.
"""
from __future__ import annotations

from importlib import import_module

from game.rules.registry import FAMILY, FAMILY_RULES
from game.tutorial.lesson import Lesson

# the module holding each family's lessons (its LESSONS: the family's own games' lessons)
MODULE = "game.tutorial.{family}"


def registered() -> tuple[Lesson, ...]:
    """Every family's lessons, in the rules registry's family order."""
    return tuple(lesson for family in FAMILY_RULES for lesson in import_module(MODULE.format(family=family)).LESSONS)


LESSONS: dict[str, Lesson] = {lesson.id: lesson for lesson in registered()}


def lesson_for(game: str) -> Lesson | None:
    """The lesson that teaches a game: its own, or else its family's (the Royal Wedding is
    taught by Queendomino's)."""
    return LESSONS.get(game) or LESSONS.get(FAMILY.get(game, ""))
