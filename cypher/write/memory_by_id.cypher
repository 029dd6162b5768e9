// name: memory_by_id
// doc: One of the user's memories with its concepts, as forget and restore return it (run in their transaction).
// params: tenant, user_id, memory_id
MATCH (m:Memory {id: $memory_id})
WHERE m.tenant = $tenant AND m.user_id = $user_id
OPTIONAL MATCH (m)-[:ABOUT]->(e:Entity)
WITH m, collect(e {.id, .name, .type, .disambiguation, .tags}) AS entities
RETURN m {.*, search_text: null, write_token: null} AS memory, entities
