// name: lock_users
// doc: Create a batch's users if new and take their write locks, in the order given (sorted), so every memory decision of the batch is made under them.
// params: tenant, users, default_share, timezone, now, token
UNWIND $users AS user_id
MERGE (u:User {tenant: $tenant, user_id: user_id})
  ON CREATE SET u.share = $default_share, u.timezone = $timezone, u.created_at = $now
SET u.write_token = $token
RETURN count(u) AS users
