"""The tables that stand in for the English model's attribute ruler and lemmatizer write what those write.

Each text is parsed by the model's neural components in two copies of the model; one parse then goes through
the model's own `attribute_ruler` and `lemmatizer`, the other through the tables, and every token's tag, part
of speech, morphology, lemma and dependency label must agree: over all our labelled English sentences and a
few written to reach the ruler's rarer patterns (two-word ones, whitespace tokens, dependency tests).
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
import spacy
from spacy.language import Language
from spacy.pipeline import AttributeRuler
from spacy.tokens import Doc

from graphmem.config import Settings
from graphmem.extract import rule_tables
from graphmem.extract.en import model_name

DATA = Path(__file__).resolve().parents[1] / "data" / "extraction_en.jsonl"
RARE = [
    "I'm gonna quit sugar, y'all. Let's see, c'mon!",
    "There's a gym I gotta try; it ain't cheap.",
    "ok  so   two spaces\n\nand a blank line",
    "I told you it was Sam's. Give it to me, not him.",
    "But what does he do? He did what he had to do.",
    "That which we want is this.",
    "   ",
]


@pytest.fixture(scope="module")
def model() -> Language:
    return spacy.load(model_name(Settings()))


def _annotations(doc: Doc) -> list[tuple[str, str, str, str, str]]:
    return [(t.tag_, t.pos_, str(t.morph), t.lemma_, t.dep_) for t in doc]


def _texts() -> list[str]:
    lines = DATA.read_text(encoding="utf-8").splitlines()
    return [json.loads(line)["text"] for line in lines if line] + RARE


def test_tables_write_what_the_model_components_write(model: Language) -> None:
    # the tables change the lemmatizer they wrap (its word index becomes sets): the model's own components
    # run in a model loaded apart
    stock = spacy.load(model_name(Settings()))
    ruler, lemmatizer = stock.get_pipe("attribute_ruler"), stock.get_pipe("lemmatizer")
    table = rule_tables.make_attribute_table(model, rule_tables.ATTRIBUTE_TABLE, "attribute_ruler")
    lemmas = rule_tables.make_lemma_table(model, rule_tables.LEMMA_TABLE, "lemmatizer")
    texts = _texts()
    with stock.select_pipes(disable=["attribute_ruler", "lemmatizer"]):
        theirs = [lemmatizer(ruler(doc)) for doc in stock.pipe(texts)]
    with model.select_pipes(disable=["attribute_ruler", "lemmatizer"]):
        ours = [lemmas(table(doc)) for doc in model.pipe(texts)]
    differing = [a.text for a, b in zip(theirs, ours, strict=True) if _annotations(a) != _annotations(b)]
    assert not differing, differing[:10]
    assert table.multi, "the model's two-word patterns were compiled"


def test_install_replaces_both_and_keeps_the_order(model: Language) -> None:
    nlp = spacy.load(model_name(Settings()))
    before = nlp.pipe_names
    assert rule_tables.install(nlp) == ["attribute_ruler", "lemmatizer"]
    tables = {"attribute_ruler": rule_tables.ATTRIBUTE_TABLE, "lemmatizer": rule_tables.LEMMA_TABLE}
    expected = [tables.get(name, name) for name in before]
    assert nlp.pipe_names == expected


def test_a_pattern_the_table_cannot_express_keeps_the_ruler() -> None:
    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("attribute_ruler")
    assert isinstance(ruler, AttributeRuler)
    ruler.add([[{"LOWER": "very", "OP": "+"}]], {"POS": "ADV"})
    assert rule_tables.install(nlp) == []
    assert nlp.pipe_names == ["attribute_ruler"]


def test_a_table_follows_the_rules_of_its_own_ruler() -> None:
    nlp = spacy.blank("en")
    ruler = nlp.add_pipe("attribute_ruler")
    assert isinstance(ruler, AttributeRuler)
    ruler.add([[{"LOWER": "gon"}, {"LOWER": "na"}]], {"LEMMA": "to"}, index=-1)
    ruler.add([[{"LOWER": {"IN": ["na", "ta"]}}]], {"POS": "PART"})
    ruler.add([[{"LOWER": {"REGEX": "^ta$"}}]], {"POS": "ADP"})  # later entries win
    assert rule_tables.install(nlp) == ["attribute_ruler"]
    doc = nlp("gon na ta na")
    assert [t.pos_ for t in doc] == ["", "PART", "ADP", "PART"]
    assert [t.lemma_ for t in doc] == ["", "to", "", ""]
