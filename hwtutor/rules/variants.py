"""Variants as rule sets: sizes, contract kind, the variant's facts and named options.

Every fact that tells one variant from another is data here: the deck (`Deck`), the
trick-taking rules a variant has or lacks (princesses, the red-five lead ban, the friend
call, levels scoring, titles), the climbing order and its pattern rules (`ClimbRules`)
and the bots' calibration (`BotCalibration`). No module outside this one tests a
variant's id (tests/test_variant_ids.py); a new variant is a new `RuleSet` entry, and
one without the calibration its family needs fails at import.

Every ruling of rulings.md that changes play is an `Option` with a default;
a record's `[rules]` table (or a hotseat table) overrides it by name.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field, replace
from types import MappingProxyType
from typing import Any

from .kinds import Contract, Family, Scoring
from .messages import VARIANT_NAMES, Msg, msg
from .seats import seat_code

# The levels a Taihu player climbs through (deal.TAIHU_LEVELS; repeated here, below deal.py).
LEVEL_NAMES = ("2", "4", "6", "7", "8", "9", "10", "J", "Q", "K", "A")


@dataclass(frozen=True)
class Option:
    name: str
    default: Any
    ruling: str  # "R-7", or "seed 004" where the seed states it
    en: str
    zh: str
    choices: tuple[str, ...] = ()  # allowed values, when not just the default's type
    lo: int | None = None  # ints: the allowed range, both ends included
    hi: int | None = None
    kind: str = ""  # "levels" for a comma-separated list of levels; else from the default

    def __post_init__(self) -> None:
        """An int option states its range (check_option and its message name both ends)."""
        if self.type == "int" and (self.lo is None or self.hi is None):
            raise ValueError(f"option {self.name}: an int option needs lo and hi")

    @property
    def type(self) -> str:
        """'bool', 'int', 'enum' or 'levels': what `check_option` accepts."""
        if self.kind:
            return self.kind
        if isinstance(self.default, bool):
            return "bool"
        if isinstance(self.default, int):
            return "int"
        return "enum"


@dataclass(frozen=True)
class Deck:
    """The cards a variant plays with: `RuleSet.decks` copies of every card of the kept ranks
    in each suit and of both jokers, plus `extra` cards once each (R-40, R-50)."""
    ranks: tuple[int, ...] = ()  # the ranks kept in every suit (11 J .. 14 A); () keeps all thirteen
    extra: tuple[str, ...] = ()  # card codes added once each, after the suits (xuan's red fives)
    special_ten: bool = False    # one heart 10 is the marked special ten H10* (R-40)
    dealt_singly: bool = False   # dealt one card at a time in seat order; else a hand at a time


STANDARD = Deck()


@dataclass(frozen=True)
class ClimbRules:
    """A climbing variant's order and pattern rules (seed 003). Every card has a level: the `plain`
    ranks low to high, then the other 5s, the small joker, the big joker and the heart 5."""
    plain: tuple[int, ...]      # plain ranks, low to high
    max_group: int              # the most equal cards one pattern holds
    sequences: bool             # straights and runs exist, up to the A (duxiao)
    too_many: str               # the catalog key refusing more than max_group equal cards
    red5_apart: bool = False    # the heart 5 never groups with the other 5s (duxiao)


@dataclass(frozen=True)
class BotCalibration:
    """The bots' numbers for a variant, measured by bot-vs-bot play (docs/play.md)."""
    # trick-taking: card points worth one unit of the main currency, a search's tie-break
    # (a Taihu level step is 40 points: 1/200; a game point: 1/100)
    point_weight: float = 0.0
    # bidding: (A, B) with a dealer's share of the deck's points, bottom included, about
    # A + B * (strength per card of the hand before the bottom)
    bid_share: tuple[float, float] | None = None
    throw_risk: float = 1.0     # how readily a doubtful throw is tried (0.3 where a failed throw costs levels)
    # climbing: the lowest "top" rank, and the lowest boss card (a level of its own or above)
    top_rank: int = 0
    boss: str = ""              # "LJ": the jokers and the heart 5; "5": the other 5s too


