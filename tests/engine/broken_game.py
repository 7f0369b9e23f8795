"""A game module that cannot be loaded: its edition file is missing (as in a wheel that forgot it)."""

from tabletome.engine.errors import EditionError

raise EditionError("/nowhere/editions/standard.toml", [("file", "cannot be read")])
