"""The extraction facade and the `graphmem extract` command: validation, language, batching, output."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from typer.testing import CliRunner

from graphmem.config import Settings
from graphmem.errors import InvalidInputError, ModelNotAvailableError
from graphmem.extract import Extractor, ExtractRequest, detect_language

AT = datetime(2026, 3, 10, 9, 0, tzinfo=UTC)


@pytest.fixture(scope="module")
def extractor() -> Extractor:
    return Extractor()


def test_constructing_an_extractor_loads_no_model() -> None:
    extractor = Extractor()
    assert extractor._pipelines == {}


@pytest.mark.parametrize(
    ("text", "lang"),
    [
        ("I'm allergic to peanuts.", "en"),
        ("我对花生过敏。", "zh"),
        ("我喜欢 Apple 的产品", "zh"),
        ("I love 火锅, it's my favourite.", "en"),
        ("12345 !!!", "en"),
    ],
)
def test_language_is_detected_per_message(text: str, lang: str) -> None:
    assert detect_language(text) == lang


@pytest.mark.parametrize(
    ("text", "problem"),
    [
        ("", "empty"),
        ("   \n\t ", "empty"),
        ("hello\x00world", r"U\+0000"),
        ("bell\x07", r"U\+0007"),
        ("x" * 20_001, "limit"),
    ],
)
def test_bad_text_is_refused_with_a_clear_reason(extractor: Extractor, text: str, problem: str) -> None:
    with pytest.raises(InvalidInputError, match=problem):
        extractor.extract(text, at=AT)


def test_newlines_and_tabs_are_fine(extractor: Extractor) -> None:
    memories = extractor.extract("Hi!\n\tI'm allergic to peanuts.", at=AT, lang="en")
    assert [m.key for m in memories] == ["allergy"]


def test_the_text_limit_is_configurable() -> None:
    small = Extractor(Settings(max_text_chars=10))
    with pytest.raises(InvalidInputError, match="limit is 10"):
        small.extract("I'm allergic to peanuts.", at=AT)


def test_naive_times_and_unknown_timezones_are_invalid(extractor: Extractor) -> None:
    with pytest.raises(InvalidInputError):
        extractor.extract("I love jazz.", at=datetime(2026, 3, 10))
    with pytest.raises(InvalidInputError, match="timezone"):
        extractor.extract("I love jazz.", at=AT, timezone="Mars/Olympus")


def test_extract_many_keeps_input_order_across_languages(extractor: Extractor) -> None:
    texts = ["I love jazz.", "我对海鲜过敏。", "ok", "I hate cilantro.", "我住在深圳。"]
    results = list(extractor.extract_many([ExtractRequest(text=t, at=AT) for t in texts], batch_size=2))
    assert len(results) == len(texts)
    assert [m.key for m in results[0]] == ["likes"]
    assert results[1] and results[1][0].kind == "constraint"
    assert results[2] == []
    assert [m.value for m in results[3]] and results[3][0].polarity == "negative"
    assert results[4] and results[4][0].kind == "identity"


def test_extract_many_gives_the_same_answers_as_extract(extractor: Extractor) -> None:
    texts = ["My wife is allergic to cats.", "I bought a new laptop yesterday.", "No sugar for me this week."]
    one_by_one = [extractor.extract(t, at=AT) for t in texts]
    batched = list(extractor.extract_many([ExtractRequest(text=t, at=AT) for t in texts]))
    assert batched == one_by_one


def test_forgotten_lookups_change_no_answer(extractor: Extractor) -> None:
    texts = ["我对花生过敏，下周三去成都出差。", "My wife is allergic to cats, next Friday we fly to Rome."]
    remembered = [extractor.extract(t, at=AT) for t in texts]
    extractor.forget_lookups()
    forgotten = [extractor.extract(t, at=AT) for t in texts]
    assert forgotten == remembered
    assert all(forgotten)


@pytest.mark.parametrize(
    ("text", "kept"),
    [
        ("My coworker swears by intermittent fasting.", []),
        ("My roommate Jake loves K-pop.", [("roommate", "name")]),
        ("My colleague is allergic to peanuts.", [("colleague", "allergy")]),
        ("My sister loves K-pop.", [("sister", "likes")]),
        ("My boss prefers Slack over email.", [("boss", "prefers")]),
        ("我朋友超爱吃榴莲。", []),
        ("我同事小赵对花生过敏。", [("colleague", "name"), ("colleague", "allergy")]),
        ("我老婆超爱吃榴莲。", [("wife", "likes")]),
    ],
)
def test_a_peers_tastes_are_their_opinion_but_their_facts_stay(
    extractor: Extractor, text: str, kept: list[tuple[str, str]]
) -> None:
    memories = extractor.extract(text, at=AT)
    assert sorted((m.subject, m.key) for m in memories) == sorted(kept)


def test_a_missing_model_names_the_pip_command() -> None:
    broken = Extractor(Settings(english_model="en_core_web_nonexistent"))
    with pytest.raises(ModelNotAvailableError, match="pip install"):
        broken.extract("I love jazz.", at=AT, lang="en")


def test_check_models_reports_each_language(extractor: Extractor) -> None:
    models = extractor.check_models()
    assert set(models) == {"en", "zh"}
    assert "core_web_sm" in models["en"]


# --- the command ---------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def runner() -> CliRunner:
    return CliRunner()


def invoke(runner: CliRunner, *args: str, stdin: str | None = None) -> tuple[int, str, str]:
    from graphmem.cli.app import app

    result = runner.invoke(app, list(args), input=stdin)
    return result.exit_code, result.stdout, result.stderr


def test_extract_json_prints_memory_objects_without_stored_fields(runner: CliRunner) -> None:
    code, out, _ = invoke(
        runner, "extract", "I'm allergic to shrimp.", "--json", "--at", "2026-03-10T09:00:00Z"
    )
    assert code == 0
    memories = json.loads(out)
    assert memories[0]["kind"] == "constraint" and memories[0]["value"] == "shrimp"
    assert memories[0]["valid_from"] == "2026-03-10T09:00:00.000Z"
    assert not {"id", "mentions", "status", "recorded_at", "last_seen_at"} & set(memories[0])


def test_extract_prints_a_table_for_people(runner: CliRunner) -> None:
    code, out, _ = invoke(runner, "extract", "I love sushi.")
    assert code == 0 and "likes" in out and "sushi" in out


def test_extract_jsonl_keeps_ids_and_order(runner: CliRunner, tmp_path: Path) -> None:
    lines = [
        {"id": "a", "text": "I love jazz."},
        {"id": 7, "text": "ok"},
        {"id": "c", "text": "我不吃香菜。"},
    ]
    source = tmp_path / "in.jsonl"
    source.write_text("\n".join(json.dumps(x, ensure_ascii=False) for x in lines) + "\n", encoding="utf-8")
    code, out, _ = invoke(runner, "extract", "--input", str(source))
    assert code == 0
    rows = [json.loads(line) for line in out.splitlines()]
    assert [r["id"] for r in rows] == ["a", 7, "c"]
    assert rows[0]["memories"] and rows[1]["memories"] == [] and rows[2]["memories"]


def test_extract_reads_stdin(runner: CliRunner) -> None:
    code, out, _ = invoke(runner, "extract", "--input", "-", stdin='{"id": "x", "text": "I hate olives."}\n')
    assert code == 0 and json.loads(out)["id"] == "x"


def test_bad_lines_are_named_and_exit_2(runner: CliRunner) -> None:
    stdin = '{"id": "ok", "text": "I love jazz."}\nnot json\n{"id": "e", "text": "   "}\n{"text": "no id"}\n'
    code, out, err = invoke(runner, "extract", "--input", "-", stdin=stdin)
    assert code == 2
    assert out == ""
    assert "line 2:" in err and "line 3:" in err and "empty" in err and "line 4:" in err
    # extract writes nothing even when every line is good: its summary says what was lost instead
    assert "3 lines are invalid; nothing was extracted" in err and "written" not in err


def test_text_and_input_together_are_a_usage_error(runner: CliRunner) -> None:
    code, _, err = invoke(runner, "extract", "hi", "--input", "-")
    assert code == 2 and "either TEXT or --input" in err


def test_a_naive_timestamp_is_invalid_input(runner: CliRunner) -> None:
    code, _, err = invoke(runner, "extract", "I love jazz.", "--at", "2026-03-10T09:00:00")
    assert code == 2 and "UTC offset" in err


def test_empty_text_exits_2_without_a_traceback(runner: CliRunner) -> None:
    code, _, err = invoke(runner, "extract", "  ")
    assert code == 2 and "Traceback" not in err and "empty" in err
