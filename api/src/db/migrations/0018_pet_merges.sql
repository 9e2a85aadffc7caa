CREATE TABLE "pet_merges" (
	"old_id" integer PRIMARY KEY NOT NULL,
	"survivor_id" integer NOT NULL,
	"action_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pet_merges_survivor_id_idx" ON "pet_merges" USING btree ("survivor_id");