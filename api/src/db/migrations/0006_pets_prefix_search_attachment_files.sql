ALTER TABLE "attachment_requests" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD CONSTRAINT "attachment_requests_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- One- and two-letter searches of GET /api/pets match the start of the registered name, the call name, a
-- registration number or the microchip: the fields of search_text (separated by ' | '), each cut to its first one
-- and two characters, in a GIN index queried with `pet_prefix_keys(search_text) @> array[<query>]`.
CREATE FUNCTION "pet_prefix_keys"("search_text" text) RETURNS text[]
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000
  AS $$
    select coalesce(array_agg(distinct v.key), '{}'::text[])
    from unnest(string_to_array(search_text, ' | ')) as f(field)
    cross join lateral (values (left(f.field, 1)), (left(f.field, 2))) as v(key)
    where v.key <> ''
  $$;--> statement-breakpoint
CREATE INDEX "pets_prefix_keys_idx" ON "pets" USING gin ("pet_prefix_keys"("search_text"));--> statement-breakpoint
-- The breeder and owner pickers (GET /api/users/search): a member's nickname, display name or kennel name.
CREATE INDEX "users_search_trgm_idx" ON "users" USING gin ((coalesce("nickname", '') || ' ' || coalesce("display_name", '') || ' ' || coalesce("kennel_name", '')) gin_trgm_ops);
