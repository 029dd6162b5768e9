"""Bad input, property-based: whatever comes in is stored as plain data or refused cleanly.

Refused cleanly means `InvalidInputError` from the library (exit 2 with `graphmem: …` lines from the CLI),
and nothing of the call written. Stored as plain data means the message reads back exactly as sent
(after PII redaction) and touched nothing of any other user or tenant. Never another exception, never a
traceback, never part of a batch.
"""

from __future__ import annotations

import json
import string
import unicodedata
import uuid
from collections import Counter
from collections.abc import Callable, Iterator
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st
from reliability_support import assert_clean_failure, drop_tenant, run_cli, tenant_counts

from graphmem import InvalidBatchError, InvalidInputError, MemoryGraph, NotFoundError, Settings
from graphmem.ingest import redact

EXAMPLES = settings(max_examples=60, deadline=None, derandomize=True,
                    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow])
TRIED: Counter[str] = Counter()

CYPHERISH = (
    "x'}) DETACH DELETE n //", '"}) MATCH (n) DETACH DELETE n //', "`Memory`", "$tenant", "{tenant}",
    "') RETURN 1 UNION MATCH (n) RETURN n //", "*/ MATCH (n) SET n.tenant = 'pwned' /*", "\\u0027; DROP",
    "n:User {tenant: 'default'}", "MERGE (x)", "CALL db.clearQueryCaches()", "🙂' OR 1=1 --", "用户'}) //",
)
EMOJI = "😀🙃👩‍👩‍👧‍👦🏳️‍🌈🇨🇳🇺🇸🧑🏽‍💻❤️🔥"
SAMPLE_WORDS = ("I love jazz.", "我对花生过敏。", "I live in Berlin.", "I'm allergic to shrimp.", "喜欢川菜")

unicode_text = st.text(
    alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=0, max_size=400)
mixed_text = st.one_of(
    unicode_text,
    st.builds(lambda a, b, c: f"{a} {b} {c}", st.sampled_from(SAMPLE_WORDS),
              st.text(alphabet=EMOJI, max_size=20), unicode_text),
    st.text(alphabet=string.printable + EMOJI + "\x00\x01\x07\x1b\x7f\u0085\u2028\ufeff", max_size=200),
)
identifier = st.one_of(
    st.sampled_from(CYPHERISH),
    st.text(alphabet=st.characters(codec="utf-8", exclude_categories=["Cs"]), min_size=0, max_size=140),
)


def aware_stamp(seconds: int) -> str:
    return (datetime(2026, 2, 1, tzinfo=UTC) + timedelta(seconds=seconds)).isoformat()


def control_free(text: str) -> bool:
    return all(c in "\n\t" or unicodedata.category(c) != "Cc" for c in text)


def printable_id(value: str) -> bool:
    return 1 <= len(value) <= 128 and value.strip() != "" and all(
        not ("\x00" <= c <= "\x1f" or "\x7f" <= c <= "\x9f") for c in value)


@pytest.fixture(scope="module")
def graph(make_tenant: Callable[[str], str], base_settings: Settings) -> Iterator[MemoryGraph]:
    with MemoryGraph(base_settings.model_copy(update={"tenant": make_tenant("bad")})) as graph:
        graph.ingest("sentinel", "I'm allergic to peanuts.", at=datetime(2026, 1, 5, tzinfo=UTC))
        yield graph


@pytest.fixture(scope="module")
def sentinel(make_tenant: Callable[[str], str],
             base_settings: Settings) -> Iterator[tuple[Settings, dict[str, int]]]:
    """Another tenant with data; nothing done with bad input may change it."""
    tenant_settings = base_settings.model_copy(update={"tenant": make_tenant("sentinel")})
    with MemoryGraph(tenant_settings) as graph:
        graph.ingest("alice", "I love jazz and I'm allergic to peanuts.", at=datetime(2026, 1, 5, tzinfo=UTC))
    yield tenant_settings, tenant_counts(tenant_settings, tenant_settings.tenant)


def messages_of(graph: MemoryGraph) -> int:
    return tenant_counts(graph.settings, graph.tenant)["Message"]


