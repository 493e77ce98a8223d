"""Every lesson by id (the title's Learn to play menu, `main.py tutorial GAME`)."""
from __future__ import annotations

from game.rules.registry import FAMILY
from game.tutorial.duel import DUEL
from game.tutorial.kingdomino import KINGDOMINO, KRALOVSKA_ZAHRADA
from game.tutorial.lesson import Lesson
from game.tutorial.queendomino import QUEENDOMINO

LESSONS: dict[str, Lesson] = {lesson.id: lesson for lesson in (KINGDOMINO, KRALOVSKA_ZAHRADA, QUEENDOMINO, DUEL)}


def lesson_for(game: str) -> Lesson | None:
    """The lesson that teaches a game: its own, or else its family's (the Royal Wedding is
    taught by Queendomino's)."""
    return LESSONS.get(game) or LESSONS.get(FAMILY.get(game, ""))
