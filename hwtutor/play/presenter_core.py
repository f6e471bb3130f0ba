"""What every part of a table presenter stands on: the match, the view and the save file, the texts in
the screen's language, the autosave, and the faces a family's presenter supplies.

The faces (the input line, the table's facts and trick, the hand's groups, the labels of plays, the bots'
turns, the settlement) are declared here and written by the family: presenter.py (trick-taking) and
climb.py (climbing). table_commands.py and hand_end.py build on this; base.py puts them together.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any

from ..rules.actions import Action, Bury
from ..rules.cards import Card, fmt
from ..rules.describe import describe
from ..rules.game import Game
from ..rules.messages import Seat, msg, render, render_value, seat_name
from ..rules.trick.settle import title_name
from ..textsafe import clean, os_reason
from . import save as saving
from .commands import Command, shown_word
from .glossary import Glossary
from .ledger import Ledger
from .session import Match, seat_label
from .view import Choice, View


class PresenterCore:
    """The presenter's state and its texts; the family's faces as declarations."""

    def __init__(self, match: Match, view: View, path: str | Path, ledger: Ledger | None = None,
                 lang: str = "en", max_hands: int | None = None, bot_reasons: bool = True, confirm: bool = False):
        self.m, self.view, self.path = match, view, Path(path)
        self.ledger, self.lang = ledger, lang
        self.max_hands = max_hands
        self.bot_reasons = bot_reasons  # a bot's reason may tell what it holds: players may turn them off
        self.prev_human: int | None = None
        self.confirm = confirm  # ask before a costly move (the command line turns it on)
        self.glossary = Glossary(lang)   # the words explained once, the first time they are shown
        self.log: list[str] = []         # the public messages of the hand
        self.log_styles: list[str] = []  # the style of each (failed throws, rotten fives… stand out)

    @property
    def game(self) -> Game:
        """The hand on the table (a family's presenter reads it as its own engine's game)."""
        return self.m.hand_game

    @property
    def names(self) -> list[str]:
        return [clean(seat_name(n, i, self.lang), 24) for i, n in enumerate(self.m.names)]  # bot2: 机器人2

    def t(self, key: str, **params: Any) -> str:
        return self.render_msg(msg(key, **params))

    def plain(self, text: str) -> str:
        """'p1 (p1)' -> 'p1': a seat whose name is its label."""
        for i in range(self.m.n):
            lab = seat_label(i)
            text = text.replace(f"{lab} ({lab})", lab)
        return text

    def ev(self, e) -> str:
        return self.plain(e.message(self.lang, "glyph", self.names))

    def word(self, w: str) -> str:
        """A command or answer word as this screen shows it (提示 in Chinese; each one is accepted)."""
        return shown_word(w, self.lang)

    def hint_item(self, play: str, pattern: str) -> str:
        """One legal choice of a hint: "♠A♠A (pair)"; the word alone when it says its kind (过, 不独)."""
        return play if play == pattern or not pattern else self.t("play.hint.item", play=play, pattern=pattern)

    def term(self, id: str) -> str:
        from ..rules.catalog import TERMS
        return TERMS[id][self.lang]

    def render_msg(self, m) -> str:
        return self.plain(render(m, self.lang, "glyph", self.names))

    def variant_name(self) -> str:
        rs = self.m.rs
        return rs.name_zh if self.lang == "zh" else rs.name_en

    @property
    def colon(self) -> str:
        """After a label ("Trick 1: …"): full width in Chinese (第1轮：…)."""
        return "：" if self.lang == "zh" else ": "

    @property
    def sep(self) -> str:
        """Between the items of a list: 、 in Chinese."""
        return "、" if self.lang == "zh" else ", "

    def seat_name(self, seat: int) -> str:
        """'p2 (Bo)' as every message names a seat ('p1' alone when the name is the seat)."""
        return render_value(Seat(seat), self.lang, "glyph", self.names)

    def cards_text(self, cs) -> str:
        """Cards with suit glyphs; jokers named in the screen's language (大王 / BJ)."""
        return fmt(cs, "glyph", lang=self.lang)

    def action_text(self, a: Action, private: bool = False) -> str:
        """An action in prose with glyphs ("p1 plays ♥6♥6"), never record notation; a burial another
        seat made is told by its size only."""
        if isinstance(a, Bury) and private:
            return self.t("play.act.bury-hidden", seat=Seat(a.seat), n=len(a.cards))
        return self.render_msg(describe(a))

    def score_text(self, points: int, short: bool = False) -> str:
        """Game points (with the Zhejiang title, R-23); `short` for a seat of the full-screen header."""
        pre = "play.fs." if short else "play."
        if self.m.rs.titles:
            return self.t(pre + "score", points=points, title=title_name(points, self.lang))
        return self.t(pre + "score-plain", points=points)

    def save(self) -> bool:
        """Autosave; False (said once) when it could not be written: read-only folder, full disk."""
        try:
            saving.save(self.m, self.path)
        except OSError as e:
            self.saved = False
            self.save_failed(e)
            return False
        self.saved = True
        return True

    def save_failed(self, e: OSError) -> None:
        self.save_error = e
        if not getattr(self, "_save_warned", False):
            self._save_warned = True
            self.view.error(self.t("play.save-failed", path=clean(self.path), reason=os_reason(e)))

    def line(self, text: str, style: str | None = None) -> None:
        """A line shown now, not kept in the log (base.py)."""
        raise NotImplementedError

    # ------------------------------------------------------------ the faces a family supplies
    def parse(self, line: str, seat: int, asked: str | None = None) -> Command:
        """The input line of a turn: an action or a command."""
        raise NotImplementedError

    def choices(self, seat: int, asked: str | None = None) -> list[Choice]:
        """The completions of the input line: the legal actions of the moment, then the commands."""
        raise NotImplementedError

    def hint(self, seat: int, asked: str | None = None) -> None:
        raise NotImplementedError

    def allowed(self, a: Action, seat: int, asked: str | None) -> str | None:
        """None if the action may be tried now, else the error to show (before the rules judge it)."""
        return None

    def choice(self, a: Action) -> Choice:
        raise NotImplementedError

    def label(self, a: Action) -> str:
        """The pattern of a play, or the kind of action."""
        raise NotImplementedError

    def apply(self, a: Action, comment: str = "", said: str | None = None) -> None:
        raise NotImplementedError

    def bot_turn(self, seat: int, kind: str | None = None) -> None:
        raise NotImplementedError

    def facts(self) -> list[str]:
        """The public facts of the hand (dealer, contract, trump, declarations…)."""
        raise NotImplementedError

    def seat_bits(self, i: int, viewer: int | None = None, short: bool = False) -> list[str]:
        raise NotImplementedError

    def public_lines(self, viewer: int | None = None) -> list[str]:
        raise NotImplementedError

    def trick_view(self) -> dict:
        """The trick or round on the table, as layout.Table's fields."""
        raise NotImplementedError

    def last_trick(self) -> str:
        raise NotImplementedError

    def hand_groups(self, seat: int) -> list[tuple[str, list[Card], bool]]:
        raise NotImplementedError

    def turn_text(self, seat: int, asked: str | None = None) -> str:
        raise NotImplementedError

    def points_text(self) -> str | None:
        """Card points by side, where the family counts them."""
        return None

    def result_lines(self, res: dict) -> list[str]:
        raise NotImplementedError
