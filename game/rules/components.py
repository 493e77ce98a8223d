"""Load and validate the data files in assets/data/ (never hard-code a component).

Loading happens once per process; everything returned is immutable, so the rules
model, the AI and the UI can share it freely.
"""
from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any

DATA_DIR = Path(__file__).resolve().parents[2] / "assets" / "data"


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
    setups: dict[str, dict[str, int]]
    variants: dict[str, dict[str, Any]]


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
        tile_set(spec.tiles)
    tile_set("queendomino")
