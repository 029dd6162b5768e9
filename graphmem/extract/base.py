"""What every language module shares: the interface, the context of one message, and memory building.

A language module (`graphmem.extract.en`, `graphmem.extract.zh`) exposes two functions:

    build_pipeline(settings: Settings, lexicon: Lexicon) -> spacy.language.Language
    memories_from_doc(doc: Doc, ctx: ExtractionContext) -> list[ExtractedMemory]

The pipeline's components are spaCy factories named `graphmem_<lang>_*`. They find assertions in the text
and write them as language-neutral `Assertion`s to `Doc._.graphmem_assertions`; nothing there depends on
the message's time or the user's timezone, so documents can be batched with `nlp.pipe`. The pure function
`memories_from_doc` then resolves each assertion against an `ExtractionContext` (time phrases, concept
senses for the agent's domain) with `build_memories` below, and caches the result on
`Doc._.graphmem_memories`.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import cache
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol
from zoneinfo import ZoneInfo

from spacy.tokens import Doc

from graphmem.extract.timex import ResolvedTime, TimeRef, resolve, starts_at
from graphmem.models import USER_SUBJECT, EntityRef, ExtractedMemory, Kind, Polarity, SourceRef

if TYPE_CHECKING:
    from spacy.language import Language

    from graphmem.concepts import Lexicon
    from graphmem.config import Settings

PATTERNS_DIR = Path(__file__).resolve().parent / "patterns"

AMBIGUOUS_FLAG = "ambiguous"
# Docs per `nlp.pipe` call at the least: a language component may parse sentences of all docs of one call
# again together (the English one restores subject-less fragments), and the model's cost per call is paid
# once for up to this many docs, not once per `batch_size` docs.
PIPE_CHUNK = 512
UNKNOWN_CONCEPT_FLAG = "unknown_concept"


@dataclass(frozen=True)
class ExtractionContext:
    """Everything about one message that is not its text: when it was said, where, in which agent domain."""

    at: datetime
    timezone: ZoneInfo
    domain: str | None
    lexicon: Lexicon


class LanguageModule(Protocol):
    """What `graphmem.extract.Extractor` needs from a language module."""

    def build_pipeline(self, settings: Settings, lexicon: Lexicon) -> Language: ...

    def memories_from_doc(self, doc: Doc, ctx: ExtractionContext) -> list[ExtractedMemory]: ...


@dataclass(frozen=True)
class Assertion:
    """One thing the text asserts about the user or a person around them, before resolution.

    term: the words naming the object ("Japanese ramen", "海鲜"), resolved through the lexicon unless
      `literal` is set (names, e-mail addresses, masked phones, amounts are kept as they are).
    lemma: a normalized form of `term` used when the lexicon does not know it ("crowded beach").
    value_format: how the value is written; `{value}` is the concept name (or literal), `{date}` the
      resolved time label ("2026-03-03"), e.g. "{date} trip to {value}". If there is no time, a leading
      "{date} " is dropped.
    entity_type: the type of the fallback entity for unknown words (food, place, person, org, thing …).
    time: the time phrase that goes with the assertion, if any; a "period" makes the memory temporary.
    phrase: when set, the value is this phrase ("boutique hotel") while `term` ("hotel") names the concept the
      memory is about — for modifiers the lexicon does not know.
    show_surface: when the concept's name is another word than the user's ("football" for "soccer"), write
      the value as "football (soccer)": canonical first, still findable by what the user said.
    confidence: how sure the grammar is (a direct "I'm allergic to X" is surer than "I usually X").
    """

    kind: Kind
    key: str
    term: str
    subject: str = USER_SUBJECT
    polarity: Polarity = "positive"
    lemma: str = ""
    literal: bool = False
    value_format: str = "{value}"
    entity_type: str = "thing"
    time: TimeRef | None = None
    confidence: float = 0.85
    tags: tuple[str, ...] = ()
    context: str = ""
    start: int = 0
    end: int = 0
    extra_entities: tuple[str, ...] = field(default=())
    phrase: str = ""
    show_surface: bool = False
    implied: bool = False  # a rule a stated condition implies (diabetic → avoid sugar), not said itself
    # a state said ahead of when it takes effect ("I'm moving to Denver next month", 下个月搬到杭州): the
    # memory holds from the start of that time, so what is true now stays true until then
    begins: TimeRef | None = None


def register_extensions() -> None:
    """Declare the `Doc._.graphmem_*` attributes the components write (idempotent)."""
    if not Doc.has_extension("graphmem_assertions"):
        Doc.set_extension("graphmem_assertions", default=None)
    if not Doc.has_extension("graphmem_memories"):
        Doc.set_extension("graphmem_memories", default=None)


def doc_text(doc: Doc) -> str:
    """The doc's text, joined from its tokens once and kept: `Doc.text` rebuilds it on every read, which
    costs more than the rest of turning a short Chinese message into memories."""
    text = doc.user_data.get(TEXT_KEY)
    if text is None:
        text = doc.user_data[TEXT_KEY] = doc.text
    return str(text)


TEXT_KEY = "graphmem_text"


def doc_assertions(doc: Doc) -> list[Assertion]:
    found = doc._.graphmem_assertions
    return list(found) if found else []


@dataclass(frozen=True)
class KeySpec:
    """A key of the fixed vocabulary (see `patterns/keys.json` and the README)."""

    name: str
    kinds: tuple[str, ...]
    tags: tuple[str, ...]
    single_valued: bool = False
    severe: bool = False


@cache
def load_json(name: str) -> Any:
    """A data file from `graphmem/extract/patterns/`."""
    with (PATTERNS_DIR / name).open(encoding="utf-8") as handle:
        return json.load(handle)


@cache
def key_vocabulary() -> dict[str, KeySpec]:
    raw: dict[str, dict[str, Any]] = load_json("keys.json")["keys"]
    return {
        name: KeySpec(
            name=name,
            kinds=tuple(spec.get("kinds", ())),
            tags=tuple(spec.get("tags", ())),
            single_valued=bool(spec.get("single_valued", False)),
            severe=bool(spec.get("severe", False)),
        )
        for name, spec in raw.items()
    }


def memory_confidence(base: float, *, ambiguous: bool, known: bool, sense_confidence: float = 1.0) -> float:
    """Grammar confidence, lowered when the concept is unknown or its sense is unsure."""
    score = base
    if not known:
        score -= 0.1
    if ambiguous:
        score -= 0.25
    score *= 0.75 + 0.25 * max(0.0, min(1.0, sense_confidence))
    return round(max(0.05, min(0.99, score)), 3)


def _unique(items: Iterable[str]) -> tuple[str, ...]:
    seen: dict[str, None] = {}
    for item in items:
        if item:
            seen.setdefault(item, None)
    return tuple(seen)


def _with_surface(name: str, surface: str) -> str:
    said = " ".join(surface.lower().split())
    canonical = name.lower()
    if not said or said in canonical or said.rstrip("s") in canonical:
        return name
    return f"{name} ({surface})"


def _format_value(assertion: Assertion, value: str, when: ResolvedTime | None) -> str:
    template = assertion.value_format
    if when is None:
        template = template.replace("{date} ", "").replace(" {date}", "").replace("{date}", "")
    if when is not None and template.startswith("{date} {value}"):
        said = when.label.split()[-1].lower() if when.label.split() else ""
        first, _, rest = value.partition(" ")
        if said.isalpha() and first.lower() == said and rest:
            value = rest  # "a spring wedding" dated "2027 spring": the season said once
    return template.format(value=value, date=when.label if when else "").strip()


# ", not the phones": a sense the user sets aside after a comma is no evidence for it ("I'm a big fan of
# blackberry jam, not the phones lol", "Jaguars, not the cars"); said without the comma it may be the
# thing itself ("I'm not a fan of Java")
_DENIED_SENSE = re.compile(r"[,;]\s*(?:but |and )?not (?:the|a|an|those|these|that) [^,.;!?]+", re.IGNORECASE)


def _sense_evidence(context: str) -> str:
    """`context` without what a ", not the …" tail denies (cheap: most texts have no ", not ")."""
    if "not " not in context:
        return context
    return _DENIED_SENSE.sub("", context)


def _appositive_sense_word(term: str, context: str) -> str | None:
    """ "I love Java, the coffee from Indonesia": the noun a ", the …" apposition right after the term
    gives it names the sense meant, over every other clue in the sentence (cheap: one `find` first).
    The context may be the clause's tokens joined by spaces ("Java , the coffee")."""
    at = context.find(term)
    if at < 0 or "," not in context:
        return None
    said = re.match(r"\s?, (?:the|a|an) ([A-Za-z-]+)", context[at + len(term) :])
    return said.group(1) if said else None


