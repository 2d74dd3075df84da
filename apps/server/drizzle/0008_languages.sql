ALTER TABLE "companies" ADD COLUMN "default_language" text;--> statement-breakpoint
ALTER TABLE "global_admins" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_default_language_check" CHECK ("default_language" IN ('en', 'es'));--> statement-breakpoint
ALTER TABLE "global_admins" ADD CONSTRAINT "global_admins_language_check" CHECK ("language" IN ('en', 'es'));--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK ("language" IN ('en', 'es'));
