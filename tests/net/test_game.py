"""Whole games over loopback: remote headless players and computer seats."""
from __future__ import annotations

import json

import pytest

from game.net.client import JoinRefused
from game.net.table import load_table, table_file
from game.rules.replay import replay
from tests.net.helpers import SEED, SPEC, Recorder, play, run, strip_clocks


def test_two_remote_and_two_computer_seats_play_to_the_end_and_agree():
    server_result, results, server = run(play())
    assert all(r == server_result for r in results)
    assert [s["agent"] for s in server_result["seats"]] == ["remote", "remote", "greedy", "greedy"]
    assert sorted(s["rank"] for s in server_result["seats"])[0] == 1
    assert all(s["moves"] > 0 for s in server_result["seats"])


def keeping(tables: list):
    """A `during` for play that keeps the table played (a finished one leaves the server)."""
    async def during(server, table) -> None:
        tables.append(table)
    return during


def test_the_table_is_autosaved_and_its_file_replays_the_game(tmp_path):
    played: list = []
    server_result, _, server = run(play(folder=tmp_path, during=keeping(played)))
    (live,) = played
    table = load_table(table_file(tmp_path, live.code))
    assert table.over()
    assert table.record.seed == SEED
    assert [s.name for s in table.seats] == ["player0", "player1", "", ""]
    assert replay(table.record).to_dict() == live.state.to_dict()


@pytest.mark.parametrize("spec", [SPEC, "queendomino:2:remote,greedy", "duel:2:remote,greedy"])
def test_no_message_to_a_client_carries_the_seed_the_generator_or_the_undrawn_order(spec):
    recorder = Recorder()
    played: list = []
    run(play(spec, observe=recorder, levels=("greedy",) * spec.count("remote"), during=keeping(played)))
    (table,) = played
    hidden = {str(SEED)}
    for i in range(len(table.record.actions) + 1):
        full = replay(table.record, i).to_dict()
        hidden.add(full["rng"])
        pile = full.get("pile", [])[:-1]      # Queendomino: the face-down order under the public top
        if len(set(pile)) > 1:
            hidden.add(json.dumps(pile)[1:-1])
    before_end = [json.dumps(m) for _, m in recorder.lines if m["type"] != "over"]
    assert len(before_end) > 20
    for text in before_end:
        assert not any(h in text for h in hidden)
        assert '"rng"' not in text and '"seed"' not in text


def test_a_client_that_drops_mid_game_rejoins_and_the_game_ends_as_if_uninterrupted():
    plain, _, _ = run(play())
    dropped = []

    def drop_once(client, way, msg):
        if way == "received" and client.name == "player0" and msg.get("n", 0) >= 20 and not dropped:
            dropped.append(msg["n"])
            client.writer.transport.abort()

    logs: list[str] = []
    again, results, _ = run(play(observe=drop_once, logs=logs))
    assert dropped
    assert sum("player0 sits at seat 1" in line for line in logs) == 2
    assert strip_clocks(again) == strip_clocks(plain)
    assert all(r == again for r in results)


def test_a_dropped_seat_is_played_by_the_fill_level_after_the_seat_timeout():
    def leave_for_good(client, way, msg):
        if way == "received" and client.name == "player0" and msg.get("n", 0) >= 10:
            client.writer.transport.abort()

    logs: list[str] = []
    result, (gone, stayed), _ = run(play(observe=leave_for_good, logs=logs, retries=0, seat_timeout=0.0,
                                         fill_dropped="random"))
    assert isinstance(gone, ConnectionError)
    assert stayed == result
    assert any("seat 1 is played by random until player0 returns" in line for line in logs)
    assert sum(s["moves"] for s in result["seats"]) > 4 * 20


def test_a_client_whose_level_the_game_lacks_is_refused_with_the_reason():
    _, (refused, _), _ = run(play("kingdomino:2:remote,remote", levels=("nonesuch", "greedy"), retries=0,
                                  fill_dropped="greedy", seat_timeout=0.0))
    assert isinstance(refused, JoinRefused) and "no computer level 'nonesuch'" in str(refused)
