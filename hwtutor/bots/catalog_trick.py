"""Messages of the heuristic trick bot (hwtutor/bots/trick_bot.py): why it chose
what it chose. Keys start with `bot.`; [0] English, [1] Chinese. Registered
into the catalog by the package's __init__. One text serves a bot's reason at
the table and a player's hint, so it speaks of "the hand" and "a partner",
never "you" (nor "I", the searching bot's voice)."""

MESSAGES: dict[str, tuple[str, str]] = {
    "bot.only": ("The only legal choice.", "这是唯一合法的选择。"),
    # ---- auction
    "bot.bid": ("With {suit} as trump the hand has strength {strength} and supports a bid up to {most}: bid {amount}.",
                "以{suit}为主，牌力{strength}，最多可以叫到{most}：叫{amount}。"),
    "bot.pass": ("The hand supports at most {most} (best trump {suit}, strength {strength}); the lowest bid now is "
                 "{need}: pass.",
                 "这手牌最多只够叫{most}（最好以{suit}为主，牌力{strength}），现在最低要叫{need}：不叫。"),
    "bot.trump": ("Name {suit} as trump: {n} trumps with it, the longest and strongest choice.",
                  "叫{suit}为主：这样有{n}张主牌，最长也最强。"),
    "bot.trump.strong": ("Name {suit} as trump: {n} trumps with it, the strongest choice ({longest} would give "
                         "{m}, but weaker ones).",
                         "叫{suit}为主：这样有{n}张主牌，牌力最强（叫{longest}有{m}张，但牌力弱一些）。"),
    # ---- showing level cards (Taihu)
    "bot.show": ("Show {cards}: the hand is strong with {suit} as trump (strength {strength}); worth being dealer.",
                 "亮{cards}：以{suit}为主牌力强（{strength}），值得争庄。"),
    "bot.show.none": ("Show nothing: no level-card suit is strong enough (best strength {strength}).",
                      "不亮：没有哪门级牌花色够强（最高牌力{strength}）。"),
    "bot.show.nolevel": ("Show nothing: no card of this player's own level in hand.", "不亮：手中没有自己的级牌。"),
    "bot.show.redeal": ("Show {cards}: nobody else showed, and showing avoids a redeal.",
                        "亮{cards}：其他人都没亮，亮出来免得重新发牌。"),
    # ---- burying
    "bot.bury": ("Bury {cards}: low side cards without points; trumps, pairs and high cards stay in hand.",
                 "扣{cards}：扣无分的小副牌，主牌、对子和大牌留在手里。"),
    "bot.bury.void": ("Bury {cards}: low cards without points, and {suit} is emptied, to ruff it later.",
                      "扣{cards}：扣无分小牌，并把{suit}扣光，以后可以毙牌。"),
    "bot.bury.forced": ("Bury {cards}: there are not enough low side cards without points, so some must go anyway.",
                        "扣{cards}：无分的小副牌不够，只好扣一些分牌或主牌。"),
    # ---- friend call (Taihu)
    "bot.call": ("Call {card}: no copy of it in hand, but higher cards of its suit, so its holder can play it under "
                 "the dealer's winners.",
                 "叫{card}：手里没有这张牌，但有这门比它大的牌，拿着它的人可以在庄家出大牌时跟出。"),
    "bot.call.any": ("Call {card}: no copy of it in hand, so someone will be the friend.",
                     "叫{card}：手里没有这张牌，所以会有朋友。"),
    # ---- leading
    "bot.lead.throw": ("Throw {cards}: nobody still holds anything that beats a part of it, and nobody still to "
                       "play can ruff it.",
                       "甩{cards}：别人手里已经没有能大过其中任何一部分的牌，后面的人也没法毙。"),
    "bot.lead.throw.odds": ("Throw {cards}: nobody holds higher {suit} to stop a part of it; nobody can beat it in "
                            "{stands} of {n} likely deals (a player void in {suit} may ruff it).",
                            "甩{cards}：没人有更大的{suit}能把它顶回来；在{n}种可能的牌局里有{stands}种没人能大过它，"
                            "不过{suit}已经没有的人可能毙。"),
    "bot.lead.throw-risk": ("Try the throw {cards}: only {component} might be beaten.",
                            "试着甩{cards}：只有{component}可能被人大过。"),
    "bot.lead.top": ("Lead {cards}: the highest {kind} left in {suit}, a sure winner.",
                     "出{cards}：{suit}里剩下最大的{kind}，稳拿。"),
    "bot.lead.top.odds": ("Lead {cards}: the highest {kind} left in {suit}; nobody can beat it in {stands} of {n} "
                          "likely deals (a player void in {suit} may ruff it).",
                          "出{cards}：{suit}里剩下最大的{kind}；在{n}种可能的牌局里有{stands}种没人能大过它，"
                          "不过{suit}已经没有的人可能毙。"),
    "bot.lead.trump": ("Lead {cards}: many trumps in hand, so draw the opponents' trumps first.",
                       "出{cards}：主牌多，先调主，把对手的主牌调出来。"),
    "bot.lead.short": ("Lead {cards}: a low card of the shortest side suit in hand, to empty it and ruff later.",
                       "出{cards}：出最短副牌花色里的小牌，早点出光以后好毙牌。"),
    "bot.lead.low": ("Lead {cards}: a low card that gives nothing away.", "出{cards}：出一张不丢分的小牌。"),
    "bot.lead.low-points": ("Lead {cards}: the least costly lead in hand, though it carries {points} "
                            "{points:point|points}.",
                            "出{cards}：手里代价最小的出法，不过带{points}分。"),
    "bot.lead.cheapest": ("Lead {cards}: the least costly lead in hand.", "出{cards}：手里代价最小的出法。"),
    "bot.lead.short-points": ("Lead {cards}: the shortest side suit in hand, to empty it and ruff later, though it "
                              "carries {points} {points:point|points}.",
                              "出{cards}：出最短的副牌花色，早点出光以后好毙牌，不过带{points}分。"),
    "bot.lead.trump-low": ("Lead {cards}: only trumps are left; the smallest first.",
                           "出{cards}：只剩主牌了，先出最小的。"),
    "bot.lead.trump-cheap": ("Lead {cards}: only trumps are left; the smallest, {low}, is kept, as it is one of a "
                             "pair.",
                             "出{cards}：只剩主牌了；最小的{low}成对，先留着。"),
    "bot.lead.trump-cheap.points": ("Lead {cards}: only trumps are left; the smallest, {low}, is kept, as it is "
                                    "worth {points} points.",
                                    "出{cards}：只剩主牌了；最小的{low}有{points}分，先留着。"),
    "bot.lead.red5-forced": ("Lead {cards}: nothing but heart 5s is left, so it must be led (rotten).",
                             "出{cards}：手里只剩红5，只能首出（算烂5）。"),
    # ---- following
    "bot.follow.give": ("Play {cards}: {seat}, a partner, is winning this trick, so give points.",
                        "出{cards}：同伴{seat}目前最大，送分。"),
    "bot.follow.partner-low": ("Play {cards}: {seat}, a partner, is winning this trick; keep the good cards.",
                               "出{cards}：同伴{seat}目前最大，好牌留着。"),
    "bot.follow.partner-least": ("Play {cards}: {seat}, a partner, is winning this trick; this is the least "
                                 "valuable play the hand has.",
                                 "出{cards}：同伴{seat}目前最大；这已是手里能出的最不值钱的牌。"),
    "bot.follow.partner-least.hidden": ("Play {cards}: {seat} is winning this trick; this is the least valuable "
                                        "play the hand has.",
                                        "出{cards}：{seat}目前最大；这已是手里能出的最不值钱的牌。"),
    "bot.follow.partner-over": ("Play {cards}: the least valuable play the hand has, though it goes over the "
                                "cards of {seat}, a partner.",
                                "出{cards}：手里能出的最不值钱的牌，不过会压过同伴{seat}。"),
    "bot.follow.partner-over.hidden": ("Play {cards}: the least valuable play the hand has, though it goes over "
                                       "the cards of {seat}.",
                                       "出{cards}：手里能出的最不值钱的牌，不过会压过{seat}。"),
    "bot.follow.give.hidden": ("Play {cards}: {seat} looks set to win this trick, so points go there.",
                               "出{cards}：{seat}看来能赢这一轮，把分送过去。"),
    "bot.follow.partner-low.hidden": ("Play {cards}: {seat} looks set to win this trick; keep the good cards.",
                                      "出{cards}：{seat}看来能赢这一轮，好牌留着。"),
    "bot.follow.win": ("Play {cards}: the cheapest cards that win the trick.", "出{cards}：用最小的能赢的牌拿下这一轮。"),
    "bot.follow.win.odds": ("Play {cards}: the cheapest play that beats the cards so far; nobody still to play can "
                            "beat it in {stands} of {n} likely deals.",
                            "出{cards}：能大过目前最大的牌里最小的；在{n}种可能的牌局里有{stands}种后面的人大不过。"),
    "bot.follow.win-high": ("Play {cards}: the trick holds {points} points; play high, and nobody still to play can "
                            "beat it.",
                            "出{cards}：这一轮有{points}分，出大牌，后面的人压不过。"),
    "bot.follow.win-high.odds": ("Play {cards}: the trick holds {points} points; play high, to be beaten as seldom "
                                 "as possible: nobody still to play can beat it in {stands} of {n} likely deals.",
                                 "出{cards}：这一轮有{points}分，出大牌，尽量不被压过：在{n}种可能的牌局里有{stands}种"
                                 "后面的人压不过。"),
    "bot.follow.ruff": ("Ruff with {cards}: void in {suit}, and the trick holds {points} points.",
                        "用{cards}毙牌：{suit}已经没有了，这一轮有{points}分。"),
    "bot.follow.low": ("Play {cards}: nothing in hand beats the cards so far, so follow with the least valuable "
                       "cards.",
                       "出{cards}：手里没有能大过目前最大的牌，跟最没用的小牌。"),
    "bot.follow.low.keep": ("Play {cards}: winning this trick is not worth what it would cost, so follow with the "
                            "least valuable cards.",
                            "出{cards}：这一轮抢下来不划算，跟最没用的小牌。"),
    "bot.follow.over-low": ("Play {cards}: the least valuable play the hand has, and it beats the cards so far.",
                            "出{cards}：手里能出的最不值钱的牌，正好大过目前最大的牌。"),
    "bot.follow.discard": ("Discard {cards}: void in {suit}; the least valuable cards go.",
                           "贴{cards}：{suit}已经没有了，贴最没用的牌。"),
    "bot.follow.red5": ("Play {cards}: trumps were led, the safe moment to get rid of a heart 5 (it is not rotten "
                        "on a trump lead).",
                        "出{cards}：首家出的是主牌，正好把红5出掉（跟主牌时红5不算烂5）。"),
}

TERMS: dict[str, dict[str, str]] = {}
