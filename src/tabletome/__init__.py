"""tabletome: tabletop rulebooks turned into software."""

__version__ = "0.2.0"
