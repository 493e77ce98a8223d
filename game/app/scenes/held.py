"""A game another window plays on (autosaves.hold refused it): it is not played on here too,
where the two windows would write over each other's moves. It can be watched here,
read-only (its replay), or played on as a copy with an autosave of its own."""
from __future__ import annotations

from collections.abc import Callable

from game import saves
from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.replay import ReplayScene
from game.i18n import N_, _


def offer_held(app, saved: saves.SavedGame, play_copy: Callable[[], None]) -> None:
    """Say the game is open in another window; offer to watch it or to play a copy."""
    def watch() -> None:
        try:
            app.scenes.push(ReplayScene(app, saved))
        except ValueError:         # a computer player this version lacks: Load says why
            return
    app.scenes.push(ConfirmScene(app, _("This game is open in another window"),
                                 _("Watch it here without playing, or play on in a copy of your own."),
                                 N_("Watch"), watch, no=N_("Back"), more=((N_("Play a copy"), play_copy),)))
