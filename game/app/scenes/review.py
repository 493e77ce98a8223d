"""The game review in the window: the expert goes over the people's decisions (game/ai/review.py)
in a helper process (review_worker.py) while this scene keeps drawing its progress bar; Back
cancels the work. The first page sums each person up (accuracy, points lost by kind of
decision, the three costliest decisions), as far as the review has come; ◀ ▶ (or the arrow
keys) step through the decisions reviewed: the table as it was with the move played, the
played and the better move in words with the final points each is expected to bring, and
why each (the hint's explanations). Home goes back to the summary.
"""
from __future__ import annotations

import pygame

from game import progress, saves
from game.ai.review import Reviewed, SeatSummary, summarise
from game.app import explain_words
from game.app.move_log import own_words, sentence
from game.app.review_worker import REVIEW_STEP, ReviewWorker
from game.app.scenes.replay import ReplayScene
from game.app.ui import art, theme
from game.app.ui.overlay import card, draw_card, scale_of
from game.app.ui.scene import ButtonScene
from game.app.ui.widgets import Button
from game.cli.review import default_seats
from game.i18n import N_, _, pgettext, translate
from game.rules.kingdom import Placement
from game.rules.registry import rules_for
from game.rules.replay import replay

KIND_NAMES = {"place": N_("placing"), "pick": N_("picking"), "knight": N_("knights"), "building": N_("buildings"),
              "dragon": N_("the Dragon"), "end of turn": N_("ending the turn"), "dice": N_("dice"),
              "draw": N_("drawing"), "castle bonus": N_("castle bonus"), "spell": N_("spells")}


def kind_name(kind: str) -> str:
    return _(KIND_NAMES[kind]) if kind in KIND_NAMES else kind


def move_cells(state, seat: int, action) -> tuple[int, int]:
    """(kingdom or map, bit mask of its squares) an action draws on; 0 squares for a pick,
    a knight, a building, the dice… (those are told in words)."""
    if all(hasattr(action, a) for a in ("x", "y", "rot")):           # a domino into a kingdom
        owner = state.house_of(seat) if hasattr(state, "house_of") else seat
        g = state.kingdoms[owner].g
        cells = [g.from_rel(*xy) for xy in ((action.x, action.y), Placement(action.x, action.y, action.rot).second())]
        return owner, sum(1 << c for c in cells if c is not None)
    cells = [getattr(action, a) for a in ("a", "b", "cell") if hasattr(action, a)]   # Duel: cells of a map
    return seat, sum(1 << c for c in cells if c >= 0)


def points(value: float) -> str:
    """Points with one decimal in the language's way (42,5)."""
    return f"{value:.1f}".replace(".", pgettext("decimal separator", "."))


