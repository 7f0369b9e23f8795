"""Modules the rules read at run time that import the module reading them (a cycle): an import
statement in a function costs about a microsecond at every call (the import system resolves the name
each time), a getter here one cached call. Each imports its module at first use."""

from __future__ import annotations

from functools import cache
from importlib import import_module
from types import ModuleType


@cache
def effects() -> ModuleType:
    """``effects`` (importing it registers every card)."""
    return import_module("tabletome.games.vtes.effects")


@cache
def core() -> ModuleType:
    """``effects.core``, the rules' side of the card effects."""
    effects()
    return import_module("tabletome.games.vtes.effects.core")


@cache
def actions() -> ModuleType:
    return import_module("tabletome.games.vtes.actions")


@cache
def combat() -> ModuleType:
    return import_module("tabletome.games.vtes.combat")


@cache
def inplay() -> ModuleType:
    """``effects.vocab.inplay``."""
    effects()
    return import_module("tabletome.games.vtes.effects.vocab.inplay")


@cache
def contests() -> ModuleType:
    return import_module("tabletome.games.vtes.contests")


@cache
def prims() -> ModuleType:
    """``effects.vocab.prims``."""
    effects()
    return import_module("tabletome.games.vtes.effects.vocab.prims")
