"""The trick-taking family's input line: what a player may type at a turn (commands.parse_line), the
legal actions as completions (strongest first, labelled by pattern), and the hint (the legal plays,
the bot's suggestion; at the burial how many ways there are and a few good ones)."""
from __future__ import annotations

from ..rules.actions import Action, Bid, Bury, Call, ChooseTrump, Pass, Play, Show, action_cards
from ..rules.trick.game import TrickGame
from ..rules.trick.patterns import decompose, one_suit, pattern_name
from ..textsafe import clean
from .base import TablePresenter
from .commands import COMMANDS, parse_line
from .session import reason_text
from .view import Choice

HINT_SHOWN = 12


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


class TrickInput(TablePresenter):
    """The input line of a trick-taking turn, its completions and the hint."""

    @property
    def game(self) -> TrickGame:
        """The hand on the table: a trick-taking one (presenters.py gives a climbing hand another presenter)."""
        g = self.m.hand_game
        if not isinstance(g, TrickGame):
            raise TypeError(f"a {self.m.variant} hand at the trick-taking table")
        return g

    def parse(self, line: str, seat: int, asked: str | None = None):
        """The input line of a turn (commands.parse_line for the trick variants)."""
        return parse_line(line, self.game.phase, seat)

    def label(self, a: Action) -> str:
        """The pattern of a play (pair, tractor, throw…), or the kind of action."""
        g = self.game
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
        text = self.cards_text(action_cards(a))  # a burial or a play
        return Choice(text, text, self.label(a))

    def strength(self, a: Action) -> tuple:
        """Single patterns before throws, fewer cards first, then strongest first (the trump order)."""
        o = self.game.order
        cs = getattr(a, "cards", None)
        if not cs or o is None or not isinstance(a, Play):
            return (0, 0, 0)
        throw = one_suit(cs, o) is not None and len(decompose(cs, o)) > 1
        return (throw, len(cs), -max(o.info[c].key for c in cs))

    def sorted_legal(self) -> list[Action]:
        """The legal actions of the moment, strongest first, one per notation."""
        seen, out = set(), []
        for a in sorted(self.game.legal_actions(), key=self.strength):
            text = self.choice(a).text
            if text not in seen:
                seen.add(text)
                out.append(a)
        return out

    def choices(self, seat: int, asked: str | None = None) -> list[Choice]:
        out = [self.choice(a) for a in self.sorted_legal()]
        out += [Choice(self.word(c) + (" " if c == "why" else ""), self.word(c), self.term("play.cmd." + c))
                for c in COMMANDS]
        return out

    def hint(self, seat: int, asked: str | None = None) -> None:
        g = self.game
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
        if a is not None and self.m.check(a).ok:
            self.line(self.t("play.hint.suggest", action=self.choice(a).display,
                                  reason=clean(self.plain(reason_text(why, self.lang, self.names)), 300)))

    def bury_hint(self, seat: int) -> None:
        """How many burials there are (or "many"), and a few good ones with the suggestion first."""
        g = self.game
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
        plays = " · ".join(self.cards_text(action_cards(a)) for a in good)
        self.view.line(self.t("play.hint.bury", count=count, plays=plays))
        if s is None:
            self.view.line(self.t("play.hint.no-bot"))
        elif good and good[0] is s[0]:
            self.line(self.t("play.hint.suggest", action=self.cards_text(action_cards(good[0])),
                                  reason=clean(self.plain(reason_text(s[1], self.lang, self.names)), 300)))
