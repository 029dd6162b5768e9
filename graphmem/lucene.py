"""Fulltext queries for the `memory_text_owner` index, built from untrusted text.

A Lucene query is a small language of its own; user text goes into it only as escaped terms and quoted
phrases, never as syntax. Function words ("what", "the", 什么, 上次) are left out, so a question does not
match every memory's source sentence.
"""

from __future__ import annotations

import json
import re
from functools import cache
from pathlib import Path
from typing import Any

_WORDS_FILE = Path(__file__).resolve().parent / "recall_words.json"
_SPECIAL = re.compile(r'([+\-&|!(){}\[\]^"~*?:\\/])')
_LATIN = re.compile(r"[0-9a-z][0-9a-z'’]*")
_CJK_RUN = re.compile(r"[\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff]+")
_OPERATORS = frozenset({"and", "or", "not", "to"})


@cache
def recall_words() -> dict[str, Any]:
    """The data of `recall_words.json` (memory cues, stop words, key cues)."""
    data: dict[str, Any] = json.loads(_WORDS_FILE.read_text(encoding="utf-8"))
    return data


@cache
def _stopwords() -> tuple[frozenset[str], tuple[str, ...]]:
    words = recall_words()["stopwords"]
    # Chinese stop words are cut out of runs, longest first, so 上次 goes before 上.
    return frozenset(words["en"]), tuple(sorted(words["zh"], key=len, reverse=True))


def escape(term: str) -> str:
    """A term with every Lucene special character escaped; the operator words lower-cased (the analyzer
    lower-cases anyway), so that "AND" is searched for rather than obeyed."""
    if term.casefold() in _OPERATORS:
        term = term.casefold()
    return _SPECIAL.sub(r"\\\1", term)


def phrase(text: str) -> str:
    """A quoted Lucene phrase; quotes and backslashes inside are escaped."""
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def fulltext_terms(text: str) -> list[str]:
    """The content words of `text`: English words without stop words, Chinese runs without function words."""
    english_stop, chinese_stop = _stopwords()
    lowered = text.casefold()
    terms: list[str] = []
    for word in _LATIN.findall(lowered):
        word = word.replace("’", "'").strip("'")
        if len(word) > 1 and word not in english_stop and word not in _OPERATORS and word not in terms:
            terms.append(word)
    phrases = [w for w in chinese_stop if len(w) > 1]
    single = frozenset(w for w in chinese_stop if len(w) == 1)
    for run in _CJK_RUN.findall(lowered):
        for stop in phrases:
            run = run.replace(stop, " ")
        for piece in run.split():
            # Single-character function words only go at the edges: 过 in 过敏 is part of the word.
            while piece and piece[0] in single:
                piece = piece[1:]
            while piece and piece[-1] in single:
                piece = piece[:-1]
            if piece and piece not in terms:
                terms.append(piece)
    return terms


def owner_query(terms: list[str], *, tenant: str, user_id: str | None = None) -> str:
    """`+tenant:"t" [+user_id:"u"] +search_text:(w1 w2 …)`: any of the words, within the owner's memories.

    The owner clauses only narrow what Lucene returns (ids are tokenized by the analyzer); the Cypher that
    runs the query still compares tenant and user_id exactly.
    """
    if not terms:
        raise ValueError("owner_query needs at least one term")
    owner = f"+tenant:{phrase(tenant)}"
    if user_id is not None:
        owner += f" +user_id:{phrase(user_id)}"
    return owner + " +search_text:(" + " ".join(escape(t) for t in terms) + ")"
