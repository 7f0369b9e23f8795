"""Editions at the server: uploads parsed safely, and one built edition shared by all its tables."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from tabletome.engine import Edition, EditionError, Game
from tabletome.engine.datafile import DataLimits, parse_data_text_async

from .errors import WebError

HELD = 64  # custom editions kept built in memory


def upload_limits(key_length: int = 128, depth: int = 24, seconds: float = 2.0) -> DataLimits:
    """What an uploaded edition may hold; beyond it the upload is refused (422) before it is parsed."""
    return DataLimits(
        max_bytes=60_000,
        max_key_length=key_length,
        max_depth=depth,
        max_keys=10_000,
        max_number_length=40,
        time_limit=seconds,
    )


def refused(exc: EditionError) -> WebError:
    problems = "; ".join(f"{where}: {why}" for where, why in exc.problems[:10])
    return WebError(422, f"The uploaded edition cannot be used: {problems}.")


class Editions:
    """Built editions by game and digest: a custom edition used by many tables is built once."""

    def __init__(self, limits: DataLimits | None = None) -> None:
        self.limits = limits or upload_limits()
        self._held: OrderedDict[tuple[str, str], Edition] = OrderedDict()

    async def upload(self, game: Game, text: str) -> Edition:
        """An uploaded edition's text (TOML or JSON), checked against the limits and the game's schema."""
        try:
            data = await parse_data_text_async(text, "the uploaded edition", limits=self.limits)
            edition = await asyncio.get_running_loop().run_in_executor(
                None, game.edition_from_data, data, "the uploaded edition"
            )
        except EditionError as exc:
            raise refused(exc) from None
        return self._keep(game, edition)

    def for_record(self, game: Game, ref: Mapping[str, Any], data: Mapping[str, Any] | None) -> Edition:
        """The edition a stored table names: built in, stored once by digest (``data``), or inside the ref."""
        digest = str(ref.get("sha256", ""))
        held = self._held.get((game.id, digest))
        if held is not None:
            self._held.move_to_end((game.id, digest))
            return held
        if data is not None:
            edition = game.edition_from_data(data, "the edition stored with the table")
        else:
            full = {k: v for k, v in ref.items() if k != "custom"}
            edition = game.edition_from_ref(full)
        if edition.builtin:
            return edition
        return self._keep(game, edition)

    def _keep(self, game: Game, edition: Edition) -> Edition:
        if edition.builtin:
            return edition
        key = (game.id, edition.digest)
        held = self._held.get(key)
        if held is not None:
            self._held.move_to_end(key)
            return held
        self._held[key] = edition
        while len(self._held) > HELD:
            self._held.popitem(last=False)
        return edition
