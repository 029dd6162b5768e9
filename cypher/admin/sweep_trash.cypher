// name: sweep_trash
// doc: Delete for good the tenant's memories that have been in the trash since before $cutoff.
// params: tenant, cutoff
MATCH (m:Memory {tenant: $tenant, status: 'deleted'})
WHERE m.deleted_at < $cutoff
DETACH DELETE m
RETURN count(*) AS deleted
