-- A second diagnosis: the earlier submission it follows, linked only through the earlier report's
-- private link (its token carried by the submit); set null when the earlier submission is deleted.
ALTER TABLE "submissions" ADD COLUMN "previous_submission_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_previous_submission_id_submissions_id_fk" FOREIGN KEY ("previous_submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_previous_submission_id_idx" ON "submissions" USING btree ("previous_submission_id") WHERE "submissions"."previous_submission_id" is not null;