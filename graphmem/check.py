"""Check before recommending: judge candidate items against a user's constraints and dislikes.

1. Map each candidate to concepts (pure, `map_candidate`): its name, tags and attribute values (strings or
   lists of strings, e.g. ingredients) are searched for lexicon aliases in both languages, plurals
   included, and each mention is resolved with the candidate's whole text as context, so "Apple Pie" is
   food and not an Apple product. A tag outside the lexicon is tried as a cuisine or food ("sichuan" →
   Sichuan cuisine); anything else becomes a fallback word, matched against the user's concepts outside
   the lexicon. The concepts are expanded with their IS_A ancestors, and with the concepts whose
   implications rule them out (vegetarian rules out meat, diabetes sugar).
2. One named query (`check_candidates`) reads the user's rules in force once, walks their concepts' IS_A
   edges in the graph, and compares every candidate (one UNWIND, one round trip).
3. Judge (pure, `judge`): `block` for a violated constraint of the user — a negative constraint on the
   concept or an ancestor, an implication of a diet or condition, an "only X" rule with a same-category
   alternative (a Windows laptop for a Mac-only user), a price above a budget; `avoid` for a negative
   preference (the user's or a related person's) and for a related person's constraint, and for what an
   identity implies (a conservative investor and a high-risk fund); else `ok`.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import TYPE_CHECKING, Any, Literal

from graphmem.errors import InvalidInputError
from graphmem.models import Candidate, Memory, Reason, Verdict
from graphmem.relational import importance, is_severe, memory_from_row, resolve_at

if TYPE_CHECKING:
    from graphmem.concepts import Lexicon
    from graphmem.store import Store

__all__ = ["CandidateConcepts", "Mention", "check_candidates", "judge", "map_candidate"]

VerdictName = Literal["block", "avoid", "ok"]

_PRICE_KEYS = ("price", "cost", "amount", "price_total", "total")
_CONTAINS_KEYS = frozenset(
    {"ingredients", "ingredient", "contains", "allergens", "components", "materials", "toppings", "filling"}
)
_MUST_AVOID_KEYS = frozenset({"allergy", "intolerance", "avoid", "never"})
_ONLY_KEYS = frozenset({"only", "uses"})
_TAG_SUFFIXES = (" cuisine", " food")
_WORD = re.compile(r"[A-Za-z][A-Za-z'-]*")


@dataclass(frozen=True)
class Mention:
    """A concept a candidate names, and where: `field` is name, tag, or the attribute's name."""

    concept_id: str
    term: str
    field: str


@dataclass(frozen=True)
class CandidateConcepts:
    """What a candidate is about, as `check_candidates` needs it."""

    candidate: Candidate
    mentions: tuple[Mention, ...]
    concepts: tuple[str, ...]
    """Every concept named and all their IS_A ancestors."""
    ancestors: Mapping[str, tuple[str, ...]]
    implied: Mapping[str, tuple[str, str]]
    """Implying concept → (candidate concept it rules out, the mention's concept)."""
    words: Mapping[str, str] = field(default_factory=dict)
    """Fallback words (slug → text as written) for terms outside the lexicon."""
    price: float | None = None
    currency: str | None = None

    def as_param(self) -> dict[str, Any]:
        return {
            "id": self.candidate.id,
            "concepts": list(self.concepts),
            "direct": [{"id": m.concept_id, "ancestors": list(self.ancestors[m.concept_id])}
                       for m in self.mentions],
            "implied": list(self.implied),
            "words": list(self.words),
            "price": self.price,
        }

    def mention_for(self, concept_id: str, lexicon: Lexicon) -> Mention | None:
        """The mention that names `concept_id` or a concept under it (nearest first)."""
        for mention in self.mentions:
            if mention.concept_id == concept_id:
                return mention
        for mention in self.mentions:
            if lexicon.is_a(mention.concept_id, concept_id):
                return mention
        return None


# --- mapping (pure) ----------------------------------------------------------------------------------


