"""One line of a decklist: its count, card name, crypt columns and comment, read in linear time.

The lines read are the ones krcg's deck parser reads (krcg 4.19, ``krcg/parser.py``): a count
before the name ("3x", "3", "x3", "-3x" aside), or after it ("Name x3", "Name (3)", "Name: 3");
the archive's crypt columns after a vampire ("7 AUS DOM THA  prince  Tremere:6"); a trait that
decorates a name ("Carlton Van Wyk (Hunter)"); and a trailing comment ("-- note", "// note",
"[note]", "(note)"). The reading is krcg's, and the vocabulary (discipline codes, clans, titles,
traits, heading words) is krcg's data, kept in the tables below; the splitter is our own.

It departs from krcg's grammar where that one is wrong (tests/games/vtes/test_deckline.py names
each case): "4xGovern the Unaligned" (VDB's JOL export) is 4 copies; "-3x Deflection" has the
count -3, for the reader to refuse; a sect ("Camarilla Prince:4") may stand in the crypt columns;
a "card" glued to a word stays in the name ("Dominate: Skillcard x3"); and what krcg reads as a
trait or a count after the name is also given with the name (:attr:`LineParts.whole`), so that
"Lord Tremere" and "Pier 13" can still be read as names.

Why it is linear. krcg's grammar is one regular expression whose lazy name, optional parts and
repeated alternatives can split a run of digits or spaces in many ways: on a hostile line it
backtracks for minutes (82 s for 299 characters). Here the name is still the shortest start of
the line after which the rest reads as columns, count, trait and comment, but whether the rest
reads from a place is worked out once per place, from the right, never by trying again:

- the line is cut once into whitespace-separated tokens;
- one backward pass over the tokens tells, per token, whether a comment, a trait, or a count
  (with what may follow it) reads from there to the end; each token is looked at a fixed number
  of times, by loops over its characters that never go back;
- the crypt columns are one backward pass over the characters, each position trying the fixed
  set of column words that start with its letter, then one forward pass to find where they end;
- a heading is one forward pass, each position trying the fixed set of heading words.

So the work is a constant per character, and no regular expression is used at all.
"""

from __future__ import annotations

import bisect
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass

from unidecode import unidecode

# -------------------------------------------------------------------------------- vocabulary

