"""Load and validate the data files in assets/data/ (never hard-code a component).

Loading happens once per process; everything returned is immutable, so the rules
model, the AI and the UI can share it freely.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from typing import Any, Iterable

from game.resources import assets_dir

DATA_DIR = assets_dir() / "data"


class DataError(ValueError):
    """A data file is missing, malformed or contradicts its own totals."""


@dataclass(frozen=True, slots=True)
class Terrain:
    index: int
    id: str
    letter: str
    name_en: str
    name_kralovska_zahrada: str | None


@dataclass(frozen=True, slots=True)
class Domino:
    """A domino: number on the back, two halves of (terrain index, crowns)."""
    number: int
    t1: int
    c1: int
    t2: int
    c2: int

    @property
    def symmetric(self) -> bool:
        """Both halves identical: swapping them gives the same kingdom."""
        return self.t1 == self.t2 and self.c1 == self.c2


@dataclass(frozen=True, slots=True)
class Setup:
    dominoes: int
    kings_each: int
    size: int
    line: int


@dataclass(frozen=True, slots=True)
class GameSpec:
    """One entry of games.json: a Kingdomino-family game and its setup tables."""
    id: str
    name: str
    tiles: str
    terrain_names: str
    first_round: str
    setups: dict[str, dict[str, Any]]   # per player count: numbers, and "requires" (a variant id)
    variants: dict[str, dict[str, Any]]

    def team_size(self, variants: Iterable[str]) -> int:
        """Seats that share one side (a kingdom, a purse) with these variants: 1 without teams."""
        team = self.variants.get("teams") if "teams" in variants else None
        return team.get("team_size", 1) if team else 1


def _read(name: str) -> dict:
    path = DATA_DIR / name
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError as exc:
        raise DataError(f"data file missing: {path}") from exc
    except json.JSONDecodeError as exc:
        raise DataError(f"data file {path} is not valid JSON: {exc}") from exc


@lru_cache(maxsize=None)
def terrains() -> tuple[Terrain, ...]:
    raw = _read("terrains.json")["terrains"]
    return tuple(Terrain(i, t["id"], t["letter"], t["name_en"], t.get("name_kralovska_zahrada"))
                 for i, t in enumerate(raw))


@lru_cache(maxsize=None)
def terrain_index() -> dict[str, int]:
    """Terrain id and score-file letter -> index."""
    out: dict[str, int] = {}
    for t in terrains():
        out[t.id] = t.index
        out[t.letter] = t.index
    return out


@lru_cache(maxsize=None)
def tile_set(name: str) -> tuple[Domino, ...]:
    """The dominoes of a set, index = number - 1, validated against the set's totals."""
    raw = _read("tiles.json")
    if name not in raw or name == "about":
        raise DataError(f"unknown tile set {name!r}")
    entry = raw[name]
    idx = terrain_index()
    dominoes = []
    for pos, d in enumerate(entry["dominoes"]):
        (ta, ca), (tb, cb) = d["squares"]
        if d["number"] != pos + 1:
            raise DataError(f"{name}: domino {pos + 1} is numbered {d['number']}")
        for t, c in ((ta, ca), (tb, cb)):
            if t not in idx or not 0 <= c <= 3:
                raise DataError(f"{name}: domino {d['number']} has a bad square {t!r}/{c}")
        dominoes.append(Domino(d["number"], idx[ta], ca, idx[tb], cb))
    if len(dominoes) != 48:
        raise DataError(f"{name}: {len(dominoes)} dominoes, expected 48")
    _check_totals(name, dominoes, entry["totals"])
    return tuple(dominoes)


def _check_totals(name: str, dominoes: list[Domino], totals: dict) -> None:
    ts = terrains()
    for tid, want in totals.items():
        t = terrain_index()[tid]
        squares = sum((d.t1 == t) + (d.t2 == t) for d in dominoes)
        crowns = sum(d.c1 * (d.t1 == t) + d.c2 * (d.t2 == t) for d in dominoes)
        if (squares, crowns) != (want["squares"], want["crowns"]):
            raise DataError(f"{name}: {ts[t].id} has {squares} squares/{crowns} crowns, "
                            f"expected {want['squares']}/{want['crowns']}")


