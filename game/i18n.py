"""Translations: gettext catalogs kept as `.po` text in assets/locale/, one per language.

The catalogs stay plain text in the repository (reviewable, diffable) and are read at
start-up with polib instead of compiled `.mo` files, so there is no build step. Entries a
translator marked `#, fuzzy` (awaiting review), obsolete `#~` entries and untranslated ones
fall back to English. Plural rules come from each catalog's `Plural-Forms` header via the
standard gettext module. This module never imports pygame: the command line and the rules'
messages use it too.
"""
from __future__ import annotations

import gettext
import locale
import os
from functools import lru_cache
from pathlib import Path

import polib

from game.resources import assets_dir

LOCALE_DIR = assets_dir() / "locale"
TEMPLATE = "kingdomino.pot"
SOURCE = "en"       # the language the program's strings are written in

# code -> the language's own name, in the order the settings list them
LANGUAGES: dict[str, str] = {
    "en": "English", "cs": "Čeština", "pl": "Polski", "el": "Ελληνικά", "fr": "Français",
    "de": "Deutsch", "es": "Español", "it": "Italiano", "pt": "Português", "ru": "Русский",
}


class CatalogError(ValueError):
    """A catalog file that cannot be read, with the file and line in one line."""


def parse_po(text: str, name: str = "catalog") -> polib.POFile:
    """The entries of a .po file's text, read by polib: the header is the file's `metadata`,
    obsolete (`#~`) and fuzzy entries are listed with `obsolete` / `fuzzy` set."""
    if "\n" not in text:      # polib reads a text that names an existing file as that file
        text += "\n"
    try:
        po = polib.pofile(text, encoding="utf-8", wrapwidth=0)
    except (OSError, ValueError, RecursionError) as exc:
        raise CatalogError(f"{name}: {' '.join(str(exc).split())}") from None
    po.fpath = name
    return po


def key(entry: polib.POEntry) -> tuple[str | None, str]:
    """What a lookup matches: (context, msgid)."""
    return entry.msgctxt, entry.msgid


def forms(entry: polib.POEntry) -> list[str]:
    """An entry's translations: its msgstr, or each plural form in order."""
    if entry.msgid_plural:
        return [entry.msgstr_plural[i] for i in sorted(entry.msgstr_plural)]
    return [entry.msgstr]


def read_catalog(path: Path) -> polib.POFile:
    return parse_po(path.read_text(encoding="utf-8"), path.name)


def _english_plural(n: int) -> int:
    return int(n != 1)


class Catalog(gettext.NullTranslations):
    """gettext translations of a catalog read by polib. Only translated entries are used
    (polib's `translated()`: not fuzzy, not obsolete, every form filled in); anything else
    shows the English text."""

    def __init__(self, po: polib.POFile) -> None:
        super().__init__()
        self._messages = {key(e): e for e in po if e.translated()}
        expr = po.metadata.get("Plural-Forms", "").partition("plural=")[2].rstrip(";").strip()
        try:
            self._plural = gettext.c2py(expr) if expr else _english_plural
        except (ValueError, SyntaxError, RecursionError) as exc:
            raise CatalogError(f"{po.fpath}: Plural-Forms {expr[:40]!r}: {exc}") from None

    def _form(self, n: int) -> int:
        """The plural form for n; an expression that fails (divides by zero) counts as English."""
        try:
            return int(self._plural(n))
        except (ArithmeticError, ValueError, RecursionError):
            return _english_plural(n)

    def gettext(self, message: str) -> str:
        e = self._messages.get((None, message))
        return forms(e)[0] if e else message

    def pgettext(self, context: str, message: str) -> str:
        e = self._messages.get((context, message))
        return forms(e)[0] if e else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        return self.npgettext(None, singular, plural, n)

    def npgettext(self, context: str | None, singular: str, plural: str, n: int) -> str:
        e = self._messages.get((context, singular))
        form = e.msgstr_plural.get(self._form(n)) if e is not None and e.msgid_plural else None
        return form or (singular if n == 1 else plural)


def catalog_path(code: str) -> Path:
    return LOCALE_DIR / f"{code}.po"


@lru_cache(maxsize=None)
def catalog(code: str) -> gettext.NullTranslations:
    """The translations for `code` (English needs none)."""
    if code not in LANGUAGES:
        raise CatalogError(f"unknown language {code!r} (choose from {', '.join(LANGUAGES)})")
    path = catalog_path(code)
    if code == SOURCE or not path.exists():
        return gettext.NullTranslations()
    return Catalog(read_catalog(path))


def template_ids() -> set[tuple[str | None, str]]:
    path = LOCALE_DIR / TEMPLATE
    if not path.exists():
        return set()
    return {key(e) for e in read_catalog(path) if not e.obsolete}


def translated_fraction(code: str) -> float:
    """Share of the template's strings that `code`'s catalog translates (English: 1.0)."""
    ids = template_ids()
    if code == SOURCE or not ids:
        return 1.0
    path = catalog_path(code)
    if not path.exists():
        return 0.0
    done = {key(e) for e in read_catalog(path) if e.translated()}
    return round(len(ids & done) / len(ids), 4)


