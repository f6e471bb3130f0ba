"""The end of a hotseat hand: the hand's own record, the ledger, the result on the screen, then the
question that deals the next hand, stops, or reviews this one (review_hand.py)."""
from __future__ import annotations

from ..textsafe import clean
from . import save as saving
from .commands import ALIASES
from .presenter_core import PresenterCore
from .session import seat_label

REVIEW_WORDS = ("review", "复盘")  # at the end of a hand only (hwtutor/play/review_hand.py)
NEXT_WORDS = ("", "next", "n", "下一局", "继续")  # at the end of a hand: deal the next one


class HandEnd(PresenterCore):
    """Settling a hand and asking for the next."""

    def end_of_hand(self) -> bool:
        """Settle: write the hand's own record, the ledger, show the result; deal the next hand or stop."""
        m = self.m
        res = m.result or {}
        try:
            hp = saving.save_hand(m, self.path)
        except OSError as e:
            hp = None
            self.save_failed(e)
        self.save()
        self.enter_ledger(res)
        if m.humans:
            self.view.clear()
        self.view.lines(self.result_lines(res))
        if hp is not None:
            self.view.line(self.t("play.hand-file", path=clean(hp)))
        if m.over:
            self.view.line(self.t("play.match-won"), "bold")
            return False
        limit = self.max_hands if self.max_hands is not None or m.humans else m.hand_no  # bots only: one hand
        if limit is not None and m.hand_no >= limit:
            self.view.line(self.t("play.stopped", hand=m.hand_no))
            return False
        if m.humans and not self.next_hand_wanted(hp):
            return False
        m.new_hand()
        self.log, self.log_styles = [], []
        self.prev_human = None
        self.save()
        return True

    def next_hand_wanted(self, hand_file) -> bool:
        """The end-of-hand question: Enter (or next) deals the next hand, quit stops, review reviews this
        hand and asks again; any other word (hint, a card…) is answered with the question again, so the
        settlement stays on the screen."""
        while True:
            typed = self.view.pause(self.t("play.next")).strip().lower()
            if typed in REVIEW_WORDS:
                from .review_hand import review_hand
                review_hand(self.m, hand_file or saving.free_hand_path(self.path, self.m.hand_no),
                            lambda x: self.line(self.render_msg(x)), keep=self.keep_reviewed)
            elif ALIASES.get(typed) == "quit":
                return False
            elif typed in NEXT_WORDS:
                return True
            else:
                self.view.error(self.t("play.next-what", text=typed[:40]))

    def enter_ledger(self, res: dict) -> None:
        if self.ledger is None or res.get("redeal"):
            return
        m = self.m
        rows = []
        for i in range(m.n):
            gp = int(res.get("game_points", {}).get(seat_label(i), 0))
            lv = res.get("levels", {}).get(seat_label(i))
            rows.append((seat_label(i), m.names[i], m.is_bot(i), gp, lv))
        if self.ledger.record_hand(m.id, m.hand_no, m.variant, rows) is None:
            # kept in ledger-pending.jsonl and entered at the next start; or, when even that cannot be written, not kept
            self.view.error(self.t("play.ledger-unsent" if self.ledger.unsent else "play.ledger-pending"))

    def keep_reviewed(self, decisions, hand_file) -> None:
        """The mistakes a review at the table marked, for `drill --kind review` (in the ledger's data folder)."""
        if self.ledger is None:
            return
        try:
            from ..lessons.reviewed import keep_marked
            keep_marked(self.m.variant, hand_file, decisions, self.ledger.folder, self.ledger.notify, self.lang)
        except Exception:  # noqa: BLE001 - the review list is a nicety: it never disturbs play
            pass
