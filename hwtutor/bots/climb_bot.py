"""A heuristic bot for the climbing variants (duxiao, xuan; seed 003).

`choose(game, rng, seat=None) -> (action, reason)`: pure, no I/O. It picks
among `game.legal_actions()`; where several seats may act (xuan, while the
declaration moments are open) the listing is filtered to `seat` (default: the
seat to act, the heart-8 holder). A seat other than the heart-8 holder that
does not want to declare has no action to take: the bot then answers
`(None, reason)`, i.e. it stays silent. `reason` is a `Msg` of the catalog
(keys `bot.climb.*`, hwtutor/bots/catalog_climb.py); a reason never
names a card of the bot's hand other than the ones it plays, nor a partner
who has not been revealed.

Play, in short: go out when a legal play empties the hand; as follower, pass
when a known partner holds the round (xuan after the red fives are public,
or the three players against a lone one; duxiao's defenders against the
dealer), else play the lowest beating play that breaks no group and spends
no top card early; as leader, lead the lowest whole group (in duxiao the
longest low sequence), keeping the top cards for later.

Strength: a hand's *losing groups* are its groups (cards of one level) below
the top levels (duxiao: below the 2s, i.e. A and lower; xuan: below the 2s)
that are not counted off by a top card; a hand with few of them is strong.
"""
from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterable, Sequence

from ..rules.actions import Action, Declare, Pass, Play, XuanCall
from ..rules.cards import H5, LJ, Card
from ..rules.climb import declare_xuan
from ..rules.climb.game import ClimbGame
from ..rules.climb.patterns import Pattern, classify

# reasons are built with fresh parameters and frozen only when read: a playout reads none
from ..rules.messages import Msg, Seat, term
from ..rules.messages import msg_fresh as msg

D5 = Card.of("D", 5)


def top_level(game: ClimbGame) -> int:
    """The lowest "top" level: the variant's top rank (the 2s: duxiao level 5, xuan level 7)."""
    return game.order.level(Card.of("S", game.rules.bots.top_rank))


def boss_level(game: ClimbGame) -> int:
    """The lowest boss level: duxiao the jokers and the heart 5 (7..9), xuan the diamond 5 too (9..12)."""
    return game.order.level(LJ if game.rules.bots.boss == "LJ" else D5)


# ------------------------------------------------------------------ strength
def levels(game: ClimbGame, hand: Counter[Card]) -> Counter[int]:
    return Counter(game.order.level(c) for c in hand.elements())


def losing_groups(game: ClimbGame, hand: Counter[Card]) -> int:
    """Groups below the boss levels (duxiao: the jokers and the heart 5; xuan: the diamond 5 and up)
    that are not bombs (four or more of a kind), less one for each boss card held."""
    by = levels(game, hand)
    boss = boss_level(game)
    low = sum(1 for lv, k in by.items() if lv < boss and k < 4)
    return max(0, low - sum(k for lv, k in by.items() if lv >= boss))


def controls(game: ClimbGame, hand: Counter[Card]) -> int:
    top = top_level(game)
    return sum(k for lv, k in levels(game, hand).items() if lv >= top)


# ------------------------------------------------------------------ sides
def partners(game: ClimbGame, seat: int) -> set[int]:
    """The seats `seat` knows to be on its side (public knowledge, or its own hand)."""
    if game.xuan:
        calls = game.calls
        if "du" in calls:
            lone = calls["du"]
            return set() if seat == lone else set(range(game.n)) - {lone, seat}
        own = game.deal.hands[seat]
        if H5 in own and D5 in own:
            return set()
        if game.revealed:
            return set(declare_xuan.side_of(game, seat)) - {seat}
        return set()
    if game.dealer is not None and seat != game.dealer:
        return set(range(game.n)) - {game.dealer, seat}
    return set()


# ------------------------------------------------------------------ choose
def choose(game: ClimbGame, rng: random.Random | None = None, seat: int | None = None) -> tuple[Action | None, Msg]:
    rng = rng or random.Random(0)
    if game.rules.family != "climb":
        raise ValueError("climb_bot plays only the climbing variants")
    if game.over or game.to_act is None:
        raise ValueError("the hand is over")
    seat = game.to_act if seat is None else seat
    acts = [a for a in game.legal_actions() if a.seat == seat]
    if game.phase == "declare" and game.xuan:
        return _xuan_declare(game, seat, acts)
    if not acts:
        raise RuntimeError(f"no legal action for p{seat + 1} in phase {game.phase}")
    if game.phase == "declare":
        return _duxiao_declare(game, seat, acts)
    size = sum(game.hands[seat].values())
    if len(acts) == 1 and not (isinstance(acts[0], Play) and len(acts[0].cards) == size):
        return acts[0], msg("bot.climb.only")
    return _play(game, seat, acts)


