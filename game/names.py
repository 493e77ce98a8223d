"""Players' names: the one rule every way a name comes in follows (the New game scene,
settings, saves and autosaves, a server's join, the `join` command's --name).

A name is shown at every table, to every player, so it must draw as something, read the
same way wherever it is drawn and never pass for another seat's name. `clean` makes any
text such a name or "" (nothing in it draws); `distinct` keeps a name from looking like
another seat's (Cyrillic "Аnn" beside Latin "Ann") by numbering it; `player_name` does
both and falls back to a default. Pure Python: the rules, the server and the window use it.

Look-alikes are judged by `skeleton`: a small built-in table of the Latin, Cyrillic and
Greek letters (and digits) that pass for one another, after compatibility folding,
accents and case are set aside. Unicode's full confusables list (as packaged by
confusable_homoglyphs) answers "does this text mix scripts", not "do these two names look
alike", and would be a dependency for the three scripts that matter at a table.
"""
from __future__ import annotations

import re
import unicodedata

MAX_CHARS = 40          # characters of a name at most (after normalising)
MAX_MARKS = 3           # accents stacked on one letter at most (no "Zalgo" towers)

# Default_Ignorable_Code_Point (Unicode DerivedCoreProperties): drawn as nothing. The
# joiners U+200C and U+200D are kept: some scripts and emoji sequences need them.
_IGNORED = re.compile("[\u00ad\u034f\u061c\u115f\u1160\u17b4\u17b5\u180b-\u180f\u200b\u200e\u200f\u202a-\u202e"
                      "\u2060-\u206f\u3164\ufe00-\ufe0f\ufeff\uffa0\ufff0-\ufff8\U0001bca0-\U0001bca3"
                      "\U0001d173-\U0001d17a\U000e0000-\U000e0fff]")
_BLANK = {"\u2800"}     # a symbol that draws as an empty cell (braille blank)
_DROPPED = {"Cc", "Cf", "Co", "Cn", "Cs"}      # controls, formats, private use, unassigned, surrogates
_MARKS = {"Mn", "Mc", "Me"}
_DRAWN = ("L", "N", "P", "S")                  # letters, numbers, punctuation, symbols

# look-alikes: each character -> the Latin letter or digit it passes for (case kept: a
# Greek capital Mu looks like M, its small letter like u)
_LOOKALIKE = str.maketrans({
    **dict(zip("АВЕЅІЈКМНОРСТХУЗӀԁԛԝһӏаеоѕіјрсухьпгкв", "ABESIJKMHOPCTXY3ldqwhlaeosijpcyxbnrkb")),
    **dict(zip("ΑΒΕΖΗΙΚΜΝΟΡΤΥΧαοινκρυχωϲγηετ", "ABEZHIKMNOPTYXaoivkpuxwcynet")),
    "0": "o", "1": "l", "I": "l", "|": "l", "5": "s", "ı": "i",
})


def clean(text: str) -> str:
    """`text` as a name: compatibility-normalised (NFKC), without controls or characters
    that draw as nothing, accents bounded, spaces collapsed and trimmed, at most MAX_CHARS
    characters; "" when no character of it draws. Idempotent."""
    text = unicodedata.normalize("NFKC", _IGNORED.sub("", text[:MAX_CHARS * 8]))
    out: list[str] = []
    marks = MAX_MARKS
    for c in text:
        kind = unicodedata.category(c)
        if c.isspace() or c in _BLANK or kind[0] == "Z":
            c, kind = " ", "Zs"
        elif kind in _DROPPED and c not in "\u200c\u200d" or _IGNORED.match(c):
            continue
        if kind in _MARKS:
            if marks >= MAX_MARKS:
                continue                 # a mark with no letter under it, or one too many
            marks += 1
        else:
            marks = MAX_MARKS if c == " " else 0
        if c != " " or out and out[-1] != " ":
            out.append(c)
    name = unicodedata.normalize("NFC", "".join(out)).strip()[:MAX_CHARS].rstrip()
    return name if visible(name) else ""


def visible(text: str) -> bool:
    """True when at least one character of `text` draws (a letter, digit, punctuation
    mark or symbol that is not blank)."""
    return any(unicodedata.category(c)[0] in _DRAWN and c not in _BLANK and not _IGNORED.match(c) for c in text)


def skeleton(text: str) -> str:
    """What a name looks like: two names with the same skeleton pass for each other
    (case, accents, compatibility forms and Latin/Cyrillic/Greek look-alikes set aside)."""
    text = unicodedata.normalize("NFKD", clean(text))
    text = "".join(c for c in text if unicodedata.category(c) not in _MARKS).translate(_LOOKALIKE)
    return text.casefold().translate(_LOOKALIKE).replace("rn", "m")


def distinct(name: str, others: list[str], own: list[str] | tuple[str, ...] = ()) -> str:
    """`name`, numbered ("Ann 2", "Ann 3", …) while it looks like one of `others`; a
    number that makes it one of `own` stops there (that seat is this player's)."""
    taken = {skeleton(o) for o in others}
    candidate, n = name, 1
    while candidate not in own and skeleton(candidate) in taken:
        n += 1
        suffix = f" {n}"
        candidate = name[:MAX_CHARS - len(suffix)].rstrip() + suffix
    return candidate


def player_name(text: str, fallback: str, others: list[str] | tuple[str, ...] = ()) -> str:
    """The name `text` stands for at a seat beside `others`: cleaned, `fallback` when
    nothing of it draws, numbered while it looks like one of theirs."""
    return distinct(clean(text) or clean(fallback) or "?", list(others))


def joining_name(text: str, seated: list[str], rejoinable: list[str]) -> str:
    """The name a player who joins a table with seats named `seated` sits under: cleaned
    ("Player" when nothing of it draws), numbered while it looks like a seated player's,
    unless it is one of `rejoinable` (the names of the seats taken over the network). The
    same text always gives the same name, so a player coming back finds their seat."""
    return distinct(clean(text) or "Player", [s for s in seated if s], own=rejoinable)


def watching_name(text: str, taken: list[str]) -> str:
    """The name a spectator is shown under beside the `taken` names of a table's seats and
    its other spectators: cleaned ("Spectator" when nothing of it draws), numbered while it
    looks like one of them (a spectator never passes for a player)."""
    return distinct(clean(text) or "Spectator", [t for t in taken if t])


def seat_names(texts: list[str], fallbacks: list[str]) -> list[str]:
    """The names of a table's seats, in order: each one cleaned and kept apart from
    the seats before it (a save or a setup holding "Ann" twice gets "Ann", "Ann 2");
    "" stays "" (a server's seat that no one has taken yet)."""
    out: list[str] = []
    for text, fallback in zip(texts, fallbacks):
        out.append(player_name(text, fallback, out) if text else "")
    return out
