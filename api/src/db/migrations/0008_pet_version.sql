ALTER TABLE "pets" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD CONSTRAINT "pets_version_check" CHECK ("pets"."version" >= 1);