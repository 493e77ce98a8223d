"""Computer players think on a worker thread so the window never freezes.

The play scene hands over a *copy* of the state; the answer comes back tagged with the
request's token, so an answer for a game that moved on (or was left) is dropped.
"""
from __future__ import annotations

import queue
import threading
from dataclasses import dataclass

import pygame

from .app import AI_DONE


@dataclass(frozen=True)
class Answer:
    token: int
    action: object | None
    error: str | None = None


class AIWorker:
    def __init__(self) -> None:
        self._jobs: queue.Queue = queue.Queue()
        self._answers: queue.Queue = queue.Queue()
        self._thread = threading.Thread(target=self._run, name="ai-worker", daemon=True)
        self._thread.start()

    def request(self, token: int, player, state) -> None:
        """Ask `player` for its move in `state` (a copy the UI will not touch)."""
        self._jobs.put((token, player, state))

    def poll(self) -> Answer | None:
        try:
            return self._answers.get_nowait()
        except queue.Empty:
            return None

    def wait(self, timeout: float = 10.0) -> Answer | None:
        """Block for the next answer (tests and headless tools)."""
        try:
            return self._answers.get(timeout=timeout)
        except queue.Empty:
            return None

    def close(self) -> None:
        self._jobs.put(None)

    def _run(self) -> None:
        while True:
            job = self._jobs.get()
            if job is None:
                return
            token, player, state = job
            try:
                answer = Answer(token, player.choose(state))
            except Exception as exc:  # noqa: BLE001 - reported to the table, not a crash
                answer = Answer(token, None, f"{type(exc).__name__}: {exc}")
            self._answers.put(answer)
            try:
                if pygame.display.get_init():
                    pygame.event.post(pygame.event.Event(AI_DONE, token=token))
            except pygame.error:
                pass
