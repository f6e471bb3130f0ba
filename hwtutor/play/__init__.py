"""Hotseat play: several hands of one variant (trick-taking or climbing) on one terminal.

Model / presenter / view: `session` (the match, pure), `save` (atomic
autosave in the record format), `ledger` (player ledger in SQLite),
`commands` (the input line), `presenter` (the loop), `view` (prompt-toolkit
input, rich output). See docs/play.md.
"""

# This floor's texts join the catalog when any of its modules is imported.
from ..rules.catalog import register as _register
from . import catalog

_register(catalog)
