"""A window at a server holds a replica, not a record: it rebases on the server's view, and
nothing that needs the game's record (saving, Replay, Review) takes it."""
from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest
from mypy import api

from game.app.net_session import Untrusted
from game.app.scenes.pause import PauseScene
from game.app.session import Seat, Session
from game.app.tables.common.remote import remote_scene
from game.match import Match
from game.rules.registry import public_view
from tests.app.test_net_session import sitting

ROOT = Path(__file__).resolve().parents[2]


def test_a_replica_rebases_on_the_servers_view_forgetting_what_the_server_did_not_confirm():
    table, session, first = sitting(first_to_act=True)
    mine = table.rules.legal_actions(table.state)[0]
    assert session.apply(mine) is None and session.pending == [mine] and session.actions == [mine]
    for _ in range(3):                        # the server played on without it (another window's moves)
        table.apply(table.rules.legal_actions(table.state)[-1], table.to_act())
    session.rebase(table.n, table.view())
    assert session.pending == [] and session.actions == [] and session.log == []
    assert session.confirmed == table.n == 3 and session.view == table.view()
    assert public_view(session.state) == table.view() and session.actor() == table.to_act()


def test_a_malformed_or_foreign_view_changes_nothing():
    table, session, _first = sitting()
    before = public_view(session.state)
    with pytest.raises(ValueError):
        session.rebase(1, {"game": "kingdomino"})
    other, _s, _f = sitting(seed=6)
    other_view = {**other.view(), "config": {**other.view()["config"], "players": 3}}
    with pytest.raises((Untrusted, ValueError)):
        session.rebase(1, other_view)
    assert public_view(session.state) == before and session.confirmed == 0


def test_a_replica_is_no_match_and_its_table_offers_no_save_replay_or_review(app):
    _table, session, _first = sitting(first_to_act=True)
    assert not isinstance(session, Match)
    app.scenes.push(remote_scene(app, session))
    pause = PauseScene(app)
    app.scenes.push(pause)
    assert not pause.save_button.enabled and pause.save_button.note == "the server keeps a game over the network"
    from game.app.tables.common.sheet import SheetScene
    sheet = SheetScene(app)
    sheet.session = session
    assert sheet.record_buttons() == []
    sheet.session = Session(session.config, 1, [Seat(f"P{i}", (9, 9, 9)) for i in range(len(session.seats))])
    assert [b.label for b in sheet.record_buttons()] == ["Replay", "Review"]


def test_mypy_takes_the_replica_where_a_replica_is_asked_for_and_refuses_it_where_a_record_is(tmp_path):
    """Typed code cannot hand a replica to what saves or replays a game. mypy's cache goes to
    tmp_path, never into the checkout: it starts from a copy of the checkout's own cache where
    there is one (after CI's mypy run: quick), else cold (about 6 s of CPU)."""
    cache = tmp_path / "mypy_cache"
    if (ROOT / ".mypy_cache").is_dir():
        shutil.copytree(ROOT / ".mypy_cache", cache)
    probe = tmp_path / "probe.py"
    probe.write_text(textwrap.dedent("""
        from game.app.net_session import NetSession
        from game.app.session import Seat, Session
        from game.app.table_game import Replica, TableGame

        def shown(game: TableGame) -> None: ...
        def rebased(game: Replica) -> None: ...
        def saved(record: Session) -> None: ...

        def check(replica: NetSession, record: Session) -> None:
            shown(replica)
            rebased(replica)
            shown(record)
            saved(record)
            saved(replica)
    """))
    out, _err, status = api.run([str(probe), "--config-file", str(ROOT / "pyproject.toml"),
                                 "--cache-dir", str(cache)])
    errors = [line for line in out.splitlines() if ": error:" in line]
    assert status == 1 and len(errors) == 1, out
    assert "probe.py:15:" in errors[0] and '"NetSession"' in errors[0] and '"Session"' in errors[0]