@dataclass(frozen=True)
class RuleSet:
    id: str
    seed: str
    family: Family  # written as its string ("trick" | "climb"), made a member at import
    name_en: str
    name_zh: str
    players: int
    decks: int
    hand_size: int
    bottom_size: int
    contract: Contract  # "bid" | "show" | "declare" | "xuan"
    bid_min: int = 0
    bid_max: int = 0
    bid_raise: int = 0  # the widest step over the standing bid
    options: Mapping[str, Option] = field(default_factory=dict)
    values: Mapping[str, Any] = field(default_factory=dict)
    bots: BotCalibration = BotCalibration()
    deck: Deck = STANDARD
    climb: ClimbRules | None = None
    # trick-taking rules a variant has or lacks
    princesses: bool = False    # seed 004: heart 5, jokers, advisors, level cards have no power on a side-suit lead
    rotten_red5: bool = False   # the red-five lead ban (a heart 5 leads only when nothing else is
    #                             left) and rotten heart 5s; without it a captured heart 5 swings (seed 000 §9)
    friend_call: bool = False   # seed 004: the dealer calls a friend card after burying
    scoring: Scoring = Scoring.CONTRACT  # the bid made or failed, in game points; or levels
    titles: bool = False        # cumulative game points earn titles (seed 000 §11)
    rules_of: str = ""          # the variant whose rules this one plays but for its own numbers (data);
    #                             its seed's rows (statements.md) state this variant's rules too

    def __post_init__(self) -> None:
        """The kinds become members (an unknown one is a ValueError); a rule set without the calibration
        its family needs is an error at import."""
        object.__setattr__(self, "family", Family(self.family))
        object.__setattr__(self, "contract", Contract(self.contract))
        object.__setattr__(self, "scoring", Scoring(self.scoring))
        b = self.bots
        if self.family is Family.TRICK and not b.point_weight > 0:
            raise ValueError(f"{self.id}: the bots need a point weight (BotCalibration.point_weight)")
        if self.contract is Contract.BID and b.bid_share is None:
            raise ValueError(f"{self.id}: the bots need a bid calibration (BotCalibration.bid_share)")
        if self.family is Family.CLIMB and (self.climb is None or not b.top_rank or b.boss not in ("LJ", "5")):
            raise ValueError(f"{self.id}: a climbing variant needs ClimbRules and the bots' top rank and boss")

    @property
    def triples(self) -> bool:
        """Triples and triple tractors exist with three decks (S000-50)."""
        return self.decks >= 3

    @property
    def seats(self) -> tuple[str, ...]:
        return tuple(seat_code(i) for i in range(self.players))

    def has_rule(self, name: str) -> bool:
        """Whether the variant has the optional rule `name` and it is on (an option it lacks is off)."""
        return name in self.options and bool(self.opt(name))

    def opt(self, name: str) -> Any:
        if name in self.values:
            return self.values[name]
        return self.options[name].default

    def with_options(self, overrides: Mapping[str, Any]) -> RuleSet:
        """A copy with some options changed; raise OptionError (a ValueError) on bad input."""
        vals = dict(self.values)
        for k, v in overrides.items():
            problem = check_option(self, k, v)
            if problem is not None:
                raise OptionError(problem)
            vals[k] = v
        return replace(self, values=MappingProxyType(vals))


def _opts(*os: Option) -> Mapping[str, Option]:
    return MappingProxyType({o.name: o for o in os})


SHAPE_DUTY = Option(
    "shape_duty", True, "R-7",
    "Followers must match the lead's shape (pair with pair, tractor with tractor) as far as the hand allows.",
    "跟牌须尽量配合首家牌型（对子跟对子，拖拉机跟拖拉机）。")
TRUMP_THROWS = Option(
    "trump_throws", True, "R-5",
    "A throw may be made of trumps as well as of one side suit.",
    "主牌也可以甩。")
BASE = Option(
    "base", 2, "R-22",
    "Game points paid per defender when the contract is made or failed.",
    "基础分：每个闲家按此数与庄家结算。", lo=1, hi=100)
