-- The retention sweep records its erasures in the audit log with no operator.
ALTER TABLE "admin_audit_log" ALTER COLUMN "admin_id" DROP NOT NULL;--> statement-breakpoint
-- The admin search box's folded contact data (shared/src/db/search-text.ts). A migration cannot run
-- the folding, so the API fills every row that still holds its contact data at its next start
-- (fillMissingSearchText); erased rows stay without one.
ALTER TABLE "submissions" ADD COLUMN "search_text" text;--> statement-breakpoint
CREATE INDEX "submissions_search_text_trgm_idx" ON "submissions" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "submissions_search_text_grams_idx" ON "submissions" USING gin (dx_name_grams("search_text"));