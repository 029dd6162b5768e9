"""Concept lookup, disambiguation and hierarchy over the shipped lexicon (no database, no spaCy)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from graphmem.concepts import Lexicon, normalize_term
from graphmem.errors import InvalidInputError
from graphmem.models import EntityRef


@pytest.fixture(scope="module")
def lexicon() -> Lexicon:
    return Lexicon.load()


def sense_id(lexicon: Lexicon, term: str, context: str = "", domain: str | None = None) -> str:
    resolution = lexicon.resolve(term, context, domain)
    assert resolution is not None, term
    return resolution.concept.id


# --- normalization and lookup ---


def test_normalize_term_folds_case_width_hyphens_and_whitespace() -> None:
    assert normalize_term("  Gluten-Free\t Diet ") == "gluten free diet"
    assert normalize_term("ＭａｃＢｏｏｋ") == "macbook"
    assert normalize_term("「火锅」") == "火锅"


def test_senses_finds_a_concept_by_english_and_chinese_alias(lexicon: Lexicon) -> None:
    assert [c.id for c in lexicon.senses("peanut")] == ["food/peanut"]
    assert [c.id for c in lexicon.senses("花生")] == ["food/peanut"]
    assert [c.id for c in lexicon.senses("PEANUT")] == ["food/peanut"]


@pytest.mark.parametrize(
    ("plural", "concept_id"),
    [
        ("peanuts", "food/peanut"),
        ("cherries", "food/cherry"),
        ("spicy dishes", "food/spicy_food"),
        ("sandwiches", "food/sandwich"),
        ("hot dogs", "food/sausage"),
        ("mangoes", "food/mango"),
    ],
)
def test_english_plurals_fold_to_their_singular_concept(
    lexicon: Lexicon, plural: str, concept_id: str
) -> None:
    assert [c.id for c in lexicon.senses(plural)] == [concept_id]


def test_words_outside_the_lexicon_have_no_senses(lexicon: Lexicon) -> None:
    assert lexicon.senses("kumquat") == []
    assert lexicon.resolve("kumquat", "I love kumquats") is None


def test_an_ambiguous_alias_lists_every_sense(lexicon: Lexicon) -> None:
    assert {c.id for c in lexicon.senses("apple")} == {"food/apple", "brand/apple"}
    assert {c.id for c in lexicon.senses("java")} == {"tech/java", "drink/coffee", "place/java_island"}


def test_get_returns_none_for_an_unknown_id(lexicon: Lexicon) -> None:
    assert lexicon.get("food/peanut") is not None
    assert lexicon.get("food/unobtainium") is None


# --- disambiguation ---


def test_apple_with_allergy_context_is_the_fruit(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "apples", "I'm allergic to apples") == "food/apple"


def test_apple_with_product_context_is_the_brand(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "Apple", "I only buy Apple products, my laptop is a Mac") == "brand/apple"


def test_capitalized_apple_mid_sentence_leans_to_the_brand(lexicon: Lexicon) -> None:
    resolution = lexicon.resolve("Apple", "I really like Apple")
    assert resolution is not None
    assert resolution.concept.id == "brand/apple"


def test_plural_apples_lean_to_the_fruit_without_other_cues(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "apples", "I like apples") == "food/apple"


def test_chinese_apple_with_allergy_is_the_fruit(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "苹果", "我对苹果过敏") == "food/apple"


def test_chinese_apple_with_phone_is_the_brand(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "苹果", "我一直用苹果手机") == "brand/apple"


def test_xiaomi_with_porridge_is_millet(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "小米", "我早上喜欢喝小米粥") == "food/millet"


def test_xiaomi_with_phone_is_the_brand(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "小米", "我新买的小米手机很好用") == "brand/xiaomi"


def test_java_with_coffee_context_is_coffee(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "java", "I need a cup of java every morning") == "drink/coffee"


def test_java_with_programming_context_is_the_language(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "Java", "I write backend code in Java at work") == "tech/java"


def test_java_with_travel_context_is_the_island(lexicon: Lexicon) -> None:
    assert (
        sense_id(lexicon, "Java", "We are flying to Java next month to visit the volcano")
        == "place/java_island"
    )


def test_python_with_coding_context_is_the_language(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "Python", "I'm learning Python for data science") == "tech/python"


def test_python_with_snake_context_is_the_animal(lexicon: Lexicon) -> None:
    assert (
        sense_id(lexicon, "python", "I saw a huge python at the zoo, I'm scared of snakes") == "animal/python"
    )


def test_domain_breaks_a_tie_the_context_leaves(lexicon: Lexicon) -> None:
    resolution = lexicon.resolve("苹果", "", domain="tech")
    assert resolution is not None
    assert resolution.concept.id == "brand/apple"
    assert not resolution.ambiguous
    food = lexicon.resolve("苹果", "", domain="food")
    assert food is not None and food.concept.id == "food/apple"


def test_no_evidence_picks_the_most_common_sense_and_flags_it_ambiguous(lexicon: Lexicon) -> None:
    resolution = lexicon.resolve("苹果", "")
    assert resolution is not None
    assert resolution.ambiguous
    assert resolution.concept.id == "food/apple"
    assert resolution.confidence < 0.6


def test_cue_evidence_gives_higher_confidence_than_a_tie(lexicon: Lexicon) -> None:
    clear = lexicon.resolve("苹果", "我对苹果过敏，吃了会起疹子")
    tied = lexicon.resolve("苹果", "")
    assert clear is not None and tied is not None
    assert clear.confidence > tied.confidence
    assert not clear.ambiguous


def test_an_unambiguous_term_resolves_with_high_confidence(lexicon: Lexicon) -> None:
    resolution = lexicon.resolve("peanuts", "")
    assert resolution is not None
    assert resolution.concept.id == "food/peanut"
    assert resolution.confidence >= 0.9
    assert not resolution.ambiguous
    assert resolution.term == "peanuts"


# --- finding mentions ---


def test_find_in_text_returns_longest_matches_in_english(lexicon: Lexicon) -> None:
    text = "I love Sichuan food and hot pot, but I'm allergic to peanuts."
    assert [m[2] for m in lexicon.find_in_text(text)] == ["Sichuan food", "hot pot", "peanuts"]


def test_find_in_text_offsets_point_into_the_original_text(lexicon: Lexicon) -> None:
    text = "My  MacBook   Pro and ＩＰＨＯＮＥ"
    for start, end, matched in lexicon.find_in_text(text):
        assert text[start:end] == matched
    assert [m[2] for m in lexicon.find_in_text(text)] == ["MacBook   Pro", "ＩＰＨＯＮＥ"]


def test_find_in_text_respects_english_word_boundaries(lexicon: Lexicon) -> None:
    assert lexicon.find_in_text("pineapple") == [(0, 9, "pineapple")]
    assert lexicon.find_in_text("grapefruity tease") == []


def test_find_in_text_works_on_chinese_without_spaces(lexicon: Lexicon) -> None:
    text = "我对花生过敏，不吃辣，平时用苹果手机，早上喝小米粥"
    assert [m[2] for m in lexicon.find_in_text(text)] == ["花生", "吃辣", "苹果手机", "小米粥"]


def test_find_in_text_finds_english_glued_to_chinese(lexicon: Lexicon) -> None:
    assert [m[2] for m in lexicon.find_in_text("我只用Mac写Python")] == ["Mac", "Python"]


def test_annotate_resolves_each_mention_with_the_text_as_context(lexicon: Lexicon) -> None:
    found = {r.concept.id for _, _, r in lexicon.annotate("I'm allergic to apples and bananas")}
    assert found == {"food/apple", "food/banana"}


# --- hierarchy ---


def test_ancestors_are_transitive_and_nearest_first(lexicon: Lexicon) -> None:
    ancestors = lexicon.ancestors("food/shrimp")
    assert ancestors[0] == "food/shellfish"
    assert ancestors.index("food/shellfish") < ancestors.index("food/seafood") < ancestors.index("food/food")


def test_descendants_cover_every_level_below(lexicon: Lexicon) -> None:
    spicy = lexicon.descendants("food/spicy_food")
    assert {"cuisine/sichuan", "food/hot_pot", "food/mapo_tofu", "cuisine/chongqing"} <= set(spicy)


def test_avoiding_caffeine_covers_coffee_drinks_but_not_decaf(lexicon: Lexicon) -> None:
    caffeinated = set(lexicon.descendants("drink/caffeine"))
    assert {"drink/coffee", "drink/latte", "drink/green_tea", "drink/cola"} <= caffeinated
    assert "drink/decaf" not in caffeinated


def test_a_mac_and_a_windows_laptop_are_siblings_under_computers(lexicon: Lexicon) -> None:
    assert "tech/windows_pc" in lexicon.siblings("tech/mac")
    assert "tech/windows_laptop" in lexicon.siblings("tech/macbook")


def test_hierarchy_walks_survive_cycles_in_user_data(tmp_path: Path) -> None:
    path = write_lexicon(
        tmp_path / "loop.json",
        [
            {"id": "x/a", "name": "a", "type": "thing", "aliases": {"en": ["aaa"]}, "parents": ["x/b"]},
            {"id": "x/b", "name": "b", "type": "thing", "aliases": {"en": ["bbb"]}, "parents": ["x/a"]},
        ],
    )
    lexicon = Lexicon.from_files([path])
    assert lexicon.ancestors("x/a") == ["x/b"]
    assert lexicon.descendants("x/a") == ["x/b"]


# --- export ---


def test_entity_ref_carries_the_contract_fields(lexicon: Lexicon) -> None:
    peanut = lexicon.get("food/peanut")
    assert peanut is not None
    ref = lexicon.entity_ref(peanut)
    assert ref == EntityRef(
        id="food/peanut",
        name="peanut",
        type="food",
        disambiguation="peanut (legume, food)",
        tags=("food", "allergen"),
    )


def test_fallback_entity_uses_the_normalized_singular_lemma(lexicon: Lexicon) -> None:
    ref = lexicon.fallback_entity("  Kumquats ")
    assert ref.id == "thing/kumquat"
    assert ref.name == "kumquat"
    assert ref.type == "thing"
    assert lexicon.fallback_entity("Green Tea Cakes", type="food").id == "food/green_tea_cake"
    assert lexicon.fallback_entity("螺蛳").id == "thing/螺蛳"


def test_stopwords_are_known(lexicon: Lexicon) -> None:
    assert lexicon.is_stopword("Stuff")
    assert lexicon.is_stopword("东西")
    assert not lexicon.is_stopword("peanut")


# --- user lexicons ---


def write_lexicon(path: Path, concepts: list[dict[str, object]]) -> Path:
    path.write_text(json.dumps({"concepts": concepts}, ensure_ascii=False), encoding="utf-8")
    return path


def test_a_user_lexicon_extends_the_builtin_one(tmp_path: Path) -> None:
    path = write_lexicon(
        tmp_path / "mine.json",
        [
            {
                "id": "food/kumquat",
                "name": "kumquat",
                "type": "food",
                "tags": ["food", "fruit"],
                "aliases": {"en": ["kumquat"], "zh": ["金桔"]},
                "parents": ["food/fruit"],
            },
        ],
    )
    lexicon = Lexicon.load([path])
    assert [c.id for c in lexicon.senses("kumquats")] == ["food/kumquat"]
    assert "food/kumquat" in lexicon.descendants("food/fruit")
    assert lexicon.get("food/peanut") is not None


def test_a_user_concept_overrides_a_builtin_one_by_id(tmp_path: Path) -> None:
    path = write_lexicon(
        tmp_path / "override.json",
        [
            {
                "id": "food/peanut",
                "name": "groundnut",
                "type": "food",
                "tags": ["food"],
                "aliases": {"en": ["goober"], "zh": ["花生"]},
                "parents": ["food/legume"],
            },
        ],
    )
    lexicon = Lexicon.load([path])
    peanut = lexicon.get("food/peanut")
    assert peanut is not None and peanut.name == "groundnut"
    assert [c.id for c in lexicon.senses("goober")] == ["food/peanut"]
    assert lexicon.senses("peanut") == []
    assert "food/nut" not in lexicon.ancestors("food/peanut")


def test_loading_the_builtin_lexicon_twice_returns_the_cached_one() -> None:
    assert Lexicon.load() is Lexicon.load()


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        ("{not json", "not valid UTF-8 JSON"),
        (
            '{"concepts": [{"id": "bad id", "name": "x", "type": "t", "aliases": {"en": ["x"]}}]}',
            "id must look like",
        ),
        ('{"concepts": [{"id": "a/b", "name": "x", "type": "t", "aliases": {}}]}', "at least one alias"),
        (
            '{"concepts": [{"id": "a/b", "name": "x", "type": "t", "aliases": {"en": ["x"]}, "colour": 1}]}',
            "unknown field",
        ),
        (
            '{"concepts": [{"id": "a/b", "name": "x", "type": "t", "aliases": {"en": ["x"]}, '
            '"parents": ["a/zz"]}]}',
            "unknown parent",
        ),
        (
            '{"concepts": [{"id": "a/b", "name": "x", "type": "t", "aliases": {"en": ["x"]}, "prior": 3}]}',
            "prior",
        ),
    ],
)
def test_an_invalid_user_file_is_rejected_naming_file_and_problem(
    tmp_path: Path, content: str, problem: str
) -> None:
    path = tmp_path / "broken.json"
    path.write_text(content, encoding="utf-8")
    with pytest.raises(InvalidInputError) as caught:
        Lexicon.load([path])
    assert "broken.json" in str(caught.value)
    assert problem in str(caught.value)


def test_a_missing_user_file_is_reported_as_invalid_input(tmp_path: Path) -> None:
    with pytest.raises(InvalidInputError, match=r"nowhere\.json"):
        Lexicon.load([tmp_path / "nowhere.json"])


def test_a_user_folder_loads_every_json_file_in_it(tmp_path: Path) -> None:
    write_lexicon(
        tmp_path / "a.json",
        [{"id": "food/kumquat", "name": "kumquat", "type": "food", "aliases": {"en": ["kumquat"]}}],
    )
    write_lexicon(
        tmp_path / "b.json",
        [{"id": "food/yuzu", "name": "yuzu", "type": "food", "aliases": {"en": ["yuzu"]}}],
    )
    lexicon = Lexicon.load([tmp_path])
    assert lexicon.get("food/kumquat") is not None
    assert lexicon.get("food/yuzu") is not None


# --- concepts added on request (lifestyle, apps, brands, jobs) ---


@pytest.mark.parametrize(
    ("term", "concept_id"),
    [
        ("抽烟", "activity/smoking"),
        ("姜", "food/ginger"),
        ("肥肉", "food/fatty_meat"),
        ("鸭血", "food/animal_blood"),
        ("主食", "food/staple_food"),
        ("早餐", "food/breakfast"),
        ("supper", "food/dinner"),
        ("外卖", "food/takeout"),
        ("抹茶", "drink/matcha"),
        ("flat white", "drink/flat_white"),
        ("燕麦奶", "drink/oat_milk"),
        ("美式", "drink/americano"),
        ("回族", "religion/muslim"),
        ("牛奶蛋白", "food/milk_protein"),
        ("头孢", "allergen/cephalosporin"),
        ("磺胺", "allergen/sulfa"),
        ("淘宝", "tech/taobao"),
        ("jd.com", "tech/jd"),
        ("饿了么", "tech/eleme"),
        ("Netflix", "tech/netflix"),
        ("Kindle", "tech/kindle"),
        ("瑞幸", "brand/luckin"),
        ("全季", "brand/ji_hotel"),
        ("扫地机器人", "tech/robot_vacuum"),
        ("恐高", "medical/fear_of_heights"),
        ("韩剧", "hobby/korean_drama"),
        ("歌剧", "music/opera"),
        ("德州扑克", "hobby/poker"),
        ("徽菜", "cuisine/anhui"),
        ("绿皮车", "transport/green_train"),
        ("廉航", "brand/budget_airline"),
        ("程序员", "occupation/software_engineer"),
    ],
)
def test_requested_concepts_resolve(lexicon: Lexicon, term: str, concept_id: str) -> None:
    assert [c.id for c in lexicon.senses(term)] == [concept_id]


def test_apple_s_design_is_the_brand(lexicon: Lexicon) -> None:
    assert sense_id(lexicon, "苹果", "我喜欢苹果的设计") == "brand/apple"
    assert sense_id(lexicon, "苹果", "苹果的外观和生态都不错") == "brand/apple"


def test_muslim_implies_what_halal_implies(lexicon: Lexicon) -> None:
    muslim, halal = lexicon.get("religion/muslim"), lexicon.get("diet/halal")
    assert muslim is not None and halal is not None
    assert set(halal.implies) <= set(muslim.implies)
    assert ("avoid", "food/animal_blood") in halal.implies


def test_new_hierarchy_covers_what_a_constraint_needs(lexicon: Lexicon) -> None:
    assert lexicon.is_a("food/sashimi", "food/raw_cold_food")
    assert lexicon.is_a("drink/iced_coffee", "food/raw_cold_food")
    assert lexicon.is_a("food/cheese", "food/milk_protein")
    assert lexicon.is_a("drink/flat_white", "food/milk")
    assert lexicon.is_a("drink/matcha", "drink/caffeine")
    assert lexicon.is_a("food/rice", "food/staple_food")
    assert lexicon.is_a("tech/eleme", "food/takeout")
    assert lexicon.is_a("brand/hanting", "travel/budget_hotel")
    assert "brand/luckin" in lexicon.siblings("brand/starbucks")
    assert "tech/jd" in lexicon.siblings("tech/taobao")


def test_longer_phrases_keep_their_own_sense(lexicon: Lexicon) -> None:
    assert [c.id for c in lexicon.senses("soap opera")] == ["hobby/tv_series"]
    assert [c.id for c in lexicon.senses("movie theater")] == ["hobby/movies"]
    assert [m[2] for m in lexicon.find_in_text("我不喝冰美式，也不看美剧")] == ["冰美式", "美剧"]
