ALTER TABLE "pets" ADD COLUMN "search_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "sort_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD COLUMN "document_id" integer;--> statement-breakpoint
ALTER TABLE "attachment_requests" ADD CONSTRAINT "attachment_requests_document_id_pet_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."pet_documents"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pets_search_text_trgm_idx" ON "pets" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "pets_sort_name_idx" ON "pets" USING btree ("sort_name" collate "C","id");--> statement-breakpoint
CREATE INDEX "pets_created_at_idx" ON "pets" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "pets_created_by_idx" ON "pets" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "pets_for_stud_idx" ON "pets" USING btree ("sort_name" collate "C","id") WHERE "pets"."offered_for_stud" and "pets"."publish_status" = 'published';--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_death_precision_check" CHECK ("pets"."death_precision" is null or "pets"."death_precision" in ('day', 'month', 'year'));--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_coat_check" CHECK ("pets"."coat" is null or "pets"."coat" in ('rough', 'smooth', 'bearded'));