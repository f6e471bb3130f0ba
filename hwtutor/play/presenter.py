"""The hotseat loop: whose turn, what they see, what their input does.

Privacy: only the seat to act sees its hand. When the seat to act is a
human other than the one who last saw the screen, the screen is cleared and
a hand-over prompt ("Pass to Bo — press Enter") stands between them; the
next screen shows only public information and the new player's own hand.
Bots act without a prompt and say in one line why.

Every applied action is saved at once (save.py); a finished hand is also
written on its own and entered in the ledger.
"""
from __future__ import annotations

import io
from contextlib import redirect_stdout
from pathlib import Path
from typing import Any

from ..rules.actions import Action, Bid, Bury, Call, ChooseTrump, Pass, Play, Show
from ..rules.cards import BJ, LJ, Card, fmt
from ..rules.messages import Seat, msg, render, term
from ..rules.trick.patterns import decompose, one_suit, pattern_name
from ..rules.trick.settle import title
from ..textsafe import clean, os_reason
from . import save as saving
from .commands import ALIASES, COMMANDS, parse_line
from .ledger import TITLE_VARIANTS, Ledger
from .session import Match, PlayError, reason_text, seat_label
from .view import Choice, View

LOG_LINES = 8
HINT_SHOWN = 12
SUIT_ORDER = ("T", "S", "H", "C", "D", "J")


class Quit(Exception):
    """The player asked to stop (the game is saved)."""


def needs_handover(humans: list[int], prev: int | None, seat: int) -> bool:
    """A hand-over screen stands between two different human seats (only with two or more humans)."""
    return len(humans) > 1 and seat != prev


