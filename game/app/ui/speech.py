"""Reading moves aloud with espeak-ng, where it is installed.

Each sentence is spoken by its own espeak-ng process, the text passed on standard
input (a player's name can never be taken for an option). Nothing here waits: `say`
queues, `pump` (called every frame) starts the next sentence once the last one has
finished, so voices never overlap and the table never stalls.
"""
from __future__ import annotations

import shutil
import subprocess

from game import i18n

PROGRAM = "espeak-ng"


def program() -> str | None:
    """The espeak-ng executable on PATH, or None."""
    return shutil.which(PROGRAM)


def command(exe: str, language: str) -> list[str]:
    """The command line for one sentence in `language` (an espeak-ng voice of that name)."""
    return [exe, "-v", language, "--stdin"]


class Speaker:
    def __init__(self) -> None:
        self.queue: list[str] = []
        self.process: subprocess.Popen | None = None
        self.error = ""

    def say(self, text: str) -> None:
        self.queue.append(text)
        self.pump()

    def busy(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def pump(self) -> None:
        """Start the next sentence when the previous one has ended."""
        if not self.queue or self.busy():
            return
        exe = program()
        if exe is None:
            self.queue.clear()
            return
        text = self.queue.pop(0)
        try:
            self.process = subprocess.Popen(command(exe, i18n.current()), stdin=subprocess.PIPE,
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            stdin = self.process.stdin
            assert stdin is not None   # stdin=PIPE
            stdin.write(text.encode("utf-8"))
            stdin.close()
        except OSError as exc:
            self.error = f"{PROGRAM}: {exc.strerror or exc}"
            self.queue.clear()

    def stop(self) -> None:
        self.queue.clear()
        if self.process is not None and self.busy():
            self.process.terminate()
