"""The relational queries on one scenario, ingested for real (English and Chinese), in two tenants.

Tenant A: alice (English: peanut allergy, no spicy food this week, only a Mac, a budget, a vegetarian
father, dislikes cilantro, likes apple pie and durian, lived in Shanghai then moved to Beijing), wang
(Chinese: 花生 allergy, 保守型 investor, bought a 债券基金, likes 火锅 and 榴莲), bob (English: conservative
investor, bond fund, a fan of Apple products — the brand — and of hot pot), carol (opted out: shares
much with alice and wang, must never appear), li (Chinese: lives in 上海, only 苹果电脑, likes 苹果 — the
fruit — and kumquats, a word outside the lexicon).
Tenant B: the same user ids with other memories; nothing of it may ever appear in tenant A, nor the
other way round. Every answer is asserted exactly.
"""

from __future__ import annotations

import math
import uuid
from collections.abc import Iterator
from datetime import datetime

import pytest

from graphmem.check import parse_amount
from graphmem.config import Settings
from graphmem.memory import MemoryGraph
from graphmem.models import Memory, Verdict
from graphmem.timeutil import parse_timestamp

T0 = "2026-01-05T09:00:00Z"  # a Monday: "this week" ends Sunday 2026-01-11 23:59:59.999 (UTC user)
MOVED = "2026-02-01T10:00:00Z"
IN_WEEK = parse_timestamp("2026-01-07T12:00:00Z")
BEFORE_MOVE = parse_timestamp("2026-01-20T12:00:00Z")
AFTER = parse_timestamp("2026-03-01T00:00:00Z")

TENANT_A = [
    ("alice", "I'm allergic to peanuts.", T0),
    ("alice", "No spicy food for me this week.", T0),
    ("alice", "I only use a Mac.", T0),
    ("alice", "My budget is at most 1500 dollars.", T0),
    ("alice", "My father is vegetarian.", T0),
    ("alice", "I hate cilantro.", T0),
    ("alice", "I love apple pie.", T0),
    ("alice", "I love durian.", T0),
    ("alice", "I live in Shanghai.", T0),
    ("alice", "I moved to Beijing.", MOVED),
    ("wang", "我对花生过敏。", T0),
    ("wang", "我是保守型投资者。", T0),
    ("wang", "我买了债券基金。", T0),
    ("wang", "我喜欢吃火锅。", T0),
    ("wang", "我喜欢榴莲。", T0),
    ("bob", "I'm a conservative investor.", T0),
    ("bob", "I bought a bond fund.", T0),
    ("bob", "I'm a big fan of Apple products.", T0),
    ("bob", "I love hot pot.", T0),
    ("carol", "I'm allergic to peanuts.", T0),
    ("carol", "I'm a conservative investor.", T0),
    ("carol", "I bought a bond fund.", T0),
    ("carol", "I love durian.", T0),
    ("carol", "I love kumquats.", T0),
    ("li", "我住在上海。", T0),
    ("li", "我只用苹果电脑。", T0),
    ("li", "我喜欢吃苹果。", T0),
    ("li", "I love kumquats.", T0),
]
TENANT_B = [
    ("alice", "I'm allergic to shellfish.", T0),
    ("alice", "I love durian.", T0),
    ("wang", "我对花生过敏。", T0),
    ("wang", "我是保守型投资者。", T0),
    ("wang", "我买了债券基金。", T0),
    ("bob", "I love apple pie.", T0),
]

CANDIDATES = [
    {"id": "kungpao", "name": "Kung Pao chicken", "tags": ["sichuan"],
     "attributes": {"ingredients": ["chicken", "peanuts", "chili"]}},
    {"id": "hotpot", "name": "Chongqing hot pot", "tags": [], "attributes": {}},
    {"id": "special", "name": "Chef's special", "tags": ["sichuan"], "attributes": {}},
    {"id": "applepie", "name": "Apple Pie", "tags": ["dessert"],
     "attributes": {"ingredients": ["apples", "flour", "butter"]}},
    {"id": "thinkpad", "name": "Lenovo ThinkPad X1", "tags": ["Windows laptop"],
     "attributes": {"price": 1200}},
    {"id": "air", "name": "MacBook Air", "tags": [], "attributes": {"price": 999, "currency": "USD"}},
    {"id": "pro", "name": "MacBook Pro 16", "tags": [], "attributes": {"price": "$2,499"}},
    {"id": "steak", "name": "Ribeye steak", "tags": [], "attributes": {}},
    {"id": "salad", "name": "Thai salad", "tags": [], "attributes": {"ingredients": ["香菜", "lime"]}},
]


