// name: export_sessions
// doc: Every session of a user with its messages in seq order, for export.
// params: tenant, user_id
MATCH (s:Session {tenant: $tenant, user_id: $user_id})
WHERE s.id IS NOT NULL
OPTIONAL MATCH (s)-[:HAS_MESSAGE]->(m:Message)
WITH s, m
ORDER BY m.seq
RETURN s.id AS session_id, s.created_at AS created_at,
       collect(m {.seq, .role, .text, .at, .agent_id}) AS messages
ORDER BY created_at, session_id
