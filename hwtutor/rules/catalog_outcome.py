"""Player-facing texts of a trick hand's outcome in words (hwtutor/rules/outcome.py), en + zh: the verdict
against the bid or the Taihu lines, and what decided it."""

MESSAGES: dict[str, tuple[str, str]] = {
    "outcome.two": ("{verdict} {decider}", "{verdict}{decider}"),
    # ---- Zhejiang / Jiande: the dealer's points against the bid
    "outcome.contract.made": ("{seat} took {points}{adj} against the {bid} bid: the contract is made, by {by}.",
                              "{seat}得{points}分{adj}，叫分{bid}：完成叫分，多{by}分。"),
    "outcome.contract.failed": ("{seat} took {points}{adj} against the {bid} bid: the contract fails, {by} short.",
                                "{seat}得{points}分{adj}，叫分{bid}：未完成叫分，差{by}分。"),
    "outcome.contract.exact": ("{seat} took {points}{adj} against the {bid} bid: the contract is made exactly.",
                               "{seat}得{points}分{adj}，叫分{bid}：正好完成叫分。"),
    "outcome.red5-adj": (" ({adj:+} for red fives)", "（红五{adj:+}）"),
    # ---- Taihu: the defenders' points against the lines (seed 004, R-34)
    "outcome.levels.dealer": ("Defenders took {points}, under {line}: the dealer's side climbs {n} "
                              "{n:level|levels}{climb}.",
                              "闲家得{points}分，不到{line}分：庄家方升{n}级{climb}。"),
    "outcome.levels.dealer-none": ("Defenders took no points: the dealer's side climbs {n} {n:level|levels}{climb}.",
                                   "闲家一分未得：庄家方升{n}级{climb}。"),
    "outcome.levels.nobody": ("Defenders took {points}, from 80 to 115: nobody climbs.",
                              "闲家得{points}分，在80到115分之间：双方都不升级。"),
    "outcome.levels.defenders": ("Defenders took {points}, {line} or more: the defenders climb {n} {n:level|levels}.",
                                 "闲家得{points}分，达到{line}分：闲家升{n}级。"),
    "outcome.climb": (" ({frm} → {to}{never})", "（{frm} → {to}{never}）"),
    "outcome.never": ("; 3 and 5 are never levels", "；3和5不作级别"),
    # ---- what decided it
    "outcome.decider.bottom": ("The bottom's {points} points, won with the last trick, made the difference.",
                               "最后一轮拿下底牌的{points}分，决定了胜负。"),
    "outcome.decider.bottom-overturned": ("{seat} overturned the bottom at trick {trick}: {points} points, doubled, "
                                          "decided it.",
                                          "{seat}在第{trick}轮抠底，翻倍后的{points}分决定了胜负。"),
    "outcome.decider.red5": ("The heart 5 of {seat} captured by {by} at trick {trick} swung {points} points, which "
                             "decided it.",
                             "第{trick}轮{by}拿到{seat}的红5，{points}分易手，决定了胜负。"),
    "outcome.decider.throw-ruffed.cost": ("The throw at trick {trick}, ruffed by {seat}, cost {loser} {points}.",
                                          "第{trick}轮的甩牌被{seat}毙了，{loser}丢了{points}分。"),
    "outcome.decider.ruffed.cost": ("Trick {trick}, ruffed by {seat}, cost {loser} {points}.",
                                    "第{trick}轮被{seat}毙牌，{loser}丢了{points}分。"),
    "outcome.decider.won.cost": ("Trick {trick}, won by {seat}, cost {loser} {points}.",
                                 "第{trick}轮被{seat}拿下，{loser}丢了{points}分。"),
    "outcome.loser.dealer": ("the dealer", "庄家"),
    "outcome.loser.side": ("the dealer's side", "庄家方"),
    "outcome.decider.throw-ruffed": ("{seat}'s ruff of the throw at trick {trick} brought {points}, which decided it.",
                                     "第{trick}轮{seat}毙了甩牌，拿到{points}分，决定了胜负。"),
    "outcome.decider.ruffed": ("{seat}'s ruff at trick {trick} brought {points}, which decided it.",
                               "第{trick}轮{seat}毙牌拿到{points}分，决定了胜负。"),
    "outcome.decider.won": ("The {points} points {seat} took at trick {trick} decided it.",
                            "第{trick}轮{seat}拿到的{points}分决定了胜负。"),
    "outcome.decider.none": ("No single trick decided it.", "没有哪一轮单独决定胜负。"),
}

TERMS: dict[str, dict[str, str]] = {}
