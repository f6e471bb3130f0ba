#!/usr/bin/env python3
"""Write the sample games of the trick-taking variants to data/sample_games/.

Bots (hwtutor.bots.trick_bot) play whole hands from fixed seeds. For each
variant the script scans a range of seeds, scores each hand by the events a
learner should see (a ruff, a failed throw, a red-five capture, the Taihu
friend revealed, a rotten five, the bottom overturned), keeps the two hands
that show the most between them, and writes them as records with players'
names, [meta], inline commentary on the key actions and teacher's notes in
Chinese and English:

    data/sample_games/zhejiang-2-1.hongwu.toml  zhejiang-2-2.hongwu.toml
    data/sample_games/zhejiang-3-1.hongwu.toml  zhejiang-3-2.hongwu.toml
    data/sample_games/jiande-1.hongwu.toml      jiande-2.hongwu.toml
    data/sample_games/taihu-1.hongwu.toml       taihu-2.hongwu.toml
    data/sample_games/jiande-2-1.hongwu.toml    jiande-2-2.hongwu.toml   (R-24: Jiande with two decks)

(`jiande-2.hongwu.toml` is Jiande's second sample; `jiande-2-1` and `jiande-2-2` are the two-deck game's.)
Each variant's samples: python scripts/make_samples.py --variant jiande-2

Usage: python scripts/make_samples.py [--scan N] [--out DIR] [--variant V ...] [--seeds V=S1,S2 ...]
Only these files are written (other engineers add the shedding variants' samples).
Check them: python -m hwtutor check data/sample_games/*-1.hongwu.toml data/sample_games/*-2.hongwu.toml
"""
from __future__ import annotations

import argparse
import datetime
import os
import random
import sys
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from hwtutor.bots.trick_bot import choose  # noqa: E402
from hwtutor.replay.check import check_bytes  # noqa: E402
from hwtutor.replay.record import ActionLine, Note, Record  # noqa: E402
from hwtutor.replay.record_writer import write_record  # noqa: E402
from hwtutor.rules.actions import Bid, Bury, Call, ChooseTrump, Play, Show  # noqa: E402
from hwtutor.rules.cards import H5, fmt  # noqa: E402
from hwtutor.rules.deal import random_deal  # noqa: E402
from hwtutor.rules.game import new_game  # noqa: E402
from hwtutor.rules.messages import Cards, render, render_value  # noqa: E402
from hwtutor.rules.variants import TRICK_VARIANTS, VARIANTS  # noqa: E402

NAMES_EN = {3: ["Ann", "Bo", "Cy"], 4: ["Ann", "Bo", "Cy", "Di"]}
NAMES_ZH = {3: ["阿明", "小红", "老王"], 4: ["阿明", "小红", "老王", "阿芳"]}
SUIT_ZH = {"S": "黑桃", "H": "红桃", "C": "梅花", "D": "方块", "T": "主牌"}
SUIT_EN = {"S": "spades", "H": "hearts", "C": "clubs", "D": "diamonds", "T": "trumps"}

# What a learner should see, and how much each is worth when choosing seeds.
WANTED = {
    "bid": {"throw-failed": 6, "red5-captured": 5, "ruff": 1, "throw": 2, "bottom-won": 2,
            "contract-made": 1, "contract-failed": 1},
    "show": {"throw-failed": 6, "friend-revealed": 4, "red5-rotten": 5, "bottom-doubled": 5, "ruff": 1,
             "throw": 2, "solo": 2, "princess-no-power": 1},
}


@dataclass
class Hand:
    variant: str
    seed: int
    deal: object
    actions: list
    reasons: list
    game: object
    where: dict = field(default_factory=dict)  # (trick number, seat) -> action index
    trick_end: dict = field(default_factory=dict)  # trick number -> index of its last action

    @property
    def events(self) -> set[str]:
        out = {e.id for t in self.game.tricks for e in t.events}
        if self.game.result:
            out |= set(self.game.result.event_ids)
        return out

    @property
    def n_bids(self) -> int:
        return sum(isinstance(a, Bid) for a in self.actions)


