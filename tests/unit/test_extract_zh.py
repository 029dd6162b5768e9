"""The Chinese pipeline: what it must remember, what it must not, and how it reads time, numbers and senses.

The labelled set `tests/data/extraction_zh.jsonl` uses the format of the project's extraction eval: each
expected memory names acceptable kinds, words that must appear in its key or value, and optionally
polarity, subject, temporariness and entity tags. It is scored here with the same matching rules.
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

import pytest

from graphmem.extract import Extractor
from graphmem.extract.base import key_vocabulary, load_json
from graphmem.extract.evaluation import score as score_lines
from graphmem.extract.zh_numbers import cn_to_int
from graphmem.extract.zh_time import find_times
from graphmem.models import ExtractedMemory

DATA = Path(__file__).resolve().parents[1] / "data" / "extraction_zh.jsonl"
AT = datetime(2026, 11, 30, 9, 0, tzinfo=UTC)  # a Monday
Labelled = tuple[list[dict[str, Any]], dict[str, Any]]


@pytest.fixture(scope="module")
def extractor() -> Iterator[Extractor]:
    yield Extractor()


def extract(extractor: Extractor, text: str, **kwargs: Any) -> list[ExtractedMemory]:
    kwargs.setdefault("at", AT)
    return extractor.extract(text, lang="zh", **kwargs)


def summary(memories: list[ExtractedMemory]) -> list[tuple[str, str, str, str, str]]:
    return [(m.kind, m.subject, m.key, m.value, m.polarity) for m in memories]


# --- the labelled set, scored like the eval -----------------------------------------------------------


@pytest.fixture(scope="module")
def labelled(extractor: Extractor) -> Labelled:
    rows = [json.loads(line) for line in DATA.read_text(encoding="utf-8").splitlines() if line.strip()]
    predictions = [
        [m.model_dump(mode="json") for m in extractor.extract(row["text"], at=AT)] for row in rows
    ]
    return rows, score_lines(rows, predictions)


def test_labelled_set_is_large_and_covers_every_kind(labelled: Labelled) -> None:
    rows, _ = labelled
    assert len(rows) >= 300
    kinds = {kind for row in rows for expected in row["expect"] for kind in expected["kind"]}
    assert kinds == {"identity", "preference", "constraint", "event", "relation"}
    assert sum(1 for row in rows if not row["expect"]) >= 80  # questions, requests, hypotheticals, chatter


def test_labelled_set_scores_at_least_0_9_f1(labelled: Labelled) -> None:
    _, score = labelled
    assert score["f1"] >= 0.9, "\n".join(score["failures"])


def test_no_chatter_becomes_a_memory(labelled: Labelled) -> None:
    _, score = labelled
    assert score["chatter"] >= 80
    assert score["chatter_fp"] == 0, "\n".join(f for f in score["failures"] if "extra" in f)


def test_no_personal_number_leaks(labelled: Labelled) -> None:
    _, score = labelled
    assert score["leaks"] == 0


# --- kinds and subjects ---------------------------------------------------------------------------------


def test_every_trigger_key_is_in_the_key_vocabulary() -> None:
    # a key missing from keys.json would get no tags and no single-valued superseding in the graph
    vocabulary = key_vocabulary()
    triggers = load_json("zh_patterns.json")["triggers"]
    assert triggers
    for trigger in triggers:
        assert trigger["key"] in vocabulary, trigger["id"]
        assert trigger["kind"] in vocabulary[trigger["key"]].kinds, trigger["id"]


def test_a_move_said_ahead_holds_from_when_it_happens(extractor: Extractor) -> None:
    # AT is Monday 2026-11-30: 下个月 starts on 12-01, 明年 on 2027-01-01 (Shanghai midnight, as UTC)
    [ahead] = extract(extractor, "我下个月搬到杭州", timezone="Asia/Shanghai")
    assert (ahead.key, ahead.valid_from) == ("lives_in", datetime(2026, 11, 30, 16, 0, tzinfo=UTC))
    now, later = extract(extractor, "我现在住北京，明年搬去深圳")
    assert (now.value, now.valid_from) == ("Beijing (北京)", AT)
    assert (later.value, later.valid_from) == ("Shenzhen (深圳)", datetime(2027, 1, 1, tzinfo=UTC))
    [made] = extract(extractor, "我上个月搬到了北京")
    assert made.valid_from == AT


def test_allergy_is_a_negative_constraint_on_the_concept(extractor: Extractor) -> None:
    [memory] = extract(extractor, "我对花生过敏。")
    assert (memory.kind, memory.key, memory.polarity) == ("constraint", "allergy", "negative")
    assert memory.entities[0].id == "food/peanut"
    assert "花生" in memory.value and "peanut" in memory.value


def test_a_relative_is_the_subject_under_a_canonical_role(extractor: Extractor) -> None:
    [memory] = extract(extractor, "我老婆对猫过敏。")
    assert memory.subject == "wife"
    assert memory.key == "allergy"


def test_a_pronoun_refers_to_the_person_just_mentioned(extractor: Extractor) -> None:
    memories = extract(extractor, "我有个女儿，她不喝牛奶。")
    assert ("relation", "user", "knows") in {(m.kind, m.subject, m.key) for m in memories}
    assert any(m.subject == "daughter" and m.key == "avoid" for m in memories)


def test_facts_about_a_person_are_relations(extractor: Extractor) -> None:
    [memory] = extract(extractor, "我爸是退休工人。")
    assert (memory.kind, memory.subject, memory.key) == ("relation", "father", "occupation")


def test_negated_like_becomes_a_dislike(extractor: Extractor) -> None:
    [memory] = extract(extractor, "我不太喜欢韩剧。")
    assert (memory.kind, memory.key, memory.polarity) == ("preference", "dislikes", "negative")
    assert "韩剧" in memory.value


def test_special_is_not_a_negation(extractor: Extractor) -> None:
    [memory] = extract(extractor, "我特别爱吃粤菜。")  # 特别 ends in 别, which is no 别
    assert (memory.key, memory.polarity) == ("likes", "positive")


def test_negated_allergy_is_not_remembered(extractor: Extractor) -> None:
    assert extract(extractor, "我对花生不过敏。") == []


def test_only_the_current_attitude_is_kept(extractor: Extractor) -> None:
    memories = extract(extractor, "以前喜欢咖啡，现在受不了。")
    assert [(m.key, m.polarity) for m in memories] == [("dislikes", "negative")]
    assert "咖啡" in memories[0].value


def test_exclusivity_is_a_positive_constraint(extractor: Extractor) -> None:
    [memory] = extract(extractor, "我只坐高铁。")
    assert (memory.kind, memory.key, memory.polarity) == ("constraint", "only", "positive")


def test_budget_reads_chinese_numerals(extractor: Extractor) -> None:
    [memory] = extract(extractor, "买手机最多五千。")
    assert memory.key == "budget"
    assert memory.value.startswith("5000 CNY")


def test_coordinated_objects_are_separate_memories(extractor: Extractor) -> None:
    values = [m.value for m in extract(extractor, "我喜欢川菜和湘菜。")]
    assert len(values) == 2 and any("川菜" in v for v in values) and any("湘菜" in v for v in values)


def test_identity_name_and_occupation_in_one_message(extractor: Extractor) -> None:
    keys = {(m.key, m.value) for m in extract(extractor, "我叫李娜，是产品经理。")}
    assert keys == {("name", "李娜"), ("occupation", "产品经理")}


def test_an_object_said_first_is_still_the_object(extractor: Extractor) -> None:
    [memory] = extract(extractor, "牛肉我是不吃的。")
    assert (memory.key, memory.polarity) == ("avoid", "negative")
    assert "牛肉" in memory.value


def test_a_person_just_introduced_is_the_subject_of_what_follows(extractor: Extractor) -> None:
    memories = extract(extractor, "我有个女儿叫小美，今年五岁。")
    found = {(m.subject, m.key, m.value) for m in memories}
    assert found >= {("daughter", "name", "小美"), ("daughter", "age", "5")}


def test_double_negation_is_no_preference(extractor: Extractor) -> None:
    assert extract(extractor, "我不是不喜欢吃辣，只是今天不想吃。") == []


def test_a_trigger_inside_a_known_word_does_not_fire(extractor: Extractor) -> None:
    [memory] = extract(extractor, "我属于风险厌恶型投资者。")  # 厌恶 inside 风险厌恶 is no dislike
    assert memory.key == "risk_profile"
    assert memory.entities[0].id == "risk/conservative"


def test_condition_implies_what_to_avoid(extractor: Extractor) -> None:
    memories = extract(extractor, "我有糖尿病。")
    assert memories[0].key == "medical_condition"
    assert any(m.key == "avoid" and m.polarity == "negative" for m in memories[1:])


# --- not memories -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "text",
    [
        "你喜欢吃什么？", "我是不是对花生过敏？", "帮我订一张去上海的机票。", "请给我推荐几本书。",
        "要是我会飞就好了。", "如果明天下雨我就不去了。", "我同事说这家餐厅很贵。", "听说那家火锅很好吃。",
        "今天好热。", "好的，收到。", "谢谢！", "哈哈哈", "嗯", "我爱你。", "这只猫好可爱。", "我在看小说。",
        "我想去日本玩。", "我到家了。", "他喜欢打篮球。", "我小时候很喜欢吃糖。",
    ],
)
def test_questions_requests_hypotheticals_hearsay_and_chatter_are_not_memories(
    extractor: Extractor, text: str
) -> None:
    assert extract(extractor, text) == []


def test_a_statement_before_a_question_is_kept(extractor: Extractor) -> None:
    [memory] = extract(extractor, "我对花生过敏，这道菜里有花生吗？")
    assert memory.key == "allergy"


# --- time ---------------------------------------------------------------------------------------------


def test_this_month_makes_a_constraint_temporary(extractor: Extractor) -> None:
    [memory] = extract(extractor, "这个月不喝咖啡。", at=datetime(2026, 3, 10, 12, tzinfo=UTC))
    assert memory.valid_until == datetime(2026, 3, 31, 23, 59, 59, 999000, tzinfo=UTC)


def test_this_week_ends_on_the_users_sunday_night(extractor: Extractor) -> None:
    [memory] = extract(extractor, "这周我不喝酒。", at=datetime(2026, 3, 11, 12, tzinfo=UTC),
                       timezone="Asia/Shanghai")
    # Sunday 15 March 23:59:59.999 in Shanghai is 15:59:59.999 UTC
    assert memory.valid_until == datetime(2026, 3, 15, 15, 59, 59, 999000, tzinfo=UTC)


def test_today_ends_tonight(extractor: Extractor) -> None:
    [memory] = extract(extractor, "今天我不吃肉。", at=datetime(2026, 3, 11, 8, tzinfo=UTC))
    assert memory.valid_until == datetime(2026, 3, 11, 23, 59, 59, 999000, tzinfo=UTC)


def test_a_window_from_now_ends_when_it_closes(extractor: Extractor) -> None:
    # Wednesday 11 March, 20:00 in Shanghai: the window counts from the user's own day
    at = datetime(2026, 3, 11, 12, tzinfo=UTC)

    def until(text: str) -> datetime | None:
        [memory] = extract(extractor, text, at=at, timezone="Asia/Shanghai")
        return memory.valid_until

    assert until("接下来两周我不能喝酒。") == datetime(2026, 3, 25, 15, 59, 59, 999000, tzinfo=UTC)
    assert until("未来三天不吃辣。") == datetime(2026, 3, 14, 15, 59, 59, 999000, tzinfo=UTC)
    assert until("到周五为止我都不喝咖啡。") == datetime(2026, 3, 13, 15, 59, 59, 999000, tzinfo=UTC)
    assert until("月底前我不吃甜食了。") == datetime(2026, 3, 31, 15, 59, 59, 999000, tzinfo=UTC)
    assert until("下周三之前我都不能喝酒。") == datetime(2026, 3, 18, 15, 59, 59, 999000, tzinfo=UTC)
    assert until("从今天到周日我都不吃肉。") == datetime(2026, 3, 15, 15, 59, 59, 999000, tzinfo=UTC)
    # a limit said for a window is a rule for now, as one the body gives is
    assert until("接下来两周我不能做剧烈运动。") == datetime(2026, 3, 25, 15, 59, 59, 999000, tzinfo=UTC)
    assert [p.text for p in find_times("每两周去一次")] == []  # a rhythm, no window


def test_a_lasting_preference_has_no_end(extractor: Extractor) -> None:
    [memory] = extract(extractor, "我不喝咖啡。")
    assert memory.valid_until is None


@pytest.mark.parametrize(
    ("text", "label"),
    [
        ("我昨天买了一台扫地机器人。", "2026-11-29"),
        ("我上周二去了杭州。", "2026-11-24"),
        ("我下周五要去北京出差。", "2026-12-11"),
        ("我三月三号去了东京。", "2026-03-03"),
        ("我去年去了日本。", "2025"),
        ("我下个月要去成都旅游。", "2026-12"),
        ("我2023年去了泰国。", "2023"),
    ],
)
def test_event_dates_resolve_against_the_message_time(extractor: Extractor, text: str, label: str) -> None:
    [memory] = extract(extractor, text)
    assert memory.kind == "event"
    assert memory.value.startswith(label)
    assert memory.valid_until is None


def test_chinese_numbers() -> None:
    cases = {"五千": 5000, "三万": 30000, "两百": 200, "一千五": 1500, "三千五百": 3500, "1.5万": 15000,
             "二十八": 28, "一百零五": 105, "两万三": 23000, "5k": 5000}
    assert {text: cn_to_int(text) for text in cases} == cases


def test_time_phrases_are_found_longest_first() -> None:
    found = [p.text for p in find_times("我上周五和下个月都有空，三月三号也行")]
    assert found == ["上周五", "下个月", "三月三号"]


# --- disambiguation -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "entity_type"),
    [
        ("我对苹果过敏。", "food"),
        ("我喜欢苹果电脑。", "tech"),
        ("我喜欢吃小米粥。", "food"),
        ("我喜欢小米手机。", "tech"),
    ],
)
def test_senses_follow_the_context(extractor: Extractor, text: str, entity_type: str) -> None:
    [memory] = extract(extractor, text)
    tags = {memory.entities[0].type, *memory.entities[0].tags, *memory.context_tags}
    tech = {"tech", "brand", "device", "electronics"}
    assert (entity_type == "tech") == bool(tags & tech), memory


# --- privacy --------------------------------------------------------------------------------------------


def test_an_id_card_number_never_reaches_the_output(extractor: Extractor) -> None:
    text = "我叫刘洋，身份证号码是11010519491231002X，手机13912345678。"
    memories = extract(extractor, text)
    dumped = json.dumps([m.model_dump(mode="json") for m in memories], ensure_ascii=False)
    assert "11010519491231002X" not in dumped
    assert "13912345678" not in dumped
    assert any(m.key == "name" and m.value == "刘洋" for m in memories)


# --- the pipeline ---------------------------------------------------------------------------------------


def test_pipeline_is_blank_chinese_with_the_named_component(extractor: Extractor) -> None:
    nlp = extractor.pipeline("zh")
    assert nlp.lang == "zh"
    assert nlp.pipe_names == ["graphmem_zh_memories"]
    doc = nlp("我对海鲜过敏。")
    assert [t.text for t in doc][:4] == ["我", "对", "海鲜", "过敏"]
    assert doc._.graphmem_assertions and doc._.graphmem_assertions[0].key == "allergy"


def test_lexicon_aliases_are_single_tokens_without_touching_global_jieba(extractor: Extractor) -> None:
    import jieba

    nlp = extractor.pipeline("zh")
    assert "扫地机器人" in [t.text for t in nlp("我买了扫地机器人")]
    before = list(jieba.cut("我是保守型投资者"))
    nlp("我是保守型投资者")
    assert list(jieba.cut("我是保守型投资者")) == before


def test_batches_give_the_same_memories_as_single_messages(extractor: Extractor) -> None:
    from graphmem.extract import ExtractRequest

    texts = ["我对海鲜过敏。", "好的。", "我下个月要去成都旅游。", "我是稳健型投资者。"]
    batched = list(extractor.extract_many(ExtractRequest(text=t, at=AT, lang="zh") for t in texts))
    single = [extract(extractor, t) for t in texts]
    assert [summary(m) for m in batched] == [summary(m) for m in single]
