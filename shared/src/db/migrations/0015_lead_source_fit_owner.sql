-- Where leads come from and which to call first (issue 19, item 7): submissions.source holds the
-- visit's UTM parameters and referrer host sent with the submit (null for older rows),
-- fit_score/fit_reasons the fit score computed at submit, owner_admin_id the operator following
-- the lead (set null when the operator is removed). Indexes for the list's owner and source filters.
ALTER TABLE "submissions" ADD COLUMN "source" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "fit_score" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "fit_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "owner_admin_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_owner_admin_id_admins_id_fk" FOREIGN KEY ("owner_admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_owner_idx" ON "submissions" USING btree ("owner_admin_id","no");--> statement-breakpoint
CREATE INDEX "submissions_utm_source_idx" ON "submissions" USING btree (("source"->>'utmSource'),"no");