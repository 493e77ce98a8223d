"""Words for game facts shown in several scenes, in the player's language: game and
variant names, player counts. The ids and numbers come from the data; only the words
the program shows for them live here (English msgids, translated when asked for)."""
from __future__ import annotations

from game import i18n, progress
from game.i18n import N_, _, ngettext, pgettext
from game.match import REMOTE
from game.rules.components import game_specs, terrains

VARIANT_LABELS = {"dynasty": N_("Dynasty (3 games)"), "middle_kingdom": N_("Middle Kingdom"),
                  "harmony": N_("Harmony"), "mighty_duel": N_("Mighty Duel 7×7"), "wider_offer": N_("Wider offer"),
                  "teams": N_("Teams of two"), "7x7": N_("7×7 kingdoms")}


# what each variant changes, in one line ({points}: its bonus from the data)
VARIANT_ABOUT = {"dynasty": N_("three games in a row, their scores added up"),
                 "middle_kingdom": N_("+{points} points if your castle stands in the middle of your kingdom"),
                 "harmony": N_("+{points} points if you never discard a domino"),
                 "mighty_duel": N_("two players build 7×7 kingdoms with all 48 dominoes"),
                 "wider_offer": N_("one domino more in every line; the one nobody takes leaves the game"),
                 "teams": N_("partners share one castle and one 7×7 kingdom, their knights and coins")}


def variant_about(game: str, v: str) -> str:
    """What variant `v` of `game` changes, in one line in the player's language ("" unknown)."""
    about = VARIANT_ABOUT.get(v)
    return _(about).format(points=game_specs()[game].variants[v].get("bonus", "")) if about else ""


def variant_label(v: str) -> str:
    """The English msgid for variant `v` (unknown ids: their words, as written)."""
    return VARIANT_LABELS.get(v, v.replace("_", " ").capitalize())


def variant_name(v: str) -> str:
    return _(variant_label(v))


def game_name(name: str) -> str:
    """A game's name from the data, as sold in the player's country."""
    return pgettext("game", name)


# an edition's own terrain names (a field of terrains.json) and the language they are words of
EDITION_LANGUAGE = {"name_kralovska_zahrada": "cs"}


def terrain_name(config, t: int) -> str:
    """The terrain's name in the player's language: an edition's own name when the player
    speaks the edition's language (Královská zahrada's "Rybník" in Czech), else the game's
    word translated (its "Lake" in English, "See" in German)."""
    ter = terrains()[t]
    edition = config.spec.terrain_names
    own = getattr(ter, edition, None) if EDITION_LANGUAGE.get(edition) == i18n.current() else None
    return own or pgettext("terrain", ter.name_en)


def players_text(n: int) -> str:
    return ngettext("{n} player", "{n} players", n).format(n=n)


# computer players by registry name (game.ai.registry); unknown names are shown as they are
AGENT_LABELS = {"random": N_("random"), "greedy": N_("greedy"), "easy": N_("easy"), "medium": N_("medium"),
                "hard": N_("hard"), "expert": N_("expert")}


def agent_name(agent: str) -> str:
    return _(AGENT_LABELS[agent]) if agent in AGENT_LABELS else agent


def kind_word(seat) -> str:
    """Who plays a seat, in a word: "person" (here or at another computer) or its computer level."""
    return _("person") if seat.human or seat.agent == REMOTE else agent_name(seat.agent)


def initials(name: str) -> str:
    """A name in a few letters, for where it must be short: the first letter of each word,
    numbers whole ("Player 7" -> "P7", "Anna" -> "A")."""
    return "".join(part if part.isdigit() else part[0] for part in name.split()) or name


def who_text(seat) -> str:
    """'person', 'person · online' for a player at another computer, or 'computer · level'."""
    if seat.agent == REMOTE:
        return _("person · online")
    return _("person") if seat.human else _("computer · {level}").format(level=agent_name(seat.agent))


def points_text(n: int) -> str:
    return ngettext("{n} point", "{n} points", n).format(n=n)


def coins_text(n: int) -> str:
    return ngettext("{n} coin", "{n} coins", n).format(n=n)


def knights_text(n: int) -> str:
    return ngettext("{n} knight", "{n} knights", n).format(n=n)


def towers_text(n: int) -> str:
    return ngettext("{n} tower", "{n} towers", n).format(n=n)


def crowns_text(n: int) -> str:
    return ngettext("{n} crown", "{n} crowns", n).format(n=n)


def building_name(name: str) -> str:
    """A Queendomino building's name from the data, in the player's language."""
    return pgettext("building", name)


def game_label(key: str) -> str:
    """'Kingdomino (Middle Kingdom, Harmony)' for the key 'kingdomino+harmony+middle_kingdom'."""
    game, *variants = key.split("+")
    spec = game_specs().get(game)
    name = game_name(spec.name) if spec else game
    return f"{name} ({', '.join(variant_name(v) for v in variants)})" if variants else name


def margin_text(value: float) -> str:
    """An average margin with its sign and the language's decimal separator (+4.2)."""
    text = f"{abs(value):.1f}".replace(".", pgettext("decimal separator", "."))
    return ("+" if value > 0 else "−" if value < 0 else "±") + text


def summary(name: str, game: str, tally: progress.Tally) -> str:
    """One person's record at one game, for the score sheet."""
    games = ngettext("{name}: {n} game of {game}", "{name}: {n} games of {game}", tally.played).format(
        name=name, n=tally.played, game=game_label(game))
    return _("{games}, {won} won, best {best}, average margin {margin}").format(
        games=games, won=tally.won, best=tally.best if tally.best is not None else "–",
        margin=margin_text(tally.average_margin))
