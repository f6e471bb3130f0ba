"""The match: several hands of one variant at one table (pure model, no I/O).

A `Match` holds the seats (names, which are bots), the current hand (its deal, its game and the record
lines of its actions) and what carries over from hand to hand:
- Taihu: each player's level (the levels after the hand, `result["levels"]`) and who opens the next
  showing (this hand's dealer; the same seat again after a redeal, R-30); a player at A whose side wins
  ends the match.
- Zhejiang / Jiande: cumulative game points (`result["game_points"]` added up). Each hand's first bidder
  is drawn at random from the match seed (S000-16).
- Duxiao / Xuan: cumulative game points. Xuan's declaration moments are asked as questions (`question`,
  `decline`): silence is not an action, so the declined questions since the last action are kept in
  `declined`.

Everything random is derived from the match seed, the hand number and the number of actions so far, so
a saved match resumes exactly: the same deals, and bots choose the same actions.

Undo takes back the last action(s) of one seat: the hand is rebuilt from its deal and the history
without them. It is allowed only while no other human seat has acted since (bots' actions in between
are taken back too).
"""
from __future__ import annotations

import random
import uuid
from collections.abc import Callable
from typing import Any

from ..replay.record import ActionLine
from ..rules.actions import Action, Declare, XuanCall
from ..rules.climb.game import ClimbGame
from ..rules.deal import Deal, random_deal
from ..rules.faces import known
from ..rules.game import Game, new_game
from ..rules.messages import Msg, render, term
from ..rules.seats import bot_name, parse_seat, seat_code
from ..rules.variants import VARIANTS, RuleSet
from ..rules.verdict import Event, Verdict
from .carried import HandDone, Kept

SUPPORTED = tuple(VARIANTS)  # every rule set has bots (its calibration is part of it)

# A bot: choose(game, rng) -> (action, reason) with reason a Msg (or plain text); a climbing bot
# also takes the seat, choose(game, rng, seat), and may answer (None, reason): silent (xuan declarations).
Chooser = Callable[..., tuple[Action | None, Any]]


class PlayError(ValueError):
    """A refused request (unknown variant, bad seat list, nothing to undo…) with its message."""

    def __init__(self, key: str, **params: Any):
        from ..rules.messages import msg
        self.msg = msg(key, **params)
        super().__init__(render(self.msg, "en"))

    def message(self, lang: str = "en", names=None) -> str:
        from ..textsafe import clean
        return clean(render(self.msg, lang, "glyph", names))  # it may quote what the player typed


SEEN = ("bottom", "friend", "partners")  # the hidden things Match.known() tracks, in its order


def bot_chooser(family: str = "trick") -> Chooser:
    """The project's bot of the family: hwtutor/bots/trick_bot.py or climb_bot.py."""
    try:
        if family == "climb":
            from ..bots.climb_bot import choose as climb_choose
            return climb_choose
        from ..bots.trick_bot import choose as trick_choose
        return trick_choose
    except ImportError:
        raise PlayError("play.no-bot") from None


def reason_text(reason: Any, lang: str, names=None) -> str:
    if isinstance(reason, Msg):
        return render(reason, lang, "glyph", names)
    return "" if reason is None else str(reason)


seat_label = seat_code  # the floor's older name


def parse_seats(text: str | None, n: int) -> set[int]:
    """'p2,p4' (or '2,4') -> {1, 3}."""
    out: set[int] = set()
    if not text:
        return out
    for part in text.replace(" ", "").split(","):
        if not part:
            continue
        seat = parse_seat(part, n, bare=True)
        if seat is None:
            raise PlayError("play.bad-seat", seat=part[:20], n=n)
        out.add(seat)
    return out


def default_names(n: int, bots: set[int]) -> list[str]:
    """The names of seats nobody named, as stored: a bot's "bot2" (shown Bot 2 / 机器人2: messages.seat_name),
    a person's seat code (shown as the seat alone)."""
    return [bot_name(i) if i in bots else seat_code(i) for i in range(n)]


