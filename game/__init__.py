"""Kingdomino, Královská zahrada, Queendomino with the Royal Wedding and Kingdomino Duel.

`__version__` is the program's one version number: pyproject.toml reads it for the
package, and `--version` prints it."""
__version__ = "1.1.1.dev0"
