"""Reading what a learner typed: cards in any notation, option letters, yes/no, seats, numbers, levels,
actions. Each reader returns (value, None) or (None, the message that says what was expected)."""
from __future__ import annotations

import re

from ..rules.actions import Action, ActionParseError, parse_action, split_comment
from ..rules.cards import Card, CardError
from ..rules.cards import cards as parse_cards
from ..rules.messages import Msg, msg
from ..rules.seats import parse_seat as seat_index
from ..rules.seats import seat_code
from ..textsafe import ascii_int

PATTERN_WORDS = {
    "single": "single", "pair": "pair", "triple": "triple", "tractor": "tractor", "throw": "throw",
    "单张": "single", "单": "single", "单牌": "single", "对子": "pair", "对": "pair", "一对": "pair",
    "三张": "triple", "三条": "triple", "拖拉机": "tractor", "连对": "tractor", "甩牌": "throw", "甩": "throw",
}
YES = {"y", "yes", "是", "对", "能", "成功", "合法", "legal", "ok", "true", "succeeds", "success", "行", "可以"}
NO = {"n", "no", "否", "不", "不能", "失败", "不合法", "违规", "illegal", "false", "fails", "fail", "不行", "不可以"}
NONE_WORDS = {"none", "无", "没有", "-", "0"}
PASS_WORDS = {"pass", "不要", "过"}
LETTERS = "abcdefghijklmnopqrstuvwxyz"
# An action answered in Chinese words, as the Chinese screens ask for it (issue 22 §2): the first word (or the
# whole answer) in record notation. The hotseat table reads the same words (hwtutor/play/commands.py).
ZH_VERBS = {
    "叫分": "bid", "叫": "bid", "过": "pass", "不叫": "pass", "放弃": "pass", "不要": "pass", "叫主": "trump",
    "亮": "show", "亮牌": "show", "扣": "bury", "扣底": "bury", "叫朋友": "call", "找朋友": "call", "出": "play",
    "出牌": "play", "不亮": "show",
    "不独": "declare none", "独牌": "declare du", "天独": "declare tiandu", "天外天": "declare tianwaitian",
    "天宣": "tianxuan", "天揣": "tianchuai", "独": "du", "宣": "xuan", "揪": "jiu", "揣": "chuai", "反揣": "fanchuai",
    "投降": "surrender",
}
ZH_SUITS = {"黑桃": "S", "红桃": "H", "紅桃": "H", "梅花": "C", "草花": "C", "方块": "D", "方片": "D", "方塊": "D"}


def shown_action(text: str):
    """An action answer ("bid 70", "trump H", "declare du") as a screen shows it: in the player's language,
    in words that are accepted back ("叫分 70", "叫主 ♥", "独牌"), a message or a term (rendered per language)."""
    from ..rules.cards import CardError
    from ..rules.cards import cards as parse_cards
    from ..rules.messages import Cards, term

    def spaced(ws) -> Cards:  # one card a word (♥2 ♥2), in the screen's language when rendered (大王, Big-Joker)
        return Cards(tuple(parse_cards(ws)), apart=True)
    words = text.split()
    if not words:
        return text
    verb, rest = words[0].lower(), words[1:]
    try:
        if verb == "pass" and not rest:
            return msg("answer.pass")
        if verb == "bid" and len(rest) == 1:
            return msg("answer.bid", n=rest[0])
        if verb == "trump" and len(rest) == 1:
            return msg("answer.trump", suit={"S": "♠", "H": "♥", "C": "♣", "D": "♦"}.get(rest[0].upper(), rest[0]))
        if verb == "call" and len(rest) == 1:
            return msg("answer.call", card=spaced(rest))
        if verb == "show":
            return msg("answer.show", cards=spaced(rest)) if rest else msg("answer.show-none")
        if verb == "play" and rest:
            return msg("answer.play", cards=spaced(rest))
        if verb == "declare" and len(rest) == 1:
            return term("answer.declare." + rest[0].lower())
        if not rest:
            return term("answer.xuan." + verb)
    except (CardError, KeyError):
        pass
    return text


def _from_chinese(body: str) -> str:
    """'p2 叫分 65' -> 'p2 bid 65', 'p1 叫主 红桃' -> 'p1 trump H', 'p2 不独' -> 'p2 declare none'."""
    parts = body.split()
    if len(parts) >= 3 and parts[1] == "叫" and parts[2] in ZH_VERBS:  # 叫 天外天: the declaration after 叫
        parts = [parts[0], *parts[2:]]
    if len(parts) >= 2 and parts[1] in ZH_VERBS:
        verb = ZH_VERBS[parts[1]]
        rest = [ZH_SUITS.get(w, w) for w in parts[2:]] if verb == "trump" else parts[2:]
        return " ".join([parts[0], verb, *rest])
    return body


def option_label(i: int) -> str:
    return LETTERS[i]


def _strip_play(text: str, seat: int | None = None) -> str:
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


_GLUE = re.compile(r"(大王|小王|BJ|LJ|(?:BIG|SMALL|LITTLE)-?JOKER|"
                   r"(?:黑桃|红桃|紅桃|梅花|草花|方块|方片|[SHCD♠♥♣♦])(?:10|[2-9TJQKA]))",
                   re.IGNORECASE)


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
    """A learner's seat answer ("p2" or "2"), or why it is none."""
    seat = seat_index(text, players, bare=True)
    return (None, msg("fb.not-seat", last=players)) if seat is None else (seat, None)


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
        body = f"{seat_code(seat)} {body}"
    body = _from_chinese(body)
    try:
        return parse_action(body, rules), None
    except ActionParseError as e:
        if e.card is not None:  # a real card, but not of this game's deck (issue 10.2)
            return None, msg("bad-card.deck", card=e.card)
        if e.code == "bad-card":
            return None, msg("fb.not-card", token=e.token)
        return None, msg("fb.not-action", token=e.token or body)


def option_action(text: str, seat: int, rules) -> Action:
    """An option of a pick-legal / choose exercise as an action ('D4 D6' = a play by the seat)."""
    body = split_comment(text)[0].strip()
    if not re.match(r"^[pP][1-9]\b", body):
        body = f"{seat_code(seat)} {body}"
    try:
        return parse_action(body, rules)
    except ActionParseError:
        seat_part, _, rest = body.partition(" ")
        return parse_action(f"{seat_part} play {rest}", rules)


