"""Make the table's sound effects and its music: `python -m game.tools.make_sounds [OUTDIR]`.

Why a script: the sounds are the project's own work (MIT, like the code), anyone can
make them again, and two runs write byte-identical files (every random draw comes from
a generator with a fixed seed; no clock, no dither). Standard library only.

Effects are mono 16-bit WAV at 44.1 kHz, each normalised to its own peak (never above
-1 dBFS). The music (game/tools/make_music.py: title, table and finale, each a seamless
loop) is mono at 11.025 kHz (it holds nothing above 5 kHz) in μ-law WAV, 8 bits a sample
(G.711, which the mixer plays as it plays PCM): a second of music costs 11 KB.
"""
from __future__ import annotations

import math
import random
import struct
import sys
import wave
from pathlib import Path

from game.cli.errors import UsageError, guarded
from game.resources import CHECKOUT
from game.tools.make_music import MUSIC_SR, PIECES, render
from game.tools.sound_blocks import SR, Signal, add, bandpass, decay, hz, lowpass, modes, noise, shaped, silence

OUT = CHECKOUT / "assets" / "sounds"   # a maintainer's tool: it writes into the repository


# ---- the instruments ------------------------------------------------------------------
def knock(f: float, rng: random.Random, seconds: float = 0.25, ring: float = 0.04, click: float = 0.5) -> Signal:
    """A wooden knock: a few inharmonic modes of a small block and a short bright tick."""
    body = modes([(f, 1.0, ring), (f * 2.71, 0.5, ring * 0.45), (f * 4.53, 0.25, ring * 0.25)], seconds)
    tick = bandpass(shaped(noise(0.02, rng), decay(0.0025)), f * 3.2, 1.2)
    add(body, tick, 0.0, click * 3)
    return body


def clink(f: float, seconds: float) -> Signal:
    """A coin: the ring of a thin metal disc (inharmonic modes, short)."""
    return modes([(f, 1.0, 0.16), (f * 1.47, 0.6, 0.12), (f * 2.09, 0.4, 0.08), (f * 2.56, 0.3, 0.06),
                  (f * 3.39, 0.15, 0.04)], seconds)


def bell(f: float, seconds: float, tau: float = 0.6) -> Signal:
    """A small bell: the hum, prime, minor tierce, quint and nominal, softly struck."""
    parts = [(f * 0.5, 0.35, tau * 1.6), (f, 1.0, tau), (f * 1.2, 0.35, tau * 0.7), (f * 1.5, 0.25, tau * 0.6),
             (f * 2.0, 0.3, tau * 0.5), (f * 2.52, 0.12, tau * 0.3), (f * 3.0, 0.08, tau * 0.25)]
    return shaped(modes(parts, seconds), decay(10.0, 0.004))


def brass(f: float, seconds: float, release: float = 0.08, vibrato: float = 0.004) -> Signal:
    """A trumpet-like note: ten harmonics, the high ones opening up after the attack."""
    n = int((seconds + release) * SR)
    out = []
    phase = 0.0
    harmonics = []                  # (k, its level, the power of `bright` that opens it up)
    for k in range(1, 11):
        if f * k >= SR / 2:
            break
        harmonics.append((k, 1.0 / k ** 0.9, k / 3))
    for i in range(n):
        t = i / SR
        rise = min(1.0, t / 0.03)
        fall = 1.0 if t < seconds else max(0.0, 1 - (t - seconds) / release)
        bright = min(1.0, t / 0.08)
        wobble = 1 + vibrato * math.sin(2 * math.pi * 5.2 * t) * min(1.0, max(0.0, t - 0.15) / 0.2)
        phase += 2 * math.pi * f * wobble / SR
        v = 0.0
        for k, level, power in harmonics:
            v += math.sin(k * phase) * level * (1.0 if k <= 2 else bright ** power)
        out.append(v * rise * fall * (0.85 + 0.15 * math.exp(-t / 0.1)))
    return out



# ---- the effects ----------------------------------------------------------------------
def fx_pick(rng: random.Random) -> Signal:
    """A king set down on a domino: one light wooden tock."""
    return knock(820, rng, 0.22, 0.045)


