"""Rules of Kingdomino and Královská zahrada: the family's rules object (RULES in rules.py),
its state (state.py) and what only its bonuses need (bonus_outlook.py). The kingdom, its
scoring, the tile actions and kingdom files under game/rules are shared with Queendomino,
which builds on them."""
