// name: restore_memory
// doc: Take one of the user's memories out of the trash, back to the status it had. If it comes back active while its slot got another active memory meanwhile, the later of the two stays active and supersedes the other. Runs under the user's lock, like ingest. No row when the memory is not the user's.
// params: tenant, user_id, memory_id, token, now
MATCH (u:User {tenant: $tenant, user_id: $user_id})
SET u.write_token = $token
WITH u
MATCH (m:Memory {id: $memory_id})
WHERE m.tenant = $tenant AND m.user_id = $user_id
WITH m, m.status = 'deleted' AS trashed
SET m.status = CASE WHEN trashed THEN coalesce(m.status_before_delete, 'active') ELSE m.status END,
    m.deleted_at = CASE WHEN trashed THEN null ELSE m.deleted_at END,
    m.status_before_delete = CASE WHEN trashed THEN null ELSE m.status_before_delete END
WITH m
CALL (m) {
  MATCH (rival:Memory {tenant: $tenant, user_id: $user_id, slot: m.slot})
  WHERE m.status = 'active' AND rival.status = 'active' AND rival.id <> m.id
  FOREACH (_ IN CASE WHEN rival.valid_from > m.valid_from THEN [1] ELSE [] END |
    SET m.status = 'superseded', m.valid_until = rival.valid_from, m.superseded_at = $now
    MERGE (m)-[:SUPERSEDED_BY]->(rival))
  FOREACH (_ IN CASE WHEN rival.valid_from <= m.valid_from THEN [1] ELSE [] END |
    SET rival.status = 'superseded', rival.valid_until = m.valid_from, rival.superseded_at = $now
    MERGE (rival)-[:SUPERSEDED_BY]->(m))
}
RETURN m.id AS id
