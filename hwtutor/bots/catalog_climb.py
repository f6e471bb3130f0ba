"""Messages of the climbing bot (hwtutor/bots/climb_bot.py): why it chose what
it chose. Keys start with `bot.climb.`; [0] English, [1] Chinese. Registered
into the catalog by the package's __init__. No text names a card of the bot's hand other than the
cards it plays, nor a partner still hidden."""

MESSAGES: dict[str, tuple[str, str]] = {
    "bot.climb.only": ("The only legal choice.", "这是唯一合法的选择。"),
    # ---- declarations
    "bot.climb.declare": ("Declare {kind}: the hand has almost no group that can be beaten.",
                          "叫{kind}：这手牌几乎没有会被压住的牌组。"),
    "bot.climb.declare.none": ("No solo: the hand is not strong enough to play alone against three.",
                               "不独：这手牌不够强，不能一打三。"),
    "bot.climb.xuan": ("Declare {kind}: the hand is strong enough to raise the stake.",
                       "{kind}：这手牌够强，值得加倍。"),
    "bot.climb.surrender": ("{kind}: alone against three with a weak hand, losing the stake now costs least.",
                            "{kind}：一打三而牌弱，现在认输损失最小。"),
    "bot.climb.silent": ("Stay silent: the hand is not worth a declaration.", "不叫：这手牌不值得叫。"),
    "bot.climb.first-lead": ("Open with {cards}: the heart 8 leads the hand.", "首出{cards}：红桃8先出。"),
    # ---- play
    "bot.climb.out": ("Play {cards}: the last cards, and out.", "出{cards}：最后的牌，出完。"),
    "bot.climb.lead": ("Lead {cards} ({pattern}): get rid of a low group and keep the top cards.",
                       "首出{cards}（{pattern}）：先走小牌，大牌留着。"),
    "bot.climb.beat": ("Play {cards}: the lowest play that beats {standing}.", "出{cards}：压住{standing}的最小的牌。"),
    "bot.climb.pass.cannot": ("Pass: nothing beats {standing}.", "不要：没有能压住{standing}的牌。"),
    "bot.climb.pass.partner": ("Pass: the round is {seat}'s, a partner.", "不要：这一轮是搭档{seat}的。"),
    "bot.climb.pass.keep": ("Pass: {standing} is low, not worth a top card or a broken group yet.",
                            "不要：{standing}不大，还不值得用大牌或拆牌去压。"),
}

TERMS: dict[str, dict[str, str]] = {}
