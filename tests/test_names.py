"""The one rule for players' names: visible, trimmed, normalised, bounded, and never
passing for another seat's name."""
import unicodedata

from hypothesis import given
from hypothesis import strategies as st

from game.names import MAX_CHARS, clean, distinct, joining_name, player_name, seat_names, skeleton, visible

ZERO_WIDTH = ["\ufe0f", "\u034f", "\u200b", "\u2060", "\ufeff", "\u3164", "\u2800", "\u180e", "\U000e0041",
              "\u200d", " \u3000\t\n", "\u0301\u0301"]
# any text: unpaired surrogates aside (no file, message or keyboard of ours can carry them)
TEXTS = st.text(st.characters(exclude_categories=("Cs",)), max_size=200) | st.lists(
    st.sampled_from(ZERO_WIDTH + ["a", "\u0301", " ", "А", "\u202e", "\x00"]), max_size=60).map("".join)


def test_a_name_of_characters_that_draw_as_nothing_is_no_name():
    for text in ZERO_WIDTH + ["".join(ZERO_WIDTH)]:
        assert clean(text) == "", repr(text)
    assert player_name("\ufe0f\u034f", "Player 2") == "Player 2"


def test_a_name_is_trimmed_normalised_and_bounded():
    assert clean("  Ann \t ") == "Ann"
    assert clean("Ann\u00a0\u00a0Lee") == "Ann Lee"
    assert clean("Ａｎｎ") == "Ann"                         # full-width forms fold (NFKC)
    assert clean("Zoe\u0308") == "Zoë"                        # composed (NFC)
    assert clean("\u202eAnn\u202c") == "Ann"                  # no text turned around
    assert clean("a" + "\u0301" * 50) == "\u00e1" + "\u0301" * 3     # no tower of accents
    assert clean("x" * 100) == "x" * MAX_CHARS


@given(TEXTS)
def test_clean_gives_a_visible_bounded_normal_name_or_nothing(text):
    name = clean(text)
    assert clean(name) == name                    # the same rule twice changes nothing
    assert name == "" or visible(name)
    assert len(name) <= MAX_CHARS and name == name.strip()
    assert unicodedata.is_normalized("NFC", name)
    assert not any(unicodedata.category(c) in ("Cc", "Co", "Cn") for c in name)


def test_look_alikes_in_other_scripts_share_a_skeleton():
    assert skeleton("Аnn") == skeleton("Ann") == skeleton("ANN") == skeleton("ΑΝΝ")     # Cyrillic А, Greek Α Ν
    assert skeleton("Pаvеl") == skeleton("Pavel")
    assert skeleton("Zoë") == skeleton("Zoe")
    assert skeleton("Ann") != skeleton("Anna")


def test_a_name_that_passes_for_another_seats_is_numbered():
    assert distinct("Аnn", ["Ann"]) == "Аnn 2"
    assert distinct("Ann", ["Аnn", "Ann 2"]) == "Ann 3"
    assert distinct("Bob", ["Ann"]) == "Bob"
    assert distinct("x" * MAX_CHARS, ["x" * MAX_CHARS]) == "x" * (MAX_CHARS - 2) + " 2"
    assert seat_names(["Ann", "Аnn", "ann", "", "\ufe0f"], ["P1", "P2", "P3", "P4", "P5"]) == \
        ["Ann", "Аnn 2", "ann 3", "", "P5"]


def test_a_joining_player_gets_the_same_name_each_time_so_a_rejoin_finds_the_seat():
    seated = ["Ann", "Bob"]
    first = joining_name("Аnn", seated, rejoinable=["Ann"])
    assert first == "Аnn 2"
    assert joining_name("Аnn", seated + [first], rejoinable=["Ann", first]) == first
    assert joining_name("Bob", seated, rejoinable=["Ann"]) == "Bob 2"      # a computer's seat is not rejoined
    assert joining_name("\ufe0f", seated, rejoinable=[]) == "Player"


@given(st.lists(TEXTS, max_size=8))
def test_the_names_of_a_table_never_pass_for_one_another(texts):
    names = seat_names(texts, [f"Player {i + 1}" for i in range(len(texts))])
    shown = [n for n in names if n]
    assert len({skeleton(n) for n in shown}) == len(shown)
    assert all(len(n) <= MAX_CHARS and visible(n) for n in shown)
