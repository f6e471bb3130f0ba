"""Helpers for the statement tests of seeds 000 (Zhejiang) and 002 (Jiande).

Positions are built with `hwtutor.rules.position.start_play`: seat 0 bids the
minimum, the others pass, seat 0 names trump and buries the dealt bottom, so
the hand stands at seat 0's first lead (seat 0 = p1 is the dealer). Seats
listed in `void` get a full hand built here from cards outside the given
effective suits ("T" = trump), so they can only discard; every other seat is
completed at random by `fill_deal` (fixed seed).
"""
from __future__ import annotations

from collections import Counter

from hwtutor.rules.actions import Bid, Bury, ChooseTrump, Pass, Play
from hwtutor.rules.cards import ALL_CARDS, H5, cards
from hwtutor.rules.deal import Deal, full_deck
from hwtutor.rules.game import new_game
from hwtutor.rules.messages import render
from hwtutor.rules.position import fill_deal, start_play
from hwtutor.rules.trick.order import trump_order
from hwtutor.rules.variants import VARIANTS

ZJ = ("zhejiang-2", "zhejiang-3")
TRICK3 = ("zhejiang-2", "zhejiang-3", "jiande")


def msgs(x) -> dict[str, str]:
    """Both messages of a verdict or an event (for snapshots)."""
    return {"en": x.message("en"), "zh": x.message("zh")}


def why_msgs(trick) -> dict[str, str]:
    """Both messages of why a trick's winner won."""
    return {"en": render(trick.why, "en"), "zh": render(trick.why, "zh")}


def ev_msgs(events) -> list[dict[str, str]]:
    return [{"id": e.id, **msgs(e)} for e in events]


def _low_first(c):
    return (c.rank, c.suit)


def build_hands(variant: str, hands: dict[int, str], trump: str = "S", void: dict[int, str] | None = None,
                bottom: str | None = None) -> tuple[dict[int, list], list | None]:
    """Explicit hands for the void seats, and the bottom padded to its size with low side cards."""
    rs = VARIANTS[variant]
    order = trump_order(trump, 2)
    given = {s: list(cards(h)) for s, h in hands.items()}
    rest = full_deck(rs) - Counter(c for h in given.values() for c in h)
    bot = None
    if bottom is not None:
        bot = list(cards(bottom))
        rest -= Counter(bot)
    for seat, suits in sorted((void or {}).items(), key=lambda kv: -len(kv[1])):  # most restricted first
        h = given.setdefault(seat, [])
        for c in sorted(ALL_CARDS, key=lambda c: (-c.rank, c.suit)):
            if c.special or order.esuit(c) in suits:
                continue
            while rest[c] > 0 and len(h) < rs.hand_size:
                h.append(c)
                rest[c] -= 1
        assert len(h) == rs.hand_size, "not enough cards to build a void hand"
    if bot is not None:
        for c in sorted((c for c in ALL_CARDS if not c.special and not order.is_trump(c) and not c.points),
                        key=_low_first):
            while rest[c] > 0 and len(bot) < rs.bottom_size:
                bot.append(c)
                rest[c] -= 1
    return given, bot


def position(variant: str, hands: dict[int, str], trump: str = "S", void: dict[int, str] | None = None,
             bottom: str | None = None, seed: int = 0, rules=None):
    """(game, actions) at seat 0's first lead; `void` = {seat: effective suits kept out, e.g. "TS"}."""
    rs = rules or VARIANTS[variant]
    given, bot = build_hands(variant, hands, trump, void, bottom)
    return start_play(rs, given, trump=trump, dealer=0, bottom=bot, seed=seed)


def play(g, seat: int, text: str):
    """Apply one play; return its events."""
    return g.apply(Play(seat, cards(text)))


def run_trick(g, plays: dict[int, str]):
    """Play one whole trick, in turn order from the leader; return the trick."""
    t = g.current
    seat = t.leader
    for _ in range(g.n):
        play(g, seat, plays[seat])
        seat = (seat + 1) % g.n
    return t


def finish_trick(g):
    """Let every seat still to play in the current trick play its first legal action, preferring
    one without trumps (a discard when void); return that trick (also when already complete)."""
    t = g.current
    if t is None or not t.plays:  # the trick just played is complete
        return g.tricks[-2] if t is not None else g.tricks[-1]
    o = g.order
    while not t.complete:
        acts = g.legal_actions()
        g.apply(next((a for a in acts if not any(o.is_trump(c) for c in a.cards)), acts[0]))
    return t


def trick_ids(trick) -> list[str]:
    return [e.id for e in trick.events]


