"""The closed vocabularies of the rules core: the phase of a hand (a Literal, see Phase), and as StrEnums
the engine family, the contract kind and the scoring of a rule set.

A member of the enums is its string (`Contract.BID == "bid"`, `json.dumps` writes `"bid"`), so records,
catalogs and readers that still hold strings keep working; code compares members, where a misspelt member
is an AttributeError and a misspelt string was silently never equal. `RuleSet` turns its strings into
members at import (an unknown one is an error there). A phase is a `PhaseName`: a misspelt phase in a
comparison is a mypy error (strict equality on rules/ and bots/).
"""
from __future__ import annotations

from enum import StrEnum
from typing import Final, Literal

PhaseName = Literal["bid", "show", "trump", "bury", "call", "declare", "play", "done"]


class Phase:
    """The phase of a hand. Plain strings typed as `PhaseName`, not an enum: the engine compares the phase
    on every action, and an interned string compared with a literal is an identity check where a StrEnum
    member needs the whole compare (a Taihu replay was 4 % slower with members); mypy checks a
    comparison with a literal outside `PhaseName` (strict equality)."""
    BID: Final = "bid"          # the auction (Zhejiang, Jiande)
    SHOW: Final = "show"        # showing level cards (Taihu)
    TRUMP: Final = "trump"      # the dealer names trump
    BURY: Final = "bury"        # the dealer buries the bottom's count
    CALL: Final = "call"        # the dealer calls a friend card (Taihu)
    DECLARE: Final = "declare"  # the climbing games' declarations (duxiao, xuan)
    PLAY: Final = "play"
    DONE: Final = "done"


class Family(StrEnum):
    TRICK = "trick"      # rules/trick/: zhejiang-2/3, jiande, jiande-2, taihu
    CLIMB = "climb"      # rules/climb/: duxiao, xuan


class Contract(StrEnum):
    BID = "bid"          # bidding for the dealer's seat
    SHOW = "show"        # showing level cards (Taihu)
    DECLARE = "declare"  # solo declarations (duxiao, R-43)
    XUAN = "xuan"        # red-five partnerships and their declarations


class Scoring(StrEnum):
    CONTRACT = "contract"  # the bid made or failed, in game points
    LEVELS = "levels"      # levels climbed and lost
