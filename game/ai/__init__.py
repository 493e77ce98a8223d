"""The computer players: one folder per game, the shared pieces (level registry, hint, kingdom
evaluator, Monte Carlo sampling) beside them. Never imports pygame."""
