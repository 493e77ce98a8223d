"""The one-line text field edits as players expect from other programs."""
import pygame

from game.app.ui.widgets import TextField


def key(k: int, mod: int = 0) -> pygame.event.Event:
    return pygame.event.Event(pygame.KEYDOWN, key=k, mod=mod, unicode="")


def typed(text: str) -> pygame.event.Event:
    return pygame.event.Event(pygame.TEXTINPUT, text=text)


def clicked_field(value: str) -> TextField:
    field = TextField(value, 20)
    field.rect = pygame.Rect(0, 0, 200, 40)
    assert field.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(10, 10)))
    return field


def test_typing_after_a_click_replaces_a_default_name():
    field = clicked_field("Player 1")
    field.handle(typed("A"))
    field.handle(typed("nn"))
    assert field.value == "Ann"


def test_backspace_after_a_click_clears_the_whole_text():
    field = clicked_field("Player 1")
    field.handle(key(pygame.K_BACKSPACE))
    assert field.value == ""


def test_an_arrow_keeps_the_text_and_types_after_it():
    field = clicked_field("Ann")
    field.handle(key(pygame.K_END))
    field.handle(typed("a"))
    field.handle(key(pygame.K_BACKSPACE))
    field.handle(key(pygame.K_BACKSPACE))
    assert field.value == "An"


def test_ctrl_a_selects_again():
    field = clicked_field("Ann")
    field.handle(typed("Bea"))
    field.handle(key(pygame.K_a, pygame.KMOD_LCTRL))
    field.handle(typed("Cyril"))
    assert field.value == "Cyril"


def test_the_selection_is_drawn_and_editing_again_selects_again():
    pygame.init()
    field = clicked_field("Ann")
    with_mark, without = pygame.Surface((220, 60)), pygame.Surface((220, 60))
    field.draw(with_mark, 1.0)
    field.handle(key(pygame.K_END))
    field.draw(without, 1.0)
    assert pygame.image.tobytes(with_mark, "RGB") != pygame.image.tobytes(without, "RGB")
    field.handle(key(pygame.K_RETURN))
    assert not field.editing and not field.selected
    field.editing = True
    assert field.selected

