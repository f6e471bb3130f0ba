"""Computer players. `trick_bot.choose(game, rng)` plays the trick-taking variants."""

# This floor's texts join the catalog when any of its modules is imported.
from ..rules.catalog import register as _register
from . import catalog_climb, catalog_search, catalog_trick

_register(catalog_trick)
_register(catalog_climb)
_register(catalog_search)