# the concept types a place key's value may take ("lives_in", "origin": keys tagged "location")
_PLACE_TYPES = frozenset({"place", "travel"})
# the words a sense of one's employer is found by, when the sentence around it points elsewhere
_EMPLOYER_EVIDENCE = "work works job company employer"


def build_memory(assertion: Assertion, ctx: ExtractionContext, source_text: str) -> ExtractedMemory:
    """Resolve one assertion: concept sense in context, time, tags and confidence."""
    lexicon = ctx.lexicon
    entities: list[EntityRef] = []
    flags: list[str] = []
    known = True
    ambiguous = False
    sense_confidence = 1.0
    if assertion.literal:
        value = assertion.term
    else:
        evidence = _sense_evidence(assertion.context or source_text)
        resolution = lexicon.resolve(assertion.term, context=evidence, domain=ctx.domain)
        named = _appositive_sense_word(assertion.term, evidence) if resolution is not None else None
        if named is not None:
            narrowed = lexicon.resolve(assertion.term, context=named, domain=ctx.domain)
            if narrowed is not None and not narrowed.ambiguous:
                resolution = narrowed
        if resolution is None and assertion.lemma and assertion.lemma != assertion.term:
            resolution = lexicon.resolve(assertion.lemma, context=evidence, domain=ctx.domain)
        if (
            resolution is not None
            and resolution.ambiguous
            and assertion.context
            and assertion.context != source_text
        ):
            # the clause said too little ("I love Java"); the whole message may settle it ("… and Python")
            wider = lexicon.resolve(assertion.term, context=_sense_evidence(source_text), domain=ctx.domain)
            if wider is not None and not wider.ambiguous:
                resolution = wider
        spec = key_vocabulary().get(assertion.key)
        if (
            resolution is not None
            and assertion.key == "employer"
            and resolution.concept.type in _PLACE_TYPES
        ):
            # "I'm in HR at Amazon, based out of their London office": a town beside the employer draws the
            # place sense of its word; whoever employs the user is the sense that work itself points to
            at_work = lexicon.resolve(assertion.term, context=_EMPLOYER_EVIDENCE, domain=ctx.domain)
            if at_work is not None and at_work.concept.type not in _PLACE_TYPES:
                resolution = at_work
        if (
            resolution is not None
            and spec is not None
            and "location" in spec.tags
            and resolution.concept.type not in _PLACE_TYPES
            and assertion.term[:1].isupper()
        ):
            # "I grew up in Reading", "a teacher living in Reading": where one lives or comes from is a place,
            # never the hobby a word of the same spelling names; a town the lexicon lacks stays as said
            resolution = None
            known = False
            value = assertion.term
            entities.append(lexicon.fallback_entity(value, "place"))
        elif resolution is not None:
            value = assertion.phrase or resolution.concept.name
            if assertion.show_surface and not assertion.phrase:
                value = _with_surface(value, assertion.lemma or assertion.term)
            entities.append(lexicon.entity_ref(resolution.concept))
            ambiguous = bool(resolution.ambiguous)
            sense_confidence = float(resolution.confidence)
        else:
            known = False
            value = assertion.lemma or assertion.term
            entities.append(lexicon.fallback_entity(value, assertion.entity_type))
    for extra in assertion.extra_entities:
        extra_resolution = lexicon.resolve(extra, context=assertion.context or source_text, domain=ctx.domain)
        if extra_resolution is not None and all(e.id != extra_resolution.concept.id for e in entities):
            entities.append(lexicon.entity_ref(extra_resolution.concept))
    if ambiguous:
        flags.append(AMBIGUOUS_FLAG)
    if not known:
        flags.append(UNKNOWN_CONCEPT_FLAG)
    when = resolve(assertion.time, ctx.at, ctx.timezone) if assertion.time is not None else None
    spec = key_vocabulary().get(assertion.key)
    tags = _unique(
        [
            *(tag for entity in entities for tag in entity.tags),
            *(entity.type for entity in entities if entity.type and entity.type != "thing"),
            *(spec.tags if spec else ()),
            *assertion.tags,
        ]
    )
    # Everything here is built from checked parts (the message time is UTC, confidence is clamped), so the
    # model is constructed without re-validation: validation happens at the boundary, in `Extractor`.
    return ExtractedMemory.model_construct(
        kind=assertion.kind,
        subject=assertion.subject,
        key=assertion.key,
        value=_format_value(assertion, value, when),
        polarity=assertion.polarity,
        confidence=memory_confidence(
            assertion.confidence,
            ambiguous=ambiguous,
            known=known or assertion.literal,
            sense_confidence=sense_confidence,
        ),
        valid_from=_valid_from(assertion, ctx),
        valid_until=when.valid_until if when else None,
        context_tags=tags,
        entities=tuple(entities),
        flags=tuple(flags),
        source=SourceRef.model_construct(text=source_text),
    )


