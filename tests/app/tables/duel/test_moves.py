"""The Duel's moves in words name squares as the map sheet labels them."""
from game.app.tables.duel.moves import describe
from game.i18n import translate
from game.rules.config import GameConfig
from game.rules.duel import rules
from game.rules.duel.actions import AddCross


def test_the_log_names_an_extra_cross_by_its_square():
    st = rules.new_game(GameConfig("duel", 2), 5)
    assert translate(describe(st, AddCross(13), "Anna")) == "Anna added a cross on G2"     # row 2, column 7
