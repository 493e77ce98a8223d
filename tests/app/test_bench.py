"""`bench`'s lines for the tables drawn offscreen (the headless ones: tests/cli/test_bench.py)."""
from game.app import bench


def test_frame_lines():
    median, worst = bench.frame_ms(frames=3)
    assert (median["stat"], worst["stat"]) == ("median", "max")
    assert 0 < median["value"] <= worst["value"]


def test_frame_lines_with_motion_name_each_table_and_the_finale():
    lines = list(bench.motion_frame_ms(frames=3))
    assert [(x["game"], x["motion"], x["stat"]) for x in lines] == [
        (game, motion, stat) for game, motion in (("kingdomino", "placement"), ("queendomino", "placement"),
                                                  ("duel", "placement"), ("kingdomino", "finale"))
        for stat in ("median", "max")]
    assert all(x["name"] == "frame_ms" and x["size"] == "1920x1080" and x["value"] > 0 for x in lines)
