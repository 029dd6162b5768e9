"""Which patterns could match a text, decided from the literal words every match must contain.

The Chinese grammar is some eighty regular expressions; a clause matches one or two of them. Trying each
one on every clause costs more than segmenting the message. Most patterns cannot match without one of a few
literal words (过敏, 喜欢 | 爱吃 | 偏爱 …), so those words are worked out once from the pattern's syntax tree,
and a clause runs only the patterns whose words it contains. A pattern with no such words always runs.
"""

from __future__ import annotations

import importlib
import re
from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

# The syntax tree of a compiled pattern is only reachable through the parser module of `re` (named
# `re._parser` since 3.11). If it ever changes shape, every pattern is treated as "always run": slower, never
# wrong.
_parser: Any
_op: Any
try:
    _parser = importlib.import_module("re._parser")
    _op = importlib.import_module("re._constants")
except ImportError:  # pragma: no cover - present on every supported Python
    _parser = _op = None

_MAX_CLASS = 24  # a character class of more literals than this says little about the text
# an index of this many words or fewer tries each of them on the text: cheaper than the set of its characters
_FEW_WORDS = 8


def required_literals(pattern: str) -> frozenset[str] | None:
    """Words at least one of which occurs in any text `pattern` matches; None when no such set is known."""
    if _parser is None:
        return None
    try:
        tree = _parser.parse(pattern)
    except Exception:  # a pattern the parser cannot read is simply not filtered
        return None
    if tree.state.flags & _op.SRE_FLAG_IGNORECASE:
        return None  # `in` compares exactly; a case-blind pattern would be filtered wrongly
    try:
        return _sequence(list(tree))
    except Exception:  # an unfamiliar node: do not filter
        return None


def _sequence(items: Sequence[tuple[Any, Any]]) -> frozenset[str] | None:
    """Every candidate set in a sequence is necessary; keep the most selective one."""
    candidates: list[frozenset[str]] = []
    run: list[str] = []
    for op, arg in items:
        if op is _op.LITERAL:
            run.append(chr(arg))
            continue
        if run:
            candidates.append(frozenset({"".join(run)}))
            run = []
        found = _node(op, arg)
        if found:
            candidates.append(found)
    if run:
        candidates.append(frozenset({"".join(run)}))
    if not candidates:
        return None
    # the longest shortest word filters best; among equals, the fewest words
    return max(candidates, key=lambda words: (min(len(w) for w in words), -len(words)))


def _node(op: Any, arg: Any) -> frozenset[str] | None:
    if op is _op.SUBPATTERN:
        _group, add_flags, _del_flags, body = arg
        if add_flags & _op.SRE_FLAG_IGNORECASE:
            return None
        return _sequence(list(body))
    if op is _op.ATOMIC_GROUP:
        return _sequence(list(arg))
    if op is _op.BRANCH:
        branches = [_sequence(list(branch)) for branch in arg[1]]
        if any(branch is None for branch in branches):
            return None  # one way through needs no word at all
        return frozenset().union(*branches)  # type: ignore[arg-type]
    if op in (_op.MAX_REPEAT, _op.MIN_REPEAT, _op.POSSESSIVE_REPEAT):
        low, _high, body = arg
        return _sequence(list(body)) if low >= 1 else None
    if op is _op.IN:
        characters = [chr(value) for kind, value in arg if kind is _op.LITERAL]
        if len(characters) == len(arg) and len(characters) <= _MAX_CLASS:
            return frozenset(characters)
    return None  # anchors, look-arounds, classes, back-references: no word required


# an index whose words begin with this many characters or fewer (the English reverse predicates: some two
# dozen) finds them all in one pass of a pattern over the text; with many more (the Chinese triggers begin
# with hundreds), the regex engine would try each first character at every position, and the loop over the
# text's characters is cheaper
_SCAN_FIRST_CHARACTERS = 64


def _scanner(index: LiteralIndex) -> tuple[re.Pattern[str], dict[str, frozenset[int]]]:
    """A pattern finding, at every position of a text, the longest of `index`'s words said there, and for
    each word the patterns of all the words it begins with: the words said at one position are exactly the
    longest one and the words it begins with. Built once per index and kept on it."""
    kept = index.__dict__.get("_scanner")
    if kept is not None:
        return kept  # type: ignore[no-any-return]
    words = {word: indexes for group in index.by_first_character.values() for word, indexes in group}
    trie: dict[str, Any] = {}
    for word in words:
        node = trie
        for character in word:
            node = node.setdefault(character, {})
        node[""] = {}

    def alternatives(node: dict[str, Any]) -> str:
        # the longer words first, so that the engine keeps the longest word that ends on this path
        ways = [re.escape(character) + alternatives(rest) for character, rest in node.items() if character]
        if "" in node:
            ways.append("")
        return ways[0] if len(ways) == 1 else "(?:" + "|".join(ways) + ")"

    begun = {
        word: frozenset().union(*(words[start] for start in words if word.startswith(start)))
        for word in words
    }
    kept = (re.compile("(?=(" + alternatives(trie) + "))"), begun)
    index.__dict__["_scanner"] = kept  # the index is frozen; its dict keeps what is derived from it
    return kept


@dataclass(frozen=True)
class LiteralIndex:
    """Answers "which of these patterns could match this text?" from their required words."""

    always: frozenset[int]  # patterns with no required words
    by_first_character: dict[str, tuple[tuple[str, frozenset[int]], ...]]
    # every word, when there are `_FEW_WORDS` or fewer
    few: tuple[tuple[str, frozenset[int]], ...] | None = None

    @classmethod
    def build(cls, requirements: Sequence[frozenset[str] | None]) -> LiteralIndex:
        always = frozenset(i for i, words in enumerate(requirements) if not words)
        needs: dict[str, set[int]] = defaultdict(set)
        for index, words in enumerate(requirements):
            for word in words or ():
                needs[word].add(index)
        grouped: dict[str, list[tuple[str, frozenset[int]]]] = defaultdict(list)
        for word, indexes in needs.items():
            grouped[word[0]].append((word, frozenset(indexes)))
        few = tuple((word, frozenset(indexes)) for word, indexes in needs.items())
        return cls(
            always,
            {first: tuple(words) for first, words in grouped.items()},
            few if len(few) <= _FEW_WORDS else None,
        )

    def candidates(self, text: str) -> set[int]:
        """Indexes of the patterns that may match `text` (a superset of those that do)."""
        found = set(self.always)
        if self.few is not None:  # English fallback reverse predicates: one rule, one word
            for word, indexes in self.few:
                if word in text:
                    found |= indexes
            return found
        if len(self.by_first_character) <= _SCAN_FIRST_CHARACTERS:
            pattern, begun = _scanner(self)
            for word in set(pattern.findall(text)):
                found |= begun[word]
            return found
        for character in set(text):
            for word, indexes in self.by_first_character.get(character, ()):
                if word in text:
                    found |= indexes
        return found