def play_out(g) -> None:
    """Play the first legal action until the hand is over."""
    while not g.over:
        g.apply(g.legal_actions()[0])


def drive(g, script: dict[tuple[int, int], str] | None = None) -> None:
    """Play a whole hand of single cards: leads are the leader's highest card, follows the
    follower's lowest legal card not kept for a scripted play; `script` = {(trick, seat): card}."""
    script = script or {}
    o = g.order
    while not g.over:
        seat, t = g.to_act, g.current
        planned = script.get((t.number, seat))
        if planned is not None:
            play(g, seat, planned)
            continue
        kept = Counter(c for (n, s), text in script.items() if s == seat and n > t.number for c in cards(text))
        hand = g.hands[seat]
        free = Counter({c: k - kept[c] for c, k in hand.items() if k - kept[c] > 0}) or +hand
        if not t.plays:
            c = max(free, key=lambda c: o.key(c) + (1000 if o.is_trump(c) else 0))
            g.apply(Play(seat, (c,)))
            continue
        opts = [a for a in g.legal_actions() if len(a.cards) == 1]
        pick = [a for a in opts if free[a.cards[0]] > 0] or opts
        g.apply(min(pick, key=lambda a: (o.is_trump(a.cards[0]), a.cards[0].points, o.key(a.cards[0]))))


def bids_to(variant: str, dealer: int, amount: int) -> tuple[int, list]:
    """(first_bidder, auction actions) that make `dealer` the dealer at `amount` (R-20 steps of 15 at most)."""
    rs = VARIANTS[variant]
    steps = [amount]
    while steps[-1] > rs.bid_min + rs.bid_raise:
        steps.append(steps[-1] - rs.bid_raise)
    steps.reverse()
    first = (dealer - (len(steps) - 1)) % rs.players
    acts = [Bid((first + i) % rs.players, b) for i, b in enumerate(steps)]
    if amount < rs.bid_max:
        acts += [Pass((dealer + i) % rs.players) for i in range(1, rs.players)]
    return first, acts


def game_at(variant: str, hands: dict[int, str], trump: str = "S", void: dict[int, str] | None = None,
            bottom: str | None = None, bid: int | None = None, seed: int = 0):
    """Like `position`, but the auction ends at `bid` (default the minimum) with seat 0 as dealer."""
    rs = VARIANTS[variant]
    given, bot = build_hands(variant, hands, trump, void, bottom)
    first, auction = bids_to(variant, 0, bid or rs.bid_min)
    deal = fill_deal(rs, given, bot, seed, first_bidder=first)
    g = new_game(rs, deal)
    for a in auction + [ChooseTrump(0, trump), Bury(0, deal.bottom)]:
        g.apply(a)
    return g


def top_trumps(variant: str, n: int, trump: str = "S", heart5: int = 0) -> str:
    """The n highest trumps of the decks, with `heart5` heart 5s among them (the others left out)."""
    rs = VARIANTS[variant]
    o = trump_order(trump, 2)
    deck = full_deck(rs)
    out = [H5] * heart5
    for c in sorted((c for c in deck if o.is_trump(c) and c is not H5), key=o.key, reverse=True):
        out += [c] * deck[c]
    return " ".join(c.code for c in out[:n])


def record_toml(variant: str, hands: list[str], bottom: str, players: list[str] | None = None,
                actions: list[str] = (), first_bidder: str = "p1") -> str:
    """A record's text (record-format.md) for a deal given as card strings, one per seat."""
    players = players or [f"P{i + 1}" for i in range(len(hands))]
    hs = ", ".join(f'p{i + 1} = "{h}"' for i, h in enumerate(hands))
    acts = ", ".join(f'"{a}"' for a in actions)
    return (f'format = "hongwu-record"\nformat_version = "1.0"\nvariant = "{variant}"\n'
            f'players = [{", ".join(repr(p).replace(chr(39), chr(34)) for p in players)}]\n'
            f'actions = [{acts}]\n\n[deal]\nhands = {{ {hs} }}\nbottom = "{bottom}"\n'
            f'first_bidder = "{first_bidder}"\n')


def deal_strings(deal: Deal) -> tuple[list[str], str]:
    return [" ".join(c.code for c in h) for h in deal.hands], " ".join(c.code for c in deal.bottom)


__all__ = ["ZJ", "TRICK3", "msgs", "ev_msgs", "position", "play", "run_trick", "finish_trick", "trick_ids",
           "play_out", "why_msgs", "drive", "bids_to", "game_at", "top_trumps", "record_toml", "deal_strings",
           "build_hands", "Pass", "Bid", "Bury", "ChooseTrump", "Play", "cards", "VARIANTS"]
