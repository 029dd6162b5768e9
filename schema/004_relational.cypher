// Owner-scoped fulltext for recall and `who`: the same searchable text as memory_text, plus tenant and
// user_id as fields, so a Lucene query can require the owner (`+tenant:"t" +user_id:"u"`) and a common
// word does not make one user's recall walk every memory of the tenant that contains it. The cjk analyzer
// tokenizes ids too, so queries still compare tenant and user_id exactly after the index lookup.
CREATE FULLTEXT INDEX memory_text_owner IF NOT EXISTS FOR (m:Memory) ON EACH [m.search_text, m.tenant, m.user_id]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'cjk', `fulltext.eventually_consistent`: false}};