def _pieces(candidate: Candidate) -> list[tuple[str, str]]:
    pieces: list[tuple[str, str]] = []
    if candidate.name.strip():
        pieces.append(("name", candidate.name))
    pieces.extend(("tag", tag) for tag in candidate.tags if tag.strip())
    for attribute, value in candidate.attributes.items():
        if attribute.casefold() in _PRICE_KEYS:
            continue
        values = value if isinstance(value, list | tuple) else [value]
        pieces.extend((attribute, v) for v in values if isinstance(v, str) and v.strip())
    return pieces


def map_candidate(lexicon: Lexicon, candidate: Candidate) -> CandidateConcepts:
    """The concepts a candidate names, resolved in the context of the whole candidate (pure)."""
    pieces = _pieces(candidate)
    context = " ".join(text for _, text in pieces)
    mentions: list[Mention] = []
    words: dict[str, str] = {}

    def add(concept_id: str, term: str, where: str) -> None:
        if all(m.concept_id != concept_id for m in mentions):
            mentions.append(Mention(concept_id, term, where))

    for where, text in pieces:
        found = lexicon.find_in_text(text)
        for _, _, matched in found:
            resolution = lexicon.resolve(matched, context)
            if resolution is not None:
                add(resolution.concept.id, matched, where)
        if found:
            # Words around the mentions may still name something outside the lexicon ("kumquat jam").
            rest = text
            for start, end, _ in sorted(found, reverse=True):
                rest = rest[:start] + " " + rest[end:]
            for word in _WORD.findall(rest):
                if len(word) > 3 and not lexicon.is_stopword(word):
                    words.setdefault(lexicon.fallback_entity(word).id.rpartition("/")[2], word)
            continue
        resolution = lexicon.resolve(text, context)
        if resolution is None and where == "tag":
            for suffix in _TAG_SUFFIXES:
                resolution = lexicon.resolve(text + suffix, context)
                if resolution is not None:
                    break
        if resolution is not None:
            add(resolution.concept.id, text, where)
            continue
        slug = lexicon.fallback_entity(text).id.rpartition("/")[2]
        if slug and slug != "unknown":
            words.setdefault(slug, text)

    ancestors = {m.concept_id: tuple(lexicon.ancestors(m.concept_id)) for m in mentions}
    concepts: list[str] = []
    for mention in mentions:
        for cid in (mention.concept_id, *ancestors[mention.concept_id]):
            if cid not in concepts:
                concepts.append(cid)
    implied: dict[str, tuple[str, str]] = {}
    ruled_out_by = _implied_by(lexicon)
    for mention in mentions:
        for cid in (mention.concept_id, *ancestors[mention.concept_id]):
            for implying in ruled_out_by.get(cid, ()):
                implied.setdefault(implying, (cid, mention.concept_id))
    price, currency = _price(candidate.attributes)
    return CandidateConcepts(
        candidate=candidate,
        mentions=tuple(mentions),
        concepts=tuple(concepts),
        ancestors=ancestors,
        implied=implied,
        words=words,
        price=price,
        currency=currency,
    )


_IMPLIED_CACHE: dict[int, dict[str, tuple[str, ...]]] = {}


def _implied_by(lexicon: Lexicon) -> dict[str, tuple[str, ...]]:
    """Concept → the concepts whose `avoid` implications name it (food/meat → vegetarian, vegan …)."""
    cached = _IMPLIED_CACHE.get(id(lexicon))
    if cached is None:
        index: dict[str, list[str]] = defaultdict(list)
        for concept in lexicon.concepts():
            for implication in concept.implies:
                if implication.key == "avoid":
                    index[implication.value].append(concept.id)
        cached = _IMPLIED_CACHE[id(lexicon)] = {k: tuple(v) for k, v in index.items()}
    return cached


# --- money -------------------------------------------------------------------------------------------

