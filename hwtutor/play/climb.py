"""The climbing family's hotseat faces (duxiao, xuan; seed 003).

`ClimbPresenter` is the presenter of a climbing variant (presenters.py picks
it): the loop, privacy, hand-over, autosave, undo and ledger are the shared
ones (base.py); climb_input.py reads the input line; this module supplies
the rest of what differs:

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

from ..rules.actions import Action, Pass, Play, XuanCall
from ..rules.climb import declare_duxiao, declare_xuan
from ..rules.faces import known
from ..rules.messages import Seat, term
from ..rules.seats import bot_name
from ..textsafe import clean
from .climb_input import ClimbInput
from .session import seat_label


class ClimbPresenter(ClimbInput):
    """The climbing family's presenter."""

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
        acts = [a for a in self.game.legal_actions() if a.seat == seat]
        if self.opening():
            acts = [a for a in acts if isinstance(a, Play)]
        return acts[0]

    def said(self, seat: int, why) -> str | None:
        r = self.reason(why)
        return self.t("play.bot-why", seat=Seat(seat), reason=r) if r and self.bot_reasons else None

    def apply(self, a: Action, comment: str = "", said: str | None = None) -> None:
        g = self.game
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

    # ------------------------------------------------------------ the table
    def last_trick(self) -> str:
        done = [r for r in self.game.rounds if r.closed and r.seq]
        if not done:
            return self.t("play.climb.no-last")
        r = done[-1]
        return self.t("play.climb.last", n=r.number, plays=self.seq_text(r.seq),
                      seat=Seat(known(r.winner, "its winner")), cards=list(r.standing_cards))

    def seq_text(self, seq) -> str:
        pass_word = self.term("play.climb.pass-act")
        return " · ".join(f"{seat_label(s)} {self.cards_text(cs) if cs is not None else pass_word}" for s, cs in seq)

    def facts(self) -> list[str]:
        """The declarations, the stake, the dealer or the partners once public."""
        g = self.game
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
                kind = term("decl." + known(g.contract, "the contract"))  # declared with the declarer
                facts.append(self.t("play.climb.contract", seat=Seat(g.dealer), kind=kind))
            elif g.phase != "declare":
                facts.append(self.t("play.climb.free"))
        return facts

    def seat_bits(self, i: int, viewer: int | None = None, short: bool = False) -> list[str]:
        m, g = self.m, self.game
        k = g.visible_count(i, viewer)
        bits = [self.t("play.seat-line", seat=Seat(i), n=k) if k is not None
                else self.t("play.climb.seat-hidden", seat=Seat(i), n=g.rules.opt("hidden_from"))]
        if i in g.out:
            bits.append(self.t("play.climb.out-place", place=g.out.index(i) + 1))
        if m.is_bot(i) and m.names[i] != bot_name(i):  # a bot nobody named is called one already (Bot 2)
            bits.append(self.t("play.bot-mark"))
        bits.append(self.score_text(m.scores[i], short))
        return bits

    def public_lines(self, viewer: int | None = None) -> list[str]:
        m, g = self.m, self.game
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
        g = self.game
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
            note = self.t("play.climb.standing", cards=list(r.standing_cards), seat=Seat(r.standing_by),
                          pattern=r.standing.describe())
            if r.passes_since:
                passed = self.sep.join(seat_label(s) for s in sorted(r.passes_since))
                note += " · " + self.t("play.passed", seats=passed)
        return {"trick_title": self.t("play.climb.round-n", n=r.number), "plays": plays, "winning": winning,
                "trick_note": note, "last": last, **plain}

    def trick_lines(self) -> list[str]:
        g = self.game
        out = []
        if any(r.closed and r.seq for r in g.rounds):
            out.append(self.last_trick())
        r = g.current
        if r is not None:
            if r.seq:
                out.append(self.t("play.climb.round", n=r.number, plays=self.seq_text(r.seq)))
                standing = known(r.standing, "a standing play")  # a round is led before anyone may pass
                out.append(self.t("play.climb.standing", cards=list(r.standing_cards), seat=Seat(r.standing_by),
                                  pattern=standing.describe()))
                if r.passes_since:
                    passed = self.sep.join(seat_label(s) for s in sorted(r.passes_since))
                    out.append(self.t("play.passed", seats=passed))
            else:
                out.append(self.t("play.climb.round-empty", n=r.number, seat=Seat(r.leader)))
        return out

    def hand_groups(self, seat: int):
        g = self.game
        cs = sorted(g.hands[seat].elements(), key=lambda c: (-g.order.level(c), c.idx))
        return [(self.t("play.climb.count", n=len(cs)), cs, False)]

    def turn_text(self, seat: int, asked: str | None = None) -> str:
        g = self.game
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

    def result_lines(self, res: dict) -> list[str]:
        m = self.m
        out = [self.t("play.hand-over", hand=m.hand_no)]
        if self.game.result:
            out += [self.ev(e) for e in self.game.result.events]
        if res.get("places"):
            out.append(self.t("play.climb.places", seats=self.sep.join(res["places"])))
        if "stake" in res:
            out.append(self.t("play.climb.stake", stake=res["stake"], mult=res.get("multiplier", 1)))
        for i in range(m.n):
            delta = int(res.get("game_points", {}).get(seat_label(i), 0))
            out.append("  " + self.t("play.result.gp", seat=Seat(i), delta=delta, total=m.scores[i]))
        return out
