"""Kingdomino Duel's computer players: random, greedy and the search."""