_NUMBER = re.compile(r"(\d[\d,]*(?:\.\d+)?)\s*(k|K|千|万|w|W)?")
_CURRENCIES = {
    "$": "USD", "usd": "USD", "dollar": "USD", "€": "EUR", "eur": "EUR", "euro": "EUR", "£": "GBP",
    "gbp": "GBP", "¥": "CNY", "￥": "CNY", "元": "CNY", "块": "CNY", "rmb": "CNY", "cny": "CNY",
    "yuan": "CNY", "jpy": "JPY", "yen": "JPY", "円": "JPY", "inr": "INR", "krw": "KRW", "chf": "CHF",
    "cad": "CAD", "aud": "AUD", "sgd": "SGD", "hkd": "HKD",
}
_MULTIPLIER = {"k": 1_000.0, "K": 1_000.0, "千": 1_000.0, "万": 10_000.0, "w": 10_000.0, "W": 10_000.0}


def parse_amount(text: str) -> tuple[float | None, str | None]:
    """The first amount in a text and its currency if it says one: "at most 5k USD" → (5000.0, "USD")."""
    match = _NUMBER.search(text)
    if match is None:
        return None, None
    amount = float(match.group(1).replace(",", "")) * _MULTIPLIER.get(match.group(2) or "", 1.0)
    lowered = text.casefold()
    currency = None
    for marker, code in sorted(_CURRENCIES.items(), key=lambda kv: -len(kv[0])):
        if marker.isascii() and marker.isalpha():
            if re.search(rf"(?<![a-z]){re.escape(marker)}s?(?![a-z])", lowered):
                currency = code
                break
        elif marker in lowered:
            currency = code
            break
    return amount, currency


def _price(attributes: Mapping[str, Any]) -> tuple[float | None, str | None]:
    lowered = {k.casefold(): v for k, v in attributes.items()}
    currency = lowered.get("currency")
    for key in _PRICE_KEYS:
        value = lowered.get(key)
        if isinstance(value, bool) or value is None:
            continue
        if isinstance(value, int | float):
            return float(value), str(currency).upper() if isinstance(currency, str) else None
        if isinstance(value, str):
            amount, found = parse_amount(value)
            if amount is not None:
                return amount, found or (str(currency).upper() if isinstance(currency, str) else None)
    return None, None


# --- judging (pure) ----------------------------------------------------------------------------------


@dataclass(frozen=True)
class Hit:
    """One row of `check_candidates`: a rule in force that the candidate touches, and how."""

    memory: Memory
    hits: tuple[str, ...] = ()
    implied_hits: tuple[str, ...] = ()
    word_hits: tuple[str, ...] = ()
    only_hits: tuple[str, ...] = ()
    budget_rule: bool = False

    @classmethod
    def from_row(cls, row: Mapping[str, Any], at: datetime) -> Hit:
        return cls(
            memory=memory_from_row(row["memory"], row["entities"], at),
            hits=tuple(row["hits"]),
            implied_hits=tuple(row["implied_hits"]),
            word_hits=tuple(row["word_hits"]),
            only_hits=tuple(row["only_hits"]),
            budget_rule=bool(row["budget_rule"]),
        )


def _concept_name(lexicon: Lexicon, concept_id: str, memory: Memory | None = None) -> str:
    concept = lexicon.get(concept_id)
    if concept is not None:
        return concept.name
    if memory is not None:
        for entity in memory.entities:
            if entity.id == concept_id:
                return entity.name
    return concept_id.rpartition("/")[2].replace("_", " ")


def _where(mention_field: str, term: str) -> str:
    if mention_field == "name":
        return f"is {term}"
    if mention_field == "tag":
        return f"is tagged {term}"
    if mention_field.casefold() in _CONTAINS_KEYS:
        return f"contains {term}"
    return f"has {mention_field.replace('_', ' ')} {term}"


def _candidate_part(mapped: CandidateConcepts, concept_id: str, lexicon: Lexicon) -> str:
    mention = mapped.mention_for(concept_id, lexicon)
    if mention is None:
        return f"is about {_concept_name(lexicon, concept_id)}"
    part = _where(mention.field, mention.term)
    if mention.concept_id != concept_id:
        part += (f" ({_concept_name(lexicon, mention.concept_id)} is a kind of "
                 f"{_concept_name(lexicon, concept_id)})")
    return part


