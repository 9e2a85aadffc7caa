-- Trigram search on pet names. pg_trgm is a trusted extension on PostgreSQL 13+ (the database owner may create it)
-- and ships with PGlite as '@electric-sql/pglite/contrib/pg_trgm' (loaded by src/db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