def play(variant: str, seed: int) -> Hand:
    rs = VARIANTS[variant]
    deal = random_deal(rs, random.Random(seed))
    g = new_game(rs, deal)
    rng = random.Random(10_000 + seed)
    h = Hand(variant, seed, deal, [], [], g)
    while not g.over:
        a, why = choose(g, rng)
        if isinstance(a, Play):
            t = g.current
            h.where[(t.number, a.seat)] = len(h.actions)
            h.trick_end[t.number] = len(h.actions)
        g.apply(a)
        h.actions.append(a)
        h.reasons.append(why)
    return h


def replay_hand(variant: str, seed: int, recorded: list) -> Hand:
    """The hand of a sample already written, its actions as recorded (the bots may choose otherwise today);
    a bot's reason is kept where the bot still chooses the recorded action."""
    rs = VARIANTS[variant]
    deal = random_deal(rs, random.Random(seed))
    g = new_game(rs, deal)
    rng = random.Random(10_000 + seed)
    h = Hand(variant, seed, deal, [], [], g)
    for a in recorded:
        b, why = choose(g.copy(), rng)
        if b != a:
            why = None
        if isinstance(a, Play):
            t = g.current
            h.where[(t.number, a.seat)] = len(h.actions)
            h.trick_end[t.number] = len(h.actions)
        g.apply(a)
        h.actions.append(a)
        h.reasons.append(why)
    return h


def score(h: Hand, taken: set[str] = frozenset()) -> float:
    if h.game.result is None or h.game.result.redeal:
        return -1
    if len(h.game.tricks) < 0.6 * VARIANTS[h.variant].hand_size:
        return 0  # ended by a few long throws: little to learn from trick by trick
    want = WANTED[VARIANTS[h.variant].contract]
    s = sum(w if e not in taken else w * 0.2 for e, w in want.items() if e in h.events)
    if h.n_bids >= 2:
        s += 1
    if h.game.friend is not None:
        s += 0.5
    # prefer a hand played out over many tricks to one ended by a few long throws
    s += 1.5 * len(h.game.tricks) / VARIANTS[h.variant].hand_size
    return s


def pick(variant: str, scan: int) -> list[Hand]:
    hands = [play(variant, s) for s in range(scan)]
    first = max(hands, key=lambda h: (score(h), -h.seed))
    second = max((h for h in hands if h is not first), key=lambda h: (score(h, first.events), -h.seed))
    return [first, second]


# ------------------------------------------------------------------ writing
def _cards(cs, style="glyph") -> str:
    return fmt(cs, style)


def render_value_en(v) -> str:
    return render_value(v, "en", "glyph", None)


def render_value_zh(v) -> str:
    return render_value(v, "zh", "glyph", None)


def _name(names, seat) -> str:
    return names[seat]


def _event_action(h: Hand, t, e) -> int:
    if e.seat is not None and (t.number, e.seat) in h.where:
        return h.where[(t.number, e.seat)]
    return h.trick_end[t.number]


def _param(e, key):
    return e.msg.params.get(key)


def _cs(v) -> str:
    return _cards(v.cards) if isinstance(v, Cards) else str(v)


