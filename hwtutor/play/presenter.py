"""The trick-taking family's hotseat faces (zhejiang-2, zhejiang-3, jiande, taihu).

`Presenter` supplies what is the family's own on top of the shared loop
(base.py): the table (dealer, bid or shown level cards, trump, called card
and friend, points per side, the trick), the hand grouped by suit with
trumps first, the bots' turns and the settlement; the input line, the
labels of plays and the hint are trick_input.py's.
"""
from __future__ import annotations

from ..rules.actions import Action, Bid, Bury, ChooseTrump, Pass, Play, Show
from ..rules.cards import BJ, LJ, Card
from ..rules.messages import Seat
from ..rules.outcome import outcome
from ..rules.seats import bot_name
from ..rules.trick.resolve import resolve
from ..rules.trick.settle import title_name
from ..textsafe import clean
from .base import Quit, needs_handover  # noqa: F401  (Quit, needs_handover: the tests' names)
from .session import reason_text, seat_label
from .sides import side_marks
from .trick_input import TrickInput

CAUSES = frozenset({"throw-failed", "red5-rotten", "red5-captured"})  # kept by `last` and the settlement
SUIT_ORDER = ("T", "S", "H", "C", "D", "J")


def winning_seat(trick, order, rules) -> int:
    """Who would win the trick if it ended now (the engine's resolve on a copy)."""
    t = trick.copy()
    resolve(t, order, rules)
    return t.winner



def next_line(defenders: int) -> int:
    """Taihu: the defenders' next line — 80 while the dealer's side would climb, 120 while nobody would,
    then each line at which the defenders climb one more level — read off the settlement's own table
    (seed 004 §升级规则), so the header never disagrees with it."""
    from ..rules.trick.settle import taihu_steps
    side, steps = taihu_steps(defenders)
    start = defenders + 5 - defenders % 5
    if side == "defenders":
        return next((p for p in range(start, 1000, 5) if taihu_steps(p)[1] > steps), defenders)
    wanted = "" if side == "dealer" else "defenders"
    return next((p for p in range(start, 1000, 5) if taihu_steps(p)[0] == wanted), defenders)


