"""Load a game: every save in the player's folder and the repository's example games,
each with its game, players, progress, date and a picture of the kingdoms.

A file that cannot be loaded is listed as broken with its reason and cannot be opened;
the list never writes a file. Examples are read-only (no Delete). A game whose table
does not exist yet is listed but only its replay can be watched.
"""
from __future__ import annotations

import time
from dataclasses import dataclass, field
from pathlib import Path

import pygame

from game import saves
from game.app.scenes.replay import ReplayScene
from game.app.session import Session
from game.app.tables.directory import has_table, play_scene
from game.app.ui import art, theme, thumbnail
from game.app.ui.overlay import card, dim, draw_card, scale_of, tooltip
from game.app.ui.scene import Scene
from game.app.ui.widgets import Button
from game.app.ui.words import agent_name, game_name, players_text, variant_name
from game.i18n import N_, _, ngettext, translate
from game.rules.replay import GameRecord

ROW_H, HEAD_H = 150, 58


@dataclass
class Entry:
    path: Path
    example: bool
    saved: saves.SavedGame | None = None
    state: object = None
    error: str = ""             # why it cannot be loaded, in the player's language
    when: float = 0.0
    buttons: list[Button] = field(default_factory=list)
    picture: pygame.Surface | None = None

    @property
    def title(self) -> str:
        if self.saved and self.saved.title:
            return self.saved.title
        return self.path.stem.replace("-", " ").replace("_", " ").capitalize()


def read_entry(path: Path, example: bool) -> Entry:
    e = Entry(path, example)
    try:
        e.when = path.stat().st_mtime
        e.saved, e.state = saves.load(path)
    except (saves.SaveError, OSError) as exc:
        e.error = translate(exc)
    return e


def seat_words(saved: saves.SavedGame) -> str:
    """The seats: a person by name, a computer with its level ("Anna, Bohdan (medium)")."""
    return ", ".join(s.name if s.agent == "human" else _("{name} ({level})").format(name=s.name, level=agent_name(s.agent))
                     for s in saved.seats)


def game_words(record: GameRecord) -> str:
    cfg = record.config
    return " · ".join([game_name(cfg.spec.name), players_text(cfg.players)] + [variant_name(v) for v in cfg.variants])


def colours_of(saved: saves.SavedGame) -> list:
    return [s.colour or theme.PLAYER_COLOURS[i % len(theme.PLAYER_COLOURS)][1] for i, s in enumerate(saved.seats)]


