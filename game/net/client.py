"""A headless player: it takes a remote seat of a table and plays it with a computer level.

The level decides on the public view the server sends, with the hidden parts (undrawn
order, the generator) sampled from the client's own generator (game/rules/hidden.py): it never
sees more than a player at the real table. Its generator and the level's are seeded by
the player's name and the position, so a client that drops and rejoins plays on exactly
as it would have. A lost connection, or a server that stops answering, is retried a bounded
number of times, waiting longer each time up to BACKOFF_CAP; a refusal is not retried.
"""
from __future__ import annotations

import asyncio
import ssl
from typing import Any, Callable

from game.ai.registry import make_player, player_names
from game.net.protocol import ProtocolError, check_to_act, encode
from game.net.seating import ANSWER_WITHIN, QUIET, Unproven, connect, listen, take_seat
from game.rules.actions import action_to_dict
from game.rules.config import GameConfig
from game.rules.registry import rules_for, sampled_state
from game.rules.rng import Rng

BACKOFF_CAP = 5.0        # seconds between two tries at most
NOT_SAVED_RETRY = 2.0    # seconds before a move the server could not keep (not_saved) is played again


class JoinRefused(Exception):
    """The server would not seat this player (wrong code, table full); its reason."""


def refusal_reason(msg: dict) -> str:
    """A server's error reason as one printable line."""
    return "".join(c if c.isprintable() else "?" for c in str(msg.get("reason"))[:200])


class SeatClient:
    def __init__(self, host: str, port: int, code: str, name: str, level: str, retries: int = 5,
                 backoff: float = 0.2, observe: Callable[["SeatClient", str, dict], None] | None = None,
                 within: float = ANSWER_WITHIN, quiet: float = QUIET, tls: ssl.SSLContext | None = None) -> None:
        self.host, self.port, self.code, self.name, self.level = host, port, code, name, level
        self.tls = tls                  # a TLS context: the server's certificate is checked
        self.retries, self.backoff, self.observe = retries, backoff, observe
        self.within, self.quiet = within, quiet        # deadlines: an answer, and silence before a ping
        self.seat = -1
        self.token = ""                 # the seat's secret, from the welcome: a rejoin needs it
        self.n = 0
        self.view: dict = {}
        self.writer: asyncio.StreamWriter | None = None
        self.thinking: asyncio.Task | None = None

    async def run(self) -> dict:
        """Play to the end of the game; the server's result line."""
        failures = 0
        while True:
            try:
                return await self._session()
            except (ConnectionError, OSError, asyncio.IncompleteReadError) as exc:
                failures += 1
                if failures > self.retries:
                    raise ConnectionError(f"lost the server {self.host}:{self.port}: {exc}") from None
                await asyncio.sleep(min(BACKOFF_CAP, self.backoff * failures))

    async def _session(self) -> dict:
        reader, writer = await connect(self.host, self.port, self.within, self.tls)
        self.writer = writer
        try:
            try:
                msg = await take_seat(reader, writer, self.code, self.name, self.token, -1, self.within)
            except Unproven as exc:
                raise JoinRefused(f"{exc} (its token was not sent)") from None
            if msg["type"] == "error":
                raise JoinRefused(refusal_reason(msg))
            if msg["type"] != "welcome":
                raise ProtocolError(f"the server answered the join with {msg['type'][:20]!r}")
            while True:
                if self.observe is not None:
                    self.observe(self, "received", msg)
                result = self._message(msg)
                if result is not None:
                    return result
                msg = await listen(reader, writer, self.quiet, self.within)
        finally:
            if self.thinking is not None:
                self.thinking.cancel()
            writer.close()

    def _message(self, msg: dict) -> dict | None:
        kind = msg["type"]
        if kind == "over":
            if not isinstance(msg.get("result"), dict):
                raise ProtocolError("over.result must be an object")
            return msg["result"]
        if kind == "welcome" and type(msg.get("seat")) is int:
            self.seat = msg["seat"]
            if isinstance(msg.get("token"), str) and msg["token"]:
                self.token = msg["token"]              # given once: a seat taken back keeps its own
            view = msg.get("view")
            config = view.get("config") if isinstance(view, dict) else None
            game = config.get("game") if isinstance(config, dict) else None
            if self.level not in player_names(str(game)):
                raise JoinRefused(f"{game} has no computer level {self.level!r}")
        if kind == "error" and msg.get("code") == "not_saved" and self.view:
            self.thinking = asyncio.get_running_loop().create_task(self._again(self.n))
        if kind in ("welcome", "update"):
            if type(msg.get("n")) is not int or not isinstance(msg.get("view"), dict):
                raise ProtocolError(f"{kind} needs n and view")
            self.n, self.view = msg["n"], msg["view"]
            self._think(check_to_act(msg) if "to_act" in msg else self.seat)
        return None

    def _think(self, to_act: int | None) -> None:
        """Start choosing when the view says it is this seat's turn (a newer view cancels it).
        The view is rebuilt into a state only when the server's to_act names this seat (or a
        server leaves it out): most updates are other seats' moves."""
        if self.thinking is not None:
            self.thinking.cancel()
            self.thinking = None
        if to_act != self.seat:
            return
        try:
            state = sampled_state(self.view, Rng.from_seed(f"{self.name}:{self.n}:sample"))
        except ValueError as exc:
            raise ProtocolError(f"the server sent a malformed view: {exc}") from None
        if rules_for(state.config.game).is_over(state) or state.current_player() != self.seat:
            return
        self.thinking = asyncio.get_running_loop().create_task(self._play(state, self.n))

    async def _again(self, n: int) -> None:
        """The server could not keep this seat's move (its disk full): the move again, a while
        later, unless the table moved on meanwhile."""
        await asyncio.sleep(NOT_SAVED_RETRY)
        self.thinking = None                     # this task: _think must not cancel it
        if self.n == n:
            self._think(self.seat)

    async def _play(self, state: Any, n: int) -> None:
        config: GameConfig = state.config
        player = make_player(self.level, config.game, f"{self.name}:{n}")
        action = await asyncio.to_thread(player.choose, state)
        if self.n == n and self.writer is not None and not self.writer.is_closing():
            msg = {"seat": self.seat, "n": n, "action": action_to_dict(action)}
            if self.observe is not None:
                self.observe(self, "sent", msg)
            self.writer.write(encode("act", **msg))