def _drop(settings: Settings) -> None:
    with MemoryGraph(settings) as graph, graph.store.driver.session(database=settings.neo4j_database) as s:
        for label in ("Memory", "Message", "Session", "Person", "Entity", "User"):
            s.run(f"MATCH (n:{label} {{tenant: $tenant}}) CALL (n) {{ DETACH DELETE n }} IN TRANSACTIONS",
                  tenant=settings.tenant).consume()


def _load(settings: Settings, lines: list[tuple[str, str, str]]) -> None:
    with MemoryGraph(settings) as graph:
        graph.ingest_batch([{"user_id": u, "text": text, "at": at, "session_id": "s1"}
                            for u, text, at in lines])


@pytest.fixture(scope="module")
def tenants(base_settings: Settings) -> Iterator[tuple[MemoryGraph, MemoryGraph]]:
    a = base_settings.model_copy(update={"tenant": f"test-a-{uuid.uuid4().hex[:10]}"})
    b = base_settings.model_copy(update={"tenant": f"test-b-{uuid.uuid4().hex[:10]}"})
    try:
        _load(a, TENANT_A)
        _load(b, TENANT_B)
        with MemoryGraph(a) as graph:
            graph.consent("carol", False)
        with MemoryGraph(a) as graph_a, MemoryGraph(b) as graph_b:
            yield graph_a, graph_b
    finally:
        _drop(a)
        _drop(b)


@pytest.fixture
def a(tenants: tuple[MemoryGraph, MemoryGraph]) -> MemoryGraph:
    return tenants[0]


@pytest.fixture
def b(tenants: tuple[MemoryGraph, MemoryGraph]) -> MemoryGraph:
    return tenants[1]


def _value(key: str, value: str) -> str:
    """Budgets as amount and currency, however extraction words them ("1500 USD", "1500 USD")."""
    if key != "budget":
        return value
    amount, currency = parse_amount(value)
    return f"{amount:g} {currency}"


def facts(memories: tuple[Memory, ...] | list[Memory]) -> list[tuple[str, str, str, str]]:
    return [(m.subject, m.key, _value(m.key, m.value), m.polarity) for m in memories]


def judged(verdicts: list[Verdict]) -> dict[str, tuple[str, list[tuple[str, str]]]]:
    return {v.id: (v.verdict, [(r.key, _value(r.key, r.value)) for r in v.reasons]) for v in verdicts}


# --- constraints -------------------------------------------------------------------------------------


def test_constraints_during_the_week_include_the_temporary_one_and_the_fathers(a: MemoryGraph) -> None:
    found = a.constraints("alice", at=IN_WEEK)
    assert facts(found)[0] == ("user", "allergy", "peanut", "negative")  # severe first
    assert sorted(facts(found)) == sorted([
        ("user", "allergy", "peanut", "negative"),
        ("user", "avoid", "spicy food", "negative"),
        ("user", "only", "Mac", "positive"),
        ("user", "budget", "1500 USD", "negative"),
        ("father", "diet", "vegetarian diet", "positive"),
    ])
    spicy = next(m for m in found if m.key == "avoid")
    assert spicy.valid_until == parse_timestamp("2026-01-11T23:59:59.999Z")
    assert all(m.status == "active" for m in found)


def test_expired_constraint_no_longer_in_force(a: MemoryGraph) -> None:
    assert sorted(facts(a.constraints("alice", at=AFTER))) == sorted([
        ("user", "allergy", "peanut", "negative"),
        ("user", "only", "Mac", "positive"),
        ("user", "budget", "1500 USD", "negative"),
        ("father", "diet", "vegetarian diet", "positive"),
    ])


def test_constraints_filtered_by_domain(a: MemoryGraph) -> None:
    assert facts(a.constraints("alice", at=IN_WEEK, domain="health")) == [
        ("user", "allergy", "peanut", "negative")]
    assert facts(a.constraints("alice", at=IN_WEEK, domain="finance")) == [
        ("user", "budget", "1500 USD", "negative")]


def test_constraints_before_anything_was_said_are_empty(a: MemoryGraph) -> None:
    assert a.constraints("alice", at=parse_timestamp("2025-12-31T00:00:00Z")) == []


def test_constraints_never_cross_tenants(a: MemoryGraph, b: MemoryGraph) -> None:
    assert facts(b.constraints("alice", at=AFTER)) == [("user", "allergy", "shellfish", "negative")]
    assert facts(a.constraints("wang", at=AFTER)) == [("user", "allergy", "peanut (花生)", "negative")]
    assert a.constraints("nobody", at=AFTER) == []


