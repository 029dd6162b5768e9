// Fulltext over each memory's searchable text (key, value, concept names and aliases, source sentence).
// The CJK analyzer indexes Chinese as character bigrams and English as lower-cased words, so one index
// serves both languages; queries filter by tenant and user after the index lookup.
CREATE FULLTEXT INDEX memory_text IF NOT EXISTS FOR (m:Memory) ON EACH [m.search_text]
OPTIONS {indexConfig: {`fulltext.analyzer`: 'cjk', `fulltext.eventually_consistent`: false}};
