"""Helpers for the statement tests of seed 004 (Anhui Taihu 红5, variant `taihu`).

Play positions are built with `hwtutor.rules.position.start_play`: the dealer
(seat 0 = p1 unless told) shows one level card of the trump suit, the others
show nothing, the dealer buries the dealt bottom and calls a friend, so the
hand stands at the dealer's first lead. Seats listed in `void` get a full hand
built here from the lowest cards outside the given effective suits ("T" =
trump), so they can only discard; the other seats are completed at random by
`fill_deal` (fixed seed).

Whole hands are crafted deals played action by action from `new_game`, and an
independent settlement (`expected_result`) recomputes what seed 004 and
rulings R-30..R-35 say the result must be.
"""
from __future__ import annotations

from collections import Counter

from hwtutor.rules.actions import Bury, Call, ChooseTrump, Play, Show
from hwtutor.rules.cards import ALL_CARDS, H5, card, cards
from hwtutor.rules.deal import LEVEL_RANK, TAIHU_LEVELS, full_deck
from hwtutor.rules.game import new_game
from hwtutor.rules.position import fill_deal, start_play
from hwtutor.rules.trick.order import trump_order
from hwtutor.rules.variants import VARIANTS

TH = VARIANTS["taihu"]
LEVELS4 = ("2", "4", "6", "8")


def msgs(x) -> dict[str, str]:
    """Both messages of a verdict or an event (for snapshots)."""
    return {"en": x.message("en"), "zh": x.message("zh")}


def ev_msgs(events) -> list[dict[str, str]]:
    return [{"id": e.id, **msgs(e)} for e in events]


def ids(trick) -> list[str]:
    return [e.id for e in trick.events]


def result_ids(g) -> list[str]:
    return g.result.to_json()["events"]


def void_hands(hands: dict[int, str], void: dict[int, str], trump: str, level: str,
               taken: str = "") -> dict[int, list]:
    """Explicit hands: the given cards, and full hands for the void seats from the lowest cards
    whose effective suit is not in the seat's `void` string (never a heart 5)."""
    o = trump_order(trump, LEVEL_RANK[level])
    given = {s: list(cards(h)) for s, h in hands.items()}
    rest = full_deck(TH) - Counter(c for h in given.values() for c in h) - Counter(cards(taken))
    for seat, suits in void.items():
        h = given.setdefault(seat, [])
        pool = sorted((c for c in ALL_CARDS if not c.special and c is not H5 and o.esuit(c) not in suits),
                      key=lambda c: (o.is_trump(c), c.points > 0, o.key(c), c.suit))
        for c in pool:
            while rest[c] > 0 and len(h) < TH.hand_size:
                h.append(c)
                rest[c] -= 1
        assert len(h) == TH.hand_size, "not enough cards to build a void hand"
    return given


def position(hands: dict[int, str], trump: str = "S", level: str = "2", void: dict[int, str] | None = None,
             bottom: str | None = None, call: str | None = None, levels=None, dealer: int = 0, seed: int = 0,
             avoid: dict[int, str] | None = None):
    """The game at the dealer's first lead (start_play), with void seats built by `void_hands`."""
    shown = f"{trump}{level}"
    extra = shown if dealer not in hands or card(shown) not in cards(hands[dealer]) else ""
    given = void_hands(hands, void or {}, trump, level, taken=extra + " " + (bottom or ""))
    if call is None:  # a ten nobody plays in these positions (a dealer's own ten means solo)
        ten = "9" if level == "10" else "10"
        call = next(f"{s}{ten}" for s in "HCDS" if s != trump)
    g, _ = start_play(TH, given, trump=trump, dealer=dealer, bottom=bottom, level=level, call=call,
                      levels=levels, seed=seed, avoid=avoid)
    return g


def play(g, seat: int, text: str):
    """Apply one play; return its events."""
    return g.apply(Play(seat, cards(text)))


def run_trick(g, plays: dict[int, str]):
    """Play one whole trick in turn order from the leader; return the trick."""
    t = g.current
    seat = t.leader
    for _ in range(g.n):
        play(g, seat, plays[seat])
        seat = (seat + 1) % g.n
    return t


def lowest(g, seat: int, n: int, avoid_suit: str | None = None) -> str:
    """The seat's n cheapest cards (side cards first, no points first, low first) as text."""
    o = g.order
    hand = sorted((c for c, k in g.hands[seat].items() for _ in range(k) if o.esuit(c) != avoid_suit),
                  key=lambda c: (o.is_trump(c), c.points > 0, o.key(c), c.suit))
    return " ".join(c.code for c in hand[:n])


def check_play(g, seat: int, text: str):
    return g.check(Play(seat, cards(text)))


def showing_game(hands: dict[int, str], levels=LEVELS4, first: int = 0, bottom: str | None = None, seed: int = 0):
    """A new game in the showing phase: each seat holds the given cards and, besides them,
    no card of its own level rank (so what it may show is exactly what is listed)."""
    avoid = {s: " ".join(f"{su}{lv}" for su in "SHCD") for s, lv in enumerate(levels)}
    deal = fill_deal(TH, hands, bottom, seed, avoid, levels=tuple(levels), first_to_show=first)
    return new_game(TH, deal)