def notes_and_comments(h: Hand, names: list[str], lang: str):
    """Teacher's notes (both languages) and inline commentary (one language) from what happened."""
    g, rs = h.game, VARIANTS[h.variant]
    nm = lambda s: _name(names, s)  # noqa: E731
    notes: list[Note] = []
    comments: dict[int, str] = {}

    def comment(i: int, text: str) -> None:
        if i not in comments:
            comments[i] = text

    # the contract: the last bid, the trump, the burial, the call (commentary from the bot's reasons)
    for i, (a, why) in enumerate(zip(h.actions, h.reasons)):
        last_bid = isinstance(a, Bid) and not any(isinstance(b, Bid) for b in h.actions[i + 1:])
        shown = isinstance(a, Show) and a.cards
        if why is not None and (last_bid or isinstance(a, (ChooseTrump, Bury, Call)) or shown):
            comment(i, render(why, lang, "glyph"))

    for i, (a, why) in enumerate(zip(h.actions, h.reasons)):
        if isinstance(a, Bury) and why is not None and why.key == "bot.bury.void":
            suits = why.params["suit"]
            en = " and ".join(render_value_en(x) for x in suits)
            zh = "和".join(render_value_zh(x) for x in suits)
            notes.append(Note(i, {
                "en": f"{nm(a.seat)} buries {_cards(a.cards)} and so has no {en} left: from the first trick on, "
                      f"a {en} lead can be ruffed. Low side cards without points are the ones to bury.",
                "zh": f"{nm(a.seat)}扣下{_cards(a.cards)}，{zh}一张不剩：从第一轮起，别人出{zh}就可以毙。"
                      f"扣底要扣没有分的小副牌。",
            }, "good"))
        if isinstance(a, Call):
            card = _cards([a.card])
            notes.append(Note(i, {
                "en": f"{nm(a.seat)} calls {card}, a card {nm(a.seat)} does not hold, in a suit where "
                      f"{nm(a.seat)} holds the high cards: whoever holds {card} can play it when {nm(a.seat)} "
                      f"leads a winner, and that reveals the friend.",
                "zh": f"{nm(a.seat)}叫{card}：自己没有这张牌，而这门花色的大牌在自己手里。"
                      f"拿着{card}的人可以在{nm(a.seat)}出大牌时跟出，朋友也就亮明了。",
            }, "good"))

    ruffs = throws_failed = captures = rotten = reveals = throws = 0
    first_lead = next(i for i, a in enumerate(h.actions) if isinstance(a, Play))
    if h.reasons[first_lead] is not None:
        comment(first_lead, render(h.reasons[first_lead], lang, "glyph"))
    for t in g.tricks:
        for e in t.events:
            i = _event_action(h, t, e)
            if e.id == "throw" and throws < 1 and not t.attempted:
                throws += 1
                cs = _cards(t.plays[0][1])
                notes.append(Note(i, {
                    "en": f"Trick {t.number}: {nm(e.seat)} throws {cs} in one go. It stands because nobody else "
                          f"holds a higher card of any of its parts; count the cards already played before you "
                          f"try one.",
                    "zh": f"第{t.number}轮：{nm(e.seat)}一次甩出{cs}。甩牌成功，因为其他人手里没有比其中任何一部分"
                          f"更大的牌；甩牌前要先数清已经出过的牌。",
                }, "good"))
            if e.id == "throw-failed" and throws_failed < 1:
                throws_failed += 1
                comment(i, e.message(lang, "glyph", names))
                seat, blocker = e.seat, _param(e, "blocker").index
                comp, beats = _cs(_param(e, "component")), _cs(_param(e, "beats"))
                attempted = _cards(t.attempted)
                # the penalty the rule set has, never the variant's id
                if rs.scoring == "levels" and rs.opt("throw_penalty_levels"):
                    n_lv = len(t.attempted) * rs.opt("throw_penalty_levels")
                    pen_en = f" Here a failed throw also costs {nm(seat)} a level per card tried ({n_lv})."
                    pen_zh = f"这个玩法里，甩牌失败还要按甩出的张数罚级：{nm(seat)}要降{n_lv}级。"
                elif rs.has_rule("throw_ban_after_failure"):
                    pen_en = (f" Here a failed throw bars more throws: {nm(seat)} may not throw again for the rest"
                              " of the hand.")
                    pen_zh = f"这个玩法规定甩牌失败后不能再甩：{nm(seat)}本局不能再甩牌。"
                else:
                    pen_en, pen_zh = "", ""
                notes.append(Note(i, {
                    "en": f"Trick {t.number}: {nm(seat)} tries to throw {attempted}, but {nm(blocker)} still holds "
                          f"{beats}, which beats {comp}. A throw must be unbeatable part by part, so {nm(seat)} "
                          f"has to play {comp} alone and take the rest back. Before throwing, count which higher "
                          f"cards are still out.{pen_en}",
                    "zh": f"第{t.number}轮：{nm(seat)}想甩{attempted}，可是{nm(blocker)}手里还有{beats}，大过{comp}。"
                          f"甩牌的每一部分都必须是最大的，所以{nm(seat)}只能出{comp}，其余的牌收回。甩牌之前，"
                          f"先数一数外面还有哪些大牌。{pen_zh}",
                }, "mistake"))
            elif e.id == "ruff" and ruffs < 2 and t.points:
                ruffs += 1
                comment(i, e.message(lang, "glyph", names))
                if ruffs == 1:
                    suit = t.led_suit
                    cs = _cs(_param(e, "cards"))
                    notes.append(Note(i, {
                        "en": f"Trick {t.number}: {nm(e.seat)} has no {SUIT_EN[suit]} left and ruffs with {cs}, "
                              f"taking {t.points} points. Emptying a short side suit early (by burying it or "
                              f"leading it) is what makes such ruffs possible.",
                        "zh": f"第{t.number}轮：{nm(e.seat)}的{SUIT_ZH[suit]}已经出完，用{cs}毙牌，拿到{t.points}分。"
                              f"早点把短门打光（扣底或先出）才有毙牌的机会。",
                    }, "interesting"))
            elif e.id == "red5-captured" and captures < 1:
                captures += 1
                comment(i, e.message(lang, "glyph", names))
                notes.append(Note(i, {
                    "en": f"Trick {t.number}: {nm(e.seat)}'s heart 5 lands in a trick won by {nm(t.winner)}, of "
                          f"the other side: {rs.opt('red5_swing')} card points swing and {rs.opt('red5_transfer')} "
                          f"game points change hands. Keep a heart 5 for a trick your own side will win.",
                    "zh": f"第{t.number}轮：{nm(e.seat)}的红五落进了对方{nm(t.winner)}赢的一轮："
                          f"{rs.opt('red5_swing')}分牌分易手，还要转{rs.opt('red5_transfer')}分游戏积分。红五要留到自己一方能赢的那一轮再出。",
                }, "interesting"))
            elif e.id == "friend-revealed" and reveals < 1:
                reveals += 1
                comment(i, e.message(lang, "glyph", names))
                card = _cs(_param(e, "card"))
                notes.append(Note(i, {
                    "en": f"Trick {t.number}: {nm(e.seat)} plays {card}, the called card, and so shows everyone "
                          f"that they are {nm(g.dealer)}'s friend. Until now the other players had to guess whom "
                          f"to give points to; from here on the sides are known.",
                    "zh": f"第{t.number}轮：{nm(e.seat)}打出所叫的{card}，大家这才知道他是{nm(g.dealer)}的朋友。"
                          f"在这之前，别人只能猜该给谁送分；从现在起，两边是谁都清楚了。",
                }, "interesting"))
            elif e.id == "red5-rotten" and rotten < 1:
                rotten += 1
                comment(i, e.message(lang, "glyph", names))
                how_en = "led with nothing else left" if t.plays and t.plays[0][0] == e.seat and \
                    all(c is H5 for c in t.plays[0][1]) else "played on a side-suit lead"
                how_zh = "手里只剩红5只能首出" if how_en.startswith("led") else "在副牌轮次出了红5"
                notes.append(Note(i, {
                    "en": f"Trick {t.number}: {nm(e.seat)}'s heart 5 is rotten ({how_en}): it will cost "
                          f"{nm(e.seat)} {rs.opt('rotten_penalty')} levels, and {rs.opt('rotten_points')} points if "
                          f"it ends with the other side. Play heart 5s on trump leads, where they are safe.",
                    "zh": f"第{t.number}轮：{nm(e.seat)}的红5成了烂5（{how_zh}）："
                          f"{nm(e.seat)}要降{rs.opt('rotten_penalty')}级，如果落到对方手里还算{rs.opt('rotten_points')}分。红5要在别人出主牌时跟出，那时才安全。",
                }, "mistake"))
    # a bottom heart 5 buried (Taihu) is in the result's events
    last = len(h.actions) - 1
    notes.append(final_note(h, names, last))
    res = g.result
    for e in res.events:
        if e.id in ("bottom-won", "bottom-doubled", "contract-made", "contract-failed", "solo"):
            comment(last, e.message(lang, "glyph", names))
            break
    notes.sort(key=lambda n: n.at)
    return notes, comments


