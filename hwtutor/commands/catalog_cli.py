"""The command line's help, en + zh (issue 22 §2: `hwtutor --lang zh --help` and every command's help in
Chinese). Keyed by command ("play"), option ("play.players": the parameter's name) and the words click
itself prints ("click.usage"). cli.py's commands show the text of the language chosen at start (--lang,
else the locale), see cli.LocalizedCommand. Only commands/ and cli.py read it (nothing imports commands/):
the text tests import it directly.
"""
from __future__ import annotations

HELP: dict[str, tuple[str, str]] = {
    # ---- click's own words
    "click.usage": ("Usage: ", "用法："),
    "click.options": ("Options", "选项"),
    "click.commands": ("Commands", "命令"),
    "click.help": ("Show this message and exit.", "显示这段帮助并退出。"),
    "click.version": ("Show the version and exit.", "显示版本号并退出。"),
    # ---- click's own errors, said in the player's language (commands/usage_errors.py)
    "usage.error": ("Error: {message}", "错误：{message}"),
    "usage.try-help": ("Try '{command} --help' for help.", "输入 {command} --help 查看帮助。"),
    "usage.no-option": ("No such option: {name}.", "没有 {name} 这个选项。"),
    "usage.no-command": ("No such command: {name}.", "没有 {name} 这个命令。"),
    "usage.did-you-mean": (" Did you mean {names}?", "是不是要用 {names}？"),
    "usage.missing-argument": ("Missing argument: {name}.", "缺少参数：{name}。"),
    "usage.missing-option": ("Missing option: {name}.", "缺少选项 {name}。"),
    "usage.needs-value": ("{name} needs a value after it.", "选项 {name} 后面要跟一个值。"),
    "usage.takes-no-value": ("{name} takes no value.", "选项 {name} 后面不能跟值。"),
    "usage.bad-value": ("{name} cannot be “{value}”{should}.", "{name} 不能是“{value}”{should}。"),
    "usage.bad-value-plain": ("This value of {name} cannot be used{should}.", "{name} 的值不对{should}。"),
    "usage.int": (": it takes a whole number", "：要一个整数"),
    "usage.int-min": (": it takes a whole number from {min} up", "：要一个不小于 {min} 的整数"),
    "usage.choice": (": it takes one of {choices}", "：只能是 {choices} 之一"),
    "usage.extra": ("Too many arguments: {args}.", "多出了参数：{args}。"),
    "usage.other": ("The command line cannot be read.", "这个命令行有误。"),
    "usage.aborted": ("Stopped.", "已中断。"),
    # ---- options many commands share
    "opt.lang": ("Language of messages (default: from the locale).", "界面语言（默认按系统的语言设置）。"),
    "opt.data_dir": ("Where lesson progress and drill statistics are kept (default: $HWTUTOR_HOME, else the "
                     "user's data directory).",
                     "学习进度和练习统计的保存位置（默认：`$HWTUTOR_HOME`，否则是用户的数据目录）。"),
    "opt.ascii": ("Suit letters and plain frames instead of glyphs (SA rather than ♠A), for every command; "
                  "`hwtutor settings ascii on` keeps it.",
                  "用字母和普通边框代替花色符号（SA 而不是 ♠A），对所有命令有效；`hwtutor settings ascii on` 可以一直保持。"),
    # ---- hwtutor
    "cli": ("hwtutor — learn, replay and play the Red Five (红五) card games.\n\n"
            "With no command, opens the start menu (learn, drill, play, replay, rules).",
            "hwtutor——学习、回放和对局红五扑克游戏。\n\n不带命令运行时打开开始菜单（上课、练习、对局、回放、规则）。"),
    # ---- check
    "check": ("Replay records through the rules engine and report what is illegal.\n\n"
              "FILES may name directories: the records (*.hongwu.toml) under them are checked. "
              "Exit status: 0 all valid, 1 an illegal action, 2 a file that is not a record.",
              "用规则引擎重放对局记录，报告不合法的动作。\n\n"
              "可以给出文件夹：检查其中所有的记录（*.hongwu.toml）。"
              "退出码：0 全部合法，1 有不合法的动作，2 有文件不是对局记录。"),
    "check.as_json": ("One JSON object per file (JSON Lines).", "每个文件输出一个 JSON 对象（每行一个）。"),
    "check.jobs": ("Check files in N processes (default: the CPU count); output stays in input order.",
                   "用 N 个进程检查（默认：处理器个数）；输出仍按输入的顺序。"),
    # ---- rules
    "rules": ("A variant's rule book, paged, with its contents; or the variants compared.",
              "显示一种玩法的规则书（分页，带目录），或比较各种玩法。"),
    "rules.section": ("Only section N of the rule book.", "只显示规则书的第 N 节。"),
    "rules.search": ("Only the rules that mention WORD.", "只显示提到这个词的规则。"),
    "rules.sources": ("Add the references: rule texts, statement, ruling and rule ids.",
                      "加上出处：规则原文、条目和规则编号。"),
    "rules.compare": ("One table of what differs between the variants.", "用一张表列出各玩法的不同之处。"),
    # ---- replay
    "replay": ("Step through a recorded game, with the engine's explanations and the author's notes.\n\n"
               "Keys: → n Space next, ← p back, ] [ trick, g go to, Home End, v view, l language, ? help, q quit.",
               "逐步查看对局记录，显示引擎的解释和作者的注释。\n\n"
               "按键：→ n 空格 下一步，← p 上一步，] [ 按轮跳，g 跳到，Home End 首尾，v 视角，l 语言，? 帮助，q 退出。"),
    "replay.sample": ("Open a shipped sample game (see `hwtutor samples`).", "打开一局自带的示例对局（见 `hwtutor samples`）。"),
    "replay.print_": ("Render one moment and exit (no interaction).", "输出一个画面后退出（不交互）。"),
    "replay.all_": ("With --print: the whole game as one transcript, a trick per block.",
                    "与 --print 一起用：输出整局的文字记录，每轮一段。"),
    "replay.at": ("The action to show, counted from 1 as the screen and `check` count them.",
                  "要显示第几步（从1开始，和画面上以及 `check` 的计数相同）。"),
    "replay.trick": ("Show the moment trick K is won.", "显示第 K 轮结束的时刻。"),
    "replay.seat": ("View from one seat: the others' hands are hidden.", "从一个座位看：其他人的手牌不显示。"),
    "replay.width": ("Width in columns (--print, --export; default 80 when not a terminal).",
                     "宽度（列数；用于 --print、--export；不是终端时默认80）。"),
    "replay.export": ("Write the picture to FILE.svg or FILE.html.", "把画面写入 SVG 或 HTML 文件。"),
    "replay.ascii_": ("No suit glyphs or box drawing (S10 rather than ♠10).", "不用花色符号和框线（S10 而不是 ♠10）。"),
    # ---- samples
    "samples": ("List the sample games shipped with hwtutor (open one with `hwtutor replay --sample NAME`).",
                "列出自带的示例对局（用 `hwtutor replay --sample 名称` 打开）。"),
    # ---- review
    "review": ("Review a recorded hand: each decision's estimate beside the best alternatives, mistakes marked "
               "? and ??.\n\nThe estimates use only what the seat knew at the time. The review is written into "
               "the record as notes.",
               "复盘一局记录：每个决定的估值和最好的几种选择并列，标出失误（？、？？）。\n\n"
               "估值只用这个座位当时知道的信息。复盘会作为注释写进记录。"),
    "review.seat": ("Review this seat (default: every human seat).", "复盘这个座位（默认：每个真人座位）。"),
    "review.depth": ("Sampled deals per decision (more: slower, surer).", "每个决定模拟的牌局数（越多越慢，也越准）。"),
    "review.out": ("Write the annotated record here (default: FILE itself).", "把带注释的记录写到这里（默认：原文件）。"),
    "review.write": ("Write the review into the record as notes.", "把复盘作为注释写进记录。"),
    # ---- lessons, learn, drill
    "lessons": ("List the lessons, with your progress.", "列出课程和你的学习进度。"),
    "learn": ("Run a lesson (by number; default: the first one not finished), resuming where you left it.",
              "上课：按课程编号（默认：第一节没学完的课），从上次停下的地方继续。"),
    "learn.restart": ("Start the lesson again from its first step.", "从第一步重新开始这一课。"),
    "drill": ("Endless exercises from random deals, with streak and accuracy.",
              "练习：随机发牌，题目无限，记录连续答对的题数和正确率。"),
    "drill.kind": ("legal-or-illegal, who wins, points (trick games), is-it-a-pattern (duxiao, xuan), edge (tricks "
                   "built to test one ruling), review (your own mistakes, spaced), or a mix.",
                   "题目种类：`legal` 合法吗、`winner` 谁赢、`points` 分数（升级类玩法）、`pattern` 是牌型吗（独小、红五宣）、"
                   "`edge` 易错点、`review` 复习自己的错题，或 `mixed` 混合。"),
    "drill.count": ("Stop after N questions (default: endless).", "做 N 题后停止（默认：不停）。"),
    "drill.seed": ("Seed of the random deals (repeatable drills).", "随机发牌的种子（同一个种子出同样的题）。"),
    "drill.rules": ("A house rule: one of the variant's named options (repeatable), as on play.",
                    "自定规则：玩法的一个具名选项（可重复），和对局时一样。"),
    # ---- play, resume, saves, players
    "play": ("Hotseat play on one terminal, with bots for empty seats (zhejiang-2, zhejiang-3, jiande, jiande-2, taihu, "
             "duxiao, xuan).\n\nAlone by default: you in p1, bots elsewhere. Each hand is saved after every action; "
             "`hwtutor resume` continues the latest unfinished game.",
             "在一个终端上同屏对局，空座位由机器人来打（玩法：浙江、建德、太湖、独小、红五宣）。\n\n"
             "默认你一个人坐 p1，其余座位是机器人。每个动作后都会自动保存；`hwtutor resume` 继续最近一局未完成的对局。"),
    "play.players": ("Player names in seat order (p1, p2, …).", "按座位顺序（p1、p2……）给出玩家名字。"),
    "play.bots": ("Seats played by the bot (p2:strong sets one seat's level).",
                  "由机器人来打的座位（`p2:strong` 单独设定一个座位的水平）。"),
    "play.bot_level": ("How well the bots play: easy (quick rules of thumb), normal or strong (they search, ~1 s a "
                       "move).",
                       "机器人的水平：`easy` 简单（凭经验，出得快）、`normal` 一般或 `strong` 强（会搜索，每步约1秒）。"),
    "play.humans": ("People at this terminal: seats p1…pN, bots elsewhere (default: 1, you in p1).",
                    "终端前的人数：N 个人坐 p1 到第 N 个座位，其余是机器人（默认：1人，你坐 p1）。"),
    "play.rules": ("A house rule: one of the variant's named options (repeatable; see `hwtutor rules VARIANT`).",
                   "自定规则：玩法的一个具名选项（可重复；见 `hwtutor rules 玩法`）。"),
    "play.seed": ("Seed of the deals (and of the bots' choices).", "发牌（以及机器人选择）的种子。"),
    "play.save_path": ("Save file, written after every action (default: in the data directory).",
                       "存档文件，每个动作后写入（默认：在数据目录里）。"),
    "play.hands": ("Stop after hand N.", "打完第 N 局后停止。"),
    "play.bot_reasons": ("Show why each bot played what it played (off by default: a reason may reveal what the "
                         "bot holds).",
                         "显示机器人每次出牌的理由（默认不显示：理由可能透露它手里的牌）。"),
    "play.confirm": ("Ask before a costly move (a rotten ♥5, calling a card you hold, a risky throw).",
                     "代价大的出牌先询问（会成为烂5的♥5、叫自己手里的牌、有风险的甩牌）。"),
    "play.data_dir": ("Where the player ledger and default saves are kept (default: $HWTUTOR_HOME, else the "
                      "user's data directory).",
                      "玩家记录和默认存档的位置（默认：`$HWTUTOR_HOME`，否则是用户的数据目录）。"),
    "resume": ("Continue a hotseat game exactly where it stopped: FILE, or without it the latest unfinished game.",
               "从停下的地方继续同屏对局：给出存档文件，不给时继续最近一局未完成的对局。"),
    "resume.list_": ("List the unfinished games instead (as `hwtutor saves`).", "改为列出未完成的对局（和 `hwtutor saves` 一样）。"),
    "resume.hands": ("Stop after hand N.", "打完第 N 局后停止。"),
    "resume.bot_reasons": ("Show why each bot played what it played (off by default: a reason may reveal what the "
                           "bot holds).",
                           "显示机器人每次出牌的理由（默认不显示：理由可能透露它手里的牌）。"),
    "resume.confirm": ("Ask before a costly move.", "代价大的出牌先询问。"),
    "resume.bot_level": ("How well the bots play: easy, normal or strong (default: as the game was saved).",
                         "机器人的水平：`easy`、`normal` 或 `strong`（默认：和存档时一样）。"),
    "resume.data_dir": ("Where the player ledger is kept.", "玩家记录的位置。"),
    "saves": ("The unfinished hotseat games: variant, players, hand, last played (newest first).",
              "未完成的同屏对局：玩法、玩家、局数、上次对局时间（最新的在前）。"),
    "saves.data_dir": ("Where the saves are kept.", "存档的位置。"),
    "players": ("The player ledger: game points and titles, Taihu levels.", "玩家记录：积分与称号、太湖的级别。"),
    "players.data_dir": ("Where the player ledger is kept.", "玩家记录的位置。"),
    # ---- settings
    "settings": ("Show the saved settings, or save one: `hwtutor settings ascii on` (on, off or auto).",
                 "列出保存的设置，或保存一项：`hwtutor settings ascii on`（`on` 开、`off` 关或 `auto` 自动）。"),
}


# The placeholders of the usage lines and options (FILE, [OPTIONS]), said in Chinese on a Chinese help.
METAVARS: dict[str, tuple[str, str]] = {
    "OPTIONS": ("OPTIONS", "选项"), "COMMAND": ("COMMAND", "命令"), "ARGS": ("ARGS", "参数"),
    "VARIANT": ("VARIANT", "玩法"), "FILES": ("FILES", "文件"), "FILE": ("FILE", "文件"), "LESSON": ("LESSON", "课程"),
    "NAME": ("NAME", "名称"), "VALUE": ("VALUE", "值"), "DIR": ("DIR", "目录"), "LEVEL": ("LEVEL", "水平"),
    "WORD": ("WORD", "词"), "INTEGER": ("N", "N"), "pK": ("pK", "座位"),
}


def text(key: str, lang: str) -> str | None:
    """The help text `key` in `lang` (zh or en), None when there is none."""
    t = HELP.get(key)
    return None if t is None else t[1 if lang == "zh" else 0]


def en(key: str) -> str:
    """The English text, for the decorators of cli.py (what click sees without a language)."""
    return HELP[key][0]
