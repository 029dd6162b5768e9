"""The English pipeline on labelled sentences, plus the behaviours the labels cannot express.

`tests/data/extraction_en.jsonl` holds our own labelled sentences in the format of the shared evaluation
(every kind, negation, people around the user, time, and sentences that must give nothing). The driver
scores the whole file the way the shared scorer does and lists every failing line when the bar is missed.
"""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from graphmem.extract import Extractor
from graphmem.extract.evaluation import score
from graphmem.models import ExtractedMemory

DATA = Path(__file__).resolve().parents[1] / "data" / "extraction_en.jsonl"
AT = datetime(2026, 3, 10, 9, 0, tzinfo=UTC)  # a Tuesday
LINES: list[dict[str, Any]] = [
    json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line
]


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


@pytest.fixture(scope="module")
def scored(extractor: Extractor) -> dict[str, Any]:
    from graphmem.extract import ExtractRequest

    requests = [ExtractRequest(text=line["text"], at=AT, lang="en") for line in LINES]
    predictions = [
        [m.model_dump(mode="json") for m in memories] for memories in extractor.extract_many(requests)
    ]
    return score(LINES, predictions)


def test_the_labelled_set_is_large_and_covers_every_kind() -> None:
    assert len(LINES) >= 300
    kinds = {k for line in LINES for e in line["expect"] for k in e["kind"]}
    assert kinds >= {"identity", "preference", "constraint", "event", "relation"}
    assert sum(1 for line in LINES if not line["expect"]) >= 80


def test_labelled_sentences_score_at_least_090_f1(scored: dict[str, Any]) -> None:
    assert scored["f1"] >= 0.90, "\n".join(scored["failures"])


def test_chatter_questions_requests_and_hypotheticals_give_nothing(scored: dict[str, Any]) -> None:
    assert scored["chatter"] >= 80
    assert scored["chatter_fp"] == 0, "\n".join(f for f in scored["failures"] if "extra" in f)


def test_no_personal_number_survives_extraction(scored: dict[str, Any]) -> None:
    assert scored["leaks"] == 0


# --- behaviours beyond the labels ------------------------------------------------------------------


def one(memories: list[ExtractedMemory], key: str) -> ExtractedMemory:
    found = [m for m in memories if m.key == key]
    assert len(found) == 1, memories
    return found[0]


def test_this_week_expires_on_the_users_sunday(extractor: Extractor) -> None:
    memories = extractor.extract("No sugar for me this week.", at=AT, timezone="Asia/Shanghai")
    memory = one(memories, "avoid")
    assert memory.valid_from == AT
    assert memory.valid_until == datetime(2026, 3, 15, 15, 59, 59, 999000, tzinfo=UTC)


def test_open_ended_memories_have_no_end(extractor: Extractor) -> None:
    assert one(extractor.extract("I'm allergic to peanuts.", at=AT), "allergy").valid_until is None


def test_a_move_said_ahead_holds_from_when_it_happens(extractor: Extractor) -> None:
    ahead = one(
        extractor.extract("I'm moving to Denver next month.", at=AT, timezone="Asia/Shanghai"), "lives_in"
    )
    assert (ahead.value, ahead.valid_from) == ("Denver", datetime(2026, 3, 31, 16, 0, tzinfo=UTC))
    both = extractor.extract("I live in Boston but I'm moving to Chicago in June.", at=AT)
    assert [(m.value, m.valid_from) for m in both if m.key == "lives_in"] == [
        ("Boston", AT),
        ("Chicago", datetime(2026, 6, 1, tzinfo=UTC)),
    ]
    # a move made, or one with no time said, holds from when it is told
    assert one(extractor.extract("I moved to Denver last year.", at=AT), "lives_in").valid_from == AT
    assert one(extractor.extract("I'm moving to Lisbon.", at=AT), "lives_in").valid_from == AT


def test_event_dates_are_resolved_from_the_message_time(extractor: Extractor) -> None:
    assert one(extractor.extract("I ordered a Kindle yesterday.", at=AT), "bought").value.startswith(
        "2026-03-09"
    )
    trip = one(extractor.extract("I'm flying to Tokyo next Friday.", at=AT), "trip")
    assert trip.value == "2026-03-13 trip to Tokyo"
    assert trip.valid_until is None


