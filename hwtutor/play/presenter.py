"""The trick-taking family's hotseat faces (zhejiang-2, zhejiang-3, jiande, taihu).

`Presenter` supplies what is the family's own on top of the shared loop
(base.py): the input line, the table (dealer, bid or shown level cards,
trump, called card and friend, points per side, the trick), the hand grouped
by suit with trumps first, the labels of plays, the bots' turns and the
settlement.
"""
from __future__ import annotations

from ..rules.actions import Action, Bid, Bury, Call, ChooseTrump, Pass, Play, Show
from ..rules.cards import BJ, LJ, Card, fmt
from ..rules.messages import Seat
from ..rules.trick.patterns import decompose, one_suit, pattern_name
from ..rules.trick.resolve import resolve
from ..rules.trick.settle import title
from ..textsafe import clean
from .base import Quit, TablePresenter, needs_handover  # noqa: F401  (Quit, needs_handover: the tests' names)
from .commands import COMMANDS, parse_line
from .session import reason_text, seat_label
from .view import Choice

HINT_SHOWN = 12
CAUSES = frozenset({"throw-failed", "red5-rotten", "red5-captured"})  # kept by `last` and the settlement
SUIT_ORDER = ("T", "S", "H", "C", "D", "J")


def burials(hand, k: int) -> int:
    """How many different sets of k cards the hand can bury (copies of a card are alike)."""
    ways = [1] + [0] * k
    for n in hand.values():
        new = [0] * (k + 1)
        for have in range(k + 1):
            if ways[have]:
                for take in range(min(n, k - have) + 1):
                    new[have + take] += ways[have]
        ways = new
    return ways[k]


def winning_seat(trick, order, rules) -> int:
    """Who would win the trick if it ended now (the engine's resolve on a copy)."""
    t = trick.copy()
    resolve(t, order, rules)
    return t.winner


