// name: restore_memory
// doc: Take one of the user's memories out of the trash, back to the status it had. No row when the memory is not the user's.
// params: tenant, user_id, memory_id
MATCH (m:Memory {id: $memory_id})
WHERE m.tenant = $tenant AND m.user_id = $user_id
WITH m, m.status = 'deleted' AS trashed
SET m.status = CASE WHEN trashed THEN coalesce(m.status_before_delete, 'active') ELSE m.status END,
    m.deleted_at = CASE WHEN trashed THEN null ELSE m.deleted_at END,
    m.status_before_delete = CASE WHEN trashed THEN null ELSE m.status_before_delete END
RETURN m.id AS id
