"""Player-facing texts of the play feature, en + zh; registered into the catalog by the package's __init__."""

MESSAGES: dict[str, tuple[str, str]] = {
    # ---- refused requests (PlayError)
    "play.no-bot": ("No bot is installed (hwtutor.bots.trick_bot): every seat must be a human.",
                    "没有安装机器人：每个座位都必须由真人来打。"),
    "play.bad-seat": ("'{seat}' is not a seat (p1–p{n}).", "“{seat}”不是座位（p1–p{n}）。"),
    "play.bad-players": ("{n} names given; this variant seats {need} players.", "给了{n}个名字；本玩法需要{need}位玩家。"),
    "play.dup-players": ("Player names must be distinct and not empty.", "玩家名字不能为空，也不能重复。"),
    "play.bad-variant": ("'{got}' cannot be played here: choose one of {choices}.",
                         "“{got}”不能在这里对局：请选择{choices}之一。"),
    "play.hand-running": ("The hand is still being played.", "本局还没有结束。"),
    "play.match-over": ("The match is over.", "比赛已经结束。"),
    "play.undo-none": ("Nothing of {seat}'s to take back: you have not acted this hand, or another player has acted since.",
                       "{seat}没有可以撤回的动作：本局你还没有出过牌，或者其他玩家已经行动。"),
    "play.undo-revealed": ("{seat} cannot take that back: since then the game has shown {what}, and what was "
                           "seen cannot be unseen. If this game is practice, each person at the table types "
                           "practice; then undo goes back further.",
                           "{seat}不能悔这一步：那之后已经看到了{what}，看到的收不回来。"
                           "如果这局只是练习，桌上每个人都输入“练习局”之后，就可以悔得更远。"),
    "play.act.bury-hidden": ("{seat} buries {n} {n:card|cards}", "{seat}扣下{n}张底牌"),
    "play.explain.rotten": ("(A rotten five: a ♥5 played to a trick led in a side suit, buried, or led because "
                            "nothing else was left. Its player loses levels at the settlement; played to a trump "
                            "lead it costs nothing.)",
                            "（烂5：出在副牌首出的一轮、扣进底牌，或因为手里只剩红5而首出的♥5。出它的人结算时要降级；"
                            "跟主牌时出红5不算烂5。）"),
    "play.explain.princess": ("(Princesses: in Taihu the ♥5, the jokers, the advisors (the 3 of trumps and the 3 of "
                              "the other suit of its colour) and the level cards. They are trumps, but against a lead "
                              "in a side suit they win nothing.)",
                              "（公主：太湖的♥5、大小王、正副参谋（主花色的3和同颜色另一门的3）和级牌。它们是主牌，"
                              "但对副牌首出的一轮没有攻击力。）"),
    "play.explain.strength": ("(Strength: the bot's own measure of a hand with a given trump suit, from its trumps "
                              "and high cards, per card, out of 100; the more, the higher it bids or the likelier it "
                              "shows.)",
                              "（牌力：机器人对一手牌的估计，按某门花色做主时看主牌和大牌，折算成每张牌、满分100；"
                              "牌力越高，叫得越高，也越愿意亮牌。）"),
    "play.explain.over-par": ("(Over par: card points counted from the mark where the hand is even, the bid in "
                              "Zhejiang and Jiande, 100 defender points in Taihu; +10 is 10 points better than that "
                              "for the side named.)",
                              "（相对持平：牌分从“持平线”算起——浙江和建德是叫分，太湖是闲家100分；+10 表示对所说的一方"
                              "比持平多10分。）"),
    "play.explain.special-ten": ("(♥10*: duxiao's special ten, one of the two heart 10s. Its holder declares first; in "
                                 "play it is a ten like the others (unless the house rules say otherwise).)",
                                 "（♥10*：独小的“特殊10”，两张红桃10中的一张。拿到它的人先叫；出牌时和别的10一样。）"),
    "play.practice.agreed": ("{seat} agrees that this game is practice; still to agree: {others}.",
                             "{seat}同意这局是练习局；还需要同意：{others}。"),
    "play.practice.on": ("Everyone at the table agrees that this game is practice: undo may go back past cards "
                         "already seen.",
                         "桌上每个人都同意这局是练习局：悔牌可以退到看过的牌之前。"),
    "play.ledger-unsent": ("This hand is not entered in the player ledger: its folder cannot be written.",
                           "这一局没有记入玩家记录：无法写入其所在的文件夹。"),
    "play.ledger-rejected": ("{n} {n:line|lines} of the hands kept for the player ledger could not be read and "
                             "{n:was|were} set aside in {path}; the others are entered.",
                             "为玩家记录保留的对局中有{n}行无法读取，已移到{path}；其余的已经记入。"),
    "play.ledger-pending": ("This hand could not be entered in the player ledger now; it is kept and will be "
                            "entered the next time hwtutor starts.",
                            "这一局暂时无法记入玩家记录；它已被保留，下次启动hwtutor时会记入。"),
    "play.save-failed": ("The game cannot be saved to {path}: {reason}. Play goes on, but this game will not be "
                         "resumable.",
                         "对局无法保存到{path}：{reason}。可以继续打，但这局以后无法继续。"),
    "play.save-not-regular": ("it is not a regular file (it is a folder, a pipe or a device)",
                              "它不是普通文件（而是文件夹、管道或设备）"),
    "play.save-too-large": ("the file is larger than any save (16 MiB)", "文件超过存档的上限（16 兆字节）"),
    "play.locked": ("This game is open in another hwtutor (process {pid}): continue it there, or close it first.",
                    "这局牌正在另一个hwtutor中打开（进程{pid}）：请在那里继续，或先关闭它。"),
    "play.lock-odd": ("The game's lock file {path} is not a regular file (a link, a folder, a pipe or a device): "
                      "remove it, then start again.",
                      "对局的锁文件{path}不是普通文件（而是链接、文件夹、管道或设备）：请删除它，然后重新开始。"),
    "play.bad-save": ("This save file cannot be resumed: {detail}.", "无法继续这个存档：{detail}。"),
    "play.save-illegal": ("its action {nth} is against the rules (hwtutor check FILE says which rule)",
                          "其中第{nth}个动作违规（用 hwtutor check 文件名 可以看违反了哪条规则）"),
    "play.not-a-match": ("This record is not a hotseat save (it has no _match field); open it with hwtutor replay.",
                         "这个记录不是同屏对局的存档；请用 hwtutor replay 打开。"),
    # ---- input
    "play.bad-input": ("'{text}' is neither an action nor a command (type help).",
                       "“{text}”既不是动作也不是命令（输入“帮助”查看帮助）。"),
    "play.bad-card": ("'{token}' is not a card (write e.g. SA, ♠A, 黑桃A, H10, BJ).",
                      "“{token}”不是一张牌（例如 SA、♠A、黑桃A、H10、BJ）。"),
    "play.bad-bid": ("'{text}' is not a bid: type a number, or pass.", "“{text}”不是叫分：请输入数字，或者输入“过”。"),
    "play.bad-suit": ("'{text}' is not a suit: type S, H, C or D (♠ ♥ ♣ ♦).", "“{text}”不是花色：请输入黑桃、红桃、梅花或方块（♠ ♥ ♣ ♦）。"),
    "play.call-one": ("Call exactly one card, not {n}.", "只能叫一张牌，而不是{n}张。"),
    "play.why-what": ("why what? Type why and the cards, e.g. why SA SA.", "要判断哪几张牌？请在“为什么”后面写牌，例如“为什么 ♠A♠A”。"),
    "play.not-now": ("'{what}' cannot be used now.", "现在不能使用“{what}”。"),
    # ---- the table
    "play.header": ("{variant} · hand {hand}", "{variant} · 第{hand}局"),
    "play.dealer": ("dealer {seat}", "庄家 {seat}"),
    "play.no-dealer": ("no dealer yet", "尚未定庄"),
    "play.bid": ("bid {bid}", "叫分 {bid}"),
    "play.standing-bid": ("standing bid {bid} by {seat}", "当前叫分 {bid}（{seat}）"),
    "play.no-bid": ("no bid yet", "还没有人叫分"),
    "play.passed": ("passed: {seats}", "已放弃：{seats}"),
    "play.trump-is": ("trump {suit}", "主 {suit}"),
    "play.level": ("level {level}", "打{level}"),
    "play.called": ("called {card}", "叫朋友 {card}"),
    "play.friend": ("friend {seat}", "朋友 {seat}"),
    "play.friend-hidden": ("friend not yet revealed", "朋友尚未出现"),
    "play.friend-hidden.you": ("friend not yet revealed: you", "朋友尚未出现：就是你"),
    "play.solo": ("dealer plays alone", "庄家独干"),
    "play.shows": ("shown: {shows}", "亮牌：{shows}"),
    "play.points": ("points: dealer side {dealer} · defenders {defenders}",
                    "牌分：庄家方 {dealer} · 闲家 {defenders}"),
    # the goal beside the points (issue 20 item 5): what each side plays for
    "play.points.bid": ("points: dealer {dealer} of the {bid} bid · defenders {defenders}",
                        "牌分：庄家 {dealer}（叫了{bid}分） · 闲家 {defenders}"),
    "play.points.levels": ("points: dealer side {dealer} · defenders {defenders} of {line}",
                           "牌分：庄家方 {dealer} · 闲家 {defenders}/{line}"),
    "play.seat-line": ("{seat}: {n} cards", "{seat}：{n}张"),
    "play.score": ("game points {points} ({title})", "积分 {points}（{title}）"),
    "play.score-plain": ("game points {points}", "积分 {points}"),
    "play.own-level": ("level {level}", "级别 {level}"),
    "play.bot-mark": ("bot", "机器人"),
    # who is on which side as far as the seat knows (issue 20 item 5, play/sides.py)
    "play.side.dealer": ("[dealer]", "【庄家】"),
    "play.side.friend": ("[friend]", "【朋友】"),
    "play.side.yours": ("[your side]", "【己方】"),
    "play.side.yours-fact": ("your side {seats}", "己方 {seats}"),
    "play.to-act": ("to act", "轮到此家"),  # any phase: bidding, showing, play
    "play.trick": ("Trick {n}:", "第{n}轮："),
    "play.trick-empty": ("Trick {n}: {seat} to lead", "第{n}轮：{seat}首出"),
    "play.last": ("Last trick ({n}): {plays} → {seat} wins, {points} points. {why}",
                  "上一轮（第{n}轮）：{plays} → {seat}赢，{points}分。{why}"),
    "play.no-last": ("No trick has been completed yet.", "还没有完成的一轮。"),
    "play.hand": ("Your hand, {seat}:", "{seat}，你的手牌："),
    "play.turn.bid": ("{seat}: bid {lo}–{hi} (a multiple of 5) or pass.", "{seat}：叫分 {lo}–{hi}（5的倍数），或者“过”。"),
    "play.turn.show": ("{seat}: show cards of your level ({level}), or none.", "{seat}：亮你的级牌（{level}），或者“不亮”。"),
    "play.turn.trump": ("{seat}: name the trump suit ({suits}).", "{seat}：叫主（{suits}）。"),
    "play.turn.bury": ("{seat}: bury {n} cards.", "{seat}：扣{n}张底牌。"),
    "play.turn.call": ("{seat}: call the friend card (a side card 2–10, not 3, not the level).",
                       "{seat}：叫朋友牌（副牌2–10，不能是3，也不能是级牌）。"),
    "play.turn.lead": ("{seat}: your lead.", "{seat}：轮到你首出。"),
    "play.turn.follow": ("{seat}: follow with {n} {n:card|cards}.", "{seat}：跟{n}张牌。"),
    "play.keys": ("Tab: legal plays · hint · why CARDS · undo · last · rules · save · quit · help",
                  "Tab：合法出牌 · 提示 · 为什么 牌 · 悔牌 · 上轮 · 规则 · 保存 · 退出 · 帮助"),
    # ---- hand-over
    "play.handover": ("Pass to {name} — press Enter", "请交给{name} —— 按回车键"),
    "play.handover.undo": ("({name}: type undo to take back your move)", "（{name}：输入“悔牌”可以撤回刚才的动作）"),
    # ---- what happened
    "play.act.bid": ("{seat} bids {amount}.", "{seat}叫{amount}分。"),
    "play.act.pass": ("{seat} passes.", "{seat}放弃。"),
    "play.act.show": ("{seat} shows {cards}.", "{seat}亮出{cards}。"),
    "play.act.show-none": ("{seat} shows nothing.", "{seat}不亮牌。"),
    "play.act.play": ("{seat} plays {cards}.", "{seat}出{cards}。"),
    "play.bot-why": ("  {seat}: {reason}", "  {seat}：{reason}"),
    "play.bot-error": ("The bot for {seat} chose a move which is illegal ({action}): {reason} — instead: {fallback}.",
                       "{seat}的机器人选了不合法的动作（{action}）：{reason} —— 改为：{fallback}。"),
    # ---- commands
    "play.refused": ("Refused: {reason}", "不允许：{reason}"),
    "play.why.ok": ("Legal: {action} ({pattern}). Nothing was played; type it without why to play it.",
                    "合法：{action}（{pattern}）。没有出牌；去掉“为什么”再输入一次即可出牌。"),
    "play.why.bad": ("Illegal: {reason}", "不合法：{reason}"),
    "play.hint.legal": ("Legal ({n}): {plays}", "合法的选择（{n}种）：{plays}"),
    "play.hint.more": ("… and {n} more (press Tab to see them all).", "……还有{n}种（按 Tab 查看全部）。"),
    "play.hint.suggest": ("Suggestion: {action} — {reason}", "建议：{action} —— {reason}"),
    "play.hint.no-bot": ("(No bot is installed, so there is no suggestion.)", "（没有安装机器人，所以没有建议。）"),
    "play.undone": ("{seat} takes back {n} {n:action|actions}: {actions}", "{seat}撤回了{n}个动作：{actions}"),
    "play.saved": ("Saved: {path}", "已保存：{path}"),
    "play.quit": ("Saved to {path}. Continue with: hwtutor resume {path}", "已保存到 {path}。继续对局：hwtutor resume {path}"),
    "play.quit-stale": ("The latest moves could not be saved to {path}: hwtutor resume {path} continues from the "
                        "last save that was written.",
                        "最近的几步无法保存到 {path}：hwtutor resume {path} 会从最后一次成功保存的地方继续。"),
    "play.quit-unsaved": ("Nothing could be saved to {path}: this game cannot be resumed.",
                          "无法保存到 {path}：这局牌以后无法继续。"),
    "play.help": ("Type cards to play them (SA SA, ♠A♠A, 黑桃A); in the auction a number or pass; a suit for trump; "
                  "none to show nothing. Tab completes the legal plays. Commands: hint (legal plays and a suggestion), "
                  "why CARDS (the verdict without playing), undo (take back your last action), last (the last trick), "
                  "rules (the rule book's section about now; rules N, rules WORD), save, confirm off (no question "
                  "before a costly move), practice (undo past seen cards, once everyone agrees), quit (the game is "
                  "saved after every action).",
                  "输入牌即出牌（♠A♠A、黑桃A、SA SA）；叫分时输入数字或“过”；叫主时输入花色；亮牌时输入“不亮”表示不亮。"
                  "Tab 补全合法的出牌。命令：提示（合法出牌和建议）、为什么 牌（只判断不出牌）、悔牌（撤回自己上一个动作）、"
                  "上轮（上一轮）、规则（与此刻有关的一节；“规则 编号”、“规则 词”）、保存、“确认 关”（代价大的出牌不再先询问）、"
                  "练习局（大家都同意后，悔牌可以退到看过的牌之前）、退出（每个动作后都会自动保存）。"),
    "play.started": ("hwtutor play {variant}: the game is saved to {path} after every action.",
                     "开始对局：{variant}。每个动作后都会保存到 {path}。"),
    "play.resumed": ("Resumed {path}: hand {hand}, after {n} {n:action|actions}.", "已继续 {path}：第{hand}局，已有{n}个动作。"),
    "play.resumed-over": ("Resumed {path}: hand {hand} was played to its end ({n} {n:action|actions}); hand {next} "
                          "is next.",
                          "已继续 {path}：第{hand}局已经打完（{n}个动作），下一局是第{next}局。"),
    # ---- end of a hand
    "play.hand-over": ("Hand {hand} is over.", "第{hand}局结束。"),
    "play.redeal": ("Hand {hand}: nobody showed a level card, so the cards are dealt again.",
                    "第{hand}局：无人亮级牌，重新发牌。"),
    "play.result.points": ("Card points: dealer side {dealer} · defenders {defenders} (bottom {bottom}).",
                           "牌分：庄家方 {dealer} · 闲家 {defenders}（底牌 {bottom}）。"),
    "play.result.gp": ("{seat}: {delta:+} → {total}", "{seat}：{delta:+} → {total}"),
    "play.result.gp-title": ("{seat}: {delta:+} → {total} ({title})", "{seat}：{delta:+} → {total}（{title}）"),
    "play.result.level": ("{seat}: level {frm} → {to}", "{seat}：级别 {frm} → {to}"),
    "play.hand-file": ("This hand's record: {path}", "本局记录：{path}"),
    "play.next": ("Enter: next hand · review: review this hand · quit: stop",
                  "回车：下一局 · 复盘：复盘这一局 · 退出：结束"),
    "play.next-what": ("'{text}' does nothing here: the hand is over. Press Enter for the next hand, type review "
                       "to review this one, or quit to stop.",
                       "“{text}”在这里没有作用：这一局已经结束。按回车开始下一局，输入“复盘”复盘这一局，"
                       "输入“退出”结束。"),
    "play.rules.head": ("{variant}, the rule book, section {n} of {last}:", "{variant}规则书，第{n}节（共{last}节）："),
    "play.rules.found": ("{variant}, the rule book: the rules that mention '{word}':",
                         "{variant}规则书里提到“{word}”的规则："),
    "play.rules.contents": ("Sections: {contents}. Type rules N for section N, rules WORD to find a rule.",
                            "目录：{contents}。输入“规则 编号”看那一节，“规则 词”查找规则。"),
    "play.rules.no-section": ("There is no section {n}: the rule book has sections 1-{last}.",
                              "没有第{n}节：规则书只有第1–{last}节。"),
    "play.rules.no-match": ("No rule mentions '{word}'.", "没有规则提到“{word}”。"),
    "play.match-won": ("The match is over: a player at A won with their side.", "比赛结束：打到A的玩家所在一方获胜。"),
    "play.stopped": ("Stopped after hand {hand}.", "在第{hand}局后结束。"),
    # ---- hwtutor players
    "play.players.none": ("No hands recorded yet ({path}).", "还没有记录（{path}）。"),
    "play.players.title": ("Players ({path})", "玩家（{path}）"),
}

