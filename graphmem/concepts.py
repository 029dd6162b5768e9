"""The bilingual concept lexicon: loading, alias lookup, sense disambiguation and the IS_A hierarchy.

The lexicon is data (`schema/lexicon/*.json`, format in `schema/lexicon/README.md`); this module only reads
it. It imports neither spaCy nor the database driver, and the parsed built-in lexicon is cached, so read
commands can use it without paying for extraction.

Matching keys are produced by `normalize_term`: NFKC (full-width letters and digits become half-width),
case folded, hyphens and underscores read as spaces, whitespace collapsed. English aliases also match their
regular plurals ("cherries" finds "cherry"), both in `senses` and in `find_in_text`.
"""

from __future__ import annotations

import json
import re
import unicodedata
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import Any, NamedTuple

from graphmem.errors import InvalidInputError
from graphmem.models import EntityRef
from graphmem.resources import data_dir

__all__ = [
    "Concept",
    "Implication",
    "Lexicon",
    "Resolution",
    "builtin_files",
    "default_lexicon",
    "normalize_term",
]


class Implication(NamedTuple):
    """What holding a concept implies, e.g. diabetes implies (`avoid`, `food/sugar`)."""

    key: str
    value: str


@dataclass(frozen=True)
class Concept:
    id: str
    name: str
    type: str
    tags: tuple[str, ...] = ()
    disambiguation: str = ""
    aliases: tuple[str, ...] = ()
    """Every alias in every language, as written in the data (not normalized)."""
    parents: tuple[str, ...] = ()
    """Direct IS_A parents (ids). A constraint on a parent covers its descendants."""
    cues: tuple[str, ...] = ()
    """Context words, any language, that support this sense of an ambiguous alias."""
    implies: tuple[Implication, ...] = ()
    prior: float = 0.5
    """How common this sense is among the senses of its aliases; breaks ties when context says nothing."""
    aliases_en: tuple[str, ...] = ()
    aliases_zh: tuple[str, ...] = ()


@dataclass(frozen=True)
class Resolution:
    concept: Concept
    confidence: float
    ambiguous: bool
    term: str


# --- normalization -----------------------------------------------------------------------------------

_SPACE_LIKE = frozenset("-_‐‑‒–—―・·")
_EDGE_PUNCTUATION = " \t\r\n.,;:!?\"'`()[]{}<>“”‘’《》「」『』【】（）。，、；：！？…~～"
_WHITESPACE = re.compile(r"\s+")
_ASCII_ALNUM = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789")
_ENGLISH_WORD = re.compile(r"[a-z0-9][a-z0-9'+#.]*[a-z0-9+#]|[a-z0-9]")


def _fold_char(char: str) -> str:
    """One character as matching sees it; always exactly one character so text offsets survive."""
    if char in _SPACE_LIKE or char.isspace():
        return " "
    folded = unicodedata.normalize("NFKC", char)
    if len(folded) != 1:
        folded = char
    lowered = folded.casefold()
    if len(lowered) == 1:
        return lowered
    lowered = folded.lower()
    return lowered if len(lowered) == 1 else folded


# `_fold_char` of every ASCII character, for `str.translate`: most texts are ASCII and fold in one call
_ASCII_FOLDED = str.maketrans({chr(code): _fold_char(chr(code)) for code in range(128)})