def test_negation_flips_a_like_into_a_dislike(extractor: Extractor) -> None:
    memory = one(extractor.extract("I don't like jazz.", at=AT), "dislikes")
    assert (memory.kind, memory.polarity) == ("preference", "negative")


def test_a_past_habit_yields_only_the_current_preference(extractor: Extractor) -> None:
    memories = extractor.extract("I used to love coffee but now I can't stand it.", at=AT)
    assert [(m.key, m.value, m.polarity) for m in memories] == [("dislikes", "coffee", "negative")]


def test_values_are_canonical_concept_names(extractor: Extractor) -> None:
    memory = one(extractor.extract("I'm allergic to peanuts.", at=AT), "allergy")
    assert memory.value == "peanut"
    assert memory.entities and memory.entities[0].id.startswith("food/")
    assert "health" in memory.context_tags


def test_context_picks_the_sense_of_an_ambiguous_word(extractor: Extractor) -> None:
    memories = extractor.extract("I'm allergic to apples but I love Apple laptops.", at=AT)
    allergy, like = one(memories, "allergy"), one(memories, "likes")
    assert "fruit" in allergy.context_tags or "food" in allergy.context_tags
    assert not {"brand", "tech"} & set(allergy.context_tags)
    assert {"brand", "tech"} & set(like.context_tags)


def test_a_word_without_context_is_flagged_ambiguous_with_lower_confidence(extractor: Extractor) -> None:
    vague = one(extractor.extract("I love Java.", at=AT), "likes")
    clear = one(extractor.extract("I love sushi.", at=AT), "likes")
    if vague.flags and "ambiguous" in vague.flags:
        assert vague.confidence < clear.confidence


def test_the_agent_domain_breaks_a_tie(extractor: Extractor) -> None:
    memory = one(extractor.extract("I love Java.", at=AT, domain="tech"), "likes")
    assert "ambiguous" not in memory.flags


def test_people_around_the_user_own_their_memories(extractor: Extractor) -> None:
    memories = extractor.extract("My wife Anna is allergic to cats.", at=AT)
    allergy = one(memories, "allergy")
    assert (allergy.subject, allergy.kind, allergy.value) == ("wife", "constraint", "cat")
    name = one(memories, "name")
    assert (name.kind, name.subject, name.value) == ("relation", "wife", "Anna")


def test_a_relatives_birthday_is_a_fact_about_them(extractor: Extractor) -> None:
    memory = one(extractor.extract("My father's birthday is in October.", at=AT), "birthday")
    assert (memory.kind, memory.subject, memory.value) == ("relation", "father", "October")


def test_a_medical_condition_brings_its_consequence(extractor: Extractor) -> None:
    memories = extractor.extract("I'm diabetic.", at=AT)
    assert one(memories, "medical_condition").value == "diabetes"
    avoid = one(memories, "avoid")
    assert avoid.polarity == "negative" and "sugar" in avoid.value


def test_budget_caps_keep_amount_and_currency(extractor: Extractor) -> None:
    memory = one(extractor.extract("My budget is at most 5,000 euros.", at=AT), "budget")
    assert (memory.kind, memory.value, memory.polarity) == ("constraint", "5000 EUR", "negative")


def test_exclusivity_is_a_positive_constraint(extractor: Extractor) -> None:
    memory = one(extractor.extract("I only use a Mac.", at=AT), "only")
    assert (memory.kind, memory.polarity) == ("constraint", "positive")


def test_phone_numbers_are_masked_before_anything_sees_them(extractor: Extractor) -> None:
    memories = extractor.extract("My phone number is 415-555-0132.", at=AT)
    dumped = json.dumps([m.model_dump(mode="json") for m in memories])
    assert "415-555" not in dumped
    for memory in memories:
        assert memory.source is not None and "415-555" not in memory.source.text


def test_source_text_is_the_redacted_message(extractor: Extractor) -> None:
    memories = extractor.extract("My SSN is 123-45-6789 and I love jazz.", at=AT)
    assert memories and all("123-45-6789" not in (m.source.text if m.source else "") for m in memories)


def test_an_avoided_shop_is_the_value_never_the_verb(extractor: Extractor) -> None:
    for text in ("I never buy from Amazon.", "I refuse to buy from Amazon.", "I avoid buying from Amazon."):
        memory = one(extractor.extract(text, at=AT), "avoid")
        assert (memory.value, memory.polarity) == ("Amazon", "negative"), text


