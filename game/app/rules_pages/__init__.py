"""The illustrated rules: a page per family (in its table's folder) and one for the
controls, as data (headings, paragraphs, figures drawn with the game's own art, a table of
keys). The Rules scene (game/app/scenes/rules_help.py) lays them out."""
