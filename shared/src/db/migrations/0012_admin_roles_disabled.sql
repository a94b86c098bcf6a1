-- Operators' roles and disabling: every existing operator keeps doing everything (role admin, the
-- default); a member reads and follows up leads only. disabled_at set by admin:disable shuts one out.
ALTER TABLE "admins" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "admins" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "admins" ADD CONSTRAINT "admins_role_check" CHECK ("admins"."role" in ('admin', 'member'));
