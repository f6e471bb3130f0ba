"""The hotseat loop shared by both families: whose turn, what they see, what their input does.

Privacy: only the seat to act sees its hand. When the seat to act is a
human other than the one who last saw the screen, the screen is cleared and
a hand-over prompt ("Pass to Bo — press Enter") stands between them; the
next screen shows only public information and the new player's own hand.
Bots act without a prompt and say in one line why.

Every applied action is saved at once (save.py); a finished hand is also
written on its own and entered in the ledger (hand_end.py). The commands
both families answer alike are in table_commands.py, the presenter's state
and texts in presenter_core.py.

This module sits below both families' presenters (presenter.py, climb.py),
which never import each other; presenters.py picks the one of a match.
"""
from __future__ import annotations

from ..cardstyle import point_mark
from ..rules.cards import fmt
from ..rules.messages import Seat
from ..textsafe import clean
from .hand_end import NEXT_WORDS, REVIEW_WORDS, HandEnd
from .layout import Table
from .table_commands import Quit, TableCommands

__all__ = ["NEXT_WORDS", "REVIEW_WORDS", "STANDOUT", "Quit", "TablePresenter", "needs_handover"]

# events that stand out in the message pane: what costs or changes the hand
STANDOUT = frozenset({"throw-failed", "red5-rotten", "red5-captured", "friend-revealed", "ruff", "solo",
                      "level-down", "bottom-doubled", "bottom-won", "redeal", "throw-banned"})


def needs_handover(humans: list[int], prev: int | None, seat: int) -> bool:
    """A hand-over screen stands between two different human seats (only with two or more humans)."""
    return len(humans) > 1 and seat != prev