class Presenter(TablePresenter):
    """The trick-taking family's presenter."""

    # ------------------------------------------------------------ bots
    def bot_turn(self, seat: int, kind: str | None = None) -> None:
        m = self.m
        try:
            a, why = m.bot_action()
        except Exception as e:  # a failing bot must not end the game: it plays the first legal action
            fallback = m.game.legal_actions()[0]
            self.say(self.t("play.bot-error", seat=Seat(seat), action="?", reason=clean(repr(e), 200),
                            fallback=self.action_text(fallback, private=True)))
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
                    self.refused(v)
                    continue
                if not self.confirmed(cmd.action):
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
        """A completion: one notation, the same inserted as shown (♠A♠A; jokers BJ / 大王 by language)."""
        if isinstance(a, Bid):
            return Choice(str(a.amount), str(a.amount), self.label(a))
        if isinstance(a, Pass):
            return Choice(self.word("pass"), self.word("pass"), self.label(a))
        if isinstance(a, ChooseTrump):
            name = self.term("suit." + a.suit)
            return Choice(name, name, self.label(a))
        if isinstance(a, Show):
            if not a.cards:
                return Choice(self.word("none"), self.word("none"), self.label(a))
            return Choice(self.cards_text(a.cards), self.cards_text(a.cards), self.label(a))
        if isinstance(a, Call):
            return Choice(self.cards_text([a.card]), self.cards_text([a.card]), self.label(a))
        return Choice(self.cards_text(a.cards), self.cards_text(a.cards), self.label(a))

    def strength(self, a: Action) -> tuple:
        """Single patterns before throws, fewer cards first, then strongest first (the trump order)."""
        o = self.m.game.order
        cs = getattr(a, "cards", None)
        if not cs or o is None or not isinstance(a, Play):
            return (0, 0, 0)
        throw = one_suit(cs, o) is not None and len(decompose(cs, o)) > 1
        return (throw, len(cs), -max(o.info[c].key for c in cs))

    def sorted_legal(self) -> list[Action]:
        """The legal actions of the moment, strongest first, one per notation."""
        seen, out = set(), []
        for a in sorted(self.m.game.legal_actions(), key=self.strength):
            text = self.choice(a).text
            if text not in seen:
                seen.add(text)
                out.append(a)
        return out

    def choices(self, seat: int) -> list[Choice]:
        out = [self.choice(a) for a in self.sorted_legal()]
        out += [Choice(self.word(c) + (" " if c == "why" else ""), self.word(c), self.term("play.cmd." + c))
                for c in COMMANDS]
        return out

    def hint(self, seat: int) -> None:
        g = self.m.game
        if g.phase == "bury":
            return self.bury_hint(seat)
        legal = self.sorted_legal()
        shown = [self.hint_item(self.choice(a).display, self.label(a)) for a in legal[:HINT_SHOWN]]
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
            self.line(self.t("play.hint.suggest", action=self.choice(a).display,
                                  reason=clean(self.plain(reason_text(why, self.lang, self.names)), 300)))

    def bury_hint(self, seat: int) -> None:
        """How many burials there are (or "many"), and a few good ones with the suggestion first."""
        g = self.m.game
        n = burials(g.hands[seat], self.m.rs.bottom_size)
        count = str(n) if n <= 10**6 else self.term("play.many")
        try:
            s = self.m.suggest()
        except Exception:  # a failing bot must not end the game
            s = None
        good = []
        if s is not None and s[0] is not None and self.m.check(s[0]).ok:
            good.append(s[0])
        for a in g.legal_actions():
            if len(good) >= 3:
                break
            if a not in good:
                good.append(a)
        self.view.line(self.t("play.hint.bury", count=count, plays=" · ".join(self.cards_text(a.cards) for a in good)))
        if s is None:
            self.view.line(self.t("play.hint.no-bot"))
        elif good and good[0] is s[0]:
            self.line(self.t("play.hint.suggest", action=self.cards_text(s[0].cards),
                                  reason=clean(self.plain(reason_text(s[1], self.lang, self.names)), 300)))

    def last_trick(self, why: bool = True, causes: bool = True) -> str:
        """The last trick: its plays, who won it and why (not on the table, where the why was told), and
        what cost something in it (a failed throw, rotten fives)."""
        done = [t for t in self.m.game.tricks if t.complete]
        if not done:
            return self.t("play.no-last")
        t = done[-1]
        plays = " · ".join(f"{seat_label(s)} {self.cards_text(cs)}" for s, cs in t.plays)
        out = self.t("play.last", n=t.number, plays=plays, seat=Seat(t.winner), points=t.points,
                     why=self.render_msg(t.why) if t.why and why else "")
        told = [self.ev(e) for e in t.events if e.id in CAUSES] if causes else []
        return " ".join([out.rstrip()] + told)

    def causes(self) -> list[str]:
        """What cost something during the hand: failed throws and rotten fives, trick by trick."""
        out = []
        for t in self.m.game.tricks:
            for e in t.events:
                if e.id in CAUSES:
                    out.append("  " + self.t("play.trick-n", n=t.number) + self.colon + self.ev(e))
        return out

    # ------------------------------------------------------------ the table
    def facts(self) -> list[str]:
        """The public facts of the hand: dealer or auction, shown cards, level, trump, called card, friend."""
        m, g = self.m, self.m.game
        facts = []
        if g.dealer is not None:
            facts.append(self.t("play.dealer", seat=Seat(g.dealer)))
        elif m.rs.contract == "bid":
            facts.append(self.t("play.standing-bid", bid=g.bid, seat=Seat(g.bidder)) if g.bid is not None
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
                facts.append(self.t("play.level", level=m.deal.levels[g.dealer]))
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
        g = self.m.game
        if not (g.phase == "play" or g.over):
            return None
        pts = {"dealer": 0, "defenders": 0}
        for t in g.tricks:
            if t.complete:
                pts[g.side_of(t.winner)] += t.points
        return self.t("play.points", dealer=pts["dealer"], defenders=pts["defenders"])

    def seat_bits(self, i: int, viewer: int | None = None, short: bool = False) -> list[str]:
        m, g = self.m, self.m.game
        bits = [self.t("play.seat-line", seat=Seat(i), n=sum(g.hands[i].values()))]
        if m.is_bot(i):
            bits.append(self.t("play.bot-mark"))
        if m.own_levels:
            bits.append(self.t("play.own-level", level=m.deal.levels[i]))
        else:
            bits.append(self.score_text(m.scores[i], short))
        return bits

    def public_lines(self, viewer: int | None = None) -> list[str]:
        m, g = self.m, self.m.game
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
        g = self.m.game
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
        g = self.m.game
        out = []
        done = [t for t in g.tricks if t.complete]
        if done:
            out.append(self.last_trick())
        cur = g.current
        if cur is not None:
            if cur.plays:
                plays = " · ".join(f"{seat_label(s)} {fmt(cs, 'glyph')}" for s, cs in cur.plays)
                out.append(self.t("play.trick", n=cur.number) + ("" if self.lang == "zh" else " ") + plays)
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
        m = self.m
        if res.get("redeal"):  # the hand has not ended, it is dealt again
            return [self.t("play.redeal", hand=m.hand_no)]
        out = [self.t("play.hand-over", hand=m.hand_no)]
        out += self.causes()
        if m.game.result:
            out += [self.ev(e) for e in m.game.result.events]
        pts = res.get("points", {})
        out.append(self.t("play.result.points", dealer=pts.get("dealer_side", 0), defenders=pts.get("defenders", 0),
                          bottom=res.get("bottom_points", 0)))
        if "game_points" in res:
            for i in range(m.n):
                delta = int(res["game_points"].get(seat_label(i), 0))
                if m.rs.titles:
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

