"""serve and join refuse bad input with one line (exit 2), before anything listens; join
reports a server's refusal with its reason (exit 2) and gives up on a silent server (exit 1)."""
from __future__ import annotations

import socket
import socketserver
import sys
import threading

import pytest

from game.cli.errors import guarded
from game.cli.join import main as join_main
from game.cli.serve import SWITCH
from game.cli.serve import main as serve_main
from game.cli.serve import parse as serve_parse
from game.net.protocol import encode
from game.net.table import new_table


@pytest.mark.parametrize("argv,words", [
    (["--table", "kingdomino:4:remote,greedy"], "2 seats for 4 players"),
    (["--table", "kingdomino:4:remote,remote,greedy,genius"], "not 'genius'"),
    (["--table", "chess:2:remote,remote"], "unknown game"),
    (["--table", "kingdomino"], "GAME:PLAYERS:SEATS"),
    (["--port", "70000"], "--port"),
    (["--table", "duel:2:remote,greedy", "--fill-dropped", "genius"], "no level 'genius'"),
    (["--table", "kingdomino:²:remote,remote"], "ASCII digits"),
    (["--table", "kingdomino:2:remote,remote" + "x" * 120_000], "(120026 characters)"),
    (["--seed", "1" * 120_000], "(120000 characters)"),
    (["--database", "mysql://x"], "postgresql://"),
])
def test_serve_refuses_bad_options(argv, words, capsys, tmp_path):
    assert guarded(serve_main, ["--data", str(tmp_path), *argv]) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1 and len(err) < 400        # never echoed whole


def test_serve_warns_of_a_seed_short_enough_to_guess_and_says_how_to_pick_one(tmp_path, capsys):
    serve_parse(["--data", str(tmp_path), "--seed", "7"])
    short = capsys.readouterr().err
    serve_parse(["--data", str(tmp_path), "--seed", "8234567123456789"])
    assert "warning: --seed 7 is short enough" in short and "secrets" in short
    assert capsys.readouterr().err == ""


def test_serve_seed_makes_the_tables_reproducible_yet_one_tables_seed_shows_nothing_of_anothers(tmp_path):
    argv = ["--data", str(tmp_path), "--seed", "5", *["--table", "duel:2:remote,greedy"] * 3]
    seeds = [t.record.seed for t in serve_parse(argv)[1]]
    assert seeds == [t.record.seed for t in serve_parse(argv)[1]]
    assert len(set(seeds)) == 3 and 5 not in seeds and all(abs(a - b) > 1 << 32 for a, b in zip(seeds, seeds[1:]))
    unseeded = [t.record.seed for t in serve_parse(argv[:2] + argv[4:])[1]]
    assert len(set(unseeded)) == 3 and not set(unseeded) & set(seeds)


@pytest.mark.parametrize("argv,words", [
    (["localhost", "--code", "abcdEFGH1234", "--name", "a"], "HOST:PORT"),
    (["localhost:0", "--code", "abcdEFGH1234", "--name", "a"], "HOST:PORT"),
    (["localhost:5000", "--code", "bad code", "--name", "a"], "not a table code"),
    (["localhost:5000", "--code", "abcdEFGH1234", "--name", "a", "--agent", "genius"], "unknown agent"),
    (["localhost:5000", "--code", "abcdEFGH1234", "--name", ""], "--name must hold"),
    (["localhost:5000", "--code", "abcdEFGH1234", "--name", "\ufe0f\u034f "], "--name must hold"),
    (["localhost:5000", "--code", "abcdEFGH1234", "--name", "a", "--retries", "101"], "from 0 to 100"),
    (["localhost:5000", "--code", "abcdEFGH1234", "--name", "a", "--timeout", "0"], "--timeout"),
])
def test_join_refuses_bad_options(argv, words, capsys):
    assert guarded(join_main, argv) == 2
    err = capsys.readouterr().err
    assert words in err and err.count("\n") == 1


def test_join_gives_up_on_a_server_that_accepts_but_never_answers(capsys):
    with socket.socket() as silent:                  # the system accepts for it; nobody ever reads
        silent.bind(("127.0.0.1", 0))
        silent.listen()
        port = silent.getsockname()[1]
        argv = [f"127.0.0.1:{port}", "--code", "abcdEFGH1234", "--name", "Ann", "--retries", "1", "--timeout", "0.2"]
        assert guarded(join_main, argv) == 1
    err = capsys.readouterr().err
    assert "did not answer within 0.2 seconds" in err and err.count("\n") == 1


class Refuser(socketserver.StreamRequestHandler):
    """Seats the player, drops them, and refuses them when they come back (then hangs up)."""
    connections = 0

    def handle(self) -> None:
        Refuser.connections += 1
        self.rfile.readline()
        if Refuser.connections == 1:
            view = new_table("kingdomino:2:remote,remote", 3).view()
            self.wfile.write(encode("welcome", seat=1, token="t0ken-0f-Ann-16ch", seats=[], n=0, now=0, view=view))
        else:
            self.wfile.write(encode("error", reason="too many tries from this address\x1b[2J, wait", code="slow_down"))


def test_join_reports_a_refusal_with_its_reason_also_when_it_comes_back_after_a_lost_connection(capsys):
    Refuser.connections = 0
    server = socketserver.ThreadingTCPServer(("127.0.0.1", 0), Refuser)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        argv = [f"127.0.0.1:{server.server_address[1]}", "--code", "abcdEFGH1234", "--name", "Ann", "--retries", "3"]
        assert guarded(join_main, argv) == 2
    finally:
        server.shutdown()
        server.server_close()
    err = capsys.readouterr().err
    assert Refuser.connections == 2 and err.count("\n") == 1
    assert err == "error: the server refused the seat: too many tries from this address?[2J, wait\n"


def test_serve_lets_its_loop_take_the_interpreter_back_sooner_from_the_thinking_threads(tmp_path):
    before = sys.getswitchinterval()
    try:
        assert serve_main(["--exit-when-done", "--data", str(tmp_path)]) == 0
        assert sys.getswitchinterval() == pytest.approx(SWITCH) and SWITCH < before
    finally:
        sys.setswitchinterval(before)