def fx_place(rng: random.Random) -> Signal:
    """A domino slid into the kingdom and laid down: a soft slide, then a full clack."""
    out = silence(0.42)
    slide = shaped(lowpass(noise(0.07, rng), 1800), lambda t: min(1.0, t / 0.05) * 0.12)
    add(out, slide, 0.0)
    add(out, modes([(150, 0.7, 0.06), (310, 0.5, 0.05)], 0.3), 0.065)
    add(out, knock(610, rng, 0.3, 0.05, 0.7), 0.065, 0.9)
    add(out, knock(930, rng, 0.2, 0.03, 0.4), 0.082, 0.35)
    return out


def fx_discard(rng: random.Random) -> Signal:
    """A domino pushed aside: a soft falling swish and a light tap."""
    out = silence(0.45)
    swish = bandpass(noise(0.34, rng), lambda t: 1600 - 3000 * t, 1.4)
    add(out, shaped(swish, lambda t: math.sin(math.pi * min(1.0, t / 0.34)) ** 2), 0.0, 0.8)
    add(out, knock(520, rng, 0.12, 0.03, 0.3), 0.3, 0.5)
    return out


def fx_illegal(rng: random.Random) -> Signal:
    """Not there: two soft, low, falling marimba notes (never a buzzer)."""
    out = silence(0.42)
    for at, f in ((0.0, 233.1), (0.12, 196.0)):
        note = shaped(modes([(f, 1.0, 0.11), (f * 3.93, 0.12, 0.03), (f * 9.2, 0.03, 0.01)], 0.42 - at),
                      decay(10.0, 0.006))
        add(out, note, at)
    return out


def fx_coins(rng: random.Random) -> Signal:
    """Coins on the table: four clinks, each a little softer."""
    out = silence(0.75)
    for i, at in enumerate((0.0, 0.075, 0.16, 0.27)):
        add(out, clink(rng.uniform(2300, 3300), 0.75 - at), at + rng.uniform(0, 0.012), 0.85 ** i)
        add(out, bandpass(shaped(noise(0.006, rng), decay(0.0015)), 5000, 1.0), at, 0.6 * 0.85 ** i)
    return out


def fx_knight(rng: random.Random) -> Signal:
    """A knight set on a square: a low wooden tock and the short ring of his armour."""
    out = silence(0.5)
    add(out, knock(470, rng, 0.5, 0.06, 0.6), 0.0)
    add(out, modes([(1320, 0.3, 0.09), (1975, 0.2, 0.07), (2810, 0.12, 0.05)], 0.5), 0.004)
    return out


def fx_build(rng: random.Random) -> Signal:
    """A building raised: three knocks of a mallet, rising, and a small bright chord."""
    out = silence(1.0)
    for i, at in enumerate((0.0, 0.15, 0.3)):
        add(out, knock(300 * 1.12 ** i, rng, 0.2, 0.05, 0.8), at, 0.8)
    for f in (523.25, 659.26, 783.99):
        add(out, bell(f * 2, 0.54, 0.3), 0.46, 0.22)
    return out


def fx_dragon(rng: random.Random) -> Signal:
    """The Dragon burns a building: a rush of flame, crackling, and a low rumble."""
    seconds = 1.4
    out = silence(seconds)
    fire = bandpass(noise(seconds, rng), lambda t: 350 + 2200 * math.exp(-((t - 0.35) / 0.3) ** 2), 0.8)
    add(out, shaped(fire, lambda t: min(1.0, t / 0.15) * math.exp(-max(0.0, t - 0.3) / 0.35)), 0.0, 1.0)
    for _ in range(26):
        at = rng.uniform(0.12, 1.1)
        crack = bandpass(shaped(noise(0.01, rng), decay(0.0018)), rng.uniform(1800, 4200), 1.5)
        add(out, crack, at, rng.uniform(0.4, 1.2) * math.exp(-at / 0.6))
    rumble, phase = [], 0.0
    for i in range(int(1.35 * SR)):
        t = i / SR
        phase += 2 * math.pi * (82 - 18 * t) / SR
        rumble.append(sum(math.sin(k * phase) / k for k in range(1, 7)) * min(1.0, t / 0.2) * math.exp(-t / 0.4))
    add(out, lowpass(rumble, 400), 0.05, 0.5)
    return out


