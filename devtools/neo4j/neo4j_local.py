#!/usr/bin/env python3
"""Run a local Neo4j Community 5.26 server from its Maven Central jars, for development, tests and CI.

Where there is no Docker engine this is how graphmem gets a real Neo4j: Maven resolves the server jars
once into a cache, and the server runs as a background Java process with its data and logs in a
git-ignored folder (`.local/neo4j` by default).

    python devtools/neo4j/neo4j_local.py start      # fetch jars if needed, start, wait for Bolt, print URI
    python devtools/neo4j/neo4j_local.py status     # running or not, exit 0 / 3
    python devtools/neo4j/neo4j_local.py stop       # SIGTERM, wait for a clean shutdown
    python devtools/neo4j/neo4j_local.py restart
    python devtools/neo4j/neo4j_local.py fetch      # only resolve the jars

Settings (environment): GRAPHMEM_NEO4J_HOME (state folder), GRAPHMEM_NEO4J_PORT (Bolt, default 7687),
GRAPHMEM_NEO4J_PASSWORD (auth on when set), GRAPHMEM_NEO4J_HEAP / GRAPHMEM_NEO4J_PAGECACHE (sizes such as 2g).
Only the standard library is used, so it runs before the project's virtualenv exists.
"""

from __future__ import annotations

import argparse
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

NEO4J_VERSION = "5.26.30"
HERE = Path(__file__).resolve().parent
REPO = HERE.parent.parent

# Java 17 refuses the reflective access the kernel and Netty need unless these packages are opened.
JAVA_OPENS = [
    "--add-opens=java.base/java.nio=ALL-UNNAMED",
    "--add-opens=java.base/java.io=ALL-UNNAMED",
    "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
    "--add-opens=java.base/java.lang=ALL-UNNAMED",
    "--add-opens=java.base/java.util=ALL-UNNAMED",
    "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
    "--add-opens=java.base/java.lang.invoke=ALL-UNNAMED",
    "--add-opens=java.base/java.net=ALL-UNNAMED",
    "-Dio.netty.tryReflectionSetAccessible=true",
]


class LauncherError(Exception):
    """A problem the user can fix; printed as one line, exit 1."""


def state_dir() -> Path:
    return Path(os.environ.get("GRAPHMEM_NEO4J_HOME", REPO / ".local" / "neo4j")).resolve()


def jars_dir() -> Path:
    return state_dir() / f"jars-{NEO4J_VERSION}"


def home_dir() -> Path:
    return state_dir() / "home"


def pid_file() -> Path:
    return state_dir() / "neo4j.pid"


def bolt_port() -> int:
    return int(os.environ.get("GRAPHMEM_NEO4J_PORT", "7687"))


def uri() -> str:
    return f"bolt://127.0.0.1:{bolt_port()}"


def require_tool(name: str, hint: str) -> str:
    path = shutil.which(name)
    if path is None:
        raise LauncherError(f"{name} not found on PATH: {hint}")
    return path


def fetch_jars() -> Path:
    """Resolve the server's runtime jars with Maven once; later calls reuse them."""
    target = jars_dir()
    marker = target / ".complete"
    if marker.exists():
        return target
    mvn = require_tool("mvn", "install Maven 3.8+ (apt-get install maven) to fetch the Neo4j jars")
    require_tool("java", "install a JDK 17+ (apt-get install openjdk-17-jdk-headless)")
    target.mkdir(parents=True, exist_ok=True)
    print(f"resolving Neo4j {NEO4J_VERSION} jars from Maven Central into {target} …", file=sys.stderr)
    cmd = [
        mvn, "-q", "-B", "-f", str(HERE / "pom.xml"), "package",
        f"-Dneo4j.version={NEO4J_VERSION}", f"-Djars.dir={target}",
    ]
    result = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if result.returncode != 0:
        tail = (result.stdout + result.stderr).strip().splitlines()[-15:]
        raise LauncherError("Maven could not resolve the Neo4j jars:\n" + "\n".join(tail))
    size = sum(p.stat().st_size for p in target.glob("*.jar"))
    marker.write_text(f"{size}\n")
    print(f"resolved {len(list(target.glob('*.jar')))} jars, {size / 1e6:.0f} MB", file=sys.stderr)
    return target


