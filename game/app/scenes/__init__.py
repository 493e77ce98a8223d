"""The scenes on the stack: title, new game, play, pause, hand-over, score sheet, rules."""
