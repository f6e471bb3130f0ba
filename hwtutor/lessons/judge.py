"""Judging a learner's answer with the rules core (pure: no I/O).

`judge(exercise, game, answer)` returns a `Feedback`: right or wrong, the
engine's reason for a wrong answer (the stable rule id and its message), a
short why for a right one, and a hint ladder — first which rule, then which
cards, then the answer. The expected answer is always computed by the engine
from the position; lesson files never store it.

`solutions` and `wrong_answer` give a right and a wrong answer for any
exercise (the tests, the last hint rung and the drills use them).
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass, field
from itertools import combinations
from typing import Any

from ..textsafe import ascii_int
from ..rules.actions import (Action, ActionParseError, Bid, Bury, Call, ChooseTrump, Pass, Play, Show,
                             parse_action, split_comment)
from ..rules.cards import ALL_CARDS, H5, Card, CardError, cards as parse_cards, fmt
from ..rules.messages import Msg, Seat, msg, render, term
from ..rules.verdict import Event, Verdict
from .model import Exercise

PATTERN_WORDS = {
    "single": "single", "pair": "pair", "triple": "triple", "tractor": "tractor", "throw": "throw",
    "单张": "single", "单": "single", "单牌": "single", "对子": "pair", "对": "pair", "一对": "pair",
    "三张": "triple", "三条": "triple", "拖拉机": "tractor", "连对": "tractor", "甩牌": "throw", "甩": "throw",
}
YES = {"y", "yes", "是", "对", "能", "成功", "合法", "legal", "ok", "true", "succeeds", "success", "行", "可以"}
NO = {"n", "no", "否", "不", "不能", "失败", "不合法", "违规", "illegal", "false", "fails", "fail", "不行", "不可以"}
NONE_WORDS = {"none", "无", "没有", "-", "0"}
LETTERS = "abcdefghijklmnopqrstuvwxyz"
# Events that are part of an action's own story (shown, but not a rule or event id of record-format.md)
PROGRESS_EVENTS = {"dealer", "trump", "bottom-taken", "buried", "called", "trick", "redeal"}


@dataclass
class Feedback:
    correct: bool
    answer: str = ""
    rule: str | None = None                 # wrong answer: the engine's rule id (or the telling event id)
    reason: list[Msg] = field(default_factory=list)   # wrong: the engine's reason
    why: list[Msg] = field(default_factory=list)      # right: a short why
    hints: list[Msg] = field(default_factory=list)    # the ladder for the next try
    invalid: Msg | None = None              # the input was not understood: not judged, not counted
    ids: set[str] = field(default_factory=set)        # rule and event ids the engine produced

    @property
    def judged(self) -> bool:
        return self.invalid is None

    def lines(self, lang: str, names=None) -> list[str]:
        if self.invalid is not None:
            return [render(self.invalid, lang, "glyph", names)]
        head = render(msg("fb.right" if self.correct else "fb.wrong"), lang)
        if not self.correct and self.rule:
            head += f" [{self.rule}]"
        body = self.why if self.correct else self.reason
        return [head] + [render(m, lang, "glyph", names) for m in body]


# ------------------------------------------------------------------ parsing answers
def option_label(i: int) -> str:
    return LETTERS[i]


def _strip_play(text: str, seat: int | None) -> str:
    t = split_comment(text)[0].strip()
    t = re.sub(r"^[pP][1-9]\s+", "", t)
    t = re.sub(r"^(play|出)\s*", "", t, flags=re.IGNORECASE)
    return t.strip(" ,，")


def parse_cards_answer(text: str) -> tuple[tuple[Card, ...] | None, Msg | None]:
    t = _strip_play(text, None)
    if not t:
        return None, msg("fb.empty")
    t = t.replace(",", " ").replace("，", " ")
    try:
        return parse_cards(t), None
    except CardError as e:
        try:  # cards written together: "DQDQ", "♦Q♦Q"
            return _split_glued(t), None
        except CardError:
            return None, msg("fb.not-card", token=e.token)


_GLUE = re.compile(r"(大王|小王|BJ|LJ|(?:黑桃|红桃|紅桃|梅花|草花|方块|方片|[SHCD♠♥♣♦])(?:10|[2-9TJQKA]))", re.IGNORECASE)


def _split_glued(t: str) -> tuple[Card, ...]:
    s = t.replace(" ", "")
    toks = _GLUE.findall(s)
    if not toks or "".join(toks).upper() != s.upper():
        raise CardError(t)
    return parse_cards(toks)


def parse_letters(text: str, n: int) -> tuple[set[int] | None, Msg | None]:
    t = text.strip().lower()
    if t in NONE_WORDS:
        return set(), None
    picks: set[int] = set()
    for tok in re.split(r"[\s,，、]+", t):
        if not tok:
            continue
        if tok.isdigit():  # '²' too: it is no option number (ascii_int gives None)
            i = (ascii_int(tok) or 0) - 1
            if not 0 <= i < n:
                return None, msg("fb.not-option", token=tok, last=option_label(n - 1))
            picks.add(i)
            continue
        for ch in tok:
            i = LETTERS.find(ch)
            if not 0 <= i < n:
                return None, msg("fb.not-option", token=tok, last=option_label(n - 1))
            picks.add(i)
    if not picks:
        return None, msg("fb.empty")
    return picks, None


def parse_yes_no(text: str) -> tuple[bool | None, Msg | None]:
    t = text.strip().lower().rstrip(".!。！")
    if t in YES:
        return True, None
    if t in NO:
        return False, None
    return None, msg("fb.yes-no")


def parse_seat(text: str, players: int) -> tuple[int | None, Msg | None]:
    m = re.fullmatch(r"\s*[pP]?([1-9])\s*", text)
    if not m or int(m.group(1)) > players:
        return None, msg("fb.not-seat", last=players)
    return int(m.group(1)) - 1, None


def parse_number(text: str) -> tuple[int | None, Msg | None]:
    t = text.strip().rstrip("分").strip()
    if re.fullmatch(r"[+-]?[0-9]{1,5}", t):
        return int(t), None
    return None, msg("fb.not-number")


def parse_level(text: str) -> tuple[str | None, Msg | None]:
    from ..rules.deal import TAIHU_LEVELS
    t = text.strip().upper()
    t = {"T": "10", "1": "A"}.get(t, t)
    if t in TAIHU_LEVELS:
        return t, None
    return None, msg("fb.not-level")


def parse_action_answer(text: str, seat: int, rules) -> tuple[Action | None, Msg | None]:
    body = split_comment(text)[0].strip()
    if not body:
        return None, msg("fb.empty")
    if not re.match(r"^[pP][1-9]\b", body):
        body = f"p{seat + 1} {body}"
    try:
        return parse_action(body, rules), None
    except ActionParseError as e:
        if e.code == "bad-card":
            return None, msg("fb.not-card", token=e.token)
        return None, msg("fb.not-action", token=e.token or body)


def option_action(text: str, seat: int, rules) -> Action:
    """An option of a pick-legal / choose exercise as an action ('D4 D6' = a play by the seat)."""
    body = split_comment(text)[0].strip()
    if not re.match(r"^[pP][1-9]\b", body):
        body = f"p{seat + 1} {body}"
    try:
        return parse_action(body, rules)
    except ActionParseError:
        seat_part, _, rest = body.partition(" ")
        return parse_action(f"{seat_part} play {rest}", rules)


# ------------------------------------------------------------------ helpers on games
def learner(ex: Exercise, game) -> int:
    if ex.seat is not None:
        return ex.seat
    if game is not None and game.to_act is not None:
        return game.to_act
    return 0


def is_trick(game) -> bool:
    return game is not None and game.rules.family == "trick"


def apply_copy(game, a: Action) -> tuple[Any, list[Event]]:
    """Apply a legal action to a copy; return (copy, events incl. the trick's new events)."""
    g = game.copy()
    trick = g.current if is_trick(g) else None
    before = len(trick.events) if trick is not None else 0
    evs = g.apply(a)
    extra = list(trick.events[before:]) if trick is not None else []
    return g, extra + list(evs)


def telling(events: list[Event]) -> list[Event]:
    return [e for e in events if e.id not in PROGRESS_EVENTS or e.id == "trick"]


def verdict_ids(v: Verdict) -> set[str]:
    return {v.rule} if not v.ok and v.rule else set()


def _order(game):
    return getattr(game, "order", None)


def _sorted(game, cs) -> list[Card]:
    o = _order(game)
    return o.sort(cs) if o is not None else list(cs)


def target_trick(ex: Exercise, game):
    done = [t for t in game.tricks if t.complete]
    if ex.trick is not None:
        for t in game.tricks:
            if t.number == ex.trick:
                return t
        return None
    return done[-1] if done else None


def hypothetical(game, seat: int, cs: tuple[Card, ...]):
    """The current trick with `cs` added for `seat`, resolved as it stands (a copy)."""
    from ..rules.trick.resolve import resolve
    g, _ = apply_copy(game, Play(seat, cs))
    trick = g.tricks[game.current.number - 1]
    if trick.complete:
        return trick
    t = trick.copy()
    resolve(t, g.order, g.taihu)
    return t


def _plays_for(game, seat: int, limit: int = 200) -> list[Action]:
    """Legal plays of the seat (and, in a climbing game, a legal pass)."""
    if game.to_act != seat:
        return []
    return [a for a in game.legal_actions(limit)
            if isinstance(a, Play) or (isinstance(a, Pass) and not is_trick(game) and a.seat == seat)]


PASS_WORDS = {"pass", "不要", "过"}


def own_actions(game, seat: int, limit: int = 200) -> list[Action]:
    """The seat's legal actions. A climbing game's open xuan declarations list several seats' actions:
    a seat other than `to_act` may still declare."""
    if is_trick(game) or game.phase != "declare":
        return list(game.legal_actions(limit)) if game.to_act == seat else []
    return [a for a in game.legal_actions(limit) if a.seat == seat]


def _answer_text(a: Action) -> str:
    return _cards_text(a.cards) if isinstance(a, Play) else "pass"


def _cards_text(cs) -> str:
    return fmt(cs)


# ------------------------------------------------------------------ expected answers
def expected(ex: Exercise, game) -> Any:
    """The engine's answer: a value for the closed kinds; None for the open ones (legal-play, win-trick, choose)."""
    k = ex.kind
    seat = learner(ex, game)
    if k == "pick-legal":
        return {i for i, o in enumerate(ex.options) if game.check(option_action(o, seat, game.rules)).ok}
    if k == "is-legal":
        return game.check(option_action(ex.action, seat, game.rules)).ok
    if k == "trick-winner":
        return target_trick(ex, game).winner
    if k == "points":
        return _points(ex, game)
    if k == "throw":
        g, evs = apply_copy(game, Play(seat, parse_cards(ex.cards)))
        return not any(e.id == "throw-failed" for e in evs)
    if k == "pattern":
        from ..rules.trick.patterns import decompose, pattern_name
        return pattern_name(decompose(parse_cards(ex.cards), game.order))
    if k == "climb":
        from ..rules.trick.settle import climb
        stops = tuple(s.strip() for s in str(game.rules.opt("level_stops")).split(",") if s.strip()) \
            if game is not None and "level_stops" in game.rules.options else ("10", "K")
        return climb(ex.start, ex.steps, stops)
    if k == "level-after":
        return game.result.data["levels"][f"p{seat + 1}"]
    return None


def _points(ex: Exercise, game) -> int:
    if ex.count == "trick":
        return target_trick(ex, game).points
    data = game.result.data
    if ex.count == "dealer_score":
        return data["dealer_score"]
    if ex.count == "bottom":
        return data["bottom_points"]
    return data["points"][ex.count]


def solutions(ex: Exercise, game, limit: int = 5) -> list[str]:
    """Right answers, as a learner would type them (at least one for a well-posed exercise)."""
    k = ex.kind
    seat = learner(ex, game)
    if k == "legal-play":
        return [_answer_text(a) for a in _plays_for(game, seat)][:limit]
    if k == "win-trick":
        out = []
        for a in _plays_for(game, seat):
            if hypothetical(game, seat, a.cards).winner == seat:
                out.append(_cards_text(a.cards))
                if len(out) >= limit:
                    break
        return out
    if k == "choose":
        if ex.options:
            return [option_label(i) for i, o in enumerate(ex.options)
                    if game.check(option_action(o, seat, game.rules)).ok][:limit]
        return [_action_answer(a) for a in own_actions(game, seat)][:limit]
    value = expected(ex, game)
    if k == "pick-legal":
        return ["".join(option_label(i) for i in sorted(value)) or "none"]
    if k in ("is-legal", "throw"):
        return ["yes" if value else "no"]
    if k == "trick-winner":
        return [f"p{value + 1}"]
    return [str(value)]


def _action_answer(a: Action) -> str:
    return str(a).split(" ", 1)[1]


def wrong_answer(ex: Exercise, game) -> str | None:
    """A wrong answer the engine rejects for a telling reason (for tests and demonstrations)."""
    from ..rules.deal import TAIHU_LEVELS
    k = ex.kind
    seat = learner(ex, game)
    if k in ("legal-play", "win-trick"):
        if k == "win-trick":
            for a in _plays_for(game, seat):
                if hypothetical(game, seat, a.cards).winner != seat:
                    return _cards_text(a.cards)
        bad = illegal_play(game, seat)
        return _cards_text(bad) if bad else None
    if k == "choose":
        if ex.options:
            bad = [option_label(i) for i, o in enumerate(ex.options)
                   if not game.check(option_action(o, seat, game.rules)).ok]
            return bad[0] if bad else None
        a = illegal_choice(game, seat)
        return _action_answer(a) if a else None
    value = expected(ex, game)
    if k == "pick-legal":
        every = set(range(len(ex.options)))
        other = every - value if value != every else set()
        if other == value:
            other = {0} if value != {0} else {1}
        return "".join(option_label(i) for i in sorted(other)) or "none"
    if k in ("is-legal", "throw"):
        return "no" if value else "yes"
    if k == "trick-winner":
        return f"p{(value + 1) % game.rules.players + 1}"
    if k == "points":
        return str(value + 5)
    if k == "pattern":
        return "pair" if value != "pair" else "single"
    if k in ("climb", "level-after"):
        i = TAIHU_LEVELS.index(value)
        return TAIHU_LEVELS[i + 1] if i + 1 < len(TAIHU_LEVELS) else TAIHU_LEVELS[i - 1]
    return None


_TELLING_RULES = ("follow-suit", "follow-shape", "lead-mixed", "red5-lead", "throw-banned", "follow-count")


_CLIMB_RULES = ("first-lead", "climb-pattern", "climb-low")


def illegal_play(game, seat: int) -> tuple[Card, ...] | None:
    """A play from the seat's hand the engine rejects for a rule of play (not for cards not held)."""
    if not is_trick(game):
        pool = sorted((c for c, n in game.hands[seat].items() for _ in range(n)), key=lambda c: c.idx)
        r = game.current
        need = len(r.standing_cards) if r is not None and r.standing is not None else 0
        sizes = [need] + [k for k in (1, 2, 3) if k != need] if need and need <= 6 else [1, 2, 3]
        for size in sizes:
            for combo in combinations(pool, size):
                v = game.check(Play(seat, combo))
                if not v.ok and v.rule in _CLIMB_RULES:
                    return combo
        return None
    hand = game.hands[seat]
    cards = sorted((c for c, n in hand.items() if n), key=lambda c: c.idx)
    o = game.order
    trick = game.current
    need = sum(c.size for c in trick.lead) if trick and trick.plays else 2
    pool = [c for c, n in sorted(hand.items(), key=lambda x: x[0].idx) for _ in range(n)]
    tried = 0
    best: tuple[int, tuple[Card, ...]] | None = None
    if trick and trick.plays:  # off-suit cards first: the most telling mistake
        led = trick.led_suit
        pool.sort(key=lambda c: (o.esuit(c) == led, c.idx))
    for combo in combinations(pool, need):
        tried += 1
        if tried > 4000:
            break
        v = game.check(Play(seat, combo))
        if not v.ok and v.rule in _TELLING_RULES:
            rank = _TELLING_RULES.index(v.rule)
            if best is None or rank < best[0]:
                best = (rank, combo)
            if rank <= 1:
                break
    del cards
    return tuple(o.sort(best[1])) if best else None


def illegal_choice(game, seat: int) -> Action | None:
    rs = game.rules
    cands: list[Action] = []
    if game.phase == "bid":
        standing = game.bid or rs.bid_min
        cands = [Bid(seat, standing + rs.bid_raise + 5), Bid(seat, rs.bid_max + 5), Bid(seat, rs.bid_min - 5),
                 Bid(seat, standing + 3)]
    elif game.phase == "trump":
        cands = [ChooseTrump(seat, s) for s in "SHCD"]
    elif game.phase == "show":
        hand = game.hands[seat]
        cands = [Show(seat, (c,)) for c in sorted((c for c, n in hand.items() if n), key=lambda c: c.idx)]
    elif game.phase == "bury":
        hand = game.hands[seat]
        pool = [c for c, n in sorted(hand.items(), key=lambda x: x[0].idx) for _ in range(n)]
        cands = [Bury(seat, tuple(pool[: rs.bottom_size - 1])), Bury(seat, tuple(pool[: rs.bottom_size + 1]))]
    elif game.phase == "call":
        cands = [Call(seat, c) for c in ALL_CARDS if not c.special]
    elif game.phase == "play" or not is_trick(game):
        bad = illegal_play(game, seat)
        cands = [Play(seat, bad)] if bad else []
        if not is_trick(game):
            from ..rules.actions import DUXIAO_DECLARATIONS, XUAN_VERBS, Declare, XuanCall
            cands += [Declare(seat, k) for k in DUXIAO_DECLARATIONS] if rs.contract == "declare" else \
                [XuanCall(seat, k) for k in XUAN_VERBS]
    for a in cands:
        v = game.check(a)
        if not v.ok and v.rule not in ("turn", "phase", "not-in-hand"):
            return a
    return None


# ------------------------------------------------------------------ well-posedness
def problem(ex: Exercise, game) -> str | None:
    """Why this exercise cannot be asked on this position (None when it is well-posed)."""
    k = ex.kind
    if k == "climb":
        return None
    seat = learner(ex, game)
    try:
        if k in ("legal-play", "win-trick"):
            first_lead = not is_trick(game) and game.phase == "declare" and game.xuan
            if (game.phase != "play" and not first_lead) or game.to_act != seat:
                return f"p{seat + 1} is not to play"
            if not solutions(ex, game, 1):
                return "no right answer"
            if wrong_answer(ex, game) is None:
                return "no wrong answer"
        elif k == "choose":
            if not ex.options and not own_actions(game, seat, 1):
                return f"p{seat + 1} is not to act"
            if not solutions(ex, game, 1):
                return "no legal choice"
        elif k == "pick-legal":
            for o in ex.options:
                option_action(o, seat, game.rules)
        elif k == "is-legal":
            option_action(ex.action, seat, game.rules)
        elif k == "trick-winner":
            t = target_trick(ex, game)
            if t is None or not t.complete:
                return "the trick is not complete"
        elif k == "points":
            if ex.count == "trick":
                t = target_trick(ex, game)
                if t is None or not t.complete:
                    return "the trick is not complete"
            elif not game.over or game.result is None or "points" not in game.result.data:
                return "the hand is not finished"
            elif ex.count == "dealer_score" and "dealer_score" not in game.result.data:
                return "no dealer score in this variant"
        elif k == "level-after":
            if not game.over or "levels" not in (game.result.data if game.result else {}):
                return "the hand is not finished (with levels)"
        elif k == "throw":
            cs = parse_cards(ex.cards)
            v = game.check(Play(seat, cs))
            if not v.ok:
                return f"the throw is illegal: {v.rule}"
            g, evs = apply_copy(game, Play(seat, cs))
            if not any(e.id == "throw" for e in evs):
                return "not a throw"
        elif k == "pattern":
            from ..rules.trick.patterns import one_suit
            if game.order is None or one_suit(parse_cards(ex.cards), game.order) is None:
                return "the cards are not one suit"
    except (CardError, ActionParseError) as e:
        return f"bad cards or action: {e}"
    return None


# ------------------------------------------------------------------ hints
def rule_hint(key: str) -> Msg:
    return msg("hint." + key if "hint." + key in _catalog() else "hint.generic")


def _catalog():
    from ..rules import catalog
    return catalog.MESSAGES


def hints(ex: Exercise, game, last_rule: str | None = None) -> list[Msg]:
    """The hint ladder: [which rule, which cards, the answer]."""
    seat = learner(ex, game)
    first = rule_hint(last_rule) if last_rule and "hint." + last_rule in _catalog() else _rule_rung(ex, game, seat)
    second = _cards_rung(ex, game, seat)
    sols = solutions(ex, game, 3)
    third = msg("hint.answer", answer=" / ".join(_show_answer(ex, game, s) for s in sols[:3])) if sols else None
    return [m for m in (first, second, third) if m is not None]


def _show_answer(ex: Exercise, game, s: str) -> str:
    if ex.answer_kind == "cards":
        try:
            return fmt(parse_cards(s), "glyph")
        except CardError:
            return s
    return s


def _rule_rung(ex: Exercise, game, seat: int) -> Msg:
    k = ex.kind
    if game is not None and not is_trick(game):
        r = game.current
        if game.phase == "play":
            return rule_hint("climb-low" if r is not None and r.standing is not None else "climb-pattern")
        if game.xuan and k in ("legal-play",):
            return rule_hint("first-lead")
        return rule_hint("declare-order")
    if k in ("legal-play", "win-trick", "is-legal") and game is not None and getattr(game, "phase", "") == "play":
        trick = game.current
        if trick is None or not trick.plays:
            if getattr(game, "taihu", False) and game.hands[seat].get(H5):
                return rule_hint("red5-lead")
            return rule_hint("lead-mixed")
        held = [c for c, n in game.hands[seat].items() if n and game.order.esuit(c) == trick.led_suit]
        if k == "win-trick":
            return rule_hint("win" if held else "ruff")
        if not held:
            return rule_hint("void")
        if any(c.width > 1 for c in trick.lead) and len(held) > sum(c.size for c in trick.lead):
            return rule_hint("follow-shape")
        return rule_hint("follow-suit")
    if k == "trick-winner":
        t = target_trick(ex, game)
        if any(e.id in ("ruff", "ruff-shape") for e in t.events):
            return rule_hint("ruff")
        if any(e.id == "princess-no-power" for e in t.events):
            return rule_hint("princess-no-power")
        if t.why is not None and t.why.key == "trick.tie":
            return rule_hint("tie")
        return rule_hint("pattern")
    if k == "points":
        if ex.count == "trick":
            return rule_hint("points")
        return rule_hint("score")
    if k == "throw":
        return rule_hint("throw")
    if k == "pattern":
        return rule_hint("pattern")
    if k in ("climb", "level-after"):
        return rule_hint("level")
    if k in ("choose", "pick-legal"):
        phase = getattr(game, "phase", "")
        return rule_hint({"bid": "bid-step", "trump": "trump-choice", "show": "show-not-level",
                          "bury": "bury-count", "call": "call-card"}.get(phase, "follow-suit"
                                                                         if phase == "play" else "generic"))
    return rule_hint("generic")


def _cards_rung(ex: Exercise, game, seat: int) -> Msg | None:
    k = ex.kind
    if game is not None and not is_trick(game):
        return _climb_cards_rung(ex, game, seat)
    if k in ("legal-play", "win-trick") and game.phase == "play":
        trick = game.current
        if trick is not None and trick.plays:
            held = [c for c, n in game.hands[seat].items() for _ in range(n)
                    if game.order.esuit(c) == trick.led_suit]
            if held:
                return msg("hint.cards.suit", cards=game.order.sort(held), suit=term("suit." + trick.led_suit))
            trumps = [c for c, n in game.hands[seat].items() for _ in range(n) if game.order.is_trump(c)]
            return msg("hint.cards.void", suit=term("suit." + trick.led_suit), cards=game.order.sort(trumps))
        return None
    if k == "trick-winner":
        t = target_trick(ex, game)
        led = [cs for s, cs in t.plays][0]
        return msg("hint.cards.lead", cards=list(led), pattern=term(t.lead[0].kind if len(t.lead) == 1 else "throw"))
    if k == "points":
        if ex.count == "trick":
            t = target_trick(ex, game)
            pts = [c for c in t.cards() if c.points]
            return msg("hint.cards.points", cards=_sorted(game, pts))
        return None
    if k == "throw":
        from ..rules.trick.patterns import decompose
        comps = decompose(parse_cards(ex.cards), game.order)
        return msg("hint.cards.components", parts=tuple(msg("hint.part", kind=term(c.kind), cards=list(c.cards))
                                                          for c in comps))
    if k == "pattern":
        from ..rules.trick.patterns import decompose
        comps = decompose(parse_cards(ex.cards), game.order)
        return msg("hint.cards.groups", n=len(comps))
    if k == "climb":
        return msg("hint.ladder", start=ex.start, steps=ex.steps)
    if k == "level-after":
        data = game.result.data
        side = msg("ui.side." + (data.get("winner") or "none"))
        return msg("hint.level-after", points=data["points"]["defenders"], side=side, steps=data.get("steps", 0),
                   seat=Seat(seat), level=game.deal.levels[seat])
    return None


CLIMB_STORY = {"round", "lead-passes", "out", "contract-made", "contract-failed", "partners"}


def climb_why(game, seat: int, cs) -> list[Msg]:
    """Why a climbing play is legal: the pattern it is, and what it beats (R-41)."""
    from ..rules.climb.patterns import Pattern, classify
    pat = classify(cs, game.order)
    if not isinstance(pat, Pattern):
        return [msg("fb.is-legal", action=list(cs))]
    r = game.current
    srt = game.order.sort(cs)
    if r is not None and r.standing is not None:
        return [msg("why.climb-beats", cards=srt, pattern=pat.describe(), standing=game.order.sort(r.standing_cards))]
    return [msg("why.climb-lead", cards=srt, pattern=pat.describe())]


def _climb_cards_rung(ex: Exercise, game, seat: int) -> Msg | None:
    """The second rung in a climbing game: what stands, or what the learner's hand offers."""
    r = game.current
    if game.phase == "declare" and not game.xuan:
        from ..rules.climb import declare_duxiao
        st = declare_duxiao.standing(game)
        if st is None:
            return msg("hint.climb.no-declaration")
        return msg("hint.climb.standing-declaration", seat=Seat(st[0]), kind=term("decl." + st[1]))
    if game.phase == "declare" and ex.kind in ("legal-play",):
        return msg("hint.first-lead")
    if r is not None and r.standing is not None:
        return msg("hint.climb.standing", cards=game.order.sort(r.standing_cards), pattern=r.standing.describe(),
                   n=len(r.standing_cards))
    if r is not None and game.phase == "play":
        return msg("hint.climb.lead")
    return None


# ------------------------------------------------------------------ judging
def judge(ex: Exercise, game, answer: str, tries: int = 0) -> Feedback:
    """Judge one answer. `tries`: wrong answers so far (the hint ladder grows with them)."""
    k = ex.kind
    seat = learner(ex, game)
    fn = {"legal-play": _j_play, "win-trick": _j_win, "pick-legal": _j_pick, "is-legal": _j_is_legal,
          "trick-winner": _j_winner, "points": _j_points, "choose": _j_choose, "throw": _j_throw,
          "pattern": _j_pattern, "climb": _j_level, "level-after": _j_level}[k]
    fb = fn(ex, game, seat, answer)
    if fb.judged and not fb.correct:
        ladder = hints(ex, game, fb.rule)
        fb.hints = ladder[: min(len(ladder), tries + 1)]
    return fb


def _invalid(m: Msg, answer: str) -> Feedback:
    return Feedback(False, answer, invalid=m)


def _play_why(game, seat: int, cs, evs: list[Event]) -> list[Msg]:
    if not is_trick(game):
        return climb_why(game, seat, cs) + [e.msg for e in evs if e.seat == seat or e.id in CLIMB_STORY]
    o = game.order
    trick = game.current
    out: list[Msg] = []
    if trick is None or not trick.plays:
        from ..rules.trick.patterns import decompose, pattern_name
        comps = decompose(cs, o)
        out.append(msg("why.lead", cards=o.sort(cs), pattern=term(pattern_name(comps))))
    else:
        led = trick.led_suit
        held = [c for c, n in game.hands[seat].items() for _ in range(n) if o.esuit(c) == led]
        need = len(cs)
        if not held:
            out.append(msg("why.void", cards=o.sort(cs), suit=term("suit." + led), n=need))
        elif len(held) <= need:
            out.append(msg("why.all-suit", cards=o.sort(cs), suit=term("suit." + led), n=len(held)))
        else:
            out.append(msg("why.follow", cards=o.sort(cs), suit=term("suit." + led)))
    out += [e.msg for e in telling(evs) if e.seat == seat or e.id == "trick"]
    return out


def _j_play(ex, game, seat, answer) -> Feedback:
    if not is_trick(game) and answer.strip().lower() in PASS_WORDS:  # a climbing game's pass
        a: Action = Pass(seat)
        v = game.check(a)
        if not v.ok:
            return Feedback(False, "pass", v.rule, [v.reason], ids=verdict_ids(v))
        _, evs = apply_copy(game, a)
        return Feedback(True, "pass", why=[msg("fb.is-legal", action=str(a))] + [e.msg for e in evs],
                        ids={e.id for e in evs})
    cs, refused = _judged_play(game, seat, answer)
    if refused:
        return refused
    _, evs = apply_copy(game, Play(seat, cs))
    return Feedback(True, fmt(cs), why=_play_why(game, seat, cs, evs), ids={e.id for e in evs})


def _judged_play(game, seat, answer) -> tuple[tuple, Feedback | None]:
    """The cards of an answer, and the feedback when they cannot be read or the engine refuses them."""
    cs, bad = parse_cards_answer(answer)
    if bad:
        return (), _invalid(bad, answer)
    v = game.check(Play(seat, cs))
    if not v.ok:
        return cs, Feedback(False, fmt(cs), v.rule, [v.reason], ids=verdict_ids(v))
    return cs, None


def _j_win(ex, game, seat, answer) -> Feedback:
    cs, refused = _judged_play(game, seat, answer)
    if refused:
        return refused
    t = hypothetical(game, seat, cs)
    mine = [e for e in t.events if e.seat == seat and e.id not in PROGRESS_EVENTS]
    ids = {e.id for e in t.events}
    if t.winner == seat:
        return Feedback(True, fmt(cs), why=[t.why] + [e.msg for e in mine if e.id != "discard"], ids=ids)
    reason = [e.msg for e in mine] or [msg("fb.not-winning", cards=list(cs))]
    rule = next((e.id for e in mine if e.id in ("ruff-shape", "princess-no-power", "discard")), None)
    return Feedback(False, fmt(cs), rule, reason + [msg("fb.still-wins", why=t.why)], ids=ids)


def _option_verdicts(ex, game, seat) -> list[tuple[int, Action, Verdict]]:
    out = []
    for i, o in enumerate(ex.options):
        a = option_action(o, seat, game.rules)
        out.append((i, a, game.check(a)))
    return out


def action_param(a: Action, seat: int | None = None):
    """An action as a message parameter: the cards of a play by the learner, else its record text."""
    if isinstance(a, Play) and (seat is None or a.seat == seat):
        return list(a.cards)
    return str(a)


def _option_line(i: int, a: Action, v: Verdict) -> Msg:
    text = action_param(a)
    if v.ok:
        return msg("fb.option-legal", label=option_label(i), action=text)
    return msg("fb.option-illegal", label=option_label(i), action=text, rule=v.rule, reason=v.reason)


def _j_pick(ex, game, seat, answer) -> Feedback:
    picks, bad = parse_letters(answer, len(ex.options))
    if bad:
        return _invalid(bad, answer)
    verdicts = _option_verdicts(ex, game, seat)
    right = {i for i, _, v in verdicts if v.ok}
    ids = {v.rule for _, _, v in verdicts if not v.ok and v.rule}
    label = "".join(option_label(i) for i in sorted(picks)) or "none"
    if picks == right:
        return Feedback(True, label, why=[_option_line(*x) for x in verdicts], ids=ids)
    wrong = [x for x in verdicts if (x[0] in picks) != x[2].ok]
    rule = next((v.rule for i, _, v in wrong if not v.ok), None)
    reason = [msg("fb.misjudged", n=len(wrong))] + [_option_line(*x) for x in wrong if not x[2].ok]
    if any(x[2].ok for x in wrong):
        reason.append(msg("fb.missed-legal", n=sum(1 for x in wrong if x[2].ok)))
    return Feedback(False, label, rule, reason, ids=ids)


def _j_is_legal(ex, game, seat, answer) -> Feedback:
    yes, bad = parse_yes_no(answer)
    if bad:
        return _invalid(bad, answer)
    a = option_action(ex.action, seat, game.rules)
    v = game.check(a)
    ids = verdict_ids(v)
    ap = action_param(a)
    detail = [msg("fb.is-legal", action=ap)] if v.ok else [msg("fb.is-illegal", action=ap, rule=v.rule), v.reason]
    if v.ok:
        _, evs = apply_copy(game, a)
        detail += [e.msg for e in telling(evs) if e.seat == a.seat]
        ids |= {e.id for e in evs}
    if yes == v.ok:
        return Feedback(True, "yes" if yes else "no", why=detail, ids=ids)
    if v.ok:
        return Feedback(False, "yes" if yes else "no", None, [msg("fb.was-legal", action=ap)], ids=ids)
    return Feedback(False, "yes" if yes else "no", v.rule, detail, ids=ids)


def _trick_story(t) -> list[Msg]:
    return [t.why] + [e.msg for e in t.events if e.id not in PROGRESS_EVENTS]


def _j_winner(ex, game, seat, answer) -> Feedback:
    s, bad = parse_seat(answer, game.rules.players)
    if bad:
        return _invalid(bad, answer)
    t = target_trick(ex, game)
    ids = {e.id for e in t.events}
    if s == t.winner:
        return Feedback(True, f"p{s + 1}", why=_trick_story(t), ids=ids)
    theirs = [e for e in t.events if e.seat == s and e.id in ("discard", "ruff-shape", "princess-no-power", "ruff")]
    played = dict(t.plays).get(s, ())
    if theirs:
        telling_ev = [e for e in theirs if e.id != "ruff"]
        reason = [e.msg for e in theirs]
        rule = telling_ev[0].id if telling_ev else None
        if not telling_ev:  # a ruff that was overruffed
            reason.append(msg("fb.outranked", seat=Seat(s), cards=list(played)))
    elif t.why is not None and t.why.key == "trick.tie" and dict(t.why.args).get("other") == Seat(s):
        reason, rule = [msg("fb.tied-later", seat=Seat(s), cards=list(played))], "tie"
    else:
        reason, rule = [msg("fb.outranked", seat=Seat(s), cards=list(played))], None
    return Feedback(False, f"p{s + 1}", rule, reason, ids=ids)


def _j_points(ex, game, seat, answer) -> Feedback:
    n, bad = parse_number(answer)
    if bad:
        return _invalid(bad, answer)
    value = _points(ex, game)
    why = _points_why(ex, game)
    ids = set()
    if ex.count != "trick":
        ids = {e.id for e in game.result.events}
    if n == value:
        return Feedback(True, str(n), why=why, ids=ids)
    return Feedback(False, str(n), None, [msg("fb.points-wrong", n=n)], ids=ids)


def _points_why(ex, game) -> list[Msg]:
    if ex.count == "trick":
        t = target_trick(ex, game)
        pts = [c for c in t.cards() if c.points]
        if not pts:
            return [msg("why.points.none")]
        return [msg("why.points", sum=" + ".join(str(c.points) for c in _sorted(game, pts)), total=t.points,
                    cards=_sorted(game, pts))]
    value = _points(ex, game)
    out = [msg("why.result." + ex.count, value=value)]
    out += [e.msg for e in game.result.events if e.id not in PROGRESS_EVENTS and e.id not in ("level-up", "level-down",
                                                                                              "match-won")]
    return out


def _j_choose(ex, game, seat, answer) -> Feedback:
    if ex.options:
        picks, bad = parse_letters(answer, len(ex.options))
        if bad:
            a, bad2 = parse_action_answer(answer, seat, game.rules)
            if bad2:
                return _invalid(bad, answer)
        elif len(picks) != 1:
            return _invalid(msg("fb.one-option"), answer)
        else:
            a = option_action(ex.options[picks.pop()], seat, game.rules)
    else:
        a, bad = parse_action_answer(answer, seat, game.rules)
        if bad:
            return _invalid(bad, answer)
    v = game.check(a)
    if not v.ok:
        return Feedback(False, str(a), v.rule, [v.reason], ids=verdict_ids(v))
    _, evs = apply_copy(game, a)
    why = [msg("fb.is-legal", action=str(a))] + [e.msg for e in evs if e.id != "bottom-taken"]
    return Feedback(True, str(a), why=why, ids={e.id for e in evs})


def _j_throw(ex, game, seat, answer) -> Feedback:
    yes, bad = parse_yes_no(answer)
    if bad:
        return _invalid(bad, answer)
    cs = parse_cards(ex.cards)
    g, evs = apply_copy(game, Play(seat, cs))
    failed = [e for e in evs if e.id == "throw-failed"]
    ids = {e.id for e in evs}
    story = [e.msg for e in failed] or [msg("why.throw-ok", cards=game.order.sort(cs))]
    if yes == (not failed):
        return Feedback(True, "yes" if yes else "no", why=story, ids=ids)
    return Feedback(False, "yes" if yes else "no", "throw-failed" if failed else None, story, ids=ids)


def _j_pattern(ex, game, seat, answer) -> Feedback:
    word = PATTERN_WORDS.get(answer.strip().lower())
    if word is None:
        return _invalid(msg("fb.not-pattern"), answer)
    from ..rules.trick.patterns import decompose
    comps = decompose(parse_cards(ex.cards), game.order)
    value = expected(ex, game)
    parts = tuple(msg("hint.part", kind=term(c.kind), cards=list(c.cards)) for c in comps)
    why = [msg("why.pattern", cards=game.order.sort(parse_cards(ex.cards)), pattern=term(value), parts=parts)]
    if word == value:
        return Feedback(True, word, why=why)
    return Feedback(False, word, None, [msg("fb.not-this-pattern", pattern=term(word))])


def _j_level(ex, game, seat, answer) -> Feedback:
    lv, bad = parse_level(answer)
    if bad:
        return _invalid(bad, answer)
    value = expected(ex, game)
    if ex.kind == "climb":
        why = [msg("why.climb", start=ex.start, steps=ex.steps, to=value)]
        ids: set[str] = set()
    else:
        evs = [e for e in game.result.events if e.seat == seat and e.id in ("level-up", "level-down", "match-won")]
        why = [e.msg for e in evs] or [msg("why.level-same", seat=Seat(seat), level=value)]
        ids = {e.id for e in game.result.events}
    if lv == value:
        return Feedback(True, lv, why=why, ids=ids)
    return Feedback(False, lv, None, [msg("fb.level-wrong", level=lv)], ids=ids)


# ------------------------------------------------------------------ demonstrations
@dataclass
class Demo:
    action: str
    verdict: Verdict
    events: list[Event]

    @property
    def ids(self) -> set[str]:
        return verdict_ids(self.verdict) | {e.id for e in self.events}


def run_demos(game, texts) -> list[Demo]:
    """Judge each demonstration action in turn on a copy; legal ones are applied (so a demo can finish a trick)."""
    g = game.copy()
    out = []
    for t in texts:
        a = parse_action(split_comment(t)[0], g.rules)
        v = g.check(a)
        evs: list[Event] = []
        if v.ok:
            g, evs = apply_copy(g, a)
        out.append(Demo(str(a), v, evs))
    return out


def prompt_msg(ex: Exercise, game) -> Msg:
    """The question, when the lesson does not word it."""
    seat = learner(ex, game)
    k = ex.kind
    p = {"seat": Seat(seat)}
    if k == "trick-winner":
        return msg("ask.trick-winner", n=target_trick(ex, game).number)
    if k == "points":
        if ex.count == "trick":
            return msg("ask.points.trick", n=target_trick(ex, game).number)
        return msg("ask.points." + ex.count)
    if k == "throw":
        return msg("ask.throw", cards=game.order.sort(parse_cards(ex.cards)), **p)
    if k == "pattern":
        return msg("ask.pattern", cards=game.order.sort(parse_cards(ex.cards)))
    if k == "climb":
        return msg("ask.climb", start=ex.start, steps=ex.steps)
    if k == "level-after":
        return msg("ask.level-after", **p)
    if k == "is-legal":
        return msg("ask.is-legal", action=action_param(option_action(ex.action, seat, game.rules)))
    return msg("ask." + k, **p)


def hides_outcome(ex: Exercise | None) -> bool:
    """Whether the position's outcome (a trick's winner, a hand's result) stays hidden until the answer."""
    return ex is not None and ex.kind in ("trick-winner", "points", "level-after")


def shown_ids(step, game=None) -> set[str]:
    """Rule and event ids the engine produces in what a step shows (its demos and its position's events)."""
    if game is None and step.position is not None:
        game = step.position.game()
    ids: set[str] = set()
    for d in run_demos(game, step.demo) if step.demo else []:
        ids |= d.ids
    if step.position is not None and not hides_outcome(step.exercise):
        if step.show == "last" and step.position.log:
            ids |= {e.id for e in step.position.log[-1][2]}
        if step.show == "result" and game.over and game.result is not None:
            ids |= {e.id for e in game.result.events}
    return ids


def step_ids(step) -> set[str]:
    """Every rule and event id the engine produces when the step is shown, and judged with right and wrong answers."""
    game = step.position.game() if step.position else None
    ids = shown_ids(step, game)
    ex = step.exercise
    if ex is not None:
        answers = solutions(ex, game, 3) + [wrong_answer(ex, game)]
        for a in answers:
            if a is not None:
                ids |= judge(ex, game, a).ids
    return ids - PROGRESS_EVENTS


__all__ = ["Feedback", "judge", "solutions", "wrong_answer", "hints", "problem", "expected", "run_demos",
           "prompt_msg", "option_label", "option_action", "Demo", "learner", "apply_copy", "Counter"]
