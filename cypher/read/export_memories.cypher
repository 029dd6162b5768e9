// name: export_memories
// doc: Every memory of a user, whatever its status, with its concepts, the messages it was derived from and what superseded it, for export.
// params: tenant, user_id
MATCH (m:Memory {tenant: $tenant, user_id: $user_id})
CALL (m) {
  OPTIONAL MATCH (m)-[:ABOUT]->(e:Entity)
  RETURN collect(e {.id, .name, .type, .disambiguation, .tags}) AS entities
}
CALL (m) {
  OPTIONAL MATCH (m)-[:DERIVED_FROM]->(msg:Message)
  WITH msg ORDER BY msg.session_id, msg.seq
  RETURN collect(msg {.session_id, .seq}) AS derived_from
}
CALL (m) {
  OPTIONAL MATCH (m)-[:SUPERSEDED_BY]->(next:Memory)
  RETURN collect(next.id) AS superseded_by
}
RETURN m {.*, search_text: null, write_token: null} AS memory, entities, derived_from, superseded_by
ORDER BY m.kind, m.subject, m.key, m.valid_from
