"""`graphmem demo`: a self-contained tour on sample users in a throwaway tenant, removed at the end."""

from __future__ import annotations

import uuid
from datetime import UTC, datetime
from typing import Annotated

import typer
from rich.cells import cell_len
from rich.markup import escape
from rich.rule import Rule

from graphmem.cli import common

# (user, when, text): English and Chinese users; one moves city, one opts out, one has a temporary rule.
CONVERSATIONS: tuple[tuple[str, str, str], ...] = (
    ("alice", "2026-01-05T09:00:00Z", "I'm allergic to peanuts."),
    ("alice", "2026-01-05T09:01:00Z", "I love jazz and Sichuan food."),
    ("alice", "2026-01-05T09:02:00Z", "I live in Boston."),
    ("alice", "2026-01-05T09:03:00Z", "I only use a Mac."),
    ("alice", "2026-01-05T09:04:00Z", "My wife is allergic to cats."),
    ("alice", "2026-03-04T08:00:00Z", "No spicy food for me this week."),
    ("alice", "2026-04-01T10:00:00Z", "I moved to Seattle."),
    ("alice", "2026-04-01T10:01:00Z", "Thanks, that's all for today!"),
    ("bob", "2026-01-10T12:00:00Z", "I love jazz."),
    ("bob", "2026-01-10T12:01:00Z", "I'm a conservative investor."),
    ("bob", "2026-01-10T12:02:00Z", "I bought a bond fund last week."),
    ("lilei", "2026-01-12T02:00:00Z", "我对花生过敏。"),
    ("lilei", "2026-01-12T02:01:00Z", "我喜欢爵士乐。"),
    ("lilei", "2026-01-12T02:02:00Z", "我是保守型投资者，上个月买了债券基金。"),
    ("carol", "2026-01-15T08:00:00Z", "I love jazz and I'm a conservative investor."),
)
OPTED_OUT = "carol"
CANDIDATES = (
    {
        "id": "dish-1",
        "name": "Kung Pao chicken",
        "tags": ["sichuan"],
        "attributes": {"ingredients": ["peanuts", "chicken"]},
    },
    {
        "id": "dish-2",
        "name": "Apple pie",
        "tags": ["dessert"],
        "attributes": {"ingredients": ["apples", "butter"]},
    },
    {"id": "laptop-1", "name": "Windows laptop", "tags": ["laptop"], "attributes": {}},
    {"id": "laptop-2", "name": "MacBook Air", "tags": ["laptop"], "attributes": {}},
)


def _at(text: str) -> datetime:
    return datetime.fromisoformat(text.replace("Z", "+00:00")).astimezone(UTC)


def demo(
    ctx: typer.Context,
    keep: Annotated[
        bool, typer.Option("--keep", help="Keep the demo tenant afterwards, to explore it.")
    ] = False,
) -> None:
    """A tour on sample English and Chinese users in a throwaway tenant, cleaned up at the end."""
    from graphmem.cli.inspect import describe, inspect

    tenant = f"demo-{uuid.uuid4().hex[:8]}"
    out = common.stdout

    def step(title: str, command: str) -> None:
        out.print(Rule(f"[bold]{title}[/]", align="left"))
        out.print(f"[dim]$ graphmem {escape(command)} --tenant {tenant}[/]")

    with common.open_graph(ctx, tenant) as graph:
        try:
            graph.init()
            step("1. Conversations go in", "ingest USER TEXT --at TS")
            for user, when, text in CONVERSATIONS:
                summary = graph.ingest(user, text, at=_at(when), session_id=f"{user}-chat")
                padding = " " * max(1, 50 - cell_len(text))  # Chinese characters are two cells wide
                out.print(
                    f"  {user:<6} {when[:10]}  {escape(text)}{padding}→ {summary.memories_new} new, "
                    f"{summary.memories_superseded} superseded"
                )
            graph.consent(OPTED_OUT, share=False)
            out.print(f"  {OPTED_OUT} opts out of cross-user queries")

            step("2. What the graph knows about alice", "inspect alice")
            inspect(ctx, "alice", at=None, tenant=tenant)

            step("3. A temporary constraint expires", "constraints alice --at …")
            for label, when in (
                ("Wednesday 2026-03-04", "2026-03-04T12:00:00Z"),
                ("next Monday 2026-03-09", "2026-03-09T12:00:00Z"),
            ):
                values = [f"{m.subject}: {m.key} {m.value}" for m in graph.constraints("alice", at=_at(when))]
                out.print(f"  {label}: " + escape("; ".join(values)))

            step("4. Check before recommending", "check alice --candidates items.json")
            colours = {"block": "red", "avoid": "yellow", "ok": "green"}
            for candidate, verdict in zip(CANDIDATES, graph.check("alice", CANDIDATES), strict=True):
                out.print(
                    f"  [{colours[verdict.verdict]}]{verdict.verdict:<5}[/] {escape(str(candidate['name']))}"
                )
                for reason in verdict.reasons:
                    out.print(f"        [dim]{escape(reason.explanation)}[/]")

            step("5. A moved city is superseded, not overwritten", "profile alice --history")
            history = graph.profile("alice", history=True)
            for memory in history.identity:
                out.print("  " + describe(memory).split("\n")[0])
            before = graph.profile("alice", at=_at("2026-02-01T00:00:00Z")).identity
            out.print(
                "  on 2026-02-01 alice lived in: "
                + escape(", ".join(m.value for m in before if m.key == "lives_in"))
            )

            step("6. Who shares alice's tastes?", "similar alice")
            for match in graph.similar("alice"):
                shared = ", ".join(s.name for s in match.shared)
                out.print(f"  {escape(match.user_id):<6} score {match.score:.2f}  shared: {escape(shared)}")

            step(
                "7. Conservative investors who bought bond funds, in either language",
                'who "conservative investor" "bond fund"  /  who 保守型 债券基金',
            )
            english = [m.user_id for m in graph.who(["conservative investor", "bond fund"])]
            chinese = [m.user_id for m in graph.who(["保守型", "债券基金"])]
            out.print(f"  English terms: {escape(', '.join(english))}")
            out.print(f"  Chinese terms: {escape(', '.join(chinese))}")
            out.print(f"  ({OPTED_OUT} matches too, but opted out, so never appears)")

            step("8. Recall for a prompt", 'recall alice "Can you suggest dinner tonight?" --budget 300')
            recalled = graph.recall("alice", "Can you suggest dinner tonight?", budget=300)
            out.print(escape(recalled.context) or "  (nothing relevant)")
        finally:
            if keep:
                out.print(f"\nkept tenant {tenant}: try `graphmem inspect alice --tenant {tenant}`")
            else:
                removed = graph.delete_tenant(confirm=tenant)
                out.print(Rule())
                out.print(f"demo tenant {tenant} removed ({removed} nodes)")


def register(app: typer.Typer) -> None:
    app.command("demo")(demo)
