"""The headless measurements of `python main.py bench [--quick]` (docs/commands.md): the
rules engine, the computer players, saving and loading. The command itself (game.app.bench)
adds the table's drawing; `bench net` measures the network table (game/cli/bench_net.py).

Figures are measured here and reported, never asserted by tests.
"""
from __future__ import annotations

import statistics
import time
from typing import Any, Callable, Iterator, Sequence

from game.ai.levels import Player, TimedPlayer
from game.ai.pool import current
from game.ai.registry import make_player, table_levels
from game.rules.components import game_specs
from game.rules.config import GameConfig
from game.rules.family import AnyRules
from game.rules.kingdomino import rules as kingdomino
from game.rules.registry import rules_for

# (game, players, variants) measured for random_games_per_s; other games add theirs.
RANDOM_GAME_SETUPS: list[tuple[str, int, tuple[str, ...]]] = [
    ("kingdomino", 2, ()), ("kingdomino", 3, ()), ("kingdomino", 4, ()),
    ("kingdomino", 2, ("mighty_duel",)),
    ("kralovska_zahrada", 2, ("wider_offer",)), ("kralovska_zahrada", 3, ("wider_offer",)),
    ("kralovska_zahrada", 4, ()),
    ("duel", 2, ()),
    ("queendomino", 2, ()), ("queendomino", 3, ()), ("queendomino", 4, ()),
    ("royal_wedding", 4, ()), ("royal_wedding", 6, ()), ("royal_wedding", 8, ("teams",)),
]


def measured(name: str, value: float, unit: str, **fields: Any) -> dict[str, Any]:
    """One measurement's JSON line."""
    return {"name": name, "value": round(value, 6), "unit": unit, **fields}


def _play(config: GameConfig, seed: int, agents: list) -> object:
    rules = rules_for(config.game)
    state = rules.new_game(config, seed)
    while not rules.is_over(state):
        p = state.current_player()
        action = rules.legal_actions(state)[0] if p is None else agents[p].choose(state)
        rules.apply(state, action)
    return state


def _games_for(config: GameConfig, agents: list, seconds: float, clock: Callable[[], float]) -> tuple[int, float]:
    """Whole games of seeds 0, 1, … until `seconds` of `clock` have passed: (games, seconds)."""
    games, t0 = 0, clock()
    while True:
        _play(config, games, agents)
        games += 1
        elapsed = clock() - t0
        if elapsed >= seconds:
            return games, elapsed


def random_games_per_s(game: str, players: int, variants: tuple[str, ...], seconds: float) -> dict:
    agents = [make_player("random", game, i) for i in range(players)]
    games, elapsed = _games_for(GameConfig(game, players, variants), agents, seconds, time.perf_counter)
    return measured("random_games_per_s", games / elapsed, "games/s", game=game, players=players,
                 variants=list(variants), games=games)


# the engine compared with the CIG-2018 paper's Java one: whole 4-player Kingdomino games
# with every seat played by these agents (docs/ai-strength.md, "Engine speed")
PLAYOUT_AGENTS = ("random", "greedy")


def playout_games_per_cpu_s(agent: str, seconds: float) -> dict:
    """Whole 4-player Kingdomino games with `agent` in every seat per CPU-second of this
    process: processor time, which other work on the machine moves far less than the clock."""
    agents = [make_player(agent, "kingdomino", i) for i in range(4)]
    games, elapsed = _games_for(GameConfig("kingdomino", 4), agents, seconds, time.process_time)
    return measured("playout_games_per_cpu_s", games / elapsed, "games/CPU-s", agent=agent,
                    game="kingdomino", players=4, games=games)


def _midgame_positions(count: int) -> list[tuple]:
    """(kingdom, domino) pairs from 4-player random games after 6 of 12 rounds."""
    config = GameConfig("kingdomino", 4)
    agents = [make_player("random", "kingdomino", i) for i in range(4)]
    out: list[tuple] = []
    seed = 0
    while len(out) < count:
        state = kingdomino.new_game(config, 10_000 + seed)
        seed += 1
        while state.round < 6 or state.phase != "place":
            kingdomino.apply(state, agents[state.player_to_act()].choose(state))
        for p, k in enumerate(state.kingdoms):
            for n in state.current + state.next:
                out.append((k, state.dominoes[n - 1]))
    return out[:count]


def legal_placements_per_s(seconds: float) -> dict:
    positions = _midgame_positions(400)
    calls = found = 0
    t0 = time.perf_counter()
    while time.perf_counter() - t0 < seconds:
        for k, d in positions:
            k._memo = None  # measure generation, not the per-turn memo
            found += len(k.placements(d))
        calls += len(positions)
    elapsed = time.perf_counter() - t0
    return measured("legal_placements_per_s", calls / elapsed, "lists/s",
                 note="every legal placement of one domino on one mid-game 4-player kingdom",
                 mean_placements=round(found / calls, 2))


def _timed_step(rules: AnyRules, state: Any, seats: Sequence[Player]) -> tuple[int | None, float]:
    """Play one move: who decided it (None: a step nobody decides) and how long it took."""
    p = state.current_player()
    if p is None:
        rules.apply(state, rules.legal_actions(state)[0])
        return None, 0.0
    t0 = time.perf_counter()
    action = seats[p].choose(state)
    seconds = time.perf_counter() - t0
    rules.apply(state, action)
    return p, seconds


