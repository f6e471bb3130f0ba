"""The state machine of one hand of a climbing variant (duxiao, xuan).

The faces are those of `TrickGame`: `check(action) -> Verdict` (the first
failing rule in the order phase, turn, not-in-hand, then the action's own
rules), `can(action)`, `apply(action) -> list[Event]` (raises IllegalAction),
`legal_actions(limit)`, `copy()`, and the properties `over`, `to_act`,
`phase`, `history`, `hands`, `result`, plus `tricks_json()` (the rounds of
play, see `rounds.py`).

Phases: "declare" (duxiao: the four declarations; xuan: the declaration
moments, see `declare_xuan`), "play", "done".

The engine performs what nobody decides: the end of a deal with eight equal
cards (duxiao), choosing the dealer and the leader, closing a round when
all others have passed and handing the lead on when its winner is out
(R-43), deciding a contract the moment it is made or broken (duxiao R-42:
a 天外天 play that another player could beat), and settling.  With the option
`stop_when_decided` (default) the hand ends as soon as its outcome is
decided; otherwise play goes on until three players are out.
"""
from __future__ import annotations

from collections import Counter

from ..actions import Action, Declare, Pass, Play, XuanCall
from ..cards import Card
from ..deal import Deal
from ..faces import known, take
from ..kinds import Phase
from ..messages import Msg, Seat, msg, term
from ..variants import RuleSet
from ..verdict import LEGAL, Event, Verdict, illegal
from . import declare_duxiao, declare_xuan, settle
from .legal import legal_actions
from .patterns import Pattern, beat_verdict, beating, classify
from .rounds import Round
from .state import HEART_8, ClimbState


