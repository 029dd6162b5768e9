// name: similar_users
// doc: Other consenting users of the tenant ranked by the preferences and constraints they share with the user (same concept, polarity and kind; rarer concepts weigh more, an IS_A parent or child half as much).
// params: tenant, user_id, at, users, limit, walk_budget, pool
// users: how many users the tenant has (the N of idf = ln(1 + N / df)); df is the concept's ABOUT degree,
// a constant-time read. Concepts are walked rarest first until walk_budget memories have been expanded
// (and no concept further than walk_budget of its holders), so a concept half the tenant holds does not
// make the query scan half the tenant; consent is checked
// on the best 2 × pool of them, and the best `pool` consenting ones are scored exactly on every shared
// concept through their own memories (memory_owner).
MATCH (me:Memory {tenant: $tenant, user_id: $user_id})
WHERE me.subject = 'user' AND (me:Preference OR me:Constraint)
  AND me.status <> 'deleted'
  AND me.valid_from <= $at
  AND (me.valid_until IS NULL OR me.valid_until > $at)
MATCH (me)-[:ABOUT]->(e:Entity)
WITH DISTINCT e, me.kind AS kind, me.polarity AS polarity
CALL (e) {
  RETURN e AS target, 1.0 AS factor
  UNION
  MATCH (e)-[:IS_A]-(g:Entity)
  RETURN g AS target, 0.5 AS factor
}
WITH target, kind, polarity, max(factor) AS factor
WITH target, kind, polarity, factor, COUNT { (target)<-[:ABOUT]-() } AS df
ORDER BY df, target.id
WITH collect({target: target, id: target.id, name: target.name, kind: kind, polarity: polarity,
              prefix: kind + '|user|',
              weight: factor * log(1.0 + toFloat($users) / CASE WHEN df < 1 THEN 1 ELSE df END),
              df: df}) AS targets
WITH targets, reduce(acc = [0], t IN targets | acc + [last(acc) + t.df]) AS walked_before
UNWIND [i IN range(0, size(targets) - 1) WHERE walked_before[i] < $walk_budget | targets[i]] AS t
CALL (t) {
  WITH t.target AS target
  // A rough pass: the fingerprint (kind|subject|…) checks kind and subject in one read; whether the
  // memory is in force at $at is left to the exact scoring below.
  MATCH (target)<-[:ABOUT]-(o:Memory)
  WHERE o.fingerprint STARTS WITH t.prefix AND o.polarity = t.polarity
    AND o.tenant = $tenant AND o.user_id <> $user_id AND o.status <> 'deleted'
  WITH o LIMIT $walk_budget
  RETURN DISTINCT o.user_id AS other
}
WITH targets, other, sum(t.weight) AS rough
ORDER BY rough DESC, other
LIMIT 2 * $pool
MATCH (u:User {tenant: $tenant, user_id: other})
WHERE u.share = true
WITH targets, other, rough
ORDER BY rough DESC, other
LIMIT $pool
MATCH (om:Memory {tenant: $tenant, user_id: other})
WHERE om.subject = 'user' AND (om:Preference OR om:Constraint)
  AND om.status <> 'deleted'
  AND om.valid_from <= $at
  AND (om.valid_until IS NULL OR om.valid_until > $at)
UNWIND om.entity_ids AS oid
UNWIND [t IN targets WHERE t.id = oid AND t.kind = om.kind AND t.polarity = om.polarity] AS t
WITH other, t.id AS entity_id, t.name AS name, t.polarity AS polarity, min(om.key) AS key, max(t.weight) AS weight
ORDER BY weight DESC, entity_id
WITH other, sum(weight) AS score,
     collect({entity_id: entity_id, name: name, key: key, polarity: polarity, weight: weight}) AS shared
RETURN other AS user_id, score, shared
ORDER BY score DESC, user_id
LIMIT $limit