def system_language(environ: dict[str, str] | None = None) -> str:
    """The first of the user's preferred languages that has a catalog, else English."""
    env = os.environ if environ is None else environ
    wanted = [env.get(k, "") for k in ("LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG")]
    if environ is None:
        try:
            wanted.append(locale.getlocale()[0] or "")
        except ValueError:
            pass
    for value in wanted:
        for part in value.split(":"):
            code = part.split("_")[0].split(".")[0].lower()
            if code in LANGUAGES:
                return code
    return SOURCE


_current: gettext.NullTranslations = gettext.NullTranslations()
_current_code = SOURCE


def use(code: str) -> None:
    """Make `code` the language of every later `_()` call."""
    global _current, _current_code
    _current, _current_code = catalog(code), code


def current() -> str:
    return _current_code


def _(message: str) -> str:
    return _current.gettext(message)


def ngettext(singular: str, plural: str, n: int) -> str:
    return _current.ngettext(singular, plural, n)


def pgettext(context: str, message: str) -> str:
    return _current.pgettext(context, message)


def npgettext(context: str, singular: str, plural: str, n: int) -> str:
    return _current.npgettext(context, singular, plural, n)


def to_whom(hint: bool, message: str) -> str:
    """`message` worded for a hint (context "hint": said to the player at the keyboard) or as
    it is (said about the mover), where English words both alike; the catalogs hold both."""
    return pgettext("hint", message) if hint else _(message)


def nto_whom(hint: bool, singular: str, plural: str, n: int) -> str:
    """to_whom with a number."""
    return npgettext("hint", singular, plural, n) if hint else ngettext(singular, plural, n)


def N_(message: str) -> str:
    """Marks a string for the catalogs where it is defined; `_()` translates it where shown."""
    return message


# ---- messages with values --------------------------------------------------------------
class Message:
    """A marked template (an N_ msgid) and its values, translated only where it is shown.

    str() is the English text (command line, saves, logs and tests read it); translated()
    is the player's language. A value that is itself a Message, or an error carrying one,
    is translated too ("cannot {what} now": the `what` follows the language); numbers and
    names are filled in as they are. `context` looks the template up as pgettext does (data
    names such as a game's); `english` is what str() shows instead of the template (an id
    in the English text, its name on screen).
    """
    __slots__ = ("template", "params", "context", "english")

    def __init__(self, template: str, params: dict | None = None, *, context: str | None = None,
                 english: str | None = None) -> None:
        self.template, self.params, self.context, self.english = template, params or {}, context, english

    def __str__(self) -> str:
        if self.english is not None:
            return self.english
        return self.template.format(**self.params) if self.params else self.template

    def __repr__(self) -> str:
        return f"Message({self.template!r}, {self.params!r})"

    def __eq__(self, other: object) -> bool:
        """The same words: a sentence kept twice (a resumed game's log) compares equal."""
        return type(other) is type(self) and all(getattr(self, k) == getattr(other, k) for k in self._fields())

    def __hash__(self) -> int:
        return hash((type(self), self.template))

    def _fields(self) -> tuple[str, ...]:
        return Message.__slots__

    def translated(self) -> str:
        text = _current.gettext(self.template) if self.context is None else pgettext(self.context, self.template)
        if not self.params:
            return text
        values = {k: translate(v) if isinstance(v, (Message, MessageError)) else v for k, v in self.params.items()}
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):   # a catalog that lost a placeholder: English
            return self.template.format(**values)


class Later(Message):
    """A value put into words only when it is shown: fn(*args) in the language of that
    moment (a plural such as "3 coins", a name from a catalog). A Message keeping Later
    values is translated whole after a language switch (the event log's moves). str() is
    the words in the current language."""
    __slots__ = ("fn", "args")

    def __init__(self, fn, *args) -> None:
        super().__init__("")
        self.fn, self.args = fn, args

    def __str__(self) -> str:
        return self.translated()

    def __repr__(self) -> str:
        return f"Later({getattr(self.fn, '__name__', self.fn)}, {self.args!r})"

    def translated(self) -> str:
        return str(translate(self.fn(*self.args)))

    def _fields(self) -> tuple[str, ...]:
        return Later.__slots__


QUOTED_CHARS = 40      # of what a message quotes from the input, at most


def elide(text: str, limit: int = QUOTED_CHARS) -> str:
    """`text` as a message quotes it: at most `limit` characters, the cut marked with "…"
    (a message about a 100,000-character id names it, it does not print it). Quote a
    value with elide(repr(value))."""
    return text if len(text) <= limit else text[:limit - 1] + "…"


def verbatim(text: str) -> Message:
    """Words that are no template (a plain description): shown as they are."""
    return Message("{text}", {"text": text})


class MessageError(ValueError):
    """An error whose one-line reason is a Message: raise MessageError(N_("… {n} …"), n=3).
    str(error) stays the English text; translate(error) gives the player's language."""

    def __init__(self, template: str = "", /, **params) -> None:
        self.message = Message(template, params)
        super().__init__(str(self.message))

    @property
    def template(self) -> str:
        return self.message.template

    @property
    def params(self) -> dict:
        return self.message.params


def translate(value: object) -> str:
    """What to show the player for `value`: a Message or MessageError in the current
    language, anything else (an OS error, a parser's message) as its own text."""
    if isinstance(value, MessageError):
        return value.message.translated()
    if isinstance(value, Message):
        return value.translated()
    return str(value)
