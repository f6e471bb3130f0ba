"""Texts of the replay web page (`hwtutor replay FILE --export game.html`), en + zh.

The page's own words (title, buttons, the list of tricks, card names for screen
readers); what it shows of a moment comes from the terminal viewer's catalog
(catalog.py). Registered by the package's __init__.
"""

MESSAGES: dict[str, tuple[str, str]] = {
    "web.title": ("{file} · {variant} — hwtutor replay", "{file} · {variant} — hwtutor 回放"),
    "web.noscript": ("This page steps through the game with a small script: allow JavaScript to see it.",
                     "本页用一小段脚本逐步显示对局：请在浏览器中允许运行脚本。"),
    "web.controls": ("Moves", "步骤"),
    "web.slider": ("Action", "步数"),
    "web.tricks": ("Tricks", "各轮"),
    "web.rounds": ("Rounds", "各轮"),
    "web.keys": ("Keys", "按键"),
    "web.help.link": ("The address ends in #a=N: a link with it opens the page at action N.",
                      "网址末尾的 #a=N 表示第N步：带着它的链接会在这一步打开。"),
    "web.help.click": ("A trick in the list: its last action.", "点列表中的一轮：跳到这一轮的最后一步。"),
    "web.mistakes": ("{n} {n:mistake|mistakes} marked by a review", "复盘标出{n}处失误"),
    "web.seat-view": ("Seen from {seat}: the other hands are hidden.", "从{seat}的视角：其他人的手牌隐藏。"),
    "web.go.first": ("First action", "第一步"),
    "web.go.prev": ("Previous action", "上一步"),
    "web.go.next": ("Next action", "下一步"),
    "web.go.last": ("Last action", "最后一步"),
    "web.go.prev-trick": ("The end of the previous trick", "上一轮的结束"),
    "web.go.next-trick": ("The end of the next trick", "下一轮的结束"),
    "web.go.mistake": ("The next mistake marked by a review", "复盘标出的下一个失误"),
    "web.comment.lang": ("({lang}) {text}", "（{lang}）{text}"),
    "web.card": ("{suit} {rank}", "{suit}{rank}"),
    "web.card.special": ("{card}, the special ten", "{card}（特殊10）"),
    "web.card.points": ("{card}, point card", "{card}，分牌"),
}

_RANKS_EN = {2: "two", 3: "three", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight", 9: "nine",
             10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
_RANKS_ZH = {11: "J", 12: "Q", 13: "K", 14: "A"}

TERMS: dict[str, dict[str, str]] = {
    "web.suit.S": {"en": "spade", "zh": "黑桃"},
    "web.suit.H": {"en": "heart", "zh": "红桃"},
    "web.suit.C": {"en": "club", "zh": "梅花"},
    "web.suit.D": {"en": "diamond", "zh": "方块"},
    "web.lang.en": {"en": "in English", "zh": "英文"},
    "web.lang.zh": {"en": "in Chinese", "zh": "中文"},
    "web.joker.big": {"en": "big joker", "zh": "大王"},
    "web.joker.small": {"en": "small joker", "zh": "小王"},
    "web.btn.first": {"en": "First", "zh": "开始"},
    "web.btn.prev": {"en": "Back", "zh": "上一步"},
    "web.btn.next": {"en": "Next", "zh": "下一步"},
    "web.btn.last": {"en": "End", "zh": "最后"},
    "web.btn.prev-trick": {"en": "Trick", "zh": "上一轮"},
    "web.btn.next-trick": {"en": "Trick", "zh": "下一轮"},
    "web.btn.mistake": {"en": "Mistake", "zh": "失误"},
    "web.key.next": {"en": "→ n", "zh": "→ n"},
    "web.key.prev": {"en": "← p", "zh": "← p"},
    "web.key.trick": {"en": "] [", "zh": "] ["},
    "web.key.ends": {"en": "Home End", "zh": "Home End"},
    "web.key.mistake": {"en": "m M", "zh": "m M"},
    **{f"web.rank.{r}": {"en": _RANKS_EN[r], "zh": _RANKS_ZH.get(r, str(r))} for r in range(2, 15)},
}
