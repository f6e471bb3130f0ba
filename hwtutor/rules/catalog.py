"""The message catalog: every text a player reads from the rules core, in
English and Chinese, keyed by rule id, event id or a dotted sub-key of one.

Placeholders are filled by `messages.render`: cards are rendered with suit
glyphs (or ASCII), seats as "p2 (Bo)", terms from TERMS.
"""

from types import ModuleType

# Vocabulary of rulings.md (§Vocabulary): one word per concept.
TERMS: dict[str, dict[str, str]] = {
    # the titles by cumulative game points (rules/trick/settle.py TITLES)
    "title.barefoot": {"en": "Barefoot", "zh": "赤脚"},
    "title.shoes": {"en": "Shoes", "zh": "穿鞋"},
    "title.bicycle": {"en": "Bicycle", "zh": "单车"},
    "title.tricycle": {"en": "Tricycle", "zh": "三轮车"},
    "title.truck": {"en": "Truck", "zh": "卡车"},
    "title.minibus": {"en": "Minibus", "zh": "面包车"},
    "title.sedan": {"en": "Sedan", "zh": "轿车"},
    "title.motorhome": {"en": "Motorhome", "zh": "房车"},
    "title.tank": {"en": "Tank", "zh": "坦克"},
    "title.glider": {"en": "Glider", "zh": "滑翔机"},
    "title.helicopter": {"en": "Helicopter", "zh": "直升机"},
    "title.airliner": {"en": "Airliner", "zh": "客机"},
    "title.fighter-jet": {"en": "Fighter jet", "zh": "战斗机"},
    "title.space-shuttle": {"en": "Space shuttle", "zh": "航天飞机"},
    "title.spaceship": {"en": "Spaceship", "zh": "宇宙飞船"},
    "title.star-battleship": {"en": "Star battleship", "zh": "星球战舰"},
    "title.space-fortress": {"en": "Space fortress", "zh": "太空堡垒"},
    "title.god": {"en": "God", "zh": "神"},
    # an action's verb as a refusal names it (phase.verb): the record's word in English, the table's in Chinese
    "verb.trump": {"en": "trump", "zh": "叫主"},
    "verb.bury": {"en": "bury", "zh": "扣底"},
    "verb.play": {"en": "play", "zh": "出牌"},
    "verb.bid": {"en": "bid", "zh": "叫分"},
    "verb.pass": {"en": "pass", "zh": "过"},
    "verb.show": {"en": "show", "zh": "亮牌"},
    "verb.call": {"en": "call", "zh": "叫朋友"},
    "verb.declare": {"en": "declare", "zh": "叫牌"},
    "verb.tianxuan": {"en": "tianxuan", "zh": "天宣"},
    "verb.tianchuai": {"en": "tianchuai", "zh": "天揣"},
    "verb.du": {"en": "du", "zh": "独"},
    "verb.xuan": {"en": "xuan", "zh": "宣"},
    "verb.jiu": {"en": "jiu", "zh": "揪"},
    "verb.chuai": {"en": "chuai", "zh": "揣"},
    "verb.fanchuai": {"en": "fanchuai", "zh": "反揣"},
    "verb.surrender": {"en": "surrender", "zh": "投降"},
    "nothing": {"en": "nothing", "zh": "无"},
    "yes": {"en": "yes", "zh": "是"},
    "no": {"en": "no", "zh": "否"},
    "single": {"en": "single", "zh": "单张"},
    "pair": {"en": "pair", "zh": "对子"},
    "triple": {"en": "triple", "zh": "三张"},
    "tractor": {"en": "tractor", "zh": "拖拉机"},
    "throw": {"en": "throw", "zh": "甩牌"},
    "suit.T": {"en": "trumps", "zh": "主牌"},
    "suit.S": {"en": "spades", "zh": "黑桃"},
    "suit.H": {"en": "hearts", "zh": "红桃"},
    "suit.C": {"en": "clubs", "zh": "梅花"},
    "suit.D": {"en": "diamonds", "zh": "方块"},
    "phase.bid": {"en": "the auction", "zh": "叫分"},
    "phase.show": {"en": "the showing of level cards", "zh": "亮级牌"},
    "phase.trump": {"en": "the choice of trump", "zh": "叫主"},
    "phase.bury": {"en": "burying", "zh": "扣底"},
    "phase.call": {"en": "the friend call", "zh": "叫朋友"},
    "phase.play": {"en": "play", "zh": "出牌"},
    "phase.done": {"en": "the end of the hand", "zh": "本局结束"},
    "phase.redeal": {"en": "a redeal (nobody showed a level card)", "zh": "重新发牌（无人亮级牌）"},
    "phase.declare": {"en": "the declarations", "zh": "叫牌"},
    "dealer": {"en": "dealer", "zh": "庄家"},
    "severity.error": {"en": "error", "zh": "错误"},
    "severity.warning": {"en": "warning", "zh": "警告"},
    "defenders": {"en": "defenders", "zh": "闲家"},
}

