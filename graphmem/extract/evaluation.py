"""Scoring extraction against labelled sentences, in the format of the shared evaluation set.

A labelled line is `{"id", "lang", "text", "expect": [...], "allow_extra"?, "forbid_text"?}`; each
expectation may name `kind` (a list), `polarity`, `subject_any`, `value_any` (alternatives of tokens that
must all appear in "key value"), `temporary`, `entity_tag_any` and `entity_tag_none`. The project's own
labelled sets are scored with this in the tests; the shared scorer stays the judge of record.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from typing import Any

Row = dict[str, Any]
Predicted = dict[str, Any]


def tag_strings(memory: Predicted) -> list[str]:
    """Context tags and every descriptive field of the memory's entities, lower-cased."""
    out = [str(t).lower() for t in memory.get("context_tags") or []]
    for entity in memory.get("entities") or []:
        for key in ("type", "disambiguation", "tags", "id"):
            value = entity.get(key)
            if isinstance(value, list):
                out += [str(v).lower() for v in value]
            elif value:
                out.append(str(value).lower())
    return out


def matches(expect: Row, memory: Predicted) -> bool:
    """Whether one extracted memory (as JSON) satisfies one expectation."""
    if expect.get("kind") and memory["kind"] not in expect["kind"]:
        return False
    if expect.get("polarity") and memory["polarity"] != expect["polarity"]:
        return False
    if expect.get("subject_any"):
        who = f"{memory['subject']} {memory['key']}".lower()
        if not any(s.lower() in who for s in expect["subject_any"]):
            return False
    text = f"{memory['key']} {memory['value']}".lower()
    alternatives = expect.get("value_any")
    if alternatives and not any(all(t.lower() in text for t in alt) for alt in alternatives):
        return False
    if expect.get("temporary") and not memory.get("valid_until"):
        return False
    tags = tag_strings(memory)
    if expect.get("entity_tag_any") and not any(t in s for t in expect["entity_tag_any"] for s in tags):
        return False
    unwanted = expect.get("entity_tag_none")
    return not (unwanted and any(t in s for t in unwanted for s in tags))


def brief(memories: Sequence[Predicted]) -> list[str]:
    return [f"{m['kind']}/{m['subject']}/{m['key']}={m['value']}({m['polarity']})" for m in memories]


def score(rows: Sequence[Row], predictions: Sequence[Sequence[Predicted]]) -> dict[str, Any]:
    """Precision, recall and F1 over all expectations, the chatter false-memory count, PII leaks, and a
    readable line for every miss, extra memory and leak."""
    hits = gold = extracted = chatter = chatter_fp = leaks = 0
    failures: list[str] = []
    for row, memories in zip(rows, predictions, strict=True):
        used: set[int] = set()
        row_hits = 0
        for expect in row["expect"]:
            for index, memory in enumerate(memories):
                if index not in used and matches(expect, memory):
                    used.add(index)
                    row_hits += 1
                    break
            else:
                failures.append(f"{row['id']} {row['text']!r}: missed {expect}; got {brief(memories)}")
        false_positives = max(0, len(memories) - len(used) - row.get("allow_extra", 0))
        if false_positives:
            failures.append(f"{row['id']} {row['text']!r}: {false_positives} extra; got {brief(memories)}")
        if not row["expect"] and not row.get("allow_extra"):
            chatter += 1
            chatter_fp += bool(memories)
        dumped = json.dumps(list(memories), ensure_ascii=False).lower()
        for secret in row.get("forbid_text", []):
            if secret.lower() in dumped:
                leaks += 1
                failures.append(f"{row['id']}: leaked {secret!r}")
        gold += len(row["expect"])
        hits += row_hits
        extracted += row_hits + false_positives
    precision = hits / extracted if extracted else 0.0
    recall = hits / gold if gold else 0.0
    f1 = 2 * precision * recall / (precision + recall) if precision + recall else 0.0
    return {"f1": f1, "precision": precision, "recall": recall, "chatter": chatter,
            "chatter_fp": chatter_fp, "leaks": leaks, "failures": failures}
