"""Capitals restored in all-lowercase English messages (`graphmem.extract.truecase`)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from graphmem.extract import Extractor
from graphmem.extract.truecase import Truecaser, build_truecaser, needs_truecase, truecased

AT = datetime(2026, 3, 10, 9, tzinfo=UTC)


@pytest.fixture(scope="module")
def casing() -> Truecaser:
    return build_truecaser(
        proper_aliases=[
            ("nairobi", "Nairobi", "place"),
            ("iphone", "iPhone", "device"),
            ("nyc", "New York", "place"),
            ("apple", "Apple", "brand"),
            ("windows", "Windows", "operating_system"),
            ("guesthouse", "Airbnb", "travel"),
        ],
        common_aliases=["apple", "ball python"],
        known_words=[
            "window",
            "fly",
            "eat",
            "clean",
            "stay",
            "mail",
            "guesthouse",
            "great",
            "later",
            "tired",
            "sarah",
            "love",
            "horse",
        ],
        non_name_words=["great", "later", "tired", "love", "really", "fly", "eat", "clean", "stay", "mail"],
        stop_words=["is", "the", "and", "a", "my", "me", "to", "can", "you", "be"],
        roles=["wife", "best friend", "in-laws"],
    )


def test_only_a_message_without_any_capital_is_touched(casing: Truecaser) -> None:
    cased = "My wife sarah is in nairobi."
    assert truecased(cased, casing) is cased
    assert not needs_truecase("42")
    assert needs_truecase("my ssn is [SSN]")


def test_the_pronoun_sentence_starts_and_lexicon_names_get_capitals(casing: Truecaser) -> None:
    text = "i'm flying to nairobi on friday. i love my iphone, i.e. mostly."
    assert truecased(text, casing) == "I'm flying to Nairobi on Friday. I love my iPhone, i.e. mostly."


def test_the_restored_copy_keeps_every_offset(casing: Truecaser) -> None:
    text = "call me jo. we fly to nyc in may"
    restored = truecased(text, casing)
    assert len(restored) == len(text) and restored.lower() == text
    assert restored == "Call me Jo. We fly to NYC in May"


def test_a_word_with_an_everyday_sense_stays_as_written(casing: Truecaser) -> None:
    assert (
        truecased("i ate an apple and cleaned the windows", casing)
        == "I ate an apple and cleaned the windows"
    )
    assert truecased("i stay in a guesthouse", casing) == "I stay in a guesthouse"
    assert truecased("you may be right", casing) == "You may be right"


def test_a_name_is_capitalised_only_where_the_sentence_says_it_is_one(casing: Truecaser) -> None:
    assert truecased("my wife sarah loves horses", casing) == "My wife Sarah loves horses"
    assert truecased("my wife really loves horses", casing) == "My wife really loves horses"
    assert truecased("i'm tired, can you call me later", casing) == "I'm tired, can you call me later"


def test_addresses_keep_their_case(casing: Truecaser) -> None:
    assert truecased("mail jo.reyes@proton.me now", casing) == "Mail jo.reyes@proton.me now"


def test_a_lowercase_message_is_read_like_its_cased_twin_and_keeps_its_own_source() -> None:
    extractor = Extractor()
    lower = extractor.extract("my husband tomasz is allergic to peanuts.", at=AT)
    cased = extractor.extract("My husband Tomasz is allergic to peanuts.", at=AT)
    assert [(m.key, m.value.lower()) for m in lower] == [(m.key, m.value.lower()) for m in cased]
    assert {m.source.text for m in lower if m.source} == {"my husband tomasz is allergic to peanuts."}


def test_nationalities_and_languages_get_capitals_but_polish_the_verb_does_not(casing: Truecaser) -> None:
    assert truecased("i'm brazilian and speak polish", casing) == "I'm Brazilian and speak Polish"
    assert truecased("i polish my shoes", casing) == "I polish my shoes"


@pytest.fixture(scope="module")
def casing_with_facts() -> Truecaser:
    return build_truecaser(
        proper_aliases=[],
        common_aliases=["pepper", "biscuit", "food"],
        known_words=["ray", "walker", "bath", "reading", "arsenal", "crazy", "pepper", "bit", "tired"],
        non_name_words=["ray", "crazy", "pepper", "bit", "tired"],
        stop_words=["is", "the", "and", "a", "my", "our", "me", "to", "in", "i", "m", "but", "just", "last"],
        roles=["uncle", "dog", "cat", "sister-in-law"],
        casing_facts={
            "proper_names": ["Tulsa", "Red Sox"],
            "name_towns": ["Austin"],
            "everyday_towns": ["Bath", "Reading"],
            "place_cues": ["live", "moved"],
            "teams": ["Arsenal"],
            "team_cues_after": ["fan"],
            "team_cues_before": ["support"],
            "first_names": ["ray"],
            "pet_roles": ["dog", "cat"],
            "pet_compounds": ["food", "walker"],
        },
        nouns=["ray", "walker", "pepper", "bit", "crazy", "bath"],
        describing_words=["crazy", "tired"],
        verb_forms=["bit"],
    )


def test_listed_names_get_capitals_and_an_everyday_word_only_where_the_sentence_asks(
    casing_with_facts: Truecaser,
) -> None:
    assert truecased("we fly to tulsa and love the red sox", casing_with_facts) == (
        "We fly to Tulsa and love the Red Sox"
    )
    assert truecased("i moved to austin", casing_with_facts) == "I moved to Austin"
    assert truecased("i live in bath.", casing_with_facts) == "I live in Bath."
    assert truecased("i had a bath in bath", casing_with_facts) == "I had a bath in bath"
    assert truecased("i moved to reading more books", casing_with_facts) == "I moved to reading more books"
    assert truecased("a huge arsenal fan", casing_with_facts) == "A huge Arsenal fan"
    assert truecased("an arsenal of tools", casing_with_facts) == "An arsenal of tools"


def test_first_names_and_pet_names_that_are_also_words_follow_a_role(casing_with_facts: Truecaser) -> None:
    assert truecased("my uncle ray is here", casing_with_facts) == "My uncle Ray is here"
    assert truecased("our dog pepper is old", casing_with_facts) == "Our dog Pepper is old"
    assert truecased("my dog walker is late", casing_with_facts) == "My dog walker is late"
    assert truecased("my dog food is gone", casing_with_facts) == "My dog food is gone"
    assert truecased("my dog bit me", casing_with_facts) == "My dog bit me"
    assert truecased("call me crazy", casing_with_facts) == "Call me crazy"


def test_a_shouted_message_is_folded_and_then_cased_by_the_same_rules(casing: Truecaser) -> None:
    from graphmem.extract.truecase import prepared_text, unshouted

    assert unshouted("MY WIFE SARAH LOVES NAIROBI [SSN]") == "my wife sarah loves nairobi [SSN]"
    assert prepared_text("MY WIFE SARAH LOVES NAIROBI", casing) == "My wife Sarah loves Nairobi"
    normal = "I use NASA data"
    assert prepared_text(normal, casing) is normal


def test_titles_and_names_listed_after_people_in_the_plural_get_capitals(
    casing_with_facts: Truecaser,
) -> None:
    assert truecased("my uncle is dr. ray", casing_with_facts) == "My uncle is Dr. Ray"
    assert truecased("my kids are ray and zuzana.", casing_with_facts) == "My kids are Ray and Zuzana."
    assert truecased("my kids are tired and cranky", casing_with_facts) == "My kids are tired and cranky"
