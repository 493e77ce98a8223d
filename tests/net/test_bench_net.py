"""bench net reports its figures (never asserted: only their presence and shape)."""
from __future__ import annotations

import json

from game.cli.bench_net import main


def test_bench_net_prints_a_line_per_run_with_every_figure(capsys):
    assert main(["--tables", "2", "--watchers", "3"]) == 0
    lines = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(line["tables"], line["watchers"]) for line in lines] == [(1, 3), (2, 3)]
    for line in lines:
        assert line["name"] == "net_move_to_every_client" and line["unit"] == "ms"
        assert line["moves"] == 48 * line["tables"]          # every remote move reached every client and spectator
        assert {"latency_p99_ms", "games_per_min", "server_rss_peak_mb"} <= set(line)
