// name: who_matches
// doc: Consenting users of the tenant whose own current memories match every term; a term is a set of concepts (a concept and its descendants) or, outside the lexicon, a piece of text.
// params: tenant, terms, kind, at, limit
// terms: [{key, concepts: [ids], text: lower-cased text or null, lucene: fulltext query or null}].
// Candidates come from the rarest concept term (smallest ABOUT degree, a constant-time read), or, when
// the terms are about equally common, from intersecting the holders of every term; only when no term has
// concepts does a fulltext search over the tenant seed them. Every candidate is then checked on all terms
// through its own memories (memory_owner).
UNWIND $terms AS term
CALL (term) {
  MATCH (e:Entity {tenant: $tenant})
  WHERE e.id IN term.concepts
  RETURN sum(COUNT { (e)<-[:ABOUT]-() }) AS degree
}
WITH collect({term: term, df: CASE WHEN size(term.concepts) = 0 THEN 1000000000000 ELSE degree END}) AS ranked
WITH [r IN ranked | r.term] AS terms,
     reduce(best = head(ranked), r IN ranked | CASE WHEN r.df < best.df THEN r ELSE best END) AS rarest,
     reduce(total = 0, r IN ranked | total + r.df) AS walk_all
// Two ways to find the candidates, the cheaper one by the degrees of the concepts: seeding reads the
// memories of each holder of the rarest term; intersecting reads the holders of every term once.
WITH terms, rarest.term AS seed,
     CASE WHEN all(t IN terms WHERE size(t.concepts) > 0) AND walk_all < 5 * rarest.df
          THEN 'intersect' ELSE 'seed' END AS strategy
CALL (terms, seed, strategy) {
  WITH seed
  WHERE strategy = 'seed' AND size(seed.concepts) > 0
  MATCH (e:Entity {tenant: $tenant})<-[:ABOUT]-(m:Memory)
  WHERE e.id IN seed.concepts AND m.tenant = $tenant AND m.subject = 'user'
    AND ($kind IS NULL OR m.kind = $kind)
    AND m.status <> 'deleted' AND m.valid_from <= $at AND (m.valid_until IS NULL OR m.valid_until > $at)
  RETURN DISTINCT m.user_id AS uid
  UNION
  WITH seed
  WHERE strategy = 'seed' AND size(seed.concepts) = 0 AND seed.lucene IS NOT NULL
  CALL db.index.fulltext.queryNodes('memory_text_owner', seed.lucene) YIELD node
  WHERE node.tenant = $tenant AND node.subject = 'user'
    AND ($kind IS NULL OR node.kind = $kind)
    AND node.status <> 'deleted' AND node.valid_from <= $at
    AND (node.valid_until IS NULL OR node.valid_until > $at)
  RETURN DISTINCT node.user_id AS uid
  UNION
  WITH terms
  WHERE strategy = 'intersect'
  UNWIND terms AS t
  MATCH (e:Entity {tenant: $tenant})<-[:ABOUT]-(m:Memory)
  WHERE e.id IN t.concepts AND m.tenant = $tenant AND m.subject = 'user'
    AND ($kind IS NULL OR m.kind = $kind)
    AND m.status <> 'deleted' AND m.valid_from <= $at AND (m.valid_until IS NULL OR m.valid_until > $at)
  WITH m.user_id AS uid, count(DISTINCT t.key) AS terms_held
  WHERE terms_held = size($terms)
  RETURN uid
}
MATCH (u:User {tenant: $tenant, user_id: uid})
WHERE u.share = true
MATCH (m:Memory {tenant: $tenant, user_id: uid})
WHERE m.subject = 'user' AND ($kind IS NULL OR m.kind = $kind)
  AND m.status <> 'deleted' AND m.valid_from <= $at AND (m.valid_until IS NULL OR m.valid_until > $at)
WITH terms, uid, m,
     [t IN terms WHERE any(id IN m.entity_ids WHERE id IN t.concepts)
        OR (t.text IS NOT NULL AND toLower(coalesce(m.search_text, m.value)) CONTAINS t.text) | t.key] AS matched
WHERE size(matched) > 0
WITH terms, uid, collect(m) AS memories, reduce(acc = [], keys IN collect(matched) | acc + keys) AS matched
WHERE all(t IN terms WHERE t.key IN matched)
RETURN uid AS user_id,
       [m IN memories | {
          memory: m {.id, .kind, .subject, .key, .value, .polarity, .confidence, .mentions, .status,
                     valid_from: m.valid_from.epochSeconds * 1000000 + m.valid_from.microsecond,
                     valid_until: m.valid_until.epochSeconds * 1000000 + m.valid_until.microsecond,
                     recorded_at: m.recorded_at.epochSeconds * 1000000 + m.recorded_at.microsecond,
                     last_seen_at: m.last_seen_at.epochSeconds * 1000000 + m.last_seen_at.microsecond,
                     .context_tags, .flags, .pinned, .source_session, .source_seq, .source_text, .entity_ids},
          entities: [(m)-[:ABOUT]->(e:Entity) | e {.id, .name, .type, .disambiguation, .tags}]}] AS matches
ORDER BY user_id
LIMIT $limit
