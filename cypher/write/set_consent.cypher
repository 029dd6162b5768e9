// name: set_consent
// doc: Whether the user takes part in cross-user queries; creates the user if new, so one can opt out before the first message.
// params: tenant, user_id, share, timezone, now
MERGE (u:User {tenant: $tenant, user_id: $user_id})
  ON CREATE SET u.timezone = $timezone, u.created_at = $now
SET u.share = $share
RETURN u.share AS share