RED5_TRANSFER = Option(
    "red5_transfer", 2, "seed 000",
    "Game points paid for each captured heart 5.",
    "每张被抓的红五转移的游戏积分。", lo=0, hi=100)
RED5_SWING = Option(
    "red5_swing", 20, "seed 000",
    "Card points added to or taken from the dealer's score for each captured heart 5.",
    "每张被抓的红五给庄家加减的牌分。", lo=0, hi=100)
THROW_PENALTY_BAN = Option(
    "throw_ban_after_failure", True, "R-12",
    "After a failed throw that player may not throw again this hand.",
    "甩牌失败后，本局不能再甩牌。")
THROW_PENALTY_LEVELS = Option(
    "throw_penalty_levels", 1, "R-12",
    "Levels lost per card of a failed throw attempt.",
    "甩牌失败，每张牌罚一级。", lo=0, hi=10)
RED5_FORCED_ROTTEN = Option(
    "forced_red5_rotten", True, "R-32",
    "Heart 5s led because the leader holds nothing else count as rotten.",
    "首家手中只剩红五而被迫首出时，算烂5。")
ROTTEN_PENALTY = Option(
    "rotten_penalty", 3, "R-33",
    "Levels the holder loses for each rotten heart 5.",
    "每个烂5持有者倒退的级数。", lo=0, hi=10)
ROTTEN_POINTS = Option(
    "rotten_points", 50, "R-33",
    "Points a rotten heart 5 counts for the opponents who take it.",
    "烂5被对方俘获时算的分数。", lo=0, hi=200)
LEVEL_STOPS = Option(
    "level_stops", "10,K", "R-34",
    "Level climbs never pass these levels in one hand (comma-separated; empty for none).",
    "升级不能越过的级（逗号分隔）。", kind="levels")
SOLO_IF_BURIED = Option(
    "solo_counts_bottom", True, "§Taihu",
    "Calling a card the dealer held after taking the bottom (buried copies included) means playing alone.",
    "庄家拿底后持有（含已扣底）所叫的牌，即为独干。")
DUXIAO_BASE = Option(
    "base", 1, "R-44",
    "The base score (基礎分); the local rule text gives no number.",
    "基础分（原文未给数值）。", lo=1, hi=100)
XUAN_BASE = Option(
    "base", 1, "R-53",
    "The base stake.",
    "基础分。", lo=1, hi=100)

# ---- climbing games (duxiao, xuan; seed 003): docs/rules-climbing.md
PASS_FINAL = Option(
    "pass_final", False, "§Duxiao",
    "A pass is final for the round: a player who passed may not play again until the next lead "
    "(default: a pass only declines the standing play).",
    "一轮中不要之后就不能再出，直到下一轮（默认：不要只针对当前这手牌）。")
STOP_WHEN_DECIDED = Option(
    "stop_when_decided", True, "§Duxiao",
    "The hand ends as soon as its outcome is decided (otherwise play goes on until three players are out).",
    "胜负一旦确定本局即结束（否则一直打到三位玩家出完）。")
SPECIAL_TEN_COMBINES = Option(
    "special_ten_combines", True, "R-40",
    "The special ten (H10*) is a ten like the others in every pattern (otherwise it is played only as a single).",
    "特殊10与其他10一样可以组成任何牌型（否则只能单出）。")
TIANCHUAI_SIDE = Option(
    "tianchuai_side", "opponents", "§Xuan (reconstructed)",
    "Who may make 天揣: 'opponents' — a player with no red 5 among their first five cards; 'any' — anyone "
    "with a joker there.",
    "谁可以天揣：“opponents”——前五张牌中没有红5的玩家；“any”——前五张有王的任何人。",
    ("opponents", "any"))
CHUAI_AFTER_XUAN = Option(
    "chuai_after_xuan", False, "§Xuan (reconstructed)",
    "揣 (and then 反揣) may also follow a 宣, not only a 揪.",
    "宣之后也可以揣（和反揣），而不只是揪之后。")