def describe(memory: Memory) -> str:
    """A memory as a person reads it: "severe peanut allergy", "father: avoids alcohol until 2026-03-01"."""
    value, key = memory.value, memory.key
    if key == "allergy":
        text = f"{value} allergy"
    elif key == "intolerance":
        text = f"{value} intolerance"
    elif key == "medical_condition":
        text = f"has {value}"
    elif key == "diet":
        diet = value if value.casefold().endswith("diet") else f"{value} diet"
        text = diet if memory.polarity == "positive" else f"no {value}"
    elif key in _ONLY_KEYS and memory.polarity == "positive":
        text = f"only uses {value}" if key == "uses" else f"only {value}"
    elif key == "budget":
        text = f"budget {value}"
    elif key == "dislikes" or (memory.kind == "preference" and memory.polarity == "negative"):
        text = f"dislikes {value}"
    elif memory.kind == "constraint" and memory.polarity == "negative":
        text = f"no {value}" if key in ("avoid", "never") else f"{key.replace('_', ' ')}: not {value}"
    elif memory.kind == "identity":
        text = f"{key.replace('_', ' ')}: {value}"
    else:
        text = f"{key.replace('_', ' ')} {value}"
    if is_severe(memory):
        text = f"severe {text}"
    if memory.valid_until is not None:
        text += f" until {memory.valid_until.date().isoformat()}"
    if memory.subject != "user":
        text = f"{memory.subject}: {text}"
    if memory.valid_from is not None:
        text += f", said {memory.valid_from.date().isoformat()}"
    return text


def _reason(memory: Memory, candidate_part: str) -> Reason:
    return Reason(
        memory_id=memory.id,
        kind=memory.kind,
        key=memory.key,
        value=memory.value,
        explanation=f"{candidate_part} — {describe(memory)}",
    )


def _could_be(lexicon: Lexicon, concept_id: str, only_id: str) -> bool:
    """Whether a concept may stand for the only-X itself (a laptop may be a MacBook, which is a Mac)."""
    return any(lexicon.is_a(d, only_id) for d in lexicon.descendants(concept_id))


def _categories(lexicon: Lexicon, only_id: str) -> list[str]:
    """The parents of X that are categories of the same type (a Mac's is computer, not Apple product)."""
    concept = lexicon.get(only_id)
    if concept is None:
        return []
    return [p for p in concept.parents
            if (parent := lexicon.get(p)) is not None and parent.type == concept.type]


def _over_budget(memory: Memory, mapped: CandidateConcepts) -> str | None:
    cap, cap_currency = parse_amount(memory.value)
    if cap is None or mapped.price is None:
        return None
    if cap_currency and mapped.currency and cap_currency != mapped.currency:
        return None  # different currencies: no exchange rates here, so no verdict either way
    if mapped.price <= cap:
        return None
    shown = f"{mapped.price:g}" + (f" {mapped.currency}" if mapped.currency else "")
    return f"costs {shown}"


