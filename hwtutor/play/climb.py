"""The climbing family's hotseat faces (duxiao, xuan; seed 003).

`ClimbPresenter` is the presenter of a climbing variant (presenters.py picks
it): the loop, privacy, hand-over, autosave, undo and ledger are the shared
ones (base.py); this module supplies what differs:

- the input line: cards or `pass` (不要); duxiao's declarations by their verb
  (`declare du`, `du`, `独牌`, `tiandu`, `tianwaitian`, `none`/`no`/`不独`);
  xuan's declarations (`xuan`, `jiu`, `chuai`, `fanchuai`, `du`, `tianxuan`,
  `tianchuai`, `surrender`, or 宣 揪 揣 反揣 独 天宣 天揣 投降);
- xuan's declaration moments are asked as questions (Match.question): at
  each moment someone may use, each seat that may make it (and with two or
  more humans every human, so that the hand-over tells nothing) is asked in
  seat order from the heart-8 holder; `no`, `pass` or Enter stays silent;
  after the questions the heart-8 holder opens the hand;
- the table: the declarations, the dealer or partners once public, each
  seat's number of cards (xuan: hidden from 3 up, R-52), who is out and in
  which place, the standing play and who made it, who passed;
- the settlement: the engine's events and the game points.
"""
from __future__ import annotations

from ..rules.actions import Action, Declare, Pass, Play, XuanCall
from ..rules.cards import fmt
from ..rules.climb import declare_duxiao, declare_xuan
from ..rules.climb.patterns import Pattern, classify
from ..rules.messages import Seat, term
from ..textsafe import clean
from .base import TablePresenter, needs_handover
from .commands import ALIASES, VERBS, Command, _err, build_action
from .session import reason_text, seat_label
from .view import Choice

DUXIAO_WORDS = {
    "none": "none", "no": "none", "不独": "none", "pass": "none", "p": "none", "过": "none", "不叫": "none",
    "du": "du", "独": "du", "独牌": "du", "solo": "du",
    "tiandu": "tiandu", "天独": "tiandu",
    "tianwaitian": "tianwaitian", "天外天": "tianwaitian",
}
XUAN_WORDS = {k: k for k in declare_xuan.MOMENTS} | {
    "天宣": "tianxuan", "天揣": "tianchuai", "独": "du", "宣": "xuan", "揪": "jiu", "揣": "chuai",
    "反揣": "fanchuai", "投降": "surrender", "solo": "du",
}
DECLINE_WORDS = {"no", "n", "none", "pass", "p", "过", "不", "不叫", "不要", "-"}
PASS_WORDS = {"pass", "p", "过", "不要", "要不起"}


def parse_climb(line: str, game, seat: int, asked: str | None) -> Command:
    """The input line of a climbing turn: a command, a declaration, a pass, or cards."""
    text = line.strip()
    if not text:
        return Command("decline") if asked else Command("empty")
    head, _, rest = text.partition(" ")
    kind = ALIASES.get(head.lower())
    if kind == "why":
        if not rest.strip():
            return _err("play.why-what")
        inner = parse_climb(rest, game, seat, asked)
        if inner.kind != "action":
            return inner if inner.kind == "error" else _err("play.bad-input", text=rest.strip()[:40])
        return Command("why", inner.action, arg=rest.strip())
    if kind is not None:
        return Command(kind, arg=rest.strip())
    low = text.lower()
    if head.lower() in ("declare", "叫"):
        low = rest.strip().lower()
    if game.xuan:
        if asked and low in DECLINE_WORDS:
            return Command("decline")
        if low in XUAN_WORDS:
            return Command("action", XuanCall(seat, XUAN_WORDS[low]))
    elif game.phase == "declare":
        if low in DUXIAO_WORDS:
            return Command("action", Declare(seat, DUXIAO_WORDS[low]))
    if low in PASS_WORDS:
        return Command("action", Pass(seat))
    verb = VERBS.get(head.lower())
    if verb == "play":
        return build_action("play", rest, seat)
    if head.lower() in ("declare", "叫"):
        return _err("play.climb.bad-declare", text=rest.strip()[:40])
    return build_action("play", text, seat)


