"""The input line of a hotseat turn: an action, or a command.

Cards in any notation the rules core reads (`SA SA`, `♠A ♠A`, `黑桃A`, `大王`),
also written together (`♠A♠A`, `SASA`). Without a verb the line means the
action of the moment: a number or `pass` in the auction, a suit for trump,
cards to show (or `none`), to bury, the card to call, the cards to play.
Commands: hint, why CARDS, undo, last, rules [N|WORD], save, quit, help,
confirm on/off, practice, and their Chinese words (提示, 为什么 牌, 悔牌, 上轮, 规则, 保存,
退出, 帮助, 确认 开/关, 练习局), which a Chinese screen shows (`shown_word`).
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any

from ..rules.actions import Action, Bid, Bury, Call, ChooseTrump, Pass, Play, Show
from ..rules.cards import Card, CardError
from ..rules.cards import cards as parse_cards
from ..rules.messages import Msg, msg

COMMANDS = ("hint", "why", "undo", "last", "rules", "save", "quit", "help", "confirm", "practice")
ALIASES = {
    "hint": "hint", "?": "hint", "？": "hint", "提示": "hint",
    "why": "why", "为什么": "why", "为何": "why",
    "undo": "undo", "u": "undo", "悔牌": "undo", "悔": "undo", "撤销": "undo",
    "last": "last", "l": "last", "上轮": "last", "上一轮": "last",
    "rules": "rules", "规则": "rules",
    "save": "save", "保存": "save",
    "quit": "quit", "q": "quit", "exit": "quit", "退出": "quit",
    "help": "help", "帮助": "help",
    "confirm": "confirm", "确认": "confirm", "确定": "confirm",
    "practice": "practice", "练习局": "practice",
}
VERBS = {
    "bid": "bid", "叫分": "bid", "叫": "bid",
    "pass": "pass", "p": "pass", "过": "pass", "不叫": "pass", "放弃": "pass",
    "trump": "trump", "叫主": "trump", "主": "trump",
    "show": "show", "亮": "show", "亮牌": "show",
    "bury": "bury", "扣": "bury", "扣底": "bury",
    "call": "call", "叫朋友": "call", "找朋友": "call",
    "play": "play", "出": "play", "出牌": "play",
}
NONE_WORDS = {"none", "no", "nothing", "-", "无", "不亮", "没有"}
SUIT_WORDS = {
    "s": "S", "h": "H", "c": "C", "d": "D", "♠": "S", "♥": "H", "♣": "C", "♦": "D",
    "♤": "S", "♡": "H", "♧": "C", "♢": "D", "spades": "S", "hearts": "H", "clubs": "C", "diamonds": "D",
    "spade": "S", "heart": "H", "club": "C", "diamond": "D",
    "黑桃": "S", "红桃": "H", "紅桃": "H", "梅花": "C", "草花": "C", "方块": "D", "方片": "D", "方塊": "D",
    "黑": "S", "红": "H", "梅": "C", "方": "D",
}
# The word a screen shows for a command or an answer of the moment, in the player's language: in Chinese
# the Chinese word, which the input line accepts like the English one (ALIASES, VERBS, NONE_WORDS, and
# climb.py's declarations). Issue 22 §2: a Chinese screen advertises no English word.
ZH_WORDS = {
    "hint": "提示", "why": "为什么", "undo": "悔牌", "last": "上轮", "rules": "规则", "save": "保存", "quit": "退出",
    "help": "帮助", "confirm": "确认", "practice": "练习局", "on": "开", "off": "关", "pass": "过", "none": "不亮",
    "review": "复盘", "yes": "是", "y": "是", "no": "否", "n": "否",
}


OFF_WORDS = ("off", "no", "0", "关", "关闭", "不")  # confirm off / 确认 关


def shown_word(word: str, lang: str) -> str:
    """`word` as a screen in `lang` shows it (one that the input line accepts)."""
    return ZH_WORDS.get(word, word) if lang == "zh" else word


PHASE_VERB = {"bid": "bid", "trump": "trump", "show": "show", "bury": "bury", "call": "call", "play": "play"}

_JOINED = re.compile(
    r"\s*(大王|小王|大鬼|小鬼|BJ|LJ|(?:big|small|little)[\s-]*joker|(?:[♠♥♣♦♤♡♧♢]|黑桃|红桃|紅桃|梅花|草花|方块|方片|方塊|[SHCD])(?:10|[2-9JQKAT])\*?)",
    re.IGNORECASE)


@dataclass(frozen=True)
class Command:
    kind: str                    # "action", one of COMMANDS, "empty" or "error"
    action: Action | None = None
    error: Msg | None = None
    arg: str = ""


def split_cards(text: str) -> tuple[Card, ...]:
    """Cards separated by spaces, or written together (♠A♠A): CardError otherwise."""
    try:
        return parse_cards(text)
    except CardError as first:
        pos, out = 0, []
        s = text.strip()
        while pos < len(s):
            m = _JOINED.match(s, pos)
            if not m:
                raise first
            out.append("".join(m.group(1).replace("-", " ").split()))  # Big-Joker, big joker: BIGJOKER
            pos = m.end()
            while pos < len(s) and s[pos].isspace():
                pos += 1
        return parse_cards(out)


def _err(key: str, **params: Any) -> Command:
    return Command("error", error=msg(key, **params))


def build_action(verb: str, rest: str, seat: int) -> Command:
    """The action `verb` with the argument text `rest` for `seat`."""
    rest = rest.strip()
    try:
        if verb == "pass":
            return Command("action", Pass(seat)) if not rest else _err("play.bad-input", text=rest[:40])
        if verb == "bid":
            if not re.fullmatch(r"[0-9]{1,4}", rest):
                return _err("play.bad-bid", text=rest[:40])
            return Command("action", Bid(seat, int(rest)))
        if verb == "trump":
            s = SUIT_WORDS.get(rest.lower())
            if s is None:
                return _err("play.bad-suit", text=rest[:40])
            return Command("action", ChooseTrump(seat, s))
        if verb == "show":
            if not rest or rest.lower() in NONE_WORDS:
                return Command("action", Show(seat, ()))
            return Command("action", Show(seat, split_cards(rest)))
        if verb == "bury":
            return Command("action", Bury(seat, split_cards(rest)))
        if verb == "call":
            cs = split_cards(rest)
            if len(cs) != 1:
                return _err("play.call-one", n=len(cs))
            return Command("action", Call(seat, cs[0]))
        if verb == "play":
            cs = split_cards(rest)
            if not cs:
                return Command("empty")
            return Command("action", Play(seat, cs))
    except CardError as e:
        return _err("play.bad-card", token=e.token[:40])
    return _err("play.bad-input", text=f"{verb} {rest}"[:40])


def parse_action_text(text: str, phase: str, seat: int) -> Command:
    """An action written with or without its verb, for the phase of the hand."""
    text = text.strip()
    if not text:
        return Command("empty")
    head, _, rest = text.partition(" ")
    verb = VERBS.get(head.lower())
    if verb is not None:
        return build_action(verb, rest, seat)
    if phase == "bid" and re.fullmatch(r"[0-9]{1,4}", text):
        return build_action("bid", text, seat)
    if phase == "trump" and text.lower() in SUIT_WORDS:
        return build_action("trump", text, seat)
    if phase == "show" and text.lower() in NONE_WORDS:
        return build_action("show", "", seat)
    if phase == "call":
        return build_action("call", text, seat)
    if phase in PHASE_VERB:
        return build_action(PHASE_VERB[phase], text, seat)
    return _err("play.bad-input", text=text[:40])


def parse_line(line: str, phase: str, seat: int) -> Command:
    text = line.strip()
    if not text:
        return Command("empty")
    head, _, rest = text.partition(" ")
    kind = ALIASES.get(head.lower())
    if kind == "why":
        if not rest.strip():
            return _err("play.why-what")
        inner = parse_action_text(rest, phase, seat)
        if inner.kind != "action":
            return inner
        return Command("why", inner.action, arg=rest.strip())
    if kind is not None:
        return Command(kind, arg=rest.strip())
    return parse_action_text(text, phase, seat)
