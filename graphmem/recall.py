"""Recall: the memories a message is about, ranked and packed into a prompt-ready block.

Four ranked lists come back from one query (`recall_memories`), each over the user's memories in force:

- concept — memories about a concept the message names (lexicon mentions, resolved in the message's
  context, so "apple" in "apple pie recipe" is the fruit), ranked by weight;
- key — memories whose key a message word points at ("what am I allergic to" → allergy), by weight;
- neighbour — memories about an IS_A parent or child of a named concept (a message about hot pot finds
  "no spicy food"), by weight;
- text — fulltext hits on the owner-scoped `memory_text_owner` index (CJK analyzer: Chinese as bigrams,
  English as words), by Lucene score; hits below a third of the best hit's score are dropped as noise.

They are fused by reciprocal rank, score = Σ list_weight / (K + rank), and multiplied by the memory's
weight (`graphmem.weight`: confidence, mentions, decay). A memory must reach `RELEVANCE_FLOOR`, the score
of a first-ranked hit in one list at weight 0.25: below it nothing is returned, since "I don't remember"
is better than a wrong memory. The context block lists severe constraints first, then the rest by score,
and never exceeds the character budget.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from typing import TYPE_CHECKING, Any

from graphmem.check import describe
from graphmem.errors import InvalidInputError
from graphmem.lucene import fulltext_terms, owner_query, recall_words
from graphmem.models import Memory, Recall
from graphmem.relational import is_severe, memory_from_row, resolve_at

if TYPE_CHECKING:
    from graphmem.concepts import Lexicon
    from graphmem.store import Store

__all__ = [
    "RELEVANCE_FLOOR",
    "RRF_K",
    "fuse",
    "needs_memory",
    "pack_context",
    "recall",
]

RRF_K = 60
LIST_WEIGHTS: dict[str, float] = {"concept": 1.0, "text": 1.0, "key": 0.8, "neighbour": 0.5}
RELEVANCE_FLOOR = 0.25 / (RRF_K + 1)
TEXT_SCORE_SHARE = 1 / 3
"""A fulltext hit must score at least this share of the best hit to count."""
CONTEXT_HEADER = "What I remember about the user (most important first):"


@dataclass(frozen=True)
class Candidate:
    """A memory one of the lists found, with its rank evidence."""

    memory: Memory
    source: str
    text_score: float = 0.0


def rank_lists(found: Sequence[Candidate]) -> dict[str, list[str]]:
    """Each source's memory ids, best first: text by Lucene score, the others by weight (pure)."""
    best_text = max((c.text_score for c in found if c.source == "text"), default=0.0)
    lists: dict[str, list[Candidate]] = {}
    for candidate in found:
        if candidate.source == "text" and candidate.text_score < best_text * TEXT_SCORE_SHARE:
            continue
        lists.setdefault(candidate.source, []).append(candidate)
    ranked: dict[str, list[str]] = {}
    for source, items in lists.items():
        if source == "text":
            items.sort(key=lambda c: (-c.text_score, c.memory.id))
        else:
            items.sort(key=lambda c: (-c.memory.weight, c.memory.id))
        ids: list[str] = []
        for item in items:
            if item.memory.id not in ids:
                ids.append(item.memory.id)
        ranked[source] = ids
    return ranked


def fuse(ranked: Mapping[str, Sequence[str]], weights: Mapping[str, float]) -> dict[str, float]:
    """Reciprocal rank fusion, each list's contribution scaled by its weight, times the memory's weight."""
    scores: dict[str, float] = {}
    for source, ids in ranked.items():
        list_weight = LIST_WEIGHTS.get(source, 0.5)
        for rank, memory_id in enumerate(ids, start=1):
            scores[memory_id] = scores.get(memory_id, 0.0) + list_weight / (RRF_K + rank)
    return {mid: score * weights.get(mid, 1.0) for mid, score in scores.items()}


def context_line(memory: Memory) -> str:
    """One memory as a line of the context block: "- severe peanut allergy, said 2026-01-05"."""
    return f"- {describe(memory)}"


def pack_context(memories: Sequence[Memory], budget: int) -> str:
    """A prompt-ready block of at most `budget` characters: severe constraints first, then in the given order.

    Lines that do not fit are skipped (a shorter, less important one may still fit); the header is only
    written when at least one line fits under it.
    """
    if budget < 1 or not memories:
        return ""
    ordered = sorted(range(len(memories)), key=lambda i: (0 if is_severe(memories[i]) else 1, i))
    lines: list[str] = []
    used = len(CONTEXT_HEADER)
    for index in ordered:
        line = context_line(memories[index])
        if used + 1 + len(line) <= budget:
            lines.append(line)
            used += 1 + len(line)
    if lines:
        return "\n".join([CONTEXT_HEADER, *lines])
    # Not even the header and one line fit: the most important lines alone, as many as fit.
    used = -1
    for index in ordered:
        line = context_line(memories[index])
        if used + 1 + len(line) <= budget:
            lines.append(line)
            used += 1 + len(line)
    return "\n".join(lines)


