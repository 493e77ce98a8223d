"""The table protocol: one JSON object per line, each with the protocol version `v`.

Everything received is data: parsed with strict_json, checked against the schema of its
type, never executed or unpickled. A line longer than MAX_LINE is refused unread.

A seat's secret token travels once, in the welcome that first gives the seat. Taking the
seat back proves knowledge of it without sending it, the server first: a server that does not
hold the table (anyone may announce its code on the local network) learns nothing and moves
nothing. Each side answers with seat_proof: an HMAC keyed by the token's hash (seat_key: all
the server keeps of it) over its side, the
table, the seat's name and both sides' fresh nonces.

Client to server:
  hello {code, name, nonce}           about to take back a held seat: the server proves it holds it
  join  {code, name, proof?, since?}  take a free remote seat of the table, or (proof: the client's
                                      answer to the challenge) take a held one back; since =
                                      actions seen: the welcome then starts there (at most
                                      HISTORY back) and the updates missed follow, for the log
  act   {seat, n, action}             play for an own seat; n = actions seen so far
  hand  {seat, level}                 let a computer level play an own seat for now ("" takes it back),
                                      or a dropped player's once its hand_in is 0 (game.net.stand_ins)
  watch {code, name?}                 follow the table as a spectator: the public view only
  ping  {}                            the server answers pong (is the connection alive?)
  tables {}                           (serve --lobby) the open public tables ...
  create {table, public}              ... and a new table (GAME:PLAYERS:SEATS[:VARIANTS]); public: listed
Server to client:
  challenge {nonce, proof}            the server's nonce and its answer to the hello
  welcome {seat, token, seats, watchers, n, now, view, to_act}  the seat taken, its secret token ("" when
                                      taken back: the client has it), the table as it
                                      stood after n actions; now = actions played (the updates
                                      n+1 … now follow: a rejoin catches up on them); to_act = the
                                      seat whose move the view waits for (null: nobody's)
  played  {n, by, action}             a spectator's catch-up: each action before it came, in order ...
  watching {seats, watchers, n, view} ... then the table as it stands; updates follow
  update  {n, by, action, view, to_act}  every applied action (by: the seat, or null; to_act as in
                                      the welcome). A client reads to_act only as a hint that it
                                      need not look at the view: an older server of this version
                                      leaves it out, and before playing the client checks the view
  seats   {seats, watchers}           who sits where, who is connected, who plays a dropped seat
                                      (a dropped seat nobody plays: hand_in, the seconds until the
                                      others may hand it to a computer);
                                      the spectators' names (watchers, in every message that has it)
  over    {result}                    the game's result line (simulate's format)
  error   {reason, code, result?}     a refused message: the English reason and one of REFUSALS,
                                      which a window words itself (game_over, to a join, hello or
                                      watch of a game that ended, brings its result line); the connection stays open,
                                      but for server_busy (no room) and dropped (a limit broken
                                      or a message malformed), which the server hangs up after;
                                      not_saved: the server could not keep the change (its disk
                                      or database refused), so nothing of it happened
  pong    {}
  listing {tables, more}              the open public tables: code, game, players, variants, seats,
                                      waiting (the names there), free (remote seats); at most
                                      LISTED of them (more: how many others are open)
  created {code}                      the new table's code
"""
from __future__ import annotations

import hashlib
import hmac
import json
import re
import secrets
from typing import Any

from game.files import strict_json
from game.net.join_code import plain
from game.rules.actions import Action, IllegalAction, action_from_dict

VERSION = 3          # 3: the proofs are keyed by the token's hash (seat_key), which is all a server keeps
MAX_LINE = 64 * 1024
CODE = re.compile(r"[A-Za-z0-9_-]{8,64}")         # a table code, a seat token, a nonce
PROOF = re.compile(r"[0-9a-f]{64}")
KEY = PROOF                                        # a seat key: sha256, in hex
NAME_CHARS = 40       # a player's or a spectator's name, at most
ECHO_CHARS = 80       # any text of a client's or a command line's that a message or a line repeats, at most
HISTORY = 40          # missed actions a rejoin is shown again at most
REFUSALS = ("already_seated", "no_table", "token_needed", "table_full", "join_first", "not_your_seat",
            "not_your_turn", "illegal", "unknown_level", "not_held",
            "bad_table", "no_more_tables", "server_busy", "dropped", "game_over", "not_saved", "not_away",
            "not_yet")


class ProtocolError(ValueError):
    """A message that breaks the protocol; the connection that sent it is dropped."""


def echoed(text: str) -> str:
    """A text someone sent, as a refusal or a log line repeats it: quoted, at most ECHO_CHARS
    characters of it (a 120 KB table text is not sent back whole)."""
    if len(text) <= ECHO_CHARS:
        return repr(text)
    return f"{text[:ECHO_CHARS]!r}… ({len(text)} characters)"


def seat_key(token: str) -> str:
    """What a server keeps of a seat's token: its hash, which keys the proofs of both sides
    (the token itself stays with its player; a copy of the server's database shows none)."""
    return hashlib.sha256(b"kingdomino-family seat key\n" + token.encode("utf-8")).hexdigest()


def encode(kind: str, **fields: Any) -> bytes:
    return json.dumps({"v": VERSION, "type": kind, **fields}, separators=(",", ":")).encode("utf-8") + b"\n"


