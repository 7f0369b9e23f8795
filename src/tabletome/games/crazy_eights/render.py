"""Crazy Eights in the terminal, and plain words for an action."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rich.text import Text


def terminal(view: Mapping[str, Any]) -> Text:
    out = Text()
    out.append(f"Discard pile: {view['top']}", style="bold")
    if view.get("suit"):
        out.append(f"  (suit named: {view['suit']})", style="yellow")
    out.append(f"\nStock: {_count(view['stock'])} cards\n")
    for seat, hand in enumerate(view["hands"]):
        who = "you" if view.get("seat") == seat else f"player {seat + 1}"
        shown = " ".join(c for c in hand if c) if isinstance(hand, list) else f"{hand} cards"
        out.append(f"  {who}: {shown}\n")
    return out


def _count(value: Any) -> int:
    return value if isinstance(value, int) else len(value)


def describe_action(view: Mapping[str, Any], text: str) -> str:
    verb, _, arg = text.partition(" ")
    if verb == "play":
        return f"put {arg} on {view.get('top')}"
    if verb == "suit":
        return f"the next card must be {arg} (or an eight)"
    if verb == "draw":
        return "take the top card of the stock"
    if verb == "pass":
        return "you cannot play and the stock is empty"
    return ""
