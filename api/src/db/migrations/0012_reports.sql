ALTER TABLE "matings" ADD COLUMN "paid_order_id" text;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "number" text DEFAULT ('R-' || upper(substr(md5(random()::text || clock_timestamp()::text), 1, 10))) NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "locale" text DEFAULT 'ru' NOT NULL;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "data_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "pdf" "bytea";--> statement-breakpoint
ALTER TABLE "reports" ADD COLUMN "reissue_of" integer;--> statement-breakpoint
CREATE UNIQUE INDEX "reports_number_key" ON "reports" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_order_id_key" ON "reports" USING btree ("order_id") WHERE "reports"."order_id" is not null and "reports"."reissue_of" is null;