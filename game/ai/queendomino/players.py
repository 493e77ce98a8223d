"""`random` and `greedy` players for Queendomino and the Royal Wedding.

random: uniform over legal_actions(state), sampled from the generator's pieces without
building the list (bench speed). greedy: the best immediate score of its house, coins
counted as wealth (a coin is a third of a point), one turn step at a time: the best
knight whenever one can go out, a building only when it pays for itself, never the Dragon
(it only costs), then the domino whose best placement scores most. Queendomino's medium is
greedy with a Dragon rule (`dragon`, dragon.py) after its build step.
"""
from __future__ import annotations

from typing import Any, Callable, Hashable, Protocol, Sequence, TypeVar

from game.ai.kingdomino.greedy import Evaluator, points_by_terrain
from game.rules import queendomino as q
from game.rules.actions import Choose, Discard, Place
from game.rules.components import Domino
from game.rules.geometry import bits
from game.rules.kingdom import Kingdom
from game.rules.queendomino.actions import Build, Dragon, EndTurn, Knight, QueenAction
from game.rules.queendomino.board import erect, slot_cost
from game.rules.queendomino.scoring import HousePoints
from game.rules.queendomino.state import FREE, PHASE_OVER, PHASE_PLACE, QueenState
from game.rules.queendomino.turn import bribe_open, build_options, knight_cells, knight_tax
from game.rules.rng import Rng
from game.rules.scoring import Bonuses

T = TypeVar("T")


class Extra(Protocol):
    """What a searching policy adds to a placement's house value (static.Potential)."""
    @property
    def key(self) -> Hashable:
        """What the value is a function of, besides the kingdom."""
        ...

    def __call__(self, k: Kingdom, territory: int) -> Any:
        """The value of kingdom k (its territory points given)."""
        ...

    def placed(self, k: Kingdom) -> Placed | None:
        """The values of k's placements worked out without a copy; None where they cannot be."""
        ...


class Placed(Protocol):
    """What an Extra works out of one kingdom's placements without a copy."""
    def __call__(self, d: Domino, rot: int, anchor: int, territory: int) -> Any:
        """The value of the kingdom with d placed there (its territory points given)."""
        ...

    def shape(self, d: Domino, rot: int, anchor: int) -> tuple[list[int], int]:
        """Its territories of each terrain and its largest territory's squares."""
        ...


def _nth_bit(mask: int, i: int) -> int:
    for _ in range(i):
        mask &= mask - 1
    return (mask & -mask).bit_length() - 1


class QueenRandomPlayer:
    name = "random"

    def __init__(self, seed: int | str) -> None:
        self.rng = Rng.from_seed(seed)

    def choose(self, state: QueenState) -> QueenAction:
        """Same distribution as picking from legal_actions(), without building the list."""
        if state.phase == PHASE_OVER:
            raise ValueError("the game is over")
        below = self.rng.below
        if state.phase == PHASE_PLACE:
            k = state.kingdoms[state.house_to_act()]
            masks = k.anchor_masks(state.domino_to_place())
            counts = [m.bit_count() for m in masks]
            total = sum(counts)
            if not total:
                return Discard()
            i = below(total)
            rot = 0
            while i >= counts[rot]:
                i -= counts[rot]
                rot += 1
            p = k.placement_of(rot, _nth_bit(masks[rot], i))
            return Place(p.x, p.y, p.rot)
        k = state.kingdoms[state.house_to_act()]
        knights = towns = 0
        slots: list[int] = []
        burnable: list[int] = []
        if state.round > 0:
            knights = knight_cells(state)
            slots, towns = build_options(state)
            if bribe_open(state):
                burnable = [s for s, b in enumerate(state.board) if b >= 0]
        free = [n for n, king in zip(state.next, state.next_kings) if king == FREE]
        nk, nt = knights.bit_count() if knights else 0, towns.bit_count() if towns else 0
        nb = len(slots) * nt if slots else 0
        i = below(nk + nb + len(burnable) + (len(free) or 1))
        if i < nk:
            return Knight(*k.g.rel(_nth_bit(knights, i)))
        i -= nk
        if i < nb:
            slot_i, cell_i = divmod(i, nt)
            return Build(slots[slot_i], *k.g.rel(_nth_bit(towns, cell_i)))
        i -= nb
        if i < len(burnable):
            return Dragon(burnable[i])
        i -= len(burnable)
        return Choose(free[i]) if free else EndTurn()


def house_value(state: QueenState, house: int, kingdom: Kingdom | None = None,
                territory: int | None = None) -> int:
    """Three times the house's score with coins counted as exact wealth (coins / 3);
    territory: the kingdom's territory points when the caller knows them (else they are
    looked up by kingdom: greedy weighs every knight and building on the same kingdoms)."""
    k = kingdom or state.kingdoms[house]
    if territory is None:
        territory = sum(points_by_terrain(k))
    return 3 * points_of(state, house)(k, territory) + state.coins[house]


