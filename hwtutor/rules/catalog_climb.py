"""Player-facing texts of the climbing games (duxiao, xuan), en + zh.

Merged into `catalog.MESSAGES` / `catalog.TERMS` at the end of catalog.py.
Keys are rule ids (climb-pattern, climb-low, first-lead, declare-order,
declare-needs), event ids (out, eight-of-a-kind, surrender, ...) or dotted
sub-keys of them; `climb.*` and `xuan.*` are the engine's own texts.
"""

TERMS: dict[str, dict[str, str]] = {
    "decl.none": {"en": "no solo (不独)", "zh": "不独"},
    "decl.du": {"en": "solo (独牌)", "zh": "独牌"},
    "decl.tiandu": {"en": "heavenly solo (天独)", "zh": "天独"},
    "decl.tianwaitian": {"en": "beyond heaven (天外天)", "zh": "天外天"},
    "xuan.tianxuan": {"en": "heavenly show (天宣)", "zh": "天宣"},
    "xuan.tianchuai": {"en": "heavenly double (天揣)", "zh": "天揣"},
    "xuan.du": {"en": "solo (独)", "zh": "独"},
    "xuan.xuan": {"en": "show (宣)", "zh": "宣"},
    "xuan.jiu": {"en": "challenge (揪)", "zh": "揪"},
    "xuan.chuai": {"en": "double (揣)", "zh": "揣"},
    "xuan.fanchuai": {"en": "redouble (反揣)", "zh": "反揣"},
    "xuan.surrender": {"en": "surrender (投降)", "zh": "投降"},
}

