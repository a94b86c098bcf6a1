ALTER TABLE "submissions" ADD COLUMN "model_ms" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "model_error" text;