@EXAMPLES
@given(text=mixed_text, user=identifier, seconds=st.integers(0, 10**8))
def test_any_text_and_user_id_is_stored_as_data_or_refused(graph: MemoryGraph, text: str, user: str,
                                                            seconds: int) -> None:
    at = datetime(2025, 1, 1, tzinfo=UTC) + timedelta(seconds=seconds)
    session = uuid.uuid4().hex
    before = messages_of(graph)
    should_refuse = not printable_id(user) or not text.strip() or not control_free(text)
    try:
        graph.ingest(user, text, session_id=session, at=at)
    except InvalidInputError as exc:
        TRIED["text refused"] += 1
        assert str(exc).strip(), "a refusal must say why"
        assert messages_of(graph) == before, "refused, yet something was written"
        assert should_refuse, f"valid input refused: {exc}"
        return
    TRIED["text stored"] += 1
    assert not should_refuse, "invalid input accepted"
    stored = [m.text for m in graph.session(user, session).messages]
    assert stored == [redact(text)], "the message did not read back as sent"


@EXAMPLES
@given(tenant=identifier, user=st.sampled_from(CYPHERISH))
def test_cypher_looking_tenants_and_ids_are_plain_data(graph: MemoryGraph,
                                                        sentinel: tuple[Settings, dict[str, int]],
                                                        tenant: str, user: str) -> None:
    assume(printable_id(tenant))
    sentinel_settings, sentinel_counts = sentinel
    # A line's own tenant overrides the graph's, as in a JSONL file.
    line = {"user_id": user, "text": "I love jazz.", "session_id": user, "tenant": tenant,
            "at": "2026-01-05T00:00:00Z"}
    tenant_graph = MemoryGraph(graph.settings.model_copy(update={"tenant": tenant}), store=graph.store)
    try:
        graph.ingest_batch([line])
        [jazz] = tenant_graph.profile(user).preferences
        assert jazz.value == "jazz"
        assert [m.text for m in tenant_graph.session(user, user).messages] == ["I love jazz."]
        assert tenant_counts(graph.settings, tenant)["User"] == 1
        TRIED["cypher-looking tenant and user stored"] += 1
    finally:
        if tenant != graph.tenant:
            drop_tenant(graph.settings, tenant)
    assert tenant_counts(sentinel_settings, sentinel_settings.tenant) == sentinel_counts


@EXAMPLES
@given(bad=st.sampled_from(("\x00", "\x1b[31m", "\x7f", "\u0085", "\r")), where=st.integers(0, 50))
def test_control_characters_are_refused_with_their_position(graph: MemoryGraph, bad: str, where: int) -> None:
    text = ("I love jazz. " * 5)[:where] + bad + " and tea"
    before = messages_of(graph)
    with pytest.raises(InvalidInputError, match="control character"):
        graph.ingest("ctrl", text, at=datetime(2026, 1, 5, tzinfo=UTC))
    TRIED["control characters refused"] += 1
    assert messages_of(graph) == before


@EXAMPLES
@given(lines=st.lists(st.one_of(
    st.fixed_dictionaries({"user_id": st.sampled_from(("a", "b", "c")), "text": st.sampled_from(SAMPLE_WORDS),
                           "at": st.integers(0, 10**6).map(aware_stamp)}),
    st.sampled_from(({"user_id": "a", "text": "I love jazz.", "at": "2026-01-05T09:00:00"},   # naive
                     {"user_id": "a", "text": ""}, {"text": "no user"}, {"user_id": "", "text": "x"},
                     {"user_id": "a\x00", "text": "x"}, {"user_id": "a", "text": "x" * 20_001},
                     {"user_id": "a", "text": "ok", "role": "robot"}, {"user_id": "a", "text": "bell\x07"},
                     {"user_id": "a", "text": "ok", "at": "yesterday"})),
), min_size=1, max_size=12))
def test_a_batch_lands_whole_or_not_at_all(graph: MemoryGraph, lines: list[dict[str, str]]) -> None:
    before = tenant_counts(graph.settings, graph.tenant)
    try:
        graph.ingest_batch(lines)
    except InvalidBatchError as exc:
        TRIED["batches refused whole"] += 1
        assert tenant_counts(graph.settings, graph.tenant) == before, "part of a refused batch was written"
        assert exc.errors and all(1 <= e.line <= len(lines) for e in exc.errors)
        return
    TRIED["batches stored"] += 1
    assert all(line.get("at", "").endswith("+00:00") for line in lines)


