// name: constraints_in_force
// doc: Constraints of a user and of the people around the user (subject says whose) in force at a time; domain, when not null, keeps those with that context tag.
// params: tenant, user_id, at, domain
// Seeks memory_owner (tenant, user_id); the label, time and tag filters run on the user's few memories.
MATCH (m:Memory {tenant: $tenant, user_id: $user_id})
WHERE m:Constraint
  AND m.status <> 'deleted'
  AND m.valid_from <= $at
  AND (m.valid_until IS NULL OR m.valid_until > $at)
  AND ($domain IS NULL OR $domain IN m.context_tags)
RETURN m {.id, .kind, .subject, .key, .value, .polarity, .confidence, .mentions, .status,
          valid_from: m.valid_from.epochSeconds * 1000000 + m.valid_from.microsecond,
          valid_until: m.valid_until.epochSeconds * 1000000 + m.valid_until.microsecond,
          recorded_at: m.recorded_at.epochSeconds * 1000000 + m.recorded_at.microsecond,
          last_seen_at: m.last_seen_at.epochSeconds * 1000000 + m.last_seen_at.microsecond,
          .context_tags, .flags, .pinned, .source_session, .source_seq, .source_text, .entity_ids} AS memory,
       [(m)-[:ABOUT]->(e:Entity) | e {.id, .name, .type, .disambiguation, .tags}] AS entities
ORDER BY m.pinned DESC, m.valid_from, m.id