class Presenter(TrickInput):
    """The trick-taking family's presenter."""

    # ------------------------------------------------------------ bots
    def bot_turn(self, seat: int, kind: str | None = None) -> None:
        m = self.m
        try:
            a, why = m.bot_action()
        except Exception as e:  # a failing bot must not end the game: it plays the first legal action
            fallback = self.game.legal_actions()[0]
            self.say(self.t("play.bot-error", seat=Seat(seat), action="?", reason=clean(repr(e), 200),
                            fallback=self.action_text(fallback, private=True)))
            a, why = fallback, None
        if a is None:  # the trick bot always chooses; as at the climbing table, the first legal action
            a, why = self.game.legal_actions()[0], None
        v = m.check(a)
        if not v.ok:
            fallback = self.game.legal_actions()[0]
            self.say(self.t("play.bot-error", seat=Seat(seat), action=self.action_text(a, private=True),
                            reason=v.message(self.lang), fallback=self.action_text(fallback, private=True)))
            a, why = fallback, None
        reason = clean(self.plain(reason_text(why, self.lang, self.names)), 300)
        said = None
        if reason and self.bot_reasons and not isinstance(a, Bury):
            said = self.t("play.bot-why", seat=Seat(seat), reason=reason)
        self.apply(a, comment=reason, said=said)  # a bot's burial and its reason stay private

    def apply(self, a: Action, comment: str = "", said: str | None = None) -> None:
        g = self.game
        trick = g.current if isinstance(a, Play) else None
        k = len(trick.events) if trick else 0
        events = self.m.apply(a, comment)
        self.save()
        final = set(map(id, g.result.events)) if g.over and g.result else set()
        told = [e for e in events if id(e) not in final]  # the hand's result is told at its end
        if trick is not None:  # a play: what it is, why, then what it did to the trick
            told = list(trick.events[k:]) + told
        self.tell(self.describe(a), said, told)

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

    # ------------------------------------------------------------ the table
    def last_trick(self, why: bool = True, causes: bool = True) -> str:
        """The last trick: its plays, who won it and why (not on the table, where the why was told), and
        what cost something in it (a failed throw, rotten fives)."""
        done = [t for t in self.game.tricks if t.complete]
        if not done:
            return self.t("play.no-last")
        t = done[-1]
        plays = " · ".join(f"{seat_label(s)} {self.cards_text(cs)}" for s, cs in t.plays)
        out = self.t("play.last", n=t.number, plays=plays, seat=Seat(t.taker), points=t.points,
                     why=self.render_msg(t.why) if t.why and why else "")
        told = [self.ev(e) for e in t.events if e.id in CAUSES] if causes else []
        return " ".join([out.rstrip()] + told)

    def causes(self) -> list[str]:
        """What cost something during the hand: failed throws and rotten fives, trick by trick."""
        out = []
        for t in self.game.tricks:
            for e in t.events:
                if e.id in CAUSES:
                    out.append("  " + self.t("play.trick-n", n=t.number) + self.colon + self.ev(e))
        return out

    def facts(self) -> list[str]:
        """The public facts of the hand: dealer or auction, shown cards, level, trump, called card, friend."""
        m, g = self.m, self.game
        facts = []
        if g.dealer is not None:
            facts.append(self.t("play.dealer", seat=Seat(g.dealer)))
        elif m.rs.contract == "bid":
            facts.append(self.t("play.standing-bid", bid=g.bid, seat=Seat(g.known_bidder)) if g.bid is not None
                         else self.t("play.no-bid"))
            if g.passed:
                facts.append(self.t("play.passed", seats=self.sep.join(seat_label(s) for s in sorted(g.passed))))
        else:
            facts.append(self.t("play.no-dealer"))
        if m.rs.contract == "bid" and g.dealer is not None:
            facts.append(self.t("play.bid", bid=g.bid))
        if m.own_levels:
            if g.shows:
                # once the dealer is known, only who showed something is still of interest
                shown = [(s, g.shows[s]) for s in g.show_order if g.shows[s] or g.dealer is None]
                shows = self.sep.join(f"{seat_label(s)} {self.cards_text(cs) if cs else '—'}" for s, cs in shown)
                facts.append(self.t("play.shows", shows=shows))
            if g.dealer is not None:
                facts.append(self.t("play.level", level=g.deal.levels[g.dealer]))
        if g.trump:
            facts.append(self.t("play.trump-is", suit=self.term("suit." + g.trump)))
        if m.own_levels and g.called is not None:
            facts.append(self.t("play.called", card=g.called))
            if g.solo:
                facts.append(self.t("play.solo"))
            elif g.friend is not None:
                facts.append(self.t("play.friend", seat=Seat(g.friend)))
            else:
                facts.append(self.t("play.friend-hidden"))
        return facts

    def points_text(self) -> str | None:
        g = self.game
        if not (g.phase == "play" or g.over):
            return None
        dealer, defenders = g.points_by_side()
        if g.rules.contract == "bid" and g.bid is not None:  # the dealer plays for the bid
            return self.t("play.points.bid", dealer=dealer, defenders=defenders, bid=g.bid)
        if g.rules.scoring == "levels":  # the defenders' next line: where the hand's outcome changes
            return self.t("play.points.levels", dealer=dealer, defenders=defenders, line=next_line(defenders))
        return self.t("play.points", dealer=dealer, defenders=defenders)

    def seat_bits(self, i: int, viewer: int | None = None, short: bool = False) -> list[str]:
        m, g = self.m, self.game
        bits = [self.t("play.seat-line", seat=Seat(i), n=sum(g.hands[i].values()))]
        if m.is_bot(i) and m.names[i] != bot_name(i):  # a bot nobody named is called one already (Bot 2)
            bits.append(self.t("play.bot-mark"))
        if m.own_levels:
            bits.append(self.t("play.own-level", level=g.deal.levels[i]))
        else:
            bits.append(self.score_text(m.scores[i], short))
        if short:  # the full-screen header has no room in a seat's half line: its facts say it (side_facts)
            return bits
        return bits + [self.t(k) for k in side_marks(g, viewer, i)]  # [dealer], [friend], [your side]

    def side_facts(self, viewer: int, facts: list[str]) -> list[str]:
        """The full-screen header's facts with the viewer's side as far as it knows (its seat lines have no
        room for the marks): a Zhejiang or Jiande defender's partners ("your side p1 p3"); a Taihu friend
        still hidden learns it is the one (the dealer and the shown friend are facts already)."""
        g = self.game
        if g.dealer is None or viewer is None:
            return facts
        if g.rules.friend_call and not g.solo:
            if g.friend is None and "play.side.yours" in side_marks(g, viewer, g.dealer):
                hidden = self.t("play.friend-hidden")
                return [self.t("play.friend-hidden.you") if f == hidden else f for f in facts]
            return facts
        yours = [i for i in range(self.m.n) if "play.side.yours" in side_marks(g, viewer, i)]
        if yours and self.m.rs.contract == "bid":
            return facts + [self.t("play.side.yours-fact", seats=" ".join(seat_label(i) for i in yours))]
        return facts

    def public_lines(self, viewer: int | None = None) -> list[str]:
        m, g = self.m, self.game
        out = [self.title_text()]
        out.append(" · ".join(self.facts()))
        pts = self.points_text()
        if pts:
            out.append(pts)
        for i in range(m.n):
            bits = self.seat_bits(i, viewer)
            if g.to_act == i:
                bits.append("◀ " + self.t("play.to-act"))
            out.append("  " + " · ".join(bits))
        out += self.trick_lines()
        return out

    def trick_view(self) -> dict:
        """The trick on the table for the full-screen view: its title, plays, who is winning it so far."""
        g = self.game
        cur = g.current
        done = [t for t in g.tricks if t.complete]
        last = self.last_trick(why=False, causes=False) if done else ""
        if cur is None:
            return {"trick_title": self.t("play.no-trick"), "plays": (), "winning": None, "trick_note": "",
                    "last": last, "alerts": tuple(self.ev(e) for t in done[-1:] for e in t.events if e.id in CAUSES)}
        plays = tuple((self.seat_name(s), tuple(cs)) for s, cs in cur.plays)
        winning, note = None, self.t("play.to-lead", seat=Seat(cur.leader))
        if cur.plays:
            w = winning_seat(cur, g.order, g.rules)
            winning = next(k for k, (s, _) in enumerate(cur.plays) if s == w)
            note = self.t("play.winning", seat=Seat(w))
        alerts = tuple(self.ev(e) for t in done[-1:] + [cur] for e in t.events if e.id in CAUSES)
        return {"trick_title": self.t("play.trick-n", n=cur.number), "plays": plays, "winning": winning,
                "trick_note": note, "last": last, "alerts": alerts}

    def trick_lines(self) -> list[str]:
        g = self.game
        out = []
        done = [t for t in g.tricks if t.complete]
        if done:
            out.append(self.last_trick())
        cur = g.current
        if cur is not None:
            if cur.plays:
                plays = " · ".join(f"{seat_label(s)} {self.cards_text(cs)}" for s, cs in cur.plays)
                out.append(self.t("play.trick", n=cur.number) + ("" if self.lang == "zh" else " ") + plays)
            else:
                out.append(self.t("play.trick-empty", n=cur.number, seat=Seat(cur.leader)))
        return out

    def hand_groups(self, seat: int) -> list[tuple[str, list[Card], bool]]:
        g = self.game
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
        names = {"T": self.term("suit.T"), "J": self.term("play.jokers")}
        out = []
        for k in SUIT_ORDER:
            if k in groups:
                out.append((names.get(k) or self.term("suit." + k), groups[k], k == "T"))
        return out

    def turn_text(self, seat: int, asked: str | None = None) -> str:  # (no question is asked in these games)
        g, rs = self.game, self.m.rs
        p = g.phase
        if p == "bid":
            lo = rs.bid_min if g.bid is None else g.bid + 5
            hi = min(rs.bid_max, (rs.bid_min if g.bid is None else g.bid) + rs.bid_raise)
            return self.t("play.turn.bid", seat=Seat(seat), lo=lo, hi=hi)
        if p == "show":
            return self.t("play.turn.show", seat=Seat(seat), level=g.deal.levels[seat])
        if p == "trump":  # the suits that may be named now (hearts not where the rules forbid them)
            suits = [a.suit for a in g.legal_actions() if isinstance(a, ChooseTrump)] or list("SHCD")
            names = "、".join(self.term("suit." + k) for k in suits) if self.lang == "zh" else " ".join(suits)
            return self.t("play.turn.trump", seat=Seat(seat), suits=names)
        if p == "bury":
            return self.t("play.turn.bury", seat=Seat(seat), n=rs.bottom_size)
        if p == "call":
            return self.t("play.turn.call", seat=Seat(seat))
        cur = g.current
        if cur is None or not cur.plays:
            return self.t("play.turn.lead", seat=Seat(seat))
        return self.t("play.turn.follow", seat=Seat(seat), n=sum(c.size for c in cur.lead))

    def result_lines(self, res: dict) -> list[str]:
        m, g = self.m, self.game
        if res.get("redeal"):  # the hand has not ended, it is dealt again
            return [self.t("play.redeal", hand=m.hand_no)]
        out = [self.t("play.hand-over", hand=m.hand_no)]
        why = outcome(g, g.result)  # why it was won or lost, and what decided it (issue 20 item 5)
        if why is not None:
            out.append(self.render_msg(why))
        out += self.causes()
        if g.result:
            out += [self.ev(e) for e in g.result.events]
        pts = res.get("points", {})
        out.append(self.t("play.result.points", dealer=pts.get("dealer_side", 0), defenders=pts.get("defenders", 0),
                          bottom=res.get("bottom_points", 0)))
        if "game_points" in res:
            for i in range(m.n):
                delta = int(res["game_points"].get(seat_label(i), 0))
                if m.rs.titles:
                    out.append("  " + self.t("play.result.gp-title", seat=Seat(i), delta=delta, total=m.scores[i],
                                             title=title_name(m.scores[i], self.lang)))
                else:
                    out.append("  " + self.t("play.result.gp", seat=Seat(i), delta=delta, total=m.scores[i]))
        if "levels" in res:
            for i in range(m.n):
                out.append("  " + self.t("play.result.level", seat=Seat(i), frm=g.deal.levels[i],
                                         to=res["levels"][seat_label(i)]))
        return out
