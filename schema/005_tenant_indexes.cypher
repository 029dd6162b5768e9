// Single-property tenant indexes: dropping a throwaway tenant (demo, tests) and tenant-wide counts seek
// these instead of scanning a label.
CREATE INDEX memory_tenant IF NOT EXISTS FOR (m:Memory) ON (m.tenant);
CREATE INDEX message_tenant IF NOT EXISTS FOR (m:Message) ON (m.tenant);
CREATE INDEX session_tenant IF NOT EXISTS FOR (s:Session) ON (s.tenant);
CREATE INDEX person_tenant IF NOT EXISTS FOR (p:Person) ON (p.tenant);
