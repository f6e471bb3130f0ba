"""The hotseat loop shared by both families: whose turn, what they see, what their input does.

Privacy: only the seat to act sees its hand. When the seat to act is a
human other than the one who last saw the screen, the screen is cleared and
a hand-over prompt ("Pass to Bo — press Enter") stands between them; the
next screen shows only public information and the new player's own hand.
Bots act without a prompt and say in one line why.

Every applied action is saved at once (save.py); a finished hand is also
written on its own and entered in the ledger.

This module sits below both families' presenters (presenter.py, climb.py),
which never import each other; presenters.py picks the one of a match.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

from ..rules.actions import Action, Bury, Play
from ..rules.cards import fmt
from ..rules.describe import describe
from ..rules.messages import Seat, msg, render, render_value
from ..rules.trick.settle import title
from ..textsafe import ascii_int, clean, os_reason
from . import save as saving
from .commands import ALIASES, OFF_WORDS, shown_word
from .glossary import Glossary
from .layout import POINT_MARK, Table
from .ledger import Ledger
from .session import Match, PlayError, seat_label
from .view import Choice, View

# refusals that say nothing about a rule of the game: not worth a review
UNTAUGHT_REFUSALS = frozenset({"turn", "phase", "not-in-hand"})

YES_WORDS = {"y", "yes", "是", "好"}


# events that stand out in the message pane: what costs or changes the hand
STANDOUT = frozenset({"throw-failed", "red5-rotten", "red5-captured", "friend-revealed", "ruff", "solo",
                      "level-down", "bottom-doubled", "bottom-won", "redeal", "throw-banned"})

REVIEW_WORDS = ("review", "复盘")  # at the end of a hand only (hwtutor/play/review_hand.py)
NEXT_WORDS = ("", "next", "n", "下一局", "继续")  # at the end of a hand: deal the next one


class Quit(Exception):
    """The player asked to stop (the game is saved)."""


def needs_handover(humans: list[int], prev: int | None, seat: int) -> bool:
    """A hand-over screen stands between two different human seats (only with two or more humans)."""
    return len(humans) > 1 and seat != prev


class TablePresenter:
    """What both families' presenters share: the loop, privacy and hand-over, autosave, undo, the
    common commands, the end of a hand and the ledger. A family's presenter (presenter.py for the
    trick-taking variants, climb.py for the climbing ones) supplies its faces: the input line, the
    table, the labels of plays, the bots' turns and the settlement."""

    def __init__(self, match: Match, view: View, path: str | Path, ledger: Ledger | None = None,
                 lang: str = "en", max_hands: int | None = None, bot_reasons: bool = True, confirm: bool = False):
        self.m, self.view, self.path = match, view, Path(path)
        self.ledger, self.lang = ledger, lang
        self.max_hands = max_hands
        self.bot_reasons = bot_reasons  # a bot's reason may tell what it holds: players may turn them off
        self.prev_human: int | None = None
        self.confirm = confirm  # ask before a costly move (the command line turns it on)
        self.glossary = Glossary(lang)   # the words explained once, the first time they are shown
        self.log: list[str] = []         # the public messages of the hand
        self.log_styles: list[str] = []  # the style of each (failed throws, rotten fives… stand out)

    # ------------------------------------------------------------ text helpers
    @property
    def names(self) -> list[str]:
        return [clean(n, 24) for n in self.m.names]

    def t(self, key: str, **params: Any) -> str:
        return self.render_msg(msg(key, **params))

    def plain(self, text: str) -> str:
        """'p1 (p1)' -> 'p1': a seat whose name is its label."""
        for i in range(self.m.n):
            lab = seat_label(i)
            text = text.replace(f"{lab} ({lab})", lab)
        return text

    def ev(self, e) -> str:
        return self.plain(e.message(self.lang, "glyph", self.names))

    def word(self, w: str) -> str:
        """A command or answer word as this screen shows it (提示 in Chinese; each one is accepted)."""
        return shown_word(w, self.lang)

    def hint_item(self, play: str, pattern: str) -> str:
        """One legal choice of a hint: "♠A♠A (pair)"; the word alone when it says its kind (过, 不独)."""
        return play if play == pattern or not pattern else self.t("play.hint.item", play=play, pattern=pattern)

    def term(self, id: str) -> str:
        from ..rules.catalog import TERMS
        return TERMS[id][self.lang]

    def render_msg(self, m) -> str:
        return self.plain(render(m, self.lang, "glyph", self.names))

    def variant_name(self) -> str:
        rs = self.m.rs
        return rs.name_zh if self.lang == "zh" else rs.name_en

    @property
    def colon(self) -> str:
        """After a label ("Trick 1: …"): full width in Chinese (第1轮：…)."""
        return "：" if self.lang == "zh" else ": "

    @property
    def sep(self) -> str:
        """Between the items of a list: 、 in Chinese."""
        return "、" if self.lang == "zh" else ", "

    def seat_name(self, seat: int) -> str:
        """'p2 (Bo)' as every message names a seat ('p1' alone when the name is the seat)."""
        return render_value(Seat(seat), self.lang, "glyph", self.names)

    def cards_text(self, cs) -> str:
        """Cards with suit glyphs; jokers named in the screen's language (大王 / BJ)."""
        return fmt(cs, "glyph", lang=self.lang)

    # ------------------------------------------------------------ the screen
    def acting(self) -> int | None:
        """The seat to act (or asked, in xuan's declarations), marked on the table."""
        return None if self.m.game.over else self.m.turn()[0]

    def title_text(self) -> str:
        out = self.t("play.header", variant=self.variant_name(), hand=self.m.hand_no)
        if self.m.rules_overrides:  # how many; `rules` tells them
            out += " · " + self.t("play.house-rules-n", n=len(self.m.rules_overrides))
        return out

    def house_rules(self) -> str:
        """The options set by --rule, each told by what it means and its value (never `name=value`)."""
        from ..lessons.drill_runner import house_rules_text
        return self.t("play.house-rules", rules=clean(house_rules_text(self.m.rules_overrides, self.lang, self.m.rs), 2000))

    def table_state(self, seat: int, asked: str | None = None) -> Table:
        """What the seat to act sees: the public table, its own hand, the turn (layout.Table)."""
        facts = self.facts()
        pts = self.points_text()
        if pts:
            facts.append(pts)
        acting = self.acting()
        seats = []
        bot_mark = self.t("play.bot-mark")
        for i in range(self.m.n):
            bits = self.seat_bits(i, seat, short=True)
            if self.m.names[i] == f"bot{i + 1}":  # the name says it already: room for the rest
                bits = [b for b in bits if b != bot_mark]
            seats.append(("▶ " if i == acting else "") + " · ".join(bits))
        tv = {"legend": self.t("play.legend", mark=POINT_MARK), **self.trick_view()}
        groups = tuple((name, tuple(cs), trump) for name, cs, trump in self.hand_groups(seat))
        return Table(
            public=tuple(self.public_lines(seat)), title=self.title_text(), facts=tuple(facts), seats=tuple(seats),
            acting=acting, hand_label=self.t("play.hand", seat=Seat(seat)), groups=groups,
            hand_title=self.t("play.fs.hand", seat=Seat(seat)),
            turn=self.turn_text(seat, asked) if asked is not None else self.turn_text(seat),
            mine=acting == seat or asked is not None, log=tuple(zip(self.log, self.log_styles)),
            keys=self.t("play.keys"), fs_keys=self.t("play.fs.keys"), lang=self.lang, pane=self.t("play.pane"), **tv)

    def points_text(self) -> str | None:
        return None

    def screen(self, seat: int, asked: str | None = None) -> None:
        """The table as `seat` may see it: the public facts, the recent happenings, its own hand alone."""
        state = self.table_state(seat, asked)
        self.view.table(state)
        self.explain(*(fmt(cs, "glyph", lang=self.lang) for _, cs, _ in state.groups))  # ♥10* in a duxiao hand

    # ------------------------------------------------------------ the loop
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

    def save(self) -> bool:
        """Autosave; False (said once) when it could not be written: read-only folder, full disk."""
        try:
            saving.save(self.m, self.path)
        except OSError as e:
            self.saved = False
            self.save_failed(e)
            return False
        self.saved = True
        return True

    def quit_key(self) -> str:
        """What the last line may claim (issue 19 item 9): saved only when the last save was written;
        else whether an older save is there to resume, or none at all."""
        if getattr(self, "saved", False):
            return "play.quit"
        from pathlib import Path
        return "play.quit-stale" if Path(self.path).is_file() else "play.quit-unsaved"

    # ------------------------------------------------------------ mistakes, for the drills' review mode
    def refused(self, v) -> None:
        """A human's action the rules refuse: said in one line, and its rule kept for review."""
        self.view.error(self.t("play.refused", rule=v.rule, reason=self.plain(v.message(self.lang, "glyph", self.names))))
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

    def keep_reviewed(self, decisions, hand_file) -> None:
        """The mistakes a review at the table marked, for `drill --kind review` (in the ledger's data folder)."""
        if self.ledger is None:
            return
        try:
            from ..lessons.reviewed import keep_marked
            keep_marked(self.m.variant, hand_file, decisions, self.ledger.folder, self.ledger.notify, self.lang)
        except Exception:  # noqa: BLE001 - the review list is a nicety: it never disturbs play
            pass

    def save_failed(self, e: OSError) -> None:
        self.save_error = e
        if not getattr(self, "_save_warned", False):
            self._save_warned = True
            self.view.error(self.t("play.save-failed", path=clean(self.path), reason=os_reason(e)))

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
        # the one who undoes sees what went back; the log, which later screens show, hides buried cards
        semi = "；" if self.lang == "zh" else "; "
        self.view.line(self.t("play.undone", seat=Seat(seat), n=len(removed),
                              actions=semi.join(self.action_text(line.action, private=line.action.seat != seat)
                                                for line in removed)))
        self.log.append(self.t("play.undone", seat=Seat(seat), n=len(removed),
                               actions=semi.join(self.action_text(line.action, private=True) for line in removed)))
        self.log_styles.append("")
        return True

    def action_text(self, a: Action, private: bool = False) -> str:
        """An action in prose with glyphs ("p1 plays ♥6♥6"), never record notation; a burial another
        seat made is told by its size only."""
        if isinstance(a, Bury) and private:
            return self.t("play.act.bury-hidden", seat=Seat(a.seat), n=len(a.cards))
        return self.render_msg(describe(a))

    def why(self, a: Action) -> None:
        v = self.m.check(a)
        if v.ok:
            self.view.line(self.t("play.why.ok", action=self.choice(a).display, pattern=self.label(a)))
            for c in self.costs(a):
                self.line(c, "event")
        else:
            self.view.error(self.t("play.why.bad", rule=v.rule, reason=self.plain(v.message(self.lang, "glyph", self.names))))

    # ------------------------------------------------------------ costly moves
    def costs(self, a: Action) -> list[str]:
        """What the legal action `a` costs, from what its player knows (costs.py)."""
        from .costs import costs
        return [self.render_msg(c) for c in costs(self.m.game, a)]

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
        return all(isinstance(x, Play) and Counter(x.cards) == mine for x in self.m.game.legal_actions())

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

    def score_text(self, points: int, short: bool = False) -> str:
        """Game points (with the Zhejiang title, R-23); `short` for a seat of the full-screen header."""
        pre = "play.fs." if short else "play."
        if self.m.rs.titles:
            zh, en = title(points)
            return self.t(pre + "score", points=points, title=zh if self.lang == "zh" else en)
        return self.t(pre + "score-plain", points=points)

    # ------------------------------------------------------------ end of a hand
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

