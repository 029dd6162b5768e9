// Range indexes for tenant- and user-scoped reads, status and expiry filters.
CREATE INDEX memory_owner IF NOT EXISTS FOR (m:Memory) ON (m.tenant, m.user_id);
CREATE INDEX memory_status IF NOT EXISTS FOR (m:Memory) ON (m.tenant, m.status);
CREATE INDEX memory_valid_until IF NOT EXISTS FOR (m:Memory) ON (m.valid_until);
CREATE INDEX memory_deleted_at IF NOT EXISTS FOR (m:Memory) ON (m.deleted_at);
CREATE INDEX user_tenant IF NOT EXISTS FOR (u:User) ON (u.tenant);
CREATE INDEX entity_tenant IF NOT EXISTS FOR (e:Entity) ON (e.tenant);
CREATE INDEX message_owner IF NOT EXISTS FOR (m:Message) ON (m.tenant, m.user_id);
CREATE INDEX person_owner IF NOT EXISTS FOR (p:Person) ON (p.tenant, p.user_id);
