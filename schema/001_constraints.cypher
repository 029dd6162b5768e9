// Uniqueness constraints. Each also backs an index the hot-path queries seek on.
CREATE CONSTRAINT user_key IF NOT EXISTS FOR (u:User) REQUIRE (u.tenant, u.user_id) IS UNIQUE;
CREATE CONSTRAINT memory_id IF NOT EXISTS FOR (m:Memory) REQUIRE m.id IS UNIQUE;
CREATE CONSTRAINT entity_key IF NOT EXISTS FOR (e:Entity) REQUIRE (e.tenant, e.id) IS UNIQUE;
CREATE CONSTRAINT session_key IF NOT EXISTS FOR (s:Session) REQUIRE (s.tenant, s.user_id, s.id) IS UNIQUE;
CREATE CONSTRAINT message_id IF NOT EXISTS FOR (m:Message) REQUIRE m.id IS UNIQUE;
CREATE CONSTRAINT person_key IF NOT EXISTS FOR (p:Person) REQUIRE (p.tenant, p.user_id, p.role) IS UNIQUE;
