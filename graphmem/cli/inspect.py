"""`graphmem inspect`, `graphmem graph`, `graphmem stats`: seeing what agents remember."""

from __future__ import annotations

from pathlib import Path
from typing import Annotated, Any

import typer
from rich.markup import escape
from rich.table import Table
from rich.tree import Tree

from graphmem.cli import common
from graphmem.models import USER_SUBJECT, Memory


def describe(memory: Memory) -> str:
    """One line for a person: what, whose polarity, until when, and the concepts it points at."""
    mark = "[green]+[/]" if memory.polarity == "positive" else "[red]-[/]"
    text = f"{mark} {escape(memory.key)}: [bold]{escape(memory.value)}[/]"
    if memory.valid_until is not None:
        text += f" [yellow](until {memory.model_dump(mode='json')['valid_until']})[/]"
    if memory.status != "active":
        text += f" [dim]({memory.status})[/]"
    if memory.mentions > 1:
        text += f" [dim]×{memory.mentions}[/]"
    for entity in memory.entities:
        sense = f" — {escape(entity.disambiguation)}" if entity.disambiguation else ""
        text += f"\n  [cyan]→ {escape(entity.id)}[/]{sense}"
    return text


def inspect(
    ctx: typer.Context,
    user_id: common.UserArg,
    at: common.AtOption = None,
    tenant: common.TenantOption = None,
) -> None:
    """The user's graph as a tree: identity, preferences, constraints, events, people, and their concepts."""
    with common.open_graph(ctx, tenant) as graph:
        profile = graph.profile(user_id, at=common.parse_at(at))
    tree = Tree(f"[bold]{escape(profile.user_id)}[/] [dim](tenant {escape(graph.tenant)})[/]")
    people: dict[str, list[Memory]] = {}
    sections = (
        ("Identity", profile.identity),
        ("Preferences", profile.preferences),
        ("Constraints", profile.constraints),
        ("Events", profile.events),
        ("Relations", profile.relations),
    )
    for title, section in sections:
        own = [m for m in section if m.subject == USER_SUBJECT]
        for m in section:
            if m.subject != USER_SUBJECT:
                people.setdefault(m.subject, []).append(m)
        branch = tree.add(f"[bold]{title}[/] ({len(own)})")
        for memory in own:
            branch.add(describe(memory))
    people_branch = tree.add(f"[bold]People[/] ({len(people)})")
    for role, memories in sorted(people.items()):
        person = people_branch.add(f"[magenta]{escape(role)}[/]")
        for memory in memories:
            person.add(f"[dim]{memory.kind}[/] " + describe(memory))
    common.stdout.print(tree)


def graph_command(
    ctx: typer.Context,
    user_id: common.UserArg,
    fmt: Annotated[str, typer.Option("--format", "-f", help="mermaid, dot, graphml or json.")] = "mermaid",
    out: Annotated[
        Path | None, typer.Option("--out", "-o", help="Write to this file instead of stdout.")
    ] = None,
    at: common.AtOption = None,
    tenant: common.TenantOption = None,
) -> None:
    """The user's subgraph (with the concepts and IS_A parents it touches) for drawing."""
    from graphmem.errors import InvalidInputError
    from graphmem.graphview import FORMATS, render

    if fmt not in FORMATS:  # narrows fmt to the Format literal for the type checker
        raise InvalidInputError(f"unknown format {fmt!r}: choose one of {', '.join(FORMATS)}")
    with common.open_graph(ctx, tenant) as graph:
        view = graph.user_graph(user_id, at=common.parse_at(at))
    text = render(view, fmt)
    if out is None:
        print(text, end="")
    else:
        out.write_text(text, encoding="utf-8")
        common.stderr.print(f"wrote {len(view.nodes)} nodes and {len(view.edges)} edges to {out}")


def stats(ctx: typer.Context, tenant: common.TenantOption = None, as_json: common.JsonOption = False) -> None:
    """Counts per label and relationship type in the tenant."""
    with common.open_graph(ctx, tenant) as graph:
        counts = graph.stats()
        name = graph.tenant
    common.emit({"tenant": name, **counts}, as_json, _print_stats)


def _print_stats(counts: dict[str, Any]) -> None:
    for title, key in (("Nodes", "nodes"), ("Relationships", "relationships")):
        table = Table(title=f"{title} in tenant {escape(counts['tenant'])}", title_justify="left")
        table.add_column("label" if key == "nodes" else "type")
        table.add_column("count", justify="right")
        for label, count in counts[key].items():
            table.add_row(escape(label), str(count))
        common.stdout.print(table)


def register(app: typer.Typer) -> None:
    app.command("inspect")(inspect)
    app.command("graph")(graph_command)
    app.command("stats")(stats)
