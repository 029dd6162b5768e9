// name: append_messages
// doc: Append a batch's messages to their sessions, numbering the new ones after the session's counter; messages that already exist are skipped. Returns the new messages with their seq.
// params: tenant, sessions, now, token
UNWIND $sessions AS batch
MATCH (u:User {tenant: $tenant, user_id: batch.user_id})
MERGE (s:Session {tenant: $tenant, user_id: batch.user_id, id: batch.session_id})
  ON CREATE SET s.last_seq = 0, s.created_at = $now
MERGE (u)-[:HAS_SESSION]->(s)
// Take the session's write lock *before* reading its counter: a concurrent writer waits here until this
// transaction commits and then reads the counter written below, so no seq is ever given twice or skipped.
SET s.write_token = $token
WITH s, batch
CALL (s, batch) {
  UNWIND batch.messages AS msg
  OPTIONAL MATCH (known:Message {id: msg.id})
  WHERE known.tenant = $tenant
  WITH msg, known
  ORDER BY msg.order
  WHERE known IS NULL
  RETURN collect(msg) AS fresh
}
WITH s, batch, fresh, s.last_seq AS base
SET s.last_seq = base + size(fresh), s.updated_at = $now
WITH s, batch, fresh, base
UNWIND range(0, size(fresh) - 1) AS i
WITH s, batch, fresh[i] AS msg, base + i + 1 AS seq
CREATE (m:Message {
  id: msg.id, tenant: $tenant, user_id: batch.user_id, session_id: batch.session_id, seq: seq,
  role: msg.role, text: msg.text, at: msg.at, agent_id: msg.agent_id
})
CREATE (s)-[:HAS_MESSAGE]->(m)
RETURN msg.id AS id, seq
