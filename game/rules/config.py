"""Game configuration: which game, how many players, which variants, which rules version.

A config plus a seed determines a game's whole setup; everything derived from it
(line size, kingdom size, rounds) comes from games.json, not from code. The rules version
keeps a recorded game replaying as it was played after a rules correction.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from game.i18n import N_, Message, MessageError, elide
from game.rules.components import Domino, GameSpec, Setup, game_specs, tile_set

# The rules the model plays. A correction that changes how a recorded game replays raises it;
# the older behaviour stays for configs (saves) of an older version.
# 1: the first version.
# 2: Královská zahrada's first round goes clockwise from a first player drawn by lot;
#    Harmony is "no domino discarded" where the set-up cannot fill N×N (docs/rules.md).
RULES_VERSION = 2


class ConfigError(MessageError):
    """A configuration no game allows (unknown game, bad player count, clashing variants).
    Players meet it in a hand-edited save (Load shows it); ids stay as the file spells them."""


def _either(numbers: list[int]) -> object:
    """'2', '2 or 3', '2 or 3 or 4', with the 'or' in the player's language."""
    out: object = numbers[0]
    for n in numbers[1:]:
        out = Message(N_("{a} or {b}"), {"a": out, "b": n})
    return out


@dataclass(frozen=True)
class GameConfig:
    game: str = "kingdomino"
    players: int = 4
    variants: tuple[str, ...] = ()
    rules_version: int = RULES_VERSION

    def __post_init__(self) -> None:
        object.__setattr__(self, "variants", tuple(sorted(set(self.variants))))
        if type(self.rules_version) is not int or not 1 <= self.rules_version <= RULES_VERSION:
            raise ConfigError(N_("unknown rules version {version!r} (this game plays up to {newest})"),
                              version=self.rules_version, newest=RULES_VERSION)
        specs = game_specs()
        if self.game not in specs:
            raise ConfigError(N_("unknown game {game!r} (choose from {games})"), game=elide(self.game),
                              games=", ".join(sorted(specs)))
        spec = specs[self.game]
        name = Message(spec.name, context="game")
        if str(self.players) not in spec.setups:
            raise ConfigError(N_("{game} is for {counts} players, not {n}"), game=name,
                              counts=", ".join(sorted(spec.setups)), n=self.players)
        for v in self.variants:
            if v not in spec.variants:
                raise ConfigError(N_("unknown variant {variant!r} for {game} (choose from {variants})"), variant=elide(v),
                                  game=name, variants=", ".join(sorted(spec.variants)))
            allowed = spec.variants[v].get("players")
            if allowed and self.players not in allowed:
                raise ConfigError(N_("variant {variant} is for {counts} players"), variant=v, counts=_either(allowed))
        needs = spec.setups[str(self.players)].get("requires")
        if needs and needs not in self.variants:
            raise ConfigError(N_("{game} with {n} players needs the variant {variant}"), game=name, n=self.players,
                              variant=needs)

    @property
    def spec(self) -> GameSpec:
        return game_specs()[self.game]

    @cached_property
    def setup(self) -> Setup:
        """The player-count setup with every chosen variant's overrides applied."""
        s = dict(self.spec.setups[str(self.players)])
        for v in self.variants:
            override = self.spec.variants[v].get("setups", {}).get(str(self.players), {})
            deck = s["dominoes"]
            s.update(override)
            # combined variants draw from the largest deck any of them asks for
            # (Mighty Duel's "all 48" wins over Wider offer's 30)
            s["dominoes"] = max(deck, s["dominoes"])
        return Setup(s["dominoes"], s["kings_each"], s["size"], s["line"])

    @cached_property
    def tiles(self) -> tuple[Domino, ...]:
        """The game's domino set, index = number - 1."""
        return tile_set(self.spec.tiles)

    @property
    def kings(self) -> int:
        return self.players * self.setup.kings_each

    @property
    def rounds(self) -> int:
        return self.setup.dominoes // self.setup.line

    @property
    def team_size(self) -> int:
        """Seats per side: partners of the Royal Wedding's teams share one; else 1."""
        return self.spec.team_size(self.variants)

    @property
    def games_in_match(self) -> int:
        return self.spec.variants["dynasty"]["games"] if "dynasty" in self.variants else 1

    def to_dict(self) -> dict:
        return {"game": self.game, "players": self.players, "variants": list(self.variants),
                "rules_version": self.rules_version}

    @classmethod
    def from_dict(cls, d: object) -> "GameConfig":
        """A config from its dict; without a rules version it plays the newest rules (saves
        of an older version get theirs from the save upgrader)."""
        if not isinstance(d, dict):
            raise ConfigError(N_("config must be an object"))
        try:
            return cls(str(d["game"]), int(d["players"]), tuple(str(v) for v in d.get("variants", ())),
                       d.get("rules_version", RULES_VERSION))
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, ConfigError):
                raise
            raise ConfigError(N_("config is malformed: {reason}"), reason=exc) from exc
