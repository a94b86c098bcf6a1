-- Events a CRM can follow (issue 19, item 6): besides the messages a completed report brings,
-- the outbox holds a lead.updated webhook per status or owner change and a lead.deleted webhook per
-- deleted respondent. "event" names a webhook's event (every existing webhook was a lead.created),
-- "payload" the body taken when a change happened (identifiers and statuses only, no contact data).
-- Those rows outlive their lead: submission_id becomes nullable and is set null on delete (the
-- e-mails and lead.created rows, built from the lead when sent, are deleted with it by the API).
-- Uniqueness now covers the report's messages only; a plain index on submission_id serves the rest.
ALTER TABLE "outbox_messages" DROP CONSTRAINT "outbox_messages_submission_id_submissions_id_fk";
--> statement-breakpoint
DROP INDEX "outbox_messages_submission_kind_target_idx";--> statement-breakpoint
ALTER TABLE "outbox_messages" ALTER COLUMN "submission_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "event" text;--> statement-breakpoint
UPDATE "outbox_messages" SET "event" = 'lead.created' WHERE "kind" = 'lead_webhook';--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD COLUMN "payload" json;--> statement-breakpoint
ALTER TABLE "outbox_messages" ADD CONSTRAINT "outbox_messages_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_messages_report_message_idx" ON "outbox_messages" USING btree ("submission_id","kind","target") WHERE ("outbox_messages"."event" is null or "outbox_messages"."event" = 'lead.created');--> statement-breakpoint
CREATE INDEX "outbox_messages_submission_id_idx" ON "outbox_messages" USING btree ("submission_id");