def _valid_from(assertion: Assertion, ctx: ExtractionContext) -> datetime:
    """When the memory starts to hold: when it was said, or the start of the time a state said ahead takes
    effect ("moving to Denver next month"); never earlier than said."""
    if assertion.begins is None:
        return ctx.at
    return max(ctx.at, starts_at(resolve(assertion.begins, ctx.at, ctx.timezone), ctx.timezone))


def build_memories(
    assertions: Sequence[Assertion], ctx: ExtractionContext, source_text: str
) -> list[ExtractedMemory]:
    """Resolve assertions in order, dropping repeats of the same assertion (first one wins)."""
    memories: list[ExtractedMemory] = []
    seen: set[tuple[str, str, str, str, str]] = set()
    # What a condition implies is kept only when the message says no rule of its own for that person
    # ("I'm diabetic" → avoid sugar; "pregnant, so no caffeine" → the caffeine rule alone).
    said = {a.subject for a in assertions if a.kind == "constraint" and not a.implied
            and a.key != "medical_condition"}
    for assertion in assertions:
        if assertion.implied and assertion.subject in said:
            continue
        memory = build_memory(assertion, ctx, source_text)
        key = memory.assertion_key()
        if key not in seen:
            seen.add(key)
            memories.append(memory)
    return without_peers_tastes(one_stance_per_thing(memories))


