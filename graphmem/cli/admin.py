"""`graphmem init` and `graphmem doctor`: the schema and the health of everything graphmem needs."""

from __future__ import annotations

import typer

from graphmem.cli import common


def init(ctx: typer.Context, tenant: common.TenantOption = None) -> None:
    """Create constraints and indexes (idempotent) and wait until they are online."""
    from graphmem.store import Store

    with Store(common.settings_for(ctx, tenant)) as store:
        info = store.verify()
        names = store.apply_schema()
    common.stderr.print(
        f"schema ready on Neo4j {info.version} ({info.edition}): {len(names)} constraints and indexes online"
    )


def doctor(
    ctx: typer.Context, tenant: common.TenantOption = None, as_json: common.JsonOption = False
) -> None:
    """Check the connection, the server version, the schema and the NLP models; exit 1 if anything is off."""
    from graphmem.errors import GraphMemError
    from graphmem.store import Store

    settings = common.settings_for(ctx, tenant)
    checks: list[dict[str, str]] = []

    def check(name: str, ok: bool, detail: str) -> None:
        checks.append({"check": name, "status": "ok" if ok else "fail", "detail": detail})

    with Store(settings) as store:
        try:
            info = store.verify()
            supported = info.version.startswith("5.")
            check("connection", True, f"{settings.neo4j_uri} database {settings.neo4j_database}")
            check(
                "server",
                supported,
                f"Neo4j {info.version} {info.edition}" + ("" if supported else " (graphmem needs Neo4j 5.x)"),
            )
            state = store.schema_state()
            if state.ready:
                check("schema", True, f"{len(state.expected)} constraints and indexes online")
            else:
                detail = []
                if state.missing:
                    detail.append("missing " + ", ".join(state.missing))
                if state.not_online:
                    detail.append("not online " + ", ".join(state.not_online))
                check("schema", False, "; ".join(detail) + ": run `graphmem init`")
        except GraphMemError as exc:
            check("connection", False, str(exc))
    try:
        from graphmem.extract import Extractor

        for language, model in Extractor(settings).check_models().items():
            check(f"nlp:{language}", True, model)
    except GraphMemError as exc:
        check("nlp", False, str(exc))
    except ImportError as exc:
        check("nlp", False, f"extraction is not available: {exc}")

    if as_json:
        common.emit_json({"ok": all(c["status"] == "ok" for c in checks), "checks": checks})
    else:
        for c in checks:
            mark = "[green]ok[/]  " if c["status"] == "ok" else "[red]FAIL[/]"
            common.stdout.print(f"{mark} {c['check']:<12} {c['detail']}")
    failed = [c for c in checks if c["status"] != "ok"]
    if failed:
        if not as_json:
            common.stderr.print(
                f"graphmem: {len(failed)} check(s) failed: "
                + "; ".join(f"{c['check']}: {c['detail']}" for c in failed),
                markup=False,
            )
        raise typer.Exit(1)


def register(app: typer.Typer) -> None:
    app.command("init")(init)
    app.command("doctor")(doctor)