def fx_dice(rng: random.Random) -> Signal:
    """Two dice rolled onto wood: a quick run of small knocks, the last bounces settling."""
    out = silence(1.0)
    at, gap = 0.0, 0.035
    for i in range(15):
        gain = 0.55 + 0.45 * rng.random() if i < 10 else 0.9 * 0.7 ** (i - 10)
        add(out, knock(rng.uniform(1500, 2600), rng, 0.08, 0.012, 0.6), at, gain)
        add(out, modes([(rng.uniform(700, 1000), 0.4, 0.02)], 0.14), at, gain)
        gap = rng.uniform(0.025, 0.07) if i < 9 else (0.1 if i == 9 else gap * 0.7)     # then it bounces to rest
        at += gap
    return out


def fx_spell(rng: random.Random) -> Signal:
    """A spell: a rising sparkle of bells over a soft airy breath."""
    out = silence(1.2)
    for i, m in enumerate((74, 78, 81, 86, 88, 90, 93)):
        f = hz(m)
        add(out, bell(f, 0.78, 0.35), i * 0.06, 0.5)
        add(out, bell(f * 1.004, 0.78, 0.35), i * 0.06 + 0.01, 0.25)
    air = bandpass(noise(0.9, rng), lambda t: 3000 + 3000 * t, 2.0)
    add(out, shaped(air, lambda t: math.sin(math.pi * min(1.0, t / 0.9)) ** 2), 0.0, 0.18)
    return out


def fx_round(rng: random.Random) -> Signal:
    """A round ends: a small bell rung twice, a fourth apart."""
    out = silence(1.15)
    add(out, bell(hz(81), 1.15, 0.45), 0.0, 0.8)
    add(out, bell(hz(76), 0.91, 0.5), 0.24, 0.7)
    return out


def fx_winner(rng: random.Random) -> Signal:
    """The game is won: a short trumpet fanfare over two timpani strokes."""
    out = silence(2.4)
    for at, m, length in ((0.0, 67, 0.12), (0.16, 72, 0.12), (0.32, 76, 0.12), (0.48, 79, 0.36),
                          (0.9, 76, 0.14), (1.08, 79, 1.15)):
        add(out, brass(hz(m), length, 0.09), at, 0.5)
    for m in (60, 64, 72):                      # the last chord: C, E and the high C join the G
        add(out, brass(hz(m), 1.05, 0.09), 1.2, 0.3)
    for at in (0.48, 1.08):
        add(out, modes([(hz(43), 1.0, 0.4), (hz(43) * 1.5, 0.4, 0.3), (hz(43) * 1.99, 0.25, 0.2)], 2.4 - at), at, 0.9)
        add(out, lowpass(shaped(noise(0.05, rng), decay(0.01)), 600), at, 0.5)
    return out


EFFECTS = {           # name -> (maker, peak in dBFS)
    "pick": (fx_pick, -4.0), "place": (fx_place, -3.0), "discard": (fx_discard, -7.0),
    "illegal": (fx_illegal, -9.0), "coins": (fx_coins, -6.0), "knight": (fx_knight, -4.0),
    "build": (fx_build, -4.0), "dragon": (fx_dragon, -3.0), "dice": (fx_dice, -4.0),
    "spell": (fx_spell, -5.0), "round": (fx_round, -6.0), "winner": (fx_winner, -3.0),
}



# ---- writing ----------------------------------------------------------------------------
def normalised(x: Signal, peak_db: float) -> Signal:
    peak = max(abs(v) for v in x) or 1.0
    k = 10 ** (peak_db / 20) / peak
    return [v * k for v in x]


def trimmed(x: Signal, floor_db: float = -60.0) -> Signal:
    """Without the tail that stays below `floor_db` (inaudible, and it costs bytes)."""
    floor = 10 ** (floor_db / 20)
    end = len(x)
    while end > 1 and abs(x[end - 1]) < floor:
        end -= 1
    return x[:end]


