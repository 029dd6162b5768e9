"""The English model's entity recognizer, run only on the messages it could find something in.

The small English model's entity recognizer has a network of its own: it costs about as much as the tagger
and the parser together, more than half the model's time on chat messages. Most of what it labels needs a
capital or a digit to go on ("Sarah", "Lisbon", "Google", "March 3rd", "$50"); without those it labels
times and numbers spelled in words ("last week", "this morning", "two days ago", "a few miles"). Many chat
messages hold neither ("I can't stand cilantro", "please keep answers short", "allergic to shellfish, fyi"),
and on those the recognizer finds nothing.

`EntityGate` stands in the recognizer's place in the pipeline. A doc goes to the recognizer when it holds a
proper noun (the tagger, which ran before, says so), a letter in upper case other than "I" and the capital
opening a sentence with a word that is no noun or adjective ("My", "Just", "Love"), a digit, or one of the
words of `patterns/entity_cues_en.json` (time, number and measure words) or a nationality or language
(`truecase.DEMONYMS`). Every other doc gets the recognizer's answer for such a doc, no entity, without the
network. On all the labelled English sentences the memories read are the same either way (the unit tests
check it on the project's own set).
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from itertools import islice
from typing import Any

from spacy.language import Language
from spacy.strings import get_string_id
from spacy.tokens import Doc

from graphmem.extract.base import doc_text, load_json
from graphmem.extract.truecase import DEMONYMS

ENTITY_GATE = "graphmem_entity_gate"
CUES_FILE = "entity_cues_en.json"
# "I", "I'm", "I'd": the pronoun's capital names nobody
_PRONOUN_I = frozenset({"I", "I'm", "I'd", "I've", "I'll", "I’m", "I’d", "I’ve", "I’ll"})
_PROPER_TAGS = frozenset({"NNP", "NNPS"})
# the same tags by their hashes: `Token.tag` is read without looking its string up
_PROPER_TAG_IDS = frozenset(get_string_id(tag) for tag in _PROPER_TAGS)
_DIGIT = re.compile(r"\d")


class EntityGate:
    """Runs `recognizer` on the docs that hold a cue for it (see the module's docstring); gives every other
    doc an empty entity annotation, as the recognizer would."""

    def __init__(self, recognizer: Any, cues_file: str = CUES_FILE) -> None:
        raw = load_json(cues_file)
        self.recognizer = recognizer
        self.words = frozenset(raw["time_words"] + raw["number_words"] + raw["measure_words"]) | DEMONYMS
        self.quiet_opener_tags = frozenset(raw["quiet_opener_tags"])

    def needed(self, doc: Doc) -> bool:
        """Whether `doc` holds anything the recognizer could label."""
        if _DIGIT.search(doc_text(doc)):  # the text kept on the doc, not joined again
            return True  # "March 3rd", "$50", "9:40", "3pm"
        words = self.words
        quiet = self.quiet_opener_tags
        for token in doc:
            text = token.text
            lower = text.lower()
            if lower in words or token.tag in _PROPER_TAG_IDS:
                return True
            if text != lower and text not in _PRONOUN_I and not (token.is_sent_start and token.tag_ in quiet):
                return True
        return False

    def __call__(self, doc: Doc) -> Doc:
        if self.needed(doc):
            return self.recognizer(doc)  # type: ignore[no-any-return]
        doc.set_ents([], default="outside")
        return doc

    def pipe(self, docs: Iterable[Doc], batch_size: int = 128) -> Iterator[Doc]:
        """The docs in their order; the recognizer gets the docs of each batch that need it in one call."""
        stream = iter(docs)
        while batch := list(islice(stream, batch_size)):
            needed = [self.needed(doc) for doc in batch]
            chosen = [doc for doc, need in zip(batch, needed, strict=True) if need]
            if chosen:
                # the recognizer labels the docs in place; its generator is run to the end here
                for _ in self.recognizer.pipe(chosen, batch_size=len(chosen)):
                    pass
            for doc, need in zip(batch, needed, strict=True):
                if not need:
                    doc.set_ents([], default="outside")
                yield doc


@Language.factory(ENTITY_GATE, default_config={"source": "ner", "cues": CUES_FILE})
def make_entity_gate(nlp: Language, name: str, source: str, cues: str) -> EntityGate:
    return EntityGate(nlp.get_pipe(source), cues)


def install(nlp: Language, source: str = "ner") -> bool:
    """Puts the gate in the place of the model's recognizer `source`; False when the model has none."""
    if source not in nlp.pipe_names:
        return False
    nlp.add_pipe(ENTITY_GATE, after=source, config={"source": source})
    nlp.remove_pipe(source)
    return True


__all__ = ["ENTITY_GATE", "EntityGate", "install", "make_entity_gate"]
