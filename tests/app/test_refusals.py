"""Server refusals are worded in the player's language by their code; unknown codes keep the
server's English reason."""
from __future__ import annotations

import pytest

from game import i18n
from game.app.refusals import WORDS, refusal
from game.net.protocol import REFUSALS


def test_every_code_the_server_sends_has_words_here():
    assert set(WORDS) == set(REFUSALS)


@pytest.mark.parametrize("lang", [code for code in i18n.LANGUAGES if code != "en"])
def test_each_known_code_reads_in_the_players_language(lang):
    try:
        i18n.use(lang)
        for code, words in WORDS.items():
            said = refusal({"type": "error", "reason": "english reason", "code": code})
            assert said != words and said != "english reason"
    finally:
        i18n.use("en")


def test_an_unknown_or_missing_code_shows_the_servers_english_reason():
    i18n.use("fr")
    try:
        assert refusal({"reason": "a newer server's reason", "code": "from_the_future"}) == "a newer server's reason"
        assert refusal({"reason": "an older server's reason"}) == "an older server's reason"
        assert refusal({"reason": "x", "code": 7}) == "x"
    finally:
        i18n.use("en")
