// name: check_candidates
// doc: For each candidate item, the user's rules in force (constraints, negative preferences, the people's too; identities for what they imply) that it touches: concept hits, concepts an implication rules out, alternatives to an "only X" (same-type parent), budgets when it has a price.
// params: tenant, user_id, at, candidates
// candidates: [{id, concepts: [ids with IS_A ancestors], direct: [{id, ancestors}], implied: [ids], words: [slugs], price}]
// One round trip: the user's rules are read once (memory_owner seek), their concepts' IS_A parents and
// ancestors are walked in the graph, then every candidate is compared in memory.
MATCH (m:Memory {tenant: $tenant, user_id: $user_id})
WHERE (m:Constraint OR m:Identity OR (m:Preference AND m.polarity = 'negative'))
  AND m.status <> 'deleted'
  AND m.valid_from <= $at
  AND (m.valid_until IS NULL OR m.valid_until > $at)
WITH m, [(m)-[:ABOUT]->(x:Entity) | {
          id: x.id,
          parents: [(x)-[:IS_A]->(p:Entity) WHERE p.type = x.type | p.id],
          ancestors: [(x)-[:IS_A*1..8]->(a:Entity) | a.id]}] AS about
WITH collect({m: m, about: about}) AS rules
UNWIND $candidates AS c
UNWIND rules AS rule
WITH c, rule.m AS m, rule.about AS about,
     rule.m.polarity = 'positive' AND rule.m.key IN ['only', 'uses'] AS only_rule
WITH c, m, about,
     [x IN about WHERE NOT m:Identity AND x.id IN c.concepts | x.id] AS hits,
     [x IN about WHERE x.id IN c.implied | x.id] AS implied_hits,
     [x IN about WHERE NOT m:Identity AND any(w IN c.words WHERE last(split(x.id, '/')) = w) | x.id] AS word_hits,
     [x IN about WHERE only_rule
        AND none(k IN c.direct WHERE k.id = x.id OR x.id IN k.ancestors)
        AND any(k IN c.direct WHERE NOT k.id IN x.ancestors AND any(p IN x.parents WHERE p IN k.ancestors))
      | x.id] AS only_hits,
     m.key = 'budget' AND c.price IS NOT NULL AS budget_rule
WHERE size(hits) + size(implied_hits) + size(word_hits) + size(only_hits) > 0 OR budget_rule
RETURN c.id AS candidate,
       m {.id, .kind, .subject, .key, .value, .polarity, .confidence, .mentions, .status,
          valid_from: m.valid_from.epochSeconds * 1000000 + m.valid_from.microsecond,
          valid_until: m.valid_until.epochSeconds * 1000000 + m.valid_until.microsecond,
          recorded_at: m.recorded_at.epochSeconds * 1000000 + m.recorded_at.microsecond,
          last_seen_at: m.last_seen_at.epochSeconds * 1000000 + m.last_seen_at.microsecond,
          .context_tags, .flags, .pinned, .source_session, .source_seq, .source_text, .entity_ids} AS memory,
       [(m)-[:ABOUT]->(e:Entity) | e {.id, .name, .type, .disambiguation, .tags}] AS entities,
       hits, implied_hits, word_hits, only_hits, budget_rule
