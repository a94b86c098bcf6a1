-- Notes that don't clobber: each operator's note is a row of lead_notes (with its author and time)
-- instead of one lead_note field that the last save overwrote; every existing non-empty lead_note
-- becomes one note without an author (「以前のメモ」), dated when the lead was last changed.
-- lead_note stays, no longer written. submissions.lead_version guards status changes (a stale
-- version answers 409). Indexes for the audit-log page's filters (a lead's number, an action).
CREATE TABLE "lead_notes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"submission_id" uuid NOT NULL,
	"admin_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "lead_version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_admin_id_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."admins"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_submission_id_idx" ON "lead_notes" USING btree ("submission_id","id");--> statement-breakpoint
CREATE INDEX "admin_audit_log_no_idx" ON "admin_audit_log" USING btree ((("filters"->>'no')));--> statement-breakpoint
CREATE INDEX "admin_audit_log_action_idx" ON "admin_audit_log" USING btree ("action","created_at");--> statement-breakpoint
INSERT INTO "lead_notes" ("submission_id", "admin_id", "body", "created_at")
SELECT "id", NULL, "lead_note", coalesce("lead_updated_at", "created_at") FROM "submissions" WHERE "lead_note" <> '' ORDER BY "no";
