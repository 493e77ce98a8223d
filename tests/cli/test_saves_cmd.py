from tests.cli.helpers import ROOT, json_lines, run_here, run_main


def test_a_game_saved_at_turn_k_and_resumed_ends_as_the_uninterrupted_one(tmp_path):
    path = tmp_path / "g.json"
    args = ("simulate", "--players", "3", "--agents", "greedy,random,greedy", "--seed", "11",
            "--variants", "middle_kingdom")
    whole = json_lines(run_main(*args).stdout)[0]
    saved = json_lines(run_main(*args, "--save-at-turn", "17", str(path)).stdout)[0]
    resumed = json_lines(run_main("resume", str(path), "--autoplay").stdout)[0]
    scores = lambda line: [(s["score"], s["rank"]) for s in line["seats"]]  # noqa: E731
    assert scores(whole) == scores(saved) == scores(resumed)
    assert sum(s["moves"] for s in resumed["seats"]) == sum(s["moves"] for s in whole["seats"]) - 17


def test_verify_reports_each_file(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "kingdomino-family-save", "version": 1')
    good = ROOT / "saves" / "fixtures" / "v1-kingdomino-4p.json"
    proc = run_main("saves", "verify", str(good), str(bad))
    assert proc.returncode == 2
    lines = proc.stdout.splitlines()
    assert lines[0] == f"{good}: ok" and lines[1].startswith(f"{bad}: not JSON")
    assert run_main("saves", "verify", str(good)).returncode == 0


def test_resume_of_a_broken_file_is_one_line_exit_2(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("[]")
    proc = run_here("resume", str(bad), "--autoplay")
    assert proc.returncode == 2 and "not a save" in proc.stderr and "Traceback" not in proc.stderr


def test_save_at_turn_needs_a_positive_count(tmp_path):
    proc = run_here("simulate", "--save-at-turn", "x", str(tmp_path / "a.json"))
    assert proc.returncode == 2 and "--save-at-turn" in proc.stderr


# ---- one validator: `saves verify` and `resume` agree on every file ---------------------
def _run(*argv: str) -> tuple[int, str, str]:
    done = run_here(*argv)
    return done.returncode, done.stdout, done.stderr


FIXTURE = (ROOT / "saves" / "fixtures" / "v1-kingdomino-4p.json").read_text()
V2 = (ROOT / "saves" / "fixtures" / "v2-royal-wedding-8p-teams.json").read_text()
SEAT = '{"name":"Seat 1","agent":"greedy","rng":"667e35a499150220"}'


def _crafted(old: str, new: str) -> str:
    assert old in FIXTURE, old
    return FIXTURE.replace(old, new, 1)


CRAFTED = {     # name -> (file text, a word of the reason); None: the file is good
    "good": (FIXTURE, None),
    "players_1e999": (_crafted('"players":4', '"players":1e999'), "out of range"),
    "players_nan": (_crafted('"players":4', '"players":NaN'), "not a number"),
    "players_text": (_crafted('"players":4', '"players":"4"'), "config.players"),
    "players_float": (_crafted('"players":4', '"players":4.0'), "config.players"),
    "players_huge": (_crafted('"players":4', '"players":' + "9" * 5000), "5000 digits"),
    "seed_surrogate": (_crafted('"seed":2026', '"seed":"\\ud800"'), "Unicode"),
    "seed_huge": (_crafted('"seed":2026', '"seed":' + "1" * 5000), "digits"),
    "variants_text": (_crafted('"variants":["harmony","middle_kingdom"]', '"variants":"harmony"'),
                      "config.variants"),
    "agent_unknown": (_crafted(SEAT, SEAT.replace("greedy", "wizard")), "wizard"),
    "rng_not_hex": (_crafted(SEAT, SEAT.replace("667e35a499150220", "not hex at all!!")), "hexadecimal"),
    "rng_number": (_crafted(SEAT, SEAT.replace('"667e35a499150220"', "12")), "rng"),
    "name_list": (_crafted(SEAT, SEAT.replace('"Seat 1"', "[]")), "name"),
    "colour_300": (V2.replace("[222,66,74]", "[222,66,300]", 1), "colour"),
    "colour_text": (V2.replace("[222,66,74]", '"red"', 1), "colour"),
    "good_v2": (V2, None),
    "created_infinite": (_crafted('"created":1795341252.4148617', '"created":Infinity'), "not a number"),
    "created_1e999": (_crafted('"created":1795341252.4148617', '"created":1e999'), "out of range"),
    "title_number": (_crafted('"title":""', '"title":5'), "meta.title"),
    "deep": ("[" * 100_000, "nested"),
}


def test_verify_and_resume_agree_on_every_crafted_file(tmp_path):
    files = {}
    for name, (text, _) in CRAFTED.items():
        files[name] = tmp_path / f"{name}.json"
        files[name].write_text(text, encoding="utf-8")
    files["not_utf8"] = tmp_path / "not_utf8.json"
    files["not_utf8"].write_bytes(b'{"format": "\xff"}\n')
    for name, path in files.items():
        verified = _run("saves", "verify", str(path))
        resumed = _run("resume", str(path), "--autoplay")
        reason = CRAFTED.get(name, (None, "not a text file"))[1]
        assert verified[0] == resumed[0] == (0 if reason is None else 2), (name, verified, resumed)
        assert "internal error" not in verified[2] + resumed[2]
        if reason is None:
            assert verified[1] == f"{path}: ok\n" and '"summary"' in resumed[1]
        else:
            assert verified[1].startswith(f"{path}: ") and reason in verified[1], (name, verified[1])
            assert len(verified[1].splitlines()) == 1 and len(resumed[2].splitlines()) == 1
            assert reason in resumed[2], (name, resumed[2])


def test_a_device_is_refused_at_once_by_verify_and_resume():
    for argv in (["saves", "verify", "/dev/zero"], ["resume", "/dev/zero", "--autoplay"]):
        code, out, err = _run(*argv)
        assert code == 2 and "not a regular file" in out + err


def test_a_crafted_file_is_exit_2_on_the_real_command_line(tmp_path):
    path = tmp_path / "p.json"
    path.write_text(CRAFTED["players_1e999"][0])
    for args in (("saves", "verify", str(path)), ("resume", str(path), "--autoplay")):
        proc = run_main(*args)
        assert proc.returncode == 2 and "internal error" not in proc.stderr and "Traceback" not in proc.stderr
