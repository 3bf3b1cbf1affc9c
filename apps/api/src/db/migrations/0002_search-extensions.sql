-- pg_trgm corrects the visitor's words in /search; PGlite loads it in createDb(), PostgreSQL 13+ trusts it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