@lru_cache(maxsize=None)
def game_specs() -> dict[str, GameSpec]:
    raw = _read("games.json")["games"]
    return {gid: GameSpec(gid, g["name"], g["tiles"], g["terrain_names"], g["first_round"],
                          g["setups"], g["variants"])
            for gid, g in raw.items()}


def validate_all() -> None:
    """Load every data file the Kingdomino family needs; raises DataError on a fault."""
    terrains()
    for spec in game_specs().values():
        if spec.tiles:  # Kingdomino Duel has dice, no tiles
            tile_set(spec.tiles)
    duel_components()
    tile_set("queendomino")
    buildings()
    builders_board()


# ---- Kingdomino Duel (duel.json) ------------------------------------------------------
WILD = -1  # the "?" face: its player draws any coat of arms
DUEL_SPELLS = ("ignore_connection", "split_dice", "pick_two", "set_face", "domain_bonus", "add_cross")


@dataclass(frozen=True, slots=True)
class DuelFace:
    arms: int       # index into DuelComponents.arms, or WILD
    crosses: int


@dataclass(frozen=True, slots=True)
class DuelSpell:
    id: str
    arms: int       # the coat of arms whose uncrossed drawings tick its boxes
    boxes: int
    lightning: bool  # used immediately when won


@dataclass(frozen=True, slots=True)
class DuelComponents:
    arms: tuple[str, ...]                    # coat-of-arms ids, data order
    wild: str                                # id of the "?" face
    dice: tuple[tuple[DuelFace, ...], ...]   # per die, its 6 faces
    rows: int
    columns: int
    castle: tuple[int, int]                  # (row, column), 0-based
    spells: tuple[DuelSpell, ...]
    domain_bonus_points: int                 # per territory of the domain_bonus coat of arms

    def spell(self, spell_id: str) -> int:
        return next(i for i, s in enumerate(self.spells) if s.id == spell_id)


@lru_cache(maxsize=None)
def duel_components() -> DuelComponents:
    """Dice, map and spell book of Kingdomino Duel, validated (every spell the rules know)."""
    raw = _read("duel.json")
    try:
        arms = tuple(raw["symbols"]["coats_of_arms"])
        wild = raw["symbols"]["wild"]
        index = {a: i for i, a in enumerate(arms)} | {wild: WILD}
        dice = tuple(tuple(DuelFace(index[f["symbol"]], int(f["crosses"])) for f in d["faces"])
                     for d in raw["dice"])
        m = raw["map"]
        castle = (m["castle"]["row"] - 1, m["castle"]["column"] - 1)
        spells = tuple(DuelSpell(s["id"], index[s["coat_of_arms"]], int(s["boxes"]), bool(s["lightning"]))
                       for s in raw["spellbook"]["spells"])
        out = DuelComponents(arms, wild, dice, int(m["rows"]), int(m["columns"]), castle, spells,
                             int(raw["domain_bonus_points"]))
    except (KeyError, TypeError, ValueError) as exc:
        raise DataError(f"duel.json is malformed: {exc!r}") from exc
    if len(dice) != raw["components"]["dice"] or any(len(d) != 6 for d in dice):
        raise DataError("duel.json: the dice must match components.dice and have 6 faces each")
    if any(f.crosses < 0 for d in dice for f in d) or not 0 <= castle[0] < out.rows \
            or not 0 <= castle[1] < out.columns:
        raise DataError("duel.json: negative crosses or a castle outside the map")
    if sorted(s.id for s in spells) != sorted(DUEL_SPELLS) or any(s.arms == WILD or s.boxes < 1 for s in spells):
        raise DataError(f"duel.json: the spell book must hold exactly {', '.join(DUEL_SPELLS)}")
    return out