TERMS: dict[str, dict[str, str]] = {
    "play.mixed": {"en": "mixed", "zh": "杂牌"},
    "play.bid-act": {"en": "bid", "zh": "叫分"},
    "play.pass-act": {"en": "pass", "zh": "过"},
    "play.trump-act": {"en": "trump", "zh": "叫主"},
    "play.show-act": {"en": "show", "zh": "亮牌"},
    "play.bury-act": {"en": "bury", "zh": "扣底"},
    "play.call-act": {"en": "call", "zh": "叫朋友"},
    "play.col.name": {"en": "Player", "zh": "玩家"},
    "play.col.variant": {"en": "Variant", "zh": "玩法"},
    "play.col.hands": {"en": "Hands", "zh": "局数"},
    "play.col.points": {"en": "Points", "zh": "积分"},
    "play.col.title": {"en": "Title", "zh": "称号"},
    "play.col.level": {"en": "Level", "zh": "级别"},
    "play.col.best": {"en": "Best", "zh": "最高"},
}

MESSAGES.update({
    "play.exists": ("{path} already exists: continue it with hwtutor resume {path}, or choose another --save file.",
                    "{path} 已经存在：用 hwtutor resume {path} 继续，或者换一个 --save 文件。"),
})

# ---- hotseat of the climbing games (duxiao, xuan): hwtutor/play/climb.py
MESSAGES.update({
    "play.climb.act.pass": ("{seat} passes.", "{seat}不要。"),
    "play.climb.bad-declare": ("'{text}' is not a declaration of this game.", "“{text}”不是本玩法的叫牌。"),
    "play.climb.answer": ("Now only {kind} is asked: type {verb} to declare it, or no (Enter) to stay silent.",
                          "现在只问{kind}：输入“{verb}”叫牌，或输入“不叫”（回车）。"),
    "play.climb.open-now": ("The declarations are over: open the hand with the heart 8.",
                            "叫牌已经结束：请用红桃8首出。"),
    "play.climb.no-decline": ("There is nothing to decline now: play cards or pass.", "现在没有可以不叫的：请出牌或不要。"),
    # the help of the game being played only (issue 22 §3: no other game's words for a newcomer)
    "play.climb.help.declare": ("Type cards to play them (SA SA, ♠A♠A, 黑桃A) or pass; the declarations: du, tiandu, "
                                "tianwaitian or none (独牌 天独 天外天 不独). Commands: hint, why CARDS, undo, last, "
                                "rules, save, quit.",
                                "输入要出的牌（♠A♠A、黑桃A、SA SA）或“不要”；叫牌：独牌、天独、天外天或不独。"
                                "命令：提示、为什么 牌、悔牌、上轮、规则、保存、退出。"),
    "play.climb.help.xuan": ("Type cards to play them (SA SA, ♠A♠A, 黑桃A) or pass; when asked, the declaration's verb "
                             "(xuan, jiu, chuai, fanchuai, du, tianxuan, tianchuai, surrender; 宣 揪 揣 反揣 独 天宣 天揣 "
                             "投降) or no / Enter. Commands: hint, why CARDS, undo, last, rules, save, quit.",
                             "输入要出的牌（♠A♠A、黑桃A、SA SA）或“不要”；被问到时输入叫牌（宣、揪、揣、反揣、独、"
                             "天宣、天揣、投降），或“不叫”／回车。命令：提示、为什么 牌、悔牌、上轮、规则、保存、退出。"),
    "play.climb.no-last": ("No round has been won yet.", "还没有结束的一轮。"),
    "play.climb.last": ("Last round ({n}): {plays} → {seat} wins with {cards}.", "上一轮（{n}）：{plays} → {seat}以{cards}获胜。"),
    "play.climb.round": ("Round {n}: {plays}", "第{n}轮：{plays}"),
    "play.climb.round-empty": ("Round {n}: {seat} to lead", "第{n}轮：{seat}首出"),
    "play.climb.standing": ("standing: {cards} ({pattern}) by {seat}", "当前最大：{seat}的{cards}（{pattern}）"),
    "play.climb.calls": ("declarations: {calls} (stake ×{mult})", "叫牌：{calls}（×{mult}）"),
    "play.climb.no-calls": ("no declaration yet", "还没有人叫牌"),
    "play.climb.alone": ("{seat} plays alone, one against three", "{seat}一打三"),
    "play.climb.partners": ("partners {a} and {b}", "{a}和{b}是一家"),
    "play.climb.partners-hidden": ("partners not yet known", "搭档尚未公开"),
    "play.climb.declared": ("declared: {decl}", "叫牌：{decl}"),
    "play.climb.contract": ("dealer {seat} ({kind})", "庄家 {seat}（{kind}）"),
    "play.climb.free": ("no solo: each for themselves", "无人叫独：各自为战"),
    "play.climb.seat-hidden": ("{seat}: {n}+ cards", "{seat}：{n}张以上"),
    "play.climb.out-place": ("out {place}.", "第{place}个出完"),
    "play.climb.count": ("{n} cards", "{n}张"),
    "play.climb.turn.ask": ("{seat}: declare {kind}? Type {verb}, or no (Enter) to stay silent.",
                            "{seat}：叫{kind}吗？输入“{verb}”，或输入“不叫”（回车）。"),
    "play.climb.turn.ask-none": ("{seat}: the moment of {kind} — nothing for you to declare; press Enter.",
                                 "{seat}：现在是{kind}的时机——你没有可叫的；请按回车。"),
    "play.climb.turn.open": ("{seat}: open the hand with the heart 8 (alone or with your other 8s).",
                             "{seat}：用红桃8首出（单出，或与其他8一起出）。"),
    "play.climb.turn.declare": ("{seat}: declare one of {kinds}.", "{seat}：叫牌，可选 {kinds}。"),
    "play.climb.turn.lead": ("{seat}: your lead (any pattern).", "{seat}：轮到你首出（任意牌型）。"),
    "play.climb.turn.beat": ("{seat}: beat {cards} ({pattern}) with the same pattern, higher, or pass.",
                             "{seat}：用同样牌型、更大的牌压住{cards}（{pattern}），或者不要。"),
    "play.climb.places": ("Order out: {seats}", "出完顺序：{seats}"),
    "play.climb.stake": ("Stake {stake} (declarations ×{mult}).", "输赢 {stake}（叫牌 ×{mult}）。"),
})
TERMS.update({
    "play.climb.pass-act": {"en": "pass", "zh": "不要"},
    "play.climb.silent": {"en": "stay silent", "zh": "不叫"},
    "play.climb.decline-word": {"en": "no", "zh": "不叫"},  # typed to stay silent (climb_input.DECLINE_WORDS)
})

