"""Shell completion of hwtutor's arguments (click's protocol: `_HWTUTOR_COMPLETE=bash_source hwtutor`).

File and folder arguments answer with click's `file` / `dir` item, which the shell scripts turn into
the shell's own file-name completion; variants, sample games, lessons and settings complete from
hwtutor's own lists. Each list is imported only when the shell asks, so startup stays fast.
"""
from __future__ import annotations

import click
from click.shell_completion import CompletionItem


class ShellPath(click.ParamType):
    """A path the shell completes and nobody converts: each command checks it itself and says what is
    wrong in the player's language (click.Path would refuse some with its own English message)."""

    def __init__(self, folder: bool = False):
        self.folder = folder
        self.name = "folder" if folder else "file"

    def convert(self, value, param, ctx):
        return value

    def shell_complete(self, ctx, param, incomplete):
        return [CompletionItem(incomplete, type="dir" if self.folder else "file")]


def _matching(names, incomplete: str) -> list[CompletionItem]:
    return [CompletionItem(n) for n in names if n.startswith(incomplete)]


def variants(ctx, param, incomplete: str) -> list[CompletionItem]:
    from ..rules.variants import VARIANTS
    return _matching(VARIANTS, incomplete)


def samples(ctx, param, incomplete: str) -> list[CompletionItem]:
    from ..replay.samples import samples as shipped
    return _matching([s.name for s in shipped()], incomplete)


def lessons(ctx, param, incomplete: str) -> list[CompletionItem]:
    from ..lessons.model import all_lessons
    try:
        ids = [les.id for les in all_lessons()]
    except Exception:  # a broken lesson file: no completion rather than a traceback in the shell
        return []
    return _matching(ids, incomplete)


def setting_names(ctx, param, incomplete: str) -> list[CompletionItem]:
    from ..settings import CHOICES
    return _matching(CHOICES, incomplete)


def setting_values(ctx, param, incomplete: str) -> list[CompletionItem]:
    from ..settings import CHOICES
    return _matching(CHOICES.get(ctx.params.get("name") or "", ()), incomplete)