def write_config() -> Path:
    home = home_dir()
    conf = home / "conf"
    for sub in ("conf", "data", "logs", "plugins", "import"):
        (home / sub).mkdir(parents=True, exist_ok=True)
    password = os.environ.get("GRAPHMEM_NEO4J_PASSWORD")
    lines = [
        "# Written by devtools/neo4j/neo4j_local.py on every start; edit the launcher, not this file.",
        "server.default_listen_address=127.0.0.1",
        "server.bolt.enabled=true",
        f"server.bolt.listen_address=127.0.0.1:{bolt_port()}",
        "server.http.enabled=false",
        "server.https.enabled=false",
        "server.routing.listen_address=127.0.0.1:0",
        "dbms.routing.enabled=false",
        f"dbms.security.auth_enabled={'true' if password else 'false'}",
        f"server.memory.heap.initial_size={os.environ.get('GRAPHMEM_NEO4J_HEAP', '2g')}",
        f"server.memory.heap.max_size={os.environ.get('GRAPHMEM_NEO4J_HEAP', '2g')}",
        f"server.memory.pagecache.size={os.environ.get('GRAPHMEM_NEO4J_PAGECACHE', '2g')}",
        "db.tx_log.preallocate=false",
        "dbms.usage_report.enabled=false",
        f"server.directories.data={home / 'data'}",
        f"server.directories.logs={home / 'logs'}",
        f"server.directories.plugins={home / 'plugins'}",
        f"server.directories.import={home / 'import'}",
    ]
    (conf / "neo4j.conf").write_text("\n".join(lines) + "\n")
    return conf


def set_initial_password(jars: Path, conf: Path, password: str) -> None:
    """Neo4j takes the first password through its admin tool before the first start."""
    if (home_dir() / "data" / "dbms" / "auth.ini").exists():
        return
    cmd = [
        "java", *JAVA_OPENS, "-cp", f"{jars}/*", "org.neo4j.server.startup.Neo4jAdminCommand",
        "dbms", "set-initial-password", password,
    ]
    env = {**os.environ, "NEO4J_HOME": str(home_dir()), "NEO4J_CONF": str(conf)}
    subprocess.run(cmd, env=env, capture_output=True, check=False)


def running_pid() -> int | None:
    try:
        pid = int(pid_file().read_text().strip())
    except (FileNotFoundError, ValueError):
        return None
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return None
    except PermissionError:
        return pid
    # A zombie or a recycled pid is not our server.
    try:
        cmdline = Path(f"/proc/{pid}/cmdline").read_bytes()
    except OSError:
        return pid
    return pid if b"CommunityEntryPoint" in cmdline else None


def bolt_answers(timeout: float = 2.0) -> bool:
    """A Bolt handshake: the server picks one of the versions we offer, or it is not Bolt."""
    try:
        with socket.create_connection(("127.0.0.1", bolt_port()), timeout=timeout) as sock:
            offer = bytes.fromhex("6060B017") + bytes.fromhex("00000505" "00000404" "00000003" "00000000")
            sock.sendall(offer)
            reply = sock.recv(4)
            return len(reply) == 4 and reply != b"\x00\x00\x00\x00"
    except OSError:
        return False


def query_answers() -> str | None:
    """verify_connectivity and RETURN 1 through the official driver, when it is installed."""
    try:
        from neo4j import GraphDatabase
    except ImportError:
        return "driver not installed; Bolt handshake only"
    password = os.environ.get("GRAPHMEM_NEO4J_PASSWORD")
    auth = ("neo4j", password) if password else None
    try:
        with GraphDatabase.driver(uri(), auth=auth) as driver:
            driver.verify_connectivity()
            records, _, _ = driver.execute_query("RETURN 1 AS one")
            return "ok" if records[0]["one"] == 1 else None
    except Exception:
        return None


