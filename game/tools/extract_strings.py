"""Collect every translatable string of the program into assets/locale/kingdomino.pot and
bring each language's catalog up to date with it (like xgettext + msgmerge).

Run: python -m game.tools.extract_strings          (write the template and the catalogs)
     python -m game.tools.extract_strings --check  (exit 1 if anything is out of date)

Marked strings are calls with literal arguments: _("…"), N_("…") (translated later, where
it is shown), ngettext("…", "…", n), pgettext("context", "…") and npgettext("context", "…",
"…", n); to_whom(hint, "…") and nto_whom(hint, "…", "…", n) give both a plain and a "hint"
entry. Names the program shows from its data files (DATA_NAMES) are collected too,
translated where shown with pgettext(context, name). Existing translations, translators' comments and flags (such as
`fuzzy`) are kept; strings no longer in the program are kept as obsolete (#~) entries.
The files are written by polib (no line wrapping), the library the game reads them with.
"""
from __future__ import annotations

import ast
import json
import sys
from dataclasses import dataclass, field
from pathlib import Path

import polib

from game import i18n

ROOT = Path(__file__).resolve().parents[2]
SCANNED = ("game", "main.py")
MARKERS = {"_": ("msgid",), "N_": ("msgid",), "ngettext": ("msgid", "plural"),
           "pgettext": ("context", "msgid"), "npgettext": ("context", "msgid", "plural")}
# to_whom(hint, "…") and nto_whom(hint, "…", "…", n): one text in both audiences, the plain
# entry (about the mover) and the "hint" one (to the player)
BOTH_AUDIENCES = {"to_whom": ("msgid",), "nto_whom": ("msgid", "plural")}
# data file, the list in it, the key of the shown name, and its msgctxt (the program shows
# these through pgettext(context, name); theme names go through Button's plain _())
DATA_NAMES = (
    ("assets/data/terrains.json", "terrains", "name_en", "terrain"),
    ("assets/data/games.json", "games", "name", "game"),
    ("assets/data/queendomino.json", "buildings.tiles", "name_en", "building"),
    ("assets/themes/*.json", "", "name", None),
)
PLURAL_FORMS = {   # the CLDR/gettext rules for each language's catalog header
    "cs": "nplurals=3; plural=(n==1) ? 0 : (n>=2 && n<=4) ? 1 : 2;",
    "pl": "nplurals=3; plural=(n==1 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "ru": "nplurals=3; plural=(n%10==1 && n%100!=11 ? 0 : n%10>=2 && n%10<=4 && (n%100<10 || n%100>=20) ? 1 : 2);",
    "fr": "nplurals=2; plural=(n > 1);",
    "pt": "nplurals=2; plural=(n != 1);",
}


@dataclass
class Found:
    msgid: str
    context: str | None = None
    plural: str | None = None
    refs: list[str] = field(default_factory=list)

    @property
    def key(self) -> tuple[str | None, str]:
        return self.context, self.msgid


