// name: upsert_entities
// doc: MERGE the tenant-shared concept nodes memories are about (name, type, tags, aliases from the lexicon) and their IS_A edges.
// params: tenant, entities, edges, now
CALL {
  UNWIND $entities AS row
  MERGE (e:Entity {tenant: $tenant, id: row.id})
    ON CREATE SET e.name = row.name, e.type = row.type, e.disambiguation = row.disambiguation,
                  e.tags = row.tags, e.aliases = row.aliases, e.created_at = $now
}
CALL {
  UNWIND $edges AS edge
  MATCH (child:Entity {tenant: $tenant, id: edge.child})
  MATCH (parent:Entity {tenant: $tenant, id: edge.parent})
  MERGE (child)-[:IS_A]->(parent)
}
RETURN size($entities) AS entities
