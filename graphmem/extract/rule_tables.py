"""The trained model's two rule-based components, answered from tables instead of run token by token.

A trained spaCy pipeline ends its neural part with two components written in Python:

- `attribute_ruler` sets part of speech, morphology and a few lemmas from a couple of hundred token
  patterns ("the tag is VBZ and the word is 'gets'"). It runs spaCy's general `Matcher` over every doc,
  about a sixth of the English model's whole time on chat messages.
- `lemmatizer` (rule mode) looks each word up in suffix rules. It caches its answers, but not those for
  base forms (a singular noun, an infinitive), which are most words, so those are worked out each time.

What both write to a token depends only on a few of the token's own attributes (and, for the ruler's few
two-word patterns, its neighbour's). So `AttributeTable` compiles the ruler's own patterns into predicates
and keeps, for each combination of attributes seen, the rules that hold and what they set together;
`LemmaTable` keeps every lemma by the key the lemmatizer itself caches on (word, part of speech,
morphology). Neither holds data of its own: both are built from the loaded model's components, so they
follow the model, and they write exactly what those components write (the unit tests compare the two on
every labelled sentence). A pattern shape the table cannot express (operators, other attributes) leaves
the model's own component in place; `install` says which were replaced.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Any, cast

from spacy.attrs import IDS, LEMMA, MORPH, ORTH, POS
from spacy.language import Language
from spacy.pipeline import AttributeRuler, Lemmatizer
from spacy.strings import get_string_id
from spacy.tokens import Doc
from spacy.tokens._retokenize import set_token_attrs

ATTRIBUTE_TABLE = "graphmem_attribute_table"
LEMMA_TABLE = "graphmem_lemma_table"

# The token attributes a pattern may test: each is read for all tokens at once with `Doc.to_array`, which
# gives the values spaCy's `Matcher` compares (hashes of strings; 0 or 1 for flags).
_READABLE = {name: IDS[name] for name in ("ORTH", "LOWER", "TAG", "POS", "DEP", "LEMMA", "IS_SPACE")}
_READABLE["TEXT"] = ORTH
# attributes valued by the word itself: most words are named by no pattern (see `AttributeTable.words`)
_WORD_ATTRS = frozenset({ORTH, IDS["LOWER"], IDS["LEMMA"]})
# a word named by no pattern and matched by no regular expression of its attribute: every test sees it alike
_UNNAMED = -1
# the lemmatizer modes whose answer depends on nothing but the word, its part of speech and its morphology
_PURE_MODES = ("rule", "lookup")


class UnsupportedPattern(ValueError):
    """A ruler pattern the table cannot express; the model's own ruler stays."""


@dataclass(frozen=True)
class _Test:
    """One attribute test of one pattern token: equals, IN, NOT_IN or REGEX, as the `Matcher` reads them."""

    column: int  # which attribute, as a column of the doc's array
    op: str
    value: Any  # a hash, a set of hashes, or a compiled regular expression

    def holds(self, values: tuple[int, ...], doc: Doc) -> bool:
        got = values[self.column]
        if got == _UNNAMED:  # no hash: equal to nothing, in no set, and matching no regular expression
            return self.op == "NOT_IN"
        if self.op == "==":
            return bool(got == self.value)
        if self.op == "IN":
            return got in self.value
        if self.op == "NOT_IN":
            return got not in self.value
        return self.value.search(doc.vocab.strings[got]) is not None


@dataclass(frozen=True)
class _Rule:
    """One ruler entry: its patterns (each a fixed run of tokens) and which token of a match it sets."""

    order: int  # the entry's place in the ruler: later entries win where two set the same attribute
    patterns: tuple[tuple[tuple[_Test, ...], ...], ...]
    target: int  # the index into a match of the token that gets the attributes (never negative)
    attrs: dict[int, Any]  # the ruler's own normalized attributes, written with spaCy's `set_token_attrs`


