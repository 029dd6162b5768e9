"""The built wheel carries cypher/ and schema/ and works installed, away from the checkout."""

from __future__ import annotations

import os
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from graphmem.config import Settings

REPO = Path(__file__).resolve().parents[2]


@pytest.mark.slow
def test_wheel_installs_into_a_fresh_venv_and_runs_init_and_doctor(
    base_settings: Settings, tmp_path: Path
) -> None:
    dist = tmp_path / "dist"
    subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(dist), str(REPO)],
        check=True,
        capture_output=True,
    )
    wheel = next(dist.glob("graphmem-*.whl"))
    env_dir = tmp_path / "venv"
    venv.create(env_dir, with_pip=True)
    python = env_dir / "bin" / "python"
    install = subprocess.run(
        [str(python), "-m", "pip", "install", "--quiet", f"{wheel}[models]"], capture_output=True, text=True
    )
    assert install.returncode == 0, install.stderr[-2000:]

    env = {**os.environ, "NEO4J_URI": base_settings.neo4j_uri}
    cli = env_dir / "bin" / "graphmem"
    # Run from an empty folder so nothing can come from the checkout.
    init = subprocess.run([str(cli), "init"], cwd=tmp_path, env=env, capture_output=True, text=True)
    assert init.returncode == 0, init.stderr
    doctor = subprocess.run(
        [str(cli), "doctor", "--json"], cwd=tmp_path, env=env, capture_output=True, text=True
    )
    assert doctor.returncode == 0, doctor.stdout + doctor.stderr
    assert '"Neo4j 5.26.' in doctor.stdout

    where = subprocess.run(
        [
            str(python),
            "-c",
            "from graphmem.resources import data_dir; print(data_dir('cypher')); print(data_dir('schema'))",
        ],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        check=True,
    ).stdout
    assert str(REPO) not in where and "site-packages" in where