#: Discipline codes (and "none") that may open and fill a crypt line's columns.
DISCIPLINE_CODES = (
    "-none-", "none", "abo", "ani", "aus", "cel", "chi", "dai", "def", "dem", "dom", "for", "inn",
    "jud", "mar", "mel", "myt", "nec", "obe", "obf", "obl", "obt", "pot", "pre", "pro", "qui", "red",
    "san", "ser", "spi", "tem", "tha", "thn", "val", "ven", "vic", "vin", "vis", "viz",
)  # fmt: skip
#: Titles; "vote(s)" follows the number of a titled vampire's votes.
TITLES = (
    "primogen", "prince", "justicar", "inner circle", "imperator", "bishop", "archbishop",
    "cardinal", "regent", "priscus", "baron", "magaji", "kholo", "vote", "votes",
)  # fmt: skip
#: Clans as the crypt columns name them (and krcg's older names).
CLANS = (
    "none", "osebo", "lasombra", "tremere", "harbinger of skulls", "blood brother", "toreador",
    "giovanni", "hecata", "ahrimane", "akunanse", "brujah", "assamite", "banu haqim", "ministry",
    "follower of set", "brujah antitribu", "guruhi", "toreador antitribu", "tzimisce", "malkavian",
    "gangrel", "gangrel antitribu", "daughter of cacophony", "salubri antitribu", "samedi", "baali",
    "ravnos", "kiasyd", "nagaraja", "pander", "ventrue antitribu", "nosferatu antitribu",
    "malkavian antitribu", "tremere antitribu", "ishtarri", "nosferatu", "ventrue", "gargoyle",
    "salubri", "avenger", "true brujah", "visionary", "defender", "caitiff", "abomination",
    "martyr", "innocent", "judge", "redeemer",
)  # fmt: skip
#: Paths of enlightenment, by their first word.
PATHS = ("caine", "cathari", "death", "power")
#: Sects, which some lists put before the title ("Camarilla Prince:4"); krcg's grammar has none.
SECTS = ("camarilla", "sabbat", "anarch", "independent", "laibon")
#: Traits written after a name only behind punctuation or two spaces ("Name (Mage)").
PUNCTUATED_TRAITS = (
    "defense", "fligh", "gargoyle", "innocence", "judgment", "martyrdom", "pander", "presence",
    "valeren", "vengeance", "vision", "mage", "mummy", "bane mummy", "wraith", "hunter",
    "giovanni", "goblin", "changeling", "tiger's claws",
)  # fmt: skip
#: Traits written after a name with a space alone ("Name Tremere", "Name animalism").
NAKED_TRAITS = (
    "trifle", "abomination", "ahrimane", "akunanse", "assamite", "baali", "blood brother",
    "brujah", "brujah antitribu", "caitiff", "daughter of cacophony", "follower of set", "gangrel",
    "gangrel antitribu", "guruhi", "harbinger of skulls", "ishtarri", "kiasyd", "lasombra",
    "malkavian", "malkavian antitribu", "nagaraja", "nosferatu", "nosferatu antitribu", "osebo",
    "ravnos", "salubri", "salubri antitribu", "samedi", "toreador", "toreador antitribu",
    "tremere", "tremere antitribu", "true brujah", "tzimisce", "ventrue", "ventrue antitribu",
    "abombwe", "animalism", "auspex", "celerity", "chimerstry", "daimoinon", "dementation",
    "dominate", "fortitude", "maleficia", "melpominee", "mytherceria", "necromancy", "obeah",
    "obfuscate", "obtenebration", "potence", "protean", "quietus", "sanguinus", "serpentis",
    "spiritus", "striga", "temporis", "thanatosis", "thaumaturgy", "vicissitude", "visceratika",
)  # fmt: skip
#: Card names that end in parentheses ("Ohoyo Hopoksia (Bastet)"): not a comment.
PARENTHESISED_NAMES = ("bastet", "endless night", "olaf holte")
#: Words of a section or card-type heading ("Action Modifier (12)"), each also with an "s".
HEADINGS = (
    "actin", "action", "acton", "average", "burn option", "capacity", "card", "combat", "comment",
    "conviction", "convinction", "crypt", "deck", "description", "disciplineless", "combo",
    "double", "equip", "equipament", "equipment", "equiptment", "equpment", "event", "librairie",
    "library", "master", "minion", "misc", "miscellaneous", "mixed", "mod", "modifier",
    "multitype", "non-skilled", "other", "politcal", "politic", "political", "power", "reaction",
    "rection", "retainer", "skill-less", "total", "trifle", "vote", "and",
)  # fmt: skip
#: Heading words only at the start of a heading (so that "Political Ally" is no heading).
FIRST_HEADINGS = ("allies", "ally")
#: Words after a heading's words ("Master (11; 5 trifle)", "Crypt (12 cards, min=16, ...)").
HEADING_TAIL_WORDS = (
    "card", "cards", "carta", "cars", "total", "min", "max", "avg", "master", "masters", "minion",
    "minions", "trifle", "trifles",
)  # fmt: skip
HEADING_TAIL_CHARS = frozenset("0123456789:;.()[]/-=,")
HEADING_LEAD_CHARS = frozenset("0123456789/-_")