@dataclass(frozen=True)
class _Seen:
    """What the single-token rules do to a token with one combination of attribute values, worked out once."""

    orders: tuple[int, ...]  # the single-token rules that hold, in order
    attrs: dict[int, Any]  # what they set together
    starts: frozenset[tuple[int, int]]  # (multi-token pattern, position) slots the token fills


class AttributeTable:
    """The model's `attribute_ruler`, answered from its patterns compiled into per-token tables."""

    def __init__(self, ruler: AttributeRuler) -> None:
        columns: dict[int, int] = {}
        rules: list[_Rule] = []
        for order, entry in enumerate(ruler.patterns):
            patterns = tuple(_compile(pattern, columns) for pattern in cast(list[Any], entry["patterns"]))
            lengths = {len(pattern) for pattern in patterns}
            index = int(cast(int, entry.get("index", 0)))
            if any(not -length <= index < length for length in lengths):
                raise UnsupportedPattern(f"entry {order}: index {index} outside its pattern")
            # a negative index counts from the end of its own pattern, so it differs between lengths
            if index < 0 and len(lengths) > 1:
                raise UnsupportedPattern(f"entry {order}: negative index on patterns of several lengths")
            target = index if index >= 0 else index + lengths.pop()
            rules.append(_Rule(order, patterns, target, ruler.attrs[order]))
        self.attr_ids: list[int | str] = list(columns)  # in column order: a dict keeps insertion order
        self.rules = rules
        self.single = [(rule, pattern[0]) for rule in rules for pattern in rule.patterns if len(pattern) == 1]
        # (rule, tests per position) of the few patterns longer than one token ("gon na", "let 's")
        self.multi = [(rule, pattern) for rule in rules for pattern in rule.patterns if len(pattern) > 1]
        # each token of those longer patterns: (pattern number, position, tests)
        self.slots = [
            (number, position, tests)
            for number, (_, pattern) in enumerate(self.multi)
            for position, tests in enumerate(pattern)
        ]
        # a new combination of values is tested only against the patterns whose equality tests it can pass
        self.single_by_value, self.single_always = _by_value(tests for _, tests in self.single)
        self.slots_by_value, self.slots_always = _by_value(tests for _, _, tests in self.slots)
        self.seen: dict[tuple[int, ...], _Seen] = {}
        # Word-valued columns (the lowered word, say): a word no pattern names is read as `_UNNAMED`, so that
        # "pizza" and "sushi" with the same tag and dependency share one entry of `seen`. Per column: the
        # values its tests name, the regular expressions that test it, and what each word seen was read as.
        tests = [test for rule in rules for pattern in rule.patterns for token in pattern for test in token]
        self.words: dict[int, tuple[frozenset[int], list[re.Pattern[str]], dict[int, int]]] = {
            column: (
                frozenset(
                    value
                    for test in tests
                    if test.column == column and test.op != "REGEX"
                    for value in (test.value if isinstance(test.value, frozenset) else (test.value,))
                ),
                [test.value for test in tests if test.column == column and test.op == "REGEX"],
                {},
            )
            for column, attr in enumerate(self.attr_ids)
            if attr in _WORD_ATTRS
        }

    def forget_lookups(self) -> None:
        """Forget the combinations of values seen (see `Extractor.forget_lookups`)."""
        self.seen.clear()
        for _, _, read in self.words.values():
            read.clear()

    def __call__(self, doc: Doc) -> Doc:
        if not len(doc) or not self.rules:
            return doc
        values = doc.to_array(self.attr_ids)  # one row per token; a flat array when one attribute is read
        rows = values.tolist() if values.ndim == 2 else [[value] for value in values.tolist()]
        strings = doc.vocab.strings
        for column, (named, regexes, read) in self.words.items():
            for row in rows:
                word = row[column]
                as_read = read.get(word)
                if as_read is None:
                    text = strings[word]
                    as_read = word if word in named or any(r.search(text) for r in regexes) else _UNNAMED
                    read[word] = as_read
                row[column] = as_read
        keys = [tuple(row) for row in rows]
        seen = self.seen
        entries = [seen.get(key) or self._learn(key, doc) for key in keys]
        extra = self._multi_token_matches(entries) if self.multi else {}
        for i, entry in enumerate(entries):
            attrs = entry.attrs
            if i in extra:
                attrs = {}
                for order in sorted(set(entry.orders) | extra[i]):
                    attrs.update(self.rules[order].attrs)
            if attrs:
                set_token_attrs(doc[i], attrs)
        return doc

    def _learn(self, key: tuple[int, ...], doc: Doc) -> _Seen:
        orders: list[int] = []
        attrs: dict[int, Any] = {}
        for number in _candidates(key, self.single_by_value, self.single_always):
            rule, tests = self.single[number]
            if (not orders or orders[-1] != rule.order) and all(test.holds(key, doc) for test in tests):
                orders.append(rule.order)
                attrs.update(rule.attrs)
        starts = frozenset(
            self.slots[number][:2]
            for number in _candidates(key, self.slots_by_value, self.slots_always)
            if all(test.holds(key, doc) for test in self.slots[number][2])
        )
        entry = _Seen(tuple(orders), attrs, starts)
        self.seen[key] = entry
        return entry

    def _multi_token_matches(self, entries: list[_Seen]) -> dict[int, set[int]]:
        """The rules that longer patterns add, by the index of the token they set."""
        extra: dict[int, set[int]] = {}
        for start, entry in enumerate(entries):
            for number, position in entry.starts:
                if position:
                    continue
                rule, pattern = self.multi[number]
                end = start + len(pattern)
                if end <= len(entries) and all(
                    (number, offset) in entries[start + offset].starts for offset in range(1, len(pattern))
                ):
                    extra.setdefault(start + rule.target, set()).add(rule.order)
        return extra


