-- Company keys become keyed hashes (shared/src/db/company-key-hasher.ts). A migration cannot know
-- the secret, so the plain keys are removed here and the API keys every row that still holds its
-- contact data at its next start (fillMissingCompanyKeys); erased rows stay without keys.
UPDATE "submissions" SET "company_name_key" = NULL, "email_domain_key" = NULL
WHERE "company_name_key" IS NOT NULL OR "email_domain_key" IS NOT NULL;--> statement-breakpoint
-- Erased rows lose the text typed for 「その他」 (E): an answer other than A–D is that text, and an
-- empty one still reads as E, so the choice stays.
UPDATE "submissions" SET "answers" = (
  SELECT coalesce(jsonb_object_agg(key, CASE WHEN value #>> '{}' IN ('A', 'B', 'C', 'D') THEN value ELSE '""'::jsonb END), '{}'::jsonb)
  FROM jsonb_each("answers")
)
WHERE "contact_erased_at" IS NOT NULL;--> statement-breakpoint
-- The audit log keeps that a company-name search was made, not its text (a company's name).
UPDATE "admin_audit_log"
SET "filters" = ("filters" - 'companyName') || '{"companyNameSearched": true}'::jsonb
WHERE "filters" ? 'companyName';
