"""Capitals put back into an all-lowercase English message before the model reads it.

Many people type everything in lower case ("i'm allergic to shellfish and my wife sarah hates mushrooms").
The small English model leans on capitals: without them it tags "i" as a noun, misses "sarah" as a name and
"nairobi" as a town, and the grammar's readers, which ask for a subject "I" or a proper noun, find nothing.
This module writes the capitals a careful typist would have written, on a copy of the same length (only the
case of letters changes, so every character offset still points at the user's text):

- the pronoun "i" ("i'm", "i've") and the first letter of each sentence;
- weekday and month names ("may", "march" and "august" only after a date word or beside a number),
  nationalities and languages ("i'm brazilian", "i speak portuguese");
- words the lexicon knows only as proper names (a concept whose canonical name carries a capital, when no
  concept of an everyday sense shares the word: "nairobi"/"lisbon" are not in the lexicon, "apple" and "java"
  stay as written because a fruit and a coffee share them);
- a first name where the sentence says it is one: after "my name is", "name's", "call me", "go by",
  "named", after a relative or a colleague ("my wife sofia is …"), and after "i'm" when the word is no
  English word at all ("i'm tomasz, …"); also an unknown word after a place preposition ("to coachella").

Only a message with no upper-case letter at all is touched (`needs_truecase`, one pass in C), so a message
typed with normal capitals pays for nothing but that test and is read exactly as before.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from graphmem.pii import PLACEHOLDERS

if TYPE_CHECKING:
    from spacy.language import Language

    from graphmem.concepts import Lexicon

_WORD = re.compile(r"[^\W\d_]+")
_SENTENCE_END = re.compile(r"[.!?]\s|\n")
_OPENING = re.compile(r"[\s\"'“‘(\[*•-]*")
# an address, a handle or a link: written as the user wrote it ("jo.reyes@proton.me" is no sentence end)
_ADDRESS = re.compile(r"\S*(?:@|://|www\.)\S*|\S+\.(?:com|org|net|io|me|dev|edu)\b\S*")
_PLACEHOLDERS = tuple(PLACEHOLDERS.values())

WEEKDAYS = frozenset(
    [
        "monday",
        "tuesday",
        "wednesday",
        "thursday",
        "friday",
        "saturday",
        "sunday",
        "mondays",
        "tuesdays",
        "wednesdays",
        "thursdays",
        "fridays",
        "saturdays",
        "sundays",
    ]
)
MONTHS = frozenset(
    ["january", "february", "april", "june", "july", "september", "october", "november", "december"]
)
# nationalities and languages, written with a capital in English ("i'm brazilian", "i speak polish"); a word
# with an everyday sense besides ("china", "turkey", "polish" the verb) is the name only after "i'm"/"speak"
DEMONYMS = frozenset(
    [
        "american",
        "british",
        "english",
        "canadian",
        "mexican",
        "brazilian",
        "argentinian",
        "chilean",
        "colombian",
        "peruvian",
        "cuban",
        "spanish",
        "portuguese",
        "french",
        "german",
        "italian",
        "dutch",
        "belgian",
        "swiss",
        "austrian",
        "swedish",
        "norwegian",
        "danish",
        "finnish",
        "icelandic",
        "irish",
        "scottish",
        "welsh",
        "greek",
        "russian",
        "ukrainian",
        "romanian",
        "hungarian",
        "czech",
        "croatian",
        "serbian",
        "turkish",
        "egyptian",
        "moroccan",
        "nigerian",
        "kenyan",
        "ethiopian",
        "ghanaian",
        "israeli",
        "lebanese",
        "iranian",
        "persian",
        "arabic",
        "indian",
        "pakistani",
        "bangladeshi",
        "nepali",
        "chinese",
        "mandarin",
        "cantonese",
        "japanese",
        "korean",
        "vietnamese",
        "thai",
        "filipino",
        "indonesian",
        "malaysian",
        "singaporean",
        "australian",
        "hindi",
        "urdu",
        "bengali",
        "tamil",
        "swahili",
        "hebrew",
        "latin",
    ]
)
DEMONYM_LEADS = frozenset(["m", "am", "speak", "speaks", "learning", "learn", "fluent", "native", "is"])
# month names that are also everyday words ("you may", "a march"): a month only beside a date
AMBIGUOUS_MONTHS = frozenset(["may", "march", "august"])
DATE_LEADS = frozenset(
    [
        "in",
        "since",
        "until",
        "till",
        "by",
        "early",
        "late",
        "mid",
        "next",
        "last",
        "of",
        "before",
        "after",
        "through",
        "from",
        "around",
        "end",
        "start",
        "beginning",
        "during",
    ]
)
DETERMINERS = frozenset(
    [
        "a",
        "an",
        "the",
        "my",
        "your",
        "his",
        "her",
        "its",
        "our",
        "their",
        "this",
        "that",
        "these",
        "those",
        "some",
        "any",
        "every",
        "each",
        "no",
        "one",
        "all",
        "new",
        "old",
        "big",
        "small",
        "open",
        "s",
    ]
)
# words after which the next word is said to be a name
NAME_CUES: tuple[tuple[str, ...], ...] = (
    ("name", "is"),
    ("name", "s"),
    ("names", "is"),
    ("call", "me"),
    ("calls", "me"),
    ("called", "me"),
    ("go", "by"),
    ("goes", "by"),
    ("going", "by"),
    ("named",),
    ("called",),
)
SELF_INTRO_CUES: tuple[tuple[str, ...], ...] = (("i", "m"), ("i", "am"), ("this", "is"))
# "in" is left out: "i work in fintech", "in ur area" name fields and slang as often as towns
PLACE_PREPS = frozenset(["to", "from", "at", "near", "outside", "visiting", "visit"])
# kinds of concept whose name stays a name even when an everyday word spells it ("nice", "reading" as towns
# are no concern of the lexicon, but "python", "office" and "windows" are snakes, rooms and panes as often)
NAME_TYPES = frozenset(["place", "artist", "cuisine"])
# time and degree words that are nouns to the word list but never a name after "my wife …"
NOT_NAMES = frozenset(
    [
        "today",
        "tonight",
        "yesterday",
        "tomorrow",
        "now",
        "too",
        "also",
        "lately",
        "recently",
        "always",
        "never",
        "usually",
        "still",
        "again",
        "though",
        "honestly",
        "literally",
        "basically",
        "definitely",
    ]
)


def needs_truecase(text: str) -> bool:
    """A message with letters and no capital anywhere (PII placeholders aside)."""
    if text.islower():
        return True
    if "[" not in text:
        return False
    for placeholder in _PLACEHOLDERS:
        text = text.replace(placeholder, "")
    return text.islower()


@dataclass(frozen=True)
class Truecaser:
    """What `truecased` needs to know: the proper names of the lexicon, the model's English word list (a word
    not in it is no everyday word), its verbs, adjectives and adverbs (never a first name), stop words and
    the role words after which a name follows."""

    proper_names: Mapping[tuple[str, ...], tuple[str, ...]]
    product_names: Mapping[tuple[str, ...], tuple[str, ...]]
    common_phrases: frozenset[tuple[str, ...]]
    known_words: frozenset[str]
    non_name_words: frozenset[str]
    stop_words: frozenset[str]
    roles: frozenset[str]
    lexicon_words: frozenset[str]
    _longest: int = field(init=False, default=1)

    def __post_init__(self) -> None:
        longest = max((len(key) for key in (*self.proper_names, *self.common_phrases)), default=1)
        object.__setattr__(self, "_longest", longest)

    def could_be_name(self, word: str, named: bool = False) -> bool:
        """A word that may be a first name after a cue: no stop word, no verb, adjective or adverb, and
        unless the sentence says it is a name (`named`), no role and no word of the lexicon."""
        return (
            len(word) > 1
            and word not in self.stop_words
            and word not in NOT_NAMES
            and (named or (word not in self.roles and word not in self.lexicon_words))
            and not self._is_non_name(word)
        )

    def unknown(self, word: str) -> bool:
        """A word the English word list does not know at all (a foreign first name, a festival)."""
        return len(word) > 3 and self.could_be_name(word) and not self._known(word)

    def _known(self, word: str) -> bool:
        return any(form in self.known_words for form in _base_forms(word))

    def _is_non_name(self, word: str) -> bool:
        return any(form in self.non_name_words for form in _base_forms(word))


def _base_forms(word: str) -> Iterable[str]:
    """The word and the base forms its regular endings may come from ("runs", "loved", "hiking")."""
    yield word
    for ending, replacements in (
        ("ies", ("y",)),
        ("es", ("", "e")),
        ("s", ("",)),
        ("ed", ("", "e")),
        ("ing", ("", "e")),
    ):
        if word.endswith(ending) and len(word) > len(ending) + 2:
            stem = word[: -len(ending)]
            for replacement in replacements:
                yield stem + replacement
            if ending in ("ed", "ing") and len(stem) > 2 and stem[-1] == stem[-2]:
                yield stem[:-1]


def build_truecaser(
    proper_aliases: Iterable[tuple[str, str, str]],
    common_aliases: Iterable[str],
    known_words: Iterable[str],
    non_name_words: Iterable[str],
    stop_words: Iterable[str],
    roles: Iterable[str],
) -> Truecaser:
    """`proper_aliases`: (alias, canonical name, type) of lexicon concepts named with a capital;
    `common_aliases`: aliases of every other concept (a word shared with an everyday sense is never
    capitalised, nor a name inside a longer everyday phrase: "ball python")."""
    common = {alias.lower() for alias in common_aliases}
    known = frozenset(known_words)
    proper: dict[tuple[str, ...], tuple[str, ...]] = {}
    products: dict[tuple[str, ...], tuple[str, ...]] = {}
    for alias, name, kind in proper_aliases:
        alias = alias.lower()
        words = tuple(_WORD.findall(alias))
        # an alias with a digit ("formula 1", "model 3") is matched by its letters alone: never a name then
        if not words or alias in common or any(char.isdigit() for char in alias):
            continue
        named = {word.lower() for word in _WORD.findall(name)}
        everyday = [any(form in known for form in _base_forms(word)) for word in words]
        # an everyday word the name does not hold is a kind, not the name ("guesthouse" → Airbnb)
        if all(everyday) and not named.intersection(words):
            continue
        cased = _cased(words, name, known)
        if len(words) == 1 and everyday[0] and kind not in NAME_TYPES:
            # a product named by an everyday word ("windows", "office", "python") is that word after an
            # article or a possessive ("the windows", "my office"), the name elsewhere ("i use windows")
            products[words] = cased
        else:
            proper[words] = cased
    phrases = {tuple(_WORD.findall(alias)) for alias in common}
    lexicon_words = frozenset(word for alias in common for word in _WORD.findall(alias))
    return Truecaser(
        proper_names=proper,
        product_names=products,
        common_phrases=frozenset(phrase for phrase in phrases if len(phrase) > 1),
        known_words=known,
        non_name_words=frozenset(non_name_words),
        stop_words=frozenset(stop_words),
        # the head word of each role ("best friend" → friend), never a word before it ("in-laws" → laws)
        roles=frozenset(_WORD.findall(role.lower())[-1] for role in roles if _WORD.search(role)),
        lexicon_words=lexicon_words,
    )


def _cased(words: tuple[str, ...], name: str, known: frozenset[str]) -> tuple[str, ...]:
    """How each word of an alias is written: as in the canonical name when the name holds it ("iPhone",
    "MacBook"), an initialism of up to three letters in capitals ("nyc"); another word of a longer alias
    with a capital only when it is no everyday word ("abu dhabi", but "sichuan food", "apple gear")."""
    in_name = {word.lower(): word for word in _WORD.findall(name)}
    out = []
    for word in words:
        if word in in_name:
            out.append(in_name[word])
        elif len(words) == 1 and len(word) <= 3:
            out.append(word.upper())
        elif len(words) == 1 or word not in known:
            out.append(word[:1].upper() + word[1:])
        else:
            out.append(word)
    return tuple(out)


def truecased(text: str, casing: Truecaser) -> str:
    """`text` with its capitals restored when it has none (`needs_truecase`); otherwise `text` itself."""
    if not needs_truecase(text):
        return text
    spans = [(m.start(), m.end()) for m in _WORD.finditer(text)]
    words = [text[start:end] for start, end in spans]
    chars = list(text)

    def write(index: int, cased: str) -> None:
        start, end = spans[index]
        if len(cased) == end - start:
            chars[start:end] = cased

    def capital(index: int) -> None:
        write(index, words[index][:1].upper() + words[index][1:])

    def gap(index: int) -> str:
        """The characters between word `index - 1` and word `index`."""
        start = spans[index - 1][1] if index > 0 else 0
        return text[start : spans[index][0]]

    def follows(index: int, cue: tuple[str, ...]) -> bool:
        if index < len(cue):
            return False
        return all(words[index - len(cue) + k] == cue[k] for k in range(len(cue))) and all(
            _SENTENCE_END.search(gap(index - k)) is None for k in range(len(cue))
        )

    addresses = [m.span() for m in _ADDRESS.finditer(text)]
    i = 0
    while i < len(words):
        word = words[i]
        if any(start <= spans[i][0] < end for start, end in addresses):
            i += 1
            continue
        # a sentence's first word, never a word after a number or a comma ("32, married, two kids")
        if (i == 0 and _OPENING.fullmatch(gap(0))) or (
            _SENTENCE_END.search(gap(i)) and not _abbreviation(text, spans, i)
        ):
            capital(i)
        if word == "i" and re.match(r"\.\w", text[spans[i][1] : spans[i][1] + 2]) is None:
            write(i, "I")  # the pronoun, never the "i" of "i.e."
        matched = _proper_name_at(words, i, casing)
        if matched is not None:
            if matched != tuple(words[i : i + len(matched)]):  # an everyday phrase is left as it is
                for k, cased in enumerate(matched):
                    write(i + k, cased)
            i += len(matched)
            continue
        if (
            word in DEMONYMS
            or (word == "polish" and i > 0 and words[i - 1] in DEMONYM_LEADS)
            or word in WEEKDAYS
            or word in MONTHS
            or (word in AMBIGUOUS_MONTHS and _dated(text, words, spans, i))
        ):
            capital(i)
        elif _named_here(words, i, casing, follows, text[spans[i][1] : spans[i][1] + 1]):
            capital(i)
            # a surname after the first name: a word no word list knows ("priya shah"), or a noun that ends
            # the phrase ("my name is hannah schmidt and …"; "my wife sofia loves …" keeps its verb)
            if i + 1 < len(words) and gap(i + 1) == " " and casing.could_be_name(words[i + 1]):
                after = text[spans[i + 1][1] :]
                if casing.unknown(words[i + 1]) or re.match(r"\s*(?:[,.!?;)]|$|and\b|but\b)", after):
                    capital(i + 1)
                    i += 1
        i += 1
    return "".join(chars)


def _abbreviation(text: str, spans: list[tuple[int, int]], i: int) -> bool:
    """ "i.e. two weeks", "at 9 a.m. tomorrow": the dot after a one-letter word that follows a dot."""
    if i == 0:
        return False
    start, end = spans[i - 1]
    return end - start == 1 and text.startswith(".", end) and start > 0 and text[start - 1] == "."


def _proper_name_at(words: list[str], i: int, casing: Truecaser) -> tuple[str, ...] | None:
    """The longest lexicon phrase at word `i`: a name's words as written, an everyday phrase as they are."""
    for length in range(min(casing._longest, len(words) - i), 0, -1):
        key = tuple(words[i : i + length])
        cased = casing.proper_names.get(key)
        if cased is not None:
            return cased
        if key in casing.common_phrases:
            return key
    cased = casing.product_names.get((words[i],))
    if cased is not None and (i == 0 or words[i - 1] not in DETERMINERS):
        return cased
    return None


