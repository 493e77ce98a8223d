"""The Kingdomino levels' tuning (docs/ai-strength.md): what hard plans with, how the
expert models other seats and weighs kingdoms, and its work with the samples budget."""
from __future__ import annotations

from game.ai.kingdom_eval import Weights

# hard: a planner that weighs few placements, with a flat turn-order bonus and lone cells
# as waste
HARD_PLAN = {"width": 4, "lookahead": 0.0, "weights": Weights(parity=False)}
# the search plays out hard seats with that planner (medium seats, like greedy ones, with
# Full-Greedy)
SEAT_MODELS = {"hard": HARD_PLAN}
# the expert's evaluator weights and pick lookahead, tuned together in planner-vs-planner
# self-play (simultaneous perturbation, 12 000 games; +0.72 points a game over the defaults
# on 2000 fresh seeds, docs/ai-strength.md)
EXPERT_WEIGHTS = Weights(grow=0.404, crownless=0.105, dead=1.867, mk=1.614, harmony=0.604, supply=1.96)
EXPERT_LOOKAHEAD = 1.698
EXPERT_PLAN = {"weights": EXPERT_WEIGHTS, "lookahead": EXPERT_LOOKAHEAD}
# The expert's search (docs/ai-strength.md, "Why the levels are built this way"): 12
# candidates, played to the end of the game; one that trails the leader by more than 2
# standard errors leaves the race; its own seat plays on with a planner 8 placements wide
# (the same weights, no lookahead; 8 rather than 4 won more against `mce` on fresh deals for
# a tenth more time, and a lookahead cost more than it bought); another candidate replaces
# the planner's first once it is ahead by more than 0.75 standard errors of their paired
# difference (1.5 overruled too seldom).
# Its second is shared out over the game by rounds to go (first: the last round with a pick):
# replaying its race on stored futures of its own decisions (docs/ai-strength.md) showed the
# early decisions still gaining from more futures and those of the last five rounds settled
# with a quarter to a half of them, so the first five rounds get 1.5 seconds a decision and
# the game's total stays about the same.
EXPERT_SHARES = (0.25, 0.25, 0.25, 0.35, 0.5, 0.7, 0.7, 1.5, 1.5, 1.5, 1.5, 1.5)
# The expert's work with the samples budget: rollouts (sampled futures × candidates) per
# searched decision by rounds to go (first: the last round with a pick): 1.4 times the
# schedule first calibrated (about 0.9 of the median it completed in 1 s on the idle 2-core
# development machine, 5 games against three greedy), since valuing placements without
# copies (KingdomEval.placed) made its search about that much faster; its first five rounds
# take longer than the table's clock gives them (timed: docs/ai-strength.md, "More work").
# Late rounds' rollouts are short, so in its second the expert weighs 40 times as many there
# as in the first rounds; one count for every round starved the end game.
EXPERT_ROLLOUTS = (5600, 2800, 1540, 812, 560, 308, 224, 168, 112, 98, 70, 53)
# Where a seat's play is only guessed at (people, experts, `mce`: the cheap planner plays it in
# the futures), more futures sharpen a wrong picture: against `mce` none of three larger
# works the expert was given won more (docs/ai-strength.md, "More work"), so with such a seat at the
# table it stops at the schedule first calibrated, under the clock too; against seats its
# futures play exactly (greedy-like levels, hard) it uses the whole EXPERT_ROLLOUTS.
EXPERT_GUESSED_ROLLOUTS = (4000, 2000, 1100, 580, 400, 220, 160, 120, 80, 70, 50, 38)
EXPERT_SEARCH = {"candidates": 12, "horizon": None, "drop_z": 2.0, "own_width": 8, "z": 0.75,
                 "shares": EXPERT_SHARES, "guessed_rollouts": EXPERT_GUESSED_ROLLOUTS}
