ALTER TABLE "users" ADD COLUMN "avatar_upload_id" text;--> statement-breakpoint
ALTER TABLE "pet_documents" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "pet_photos" ADD COLUMN "upload_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_avatar_upload_id_uploads_id_fk" FOREIGN KEY ("avatar_upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_documents" ADD CONSTRAINT "pet_documents_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pet_photos" ADD CONSTRAINT "pet_photos_upload_id_uploads_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploads"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_avatar_upload_id_idx" ON "users" USING btree ("avatar_upload_id");--> statement-breakpoint
CREATE INDEX "pet_documents_upload_id_idx" ON "pet_documents" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "pet_photos_upload_id_idx" ON "pet_photos" USING btree ("upload_id");--> statement-breakpoint
CREATE INDEX "attachment_requests_upload_id_idx" ON "attachment_requests" USING btree ("upload_id");--> statement-breakpoint
-- Photos and documents saved before upload ids: the upload whose URL they show (rows with a URL of no upload keep
-- NULL: they own no stored file, so deleting them removes none).
UPDATE "pet_photos" SET "upload_id" = "uploads"."id" FROM "uploads" WHERE "uploads"."url" = "pet_photos"."url" AND "uploads"."kind" = 'image';--> statement-breakpoint
UPDATE "pet_documents" SET "upload_id" = "uploads"."id" FROM "uploads" WHERE "uploads"."url" = "pet_documents"."url" AND "uploads"."kind" = 'document';--> statement-breakpoint
-- Avatars (a size of an image the member uploaded: …/<upload>/<160|480|1280>.webp); another member's file is not theirs.
UPDATE "users" SET "avatar_upload_id" = "uploads"."id" FROM "uploads"
  WHERE "uploads"."user_id" = "users"."id" AND "uploads"."kind" = 'image'
    AND "uploads"."url" = regexp_replace("users"."avatar", '/(160|480|1280)\.webp$', '/1280.webp');
