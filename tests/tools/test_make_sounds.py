"""The sound script: it makes exactly the committed files (so two runs agree byte for
byte), and the files are measured as an ear would want them: short, never clipped, never
too quiet, and three pieces of music that differ and each join themselves without a click."""
import math
import struct
import wave
from pathlib import Path

import pytest

from game.app import sound
from game.cli.errors import guarded
from game.tools import make_music, make_sounds

SOUNDS = make_sounds.OUT


def samples(path: Path) -> tuple[list[int], int]:
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        n = w.getnframes()
        return list(struct.unpack(f"<{n}h", w.readframes(n))), w.getframerate()


def mu_law_samples(path: Path) -> tuple[list[int], int]:
    """A μ-law WAV's samples as 16-bit values (G.711 decoding, written out here to check the
    script's encoder from the other side)."""
    raw = path.read_bytes()
    assert raw[:4] == b"RIFF" and raw[8:12] == b"WAVE"
    chunks, at = {}, 12
    while at < len(raw):
        tag, size = raw[at:at + 4], struct.unpack("<I", raw[at + 4:at + 8])[0]
        chunks[tag] = raw[at + 8:at + 8 + size]
        at += 8 + size + size % 2
    fmt, channels, rate, _, _, bits = struct.unpack("<HHIIHH", chunks[b"fmt "][:16])
    assert (fmt, channels, bits) == (7, 1, 8)
    return list(map(DECODED.__getitem__, chunks[b"data"])), rate


def decoded(b: int) -> int:
    """One G.711 μ-law byte as a 16-bit sample."""
    u = ~b & 0xFF
    v = ((((u & 0x0F) << 3) + 0x84) << ((u >> 4) & 7)) - 0x84
    return -v if u & 0x80 else v


DECODED = [decoded(b) for b in range(256)]      # each byte's sample, worked out once: a piece is a million bytes


def test_mu_law_bytes_decode_back_to_the_samples_within_a_step():
    for v in (0.0, 0.001, -0.02, 0.3, -0.5, 0.99, -1.0):
        assert abs(decoded(make_sounds.mu_law(v)) - v * 32767) <= max(8, abs(v) * 32767 / 16), v


def dbfs(v: float) -> float:
    return 20 * math.log10(v / 32768) if v else -math.inf


def test_the_script_makes_the_committed_files(tmp_path, monkeypatch):
    """make_all writes each of FILES (checked one by one below), and they are the committed files."""
    assert {f for f in make_sounds.FILES if f.startswith("music-")} == {f"music-{n}.wav" for n in sound.PIECES}
    assert sorted(make_sounds.FILES) == sorted(p.name for p in SOUNDS.glob("*.wav"))
    made: list[str] = []
    monkeypatch.setattr(make_sounds, "make", lambda file, out: made.append(file) or out / file)
    assert make_sounds.make_all(tmp_path / "new") == [tmp_path / "new" / f for f in make_sounds.FILES]
    assert made == make_sounds.FILES and (tmp_path / "new").is_dir()


@pytest.mark.parametrize("file", make_sounds.FILES)
def test_the_script_makes_each_committed_file_byte_for_byte(tmp_path, file):
    """One file at a time (the table's music takes seconds), so the suite's workers share them."""
    assert make_sounds.make(file, tmp_path).read_bytes() == (SOUNDS / file).read_bytes(), f"{file} differs: run make_sounds again"


@pytest.mark.parametrize("name", list(make_sounds.EFFECTS))
def test_each_effect_is_short_at_44k_and_neither_clipped_nor_too_quiet(name):
    x, rate = samples(SOUNDS / f"{name}.wav")
    peak = max(abs(v) for v in x)
    loudest = max(math.sqrt(sum(v * v for v in x[i:i + 2205]) / 2205) for i in range(0, len(x) - 2205, 1102))
    assert rate == 44100 and 0.15 <= len(x) / rate <= 3.0
    assert -12.0 <= dbfs(peak) <= -1.0                    # headroom, and never a whisper
    assert dbfs(loudest) >= -22.0                         # its loudest 50 ms carry some energy
    assert abs(x[0]) < 100 and abs(x[-1]) < 100           # starts and ends without a click


@pytest.mark.parametrize("piece", sound.PIECES)
def test_each_piece_of_music_joins_its_end_to_its_start_without_a_click(piece):
    x, rate = mu_law_samples(SOUNDS / f"music-{piece}.wav")
    assert rate == make_music.MUSIC_SR and 25 <= len(x) / rate <= 100
    assert -12.0 <= dbfs(max(abs(v) for v in x)) <= -1.0
    steepest = max(abs(b - a) for a, b in zip(x, x[1:]))
    assert abs(x[0] - x[-1]) <= steepest and abs(x[0] - x[-1]) < 0.01 * 32768


def test_the_pieces_differ_and_the_table_plays_longest():
    lengths = {p: len(mu_law_samples(SOUNDS / f"music-{p}.wav")[0]) / make_music.MUSIC_SR for p in sound.PIECES}
    assert lengths["table"] >= 90 and lengths["table"] > 2 * max(lengths["title"], lengths["finale"])
    keys = {p: {c[0] % 12 for c in make_music.PIECES[p].chords} for p in sound.PIECES}
    assert make_music.PIECES["finale"].chords[0] != make_music.PIECES["title"].chords[0]     # D major against D minor
    assert keys["table"] != keys["title"] and sum(lengths.values()) >= 150


def test_the_sounds_stay_small():
    """Every effect and 2½ minutes of music: under 2.7 MB (the music, 8 bits at 11 kHz, 11 KB a second)."""
    assert sum(p.stat().st_size for p in SOUNDS.glob("*.wav")) < 2_700_000


def test_a_folder_it_cannot_write_is_one_line_and_status_2(tmp_path, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    assert guarded(make_sounds.main, [str(blocker / "sounds")]) == 2
    assert guarded(make_sounds.main, ["--loud"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and err[0].startswith("error: cannot write") and "usage" in err[1]