#: Marks of a count before the name ("x3", "*3", "x 3 Name"); a line may open with "-" and "*".
_COUNT_MARKS = frozenset("x*")
_LEAD_MARKS = frozenset("*_")
#: What may stand between a name and a count after it: "Name (3)", "Name: 3", "Name, 3".
_SEP_CHARS = frozenset("([:,")
_SEP_WORDS = ("cards", "card", "total")
_SEP_OPENINGS = (*_SEP_CHARS, *_SEP_WORDS)
#: What may follow a count after the name: "(3)", "[3 cards]", "x3 (trifle)".
_TRAIL_CHARS = frozenset("()[]:,0123456789")
_TRAIL_WORDS = ("cards", "card", "total", "trifles", "trifle")
#: Ordinal and cost endings, and "Pier 13, Port of Baltimore": a number so followed is no count.
_NOT_A_COUNT = ("st", "nd", "rd", "th", "b", "p")
_ORDINALS = ("st", "nd", "rd", "th")
#: A line comment's mark: dashes, slashes (then stars), or stars.
_COMMENT_MARKS = frozenset("-/*")
_TRAIT_OPEN = frozenset("-([/*")
_TRAIT_CLOSE = frozenset(")]/*")
#: "Channel 10" would otherwise read as 10 copies of "Channel".
_CHANNEL_10 = "channel 10"


def _by_first_letter(words: Iterable[str]) -> dict[str, tuple[str, ...]]:
    index: dict[str, list[str]] = {}
    for word in dict.fromkeys(words):
        index.setdefault(word[0], []).append(word)
    return {first: tuple(found) for first, found in index.items()}


_COLUMN_WORDS = _by_first_letter((*DISCIPLINE_CODES, *TITLES, *CLANS, *PATHS, *SECTS, "any", "g*"))
_HEADING_WORDS = _by_first_letter(HEADINGS)
_FIRST_HEADING_WORDS = _by_first_letter((*HEADINGS, *FIRST_HEADINGS))
_HEADING_TAIL_INDEX = _by_first_letter(HEADING_TAIL_WORDS)
_TRAITS = tuple((trait, True) for trait in PUNCTUATED_TRAITS) + tuple((trait, False) for trait in NAKED_TRAITS)
_FIRST_COLUMNS = frozenset(DISCIPLINE_CODES)


# ------------------------------------------------------------------------------------ results


@dataclass(frozen=True, slots=True)
class LineParts:
    """What one deck line holds; None where the line has nothing.

    ``count`` comes before the name (or after it, ``count_after``); it is negative for "-3x".
    ``crypt_tail`` is the archive's crypt columns, ``comment`` the text of a trailing comment.
    ``whole`` is the name with the trait or number read after it ("Lord Tremere", read as "Lord"
    and the clan; "Pier 13", read as "Pier" and 13 copies): a reader tries it as a name first,
    and then takes only the count written before it.
    """

    name: str
    count: int | None
    count_after: bool
    crypt_tail: str | None
    comment: str | None
    whole: str | None = None


def normalize(line: str) -> str:
    """The line as it is read: ASCII, lower case, no stray spaces inside brackets or before ":"."""
    return unidecode(_tidy(line)).lower().strip()


def _tidy(line: str) -> str:
    return line.rstrip().replace(" :", ":").replace("( ", "(").replace(" )", ")")


def split_line(line: str) -> LineParts | None:
    """Count, name, crypt columns, trait and comment of a deck line, or None for a blank line.

    The name comes from the line as written when its ASCII form kept its length (so a message
    can quote it as written), from the ASCII form otherwise.
    """
    plain = normalize(line)
    if not plain:
        return None
    text = _tidy(line).strip()
    source = text if len(text) == len(plain) else plain
    head = _read_head(plain, source)
    found = _Tail(plain, head.name_start, head.count is not None).read()
    start, end = found.name
    post = found.post_count
    count = -head.count if head.count is not None and head.negative else head.count
    whole = found.whole(len(plain))
    return LineParts(
        name=source[start:end].strip(),
        count=count if count is not None else post,
        count_after=head.count is None and post is not None,
        crypt_tail=found.crypt_tail,
        comment=found.comment,
        whole=source[whole[0] : whole[1]].strip() if whole else None,
    )


def is_header(line: str) -> bool:
    """A section or card-type heading such as ``Master (19; 3 trifle)`` or ``Library [77 cards]``."""
    return _is_heading(normalize(line))