def test_each_part_of_a_mixed_style_wish_keeps_its_polarity(extractor: Extractor) -> None:
    memories = extractor.extract("Keep it short and no emoji please.", at=AT)
    assert sorted((m.value, m.polarity) for m in memories) == [("concise", "positive"), ("emoji", "negative")]


def test_a_self_introduction_keeps_name_job_and_town(extractor: Extractor) -> None:
    memories = extractor.extract("I'm Ahmed, a math teacher from Cairo.", at=AT)
    assert {(m.key, m.value) for m in memories} == {
        ("name", "Ahmed"),
        ("occupation", "math teacher"),
        ("origin", "Cairo"),
    }


def test_a_routine_makes_a_habit_but_is_not_its_object(extractor: Extractor) -> None:
    habit = one(extractor.extract("I listen to jazz while I work.", at=AT), "habit")
    assert "jazz" in habit.value and "work" not in habit.value
    assert extractor.extract("I'm going to the gym after work.", at=AT) == []


def test_a_broken_thing_is_a_dated_event(extractor: Extractor) -> None:
    memory = one(extractor.extract("My laptop died yesterday.", at=AT), "incident")
    assert (memory.kind, memory.value) == ("event", "2026-03-09 laptop died")


def brief(memories: list[ExtractedMemory]) -> list[tuple[str, str, str, str]]:
    return [(m.kind, m.subject, m.key, m.value) for m in memories]


def test_a_chat_fragment_reads_as_the_sentence_with_its_subject(extractor: Extractor) -> None:
    fragment = extractor.extract("Sold my old Honda in spring.", at=AT)
    spelled_out = extractor.extract("I sold my old Honda in spring.", at=AT)
    assert brief(fragment) == brief(spelled_out) != []
    assert "Linux" in one(extractor.extract("Loyal Linux user here.", at=AT), "uses").value


def test_fragments_read_alone_and_in_a_batch_agree(extractor: Extractor) -> None:
    from graphmem.extract import ExtractRequest

    texts = ["Just moved to Lisbon from Berlin.", "Retired nurse, living in Tucson these days.", "Hi!"]
    batched = extractor.extract_many([ExtractRequest(text=t, at=AT, lang="en") for t in texts])
    assert [brief(m) for m in batched] == [brief(extractor.extract(t, at=AT)) for t in texts]


def test_imperatives_questions_and_greetings_stay_empty(extractor: Extractor) -> None:
    for text in ("Book me a flight to Rome.", "Did you get promoted?", "Thanks for the help.", "Hi there!"):
        assert extractor.extract(text, at=AT) == [], text


def test_a_negated_apposition_only_says_which_sense(extractor: Extractor) -> None:
    memory = one(extractor.extract("I love Java — the coffee, not the language.", at=AT), "likes")
    assert (memory.polarity, memory.entities[0].id) == ("positive", "drink/coffee")


def test_a_many_word_role_keeps_its_sentence(extractor: Extractor) -> None:
    memory = one(extractor.extract("My mother-in-law lives in Kraków.", at=AT), "lives_in")
    assert (memory.kind, memory.subject, memory.value) == ("relation", "mother-in-law", "Kraków")
    name = one(extractor.extract("My co-founder Ravi handles finance.", at=AT), "name")
    assert (name.subject, name.value) == ("co-founder", "Ravi")


def test_a_loose_cap_is_a_standing_rule_with_its_number(extractor: Extractor) -> None:
    budget = one(extractor.extract("Keep hotels under 150 euros a night.", at=AT), "budget")
    assert budget.value == "150 EUR per night (hotel)"
    avoid = one(extractor.extract("No layovers longer than two hours.", at=AT), "avoid")
    assert "2 hours" in avoid.value and avoid.polarity == "negative"
    assert extractor.extract("My friend keeps hotels under 100 euros.", at=AT) == []


