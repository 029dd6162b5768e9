// name: memory_state
// doc: For each user of a batch, the memories with the candidate ids (any status) and the active memories of the slots the new memories touch. Run under the users' locks.
// params: tenant, users
UNWIND $users AS probe
CALL (probe) {
  UNWIND probe.ids AS id
  MATCH (m:Memory {id: id})
  WHERE m.tenant = $tenant AND m.user_id = probe.user_id
  RETURN m
UNION
  UNWIND probe.slots AS wanted
  MATCH (m:Memory {tenant: $tenant, user_id: probe.user_id, slot: wanted})
  WHERE m.status = 'active'
  RETURN m
}
RETURN DISTINCT probe.user_id AS user_id, m.id AS id, m.fingerprint AS fingerprint, m.slot AS slot,
       m.status AS status, m.valid_from AS valid_from