class Match:
    def __init__(self, variant: str, names: list[str] | None = None, bots: set[int] | frozenset = frozenset(),
                 seed: int = 0, match_id: str | None = None, rules: dict | None = None,
                 chooser: Chooser | None = None, lang: str = "en", bot_levels: dict[int, str] | None = None):
        if variant not in SUPPORTED:
            raise PlayError("play.bad-variant", got=str(variant)[:40], choices=", ".join(SUPPORTED))
        self.variant = variant
        self.rules_overrides = dict(rules or {})
        self.rs: RuleSet = VARIANTS[variant].with_options(self.rules_overrides)
        n = self.rs.players
        self.bots = set(bots)
        # a bot seat's level (bots/search.py LEVELS), kept in the save; a seat not named: easy
        self.bot_levels: dict[int, str] = {s: lv for s, lv in (bot_levels or {}).items() if s in self.bots}
        if any(not 0 <= b < n for b in self.bots):
            raise PlayError("play.bad-seat", seat=",".join(seat_label(b) for b in sorted(self.bots)), n=n)
        names = list(names) if names else default_names(n, self.bots)
        if len(names) != n:
            raise PlayError("play.bad-players", n=len(names), need=n)
        if any(not nm.strip() for nm in names) or len({nm.strip() for nm in names}) != n:  # "A " is "A"
            raise PlayError("play.dup-players")
        self.names = [nm.strip() for nm in names]
        self.seed = seed
        self.id = match_id or uuid.uuid4().hex
        self.lang = lang
        self._chooser = chooser
        self.hand_no = 0
        self.scores = [0] * n            # cumulative game points, the current hand included once it is over
        self.start_scores = [0] * n      # cumulative game points at the start of the current hand
        self.levels = ("2",) * n if self.own_levels else ()
        self.first_to_show = 0           # Taihu: seat 1 opens the first showing
        self.done: list[HandDone] = []   # finished hands (the current one included once over)
        self.over = False                # the match is won (Taihu: a player at A whose side won)
        self.deal: Deal | None = None    # the current hand's deal and game (None before the first deal)
        self.game: Game | None = None
        self.kept: Kept | None = None     # what the user added to the save it was loaded from (save.py)
        self.lines: list[ActionLine] = []
        # xuan: the declarations (kind, seat) declined by silence since the last action (see `question`)
        self.declined: set[tuple[str, int]] = set()
        # undo stops at the last action that made hidden cards known (revealed_at lines are behind it),
        # unless every human seat has agreed that the game is practice (`practice` at the table, saved)
        self.revealed_at = 0
        self.revealed_what = ""  # what that action showed: bottom, friend or partners (SEEN)
        self.practice_votes: set[int] = set()

    # ------------------------------------------------------------ properties
    @property
    def own_levels(self) -> bool:
        """Each seat plays at its own level (Taihu, R-34), not for game points."""
        return self.rs.scoring == "levels"

    @property
    def family(self) -> str:
        return self.rs.family

    @property
    def xuan(self) -> bool:
        return self.rs.contract == "xuan"

    @property
    def n(self) -> int:
        return self.rs.players

    @property
    def humans(self) -> list[int]:
        return [i for i in range(self.n) if i not in self.bots]

    def is_bot(self, seat: int | None) -> bool:
        return seat is not None and seat in self.bots

    @property
    def chooser(self) -> Chooser:
        if self._chooser is None:
            self._chooser = bot_chooser(self.family)
        return self._chooser

    @property
    def hand_game(self) -> Game:
        """The current hand's game, for the code that runs once a hand is dealt."""
        if self.game is None:
            raise RuntimeError("no hand has been dealt yet")
        return self.game

    @property
    def hand_over(self) -> bool:
        return self.game is not None and self.game.over

    @property
    def result(self) -> dict | None:
        g = self.game
        return g.result.to_json() if g is not None and g.over and g.result else None

    # ------------------------------------------------------------ hands
    def deal_rng(self, hand_no: int) -> random.Random:
        return random.Random(f"hwtutor-deal:{self.seed}:{hand_no}")

    def bot_rng(self) -> random.Random:
        return random.Random(f"hwtutor-bot:{self.seed}:{self.hand_no}:{len(self.lines)}")

    def new_hand(self) -> None:
        """Deal the next hand (the first one, or after a finished hand)."""
        if self.game is not None and not self.game.over:
            raise PlayError("play.hand-running")
        if self.over:
            raise PlayError("play.match-over")
        self.hand_no += 1
        self.start_scores = list(self.scores)
        rng = self.deal_rng(self.hand_no)
        if self.own_levels:
            deal = random_deal(self.rs, rng, levels=tuple(self.levels), first=self.first_to_show)
        else:
            deal = random_deal(self.rs, rng)
        self.start(deal, [])

    def start(self, deal: Deal, lines: list[ActionLine]) -> None:
        """Stand at the deal and replay `lines` (all legal: IllegalAction otherwise)."""
        self.deal = deal
        self.game = g = new_game(self.rs, deal)
        self.lines = []
        self.declined = set()
        self.revealed_at = 0
        for line in lines:
            before = self.known()
            g.apply(line.action)
            self.lines.append(line)
            self.note_seen(before)
        if g.over:
            self._settle()

    def check(self, a: Action) -> Verdict:
        return self.hand_game.check(a)

    def apply(self, a: Action, comment: str = "") -> list[Event]:
        """Apply a legal action (IllegalAction otherwise); return the engine's events."""
        before = self.known()
        g = self.hand_game
        events = g.apply(a)
        self.lines.append(ActionLine(a, comment))
        self.note_seen(before)
        self.declined = set()
        if g.over:
            self._settle()
        return events

    # ------------------------------------------------------------ turns
    def turn(self) -> tuple[int, str | None]:
        """(seat to act, None), or in xuan's declarations (seat asked, declaration kind) for a question."""
        q = self.question()
        if q is not None:
            return q[1], q[0]
        return known(self.hand_game.to_act, "the seat to act"), None  # a hand running: someone acts

    def question(self) -> tuple[str, int, bool] | None:
        """Xuan: the next declaration to ask about, (kind, seat, may make it), or None (the heart-8 lead).

        The moments are asked in their order (declare_xuan.MOMENTS) from the earliest open one; a
        moment is asked only when some seat may make its declaration. Then every seat that may make
        it is asked in seat order from the heart-8 holder, and with two or more human players every
        human too (one who may not declare only presses Enter), so that a hand-over screen does
        not tell who may declare. Silence declines (`decline`); a declaration closes its moment."""
        g = self.game
        if not self.xuan or not isinstance(g, ClimbGame) or g.over or g.phase != "declare":
            return None
        from ..rules.actions import XuanCall
        from ..rules.climb.declare_xuan import MOMENTS
        h8 = g.heart8_holder()
        prio = [(h8 + k) % self.n for k in range(self.n)]
        everyone = set(self.humans) if len(self.humans) > 1 else set()
        for kind in MOMENTS[g.moment:]:
            may = {s for s in prio if g.can(XuanCall(s, kind))}
            if not may:
                continue
            for s in prio:
                if (s in may or s in everyone) and (kind, s) not in self.declined:
                    return kind, s, s in may
        return None

    def decline(self, kind: str, seat: int) -> None:
        """Silence: `seat` does not make declaration `kind` now (nothing is written in the record)."""
        self.declined.add((kind, seat))

    def bot_action(self, seat: int | None = None) -> tuple[Action | None, Any]:
        """The bot's choice for the seat to act, or the seat asked (not applied); the bot sees a copy."""
        if self.family == "climb":
            return self.chooser(self.hand_game.copy(), self.bot_rng(), seat)
        return self.chooser(self.hand_game.copy(), self.bot_rng())

    def suggest(self, seat: int | None = None) -> tuple[Action | None, Any] | None:
        """The suggestion for a human seat (hint): what the review's evaluation rates best from that seat's
        knowledge at the review's own budget (bots/review.suggest: the review of the hinted play never
        marks it), whatever level the bots play at; None when no bot is installed."""
        try:
            _ = self.chooser  # raises PlayError where there is none
        except PlayError:
            return None
        try:
            from ..bots.review import suggest
        except ImportError:
            return self.bot_action(seat)
        g = self.hand_game
        s = known(g.to_act, "the seat to act") if seat is None else seat
        return suggest(g.copy(), s, len(self.lines))

    def _settle(self) -> None:
        res = self.result or {}
        if any(d.hand == self.hand_no for d in self.done):
            return
        self.done.append(HandDone(self.hand_no, res))
        if "game_points" in res:
            for i in range(self.n):
                self.scores[i] = self.start_scores[i] + int(res["game_points"].get(seat_label(i), 0))
        if self.own_levels:
            if not res.get("redeal"):
                self.levels = tuple(res["levels"][seat_label(i)] for i in range(self.n))
                self.first_to_show = known(self.hand_game.dealer, "the dealer")  # a hand settled has one
            if "match-won" in res.get("events", []):
                self.over = True

    # ------------------------------------------------------------ undo
    def known(self) -> tuple:
        """What hidden cards the humans have been shown so far: the bottom in a human dealer's hand (trick
        games), the Taihu friend revealed, the xuan red fives made public. Undo does not go back past a
        change of it: what was seen cannot be unseen."""
        if isinstance(g := self.game, ClimbGame) or g is None:
            return False, False, g is not None and g.revealed
        bottom = bool(g.dealer_held) and g.dealer is not None and not self.is_bot(g.dealer)
        return bottom, g.friend is not None, False

    def note_seen(self, before: tuple) -> None:
        """After an action: if it showed hidden cards, undo stops behind it."""
        now = self.known()
        changed = [what for what, b, n in zip(SEEN, before, now) if n and not b]
        if changed:
            self.revealed_at, self.revealed_what = len(self.lines), changed[0]

    @property
    def practice(self) -> bool:
        """Every human seat has agreed that this game is practice: undo may go back past revealed cards."""
        return bool(self.humans) and set(self.humans) <= self.practice_votes

    def _last_own(self, seat: int) -> int | None:
        """Index of `seat`'s last action when no other human has acted since, else None."""
        if self.game is None or self.game.over:
            return None
        for k in range(len(self.lines) - 1, -1, -1):
            s = self.lines[k].action.seat
            if s == seat:
                return k
            if s not in self.bots:
                return None  # another human has acted since
        return None

    def undo_point(self, seat: int) -> int | None:
        """Index of `seat`'s last action if it may be taken back now, else None."""
        k = self._last_own(seat)
        if k is None or (k < self.revealed_at and not self.practice):
            return None
        return k

    def undo(self, seat: int) -> list[ActionLine]:
        """Take back `seat`'s last action and every (bot) action after it; return them. Refused past a
        moment that showed hidden cards (the bottom taken…) unless the game is practice."""
        k = self.undo_point(seat)
        if k is None:
            if self._last_own(seat) is not None:
                raise PlayError("play.undo-revealed", seat=seat_label(seat),
                                what=term("play.seen." + (self.revealed_what or "bottom")))
            raise PlayError("play.undo-none", seat=seat_label(seat))
        removed = self.lines[k:]
        self.start(known(self.deal, "the hand's deal"), self.lines[:k])
        return removed


def bot_hand(m: Match, lang: str | None = None) -> int:
    """Play the current hand to its end with the bot in every seat (no I/O); return the actions applied.

    Every choice is checked first: a bot that chooses an illegal action raises IllegalAction.
    """
    from ..rules.verdict import IllegalAction
    n = 0
    while not (g := m.hand_game).over:
        seat, kind = m.turn()
        a, why = m.bot_action(seat)
        if kind is not None:  # a xuan declaration question: declare it, or stay silent
            if not isinstance(a, (Declare, XuanCall)) or a.kind != kind or a.seat != seat:
                m.decline(kind, seat)
                continue
        elif m.xuan and g.phase == "declare" and (a is None or a.verb != "play"):
            a = next(x for x in g.legal_actions() if x.verb == "play")  # the questions are over: lead
        if a is None:  # only a xuan declaration may be answered with silence
            raise RuntimeError(f"the bot chose no action for {seat_label(seat)}")
        v = m.check(a)
        if not v.ok:
            raise IllegalAction(v)
        m.apply(a, reason_text(why, lang or m.lang))
        n += 1
    return n
