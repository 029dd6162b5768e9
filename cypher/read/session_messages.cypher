// name: session_messages
// doc: A session's messages in seq order. No row when the session does not exist for the user.
// params: tenant, user_id, session_id
MATCH (s:Session {tenant: $tenant, user_id: $user_id, id: $session_id})
OPTIONAL MATCH (s)-[:HAS_MESSAGE]->(m:Message)
WITH s, m
ORDER BY m.seq
RETURN s.id AS session_id, collect(m {.seq, .role, .text, .at, .agent_id}) AS messages
