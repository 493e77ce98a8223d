"""Load a game: the unfinished games (each keeps its own autosave), the games saved under a
name, the finished games (the history, replayable and reviewable, cleared after a question) and the
repository's example games; each with its game, players, progress, date and a picture of
the kingdoms.

A file that cannot be loaded is listed as broken with its reason and cannot be opened;
when its previous copy (.bak) loads, that copy is offered instead. The list never writes
a file. Examples are read-only (no Delete). A game whose table does not exist yet is
listed but only its replay can be watched.
"""
from __future__ import annotations

import os
import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game import autosaves, saves
from game.app.scenes.confirm import ConfirmScene
from game.app.scenes.held import offer_held
from game.app.scenes.replay import ReplayScene
from game.app.scenes.review import ReviewScene
from game.app.session import Session
from game.app.tables import thumbnail
from game.app.tables.directory import has_table, play_scene
from game.app.ui import art, theme
from game.app.ui.overlay import card, draw_card, scale_of, tooltip
from game.app.ui.scene import Scene
from game.app.ui.widgets import Button
from game.app.ui.words import agent_name, game_name, players_text, variant_name
from game.i18n import N_, _, ngettext, translate
from game.rules.registry import rules_for
from game.rules.replay import GameRecord

ROW_H, HEAD_H = 150, 58
UNFINISHED, NAMED, FINISHED, EXAMPLE = "unfinished", "named", "finished", "example"


@dataclass
class Entry:
    path: Path
    kind: str                   # UNFINISHED, NAMED, FINISHED or EXAMPLE
    saved: saves.SavedGame | None = None
    state: object = None
    error: str = ""             # why it cannot be loaded, in the player's language
    backup: saves.LoadedGame | None = None     # its previous copy, when the file does not load and that does
    when: float = 0.0
    buttons: list[Button] = field(default_factory=list)
    picture: pygame.Surface | None = None

    @property
    def example(self) -> bool:
        return self.kind == EXAMPLE

    @property
    def autosave(self) -> bool:
        """An unfinished or finished game's own file (not a save the player named)."""
        return self.kind in (UNFINISHED, FINISHED)

    @property
    def title(self) -> str:
        if self.autosave:
            if self.saved:
                return game_name(self.saved.record.config.spec.name)
            return _("Unfinished game") if self.kind == UNFINISHED else _("Finished game")
        if self.saved and self.saved.title:
            return self.saved.title
        return self.path.stem.replace("-", " ").replace("_", " ").capitalize()

    def over(self) -> bool:
        return self.saved is not None and autosaves.is_over(self.state, self.saved.record.config.game)


def read_entry(path: Path, kind: str) -> Entry:
    """A file of the list, read through the one save check (saves.load_checked); a file that
    does not load keeps its reason, and its previous copy is read too."""
    e = Entry(path, kind)
    try:
        e.when = os.lstat(path).st_mtime
    except OSError:
        pass
    try:
        loaded = saves.load_checked(path)
        e.saved, e.state = loaded.saved, loaded.state
    except saves.SaveError as exc:
        e.error = translate(exc)
        bak = saves.backup_path(path)
        if not e.example and os.path.lexists(bak):
            try:
                e.backup = saves.load_checked(bak)
            except saves.SaveError:
                e.backup = None
    return e


def seat_words(saved: saves.SavedGame) -> str:
    """The seats: a person by name, a computer with its level ("Anna, Bohdan (medium)")."""
    return ", ".join(s.name if s.agent == "human" else _("{name} ({level})").format(name=s.name, level=agent_name(s.agent))
                     for s in saved.seats)


def game_words(record: GameRecord, with_game: bool = True) -> str:
    cfg = record.config
    return " · ".join(([game_name(cfg.spec.name)] if with_game else []) + [players_text(cfg.players)]
                      + [variant_name(v) for v in cfg.variants])


def result_words(saved: saves.SavedGame, state) -> str:
    """A finished game's result: its winner(s), then each seat's total ("won by Anna · Anna 45,
    Bohdan 38"; partners share their house's total)."""
    ranked = {r.player: r for r in rules_for(saved.record.config.game).results(state)}
    names = [s.name for s in saved.seats]
    winners = _(" and ").join(dict.fromkeys(names[p] for p, r in ranked.items() if r.rank == 1))
    scores = ", ".join(f"{names[p]} {ranked[p].total}" for p in range(len(names)) if p in ranked)
    return f"{_('won by {names}').format(names=winners)} · {scores}"


