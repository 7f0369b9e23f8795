"""The texts of crypt cards: abilities, lasting changes and triggers of the vampires in the pool."""

from __future__ import annotations

from .base import const, static, vampire

PLUS_ONE_BLEED = ("Catalina Vega (G6)", "Kamile Paukstys (G6)", "Lenny Burkhead (G6)")
PLUS_ONE_STRENGTH = ("Valeriya Zinovieva (G6)", "Massimiliano (G6)")

for _name in PLUS_ONE_BLEED:
    vampire(_name)
    static(_name, "bleed", const(1))

for _name in PLUS_ONE_STRENGTH:
    vampire(_name)
    static(_name, "strength", const(1))

vampire("Rinaldo Albizzi (G6)")
static("Rinaldo Albizzi (G6)", "intercept", const(1))
