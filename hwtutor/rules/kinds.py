"""The closed vocabularies of the rules core as StrEnums: the phase of a hand, the engine family, the
contract kind and the scoring of a rule set.

A member is its string (`Phase.PLAY == "play"`, `json.dumps` writes `"play"`, `"phase." + Phase.PLAY`
is the catalog key `"phase.play"`), so records, catalogs and readers that still hold strings keep
working; code compares members, where a misspelt member is an AttributeError and a misspelt string
was silently never equal. `RuleSet` turns its strings into members at import (an unknown one is an
error there).
"""
from __future__ import annotations

from enum import StrEnum


class Phase(StrEnum):
    BID = "bid"          # the auction (Zhejiang, Jiande)
    SHOW = "show"        # showing level cards (Taihu)
    TRUMP = "trump"      # the dealer names trump
    BURY = "bury"        # the dealer buries the bottom's count
    CALL = "call"        # the dealer calls a friend card (Taihu)
    DECLARE = "declare"  # the climbing games' declarations (duxiao, xuan)
    PLAY = "play"
    DONE = "done"


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