def final_note(h: Hand, names: list[str], at: int) -> Note:
    g, rs = h.game, VARIANTS[h.variant]
    d = g.result  # a ContractResult or a LevelsResult (hwtutor/rules/settlement.py)
    nm = lambda s: names[s]  # noqa: E731
    last = g.tricks[-1]
    dealer = g.dealer
    if rs.contract == "bid":
        made = d.contract_made
        side_pts, bottom = d.dealer_points, d.bottom_points
        took_bottom = last.winner == dealer
        en = (f"Last trick: {nm(last.winner)} wins it"
              + ((f", so the dealer {nm(dealer)} also takes the bottom's {bottom} points." if bottom
                  else f": the dealer {nm(dealer)} takes the bottom, which holds no points.") if took_bottom
                 else f"; the dealer {nm(dealer)} did not win it, so the bottom's {bottom} points count for nobody."
                 if bottom else f"; the dealer {nm(dealer)} did not win it, but the bottom holds no points anyway.")
              + f" {nm(dealer)} took {side_pts} points"
              + (f", {d.red5_adjustment:+} for heart 5s" if d.red5_adjustment else "")
              + f", against a bid of {d.bid}: the contract is {'made' if made else 'lost'} "
              f"(score {d.dealer_score:+}). "
              + ("Each defender pays the dealer." if made else "The dealer pays each defender.")
              + (f" Nobody bid, so {nm(dealer)}, who opened the bidding, had to play at the minimum."
                 if h.n_bids == 0 else
                 " A bid must be measured against what the hand can really take, bottom included."
                 if not made else " The bid matched the hand."))
        zh = (f"最后一轮：{nm(last.winner)}赢"
              + ((f"，所以庄家{nm(dealer)}还拿到底牌的{bottom}分。" if bottom
                  else f"：庄家{nm(dealer)}拿底，但底牌没有分。") if took_bottom
                 else f"；庄家{nm(dealer)}没有赢最后一轮，底牌的{bottom}分不算给任何人。"
                 if bottom else f"；庄家{nm(dealer)}没有赢最后一轮，好在底牌里本来就没有分。")
              + f"{nm(dealer)}共拿{side_pts}分"
              + (f"，红五调整{d.red5_adjustment:+}" if d.red5_adjustment else "")
              + f"，叫分{d.bid}：{'完成叫分' if made else '没有完成叫分'}（得分{d.dealer_score:+}）。"
              + ("每个闲家付给庄家。" if made else "庄家付给每个闲家。")
              + (f"没有人叫分，首先叫分的{nm(dealer)}只好以最低分坐庄。" if h.n_bids == 0 else
                 "叫分要按这手牌（连同底牌）真正能拿的分来定。" if not made else "叫分与牌力相符。"))
        return Note(at, {"en": en, "zh": zh}, "good" if made else "interesting")
    defenders = d.defender_points
    side = list(d.dealer_side)
    overturned = last.winner not in side
    lv = d.levels
    climbers = {"dealer": "the dealer's side", "defenders": "the defenders", None: "nobody"}[d.winner]
    climbers_zh = {"dealer": "庄家一方", "defenders": "闲家", None: "没有人"}[d.winner]
    side_en = " and ".join(nm(s) for s in side)
    side_zh = "和".join(nm(s) for s in side)
    en = (f"Last trick: {nm(last.winner)} wins it"
          + ((f": the defenders overturn the bottom, and its {d.bottom_points} points count double."
              if d.bottom_points else ": the defenders overturn the bottom, luckily for the dealer empty of points.")
             if overturned else f": the dealer's side ({side_en}) keeps the bottom safe.")
          + f" The defenders took {defenders} points, so {climbers} "
          + (f"climb {d.steps} level{'s' if d.steps != 1 else ''}." if d.steps else "climb no levels.")
          + " Levels after the hand: " + ", ".join(f"{nm(i)} {lv[i]}" for i in range(rs.players)) + ".")
    zh = (f"最后一轮：{nm(last.winner)}赢"
          + ((f"，闲家翻底，底牌{d.bottom_points}分乘2。" if d.bottom_points
              else "，闲家翻底，幸好底牌里没有分。") if overturned
             else f"，庄家一方（{side_zh}）保住了底牌。")
          + f"闲家共得{defenders}分，{climbers_zh}"
          + (f"升{d.steps}级。" if d.steps else "不升级。")
          + "本局后的级别：" + "，".join(f"{nm(i)} {lv[i]}" for i in range(rs.players)) + "。")
    return Note(at, {"en": en, "zh": zh}, "interesting" if overturned else "good")


