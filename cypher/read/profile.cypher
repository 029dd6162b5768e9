// name: profile
// doc: A user's memories with the concepts they are about: those in force at $at, or with $history every memory that had begun by $at (superseded, expired and deleted ones too). No row when the user does not exist.
// params: tenant, user_id, at, history
MATCH (u:User {tenant: $tenant, user_id: $user_id})
OPTIONAL MATCH (m:Memory {tenant: $tenant, user_id: $user_id})
WHERE m.valid_from <= $at
  AND ($history OR (m.status <> 'deleted' AND (m.valid_until IS NULL OR m.valid_until > $at)))
OPTIONAL MATCH (m)-[:ABOUT]->(e:Entity)
WITH m, collect(e {.id, .name, .type, .disambiguation, .tags}) AS entities
RETURN m {.*, search_text: null, write_token: null} AS memory, entities
ORDER BY m.kind, m.subject, m.key, m.valid_from
