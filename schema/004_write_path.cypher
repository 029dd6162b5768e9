// The write path's lookup of a user's active memory in a slot (dedup and supersession, graphmem.ingest).
CREATE INDEX memory_slot IF NOT EXISTS FOR (m:Memory) ON (m.tenant, m.user_id, m.slot);
