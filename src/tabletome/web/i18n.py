"""The web pages in the reader's language: the language of a request, the static pages' words
translated when a page is served, the header's language switch, and the catalog ``TT.t`` reads.

One rule says what a page's words are, for the extraction (``make i18n``) and for the page alike:
every text between tags (outside ``script``, ``style``, ``code``, ``kbd`` and anything marked
``translate="no"``) and every ``title``, ``placeholder``, ``aria-label`` and ``alt`` attribute,
whitespace-collapsed. The catalog travels inside the page as a JSON data block (no script runs
from it; the pages' content policy stays as it is)."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from functools import lru_cache
from html import escape, unescape
from html.parser import HTMLParser
from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send

from tabletome.engine import i18n

COOKIE = "tt_lang"
ATTRIBUTES = ("title", "placeholder", "aria-label", "alt")
_SKIP = {"script", "style", "code", "kbd", "pre"}
_VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"}
_ATTR = re.compile(r"\b(" + "|".join(ATTRIBUTES) + r')="([^"]*)"')
_LETTER = re.compile(r"[A-Za-z]{2}")


def _words(text: str) -> str:
    return " ".join(text.split())


def wanted(text: str) -> bool:
    """Whether a page's text is words to translate (not a symbol, a number or the brand)."""
    core = _words(text)
    return bool(_LETTER.search(core)) and core != "tabletome"


class _Walker(HTMLParser):
    """Rewrites a page with ``translate`` applied to its words; also lists them (``found``)."""

    def __init__(self, translate: Any) -> None:
        super().__init__(convert_charrefs=True)
        self.translate = translate
        self.out: list[str] = []
        self.found: list[tuple[int, str]] = []
        self.skipping: list[str] = []  # the open elements whose text is not words

    def _say(self, text: str) -> str:
        self.found.append((self.getpos()[0], text))
        return str(self.translate(text))

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        raw = self.get_starttag_text() or ""
        quiet = bool(self.skipping) or dict(attrs).get("translate") == "no"

        def attr(m: re.Match[str]) -> str:
            value = unescape(m.group(2))
            if quiet or not wanted(value):
                return m.group(0)
            said = self._say(value)
            return m.group(0) if said == value else f'{m.group(1)}="{escape(said)}"'

        self.out.append(_ATTR.sub(attr, raw))
        if tag in _VOID or raw.endswith("/>"):
            return
        if quiet or tag in _SKIP:
            self.skipping.append(tag)

    def handle_startendtag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.handle_starttag(tag, attrs)

    def handle_endtag(self, tag: str) -> None:
        if self.skipping and self.skipping[-1] == tag:
            self.skipping.pop()
        self.out.append(f"</{tag}>")

    def handle_data(self, data: str) -> None:
        if self.skipping or not wanted(data):
            self.out.append(data if self.skipping and self.skipping[-1] in {"script", "style"} else escape(data, False))
            return
        lead = data[: len(data) - len(data.lstrip())]
        trail = data[len(data.rstrip()) :]
        words = _words(data)
        said = self._say(words)
        self.out.append(escape(data, False) if said == words else lead + escape(said, False) + trail)

    def handle_comment(self, data: str) -> None:
        self.out.append(f"<!--{data}-->")

    def handle_decl(self, decl: str) -> None:
        self.out.append(f"<!{decl}>")


def page_words(html: str) -> list[tuple[int, str]]:
    """Every text of a page to translate, with its line (for the extraction)."""
    walker = _Walker(lambda s: s)
    walker.feed(html)
    walker.close()
    return walker.found


def extract_html(
    fileobj: Any, keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, str, list[str]]]:
    """Babel's extractor for the static pages (babel.cfg: ``[html: ...]``)."""
    html = fileobj.read().decode("utf-8")
    for line, text in page_words(html):
        yield line, "", text, []


def translate_html(html: str, lang: str) -> str:
    """The page in ``lang``: its words, ``<html lang>``, the language switch and the catalog."""
    walker = _Walker(lambda s: i18n.gettext(s, lang))
    walker.feed(html)
    walker.close()
    return page_chrome("".join(walker.out), lang)


def page_chrome(out: str, lang: str) -> str:
    """A page already in ``lang``, with ``<html lang>``, the catalog for its scripts and the switch."""
    out = re.sub(r'<html lang="[^"]*"', f'<html lang="{lang}"', out, count=1)
    catalog = json.dumps(i18n.js_catalog(lang), ensure_ascii=False).replace("</", "<\\/")
    out = out.replace("</head>", f'<script type="application/json" id="tt-i18n">{catalog}</script>\n</head>', 1)
    return re.sub(
        r"(<header class=\"top\"[^>]*>.*?)(</header>)",
        lambda m: m.group(1) + switch(lang) + m.group(2),
        out,
        count=1,
        flags=re.S,
    )


def switch(lang: str) -> str:
    """The header's EN / PT / ES switch (common.js sets the cookie and reloads)."""
    links = "".join(
        f'<button type="button" class="lang-choice" data-lang="{code}" lang="{code}" title="{escape(name)}"'
        f' aria-pressed="{"true" if code == lang else "false"}">{code.upper()}</button>'
        for code, name in i18n.LANGUAGES.items()
    )
    return (
        f'<span class="lang-switch" role="group" aria-label="{escape(i18n.gettext("language", lang))}">{links}</span>'
    )


@lru_cache(maxsize=64)
def static_page(name: str, lang: str) -> str:
    """A static page translated, once per process and language."""
    from .app import STATIC

    return translate_html(STATIC.joinpath(name).read_text(encoding="utf-8"), lang)


def request_language(scope: Scope) -> str:
    """The language of a request: its ``tt_lang`` cookie, else its Accept-Language, else English."""
    headers = dict(scope.get("headers") or [])
    cookie = None
    for part in headers.get(b"cookie", b"").decode("latin-1").split(";"):
        key, _, value = part.strip().partition("=")
        if key == COOKIE:
            cookie = value
    return i18n.negotiate(cookie, headers.get(b"accept-language", b"").decode("latin-1"))


class Language:
    """Sets the request's language for everything that answers it (pages, refusals, sockets)."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        token = i18n.set_language(request_language(scope))
        try:
            await self.app(scope, receive, send)
        finally:
            i18n.reset_language(token)