def _by_value(
    patterns: Iterable[tuple[_Test, ...]],
) -> tuple[dict[tuple[int, int], list[int]], list[int]]:
    """The patterns (by number) filed under the (column, value) of their first equality test, and those
    without one."""
    by_value: dict[tuple[int, int], list[int]] = {}
    always: list[int] = []
    for number, tests in enumerate(patterns):
        equal = next((test for test in tests if test.op == "=="), None)
        if equal is None:
            always.append(number)
        else:
            by_value.setdefault((equal.column, equal.value), []).append(number)
    return by_value, always


def _candidates(
    key: tuple[int, ...], by_value: dict[tuple[int, int], list[int]], always: list[int]
) -> list[int]:
    """The numbers of the patterns a token with these values may match, in order."""
    found = list(always)
    for column, value in enumerate(key):
        found.extend(by_value.get((column, value), ()))
    return sorted(found)


def _compile(pattern: list[dict[str, Any]], columns: dict[int, int]) -> tuple[tuple[_Test, ...], ...]:
    """One ruler pattern as tests per token; `columns` gathers the attributes read (attribute id → column)."""
    if not pattern:
        raise UnsupportedPattern("empty pattern")
    compiled = []
    for token in pattern:
        tests = []
        for name, wanted in token.items():
            attr = _READABLE.get(name)
            if attr is None:
                raise UnsupportedPattern(f"token attribute {name!r}")
            column = columns.setdefault(attr, len(columns))
            tests.append(_test(column, wanted))
        compiled.append(tuple(tests))
    return tuple(compiled)


def _test(column: int, wanted: Any) -> _Test:
    if isinstance(wanted, bool):
        return _Test(column, "==", int(wanted))
    if isinstance(wanted, str | int):
        return _Test(column, "==", get_string_id(wanted))
    if isinstance(wanted, dict) and len(wanted) == 1:
        ((op, argument),) = wanted.items()
        if op in ("IN", "NOT_IN") and isinstance(argument, list):
            return _Test(column, op, frozenset(_value(item) for item in argument))
        if op == "REGEX" and isinstance(argument, str):
            return _Test(column, op, re.compile(argument))
    raise UnsupportedPattern(f"predicate {wanted!r}")