# People around the user who are neither family nor partner nor the user's manager or co-founder. What
# they like or do is their own opinion, not a memory worth keeping ("My coworker swears by intermittent
# fasting", 我朋友超爱吃榴莲): an agent acts for the user, and the contract counts other people's opinions
# as chatter. Their names, jobs, homes, events and health rules stay (a colleague's nut allergy matters
# for the team lunch).
PEER_ROLES = frozenset({
    "friend", "best friend", "childhood friend", "colleague", "coworker", "roommate", "neighbor", "classmate",
    "client", "intern", "assistant", "apprentice", "landlord", "landlady", "mentor", "advisor", "tutor",
    "teacher", "student", "therapist", "counselor", "lawyer", "accountant", "housekeeper", "nanny",
    "babysitter", "au pair", "coach", "trainer",
})  # a business partner or co-founder is left out with the manager: their ways shape the user's work


# What a peer's rule to keep away from a thing may name and still be kept: food, drink and health rules
# shape a shared meal or trip ("my roommate can't eat pork"); a rule about a shop, brand or airline ("never
# Dunkin", "only flies Delta") is the peer's taste said as a rule.
_PEER_RULE_TYPES = frozenset({
    "food", "drink", "allergen", "food_category", "diet", "cuisine", "substance", "animal",
    "medical_condition",
})


def _peers_taste(memory: ExtractedMemory) -> bool:
    if memory.subject not in PEER_ROLES:
        return False
    if memory.kind == "preference":
        return True
    return (memory.kind == "constraint" and memory.key in ("avoid", "never", "only")
            and not any(entity.type in _PEER_RULE_TYPES for entity in memory.entities))


def without_peers_tastes(memories: list[ExtractedMemory]) -> list[ExtractedMemory]:
    """Drop the preferences and taste rules of the user's peers (`PEER_ROLES`); everything else stays."""
    return [m for m in memories if not _peers_taste(m)]


# How strongly a negative memory keeps a thing away, strongest first: an allergy says more than a rule to
# avoid, which says more than a dislike.
_AVERSION_RANK = {"allergy": 0, "intolerance": 1, "avoid": 2, "never": 3, "dislikes": 4}


def one_stance_per_thing(memories: list[ExtractedMemory]) -> list[ExtractedMemory]:
    """One negative memory per subject and thing in a message: the strongest.

    "我对小米过敏，小米粥都不能喝" is one allergy, not an allergy and a rule; "羊肉我吃不了，那股膻味受不了"
    one rule, not a rule and a dislike. Memories of other periods (this week only) stay apart.
    """
    best: dict[tuple[str, str, str], int] = {}
    ranked: list[tuple[tuple[str, str, str], int]] = []
    for index, memory in enumerate(memories):
        rank = _AVERSION_RANK.get(memory.key)
        if rank is None or memory.polarity != "negative" or not memory.entities:
            continue
        thing = (memory.subject.casefold(), memory.entities[0].id, str(memory.valid_until))
        ranked.append((thing, index))
        held = best.get(thing)
        if held is None or rank < _AVERSION_RANK[memories[held].key]:
            best[thing] = index
    beaten = {index for thing, index in ranked if best[thing] != index}
    # 这个月戒奶茶了，别再给我推奶茶店: a rule never to offer a thing the message already rules out (for any
    # period) says nothing more
    ruled = {(subject, entity) for (subject, entity, _), index in best.items()
             if memories[index].key != "never"}
    beaten |= {index for (subject, entity, _), index in best.items()
               if memories[index].key == "never" and (subject, entity) in ruled}
    return [memory for index, memory in enumerate(memories) if index not in beaten]


def memories_from_assertions(doc: Doc, ctx: ExtractionContext) -> list[ExtractedMemory]:
    """The shared body of `memories_from_doc`: resolve the doc's assertions and cache them on the doc."""
    memories = build_memories(doc_assertions(doc), ctx, doc_text(doc))
    doc._.graphmem_memories = memories
    return memories
