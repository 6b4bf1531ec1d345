-- Accent-insensitive French search (DECISIONS.md): unaccent, wrapped as IMMUTABLE so generated
-- columns and indexes may use it. On PostgreSQL, CREATE EXTENSION needs a role allowed to do it.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE OR REPLACE FUNCTION f_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