class LoadScene(Scene):
    def __init__(self, app) -> None:
        super().__init__(app)
        self.back = Button(N_("Back"), self.app.scenes.pop)
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
        self.mine = [read_entry(p, False) for p in saves.save_files(saves.saves_dir())]
        self.examples = [read_entry(p, True) for p in sorted(saves.EXAMPLES_DIR.glob("*.json"))]
        for e in self.mine + self.examples:
            e.buttons = self._buttons(e)
        self.resize(self.app.scenes.size)

    def _buttons(self, e: Entry) -> list[Button]:
        out = []
        if e.saved:
            game = e.saved.record.config.game
            out.append(Button(N_("Play"), lambda: self.open(e), primary=True, enabled=has_table(game)))
            out.append(Button(N_("Replay"), lambda: self.replay(e)))
        if not e.example:
            out.append(Button(N_("Delete"), lambda: self.ask_delete(e)))
        return out

    def rows(self) -> list[tuple[str, object]]:
        out: list[tuple[str, object]] = [("head", _("Your saves ({n})").format(n=len(self.mine)))]
        out += [("entry", e) for e in self.mine] or [("note", _("No saves yet: games save themselves as you play"))]
        out.append(("head", _("Example games (read-only)")))
        out += [("entry", e) for e in self.examples]
        return out

    def content_height(self) -> int:
        return sum(self._row_h(kind) for kind, _item in self.rows())

    def _row_h(self, kind: str) -> int:
        """Rows grow with the UI scale: their four lines of text do."""
        return int((ROW_H if kind == "entry" else HEAD_H) * self.scale * theme.UI_SCALE)

    # ---- actions ---------------------------------------------------------------------
    def open(self, e: Entry) -> None:
        try:
            session = Session.from_saved(e.saved, autosave=True)
        except ValueError as exc:
            self.message = _("cannot open {file}: {reason}").format(file=e.path.name, reason=translate(exc))
            return
        self.app.scenes.replace(play_scene(self.app, session))

    def replay(self, e: Entry) -> None:
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

    # ---- events ----------------------------------------------------------------------
    def scroll_by(self, dy: int) -> None:
        self.scroll = max(0, min(self.scroll + dy, max(0, self.content_height() - self.area.h)))
        self._place_rows()

    def focus_items(self) -> list:
        return [b for e in self.mine + self.examples for b in e.buttons] + [self.back]

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
        for e in self.mine + self.examples:
            for b in e.buttons:
                if inside and b.rect.colliderect(self.area) and b.handle(event):
                    return None
        return event

    def _scroll_to_focus(self) -> None:
        """Keep the button with the keyboard focus inside the list."""
        r = self.focus.current.rect if self.focus.current is not None else None
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
            h = self._row_h(kind)
            if kind == "entry":
                right = self.area.right - int(20 * s)
                for i, b in enumerate(reversed(item.buttons)):
                    b.rect = pygame.Rect(right - (i + 1) * bw - i * gap, y + (h - bh) // 2, bw, bh)
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
            h = self._row_h(kind)
            if y + h >= self.area.y and y <= self.area.bottom:
                if kind == "head":
                    theme.blit_text(surface, item, int(28 * s), theme.GOLD, bold=True,
                                    midleft=(self.area.x + int(10 * s), y + h // 2 + int(6 * s)))
                elif kind == "note":
                    theme.blit_text(surface, item, int(21 * s), theme.INK_DIM,
                                    midleft=(self.area.x + int(20 * s), y + h // 2))
                else:
                    self._draw_entry(surface, item, pygame.Rect(self.area.x, y, self.area.w, h))
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
        if e.state is not None:
            if e.picture is None or e.picture.get_size() != pic.size:
                e.picture = thumbnail.picture(e.state, colours_of(e.saved), pic.size)
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
        when = _("example") if e.example else time.strftime("%Y-%m-%d %H:%M", time.localtime(e.when))
        if e.error:          # the reason may take two of the row's three lines
            why = theme.wrap(_("Broken: {reason}").format(reason=e.error), int(20 * s), text_w)
            lines = [(why[0], theme.BAD), (" ".join(why[1:]), theme.BAD)][:1 + (len(why) > 1)]
            lines.append((_("{file} · {when} · cannot be opened").format(file=e.path.name, when=when), theme.INK_DIM))
        else:
            game = e.saved.record.config.game
            where = thumbnail.progress(e.state)
            if not has_table(game):
                where += " · " + _("no table yet (replay only)")
            moves = ngettext("{n} move", "{n} moves", len(e.saved.record.actions)).format(n=len(e.saved.record.actions))
            lines = [(game_words(e.saved.record), theme.INK), (seat_words(e.saved), theme.INK_DIM),
                     (f"{where} · {moves} · {when}", theme.INK_DIM)]
        for i, (line, colour) in enumerate(lines):
            shown = theme.fit_text(line, int(20 * s), text_w)
            r = theme.blit_text(surface, shown, int(20 * s), colour,
                                topleft=(x, box.y + int((12 + (40 + i * 28) * theme.UI_SCALE) * s)))
            if shown != line:
                self.cut.append((r, line, e))
        for b in e.buttons:
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


class ConfirmScene(Scene):
    """A yes/no question over the scene below (Esc or No keeps everything)."""
    overlay = True

    def __init__(self, app, question: str, detail: str, yes: str, on_yes) -> None:
        super().__init__(app)
        self.question, self.detail = question, detail
        self.on_yes = on_yes
        self.yes = Button(yes, self.confirm, primary=True)
        self.no = Button(N_("Keep"), self.app.scenes.pop)
        self.focus.current = self.no        # Enter alone never deletes
        self.scale = 1.0
        self.rect = pygame.Rect(0, 0, 0, 0)

    def focus_items(self) -> list:
        return [self.yes, self.no]

    def confirm(self) -> None:
        self.app.scenes.pop()
        self.on_yes()

    def handle_event(self, event):
        if self.focus.handle(event, self.focus_items()):
            return None
        for b in (self.yes, self.no):
            if b.handle(event):
                return None
        return event

    def resize(self, size) -> None:
        self.scale = s = scale_of(size)
        self.rect = card(size, 760, 300)
        r = self.rect
        self.yes.rect = pygame.Rect(r.centerx - int(250 * s), r.bottom - int(100 * s), int(230 * s), int(60 * s))
        self.no.rect = pygame.Rect(r.centerx + int(20 * s), r.bottom - int(100 * s), int(230 * s), int(60 * s))

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        dim(surface)
        draw_card(surface, self.rect, edge=theme.BAD)
        theme.blit_text(surface, theme.fit_text(self.question, int(32 * s), self.rect.w - int(40 * s), True), int(32 * s),
                        theme.INK, bold=True, center=(self.rect.centerx, self.rect.y + int(60 * s)))
        theme.blit_text(surface, self.detail, int(21 * s), theme.INK_DIM,
                        center=(self.rect.centerx, self.rect.y + int(115 * s)))
        self.yes.draw(surface, s, 24)
        self.no.draw(surface, s, 24)
