"""A user's subgraph as plain nodes and edges, and its renderings: mermaid, dot, graphml, json.

Pure: built from a `Profile` and the IS_A edges above its concepts, no database access here.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any, Literal
from xml.etree import ElementTree as ET

from graphmem.models import USER_SUBJECT, Memory, Profile

Format = Literal["mermaid", "dot", "graphml", "json"]
FORMATS: tuple[Format, ...] = ("mermaid", "dot", "graphml", "json")

OWNER_EDGE = {
    "identity": "HAS_IDENTITY",
    "preference": "HAS_PREFERENCE",
    "constraint": "HAS_CONSTRAINT",
    "event": "EXPERIENCED",
    "relation": "HAS_RELATION",
}


@dataclass(frozen=True)
class Node:
    id: str
    label: str
    name: str
    properties: Mapping[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class Edge:
    source: str
    target: str
    type: str


@dataclass
class GraphView:
    nodes: dict[str, Node] = field(default_factory=dict)
    edges: list[Edge] = field(default_factory=list)

    def add_node(self, node: Node) -> None:
        self.nodes.setdefault(node.id, node)

    def add_edge(self, edge: Edge) -> None:
        if edge not in self.edges:
            self.edges.append(edge)

    def as_dict(self) -> dict[str, Any]:
        return {
            "nodes": [
                {"id": n.id, "label": n.label, "name": n.name, "properties": dict(n.properties)}
                for n in self.nodes.values()
            ],
            "edges": [{"source": e.source, "target": e.target, "type": e.type} for e in self.edges],
        }


def memory_caption(memory: Memory) -> str:
    # The key already says which way it goes (likes / dislikes, allergy, only …).
    return f"{memory.key}: {memory.value}"


def build_view(profile: Profile, ancestry: Iterable[Mapping[str, Any]]) -> GraphView:
    """The user, the people the user knows, the memories in the profile, their concepts and IS_A parents."""
    view = GraphView()
    user_node = f"user:{profile.user_id}"
    view.add_node(Node(user_node, "User", profile.user_id))
    memories = [
        *profile.identity,
        *profile.preferences,
        *profile.constraints,
        *profile.events,
        *profile.relations,
    ]
    for memory in memories:
        owner = user_node
        if memory.subject != USER_SUBJECT:
            owner = f"person:{memory.subject}"
            view.add_node(Node(owner, "Person", memory.subject, {"role": memory.subject}))
            view.add_edge(Edge(user_node, owner, "KNOWS"))
        view.add_node(
            Node(
                memory.id,
                memory.kind.capitalize(),
                memory_caption(memory),
                {
                    "status": memory.status,
                    "valid_until": memory.model_dump(mode="json")["valid_until"],
                },
            )
        )
        view.add_edge(Edge(owner, memory.id, OWNER_EDGE[memory.kind]))
        for entity in memory.entities:
            entity_node = f"entity:{entity.id}"
            view.add_node(
                Node(
                    entity_node,
                    "Entity",
                    entity.name,
                    {"type": entity.type, "disambiguation": entity.disambiguation},
                )
            )
            view.add_edge(Edge(memory.id, entity_node, "ABOUT"))
    for row in ancestry:
        parent = f"entity:{row['parent']}"
        view.add_node(
            Node(
                parent,
                "Entity",
                row.get("parent_name") or row["parent"],
                {"type": row.get("parent_type"), "disambiguation": row.get("parent_disambiguation")},
            )
        )
        view.add_edge(Edge(f"entity:{row['child']}", parent, "IS_A"))
    return view


def render(view: GraphView, fmt: Format) -> str:
    if fmt == "json":
        return json.dumps(view.as_dict(), ensure_ascii=False, indent=2)
    if fmt == "mermaid":
        return _mermaid(view)
    if fmt == "dot":
        return _dot(view)
    return _graphml(view)


def _short_ids(view: GraphView) -> dict[str, str]:
    # Mermaid and DOT ids must be simple tokens; user data stays inside quoted labels only.
    return {node_id: f"n{i}" for i, node_id in enumerate(view.nodes)}


def _mermaid_text(text: str) -> str:
    return text.replace('"', "#quot;").replace("\n", " ")


def _mermaid(view: GraphView) -> str:
    ids = _short_ids(view)
    lines = ["graph LR"]
    for node in view.nodes.values():
        lines.append(f'  {ids[node.id]}["{_mermaid_text(node.label + ": " + node.name)}"]')
    for edge in view.edges:
        lines.append(f"  {ids[edge.source]} -->|{edge.type}| {ids[edge.target]}")
    return "\n".join(lines) + "\n"


def _dot_text(text: str) -> str:
    return text.replace("\\", "\\\\").replace('"', '\\"').replace("\n", " ")


def _dot(view: GraphView) -> str:
    ids = _short_ids(view)
    lines = ["digraph graphmem {", "  rankdir=LR;", '  node [shape=box, fontname="Helvetica"];']
    for node in view.nodes.values():
        lines.append(
            f'  {ids[node.id]} [label="{_dot_text(node.label + chr(10) + node.name)}"];'.replace(
                chr(10), "\\n"
            )
        )
    for edge in view.edges:
        lines.append(f'  {ids[edge.source]} -> {ids[edge.target]} [label="{edge.type}"];')
    lines.append("}")
    return "\n".join(lines) + "\n"


def _graphml(view: GraphView) -> str:
    root = ET.Element("graphml", xmlns="http://graphml.graphdrawing.org/xmlns")
    for key, target in (("label", "node"), ("name", "node"), ("type", "edge")):
        ET.SubElement(root, "key", {"id": key, "for": target, "attr.name": key, "attr.type": "string"})
    graph = ET.SubElement(root, "graph", id="graphmem", edgedefault="directed")
    for node in view.nodes.values():
        element = ET.SubElement(graph, "node", id=node.id)
        ET.SubElement(element, "data", key="label").text = node.label
        ET.SubElement(element, "data", key="name").text = node.name
    for i, edge in enumerate(view.edges):
        element = ET.SubElement(graph, "edge", id=f"e{i}", source=edge.source, target=edge.target)
        ET.SubElement(element, "data", key="type").text = edge.type
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
