"""Build the game's data files in assets/data/ from the research file data/components.json.

Run: python -m game.tools.build_data [PATH/TO/components.json]
The game loads only assets/data/; this script is the single bridge from the
research file, so a correction there becomes a data change here by re-running it.
Facts keep their `status` so uncertain values stay visible in the data.
A source that cannot be read or lacks a fact is reported in one line (exit status 2).
"""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
DEFAULT_SOURCE = ROOT / "data" / "components.json"
OUT = ROOT / "assets" / "data"

TERRAIN_LETTERS = {"wheat": "W", "forest": "F", "lake": "L", "grassland": "G",
                   "swamp": "S", "mine": "M", "town": "T"}
TERRAIN_NAMES_EN = {"wheat": "Wheat field", "forest": "Forest", "lake": "Lake",
                    "grassland": "Grassland", "swamp": "Swamp", "mine": "Mine",
                    "town": "Town"}
# Královská zahrada's own names (docs/rules.md, seed 004).
TERRAIN_NAMES_CS_KZ = {"wheat": "Pole", "forest": "Les", "lake": "Rybník",
                       "grassland": "Louka", "swamp": "Bažina", "mine": "Důl"}


def _dominoes(section: dict) -> list[dict]:
    return [{"number": d["number"],
             "squares": [[s["terrain"], s["crowns"]] for s in d["squares"]]}
            for d in section["dominoes"]]


def _totals(section: dict) -> dict:
    per = section["totals"]["per_terrain"]
    return {t: {"squares": v["squares"], "crowns": v["crowns_total"]} for t, v in per.items()}


def _queendomino_games(qd: dict) -> dict[str, dict]:
    """Queendomino and the Royal Wedding (docs/rules.md, Queendomino). Setups are cross-checked against
    the research file; Royal Wedding lines alternate the sets listed in line_sets."""
    setups = {}
    for p in ("2", "3", "4"):
        ref = qd["setup"][f"{p}p"]
        size = int(ref["grid"].split("x")[0])
        setups[p] = {"dominoes": ref["dominoes_used"], "kings_each": ref["kings_each"],
                     "size": size, "line": ref["line_size"]}
        assert setups[p]["dominoes"] // setups[p]["line"] == ref["rounds"]
    start = qd["components"]["start_per_player"]
    common = {"tiles": "queendomino", "terrain_names": "name_en", "tie_break": qd["rules"]["tie_break"]
              + ["Decision (docs/rules.md, Czech seed 000): before sharing, most coins left over (coins mod 3)"],
              "start": {"knights": start["knights"], "coins": start["coins_value"]}}
    wedding_setups: dict[str, dict[str, int | str]] = {str(p): {"dominoes": 96, "kings_each": 1, "size": 7, "line": 4} for p in (3, 4)}
    wedding_setups.update({str(p): {"dominoes": 96, "kings_each": 1, "size": 5, "line": 8} for p in (5, 6, 7)})
    wedding_setups["8"] = {"dominoes": 96, "kings_each": 1, "size": 7, "line": 8, "requires": "teams"}
    team = qd["components"]["start_per_team"]
    return {
        "queendomino": dict(common, name="Queendomino", first_round="kings_shuffled",
                            first_round_2p=qd["setup"]["first_round_2p"],
                            line_sets=["queendomino"], setups=setups, variants={}),
        "royal_wedding": dict(
            common, name="Royal Wedding", first_round="kings_shuffled",
            line_sets=["queendomino", "kingdomino"], setups=wedding_setups,
            about=qd["rules"]["royal_wedding"]["mixing"],
            variants={
                "teams": {"players": [6, 8], "team_size": 2,
                          "start": {"knights": team["knights"], "coins": team["coins_value"]},
                          "setups": {"6": {"size": 7}, "8": {"size": 7}},
                          "about": qd["rules"]["royal_wedding"]["teams"]},
                "7x7": {"players": [3, 4],
                        "about": "the individual 3-4 player mode: 7x7 kingdoms, lines of 4, 24 rounds "
                                 "(always the case with 3-4 players; the name is accepted by simulate --variants)"},
            }),
    }