def _duxiao_declare(game: ClimbGame, seat: int, acts: list[Action]) -> tuple[Action, Msg]:
    hand = game.hands[seat]
    lose, ctl = losing_groups(game, hand), controls(game, hand)
    kinds = {a.kind: a for a in acts if isinstance(a, Declare)}
    want = None
    if lose == 0 and ctl >= 6:
        want = "tianwaitian" if ctl >= 9 else "tiandu"
    elif lose <= 1 and ctl >= 4:
        want = "du"
    for k in ("tianwaitian", "tiandu", "du"):
        if want is not None and k in kinds and (k == want or (k == "du" and want == "tiandu")):
            return kinds[k], msg("bot.climb.declare", kind=term("decl." + k))
    return kinds["none"], msg("bot.climb.declare.none")


def _xuan_wants(game: ClimbGame, seat: int, kind: str) -> bool:
    hand = game.hands[seat]
    lose, ctl = losing_groups(game, hand), controls(game, hand)
    if kind == "tianxuan":
        return lose <= 2 and ctl >= 3
    if kind == "tianchuai":
        return lose <= 2 and ctl >= 3
    if kind == "du":
        return lose <= 1 and ctl >= 4
    if kind == "xuan":
        return lose <= 3 and ctl >= 3
    if kind == "jiu":
        return lose <= 2 and ctl >= 3
    if kind in ("chuai", "fanchuai"):
        return lose <= 2 and ctl >= 3
    if kind == "surrender":
        return lose >= 4 and ctl <= 2
    return False


def _xuan_declare(game: ClimbGame, seat: int, acts: list[Action]) -> tuple[Action | None, Msg]:
    calls = [a for a in acts if isinstance(a, XuanCall)]
    for a in calls:  # moments in order: the first one the hand is worth
        if _xuan_wants(game, seat, a.kind):
            key = "bot.climb.surrender" if a.kind == "surrender" else "bot.climb.xuan"
            return a, msg(key, kind=term("xuan." + a.kind))
    leads = [a for a in acts if isinstance(a, Play)]
    if leads:  # the heart-8 holder opens with the heart 8 and its other 8s
        lead = max(leads, key=lambda p: len(p.cards))
        return lead, msg("bot.climb.first-lead", cards=list(lead.cards))
    return None, msg("bot.climb.silent")


def _pattern(game: ClimbGame, cs: Sequence[Card]) -> Pattern:
    p = classify(cs, game.order)
    assert isinstance(p, Pattern)
    return p


def _breaks(game: ClimbGame, hand: Counter[Card], cs: Iterable[Card], by: Counter[int] | None = None) -> bool:
    """Does the play split a group of the hand (take some but not all cards of a level)?
    `by`: the hand's `levels`, when the caller asks about many plays of one hand."""
    if by is None:
        by = levels(game, hand)
    used = Counter(game.order.level(c) for c in cs)
    return any(by[lv] > k for lv, k in used.items())


def _play(game: ClimbGame, seat: int, acts: list[Action]) -> tuple[Action, Msg]:
    hand = game.hands[seat]
    size = sum(hand.values())
    plays = [a for a in acts if isinstance(a, Play)]
    out = [a for a in plays if len(a.cards) == size]
    if out:
        return out[0], msg("bot.climb.out", cards=list(out[0].cards))
    r = game.current
    top = top_level(game)
    by = levels(game, hand)  # asked for every candidate below: counted once
    if r is None or r.standing is None:  # lead
        pats = {id(a): _pattern(game, a.cards) for a in plays}

        def key(a: Play) -> tuple[bool, int, int]:
            return (_breaks(game, hand, a.cards, by), pats[id(a)].top, -len(a.cards))
        low = [a for a in plays if pats[id(a)].top < top] or plays
        a = min(low, key=key)
        return a, msg("bot.climb.lead", cards=list(a.cards), pattern=pats[id(a)].describe())
    passing = next(a for a in acts if isinstance(a, Pass))
    standing = r.standing_seat
    if not plays:
        return passing, msg("bot.climb.pass.cannot", standing=list(r.standing_cards))
    if standing in partners(game, seat):
        return passing, msg("bot.climb.pass.partner", seat=Seat(standing))
    whole = [a for a in plays if not _breaks(game, hand, a.cards, by)]
    pick = whole[0] if whole else plays[0]
    p = _pattern(game, pick.cards)
    danger = min((c for s in range(game.n) if s != seat and s not in partners(game, seat) and game.active(s)
                  for c in [game.visible_count(s, seat)] if c is not None), default=99)
    if p.top >= top and r.standing.top < top - 2 and size > 4 and danger > 3:
        return passing, msg("bot.climb.pass.keep", standing=list(r.standing_cards))
    if not whole and danger > 3 and size > 4 and rng_free_break(p, top):
        return passing, msg("bot.climb.pass.keep", standing=list(r.standing_cards))
    return pick, msg("bot.climb.beat", cards=list(pick.cards), standing=list(r.standing_cards))


def rng_free_break(p: Pattern, top: int) -> bool:
    """Splitting a group is worth it only with a low card (it costs little)."""
    return p.top >= top - 2