def _value(item: Any) -> int:
    return int(item) if isinstance(item, bool) else get_string_id(item)


class LemmaTable:
    """The model's lemmatizer with every answer kept (base forms too), by the key its own cache uses."""

    def __init__(self, lemmatizer: Lemmatizer) -> None:
        self.lemmatizer = lemmatizer
        self.lemmas: dict[tuple[int, int, int], int] = {}  # (word, part of speech, morphology) → lemma
        # the rule lemmatizer asks whether each candidate form is in its index of known words, a list (57,000
        # nouns in English) scanned from the start on every question; it only ever asks for membership, so
        # the same lists as sets give the same answers at once
        index = lemmatizer.lookups.get_table("lemma_index") if "lemma_index" in lemmatizer.lookups else {}
        for pos, words in list(index.items()):
            if isinstance(words, list):
                index[pos] = frozenset(words)

    def forget_lookups(self) -> None:
        """Forget the lemmas kept (see `Extractor.forget_lookups`)."""
        self.lemmas.clear()

    def __call__(self, doc: Doc) -> Doc:
        lemmatizer = self.lemmatizer
        lemmas = self.lemmas
        strings = doc.vocab.strings
        for i, (orth, pos, morph, lemma) in enumerate(doc.to_array([ORTH, POS, MORPH, LEMMA]).tolist()):
            if lemma and not lemmatizer.overwrite:
                continue  # set by the attribute rules, as the model's lemmatizer leaves it
            token = doc[i]
            found = lemmas.get((orth, pos, morph))
            if found is None:
                found = strings.add(lemmatizer.lemmatize(token)[0])
                if pos:  # without a part of speech the lemmatizer warns each time; let it
                    lemmas[(orth, pos, morph)] = found
            token.lemma = found
        return doc


@Language.factory(ATTRIBUTE_TABLE, default_config={"source": "attribute_ruler"})
def make_attribute_table(nlp: Language, name: str, source: str) -> AttributeTable:
    ruler = nlp.get_pipe(source)
    if not isinstance(ruler, AttributeRuler):
        raise UnsupportedPattern(f"{source!r} is no attribute ruler")
    return AttributeTable(ruler)


@Language.factory(LEMMA_TABLE, default_config={"source": "lemmatizer"})
def make_lemma_table(nlp: Language, name: str, source: str) -> LemmaTable:
    lemmatizer = nlp.get_pipe(source)
    if not isinstance(lemmatizer, Lemmatizer) or lemmatizer.mode not in _PURE_MODES:
        raise UnsupportedPattern(f"{source!r} is no rule or lookup lemmatizer")
    required, _ = lemmatizer.get_lookups_config(lemmatizer.mode)
    if any(table not in lemmatizer.lookups for table in required):
        raise UnsupportedPattern(f"{source!r} lacks its tables")  # its own call raises the clear error
    return LemmaTable(lemmatizer)


def install(nlp: Language) -> list[str]:
    """Puts the tables in place of the model's `attribute_ruler` and `lemmatizer` where they can stand in;
    returns the names of the components replaced."""
    replaced = []
    for source, factory in (("attribute_ruler", ATTRIBUTE_TABLE), ("lemmatizer", LEMMA_TABLE)):
        if source not in nlp.pipe_names:
            continue
        try:
            nlp.add_pipe(factory, after=source, config={"source": source})
        except UnsupportedPattern:
            continue
        nlp.remove_pipe(source)
        replaced.append(source)
    return replaced


__all__ = [
    "ATTRIBUTE_TABLE",
    "LEMMA_TABLE",
    "AttributeTable",
    "LemmaTable",
    "UnsupportedPattern",
    "install",
]
