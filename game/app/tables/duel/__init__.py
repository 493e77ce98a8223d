"""The Kingdomino Duel table: its scene, drawing, views, move words, keys, score sheet, art,
Rules page and lesson marks, registered once in entry.py."""
