"""Learn to play: the lesson scene over a real table, what it rings, the lesson menu and
`main.py tutorial`. The lessons themselves are data in game/tutorial/."""
