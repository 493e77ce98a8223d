"""The music: three pieces, each a seamless loop, made again byte for byte by
`python -m game.tools.make_sounds` (which writes them). Standard library only.

- title (32 s): the hurdy-gurdy drone on D, a harp's arpeggios and the recorder's tune in
  D dorian, closing on a cadence back to its start;
- table (96 s): a calmer piece in A minor at 75 beats a minute in five sections (the harp
  alone, the recorder's first tune, a second tune with chimes in C, the first tune's answer,
  a sparse pedal that leads back to the start), so a game hears it two or three times
  rather than a short loop fifteen times;
- finale (25.6 s): D major and quicker, the tune doubled by chimes, for the score sheet.

Every note is mixed on a circle (add_round) and every drone partial makes whole cycles, so
each end joins its start without a seam. Nothing is above 5 kHz: the files are 11.025 kHz.
"""
from __future__ import annotations

import cmath
import math
from dataclasses import dataclass, field

from game.tools.sound_blocks import Signal, add_round, hz, modes, rotating

MUSIC_SR = 11025

Bar = list[tuple[int, int]]          # (MIDI note, beats) in a 3/4 bar


# ---- the instruments ------------------------------------------------------------------
def pluck(f: float, seconds: float, sr: int = MUSIC_SR) -> Signal:
    """A lute or harp string: harmonics plucked near the bridge, the high ones dying first."""
    parts = [(f * k, math.sin(math.pi * k * 0.18) / k, 1.4 / (1 + 0.7 * (k - 1))) for k in range(1, 8)]
    x = modes(parts, seconds, sr)
    attack = int(0.003 * sr)
    fade = int(0.2 * sr)
    for i in range(attack):
        x[i] *= i / attack
    for i in range(fade):
        x[-1 - i] *= i / fade
    return x


def recorder(f: float, seconds: float, sr: int = MUSIC_SR) -> Signal:
    """A soft recorder: a sine with a little second and third harmonic, a gentle vibrato."""
    n = int((seconds + 0.12) * sr)
    out, phase = [], 0.0
    for i in range(n):
        t = i / sr
        env = min(1.0, t / 0.07) * (1.0 if t < seconds else max(0.0, 1 - (t - seconds) / 0.12))
        wobble = 1 + 0.003 * math.sin(2 * math.pi * 4.8 * t) * min(1.0, max(0.0, t - 0.2) / 0.3)
        phase += 2 * math.pi * f * wobble / sr
        out.append(env * (math.sin(phase) + 0.18 * math.sin(2 * phase) + 0.06 * math.sin(3 * phase)))
    return out


def chime(f: float, seconds: float, sr: int = MUSIC_SR) -> Signal:
    """A soft chime: a struck bar's fundamental and a few fading overtones."""
    x = modes([(f, 1.0, 0.9), (f * 2.0, 0.35, 0.45), (f * 3.0, 0.12, 0.25), (f * 4.16, 0.06, 0.15)], seconds, sr)
    attack = int(0.002 * sr)
    for i in range(attack):
        x[i] *= i / attack
    return x


def drone(seconds: float, root: int, sr: int = MUSIC_SR) -> Signal:
    """An open fifth on `root`, as a hurdy-gurdy holds it, breathing slowly. Every frequency
    makes whole cycles in the loop, so the drone joins itself without a seam."""
    n = int(seconds * sr)
    out = [0.0] * n
    for f0, level in ((hz(root), 1.0), (hz(root + 7), 0.7)):
        for k, a in ((1, 1.0), (2, 0.45), (3, 0.25), (4, 0.12), (5, 0.06)):
            f = round(f0 * k * seconds) / seconds
            step = cmath.exp(complex(0.0, 2 * math.pi * f / sr))
            out = [v + z.imag for v, z in zip(out, rotating(complex(level * a, 0.0), step, n))]
    breath = [0.8 + 0.2 * math.cos(2 * math.pi * 3 * i / n) for i in range(n)]
    return [v * b for v, b in zip(out, breath)]


# ---- the pieces -------------------------------------------------------------------------
@dataclass(frozen=True)
class Tune:
    first: int                  # the bar it begins in
    bars: list[Bar]
    gain: float = 0.09
    chimes: float = 0.0         # a chime on each bar's first note, this loud (0: none)


@dataclass(frozen=True)
class Piece:
    bar: float                              # seconds a 3/4 bar lasts
    chords: list[tuple[int, int, int]]      # (root, third, fifth) a bar, MIDI
    patterns: list[Pattern]                 # per bar: the harp's notes, evenly spaced (index into the chord's five)
    root: int                               # the drone's lower note
    tunes: list[Tune] = field(default_factory=list)
    harp: float = 0.11


Pattern = tuple[int, ...]
EIGHTHS: Pattern = (0, 2, 3, 4, 3, 2)     # root, fifth, octave, tenth, octave, fifth
QUARTERS: Pattern = (0, 2, 3)
ROLLING: Pattern = (0, 3, 2, 3, 4, 3)