def judge(mapped: CandidateConcepts, hits: Iterable[Hit], lexicon: Lexicon) -> Verdict:
    """The verdict for one candidate from the rules it touches (pure)."""
    found: list[tuple[int, Memory, Reason]] = []  # 0 = block, 1 = avoid

    def add(memory: Memory, level: int, part: str) -> None:
        found.append((level, memory, _reason(memory, part)))

    for hit in hits:
        memory = hit.memory
        own = memory.subject == "user"
        rule_level = 0 if own else 1
        if memory.kind == "preference":
            for cid in (*hit.hits, *hit.word_hits):
                add(memory, 1, _match_part(mapped, cid, lexicon))
                break
            continue
        if memory.kind == "identity":
            for cid in hit.implied_hits:
                add(memory, 1, _implied_part(mapped, cid, memory, lexicon))
                break
            continue
        must_avoid = memory.polarity == "negative" or memory.key in _MUST_AVOID_KEYS
        reasons_before = len(found)
        if must_avoid:
            for cid in (*hit.hits, *hit.word_hits):
                add(memory, rule_level, _match_part(mapped, cid, lexicon))
                break
        if len(found) == reasons_before:
            for cid in hit.implied_hits:
                add(memory, rule_level, _implied_part(mapped, cid, memory, lexicon))
                break
        if len(found) == reasons_before and memory.polarity == "positive" and memory.key in _ONLY_KEYS:
            for only_id in hit.only_hits:
                categories = _categories(lexicon, only_id)
                alternatives = [m for m in mapped.mentions
                                if not lexicon.is_a(m.concept_id, only_id)
                                and not _could_be(lexicon, m.concept_id, only_id)
                                and any(c in lexicon.ancestors(m.concept_id) for c in categories)]
                if alternatives and not any(lexicon.is_a(m.concept_id, only_id) for m in mapped.mentions):
                    alternative = alternatives[0]
                    add(memory, rule_level,
                        f"{_where(alternative.field, alternative.term)}, not "
                        f"{_concept_name(lexicon, only_id, memory)}")
                    break
        if len(found) == reasons_before and hit.budget_rule:
            over = _over_budget(memory, mapped)
            if over is not None:
                add(memory, rule_level, over)
    if not found:
        return Verdict(id=mapped.candidate.id, verdict="ok")
    found.sort(key=lambda item: (item[0], *importance(item[1]), item[1].id))
    level = found[0][0]
    seen: set[str] = set()
    reasons: list[Reason] = []
    for _, memory, reason in found:
        if memory.id not in seen:
            seen.add(memory.id)
            reasons.append(reason)
    verdict: VerdictName = "block" if level == 0 else "avoid"
    return Verdict(id=mapped.candidate.id, verdict=verdict, reasons=tuple(reasons))


def _match_part(mapped: CandidateConcepts, concept_id: str, lexicon: Lexicon) -> str:
    word = mapped.words.get(concept_id.rpartition("/")[2])
    if word is not None and concept_id not in mapped.concepts:
        return f"mentions {word}"
    return _candidate_part(mapped, concept_id, lexicon)


def _implied_part(mapped: CandidateConcepts, implying_id: str, memory: Memory, lexicon: Lexicon) -> str:
    ruled_out, named = mapped.implied.get(implying_id, ("", ""))
    if not ruled_out:
        return f"conflicts with {_concept_name(lexicon, implying_id, memory)}"
    part = _candidate_part(mapped, ruled_out, lexicon)
    if ruled_out == named:
        part = _candidate_part(mapped, named, lexicon)
    return f"{part}, which {_concept_name(lexicon, implying_id, memory)} rules out"


# --- the call ----------------------------------------------------------------------------------------


def parse_candidates(raw: object) -> list[Candidate]:
    """Candidates from decoded JSON (a list of objects), validated; ids must be unique."""
    from pydantic import ValidationError

    if not isinstance(raw, list):
        raise InvalidInputError('candidates must be a JSON list of {"id", "name", "tags", "attributes"}')
    candidates: list[Candidate] = []
    for index, item in enumerate(raw, start=1):
        try:
            candidates.append(Candidate.model_validate(item))
        except ValidationError as exc:
            first = exc.errors()[0]
            where = ".".join(str(p) for p in first["loc"]) or "item"
            raise InvalidInputError(f"candidate {index}: {where}: {first['msg']}") from exc
    return candidates


def check_candidates(
    store: Store,
    lexicon: Lexicon,
    tenant: str,
    user_id: str,
    candidates: Sequence[Candidate],
    at: datetime | None = None,
) -> list[Verdict]:
    """One verdict per candidate, in the given order; one round trip to the database."""
    ids = [c.id for c in candidates]
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        raise InvalidInputError(f"candidate ids must be unique; repeated: {', '.join(duplicates)}")
    if not candidates:
        return []
    when = resolve_at(at)
    mapped = [map_candidate(lexicon, c) for c in candidates]
    rows = store.read(
        "check_candidates", tenant=tenant, user_id=user_id, at=when, candidates=[m.as_param() for m in mapped]
    )
    by_candidate: dict[str, list[Hit]] = defaultdict(list)
    for row in rows:
        by_candidate[str(row["candidate"])].append(Hit.from_row(row, when))
    return [judge(m, by_candidate.get(m.candidate.id, []), lexicon) for m in mapped]
