// name: recall_memories
// doc: A user's memories in force that a message may be about: those about a concept it names, with a key it points at, about an IS_A neighbour of a named concept, or found by fulltext (owner-scoped); each row says which.
// params: tenant, user_id, at, concepts, keys, lucene, text_limit
// lucene: a query on the memory_text_owner index that already requires this tenant and user (the exact
// owner filter below still decides), or '' for none. The user's memories are scanned once (memory_owner).
CALL () {
  OPTIONAL MATCH (e:Entity {tenant: $tenant})-[:IS_A]-(n:Entity)
  WHERE e.id IN $concepts AND NOT n.id IN $concepts
  WITH collect(DISTINCT n.id) AS neighbours
  MATCH (m:Memory {tenant: $tenant, user_id: $user_id})
  WHERE m.status <> 'deleted' AND m.valid_from <= $at AND (m.valid_until IS NULL OR m.valid_until > $at)
  WITH m, CASE
            WHEN any(id IN m.entity_ids WHERE id IN $concepts) THEN 'concept'
            WHEN m.key IN $keys THEN 'key'
            WHEN any(id IN m.entity_ids WHERE id IN neighbours) THEN 'neighbour'
          END AS source
  WHERE source IS NOT NULL
  RETURN m, source, 0.0 AS text_score
  UNION ALL
  WITH $lucene AS query
  WHERE query <> ''
  CALL db.index.fulltext.queryNodes('memory_text_owner', query, {limit: $text_limit}) YIELD node, score
  WHERE node.tenant = $tenant AND node.user_id = $user_id
    AND node.status <> 'deleted' AND node.valid_from <= $at
    AND (node.valid_until IS NULL OR node.valid_until > $at)
  RETURN node AS m, 'text' AS source, score AS text_score
}
RETURN m {.id, .kind, .subject, .key, .value, .polarity, .confidence, .mentions, .status,
          valid_from: m.valid_from.epochSeconds * 1000000 + m.valid_from.microsecond,
          valid_until: m.valid_until.epochSeconds * 1000000 + m.valid_until.microsecond,
          recorded_at: m.recorded_at.epochSeconds * 1000000 + m.recorded_at.microsecond,
          last_seen_at: m.last_seen_at.epochSeconds * 1000000 + m.last_seen_at.microsecond,
          .context_tags, .flags, .pinned, .source_session, .source_seq, .source_text, .entity_ids} AS memory,
       [(m)-[:ABOUT]->(e:Entity) | e {.id, .name, .type, .disambiguation, .tags}] AS entities,
       source, text_score