def _dated(text: str, words: list[str], spans: list[tuple[int, int]], i: int) -> bool:
    """ "in may", "may 3rd", "the 3rd of may": an ambiguous month said as a date."""
    start, end = spans[i]
    if re.match(r"\s*\d", text[end:]) or re.search(r"\d(?:st|nd|rd|th)?\s*$", text[:start]):
        return True
    return (
        i > 0
        and words[i - 1] in DATE_LEADS
        and not re.match(r"\s+(?:be|have|not|i|you|we|they)\b", text[end:])
    )


def _named_here(words: list[str], i: int, casing: Truecaser, follows: object, after: str) -> bool:
    """Whether the sentence says that word `i` is a name (see the module docstring)."""
    assert callable(follows)
    word = words[i]
    if any(follows(i, cue) for cue in NAME_CUES):
        # said to be a name: a word of the lexicon too ("his name is noodle"), never a verb or an adverb
        return casing.could_be_name(word, named=True)
    if not casing.could_be_name(word):
        return False
    if any(follows(i, cue) for cue in SELF_INTRO_CUES):
        # "i'm tomasz", or a noun set off by a comma or followed by a surname ("i'm ana, a nurse",
        # "i'm tom becker"): "i'm tired," and "i'm home," are adjectives and adverbs, no names
        surname = i + 1 < len(words) and casing.unknown(words[i + 1])
        return casing.unknown(word) or after.startswith(",") or surname
    if i >= 3 and words[i - 1] == "is" and words[i - 2] in casing.roles and words[i - 3] == "my":
        # "my manager is priya": only a word no word list knows ("my manager is great" stays)
        return bool(follows(i, ("is",))) and casing.unknown(word)
    if i >= 2 and words[i - 1] in casing.roles and (words[i - 2] == "my" or words[i - 2] in casing.roles):
        return bool(follows(i, (words[i - 1],)))
    if i >= 3 and words[i - 1] in casing.roles and words[i - 3] == "my":
        # "my little brother ben", "my best friend kai"
        return bool(follows(i, (words[i - 2], words[i - 1])))
    return (
        i >= 1 and words[i - 1] in PLACE_PREPS and bool(follows(i, (words[i - 1],))) and casing.unknown(word)
    )