# ---- the full-screen table (hwtutor/play/layout.py, screen.py)
MESSAGES.update({
    "play.house-rules": ("House rules: {rules}.", "自定规则：{rules}。"),
    "play.house-rules-n": ("{n} {n:house rule|house rules} (rules: what they are)", "自定规则{n}条（输入“规则”查看）"),
    "play.no-trick": ("No trick on the table", "桌上没有牌"),
    "play.trick-n": ("Trick {n}", "第{n}轮"),
    "play.climb.round-n": ("Round {n}", "第{n}轮"),
    "play.to-lead": ("{seat} to lead", "{seat}首出"),
    "play.winning": ("{seat} is winning", "{seat}暂时最大"),
    "play.legend": ("{mark} point card", "{mark} 分牌"),
    "play.fs.hand": ("Your hand, {seat}", "{seat}的手牌"),
    "play.fs.score": ("{points} pts ({title})", "积分 {points}（{title}）"),
    "play.fs.score-plain": ("{points} pts", "积分 {points}"),
    "play.fs.keys": ("Tab: plays · PgUp/PgDn: messages · hint · why CARDS · undo · last · help · quit",
                     "Tab 出法 · PgUp/PgDn 消息 · 提示 · 为什么 牌 · 悔牌 · 上轮 · 帮助 · 退出"),
    "play.pane": ("Messages (PgUp/PgDn scroll back)", "消息（PgUp／PgDn 翻看）"),
})
MESSAGES.update({
    "play.hint.bury": ("Legal burials: {count}. A few good ones: {plays}", "可扣的底牌组合：{count}种。几种好的扣法：{plays}"),
})
TERMS.update({
    "play.many": {"en": "many", "zh": "很多"},
    "play.jokers": {"en": "jokers", "zh": "王"},  # the jokers' group of a hand before there is a trump
    "play.cmd.hint": {"en": "legal plays and a suggestion", "zh": "合法出牌和建议"},
    "play.cmd.why": {"en": "why CARDS: the verdict without playing", "zh": "为什么 牌：只判断不出牌"},
    "play.cmd.undo": {"en": "take back your last action", "zh": "撤回上一个动作"},
    "play.cmd.last": {"en": "the last trick", "zh": "上一轮"},
    "play.cmd.rules": {"en": "the rule book", "zh": "规则"},
    "play.cmd.save": {"en": "save now", "zh": "立即保存"},
    "play.cmd.quit": {"en": "stop (the game is saved)", "zh": "结束（对局已保存）"},
    "play.cmd.help": {"en": "help", "zh": "帮助"},
    "play.seen.bottom": {"en": "the bottom cards", "zh": "底牌"},
    "play.seen.friend": {"en": "who the friend is", "zh": "谁是朋友"},
    "play.seen.partners": {"en": "who holds the red fives", "zh": "红5在谁手里"},
    # the words a newcomer meets before any lesson (glossary.py), separated by |, and what they mean
    "play.term.rotten": {"en": "rotten", "zh": "烂5"},
    "play.term.princess": {"en": "princess", "zh": "公主"},
    "play.term.strength": {"en": "strength", "zh": "牌力"},
    "play.term.over-par": {"en": "over par", "zh": "相对持平"},
    "play.term.special-ten": {"en": "♥10*|H10*", "zh": "♥10*|H10*"},
    "play.cmd.practice": {"en": "agree that this game is practice (undo past seen cards)",
                          "zh": "同意这局是练习局（悔牌可以退到看过的牌之前）"},
    "play.cmd.confirm": {"en": "confirm on/off: ask before costly moves", "zh": "“确认 开”／“确认 关”：代价大的出牌前是否确认"},
})
MESSAGES.update({
    "play.ask-humans": ("How many people are at this terminal (1–{n}; Enter: 1, bots take the other seats)?",
                        "这个终端前有几个人（1–{n}；回车：1人，其余座位由机器人来打）？"),
    "play.bad-humans": ("'{text}' is not a number of players from 1 to {n}.", "“{text}”不是1到{n}之间的人数。"),
    "play.humans-and-bots": ("Give either --humans or --bots, not both.", "--humans 和 --bots 只能给一个。"),
})
MESSAGES.update({
    "play.saves.none": ("No unfinished game in {path}: start one with hwtutor play VARIANT.",
                        "{path} 里没有未完成的对局：用 hwtutor play 玩法 开始一局。"),
    "play.saves.title": ("Unfinished games ({path})", "未完成的对局（{path}）"),
    "play.saves.hint": ("Bots are marked *. Continue the newest game with hwtutor resume, another with hwtutor "
                        "resume FILE.",
                        "名字后带 * 的是机器人。用 hwtutor resume 继续最新的一局，用 hwtutor resume 文件名 继续其他对局。"),
})
MESSAGES.update({
    "play.saves.line": ("    {variant} · hand {hand} in play · {when} · {players}",
                        "    {variant} · 第{hand}局进行中 · {when} · {players}"),
    "play.saves.line-over": ("    {variant} · {hand} {hand:hand|hands} played, hand {next} next · {when} · {players}",
                             "    {variant} · 已打完{hand}局，下一局是第{next}局 · {when} · {players}"),
})

