"""The Kingdomino (and Královská zahrada) table: its scene, drawing, views, keys, score sheet,
Rules page and lesson marks, registered once in entry.py."""