class TablePresenter(TableCommands, HandEnd):
    """What both families' presenters share: the loop, privacy and hand-over, autosave, undo, the
    common commands, the end of a hand and the ledger. A family's presenter (presenter.py for the
    trick-taking variants, climb.py for the climbing ones) supplies its faces: the input line, the
    table, the labels of plays, the bots' turns and the settlement (declared in presenter_core.py)."""

    help_key = "play.help"  # the family's `help` text

    def run(self) -> int:
        try:
            while True:
                m = self.m
                if m.hand_over:
                    if not self.end_of_hand():
                        break
                    continue
                seat, kind = m.turn()  # kind: a xuan declaration asked about, else None
                if m.is_bot(seat):
                    self.bot_turn(seat, kind)
                else:
                    self.human_turn(seat, kind)
        except (Quit, EOFError, KeyboardInterrupt):
            pass
        self.save()
        if self.m.humans:
            self.view.final(self.t(self.quit_key(), path=clean(self.path)))
        return 0

    def human_turn(self, seat: int, asked: str | None = None) -> None:
        """A human's turn: the hand-over, the screen, then the input line until an action is made (or a
        xuan declaration asked about, `asked`, is declined)."""
        m = self.m
        if needs_handover(m.humans, self.prev_human, seat) and self.handover(seat) == "undone":
            return
        self.prev_human = seat
        self.screen(seat, asked)
        while True:
            line = self.view.ask(self.names[seat], self.choices(seat, asked))
            cmd = self.parse(line, seat, asked)
            if cmd.kind == "decline" and asked is not None:
                m.decline(asked, seat)
                self.save()
                return
            if cmd.kind == "action" and cmd.action is not None:
                err = self.allowed(cmd.action, seat, asked)
                if err:
                    self.view.error(err)
                    continue
                v = m.check(cmd.action)
                if not v.ok:
                    self.refused(v)
                    continue
                if not self.confirmed(cmd.action):
                    continue
                self.apply(cmd.action)
                return
            if cmd.kind == "error":
                self.view.error(self.render_msg(cmd.error))
            elif cmd.kind == "decline":
                self.view.error(self.t("play.climb.no-decline"))
            elif cmd.kind == "hint":
                self.hint(seat, asked)
            elif cmd.kind == "undo":
                if self.undo(seat):
                    return  # the turn is asked again: the same seat's, on a fresh screen
            elif cmd.kind == "help":
                self.view.line(self.t(self.help_key))
            else:
                self.common_command(cmd)

    def screen(self, seat: int, asked: str | None = None) -> None:
        """The table as `seat` may see it: the public facts, the recent happenings, its own hand alone."""
        state = self.table_state(seat, asked)
        self.view.table(state)
        self.explain(*(fmt(cs, "glyph", lang=self.lang) for _, cs, _ in state.groups))  # ♥10* in a duxiao hand

    def table_state(self, seat: int, asked: str | None = None) -> Table:
        """What the seat to act sees: the public table, its own hand, the turn (layout.Table)."""
        facts = self.side_facts(seat, self.facts())
        pts = self.points_text()
        if pts:
            facts.append(pts)
        acting = self.acting()
        seats = []
        for i in range(self.m.n):
            bits = self.seat_bits(i, seat, short=True)  # no bot mark after a name that says it (Bot 2, 机器人2)
            seats.append(("▶ " if i == acting else "") + " · ".join(bits))
        tv = {"legend": self.t("play.legend", mark=point_mark()), **self.trick_view()}
        groups = tuple((name, tuple(cs), trump) for name, cs, trump in self.hand_groups(seat))
        return Table(
            public=tuple(self.public_lines(seat)), title=self.title_text(), facts=tuple(facts), seats=tuple(seats),
            acting=acting, hand_label=self.t("play.hand", seat=Seat(seat)), groups=groups,
            hand_title=self.t("play.fs.hand", seat=Seat(seat)),
            turn=self.turn_text(seat, asked) if asked is not None else self.turn_text(seat),
            mine=acting == seat or asked is not None, log=tuple(zip(self.log, self.log_styles)),
            keys=self.t("play.keys"), fs_keys=self.t("play.fs.keys"), lang=self.lang, pane=self.t("play.pane"), **tv)

    def acting(self) -> int | None:
        """The seat to act (or asked, in xuan's declarations), marked on the table."""
        return None if self.game.over else self.m.turn()[0]

    def title_text(self) -> str:
        out = self.t("play.header", variant=self.variant_name(), hand=self.m.hand_no)
        if self.m.rules_overrides:  # how many; `rules` tells them
            out += " · " + self.t("play.house-rules-n", n=len(self.m.rules_overrides))
        return out

    def points_text(self) -> str | None:
        return None

    def side_facts(self, viewer: int, facts: list[str]) -> list[str]:
        """The facts with the viewer's side for the full-screen header (the trick family's presenter tells it)."""
        return facts

    def quit_key(self) -> str:
        """What the last line may claim (issue 19 item 9): saved only when the last save was written;
        else whether an older save is there to resume, or none at all."""
        if getattr(self, "saved", False):
            return "play.quit"
        from pathlib import Path
        return "play.quit-stale" if Path(self.path).is_file() else "play.quit-unsaved"

    def tell(self, own: list[str], said: str | None, events) -> None:
        """An action: its description, the bot's reason, then what it caused (the engine's events).
        An action the engine itself describes (trump, bury, call, a declaration) is told by its first
        event, and the reason follows that one, before what came of it."""
        lines = [(text, "") for text in own]
        told = [(self.ev(e), "event" if e.id in STANDOUT else "") for e in events]
        if not lines and told:
            lines, told = told[:1], told[1:]
        for text, style in lines + ([(said, "why")] if said else []) + told:
            self.say(text, style)

    def say(self, line: str, style: str = "") -> None:
        """A public message: shown now, and kept in the hand's log that later screens show."""
        self.log.append(line)
        self.log_styles.append(style)
        self.view.line(line, style or None)
        self.explain(line)

    def line(self, text: str, style: str | None = None) -> None:
        """A line shown now (not kept in the log), with any word in it a newcomer has not met explained."""
        self.view.line(text, style)
        self.explain(text)

    def explain(self, *texts: str) -> None:
        """Explain, once per session, the words of `texts` a newcomer has not met (glossary.py)."""
        if not self.m.humans:
            return
        for term_id in self.glossary.new_terms(texts):
            self.view.line(self.t("play.explain." + term_id), "why")
