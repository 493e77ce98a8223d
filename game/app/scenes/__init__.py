"""The shared scenes (the menus): title, new game, load, replay, settings, pause, hand-over,
save as, rules. Each game's table and score sheet live in game/app/tables/."""
