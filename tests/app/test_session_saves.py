"""Session and saves: autosave after every action, exact resume, undo, Dynasty between games."""
import pytest

from game import autosaves, saves
from game.app import settings
from game.app.session import Seat, Session
from game.rules.actions import NextGame
from game.rules.config import GameConfig

RED, BLUE, GREEN = (222, 66, 74), (64, 118, 228), (62, 172, 86)


def computers_play(session: Session, until: int | None = None) -> None:
    """Let computer seats (and nobody's steps) act until a person must move."""
    while not session.is_over() and (until is None or len(session.actions) < until):
        p = session.actor()
        if p is None:
            assert session.apply(session.rules.legal_actions(session.state)[0]) is None
        elif session.seats[p].human:
            return
        else:
            assert session.apply(session.player_for_move(p).choose(session.state.copy())) is None


def person_plays(session: Session) -> None:
    """A person takes the first legal action."""
    assert session.seats[session.actor()].human
    assert session.apply(session.rules.legal_actions(session.state)[0]) is None


def vs_computer(game="kingdomino", players=2, variants=()) -> Session:
    seats = [Seat("Ann", RED)] + [Seat(f"Bot {i}", BLUE if i % 2 else GREEN, "greedy") for i in range(1, players)]
    return Session(GameConfig(game, players, variants), 42, seats, autosave=True)


def test_every_action_is_autosaved_with_seats_and_colours():
    s = vs_computer()
    computers_play(s)
    person_plays(s)
    saved, state = saves.load(s.slot.path)
    assert s.slot.path.parent == autosaves.autosaves_dir()
    assert len(saved.record.actions) == len(s.actions) > 0
    assert [(x.name, x.agent, x.colour) for x in saved.seats] == [("Ann", "human", RED), ("Bot 1", "greedy", BLUE)]
    assert state.to_dict() == s.state.to_dict()


def test_no_autosave_unless_asked():
    s = Session(GameConfig("kingdomino", 2), 1, [Seat("A", RED), Seat("B", BLUE)])
    person_plays(s)
    assert s.slot is None and not saves.saves_dir().exists()


