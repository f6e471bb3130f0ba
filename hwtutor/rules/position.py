"""Building positions from a few named cards (tests, lessons, drills).

`fill_deal` completes partial hands into a consistent deal; `start_play`
plays the auction or the showing, the trump choice, the burial (the bottom
as dealt) and the Taihu call, so the hand stands at the dealer's first lead
with exactly the hands given.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from typing import Any

from .actions import Action, Bid, Bury, Call, ChooseTrump, Pass, Show
from .cards import ALL_CARDS, Card
from .cards import cards as parse
from .deal import LEVEL_RANK, TAIHU_LEVELS, Deal, check_deal, full_deck
from .game import new_trick_game
from .trick.game import TrickGame
from .variants import RuleSet


def _cards(v: Sequence[Card] | str) -> list[Card]:
    return list(parse(v)) if isinstance(v, str) else list(v)


def fill_deal(rules: RuleSet, hands: Mapping[int, Sequence[Card] | str], bottom: Sequence[Card] | str | None = None,
              seed: int = 0, avoid: Mapping[int, Sequence[Card] | str] | None = None, **deal_fields: Any) -> Deal:
    """Complete the given (partial) hands and bottom with the rest of the deck.

    `avoid` keeps cards out of a seat's filler (e.g. to make a seat void in a suit).
    """
    rng = random.Random(seed)
    rest = full_deck(rules)
    given = {s: _cards(h) for s, h in hands.items()}
    bot = _cards(bottom) if bottom is not None else None
    for cs in list(given.values()) + ([bot] if bot else []):
        rest -= Counter(cs)
    pool = list(rest.elements())
    rng.shuffle(pool)
    avoid_sets = {s: set(_cards(v)) for s, v in (avoid or {}).items()}
    out_hands = []
    for seat in range(rules.players):
        h = list(given.get(seat, []))
        banned = avoid_sets.get(seat, set())
        i = 0
        while len(h) < rules.hand_size:
            while i < len(pool) and pool[i] in banned:
                i += 1
            if i >= len(pool):
                raise ValueError(f"cannot fill seat {seat}: avoid leaves too few cards")
            h.append(pool.pop(i))
        out_hands.append(tuple(h))
    if bot is None:
        bot = pool[:rules.bottom_size]
        pool = pool[rules.bottom_size:]
    if pool:
        raise ValueError("cards left over: hands or bottom too small")
    deal = Deal(tuple(out_hands), tuple(bot), **deal_fields)
    problem = check_deal(rules, deal)
    if problem:
        raise ValueError(problem.key)
    return deal


def start_play(rules: RuleSet, hands: Mapping[int, Sequence[Card] | str], trump: str = "S", dealer: int = 0,
               bottom: Sequence[Card] | str | None = None, level: str = "2", call: Card | str | None = None,
               levels: Sequence[str] | None = None, seed: int = 0,
               avoid: Mapping[int, Sequence[Card] | str] | None = None) -> tuple[TrickGame, list[Action]]:
    """Return (game, actions) standing at the dealer's first lead with the hands given.

    The dealer buries exactly the dealt bottom, so every hand is as given.
    Taihu: the dealer shows one level card of the trump suit (added to the
    hand if missing and there is room); the others show nothing.
    """
    given = {s: _cards(h) for s, h in hands.items()}
    actions: list[Action] = []
    if rules.contract == "show":
        lv = list(levels) if levels else [TAIHU_LEVELS[(i + 1) % 5] if i != dealer else level
                                          for i in range(rules.players)]
        lv[dealer] = level
        show = Card.of(trump, LEVEL_RANK[level])
        if show not in given.setdefault(dealer, []):
            given[dealer].append(show)
        deal = fill_deal(rules, given, bottom, seed, avoid, levels=tuple(lv), first_to_show=dealer)
        g = new_trick_game(rules, deal)
        for i in range(rules.players):
            s = (dealer + i) % rules.players
            actions.append(Show(s, (show,) if s == dealer else ()))
        for a in actions:
            g.apply(a)
        actions.append(Bury(dealer, deal.bottom))
        g.apply(actions[-1])
        if call is None:
            held = set(g.dealer_held)
            call = next(c for c in ALL_CARDS if not c.special and not c.is_joker and 2 <= c.rank <= 10
                        and c.rank != 3 and c.rank != g.level and not g.known_order.is_trump(c) and c not in held)
        elif isinstance(call, str):
            call = parse(call)[0]
        actions.append(Call(dealer, call))
        g.apply(actions[-1])
        return g, actions
    deal = fill_deal(rules, given, bottom, seed, avoid, first_bidder=dealer)
    g = new_trick_game(rules, deal)
    actions.append(Bid(dealer, rules.bid_min))
    actions += [Pass((dealer + i) % rules.players) for i in range(1, rules.players)]
    actions += [ChooseTrump(dealer, trump), Bury(dealer, deal.bottom)]
    for a in actions:
        g.apply(a)
    return g, actions
