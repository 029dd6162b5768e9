"""The pure parts of the relational queries: candidate mapping with the real lexicon, judging, fusion,
context packing, Lucene escaping, amounts and the needs-memory cues. No database."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from graphmem.check import Hit, judge, map_candidate, parse_amount, parse_candidates
from graphmem.concepts import Lexicon
from graphmem.errors import InvalidInputError
from graphmem.lucene import escape, fulltext_terms, owner_query
from graphmem.models import Candidate, Memory
from graphmem.recall import CONTEXT_HEADER, RRF_K, fuse, key_hints, mentions_memory_cue, pack_context
from graphmem.relational import who_terms

T0 = datetime(2026, 1, 5, 9, tzinfo=UTC)


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return Lexicon.load()


def memory(key: str, value: str, *, kind: str = "constraint", polarity: str = "negative",
           subject: str = "user", weight: float = 1.0, memory_id: str | None = None,
           valid_until: datetime | None = None) -> Memory:
    return Memory.model_validate({
        "id": memory_id or f"m_{key}_{value}", "kind": kind, "subject": subject, "key": key, "value": value,
        "polarity": polarity, "valid_from": T0, "valid_until": valid_until, "recorded_at": T0,
        "last_seen_at": T0, "weight": weight,
    })


# --- mapping -----------------------------------------------------------------------------------------


def test_ingredients_map_to_concepts_in_both_languages_with_plurals(lexicon: Lexicon) -> None:
    mapped = map_candidate(lexicon, Candidate(id="c", name="Noodles",
                                              attributes={"ingredients": ["peanuts", "花生", "香菜"]}))
    ids = [m.concept_id for m in mapped.mentions]
    assert "food/peanut" in ids and "food/cilantro" in ids
    assert ids.count("food/peanut") == 1
    assert "food/nut" in mapped.concepts  # IS_A ancestors come along


def test_apple_pie_is_food_not_an_apple_product(lexicon: Lexicon) -> None:
    mapped = map_candidate(lexicon, Candidate(id="c", name="Apple Pie", tags=("dessert",)))
    assert "brand/apple" not in mapped.concepts
    assert "tech/apple_product" not in mapped.concepts
    assert any(c.startswith("food/") for c in mapped.concepts)


def test_a_cuisine_tag_outside_the_lexicon_is_read_as_a_cuisine(lexicon: Lexicon) -> None:
    mapped = map_candidate(lexicon, Candidate(id="c", name="Chef's special", tags=("sichuan",)))
    assert "cuisine/sichuan" in mapped.concepts
    assert "food/spicy_food" in mapped.concepts


def test_implications_point_back_at_the_diet_that_rules_a_concept_out(lexicon: Lexicon) -> None:
    mapped = map_candidate(lexicon, Candidate(id="c", name="Pork dumplings"))
    assert "diet/vegetarian" in mapped.implied
    assert "diet/halal" in mapped.implied


def test_unknown_words_become_fallback_slugs(lexicon: Lexicon) -> None:
    mapped = map_candidate(lexicon, Candidate(id="c", name="Kumquats"))
    assert mapped.words == {"kumquat": "Kumquats"}
    beside_a_concept = map_candidate(lexicon, Candidate(id="c", name="Kumquat peanut jam"))
    assert "kumquat" in beside_a_concept.words
    assert "food/peanut" in beside_a_concept.concepts


def test_price_is_read_from_numbers_and_strings(lexicon: Lexicon) -> None:
    assert map_candidate(lexicon, Candidate(id="c", attributes={"price": 12.5})).price == 12.5
    priced = map_candidate(lexicon, Candidate(id="c", attributes={"price": "¥1,200"}))
    assert (priced.price, priced.currency) == (1200.0, "CNY")


@pytest.mark.parametrize(("text", "expected"), [
    ("at most 1500 USD", (1500.0, "USD")),
    ("under $2k", (2000.0, "USD")),
    ("预算5000元", (5000.0, "CNY")),
    ("no more than 3万", (30000.0, None)),
    ("cheap", (None, None)),
])
def test_parse_amount(text: str, expected: tuple[float | None, str | None]) -> None:
    assert parse_amount(text) == expected


def test_candidates_are_validated_at_the_boundary() -> None:
    with pytest.raises(InvalidInputError, match="candidate 2"):
        parse_candidates([{"id": "a"}, {"name": "no id"}])
    with pytest.raises(InvalidInputError, match="JSON list"):
        parse_candidates({"id": "a"})


# --- judging -----------------------------------------------------------------------------------------


def test_a_negative_constraint_on_an_ancestor_blocks_with_a_readable_reason(lexicon: Lexicon) -> None:
    mapped = map_candidate(lexicon, Candidate(id="c", name="Snack mix",
                                              attributes={"ingredients": ["peanuts"]}))
    allergy = memory("allergy", "nut")
    verdict = judge(mapped, [Hit(allergy, hits=("food/nut",))], lexicon)
    assert verdict.verdict == "block"
    assert verdict.reasons[0].explanation == (
        "contains peanuts (peanut is a kind of nuts) — severe nut allergy, said 2026-01-05")


def test_a_related_persons_constraint_only_avoids(lexicon: Lexicon) -> None:
    mapped = map_candidate(lexicon, Candidate(id="c", name="Peanut cookies"))
    fathers = memory("allergy", "peanut", subject="father")
    verdict = judge(mapped, [Hit(fathers, hits=("food/peanut",))], lexicon)
    assert verdict.verdict == "avoid"
    assert verdict.reasons[0].explanation.endswith("father: severe peanut allergy, said 2026-01-05")


def test_a_positive_constraint_on_the_same_concept_is_no_conflict(lexicon: Lexicon) -> None:
    mapped = map_candidate(lexicon, Candidate(id="c", name="MacBook Air"))
    only_mac = memory("only", "Mac", polarity="positive")
    assert judge(mapped, [Hit(only_mac, hits=("tech/mac",))], lexicon).verdict == "ok"


def test_only_x_blocks_a_same_category_alternative_but_not_a_generic_one(lexicon: Lexicon) -> None:
    only_mac = memory("only", "Mac", polarity="positive")
    windows = map_candidate(lexicon, Candidate(id="w", name="Windows laptop"))
    generic = map_candidate(lexicon, Candidate(id="g", name="laptop sleeve for any laptop"))
    assert judge(windows, [Hit(only_mac, only_hits=("tech/mac",))], lexicon).verdict == "block"
    assert judge(generic, [Hit(only_mac, only_hits=("tech/mac",))], lexicon).verdict == "ok"


def test_budget_blocks_only_above_the_cap_and_in_the_same_currency(lexicon: Lexicon) -> None:
    budget = memory("budget", "at most 500 USD")
    cheap = map_candidate(lexicon, Candidate(id="a", attributes={"price": 450}))
    dear = map_candidate(lexicon, Candidate(id="b", attributes={"price": 650}))
    yuan = map_candidate(lexicon, Candidate(id="c", attributes={"price": "3000元"}))
    assert judge(cheap, [Hit(budget, budget_rule=True)], lexicon).verdict == "ok"
    assert judge(dear, [Hit(budget, budget_rule=True)], lexicon).verdict == "block"
    assert judge(yuan, [Hit(budget, budget_rule=True)], lexicon).verdict == "ok"


def test_block_reasons_come_before_avoid_reasons(lexicon: Lexicon) -> None:
    mapped = map_candidate(lexicon, Candidate(id="c", name="Pork with cilantro"))
    dislike = memory("dislikes", "cilantro", kind="preference")
    halal = memory("diet", "halal", polarity="positive")
    verdict = judge(mapped, [Hit(dislike, hits=("food/cilantro",)), Hit(halal, implied_hits=("diet/halal",))],
                    lexicon)
    assert verdict.verdict == "block"
    assert [r.key for r in verdict.reasons] == ["diet", "dislikes"]


# --- fusion and packing ------------------------------------------------------------------------------


def test_fusion_adds_reciprocal_ranks_scaled_by_list_and_memory_weight() -> None:
    scores = fuse({"concept": ["a", "b"], "text": ["b"], "neighbour": ["c"]}, {"a": 1.0, "b": 0.5, "c": 1.0})
    assert scores["a"] == pytest.approx(1 / (RRF_K + 1))
    assert scores["b"] == pytest.approx(0.5 * (1 / (RRF_K + 2) + 1 / (RRF_K + 1)))
    assert scores["c"] == pytest.approx(0.5 / (RRF_K + 1))


def test_context_puts_severe_constraints_first_and_fits_the_budget() -> None:
    memories = [memory("likes", "jazz", kind="preference", polarity="positive"), memory("allergy", "peanut")]
    full = pack_context(memories, 1000)
    assert full.splitlines() == [CONTEXT_HEADER, "- severe peanut allergy, said 2026-01-05",
                                 "- likes jazz, said 2026-01-05"]
    for budget in range(0, 140, 7):
        assert len(pack_context(memories, budget)) <= budget
    assert pack_context(memories, 45) == "- severe peanut allergy, said 2026-01-05"
    assert pack_context([], 100) == ""


# --- text --------------------------------------------------------------------------------------------


def test_lucene_special_characters_are_escaped() -> None:
    special = 'a+b-c:(d)"e"*?~^[]{}!/\\'
    assert escape(special) == 'a\\+b\\-c\\:\\(d\\)\\"e\\"\\*\\?\\~\\^\\[\\]\\{\\}\\!\\/\\\\'
    query = owner_query(["c++", "AND"], tenant='t"1', user_id="u")
    assert query == '+tenant:"t\\"1" +user_id:"u" +search_text:(c\\+\\+ and)'


def test_fulltext_terms_drop_function_words_in_both_languages() -> None:
    assert fulltext_terms("What did I say about peanuts last time?") == ["peanuts"]
    assert fulltext_terms("我上次说我对什么过敏？") == ["过敏"]
    assert fulltext_terms("tea AND coffee OR NOT milk") == ["tea", "coffee", "milk"]


def test_key_hints() -> None:
    assert key_hints("What am I allergic to?") == ["allergy"]
    assert key_hints("我住在哪里") == ["lives_in"]


@pytest.mark.parametrize(("message", "expected"), [
    ("As I said last time, no peanuts", True),
    ("Do you remember my sister's name?", True),
    ("上次那家火锅店不错", True),
    ("你还记得我喜欢什么吗", True),
    ("What's the capital of France?", False),
    ("今天天气很好", False),
    ("I'm remembering nothing", False),
])
def test_memory_cues(message: str, expected: bool) -> None:
    assert mentions_memory_cue(message) is expected


def test_who_terms_map_both_languages_to_the_same_concepts(lexicon: Lexicon) -> None:
    chinese = who_terms(lexicon, "t", ["保守型", "债券基金"])
    english = who_terms(lexicon, "t", ["conservative investor", "bond fund"])
    assert [t.concepts for t in chinese] == [t.concepts for t in english]
    assert chinese[0].concepts[0] == "risk/conservative"
    unknown = who_terms(lexicon, "t", ["kumquats"])[0]
    assert unknown.concepts == () and unknown.text == "kumquats"
    assert unknown.lucene == '+tenant:"t" +search_text:(kumquats)'
