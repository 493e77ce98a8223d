"""`saves verify FILE…` and `resume FILE --autoplay` (docs/commands.md, Saves).

Both open files with saves.load_checked, so a file `verify` calls ok is one `resume`
finishes, and a file `resume` refuses is one `verify` reports (exit 2 either way)."""
from __future__ import annotations

import json
from pathlib import Path

from game import saves
from game.ai.registry import make_player
from game.cli.args import Parser
from game.cli.errors import UsageError, shown
from game.cli.simulate import finish, kept_match, summarise
from game.rules.rng import Rng


def verify_main(argv: list[str]) -> int:
    parser = Parser(prog="saves", description="Check saved games.")
    parser.add_argument("action", choices=["verify"], help="verify: replay each file's moves through the rules")
    parser.add_argument("files", nargs="+", help="saved games")
    args = parser.parse_args(argv)
    status = 0
    for name in args.files:
        try:
            saves.load_checked(Path(name))
            print(f"{shown(name)}: ok")
        except saves.SaveError as exc:
            print(f"{shown(name)}: {exc}")
            status = 2
    return status


def resume_main(argv: list[str]) -> int:
    parser = Parser(prog="resume", description="Finish a saved game with computer players.")
    parser.add_argument("file", help="a saved game")
    parser.add_argument("--autoplay", action="store_true", required=True,
                        help="computer players play every seat (a human seat: greedy)")
    args = parser.parse_args(argv)
    try:
        loaded = saves.load_checked(Path(args.file))
    except saves.SaveError as exc:
        raise UsageError(f"{shown(args.file)}: {exc}") from None
    saved = loaded.saved
    record = saved.record
    agents = tuple("greedy" if s.agent == "human" else s.agent for s in saved.seats)
    players = [make_player(a, record.config.game, f"{record.seed}:{i}", seats=agents) for i, a in enumerate(agents)]
    for p, seat in zip(players, saved.seats):
        if seat.rng is not None and hasattr(p, "rng"):
            p.rng = Rng(int(seat.rng, 16))
    match = kept_match(record.config, record.seed, agents, players)
    match.replay_to(record.actions)
    line = finish(match)
    print(json.dumps(line))
    print(json.dumps({"summary": summarise([line])}))
    return 0