def decode(line: bytes) -> dict[str, Any]:
    """One received line as a message dict with its version and type checked."""
    if len(line) > MAX_LINE:
        raise ProtocolError(f"line longer than {MAX_LINE} bytes")
    try:
        msg = strict_json(line.decode("utf-8"))
    except (UnicodeDecodeError, ValueError) as exc:
        raise ProtocolError(f"not a JSON line: {str(exc)[:80]}") from None
    if not isinstance(msg, dict):
        raise ProtocolError("a message must be a JSON object")
    if msg.get("v") != VERSION or type(msg.get("v")) is not int:
        raise ProtocolError(f"protocol version {str(msg.get('v'))[:20]!r} (this side speaks {VERSION})")
    if not isinstance(msg.get("type"), str):
        raise ProtocolError("a message needs a type")
    return msg


def _int(msg: dict[str, Any], key: str, low: int, high: int) -> int:
    v = msg.get(key)
    if type(v) is not int or not low <= v <= high:
        raise ProtocolError(f"{msg['type']}.{key} must be an integer from {low} to {high}")
    return v


def new_nonce() -> str:
    return secrets.token_urlsafe(16)


def seat_proof(key: str, side: str, code: str, name: str, nonce: str, server_nonce: str) -> str:
    """One side's answer ("server" or "client": neither can be replayed as the other's), keyed
    by the seat's key (seat_key of its token)."""
    text = "\n".join((side, code, name, nonce, server_nonce))
    return hmac.new(key.encode("utf-8"), text.encode("utf-8"), hashlib.sha256).hexdigest()


def _seat_claim(msg: dict[str, Any]) -> tuple[str, str]:
    """(code, name) of a hello or a join."""
    code, name = msg.get("code"), msg.get("name")
    if not isinstance(code, str) or not CODE.fullmatch(code := plain(code)):
        raise ProtocolError(f"{msg['type']}.code must be a table code")
    if not isinstance(name, str) or not 1 <= len(name) <= NAME_CHARS or not name.isprintable() or name != name.strip():
        raise ProtocolError(f"{msg['type']}.name must be 1 to {NAME_CHARS} printable characters")
    return code, name


def check_join(msg: dict[str, Any]) -> tuple[str, str, str]:
    """(code, name, proof) of a join message ("" when it brings no proof)."""
    proof = msg.get("proof", "")
    if not isinstance(proof, str) or proof and not PROOF.fullmatch(proof):
        raise ProtocolError("join.proof must be a seat proof")
    return (*_seat_claim(msg), proof)


def check_watch(msg: dict[str, Any]) -> tuple[str, str]:
    """(code, name) of a watch message (name "" when it brings none)."""
    code, name = msg.get("code"), msg.get("name", "")
    if not isinstance(code, str) or not CODE.fullmatch(code):
        raise ProtocolError("watch.code must be a table code")
    if not isinstance(name, str) or len(name) > NAME_CHARS or not name.isprintable():
        raise ProtocolError(f"watch.name must be at most {NAME_CHARS} printable characters")
    return code, name


def check_hello(msg: dict[str, Any]) -> tuple[str, str, str]:
    """(code, name, nonce) of a hello message."""
    nonce = msg.get("nonce")
    if not isinstance(nonce, str) or not CODE.fullmatch(nonce):
        raise ProtocolError("hello.nonce must be a nonce")
    return (*_seat_claim(msg), nonce)


def check_challenge(msg: dict[str, Any]) -> tuple[str, str]:
    """(nonce, proof) of the server's challenge."""
    nonce, proof = msg.get("nonce"), msg.get("proof")
    if msg["type"] != "challenge" or not isinstance(nonce, str) or not CODE.fullmatch(nonce) \
            or not isinstance(proof, str) or not PROOF.fullmatch(proof):
        raise ProtocolError("the server did not answer the hello with a challenge")
    return nonce, proof


def check_since(msg: dict[str, Any]) -> int:
    """A join's `since`: the actions its window has seen, -1 when it brings none."""
    since = msg.get("since", -1)
    if type(since) is not int or not -1 <= since <= 1 << 20:
        raise ProtocolError("join.since must be an integer from -1")
    return since


def check_to_act(msg: dict[str, Any]) -> int | None:
    """The seat a welcome's or an update's view waits for (None: nobody's); the caller first
    asks whether the message has a to_act at all."""
    to_act = msg.get("to_act")
    if to_act is None:
        return None
    return _int(msg, "to_act", 0, 63)


def check_act(msg: dict[str, Any]) -> tuple[int, int, Action]:
    """(seat, n, action) of an act message; the rules decide later whether the action is legal."""
    seat, n = _int(msg, "seat", 0, 63), _int(msg, "n", 0, 1 << 20)
    try:
        action = action_from_dict(msg.get("action"))
    except IllegalAction as exc:
        raise ProtocolError(f"act.action: {str(exc)[:80]}") from None
    return seat, n, action


def check_hand(msg: dict[str, Any]) -> tuple[int, str]:
    """(seat, level) of a hand message; level "" takes the seat back (the server knows the levels)."""
    seat, level = _int(msg, "seat", 0, 63), msg.get("level")
    if not isinstance(level, str) or len(level) > 20:
        raise ProtocolError("hand.level must be a computer level's name or empty")
    return seat, level

