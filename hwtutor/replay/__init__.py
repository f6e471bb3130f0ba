"""Game records, `hwtutor check`, the replay viewer and its exports; importing the package registers its texts."""

# This floor's texts join the catalog when any of its modules is imported.
from ..rules.catalog import register as _register
from . import catalog, catalog_web

_register(catalog)
_register(catalog_web)
