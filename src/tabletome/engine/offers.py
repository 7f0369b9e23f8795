"""A game states what it offers: each capability once, pointing at the module that gives it.

A :class:`~tabletome.engine.game.Game` lists its capabilities instead of forwarding methods::

    offers = (
        Offer(Reference, "reference"),                                 # glossary, goals
        Offer(Renderer, "render", render_terminal="terminal"),         # a renamed function
        Offer(Vocabulary, "actions", action_space="SPACE"),            # a value: returned as it is
        Offer(ObservationEncoder, "encode", encode_state="encode_state"),  # an optional member, named
    )

Each member of the capability's protocol becomes a method of the game that imports the module
(relative to the game's package) on its first call and calls the module's function with the
member's arguments: a parameter named like one of them gets that one, another the argument at its
position (``encode_view(view)`` is not given the edition, ``Heuristic(seed)`` only the seed); a
required ``edition`` left None is the game's default one; a module value that is not
callable is returned as it is. Optional members (``encode_state``, ``aid_member``) are installed
only when an offer names them.

A half-made capability is an error, never a silent fall-back to the generic one: a game class
that gives some but not all of a capability's members fails when it is defined
(:func:`half_made`), and an offer whose module lacks a member fails the contract kit
(:func:`missing`) and its first call, each with one sentence.
"""

from __future__ import annotations

import inspect
import sys
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from importlib import import_module
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from .game import Game

#: The members a capability may have beyond its protocol's, offered only when named.
OPTIONAL: dict[str, tuple[str, ...]] = {
    "ObservationEncoder": ("encode_state",),
    "Aid": ("aid_member",),
    "ScriptedPlayer": ("rollout_agent",),
    "Features": ("seat_features",),
    "Evaluator": ("beyond_search",),
}


class HalfMadeCapability(TypeError):
    """A game gives part of a capability: the sentence names what is missing."""


@dataclass(frozen=True, slots=True)
class Offer:
    """One capability of a game: its protocol, the module of the game's package that gives it, and
    the module's names for members it names otherwise (member -> function or value name)."""

    capability: type
    module: str
    names: Mapping[str, str] = field(default_factory=dict)

    def __init__(self, capability: type, module: str, **names: str) -> None:
        object.__setattr__(self, "capability", capability)
        object.__setattr__(self, "module", module)
        object.__setattr__(self, "names", dict(names))
        unknown = set(names) - set(self.members())
        if unknown:
            raise HalfMadeCapability(
                f"{capability.__name__} has no member {', '.join(sorted(unknown))}; "
                f"its members are {', '.join(self.members())}."
            )

    def members(self) -> tuple[str, ...]:
        """The protocol's members, then the optional ones this offer names."""
        optional = OPTIONAL.get(self.capability.__name__, ())
        return (*protocol_members(self.capability), *(m for m in optional if m in self.names))

    def source(self, member: str) -> str:
        return self.names.get(member, member)


def protocol_members(protocol: type) -> tuple[str, ...]:
    """The methods and attributes a runtime-checkable protocol asks for, in declaration order."""
    own = [n for n, v in vars(protocol).items() if not n.startswith("_") and callable(v)]
    return (*getattr(protocol, "__annotations__", {}), *own)


def is_method(protocol: type, member: str) -> bool:
    return callable(vars(protocol).get(member))


class _Offered:
    """A member of an offered capability, on the game's class: resolved at its first call (or
    read, for a value member), then kept for that game."""

    def __init__(self, offer: Offer, member: str, package: str) -> None:
        self.offer = offer
        self.member = member
        self.package = package
        self.resolved: dict[int, Any] = {}  # by game (id): kept here, so a subclass or a test may still override
        self.value_member = member in protocol_members(offer.capability) and not is_method(offer.capability, member)

    def __get__(self, game: Game | None, owner: type) -> Any:
        if game is None:
            return self
        found = self.resolved.get(id(game))
        if found is not None:
            return found
        if self.value_member:  # ``feature_names``: read now
            return self.resolve(game)

        def first_call(*args: Any, **kwargs: Any) -> Any:
            return self.resolve(game)(*args, **kwargs)

        first_call.__name__ = self.member
        return first_call

    def target(self) -> Any:
        """The module's function or value; HalfMadeCapability (one sentence) when it has none."""
        module = import_module(f"{self.package}.{self.offer.module}")
        name = self.offer.source(self.member)
        if not hasattr(module, name):
            raise HalfMadeCapability(
                f"{self.package} offers {self.offer.capability.__name__} but its module "
                f"{self.offer.module} has no {name} for {self.member}."
            )
        return getattr(module, name)

    def resolve(self, game: Game) -> Any:
        found = self.target()
        if self.value_member:
            value = found
        elif callable(found):
            value = _adapted(found, game, _parameters(self.offer.capability, self.member))
        else:
            value = _returning(found)
        self.resolved[id(game)] = value
        return value


