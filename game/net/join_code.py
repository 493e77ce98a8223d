"""Join codes that people can read aloud and type: eight characters from an alphabet without
look-alikes (no 0/O, 1/I/L, U/V), shown in two groups ("KDM7-Q4XP"), read in any case with
the dash and spaces ignored. A table served before codes looked like this keeps its old code,
which is still matched exactly."""
from __future__ import annotations

import secrets

ALPHABET = "23456789ABCDEFGHJKMNPQRSTWXYZ"      # 29 signs: 8 of them give about 39 bits
LENGTH = 8
GROUP = 4


def new_code() -> str:
    """A fresh table code (its plain form, without the dash)."""
    return "".join(secrets.choice(ALPHABET) for _ in range(LENGTH))


def plain(text: str) -> str:
    """The code as the server knows it: a code of this alphabet typed in any case, with dashes
    or spaces anywhere, becomes its plain upper-case form; anything else stays as typed
    (an older table's code, or a wrong one the server refuses)."""
    squeezed = "".join(text.split()).replace("-", "").upper()
    if len(squeezed) == LENGTH and all(c in ALPHABET for c in squeezed):
        return squeezed
    return text.strip()


def shown(code: str) -> str:
    """The code as people read it: in groups of four ("KDM7-Q4XP"); an older code as it is."""
    if len(code) == LENGTH and all(c in ALPHABET for c in code):
        return "-".join(code[i:i + GROUP] for i in range(0, LENGTH, GROUP))
    return code
