"""Messages of the searching bot (hwtutor/bots/search.py) and of the review
(hwtutor/bots/review.py). Keys start with `bot.search.`, `bot.act.`,
`review.`; [0] English, [1] Chinese. Registered into the catalog by the
package's __init__. A reason names only the cards the seat plays and figures
averaged over sampled deals: never a card of a hidden hand, nor another card
of the seat's own hand."""

MESSAGES: dict[str, tuple[str, str]] = {
    # ---- what an action is, for a reason or a review line
    "bot.act.play": ("Play {cards}", "出{cards}"),
    "bot.act.bid": ("Bid {amount}", "叫{amount}"),
    "bot.act.pass": ("Pass", "不叫"),
    "bot.act.climb-pass": ("Pass", "不要"),
    "bot.act.trump": ("Name {suit} as trump", "叫{suit}为主"),
    "bot.act.show": ("Show {cards}", "亮{cards}"),
    "bot.act.show-none": ("Show nothing", "不亮"),
    "bot.act.bury": ("Bury {cards}", "扣{cards}"),
    "bot.act.call": ("Call {card}", "叫{card}"),
    "bot.act.declare": ("Declare {kind}", "叫{kind}"),
    "bot.act.silent": ("Stay silent", "不叫"),
    "bot.bad-level": ("There is no bot level {got}: choose one of {choices}.",
                      "没有“{got}”这个机器人等级：请选 {choices}。"),
    # ---- the searching bot's reasons
    "bot.search": ("{action}: over the {n} deals I sampled for the hidden cards it averages {value} {unit} for "
                   "me; the next best choice averages {alt}.",
                   "{action}：按已知的信息我模拟了{n}种暗牌分布，这样打平均{value}{unit}；次好的选择平均{alt}。"),
    "bot.search.points": ("{action}: over the {n} deals I sampled for the hidden cards it averages {value} {unit} "
                          "and {points} card points for my side; the next best choice {alt} and {alt_points}.",
                          "{action}：按已知的信息我模拟了{n}种暗牌分布，这样打平均{value}{unit}，我方平均{points}分；"
                          "次好的选择平均{alt}{unit}、{alt_points}分。"),
    "bot.search.trick": ("{action}: in {pct}% of the {n} deals I sampled for the hidden cards my side wins this "
                         "trick; it averages {value} {unit} and {points} card points for my side, the next best "
                         "choice {alt} and {alt_points}.",
                         "{action}：按已知的信息我模拟了{n}种暗牌分布，其中{pct}%由我方赢下这一轮；平均{value}{unit}，"
                         "我方平均{points}分；次好的选择平均{alt}{unit}、{alt_points}分。"),
}

TERMS: dict[str, dict[str, str]] = {
    "unit.game-points": {"en": "game points", "zh": "积分"},
    "unit.levels": {"en": "levels", "zh": "级"},
    "unit.card-points": {"en": "card points", "zh": "分"},
}
