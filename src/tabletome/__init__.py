"""tabletome: tabletop rulebooks turned into software."""

__version__ = "0.1.0"
