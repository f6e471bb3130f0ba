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
    "bot.search": ("{action}: over the {n} {n:deal|deals} I sampled for the hidden cards it averages {value} {unit} for "
                   "me; the next best choice averages {alt}.",
                   "{action}：按已知的信息我模拟了{n}种暗牌分布，这样打平均{value}{unit}；次好的选择平均{alt}。"),
    "bot.search.points": ("{action}: over the {n} {n:deal|deals} I sampled for the hidden cards it averages {value} {unit} "
                          "and {points} card points over par for my side; the next best choice {alt} and {alt_points}.",
                          "{action}：按已知的信息我模拟了{n}种暗牌分布，这样打平均{value}{unit}，我方相对持平平均{points}分；"
                          "次好的选择平均{alt}{unit}、{alt_points}分。"),
    "bot.search.trick": ("{action}: in {pct}% of the {n} {n:deal|deals} I sampled for the hidden cards my side wins this "
                         "trick; it averages {value} {unit} and {points} card points over par for my side, the next "
                         "best choice {alt} and {alt_points}.",
                         "{action}：按已知的信息我模拟了{n}种暗牌分布，其中{pct}%由我方赢下这一轮；平均{value}{unit}，"
                         "我方相对持平平均{points}分；次好的选择平均{alt}{unit}、{alt_points}分。"),
    "bot.search.kept": ("{action}: over the {n} {n:deal|deals} I sampled for the hidden cards no choice did clearly "
                        "better (this one averages {value} {unit} for me, the best other {alt}), so I keep to my rule "
                        "of thumb.",
                        "{action}：按已知的信息我模拟了{n}种暗牌分布，没有哪个选择明显更好（这样打平均{value}{unit}，"
                        "其他选择最好的平均{alt}），所以按经验打。"),
    "bot.margin.no-gift": ("{action}: the other side takes this trick whatever I play, so it gets as few points as "
                           "I can give.",
                           "{action}：这一轮无论我出什么都归对方，尽量少送分。"),
    # ---- the table's hint when the evaluation prefers another choice than the rule of thumb
    "bot.hint.best": ("{action}: the best of {k} choices compared over {n} sampled {n:deal|deals} for the hidden "
                      "cards, from what this seat knows: {value} {unit} on average; the rule of thumb, {base}, "
                      "averages {base_value}.",
                      "{action}：按本座位已知的信息模拟了{n}种暗牌分布，比较{k}种选择，这样打最好，平均{value}{unit}；"
                      "按经验打（{base}）平均{base_value}。"),
    "bot.hint.best-screened": ("{action}: of {k} choices screened over {screen} sampled {screen:deal|deals} for the "
                               "hidden cards, from what this seat knows, the {kept} best compared again over {n}: "
                               "this one is the best, {value} {unit} on average; the rule of thumb, {base}, averages "
                               "{base_value}.",
                               "{action}：按本座位已知的信息模拟了{screen}种暗牌分布，初选{k}种选择，再把最好的{kept}种"
                               "在{n}种暗牌分布里比较，这样打最好，平均{value}{unit}；按经验打（{base}）平均{base_value}。"),
    # ---- the review of a hand (hwtutor/bots/review.py, `hwtutor review`)
    "review.best": ("{played}{mark}: the best choice found, {value} {unit} for your side on average over {n} "
                    "sampled {n:deal|deals}.",
                    "{played}{mark}：找到的最好选择，在{n}种模拟的暗牌分布里我方平均{value}{unit}。"),
    "review.worse": ("{played}{mark}: {value} {unit} for your side on average over {n} sampled {n:deal|deals}; "
                     "{best} would average {best_value}, {loss} more.",
                     "{played}{mark}：在{n}种模拟的暗牌分布里我方平均{value}{unit}；{best}平均{best_value}，多{loss}。"),
    "review.trick": ("{played} won this trick for your side in {pct}% of the sampled deals, {best} in {best_pct}%.",
                     "{played}在{pct}%的模拟里为我方赢下这一轮，{best}是{best_pct}%。"),
    "review.void": ("{seat} showed void in {suit} at trick {trick}: a {suit} lead can be ruffed there.",
                    "{seat}在第{trick}轮已表明{suit}没有了：出{suit}可能被毙。"),
    # ---- the main cause of a marked decision (hwtutor/bots/cause.py)
    "review.because": ("{line} {cause}", "{line}{cause}"),
    "cause.call-held": ("You hold {card} yourself: calling it means playing alone against the other {n}.",
                        "{card}在你自己手里：叫它就是一个人打{n}家。"),
    "cause.rotten-buried": ("A buried ♥5 rots: {levels} {levels:level|levels} off your own level, and {value} points "
                            "for the defenders if they overturn the bottom.",
                            "扣底的♥5是烂5：你自己降{levels}级，防守方抠底还要算{value}分。"),
    "cause.rotten": ("The ♥5 on a side-suit lead rots: {levels} {levels:level|levels} off your own level, and "
                     "{value} points if the opponents take the trick.",
                     "副牌轮里垫♥5是烂5：你自己降{levels}级，对方赢下这一轮还要算{value}分。"),
    "cause.rotten-late": ("Your ♥5 is left to rot later in {k} of {n} sampled {n:deal|deals} ({m} with the better "
                          "choice): {levels} {levels:level|levels} off, {value} points to the opponents.",
                          "在{n}种模拟里有{k}种你的♥5最后烂掉（更好的打法只有{m}种）：降{levels}级，对方得{value}分。"),
    "cause.bury-points": ("It buries {points} {points:point|points}: your side counts them only by winning the last "
                          "trick, which the opponents win in {k} of {n} sampled {n:deal|deals}.",
                          "扣了{points}分：只有赢下最后一轮才算你方的，{n}种模拟里有{k}种最后一轮是对方赢。"),
    "cause.bury-doubled": ("It buries {points} {points:point|points}: the defenders overturn the bottom in {k} of {n} "
                           "sampled {n:deal|deals} and count them doubled.",
                           "扣了{points}分：{n}种模拟里有{k}种被防守方抠底，底分翻倍算给对方。"),
    "cause.trump": ("With {suit} as trump you hold {n} {n:trump|trumps}; {best} would give you {m}.",
                    "叫{suit}为主你有{n}张主牌；叫{best}有{m}张。"),
    "cause.overruff": ("It takes the trick from {seat}, your partner, who was already winning it.",
                       "这一轮本来是同伴{seat}大，这样打把同伴的牌盖掉了。"),
    "cause.reveal": ("Playing {card} reveals you as the friend: the defenders now know whom to play against.",
                     "出{card}就亮明了你是朋友：防守方知道该对付谁了。"),
    "cause.throw-fails": ("The throw {cards} fails in {k} of {n} sampled {n:deal|deals}: another hand holds "
                          "something that beats a part of it.",
                          "甩{cards}在{n}种模拟里有{k}种失败：别家有牌能压住其中一部分。"),
    "cause.ruffed-void": ("{seat} showed void in {suit} at trick {trick} and ruffs it in {k} of {n} sampled "
                          "{n:deal|deals}.",
                          "{seat}在第{trick}轮已表明{suit}没有了，{n}种模拟里有{k}种把它毙了。"),
    "cause.ruffed-likely": ("{seat} is likely void in {suit}: it ruffs this in {k} of {n} sampled {n:deal|deals}.",
                            "{seat}很可能没有{suit}了：{n}种模拟里有{k}种把它毙了。"),
    "cause.ruffed": ("{seat} ruffs this trick in {k} of {n} sampled {n:deal|deals}.",
                     "{n}种模拟里有{k}种这一轮被{seat}毙了。"),
    "cause.gift": ("{cards} hands {points} {points:point|points} to the opponents, who win this trick in {k} of {n} "
                   "sampled {n:deal|deals}.",
                   "{cards}给对方送了{points}分：{n}种模拟里有{k}种这一轮是对方赢。"),
    "cause.beyond-reach": ("It puts the contract out of reach: made in {k} of {n} sampled {n:deal|deals} after it, "
                           "in {m} after {best}.",
                           "这样打合约就难做成了：{n}种模拟里只有{k}种做成，{best}有{m}种。"),
    "cause.settled-lost": ("The contract is already beyond reach in every sampled deal, but points still count: "
                           "{best} keeps {loss} more {loss:point|points}.",
                           "在所有模拟里合约都已经做不成了，但分数照样算：{best}能多保住{loss}分。"),
    "cause.settled-made": ("The contract is already made in every sampled deal, but points still count: {best} "
                           "keeps {loss} more {loss:point|points}.",
                           "在所有模拟里合约都已经做成了，但分数照样算：{best}能多保住{loss}分。"),
    "cause.bottom": ("The defenders overturn the bottom, doubled, in {k} of {n} sampled {n:deal|deals} ({m} with "
                     "the better choice).",
                     "在{n}种模拟里有{k}种被防守方抠底翻倍（更好的打法只有{m}种）。"),
    "cause.declare": ("The declaration {kind} is lost in {k} of {n} sampled {n:deal|deals}, at its raised stake.",
                      "叫{kind}在{n}种模拟里输了{k}种，输的还是加倍的注。"),
    "cause.climb": ("Each played on to the end of the hand over another {n} sampled {n:deal|deals}: {best} ends "
                    "with more game points for you than your choice in {k}, fewer in {w}, as many in {e}.",
                    "另模拟{n}种暗牌分布，两种打法各自打到这一局结束：{best}比你的打法积分多的有{k}种，少的有{w}种，"
                    "一样的有{e}种。"),
    "cause.levels": ("Each played on to the end of the hand over another {n} sampled {n:deal|deals}: {best} ends "
                     "better for you in levels (more gained or fewer lost) than your choice in {k}, worse in {w}, "
                     "the same in {e}.",
                     "另模拟{n}种暗牌分布，两种打法各自打到这一局结束：{best}比你的打法升级更多（或降级更少）的有{k}种，"
                     "更差的有{w}种，一样的有{e}种。"),
    "cause.points": ("Over the rest of the hand your side takes {points} fewer card {points:point|points} than "
                     "with {best}.",
                     "往后打下去，你方比{best}少得{points}分。"),
    "cause.later": ("Each played on to the end of the hand over another {n} sampled {n:deal|deals}: {best} ends "
                    "with more card points for your side than your choice in {k}, fewer in {w}, as many in {e}.",
                    "另模拟{n}种暗牌分布，两种打法各自打到这一局结束：{best}比你的打法我方得分多的有{k}种，少的有{w}种，"
                    "一样的有{e}种。"),
    "cause.later-game": ("Each played on to the end of the hand over another {n} sampled {n:deal|deals}: {best} "
                         "ends with more game points for your side than your choice in {k}, fewer in {w}, as many "
                         "in {e}.",
                         "另模拟{n}种暗牌分布，两种打法各自打到这一局结束：{best}比你的打法我方积分多的有{k}种，少的有"
                         "{w}种，一样的有{e}种。"),
    # ---- `hwtutor review FILE` (hwtutor/commands/review.py)
    "review.head": ("Review of {seats} in {file}: {n} {n:decision|decisions} with a choice, each over {depth} "
                    "sampled {depth:deal|deals} or more (more where a mark is in doubt), from what that seat knew "
                    "at the time.",
                    "复盘{file}中{seats}的打法：共{n}个有选择的决定，每个按当时该座位已知的信息至少模拟{depth}种暗牌"
                    "分布（可能是失误时模拟更多）。"),
    "review.line": ("Action {nth} · {seat} · {text}", "第{nth}步 · {seat} · {text}"),  # nth: from 1, at + 1
    "review.summary": ("Marked ?: {q} · marked ??: {qq} (the expected loss, less {z} standard errors of the "
                       "sampling, {legend}).",
                       "标“？”（失误）：{q}个 · 标“？？”（严重失误）：{qq}个（期望损失减去{z}个抽样标准误后，{legend}）。"),
    "review.legend.two": ("{a}; {b}", "{a}；{b}"),
    "review.legend": ("in {unit}: ? from {q_from}, ?? from {qq_from}", "“？”从{q_from}{unit}起，“？？”从{qq_from}起"),
    "review.written": ("The review is written into {file} as notes: hwtutor replay shows them, and m jumps to the "
                       "next mistake.",
                       "复盘已作为注释写入{file}：用 hwtutor replay 回放时会显示，按 m 跳到下一个失误。"),
    "review.none": ("No decision of {seats} had a choice: nothing to review.", "{seats}没有可以选择的决定：无需复盘。"),
    "review.bad-depth": ("--depth {n}: choose from 1 to {most} sampled deals.", "--depth {n}：请选1到{most}种模拟分布。"),
    "review.save-open": ("{file} is open in hwtutor play (process {pid}): quit that game first, or write the "
                         "review to another file with --out.",
                         "{file}正在hwtutor对局中打开（进程{pid}）：请先退出那局牌，或用 --out 把复盘写到另一个文件。"),
    "review.write-failed": ("Could not write the review into {file}: {reason}.", "无法把复盘写入{file}：{reason}。"),
    "review.progress": ("Reviewing", "复盘中"),
    "review.running": ("Reviewing this hand for {seats}, from what each seat knew at the time…",
                       "正在按{seats}当时已知的信息复盘这一局……"),
}

TERMS: dict[str, dict[str, str]] = {
    "unit.game-points": {"en": "game points", "zh": "积分"},
    "unit.levels": {"en": "levels", "zh": "级"},
    "unit.card-points": {"en": "card points over par", "zh": "分（相对持平）"},
    # a review's marks: on a Chinese screen in full-width punctuation (issue 22 §2)
    "review.mark.q": {"en": "?", "zh": "？"},
    "review.mark.qq": {"en": "??", "zh": "？？"},
}