# -------------------------------------------------------------------------- before the name


@dataclass(frozen=True, slots=True)
class _Head:
    count: int | None
    negative: bool
    name_start: int


def _skip(text: str, at: int, chars: frozenset[str] | str) -> int:
    while at < len(text) and text[at] in chars:
        at += 1
    return at


def _skip_space(text: str, at: int) -> int:
    while at < len(text) and text[at].isspace():
        at += 1
    return at


def _punctuation(text: str, at: int) -> tuple[int, bool]:
    """Past the decoration around a leading count: spaces, one dash, an "x " mark, stars; and a dash?"""
    at = _skip_space(text, at)
    dash = text.startswith("-", at)
    at += dash
    marks = _skip(text, at, "x")
    if at < marks < len(text) and text[marks].isspace():
        at = marks + 1
    at = _skip(text, at, _LEAD_MARKS)
    return _skip_space(text, at), dash


def _read_head(text: str, cased: str) -> _Head:
    """The count before the name, if any, and where the name starts (``cased``: the line as written)."""
    start, dash = _punctuation(text, 0)
    digits = _skip(text, start, _COUNT_MARKS)
    end = _skip(text, digits, "0123456789")
    # Two digits at most ("419 Operation" is a name), and no ordinal ("2nd Tradition").
    if 1 <= end - digits <= 2 and not text.startswith(_ORDINALS, end):
        name_start, _ = _punctuation(text, end)
        if name_start == end and cased.startswith("x", end) and text[end + 1 : end + 2].isalnum():
            name_start = end + 1  # "4xGovern the Unaligned": VDB writes no space after the "x"
        if end < len(text):
            negative = dash and digits == start and text[digits - 1] == "-"  # "-3x", not "- 3x"
            # "3 -": nothing is left for a name but the decoration, whose last character is taken
            return _Head(int(text[digits:end]), negative, min(name_start, len(text) - 1))
    name_start, _ = _punctuation(text, start)
    if name_start >= len(text):
        name_start = len(text) - 1  # a line of decoration only: its last character is its name
    return _Head(None, False, name_start)


# --------------------------------------------------------------------------- after the name


@dataclass(slots=True)
class _Found:
    name: tuple[int, int]
    post_count: int | None = None
    crypt_tail: str | None = None
    comment: str | None = None
    comment_at: int | None = None
    trait: bool = False

    def whole(self, size: int) -> tuple[int, int] | None:
        """The name with the trait or count read after it, up to a comment: it may be a name too."""
        if self.crypt_tail is not None or (self.post_count is None and not self.trait):
            return None
        return self.name[0], size if self.comment_at is None else self.comment_at


