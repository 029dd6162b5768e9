// name: tenant_user_count
// doc: How many users the tenant has (the N of the idf in similar_users; cached by the caller).
// params: tenant
MATCH (u:User {tenant: $tenant})
RETURN count(u) AS users
