ALTER TABLE "pets" ADD COLUMN "flags" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "pets" ADD COLUMN "flag_details" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "pets_flags_idx" ON "pets" USING gin ("flags");