class Presenter:
    """The trick-taking family's presenter; `Presenter(match, …)` of a climbing variant builds the
    climbing family's one (hwtutor/play/climb.py), which overrides the family's faces: the table,
    the turn, the labels of plays, the input line, the bots' turns and the settlement."""

    def __new__(cls, match=None, *args, **kwargs):
        if cls is Presenter and getattr(match, "family", "trick") == "climb":
            from .climb import ClimbPresenter
            cls = ClimbPresenter
        return super().__new__(cls)

    def __init__(self, match: Match, view: View, path: str | Path, ledger: Ledger | None = None,
                 lang: str = "en", max_hands: int | None = None, bot_reasons: bool = True):
        self.m, self.view, self.path = match, view, Path(path)
        self.ledger, self.lang = ledger, lang
        self.max_hands = max_hands
        self.bot_reasons = bot_reasons  # a bot's reason may tell what it holds: players may turn them off
        self.prev_human: int | None = None
        self.log: list[str] = []

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

    def term(self, id: str) -> str:
        from ..rules.catalog import TERMS
        return TERMS[id][self.lang]

    def render_msg(self, m) -> str:
        return self.plain(render(m, self.lang, "glyph", self.names))

    def variant_name(self) -> str:
        rs = self.m.rs
        return rs.name_zh if self.lang == "zh" else rs.name_en

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
            self.view.line(self.t("play.quit", path=clean(self.path)))
        return 0

    def save(self) -> None:
        try:
            saving.save(self.m, self.path)
        except OSError as e:  # read-only folder, full disk: say it once, play on
            self.save_failed(e)

    def save_failed(self, e: OSError) -> None:
        if not getattr(self, "_save_warned", False):
            self._save_warned = True
            self.view.error(self.t("play.save-failed", path=clean(self.path), reason=os_reason(e)))

    # ------------------------------------------------------------ bots
    def bot_turn(self, seat: int, kind: str | None = None) -> None:
        m = self.m
        try:
            a, why = m.bot_action()
        except Exception as e:  # a failing bot must not end the game: it plays the first legal action
            fallback = m.game.legal_actions()[0]
            self.say(self.t("play.bot-error", seat=Seat(seat), action="?", reason=clean(repr(e), 200),
                            fallback=clean(fallback)))
            a, why = fallback, None
        v = m.check(a)
        if not v.ok:
            fallback = m.game.legal_actions()[0]
            self.say(self.t("play.bot-error", seat=Seat(seat), action=self.action_text(a, private=True),
                            reason=v.message(self.lang), fallback=self.action_text(fallback, private=True)))
            a, why = fallback, None
        reason = clean(self.plain(reason_text(why, self.lang, self.names)), 300)
        said = None
        if reason and self.bot_reasons and not isinstance(a, Bury):
            said = self.t("play.bot-why", seat=Seat(seat), reason=reason)
        self.apply(a, comment=reason, said=said)  # a bot's burial and its reason stay private

    # ------------------------------------------------------------ applying
    def apply(self, a: Action, comment: str = "", said: str | None = None) -> None:
        g = self.m.game
        trick = g.current if isinstance(a, Play) else None
        k = len(trick.events) if trick else 0
        events = self.m.apply(a, comment)
        self.save()
        final = set(map(id, g.result.events)) if g.over and g.result else set()
        told = [self.ev(e) for e in events if id(e) not in final]  # the hand's result is told at its end
        out = self.describe(a)
        if trick is not None:  # a play: what it is, why, then what it did to the trick
            out += ([said] if said else []) + [self.ev(e) for e in trick.events[k:]] + told
        else:  # trump, bury, call are told by the engine's events; then why
            out += told + ([said] if said else [])
        for line in out:
            self.say(line)

    def describe(self, a: Action) -> list[str]:
        """The public description of an action (trump, bury and call are told by the engine's events)."""
        if isinstance(a, Bid):
            return [self.t("play.act.bid", seat=Seat(a.seat), amount=a.amount)]
        if isinstance(a, Pass):
            return [self.t("play.act.pass", seat=Seat(a.seat))]
        if isinstance(a, Show):
            if not a.cards:
                return [self.t("play.act.show-none", seat=Seat(a.seat))]
            return [self.t("play.act.show", seat=Seat(a.seat), cards=list(a.cards))]
        if isinstance(a, Play):
            return [self.t("play.act.play", seat=Seat(a.seat), cards=list(a.cards))]
        return []

    def say(self, line: str) -> None:
        self.log.append(line)
        self.view.line(line)

    # ------------------------------------------------------------ humans
    def parse(self, line: str, seat: int):
        """The input line of a turn (commands.parse_line for the trick variants)."""
        return parse_line(line, self.m.game.phase, seat)

    def human_turn(self, seat: int, kind: str | None = None) -> None:
        m = self.m
        if needs_handover(m.humans, self.prev_human, seat):
            if self.handover(seat) == "undone":
                return
        self.prev_human = seat
        self.screen(seat)
        while True:
            line = self.view.ask(self.names[seat], self.choices(seat))
            cmd = self.parse(line, seat)
            if cmd.kind == "action":
                v = m.check(cmd.action)
                if not v.ok:
                    self.view.error(self.t("play.refused", rule=v.rule, reason=self.plain(v.message(self.lang, "glyph", self.names))))
                    continue
                self.apply(cmd.action)
                return
            if cmd.kind == "error":
                self.view.error(self.render_msg(cmd.error))
            elif cmd.kind == "hint":
                self.hint(seat)
            elif cmd.kind == "undo":
                if self.undo(seat):
                    self.screen(seat)
            elif cmd.kind == "help":
                self.view.line(self.t("play.help"))
            else:
                self.common_command(cmd)

    def common_command(self, cmd) -> None:
        """The commands both families answer alike: why, last, rules, save, quit."""
        if cmd.kind == "why":
            self.why(cmd.action)
        elif cmd.kind == "last":
            self.view.line(self.last_trick())
        elif cmd.kind == "rules":
            self.view.lines(self.rules_text())
        elif cmd.kind == "save":
            self.save()
            self.view.line(self.t("play.saved", path=clean(self.path)))
        elif cmd.kind == "quit":
            raise Quit

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
        self.view.line(self.t("play.undone", seat=Seat(seat), n=len(removed),
                              actions="; ".join(self.action_text(line.action, private=line.action.seat != seat)
                                                for line in removed)))
        self.log.append(self.t("play.undone", seat=Seat(seat), n=len(removed),
                               actions="; ".join(self.action_text(line.action, private=True) for line in removed)))
        return True

    def action_text(self, a: Action, private: bool = False) -> str:
        if isinstance(a, Bury) and private:
            return f"{seat_label(a.seat)} bury ×{len(a.cards)}"
        if isinstance(a, (Play, Show, Bury)):
            return f"{seat_label(a.seat)} {a.verb} {fmt(a.cards, 'glyph') if a.cards else '—'}"
        return clean(a)

    # ------------------------------------------------------------ hint / why
    def label(self, a: Action) -> str:
        """The pattern of a play (pair, tractor, throw…), or the kind of action."""
        g = self.m.game
        if isinstance(a, Play) and g.order is not None:
            o = g.order
            lead = g.current is None or not g.current.plays
            if one_suit(a.cards, o) is None:
                return self.term("play.mixed")
            comps = decompose(a.cards, o)
            if lead:
                return self.term(pattern_name(comps))
            return "+".join(self.term(c.kind) for c in comps)
        verb = {Bid: "play.bid-act", Pass: "play.pass-act", ChooseTrump: "play.trump-act", Show: "play.show-act",
                Bury: "play.bury-act", Call: "play.call-act"}.get(type(a))
        return self.term(verb) if verb else ""

    def choice(self, a: Action) -> Choice:
        if isinstance(a, Bid):
            return Choice(str(a.amount), str(a.amount), self.label(a))
        if isinstance(a, Pass):
            return Choice("pass", "pass", self.label(a))
        if isinstance(a, ChooseTrump):
            return Choice(a.suit, self.term("suit." + a.suit), self.label(a))
        if isinstance(a, Show):
            if not a.cards:
                return Choice("none", "none", self.label(a))
            return Choice(fmt(a.cards), fmt(a.cards, "glyph"), self.label(a))
        if isinstance(a, Call):
            return Choice(a.card.code, fmt([a.card], "glyph"), self.label(a))
        return Choice(fmt(a.cards), fmt(a.cards, "glyph"), self.label(a))

    def choices(self, seat: int) -> list[Choice]:
        out = [self.choice(a) for a in self.m.game.legal_actions()]
        out += [Choice(c + (" " if c == "why" else ""), c, "") for c in COMMANDS]
        return out

    def hint(self, seat: int) -> None:
        legal = self.m.game.legal_actions()
        shown = [f"{self.choice(a).display} ({self.label(a)})" for a in legal[:HINT_SHOWN]]
        self.view.line(self.t("play.hint.legal", n=len(legal), plays=" · ".join(shown)))
        if len(legal) > HINT_SHOWN:
            self.view.line(self.t("play.hint.more", n=len(legal) - HINT_SHOWN))
        try:
            s = self.m.suggest()
        except Exception:  # a failing bot must not end the game
            s = None
        if s is None:
            self.view.line(self.t("play.hint.no-bot"))
            return
        a, why = s
        if self.m.check(a).ok:
            self.view.line(self.t("play.hint.suggest", action=self.choice(a).display,
                                  reason=clean(self.plain(reason_text(why, self.lang, self.names)), 300)))

    def why(self, a: Action) -> None:
        v = self.m.check(a)
        if v.ok:
            self.view.line(self.t("play.why.ok", action=self.choice(a).display, pattern=self.label(a)))
        else:
            self.view.error(self.t("play.why.bad", rule=v.rule, reason=self.plain(v.message(self.lang, "glyph", self.names))))

    def last_trick(self) -> str:
        done = [t for t in self.m.game.tricks if t.complete]
        if not done:
            return self.t("play.no-last")
        t = done[-1]
        plays = " · ".join(f"{seat_label(s)} {fmt(cs, 'glyph')}" for s, cs in t.plays)
        return self.t("play.last", n=t.number, plays=plays, seat=Seat(t.winner), points=t.points,
                      why=self.render_msg(t.why) if t.why else "")

    def rules_text(self) -> list[str]:
        from ..lessons.book import print_rulebook
        buf = io.StringIO()
        with redirect_stdout(buf):
            print_rulebook(self.m.variant, self.lang)
        return buf.getvalue().splitlines()

    # ------------------------------------------------------------ the table
    def public_lines(self, viewer: int | None = None) -> list[str]:
        m, g = self.m, self.m.game
        out = [self.t("play.header", variant=self.variant_name(), hand=m.hand_no)]
        facts = []
        if g.dealer is not None:
            facts.append(self.t("play.dealer", seat=Seat(g.dealer)))
        elif m.rs.contract == "bid":
            facts.append(self.t("play.standing-bid", bid=g.bid, seat=Seat(g.bidder)) if g.bid is not None
                         else self.t("play.no-bid"))
            if g.passed:
                facts.append(self.t("play.passed", seats=", ".join(seat_label(s) for s in sorted(g.passed))))
        else:
            facts.append(self.t("play.no-dealer"))
        if m.rs.contract == "bid" and g.dealer is not None:
            facts.append(self.t("play.bid", bid=g.bid))
        if m.taihu:
            if g.shows:
                shows = ", ".join(f"{seat_label(s)} {fmt(cs, 'glyph') if cs else '—'}" for s, cs in
                                  ((s, g.shows[s]) for s in g.show_order))
                facts.append(self.t("play.shows", shows=shows))
            if g.dealer is not None:
                facts.append(self.t("play.level", level=m.deal.levels[g.dealer]))
        if g.trump:
            facts.append(self.t("play.trump-is", suit=term("suit." + g.trump)))
        if m.taihu and g.called is not None:
            facts.append(self.t("play.called", card=g.called))
            if g.solo:
                facts.append(self.t("play.solo"))
            elif g.friend is not None:
                facts.append(self.t("play.friend", seat=Seat(g.friend)))
            else:
                facts.append(self.t("play.friend-hidden"))
        out.append(" · ".join(facts))
        if g.phase == "play" or g.over:
            pts = {"dealer": 0, "defenders": 0}
            for t in g.tricks:
                if t.complete:
                    pts[g.side_of(t.winner)] += t.points
            out.append(self.t("play.points", dealer=pts["dealer"], defenders=pts["defenders"]))
        for i in range(m.n):
            bits = [self.t("play.seat-line", seat=Seat(i), n=sum(g.hands[i].values()))]
            if m.is_bot(i):
                bits.append(self.t("play.bot-mark"))
            if m.taihu:
                bits.append(self.t("play.own-level", level=m.deal.levels[i]))
            else:
                bits.append(self.score_text(m.scores[i]))
            if g.to_act == i:
                bits.append("◀ " + self.t("play.to-act"))
            out.append("  " + " · ".join(bits))
        out += self.trick_lines()
        return out

    def score_text(self, points: int) -> str:
        if self.m.variant in TITLE_VARIANTS:
            zh, en = title(points)
            return self.t("play.score", points=points, title=zh if self.lang == "zh" else en)
        return self.t("play.score-plain", points=points)

    def trick_lines(self) -> list[str]:
        g = self.m.game
        out = []
        done = [t for t in g.tricks if t.complete]
        if done:
            out.append(self.last_trick())
        cur = g.current
        if cur is not None:
            if cur.plays:
                plays = " · ".join(f"{seat_label(s)} {fmt(cs, 'glyph')}" for s, cs in cur.plays)
                out.append(self.t("play.trick", n=cur.number) + " " + plays)
            else:
                out.append(self.t("play.trick-empty", n=cur.number, seat=Seat(cur.leader)))
        return out

    def hand_groups(self, seat: int) -> list[tuple[str, list[Card], bool]]:
        g = self.m.game
        cs = [c for c, n in g.hands[seat].items() for _ in range(n)]
        groups: dict[str, list[Card]] = {}
        if g.order is not None:
            o = g.order
            for c in cs:
                groups.setdefault(o.esuit(c), []).append(c)
            for k in groups:
                groups[k].sort(key=lambda c: -o.info[c].key)
        else:
            for c in cs:
                groups.setdefault("J" if c in (BJ, LJ) else c.suit, []).append(c)
            for k in groups:
                groups[k].sort(key=lambda c: -c.rank)
        names = {"T": self.term("suit.T"), "J": "王" if self.lang == "zh" else "jokers"}
        out = []
        for k in SUIT_ORDER:
            if k in groups:
                out.append((names.get(k) or self.term("suit." + k), groups[k], k == "T"))
        return out

    def turn_text(self, seat: int) -> str:
        g, rs = self.m.game, self.m.rs
        p = g.phase
        if p == "bid":
            lo = rs.bid_min if g.bid is None else g.bid + 5
            hi = min(rs.bid_max, (rs.bid_min if g.bid is None else g.bid) + rs.bid_raise)
            return self.t("play.turn.bid", seat=Seat(seat), lo=lo, hi=hi)
        if p == "show":
            return self.t("play.turn.show", seat=Seat(seat), level=self.m.deal.levels[seat])
        if p == "trump":
            return self.t("play.turn.trump", seat=Seat(seat))
        if p == "bury":
            return self.t("play.turn.bury", seat=Seat(seat), n=rs.bottom_size)
        if p == "call":
            return self.t("play.turn.call", seat=Seat(seat))
        cur = g.current
        if cur is None or not cur.plays:
            return self.t("play.turn.lead", seat=Seat(seat))
        return self.t("play.turn.follow", seat=Seat(seat), n=sum(c.size for c in cur.lead))

    def screen(self, seat: int) -> None:
        """Clear, then the public table, the recent happenings, and the hand of `seat` alone."""
        v = self.view
        v.clear()
        v.lines(self.public_lines(seat))
        if self.log:
            v.line("")
            v.lines(self.log[-LOG_LINES:], "dim")
        v.line("")
        v.cards_line(self.t("play.hand", seat=Seat(seat)), self.hand_groups(seat), self.lang)
        v.line("")
        v.line(self.turn_text(seat), "bold")
        v.line(self.t("play.keys"), "dim")

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
        if m.humans:
            word = ALIASES.get(self.view.pause(self.t("play.next")).strip().lower())
            if word == "quit":
                return False
        m.new_hand()
        self.log = []
        self.prev_human = None
        self.save()
        return True

    def result_lines(self, res: dict) -> list[str]:
        m = self.m
        out = [self.t("play.hand-over", hand=m.hand_no)]
        if res.get("redeal"):
            out.append(self.t("play.redeal"))
            return out
        if m.game.result:
            out += [self.ev(e) for e in m.game.result.events]
        pts = res.get("points", {})
        out.append(self.t("play.result.points", dealer=pts.get("dealer_side", 0), defenders=pts.get("defenders", 0),
                          bottom=res.get("bottom_points", 0)))
        if "game_points" in res:
            for i in range(m.n):
                delta = int(res["game_points"].get(seat_label(i), 0))
                if m.variant in TITLE_VARIANTS:
                    zh, en = title(m.scores[i])
                    out.append("  " + self.t("play.result.gp-title", seat=Seat(i), delta=delta, total=m.scores[i],
                                             title=zh if self.lang == "zh" else en))
                else:
                    out.append("  " + self.t("play.result.gp", seat=Seat(i), delta=delta, total=m.scores[i]))
        if "levels" in res:
            for i in range(m.n):
                out.append("  " + self.t("play.result.level", seat=Seat(i), frm=m.deal.levels[i],
                                         to=res["levels"][seat_label(i)]))
        return out

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
            self.view.error(self.t("play.ledger-pending"))  # kept, and entered at the next start
