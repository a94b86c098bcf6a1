CREATE TABLE "funnel_daily" (
	"day" text NOT NULL,
	"step" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "funnel_daily_day_step_pk" PRIMARY KEY("day","step")
);
--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "lead_status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "lead_note" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "lead_updated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "contact_erased_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "submissions_lead_status_idx" ON "submissions" USING btree ("lead_status","created_at");--> statement-breakpoint
CREATE INDEX "submissions_contact_held_idx" ON "submissions" USING btree ("created_at") WHERE "submissions"."contact_erased_at" is null;