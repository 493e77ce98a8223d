"""The game review in the window: the expert goes over the people's decisions (game/ai/review.py)
in a helper process (review_worker.py) while this scene keeps drawing its progress bar; Back
cancels the work. The first page sums each person up (accuracy, points lost by kind of
decision, the three costliest decisions as buttons that open them; while it works, only its
progress, never a made-up accuracy); ◀ ▶ (or the arrow keys) step through the decisions reviewed: the table as the player found it, the move played
and the better move on it as the hint shows a move (a domino's see-through ghost where it
would go, a frame round a pick, a knight's square, a building, a die, a spell…: light blue for
the move played, gold for the better one), both in words with the expected final margin over
the best other kingdom each brings (the yardstick) and the own points beside it, and why each
(the hint's explanations). Home goes back to the summary.

A finished game's review is kept in its file (`path`: the history's file) once complete, and
shown from there when opened again (review_worker.kept / keep).
"""
from __future__ import annotations

from functools import partial
from pathlib import Path

import pygame

from game import progress, saves
from game.ai.review import DEFAULT_SAMPLES, Reviewed, SeatSummary, summarise
from game.app import explain_words
from game.app.explain_words import decimal as points
from game.app.explain_words import margin_text as margin
from game.app.move_log import own_words, sentence
from game.app.review_worker import REVIEW_STEP, ReviewWorker, keep, kept, reviewed_ahead
from game.app.scenes.replay import ReplayScene
from game.app.tables.common.hint import HINT_GOLD
from game.app.tables.common.why import draw_explanation
from game.app.ui import art, theme
from game.app.ui.overlay import card, draw_card, scale_of
from game.app.ui.scene import ButtonScene
from game.app.ui.widgets import Button
from game.cli.review import default_seats
from game.i18n import N_, _, ngettext, translate
from game.rules.registry import rules_for
from game.rules.replay import replay

KIND_NAMES = {"place": N_("placing"), "pick": N_("picking"), "knight": N_("knights"), "building": N_("buildings"),
              "dragon": N_("the Dragon"), "end of turn": N_("ending the turn"), "dice": N_("dice"),
              "draw": N_("drawing"), "castle bonus": N_("castle bonus"), "spell": N_("spells")}


PLAYED = (120, 200, 255)     # the move played on the table; the better one is in the hint's gold


def kind_name(kind: str) -> str:
    return _(KIND_NAMES[kind]) if kind in KIND_NAMES else kind