def faded(x: Signal) -> Signal:
    """Half a millisecond of fade-in, and the last quarter (a quarter second at most) dying
    away on a cosine: no effect starts with a click or stops short."""
    n, m = min(len(x) // 4, int(0.25 * SR)), int(0.0005 * SR)
    x = [v * min(1.0, i / m) for i, v in enumerate(x)]
    return x[: len(x) - n] + [v * 0.5 * (1 + math.cos(math.pi * (i + 1) / n)) for i, v in enumerate(x[len(x) - n:])]


def write_wav(path: Path, x: Signal, sr: int) -> None:
    frames = struct.pack(f"<{len(x)}h", *(max(-32767, min(32767, round(v * 32767))) for v in x))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(sr)
        w.writeframes(frames)


MU_LAW_LIMIT = 32635         # the largest 16-bit sample G.711 μ-law encodes


def mu_law_of(s: int) -> int:
    """One 16-bit sample (within ±MU_LAW_LIMIT) as a G.711 μ-law byte."""
    sign = 0x80 if s < 0 else 0
    s = abs(s) + 0x84                       # the bias: every segment starts at a power of two
    exponent = s.bit_length() - 8
    return ~(sign | exponent << 4 | (s >> (exponent + 3)) & 0x0F) & 0xFF


# every sample's byte, worked out once: a piece of music has over a million samples
MU_LAW = bytes(mu_law_of(s) for s in range(-MU_LAW_LIMIT, MU_LAW_LIMIT + 1))


def mu_law(v: float) -> int:
    """One sample (-1 … 1) as a G.711 μ-law byte."""
    return MU_LAW[max(-MU_LAW_LIMIT, min(MU_LAW_LIMIT, round(v * 32767))) + MU_LAW_LIMIT]


def write_mu_law_wav(path: Path, x: Signal, sr: int) -> None:
    """A mono μ-law WAV (format 7, with the fact chunk non-PCM files carry); the wave
    module writes only PCM, so the chunks are packed here."""
    data = bytes(map(mu_law, x))
    fmt = struct.pack("<HHIIHHH", 7, 1, sr, sr, 1, 8, 0)
    body = b"".join([b"WAVE", b"fmt ", struct.pack("<I", len(fmt)), fmt, b"fact", struct.pack("<II", 4, len(data)),
                     b"data", struct.pack("<I", len(data)), data, b"\0" * (len(data) % 2)])
    path.write_bytes(b"RIFF" + struct.pack("<I", len(body)) + body)


FILES = [f"{name}.wav" for name in EFFECTS] + [f"music-{name}.wav" for name in PIECES]     # what it writes


def make(file: str, out: Path) -> Path:
    """Write one of FILES into the folder `out`; returns its path. Each effect draws from a
    generator of its own, seeded by its place in EFFECTS."""
    path = out / file
    name = file.removesuffix(".wav")
    if name in EFFECTS:
        maker, peak_db = EFFECTS[name]
        write_wav(path, faded(trimmed(normalised(maker(random.Random(1000 + list(EFFECTS).index(name))), peak_db))), SR)
    else:
        write_mu_law_wav(path, normalised(render(PIECES[name.removeprefix("music-")]), -6.0), MUSIC_SR)
    return path


def make_all(out: Path) -> list[Path]:
    """Write every effect and the music into `out`; returns the files written."""
    out.mkdir(parents=True, exist_ok=True)
    return [make(file, out) for file in FILES]


def main(argv: list[str]) -> int:
    """Bad arguments or a folder that cannot be written: a UsageError (one line, status 2)."""
    if len(argv) > 1 or any(a.startswith("-") for a in argv):
        raise UsageError("usage: python -m game.tools.make_sounds [OUTDIR]")
    try:
        files = make_all(Path(argv[0]) if argv else OUT)
    except OSError as exc:
        raise UsageError(f"cannot write {exc.filename}: {exc.strerror or exc}") from None
    print(f"{len(files)} sounds in {files[0].parent} ({sum(f.stat().st_size for f in files) // 1024} KiB)")
    return 0


if __name__ == "__main__":
    sys.exit(guarded(main, sys.argv[1:]))
