"""Play over the network: a headless server holds tables, clients play seats (docs/commands.md)."""
