"""What every screen is built from: the scene stack, widgets, focus, theme, Tiled layouts, tile art."""
