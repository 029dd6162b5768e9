"""`graphmem constraints | check | similar | who | recall | query`: JSON and human output, exit codes."""

from __future__ import annotations

import json
import subprocess
from collections.abc import Callable
from pathlib import Path

import pytest

from graphmem.config import Settings
from graphmem.memory import MemoryGraph

T0 = "2026-01-05T09:00:00Z"
AT = "2026-01-07T12:00:00Z"
Run = Callable[..., subprocess.CompletedProcess[str]]


@pytest.fixture
def seeded(settings: Settings) -> Settings:
    with MemoryGraph(settings) as graph:
        graph.ingest_batch([
            {"user_id": "alice", "text": "I'm allergic to peanuts.", "at": T0},
            {"user_id": "alice", "text": "No spicy food for me this week.", "at": T0},
            {"user_id": "alice", "text": "I love durian.", "at": T0},
            {"user_id": "wang", "text": "我对花生过敏。", "at": T0},
            {"user_id": "wang", "text": "我是保守型投资者。", "at": T0},
            {"user_id": "wang", "text": "我买了债券基金。", "at": T0},
            {"user_id": "wang", "text": "我喜欢榴莲。", "at": T0},
            {"user_id": "carol", "text": "I love durian.", "at": T0},
        ])
        graph.consent("carol", False)
    return settings


def _json(result: subprocess.CompletedProcess[str]) -> object:
    assert result.returncode == 0, result.stderr
    return json.loads(result.stdout)


def test_constraints_json_and_human(seeded: Settings, run_cli: Run) -> None:
    rows = _json(run_cli("constraints", "alice", "--at", AT, "--json"))
    assert isinstance(rows, list)
    assert [(m["key"], m["value"]) for m in rows] == [("allergy", "peanut"), ("avoid", "spicy food")]
    assert rows[0]["valid_from"] == "2026-01-05T09:00:00.000Z"
    assert set(rows[0]) >= {"id", "kind", "subject", "key", "value", "polarity", "confidence", "mentions",
                            "status", "valid_from", "valid_until", "recorded_at", "last_seen_at",
                            "context_tags", "entities", "source"}
    assert _json(run_cli("constraints", "alice", "--at", AT, "--domain", "health", "--json")) == rows[:1]
    human = run_cli("constraints", "alice", "--at", AT)
    assert human.returncode == 0
    assert "severe peanut allergy, said 2026-01-05" in human.stdout
    assert "no spicy food until 2026-01-11" in human.stdout


def test_check_reads_a_file_or_stdin_and_colours_verdicts(
    seeded: Settings, run_cli: Run, tmp_path: Path
) -> None:
    candidates = [
        {"id": "a", "name": "Kung Pao chicken", "attributes": {"ingredients": ["peanuts"]}},
        {"id": "b", "name": "Green tea"},
    ]
    path = tmp_path / "candidates.json"
    path.write_text(json.dumps(candidates), encoding="utf-8")
    verdicts = _json(run_cli("check", "alice", "--candidates", str(path), "--at", AT, "--json"))
    assert isinstance(verdicts, list)
    assert [(v["id"], v["verdict"]) for v in verdicts] == [("a", "block"), ("b", "ok")]
    explanation = verdicts[0]["reasons"][0]["explanation"]
    assert explanation == "contains peanuts — severe peanut allergy, said 2026-01-05"
    assert set(verdicts[0]["reasons"][0]) == {"memory_id", "kind", "key", "value", "explanation"}
    from_stdin = _json(run_cli("check", "alice", "--candidates", "-", "--at", AT, "--json",
                               input=json.dumps(candidates)))
    assert from_stdin == verdicts
    coloured = run_cli("check", "alice", "--candidates", str(path), "--at", AT,
                       env={"NO_COLOR": "", "FORCE_COLOR": "1", "TERM": "xterm-256color"})
    assert coloured.returncode == 0
    assert "\x1b[1;31mblock" in coloured.stdout and "\x1b[1;32mok" in coloured.stdout


def test_check_rejects_bad_candidates_with_exit_2(seeded: Settings, run_cli: Run, tmp_path: Path) -> None:
    bad = run_cli("check", "alice", "--candidates", "-", input="not json")
    assert bad.returncode == 2 and "not valid JSON" in bad.stderr and "Traceback" not in bad.stderr
    missing = run_cli("check", "alice", "--candidates", str(tmp_path / "nope.json"))
    assert missing.returncode == 2 and "does not exist" in missing.stderr
    no_id = run_cli("check", "alice", "--candidates", "-", input='[{"name": "x"}]')
    assert no_id.returncode == 2 and "candidate 1: id" in no_id.stderr
    naive = run_cli("check", "alice", "--candidates", "-", "--at", "2026-01-07T12:00:00", input="[]")
    assert naive.returncode == 2 and "UTC offset" in naive.stderr


