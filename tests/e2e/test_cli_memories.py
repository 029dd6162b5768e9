"""The memory commands end to end: ingest, profile, session, consent, forget, restore, purge, export, sweep.

Most cases run in-process through typer's runner; a few run the installed script as a real subprocess."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from subprocess import CompletedProcess
from typing import Any

Run = Callable[..., CompletedProcess[str]]
Invoke = Callable[..., Any]

ID_CARD = "110101199003074514"
BANK_CARD = "6222020200112233445"


def jsonl(*rows: dict[str, Any]) -> str:
    return "".join(json.dumps(r, ensure_ascii=False) + "\n" for r in rows)


def lives_in(profile: dict[str, Any]) -> list[tuple[str, str]]:
    return sorted((m["value"], m["status"]) for m in profile["identity"] if m["key"] == "lives_in")


def test_ingest_then_profile_history_and_at_replay_a_move(invoke: Invoke) -> None:
    first = invoke("ingest", "alice", "I live in Paris.", "--session", "s1", "--at", "2026-01-05T09:00:00Z")
    assert first.exit_code == 0, first.output
    assert "1 new" in first.stderr
    moved = invoke(
        "ingest",
        "alice",
        "I moved to Berlin.",
        "--session",
        "s1",
        "--at",
        "2026-03-01T09:00:00+01:00",
        "--json",
    )
    assert json.loads(moved.stdout)["memories_superseded"] == 1

    now = json.loads(invoke("profile", "alice", "--json").stdout)
    assert lives_in(now) == [("Berlin", "active")]
    history = json.loads(invoke("profile", "alice", "--history", "--json").stdout)
    assert lives_in(history) == [("Berlin", "active"), ("Paris", "superseded")]
    before = json.loads(invoke("profile", "alice", "--at", "2026-02-01T00:00:00Z", "--json").stdout)
    assert lives_in(before) == [("Paris", "active")]
    memory = history["identity"][0]
    for field in (
        "id",
        "kind",
        "subject",
        "key",
        "value",
        "polarity",
        "confidence",
        "mentions",
        "status",
        "valid_from",
        "valid_until",
        "recorded_at",
        "last_seen_at",
        "context_tags",
        "entities",
        "source",
    ):
        assert field in memory
    assert memory["valid_from"].endswith("Z")

    table = invoke("profile", "alice", "--history")
    assert table.exit_code == 0 and "Berlin" in table.stdout and "superseded" in table.stdout


def test_a_this_week_constraint_is_in_force_on_wednesday_gone_on_monday_kept_in_history(
    invoke: Invoke,
) -> None:
    assert (
        invoke("ingest", "alice", "This week I'm avoiding sugar.", "--at", "2026-01-07T09:00:00Z").exit_code
        == 0
    )
    wednesday = json.loads(invoke("profile", "alice", "--at", "2026-01-07T18:00:00Z", "--json").stdout)
    assert [(m["value"], m["status"]) for m in wednesday["constraints"]] == [("sugar", "active")]
    monday = json.loads(invoke("profile", "alice", "--at", "2026-01-12T09:00:00Z", "--json").stdout)
    assert monday["constraints"] == []
    history = json.loads(
        invoke("profile", "alice", "--at", "2026-01-12T09:00:00Z", "--history", "--json").stdout
    )
    assert [(m["value"], m["status"]) for m in history["constraints"]] == [("sugar", "expired")]


def test_session_lists_messages_in_order(invoke: Invoke) -> None:
    rows = [
        {
            "user_id": "alice",
            "text": f"message {i}",
            "session_id": "chat",
            "at": f"2026-01-05T09:0{i}:00Z",
            "role": "user" if i % 2 else "assistant",
        }
        for i in range(4)
    ]
    assert invoke("ingest", "--input", "-", input=jsonl(*rows)).exit_code == 0
    result = json.loads(invoke("session", "alice", "chat", "--json").stdout)
    assert result["session_id"] == "chat"
    assert [(m["seq"], m["text"]) for m in result["messages"]] == [(i + 1, f"message {i}") for i in range(4)]
    assert result["messages"][0]["role"] == "assistant"
    assert invoke("session", "alice", "nope").exit_code == 1


def test_reingesting_a_file_is_a_no_op(invoke: Invoke, tmp_path: Path) -> None:
    path = tmp_path / "chat.jsonl"
    path.write_text(
        jsonl(
            {"user_id": "alice", "text": "I love jazz.", "session_id": "s"},
            {"user_id": "alice", "text": "Great choice!", "session_id": "s", "role": "assistant"},
            {"user_id": "bob", "text": "I'm allergic to peanuts.", "at": "2026-01-05T09:00:00+08:00"},
        ),
        encoding="utf-8",
    )
    first = json.loads(invoke("ingest", "--input", str(path), "--json").stdout)
    assert (first["messages_new"], first["memories_new"]) == (3, 2)
    again = invoke("ingest", "--input", str(path), "--json")
    summary = json.loads(again.stdout)
    assert (
        summary["messages"],
        summary["messages_new"],
        summary["memories_new"],
        summary["memories_reinforced"],
    ) == (3, 0, 0, 0)
    assert [
        m["mentions"] for m in json.loads(invoke("profile", "alice", "--json").stdout)["preferences"]
    ] == [1]


def test_a_bad_batch_writes_nothing_names_every_bad_line_and_exits_2(run_cli: Run) -> None:
    lines = (
        jsonl({"user_id": "alice", "text": "I love jazz."})
        + "{oops\n"
        + jsonl(
            {"user_id": "alice", "text": ""},
            {"user_id": "bob", "text": "hi", "at": "2026-01-05 09:00"},
            {"user_id": "x" * 200, "text": "hi"},
        )
    )
    result = run_cli("ingest", "--input", "-", input=lines)
    assert result.returncode == 2, result.stderr
    for number in (2, 3, 4, 5):
        assert f"line {number}:" in result.stderr, result.stderr
    assert "line 1:" not in result.stderr
    assert "Traceback" not in result.stderr
    assert "nothing was written" in result.stderr
    nothing = run_cli("profile", "alice")
    assert nothing.returncode == 1, nothing.stdout + nothing.stderr

    skipped = run_cli("ingest", "--input", "-", "--skip-invalid", "--json", input=lines)
    assert skipped.returncode == 0, skipped.stderr
    assert json.loads(skipped.stdout)["lines_rejected"] == 4, skipped.stdout
    assert "line 2:" in skipped.stderr, skipped.stderr


def test_invalid_single_input_exits_2(invoke: Invoke) -> None:
    assert invoke("ingest", "alice", "hi", "--at", "2026-01-05T09:00:00").exit_code == 2
    assert invoke("ingest", "alice", "   ").exit_code == 2
    assert invoke("ingest", "alice").exit_code == 2
    assert invoke("ingest", "alice", "hi", "--role", "robot").exit_code == 2
    assert invoke("profile", "alice", "--at", "yesterday").exit_code == 2
    line = jsonl({"user_id": "alice", "text": "hi"})
    assert invoke("ingest", "--input", "-", "--session", "s", input=line).exit_code == 2
    assert invoke("ingest", "alice", "hi", "--input", "-", input=line).exit_code == 2


def test_forget_restore_and_sweep(invoke: Invoke) -> None:
    invoke("ingest", "alice", "I love jazz.")
    [jazz] = json.loads(invoke("profile", "alice", "--json").stdout)["preferences"]
    forgotten = invoke("forget", "alice", jazz["id"], "--json")
    assert forgotten.exit_code == 0 and json.loads(forgotten.stdout)["status"] == "deleted"
    assert json.loads(invoke("profile", "alice", "--json").stdout)["preferences"] == []
    assert invoke("restore", "alice", jazz["id"]).exit_code == 0
    assert [m["id"] for m in json.loads(invoke("profile", "alice", "--json").stdout)["preferences"]] == [
        jazz["id"]
    ]
    missing = invoke("forget", "alice", "m_nope")
    assert missing.exit_code == 1 and "not found" in missing.stderr

    invoke("forget", "alice", jazz["id"])
    assert json.loads(invoke("sweep", "--json").stdout)["deleted"] == 0
    assert json.loads(invoke("sweep", "--older-than", "0", "--json").stdout)["deleted"] == 1
    assert invoke("restore", "alice", jazz["id"]).exit_code == 1


def test_purge_needs_yes_and_spares_the_same_user_in_another_tenant(
    run_cli: Run, invoke: Invoke, other_tenant: str
) -> None:
    invoke("ingest", "alice", "I love jazz.")
    invoke("ingest", "alice", "I love hot pot.", "--tenant", other_tenant)
    refused = run_cli("purge", "alice")
    assert refused.returncode == 2 and "--yes" in refused.stderr
    assert run_cli("profile", "alice").returncode == 0
    done = run_cli("purge", "alice", "--yes", "--json")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["memories"] == 1
    assert run_cli("profile", "alice").returncode == 1
    other = json.loads(invoke("profile", "alice", "--tenant", other_tenant, "--json").stdout)
    assert [m["value"] for m in other["preferences"]] == ["hot pot"]
    assert invoke("purge", "alice", "--yes", "--tenant", other_tenant).exit_code == 0


def test_export_contains_history_and_sessions_but_no_raw_id_or_bank_card(
    invoke: Invoke, tmp_path: Path
) -> None:
    invoke(
        "ingest",
        "alice",
        f"My ID card number is {ID_CARD}, bank card {BANK_CARD}. I live in Paris.",
        "--session",
        "s1",
        "--at",
        "2026-01-05T09:00:00Z",
    )
    invoke("ingest", "alice", "I moved to Berlin.", "--session", "s1", "--at", "2026-02-05T09:00:00Z")
    out = tmp_path / "alice.json"
    result = invoke("export", "alice", "--out", str(out))
    assert result.exit_code == 0, result.output
    text = out.read_text(encoding="utf-8")
    assert ID_CARD not in text and BANK_CARD not in text
    data = json.loads(text)
    assert {m["value"] for m in data["memories"]} >= {"Paris", "Berlin"}
    assert len(data["sessions"][0]["messages"]) == 2
    assert json.loads(invoke("export", "alice").stdout)["user"]["user_id"] == "alice"


def test_consent_switches_sharing(invoke: Invoke) -> None:
    result = invoke("consent", "alice", "--no-share", "--json")
    assert result.exit_code == 0 and json.loads(result.stdout) == {"user_id": "alice", "share": False}
    assert json.loads(invoke("consent", "alice", "--share", "--json").stdout)["share"] is True


def test_a_cypher_looking_user_id_is_just_data(run_cli: Run) -> None:
    weird = "alice'}) MATCH (n) DETACH DELETE n //"
    assert run_cli("ingest", "bob", "I love jazz.").returncode == 0
    assert run_cli("ingest", weird, "I love hot pot.").returncode == 0
    profile = json.loads(run_cli("profile", weird, "--json").stdout)
    assert profile["user_id"] == weird
    assert [m["value"] for m in profile["preferences"]] == ["hot pot"]
    assert [m["value"] for m in json.loads(run_cli("profile", "bob", "--json").stdout)["preferences"]] == [
        "jazz"
    ]


def test_four_cli_processes_into_one_session_number_every_message_once(
    run_cli: Run, cli_env: dict[str, str], tmp_path: Path
) -> None:
    import subprocess

    from tests.e2e.conftest import CLI

    files = []
    for worker in range(4):
        path = tmp_path / f"w{worker}.jsonl"
        path.write_text(
            jsonl(
                *[
                    {
                        "user_id": "alice",
                        "text": f"w{worker} m{i}",
                        "session_id": "shared",
                        "role": "assistant",
                        "at": f"2026-01-05T09:{worker}{i}:00Z",
                    }
                    for i in range(10)
                ]
            ),
            encoding="utf-8",
        )
        files.append(path)
    procs = [
        subprocess.Popen(
            [CLI, "ingest", "--input", str(p)],
            env=cli_env,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            text=True,
        )
        for p in files
    ]
    for proc in procs:
        _, err = proc.communicate(timeout=300)
        assert proc.returncode == 0, err
    messages = json.loads(run_cli("session", "alice", "shared", "--json").stdout)["messages"]
    assert [m["seq"] for m in messages] == list(range(1, 41))
    assert len({m["text"] for m in messages}) == 40