FANCHUAI_NEEDS_JOKER = Option(
    "fanchuai_needs_joker", False, "§Xuan (reconstructed)",
    "反揣 needs a joker, like 揣.",
    "反揣与揣一样需要有王。")
HIDDEN_FROM = Option(
    "hidden_from", 3, "R-52",
    "Hand sizes of this many cards or more are hidden from the other players.",
    "手牌达到这么多张时，别人看不到张数。", lo=1, hi=11)

_ZJ_OPTS = _opts(SHAPE_DUTY, TRUMP_THROWS, BASE, RED5_TRANSFER, RED5_SWING)
_JD_OPTS = _opts(SHAPE_DUTY, TRUMP_THROWS, BASE, RED5_TRANSFER, RED5_SWING, THROW_PENALTY_BAN)
_TH_OPTS = _opts(SHAPE_DUTY, TRUMP_THROWS, THROW_PENALTY_LEVELS, RED5_FORCED_ROTTEN, ROTTEN_PENALTY,
                 ROTTEN_POINTS, LEVEL_STOPS, SOLO_IF_BURIED)

VARIANTS: Mapping[str, RuleSet] = MappingProxyType({
    "zhejiang-2": RuleSet("zhejiang-2", "000", Family.TRICK, "Zhejiang 3-vs-1, two decks", "浙江红五三打一（两副牌）",
                          4, 2, 25, 8, Contract.BID, 60, 200, 15, _ZJ_OPTS, titles=True,
                          bots=BotCalibration(1 / 100, (-0.125, 0.465))),
    "zhejiang-3": RuleSet("zhejiang-3", "000", Family.TRICK, "Zhejiang 3-vs-1, three decks", "浙江红五三打一（三副牌）",
                          4, 3, 39, 6, Contract.BID, 80, 300, 15, _ZJ_OPTS, titles=True,
                          bots=BotCalibration(1 / 100, (-0.235, 0.544))),
    "jiande": RuleSet("jiande", "002", Family.TRICK, "Jiande 2-vs-1", "建德红五二打一",
                      3, 3, 52, 6, Contract.BID, 110, 300, 10, _JD_OPTS, titles=True,
                      bots=BotCalibration(1 / 100, (-0.225, 0.655))),
    "taihu": RuleSet("taihu", "004", Family.TRICK, "Anhui Taihu Red Five", "安徽太湖红5",
                     4, 2, 25, 8, Contract.SHOW, options=_TH_OPTS, princesses=True, rotten_red5=True, friend_call=True,
                     scoring=Scoring.LEVELS, bots=BotCalibration(1 / 200, throw_risk=0.3)),
    "duxiao": RuleSet("duxiao", "003", Family.CLIMB, "Duxiao (solo declarations)", "独小",
                      4, 2, 15, 0, Contract.DECLARE,
                      options=_opts(DUXIAO_BASE, SPECIAL_TEN_COMBINES, PASS_FINAL, STOP_WHEN_DECIDED),
                      deck=Deck(ranks=(10, 11, 12, 13, 14, 2, 5), special_ten=True),
                      climb=ClimbRules((10, 11, 12, 13, 14, 2), 7, True, "climb-pattern.eight", red5_apart=True),
                      bots=BotCalibration(top_rank=2, boss="LJ")),
    "xuan": RuleSet("xuan", "003", Family.CLIMB, "Xuan (red-five partners)", "红五宣",
                    4, 1, 10, 0, Contract.XUAN,
                    options=_opts(XUAN_BASE, TIANCHUAI_SIDE, CHUAI_AFTER_XUAN, FANCHUAI_NEEDS_JOKER, HIDDEN_FROM,
                                  PASS_FINAL, STOP_WHEN_DECIDED),
                    deck=Deck(ranks=(8, 9, 10, 11, 12, 13, 14, 2, 3), extra=("H5", "D5"), dealt_singly=True),
                    climb=ClimbRules((8, 9, 10, 11, 12, 13, 14, 2, 3), 4, False, "climb-pattern.too-many"),
                    bots=BotCalibration(top_rank=2, boss="5")),
    # R-24: seed 002's game with two decks; last in the list, so the numbers the menus give the
    # other variants stay as they were
    "jiande-2": RuleSet("jiande-2", "002", Family.TRICK, "Jiande 2-vs-1, two decks", "建德红五二打一（两副牌）",
                        3, 2, 34, 6, Contract.BID, 75, 200, 10, _JD_OPTS, titles=True, rules_of="jiande",
                        # bid_share: scripts/calibrate_bids.py jiande-2 --hands 600
                        bots=BotCalibration(1 / 100, (-0.097, 0.519))),
})

