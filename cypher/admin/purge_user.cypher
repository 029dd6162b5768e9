// name: purge_user
// doc: Delete everything about one user in the tenant, in one transaction: memories, people, sessions, messages and the user. Entities stay: they hold no personal data. No row when the user does not exist.
// params: tenant, user_id
MATCH (u:User {tenant: $tenant, user_id: $user_id})
CALL (u) {
  MATCH (m:Memory {tenant: $tenant, user_id: $user_id})
  DETACH DELETE m
  RETURN count(*) AS memories
}
CALL (u) {
  MATCH (msg:Message {tenant: $tenant, user_id: $user_id})
  DETACH DELETE msg
  RETURN count(*) AS messages
}
CALL (u) {
  MATCH (s:Session {tenant: $tenant, user_id: $user_id})
  WHERE s.id IS NOT NULL
  DETACH DELETE s
  RETURN count(*) AS sessions
}
CALL (u) {
  MATCH (p:Person {tenant: $tenant, user_id: $user_id})
  WHERE p.role IS NOT NULL
  DETACH DELETE p
  RETURN count(*) AS persons
}
DETACH DELETE u
RETURN memories, messages, sessions, persons
