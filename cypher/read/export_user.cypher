// name: export_user
// doc: The user node and the people the user knows, for export. No row when the user does not exist.
// params: tenant, user_id
MATCH (u:User {tenant: $tenant, user_id: $user_id})
OPTIONAL MATCH (u)-[k:KNOWS]->(p:Person)
WITH u, collect(p {.role, .name, .created_at}) AS persons
RETURN u {.user_id, .share, .timezone, .created_at} AS user, persons