def tail(path: Path, lines: int = 25) -> str:
    try:
        return "\n".join(path.read_text(errors="replace").splitlines()[-lines:])
    except FileNotFoundError:
        return "(no log)"


def start(timeout: float) -> None:
    if running_pid() is not None and bolt_answers():
        print(uri())
        return
    if bolt_answers():
        # Someone else's server already answers here: use it rather than fail (`graphmem doctor` checks
        # its version). Set GRAPHMEM_NEO4J_PORT to run a server of our own beside it.
        print(f"a Bolt server not started by this launcher already answers on {uri()}; using it",
              file=sys.stderr)
        print(uri())
        return
    jars = fetch_jars()
    conf = write_config()
    password = os.environ.get("GRAPHMEM_NEO4J_PASSWORD")
    if password:
        set_initial_password(jars, conf, password)
    console = home_dir() / "logs" / "console.log"
    began = time.monotonic()
    with console.open("ab") as log:
        proc = subprocess.Popen(
            ["java", f"-Xms{os.environ.get('GRAPHMEM_NEO4J_HEAP', '2g')}",
             f"-Xmx{os.environ.get('GRAPHMEM_NEO4J_HEAP', '2g')}", *JAVA_OPENS,
             "-cp", f"{jars}/*", "org.neo4j.server.CommunityEntryPoint",
             f"--home-dir={home_dir()}", f"--config-dir={conf}", "--console-mode"],
            stdout=log, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
            start_new_session=True,
        )
    pid_file().write_text(f"{proc.pid}\n")
    deadline = began + timeout
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            raise LauncherError(f"Neo4j exited with code {proc.returncode} while starting; log tail:\n"
                                + tail(console))
        if bolt_answers(timeout=1.0):
            verdict = query_answers()
            if verdict is not None:
                elapsed = time.monotonic() - began
                print(f"Neo4j {NEO4J_VERSION} ready in {elapsed:.1f}s ({verdict})", file=sys.stderr)
                print(uri())
                return
        time.sleep(0.3)
    stop(grace=20)
    raise LauncherError(f"Neo4j did not answer on {uri()} within {timeout:.0f}s; log tail:\n" + tail(console))


def stop(grace: float = 60.0) -> None:
    pid = running_pid()
    if pid is None:
        pid_file().unlink(missing_ok=True)
        return
    os.kill(pid, signal.SIGTERM)
    deadline = time.monotonic() + grace
    while time.monotonic() < deadline:
        if running_pid() is None:
            break
        time.sleep(0.2)
    else:
        print(f"Neo4j (pid {pid}) ignored SIGTERM for {grace:.0f}s; killing it", file=sys.stderr)
        os.kill(pid, signal.SIGKILL)
    pid_file().unlink(missing_ok=True)


def kill() -> None:
    """SIGKILL, no shutdown: for fault-injection tests."""
    pid = running_pid()
    if pid is not None:
        os.kill(pid, signal.SIGKILL)
        while running_pid() is not None:
            time.sleep(0.1)
    pid_file().unlink(missing_ok=True)


def status() -> int:
    pid = running_pid()
    if pid is not None and bolt_answers():
        print(f"running: pid {pid}, {uri()}, Neo4j {NEO4J_VERSION}, state in {state_dir()}")
        return 0
    print("not running" if pid is None else f"pid {pid} alive but Bolt does not answer on {uri()}")
    return 3


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Local Neo4j Community server from Maven Central jars")
    parser.add_argument("action", choices=["start", "stop", "restart", "status", "fetch", "kill", "uri"])
    parser.add_argument("--timeout", type=float, default=180.0, help="seconds to wait for Bolt (start)")
    args = parser.parse_args(argv)
    try:
        if args.action == "start":
            start(args.timeout)
        elif args.action == "stop":
            stop()
        elif args.action == "restart":
            stop()
            start(args.timeout)
        elif args.action == "status":
            return status()
        elif args.action == "fetch":
            print(fetch_jars())
        elif args.action == "kill":
            kill()
        elif args.action == "uri":
            print(uri())
    except LauncherError as exc:
        print(f"neo4j_local: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
