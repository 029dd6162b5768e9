"""PII: text full of real-looking identifiers goes in; not one raw number comes out of the database.

Numbers are generated valid (the ISO 7064 mod 11-2 checksum of Chinese resident IDs, Luhn for bank cards,
assigned SSN ranges), written plain, grouped with spaces or dashes, in full-width digits, labelled and
unlabelled, in English and Chinese, in user, assistant and system messages. Then every property of every
node of the tenant and of every relationship touching one, and each user's export, are scanned for each
number as written and as bare digits.
"""

from __future__ import annotations

import json
import random
import re
from datetime import UTC, datetime, timedelta

from reliability_support import tenant_properties

from graphmem import MemoryGraph, Settings

ID_WEIGHTS = (7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2)
ID_CHECK = "10X98765432"
REGIONS = ("110101", "310104", "440305", "510107", "330106", "420102")
FULL_WIDTH = str.maketrans("0123456789", "０１２３４５６７８９")


def resident_id(rng: random.Random) -> str:
    born = datetime(1950, 1, 1) + timedelta(days=rng.randrange(20_000))
    body = f"{rng.choice(REGIONS)}{born:%Y%m%d}{rng.randrange(1000):03d}"
    return body + ID_CHECK[sum(int(d) * w for d, w in zip(body, ID_WEIGHTS, strict=True)) % 11]


def luhn_complete(body: str) -> str:
    total = 0
    for i, digit in enumerate(reversed(body)):
        d = int(digit)
        if i % 2 == 0:  # doubled positions, counted from the check digit that will follow
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        total += d
    return body + str((10 - total % 10) % 10)


def luhn_valid(number: str) -> bool:
    digits = [int(d) for d in reversed(number)]
    doubled = (d if i % 2 == 0 else (d * 2 - 9 if d * 2 > 9 else d * 2) for i, d in enumerate(digits))
    return sum(doubled) % 10 == 0


def bank_card(rng: random.Random) -> str:
    prefix, length = rng.choice((("4", 16), ("51", 16), ("55", 16), ("62", 16), ("62", 19), ("37", 15)))
    body = prefix + "".join(str(rng.randrange(10)) for _ in range(length - len(prefix) - 1))
    return luhn_complete(body)


def ssn(rng: random.Random) -> str:
    area = rng.choice([a for a in range(1, 900) if a != 666])
    return f"{area:03d}-{rng.randrange(1, 100):02d}-{rng.randrange(1, 10000):04d}"


def grouped(number: str, sep: str) -> str:
    return sep.join(number[i:i + 4] for i in range(0, len(number), 4))


EN = (
    "My SSN is {ssn} and I'm allergic to peanuts.",
    "Social security number: {ssn_plain}.",
    "Please charge my card {card_spaced}, I love jazz.",
    "Card number {card_dashed} expires soon; I live in Berlin.",
    "My credit card is {card}.",
    "My ID card number is {id} and I like sushi.",
    "{card} is the one I use for hotels.",
    "Here it is: {id}",
    "For the form: {ssn}",
)
ZH = (
    "我的身份证号是{id}，我对花生过敏。",
    "身份证：{id_full}，我住在北京。",
    "银行卡{card}，我喜欢爵士乐。",
    "我的卡号是{card_spaced}",
    "帮我记一下{card_dashed}这张卡",
    "{id}",
)


def test_no_raw_identifier_is_stored_anywhere(settings: Settings) -> None:
    rng = random.Random(7_2026)
    messages: list[dict[str, str]] = []
    secrets: list[str] = []
    start = datetime(2026, 1, 5, 9, 0, tzinfo=UTC)
    for i in range(90):
        card, id_number, social = bank_card(rng), resident_id(rng), ssn(rng)
        assert luhn_valid(card)
        fill = {
            "ssn": social, "ssn_plain": social.replace("-", ""), "card": card,
            "card_spaced": grouped(card, " "), "card_dashed": grouped(card, "-"), "id": id_number,
            "id_full": id_number.translate(FULL_WIDTH),
        }
        template = rng.choice(EN if i % 3 else ZH)
        text = template.format(**fill)
        used = {k: v for k, v in fill.items() if "{" + k + "}" in template}
        secrets.extend(used.values())
        secrets.extend(v.replace(" ", "").replace("-", "") for v in used.values())
        messages.append({"user_id": f"p{i % 6}", "session_id": f"s{i % 2}", "text": text,
                         "role": ("user", "user", "assistant", "system")[i % 4],
                         "at": (start + timedelta(minutes=i)).isoformat()})
    # The same number in one message through the single-message call, too.
    lone = bank_card(rng)
    secrets.append(lone)

    with MemoryGraph(settings) as graph:
        graph.ingest_batch(messages)
        graph.ingest("p0", f"I'm allergic to shrimp. My debit card is {grouped(lone, ' ')}.",
                     at=start + timedelta(days=1))
        exports = [json.dumps(graph.export(f"p{u}"), ensure_ascii=False, default=str) for u in range(6)]
        assert sum(len(graph.profile(f"p{u}").constraints) for u in range(6)) > 0, "nothing was remembered"

    properties = tenant_properties(settings, settings.tenant)
    assert len(properties) > 500, "the scan saw too little to prove anything"
    found = scan(properties, exports, secrets)
    assert not found, f"raw identifiers stored: {found[:10]}"

    # The scan itself can fail: a canary holding one raw number, grouped, is found.
    from graphmem.store import Store

    with Store(settings) as store:
        store.driver.execute_query("CREATE (:Canary {tenant: $tenant, note: $note})", tenant=settings.tenant,
                                   note=f"card {grouped(lone, '-')}", database_=settings.neo4j_database)
        try:
            assert scan(tenant_properties(settings, settings.tenant), [], secrets), "the scan is blind"
        finally:
            store.driver.execute_query("MATCH (c:Canary {tenant: $tenant}) DELETE c", tenant=settings.tenant,
                                       database_=settings.neo4j_database)
    print(f"\nPII: {len(messages) + 1} messages with {len(secrets) // 2} identifiers; "
          f"{len(properties)} stored properties and {len(exports)} exports scanned: 0 raw numbers")


def _digits(text: str) -> str:
    return re.sub(r"[^0-9X]", "", text.translate({0xFF10 + d: 0x30 + d for d in range(10)}))


def scan(properties: list[tuple[str, str, object]], exports: list[str], secrets: list[str]
         ) -> list[tuple[str, str, str]]:
    """Where a secret appears, as written or as its bare digits (separators and full width dropped)."""
    bare = {_digits(s) for s in secrets}
    found: list[tuple[str, str, str]] = []
    texts = [(where, key, text) for where, key, value in properties
             for text in (value if isinstance(value, list) else [value]) if isinstance(text, str)]
    texts += [("export", "", export) for export in exports]
    for where, key, text in texts:
        flat = _digits(text)
        found.extend((where, key, s) for s in secrets if s in text)
        found.extend((where, key, n) for n in bare if n in flat)
    return found
