CREATE TABLE "report_links" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"submission_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "request_hash" text;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "requeue_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "failed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "report_links" ADD CONSTRAINT "report_links_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_links_submission_id_idx" ON "report_links" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX "submissions_request_hash_idx" ON "submissions" USING btree ("request_hash","created_at");--> statement-breakpoint
CREATE INDEX "submissions_failed_idx" ON "submissions" USING btree ("failed_at") WHERE "submissions"."status" = 'failed';--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_idempotency_key_unique" UNIQUE("idempotency_key");--> statement-breakpoint
-- Submissions that failed before failed_at existed count as failed when they were made, so the
-- requeue loop (which takes only recent failures) leaves old ones alone.
UPDATE "submissions" SET "failed_at" = "created_at" WHERE "status" = 'failed' AND "failed_at" IS NULL;