def points_of(state: QueenState, house: int) -> HousePoints:
    """The house's HousePoints, remembered by what it is made of (the playouts weigh the
    same houses at every step): the kinds of its buildings, wherever they stand (a building's
    crowns are the kingdom's), its knights and towers and the Queen."""
    built, knights, towers, queen = state.built[house], state.knights_owned(house), state.towers[house], state.queen == house
    key = (tuple(built.values()), knights, towers, queen)
    found = _HOUSES.get(key)
    if found is None:
        if len(_HOUSES) >= HOUSES_MEMO:
            _HOUSES.clear()
        found = _HOUSES[key] = HousePoints(built, knights, towers, queen)
    return found


def built_value(state: QueenState, house: int, idx: int, kind: int, cost: int) -> int:
    """The house value once building `kind` stands on its town square idx at `cost`: the
    rules' own step C (board.erect, all that a building changes of a house) on a copy."""
    s = state.copy()
    erect(s, house, idx, kind, cost)
    return house_value(s, house)


HOUSES_MEMO = 1 << 12
_HOUSES: dict[tuple, HousePoints] = {}


def placement_values(state: QueenState, h: int, d: Domino | None = None,
                     extra: Extra | None = None) -> list[tuple[int, Place]]:
    """(house value after it, placement) for every legal placement of domino d (default:
    the current one); extra's value of the kingdom after it is added to each when given
    (remembered then: see weighed)."""
    k = state.kingdoms[h]
    d = d or state.domino_to_place()
    spots = anchors(k, d)
    values = _worked_out(state, h, d, extra, spots, {} if extra is None else weighed(state, h, d, extra).values)
    out = []
    for v, (rot, p) in zip(values, spots):
        pl = k.placement_of(rot, p)
        out.append((v, Place(pl.x, pl.y, pl.rot)))
    return out


class Weighed:
    """What is known of d's placements in one house with one extra: `values`, those worked
    out so far by their index in anchors' order, and `best`, once found, the best value and
    the (rotation, anchor) of every placement reaching it."""
    __slots__ = ("values", "best")

    def __init__(self) -> None:
        self.values: dict[int, Any] = {}
        self.best: tuple[Any, list[tuple[int, int]]] | None = None


SPOTS_MEMO = 1 << 12     # positions whose placements' values are remembered before starting afresh
_SPOTS: dict[tuple, Weighed] = {}


def house_key(state: QueenState, h: int) -> tuple:
    """What the value of a placement in house h is a pure function of, besides the domino
    and the extra: the kingdom, and what the rest of the house's value is worked out from
    (the kinds of its buildings, its knights, towers, the Queen, its coins)."""
    k = state.kingdoms[h]
    return (k.g.n, k.g.stride, *k.terr, k.cr1, k.cr2, k.cr3, k.occ, k.allowed, tuple(state.built[h].values()),
            state.knights_owned(h), state.towers[h], state.queen == h, state.coins[h])


def weighed(state: QueenState, h: int, d: Domino, extra: Extra) -> Weighed:
    """What is known of d's placements with `extra`: remembered by what their values are a
    pure function of (house_key, the domino, and `extra`'s key, which names its own part).
    Remembering by it changes no choice: the playout policies weigh
    placements of every free domino when they pick, and the picked one's again when they
    place it."""
    key = (house_key(state, h), d, extra.key)
    found = _SPOTS.get(key)
    if found is None:
        if len(_SPOTS) >= SPOTS_MEMO:
            _SPOTS.clear()
        found = _SPOTS[key] = Weighed()
    return found


def _worked_out(state: QueenState, h: int, d: Domino, extra: Extra | None,
                spots: list[tuple[int, int]], known: dict[int, Any]) -> list[Any]:
    """The value of each of `spots` (d's anchors), those not in `known` yet worked out
    into it."""
    if len(known) < len(spots):
        value, territory = valuer(state, h, extra), Evaluator(state.kingdoms[h], Bonuses()).after
        for i, (rot, p) in enumerate(spots):
            if i not in known:
                known[i] = value(d, rot, p, territory(d, rot, p))
    return [known[i] for i in range(len(spots))]


def anchors(k: Kingdom, d: Domino) -> list[tuple[int, int]]:
    """(rotation, anchor) of every legal placement of d, in the kingdom's order."""
    out = []
    for rot, mask in enumerate(k.anchor_masks(d)):
        while mask:
            low = mask & -mask
            out.append((rot, low.bit_length() - 1))
            mask ^= low
    return out