# Verdicts (rule ids), events (event ids) and their variants; [0] English, [1] Chinese.
MESSAGES: dict[str, tuple[str, str]] = {
    # ---- a bot seat nobody named (stored as "bot2": messages.seat_name)
    "seat.bot": ("Bot {n}", "机器人{n}"),
    # ---- turn and phase
    "turn": ("It is {to_act}'s turn, not {seat}'s.", "还没轮到{seat}，现在该{to_act}。"),
    "turn.seat": ("There is no seat {seat} at this table.", "本桌没有座位{seat}。"),
    "phase": ("That action does not belong to this moment of the hand.", "现在不是做这件事的时候。"),
    "phase.verb": ("'{verb}' does not belong to {phase}.", "现在是{phase}阶段，不能“{verb}”。"),
    "not-in-hand": ("{cards}: not in your hand.", "你手里没有{cards}。"),
    "not-in-hand.seat": ("{seat} does not hold {cards}.", "{seat}手里没有{cards}。"),
    # ---- auction
    "bid-passed": ("{seat} has passed and may not bid again this hand.", "{seat}已经放弃了，这一局不能再叫分。"),
    "bid-range": ("A bid of {amount} is outside {lo}–{hi}.", "不能叫{amount}分：叫分只能在{lo}到{hi}之间。"),
    "bid-step": ("A bid of {amount} is not allowed now: the standing bid is {standing}, so bid from {lo} to {hi}, "
                 "in steps of 5.",
                 "现在不能叫{amount}分：当前是{standing}分，只能叫{lo}到{hi}之间5的倍数。"),
    "bid-step.open": ("An opening bid of {amount} is not allowed: open from {lo} to {hi}, in steps of 5.",
                      "首叫不能叫{amount}分：只能叫{lo}到{hi}之间5的倍数。"),
    "dealer.max": ("{seat} bid the maximum, {bid}, and is dealer at once.", "{seat}叫到上限{bid}分，立即成为庄家。"),
    "dealer.passed": ("All others passed: {seat} is dealer at {bid}.", "其他玩家都已放弃：{seat}以{bid}分成为庄家。"),
    "dealer.nobody": ("Nobody bid: {seat}, who opened the bidding, is dealer at the minimum, {bid}.",
                      "无人叫分：首先叫分的{seat}以最低分{bid}成为庄家。"),
    # ---- showing level cards (Taihu)
    "show-not-level": ("{cards}: you may show only cards of your own level, {level}.",
                       "{cards}不能亮：只能亮自己级别的牌（{level}）。"),
    "dealer.shown": ("{seat} showed the most level cards ({cards}) and is dealer; the level is {level}.",
                     "{seat}亮出的级牌最多（{cards}），成为庄家，本局打{level}。"),
    "redeal": ("Nobody showed a level card: the hand is dealt again.", "无人亮级牌：这一局重新发牌。"),
    "phase.redeal": ("'{verb}' cannot come now: nobody showed a level card, so the cards are dealt again "
                     "(the new deal is a new record).", "现在不能“{verb}”：无人亮级牌，这一局重新发牌（新的一副牌另起一份记录）。"),
    # ---- trump
    "trump": ("{seat} names {suit} as trump.", "{seat}叫{suit}为主。"),
    "trump.forced": ("The shown cards are all {suit}: {suit} are trump.", "亮出的级牌都是{suit}：{suit}为主。"),
    "trump-choice": ("{suit} cannot be trump: choose among the suits you showed ({choices}).",
                     "{suit}不能做主：只能在你亮过的花色里选（{choices}）。"),
    "trump-choice.forced": ("Your shown cards fix the trump suit: {suit}.", "你亮出的级牌已决定主花色：{suit}。"),
    # ---- bottom
    "bottom-taken": ("{seat} takes the {n} bottom cards.", "{seat}拿起{n}张底牌。"),
    "bury-count": ("Bury exactly {need} cards, not {n}.", "要扣{need}张底牌，你扣了{n}张。"),
    "buried": ("{seat} buries {n} cards.", "{seat}扣下{n}张底牌。"),
    # ---- friend (Taihu)
    "call-card": ("{card} cannot be called: call a side-suit card ranked 2 to 10, not a 3 and not the level ({level}).",
                  "不能叫{card}：只能叫副牌中2到10的牌，不能叫3，也不能叫级牌（{level}）。"),
    "called": ("{seat} calls {card}: the first other player to play one becomes the friend.",
               "{seat}叫{card}：第一个打出这张牌的其他玩家就是朋友。"),
    "solo": ("{seat} calls {card}, a card they hold: they play alone, one against three.",
             "{seat}叫自己手上的{card}：独干，一打三。"),
    "solo.result": ("{seat} played alone, one against three.", "{seat}一打三独干。"),
    "friend-revealed": ("{seat} plays {card}, the called card, and is revealed as {dealer}'s friend.",
                        "{seat}打出所叫的{card}，成为{dealer}的朋友。"),
    # ---- leading
    "red5-lead": ("{cards}: the heart 5 may not be led, alone or with other cards.",
                  "不能首出{cards}：红5单出、和别的牌一起出都不行。"),
    "lead-mixed": ("{cards}: a lead must be one suit, or all trumps.", "{cards}不能一起首出：首出只能是同一门花色，或者全是主牌。"),
    "lead-mixed.trump": ("{cards}: trumps may not be thrown at this table.", "{cards}不能出：这一桌不能甩主牌。"),
    "throw-banned": ("{seat} failed a throw this hand and may not throw again.",
                     "{seat}这一局甩牌失败过，不能再甩了。"),
    "throw": ("{seat} throws {cards} ({n} components).", "{seat}甩牌{cards}（{n}个部分）。"),
    "throw-failed": ("The throw {cards} fails: {blocker} holds {beats}, which beats the {kind} {component}; "
                     "{seat} must play {component} and takes the rest back.",
                     "甩牌{cards}失败：{blocker}有{beats}，大过其中的{kind}{component}；{seat}只能出{component}，其余收回。"),
    # ---- following
    "follow-count": ("Play as many cards as were led: {need}, not {got}.", "首家出了{need}张，你也要跟{need}张，不能出{got}张。"),
    "follow-suit": ("You hold {held} in {suit}: follow {suit} with {need} {need:card|cards} before any other card.",
                    "有{suit}就必须跟{suit}：你手里有{held}，这次要出{need}张{suit}。"),
    "follow-shape": ("The led {led} ({lead}) is owed {owed}, but this follow {gave}. You hold {serve} for it; "
                     "a follow that keeps the duty: {example}.",
                     "首家出{led}（{lead}），你有{serve}，就必须跟{owed}，这次却{gave}。可以这样跟：{example}。"),
    "follow-shape.after": ("The led {led} ({lead}) is owed {owed}, but this follow {gave}: its {used} go to {to} "
                           "first. You hold {serve} for it; a follow that keeps the duty: {example}.",
                           "首家出{led}（{lead}），你有{serve}，就必须跟{owed}，这次却{gave}：你出的{used}要先跟{to}。"
                           "可以这样跟：{example}。"),
    "shape.gave": ("gives it only {what}", "只跟了{what}"),
    "shape.gave-none": ("gives it none", "没有跟"),
    "shape.to-one": ("the larger {kind} ({cards})", "更大的{kind}（{cards}）"),
    "shape.to-larger": ("the lead's larger components", "首家更大的部分"),
    "held.one": ("a {group} ({cards})", "一个{group}（{cards}）"),
    "held.many": ("{n} {group}s ({cards})", "{n}个{group}（{cards}）"),
    "held.tractor": ("a tractor ({cards})", "拖拉机（{cards}）"),
    "req.tractor": ("a tractor of {length} {width}s", "{length}个{width}连成的拖拉机"),
    "req.one": ("a {group}", "一个{group}"),
    "req.many": ("{n} {group}s", "{n}个{group}"),
    "req.and": ("{first} and {second}", "{first}和{second}"),
    # ---- trick events
    "ruff": ("{seat} ruffs with {cards}: void in {suit}, all trumps in the lead's pattern.",
             "{seat}用{cards}毙牌：{suit}已无，以同样牌型的主牌毙。"),
    "ruff.natural": ("{seat} ruffs with {cards}: void in {suit}, all natural trumps in the lead's pattern.",
                     "{seat}用{cards}毙牌：{suit}已无，以同样牌型的将牌毙。"),
    "ruff-shape": ("{cards} from {seat} is a discard: void and all trumps, but not in the formation of {lead}.",
                   "{seat}的{cards}是贴牌：虽然全是主牌，但与{lead}的牌型不同。"),
    "discard": ("{seat} discards {cards}: no {suit} to follow with, and these cannot win.",
                "{seat}贴牌{cards}：没有{suit}可跟，这些牌不能赢。"),
    "discard.short": ("{seat} discards {cards}: too few {suit} to follow with, so the rest are other cards, and the "
                      "play cannot win.", "{seat}贴牌{cards}：{suit}不够，其余用别的牌补，不能赢。"),
    "discard.shape": ("{seat}'s {cards} cannot win: a ruff must have the lead's formation.",
                      "{seat}的{cards}不能赢：毙牌必须与首家牌型相同。"),
    "discard.princess": ("{seat}'s {cards} is a discard: Taihu ruffs need natural trumps in the led formation.",
                         "{seat}的{cards}是贴牌：太湖红5毙牌只能用将牌，并且牌型要一致。"),
    "princess-no-power": ("{cards} from {seat}: princesses (heart 5, jokers, advisors, level cards) have no power "
                          "against a side-suit lead.", "{seat}的{cards}：公主（红5、王、参、级牌）对副牌没有攻击力。"),
    "red5-rotten": ("A heart 5 is rotten: its holder loses levels.", "红5成了烂5：持有者要倒退级数。"),
    "red5-rotten.side": ("{seat}'s heart 5 on a side-suit lead is rotten (烂5): {seat} will lose 3 levels.",
                         "{seat}在副牌轮次出的红5是烂5：{seat}将倒退三级。"),
    "red5-rotten.led": ("{seat} had nothing but heart 5s and had to lead one: it is rotten.",
                        "{seat}手中只剩红5，只能首出：算烂5。"),
    "red5-rotten.buried": ("{seat} buried a heart 5: it is rotten (烂5).", "{seat}把红5扣底：成了烂5。"),
    "red5-captured": ("{seat}'s heart 5 is captured by {by}: {swing} card points and {pay} game points change sides.",
                      "{seat}的红五被{by}抓到：{swing}分牌分和{pay}分游戏积分易手。"),
    # ---- who wins a trick and why: catalog_trick.py
    # ---- the hand's result
    "bottom-won": ("The bottom's points are won.", "底牌的分被拿走。"),
    "bottom-won.dealer": ("{seat} won the last trick and takes the bottom's {points} points.",
                          "{seat}赢得最后一轮，获得底牌{points}分。"),
    "bottom-won.defenders": ("{seat} won the last trick and overturns the bottom ({points} points).",
                             "{seat}赢得最后一轮，翻起底牌（{points}分）。"),
    "bottom-doubled": ("The overturned bottom counts double: {points} points for the defenders.",
                       "底牌翻起，分数乘以2：闲家得{points}分。"),
    "bottom-doubled.rotten": ("The overturned bottom counts double. Its cards show {face} points, but its buried "
                              "heart 5 is rotten and counts {value} instead of 5: {total} points, doubled, "
                              "{points} points for the defenders.",
                              "底牌翻起，分数乘以2。底牌牌面{face}分，但扣底的红5是烂5，按{value}分计，不是5分："
                              "共{total}分，乘以2，闲家得{points}分。"),
    "bottom-doubled.rotten-many": ("The overturned bottom counts double. Its cards show {face} points, but its {n} "
                                   "buried heart 5s are rotten and count {value} each instead of 5: {total} points, "
                                   "doubled, {points} points for the defenders.",
                                   "底牌翻起，分数乘以2。底牌牌面{face}分，但扣底的{n}张红5都是烂5，每张按{value}分计，"
                                   "不是5分：共{total}分，乘以2，闲家得{points}分。"),
    "contract-made": ("{seat} made the contract: {points} points {adj:+} for red fives − bid {bid} = {score}.",
                      "{seat}完成叫分：{points}分，红五调整{adj:+}，减去叫分{bid}，得{score}。"),
    "contract-failed": ("{seat} failed the contract: {points} points {adj:+} for red fives − bid {bid} = {score}.",
                        "{seat}未完成叫分：{points}分，红五调整{adj:+}，减去叫分{bid}，得{score}。"),
    "level-up": ("{seat} climbs {n} {n:level|levels}: {frm} → {to}.", "{seat}升{n}级：{frm} → {to}。"),
    "level-up.stopped": ("{seat} climbs {n} {n:level|levels}: {frm} → {to} (earned {earned}, but a climb never passes "
                         "10 or K).", "{seat}升{n}级：{frm} → {to}（本局赢得{earned}级，但逢10和K不越级）。"),
    "level-down": ("{seat} is penalised {penalty} {penalty:level|levels}: {reasons}. {frm} → {to}.",
                   "{seat}被罚{penalty}级：{reasons}。{frm} → {to}。"),
    "level-down.floor": ("{seat} is penalised {penalty} {penalty:level|levels}: {reasons}. Levels never go below 2, so {seat} drops "
                         "only {n}: {frm} → {to}.", "{seat}被罚{penalty}级：{reasons}。最低为2级，所以实降{n}级：{frm} → {to}。"),
    "level-down.at-floor": ("{seat} is penalised {penalty} {penalty:level|levels}: {reasons}. {seat} is already at 2, the lowest "
                            "level, and stays there: {frm} → {to}.",
                            "{seat}被罚{penalty}级：{reasons}。{seat}已在最低的2级，不再下降：{frm} → {to}。"),
    "level-down.match": ("{seat} has won the match with this hand's climb; the penalties of the same hand are still "
                         "recorded, after the climb: {penalty} {penalty:level|levels} for {reasons}. {frm} → {to}.",
                         "{seat}本局升级已赢得比赛；同一局的罚级仍在升级之后照记：{penalty}级，原因：{reasons}。{frm} → {to}。"),
    "penalty.throw": ("a failed throw at trick {trick}, {cards} — {beats} beat {component} ({n} {n:level|levels}, one per card)",
                      "第{trick}轮甩牌{cards}失败——{beats}大过{component}（{n}级，每张一级）"),
    "penalty.rotten": ("a rotten heart 5 at trick {trick} ({n} {n:level|levels})", "第{trick}轮的烂5（{n}级）"),
    "penalty.rotten-many": ("{k} rotten heart 5s at trick {trick} ({n} {n:level|levels})", "第{trick}轮的{k}张烂5（{n}级）"),
    "penalty.buried": ("a buried heart 5, rotten ({n} {n:level|levels})", "扣底的红5成了烂5（{n}级）"),
    "penalty.buried-many": ("{k} buried heart 5s, rotten ({n} {n:level|levels})", "扣底的{k}张红5成了烂5（{n}级）"),
    "list.semi": ("{first}; {second}", "{first}；{second}"),
    "match-won": ("{seat} was at A and their side won: {seat} wins the match.", "{seat}已打到A且本方获胜：赢得比赛。"),
    # ---- deal consistency (record code bad-deal)
    "bad-deal.hands": ("The deal has {n} hands; this variant needs {need}.", "发牌有{n}手牌，本玩法需要{need}手。"),
    "bad-deal.hand-size": ("{seat}'s hand has {n} cards; this variant deals {need}.", "{seat}有{n}张牌，本玩法每人{need}张。"),
    "bad-deal.bottom-size": ("The bottom has {n} cards; this variant needs {need}.", "底牌有{n}张，本玩法需要{need}张。"),
    "bad-deal.too-many": ("{card} appears {n} times; the decks hold {most}.", "{card}出现{n}次，牌中只有{most}张。"),
    "bad-deal.missing": ("The deal lacks {cards} of the decks.", "发牌缺少{cards}。"),
    "bad-deal.levels": ("Taihu needs each player's level ([deal] levels).", "太湖红5需要每位玩家的级别（[deal] 中的“levels”）。"),
    "bad-deal.level": ("'{level}' is not a level (2 4 6 7 8 9 10 J Q K A).", "“{level}”不是级别（2 4 6 7 8 9 10 J Q K A）。"),
    # ---- record files (record-format.md codes)
    "syntax.too-large": ("The file is {size} bytes; a record is at most {most}.", "文件有{size}字节，记录最多{most}字节。"),
    "syntax.encoding": ("The file is not UTF-8 text (byte {pos}).", "文件不是 UTF-8 文本（第{pos}字节）。"),
    "syntax.binary": ("The file holds binary data, not a TOML record.", "文件含有二进制数据，不是TOML记录。"),
    "syntax.nesting": ("The file nests too deeply to be a record.", "文件嵌套过深，不是记录。"),
    "syntax.toml": ("Not valid TOML: {detail}.", "不是有效的TOML：{detail}。"),
    "syntax.format": ("Not a hongwu record (format = \"{got}\"; expected \"hongwu-record\").",
                      "不是红五记录（“format”是“{got}”，应为“hongwu-record”）。"),
    "syntax.type": ("'{name}' must be a {want}.", "“{name}”必须是{want}。"),
    # ---- rule option values (variants.check_option; record code bad-option)
    "option.unknown": ("'{name}' is not a rule option of {variant} (its options: {names}).",
                       "“{name}”不是{variant}的规则选项（可用选项：{names}）。"),
    "option.bool": ("Rule option '{name}' is on or off (true or false), not '{got}'.",
                    "规则选项“{name}”只能是开或关（“true”或“false”），不能是“{got}”。"),
    "option.int": ("Rule option '{name}' is a whole number from {lo} to {hi}, not '{got}'.",
                   "规则选项“{name}”必须是{lo}到{hi}之间的整数，不能是“{got}”。"),
    "option.enum": ("Rule option '{name}' is one of {choices}, not '{got}'.",
                    "规则选项“{name}”只能是{choices}之一，不能是“{got}”。"),
    "option.levels": ("Rule option '{name}' lists levels separated by commas (from {levels}), or nothing; "
                      "'{got}' is not such a list.",
                      "规则选项“{name}”应是用逗号分隔的级别（{levels}），或为空；“{got}”不是这样的列表。"),
    "option.syntax": ("'{text}' is not a rule setting: write NAME=VALUE, e.g. shape_duty=off.",
                      "“{text}”不是规则设置：应写成“名称=值”，例如“shape_duty=off”。"),
    "bad-option": ("[rules]: {problem}", "[rules]：{problem}"),
    "syntax.action-type": ("Action {nth} is not a string.", "第{nth}个动作不是字符串。"),
    "syntax.note": ("A [[notes]] entry needs 'at' (an action index, from 0) and 'text'.",
                    "[[notes]] 条目需要“at”（动作序号，从0算起）和“text”。"),
    # a note's `at` is the record's field, counted from 0 (record-format.md): said as the field's value, at = 5
    "bad-note.at": ("{n:,} {n:note is|notes are} attached to no action (the first has at = {first}; a record of "
                    "{last} {last:action|actions} takes at = 0 to {last}): nobody sees {n:it|them}.",
                    "有{n:,}条注释不对应任何动作（第一条的“at”是{first}；这份记录有{last}个动作，“at”只能是0到{last}），"
                    "不会显示。"),
    "bad-note.text": ("{n:,} {n:note has|notes have} no text (the first has at = {first}): nothing is shown for "
                      "{n:it|them}.", "有{n:,}条注释没有文字（第一条的“at”是{first}），显示不出内容。"),
    "syntax.note-verdict": ("Note verdict '{got}' is not one of good, inaccuracy, mistake, blunder, interesting.",
                            "注释评价“{got}”不是“good”、“inaccuracy”、“mistake”、“blunder”、“interesting”之一。"),
    "version.malformed": ("format_version '{got}' is not MAJOR.MINOR.", "“format_version”的值“{got}”不是“主版本.次版本”格式。"),
    "version.major": ("format_version {got} is newer than this hwtutor reads (1.x).", "“format_version”为{got}，太新，本程序只能读 1.x。"),
    "version.minor": ("format_version {got} is newer than 1.0: unknown parts are ignored.", "“format_version”为{got}，比 1.0 新：未知部分将被忽略。"),
    "unknown-variant": ("Unknown variant '{got}' ({names}).", "未知玩法“{got}”（可用：{names}）。"),
    "unknown-field": ("Unknown field '{name}' ignored (user fields start with '_').", "忽略未知字段“{name}”（自定义字段以“_”开头）。"),
    "bad-card": ("'{token}' in {where} is not a card.", "{where}中的“{token}”不是一张牌。"),
    "bad-card.action": ("Action {nth} ('{action}'): '{token}' is not a card.", "第{nth}个动作（“{action}”）：“{token}”不是一张牌。"),
    "bad-card.deck": ("There is no {card} in this game.", "这个玩法的牌中没有{card}。"),
    "bad-card.deck-hand": ("{where}: there is no {card} in a {variant} deck.", "{where}：{variant}的牌中没有{card}。"),
    "bad-card.deck-action": ("Action {nth} ('{action}'): there is no {card} in a {variant} deck.",
                             "第{nth}个动作（“{action}”）：{variant}的牌中没有{card}。"),
    "bad-action": ("An action does not parse.", "动作无法解析。"),
    "bad-action.empty": ("Action {nth} is empty: write '<seat> <verb> [arguments]', e.g. 'p1 play SA'.",
                         "第{nth}个动作是空的：应写“座位 动作 [参数]”，例如“p1 play SA”。"),
    "bad-action.actor": ("Action {nth} ('{action}'): '{token}' is not a seat of this table ({seats}).",
                         "第{nth}个动作（“{action}”）：“{token}”不是本桌的座位（{seats}）。"),
    "bad-action.verb": ("Action {nth} ('{action}'): '{token}' is not an action of {variant}.",
                        "第{nth}个动作（“{action}”）：{variant}没有“{token}”这个动作。"),
    "bad-action.arguments": ("Action {nth} ('{action}'): the arguments '{token}' are malformed.",
                             "第{nth}个动作（“{action}”）：参数“{token}”格式不对。"),
    "bad-deal": ("The deal is not consistent with the variant.", "发牌与玩法不符。"),
    "bad-deal.none": ("The record has no [deal] with hands.", "记录没有 [deal] 和其中的手牌（“hands”）。"),
    "bad-deal.seat": ("[deal] hands has no string of cards for {seat}.", "[deal] 的“hands”缺少{seat}的牌。"),
    "bad-deal.seat-extra": ("[deal] hands names a seat '{seat}' this variant does not have.", "[deal] 的“hands”中的座位“{seat}”不存在。"),
    "bad-deal.field": ("[deal] {name} is missing or not valid.", "[deal] 中的“{name}”缺失或无效。"),
    "bad-deal.players": ("The record names {n} players; this variant has {need}.", "记录有{n}位玩家，本玩法需要{need}位。"),
    "syntax.not-regular": ("The file cannot be read: it is not a regular file (it is a folder, a pipe or a device).",
                           "无法读取文件：它不是普通文件（而是文件夹、管道或设备）。"),
    "syntax.unreadable": ("The file cannot be read: {reason}.", "无法读取文件：{reason}。"),
    # {rule} and {code}: the contract's id on an English screen, a label in words on a Chinese one (check.code.*)
    "check.illegal": ("{file}: action {nth} ({action}): illegal [{rule}]: {text}", "{file}：第{nth}个动作（{action}）违规（{rule}）：{text}"),
    "check.problem": ("{file}: {severity} [{code}]: {text}", "{file}：{severity}（{code}）：{text}"),
    "check.ok": ("{file}: ok ({n} actions)", "{file}：合法（{n}个动作）"),
    "check.ok.redeal": ("{file}: ok ({n} actions; nobody showed a level card, so the hand is dealt again)",
                        "{file}：合法（{n}个动作；无人亮级牌，这一局重新发牌）"),
    "check.ok.finished": ("{file}: ok ({n} actions, hand finished)", "{file}：合法（{n}个动作，本局结束）"),
    # ---- why a file could not be written (textsafe.os_reason picks one)
    "oserr.full": ("the disk is full", "磁盘已满"),
    "oserr.readonly": ("the folder is read-only or not yours to write", "文件夹只读或没有写入权限"),
    "oserr.not-folder": ("a part of the path is a file, not a folder", "路径中有一部分是文件而不是文件夹"),
    "oserr.is-folder": ("it is a folder", "它是一个文件夹"),
    "oserr.not-regular": ("it is not a regular file (a device, a pipe or a socket), and only a regular file is "
                          "ever replaced", "它不是普通文件（而是设备、管道或套接字），只有普通文件才会被替换"),
    "oserr.missing": ("the folder does not exist", "文件夹不存在"),
    "oserr.no-file": ("there is no such file", "没有这个文件"),
    "oserr.no-read": ("it may not be read (no permission)", "没有读取权限"),
    "oserr.name-too-long": ("the name is too long", "文件名太长"),
    "oserr.links": ("too many symbolic links in the path", "路径里的符号链接太多"),
    "oserr.too-many": ("too many files are open", "打开的文件太多"),
    "oserr.io": ("the disk could not be read or written", "磁盘读写出错"),
    "oserr.busy": ("the file is in use", "文件正在被占用"),
    "oserr.code": ("system error {number}", "系统错误（错误号{number}）"),
    "oserr.refused": ("the system refused it", "系统拒绝了这个操作"),
    # ---- the player's SQLite files (sqlstore.py): said once, and the program goes on
    "store.unsaved": ("{path} cannot be written: {reason}. hwtutor goes on, but what you do now will not be kept.",
                      "无法写入{path}：{reason}。可以继续使用，但现在的进度不会被保存。"),
    "store.locked": ("{path} is in use by another hwtutor: what you do now may not be kept. Close the other one to "
                     "keep it.",
                     "{path}正被另一个hwtutor使用：现在的进度可能不会被保存。关闭另一个hwtutor即可保存。"),
    "store.moved": ("{path} could not be used ({why}); it was kept as {aside} and a fresh one was started.",
                    "{path}无法使用（{why}）；原文件已保留为{aside}，并新建了一个。"),
    "store.not-a-file": ("it is not a file", "它不是文件"),
    "store.damaged": ("the file is damaged", "文件已损坏"),
    "store.schema": ("its table '{table}' is not hwtutor's", "其中的表“{table}”不是hwtutor的"),
    "store.not-a-db": ("it is not a database", "它不是数据库文件"),
    "store.no-memory": ("the computer is out of memory", "内存不足"),
    "store.code": ("the database refused it (SQLite error {number})", "数据库出错（SQLite 错误号{number}）"),
    # ---- `hwtutor settings` (settings.py)
    "settings.ascii": ("Suit letters (SA, H10) and plain frames instead of the suit glyphs: on, off, "
                       "or auto (only when the console cannot show the glyphs).",
                       "用字母（SA、H10）和普通边框代替花色符号：`on` 开启，`off` 关闭，"
                       "`auto` 自动（只在终端显示不了花色符号时使用）。"),
    "settings.where": ("Saved in {path}. Change one with: hwtutor settings NAME VALUE",
                       "保存在{path}。修改：hwtutor settings 名称 值"),
    "settings.saved": ("{name} = {value}, saved in {path}.", "{name} = {value}，已保存在{path}。"),
    "settings.unknown": ("Unknown setting “{name}” (one of: {choices}).", "没有“{name}”这个设置（可用：{choices}）。"),
    "settings.bad-value": ("{name}: “{value}” is not one of {choices}.", "{name}：“{value}”不是{choices}之一。"),
    "settings.no-value": ("{name} needs a value: {choices}.", "{name}需要一个值：{choices}。"),
    "settings.failed": ("Could not save {path}: {reason}.", "无法保存{path}：{reason}。"),
    # ---- last-resort guards (cli.py, check's per-file guard): a bug, said in one line
    "internal-error": ("Internal error in hwtutor ({what}): this is a bug, not something you did. "
                       "Run again with HWTUTOR_DEBUG=1 to see the details.",
                       "hwtutor内部错误（{what}）：这是程序的缺陷，不是你的操作有误。"
                       "设置“HWTUTOR_DEBUG=1”后再运行，可以看到详细信息。"),
    "internal-error.file": ("Internal error while checking this file ({what}): this is a bug in hwtutor; "
                            "the other files are still checked. Run again with HWTUTOR_DEBUG=1 to see the details.",
                            "检查此文件时发生内部错误（{what}）：这是hwtutor的缺陷；其他文件照常检查。"
                            "设置“HWTUTOR_DEBUG=1”后再运行，可以看到详细信息。"),
    "illegal-action": ("Action {nth} is illegal.", "第{nth}个动作不合法。"),
    # ---- an action told in prose (describe.py): "If p3 plays ♦5"
    "act.play": ("{seat} plays {cards}", "{seat}出{cards}"),
    "act.bid": ("{seat} bids {amount}", "{seat}叫{amount}分"),
    "act.pass": ("{seat} passes", "{seat}过"),
    "act.trump": ("{seat} names {suit} as trump", "{seat}叫{suit}为主"),
    "act.show": ("{seat} shows {cards}", "{seat}亮{cards}"),
    "act.show-none": ("{seat} shows nothing", "{seat}不亮"),
    "act.bury": ("{seat} buries {cards}", "{seat}扣底{cards}"),
    "act.call": ("{seat} calls {cards}", "{seat}叫{cards}"),
    "act.declare": ("{seat} declares {kind}", "{seat}宣布{kind}"),
}

# The climbing engine's texts live beside it in the rules core.
from . import catalog_climb, catalog_events, catalog_outcome, catalog_trick  # noqa: E402

MESSAGES.update(catalog_trick.MESSAGES)  # the trick reasons: messages only
for _part in (catalog_climb, catalog_outcome):
    MESSAGES.update(_part.MESSAGES)
    TERMS.update(_part.TERMS)
TERMS.update(catalog_events.TERMS)  # the events in a word: terms only


def register(part: ModuleType) -> None:
    """Merge a feature's catalog module (its MESSAGES and TERMS) into the catalog.

    Each floor above the rules core owns its texts and registers them from its
    package's __init__, so the core never imports a floor above it. A key may
    be registered once only: two features cannot silently share a text.
    """
    for key, entry in part.MESSAGES.items():
        if MESSAGES.get(key, entry) != entry:
            raise KeyError(f"catalog key {key!r} registered twice")
        MESSAGES[key] = entry
    for key, entry in part.TERMS.items():
        if TERMS.get(key, entry) != entry:
            raise KeyError(f"catalog term {key!r} registered twice")
        TERMS[key] = entry
