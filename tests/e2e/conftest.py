"""Helpers for driving the CLI: typer's runner in-process, and real subprocesses of the installed script."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

import pytest
from typer.testing import CliRunner

from graphmem.config import Settings

CLI = shutil.which("graphmem", path=str(Path(sys.executable).parent)) or "graphmem"


@pytest.fixture
def cli_env(settings: Settings) -> dict[str, str]:
    """Environment pointing the CLI at the test server and the test's tenant."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("NEO4J_", "GRAPHMEM_"))}
    env.update({"NEO4J_URI": settings.neo4j_uri, "GRAPHMEM_TENANT": settings.tenant, "NO_COLOR": "1",
                "COLUMNS": "200"})
    if settings.neo4j_password is not None:
        env["NEO4J_USERNAME"] = settings.neo4j_username
        env["NEO4J_PASSWORD"] = settings.neo4j_password.get_secret_value()
    return env


@pytest.fixture
def run_cli(cli_env: dict[str, str]) -> Callable[..., subprocess.CompletedProcess[str]]:
    """Run the real `graphmem` script in a subprocess, as a user or a script would."""

    def run(*args: str, input: str | None = None, env: dict[str, str] | None = None
            ) -> subprocess.CompletedProcess[str]:
        return subprocess.run([CLI, *args], input=input, capture_output=True, text=True,
                              env={**cli_env, **(env or {})}, timeout=300)

    return run


@pytest.fixture
def invoke(cli_env: dict[str, str]) -> Callable[..., object]:
    """Run the CLI in-process with typer's runner (fast; same code path as the script)."""
    from graphmem.cli.app import app

    runner = CliRunner()

    def run(*args: str, input: str | None = None) -> object:
        return runner.invoke(app, list(args), input=input, env=cli_env, catch_exceptions=False)

    return run