def show_round(g, shows: dict[int, str]):
    """Every seat shows in turn from `first_to_show`; return all events."""
    out = []
    for i in range(g.n):
        s = (g.deal.first_to_show + i) % g.n
        out += g.apply(Show(s, cards(shows.get(s, ""))))
    return out


def crafted(hands: dict[int, str], bottom: str, levels, show: str, trump: str | None = None,
            bury: str | None = None, call: str = "C7", seed: int = 0, events: list | None = None):
    """A whole crafted hand up to the first lead: p1 shows `show` (the others nothing), names
    `trump` if the shown cards leave a choice, buries `bury` (default: the dealt bottom) and calls;
    the events of every action are appended to `events` when given."""
    deal = fill_deal(TH, hands, bottom, seed, levels=tuple(levels), first_to_show=0)
    g = new_game(TH, deal)
    acts = [Show(0, cards(show))] + [Show(s, ()) for s in (1, 2, 3)]
    out = []
    for a in acts:
        out += g.apply(a)
    if g.phase == "trump":
        out += g.apply(ChooseTrump(0, trump))
    out += g.apply(Bury(0, cards(bury) if bury is not None else deal.bottom))
    out += g.apply(Call(0, card(call)))
    if events is not None:
        events += out
    return g


# ---------------------------------------------------------------- settlement
def climb_ref(level: str, steps: int) -> str:
    """R-34 as the seed states it: up the ladder, stopping at 10 and at K."""
    i = TAIHU_LEVELS.index(level)
    for _ in range(steps):
        if TAIHU_LEVELS[i] == "A":
            break
        i += 1
        if TAIHU_LEVELS[i] in ("10", "K"):
            break
    return TAIHU_LEVELS[i]


def steps_ref(p: int) -> tuple[str | None, int]:
    """Seed 004 §升级规则 as a table."""
    for limit, out in ((1, ("dealer", 3)), (40, ("dealer", 2)), (80, ("dealer", 1)), (120, (None, 0)),
                       (160, ("defenders", 1)), (200, ("defenders", 2))):
        if p < limit:
            return out
    return "defenders", 3


def expected_result(g) -> dict:
    """The result of a finished hand recomputed from its deal, its tricks and its bottom."""
    deal, d, o = g.deal, g.dealer, g.order
    held = Counter(deal.hands[d]) + Counter(deal.bottom)
    solo = held[g.called] > 0
    friend = None
    if not solo:
        for t in g.tricks:
            for s, cs in t.plays:
                if friend is None and s != d and g.called in cs:
                    friend = s
    side = {d} | ({friend} if friend is not None else set())
    pts = {"dealer_side": 0, "defenders": 0}
    rotten: list[int] = []
    for t in g.tricks:
        taker = "dealer_side" if t.winner in side else "defenders"
        trump_lead = all(o.is_trump(c) for c in t.plays[0][1])
        for s, cs in t.plays:
            for c in cs:
                pts[taker] += c.points
                if c is H5 and (s == t.leader or not trump_lead):
                    rotten.append(s)
                    if (s in side) != (taker == "dealer_side"):
                        pts[taker] += 45
    rotten += [d for c in g.bottom if c is H5]
    if g.tricks[-1].winner not in side:
        pts["defenders"] += 2 * sum(50 if c is H5 else c.points for c in g.bottom)
    winner, n = steps_ref(pts["defenders"])
    lv = {i: deal.levels[i] for i in range(g.n)}
    match = []
    if n:
        for i in sorted(side if winner == "dealer" else set(range(g.n)) - side):
            if lv[i] == "A":
                match.append(f"p{i + 1}")
            else:
                lv[i] = climb_ref(lv[i], n)
    pen = Counter()
    for s in rotten:
        pen[s] += 3
    for t in g.tricks:
        if t.attempted:
            pen[t.leader] += len(t.attempted)
    for i, k in pen.items():
        lv[i] = TAIHU_LEVELS[max(0, TAIHU_LEVELS.index(lv[i]) - k)]
    return {"dealer_side": [f"p{i + 1}" for i in sorted(side)],
            "friend": f"p{friend + 1}" if friend is not None else None, "solo": solo,
            "points": pts, "levels": {f"p{i + 1}": lv[i] for i in range(g.n)}, "match_won": match}


def engine_result(g) -> dict:
    r = g.result.to_json()
    return {"dealer_side": r["dealer_side"], "friend": r["friend"], "solo": r["solo"], "points": r["points"],
            "levels": r["levels"], "match_won": [f"p{e.seat + 1}" for e in g.result.events if e.id == "match-won"]}


__all__ = ["TH", "LEVELS4", "msgs", "ev_msgs", "ids", "result_ids", "void_hands", "position", "play", "run_trick",
           "lowest", "check_play", "showing_game", "show_round", "crafted", "climb_ref", "steps_ref", "expected_result",
           "engine_result", "Show", "Bury", "Call", "ChooseTrump", "Play", "cards", "card", "H5"]
