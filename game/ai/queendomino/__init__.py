"""Queendomino's (and the Royal Wedding's) computer players: random, greedy, the static policy and the planner."""
