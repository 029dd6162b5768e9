"""The CLI's frame: help, version, init, doctor, stats, and its errors."""

from __future__ import annotations

import json
from collections.abc import Callable
from subprocess import CompletedProcess
from typing import Any

import graphmem

Run = Callable[..., CompletedProcess[str]]


def test_version_prints_the_package_version(run_cli: Run) -> None:
    result = run_cli("--version")
    assert result.returncode == 0
    assert result.stdout.strip() == f"graphmem {graphmem.__version__}"


def test_help_lists_the_contract_commands(run_cli: Run) -> None:
    result = run_cli("--help")
    assert result.returncode == 0
    for command in ("init", "doctor", "inspect", "graph", "stats"):
        assert command in result.stdout


def test_init_twice_succeeds(run_cli: Run) -> None:
    first, second = run_cli("init"), run_cli("init")
    assert first.returncode == 0 and second.returncode == 0, first.stderr + second.stderr
    assert "online" in second.stderr


def test_doctor_reports_the_server_version_and_schema(run_cli: Run) -> None:
    result = run_cli("doctor", "--json")
    report = json.loads(result.stdout)
    checks = {c["check"]: c for c in report["checks"]}
    assert checks["server"]["status"] == "ok" and "Neo4j 5.26." in checks["server"]["detail"]
    assert checks["schema"]["status"] == "ok"
    assert result.returncode == (0 if report["ok"] else 1)


def test_doctor_with_neo4j_down_exits_1_with_a_clear_line_and_no_traceback(run_cli: Run) -> None:
    result = run_cli("doctor", env={"NEO4J_URI": "bolt://127.0.0.1:1"})
    assert result.returncode == 1
    assert "Traceback" not in result.stderr + result.stdout
    assert "unreachable" in result.stderr


def test_a_command_against_a_dead_server_exits_1_without_traceback(run_cli: Run) -> None:
    result = run_cli("stats", env={"NEO4J_URI": "bolt://127.0.0.1:1"})
    assert result.returncode == 1
    assert result.stderr.startswith("graphmem: Neo4j is unreachable")
    assert "Traceback" not in result.stderr


def test_unknown_command_is_a_usage_error(run_cli: Run) -> None:
    result = run_cli("no-such-command")
    assert result.returncode == 2


def test_invalid_tenant_is_invalid_input(run_cli: Run) -> None:
    result = run_cli("stats", "--tenant", "x" * 200)
    assert result.returncode == 2
    assert "Traceback" not in result.stderr
    assert "tenant" in result.stderr


def test_stats_of_an_empty_tenant_is_empty(invoke: Callable[..., Any]) -> None:
    result = invoke("stats", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["nodes"] == {} and data["relationships"] == {}


def test_tenant_is_accepted_before_or_after_the_arguments(run_cli: Run) -> None:
    before = run_cli("--tenant", "t-before", "stats", "--json")
    after = run_cli("stats", "--json", "--tenant", "t-after")
    assert json.loads(before.stdout)["tenant"] == "t-before"
    assert json.loads(after.stdout)["tenant"] == "t-after"
