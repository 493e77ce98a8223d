"""The judgement's figures for "Why?": the turn a computer took, judged in the AI worker by
the function the Hint and the review judge with (game.ai.hint.verdict), so all three show the
same figures for the same position and budget. Asked while a person is to act (the worker is
free then), shown once it has come, kept per turn."""
from __future__ import annotations

from game.ai.hint import Verdict, VerdictPlayer
from game.app.ai_worker import AIWorker
from game.app.explain_words import decimal, expected
from game.i18n import _
from game.rules.replay import GameRecord, replay

Key = tuple[int, int]       # (actions seen, seat): the turn explained


class Verdicts:
    """The verdicts asked for and come, by turn."""

    def __init__(self) -> None:
        self.come: dict[Key, Verdict | None] = {}
        self.asked: tuple[int, Key] | None = None       # (the worker's token, the turn) being judged

    def ask(self, table, key: Key, span: tuple[int, int]) -> None:
        """Ask the table's worker to judge the turn `span` of its record (once per turn)."""
        if key in self.come or (self.asked and self.asked[1] == key) or table.worker is None:
            return
        s = table.session
        first, end = span
        state = replay(GameRecord(s.config, s.seed, list(s.actions)), first)
        table.token += 1
        self.asked = (table.token, key)
        table.worker.request(table.token, VerdictPlayer(s.config.game, s.actions[first:end]), state)

    def answered(self, answer) -> None:
        """An answer of the worker that was not the hint's: the verdict asked for, if it is."""
        if self.asked and answer.token == self.asked[0]:
            self.come[self.asked[1]] = answer.action if isinstance(answer.action, Verdict) else None
            self.asked = None

    def forget_asking(self, worker: AIWorker | None) -> None:
        """A person moved: the question still being worked out is withdrawn."""
        if self.asked and worker is not None:
            worker.withdraw(self.asked[0])
        self.asked = None

    def words(self, key: Key) -> str:
        """The figures of the turn once worked out ("" until then, and when it held no choice)."""
        if key not in self.come:
            return ""
        v = self.come[key]
        if v is None:
            return ""
        if v.loss <= 0:                     # as the Hint's figures; a better move found said beside them
            return expected(v.margin, v.points)
        return f"{expected(v.margin, v.points)}. " + _("The expert found a better move: +{loss} margin").format(
            loss=decimal(v.loss))