@pytest.mark.parametrize("game, players, variants", [
    ("kingdomino", 3, ()), ("kralovska_zahrada", 2, ("mighty_duel",)), ("queendomino", 2, ()),
    ("royal_wedding", 8, ("teams",)), ("duel", 2, ()),
])
def test_a_resumed_game_continues_exactly(game, players, variants):
    seats = [Seat(f"Bot {i}", RED, "greedy") for i in range(players)]
    whole = Session(GameConfig(game, players, variants), 9, list(seats))
    computers_play(whole)
    half = Session(GameConfig(game, players, variants), 9, list(seats), autosave=True)
    computers_play(half, until=len(whole.actions) // 2)
    saved, _ = saves.load(half.slot.path)
    resumed = Session.from_saved(saved)
    assert resumed.state.to_dict() == half.state.to_dict() and resumed.last == half.last
    computers_play(resumed)
    assert resumed.actions == whole.actions


def test_from_saved_refuses_an_unknown_computer_player():
    s = vs_computer()
    saved = s.to_saved()
    saved.seats[1].agent = "deep-thought"
    with pytest.raises(ValueError, match="deep-thought"):
        Session.from_saved(saved)


def test_dynasty_saves_between_games():
    s = Session(GameConfig("kingdomino", 2, ("dynasty",)), 3,
                [Seat("A", RED, "greedy"), Seat("B", BLUE, "greedy")], autosave=True)
    while not any(isinstance(a, NextGame) for a in s.actions):
        computers_play(s, until=len(s.actions) + 1)
    saved, state = saves.load(s.slot.path)
    assert isinstance(saved.record.actions[-1], NextGame) and state.game_no == 2


def test_undo_against_the_computer_takes_back_its_replies_too():
    s = vs_computer(players=3)
    computers_play(s)
    assert s.undo_refusal() == "nothing to undo yet"
    person_plays(s)
    computers_play(s)
    person_plays(s)
    mark = len(s.actions) - 1
    before = s.state.copy().to_dict()
    s2 = Session.from_saved(s.to_saved())
    computers_play(s)
    assert s.undo_refusal() is None and s.undo() is None
    assert len(s.actions) == mark and s.actors[-1] is not None
    # the undone game is the one that stood just before the person's action
    s2.replay_to(s2.actions[:mark])
    assert s.state.to_dict() == s2.state.to_dict() != before
    # the computers answer exactly as they did the first time after the same action
    person_plays(s)
    person_plays(s2) if s2.seats[s2.actor()].human else None
    computers_play(s)
    computers_play(s2)
    assert s.actions == s2.actions
    assert len(saves.load(s.slot.path)[0].record.actions) == len(s.actions)


def two_people_acted(s: Session) -> int:
    """Persons play until a second person has acted; the index of that person's first action."""
    person_plays(s)
    first = s.actors[-1]
    while s.actors[-1] == first:
        person_plays(s)
    return len(s.actions) - 1


def test_in_hot_seat_a_person_takes_back_their_own_turn_until_the_next_person_acts():
    s = Session(GameConfig("kingdomino", 2), 5, [Seat("A", RED), Seat("B", BLUE)])
    assert s.undo_refusal() == "nothing to undo yet"
    person_plays(s)
    first = s.actors[-1]
    while s.actor() == first:                # the first person's whole turn, then the next is named
        person_plays(s)
    n = len(s.actions)
    assert s.undo_refusal() is None          # nobody acted since: still the first person's to take back
    while len(s.actions) > 0:
        assert s.undo() is None
    assert n > 0 and s.actions == []


def test_in_hot_seat_the_setting_takes_back_earlier_peoples_moves():
    s = Session(GameConfig("kingdomino", 2), 5, [Seat("A", RED), Seat("B", BLUE)])
    second = two_people_acted(s)
    assert s.undo() is None and len(s.actions) == second      # the second person's own action
    assert "Settings" in s.undo() and len(s.actions) == second     # the first person's: not without the setting
    settings.change(undo_hot_seat=True)
    assert s.undo() is None and len(s.actions) == second - 1


def test_no_undo_among_computers_only():
    s = Session(GameConfig("kingdomino", 2), 5, [Seat("A", RED, "random"), Seat("B", BLUE, "random")])
    computers_play(s, until=4)
    assert s.undo_refusal() == "only computer players at this table"


def test_autosave_failure_is_reported_not_raised(tmp_path, monkeypatch):
    blocker = tmp_path / "file"
    blocker.write_text("x")
    monkeypatch.setenv("KINGDOMINO_DATA_DIR", str(blocker))   # a file where a folder should be
    s = vs_computer()
    computers_play(s)
    person_plays(s)
    assert s.save_error.startswith("autosave failed")


def test_a_table_tells_its_computers_every_seats_level():
    seats = [Seat("Eva", (200, 0, 0)), Seat("Bot", (0, 0, 200), "expert"), Seat("G", (0, 200, 0), "greedy")]
    session = Session(GameConfig("kingdomino", 3), 1, seats)
    assert session.computer(1).seats == ("human", "expert", "greedy")


@pytest.mark.parametrize("seed", [42, "a text seed", "é" * 3])
def test_a_seats_generator_for_each_move_is_the_seeds_text_with_the_seat_and_move(seed):
    """Hashing the seed once changed no game: the generators are those of the whole text."""
    from game.rules.rng import Rng
    s = Session(GameConfig("kingdomino", 2), seed, [Seat("Ann", RED), Seat("Bot", BLUE, "greedy")])
    computers_play(s, until=5)
    assert s.player_for_move(1).rng.state == Rng.from_seed(f"{seed}:1:{len(s.actions)}").state
    assert s.seed_hash(":1") == Rng.from_seed(f"{seed}:1").state


def test_a_long_text_seed_is_hashed_once_not_at_every_computer_move(monkeypatch):
    from game.rules import rng
    hashed: list[int] = []
    real = rng.text_hash
    monkeypatch.setattr(rng, "text_hash", lambda text, *start: hashed.append(len(text)) or real(text, *start))
    seed = "x" * 100_000
    s = Session(GameConfig("kingdomino", 2), seed, [Seat("Bot 1", RED, "greedy"), Seat("Bot 2", BLUE, "greedy")])
    computers_play(s, until=12)
    assert len(s.actions) == 12
    assert sum(hashed) < 3 * len(seed)         # the new game's generator and the session's, once each
