// name: upsert_persons
// doc: MERGE the people around a user (by role) and the KNOWS edge; a known name is kept.
// params: tenant, persons, now
UNWIND $persons AS row
MATCH (u:User {tenant: $tenant, user_id: row.user_id})
MERGE (p:Person {tenant: $tenant, user_id: row.user_id, role: row.role})
  ON CREATE SET p.created_at = $now
SET p.name = coalesce(row.name, p.name)
MERGE (u)-[k:KNOWS]->(p)
  ON CREATE SET k.role = row.role
RETURN count(p) AS persons
