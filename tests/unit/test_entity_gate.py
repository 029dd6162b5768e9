"""The entity gate gives the model's recognizer only the messages it could label something in, and what is
read from the others is exactly what the recognizer run on them would have let the grammar read."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
import spacy

from graphmem.config import Settings
from graphmem.extract import Extractor, ExtractRequest
from graphmem.extract.en import COMPONENT, model_name
from graphmem.extract.entity_gate import ENTITY_GATE, EntityGate, install

DATA = Path(__file__).resolve().parents[1] / "data" / "extraction_en.jsonl"
AT = datetime(2026, 3, 10, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


@pytest.fixture(scope="module")
def gate(extractor: Extractor) -> EntityGate:
    found = extractor.pipeline("en").get_pipe(ENTITY_GATE)
    assert isinstance(found, EntityGate)
    return found


def _parsed(extractor: Extractor, texts: list[str]) -> list[spacy.tokens.Doc]:
    """The texts as the gate sees them: tagged and parsed, not yet labelled."""
    return list(extractor.pipeline("en").pipe(texts, disable=[ENTITY_GATE, COMPONENT]))


@pytest.mark.parametrize(
    "text",
    [
        "I just moved to Lisbon.",  # a proper noun
        "my sister sarah hates mushrooms",  # capitals restored before the model reads it
        "Saw the dentist last week.",  # a time said in words
        "I run three miles before work.",  # a number and a measure
        "honestly i could eat thai food every day",  # a nationality in lower case
        "Korean food is my favorite.",  # a noun opening the sentence may be a name
        "iPhones feel limiting to me.",  # a capital inside a word
        "My budget is 500 a night.",  # a digit
    ],
)
def test_messages_with_something_to_label_go_to_the_recognizer(
    extractor: Extractor, gate: EntityGate, text: str
) -> None:
    assert gate.needed(_parsed(extractor, [text])[0])


@pytest.mark.parametrize(
    "text",
    [
        "I can't stand cilantro.",
        "Please keep your answers short.",
        "Love spicy food, hate bland stuff.",
        "can't stand shellfish tbh",
        "ok thanks",
    ],
)
def test_messages_with_nothing_to_label_pass_it_by(extractor: Extractor, gate: EntityGate, text: str) -> None:
    doc = _parsed(extractor, [text])[0]
    assert not gate.needed(doc)
    assert gate(doc).ents == ()
    assert doc.has_annotation("ENT_IOB")  # labelled "no entity", as the recognizer labels such a doc


def test_pipe_keeps_the_order_and_labels_as_a_call_does(extractor: Extractor, gate: EntityGate) -> None:
    texts = [
        "I can't stand cilantro.",
        "I moved to Lisbon.",
        "ok thanks",
        "Ok thanks",
        "We fly to Tokyo on Friday.",
    ]
    piped = list(gate.pipe(_parsed(extractor, texts), batch_size=3))
    called = [gate(doc) for doc in _parsed(extractor, texts)]
    # all-lowercase chat is read cased and, ending on a word, with its final stop; an edited message as typed
    read = [
        "I can't stand cilantro.",
        "I moved to Lisbon.",
        "Ok thanks.",
        "Ok thanks",
        "We fly to Tokyo on Friday.",
    ]
    assert [doc.text for doc in piped] == read
    assert [[(e.text, e.label_) for e in doc.ents] for doc in piped] == [
        [(e.text, e.label_) for e in doc.ents] for doc in called
    ]
    assert [e.text for e in piped[4].ents] == ["Tokyo", "Friday"]


def test_install_takes_the_recognizers_place() -> None:
    nlp = spacy.load(model_name(Settings()))
    expected = [ENTITY_GATE if name == "ner" else name for name in nlp.pipe_names]
    assert install(nlp)
    assert nlp.pipe_names == expected
    assert not install(spacy.blank("en"))


def test_the_memories_are_those_read_with_the_recognizer_on_every_message(
    extractor: Extractor, gate: EntityGate, monkeypatch: pytest.MonkeyPatch
) -> None:
    # every labelled English sentence the gate passes by (over a third of them) is read twice: as shipped,
    # and with the recognizer run on it; the memories must be the same, to the character
    texts = [json.loads(line)["text"] for line in DATA.read_text(encoding="utf-8").splitlines() if line]
    passed = [
        text for text, doc in zip(texts, _parsed(extractor, texts), strict=True) if not gate.needed(doc)
    ]
    assert len(passed) > len(texts) / 4

    def read() -> list[str]:
        extractor.forget_lookups()
        requests = [ExtractRequest(text=text, at=AT, lang="en") for text in passed]
        return [
            json.dumps([m.model_dump(mode="json") for m in found])
            for found in extractor.extract_many(requests)
        ]

    gated = read()
    monkeypatch.setattr(gate, "needed", lambda doc: True)
    assert read() == gated