class ClimbGame(ClimbState):
    def __init__(self, rules: RuleSet, deal: Deal):
        super().__init__(rules, deal)
        if self.xuan:
            self.to_act = self.heart8_holder()
        else:
            self.to_act = declare_duxiao.special_holder(self)
            self._eight_of_a_kind()

    # ------------------------------------------------------------------ faces
    def _check(self, a: Action) -> Verdict:
        if isinstance(a, Declare) and not self.xuan:
            return self._check_declare(a)
        if isinstance(a, XuanCall) and self.xuan:
            return self._check_call(a)
        if isinstance(a, Play):
            return self._check_play(a)
        if isinstance(a, Pass):
            return self._check_pass(a)
        return self._phase_fail(a)

    def _perform(self, a: Action) -> list[Event]:
        if isinstance(a, Declare):
            return declare_duxiao.apply(self, a)
        if isinstance(a, XuanCall):
            ev = declare_xuan.apply(self, a)
            return ev + self.finish() if a.kind == "surrender" else ev
        if isinstance(a, Play):
            return self._do_play(a)
        if isinstance(a, Pass):
            return self._do_pass(a)
        raise TypeError(f"not an action of a climbing game: {a!r}")  # check refused it first

    def legal_actions(self, limit: int = 200) -> list[Action]:
        """Structurally distinct legal actions (every one passes check); see `legal`."""
        return legal_actions(self, limit)

    # ------------------------------------------------------------- helpers
    def _playing(self, a: Action) -> Verdict | None:
        """Play and pass belong to play (xuan: the heart-8 holder's first lead closes the declarations)."""
        if self.phase == "play" or (self.xuan and self.phase == "declare"):
            return None
        return self._phase_fail(a)

    # --------------------------------------------------------- declarations
    def _check_declare(self, a: Declare) -> Verdict:
        if self.phase != "declare":
            return self._phase_fail(a)
        return self._turn(a) or declare_duxiao.check(self, a)

    def _check_call(self, a: XuanCall) -> Verdict:
        if self.phase != "declare":
            return illegal("phase", msg("phase.xuan-call", verb=term("xuan." + a.kind),
                                        phase=term("phase." + self.phase)))
        return declare_xuan.check(self, a)

    def _eight_of_a_kind(self) -> None:
        """Seed 003: eight equal cards dealt end the deal at once as a won 天独 (each such player)."""
        for seat, h in enumerate(self.deal.hands):
            by = Counter(self.order.level(c) for c in h)
            for lv, k in by.items():
                if k >= 8:
                    cs = self.order.sort(c for c in h if self.order.level(c) == lv)
                    self.eight.append(seat)
                    self.eight_events.append(Event("eight-of-a-kind", msg("eight-of-a-kind", seat=Seat(seat),
                                                                          cards=cs), seat))
        if self.eight:
            self.finish()

    # ------------------------------------------------------------------ play
    def _check_play(self, a: Play) -> Verdict:
        v = self._playing(a) or self._turn(a) or self._in_hand(a.seat, a.cards)
        if v:
            return v
        cs = self.order.sort(a.cards)
        r = self.current
        if self.xuan and self.phase == "declare" and HEART_8 not in cs:  # the hand's first lead
            return illegal("first-lead", msg("first-lead", cards=cs, seat=Seat(a.seat)))
        pat = classify(cs, self.order)
        if not isinstance(pat, Pattern):
            return illegal("climb-pattern", pat)
        if r is None or r.standing is None:
            return LEGAL
        return beat_verdict(cs, pat, r.standing, r.standing_cards, self.order)

    def _check_pass(self, a: Pass) -> Verdict:
        v = self._playing(a) or self._turn(a)
        if v:
            return v
        r = self.current
        if r is None or r.standing is None:
            if self.xuan and self.phase == "declare":
                return illegal("first-lead", msg("first-lead.pass", seat=Seat(a.seat)))
            return illegal("climb-pattern", msg("climb-pattern.lead-pass", seat=Seat(a.seat)))
        return LEGAL

    def _do_play(self, a: Play) -> list[Event]:
        if self.phase == "declare":  # xuan: the first lead closes every declaration moment
            self.start_play(a.seat)
        r = self.known_round
        cs = tuple(self.order.sort(a.cards))
        pat = classify(cs, self.order)
        assert isinstance(pat, Pattern)
        take(self.hands[a.seat], cs)
        r.seq.append((a.seat, cs))
        r.standing, r.standing_cards, r.standing_seat = pat, cs, a.seat
        r.passes_since = set()
        ev: list[Event] = []
        if not self.xuan and self.contract is not None:
            ev += self._judge_contract(a.seat, cs, pat)
        if not self.hands[a.seat]:
            self.out.append(a.seat)
            place = len(self.out)
            key = "out.gong" if self.xuan and place == 1 else "out"
            e = Event("out", msg(key, seat=Seat(a.seat), place=place), a.seat)
            r.events.append(e)
            ev.append(e)
            if not self.xuan and self.contract is not None:
                ev += self._judge_out(a.seat)
        if self._ended():
            r.winner = r.standing_by
            return ev + self.finish()
        return ev + self._advance(r, a.seat)

    def _do_pass(self, a: Pass) -> list[Event]:
        r = self.known_round
        r.seq.append((a.seat, None))
        r.passes_since.add(a.seat)
        r.passed.add(a.seat)
        return self._advance(r, a.seat)

    def _responders(self, r: Round) -> set[int]:
        done = r.passed if self.rules.opt("pass_final") else r.passes_since
        return {s for s in range(self.n) if self.active(s) and s != r.standing_seat and s not in done}

    def _advance(self, r: Round, frm: int) -> list[Event]:
        left = self._responders(r)
        for k in range(1, self.n):
            s = (frm + k) % self.n
            if s in left:
                self.to_act = s
                return []
        return self._close_round(r)

    def _close_round(self, r: Round) -> list[Event]:
        """All others passed: the standing play wins the round; its player leads, or if
        out, the next player in seat order who still has cards (R-43)."""
        w = r.standing_by
        r.winner = w
        ev = [Event("round", msg("climb.round-won", seat=Seat(w), cards=list(r.standing_cards)), w)]
        leader = w
        if not self.active(w):
            leader = next(s for s in ((w + k) % self.n for k in range(1, self.n)) if self.active(s))
            ev.append(Event("lead-passes", msg("climb.lead-passes", seat=Seat(leader), out=Seat(w)), leader))
        self.rounds.append(Round(len(self.rounds) + 1, leader))
        self.to_act = leader
        return ev

    # ----------------------------------------------------- duxiao contracts
    def _decide(self, made: bool, why: Msg) -> list[Event]:
        if self.contract_made is not None:
            return []
        self.contract_made, self.contract_why = made, why
        if self.rules.opt("stop_when_decided"):
            return []  # reported by the settlement, which follows at once
        return [Event("contract-made" if made else "contract-failed", why, self.dealer)]

    def _judge_contract(self, seat: int, cs: tuple[Card, ...], pat: Pattern) -> list[Event]:
        d, kind = self.known_dealer, self.contract
        if seat != d:
            if kind == "tiandu":  # S003-49: another player played a card first
                return self._decide(False, msg("contract-failed.tiandu", seat=Seat(d), other=Seat(seat),
                                               cards=list(cs)))
            return []
        if kind == "tianwaitian":  # no play of the dealer may be beatable
            for k in range(1, self.n):
                o = (d + k) % self.n
                beat = next(iter(beating(self.hands[o], pat, self.order)), None)
                if beat is not None:
                    return self._decide(False, msg("contract-failed.tianwaitian", seat=Seat(d), other=Seat(o),
                                                   cards=list(cs), beat=list(beat)))
        return []

    def _judge_out(self, seat: int) -> list[Event]:
        d, kind = self.known_dealer, known(self.contract, "the contract")
        if seat == d:
            return self._decide(True, msg("contract-made." + kind, seat=Seat(d)))
        if kind == "du":
            return self._decide(False, msg("contract-failed.du", seat=Seat(d), other=Seat(seat)))
        return []

    def _ended(self) -> bool:
        if len(self.out) >= self.n - 1:
            return True
        stop = self.rules.opt("stop_when_decided")
        if self.xuan:
            return stop and settle.xuan_outcome(self) is not None
        return stop and self.contract_made is not None

    def finish(self) -> list[Event]:
        self.phase, self.to_act = Phase.DONE, None
        self.result = settle.settle_xuan(self) if self.xuan else settle.settle_duxiao(self)
        return list(self.result.events)
