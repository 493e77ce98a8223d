"""NetSession without a network: messages put straight into its link's inbox."""
from __future__ import annotations

from game.app.net_session import NetSession
from game.net.link import Chair, Link
from game.net.table import new_table
from game.rules.actions import action_to_dict


def test_an_action_asked_for_by_a_scene_over_the_table_reads_what_the_link_received_first():
    """A score sheet's Start game acts while the table under it does not pump the link."""
    table = new_table("kingdomino:2:remote,remote", 5)
    first = table.to_act()
    mine = 1 - first
    for seat in table.seats:
        seat.name, seat.connected = "P", True
    link = Link("127.0.0.1", 1, table.code, [Chair("P")])
    welcome = {"type": "welcome", "seat": mine, "token": "t" * 16, "n": 0, "view": table.view(),
               "seats": [s.public() for s in table.seats]}
    session = NetSession.from_welcome(link, 0, welcome)
    action = table.rules.legal_actions(table.state)[0]
    table.apply(action, first)
    link.inbox.put((0, {"type": "update", "n": 1, "by": first, "action": action_to_dict(action), "view": table.view()}))
    assert session.apply(action) is None
    assert session.confirmed == 1 and session.actions == [action] and not session.updates
