"""The sound script: it makes exactly the committed files (so two runs agree byte for
byte), and the files are measured as an ear would want them: short, never clipped, never
too quiet, and a music loop that joins itself without a click."""
import math
import struct
import wave
from pathlib import Path

import pytest

from game.cli.errors import guarded
from game.tools import make_sounds

SOUNDS = make_sounds.OUT


def samples(path: Path) -> tuple[list[int], int]:
    with wave.open(str(path)) as w:
        assert (w.getnchannels(), w.getsampwidth()) == (1, 2)
        n = w.getnframes()
        return list(struct.unpack(f"<{n}h", w.readframes(n))), w.getframerate()


def dbfs(v: float) -> float:
    return 20 * math.log10(v / 32768) if v else -math.inf


def test_the_script_makes_the_committed_files_byte_for_byte(tmp_path):
    made = make_sounds.make_all(tmp_path)
    assert sorted(p.name for p in made) == sorted(p.name for p in SOUNDS.glob("*.wav"))
    for p in made:
        assert p.read_bytes() == (SOUNDS / p.name).read_bytes(), f"{p.name} differs: run make_sounds again"


@pytest.mark.parametrize("name", list(make_sounds.EFFECTS))
def test_each_effect_is_short_at_44k_and_neither_clipped_nor_too_quiet(name):
    x, rate = samples(SOUNDS / f"{name}.wav")
    peak = max(abs(v) for v in x)
    loudest = max(math.sqrt(sum(v * v for v in x[i:i + 2205]) / 2205) for i in range(0, len(x) - 2205, 1102))
    assert rate == 44100 and 0.15 <= len(x) / rate <= 3.0
    assert -12.0 <= dbfs(peak) <= -1.0                    # headroom, and never a whisper
    assert dbfs(loudest) >= -22.0                         # its loudest 50 ms carry some energy
    assert abs(x[0]) < 100 and abs(x[-1]) < 100           # starts and ends without a click


def test_the_music_loop_joins_its_end_to_its_start_without_a_click():
    x, rate = samples(SOUNDS / "music.wav")
    assert 20 <= len(x) / rate <= 40
    assert -12.0 <= dbfs(max(abs(v) for v in x)) <= -1.0
    steepest = max(abs(b - a) for a, b in zip(x, x[1:]))
    assert abs(x[0] - x[-1]) <= steepest and abs(x[0] - x[-1]) < 0.01 * 32768


def test_the_sounds_stay_small():
    assert sum(p.stat().st_size for p in SOUNDS.glob("*.wav")) < 2_000_000


def test_a_folder_it_cannot_write_is_one_line_and_status_2(tmp_path, capsys):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    assert guarded(make_sounds.main, [str(blocker / "sounds")]) == 2
    assert guarded(make_sounds.main, ["--loud"]) == 2
    err = capsys.readouterr().err.splitlines()
    assert len(err) == 2 and err[0].startswith("error: cannot write") and "usage" in err[1]
