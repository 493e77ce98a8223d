"""The rules model: plain-data state, small typed actions, one legal-move generator per game.
Kingdomino and the shared pieces here, queendomino/ and duel/ beside them. Never imports pygame."""
