"""The building blocks of the project's synthesised sounds (game/tools/make_sounds.py makes the
effects, game/tools/make_music.py the music): damped modes, noise, filters, envelopes and
mixing, in plain Python floats so two runs give the same samples. Standard library only.
"""
from __future__ import annotations

import cmath
import math
import operator
import random
from itertools import accumulate, repeat
from typing import Iterator

SR = 44100

Signal = list[float]


# ---- building blocks ------------------------------------------------------------------
def silence(seconds: float, sr: int = SR) -> Signal:
    return [0.0] * int(seconds * sr)


def modes(parts, seconds: float, sr: int = SR) -> Signal:
    """Damped sines (the ringing of struck wood, metal or a string): parts are
    (frequency, amplitude, decay time in seconds); each starts at phase 0. The makers
    below let each ring to the end of its effect (a ring cut short clicks)."""
    out = silence(seconds, sr)
    n = len(out)
    for f, a, tau in parts:
        if f >= sr / 2:
            continue
        step = cmath.exp(complex(-1.0 / (tau * sr), 2 * math.pi * f / sr))
        audible = int(tau * sr * math.log(max(abs(a), 1e-6) / 1e-6)) + 1     # until below 1e-6
        m = min(n, audible)
        out[:m] = [v + z.imag for v, z in zip(out, rotating(complex(a, 0.0), step, m))]
    return out


def rotating(z: complex, step: complex, n: int) -> Iterator[complex]:
    """z, z·step, z·step², … (n of them), each the one before times step, as a loop would."""
    return accumulate(repeat(step, n - 1), operator.mul, initial=z)


def noise(seconds: float, rng: random.Random, sr: int = SR) -> Signal:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * sr))]


def lowpass(x: Signal, cutoff: float, sr: int = SR) -> Signal:
    a = 1.0 - math.exp(-2 * math.pi * cutoff / sr)
    y, out = 0.0, []
    for v in x:
        y += a * (v - y)
        out.append(y)
    return out


def bandpass(x: Signal, centre, q: float, sr: int = SR) -> Signal:
    """RBJ band-pass (0 dB at the centre); `centre` a frequency or a function of time."""
    out = []
    x1 = x2 = y1 = y2 = 0.0
    coeffs = None
    for i, v in enumerate(x):
        if coeffs is None or (callable(centre) and i % 32 == 0):
            f0 = centre(i / sr) if callable(centre) else centre
            w0 = 2 * math.pi * f0 / sr
            alpha = math.sin(w0) / (2 * q)
            a0 = 1 + alpha
            coeffs = (alpha / a0, -alpha / a0, -2 * math.cos(w0) / a0, (1 - alpha) / a0)
        b0, b2, a1, a2 = coeffs
        y = b0 * v + b2 * x2 - a1 * y1 - a2 * y2
        x2, x1, y2, y1 = x1, v, y1, y
        out.append(y)
    return out


def shaped(x: Signal, env) -> Signal:
    """x times env(t) (t in seconds)."""
    return [v * env(i / SR) for i, v in enumerate(x)]


def decay(tau: float, attack: float = 0.0):
    """An envelope: a linear rise over `attack` seconds, then e^(-t/tau)."""
    def env(t: float) -> float:
        rise = min(1.0, t / attack) if attack else 1.0
        return rise * math.exp(-max(0.0, t - attack) / tau)
    return env


def add(into: Signal, x: Signal, at: float, gain: float = 1.0, sr: int = SR) -> None:
    """Mix x into `into` from `at` seconds (cut at its end)."""
    start = int(at * sr)
    part = x[: max(0, len(into) - start)]
    into[start:start + len(part)] = [a + v * gain for a, v in zip(into[start:start + len(part)], part)]


def add_round(into: Signal, x: Signal, start: int, gain: float) -> None:
    """Mix x into a loop from sample `start`, the part past the end wrapping to the start."""
    n, i = len(into), 0
    while i < len(x):               # a slice at a time: up to the loop's end, then from its start
        at = (start + i) % n
        m = min(n - at, len(x) - i)
        into[at:at + m] = [a + v * gain for a, v in zip(into[at:at + m], x[i:i + m])]
        i += m


def hz(midi: float) -> float:
    return 440.0 * 2 ** ((midi - 69) / 12)
