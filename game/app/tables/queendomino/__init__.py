"""The Queendomino (and Royal Wedding) table: its scene, drawing, views, move words, keys, score sheet and art."""