def _returning(value: Any) -> Callable[..., Any]:
    def constant(*args: Any, **kwargs: Any) -> Any:
        return value

    return constant


def _adapted(function: Callable[..., Any], game: Game, protocol: list[str]) -> Callable[..., Any]:
    """``function`` given the arguments of the protocol's member (``protocol``: their names): a
    parameter named like one of them gets that one, another required one the argument at its
    position; an ``edition`` it requires, left None, is the game's default one. The function
    itself when it takes them all as they come (the hot paths pay nothing)."""
    try:
        params = list(inspect.signature(function).parameters.values())
    except (TypeError, ValueError):
        return function
    mapping = _mapping(params, protocol)
    editions = [j for j, p in zip(mapping, params, strict=False) if protocol[j] == "edition" and p.default is p.empty]
    if mapping == list(range(len(protocol))) and not editions:
        return function

    def call(*args: Any, **kwargs: Any) -> Any:
        given = [*args, *(kwargs.get(p) for p in protocol[len(args) :])]
        for j in editions:
            if given[j] is None:
                given[j] = game.default_edition()
        return function(*(given[j] for j in mapping))

    return call


def _mapping(params: list[inspect.Parameter], protocol: list[str]) -> list[int]:
    """For each parameter the function is given, the index of the protocol's argument it gets."""
    mapping: list[int] = []
    for i, p in enumerate(params):
        if p.name in protocol:
            mapping.append(protocol.index(p.name))
        elif p.default is inspect.Parameter.empty and i < len(protocol) and p.kind != p.VAR_POSITIONAL:
            mapping.append(i)
        else:
            break
    return mapping


#: The parameters of the optional members (they are not in a protocol).
_OPTIONAL_PARAMETERS = {
    "encode_state": ["state", "seat"],
    "aid_member": ["state", "action", "kind"],
    "rollout_agent": ["seat", "seed"],
    "seat_features": ["state", "seat"],
    "beyond_search": ["state"],
}


def _parameters(protocol: type, member: str) -> list[str]:
    spec = vars(protocol).get(member)
    if spec is None:
        return _OPTIONAL_PARAMETERS[member]
    return [p for p in inspect.signature(spec).parameters if p != "self"]


def install(cls: type[Game]) -> None:
    """Put each offered member on the game's class (called when a game class is defined)."""
    module = sys.modules[cls.__module__]
    package = module.__name__ if hasattr(module, "__path__") else module.__name__.rpartition(".")[0]
    for offer in cls.__dict__.get("offers", ()):
        for member in offer.members():
            if member in cls.__dict__:
                raise HalfMadeCapability(f"{cls.__name__} offers {member} twice: by its {offer.module} and by hand.")
            setattr(cls, member, _Offered(offer, member, package))


def half_made(cls: type, capabilities: Iterable[type]) -> None:
    """HalfMadeCapability when ``cls`` gives some members of a capability but not all."""
    for protocol in capabilities:
        members = protocol_members(protocol)
        given = [m for m in members if hasattr(cls, m)]
        if given and len(given) < len(members):
            lacking = ", ".join(m for m in members if m not in given)
            raise HalfMadeCapability(
                f"{cls.__name__} gives {', '.join(given)} of {protocol.__name__} but not {lacking}: "
                f"a half-made {protocol.__name__} would fall back to the generic one."
            )


def missing(game: Game) -> list[str]:
    """One sentence per offered member whose module does not give it."""
    out = []
    for name, attr in vars(type(game)).items():
        if isinstance(attr, _Offered):
            try:
                attr.target()
            except (HalfMadeCapability, ImportError) as exc:
                out.append(f"{name}: {exc}")
    return out