def truecaser_for(nlp: Language, lexicon: Lexicon, roles: Iterable[str]) -> Truecaser:
    """The truecaser of an English pipeline: word lists from its lemmatizer's tables (WordNet's index, which
    also holds many place names: those stay low unless the lexicon names them), names from the lexicon."""
    known: set[str] = set()
    non_names: set[str] = set()
    if "lemmatizer" in nlp.pipe_names:
        lookups = getattr(nlp.get_pipe("lemmatizer"), "lookups", None)
        if lookups is not None and "lemma_index" in lookups:
            index = lookups.get_table("lemma_index")
            for pos in ("noun", "verb", "adj", "adv"):
                words = set(index.get(pos, ()))
                known |= words
                if pos != "noun":
                    non_names |= words
        if lookups is not None and "lemma_exc" in lookups:
            exceptions = lookups.get_table("lemma_exc")
            for pos in ("verb", "adj", "adv"):
                non_names |= set(exceptions.get(pos, {}))
            known |= non_names
    proper: list[tuple[str, str, str]] = []
    common: list[str] = []
    for concept in lexicon.concepts():
        aliases = concept.aliases_en or concept.aliases
        if any(char.isupper() for char in concept.name):
            proper.extend((alias, concept.name, concept.type) for alias in aliases)
        else:
            common.extend(aliases)
    return build_truecaser(proper, common, known, non_names, nlp.Defaults.stop_words, roles)
