"""The system clipboard, through SDL's (pygame.scrap.put_text): the host copies a table's code
and address with one click. One small wrapper, so that a window without a clipboard only says
it could not copy."""
from __future__ import annotations

import pygame


def copy(text: str) -> bool:
    """Put `text` on the clipboard; False when this system gives no clipboard."""
    try:
        pygame.scrap.put_text(text)
    except (pygame.error, AttributeError):
        return False
    return True