# ---- Queendomino (queendomino.json, games.json extras) --------------------------------
@lru_cache(maxsize=None)
def game_entry(gid: str) -> dict:
    """A games.json entry as written, for game-specific extras (Queendomino's line_sets, start)."""
    return _read("games.json")["games"][gid]


@dataclass(frozen=True, slots=True)
class Building:
    """A Queendomino building tile type (docs/rules.md, Queendomino: Buildings), read from queendomino.json."""
    kind: int                   # index in buildings()
    id: str
    name: str
    count: int                  # copies in the box
    crowns: int                 # crowns on its town square
    knights: int                # immediate: knights into the guard
    towers: int                 # immediate: towers on the building
    tax_bonus: str | None       # ongoing: "knight" or "tower" (extra coins per each at tax)
    end_type: str               # "fixed" | "per_separate_territory" | "per_tower" | "per_knight" | "none"
    end_points: int             # fixed points, or points per counted thing
    end_terrain: int | None     # per_separate_territory: terrain index


@dataclass(frozen=True, slots=True)
class BuildersBoard:
    costs: tuple[int, ...]      # per slot, cheapest first
    queen_discount: int
    discount_floor: int
    dragon_cost: int
    knights: int                # supply in the box
    towers: int
    coins: int = 0              # value of every coin in the box


_END_TYPES = ("fixed", "per_separate_territory", "per_tower", "per_knight", "none")
_TAX_BONUS = {None: None, "tax_bonus_per_knight": "knight", "tax_bonus_per_tower": "tower"}


@lru_cache(maxsize=None)
def buildings() -> tuple[Building, ...]:
    """Every building type, validated against the box total and the known effect types."""
    raw = _read("queendomino.json")["buildings"]
    out = []
    for i, b in enumerate(raw["tiles"]):
        imm, ongoing, end = b["immediate_effect"] or {}, b["ongoing_effect"] or {}, b["end_game"]
        if imm and imm["type"] not in ("knights", "towers"):
            raise DataError(f"building {b['id']}: unknown immediate effect {imm['type']!r}")
        if ongoing.get("type") not in _TAX_BONUS or end["type"] not in _END_TYPES:
            raise DataError(f"building {b['id']}: unknown ongoing or end-game effect")
        terrain = end.get("terrain")
        if end["type"] == "per_separate_territory" and terrain not in terrain_index():
            raise DataError(f"building {b['id']}: unknown terrain {terrain!r}")
        out.append(Building(i, b["id"], b["name_en"], b["count"], b["crowns"],
                            imm["count"] if imm.get("type") == "knights" else 0,
                            imm["count"] if imm.get("type") == "towers" else 0,
                            _TAX_BONUS[ongoing.get("type")], end["type"],
                            end.get("points", end.get("points_each", 0)),
                            terrain_index()[terrain] if terrain else None))
    if sum(b.count for b in out) != raw["total_tiles"]:
        raise DataError(f"buildings: {sum(b.count for b in out)} tiles, expected {raw['total_tiles']}")
    return tuple(out)


@lru_cache(maxsize=None)
def building_index() -> dict[str, int]:
    """Building id -> kind."""
    return {b.id: b.kind for b in buildings()}


@lru_cache(maxsize=None)
def builders_board() -> BuildersBoard:
    raw = _read("queendomino.json")["builders_board"]
    costs = tuple(raw["slot_costs_cheapest_to_dearest"])
    if len(costs) != raw["slots"] or list(costs) != sorted(costs):
        raise DataError("builders board: slot costs must be one per slot, cheapest first")
    coins = sum(int(value) * count for value, count in raw["supply"]["coins"].items())
    return BuildersBoard(costs, raw["queen_discount"], raw["queen_discount_floor"],
                         raw["dragon_bribe_cost"], raw["supply"]["knights"], raw["supply"]["towers"], coins)
