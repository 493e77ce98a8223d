"""What every table shares: the table scene base, keyboard controls, the score-sheet base, the log and the scores."""
