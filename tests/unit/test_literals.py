"""The literal prefilter may only ever skip patterns that cannot match."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphmem.extract.literals import LiteralIndex, required_literals
from graphmem.extract.zh import grammar

DATA = Path(__file__).resolve().parents[1] / "data" / "extraction_zh.jsonl"


@pytest.mark.parametrize(
    ("pattern", "expected"),
    [
        ("过敏", {"过敏"}),
        ("(?:喜欢|爱吃)了?", {"喜欢", "爱吃"}),
        ("对(?P<thing>.+?)过敏", {"过敏"}),  # the longer necessary word wins
        ("[猫狗]毛", {"毛"}),  # a class then a literal run: the run is kept
        ("(?:很|非常)?讨厌", {"讨厌"}),
        ("a|b?", None),  # one way through needs nothing
        ("(?i)apple", None),  # case-blind: `in` would filter wrongly
        (r"\d+岁", {"岁"}),
        ("(?:最)?爱", {"爱"}),
    ],
)
def test_required_literals(pattern: str, expected: set[str] | None) -> None:
    found = required_literals(pattern)
    assert (set(found) if found is not None else None) == expected


def test_index_never_skips_a_matching_trigger() -> None:
    g = grammar()
    index = LiteralIndex.build([required_literals(t.regex.pattern) for t in g.triggers])
    lines = DATA.read_text(encoding="utf-8").splitlines()
    texts = [json.loads(line)["text"] for line in lines if line.strip()]
    skipped_total = 0
    for text in texts:
        candidates = index.candidates(text)
        for number, trigger in enumerate(g.triggers):
            if number not in candidates:
                skipped_total += 1
                assert trigger.regex.search(text) is None, (trigger.id, text)
    assert skipped_total > len(texts) * len(g.triggers) // 2  # and it does skip most of them


def test_index_keeps_patterns_without_words() -> None:
    index = LiteralIndex.build([frozenset({"喜欢"}), None, frozenset({"过敏", "不耐"})])
    assert index.candidates("今天天气不错") == {1}
    assert index.candidates("我喜欢猫") == {0, 1}
    assert index.candidates("乳糖不耐") == {1, 2}