def colours_of(saved: saves.SavedGame) -> list:
    return [s.colour or theme.PLAYER_COLOURS[i % len(theme.PLAYER_COLOURS)][1] for i, s in enumerate(saved.seats)]


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.back = Button(N_("Back"), self.app.scenes.pop)
        self.clear_button = Button(N_("Clear history"), self.ask_clear)
        self.message = ""
        self.scroll = 0
        self.scale = 1.0
        self.area = pygame.Rect(0, 0, 0, 0)
        self.pointer = (-1, -1)
        self.keys_used = False          # the focus moved by keys (a tooltip follows it), not by the pointer
        self.cut: list[tuple[pygame.Rect, str, Entry]] = []   # lines shortened to fit, as last drawn: whole on hover
        self.refresh()

    # ---- the list ---------------------------------------------------------------------
    def refresh(self) -> None:
        """Read every file again. A finished game still among the autosaves (the program
        stopped as it ended) is listed with the history."""
        unfinished = [read_entry(p, UNFINISHED) for p in autosaves.unfinished_files()]
        history = [read_entry(p, FINISHED) for p in autosaves.history_files()]
        for e in unfinished:
            if e.over():
                e.kind = FINISHED
        self.unfinished = [e for e in unfinished if e.kind == UNFINISHED]
        self.history = autosaves_newest(history + [e for e in unfinished if e.kind == FINISHED])
        self.mine = [read_entry(p, NAMED) for p in autosaves.named_files()]
        self.examples = [read_entry(p, EXAMPLE) for p in sorted(saves.EXAMPLES_DIR.glob("*.json"))]
        for e in self.entries():
            e.buttons = self._buttons(e)
        self.clear_button.enabled = any(e.saved for e in self.history)
        self.resize(self.app.scenes.size)

    def entries(self) -> list[Entry]:
        return self.unfinished + self.mine + self.history + self.examples

    def _buttons(self, e: Entry) -> list[Button]:
        out = []
        saved = e.saved
        if saved:
            game = saved.record.config.game
            if e.kind != FINISHED:
                out.append(Button(N_("Play"), lambda: self.open(e), primary=True, enabled=has_table(game)))
            out.append(Button(N_("Replay"), lambda: self.replay(e)))
            if e.kind == FINISHED:
                out.append(Button(N_("Review"), lambda: self.app.scenes.push(ReviewScene(self.app, saved, path=e.path))))
        elif e.backup is not None:
            out.append(Button(N_("Previous copy"), lambda: self.open(e),
                              enabled=has_table(e.backup.saved.record.config.game)))
        if not e.example:
            out.append(Button(N_("Delete"), lambda: self.ask_delete(e)))
        return out

    def rows(self) -> list[tuple[str, str | Entry]]:
        sections = [(_("Unfinished games ({n})").format(n=len(self.unfinished)), self.unfinished,
                     _("No unfinished games: a game saves itself at every move")),
                    (_("Your saves ({n})").format(n=len(self.mine)), self.mine,
                     _("No saves yet: “Save game” in the pause menu keeps a game under a name")),
                    (_("Finished games ({n})").format(n=len(self.history)), self.history,
                     _("No finished games yet: a game that ends is kept here for its replay")),
                    (_("Example games (read-only)"), self.examples, "")]
        out: list[tuple[str, str | Entry]] = []
        for head, entries, empty in sections:
            out.append(("history" if entries is self.history else "head", head))
            out += [("entry", e) for e in entries] or ([("note", empty)] if empty else [])
        return out

    def content_height(self) -> int:
        return sum(self.row_height(kind) for kind, _item in self.rows())

    def row_height(self, kind: str) -> int:
        """Rows grow with the UI scale: their four lines of text do."""
        return max(1, int((ROW_H if kind == "entry" else HEAD_H) * self.scale * theme.UI_SCALE))

    # ---- actions ---------------------------------------------------------------------
    def open(self, e: Entry) -> None:
        """Play on: an unfinished game writes on its own autosave (a broken one is moved aside
        first, its previous copy played); any other game gets an autosave of its own. An
        unfinished game another window holds is offered to watch or to play as a copy."""
        saved = e.saved or (e.backup.saved if e.backup else None)
        if saved is None:
            return
        if e.kind == UNFINISHED and not autosaves.hold(e.path):
            offer_held(self.app, saved, lambda: self.play(e, saved, None))
            return
        self.play(e, saved, autosaves.Slot(e.path) if e.kind == UNFINISHED else None)

    def play(self, e: Entry, saved: saves.SavedGame, slot: autosaves.Slot | None) -> None:
        try:
            session = Session.from_saved(saved, autosave=True, slot=slot)
        except ValueError as exc:
            self.message = _("cannot open {file}: {reason}").format(file=e.path.name, reason=translate(exc))
            return
        self.app.scenes.replace(play_scene(self.app, session))

    def replay(self, e: Entry) -> None:
        if e.saved is None:
            return
        try:
            self.app.scenes.push(ReplayScene(self.app, e.saved))
        except ValueError as exc:
            self.message = _("cannot replay {file}: {reason}").format(file=e.path.name, reason=translate(exc))

    def ask_delete(self, e: Entry) -> None:
        self.app.scenes.push(ConfirmScene(self.app, _("Delete “{title}”?").format(title=e.title),
                                          _("The file is removed for good."), N_("Delete"), lambda: self.delete(e)))

    def delete(self, e: Entry) -> None:
        if e.example:
            return
        for p in (e.path, saves.backup_path(e.path)):
            try:
                p.unlink(missing_ok=True)
            except OSError as exc:
                self.message = _("could not delete {file}: {reason}").format(file=p.name, reason=exc.strerror or exc)
        self.message = self.message or _("deleted {file}").format(file=e.path.name)
        self.refresh()

    def ask_clear(self) -> None:
        self.app.scenes.push(ConfirmScene(self.app, _("Clear the history of finished games?"),
                                          _("Unfinished games, your saves and files that cannot be read are kept."),
                                          N_("Clear"), self.clear_history))

    def clear_history(self) -> None:
        try:
            n = autosaves.clear_history([e.path for e in self.history if e.saved])
            self.message = ngettext("{n} finished game removed", "{n} finished games removed", n).format(n=n)
        except OSError as exc:
            self.message = _("could not clear the history: {reason}").format(reason=exc.strerror or exc)
        self.refresh()

    # ---- events ----------------------------------------------------------------------
    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.scroll + dy, max(0, self.content_height() - self.area.h)))
        self._place_rows()

    def focus_items(self) -> list:
        """The list's buttons in reading order (Clear history in its heading), then Back."""
        out = []
        for kind, item in self.rows():
            if kind == "history":
                out.append(self.clear_button)
            elif isinstance(item, Entry):
                out += item.buttons
        return out + [self.back]

    def handle_event(self, event):
        if event.type == pygame.MOUSEMOTION:
            self.pointer, self.keys_used = event.pos, False
        elif event.type == pygame.KEYDOWN:
            self.keys_used = True
        if self.focus.handle(event, self.focus_items()):
            self._scroll_to_focus()
            return None
        if self.back.handle(event):
            return None
        step = int(ROW_H * self.scale)
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * step // 2)
            return None
        if event.type == pygame.KEYDOWN:
            moves = {pygame.K_DOWN: step // 2, pygame.K_UP: -step // 2, pygame.K_PAGEDOWN: self.area.h,
                     pygame.K_PAGEUP: -self.area.h, pygame.K_HOME: -10**9, pygame.K_END: 10**9}
            if event.key in moves:
                self.scroll_by(moves[event.key])
                return None
        inside = not hasattr(event, "pos") or self.area.collidepoint(event.pos)
        for b in [self.clear_button] + [b for e in self.entries() for b in e.buttons]:
            if inside and b.rect.colliderect(self.area) and b.handle(event):
                return None
        return event

    def _scroll_to_focus(self) -> None:
        """Keep the button with the keyboard focus inside the list."""
        cur = self.focus.current                # the list's and Back: buttons only
        r = cur.rect if isinstance(cur, Button) else None
        if r is None or self.focus.current is self.back:
            return
        if r.top < self.area.top:
            self.scroll_by(r.top - self.area.top - int(20 * self.scale))
        elif r.bottom > self.area.bottom:
            self.scroll_by(r.bottom - self.area.bottom + int(20 * self.scale))

    # ---- geometry ----------------------------------------------------------------------
    def resize(self, size) -> None:
        if size == (0, 0):
            return
        self.scale = s = scale_of(size)
        self.card = card(size, 1760, 1010)
        c = self.card
        self.back.rect = pygame.Rect(c.right - int(220 * s), c.y + int(24 * s), int(180 * s), int(56 * s))
        self.area = pygame.Rect(c.x + int(30 * s), c.y + int(100 * s), c.w - int(60 * s), c.h - int(150 * s))
        self.scroll = max(0, min(self.scroll, max(0, self.content_height() - self.area.h)))
        self._place_rows()

    def _place_rows(self) -> None:
        s = self.scale
        y = self.area.y - self.scroll
        bw, bh, gap = int(150 * s), int(50 * s), int(12 * s)
        for kind, item in self.rows():
            h = self.row_height(kind)
            right = self.area.right - int(20 * s)
            if isinstance(item, Entry):
                x = right
                for b in reversed(item.buttons):     # as wide as its words need ("Previous copy")
                    w = max(bw, theme.font(int(22 * s), True).size(_(b.label))[0] + 2 * max(4, bh // 3))
                    top = y + int(16 * s) if theme.UI_SCALE > 1 else y + (h - bh) // 2    # larger words: the
                    b.rect = pygame.Rect(x - w, top, w, bh)                  # lines under them take the row's width
                    x -= w + gap
            elif kind == "history":
                w = int(240 * s)
                self.clear_button.rect = pygame.Rect(right - w, y + h - bh + int(4 * s), w, bh)
            y += h

    # ---- drawing -----------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        W, H = surface.get_size()
        s = self.scale
        surface.blit(art.cloth(W, H), (0, 0))
        c = self.card
        draw_card(surface, c)
        theme.blit_text(surface, _("Load a game"), int(46 * s), theme.GOLD, serif=True,
                        midleft=(c.x + int(40 * s), c.y + int(52 * s)))
        self.back.draw(surface, s, 24)
        self.cut = []
        clip = surface.get_clip()
        surface.set_clip(self.area)
        y = self.area.y - self.scroll
        for kind, item in self.rows():
            h = self.row_height(kind)
            if y + h >= self.area.y and y <= self.area.bottom:
                if isinstance(item, Entry):
                    self._draw_entry(surface, item, pygame.Rect(self.area.x, y, self.area.w, h))
                elif kind in ("head", "history"):
                    theme.blit_text(surface, item, int(28 * s), theme.GOLD, bold=True,
                                    midleft=(self.area.x + int(10 * s), y + h // 2 + int(6 * s)))
                    if kind == "history":
                        self.clear_button.draw(surface, s, 22)
                elif kind == "note":
                    theme.blit_text(surface, item, int(21 * s), theme.INK_DIM,
                                    midleft=(self.area.x + int(20 * s), y + h // 2))
            y += h
        surface.set_clip(clip)
        self._scrollbar(surface)
        if self.message:
            theme.blit_text(surface, self.message, int(20 * s), theme.INK,
                            midleft=(c.x + int(40 * s), c.bottom - int(26 * s)))
        self._whole_lines(surface)

    def _whole_lines(self, surface) -> None:
        """A line shortened to fit its entry, whole in a tooltip: under the pointer, or all
        of an entry's when the keyboard focus is on one of its buttons."""
        focused = self.focus.current if self.keys_used else None
        for r, line, e in self.cut:
            if r.collidepoint(self.pointer) and self.area.collidepoint(self.pointer):
                tooltip(surface, self.pointer, [line], self.scale, avoid=r)
                return
        for e in self.mine + self.examples:
            if focused in e.buttons:
                lines = [line for _r, line, owner in self.cut if owner is e]
                if lines:
                    tooltip(surface, focused.rect.bottomleft, lines, self.scale, avoid=focused.rect)
                return

    def _draw_entry(self, surface, e: Entry, row: pygame.Rect) -> None:
        s = self.scale
        box = row.inflate(-int(8 * s), -int(10 * s))
        theme.panel(surface, box, fill=(14, 26, 30, 220), edge=theme.BAD if e.error else theme.SLOT_EDGE,
                    radius=10, width=2)
        pic = pygame.Rect(box.x + int(10 * s), box.y + int(8 * s), int(250 * s), box.h - int(16 * s))
        saved = e.saved             # read, unless the file is broken (e.error)
        if e.state is not None and saved is not None:
            if e.picture is None or e.picture.get_size() != pic.size:
                e.picture = thumbnail.picture(e.state, colours_of(saved), pic.size)
            surface.blit(e.picture, pic)
        else:
            theme.panel(surface, pic, fill=(40, 20, 20, 200), edge=theme.BAD, radius=8, width=1)
            theme.blit_text(surface, "?", int(60 * s), theme.BAD, bold=True, center=pic.center)
        x = pic.right + int(24 * s)
        text_w = (e.buttons[0].rect.x if e.buttons else box.right) - x - int(20 * s)
        title = theme.fit_text(e.title, int(26 * s), text_w, True)
        r = theme.blit_text(surface, title, int(26 * s), theme.INK, bold=True, topleft=(x, box.y + int(12 * s)))
        if title != e.title:
            self.cut.append((r, e.title, e))
        when = _("example") if e.example else when_text(e.when)
        if e.error or saved is None:          # the reason may take two of the row's three lines
            why = theme.wrap(_("Broken: {reason}").format(reason=e.error), int(20 * s), max(1, text_w))
            lines = [(why[0], theme.BAD), (" ".join(why[1:]), theme.BAD)][:1 + (len(why) > 1)]
            if e.backup is not None:
                then = thumbnail.progress(e.backup.state)
                lines.append((_("{file} · {when} · its previous copy opens ({progress})").format(
                    file=e.path.name, when=when, progress=then), theme.INK_DIM))
            else:
                lines.append((_("{file} · {when} · cannot be opened").format(file=e.path.name, when=when),
                              theme.INK_DIM))
        else:
            game = saved.record.config.game
            where = result_words(saved, e.state) if e.over() else thumbnail.progress(e.state)
            if not has_table(game):
                where += " · " + _("no table yet (replay only)")
            moves = ngettext("{n} move", "{n} moves", len(saved.record.actions)).format(n=len(saved.record.actions))
            lines = [(game_words(saved.record, not e.autosave), theme.INK), (seat_words(saved), theme.INK_DIM),
                     (f"{where} · {moves} · {when}", theme.INK_DIM)]
        for i, (line, colour) in enumerate(lines):
            y = box.y + int((12 + (40 + i * 28) * theme.UI_SCALE) * s)
            if y < self.area.bottom:            # a row the list's bottom cuts: what shows of it
                beside = e.buttons and e.buttons[0].rect.top < y + theme.font(int(20 * s)).get_linesize() \
                    and y < e.buttons[0].rect.bottom
                room = text_w if beside else box.right - x - int(20 * s)     # under the buttons: the row's width
                shown = theme.fit_text(line, int(20 * s), room)
                r = theme.blit_text(surface, shown, int(20 * s), colour, topleft=(x, y))
                if shown != line:
                    self.cut.append((r, line, e))
        for b in e.buttons:
            if b.rect.top < self.area.bottom:
                b.draw(surface, s, 22)

    def _scrollbar(self, surface) -> None:
        total = self.content_height()
        if total <= self.area.h:
            return
        s = self.scale
        track = pygame.Rect(self.area.right + int(6 * s), self.area.y, int(8 * s), self.area.h)
        pygame.draw.rect(surface, theme.SLOT, track, border_radius=4)
        h = max(int(40 * s), track.h * self.area.h // total)
        y = track.y + (track.h - h) * self.scroll // max(1, total - self.area.h)
        pygame.draw.rect(surface, theme.GOLD, (track.x, y, track.w, h), border_radius=4)


def when_text(when: float) -> str:
    """A file's date and time; "?" for one the system cannot show (far in the future)."""
    try:
        return time.strftime("%Y-%m-%d %H:%M", time.localtime(when))
    except (OverflowError, OSError, ValueError):
        return "?"


def autosaves_newest(entries: list[Entry]) -> list[Entry]:
    return sorted(entries, key=lambda e: (-e.when, e.path.name))
