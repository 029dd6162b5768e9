// name: delete_tenant
// doc: Delete every node of a tenant (users, memories, people, sessions, messages, concepts); how many.
// params: tenant
CALL (){
  MATCH (n:Memory {tenant: $tenant}) RETURN n
  UNION
  MATCH (n:Message {tenant: $tenant}) RETURN n
  UNION
  MATCH (n:Session {tenant: $tenant}) RETURN n
  UNION
  MATCH (n:Person {tenant: $tenant}) RETURN n
  UNION
  MATCH (n:Entity {tenant: $tenant}) RETURN n
  UNION
  MATCH (n:User {tenant: $tenant}) RETURN n
}
DETACH DELETE n
RETURN count(*) AS deleted