def _calls(path: Path, rel: str):
    tree = ast.parse(path.read_text(encoding="utf-8"), rel)
    for node in ast.walk(tree):
        if not (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
                and node.func.id in MARKERS.keys() | BOTH_AUDIENCES.keys()):
            continue
        both = node.func.id in BOTH_AUDIENCES
        names = BOTH_AUDIENCES[node.func.id] if both else MARKERS[node.func.id]
        args = node.args[1:1 + len(names)] if both else node.args[:len(names)]
        texts = [a.value for a in args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        if len(args) < len(names) or len(texts) < len(args):
            continue
        values = dict(zip(names, texts))
        yield node.lineno, values
        if both:
            yield node.lineno, {**values, "context": "hint"}


def _data_names(root: Path):
    """(file, context, name) for every name in DATA_NAMES's files."""
    for pattern, where, key, context in DATA_NAMES:
        for path in sorted(root.glob(pattern)):
            doc = json.loads(path.read_text(encoding="utf-8"))
            for part in filter(None, where.split(".")):
                doc = doc[part]
            items = [doc] if not where else doc.values() if isinstance(doc, dict) else doc
            for item in items:
                if isinstance(item, dict) and isinstance(item.get(key), str):
                    yield path.relative_to(root).as_posix(), context, item[key]


def scan(root: Path = ROOT) -> list[Found]:
    """Every marked string, in the order first met, with where it is used."""
    found: dict[tuple[str | None, str], Found] = {}
    files = []
    for part in SCANNED:
        p = root / part
        files += sorted(p.rglob("*.py")) if p.is_dir() else [p]
    for path in files:
        rel = path.relative_to(root).as_posix()
        for _line, v in _calls(path, rel):
            f = found.setdefault((v.get("context"), v["msgid"]), Found(v["msgid"], v.get("context"), v.get("plural")))
            if rel not in f.refs:       # files, not lines: editing code elsewhere leaves the catalogs current
                f.refs.append(rel)
    for rel, context, name in _data_names(root):
        f = found.setdefault((context, name), Found(name, context))
        if rel not in f.refs:
            f.refs.append(rel)
    return list(found.values())


def metadata(code: str | None) -> dict[str, str]:
    """The header fields of a new catalog for `code` (None: the template)."""
    fields = {"Project-Id-Version": "kingdomino-family"}
    if code:
        fields["Language"] = code
    return fields | {"MIME-Version": "1.0", "Content-Type": "text/plain; charset=UTF-8",
                     "Content-Transfer-Encoding": "8bit",
                     "Plural-Forms": PLURAL_FORMS.get(code or "", "nplurals=2; plural=(n != 1);")}


def _note(code: str | None) -> str:
    """The comment a new file starts with."""
    if code is None:
        return "Template of the Kingdomino family's catalogs, written by python -m game.tools.extract_strings."
    return (f"{i18n.LANGUAGES[code]} ({code}) catalog of the Kingdomino family, kept up to date by "
            "python -m game.tools.extract_strings.\nTranslate each msgstr; an empty or fuzzy one shows "
            "the English text.")


def _file(fields: dict[str, str], note: str) -> polib.POFile:
    po = polib.POFile(wrapwidth=0, encoding="utf-8")
    po.metadata, po.header = fields, note
    return po


def _entry(f: Found, msgstr: str = "", plural_forms: dict[int, str] | None = None) -> polib.POEntry:
    return polib.POEntry(msgctxt=f.context, msgid=f.msgid, msgid_plural=f.plural or "",
                         msgstr=msgstr, msgstr_plural=plural_forms or {},
                         occurrences=[(ref, "") for ref in f.refs])


def template_text(found: list[Found]) -> str:
    po = _file(metadata(None), _note(None))
    po.extend(_entry(f, plural_forms={0: "", 1: ""} if f.plural else None) for f in found)
    return str(po)


def merged_catalog(code: str, found: list[Found], old_text: str | None) -> str:
    """`code`'s catalog for the template: old translations kept, vanished ones obsolete."""
    old = i18n.parse_po(old_text, f"{code}.po") if old_text else polib.POFile()
    before = {i18n.key(e): e for e in old}
    nplurals = int(metadata(code)["Plural-Forms"].split("nplurals=")[1].split(";")[0])
    po = _file(old.metadata or metadata(code), old.header or _note(code))
    for f in found:
        prev = before.get(f.key)
        if f.plural:
            kept = prev.msgstr_plural if prev and prev.msgid_plural and len(prev.msgstr_plural) == nplurals else {}
            e = _entry(f, plural_forms={i: kept.get(i, "") for i in range(nplurals)})
        else:
            e = _entry(f, prev.msgstr if prev and not prev.msgid_plural else "")
        if prev:            # the translator's: notes, comments and flags such as fuzzy
            e.comment, e.tcomment, e.flags = prev.comment, prev.tcomment, prev.flags[:]
        po.append(e)
    keys = {f.key for f in found}
    for e in old:
        if i18n.key(e) not in keys and any(i18n.forms(e)):
            e.obsolete, e.occurrences, e.comment = True, [], ""
            po.append(e)
    return str(po)


def outputs(root: Path = ROOT) -> dict[Path, str]:
    """Every catalog file as it should be."""
    found = scan(root)
    out = {i18n.LOCALE_DIR / i18n.TEMPLATE: template_text(found)}
    for code in i18n.LANGUAGES:
        if code == i18n.SOURCE:
            continue
        path = i18n.catalog_path(code)
        out[path] = merged_catalog(code, found, path.read_text(encoding="utf-8") if path.exists() else None)
    return out


def main(argv: list[str]) -> int:
    stale = []
    for path, text in outputs().items():
        if not path.exists() or path.read_text(encoding="utf-8") != text:
            stale.append(path)
            if "--check" not in argv:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_text(text, encoding="utf-8")
    if "--check" in argv and stale:
        print("out of date: " + ", ".join(p.name for p in stale) + " (run python -m game.tools.extract_strings)")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
