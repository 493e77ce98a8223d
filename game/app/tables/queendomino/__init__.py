"""The Queendomino (and Royal Wedding) table: its scene, drawing, views, move words, keys, score
sheet, art, Rules page and lesson marks, registered once in entry.py."""
