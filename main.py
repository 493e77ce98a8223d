"""Kingdomino family: `python main.py` opens the game; sub-commands work headless (docs/commands.md)."""
from __future__ import annotations

import sys


def main(argv: list[str]) -> int:
    from game.rules.components import validate_all
    validate_all()  # a broken data file stops here with its reason, not mid-game
    if not argv:
        from game.app.run import run_app
        return run_app([])
    command, rest = argv[0], argv[1:]
    if command == "score":
        from game.cli.score import main as run
    elif command == "simulate":
        from game.cli.simulate import main as run
    elif command == "bench":
        from game.cli.bench import main as run
    elif command == "saves":
        from game.cli.saves_cmd import verify_main as run
    elif command == "resume":
        from game.cli.saves_cmd import resume_main as run
    elif command == "languages":
        from game.cli.languages import main as run
    elif command == "demo":
        from game.app.demo import main as run
    elif command == "tutorial":
        from game.app.tutorial.autoplay import main as run
    elif command.startswith("-"):
        from game.app.run import run_app
        return run_app(argv)
    else:
        print(f"error: unknown command {command!r} (use score, simulate, bench, saves, resume, demo, tutorial, languages, "
              "or no command to open the game)", file=sys.stderr)
        return 2
    return run(rest)


if __name__ == "__main__":
    from game.cli.errors import guarded
    sys.exit(guarded(main, sys.argv[1:]))
