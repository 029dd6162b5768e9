"""The shipped lexicon is well-formed: it validates against its JSON Schema and its hierarchy is sound."""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from graphmem.concepts import Lexicon, builtin_files, normalize_term
from graphmem.resources import data_dir

SCHEMA_PATH = data_dir("schema") / "lexicon.schema.json"
LEXICON_FILES = builtin_files()

# Aliases that several concepts share on purpose; every one of them must carry cues.
INTENDED_AMBIGUITIES = {
    "apple", "苹果", "小米", "java", "python", "turkey", "coach", "orange",
    # a fruit, a wild animal or a landmark beside a brand of the same name: the sentence's cues choose
    "blackberry", "黑莓", "红米", "jaguar", "jaguars", "puma", "dove", "mustang", "corona", "amazon", "mango",
    "亚马逊", "长城",
    # rice noodles, or the fans of Xiaomi (我是米粉不是面条派 / 我是米粉，小米手机用了好几部了)
    "米粉",
    # the instrument ("I play bass in a punk band") or the fish ("grilled sea bass"): the cues choose
    "bass",
    # the ticketing app (在猫眼上买电影票) or the door's peephole (门上的猫眼坏了): never the cat
    "猫眼",
}


def schema_errors(
    instance: Any, schema: dict[str, Any], root: dict[str, Any], path: str = "$"
) -> Iterator[str]:
    """The subset of JSON Schema the lexicon schema uses (no jsonschema dependency in graphmem)."""
    if "$ref" in schema:
        target: Any = root
        for part in schema["$ref"].removeprefix("#/").split("/"):
            target = target[part]
        yield from schema_errors(instance, target, root, path)
    for sub in schema.get("allOf", []):
        yield from schema_errors(instance, sub, root, path)
    expected = schema.get("type")
    python_types = {"object": dict, "array": list, "string": str, "number": (int, float)}
    if expected and (not isinstance(instance, python_types[expected]) or isinstance(instance, bool)):
        yield f"{path}: expected {expected}"
        return
    if isinstance(instance, dict):
        for name in schema.get("required", []):
            if name not in instance:
                yield f"{path}: missing {name!r}"
        properties = schema.get("properties", {})
        if schema.get("additionalProperties") is False:
            for name in set(instance) - set(properties):
                yield f"{path}: unexpected {name!r}"
        for name, value in instance.items():
            if name in properties:
                yield from schema_errors(value, properties[name], root, f"{path}.{name}")
        if len(instance) < schema.get("minProperties", 0):
            yield f"{path}: too few properties"
    if isinstance(instance, list) and "items" in schema:
        for index, item in enumerate(instance):
            yield from schema_errors(item, schema["items"], root, f"{path}[{index}]")
    if isinstance(instance, str):
        if len(instance) < schema.get("minLength", 0):
            yield f"{path}: too short"
        if "pattern" in schema and not re.search(schema["pattern"], instance):
            yield f"{path}: {instance!r} does not match {schema['pattern']}"
    if isinstance(instance, int | float) and not isinstance(instance, bool):
        if "minimum" in schema and instance < schema["minimum"]:
            yield f"{path}: below minimum"
        if "maximum" in schema and instance > schema["maximum"]:
            yield f"{path}: above maximum"


@pytest.fixture(scope="module")
def schema() -> dict[str, Any]:
    loaded: dict[str, Any] = json.loads(SCHEMA_PATH.read_text(encoding="utf-8"))
    return loaded


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return Lexicon.load()


def raw_concepts() -> Iterator[tuple[Path, dict[str, Any]]]:
    for path in LEXICON_FILES:
        for concept in json.loads(path.read_text(encoding="utf-8"))["concepts"]:
            yield path, concept


def test_the_lexicon_ships_several_domain_files() -> None:
    names = {path.name for path in LEXICON_FILES}
    assert {"food.json", "drinks.json", "tech.json", "travel.json", "finance.json", "places.json"} <= names


