"""Setting up Queendomino and the Royal Wedding (docs/rules.md, Queendomino: Set-up, The Royal Wedding).

Every number comes from the config's games.json entry: kingdom size, line size and
rounds per player count, the tile sets lines alternate between, the starting purse
per house (a team in the Royal Wedding's team mode) and the box's supplies.
"""
from __future__ import annotations

from game.rules.components import builders_board, buildings
from game.rules.config import ConfigError, GameConfig
from game.rules.kingdom import Kingdom
from game.rules.queendomino.board import fill_board
from game.rules.queendomino.state import CAVE, FREE, NOBODY, PHASE_CHOOSE, QueenState, mode_of
from game.rules.rng import Rng

GAMES = ("queendomino", "royal_wedding")


def new_game(config: GameConfig, seed: int | str) -> QueenState:
    if config.game not in GAMES:
        # stays English: the registry never sends another game here
        raise ConfigError(f"{config.game} is not played by the Queendomino rules")
    mode = mode_of(config)
    setup = config.setup
    houses = mode.houses
    supply = builders_board()
    start_knights = min(mode.start_knights, supply.knights // houses)
    state = QueenState(
        config, Rng.from_seed(seed),
        boxes=[list(range(1, 49)) for _ in mode.sets], lines_drawn=0,
        lines_left=config.rounds - 1, round=0, current=[], current_kings=[], current_set=0,
        next=[], next_kings=[], next_set=0, draft_order=[], turn=0, phase=PHASE_CHOOSE,
        kingdoms=[Kingdom(setup.size) for _ in range(houses)],
        coins=[mode.start_coins] * houses, guard=[start_knights] * houses,
        knights=[0] * houses, towers=[0] * houses, built=[{} for _ in range(houses)],
        queen=NOBODY, dragon=CAVE, board=[], pile=[],
        supply_knights=supply.knights - start_knights * houses, supply_towers=supply.towers,
        discards=[0] * houses)
    draw_next_line(state)
    state.pile = [b.kind for b in buildings() for _ in range(b.count)]
    state.rng.shuffle(state.pile)
    fill_board(state)
    state.draft_order = first_round_order(state)
    return state


def draw_next_line(state: QueenState) -> None:
    """Draw the next line from its set's box (lines alternate sets) and sort it."""
    s = state.lines_drawn % len(state.mode.sets)
    box = state.boxes[s]
    line = [box.pop(state.rng.below(len(box))) for _ in range(state.config.setup.line)]
    line.sort()
    state.lines_drawn += 1
    state.next, state.next_kings, state.next_set = line, [FREE] * len(line), s


def first_round_order(state: QueenState) -> list[int]:
    """All kings drawn at random; with two kings each (docs/rules.md, Set-up): one king drawn,
    then the other player's two kings, then the first player's second king."""
    cfg = state.config
    if cfg.setup.kings_each == 2:
        first = state.rng.below(cfg.players)
        other = 1 - first
        return [2 * first, 2 * other, 2 * other + 1, 2 * first + 1]
    order = list(range(cfg.kings))
    state.rng.shuffle(order)
    return order
