"""A trick's events in a word, en + zh: the one name of each event wherever a screen names it beside a trick
(the lessons' trick lines, lessons/view.py; the replay's seat marks, replay/trick_panels.py). One word per
event, so a lesson and the replay never call the same thing two names (issue 22 §2, issue 21 item 4). A word holds
no comma: a screen lists several with commas ("lead, throw, throw failed"; 首出、甩牌、甩牌失败)."""

TERMS: dict[str, dict[str, str]] = {
    "event.ruff": {"en": "ruff", "zh": "毙牌"},
    "event.discard": {"en": "discard", "zh": "贴牌"},
    "event.throw": {"en": "throw", "zh": "甩牌"},
    "event.throw-failed": {"en": "throw failed", "zh": "甩牌失败"},
    "event.friend-revealed": {"en": "friend revealed", "zh": "朋友出现"},
    "event.red5-rotten": {"en": "rotten 5", "zh": "烂5"},
    "event.red5-captured": {"en": "heart 5 captured", "zh": "红五被抓"},
    "event.princess-no-power": {"en": "powerless princess", "zh": "公主无力"},
    "event.ruff-shape": {"en": "wrong formation", "zh": "牌型不符"},
    "event.out": {"en": "out", "zh": "出完"},
}
