"""Editions at the server: uploads parsed safely, one built edition shared by all its tables, and
what seats bring to a table before the start (their decks), checked and built into its edition."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from tabletome.engine import Edition, EditionError, Game, capabilities
from tabletome.engine.capabilities import SeatInput
from tabletome.engine.datafile import DataLimits, parse_data_text_async
from tabletome.engine.i18n import N_, _

from .checks import check_name
from .deckread import DeckWork, check_lines, read_decks
from .errors import WebError
from .runtime import HUMAN

HELD = 64  # custom editions kept built in memory


def upload_limits(key_length: int = 128, depth: int = 24, seconds: float = 2.0, max_bytes: int = 60_000) -> DataLimits:
    """What an uploaded edition may hold; beyond it the upload is refused (422) before it is parsed."""
    return DataLimits(
        max_bytes=max_bytes,
        max_key_length=key_length,
        max_depth=depth,
        max_keys=10_000,
        max_number_length=40,
        time_limit=seconds,
    )


def shown(edition: Edition) -> Edition:
    """A person's edition whose id and name, shown in the lobby and on the pages, can be read as
    they are (no invisible or text-direction characters); 422 otherwise."""
    check_name(edition.id, N_("the edition's id"))
    check_name(edition.name, N_("the edition's name"))
    return edition


def refused(exc: EditionError, lead: str = N_("The uploaded edition cannot be used")) -> WebError:
    """An edition's problems in one sentence (``lead``: a marked constant, said in the reader's language)."""
    problems = "; ".join(f"{where}: {why}" for where, why in exc.problems[:10])
    more = _(" (and {n} more problems)").format(n=len(exc.problems) - 10) if len(exc.problems) > 10 else ""
    return WebError(422, _("{lead}: {problems}{more}.").format(lead=_(lead), problems=problems, more=more))


class Editions:
    """Built editions by game and digest: a custom edition used by many tables is built once."""

    def __init__(self, limits: DataLimits | None = None, decks: DeckWork | None = None) -> None:
        self.limits = limits or upload_limits()
        self.decks = decks or DeckWork()
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
        return self._keep(game, shown(edition))

    async def given(self, game: Game, text: str | None, saved: Mapping[str, Any] | None) -> Edition:
        """A new table's edition: an uploaded file's text, the data of an edition saved from the
        editor (checked when saved; built here in a worker thread), or else the game's own."""
        if text is not None:
            return await self.upload(game, text)
        if saved is None:
            return game.default_edition()
        try:
            edition = await asyncio.get_running_loop().run_in_executor(
                None, game.edition_from_data, saved, "the saved edition"
            )
        except EditionError as exc:  # saved by an older version of the game's rules
            raise refused(exc, N_("The saved edition cannot be used")) from None
        return self._keep(game, shown(edition))

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

    async def with_inputs(self, game: Game, edition: Edition, inputs: Mapping[int, Mapping[str, str]]) -> Edition:
        """``edition`` with these seats' inputs, built in a decklist worker process (``deckread``:
        killed at the time limit, its "did you mean" searches capped); a refusal is a 422 whose
        sentence names each input and why."""
        given = {seat: dict(texts) for seat, texts in inputs.items()}
        built: Edition = await read_decks("edition", (game.id, edition, given), self.decks)
        return self._keep(game, built)

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


# ------------------------------------------------------------------ what seats bring to the table
def input_json(spec: SeatInput) -> dict[str, Any]:
    return {
        "name": spec.name,
        "label": spec.label,
        "help": spec.help,
        "max_chars": spec.max_chars,
        "choices": list(spec.choices),
    }


#: Whose text a refusal names (``check_texts``'s ``owner``): yours, or another seat's.
YOUR, SEATS = N_("Your {input}"), N_("Seat {seat}'s {input}")


def check_texts(
    game: Game, given: Mapping[str, str], owner: str = YOUR, max_lines: int = 0, seat: int = 0
) -> dict[str, str]:
    """A seat's texts by input name: each a known input of the game, within its length and
    ``max_lines`` lines (0: any) (``owner``: YOUR, or SEATS naming ``seat``, for the sentence)."""
    specs = {s.name: s for s in capabilities.seat_inputs(game)}
    out: dict[str, str] = {}
    for name, text in given.items():
        spec = specs.get(name)
        if spec is None:
            known = ", ".join(specs) or _("none")
            unknown = _("{game} has no seat input '{name}' (its inputs: {known}).")
            raise WebError(422, unknown.format(game=game.name, name=name, known=known))
        whose = _(owner).format(input=_(name), seat=seat)
        if len(text) > spec.max_chars:
            long = _("{whose} is {n} characters long; at most {most} are allowed.")
            raise WebError(422, long.format(whose=whose, n=f"{len(text):,}", most=f"{spec.max_chars:,}"))
        check_lines(text, whose, max_lines)  # the reader's work grows with the lines
        out[name] = text
    return out


def check_inputs(
    game: Game, given: Mapping[str, Mapping[str, str]], kinds: list[str], join: int | None, max_lines: int = 0
) -> dict[int, dict[str, str]]:
    """What a table's creator gives at creation, by seat: their own seat's and the AI seats' (the other
    people choose once they join)."""
    out: dict[int, dict[str, str]] = {}
    for key, texts in given.items():
        seat = int(key)
        if not 0 <= seat < len(kinds):
            raise WebError(
                422, _("The inputs name seat {n}, but the seats are 0 to {last}.").format(n=seat, last=len(kinds) - 1)
            )
        if kinds[seat] == HUMAN and seat != join:
            other = N_(
                "Seat {n} is another person's, who chooses after joining: give inputs for your seat and the AI seats."
            )
            raise WebError(422, _(other).format(n=seat))
        out[seat] = check_texts(game, texts, YOUR if seat == join else SEATS, max_lines, seat)
    return out


def has_text(inputs: Mapping[int, Mapping[str, str]]) -> bool:
    """Whether any input says something (an empty text keeps the table's options)."""
    return any(text.strip() for texts in inputs.values() for text in texts.values())


def edition_ref(game: Game, edition: Edition) -> tuple[dict[str, Any], dict[str, Any] | None]:
    """The reference a table row keeps for ``edition``, and the data to store by digest (custom ones)."""
    if edition.builtin:
        return dict(game.edition_ref(edition)), None
    return {"id": edition.id, "sha256": edition.digest, "custom": True}, dict(edition.data)