def build(src: dict) -> dict[str, dict]:
    """Return {file name: content} for every data file the game loads."""
    kd = src["kingdomino"]
    kz = src["kralovska_zahrada"]
    terrains = {
        "about": "Terrain ids, the letters of score's kingdom files (docs/commands.md) and display names.",
        "terrains": [{"id": t, "letter": TERRAIN_LETTERS[t], "name_en": TERRAIN_NAMES_EN[t],
                      "name_kralovska_zahrada": TERRAIN_NAMES_CS_KZ.get(t)}
                     for t in ["wheat", "forest", "lake", "grassland", "swamp", "mine", "town"]],
    }
    tiles = {
        "about": "Domino sets. squares: [terrain id, crowns]. totals validate the set at start.",
        "kingdomino": {"status": kd["status"], "dominoes": _dominoes(kd), "totals": _totals(kd)},
        "queendomino": {"status": src["queendomino"]["status"],
                        "dominoes": _dominoes(src["queendomino"]),
                        "totals": _totals(src["queendomino"])},
    }
    base_setups = {
        "2": {"dominoes": 24, "kings_each": 2, "size": 5, "line": 4},
        "3": {"dominoes": 36, "kings_each": 1, "size": 5, "line": 3},
        "4": {"dominoes": 48, "kings_each": 1, "size": 5, "line": 4},
    }
    for p, s in base_setups.items():  # cross-check against the research file
        ref = kd["setup"][f"{p}p"]
        assert ref["dominoes_used"] == s["dominoes"] and ref["kings_each"] == s["kings_each"]
    variants = {
        "dynasty": {"games": 3, "about": kd["rules"]["variants"]["dynasty"]},
        "middle_kingdom": {"bonus": 10, "about": kd["rules"]["variants"]["middle_kingdom"]
                           + "; Decision (docs/rules.md): bounding box is the full NxN and the castle its centre"},
        "harmony": {"bonus": 5, "about": kd["rules"]["variants"]["harmony"]},
        "mighty_duel": {"players": [2], "setups": {"2": {"dominoes": 48, "size": 7}},
                        "about": kd["rules"]["variants"]["mighty_duel"]},
        "wider_offer": {"players": [2, 3],
                        "setups": {"2": {"dominoes": kz["variant_sirsi_nabidka"]["2p_tiles"], "line": 5},
                                   "3": {"dominoes": kz["variant_sirsi_nabidka"]["3p_tiles"], "line": 4}},
                        "about": kz["variant_sirsi_nabidka"]["leftover"]},
    }
    family = {"setups": base_setups, "variants": variants,
              "tie_break": kd["rules"]["tie_break"],
              "rounds_rule": "rounds = dominoes // line (Mighty Duel with Wider offer: 9 lines of 5, 3 dominoes stay in the box)"}
    games: dict[str, Any] = {
        "about": "Game entries. first_round: how the first line is drafted (docs/rules.md, The draft).",
        "games": {
            "kingdomino": dict(family, name="Kingdomino", tiles="kingdomino",
                               terrain_names="name_en", first_round="kings_shuffled"),
            "kralovska_zahrada": dict(
                family, name="Královská zahrada", tiles="kingdomino",
                tiles_status=kz["tile_set_status"], terrain_names="name_kralovska_zahrada",
                first_round="players_by_lot",
                first_round_about="seed 004: the player order is drawn by lot (\"vylosujte pořadí hráčů\") "
                                  "and the first round goes clockwise: the first player is drawn by lot, "
                                  "then clockwise from them (with 2 players: A, B, A, B); "
                                  "rules version 1 played the whole drawn order"),
            "duel": {"name": "Kingdomino Duel", "tiles": None, "terrain_names": None,
                     "first_round": "seat_1_is_A",
                     "first_round_about": "seed 001: the oldest player is A in round 1; the model seats them first",
                     "setups": {"2": {"dice": src["duel"]["components"]["dice"]}}, "variants": {},
                     "components": "duel.json", "tie_break": src["duel"]["tie_break"]},
        },
    }
    games["games"].update(_queendomino_games(src["queendomino"]))
    queendomino = {
        "about": "Queendomino components copied with their status; read by the Queendomino rules.",
        "components": src["queendomino"]["components"],
        "setup": src["queendomino"]["setup"],
        "rules": src["queendomino"]["rules"],
        "buildings": src["queendomino_buildings"],
        "builders_board": src["builders_board"],
    }
    duel = {"about": "Kingdomino Duel components copied with their status.", **src["duel"],
            "domain_bonus_points": 3,
            "domain_bonus_points_status": "verified (seed 001: 'każda POSIADŁOŚĆ z tym herbem będzie warta dodatkowe 3 punkty')"}
    return {"terrains.json": terrains, "tiles.json": tiles, "games.json": games,
            "queendomino.json": queendomino, "duel.json": duel}


def render(content: dict) -> str:
    return json.dumps(content, indent=1, ensure_ascii=False) + "\n"


class SourceError(ValueError):
    """A research file that cannot be built from, with the reason in one line."""


def load(source: Path) -> dict[str, dict]:
    """Read `source` and build every data file from it; SourceError if it cannot be done."""
    try:
        src = json.loads(source.read_text(encoding="utf-8"))
    except OSError as exc:
        raise SourceError(f"cannot read {source}: {exc.strerror or exc}") from None
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise SourceError(f"{source} is not valid JSON: {exc}") from None
    try:
        return build(src)
    except (KeyError, IndexError, TypeError, ValueError, AttributeError, AssertionError) as exc:
        what = f"missing {exc}" if isinstance(exc, KeyError) else f"{type(exc).__name__} {exc}".strip()
        raise SourceError(f"{source} does not hold the expected components ({what})") from None


USAGE = "usage: python -m game.tools.build_data [PATH/TO/components.json]"


def main(argv: list[str]) -> int:
    if argv in (["-h"], ["--help"]):
        print(USAGE)
        return 0
    if len(argv) > 1 or any(a.startswith("-") for a in argv):
        print(f"error: {USAGE}", file=sys.stderr)
        return 2
    try:
        built = load(Path(argv[0]) if argv else DEFAULT_SOURCE)
    except SourceError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 2
    OUT.mkdir(parents=True, exist_ok=True)
    for name, content in built.items():
        (OUT / name).write_text(render(content), encoding="utf-8")
        print(f"wrote {OUT / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
