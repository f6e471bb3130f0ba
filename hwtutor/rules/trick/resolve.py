"""Who wins a trick and why (R-2, R-8, R-9; Taihu princesses and ruff formation)."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..cards import H5, Card, fmt
from ..messages import Msg, Seat, suit_term, term
from ..messages import msg_fresh as msg
from ..seats import seat_code
from ..variants import RuleSet
from ..verdict import Event
from .order import TrumpOrder
from .patterns import Component, decompose, one_suit, signature
from .throws import Block


@dataclass
class Trick:
    number: int
    leader: int
    lead: list[Component] = field(default_factory=list)  # the lead actually standing (after R-11)
    led_suit: str = ""
    plays: list[tuple[int, tuple[Card, ...]]] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)
    attempted: tuple[Card, ...] = ()  # a failed throw's attempt
    winner: int | None = None
    why: Msg | None = None
    points: int = 0
    block: Block | None = None  # what made the throw fail: its weakest beaten part, who beat it, with what

    @property
    def complete(self) -> bool:
        return self.winner is not None

    @property
    def taker(self) -> int:
        """The winner of a complete trick (scoring reads only complete tricks)."""
        if self.winner is None:
            raise RuntimeError(f"trick {self.number} is not complete")
        return self.winner

    @property
    def taken_why(self) -> Msg:
        """Why the winner took a complete trick."""
        if self.why is None:
            raise RuntimeError(f"trick {self.number} is not complete")
        return self.why

    def cards(self) -> list[Card]:
        return [c for _, cs in self.plays for c in cs]

    def copy(self) -> Trick:
        t = Trick(self.number, self.leader, list(self.lead), self.led_suit, list(self.plays),
                  list(self.events), self.attempted, self.winner, self.why, self.points, self.block)
        return t


def resolve(trick: Trick, order: TrumpOrder, rules: RuleSet, explain: bool = True) -> None:
    """Fill in the winner, the reason, the points and the play events (with explain=False
    only the winner and the points: a bot asking who would win a trick reads nothing else)."""
    info = order.info
    princesses = rules.princesses  # seed 004: no power on a side-suit lead
    led = trick.led_suit
    leader, lead_cards = trick.plays[0]
    # every play has the lead's count, so against a single card any one card has its pattern
    lead_sig = signature(trick.lead) if len(lead_cards) > 1 else None
    best_seat, best_how = leader, "lead"
    best_top = info[lead_cards[0]].key if len(lead_cards) == 1 else max([info[c].key for c in lead_cards])
    tie_with: int | None = None
    ruffs = 0  # plays that ruff: the reason says "the only" when one did
    for seat, cs in trick.plays[1:]:
        suit = info[cs[0]].esuit if len(cs) == 1 else one_suit(cs, order)
        contender = False
        how = ""
        if suit == led:  # the pattern matters only for a play of the led suit or a ruff
            contender, how = lead_sig is None or signature(decompose(cs, order)) == lead_sig, "higher"
        elif suit == "T" and led != "T":
            has_princess = any(info[c].princess for c in cs)
            if princesses and has_princess:
                if not explain:
                    continue
                trick.events.append(Event("princess-no-power",
                                          msg("princess-no-power", seat=Seat(seat), cards=list(cs)), seat))
                trick.events.append(Event("discard", msg("discard.princess", seat=Seat(seat), cards=list(cs)), seat))
            elif lead_sig is None or signature(decompose(cs, order)) == lead_sig:
                contender, how = True, "ruff"
                ruffs += 1
                if explain:
                    trick.events.append(Event("ruff", msg("ruff.natural" if princesses else "ruff", seat=Seat(seat),
                                                          cards=list(cs), suit=suit_term(led)), seat))
            elif explain:
                trick.events.append(Event("ruff-shape", msg("ruff-shape", seat=Seat(seat), cards=list(cs),
                                                            lead=list(lead_cards)), seat))
                trick.events.append(Event("discard", msg("discard.shape", seat=Seat(seat), cards=list(cs)), seat))
        elif explain:
            if princesses and led != "T" and any(info[c].princess for c in cs):
                trick.events.append(Event("princess-no-power",
                                          msg("princess-no-power", seat=Seat(seat), cards=list(cs)), seat))
            short = any(info[c].esuit == led for c in cs)  # played what it had of the suit, then others
            trick.events.append(Event("discard", msg("discard.short" if short else "discard", seat=Seat(seat),
                                                     cards=list(cs), suit=suit_term(led)), seat))
        if contender:
            top = info[cs[0]].key if len(cs) == 1 else max([info[c].key for c in cs])
            if top > best_top:
                best_seat, best_top, best_how, tie_with = seat, top, how, None
            elif top == best_top and tie_with is None:
                tie_with = seat
    trick.winner = best_seat
    trick.points = sum([c.points for _, cs in trick.plays for c in cs])
    if not explain:
        return
    win_cards = dict(trick.plays)[best_seat]
    pattern = term(trick.lead[0].kind if len(trick.lead) == 1 else "throw")
    single = len(lead_cards) == 1
    if best_how == "lead":
        key = "trick.lead" if led != "T" else "trick.lead.trump-single" if single else "trick.lead.trump"
        if len(trick.lead) > 1:  # a throw that stood: no part of it could be beaten
            key = "trick.lead.throw" if led != "T" else "trick.lead.throw-trump"
        key = "trick.tie" if tie_with is not None else key
        trick.why = msg(key, seat=Seat(best_seat), cards=list(win_cards), pattern=pattern,
                        other=Seat(tie_with) if tie_with is not None else "")
    elif best_how == "ruff":
        # among the plays in the lead's pattern the highest card wins (in Taihu only natural trumps ruff,
        # S004-66), which is not the highest trump of the trick when a princess or a misshaped ruff was played
        key = "trick.ruff.natural" if princesses else "trick.ruff"
        if ruffs == 1:
            key += ".only-single" if single else ".only"
        trick.why = msg(key, seat=Seat(best_seat), cards=list(win_cards), pattern=pattern)
    else:
        higher = "trick.higher"
        if led == "T":  # trumps are one suit: say "trump", not "the led suit"
            higher = "trick.higher.trump-single" if len(lead_cards) == 1 else "trick.higher.trump"
        trick.why = msg("trick.tie" if tie_with is not None else higher, seat=Seat(best_seat),
                        cards=list(win_cards), pattern=pattern,
                        other=Seat(tie_with) if tie_with is not None else "")
    if rules.rotten_red5 and led != "T":
        for seat, cs in trick.plays:
            if H5 in cs:
                for _ in range(cs.count(H5)):
                    trick.events.append(Event("red5-rotten", msg("red5-rotten.side", seat=Seat(seat)), seat))



def trick_json(t: Trick, seats: tuple[str, ...] | None = None) -> dict[str, Any]:
    """The trick as `hwtutor check --json` reports it. `seats` ("p1", "p2", ...) spares a
    caller writing every trick of a hand (tricks_json) the formatting of each seat again."""
    won = t.winner is not None
    if seats is None:
        seats = tuple(seat_code(i) for i in range(1 + max([t.leader, t.winner or 0] + [s for s, _ in t.plays])))
    out = {"number": t.number, "leader": seats[t.leader],
           "plays": {seats[s]: cs[0].code if len(cs) == 1 else " ".join([c.code for c in cs]) for s, cs in t.plays},
           "winner": seats[t.winner] if t.winner is not None else None,
           "points": t.points if won else sum([c.points for _, cs in t.plays for c in cs]),
           "events": list(dict.fromkeys([e.id for e in t.events])) if t.events else []}
    if t.attempted:
        out["attempted"] = fmt(t.attempted)
    return out
