"""Player-facing texts of the trick-taking engine's reasons for who wins a trick (trick.*), en + zh.

Merged into `catalog.MESSAGES` at the end of catalog.py. Each reason claims only what is true of the trick
(tests/statements/test_true_rankings.py, issue 22 §1): "the highest trump played", not "the highest trump";
a lone ruff is "the only trump played"; in Taihu a ruff names its natural trumps (将牌).
"""

MESSAGES: dict[str, tuple[str, str]] = {
    "trick.lead": ("{seat} wins with the lead, {cards}: nobody followed with a higher {pattern} of the suit led, "
                   "and nobody ruffed.", "{seat}首出的{cards}获胜：没有人跟出同花色更大的{pattern}，也没有人毙。"),
    "trick.lead.trump-single": ("{seat} wins with the lead, {cards}: nobody played a higher trump.",
                                "{seat}首出的{cards}获胜：没有人出更大的主牌。"),
    "trick.lead.trump": ("{seat} wins with the lead, {cards}: nobody played a higher trump {pattern}.",
                         "{seat}首出的{cards}获胜：没有人出更大的主牌{pattern}。"),
    "trick.lead.throw": ("{seat} wins with the throw {cards}: nobody could beat any part of it in the suit, and "
                         "nobody ruffed.", "{seat}甩的{cards}获胜：这门花色里谁也管不住它的任何一部分，也没有人毙。"),
    "trick.lead.throw-trump": ("{seat} wins with the trump throw {cards}: nobody could beat any part of it.",
                               "{seat}甩的主牌{cards}获胜：谁也管不住它的任何一部分。"),
    "trick.higher": ("{seat} wins with {cards}: the highest {pattern} played in the suit led, and nobody ruffed.",
                     "{seat}以{cards}获胜：同花色里跟出的{pattern}它最大，也没有人毙。"),
    "trick.higher.trump-single": ("{seat} wins with {cards}: the highest trump played.",
                                  "{seat}以{cards}获胜：这一轮出的主牌里它最大。"),
    "trick.higher.trump": ("{seat} wins with {cards}: the highest trump {pattern} played.",
                           "{seat}以{cards}获胜：这一轮出的主牌{pattern}里它最大。"),
    "trick.ruff": ("{seat} wins by ruffing with {cards}: of the ruffs in the lead's pattern ({pattern}), it has the "
                   "highest card.",
                   "{seat}以{cards}毙牌获胜：几家都用和首家（{pattern}）一样牌型的主牌毙，比最大的一张，它最大。"),
    "trick.ruff.only-single": ("{seat} wins by ruffing with {cards}: the only trump played.",
                               "{seat}以{cards}毙牌获胜：这一轮只有它是主牌。"),
    "trick.ruff.only": ("{seat} wins by ruffing with {cards}: the only play of trumps in the lead's pattern "
                        "({pattern}).", "{seat}以{cards}毙牌获胜：只有这一手是和首家（{pattern}）牌型一样的主牌。"),
    "trick.ruff.natural": ("{seat} wins by ruffing with the natural trumps {cards}: of the ruffs in the lead's pattern "
                           "({pattern}), it has the highest card.",
                           "{seat}以将牌{cards}毙牌获胜：几家都用和首家（{pattern}）一样牌型的将牌毙，比最大的一张，它最大。"),
    "trick.ruff.natural.only-single": ("{seat} wins by ruffing with {cards}: the only natural trump played "
                                       "(princesses cannot ruff a side suit).",
                                       "{seat}以{cards}毙牌获胜：这一轮只有它是将牌（公主不能毙副牌）。"),
    "trick.ruff.natural.only": ("{seat} wins by ruffing with the natural trumps {cards}: the only natural trumps "
                                "in the lead's pattern ({pattern}).",
                                "{seat}以将牌{cards}毙牌获胜：只有这一手是和首家（{pattern}）牌型一样的将牌。"),
    "trick.tie": ("{seat} wins with {cards}: {other} played an equal card later, and the first played wins.",
                  "{seat}以{cards}获胜：{other}后出了相同大小的牌，先出者大。"),
}
