-- Crew day (decision 0026): crews with their leads, a worker's signature on their day with the
-- end-of-day answers, alerts for the admins (an injury), and kiosks. A company that keeps hours
-- one worker at a time sees no change.
CREATE TABLE "company_alerts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"user_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seen_at" timestamp with time zone,
	"seen_by" uuid
);
--> statement-breakpoint
CREATE TABLE "crew_members" (
	"tenant_id" uuid NOT NULL,
	"crew_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"is_lead" boolean DEFAULT false NOT NULL,
	CONSTRAINT "crew_members_crew_id_user_id_pk" PRIMARY KEY("crew_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "crews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"default_job_id" uuid,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "day_signoffs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"work_date" date NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"method" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answers" jsonb NOT NULL,
	"recorded_by" uuid,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "kiosk_devices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"ask_photo" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "require_signatures" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "day_questions" jsonb DEFAULT '[{"id":"injured","kind":"injury","text":null},{"id":"breaks","kind":"breaks","text":null}]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "punches" ADD COLUMN "kiosk_id" uuid;--> statement-breakpoint
ALTER TABLE "punches" ADD COLUMN "photo_path" text;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "crew_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "crew_lead" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_hash" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "pin_failures" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "company_alerts" ADD CONSTRAINT "company_alerts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_alerts" ADD CONSTRAINT "company_alerts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_alerts" ADD CONSTRAINT "company_alerts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_crews_id_fk" FOREIGN KEY ("crew_id") REFERENCES "public"."crews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_default_job_id_jobs_id_fk" FOREIGN KEY ("default_job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_signoffs" ADD CONSTRAINT "day_signoffs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_signoffs" ADD CONSTRAINT "day_signoffs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "day_signoffs" ADD CONSTRAINT "day_signoffs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_alerts_once" ON "company_alerts" USING btree ("company_id","kind","user_id","work_date");--> statement-breakpoint
CREATE INDEX "crew_members_user_idx" ON "crew_members" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "crews_company_name_unique" ON "crews" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "day_signoffs_day_unique" ON "day_signoffs" USING btree ("company_id","user_id","work_date");--> statement-breakpoint
CREATE INDEX "day_signoffs_company_date_idx" ON "day_signoffs" USING btree ("tenant_id","company_id","work_date");--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_devices_token_unique" ON "kiosk_devices" USING btree ("token_hash");
--> statement-breakpoint
ALTER TABLE crews ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON crews TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crews TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE crew_members ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON crew_members TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON crew_members TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE day_signoffs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON day_signoffs TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON day_signoffs TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE company_alerts ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON company_alerts TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_alerts TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE kiosk_devices ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON kiosk_devices TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON kiosk_devices TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