def record_for(h: Hand, k: int, date: str) -> Record:
    rs = VARIANTS[h.variant]
    lang = "en" if k == 1 else "zh"
    names = (NAMES_EN if lang == "en" else NAMES_ZH)[rs.players]
    notes, _ = notes_and_comments(h, names, lang)
    # the commentary on the key actions as notes in both languages (issue 22 §2), not inline in one
    said = {k: notes_and_comments(h, names, k)[1] for k in ("en", "zh")}
    notes = sorted(notes + [Note(i, {"en": said["en"][i], "zh": said["zh"][i]}) for i in said["en"]],
                   key=lambda n: n.at)
    lines = [ActionLine(a) for a in h.actions]
    title_en = f"{rs.name_en}: bot self-play, seed {h.seed}"
    meta = {"event": "hwtutor self-play", "author": "hwtutor scripts/make_samples.py (hwtutor.bots.trick_bot)",
            "date": date, "source": f"bot-vs-bot hand, random_deal seed {h.seed}", "language": lang,
            "title": title_en if lang == "en" else f"{rs.name_zh}：电脑自对局，种子{h.seed}", "seed": h.seed}
    return Record(h.variant, list(names), h.deal, lines, notes=notes, meta=meta)


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--scan", type=int, default=120, help="seeds scanned per variant (default 120)")
    p.add_argument("--out", default=str(ROOT / "data" / "sample_games"))
    p.add_argument("--variant", action="append", choices=TRICK_VARIANTS)
    p.add_argument("--seeds", action="append", default=[], help="VARIANT=S1,S2: use these seeds, no scan")
    p.add_argument("--keep-actions", action="store_true",
                   help="keep the actions of the samples already in --out, write their notes again")
    p.add_argument("--date", default=os.environ.get("SAMPLE_DATE") or datetime.date.today().isoformat())
    args = p.parse_args(argv)
    fixed = {}
    for s in args.seeds:
        v, _, ss = s.partition("=")
        fixed[v] = [int(x) for x in ss.split(",")]
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    bad = 0
    for variant in args.variant or TRICK_VARIANTS:
        if args.keep_actions:  # the samples as written, their notes made again
            from hwtutor.replay.record import read_record
            hands = []
            for k in (1, 2):
                rec, _ = read_record((out / f"{variant}-{k}.hongwu.toml").read_text(encoding="utf-8"))
                hands.append(replay_hand(variant, int(rec.meta["seed"]), [ln.action for ln in rec.actions]))
        else:
            hands = [play(variant, s) for s in fixed[variant]] if variant in fixed else pick(variant, args.scan)
        for k, h in enumerate(hands, 1):
            text = write_record(record_for(h, k, args.date))
            name = f"{variant}-{k}.hongwu.toml"
            rep = check_bytes(text, name)
            if rep.exit_code != 0 or rep.result is None:
                print(f"{name}: check failed: {[i.message() for i in rep.issues]}", file=sys.stderr)
                bad += 1
                continue
            (out / name).write_text(text, encoding="utf-8")
            ev = sorted(h.events & set(WANTED[VARIANTS[variant].contract]))
            print(f"{name}: seed {h.seed}, {len(h.actions)} actions, events: {', '.join(ev)}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
