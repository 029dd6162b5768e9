// name: create_memories
// doc: Create new memory nodes with their kind label, owner edge (User, or the Person for another subject), ABOUT edges to entities and DERIVED_FROM edges to messages. Labels and relationship types come from a fixed allow-list in graphmem.ingest.
// params: tenant, memories
UNWIND $memories AS row
MATCH (u:User {tenant: $tenant, user_id: row.user_id})
OPTIONAL MATCH (p:Person {tenant: $tenant, user_id: row.user_id, role: row.subject})
WITH row, CASE row.owner WHEN 'person' THEN p ELSE u END AS owner
MERGE (m:Memory {id: row.id})
  ON CREATE SET m += row.props
SET m:$(row.label)
MERGE (owner)-[:$(row.rel)]->(m)
WITH m, row
CALL (m, row) {
  UNWIND row.entity_ids AS entity_id
  MATCH (e:Entity {tenant: $tenant, id: entity_id})
  MERGE (m)-[:ABOUT]->(e)
}
CALL (m, row) {
  UNWIND row.message_ids AS message_id
  MATCH (msg:Message {id: message_id})
  WHERE msg.tenant = $tenant
  MERGE (m)-[:DERIVED_FROM]->(msg)
}
RETURN count(m) AS created