# --- check -------------------------------------------------------------------------------------------


def test_check_during_the_week(a: MemoryGraph) -> None:
    verdicts = a.check("alice", CANDIDATES, at=IN_WEEK)
    assert [v.id for v in verdicts] == [c["id"] for c in CANDIDATES]
    assert judged(verdicts) == {
        "kungpao": ("block", [("allergy", "peanut"), ("avoid", "spicy food"), ("diet", "vegetarian diet")]),
        "hotpot": ("block", [("avoid", "spicy food")]),
        "special": ("block", [("avoid", "spicy food")]),
        "applepie": ("ok", []),
        "thinkpad": ("block", [("only", "Mac")]),
        "air": ("ok", []),
        "pro": ("block", [("budget", "1500 USD")]),
        "steak": ("avoid", [("diet", "vegetarian diet")]),
        "salad": ("avoid", [("dislikes", "cilantro")]),
    }
    kungpao = verdicts[0]
    assert kungpao.reasons[0].explanation == "contains peanuts — severe peanut allergy, said 2026-01-05"
    assert kungpao.reasons[1].explanation == (
        "is Kung Pao chicken (kung pao chicken is a kind of spicy food) — no spicy food until 2026-01-11, "
        "said 2026-01-05")
    by_id = {v.id: v for v in verdicts}
    assert by_id["special"].reasons[0].explanation == (
        "is tagged sichuan (Sichuan cuisine is a kind of spicy food) — no spicy food until 2026-01-11, "
        "said 2026-01-05")
    assert by_id["thinkpad"].reasons[0].explanation == "is ThinkPad, not Mac — only Mac, said 2026-01-05"
    budget = by_id["pro"].reasons[0]
    assert budget.explanation == f"costs 2499 USD — budget {budget.value}, said 2026-01-05"


def test_check_after_the_week_lets_hot_pot_through(a: MemoryGraph) -> None:
    verdicts = judged(a.check("alice", CANDIDATES[:2], at=AFTER))
    assert verdicts == {
        "kungpao": ("block", [("allergy", "peanut"), ("diet", "vegetarian diet")]),
        "hotpot": ("ok", []),
    }


def test_check_maps_english_candidates_to_a_chinese_constraint(a: MemoryGraph) -> None:
    candidates = [{"id": "c1", "name": "Peanut butter cookies"}, {"id": "c2", "name": "Green tea"}]
    verdicts = a.check("wang", candidates, at=AFTER)
    assert judged(verdicts) == {"c1": ("block", [("allergy", "peanut (花生)")]), "c2": ("ok", [])}


def test_check_never_uses_another_tenants_constraints(b: MemoryGraph) -> None:
    assert judged(b.check("alice", CANDIDATES, at=IN_WEEK)) == {c["id"]: ("ok", []) for c in CANDIDATES}


# --- similar -----------------------------------------------------------------------------------------


def _idf(users: int, df: int) -> float:
    return math.log(1 + users / df)


def test_similar_ranks_rarer_shared_concepts_higher_and_skips_the_opted_out(a: MemoryGraph) -> None:
    found = a.similar("alice", at=AFTER)
    mac_apple, peanut_durian = _idf(5, 2), _idf(5, 3)
    assert [(u.user_id, u.score) for u in found] == [
        ("li", round(2 * mac_apple, 4)),
        ("wang", round(2 * peanut_durian, 4)),
    ]
    assert [(s.entity_id, s.key, s.polarity, s.weight) for s in found[0].shared] == [
        ("food/apple", "likes", "positive", round(mac_apple, 4)),
        ("tech/mac", "only", "positive", round(mac_apple, 4)),
    ]
    assert [(s.entity_id, s.key, s.polarity) for s in found[1].shared] == [
        ("food/durian", "likes", "positive"),
        ("food/peanut", "allergy", "negative"),
    ]


def test_similar_tells_the_apple_brand_from_the_fruit(a: MemoryGraph) -> None:
    assert [(u.user_id, [s.entity_id for s in u.shared]) for u in a.similar("bob", at=AFTER)] == [
        ("wang", ["food/hot_pot"]),
    ]


