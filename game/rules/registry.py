"""Which family serves which game id, and which rules module plays each family. Every
front end (CLI, UI, AI, saves) goes through this table: a game is described once, here
(its family) and in assets/data/games.json (its name, player counts and variants).

A family is the folder that serves its games in every layer: the rules
(game/rules/<family>), the computer players (game/ai/<family>) and the table
(game/app/tables/<family>) each register the family once, and look a game up by its
family, never by its id. A new edition of a family is one line in FAMILY (and its data);
a new family is one line in each layer's registry, pointing at its own folder.

A family's rules are one typed object (Rules, game/rules/family.py) its rules package
builds once: new_game, legal_actions, apply (its Outcome; IllegalAction, state unchanged),
is_over, results, fewest_actions, score_file and what is public of a state (public_view,
determinise, sampled_state). Its state provides current_player(), copy(), to_dict() and a
from_dict classmethod (the State protocol: what code that serves every game may read of a state).
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.rules import duel, queendomino
from game.rules.components import game_specs
from game.rules.config import GameConfig
from game.rules.family import AnyRules, State
from game.rules.kingdomino import rules as kingdomino
from game.rules.rng import Rng

__all__ = ["FAMILY", "FAMILY_RULES", "RULES", "Game", "State", "family_of", "games", "public_view",
           "rules_for", "sampled_state"]


# game id -> its family: the one place a game id is mapped to the folders that serve it
FAMILY: dict[str, str] = {
    "kingdomino": "kingdomino",
    "kralovska_zahrada": "kingdomino",
    "duel": "duel",
    "queendomino": "queendomino",
    "royal_wedding": "queendomino",
}
# family -> its rules (built once by the family's own folder or module under game/rules)
FAMILY_RULES: dict[str, AnyRules] = {rules.family: rules for rules in (kingdomino.RULES, queendomino.RULES, duel.RULES)}
RULES: dict[str, AnyRules] = {game: FAMILY_RULES[family] for game, family in FAMILY.items()}


@dataclass(frozen=True)
class Game:
    """A game as every layer knows it: its id, the family serving it and, from the data,
    its name, player counts and variants."""
    id: str
    family: str
    name: str
    players: tuple[int, ...]
    variants: tuple[str, ...]


def games() -> tuple[Game, ...]:
    """Every game, in FAMILY's order."""
    specs = game_specs()
    return tuple(Game(g, family, specs[g].name, tuple(sorted(int(n) for n in specs[g].setups)),
                      tuple(specs[g].variants)) for g, family in FAMILY.items())


def family_of(game: str) -> str:
    """The family that serves `game` (its folder in every layer); ValueError for an unknown game."""
    try:
        return FAMILY[game]
    except KeyError:
        raise ValueError(f"unknown game {game!r} (choose from {', '.join(sorted(FAMILY))})") from None


def rules_for(game: str) -> AnyRules:
    """The rules of the family that serves `game` (ValueError for an unknown game)."""
    return FAMILY_RULES[family_of(game)]


def public_view(state: State) -> dict[str, Any]:
    """What every seat sees of `state`, whichever game it is (game/rules/hidden.py)."""
    return rules_for(state.config.game).public_view(state)


def sampled_state(view: object, rng: Rng) -> Any:
    """A full state rebuilt from a public view of any game, the hidden parts drawn from
    `rng`. ValueError (with the reason) when the view is malformed."""
    config = GameConfig.from_dict(view.get("config") if isinstance(view, dict) else None)
    return rules_for(config.game).sampled_state(view, rng)