def valuer(state: QueenState, h: int, extra: Extra | None) -> Callable[[Domino, int, int, int], Any]:
    """value(d, rot, anchor, territory): the house value of house h with d placed there
    (plus extra's value of the kingdom after it), given the placed kingdom's territory
    points (the greedy evaluator's `after`, which scores only the terrains the domino
    touches). The rest of the house's score stays as it is unless the Queen's largest
    territory or a building that counts territories makes it depend on the whole kingdom,
    and only then (or for extra) is the kingdom copied, unless extra works out its placements
    without a copy (Extra.placed)."""
    k = state.kingdoms[h]
    points = points_of(state, h)
    whole = state.queen == h or bool(points.counted)     # the Queen, or buildings that count territories
    coins = state.coins[h]
    rest = 0 if whole else 3 * points(k, 0) + coins       # the house's value outside its kingdom
    placed = extra.placed(k) if extra is not None else None
    copied = (whole or extra is not None) and placed is None

    def value(d: Domino, rot: int, p: int, territory: int) -> Any:
        v = 3 * territory + rest
        if copied:
            k1 = k.copy()
            k1.place_anchor(d, rot, p)
            if whole:
                v = 3 * points(k1, territory) + coins
            if extra is not None:
                v += extra(k1, territory)
        elif placed is not None:
            if whole:
                counts, largest = placed.shape(d, rot, p)
                v = 3 * points.given(territory, counts.__getitem__, lambda: largest) + coins
            v += placed(d, rot, p, territory)
        return v
    return value


class QueenGreedyPlayer:
    def __init__(self, seed: int | str, name: str = "greedy",
                 dragon: Callable[[QueenState], int | None] | None = None) -> None:
        """dragon: the slot to burn in a position, or None (greedy itself never burns)."""
        self.name = name
        self.rng = Rng.from_seed(seed)
        self.dragon = dragon

    def _pick(self, options: list[T]) -> T:
        return options[self.rng.below(len(options))] if len(options) > 1 else options[0]

    def _best(self, scored: Sequence[tuple[int, T]]) -> tuple[int | None, list[T]]:
        best, picks = None, []
        for v, a in scored:
            if best is None or v > best:
                best, picks = v, [a]
            elif v == best:
                picks.append(a)
        return best, picks

    def choose(self, state: QueenState) -> QueenAction:
        if state.phase == PHASE_OVER:
            raise ValueError("the game is over")
        h = state.house_to_act()
        if state.phase == PHASE_PLACE:
            return self._place(state, h)
        knights = knight_cells(state) if state.round > 0 else 0
        if knights:
            knight = self._knight(state, h, knights)
            if knight is not None:
                return knight
        slots, towns = build_options(state) if state.round > 0 else ([], 0)
        if slots and towns:
            build = self._build(state, h, slots, towns)
            if build is not None:
                return build
        burn = self.dragon(state) if self.dragon is not None else None
        if burn is not None:
            return Dragon(burn)
        return self._choose(state, h)

    def _after(self, state: QueenState, h: int, action: QueenAction) -> int:
        s = state.copy()
        q.apply(s, action)
        return house_value(s, h)

    def _place(self, state: QueenState, h: int) -> QueenAction:
        scored = placement_values(state, h)
        if not scored:
            return Discard()
        return self._pick(self._best(scored)[1])

    def _knight(self, state: QueenState, h: int, cells: int) -> QueenAction | None:
        """The knight that earns most, unless _keeps_knight says to keep it in the guard. A
        knight only moves from the guard into the kingdom and brings its tax (turn.knight_tax)
        in coins, so the house value grows by the tax alone."""
        g = state.kingdoms[h].g
        base = house_value(state, h)
        acts = [Knight(*g.rel(i)) for i in bits(cells)]
        best, picks = self._best([(base + knight_tax(state, a), a) for a in acts])
        if best is not None and self._keeps_knight(state, best - base):
            return None
        return self._pick(picks)

    def _keeps_knight(self, state: QueenState, gain: int) -> bool:
        """Greedy sends out every knight it can."""
        return False

    def _build(self, state: QueenState, h: int, slots: list[int], towns: int) -> QueenAction | None:
        """The building that adds most to the house value, if it adds any (built_value)."""
        g = state.kingdoms[h].g
        scored = []
        for slot in slots:
            kind, cost = state.board[slot], slot_cost(state, slot, h)
            for idx in bits(towns):
                scored.append((built_value(state, h, idx, kind, cost), Build(slot, *g.rel(idx))))
        best, picks = self._best(scored)
        return self._pick(picks) if best is not None and best > house_value(state, h) else None

    def _choose(self, state: QueenState, h: int) -> QueenAction:
        free = [n for n, king in zip(state.next, state.next_kings) if king == FREE]
        if not free:
            return EndTurn()
        ev = Evaluator(state.kingdoms[h], Bonuses())
        doms = state.dominoes(state.next_set)
        return Choose(self._pick(self._best([(ev.best(doms[n - 1]), n) for n in free])[1]))
