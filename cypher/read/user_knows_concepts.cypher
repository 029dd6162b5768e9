// name: user_knows_concepts
// doc: Whether the user has a memory in force about any of the given concepts (does a message need memory?).
// params: tenant, user_id, at, concepts
MATCH (m:Memory {tenant: $tenant, user_id: $user_id})
WHERE m.status <> 'deleted' AND m.valid_from <= $at AND (m.valid_until IS NULL OR m.valid_until > $at)
  AND any(id IN m.entity_ids WHERE id IN $concepts)
RETURN count(m) > 0 AS known
