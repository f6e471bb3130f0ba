"""The presenter of a match's family: presenter.Presenter (trick-taking) or climb.ClimbPresenter."""
from __future__ import annotations

from .base import TablePresenter


def presenter_for(match, *args, **kwargs) -> TablePresenter:
    """`Presenter(match, view, path, …)` of the match's family (the same arguments)."""
    if match.family == "climb":
        from .climb import ClimbPresenter
        return ClimbPresenter(match, *args, **kwargs)
    from .presenter import Presenter
    return Presenter(match, *args, **kwargs)
