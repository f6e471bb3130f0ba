"""Lessons, drills and the rule books; importing the package registers its texts in the catalog."""

# This floor's texts join the catalog when any of its modules is imported.
from ..rules.catalog import register as _register
from . import catalog, catalog_book

_register(catalog)
_register(catalog_book)
