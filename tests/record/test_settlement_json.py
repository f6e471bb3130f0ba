"""The typed settlements (issue 21 item 3) give today's `result` JSON byte for byte: record-format.md's
contract does not change. The snapshots were taken from the untyped `Settlement(data)` before the
change; every sample game, every contract example and a few hundred random hands of every variant
(their JSON hashed per variant: a key order or a value that moves changes the hash) must still give
them. The second test says which shapes of result the random hands reached, so a missed branch
(a redeal, eight of a kind, a surrender, a lone xuan player) is visible in the snapshot."""
from __future__ import annotations

import hashlib
import json
import random
from pathlib import Path

import pytest

from hwtutor.replay.check import check_path
from hwtutor.rules.selfplay import random_hand
from hwtutor.rules.variants import VARIANTS

ROOT = Path(__file__).resolve().parents[2]
RECORDS = sorted((ROOT / "data" / "sample_games").glob("*.hongwu.toml")) + \
    sorted((ROOT / "tests" / "contract").glob("*.hongwu.toml"))
HANDS = 60


def _dump(result) -> str:
    return json.dumps(result, ensure_ascii=False, sort_keys=False)


@pytest.mark.parametrize("path", RECORDS, ids=[p.name[:-12] for p in RECORDS])
def test_a_records_result_json_is_unchanged(path, snapshot):
    rep = check_path(str(path))
    assert (_dump(rep.result) if rep.result is not None else None) == snapshot


def _hands(variant: str):
    rng = random.Random(2112)
    for _ in range(HANDS):
        _, _, g = random_hand(VARIANTS[variant], rng)
        if g.over and g.result is not None:
            yield g.result.to_json()


def _shape(res: dict) -> str:
    """The result's keys in order, with the kind of declaration or outcome where there is one."""
    tag = res.get("declaration", res.get("outcome", ""))
    return ",".join(res) + (f" [{tag}]" if tag else "")


@pytest.mark.parametrize("variant", list(VARIANTS))
def test_random_hands_give_the_same_json(variant, snapshot):
    results = list(_hands(variant))
    digest = hashlib.sha256("\n".join(_dump(r) for r in results).encode()).hexdigest()
    shapes = sorted({_shape(r) for r in results})
    assert {"hands": len(results), "sha256": digest, "shapes": shapes} == snapshot


EIGHTS = {"one": {0: "S10 S10 H10 H10* C10 C10 D10 D10"},
          "two": {0: "S10 S10 H10 H10* C10 C10 D10 D10", 2: "SJ SJ HJ HJ CJ CJ DJ DJ"}}


@pytest.mark.parametrize("who", list(EIGHTS))
def test_eight_of_a_kind_gives_the_same_json(who, snapshot):
    """Duxiao's eight equal cards dealt (a won 天独 for each holder): the branch random hands miss."""
    from hwtutor.rules.game import new_game
    from hwtutor.rules.position import fill_deal
    rs = VARIANTS["duxiao"]
    g = new_game(rs, fill_deal(rs, EIGHTS[who], None, 0))
    assert g.over
    assert _dump(g.result.to_json()) == snapshot
