"""Kingdomino's and Královská zahrada's computer players: random, Full-Greedy, the planner and the search."""
