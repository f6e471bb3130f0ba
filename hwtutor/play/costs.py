"""What a legal move costs, told before it is made (pure: reads the game, changes nothing).

Only what the player may know is used: their own hand, the cards played so
far, the burial when they buried it themselves; never another seat's hand.

- Taihu: a heart 5 that becomes rotten (R-33: played to a trick not led in
  trump, buried, or led when nothing else was left, R-32): 50 points to the
  side that takes it, and `rotten_penalty` levels for its player at the end.
- Taihu: calling a card you hold (R-35, solo): you play alone, one against all.
- A throw that someone may beat, judged from the unseen cards only (R-10,
  R-11): a failed throw plays only its weakest beaten part, and costs a
  penalty (Taihu: `throw_penalty_levels` levels per card thrown, R-12).
"""
from __future__ import annotations

from collections import Counter

from ..rules.actions import Action, Bury, Call, Play
from ..rules.cards import H5
from ..rules.messages import Msg, msg
from ..rules.trick.patterns import decompose, one_suit, signature
from ..rules.trick.throws import throw_blocks, weakest


def unseen(g, seat: int) -> Counter:
    """The cards `seat` cannot see: every card dealt, less its hand, the cards played, its own burial."""
    out: Counter = Counter()
    for h in g.deal.hands:
        out.update(h)
    out.update(g.deal.bottom)
    out.subtract(g.hands[seat])
    for t in g.tricks:
        for _, cs in t.plays:
            out.subtract(cs)
    if g.dealer == seat and g.phase in ("call", "play", "done"):
        out.subtract(g.bottom)
    return +out


def costs(g, a: Action) -> list[Msg]:
    """The costs of a legal action `a` of the trick-taking family (empty when it costs nothing special)."""
    if g.rules.family != "trick":
        return []
    rotten = g.rules.rotten_red5
    out: list[Msg] = []
    if rotten and isinstance(a, Bury):
        n = sum(1 for c in a.cards if c is H5)
        if n:
            out.append(msg("cost.rotten-bury", n=n, levels=n * g.rules.opt("rotten_penalty")))
    if g.rules.friend_call and isinstance(a, Call):
        held = g.dealer_held if g.rules.opt("solo_counts_bottom") else g.hands[a.seat]
        if held.get(a.card, 0) > 0:
            out.append(msg("cost.solo", card=a.card))
    if isinstance(a, Play) and g.phase == "play" and g.current is not None:
        trick = g.current
        lead = not trick.plays
        n5 = sum(1 for c in a.cards if c is H5)
        if rotten and n5 and (g.rules.opt("forced_red5_rotten") if lead else trick.led_suit != "T"):
            out.append(msg("cost.rotten", n=n5, levels=n5 * g.rules.opt("rotten_penalty"),
                           points=g.rules.opt("rotten_points")))
        if lead:
            risk = throw_risk(g, a)
            if risk is not None:
                out.append(risk)
    return out


def throw_risk(g, a: Play) -> Msg | None:
    """A throw some other seat may beat, as far as the thrower can know (any unseen card may be anywhere)."""
    o = g.order
    comps = decompose(a.cards, o)
    suit = one_suit(a.cards, o)
    if len(comps) < 2 or suit is None:
        return None
    pool = unseen(g, a.seat)
    hands = [pool if s != a.seat else Counter() for s in range(g.n)]
    blocks = throw_blocks(comps, suit, a.seat, hands, o)
    if not blocks:
        return None
    weak = weakest(blocks).component.cards  # the part the engine would play, were it beaten
    if "throw_penalty_levels" in g.rules.options:  # Taihu: a failed throw costs levels (seed 004 §8)
        return msg("cost.throw-levels", part=list(weak), levels=len(a.cards) * g.rules.opt("throw_penalty_levels"))
    return msg("cost.throw", part=list(weak))


def powerless(g, a: Action) -> Msg | None:
    """A legal follow that cannot win the trick, said before it is played as the trick says it after
    (R-8: not in the lead's pattern; R-9: no ruff; S004-51: a princess on a side lead is a discard).
    Only `why` tells it: a discard is no cost and is never asked about."""
    if g.rules.family != "trick" or not isinstance(a, Play) or g.phase != "play":
        return None
    trick = g.current
    if trick is None or not trick.plays:
        return None
    o, cs = g.order, list(a.cards)
    led, lead = trick.led_suit, [c for comp in trick.lead for c in comp.cards]
    suit = o.info[cs[0]].esuit if len(cs) == 1 else one_suit(cs, o)
    in_pattern = len(lead) == 1 or signature(decompose(cs, o)) == signature(trick.lead)
    if suit == led:
        return None if in_pattern else msg("play.why.shape", cards=cs, lead=lead)
    if suit == "T":
        if g.rules.princesses and any(o.info[c].princess for c in cs):
            return msg("play.why.princess", cards=cs)
        return None if in_pattern else msg("play.why.ruff-shape", cards=cs, lead=lead)
    return msg("play.why.discard", cards=cs)
