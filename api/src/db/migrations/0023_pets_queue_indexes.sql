DROP INDEX "pets_owner_user_id_idx";--> statement-breakpoint
DROP INDEX "pets_updated_at_idx";--> statement-breakpoint
DROP INDEX "pets_created_by_idx";--> statement-breakpoint
CREATE INDEX "pets_sort_name_trgm_idx" ON "pets" USING gin ("sort_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_owner_user_id_idx" ON "pets" USING btree ("owner_user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "pets_updated_at_idx" ON "pets" USING btree ("updated_at","id","sort_name");--> statement-breakpoint
CREATE INDEX "pets_created_by_idx" ON "pets" USING btree ("created_by","updated_at","id");