@pytest.mark.parametrize("path", LEXICON_FILES, ids=lambda p: p.name)
def test_every_lexicon_file_validates_against_the_schema(path: Path, schema: dict[str, Any]) -> None:
    document = json.loads(path.read_text(encoding="utf-8"))
    assert list(schema_errors(document, schema, schema)) == []


def test_the_schema_validator_used_here_does_reject_bad_concepts(schema: dict[str, Any]) -> None:
    bad = {
        "concepts": [{"id": "Not An Id", "name": "x", "type": "food", "aliases": {"fr": ["x"]}, "extra": 1}]
    }
    errors = list(schema_errors(bad, schema, schema))
    assert any("does not match" in e for e in errors)
    assert any("unexpected 'extra'" in e for e in errors)
    assert any("unexpected 'fr'" in e for e in errors)


def test_the_lexicon_holds_at_least_three_hundred_concepts(lexicon: Lexicon) -> None:
    assert len(lexicon) >= 300


def test_concept_ids_are_unique_across_files() -> None:
    ids = [concept["id"] for _, concept in raw_concepts()]
    duplicates = {i for i in ids if ids.count(i) > 1}
    assert duplicates == set()


def test_every_parent_and_implied_concept_exists(lexicon: Lexicon) -> None:
    missing = [
        (concept.id, ref)
        for concept in lexicon.concepts()
        for ref in (*concept.parents, *(implication.value for implication in concept.implies))
        if lexicon.get(ref) is None
    ]
    assert missing == []


def test_the_is_a_hierarchy_has_no_cycles(lexicon: Lexicon) -> None:
    cyclic = [concept.id for concept in lexicon.concepts() if concept.id in lexicon.ancestors(concept.id)]
    assert cyclic == []


def test_every_concept_has_english_and_chinese_aliases(lexicon: Lexicon) -> None:
    lacking = [c.id for c in lexicon.concepts() if not c.aliases_en or not c.aliases_zh]
    assert lacking == []


def test_only_the_intended_aliases_are_shared_between_concepts(lexicon: Lexicon) -> None:
    owners: dict[str, set[str]] = {}
    for concept in lexicon.concepts():
        for alias in concept.aliases:
            owners.setdefault(normalize_term(alias), set()).add(concept.id)
    shared = {alias for alias, ids in owners.items() if len(ids) > 1}
    assert shared == INTENDED_AMBIGUITIES


def test_every_sense_of_a_shared_alias_has_cues(lexicon: Lexicon) -> None:
    without_cues = [
        (alias, concept.id)
        for alias in INTENDED_AMBIGUITIES
        for concept in lexicon.senses(alias)
        if not concept.cues
    ]
    assert without_cues == []


def test_every_concept_except_roots_has_a_parent(lexicon: Lexicon) -> None:
    roots = {c.id for c in lexicon.concepts() if not c.parents}
    # Roots are the top of a domain; a handful per file, never an ordinary item.
    assert all(lexicon.descendants(root) for root in roots), [r for r in roots if not lexicon.descendants(r)]


def test_the_brief_s_key_relations_are_in_the_data(lexicon: Lexicon) -> None:
    assert lexicon.is_a("cuisine/sichuan", "food/spicy_food")
    assert lexicon.is_a("food/hot_pot", "food/spicy_food")
    assert lexicon.is_a("tech/iphone", "tech/apple_product")
    assert lexicon.is_a("finance/bond_fund", "finance/fund")
    assert lexicon.is_a("drink/coffee", "drink/caffeine")
    assert not lexicon.is_a("drink/decaf", "drink/caffeine")
    assert "tech/laptop" in lexicon.ancestors("tech/macbook")
    assert "tech/laptop" in lexicon.ancestors("tech/windows_laptop")


def test_diabetes_implies_avoiding_sugar(lexicon: Lexicon) -> None:
    diabetes = lexicon.get("medical/diabetes")
    assert diabetes is not None
    assert ("avoid", "food/sugar") in diabetes.implies
