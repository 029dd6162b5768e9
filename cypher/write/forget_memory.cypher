// name: forget_memory
// doc: Soft delete one of the user's memories: status deleted, deleted_at, the status to restore kept. Forgetting twice changes nothing. No row when the memory is not the user's.
// params: tenant, user_id, memory_id, now
MATCH (m:Memory {id: $memory_id})
WHERE m.tenant = $tenant AND m.user_id = $user_id
WITH m, m.status = 'deleted' AS trashed
SET m.status_before_delete = CASE WHEN trashed THEN m.status_before_delete ELSE m.status END,
    m.deleted_at = CASE WHEN trashed THEN m.deleted_at ELSE $now END,
    m.status = 'deleted'
RETURN m.id AS id
