"""What a player reads, in English and Chinese (syrupy snapshots): the table with
the public information and one hand, the hand-over screen, a refusal, a hint, why."""
from __future__ import annotations

from play_helpers import console

from hwtutor.play.presenter import Presenter
from hwtutor.play.session import Match
from hwtutor.play.view import CLEAR, View
from hwtutor.rules.actions import Play


def _at_first_lead(variant: str, seed: int) -> Match:
    """Everyone human; the engine's first legal choice at every step up to the dealer's first lead."""
    m = Match(variant, ["Ann", "Bo", "Cy", "Di"], set(), seed=seed,
              chooser=lambda g, rng: (g.legal_actions()[0], "the first legal play (a stand-in for the bot)"))
    m.new_hand()
    while m.game.phase != "play":
        m.apply(m.game.legal_actions()[-1] if m.game.phase == "show" else m.game.legal_actions()[0])
    return m


def test_table_and_answers_in_both_languages(snapshot, tmp_path):
    m = _at_first_lead("taihu", 3)
    seat = m.game.to_act
    hand = [c for c, n in m.game.hands[seat].items() for _ in range(n)]
    suits = {}
    for c in hand:
        suits.setdefault(m.game.order.esuit(c), c)
    mixed = Play(seat, tuple(list(suits.values())[:2]))
    out = {}
    for lang in ("en", "zh"):
        con, buf = console()
        p = Presenter(m, View(con), tmp_path / "unused.hongwu.toml", None, lang)
        p.screen(seat)
        p.why(mixed)
        p.hint(seat)
        p.view.line(p.last_trick())
        p.view.line(p.t("play.handover", name="Bo"))
        out[lang] = [ln.rstrip() for ln in buf.getvalue().replace(CLEAR, "").splitlines()]
    assert out == snapshot