def bench_config(game: str, players: int) -> GameConfig:
    """`game` for `players`, with the variant the set-up needs if any (the Royal Wedding's
    teams for 8)."""
    needs = game_specs()[game].setups[str(players)].get("requires")
    return GameConfig(game, players, (needs,) if needs else ())


def ai_move_s(game: str, players: int, agent: str, games: int) -> Iterator[dict]:
    config = bench_config(game, players)
    rules = rules_for(game)
    times: list[float] = []
    for g in range(games):
        seats = [make_player(agent, game, f"{g}:{i}") for i in range(players)]
        state = rules.new_game(config, g)
        while not rules.is_over(state):
            p, seconds = _timed_step(rules, state, seats)
            if p is not None:
                times.append(seconds)
    for stat, value in (("mean", statistics.fmean(times)), ("max", max(times))):
        yield measured("ai_move_s", value, "s", agent=agent, game=game, players=players, stat=stat,
                    moves=len(times))


def searching_move_s(game: str, players: int, agent: str, moves: int) -> Iterator[dict]:
    """A searching level (it has a per-move budget) in seat 1 against greedy seats: the
    first `moves` of its moves, timed (whole games of four searchers would take minutes)."""
    config = bench_config(game, players)
    rules = rules_for(game)
    seats = [make_player(agent if i == 0 else "greedy", game, f"0:{i}") for i in range(players)]
    state = rules.new_game(config, 0)
    times: list[float] = []
    while not rules.is_over(state) and len(times) < moves:
        p, seconds = _timed_step(rules, state, seats)
        if p == 0:
            times.append(seconds)
    budget = seats[0].budget if isinstance(seats[0], TimedPlayer) else None
    for stat, value in (("mean", statistics.fmean(times)), ("max", max(times))):
        yield measured("ai_move_s", value, "s", agent=agent, game=game, players=players, stat=stat,
                    moves=len(times), budget_s=budget, opponents="greedy", jobs=current().workers)


def ai_levels(quick: bool) -> Iterator[dict]:
    """Every table level of every game; --quick times the slow levels (hard, expert) on
    the first game (Kingdomino) only. A searching level is timed over a whole game either
    way: the Kingdomino expert gives early decisions more of its second than late ones."""
    for game, players in AI_BENCH_GAMES:
        for agent in table_levels(game):
            if getattr(make_player(agent, game, 0), "budget", None) is None:
                yield from ai_move_s(game, players, agent, 2 if quick else 20)
            elif not quick or (game, players) == AI_BENCH_GAMES[0] or agent == "medium":
                yield from searching_move_s(game, players, agent, 40)


# Kingdomino at every table size: the expert's futures are longer at 2 and 3 players
AI_BENCH_GAMES = (("kingdomino", 4), ("kingdomino", 3), ("kingdomino", 2), ("queendomino", 4), ("royal_wedding", 8),
                  ("duel", 2))

# the largest game available for save/load timing: (game, players, variants, actions)
SAVE_BENCH_GAME: tuple[str, int, tuple[str, ...], int] = ("royal_wedding", 8, ("teams",), 10_000)


def save_load_ms(repeats: int) -> Iterator[dict]:
    """A late game of the largest setup, written atomically and loaded (with replay)."""
    import tempfile
    from pathlib import Path

    from game import saves
    from game.rules.replay import GameRecord
    game, players, variants, actions = SAVE_BENCH_GAME
    config = GameConfig(game, players, variants)
    rules = rules_for(game)
    state = rules.new_game(config, 1)
    seats = [make_player("random", game, i) for i in range(players)]
    record = GameRecord(config, 1)
    while not rules.is_over(state) and len(record.actions) < actions:
        p = state.current_player()
        a = rules.legal_actions(state)[0] if p is None else seats[p].choose(state)
        rules.apply(state, a)
        record.actions.append(a)
    saved = saves.SavedGame(record, [saves.Seat(f"P{i}", "random") for i in range(players)])
    write_t, load_t = [], []
    with tempfile.TemporaryDirectory() as tmp:
        path = Path(tmp) / "bench.json"
        for _ in range(repeats):
            t0 = time.perf_counter()
            saves.write(path, saved)
            t1 = time.perf_counter()
            saves.load(path)
            load_t.append(time.perf_counter() - t1)
            write_t.append(t1 - t0)
    fields = {"game": game, "players": players, "variants": list(variants), "actions": len(record.actions)}
    yield measured("save_ms", statistics.median(write_t) * 1000, "ms", stat="median", **fields)
    yield measured("load_ms", statistics.median(load_t) * 1000, "ms", stat="median", **fields)


def measurements(quick: bool) -> Iterator[dict]:
    seconds = 1.0 if quick else 4.0
    for game, players, variants in RANDOM_GAME_SETUPS:
        yield random_games_per_s(game, players, variants, seconds)
    for agent in PLAYOUT_AGENTS:
        yield playout_games_per_cpu_s(agent, seconds)
    yield legal_placements_per_s(seconds)
    yield from ai_levels(quick)
    yield from save_load_ms(5 if quick else 30)
