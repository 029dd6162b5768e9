// name: reinforce_memories
// doc: The same assertion said again: mentions + count, confidence rises (doubt × factor per mention, capped), last_seen_at moves forward, DERIVED_FROM the new messages.
// params: tenant, memories, token, factor, cap
UNWIND $memories AS row
MATCH (m:Memory {id: row.id})
WHERE m.tenant = $tenant
// Lock the memory before reading its counters, so no concurrent increment is lost.
SET m.write_token = $token
WITH m, row, m.mentions AS mentions, m.confidence AS confidence, m.last_seen_at AS last_seen
WITH m, row, mentions, last_seen,
     reduce(c = confidence, i IN range(1, row.count) | 1.0 - (1.0 - c) * $factor) AS risen
SET m.mentions = mentions + row.count,
    m.confidence = round(CASE WHEN risen > $cap THEN $cap ELSE
                     CASE WHEN row.confidence > risen THEN row.confidence ELSE risen END END, 4),
    m.last_seen_at = CASE WHEN row.last_seen_at > last_seen THEN row.last_seen_at ELSE last_seen END
WITH m, row
CALL (m, row) {
  UNWIND row.message_ids AS message_id
  MATCH (msg:Message {id: message_id})
  WHERE msg.tenant = $tenant
  MERGE (m)-[:DERIVED_FROM]->(msg)
}
RETURN count(m) AS reinforced
