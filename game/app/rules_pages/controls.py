"""The controls page: every mouse and keyboard control, at the tables, in the menus, in a
lesson and in these pages."""
from __future__ import annotations

from game.app.rules_pages.figures import Heading, Keys, Text
from game.i18n import N_

PAGE = (
    Heading(N_("Mouse")),
    Keys((
        (N_("Left click"), N_("Choose a domino of the next line, place the domino where it shows green, pick a die, use a button.")),
        (N_("Right click, wheel, R"), N_("Turn the domino (or your two dice in Duel) before you place it.")),
        (N_("Pointer on your kingdom"), N_("The domino follows it; green dots mark every square where it may go.")),
        (N_("Pointer on a territory"), N_("Shows what the territory scores.")),
        (N_("Drag a building"), N_("Queendomino: from the builders board onto an empty town square.")),
        (N_("Bribe the Dragon, then a building"), N_("Queendomino: the Dragon burns that building.")),
        (N_("Done"), N_("Queendomino: no more knights, building or Dragon this turn.")),
        (N_("Castle +✕, Turn…, Use"), N_("Duel: the castle bonus, turning a die, casting a spell.")),
    )),
    Heading(N_("Keyboard")),
    Text(N_("Every game can be played without a mouse. Squares are named by the letters and numbers round the grid.")),
    Keys((
        (N_("Tab, Shift-Tab"), N_("Move the bright yellow outline to the next or previous choice.")),
        (N_("Arrow keys"), N_("Move the outline, or the cursor over your kingdom, the next line or the builders board.")),
        (N_("Enter, Space"), N_("Use what the outline marks: place, choose, press.")),
        ("R", N_("Turn the domino.")),
        ("L", N_("Open the event log, every move in words; PgUp and PgDn scroll it.")),
        ("F", N_("Show the computers' turns at once, until it is a person's turn again.")),
        ("1–8", N_("Kingdomino, Queendomino: that seat's kingdom large (a click on a player's panel too); "
                   "the same key, a click or Esc closes it.")),
        ("B", N_("Kingdomino, Queendomino: what is left in the box (a click on the pile too).")),
        ("Esc", N_("At the table: the menu (save, undo, settings, rules). In a menu: back.")),
    )),
    Heading(N_("In a lesson")),
    Keys((
        (N_("Enter, Space"), N_("Next, once you have read a note.")),
        (N_("Backspace"), N_("Replay step: back to the start of the step.")),
    )),
    Heading(N_("In these pages")),
    Keys((
        (N_("Wheel, Up, Down, PgUp, PgDn"), N_("Scroll.")),
        (N_("Left, Right"), N_("The previous or next page.")),
    )),
)
