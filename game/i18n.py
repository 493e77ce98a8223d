"""Translations: gettext catalogs kept as `.po` text in assets/locale/, one per language.

The catalogs stay plain text in the repository (reviewable, diffable) and are read at
start-up by a small parser instead of compiled `.mo` files, so there is no build step.
Plural rules come from each catalog's `Plural-Forms` header via the standard gettext module.
This module never imports pygame: the command line and the rules' messages use it too.
"""
from __future__ import annotations

import ast
import gettext
import locale
import os
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

LOCALE_DIR = Path(__file__).resolve().parent.parent / "assets" / "locale"
TEMPLATE = "kingdomino.pot"
SOURCE = "en"       # the language the program's strings are written in

# code -> the language's own name, in the order the settings list them
LANGUAGES: dict[str, str] = {
    "en": "English", "cs": "Čeština", "pl": "Polski", "el": "Ελληνικά", "fr": "Français",
    "de": "Deutsch", "es": "Español", "it": "Italiano", "pt": "Português", "ru": "Русский",
}


class CatalogError(ValueError):
    """A catalog file that cannot be read, with the file and line in one line."""


@dataclass
class Entry:
    msgid: str
    msgstr: list[str] = field(default_factory=lambda: [""])
    context: str | None = None
    plural: str | None = None
    comments: list[str] = field(default_factory=list)    # "#." notes and "#:" references
    obsolete: bool = False

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.msgid

    @property
    def translated(self) -> bool:
        return all(self.msgstr)


def _unquote(text: str, where: str) -> str:
    text = text.strip()
    if len(text) < 2 or text[0] != '"' or text[-1] != '"':
        raise CatalogError(f"{where}: expected a quoted string, got {text[:40]!r}")
    try:
        return ast.literal_eval(text)
    except (SyntaxError, ValueError):
        raise CatalogError(f"{where}: bad string {text[:40]!r}") from None


def parse_po(text: str, name: str = "catalog") -> list[Entry]:
    """The entries of a .po file (the header is the entry with an empty msgid)."""
    entries: list[Entry] = []
    cur: Entry | None = None
    field_name: str | None = None
    index = 0
    comments: list[str] = []

    def finish() -> None:
        nonlocal cur
        if cur is not None:
            entries.append(cur)
        cur = None

    for n, raw in enumerate(text.splitlines(), 1):
        where = f"{name}:{n}"
        line = raw.strip()
        obsolete = line.startswith("#~")
        if obsolete:
            line = line[2:].strip()
        if not line:
            continue
        if line.startswith("#"):
            if line[:2] in ("#.", "#:"):
                comments.append(line)
            continue
        keyword, _, rest = line.partition(" ")
        if keyword == "msgctxt" or (keyword == "msgid" and (cur is None or field_name != "msgctxt")):
            finish()
            cur = Entry("", [], obsolete=obsolete, comments=comments)
            comments = []
        if cur is None:
            if line.startswith('"'):
                raise CatalogError(f"{where}: text outside an entry")
            raise CatalogError(f"{where}: unknown line {line[:40]!r}")
        if keyword == "msgctxt":
            field_name, cur.context = "msgctxt", _unquote(rest, where)
        elif keyword == "msgid":
            field_name, cur.msgid = "msgid", _unquote(rest, where)
        elif keyword == "msgid_plural":
            field_name, cur.plural = "msgid_plural", _unquote(rest, where)
        elif keyword == "msgstr":
            field_name, index = "msgstr", 0
            cur.msgstr = [_unquote(rest, where)]
        elif keyword.startswith("msgstr[") and keyword.endswith("]") and keyword[7:-1].isdigit():
            field_name, index = "msgstr", int(keyword[7:-1])
            if index != len(cur.msgstr):
                raise CatalogError(f"{where}: plural forms out of order")
            cur.msgstr.append(_unquote(rest, where))
        elif line.startswith('"'):
            more = _unquote(line, where)
            if field_name == "msgctxt":
                cur.context = (cur.context or "") + more
            elif field_name == "msgid":
                cur.msgid += more
            elif field_name == "msgid_plural":
                cur.plural = (cur.plural or "") + more
            elif field_name == "msgstr":
                cur.msgstr[index] += more
            else:
                raise CatalogError(f"{where}: continuation without a field")
        else:
            raise CatalogError(f"{where}: unknown keyword {keyword!r}")
    finish()
    for e in entries:
        if not e.msgstr:
            raise CatalogError(f"{name}: entry {e.msgid[:40]!r} has no msgstr")
    return entries


def header_fields(entries: list[Entry]) -> dict[str, str]:
    head = next((e for e in entries if e.msgid == "" and e.context is None), None)
    out = {}
    for line in (head.msgstr[0] if head else "").splitlines():
        key, sep, value = line.partition(":")
        if sep:
            out[key.strip()] = value.strip()
    return out


class Catalog(gettext.NullTranslations):
    """gettext translations read from a .po file; untranslated strings fall back to English."""

    def __init__(self, entries: list[Entry]) -> None:
        super().__init__()
        self._messages = {e.key: e for e in entries if e.msgid and not e.obsolete and e.translated}
        forms = header_fields(entries).get("Plural-Forms", "")
        expr = forms.partition("plural=")[2].rstrip(";").strip()
        self._plural = gettext.c2py(expr) if expr else (lambda n: int(n != 1))

    def gettext(self, message: str) -> str:
        e = self._messages.get((None, message))
        return e.msgstr[0] if e else message

    def pgettext(self, context: str, message: str) -> str:
        e = self._messages.get((context, message))
        return e.msgstr[0] if e else message

    def ngettext(self, singular: str, plural: str, n: int) -> str:
        e = self._messages.get((None, singular))
        if e is None or e.plural is None:
            return singular if n == 1 else plural
        i = self._plural(n)
        return e.msgstr[i] if i < len(e.msgstr) else e.msgstr[-1]


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
    return Catalog(parse_po(path.read_text(encoding="utf-8"), path.name))


def template_ids() -> set[tuple[str | None, str]]:
    path = LOCALE_DIR / TEMPLATE
    if not path.exists():
        return set()
    return {e.key for e in parse_po(path.read_text(encoding="utf-8"), TEMPLATE) if e.msgid}


def translated_fraction(code: str) -> float:
    """Share of the template's strings that `code`'s catalog translates (English: 1.0)."""
    ids = template_ids()
    if code == SOURCE or not ids:
        return 1.0
    path = catalog_path(code)
    if not path.exists():
        return 0.0
    done = {e.key for e in parse_po(path.read_text(encoding="utf-8"), path.name)
            if e.msgid and not e.obsolete and e.translated}
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

    def translated(self) -> str:
        text = _current.gettext(self.template) if self.context is None else pgettext(self.context, self.template)
        if not self.params:
            return text
        values = {k: translate(v) if isinstance(v, (Message, MessageError)) else v for k, v in self.params.items()}
        try:
            return text.format(**values)
        except (KeyError, IndexError, ValueError):   # a catalog that lost a placeholder: English
            return self.template.format(**values)


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