@pytest.mark.parametrize(
    ("text", "subject", "key"),
    [
        ("I have a sister who is allergic to cats.", "sister", "allergy"),
        ("I have a daughter who loves jazz.", "daughter", "likes"),
        ("We have a dog that hates cats.", "dog", "dislikes"),
        ("I've got two kids who hate broccoli.", "kid", "dislikes"),
        ("I have a brother that lives in Denver.", "brother", "lives_in"),
    ],
)
def test_a_relative_clause_on_someone_the_user_has_is_theirs(
    extractor: Extractor, text: str, subject: str, key: str
) -> None:
    memories = extractor.extract(text, at=AT)
    assert [m.subject for m in memories if m.key == key] == [subject]
    assert all(m.subject != "user" for m in memories), memories


@pytest.mark.parametrize(
    "text",
    [
        "My wife has a sister who is allergic to cats.",  # neither the user's nor the wife's
        "I know a guy who loves jazz.",
        "I work with a woman who is allergic to peanuts.",
        "I met a woman who runs a bakery.",
    ],
)
def test_a_relative_clause_on_someone_not_of_the_users_people_is_nobodys(
    extractor: Extractor, text: str
) -> None:
    assert extractor.extract(text, at=AT) == []


def test_a_relative_clause_on_whom_the_user_lives_with_is_theirs(extractor: Extractor) -> None:
    memories = extractor.extract("I live with two roommates who are vegan.", at=AT)
    assert [(m.subject, m.key) for m in memories] == [("roommate", "diet")]


def test_working_with_people_names_no_employer(extractor: Extractor) -> None:
    assert extractor.extract("I work with kids.", at=AT) == []
    assert [m.value for m in extractor.extract("I work with Deloitte.", at=AT)] == ["Deloitte"]


def test_a_coach_by_trade_is_no_cabin_class(extractor: Extractor) -> None:
    # "coach" is also the economy cabin; said of the user's job it is the occupation, flown it is the cabin
    job = one(extractor.extract("I'm a coach.", at=AT), "occupation")
    assert job.value == "coach"
    cabin = extractor.extract("I always fly coach.", at=AT)
    assert any("economy class" in m.value for m in cabin)


def test_a_spelled_out_sentence_keeps_the_entities_of_the_sentence_as_typed(extractor: Extractor) -> None:
    from graphmem.extract.en import COMPONENT, _entities_carried
    from graphmem.extract.entity_gate import ENTITY_GATE

    nlp = extractor.pipeline("en")
    said = nlp("Just moved to Lisbon with my partner.")
    lisbon = [ent.label_ for ent in said.ents if ent.text == "Lisbon"]
    assert lisbon, "the model no longer labels Lisbon: pick another sentence"
    meant = next(nlp.pipe(["I just moved to Lisbon with my partner."], disable=[COMPONENT, ENTITY_GATE]))
    assert _entities_carried(next(said.sents), meant)
    assert [(ent.text, ent.label_) for ent in meant.ents] == [("Lisbon", lisbon[0])]
    assert meant[0].ent_iob_ == "O"  # the added "I" is outside every entity, as the recognizer would say


def test_an_entity_not_found_again_in_one_piece_is_left_to_the_recognizer(extractor: Extractor) -> None:
    from graphmem.extract.en import COMPONENT, _entities_carried
    from graphmem.extract.entity_gate import ENTITY_GATE

    nlp = extractor.pipeline("en")
    said = nlp("Massive Ferrari fan here.")
    meant = next(nlp.pipe(["I'm a massive Ferrari fan here."], disable=[COMPONENT, ENTITY_GATE]))
    if not any("Massive" in ent.text for ent in said.ents):
        pytest.skip("the model no longer runs the capitalised first word into the entity")
    assert not _entities_carried(next(said.sents), meant)
    assert not meant.ents


def test_carried_entities_give_the_memories_the_recognizer_would(
    extractor: Extractor, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Sentences spelled out again are parsed without the entity recognizer, their entities carried over from
    the sentence as typed: over the labelled sentences, the memories are those of a second reading by the
    recognizer itself."""
    from graphmem.extract import ExtractRequest, en

    requests = [ExtractRequest(text=line["text"], at=AT, lang="en") for line in LINES[::3]]

    def dumped() -> list[list[dict[str, Any]]]:
        extractor.forget_lookups()
        return [[m.model_dump(mode="json") for m in ms] for ms in extractor.extract_many(requests)]

    carried = dumped()
    monkeypatch.setattr(en, "_entities_carried", lambda sent, new_doc: False)
    recognized = dumped()
    assert carried == recognized
