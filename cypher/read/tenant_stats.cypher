// name: tenant_stats
// doc: Counts of nodes per label and relationships per type in one tenant (entities shared by its users included).
// params: tenant
CALL () {
  MATCH (u:User {tenant: $tenant}) RETURN 'node' AS what, 'User' AS name, count(u) AS count
  UNION ALL
  MATCH (m:Memory {tenant: $tenant})
  UNWIND [label IN labels(m) WHERE label <> 'Memory'] AS label
  RETURN 'node' AS what, label AS name, count(*) AS count
  UNION ALL
  MATCH (m:Memory {tenant: $tenant}) RETURN 'node' AS what, 'Memory' AS name, count(m) AS count
  UNION ALL
  MATCH (p:Person {tenant: $tenant}) RETURN 'node' AS what, 'Person' AS name, count(p) AS count
  UNION ALL
  MATCH (e:Entity {tenant: $tenant}) RETURN 'node' AS what, 'Entity' AS name, count(e) AS count
  UNION ALL
  MATCH (s:Session {tenant: $tenant}) RETURN 'node' AS what, 'Session' AS name, count(s) AS count
  UNION ALL
  MATCH (m:Message {tenant: $tenant}) RETURN 'node' AS what, 'Message' AS name, count(m) AS count
  UNION ALL
  MATCH (m:Memory {tenant: $tenant})-[r]->() RETURN 'relationship' AS what, type(r) AS name, count(r) AS count
  UNION ALL
  MATCH (u:User {tenant: $tenant})-[r]->() RETURN 'relationship' AS what, type(r) AS name, count(r) AS count
  UNION ALL
  MATCH (p:Person {tenant: $tenant})-[r]->() RETURN 'relationship' AS what, type(r) AS name, count(r) AS count
  UNION ALL
  MATCH (s:Session {tenant: $tenant})-[r]->() RETURN 'relationship' AS what, type(r) AS name, count(r) AS count
  UNION ALL
  MATCH (e:Entity {tenant: $tenant})-[r:IS_A]->() RETURN 'relationship' AS what, 'IS_A' AS name, count(r) AS count
}
WITH what, name, sum(count) AS count
WHERE count > 0
RETURN what, name, count
ORDER BY what, name
