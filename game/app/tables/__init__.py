"""The game tables, one folder per game; common/ holds what the three tables share."""
