"""The Kingdomino (and Královská zahrada) table: its scene, drawing, views, keys and score sheet."""
