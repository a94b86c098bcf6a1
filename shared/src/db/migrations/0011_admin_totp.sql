-- Operators' second factor (TOTP): the encrypted secret, null while none is enrolled, and the time
-- step of the last accepted code, so that a code cannot be used twice.
ALTER TABLE "admins" ADD COLUMN "totp_secret_encrypted" text;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "totp_last_used_step" integer;