TRICK_VARIANTS = tuple(k for k, v in VARIANTS.items() if v.family == "trick")
VARIANT_NAMES.update({k: (v.name_en, v.name_zh) for k, v in VARIANTS.items()})



def has_titles(variant: str) -> bool:
    """R-23: whether a variant (by its id, as a ledger row names it) earns titles; False for an unknown id."""
    rs = VARIANTS.get(variant)
    return rs is not None and rs.titles


# ---------------------------------------------------------------- option values
class OptionError(ValueError):
    """A rule option name or value that the rule set does not accept; `.msg` says why."""

    def __init__(self, m: Msg):
        super().__init__(m.key)
        self.msg = m


def _shown(value: object) -> str:
    """A bad value as the player wrote it, kept short (the message is cleaned where it is shown)."""
    if isinstance(value, int) and value.bit_length() > 64:  # repr() refuses ints of over 4300 digits
        return ("-" if value < 0 else "") + "9" * 9 + "…"
    text = value if isinstance(value, str) else repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _unknown_option(rs: RuleSet, name: object) -> Msg:
    return msg("option.unknown", name=_shown(name), variant=rs.id, names=", ".join(rs.options))


def check_option(rs: RuleSet, name: str, value: object) -> Msg | None:
    """None when `name` is an option of `rs` and `value` has its type and lies in its range;
    else a message naming the option and its allowed values."""
    o = rs.options.get(name) if isinstance(name, str) else None
    if o is None:
        return _unknown_option(rs, name)
    t = o.type
    if t == "bool":
        return None if isinstance(value, bool) else msg("option.bool", name=name, got=_shown(value))
    if t == "int":
        lo, hi = o.lo, o.hi  # both set for an int option (Option.__post_init__)
        if isinstance(value, int) and not isinstance(value, bool) and lo is not None and hi is not None \
                and lo <= value <= hi:
            return None
        return msg("option.int", name=name, lo=o.lo, hi=o.hi, got=_shown(value))
    if t == "levels":
        if isinstance(value, str) and all(p.strip() in LEVEL_NAMES for p in value.split(",") if p.strip()):
            return None
        return msg("option.levels", name=name, levels=" ".join(LEVEL_NAMES), got=_shown(value))
    if isinstance(value, str) and value in o.choices:
        return None
    return msg("option.enum", name=name, choices=", ".join(o.choices), got=_shown(value))


_TRUE, _FALSE = ("on", "true", "yes"), ("off", "false", "no")


def parse_rule_setting(rs: RuleSet, text: str) -> tuple[str, object]:
    """'NAME=VALUE' (on/off/true/false, whole numbers, an option's words) -> (name, typed value).
    Raises OptionError when the text is not a setting or the value is not allowed."""
    name, eq, raw = text.partition("=")
    name, raw = name.strip(), raw.strip()
    if not eq or not name:
        raise OptionError(msg("option.syntax", text=_shown(text)))
    o = rs.options.get(name)
    if o is None:
        raise OptionError(_unknown_option(rs, name))
    value: object = raw
    if o.type == "bool" and raw.lower() in _TRUE + _FALSE:
        value = raw.lower() in _TRUE
    elif o.type == "int" and re.fullmatch(r"[+-]?[0-9]{1,6}", raw):  # ASCII digits only: int() takes ² ①
        value = int(raw)
    problem = check_option(rs, name, value)
    if problem is not None:
        raise OptionError(problem)
    return name, value