def test_similar_works_for_an_opted_out_asker_but_never_returns_the_asker(a: MemoryGraph) -> None:
    found = a.similar("carol", at=AFTER)
    assert [(u.user_id, [s.entity_id for s in u.shared]) for u in found] == [
        ("alice", ["food/durian", "food/peanut"]),
        ("wang", ["food/durian", "food/peanut"]),
        ("li", ["thing/kumquat"]),  # a word outside the lexicon is still a shared concept
    ]
    assert found[0].score == found[1].score == round(2 * _idf(5, 3), 4)


def test_similar_never_crosses_tenants(b: MemoryGraph) -> None:
    assert b.similar("alice", at=AFTER) == []
    assert [u.user_id for u in b.similar("wang", at=AFTER)] == []


# --- who ---------------------------------------------------------------------------------------------


def _who(graph: MemoryGraph, *terms: str, kind: str | None = None, at: datetime = AFTER
         ) -> list[tuple[str, list[str]]]:
    return [(w.user_id, sorted(m.value for m in w.matches)) for w in graph.who(list(terms), kind=kind, at=at)]


def test_who_is_the_same_in_chinese_and_english(a: MemoryGraph) -> None:
    chinese = _who(a, "保守型", "债券基金")
    assert chinese == _who(a, "conservative investor", "bond fund")
    assert chinese == [
        ("bob", ["bond fund", "conservative investor"]),
        ("wang", ["bond fund (债券基金)", "conservative investor (保守型投资者)"]),
    ]


def test_who_kind_narrows(a: MemoryGraph) -> None:
    assert _who(a, "peanut", kind="constraint") == [("alice", ["peanut"]), ("wang", ["peanut (花生)"])]
    assert _who(a, "bond fund", kind="identity") == []
    assert _who(a, "bond fund", kind="event") == [("bob", ["bond fund"]), ("wang", ["bond fund (债券基金)"])]


def test_who_follows_descendants_and_tells_brand_from_fruit(a: MemoryGraph) -> None:
    assert _who(a, "Apple products") == [("alice", ["Mac"]), ("bob", ["Apple product"]),
                                         ("li", ["Mac (苹果电脑)"])]
    assert _who(a, "fruit") == [("alice", ["apple (apple pie)", "durian"]), ("li", ["apple (苹果)"]),
                                ("wang", ["durian (榴莲)"])]


def test_who_follows_the_move(a: MemoryGraph) -> None:
    assert _who(a, "上海", at=BEFORE_MOVE) == [("alice", ["Shanghai"]), ("li", ["Shanghai (上海)"])]
    assert _who(a, "Shanghai", at=AFTER) == [("li", ["Shanghai (上海)"])]
    assert _who(a, "Beijing", at=AFTER) == [("alice", ["Beijing"])]
    # A rare term with a common one: the rare one seeds the candidates (the other query plan).
    assert _who(a, "Beijing", "durian", at=AFTER) == [("alice", ["Beijing", "durian"])]
    assert _who(a, "Beijing", "durian", at=BEFORE_MOVE) == []


def test_who_falls_back_to_text_outside_the_lexicon(a: MemoryGraph) -> None:
    assert [u for u, _ in _who(a, "kumquats")] == ["li"]


def test_who_never_crosses_tenants(b: MemoryGraph) -> None:
    assert _who(b, "保守型", "债券基金") == [
        ("wang", ["bond fund (债券基金)", "conservative investor (保守型投资者)"])]
    assert _who(b, "kumquats") == []
    assert _who(b, "Shanghai", at=BEFORE_MOVE) == []


# --- recall ------------------------------------------------------------------------------------------


def test_recall_in_chinese(a: MemoryGraph) -> None:
    result = a.recall("wang", "我上次说我对什么过敏？", at=AFTER)
    assert facts(result.memories) == [("user", "allergy", "peanut (花生)", "negative")]
    assert result.context.splitlines()[1] == "- severe peanut (花生) allergy, said 2026-01-05"


def test_recall_finds_a_constraint_through_is_a(a: MemoryGraph) -> None:
    result = a.recall("alice", "any ideas for a hot pot dinner?", at=IN_WEEK)
    assert facts(result.memories) == [("user", "avoid", "spicy food", "negative")]


def test_recall_follows_the_move(a: MemoryGraph) -> None:
    assert [m.value for m in a.recall("alice", "Where do I live?", at=BEFORE_MOVE).memories] == ["Shanghai"]
    assert [m.value for m in a.recall("alice", "Where do I live?", at=AFTER).memories] == ["Beijing"]


def test_recall_returns_nothing_below_the_relevance_floor(a: MemoryGraph) -> None:
    result = a.recall("alice", "What's the weather like tomorrow?", at=AFTER)
    assert result.memories == ()
    assert result.context == ""