def query_concepts(lexicon: Lexicon, text: str) -> list[str]:
    """The concepts a message names, each resolved in the message's context."""
    ids: list[str] = []
    for _, _, resolution in lexicon.annotate(text):
        if resolution.concept.id not in ids:
            ids.append(resolution.concept.id)
    return ids


def key_hints(text: str) -> list[str]:
    """Memory keys a message points at through its words (allergic → allergy, 住 → lives_in)."""
    cues: dict[str, str] = recall_words()["key_cues"]
    lowered = text.casefold()
    words = set(re.findall(r"[a-z']+", lowered))
    keys: list[str] = []
    for cue, key in cues.items():
        hit = cue in words if cue.isascii() else cue in lowered
        if hit and key not in keys:
            keys.append(key)
    return keys


def recall(
    store: Store,
    lexicon: Lexicon,
    tenant: str,
    user_id: str,
    query: str,
    budget: int = 1_000,
    at: datetime | None = None,
    limit: int = 20,
) -> Recall:
    """The user's memories relevant to `query`, best first, and a context block within `budget` characters."""
    if budget < 0:
        raise InvalidInputError("budget must be zero or more characters")
    if limit < 1:
        raise InvalidInputError("limit must be at least 1")
    if not query.strip():
        raise InvalidInputError("recall needs a query")
    when = resolve_at(at)
    concepts = query_concepts(lexicon, query)
    words = fulltext_terms(query)
    lucene = owner_query(words, tenant=tenant, user_id=user_id) if words else ""
    rows = store.read(
        "recall_memories",
        tenant=tenant,
        user_id=user_id,
        at=when,
        concepts=concepts,
        keys=key_hints(query),
        lucene=lucene,
        text_limit=max(50, limit * 3),
    )
    found = [
        Candidate(memory_from_row(r["memory"], r["entities"], when), str(r["source"]), float(r["text_score"]))
        for r in rows
    ]
    by_id: dict[str, Memory] = {c.memory.id: c.memory for c in found}
    scores = fuse(rank_lists(found), {mid: m.weight for mid, m in by_id.items()})
    kept = sorted(
        (mid for mid, score in scores.items() if score >= RELEVANCE_FLOOR),
        key=lambda mid: (-scores[mid], mid),
    )[:limit]
    memories = [by_id[mid].model_copy(update={"score": round(scores[mid], 6)}) for mid in kept]
    return Recall(memories=tuple(memories), context=pack_context(memories, budget))


# --- does a message need memory at all? -------------------------------------------------------------


def _cue_patterns() -> tuple[re.Pattern[str], tuple[str, ...]]:
    cues: dict[str, list[str]] = recall_words()["memory_cues"]
    alternatives = "|".join(re.escape(c) for c in sorted(cues["en"], key=len, reverse=True))
    english = re.compile(r"(?<![a-z])(?:" + alternatives + r")(?![a-z])")
    return english, tuple(cues["zh"])


def mentions_memory_cue(message: str) -> bool:
    """Whether the message leans on what was said before ("last time", "as I said", 上次, 还记得 …)."""
    english, chinese = _cue_patterns()
    lowered = message.casefold().replace("’", "'")
    return english.search(lowered) is not None or any(cue in message for cue in chinese)


def needs_memory(
    message: str,
    *,
    store: Store | None = None,
    lexicon: Lexicon | None = None,
    tenant: str | None = None,
    user_id: str | None = None,
    at: datetime | None = None,
) -> bool:
    """Whether answering `message` should consult memory.

    True when the message leans on the past ("last time", "remember", "as I said", 上次, 之前, 还记得 —
    the list is `memory_cues` in `recall_words.json`), or, given a user (store, lexicon, tenant and
    user_id), when it names a concept the user has a memory in force about ("any good peanut snacks?" for a
    user allergic to peanuts). The cue test needs no database; the concept test is one small query.
    """
    if mentions_memory_cue(message):
        return True
    if store is None or lexicon is None or tenant is None or user_id is None:
        return False
    concepts = query_concepts(lexicon, message)
    if not concepts:
        return False
    rows: list[dict[str, Any]] = store.read(
        "user_knows_concepts", tenant=tenant, user_id=user_id, at=resolve_at(at), concepts=concepts
    )
    return bool(rows and rows[0]["known"])
