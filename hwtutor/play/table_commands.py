"""The table's commands both families answer alike: why, last, rules, save, quit, confirm, practice;
undo and the hand-over; a refused action said and kept for the drills' review; a costly move asked
about once before it is made (costs.py)."""
from __future__ import annotations

from collections import Counter

from ..rules.actions import Action, Play
from ..rules.messages import Seat
from ..textsafe import ascii_int, clean, os_reason
from .commands import ALIASES, OFF_WORDS
from .presenter_core import PresenterCore
from .session import PlayError
from .view import Choice

# refusals that say nothing about a rule of the game: not worth a review
UNTAUGHT_REFUSALS = frozenset({"turn", "phase", "not-in-hand"})

YES_WORDS = {"y", "yes", "是", "好"}


class Quit(Exception):
    """The player asked to stop (the game is saved)."""


class TableCommands(PresenterCore):
    """The commands of the table, undo, refusals and confirmations."""

    def common_command(self, cmd) -> None:
        """The commands both families answer alike: why, last, rules, save, quit."""
        if cmd.kind == "why":
            self.why(cmd.action)
        elif cmd.kind == "last":
            self.view.line(self.last_trick())
        elif cmd.kind == "rules":
            self.view.read(self.rules_text(cmd.arg))
        elif cmd.kind == "save":
            if self.save():
                self.view.line(self.t("play.saved", path=clean(self.path)))
            else:  # asked for: said again, with the reason
                self.view.error(self.t("play.save-failed", path=clean(self.path), reason=os_reason(self.save_error)))
        elif cmd.kind == "quit":
            raise Quit
        elif cmd.kind == "confirm":
            self.set_confirm(cmd.arg.strip().lower() not in OFF_WORDS)
        elif cmd.kind == "practice" and self.prev_human is not None:
            self.agree_practice(self.prev_human)

    def agree_practice(self, seat: int) -> None:
        """`practice`: this seat agrees that the game is practice; once every human has, undo may go back
        past cards already seen (the bottom taken, a friend revealed). Kept in the save."""
        m = self.m
        if m.practice:
            self.view.line(self.t("play.practice.on"))
            return
        m.practice_votes.add(seat)
        self.save()
        waiting = [s for s in m.humans if s not in m.practice_votes]
        if waiting:
            self.view.line(self.t("play.practice.agreed", seat=Seat(seat),
                                  others=self.sep.join(self.seat_name(s) for s in waiting)))
        else:
            self.view.line(self.t("play.practice.on"))

    def handover(self, seat: int) -> str:
        """The hand-over screen; the previous human may still undo there."""
        self.view.clear()
        prev = self.prev_human
        while True:
            text = self.t("play.handover", name=self.names[seat])
            if prev is not None and self.m.undo_point(prev) is not None:
                self.view.line(self.t("play.handover.undo", name=self.names[prev]))
            word = ALIASES.get(self.view.pause(text).strip().lower())
            if word == "quit":
                raise Quit
            if word == "undo" and prev is not None:
                if self.undo(prev):
                    return "undone"
                continue
            break
        self.view.clear()
        return "ok"

    def undo(self, seat: int) -> bool:
        try:
            removed = self.m.undo(seat)
        except PlayError as e:
            self.view.error(self.plain(e.message(self.lang, self.names)))
            return False
        self.save()
        self.prev_human = seat  # the same player goes on: no hand-over
        # the one who undoes sees what went back; the log, which later screens show, hides buried cards
        semi = "；" if self.lang == "zh" else "; "
        self.view.line(self.t("play.undone", seat=Seat(seat), n=len(removed),
                              actions=semi.join(self.action_text(line.action, private=line.action.seat != seat)
                                                for line in removed)))
        self.log.append(self.t("play.undone", seat=Seat(seat), n=len(removed),
                               actions=semi.join(self.action_text(line.action, private=True) for line in removed)))
        self.log_styles.append("")
        return True

    def why(self, a: Action) -> None:
        v = self.m.check(a)
        if v.ok:
            self.view.line(self.t("play.why.ok", action=self.choice(a).display, pattern=self.label(a)))
            from .costs import powerless
            note = powerless(self.game, a)
            if note is not None:
                self.line(self.render_msg(note), "event")
            for c in self.costs(a):
                self.line(c, "event")
        else:
            reason = self.plain(v.message(self.lang, "glyph", self.names))
            self.view.error(self.t("play.why.bad", rule=v.rule, reason=reason))

    def refused(self, v) -> None:
        """A human's action the rules refuse: said in one line, and its rule kept for review."""
        reason = self.plain(v.message(self.lang, "glyph", self.names))
        self.view.error(self.t("play.refused", rule=v.rule, reason=reason))
        self.note_mistake(v.rule)

    def note_mistake(self, rule: str | None) -> None:
        """Note a refused rule in the match's data folder (the ledger's), for `drill --kind review`
        (lessons/progress.py). Refusals about the turn, the phase or cards not held teach nothing."""
        if not rule or rule in UNTAUGHT_REFUSALS or self.ledger is None:
            return
        try:
            if getattr(self, "_mistakes", None) is None:  # opened once: a damaged folder is told once
                from ..lessons.progress import Store
                self._mistakes = Store(self.ledger.folder, notify=self.ledger.notify, lang=self.lang)
            self._mistakes.record_mistake(rule, self.m.variant, "hotseat")
        except Exception:  # noqa: BLE001 - the review list is a nicety: it never disturbs play
            pass

    def costs(self, a: Action) -> list[str]:
        """What the legal action `a` costs, from what its player knows (costs.py)."""
        from .costs import costs
        return [self.render_msg(c) for c in costs(self.game, a)]

    def confirmed(self, a: Action) -> bool:
        """A costly move is asked about once before it is made (unless confirmations are off)."""
        if not self.confirm:
            return True
        told = self.costs(a)
        if not told:
            return True
        if self.forced(a):  # nothing else may be played: the cost is said, nothing is asked
            for c in told:
                self.line(c, "event")
            return True
        for c in told:
            self.line(c, "event")
        off = f"{self.word('confirm')} {self.word('off')}"
        answer = self.view.ask(self.t("play.confirm"), [Choice(self.word("y"), self.word("y"), self.term("play.yes")),
                                                         Choice(off, off, "")])
        words = answer.strip().lower().split()
        if words[:1] and ALIASES.get(words[0]) == "confirm" and words[1:2] and words[1] in OFF_WORDS:
            self.set_confirm(False)
            return True
        if words[:1] and words[0] in YES_WORDS:
            return True
        self.view.line(self.t("play.not-played"))
        return False

    def forced(self, a: Action) -> bool:
        """`a` is the only legal play of the moment (the ♥5 as the last card, or the only card of the suit led)."""
        if not isinstance(a, Play):
            return False
        mine = Counter(a.cards)
        return all(isinstance(x, Play) and Counter(x.cards) == mine for x in self.game.legal_actions())

    def set_confirm(self, on: bool) -> None:
        self.confirm = on
        self.view.line(self.t("play.confirm-on" if on else "play.confirm-off"))

    def rules_text(self, arg: str = "") -> list[str]:
        """`rules`: the house rules, then the rule book's section that matters now (the auction, the
        play, the scoring…); `rules N` section N, `rules WORD` the rules that mention WORD; each followed
        by the contents on one line, so another section is one word away."""
        from ..lessons.book import book_rules
        from ..lessons.book_reader import contents_line, section_for, section_text
        v = self.m.variant
        last = len(book_rules(v))
        out = [self.house_rules()] if self.m.rules_overrides else []
        arg = arg.strip()
        k = ascii_int(arg) if arg else section_for(v, self.m.game.phase if self.m.game is not None else None)
        if arg and k is None:
            found = section_text(v, self.lang, search=arg[:40])
            if not any(line.startswith("  • ") for line in found):
                return out + [self.t("play.rules.no-match", word=arg[:40])]
            body = found
        elif k is None or not 1 <= k <= last:
            return out + [self.t("play.rules.no-section", n=arg[:40], last=last)]
        else:
            body = section_text(v, self.lang, k)
        head = self.t("play.rules.head", variant=self.variant_name(), n=k, last=last) if k is not None else \
            self.t("play.rules.found", variant=self.variant_name(), word=arg[:40])
        return out + [head] + body + [self.t("play.rules.contents", contents=contents_line(v, self.lang))]

    def house_rules(self) -> str:
        """The options set by --rule, each told by what it means and its value (never `name=value`)."""
        from ..lessons.drill_runner import house_rules_text
        rules = house_rules_text(self.m.rules_overrides, self.lang, self.m.rs)
        return self.t("play.house-rules", rules=clean(rules, 2000))