class _Tail:
    """What follows the name: the crypt columns, a count, a trait, a comment, in that order.

    The name is the shortest start of the line after which the rest reads as those parts (as
    in krcg's grammar); where several readings fit, the earlier part takes the text. Each
    ``_*_from`` table says, per token, whether the rest of the line reads from that token on.
    """

    def __init__(self, text: str, start: int, ante: bool) -> None:
        self.text = text
        self.ante = ante
        self.starts: list[int] = []
        self.ends: list[int] = []
        at = start
        while at < len(text):
            end = at
            while end < len(text) and not text[end].isspace():
                end += 1
            self.starts.append(at)
            self.ends.append(end)
            at = _skip_space(text, end)
        self.size = len(self.starts)
        self.trailing = _trailing(text)
        # a bracketed comment runs to the line's last character and holds no other closing bracket
        self.inner_close = {close: text.rfind(close, 0, len(text) - 1) for close in ")]"}
        self.comment_from = [self._comment_at(i) for i in range(self.size)] + [False]
        self.trait_spaces = self._traits()
        self.trait_from = [self._spaces_before(i) >= need > 0 for i, need in enumerate(self.trait_spaces)]
        self.last_from = [i == self.size or self.trait_from[i] or self.comment_from[i] for i in range(self.size + 1)]
        self.trail_from = self._trails()
        self.post_from = self._posts()
        self.rest_from = [self.post_from[i] or self.last_from[i] for i in range(self.size + 1)]
        self.columns_enter, self.columns_fit = self._columns() if ante else ([], [])

    def token(self, i: int) -> str:
        return self.text[self.starts[i] : self.ends[i]]

    # -- comments and traits: only at the end of the line
    def _comment_at(self, i: int) -> bool:
        text, at = self.text, self.starts[i]
        first = text[at]
        if first in _COMMENT_MARKS:
            return at + 1 < len(text)
        close = {"(": ")", "[": "]"}.get(first)
        if close is None or not text.endswith(close) or at + 1 >= len(text) - 1:
            return False
        if first == "(" and text.startswith(PARENTHESISED_NAMES, at + 1):
            return False
        return self.inner_close[close] < at

    def _spaces_before(self, i: int) -> int:
        return self.starts[i] - self.ends[i - 1] if 0 < i < self.size else 0

    def _traits(self) -> list[int]:
        """Per token, the spaces a trait ("Tremere", "(Hunter)", "-- Tiger's Claws") from it to the end needs
        before it (0: none runs from it). A punctuated trait needs two characters of space or
        punctuation before its word, a naked one a space.
        """
        found = [0] * (self.size + 1)
        text = self.text
        end = len(text)
        while end > 0 and (text[end - 1] in _TRAIT_CLOSE or text[end - 1].isspace()):
            end -= 1
        for trait, punctuated in _TRAITS:
            word = end - len(trait)
            if word < 0 or not text.startswith(trait, word) or (word and not _trait_gap(text[word - 1])):
                continue
            gap = word
            while gap > 0 and _trait_gap(text[gap - 1]):
                gap -= 1
            for i in range(1, self.size):
                if gap <= self.starts[i] <= word:
                    need = max(1, 2 - (word - self.starts[i])) if punctuated else 1
                    found[i] = min(found[i] or need, need)
        return found

    # -- a count after the name
    def _trails(self) -> list[bool]:
        found = list(self.last_from)
        for i in range(self.size - 1, -1, -1):
            found[i] = found[i] or (self.trailing[self.starts[i]] and found[i + 1])
        return found

    def _posts(self) -> list[bool]:
        found = [False] * (self.size + 1)
        for i in range(self.size - 1, -1, -1):
            token = self.token(i)
            found[i] = (
                self._count_in(i, 0) is not None
                or self._mark_then_count(i) is not None
                or (_made_of(token, _SEP_CHARS, _SEP_WORDS) and found[i + 1])
            )
        return found

    def _count_in(self, i: int, offset: int) -> int | None:
        """The count of "(3)", "x3", ":3" starting ``offset`` characters into token i, if the rest fits."""
        text, end = self.text, self.ends[i]
        at = _skip_made_of(text, self.starts[i] + offset, end, _SEP_CHARS, _SEP_WORDS)
        return self._digits(i, _skip_mark(text, at))

    def _mark_then_count(self, i: int) -> int | None:
        """The count of "x 3", "- 3", "= 3": a mark alone, then the number as the next token."""
        token = self.token(i).lstrip("([:,")
        if not token or i + 1 >= self.size or token.strip(token[0]) or token[0] not in "x*=/-":
            return None
        return self._digits(i + 1, self.starts[i + 1])

    def _digits(self, i: int, at: int) -> int | None:
        """A count of one or two digits at ``at`` in token i, followed by what may follow a count."""
        text = self.text
        stop = _skip(text, at, "0123456789")
        if not 1 <= stop - at <= 2 or not _count_may_end(text, stop):
            return None
        return int(text[at:stop]) if self.trailing[stop] and self.trail_from[i + 1] else None

    def _count_inside(self, i: int, at: int) -> tuple[int | None, int] | None:
        """A count after the name that opens inside token i, at a separator ("Deflection(2)").

        (the count, the token after it); the count is None when it is in the tokens after
        ("Deflection: 3"), for ``_post`` to read.
        """
        text, end = self.text, self.ends[i]
        mark = _skip_made_of(text, at, end, _SEP_CHARS, _SEP_WORDS)
        marked = _skip_mark(text, mark)
        if marked < end:
            count = self._digits(i, marked)
            return None if count is None else (count, i + 1)
        if mark == end:
            return (None, i + 1) if self.post_from[i + 1] else None
        count = self._digits(i + 1, self.starts[i + 1]) if i + 1 < self.size else None
        return None if count is None else (count, i + 2)

    def _separator_runs(self, i: int) -> Iterable[int]:
        """Where the runs of separators inside token i start (a count reads the same from anywhere in one)."""
        text, start = self.text, self.starts[i]
        for at in range(start + 1, self.ends[i]):
            if text[at] in _SEP_CHARS and (text[at - 1] not in _SEP_CHARS or at == start + 1):
                yield at

    def _glued(self, i: int) -> _Found | None:
        """A count glued to a name ("Deflection(2)", "Deflection: 3"): the reading, name cut at the separator."""
        for at in self._separator_runs(i):
            inside = self._count_inside(i, at)
            if inside is not None:
                found = _Found((self.starts[0], at), post_count=inside[0])
                return self._after_count(found, inside[1]) if inside[0] is not None else self._post(found, inside[1])
        return None

    # -- the crypt columns, after a count before the name
    def _columns(self) -> tuple[list[bool], list[bool]]:
        """Per character: may the rest of the line start there, and may crypt columns then the rest?

        The rest starts in the spaces before a token it reads from (it opens with a space), at a
        token that opens with a separator ("(2)"), or at the end of the line.
        """
        text, size = self.text, len(self.text)
        enters = [False] * (size + 1)
        fits = [False] * (size + 1)
        enters[size] = fits[size] = True
        glued = {at: i for i in range(self.size) for at in self._separator_runs(i)}
        following = self.size
        for at in range(size - 1, -1, -1):
            if text[at].isspace():
                enters[at] = self._rest_after_spaces(
                    following, self.starts[following] - at if following < self.size else 1
                )
            elif following > 0 and self.starts[following - 1] == at:
                following -= 1
                enters[at] = self.post_from[following] and text.startswith(_SEP_OPENINGS, at)
            elif at in glued:  # "Tremere:6, x2": a count may open inside the columns' last token
                enters[at] = self._count_inside(glued[at], at) is not None
            fits[at] = enters[at] or any(fits[at + length] for length in _column_words_at(text, at))
        return enters, fits

    def _rest_after_spaces(self, i: int, spaces: int) -> bool:
        """Whether the rest of the line reads from token i with that many spaces before it."""
        if i >= self.size or self.post_from[i] or self.comment_from[i]:
            return True
        return spaces >= self.trait_spaces[i] > 0

    def _columns_from(self, i: int) -> bool:
        """Whether token i opens crypt columns: a capacity or a discipline, a space, columns, the rest."""
        if not self.ante or i + 1 >= self.size:
            return False
        token = self.token(i)
        opens = token in _FIRST_COLUMNS or (token.isdigit() and len(token) <= 2)
        return opens and self.columns_fit[self.ends[i] + 1]

    def _columns_end(self, i: int) -> int:
        """Where the crypt columns opened by token i end: as far as they reach with the rest fitting after."""
        text, size = self.text, len(self.text)
        reach = [False] * (size + 1)
        reach[self.ends[i] + 1] = True
        best = size
        for at in range(self.ends[i] + 1, size + 1):
            if reach[at]:
                if self.columns_enter[at]:
                    best = at
                for length in _column_words_at(text, at) if at < size else ():
                    reach[at + length] = True
        return best

    # -- the reading
    def read(self) -> _Found:
        start = self.starts[0]
        if self.text.startswith(_CHANNEL_10, start) and self._ends_token(start + len(_CHANNEL_10)):
            i = 2
            if self._columns_from(i) or self.rest_from[i]:
                return self._after((start, self.ends[i - 1]), i)
        for i in range(self.size):
            glued = self._glued(i)
            if glued is not None:
                return glued
            if i == self.size - 1 and self.text.endswith(",") and self.ends[i] - 1 > start:
                return _Found((start, self.ends[i] - 1))
            if self._columns_from(i + 1) or self.rest_from[i + 1]:
                return self._after((start, self.ends[i]), i + 1)
        return _Found((start, len(self.text)))  # unreachable: the whole line is always a name

    def _token_from(self, at: int) -> int:
        """The first token that starts at or after a position."""
        return bisect.bisect_left(self.starts, at)

    def _ends_token(self, at: int) -> bool:
        return at == len(self.text) or self.text[at].isspace()

    def _after(self, name: tuple[int, int], i: int) -> _Found:
        """The parts from token i on, in priority order: columns, count, trait, comment."""
        found = _Found(name)
        if self._columns_from(i):
            end = self._columns_end(i)
            found.crypt_tail = self.text[self.starts[i] : end].rstrip()
            i = self._token_from(end)
            inside = self._count_inside(i - 1, end) if i > 0 and end < self.ends[i - 1] else None
            if inside is not None:  # "Tremere:6, x2": the count opens inside the columns' last token
                found.post_count = inside[0]
                return self._after_count(found, inside[1]) if inside[0] is not None else self._post(found, inside[1])
        if i < self.size and self.post_from[i]:
            if found.crypt_tail is None:
                found.name = (name[0], _strip_separators(self.text, name[0], name[1]))
            return self._post(found, i)
        return self._last(found, i)

    def _post(self, found: _Found, i: int) -> _Found:
        while (count := self._count_in(i, 0)) is None:
            mark = self._mark_then_count(i)
            if mark is not None:
                found.post_count = mark
                return self._after_count(found, i + 2)
            i += 1
        found.post_count = count
        return self._after_count(found, i + 1)

    def _after_count(self, found: _Found, i: int) -> _Found:
        """After a count: what may follow it, as much as fits, then a trait or a comment."""
        last = i if self.last_from[i] else self.size
        while i < self.size and self.trailing[self.starts[i]]:
            i += 1
            if self.last_from[i]:
                last = i
        return self._last(found, last)

    def _last(self, found: _Found, i: int) -> _Found:
        if i >= self.size:
            return found
        if self.trait_from[i]:
            found.trait = True
        elif self.comment_from[i]:
            found.comment = self._comment_text(i)
            found.comment_at = self.starts[i]
        return found

    def _comment_text(self, i: int) -> str:
        text, at = self.text, self.starts[i]
        if text[at] in "([":
            inner = text[at + 1 : -1]
            return inner if text[at] == "(" else (inner.rstrip() or inner[:1])
        mark = _skip(text, at + 1, text[at])
        if text[at] == "/":
            mark = _skip(text, mark, "*")
        body = text[_skip_space(text, mark) :]
        if not body:
            return text[mark - 1]
        return body.rstrip("-/* \t\n\r\f\v") or body[:1]