Dm, C, G, F, Am, Em, E, A, D, Bm = ((50, 53, 57), (48, 52, 55), (55, 59, 62), (53, 57, 60), (45, 48, 52),
                                    (52, 55, 59), (52, 56, 59), (57, 61, 64), (50, 54, 57), (47, 50, 54))

TITLE = Piece(2.0, [Dm, C, Dm, G, F, C, Dm, Am, F, G, Dm, Am, G, Am, A, Dm], [EIGHTHS] * 16, 38, [Tune(4, [
    [(77, 2), (76, 1)], [(76, 1), (74, 1), (72, 1)], [(74, 2), (69, 1)], [(72, 1), (71, 1), (69, 1)],
    [(69, 1), (72, 1), (77, 1)], [(79, 2), (77, 1)], [(77, 1), (76, 1), (74, 1)], [(76, 3)],
    [(74, 2), (72, 1)], [(71, 1), (72, 1), (74, 1)], [(76, 2), (73, 1)], [(74, 3)]])])

_TABLE_CHORDS = ([Am, G, F, E, Am, C, G, Am] + [F, C, G, Am, F, C, Dm, E] + [C, G, Am, Em, F, C, F, G]
                 + [Am, G, F, E, Am, C, G, Am] + [Dm, Am, Dm, Am, F, G, E, E])
TABLE = Piece(2.4, _TABLE_CHORDS,
              [QUARTERS] * 8 + [EIGHTHS] * 16 + [ROLLING] * 8 + [QUARTERS] * 8, 33, [
    Tune(8, [[(72, 2), (69, 1)], [(67, 1), (69, 1), (72, 1)], [(71, 3)], [(69, 2), (72, 1)],
             [(77, 2), (76, 1)], [(74, 1), (72, 1), (74, 1)], [(77, 2), (74, 1)], [(71, 2), (68, 1)]]),
    Tune(16, [[(64, 1), (67, 1), (72, 1)], [(71, 2), (67, 1)], [(69, 3)], [(67, 2), (64, 1)],
              [(65, 1), (69, 1), (72, 1)], [(76, 2), (72, 1)], [(74, 1), (72, 1), (69, 1)], [(71, 3)]],
         gain=0.08, chimes=0.05),
    Tune(24, [[(76, 2), (72, 1)], [(74, 2), (71, 1)], [(72, 1), (69, 1), (72, 1)], [(71, 3)],
              [(69, 1), (72, 1), (76, 1)], [(79, 2), (76, 1)], [(74, 1), (71, 1), (74, 1)], [(69, 3)]])],
              harp=0.12)

FINALE = Piece(1.6, [D, G, A, D, Bm, G, A, A, D, G, D, A, G, A, D, D], [ROLLING] * 16, 38, [Tune(0, [
    [(74, 1), (78, 1), (81, 1)], [(79, 2), (74, 1)], [(76, 1), (78, 1), (76, 1)], [(74, 3)],
    [(78, 2), (74, 1)], [(79, 1), (78, 1), (76, 1)], [(73, 1), (76, 1), (79, 1)], [(81, 3)],
    [(81, 1), (78, 1), (74, 1)], [(79, 1), (83, 1), (79, 1)], [(78, 2), (74, 1)], [(76, 3)],
    [(79, 1), (78, 1), (76, 1)], [(73, 2), (76, 1)], [(74, 3)]], gain=0.1, chimes=0.07)])

PIECES = {"title": TITLE, "table": TABLE, "finale": FINALE}


def render(piece: Piece) -> Signal:
    """The piece as one loop: drone, harp and tunes mixed on a circle."""
    seconds = piece.bar * len(piece.chords)
    n = int(seconds * MUSIC_SR)
    out = [v * 0.05 for v in drone(seconds, piece.root)]
    voices: dict[tuple[str, int, float], Signal] = {}

    def voice(kind: str, m: int, length: float) -> Signal:
        key = (kind, m, round(length, 3))
        if key not in voices:
            voices[key] = {"pluck": pluck, "recorder": recorder, "chime": chime}[kind](hz(m), length)
        return voices[key]

    for b, (chord, pattern) in enumerate(zip(piece.chords, piece.patterns)):
        notes = (chord[0], chord[1], chord[2], chord[0] + 12, chord[1] + 12)
        step = piece.bar / len(pattern)
        for j, which in enumerate(pattern):
            gain = piece.harp * (1.45 if j == 0 else 1.0)
            add_round(out, voice("pluck", notes[which], 2.2), int((b * piece.bar + j * step) * MUSIC_SR), gain)
    for tune in piece.tunes:
        for i, bar in enumerate(tune.bars):
            at = (tune.first + i) * piece.bar
            if tune.chimes:
                add_round(out, voice("chime", bar[0][0] + 12, 2.0), int(at * MUSIC_SR), tune.chimes)
            for m, beats in bar:
                length = beats * piece.bar / 3
                add_round(out, voice("recorder", m, length - 0.05), int(at * MUSIC_SR), tune.gain)
                at += length
    return out[:n]