class ReviewScene(ButtonScene):
    def __init__(self, app, saved: saves.SavedGame, worker: ReviewWorker | None = None) -> None:
        super().__init__(app)
        self.saved = saved
        self.worker = worker or ReviewWorker(saved.record, default_seats(saved))
        self.at = -1                      # -1: the summary; else an index into worker.reviews
        self.replay: ReplayScene | None = None      # the table of a decision, built when first shown
        self.buttons = [Button("◀", lambda: self.go(self.at - 1)), Button("▶", lambda: self.go(self.at + 1), primary=True),
                        Button(N_("Back"), self.back)]
        self.scale = 1.0
        self.panel = pygame.Rect(0, 0, 0, 0)
        self.recorded = False
        self.notice = ""
        self.go(-1)
        if self.worker.done:
            self.record()

    # ---- moving ----------------------------------------------------------------------
    def go(self, i: int) -> None:
        self.at = max(-1, min(i, len(self.worker.reviews) - 1))
        self.buttons[0].enabled = self.at > -1
        self.buttons[1].enabled = self.at < len(self.worker.reviews) - 1
        if self.at >= 0:
            if self.replay is None:
                self.replay = ReplayScene(self.app, self.saved)
                self.replay.resize(self.app.scenes.size)
            self.replay.go(self.current().action_no)          # the table just after the move played

    def current(self) -> Reviewed:
        return self.worker.reviews[self.at]

    def record(self) -> None:
        """A finished game's review, once complete, keeps each person's accuracy in the statistics."""
        self.recorded = True
        record = self.saved.record
        if not rules_for(record.config.game).is_over(replay(record)):
            return
        key = progress.game_key(record.config.game, record.config.variants)
        done = {self.saved.seats[x.seat].name: progress.ReviewedGame(progress.game_id(record), key, round(x.accuracy, 1),
                                                                      round(x.lost / max(1, x.decisions), 3))
                for x in summarise(self.worker.reviews, self.worker.seats)
                if self.saved.seats[x.seat].agent == "human" and x.decisions}
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
        return super().handle_event(event)

    # ---- words -----------------------------------------------------------------------
    def progress_line(self) -> str:
        w = self.worker
        if w.error:
            return _("The review stopped: {reason}").format(reason=w.error)
        if self.notice:
            return self.notice
        return _("The expert went over {done} of {total} decisions").format(done=len(w.reviews), total=w.total)

    def summary_lines(self, summary: SeatSummary) -> list[str]:
        name = self.saved.seats[summary.seat].name
        out = [_("{name}: accuracy {accuracy} %, {lost} points lost in {n} decisions").format(
            name=name, accuracy=round(summary.accuracy), lost=points(summary.lost), n=summary.decisions)]
        lost = [f"{kind_name(k)} {points(v)}" for k, v in sorted(summary.lost_by_kind.items()) if v > 0]
        if lost:
            out.append(_("Points lost: {kinds}").format(kinds=", ".join(lost)))
        costly = [_("move {n} ({kind}) −{loss}").format(n=r.action_no, kind=kind_name(r.kind), loss=points(r.loss))
                  for r in summary.costliest if r.loss > 0]
        if costly:
            out.append(_("Costliest: {moves}").format(moves=", ".join(costly)))
        return out

    def move_words(self, r: Reviewed, action) -> str:
        """A move of the reviewed decision in the table's words, from the position before it."""
        assert self.replay is not None
        view = self.replay.view
        self.replay.go(r.action_no - 1)
        name = view.seats[r.seat].name
        tried = view.state.copy()      # the better move was never played: what it would do
        outcome = rules_for(view.config.game).apply(tried, action)
        text = sentence(view, action, r.seat, outcome, own_words(view.config.game, outcome, action, name)).text
        self.replay.go(r.action_no)
        return text

    def decision_lines(self, r: Reviewed) -> list[str]:
        head = _("Decision {i} of {n} · move {move} · {name} · {kind}").format(
            i=self.at + 1, n=self.worker.total, move=r.action_no, name=self.saved.seats[r.seat].name,
            kind=kind_name(r.kind))
        played = _("Played: {move} · {points} points expected").format(
            move=self.move_words(r, r.played), points=points(r.played_points))
        if r.loss <= 0:
            return [head, played, _("The expert found no clearly better move.")]
        best = _("Better: {move} · {points} points expected (± {se})").format(
            move=self.move_words(r, r.best), points=points(r.best_points), se=points(r.se))
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
        self.scale = s = scale_of(size)
        if self.replay is not None:
            self.replay.resize(size)
        self.panel = card(size, 1760, 1010)
        bw, bh, gap = int(150 * s), int(56 * s), int(12 * s)
        x = self.panel.right - int(24 * s) - 3 * bw - 2 * gap
        for b in self.buttons:
            b.rect = pygame.Rect(x, self.panel.bottom - bh - int(20 * s), bw, bh)
            x += bw + gap

    def draw(self, surface: pygame.Surface) -> None:
        s = self.scale
        W, H = surface.get_size()
        if self.at >= 0 and self.replay is not None:
            box = self._draw_decision(surface)
        else:
            surface.blit(art.cloth(W, H), (0, 0))
            box = self.panel
            draw_card(surface, box)
            self._draw_summary(surface, box.x + int(30 * s), box.w - int(60 * s), box.y + int(20 * s))
        self._draw_progress(surface, pygame.Rect(box.x + int(30 * s), box.bottom - int(72 * s),
                                                 self.buttons[0].rect.x - box.x - int(60 * s), int(48 * s)))
        for b in self.buttons:
            b.draw(surface, s, 24)

    def _draw_decision(self, surface) -> pygame.Rect:
        """The table after the move played, both moves outlined on it, the head line over the
        table's banner and the words in a card at the bottom; the card's rect."""
        assert self.replay is not None
        s = self.scale
        replay, r = self.replay, self.current()
        head, *lines = self.decision_lines(r)
        if replay.table is not None:
            replay.table.draw(surface)
            self._outline(surface, r)
            bar = replay.bar.union(replay.table.log_button.rect)
        else:
            replay.draw(surface)
            bar = replay.bar
        pygame.draw.rect(surface, theme.BG, bar, border_radius=14)
        theme.panel(surface, bar, fill=(14, 26, 30, 255), radius=14, width=2)
        theme.blit_text(surface, head, int(24 * s), theme.GOLD, bold=True, max_w=bar.w - int(40 * s), max_h=bar.h,
                        midleft=(bar.x + int(20 * s), bar.centery))
        width = self.panel.w - int(60 * s)
        size = int(21 * s)
        rows = [row for line in lines for row in theme.wrap(line, size, width)]
        line_h = int(30 * s * theme.UI_SCALE)
        box = pygame.Rect(self.panel.x, 0, self.panel.w, len(rows) * line_h + int(120 * s))
        box.bottom = self.panel.bottom + int(8 * s)
        pygame.draw.rect(surface, theme.BG, box, border_radius=18)     # the table does not show through
        draw_card(surface, box)
        y = box.y + int(16 * s)
        for row in rows:
            theme.blit_text(surface, row, size, theme.INK, max_w=width, max_h=line_h,
                            midleft=(box.x + int(30 * s), y + line_h // 2))
            y += line_h
        return box

    def _outline(self, surface, r: Reviewed) -> None:
        """The squares of the move played (in ink) and of the better move (in gold)."""
        assert self.replay is not None and self.replay.table is not None
        state = self.replay.view.state
        moves = [(r.played, theme.INK)] + ([(r.best, theme.GOLD)] if r.loss > 0 else [])
        for action, colour in moves:
            owner, mask = move_cells(state, r.seat, action)
            if mask:
                for rect in self.replay.table.cell_rects(owner, mask):
                    pygame.draw.rect(surface, colour, rect.inflate(-2, -2), max(2, int(5 * self.scale)), border_radius=6)

    def _draw_summary(self, surface, left: int, width: int, y: int) -> None:
        s = self.scale
        theme.blit_text(surface, _("Game review"), int(40 * s), theme.GOLD, serif=True, midleft=(left, y + int(30 * s)))
        y += int(80 * s)
        line_h = int(36 * s * theme.UI_SCALE)
        for summary in summarise(self.worker.reviews, self.worker.seats):
            for j, line in enumerate(self.summary_lines(summary)):
                theme.blit_text(surface, line, int((24 if j == 0 else 21) * s), theme.INK, bold=j == 0,
                                max_w=width, max_h=line_h, midleft=(left + (0 if j == 0 else int(30 * s)), y + line_h // 2))
                y += line_h
            y += int(14 * s)
        hint = _("◀ ▶ or the arrow keys step through the decisions; Home comes back here.")
        theme.blit_text(surface, hint, int(20 * s), theme.INK_DIM, max_w=width, max_h=line_h, midleft=(left, y + line_h // 2))

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