def test_recall_context_respects_the_budget_and_puts_severe_constraints_first(a: MemoryGraph) -> None:
    query = "Remember my allergies and my diet? peanuts, spicy food, cilantro, durian"
    full = a.recall("alice", query, at=IN_WEEK, budget=2000)
    assert {m.value for m in full.memories} >= {"peanut", "spicy food", "cilantro", "durian"}
    assert full.context.splitlines()[1].startswith("- severe peanut allergy")
    for budget in (0, 30, 60, 120, 200):
        packed = a.recall("alice", query, at=IN_WEEK, budget=budget).context
        assert len(packed) <= budget


def test_recall_never_crosses_tenants_or_users(a: MemoryGraph, b: MemoryGraph) -> None:
    assert b.recall("alice", "peanuts", at=AFTER).memories == ()
    assert a.recall("bob", "peanuts", at=AFTER).memories == ()
    assert [m.value for m in b.recall("alice", "shellfish", at=AFTER).memories] == ["shellfish"]


def test_needs_memory(a: MemoryGraph, b: MemoryGraph) -> None:
    assert a.needs_memory("As I said, no peanuts please")
    assert a.needs_memory("上次那家火锅店不错")
    assert not a.needs_memory("hello there")
    assert a.needs_memory("any good peanut snacks?", "alice", at=AFTER)
    assert not b.needs_memory("any good peanut snacks?", "alice", at=AFTER)


# --- named queries -----------------------------------------------------------------------------------


def test_query_runs_a_named_read_in_the_graphs_tenant(a: MemoryGraph) -> None:
    rows = a.query("constraints_in_force", {"user_id": "wang", "at": AFTER, "domain": None})
    assert [r["memory"]["value"] for r in rows] == ["peanut (花生)"]


# --- isolation, across every query --------------------------------------------------------------------


def _memory_ids(graph: MemoryGraph, user_id: str) -> set[str]:
    rows, _, _ = graph.store.driver.execute_query(
        "MATCH (m:Memory {tenant: $tenant, user_id: $user_id}) RETURN collect(m.id) AS ids",
        tenant=graph.tenant, user_id=user_id)
    return set(rows[0]["ids"])


@pytest.mark.parametrize("side", [0, 1])
def test_no_answer_ever_holds_another_tenants_or_users_memory(
    tenants: tuple[MemoryGraph, MemoryGraph], side: int
) -> None:
    graph = tenants[side]
    users = sorted({u for u, _, _ in (TENANT_A if side == 0 else TENANT_B)})
    own = {u: _memory_ids(graph, u) for u in users}
    for user in users:
        for at in (IN_WEEK, AFTER):
            assert {m.id for m in graph.constraints(user, at=at)} <= own[user]
            for verdict in graph.check(user, CANDIDATES, at=at):
                assert {r.memory_id for r in verdict.reasons} <= own[user]
            recalled = graph.recall(user, "peanuts spicy food Mac budget durian 花生 上海 apple", at=at)
            assert {m.id for m in recalled.memories} <= own[user]
            for similar in graph.similar(user, at=at):
                assert similar.user_id in users and similar.user_id not in (user, "carol")
    for terms in (["peanut"], ["durian"], ["保守型"], ["kumquats"], ["apple"], ["Shanghai"]):
        for match in graph.who(terms, at=BEFORE_MOVE):
            assert match.user_id != "carol"
            assert {m.id for m in match.matches} <= own[match.user_id]


def test_recall_and_who_survive_lucene_syntax_in_user_text(a: MemoryGraph) -> None:
    hostile = 'peanuts AND (x:y) OR "unclosed [ * ~ ^ \\ /'
    assert [m.value for m in a.recall("alice", hostile, at=AFTER).memories][:1] == ["peanut"]
    assert a.who(['kumquat"s) OR tenant:*'], at=AFTER) == []


def test_check_avoids_what_an_identity_rules_out(a: MemoryGraph) -> None:
    candidates = [{"id": "btc", "name": "Bitcoin fund"}, {"id": "bond", "name": "Treasury bond fund"}]
    verdicts = a.check("wang", candidates, at=AFTER)
    assert judged(verdicts) == {
        "btc": ("avoid", [("risk_profile", "conservative investor (保守型投资者)")]),
        "bond": ("ok", []),
    }
    assert verdicts[0].reasons[0].explanation == (
        "is Bitcoin (Bitcoin is a kind of high-risk investment), which conservative investor rules out "
        "— risk profile: conservative investor (保守型投资者), said 2026-01-05")
