CREATE TABLE "uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"status" text DEFAULT 'receiving' NOT NULL,
	"name" text,
	"size" integer NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"mime" text,
	"width" integer,
	"height" integer,
	"files" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "uploads_kind_check" CHECK ("uploads"."kind" in ('image', 'document')),
	CONSTRAINT "uploads_status_check" CHECK ("uploads"."status" in ('receiving', 'ready', 'used')),
	CONSTRAINT "uploads_received_check" CHECK ("uploads"."received" >= 0 and "uploads"."received" <= "uploads"."size")
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_user_id_status_idx" ON "uploads" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "uploads_status_updated_at_idx" ON "uploads" USING btree ("status","updated_at");--> statement-breakpoint
CREATE INDEX "uploads_url_idx" ON "uploads" USING btree ("url");