MESSAGES: dict[str, tuple[str, str]] = {
    # ---- pattern names (message parameters)
    "climb.pat.single": ("single", "单张"),
    "climb.pat.pair": ("pair", "对子"),
    "climb.pat.group": ("{n}-of-a-kind", "{n}同张"),
    "climb.pat.straight": ("straight of {n}", "{n}张顺子"),
    "climb.pat.pairs": ("run of {n} pairs", "{n}连对"),
    "climb.pat.groups": ("run of {n} {w}-of-a-kinds", "{n}连{w}同张"),
    # ---- climb-pattern: not a pattern, or not the standing one's pattern
    "climb-pattern": ("That is not a pattern that may be played now.", "这不是现在可以出的牌型。"),
    "climb-pattern.empty": ("A play needs at least one card.", "出牌至少要有一张。"),
    "climb-pattern.eight": ("{cards}: there is no pattern of eight of a kind; at most {most} equal cards "
                            "make a pattern.",
                            "{cards}：没有八同张牌型，同张最多{most}张。"),
    "climb-pattern.too-many": ("{cards}: at most {most} cards of one rank make a pattern.",
                               "{cards}：同一点数最多{most}张组成牌型。"),
    "climb-pattern.special-ten": ("{cards}: at this table the special ten is played only as a single.",
                                  "{cards}：本桌规则下特殊10只能单出。"),
    "climb-pattern.red5": ("{cards}: the heart 5 never groups with the other 5s.",
                           "{cards}：红桃5不能与其他花色的5组成同张。"),
    "climb-pattern.mixed-xuan": ("{cards} is not a pattern: play 1 to 4 cards of one rank; there are no "
                                 "sequences, and the two red 5s and the two jokers are ranks of their own.",
                                 "{cards}不是牌型：只能出同一点数的1到4张，没有顺子；两张红5、大小王各自是不同的点数。"),
    "climb-pattern.high": ("{cards} is not a pattern: cards of different ranks combine only in a sequence "
                           "(straight, run of pairs or of n-of-a-kinds), and nothing ranked 2 or above "
                           "stands in a sequence.",
                           "{cards}不是牌型：不同点数的牌只能组成顺子、连对或连张，2及比2大的牌不能在其中。"),
    "climb-pattern.gap": ("{cards} is not a pattern: the ranks of a sequence must be adjacent.",
                          "{cards}不是牌型：顺子、连对、连张的点数必须相连。"),
    "climb-pattern.uneven": ("{cards} is not a pattern: every rank of a sequence needs the same number of cards.",
                             "{cards}不是牌型：连对、连张中每个点数的张数必须相同。"),
    "climb-pattern.straight-len": ("{cards} is not a pattern: a straight has 4 or 5 single cards.",
                                   "{cards}不是牌型：顺子是4张或5张相连的单张。"),
    "climb-pattern.run-len": ("{cards} is not a pattern: a run needs 3 or more adjacent groups of {w}.",
                              "{cards}不是牌型：连对、连张至少要三组相连的{w}同张。"),
    "climb-pattern.shape": ("{cards} is a {got}, but {standing} is a {need}: only the same pattern with the "
                            "same number of cards can beat it.",
                            "{cards}是{got}，而{standing}是{need}：只有张数相同的同一牌型才能管上。"),
    "climb-pattern.lead-pass": ("{seat} is on lead and must play a pattern; only a follower may pass.",
                                "{seat}是首家，必须出牌；只有跟牌的人才能不要。"),
    # ---- climb-low: the same pattern, not higher
    "climb-low": ("{cards} does not beat {standing}: a {pattern} must be beaten by a higher {pattern}.",
                  "{cards}管不上{standing}：{pattern}必须用更大的{pattern}来管。"),
    "climb-low.equal": ("{cards} does not beat {standing}: equal ranks do not beat; a {pattern} must be "
                        "beaten by a higher {pattern}.",
                        "{cards}管不上{standing}：点数相同不算大；{pattern}必须用更大的{pattern}来管。"),
    # ---- first-lead (xuan)
    "first-lead": ("{cards}: the first lead of the hand must contain the heart 8 (红桃8).",
                   "{cards}不能出：每局的第一手牌必须带红桃8。"),
    "first-lead.pass": ("{seat} holds the heart 8 and must lead it: the first lead cannot be a pass.",
                        "{seat}有红桃8，必须先出，不能不要。"),
    # ---- duxiao declarations
    "declare-order": ("Each declaration must be higher than any before it: {kind} is not higher than {standing}, "
                      "declared by {by}; now only {allowed} may be declared.",
                      "{kind}不比{by}叫的{standing}大：现在只能叫{allowed}。"),
    "declare.none": ("{seat} declares no solo (不独).", "{seat}叫不独。"),
    "declare.du": ("{seat} declares a solo (独牌): out before any other player.", "{seat}叫独牌：要在其他人之前出完。"),
    "declare.tiandu": ("{seat} declares a heavenly solo (天独): out before any other player plays a card.",
                       "{seat}叫天独：要在其他人一张牌都没出之前出完。"),
    "declare.tianwaitian": ("{seat} declares beyond heaven (天外天): no play of theirs may be beatable.",
                            "{seat}叫天外天：出的每一手牌别人都管不上。"),
    "dealer.none-declared": ("Nobody declared: {seat}, holder of the special ten, leads; play goes on until "
                             "three players are out.",
                             "无人叫牌：拿到特殊10的{seat}先出，直到三位玩家出完为止。"),
    "dealer.declared": ("{seat} declared {kind} and is dealer; the other three play together against them. "
                        "{seat} leads.", "{seat}叫{kind}，成为庄家，其他三位联合阻止。{seat}先出。"),
    "eight-of-a-kind": ("{seat} was dealt eight equal cards ({cards}): the deal ends at once as a won heavenly "
                        "solo (天独).", "{seat}发到8张相同的牌（{cards}）：本局立即结束，算天独胜。"),
    "contract-made.du": ("{seat} is out before anyone else: the solo (独牌) is made.", "{seat}第一个出完：独牌成功。"),
    "contract-made.tiandu": ("{seat} is out before any other player played a card: the heavenly solo (天独) "
                             "is made.", "{seat}在其他人一张牌都没出之前出完：天独成功。"),
    "contract-made.tianwaitian": ("{seat} is out, and no play of theirs could be beaten: beyond heaven (天外天) "
                                  "is made.", "{seat}出完，每一手牌都没人管得上：天外天成功。"),
    "contract-failed.du": ("{other} is out before {seat}: the solo (独牌) fails.", "{other}比{seat}先出完：独牌失败。"),
    "contract-failed.tiandu": ("{other} played {cards} before {seat} was out: the heavenly solo (天独) fails.",
                               "{seat}还没出完，{other}已经出了{cards}：天独失败。"),
    "contract-failed.tianwaitian": ("{other} holds {beat}, which beats {seat}'s {cards}: beyond heaven (天外天) "
                                    "fails.", "{other}有{beat}，管得上{seat}的{cards}：天外天失败。"),
    # ---- play events
    "out": ("{seat} has played all their cards and is out, number {place}.", "{seat}出完了所有的牌，第{place}个出完。"),
    "out.gong": ("{seat} is out first: {seat} is 贡 (gong).", "{seat}第一个出完，为贡。"),
    "climb.round-won": ("Everybody else passed: {seat}'s {cards} stands, and {seat} leads anew.",
                        "其他人都不要：{seat}的{cards}最大，{seat}重新出牌。"),
    "climb.lead-passes": ("{out} is out and everybody passed: the lead passes to {seat}, the next player with "
                          "cards.", "{out}已出完且无人管：由下一位还有牌的{seat}出牌。"),
    # ---- xuan declarations
    "phase.xuan-call": ("Too late for {verb} in {phase}: declarations are made before the first lead.",
                        "现在是{phase}阶段，不能{verb}：叫牌只能在第一手牌之前。"),
    "declare-order.once": ("Only one {kind} a hand, and {by} has made it already.",
                           "{by}已经{kind}，每局只能一次。"),
    "declare-order.passed": ("Too late for {kind}: {later} has been made, and the earlier moments have passed.", "已经不能{kind}了：已有人{later}，之前的叫牌时机已过。"),
    "declare-order.after": ("No {kind} after {after}.", "{after}之后不能{kind}。"),
    "declare-order.needs": ("There is no {kind} without a {need} before it, and nobody made one.", "只有在{need}之后才能{kind}，但没有人{need}。"),
    "declare-needs": ("This declaration needs cards the player does not hold.", "你手里没有这次叫牌要的牌。"),
    "declare-needs.tianxuan": ("{seat}'s first three cards ({cards}) hold no red 5: {kind} needs one.",
                               "{seat}的前三张牌（{cards}）没有红5：{kind}需要红5。"),
    "declare-needs.tianchuai": ("{seat}'s first five cards ({cards}) hold no joker: {kind} needs the big or the "
                                "small joker.", "{seat}的前五张牌（{cards}）没有王：{kind}需要大王或小王。"),
    "declare-needs.tianchuai-side": ("{seat} holds a red 5 among the first five cards ({cards}): {kind} is the "
                                     "other side's answer to 天宣.",
                                     "{seat}的前五张牌（{cards}）有红5：{kind}是对方对天宣的回应。"),
    "declare-needs.xuan": ("{seat} holds no red 5, and a {kind} means showing one.", "{seat}没有红5，不能{kind}。"),
    "declare-needs.jiu": ("{seat} holds a red 5: {kind} belongs to the side without red 5s.",
                          "{seat}有红5：{kind}只能由没有红5的一方叫。"),
    "declare-needs.chuai": ("{seat} holds no joker: {kind} needs the big or the small joker.",
                            "{seat}没有王：{kind}需要大王或小王。"),
    "declare-needs.fanchuai": ("{seat} is on the side of {by}, who made the double (揣): {kind} belongs to the "
                               "other side.", "{seat}与揣的{by}是一方：{kind}只能由另一方叫。"),
    "declare-needs.surrender": ("{seat} does not play one against three: only a lone player may surrender.",
                                "{seat}不是一打三：只有一打三的玩家可以投降。"),
    "xuan.call.tianxuan": ("{seat} shows a red 5 at the third card: heavenly show (天宣), stake x{mult}.",
                           "{seat}发到第三张时亮红5：天宣，目前{mult}倍。"),
    "xuan.call.tianchuai": ("{seat} doubles at the fifth card with a joker: heavenly double (天揣), stake x{mult}.",
                            "{seat}发到第五张时凭王天揣，目前{mult}倍。"),
    "xuan.call.du": ("{seat} goes solo (独), one against three: stake x{mult}.", "{seat}独，一打三，目前{mult}倍。"),
    "xuan.call.xuan": ("{seat} shows a red 5 (宣): stake x{mult}.", "{seat}宣（亮红5），目前{mult}倍。"),
    "xuan.call.jiu": ("{seat}, without a red 5, challenges (揪): stake x{mult}.", "{seat}没有红5，揪，目前{mult}倍。"),
    "xuan.call.chuai": ("{seat} doubles with a joker (揣), for the whole side: stake x{mult}.",
                        "{seat}凭王揣（一人揣等于两人揣），目前{mult}倍。"),
    "xuan.call.fanchuai": ("{seat} redoubles (反揣): stake x{mult}.", "{seat}反揣，目前{mult}倍。"),
    "xuan.partners": ("The other red 5 must be shown too: {a} and {b} are partners.",
                      "另一张红5也要亮出：{a}和{b}是一家。"),
    "xuan.partners.alone": ("{seat} holds both red 5s and plays one against three.", "{seat}一人拿两张红5，一打三。"),
    "surrender": ("{seat} surrenders and loses the stake as it stands (x{mult}) to each of the three.",
                  "{seat}投降，按当前倍数（{mult}倍）输给另外三家。"),
    "xuan.solo": ("{seat} played one against three.", "{seat}一打三。"),
    "xuan.outcome.quanbu": ("Both players of one side went out first and second: full capture (全捕), x{mult}; "
                            "{winners} win.", "一方两人头两个出完：全捕，{mult}倍；{winners}赢。"),
    "xuan.outcome.banbu": ("The side of the first out also went out third: half capture (半捕), x{mult}; "
                           "{winners} win.", "头游一方又有第三个出完的：半捕，{mult}倍；{winners}赢。"),
    "xuan.outcome.pinggong": ("First and last out are on one side: 平贡, a draw.", "头游和末游是同一方：平贡，不输不赢。"),
    "xuan.outcome.first-out": ("After 天揣 there is no draw: the side of the first out wins, x{mult}; "
                               "{winners} win.", "天揣之后没有平贡：头游一方赢，{mult}倍；{winners}赢。"),
    "xuan.outcome.lone-won": ("The lone player went out first and wins: {winners}.", "一打三的玩家第一个出完，{winners}赢。"),
    "xuan.outcome.lone-lost": ("The lone player was not out first and loses: {winners} win.",
                               "一打三的玩家没有第一个出完，{winners}赢。"),
}
