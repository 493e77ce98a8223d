"""The Kingdomino Duel table: its scene, drawing, views, move words, keys, score sheet and art."""
