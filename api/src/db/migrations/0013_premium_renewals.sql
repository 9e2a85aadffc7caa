CREATE TABLE "premium_renewals" (
	"user_id" integer NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"reminded_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"order_id" text,
	"status" text DEFAULT 'open' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "premium_renewals_user_id_period_end_pk" PRIMARY KEY("user_id","period_end"),
	CONSTRAINT "premium_renewals_status_check" CHECK ("premium_renewals"."status" in ('open', 'charged', 'lapsed'))
);
--> statement-breakpoint
ALTER TABLE "premium_auto_pay" ADD COLUMN "period" text DEFAULT 'month' NOT NULL;--> statement-breakpoint
ALTER TABLE "premium_renewals" ADD CONSTRAINT "premium_renewals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;