class ReviewScene(ButtonScene):
    def __init__(self, app, saved: saves.SavedGame, worker: ReviewWorker | None = None,
                 path: Path | None = None, samples: int = DEFAULT_SAMPLES) -> None:
        super().__init__(app)
        self.saved = saved
        self.path = path                  # the game's file, where a complete review is kept
        self.worker = worker or self._worker(samples)
        self.at = -1                      # -1: the summary; else an index into worker.reviews
        self.replay: ReplayScene | None = None      # the table of a decision, built when first shown
        self.buttons = [Button("◀", lambda: self.go(self.at - 1)), Button("▶", lambda: self.go(self.at + 1), primary=True),
                        Button(N_("Back"), self.back)]
        self.scale = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.rows: list[tuple[str, int, bool, int, int]] = []     # the summary's lines: text, size, bold, x, centre y
        self.costly: list[Button] = []        # the costliest decisions of each person: a click opens one
        self.recorded = False
        self.notice = ""
        self.card: pygame.Rect | None = None     # a decision's words, as last drawn (in the table's dock)
        self.go(-1)
        if self.worker.done:
            self.record()

    # ---- moving ----------------------------------------------------------------------
    def go(self, i: int) -> None:
        self.at = max(-1, min(i, len(self.worker.reviews) - 1))
        self._lay_out_summary()
        self.buttons[0].enabled = self.at > -1
        self.buttons[1].enabled = self.at < len(self.worker.reviews) - 1
        if self.at >= 0:
            if self.replay is None:
                self.replay = ReplayScene(self.app, self.saved)
                self.replay.resize(self.app.scenes.size)
            self.replay.go(self.current().action_no - 1)      # the table as the player found it
        self._place_buttons()

    def _worker(self, samples: int) -> ReviewWorker:
        """The review kept with the game (in `saved`, or in its file), else a new one at work
        on the decisions not reviewed while the game was played."""
        seats = default_seats(self.saved)
        reviews = kept(self.saved, seats, samples)
        ahead = [r for _, r in reviewed_ahead(self.saved, seats, samples)]
        if reviews is None and self.path is not None:
            try:
                there = saves.load_checked(self.path).saved
            except saves.SaveError:
                there = None
            if there is not None and there.record.to_dict() == self.saved.record.to_dict():
                reviews = kept(there, seats, samples)
                ahead = ahead or [r for _, r in reviewed_ahead(there, seats, samples)]
        return ReviewWorker(self.saved.record, seats, samples, reviews=reviews, ahead=ahead)

    def open_decision(self, action_no: int) -> None:
        """Step to the reviewed decision of that action (a costliest decision's button)."""
        self.go(next(i for i, r in enumerate(self.worker.reviews) if r.action_no == action_no))

    def focus_items(self) -> list:
        return (self.costly if self.at == -1 else []) + self.buttons

    def current(self) -> Reviewed:
        return self.worker.reviews[self.at]

    def record(self) -> None:
        """A finished game's review, once complete, keeps each person's accuracy in the
        statistics and is kept in the game's file (a review shown from there was both already)."""
        self.recorded = True
        record = self.saved.record
        if self.worker.kept or not rules_for(record.config.game).is_over(replay(record)):
            return
        if self.path is not None:
            keep(self.path, self.saved, self.worker.reviews, self.worker.seats, self.worker.samples)
        key = progress.game_key(record.config.game, record.config.variants)
        done = {self.saved.seats[x.seat].name: progress.ReviewedGame(progress.game_id(record), key, round(x.accuracy, 1),
                                                                      round(x.lost / max(1, x.decisions), 3))
                for x in summarise(self.worker.reviews, self.worker.seats)
                if self.saved.seats[x.seat].agent == "human" and x.accuracy is not None}
        if done:
            notice = progress.record_reviews(done)
            self.notice = translate(notice) if notice else ""

    def back(self) -> None:
        self.worker.cancel()
        self.app.scenes.pop()

    def leave(self) -> None:
        self.worker.cancel()

    def handle_event(self, event):
        if event.type == REVIEW_STEP:
            self.go(self.at)                  # ▶ lights up as decisions come
            if self.worker.done and not self.recorded:
                self.record()
            return None
        if event.type == pygame.KEYDOWN:
            keys = {pygame.K_LEFT: self.at - 1, pygame.K_RIGHT: self.at + 1, pygame.K_HOME: -1,
                    pygame.K_END: len(self.worker.reviews) - 1}
            if event.key in keys:
                self.go(keys[event.key])
                return None
            if event.key == pygame.K_ESCAPE:
                self.back()
                return None
        if self.at == -1 and any([b.handle(event) for b in self.costly]) and event.type != pygame.MOUSEMOTION:
            return None
        return super().handle_event(event)

    # ---- words -----------------------------------------------------------------------
    def progress_line(self) -> str:
        w = self.worker
        if w.error:
            return _("The review stopped: {reason}").format(reason=w.error)
        if self.notice:
            return self.notice
        if w.running:
            return ngettext("Reviewing: {done} of {total} decision", "Reviewing: {done} of {total} decisions",
                            w.total).format(done=len(w.reviews), total=w.total)
        return ngettext("The expert went over {total} decision", "The expert went over {total} decisions",
                        w.total).format(total=len(w.reviews))

    def summary_lines(self, summary: SeatSummary) -> list[str]:
        """The person's accuracy and margin lost by kind, once the review is complete
        (while it works: that it does)."""
        name = self.saved.seats[summary.seat].name
        if not self.worker.done or summary.accuracy is None:
            return [_("{name}: still being reviewed").format(name=name)]
        out = [ngettext("{name}: accuracy {accuracy} %, {lost} points of margin lost in {n} decision",
                        "{name}: accuracy {accuracy} %, {lost} points of margin lost in {n} decisions",
                        summary.decisions).format(name=name, accuracy=round(summary.accuracy),
                                                  lost=points(summary.lost), n=summary.decisions)]
        lost = [f"{kind_name(k)} {points(v)}" for k, v in sorted(summary.lost_by_kind.items()) if v > 0]
        if lost:
            out.append(_("Margin lost: {kinds}").format(kinds=", ".join(lost)))
        return out

    @staticmethod
    def costliest(summary: SeatSummary) -> list[tuple[Reviewed, str]]:
        """The person's costliest decisions that lost anything, each with its button's words."""
        return [(r, _("move {n} ({kind}) −{loss}").format(n=r.action_no, kind=kind_name(r.kind), loss=points(r.loss)))
                for r in summary.costliest if r.loss > 0]

    def move_words(self, r: Reviewed, action) -> str:
        """A move of the reviewed decision in the table's words, from the position before it
        (the one shown)."""
        assert self.replay is not None
        view = self.replay.view
        name = view.seats[r.seat].name
        tried = view.state.copy()      # the better move was never played: what it would do
        outcome = rules_for(view.config.game).apply(tried, action)
        return sentence(view, action, r.seat, outcome, own_words(view.config.game, outcome, action, name)).text

    def decision_lines(self, r: Reviewed) -> list[str]:
        head = _("Decision {i} of {n} · move {move} · {name} · {kind}").format(
            i=self.at + 1, n=self.worker.total, move=r.action_no, name=self.saved.seats[r.seat].name,
            kind=kind_name(r.kind))
        played = _("Played: {move} · expected margin {margin}, {points} points").format(
            move=self.move_words(r, r.played), margin=margin(r.margin_played), points=points(r.played_points))
        if r.loss <= 0:
            return [head, played, _("The expert found no clearly better move.")]
        best = _("Better: {move} · expected margin {margin} (± {se}), {points} points").format(
            move=self.move_words(r, r.best), margin=margin(r.margin_best), se=points(r.se),
            points=points(r.best_points))
        out = [head, played, best]
        if r.why is not None:
            assert self.replay is not None
            for label, why in zip((N_("Why the move played:"), N_("Why the better move:")), r.why):
                out.append(translate(label) + " " + "; ".join(explain_words.lines(self.replay.view, why)[1:]))
        return out

    # ---- geometry and drawing -------------------------------------------------------
    def resize(self, size) -> None:
        if size == (0, 0):
            return
        self.scale = scale_of(size)
        if self.replay is not None:
            self.replay.resize(size)
        self.panel = card(size, 1760, 1010)
        self._place_buttons()
        self._lay_out_summary()

    def _lay_out_summary(self) -> None:
        """The summary's lines and the costliest decisions' buttons, placed for this size and
        for the decisions reviewed so far (again as they come)."""
        s = self.scale
        left = self.panel.x + int(30 * s)
        y = self.panel.y + int(100 * s)
        line_h = int(36 * s * theme.UI_SCALE)
        self.rows, self.costly = [], []
        for summary in summarise(self.worker.reviews, self.worker.seats):
            for j, line in enumerate(self.summary_lines(summary)):
                self.rows.append((line, int((24 if j == 0 else 21) * s), j == 0, left + (int(30 * s) if j else 0),
                                  y + line_h // 2))
                y += line_h
            costly = self.costliest(summary)
            if costly:
                label = _("Costliest:")
                self.rows.append((label, int(21 * s), False, left + int(30 * s), y + line_h // 2))
                x = left + int(46 * s) + theme.font(int(21 * s)).size(label)[0]
                for r, words in costly:
                    w = theme.font(int(20 * s), bold=True).size(words)[0] + int(36 * s)
                    button = Button(words, partial(self.open_decision, r.action_no))
                    button.rect = pygame.Rect(x, y + int(2 * s), w, line_h - int(4 * s))
                    self.costly.append(button)
                    x += w + int(12 * s)
                y += line_h
            y += int(14 * s)
        for hint in (_("Each decision is judged by the expected margin over the best other kingdom at the "
                       "end (what wins), the expected points beside it."),
                     _("◀ ▶ or the arrow keys step through the decisions; Home comes back here.")):
            self.rows.append((hint, int(20 * s), False, left, y + line_h // 2))
            y += line_h

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        W, H = surface.get_size()
        if self.at >= 0 and self.replay is not None:
            self._draw_decision(surface)
        else:
            surface.blit(art.cloth(W, H), (0, 0))
            box = self.panel
            draw_card(surface, box)
            self._draw_summary(surface, box.x + int(30 * s), box.w - int(60 * s), box.y + int(20 * s))
            for b in self.costly:
                b.draw(surface, s, 20)
            self._draw_progress(surface, self._progress_rect())
        for b in self.buttons:
            b.draw(surface, s, 24)

    def _draw_decision(self, surface) -> None:
        """The table as the player found it, both moves marked on it; the head line, the
        progress and the buttons in the table's banner, the words in the table's dock (as
        the hint's: over the pile and the scores, the scores a strip under them), so no
        kingdom, draft, board or score is covered."""
        assert self.replay is not None
        s = self.scale
        replay, r = self.replay, self.current()
        head, *lines = self.decision_lines(r)
        table = replay.table
        if table is not None:
            table.docked = True
            table.draw(surface)
            self._marks(surface, r)
            bar = replay.bar.union(table.log_button.rect)
            area = table.explanation_area(surface.get_size())
            scale = table.sl.scale
        else:
            replay.draw(surface)
            bar = replay.bar
            area = pygame.Rect(self.panel.x, self.panel.centery, self.panel.w, self.panel.bottom - self.panel.centery)
            scale = s
        pygame.draw.rect(surface, theme.BG, bar, border_radius=14)
        theme.panel(surface, bar, fill=(14, 26, 30, 255), radius=14, width=2)
        self._draw_progress(surface, self._progress_rect())
        self.card = draw_explanation(surface, area, head, "", lines, scale, (PLAYED, HINT_GOLD), headline=False)

    def _bar(self) -> pygame.Rect:
        """The banner the head line, the progress and the buttons lie in at a decision."""
        assert self.replay is not None
        table = self.replay.table
        return self.replay.bar.union(table.log_button.rect) if table is not None else self.replay.bar

    def _place_buttons(self) -> None:
        """◀ ▶ Back: at the summary's foot, or at a decision at the banner's right end."""
        s = self.scale
        if self.at >= 0 and self.replay is not None:
            bar = self._bar()
            bh, gap = bar.h - int(16 * s), int(10 * s)
            bw = max(int(110 * s), theme.font(int(24 * s), True).size(_("Back"))[0] + int(30 * s))
            x = bar.right - int(12 * s) - 3 * bw - 2 * gap
            for b in self.buttons:
                b.rect = pygame.Rect(x, bar.centery - bh // 2, bw, bh)
                x += bw + gap
            return
        bw, bh, gap = int(150 * s), int(56 * s), int(12 * s)
        x = self.panel.right - int(24 * s) - 3 * bw - 2 * gap
        for b in self.buttons:
            b.rect = pygame.Rect(x, self.panel.bottom - bh - int(20 * s), bw, bh)
            x += bw + gap

    def _progress_rect(self) -> pygame.Rect:
        """The progress bar: left of the buttons, at the summary's foot or in the banner."""
        s = self.scale
        if self.at >= 0 and self.replay is not None:
            bar = self._bar()
            h = bar.h - int(24 * s)
            return pygame.Rect(bar.x + int(16 * s), bar.centery - h // 2, self.buttons[0].rect.x - bar.x - int(32 * s), h)
        box = self.panel
        return pygame.Rect(box.x + int(30 * s), box.bottom - int(72 * s), self.buttons[0].rect.x - box.x - int(60 * s),
                           int(48 * s))

    def _marks(self, surface, r: Reviewed) -> None:
        """The move played (light blue) and the better move (gold) on the table, as its hint
        shows a move."""
        assert self.replay is not None and self.replay.table is not None
        table = self.replay.table
        width = max(3, table.sl.px(5))
        table.hint_mark(surface, r.played, 2 * width, PLAYED)       # wider: round the better one's when both
        if r.loss > 0:                                               # frame the same thing
            table.hint_mark(surface, r.best, width, HINT_GOLD)

    def _draw_summary(self, surface, left: int, width: int, y: int) -> None:
        s = self.scale
        theme.blit_text(surface, _("Game review"), int(40 * s), theme.GOLD, serif=True, midleft=(left, y + int(30 * s)))
        line_h = int(36 * s * theme.UI_SCALE)
        for i, (text, size, bold, x, cy) in enumerate(self.rows):
            theme.blit_text(surface, text, size, theme.INK_DIM if i >= len(self.rows) - 2 else theme.INK, bold=bold,
                            max_w=width - (x - left), max_h=line_h, midleft=(x, cy))

    def _draw_progress(self, surface, rect: pygame.Rect) -> None:
        """The bar of decisions done out of all, with its words on it."""
        w = self.worker
        theme.panel(surface, rect, fill=(8, 16, 20, 255), radius=8, width=2)
        if w.total:
            done = rect.inflate(-6, -6)
            done.w = done.w * len(w.reviews) // w.total
            if done.w > 0:
                pygame.draw.rect(surface, theme.darken(theme.GOLD, 0.45), done, border_radius=6)
        theme.blit_text(surface, self.progress_line(), int(20 * self.scale), theme.BAD if w.error else theme.INK,
                        max_w=rect.w - 20, max_h=rect.h, center=rect.center)