# ---- costly moves (hwtutor/play/costs.py): told by why, and asked before they are made
MESSAGES.update({
    # a rotten heart 5 counts its 50 only when it ends with the other side
    "cost.rotten": ("Played here, the ♥5 becomes a rotten five (×{n}): if the other side takes the trick it counts "
                    "{points} points for them, not 5 (your own side gets only its 5), and at the settlement your "
                    "level drops by {levels}.",
                    "这里出♥5（{n}张）会成为烂5：这一轮要是被对方拿到，它给对方算{points}分而不是5分（自己一方拿到"
                    "只算5分）；结算时你还要降{levels}级。"),
    "cost.rotten-bury": ("A buried ♥5 is a rotten five (×{n}): at the settlement your level drops by {levels}.",
                         "把♥5（{n}张）扣进底牌就成了烂5：结算时你要降{levels}级。"),
    # why CARDS on a follow that cannot win (costs.powerless): said before, as the trick says it after
    "play.why.princess": ("Played here, {cards} would be a discard without power: princesses (heart 5, jokers, advisors, "
                     "level cards) cannot win a side-suit lead.",
                     "这里出{cards}只能算贴牌，没有攻击力：公主（红5、王、参、级牌）管不了副牌。"),
    "play.why.ruff-shape": ("Played here, {cards} would be a discard: all trumps, but a ruff must have the lead's "
                       "formation ({lead}).",
                       "这里出{cards}只能算贴牌：虽然全是主牌，但毙牌要和首家（{lead}）牌型一样。"),
    "play.why.shape": ("Played here, {cards} cannot win: it is not in the lead's pattern ({lead}).",
                  "这里出{cards}赢不了：牌型和首家（{lead}）不一样。"),
    "play.why.discard": ("Played here, {cards} would be a discard: it cannot win this trick.",
                    "这里出{cards}只是贴牌，赢不了这一轮。"),
    "cost.solo": ("You hold {card} yourself: calling it means you play alone, one against all.",
                  "{card}就在你自己手里：叫它就是独干，一个人对其他所有人。"),
    "cost.throw": ("This throw may fail: from the cards you cannot see, someone may beat {part}; then only "
                   "that part is played.",
                   "这次甩牌可能失败：从你看不到的牌来看，有人可能压过{part}；那样就只出这一部分。"),
    "cost.throw-levels": ("This throw may fail: from the cards you cannot see, someone may beat {part}; then only "
                          "that part is played, and at the settlement your level drops by {levels}.",
                          "这次甩牌可能失败：从你看不到的牌来看，有人可能压过{part}；那样就只出这一部分，"
                          "结算时你还要降{levels}级。"),
    "play.confirm": ("Play it anyway? y = yes, Enter = no (confirm off: stop asking)",
                     "仍然这样出吗？输入“是”出牌，回车不出（输入“确认 关”不再询问）"),
    "play.not-played": ("Not played: choose again.", "没有出牌：请重新选择。"),
    "play.confirm-on": ("Costly moves are asked about before they are made.", "代价大的出牌会先询问确认。"),
    "play.confirm-off": ("Costly moves are no longer asked about (confirm on: ask again).",
                         "不再询问代价大的出牌（输入“确认 开”重新开启）。"),
})
TERMS.update({"play.yes": {"en": "yes, play it", "zh": "是，出牌"}})
MESSAGES.update({"play.hint.item": ("{play} ({pattern})", "{play}（{pattern}）")})