class ClimbPresenter(TablePresenter):
    """The climbing family's presenter."""

    # ------------------------------------------------------------ input
    def parse(self, line: str, seat: int, asked: str | None = None) -> Command:
        return parse_climb(line, self.m.game, seat, asked)

    def opening(self) -> bool:
        """Xuan: the declarations are over and the heart-8 holder opens the hand."""
        g = self.m.game
        return g.xuan and g.phase == "declare"

    def allowed(self, a: Action, seat: int, asked: str | None):
        """None if the action may be tried now, else the error to show (the questions' own order)."""
        if asked is not None:
            if isinstance(a, XuanCall) and a.kind == asked:
                return None
            return self.t("play.climb.answer", kind=term("xuan." + asked), verb=self.declaration_word(asked))
        if self.opening() and not isinstance(a, Play):
            return self.t("play.climb.open-now")
        return None

    def human_turn(self, seat: int, kind: str | None = None) -> None:
        m = self.m
        if needs_handover(m.humans, self.prev_human, seat):
            if self.handover(seat) == "undone":
                return
        self.prev_human = seat
        self.screen(seat, kind)
        while True:
            line = self.view.ask(self.names[seat], self.choices(seat, kind))
            cmd = self.parse(line, seat, kind)
            if cmd.kind == "decline" and kind is not None:
                m.decline(kind, seat)
                self.save()
                return
            if cmd.kind == "action":
                err = self.allowed(cmd.action, seat, kind)
                if err:
                    self.view.error(err)
                    continue
                v = m.check(cmd.action)
                if not v.ok:
                    self.refused(v)
                    continue
                self.apply(cmd.action)
                return
            if cmd.kind == "error":
                self.view.error(self.render_msg(cmd.error))
            elif cmd.kind == "decline":
                self.view.error(self.t("play.climb.no-decline"))
            elif cmd.kind == "hint":
                self.hint(seat, kind)
            elif cmd.kind == "undo":
                if self.undo(seat):
                    return  # the turn is asked again (it may be another one now)
            elif cmd.kind == "help":
                self.view.line(self.t("play.climb.help"))
            else:
                self.common_command(cmd)

    def undo(self, seat: int) -> bool:
        ok = super().undo(seat)
        if ok:
            self.prev_human = seat  # the same player goes on: no hand-over
        return ok

    # ------------------------------------------------------------ bots
    def bot_turn(self, seat: int, kind: str | None = None) -> None:
        m = self.m
        try:
            a, why = m.bot_action(seat)
        except Exception as e:  # a failing bot must not end the game
            a, why = None, None
            if kind is None:
                self.say(self.t("play.bot-error", seat=Seat(seat), action="?", reason=clean(repr(e), 200),
                                fallback=clean(self.fallback(seat))))
        if kind is not None:  # a declaration question: declare it, or stay silent (nothing is told)
            if isinstance(a, XuanCall) and a.kind == kind and a.seat == seat and m.check(a).ok:
                self.apply(a, comment=self.reason(why), said=self.said(seat, why))
            else:
                m.decline(kind, seat)
                self.save()
            return
        if a is None or (self.opening() and not isinstance(a, Play)):
            a, why = self.fallback(seat), None
        v = m.check(a)
        if not v.ok:
            fb = self.fallback(seat)
            self.say(self.t("play.bot-error", seat=Seat(seat), action=self.action_text(a),
                            reason=v.message(self.lang), fallback=self.action_text(fb)))
            a, why = fb, None
        self.apply(a, comment=self.reason(why), said=self.said(seat, why))

    def fallback(self, seat: int) -> Action:
        acts = [a for a in self.m.game.legal_actions() if a.seat == seat]
        if self.opening():
            acts = [a for a in acts if isinstance(a, Play)]
        return acts[0]

    def reason(self, why) -> str:
        return clean(self.plain(reason_text(why, self.lang, self.names)), 300)

    def said(self, seat: int, why) -> str | None:
        r = self.reason(why)
        return self.t("play.bot-why", seat=Seat(seat), reason=r) if r and self.bot_reasons else None

    # ------------------------------------------------------------ applying
    def apply(self, a: Action, comment: str = "", said: str | None = None) -> None:
        g = self.m.game
        events = self.m.apply(a, comment)
        self.save()
        final = set(map(id, g.result.events)) if g.over and g.result else set()
        self.tell(self.describe(a), said, [e for e in events if id(e) not in final])  # the result: at the end

    def describe(self, a: Action) -> list[str]:
        if isinstance(a, Play):
            return [self.t("play.act.play", seat=Seat(a.seat), cards=list(a.cards))]
        if isinstance(a, Pass):
            return [self.t("play.climb.act.pass", seat=Seat(a.seat))]
        return []  # declarations are told by the engine's events

    # ------------------------------------------------------------ labels, hint, why
    def label(self, a: Action) -> str:
        if isinstance(a, Play):
            p = classify(a.cards, self.m.game.order)
            return self.render_msg(p.describe()) if isinstance(p, Pattern) else self.term("play.mixed")
        if isinstance(a, Pass):
            return self.term("play.climb.pass-act")
        if isinstance(a, Declare):
            return self.term("decl." + a.kind)
        if isinstance(a, XuanCall):
            return self.term("xuan." + a.kind)
        return ""

    @property
    def decline_word(self) -> str:
        """Staying silent when a declaration is asked about: no (不叫)."""
        return "不叫" if self.lang == "zh" else "no"

    def declaration_word(self, kind: str) -> str:
        """A declaration as typed: its verb (du, xuan…), in Chinese its Chinese word (独, 宣…)."""
        if self.lang != "zh":
            return kind
        return self.term(("xuan." if self.m.game.xuan else "decl.") + kind)  # each one in XUAN_ / DUXIAO_WORDS

    def choice(self, a: Action) -> Choice:
        if isinstance(a, Pass):
            w = self.term("play.climb.pass-act")
            return Choice(w, w, self.label(a))
        if isinstance(a, (Declare, XuanCall)):
            w = self.declaration_word(a.kind)
            return Choice(w, w, self.label(a))
        text = self.cards_text(a.cards)
        return Choice(text, text, self.label(a))

    def strength(self, a: Action) -> tuple:
        """A pass first, then the plays by size, strongest first."""
        if not isinstance(a, Play):
            return (0, 0, 0)
        p = classify(a.cards, self.m.game.order)
        if not isinstance(p, Pattern):
            return (2, 0, 0)
        return (1, p.size, -p.top)

    def legal_for(self, seat: int, asked: str | None) -> list[Action]:
        g = self.m.game
        if asked is not None:
            a = XuanCall(seat, asked)
            return [a] if g.can(a) else []
        acts = [a for a in g.legal_actions() if a.seat == seat]
        if self.opening():
            acts = [a for a in acts if isinstance(a, Play)]
        return acts

    def choices(self, seat: int, asked: str | None = None) -> list[Choice]:
        out = list({c.text: c for c in map(self.choice, sorted(self.legal_for(seat, asked), key=self.strength))}.values())
        if asked is not None:
            out.append(Choice(self.decline_word, self.decline_word, self.term("play.climb.silent")))
        from .commands import COMMANDS
        out += [Choice(self.word(c) + (" " if c == "why" else ""), self.word(c), self.term("play.cmd." + c))
                for c in COMMANDS]
        return out

    def hint(self, seat: int, asked: str | None = None) -> None:
        legal = self.legal_for(seat, asked)
        shown = [self.hint_item(self.choice(a).display, self.label(a)) for a in legal[:12]]
        if asked is not None:
            shown.append(self.hint_item(self.decline_word, self.term("play.climb.silent")))
        self.view.line(self.t("play.hint.legal", n=len(shown), plays=" · ".join(shown)))
        if len(legal) > 12:
            self.view.line(self.t("play.hint.more", n=len(legal) - 12))
        try:
            s = self.m.suggest(seat)
        except Exception:  # a failing bot must not end the game
            s = None
        if s is None:
            self.view.line(self.t("play.hint.no-bot"))
            return
        a, why = s
        if asked is not None and not (isinstance(a, XuanCall) and a.kind == asked):
            text = self.decline_word
        elif a is None or not self.m.check(a).ok or (self.opening() and not isinstance(a, Play)):
            return
        else:
            text = self.choice(a).display
        self.line(self.t("play.hint.suggest", action=text, reason=self.reason(why)))

    # ------------------------------------------------------------ the table
    def last_trick(self) -> str:
        done = [r for r in self.m.game.rounds if r.closed and r.seq]
        if not done:
            return self.t("play.climb.no-last")
        r = done[-1]
        return self.t("play.climb.last", n=r.number, plays=self.seq_text(r.seq), seat=Seat(r.winner),
                      cards=list(r.standing_cards))

    def seq_text(self, seq) -> str:
        pass_word = self.term("play.climb.pass-act")
        return " · ".join(f"{seat_label(s)} {fmt(cs, 'glyph') if cs is not None else pass_word}" for s, cs in seq)

    def facts(self) -> list[str]:
        """The declarations, the stake, the dealer or the partners once public."""
        g = self.m.game
        facts = []
        if g.xuan:
            if g.calls:
                calls = self.sep.join(f"{self.term('xuan.' + k)} {seat_label(s)}" for k, s in g.calls.items())
                facts.append(self.t("play.climb.calls", calls=calls, mult=declare_xuan.multiplier(g)))
            else:
                facts.append(self.t("play.climb.no-calls"))
            if "du" in g.calls:
                facts.append(self.t("play.climb.alone", seat=Seat(g.calls["du"])))
            elif g.revealed:
                reds = declare_xuan.red_seats(g)
                if len(reds) == 1:
                    facts.append(self.t("play.climb.alone", seat=Seat(reds[0])))
                else:
                    facts.append(self.t("play.climb.partners", a=Seat(reds[0]), b=Seat(reds[1])))
            else:
                facts.append(self.t("play.climb.partners-hidden"))
        else:
            if g.declarations:
                decl = self.sep.join(f"{seat_label(s)} {self.term('decl.' + k)}" for s, k in g.declarations)
                facts.append(self.t("play.climb.declared", decl=decl))
            if g.dealer is not None:
                facts.append(self.t("play.climb.contract", seat=Seat(g.dealer), kind=term("decl." + g.contract)))
            elif g.phase != "declare":
                facts.append(self.t("play.climb.free"))
        return facts

    def seat_bits(self, i: int, viewer: int | None = None, short: bool = False) -> list[str]:
        m, g = self.m, self.m.game
        k = g.visible_count(i, viewer)
        bits = [self.t("play.seat-line", seat=Seat(i), n=k) if k is not None
                else self.t("play.climb.seat-hidden", seat=Seat(i), n=g.rules.opt("hidden_from"))]
        if i in g.out:
            bits.append(self.t("play.climb.out-place", place=g.out.index(i) + 1))
        if m.is_bot(i):
            bits.append(self.t("play.bot-mark"))
        bits.append(self.score_text(m.scores[i], short))
        return bits

    def public_lines(self, viewer: int | None = None) -> list[str]:
        m, g = self.m, self.m.game
        out = [self.title_text()]
        out.append(" · ".join(self.facts()))
        for i in range(m.n):
            bits = self.seat_bits(i, viewer)
            if g.to_act == i and g.phase == "play":
                bits.append("◀ " + self.t("play.to-act"))
            out.append("  " + " · ".join(bits))
        out += self.trick_lines()
        return out

    def trick_view(self) -> dict:
        """The round on the table for the full-screen view: every play and pass, the standing play."""
        g = self.m.game
        last = self.last_trick() if any(r.closed and r.seq for r in g.rounds) else ""
        r = g.current
        plain = {"marks_points": False, "legend": "", "pass_word": self.term("play.climb.pass-act")}
        if r is None:
            return {"trick_title": self.t("play.no-trick"), "plays": (), "winning": None, "trick_note": "",
                    "last": last, **plain}
        plays = tuple((self.seat_name(s), tuple(cs) if cs is not None else None) for s, cs in r.seq)
        winning, note = None, self.t("play.to-lead", seat=Seat(r.leader))
        if r.seq and r.standing is not None:
            winning = max(k for k, (s, cs) in enumerate(r.seq) if s == r.standing_seat and cs is not None)
            note = self.t("play.climb.standing", cards=list(r.standing_cards), seat=Seat(r.standing_seat),
                          pattern=r.standing.describe())
            if r.passes_since:
                note += " · " + self.t("play.passed", seats=self.sep.join(seat_label(s) for s in sorted(r.passes_since)))
        return {"trick_title": self.t("play.climb.round-n", n=r.number), "plays": plays, "winning": winning,
                "trick_note": note, "last": last, **plain}

    def trick_lines(self) -> list[str]:
        g = self.m.game
        out = []
        if any(r.closed and r.seq for r in g.rounds):
            out.append(self.last_trick())
        r = g.current
        if r is not None:
            if r.seq:
                out.append(self.t("play.climb.round", n=r.number, plays=self.seq_text(r.seq)))
                out.append(self.t("play.climb.standing", cards=list(r.standing_cards), seat=Seat(r.standing_seat),
                                  pattern=r.standing.describe()))
                if r.passes_since:
                    out.append(self.t("play.passed", seats=self.sep.join(seat_label(s) for s in sorted(r.passes_since))))
            else:
                out.append(self.t("play.climb.round-empty", n=r.number, seat=Seat(r.leader)))
        return out

    def hand_groups(self, seat: int):
        g = self.m.game
        cs = sorted(g.hands[seat].elements(), key=lambda c: (-g.order.level(c), c.idx))
        return [(self.t("play.climb.count", n=len(cs)), cs, False)]

    def turn_text(self, seat: int, asked: str | None = None) -> str:
        g = self.m.game
        if asked is not None:
            if g.can(XuanCall(seat, asked)):
                return self.t("play.climb.turn.ask", seat=Seat(seat), kind=term("xuan." + asked),
                              verb=self.declaration_word(asked))
            return self.t("play.climb.turn.ask-none", seat=Seat(seat), kind=term("xuan." + asked))
        if self.opening():
            return self.t("play.climb.turn.open", seat=Seat(seat))
        if g.phase == "declare":
            kinds = declare_duxiao.allowed(g)
            return self.t("play.climb.turn.declare", seat=Seat(seat),
                          kinds=self.sep.join(self.term("decl." + k) if self.lang == "zh"
                                              else f"{k} ({self.term('decl.' + k)})" for k in kinds))
        r = g.current
        if r is None or r.standing is None:
            return self.t("play.climb.turn.lead", seat=Seat(seat))
        return self.t("play.climb.turn.beat", seat=Seat(seat), cards=list(r.standing_cards),
                      pattern=r.standing.describe())

    # ------------------------------------------------------------ end of a hand
    def result_lines(self, res: dict) -> list[str]:
        m = self.m
        out = [self.t("play.hand-over", hand=m.hand_no)]
        if m.game.result:
            out += [self.ev(e) for e in m.game.result.events]
        if res.get("places"):
            out.append(self.t("play.climb.places", seats=self.sep.join(res["places"])))
        if "stake" in res:
            out.append(self.t("play.climb.stake", stake=res["stake"], mult=res.get("multiplier", 1)))
        for i in range(m.n):
            delta = int(res.get("game_points", {}).get(seat_label(i), 0))
            out.append("  " + self.t("play.result.gp", seat=Seat(i), delta=delta, total=m.scores[i]))
        return out