def _trait_gap(char: str) -> bool:
    return char in _TRAIT_OPEN or char.isspace()


def _strip_separators(text: str, start: int, end: int) -> int:
    """The end of a name once the "(", ":" or "," that opens a count after it is left out."""
    while end - 1 > start and text[end - 1] in _SEP_CHARS:
        end -= 1
    return end


def _trailing(text: str) -> list[bool]:
    """Per character, whether the rest of its token may follow a count ("(3)", "cards)")."""
    fits = [True] * (len(text) + 1)
    for at in range(len(text) - 1, -1, -1):
        char = text[at]
        if char in _TRAIL_CHARS:
            fits[at] = fits[at + 1]
        elif not char.isspace():
            fits[at] = any(text.startswith(w, at) and fits[at + len(w)] for w in _TRAIL_WORDS)
    return fits


def _skip_mark(text: str, at: int) -> int:
    """Past the mark of a count after the name: "x", "*", "=" or "/", repeated."""
    for mark in "x*=/":
        if text.startswith(mark, at):
            return _skip(text, at, mark)
    return at


def _count_may_end(text: str, at: int) -> bool:
    """Whether a number ending at ``at`` may be a count: not "2nd", "13, Port", "2b", "3 4"."""
    if text.startswith(_NOT_A_COUNT, at):
        return False
    if any(text[at + k : at + k + 1].isdigit() for k in (0, 1)):
        return False
    return not (text.startswith("port", at + 1) or text.startswith("port", at + 2))