def normalize_term(text: str) -> str:
    """The matching key of a term: NFKC, case folded, hyphens as spaces, one space, no edge punctuation."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = "".join(" " if c in _SPACE_LIKE else c for c in folded)
    return _WHITESPACE.sub(" ", folded).strip(_EDGE_PUNCTUATION)


def _is_cjk(char: str) -> bool:
    code = ord(char)
    return (
        0x4E00 <= code <= 0x9FFF
        or 0x3400 <= code <= 0x4DBF
        or 0x3040 <= code <= 0x30FF
        or 0xAC00 <= code <= 0xD7AF
        or 0xF900 <= code <= 0xFAFF
    )


def _has_cjk(text: str) -> bool:
    return any(_is_cjk(c) for c in text)


def _plural_forms(word: str) -> tuple[str, ...]:
    """Regular English plurals of a (normalized, ASCII) word."""
    if not word.isascii() or not word[-1:].isalpha() or len(word) < 2:
        return ()
    if word.endswith("y") and word[-2] not in "aeiou":
        return (word[:-1] + "ies",)
    if word.endswith(("s", "x", "z", "ch", "sh")):
        return (word + "es",)
    if word.endswith("o"):
        return (word + "s", word + "es")
    return (word + "s",)


def _singular_forms(word: str) -> tuple[str, ...]:
    """Candidate singulars of an English word, most likely first (the caller checks which exist)."""
    if not word.isascii() or len(word) < 3:
        return ()
    candidates: list[str] = []
    if word.endswith("ies") and len(word) > 4:
        candidates.append(word[:-3] + "y")
    if word.endswith("ves"):
        candidates += [word[:-3] + "f", word[:-3] + "fe"]
    if word.endswith("es"):
        candidates.append(word[:-2])
    if word.endswith("s") and not word.endswith(("ss", "us", "is")):
        candidates.append(word[:-1])
    return tuple(candidates)


def _with_last_word(term: str, replacement: str) -> str:
    head, _, _ = term.rpartition(" ")
    return f"{head} {replacement}" if head else replacement


def _slug(text: str) -> str:
    slug = re.sub(r"[^\w]+", "_", normalize_term(text)).strip("_")
    return slug or "unknown"


# --- validation of lexicon files ---------------------------------------------------------------------

_ID = re.compile(r"^[a-z][a-z0-9_]*/[a-z0-9][a-z0-9_]*$")
_TOP_FIELDS = frozenset({"$schema", "domain", "description", "concepts", "stopwords"})
_CONCEPT_FIELDS = frozenset(
    {"id", "name", "type", "tags", "disambiguation", "aliases", "parents", "cues", "implies", "prior"}
)
_LANGUAGES = frozenset({"en", "zh"})


class _FileProblem(Exception):
    pass


def _string_list(value: object, where: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) and v.strip() for v in value):
        raise _FileProblem(f"{where} must be a list of non-empty strings")
    return tuple(value)


def _by_language(value: object, where: str) -> dict[str, tuple[str, ...]]:
    if not isinstance(value, dict):
        raise _FileProblem(f"{where} must be an object with 'en' and/or 'zh' lists")
    unknown = set(value) - _LANGUAGES
    if unknown:
        raise _FileProblem(f"{where} has unknown language(s) {sorted(unknown)}; use 'en' and 'zh'")
    return {lang: _string_list(words, f"{where}.{lang}") for lang, words in value.items()}


def _parse_concept(raw: object, index: int) -> Concept:
    where = f"concept #{index + 1}"
    if not isinstance(raw, dict):
        raise _FileProblem(f"{where} must be an object")
    concept_id = raw.get("id")
    if isinstance(concept_id, str):
        where = f"concept {concept_id!r}"
    unknown = set(raw) - _CONCEPT_FIELDS
    if unknown:
        raise _FileProblem(f"{where} has unknown field(s) {sorted(unknown)}")
    for field in ("id", "name", "type"):
        if not isinstance(raw.get(field), str) or not raw[field].strip():
            raise _FileProblem(f"{where} needs a non-empty string {field!r}")
    if not _ID.fullmatch(raw["id"]):
        raise _FileProblem(f"{where}: id must look like 'domain/name' (lowercase letters, digits, _)")
    aliases = _by_language(raw.get("aliases", {}), f"{where}.aliases")
    if not any(aliases.values()):
        raise _FileProblem(f"{where} needs at least one alias")
    cues = _by_language(raw.get("cues", {}), f"{where}.cues")
    parents = _string_list(raw.get("parents", []), f"{where}.parents")
    for parent in parents:
        if not _ID.fullmatch(parent):
            raise _FileProblem(f"{where}: parent {parent!r} is not a concept id")
    implies: list[Implication] = []
    raw_implies = raw.get("implies", [])
    if not isinstance(raw_implies, list):
        raise _FileProblem(f"{where}.implies must be a list of {{'key', 'value'}} objects")
    for item in raw_implies:
        if (
            not isinstance(item, dict)
            or set(item) != {"key", "value"}
            or not all(isinstance(v, str) and v for v in item.values())
        ):
            raise _FileProblem(f"{where}.implies items must be {{'key': str, 'value': str}}")
        if not _ID.fullmatch(item["value"]):
            raise _FileProblem(f"{where}.implies value {item['value']!r} is not a concept id")
        implies.append(Implication(item["key"], item["value"]))
    prior = raw.get("prior", 0.5)
    if isinstance(prior, bool) or not isinstance(prior, int | float) or not 0.0 <= prior <= 1.0:
        raise _FileProblem(f"{where}.prior must be a number between 0 and 1")
    disambiguation = raw.get("disambiguation", "")
    if not isinstance(disambiguation, str):
        raise _FileProblem(f"{where}.disambiguation must be a string")
    tags = _string_list(raw.get("tags", []), f"{where}.tags")
    en, zh = aliases.get("en", ()), aliases.get("zh", ())
    return Concept(
        id=raw["id"],
        name=raw["name"].strip(),
        type=raw["type"].strip(),
        tags=tags,
        disambiguation=disambiguation or raw["name"].strip(),
        aliases=en + zh,
        parents=parents,
        cues=cues.get("en", ()) + cues.get("zh", ()),
        implies=tuple(implies),
        prior=float(prior),
        aliases_en=en,
        aliases_zh=zh,
    )


def _parse_file(path: Path) -> tuple[list[Concept], list[str]]:
    try:
        raw: Any = json.loads(path.read_text(encoding="utf-8"))
    except OSError as exc:
        raise InvalidInputError(f"lexicon file {path}: cannot be read ({exc.strerror or exc})") from exc
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise InvalidInputError(f"lexicon file {path}: not valid UTF-8 JSON ({exc})") from exc
    try:
        if not isinstance(raw, dict):
            raise _FileProblem("the top level must be an object with a 'concepts' list")
        unknown = set(raw) - _TOP_FIELDS
        if unknown:
            raise _FileProblem(f"unknown top-level field(s) {sorted(unknown)}")
        raw_concepts = raw.get("concepts", [])
        if not isinstance(raw_concepts, list):
            raise _FileProblem("'concepts' must be a list")
        concepts = [_parse_concept(item, i) for i, item in enumerate(raw_concepts)]
        seen: set[str] = set()
        for concept in concepts:
            if concept.id in seen:
                raise _FileProblem(f"concept id {concept.id!r} appears twice")
            seen.add(concept.id)
        stopwords = _by_language(raw.get("stopwords", {}), "stopwords")
    except _FileProblem as exc:
        raise InvalidInputError(f"lexicon file {path}: {exc}") from exc
    return concepts, [w for words in stopwords.values() for w in words]


# --- the lexicon -------------------------------------------------------------------------------------

_TrieNode = dict[str, Any]
_TERMINAL = "\x00"

# Kinds of concept that are proper names: a capitalized mention mid-sentence leans towards them.
_PROPER_TYPES = frozenset(
    {"brand", "company", "device", "software", "operating_system", "programming_language", "place", "service"}
)
# Mass nouns and proper names: no automatic plural ("folks" is not folk music, "Apples" not the brand).
_UNCOUNTABLE_TYPES = frozenset(
    {
        "music_genre",
        "hobby",
        "diet",
        "risk_profile",
        "programming_language",
        "operating_system",
        "software",
        "cuisine",
        "substance",
        "activity",
        "medical_condition",
        "brand",
        "place",
    }
)
_CUE_WEIGHT = 1.0
_DESCENDANT_IN_CONTEXT_WEIGHT = 1.0
_RELATED_IN_CONTEXT_WEIGHT = 0.3
_DOMAIN_WEIGHT = 0.5
_CAPITALIZED_WEIGHT = 0.4
_PLURAL_WEIGHT = 0.4
_LOWERCASE_WEIGHT = 0.1
_AMBIGUOUS_MARGIN = 0.25


class Lexicon:
    """An immutable, indexed set of concepts. Build it with `Lexicon.load`."""

    def __init__(self, concepts: Sequence[Concept], stopwords: Sequence[str] = ()) -> None:
        self._concepts: dict[str, Concept] = {}
        for concept in concepts:
            self._concepts.pop(concept.id, None)  # a later definition wins and takes the later position
            self._concepts[concept.id] = concept
        self._stopwords = frozenset(normalize_term(w) for w in stopwords)
        self._children: dict[str, list[str]] = {}
        for concept in self._concepts.values():
            for parent in concept.parents:
                self._children.setdefault(parent, []).append(concept.id)
        order = {cid: i for i, cid in enumerate(self._concepts)}
        by_key: dict[str, list[str]] = {}
        plurals: dict[str, list[str]] = {}
        for concept in self._concepts.values():
            countable = concept.type not in _UNCOUNTABLE_TYPES
            for alias in concept.aliases:
                key = normalize_term(alias)
                if not key:
                    continue
                ids = by_key.setdefault(key, [])
                if concept.id not in ids:
                    ids.append(concept.id)
                if countable:
                    for plural in _plural_forms(key.rpartition(" ")[2]):
                        targets = plurals.setdefault(_with_last_word(key, plural), [])
                        if concept.id not in targets:
                            targets.append(concept.id)
        # Regular plurals are matched too, unless the plural is an alias in its own right.
        plural_keys = {key for key in plurals if key not in by_key}
        for key in plural_keys:
            by_key[key] = plurals[key]
        self._plural_keys = frozenset(plural_keys)

        def rank(cid: str) -> tuple[float, int]:
            return (-self._concepts[cid].prior, order[cid])

        self._by_key: dict[str, tuple[str, ...]] = {
            key: tuple(sorted(ids, key=rank)) for key, ids in by_key.items()
        }
        self._ancestor_cache: dict[str, tuple[str, ...]] = {}
        self._cue_keys: dict[str, tuple[str, ...]] = {
            c.id: tuple(k for k in (normalize_term(cue) for cue in c.cues) if k)
            for c in self._concepts.values()
        }
        self._trie: _TrieNode = {}
        for key in self._by_key:
            node = self._trie
            for char in key:
                node = node.setdefault(char, {})
            node[_TERMINAL] = key

    # --- loading ---

    @classmethod
    def load(cls, extra_paths: Sequence[Path] = ()) -> Lexicon:
        """The built-in lexicon plus user files (same format; a user concept replaces a built-in one by id).

        A path may be a file or a folder of `*.json` files. Invalid files raise `InvalidInputError`.
        The result is cached per set of paths, so repeated loads cost nothing.
        """
        paths: list[Path] = []
        for path in extra_paths:
            path = Path(path)
            if path.is_dir():
                paths.extend(sorted(path.glob("*.json")))
            else:
                paths.append(path)
        stamps = tuple((str(p.resolve()), _mtime(p)) for p in paths)
        return _load_cached(stamps)

    @classmethod
    def from_files(cls, paths: Sequence[Path]) -> Lexicon:
        """Exactly these files, in order (later ids win), without the built-in lexicon and without caching."""
        concepts: list[Concept] = []
        stopwords: list[str] = []
        origin: dict[str, Path] = {}
        for path in paths:
            file_concepts, file_stopwords = _parse_file(path)
            concepts.extend(file_concepts)
            stopwords.extend(file_stopwords)
            for concept in file_concepts:
                origin[concept.id] = path
        final = {c.id: c for c in concepts}
        for concept in final.values():
            missing = [p for p in concept.parents if p not in final]
            if missing:
                raise InvalidInputError(
                    f"lexicon file {origin[concept.id]}: concept {concept.id!r} has unknown parent(s) "
                    f"{missing}; define them or remove them from 'parents'"
                )
        return cls(concepts, stopwords)

    # --- lookup ---

    def __len__(self) -> int:
        return len(self._concepts)

    def __contains__(self, concept_id: object) -> bool:
        return concept_id in self._concepts

    def get(self, concept_id: str) -> Concept | None:
        return self._concepts.get(concept_id)

    def concepts(self) -> Iterator[Concept]:
        return iter(self._concepts.values())

    def is_stopword(self, term: str) -> bool:
        """Words the lexicon marks as never worth an entity of their own ("thing", "stuff", "东西")."""
        return normalize_term(term) in self._stopwords

    def senses(self, term: str) -> list[Concept]:
        """Every concept with `term` as an alias, most common sense first."""
        return [self._concepts[cid] for cid in self._sense_ids(normalize_term(term))[0]]

    def _sense_ids(self, key: str) -> tuple[tuple[str, ...], bool]:
        """The concept ids for a normalized key, and whether the key was an English plural."""
        if not key:
            return (), False
        ids = self._by_key.get(key)
        if ids is not None:
            return ids, key in self._plural_keys
        last = key.rpartition(" ")[2]
        for singular in _singular_forms(last):
            ids = self._by_key.get(_with_last_word(key, singular))
            if ids is not None:
                return ids, True
        return (), False

    # --- disambiguation ---

    def resolve(self, term: str, context: str = "", domain: str | None = None) -> Resolution | None:
        """The sense of `term` that `context` supports; None when the term is not in the lexicon.

        Evidence, strongest first: cue words of a sense in the context; a more specific concept of that
        sense in the context ("iPhone" under Apple); the domain hint; capitalization mid-sentence (leans
        to brands and other proper names) and plural form (leans away from them); other concepts in the
        context that share the sense's tags. With no evidence the most common sense wins, flagged ambiguous.
        """
        ids, plural = self._sense_ids(normalize_term(term))
        if not ids:
            return None
        senses = [self._concepts[cid] for cid in ids]
        if len(senses) == 1:
            return Resolution(senses[0], 0.95, False, term)
        context_key = normalize_term(context)
        words = _english_words(context_key)
        context_concepts = self._unambiguous_concepts_in(context, exclude=set(ids))
        proper_hint = _capitalized_mid_sentence(term, context)
        scores: list[float] = []
        for concept in senses:
            score = 0.0
            for cue in self._cue_keys[concept.id]:
                if _cue_present(cue, context_key, words):
                    score += _CUE_WEIGHT
            for other in context_concepts:
                if concept.id in self.ancestors(other.id):
                    score += _DESCENDANT_IN_CONTEXT_WEIGHT
                elif set(other.tags) & set(concept.tags):
                    score += _RELATED_IN_CONTEXT_WEIGHT
            if domain and (
                domain == concept.type or domain in concept.tags or concept.id.startswith(f"{domain}/")
            ):
                score += _DOMAIN_WEIGHT
            is_proper = concept.type in _PROPER_TYPES
            if proper_hint is True and is_proper:
                score += _CAPITALIZED_WEIGHT
            if proper_hint is False and not is_proper:
                score += _LOWERCASE_WEIGHT
            if plural and not is_proper:
                score += _PLURAL_WEIGHT
            scores.append(score)
        ranked = sorted(range(len(senses)), key=lambda i: -scores[i])  # stable: prior order breaks ties
        best, runner_up = scores[ranked[0]], scores[ranked[1]]
        margin = best - runner_up
        if margin < _AMBIGUOUS_MARGIN:
            return Resolution(senses[ranked[0]], 0.45, True, term)
        confidence = min(0.95, 0.6 + 0.25 * margin)
        return Resolution(senses[ranked[0]], round(confidence, 3), False, term)

    def _unambiguous_concepts_in(self, text: str, exclude: set[str]) -> list[Concept]:
        found: list[Concept] = []
        for _, _, matched in self.find_in_text(text):
            ids, _ = self._sense_ids(normalize_term(matched))
            if len(ids) == 1 and ids[0] not in exclude:
                found.append(self._concepts[ids[0]])
        return found

    def annotate(self, text: str, domain: str | None = None) -> list[tuple[int, int, Resolution]]:
        """Every lexicon mention in `text`, each resolved with the whole text as its context."""
        out: list[tuple[int, int, Resolution]] = []
        for start, end, matched in self.find_in_text(text):
            resolution = self.resolve(matched, text, domain)
            if resolution is not None:
                out.append((start, end, resolution))
        return out

    # --- finding mentions ---

    def find_in_text(self, text: str) -> list[tuple[int, int, str]]:
        """Longest non-overlapping alias mentions as (start, end, matched text), offsets into `text`.

        English aliases must sit on word boundaries; Chinese ones match anywhere (no spaces to rely on).
        """
        folded: Sequence[str]
        offsets: Sequence[int]
        ascii_folded = text.translate(_ASCII_FOLDED) if text.isascii() else None
        if ascii_folded is not None and not ascii_folded.startswith(" ") and "  " not in ascii_folded:
            # the common case: an ASCII text with no space to drop keeps every character where it was
            folded, offsets = ascii_folded, range(len(text))
        else:
            folded_chars: list[str] = []
            kept: list[int] = []
            previous_space = True
            for index, char in enumerate(text):
                mapped = _fold_char(char)
                if mapped == " ":
                    if previous_space:
                        continue
                    previous_space = True
                else:
                    previous_space = False
                folded_chars.append(mapped)
                kept.append(index)
            folded, offsets = folded_chars, kept
        length = len(folded)
        matches: list[tuple[int, int, str]] = []
        i = 0
        while i < length:
            char = folded[i]
            if char == " " or (char in _ASCII_ALNUM and i > 0 and folded[i - 1] in _ASCII_ALNUM):
                i += 1
                continue
            node = self._trie
            best_end = -1
            j = i
            while j < length:
                nxt = node.get(folded[j])
                if nxt is None:
                    break
                node = nxt
                j += 1
                if _TERMINAL in node and not (
                    folded[j - 1] in _ASCII_ALNUM and j < length and folded[j] in _ASCII_ALNUM
                ):
                    best_end = j
            if best_end > 0:
                start, end = offsets[i], offsets[best_end - 1] + 1
                matches.append((start, end, text[start:end]))
                i = best_end
            else:
                i += 1
        return matches

    # --- hierarchy ---

    def ancestors(self, concept_id: str) -> list[str]:
        """Transitive IS_A parents, nearest first; safe against cycles in user data."""
        return list(self._ancestors(concept_id))

    def _ancestors(self, concept_id: str) -> tuple[str, ...]:
        cached = self._ancestor_cache.get(concept_id)
        if cached is None:
            cached = self._ancestor_cache[concept_id] = _walk(concept_id, self._parents_of)
        return cached

    def _parents_of(self, concept_id: str) -> Sequence[str]:
        concept = self._concepts.get(concept_id)
        return concept.parents if concept else ()

    def descendants(self, concept_id: str) -> list[str]:
        """Transitive IS_A children, nearest first; safe against cycles."""
        return list(_walk(concept_id, lambda cid: self._children.get(cid, ())))

    def is_a(self, concept_id: str, ancestor_id: str) -> bool:
        """True when `concept_id` is `ancestor_id` or falls under it."""
        return concept_id == ancestor_id or ancestor_id in self._ancestors(concept_id)

    def siblings(self, concept_id: str) -> list[str]:
        """Concepts sharing a direct parent with `concept_id` (the alternatives an "only X" rules out)."""
        concept = self._concepts.get(concept_id)
        if concept is None:
            return []
        out: list[str] = []
        for parent in concept.parents:
            for child in self._children.get(parent, ()):
                if child != concept_id and child not in out:
                    out.append(child)
        return out

    # --- export ---

    def entity_ref(self, concept: Concept) -> EntityRef:
        return EntityRef(
            id=concept.id,
            name=concept.name,
            type=concept.type,
            disambiguation=concept.disambiguation,
            tags=concept.tags,
        )

    def fallback_entity(self, term: str, type: str = "thing") -> EntityRef:
        """An entity for a word outside the lexicon: id `<type>/<normalized lemma>`, e.g. `thing/kumquat`."""
        name = normalize_term(term)
        last = name.rpartition(" ")[2]
        if last.isascii() and last.isalpha():
            singular = _naive_singular(last)
            name = _with_last_word(name, singular)
        kind = _slug(type) if type else "thing"
        return EntityRef(id=f"{kind}/{_slug(name)}", name=name or term.strip(), type=type or "thing")


def _naive_singular(word: str) -> str:
    if len(word) > 4 and word.endswith("ies"):
        return word[:-3] + "y"
    if len(word) > 4 and word.endswith(("ches", "shes", "sses", "xes", "zes", "oes")):
        return word[:-2]
    if len(word) > 3 and word.endswith("s") and not word.endswith(("ss", "us", "is")):
        return word[:-1]
    return word


def _walk(start: str, step: Callable[[str], Sequence[str]]) -> tuple[str, ...]:
    seen = {start}
    out: list[str] = []
    frontier = list(step(start))
    while frontier:
        nxt: list[str] = []
        for cid in frontier:
            if cid in seen:
                continue
            seen.add(cid)
            out.append(cid)
            nxt.extend(step(cid))
        frontier = nxt
    return tuple(out)


def _english_words(key: str) -> frozenset[str]:
    words: set[str] = set()
    for word in _ENGLISH_WORD.findall(key):
        words.add(word)
        words.update(_singular_forms(word))
    return frozenset(words)


def _cue_present(cue: str, context_key: str, words: frozenset[str]) -> bool:
    if not cue:
        return False
    if _has_cjk(cue):
        return cue in context_key
    if " " in cue:
        return re.search(rf"(?<![a-z0-9]){re.escape(cue)}(?![a-z0-9])", context_key) is not None
    return cue in words


_SENTENCE_END = frozenset(".!?。！？\n")


def _capitalized_mid_sentence(term: str, context: str) -> bool | None:
    """True: capitalized mid-sentence; False: lowercase; None: no signal (sentence start, CJK, all caps)."""
    stripped = term.strip()
    if not stripped or not stripped[0].isascii() or not stripped[0].isalpha():
        return None
    if stripped[0].islower():
        return False
    if stripped.isupper() and len(stripped) > 1:
        return None
    position = context.find(stripped) if context else -1
    if position <= 0:
        return None
    before = context[:position].rstrip()
    if not before or before[-1] in _SENTENCE_END:
        return None
    return True


def _mtime(path: Path) -> float:
    try:
        return path.stat().st_mtime
    except OSError:
        return -1.0


def builtin_files() -> list[Path]:
    """The lexicon files shipped with graphmem, in load order."""
    folder = data_dir("schema") / "lexicon"
    return sorted(folder.glob("*.json"))


@lru_cache(maxsize=8)
def _load_cached(stamps: tuple[tuple[str, float], ...]) -> Lexicon:
    return Lexicon.from_files([*builtin_files(), *(Path(p) for p, _ in stamps)])


def default_lexicon() -> Lexicon:
    """The built-in lexicon alone (cached)."""
    return Lexicon.load()
