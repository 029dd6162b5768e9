// name: concept_ancestry
// doc: The IS_A edges above a set of concepts of the tenant, up to four levels, for drawing a user's graph.
// params: tenant, entity_ids
MATCH (e:Entity {tenant: $tenant})
WHERE e.id IN $entity_ids
MATCH chain = (e)-[:IS_A*1..4]->(:Entity)
UNWIND relationships(chain) AS link
WITH DISTINCT startNode(link) AS child, endNode(link) AS parent
RETURN child.id AS child, parent.id AS parent, parent.name AS parent_name, parent.type AS parent_type,
       parent.disambiguation AS parent_disambiguation
ORDER BY child, parent