def _made_of(token: str, chars: frozenset[str], words: tuple[str, ...]) -> bool:
    """Whether a token is made of these characters and words only."""
    return _skip_made_of(token, 0, len(token), chars, words) == len(token)


def _skip_made_of(text: str, at: int, end: int, chars: frozenset[str], words: tuple[str, ...]) -> int:
    """Past the characters and words at ``at`` (the words longest first: no word is another plus a letter)."""
    while at < end:
        if text[at] in chars:
            at += 1
            continue
        word = next((w for w in words if text.startswith(w, at, end)), None)
        if word is None:
            return at
        at += len(word)
    return at


def _column_words_at(text: str, at: int) -> list[int]:
    """The lengths of the crypt-column items that start at ``at``: a word, a space, ":", "g6", a digit."""
    char = text[at]
    if char.isspace() or char == ":" or char.isdigit():
        return [1]
    lengths = [len(w) for w in _COLUMN_WORDS.get(char, ()) if text.startswith(w, at)]
    if char == "g" and text[at + 1 : at + 2].isdigit():
        lengths.append(1)
    return lengths


# ---------------------------------------------------------------------------------- headings


def _is_heading(text: str) -> bool:
    """Whether the line is heading words, then numbers and punctuation ("Crypt (12 cards, min=16)").

    One forward pass: per character, which places of a heading can be reached there (before the
    first word, just after a word, between words, in the tail), each trying a fixed set of words.
    """
    size = len(text)
    lead, word, between, tail = ([False] * (size + 1) for _ in range(4))
    lead[0] = True
    for at in range(size + 1):
        if word[at]:
            between[at] = tail[at] = True
        if at == size:
            break
        char = text[at]
        if lead[at]:
            lead[at + 1] |= char in HEADING_LEAD_CHARS or char.isspace()
            _heading_words(text, at, _FIRST_HEADING_WORDS, word)
        if between[at]:
            between[at + 1] |= char in "/-" or char.isspace()
            _heading_words(text, at, _HEADING_WORDS, word)
        if tail[at]:
            tail[at + 1] |= char in HEADING_TAIL_CHARS or char.isspace()
            for found in _HEADING_TAIL_INDEX.get(char, ()):
                if text.startswith(found, at):
                    tail[at + len(found)] = True
    return tail[size]


def _heading_words(text: str, at: int, index: dict[str, tuple[str, ...]], reached: list[bool]) -> None:
    """Marks the ends of the heading words (each with or without a plural "s") that start at ``at``."""
    for found in index.get(text[at], ()):
        if text.startswith(found, at):
            end = at + len(found)
            reached[end] = True
            if text.startswith("s", end):
                reached[end + 1] = True


# ---------------------------------------------------------------------------------- messages

#: Characters shown escaped when a line is quoted: controls, format marks (bidi), separators.
_HIDDEN = frozenset({"Cc", "Cf", "Cs", "Co", "Cn", "Zl", "Zp"})


def shown(text: str, limit: int = 80) -> str:
    """A line as a message may quote it: control and format characters escaped, at most ``limit`` long."""
    pieces: list[str] = []
    size = 0
    for char in text:
        piece = char.encode("unicode_escape").decode("ascii") if unicodedata.category(char) in _HIDDEN else char
        if size + len(piece) > limit - 1:
            return "".join(pieces) + "…"
        pieces.append(piece)
        size += len(piece)
    return "".join(pieces)