def test_naive_timestamps_are_refused_by_library_and_cli(graph: MemoryGraph, tmp_path: Path) -> None:
    with pytest.raises(InvalidInputError, match="UTC offset"):
        graph.ingest("naive", "I love jazz.", at=datetime(2026, 1, 5, 9, 0))
    result = run_cli(["ingest", "naive", "I love jazz.", "--at", "2026-01-05T09:00:00"],
                     settings=graph.settings)
    assert_clean_failure(result, 2)
    assert "UTC offset" in result.stderr
    with pytest.raises(NotFoundError):
        graph.profile("naive")


def test_huge_texts_at_the_limit_are_stored_and_over_it_refused(graph: MemoryGraph) -> None:
    limit = graph.settings.max_text_chars
    at = datetime(2026, 3, 1, tzinfo=UTC)
    body = ("I love jazz. 我喜欢川菜。 " * (limit // 10))[: limit - 1] + "."
    assert len(body) == limit
    graph.ingest("huge", body, session_id="big", at=at)
    [stored] = graph.session("huge", "big").messages
    assert stored.text == redact(body)
    with pytest.raises(InvalidInputError, match="limit"):
        graph.ingest("huge", body + "!", session_id="big", at=at)
    assert len(graph.session("huge", "big").messages) == 1
    TRIED["huge texts"] += 2


def test_cli_reports_every_bad_line_and_writes_nothing(graph: MemoryGraph, tmp_path: Path) -> None:
    source = tmp_path / "bad.jsonl"
    good = {"user_id": "cli", "text": "I love jazz.", "at": "2026-01-05T09:00:00Z"}
    source.write_text("\n".join([
        json.dumps(good),
        "{not json",
        json.dumps({"user_id": "cli", "text": "I like tea.", "at": "2026-01-05T09:00:00"}),
        json.dumps({"user_id": "x" * 200, "text": "hi", "at": "2026-01-05T09:00:00Z"}),
        json.dumps({"user_id": "cli", "text": "ring\u0007", "at": "2026-01-05T09:00:00Z"}),
        json.dumps({"user_id": "cli", "text": "🙂 and 花生", "at": "2026-01-05T09:01:00Z"}),
    ]) + "\n", encoding="utf-8")
    before = tenant_counts(graph.settings, graph.tenant)
    result = run_cli(["ingest", "--input", str(source)], settings=graph.settings)
    assert_clean_failure(result, 2)
    for line in (2, 3, 4, 5):
        assert f"line {line}:" in result.stderr, result.stderr
    assert "line 1:" not in result.stderr and "line 6:" not in result.stderr
    assert tenant_counts(graph.settings, graph.tenant) == before

    skipped = run_cli(["ingest", "--input", str(source), "--skip-invalid", "--json"], settings=graph.settings)
    assert skipped.returncode == 0, skipped.stderr
    assert "Traceback" not in skipped.stderr
    assert [m.text for m in graph.session("cli", "default").messages] == ["I love jazz.", "🙂 and 花生"]
    TRIED["CLI batches"] += 2


def test_lone_surrogates_from_json_are_refused_cleanly(graph: MemoryGraph, tmp_path: Path) -> None:
    source = tmp_path / "surrogate.jsonl"
    source.write_text('{"user_id": "s", "text": "I love jazz \\ud800", "at": "2026-01-05T09:00:00Z"}\n',
                      encoding="utf-8")
    result = run_cli(["ingest", "--input", str(source)], settings=graph.settings)
    assert_clean_failure(result, 2)
    with pytest.raises(InvalidInputError):
        graph.ingest("s", "I love jazz \ud800", at=datetime(2026, 1, 5, tzinfo=UTC))


def test_zz_report_inputs_tried() -> None:
    """Not a check: prints how many inputs of each kind the properties above went through (-s shows it)."""
    print("\nbad input tried: " + ", ".join(f"{k} {v}" for k, v in sorted(TRIED.items())))
