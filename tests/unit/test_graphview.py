"""Drawing a user's subgraph: every format carries the same nodes and edges, user text stays escaped."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from xml.etree import ElementTree as ET

from graphmem.graphview import build_view, render
from graphmem.models import EntityRef, Memory, Profile

NOW = datetime(2026, 1, 5, tzinfo=UTC)


def memory(id: str, kind: str, key: str, value: str, subject: str = "user", polarity: str = "positive",
           entity: EntityRef | None = None) -> Memory:
    return Memory(id=id, kind=kind, subject=subject, key=key, value=value, polarity=polarity,  # type: ignore[arg-type]
                  recorded_at=NOW, last_seen_at=NOW, entities=(entity,) if entity else ())


PEANUT = EntityRef(id="food/peanut", name="peanut", type="food")
PROFILE = Profile(
    user_id='alice "the" <admin>',
    preferences=(memory("m1", "preference", "likes", "jazz"),),
    constraints=(memory("m2", "constraint", "allergy", "peanut", polarity="negative", entity=PEANUT),
                 memory("m3", "constraint", "allergy", "cat", subject="wife", polarity="negative")),
)
ANCESTRY = [{"child": "food/peanut", "parent": "food/legume", "parent_name": "legume", "parent_type": "food",
             "parent_disambiguation": ""}]


def test_view_links_user_people_memories_concepts_and_parents() -> None:
    view = build_view(PROFILE, ANCESTRY)
    types = sorted(e.type for e in view.edges)
    assert types == ["ABOUT", "HAS_CONSTRAINT", "HAS_CONSTRAINT", "HAS_PREFERENCE", "IS_A", "KNOWS"]
    assert {n.label for n in view.nodes.values()} == {"User", "Person", "Preference", "Constraint", "Entity"}
    wife_edge = next(e for e in view.edges if e.target == "m3")
    assert wife_edge.source == "person:wife"


def test_json_format_is_nodes_and_edges() -> None:
    data = json.loads(render(build_view(PROFILE, ANCESTRY), "json"))
    assert set(data) == {"nodes", "edges"}
    assert len(data["nodes"]) == 7 and len(data["edges"]) == 6


def test_graphml_is_well_formed_xml_with_user_text_escaped() -> None:
    root = ET.fromstring(render(build_view(PROFILE, ANCESTRY), "graphml"))
    names = [d.text for d in root.iter("{http://graphml.graphdrawing.org/xmlns}data")]
    assert 'alice "the" <admin>' in names


def test_mermaid_and_dot_keep_user_text_inside_quoted_labels() -> None:
    mermaid = render(build_view(PROFILE, ANCESTRY), "mermaid")
    assert mermaid.startswith("graph LR") and "#quot;the#quot;" in mermaid
    dot = render(build_view(PROFILE, ANCESTRY), "dot")
    assert dot.startswith("digraph graphmem {") and '\\"the\\"' in dot
    assert dot.count("->") == 6