def test_similar_json_skips_the_opted_out(seeded: Settings, run_cli: Run) -> None:
    found = _json(run_cli("similar", "alice", "--json"))
    assert isinstance(found, list)
    assert [u["user_id"] for u in found] == ["wang"]
    assert [s["entity_id"] for s in found[0]["shared"]] == ["food/peanut", "food/durian"]  # rarer first
    assert set(found[0]) == {"user_id", "score", "shared"}
    human = run_cli("similar", "alice", "--limit", "1")
    assert human.returncode == 0 and "wang" in human.stdout and "carol" not in human.stdout
    assert run_cli("similar", "alice", "--limit", "0").returncode == 2


def test_who_in_chinese_and_english_with_kind(seeded: Settings, run_cli: Run) -> None:
    chinese = _json(run_cli("who", "保守型", "债券基金", "--json"))
    english = _json(run_cli("who", "conservative investor", "bond fund", "--json"))
    assert chinese == english
    assert isinstance(chinese, list) and [u["user_id"] for u in chinese] == ["wang"]
    assert _json(run_cli("who", "durian", "--kind", "constraint", "--json")) == []
    assert [u["user_id"] for u in _json(run_cli("who", "durian", "--json"))] == ["alice", "wang"]  # type: ignore[union-attr]
    bad_kind = run_cli("who", "durian", "--kind", "mood")
    assert bad_kind.returncode == 2 and "unknown kind" in bad_kind.stderr
    assert "wang" in run_cli("who", "durian").stdout


def test_recall_json_human_and_budget(seeded: Settings, run_cli: Run) -> None:
    result = _json(run_cli("recall", "wang", "我上次说我对什么过敏？", "--json"))
    assert isinstance(result, dict)
    assert [m["value"] for m in result["memories"]] == ["peanut (花生)"]
    assert result["memories"][0]["score"] > 0
    assert "severe peanut (花生) allergy" in result["context"]
    tight = _json(run_cli("recall", "wang", "我上次说我对什么过敏？", "--budget", "40", "--json"))
    assert isinstance(tight, dict) and len(tight["context"]) <= 40
    nothing = run_cli("recall", "wang", "what's the weather tomorrow?")
    assert nothing.returncode == 0 and "nothing remembered" in nothing.stdout


def test_query_lists_and_runs_named_read_queries(seeded: Settings, run_cli: Run) -> None:
    listing = _json(run_cli("query", "--json"))
    assert isinstance(listing, list)
    names = {q["name"] for q in listing}
    assert {"constraints_in_force", "check_candidates", "similar_users", "who_matches",
            "recall_memories"} <= names
    assert all(q["doc"] for q in listing)
    rows = _json(run_cli("query", "constraints_in_force", "--param", "user_id=alice", "--param", f"at={AT}",
                         "--param", "domain=health"))
    assert isinstance(rows, list) and [r["memory"]["value"] for r in rows] == ["peanut"]
    assert rows[0]["memory"]["valid_from"] == "2026-01-05T09:00:00.000Z"
    count = _json(run_cli("query", "tenant_user_count"))
    assert count == [{"users": 3}]
    unknown = run_cli("query", "drop_everything")
    assert unknown.returncode == 2 and "no query named" in unknown.stderr
    missing = run_cli("query", "constraints_in_force", "--param", "user_id=alice")
    assert missing.returncode == 2 and "missing" in missing.stderr
    other = run_cli("query", "tenant_user_count", "--param", "tenant=someone-else")
    assert other.returncode == 2 and "--tenant" in other.stderr


def test_read_commands_fail_cleanly_without_a_database(run_cli: Run) -> None:
    down = run_cli("constraints", "alice", env={"NEO4J_URI": "bolt://127.0.0.1:1"})
    assert down.returncode == 1
    assert "unreachable" in down.stderr and "Traceback" not in down.stderr


def test_read_commands_do_not_import_spacy() -> None:
    import sys

    code = ("import sys; from graphmem.cli.app import app; import graphmem.check, graphmem.recall, "
            "graphmem.relational; print('spacy' in sys.modules)")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
