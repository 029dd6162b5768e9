// name: supersede_memories
// doc: Mark old memories superseded by new ones: status, valid_until = the new one's valid_from, SUPERSEDED_BY edge. Nothing is overwritten.
// params: tenant, pairs, now
UNWIND $pairs AS pair
MATCH (old:Memory {id: pair.old})
WHERE old.tenant = $tenant
MATCH (new:Memory {id: pair.new})
WHERE new.tenant = $tenant
SET old.status = 'superseded', old.valid_until = pair.until, old.superseded_at = $now
MERGE (old)-[:SUPERSEDED_BY]->(new)
RETURN count(old) AS superseded
