"""Motion helpers: easing, tweens, numbers that count up, glows that pulse.

Every helper is a pure function of time: a scene keeps a clock it advances in
`update(dt)` and asks these what to show at that time, so `draw()` never changes state
and a test drives an animation to its end by calling `update` with chosen steps."""
from __future__ import annotations

import math
from dataclasses import dataclass


def clamp01(x: float) -> float:
    return 0.0 if x < 0 else 1.0 if x > 1 else x


def progress(now: float, start: float, duration: float) -> float:
    """How far an animation of `duration` seconds begun at `start` is, 0 to 1 (1 when it lasts nothing)."""
    return 1.0 if duration <= 0 else clamp01((now - start) / duration)


def smooth(t: float) -> float:
    """Slow in, slow out (smoothstep)."""
    t = clamp01(t)
    return t * t * (3 - 2 * t)


def ease_out(t: float) -> float:
    """Fast at first, settling gently (cubic)."""
    t = clamp01(t)
    return 1 - (1 - t) ** 3


def lerp(a: float, b: float, k: float) -> float:
    return a + (b - a) * k


@dataclass(frozen=True)
class Tween:
    """A value going from `a` to `b` over `duration` seconds from `start`, eased out."""
    start: float
    duration: float
    a: float
    b: float

    def at(self, now: float) -> float:
        return lerp(self.a, self.b, ease_out(progress(now, self.start, self.duration)))

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration


@dataclass(frozen=True)
class CountUp:
    """A shown whole number counting from `old` to `new` (exactly `new` at the end)."""
    old: int
    new: int
    start: float = 0.0
    duration: float = 0.0

    def at(self, now: float) -> int:
        if self.done(now):
            return self.new
        return round(lerp(self.old, self.new, ease_out(progress(now, self.start, self.duration))))

    def done(self, now: float) -> bool:
        return now >= self.start + self.duration

    def to(self, value: int, now: float, duration: float) -> "CountUp":
        """Count on towards `value` from what is shown at `now`."""
        return CountUp(self.at(now), value, now, duration)


def glow(now: float, start: float, duration: float) -> float:
    """A glow's strength, 0 to 1: it lights up quickly, pulses twice and fades out."""
    p = progress(now, start, duration)
    if p >= 1.0 or now < start:
        return 0.0
    envelope = min(1.0, p / 0.12) * (1 - smooth((p - 0.12) / 0.88) if p > 0.12 else 1.0)
    return envelope * (0.75 + 0.25 * math.cos(p * 4 * math.pi))
