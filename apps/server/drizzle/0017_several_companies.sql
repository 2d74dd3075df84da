-- One person, several companies. A person (one address, one password) signs in; what they do in
-- a company is a membership, the row `users` always held. Each existing account becomes one
-- person with one membership, with the same id, so nothing changes for anyone.
CREATE TABLE "people" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "people_email_unique" ON "people" USING btree ("email");
--> statement-breakpoint
-- Platform-only, like the operators: a tenant's requests never read a person, only memberships.
GRANT SELECT, INSERT, UPDATE, DELETE ON "people" TO sitehours_platform;
--> statement-breakpoint
REVOKE ALL ON "people" FROM sitehours_app;
--> statement-breakpoint
ALTER TABLE "people" ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON "people" TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
INSERT INTO "people" ("id", "email", "password_hash", "created_at", "updated_at")
  SELECT "id", "email", "password_hash", "created_at", "updated_at" FROM "users";
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "person_id" uuid;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "accepted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "declined_at" timestamp with time zone;
--> statement-breakpoint
-- Someone who has not yet chosen a password through the welcome link has not taken it up.
UPDATE "users" SET "person_id" = "id",
  "accepted_at" = CASE WHEN "password_hash" IS NULL THEN NULL ELSE "created_at" END;
--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "person_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_person_id_people_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."people"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
DROP INDEX "users_email_unique";
--> statement-breakpoint
CREATE UNIQUE INDEX "users_person_company_unique" ON "users" USING btree ("person_id","company_id");
--> statement-breakpoint
CREATE INDEX "users_email_idx" ON "users" USING btree ("email");
--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "password_hash";
