"""The headless commands (score, simulate, bench, saves, resume, languages; see docs/commands.md)."""
