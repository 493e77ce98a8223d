"""The window's loop never leaves a motion unfinished on the screen: the update that ends
an animation is drawn before the loop waits for input."""
import pygame

from game.app.app import App
from game.app.ui.scene import Scene


class Counting(Scene):
    """Moves for three updates, then rests; records the step each drawn frame shows."""

    def __init__(self, app, shown):
        super().__init__(app)
        self.step, self.shown = 0, shown

    def update(self, dt):
        self.step += 1
        if self.step > 5:                   # a safety net: the loop would otherwise wait for input
            self.app.quit()
        return self.step < 4

    def draw(self, surface):
        self.shown.append(self.step)


def test_the_frame_after_the_last_moving_update_is_drawn_without_any_input(app):
    shown = []
    loop = App(app.screen)
    scene = Counting(loop, shown)
    loop.scenes.push(scene)
    pygame.event.clear()
    loop.on_frame = lambda: loop.quit() if scene.step == 4 else None     # the resting state reached the screen
    loop.run()
    assert shown[-1] == 4 and scene.step == 4 and shown[:3] == [1, 2, 3]
