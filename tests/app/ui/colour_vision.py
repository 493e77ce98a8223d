"""Colour checks for the theme tests: how a colour looks with a colour-vision deficiency, how far
apart two colours look, and the contrast of text on its background.

Simulation: Machado, Oliveira and Fernandes (2009), severity 1.0, applied in linear sRGB.
Distance: CIE76 ΔE in CIELAB (D65). Contrast: the WCAG 2 ratio. Pure arithmetic, no pygame,
so the theme tests can check every colour pair without a display.
"""
from __future__ import annotations

from itertools import combinations

RGB = tuple[int, int, int]

MACHADO: dict[str, tuple[tuple[float, float, float], ...]] = {
    "protanopia": ((0.152286, 1.052583, -0.204868),
                   (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968),
                     (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779),
                   (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
DEFICIENCIES = tuple(MACHADO)


def _linear(c: int) -> float:
    v = c / 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _encode(v: float) -> int:
    v = min(1.0, max(0.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(rgb: RGB, deficiency: str) -> RGB:
    """`rgb` as seen with the given deficiency (full severity)."""
    m = MACHADO[deficiency]
    lin = [_linear(c) for c in rgb[:3]]
    r, g, b = (_encode(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))
    return r, g, b


def lab(rgb: RGB) -> tuple[float, float, float]:
    r, g, b = (_linear(c) for c in rgb[:3])
    xyz = (0.4124 * r + 0.3576 * g + 0.1805 * b,
           0.2126 * r + 0.7152 * g + 0.0722 * b,
           0.0193 * r + 0.1192 * g + 0.9505 * b)
    white = (0.95047, 1.0, 1.08883)

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 216 / 24389 else (24389 / 27 * t + 16) / 116

    fx, fy, fz = (f(v / w) for v, w in zip(xyz, white))
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a: RGB, b: RGB) -> float:
    """CIE76 colour difference: about 2.3 is just noticeable, 20+ is clearly different."""
    return sum((x - y) ** 2 for x, y in zip(lab(a), lab(b))) ** 0.5


def luminance(rgb: RGB) -> float:
    r, g, b = (_linear(c) for c in rgb[:3])
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast(a: RGB, b: RGB) -> float:
    """WCAG contrast ratio, 1 to 21 (4.5 is the minimum for body text)."""
    hi, lo = sorted((luminance(a), luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def closest_pair(colours: list[RGB], deficiency: str | None = None) -> tuple[float, int, int]:
    """The smallest ΔE between any two colours (as seen with `deficiency`), and which two."""
    seen = [simulate(c, deficiency) if deficiency else (c[0], c[1], c[2]) for c in colours]
    return min((delta_e(seen[i], seen[j]), i, j) for i, j in combinations(range(len(seen)), 2))
