-- Clock in and out (decisions 0024 and 0025). A company chooses hours only (the default, as
-- before) or start and end times; punches are the raw record, each closed stretch of work an entry
-- with its start and end. Nothing changes for a company that keeps hours only.
CREATE TABLE "punches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"kind" text NOT NULL,
	"punched_at" timestamp with time zone NOT NULL,
	"device_offset_minutes" integer,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"clock_skew_seconds" integer,
	"work_date" date NOT NULL,
	"job_id" uuid,
	"work_type_id" uuid,
	"latitude" numeric(9, 6),
	"longitude" numeric(9, 6),
	"accuracy_m" integer,
	"distance_m" integer,
	"outside_radius" boolean DEFAULT false NOT NULL,
	"rest_breaks_given" boolean,
	"entry_id" uuid,
	"problem" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_hours_range";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "time_capture" text DEFAULT 'hours' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "meal_rest_rule" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "site_latitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "site_longitude" numeric(9, 6);--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "site_radius_m" integer;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "started_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "collective_bargaining" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "meal_waiver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_consent" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "location_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_work_type_id_work_types_id_fk" FOREIGN KEY ("work_type_id") REFERENCES "public"."work_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "punches_client_id_unique" ON "punches" USING btree ("tenant_id","client_id");--> statement-breakpoint
CREATE INDEX "punches_user_time_idx" ON "punches" USING btree ("tenant_id","user_id","punched_at");--> statement-breakpoint
CREATE INDEX "punches_company_date_idx" ON "punches" USING btree ("tenant_id","company_id","work_date");--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_times" CHECK (("time_entries"."started_at" is null and "time_entries"."ended_at" is null) or ("time_entries"."started_at" is not null and "time_entries"."ended_at" > "time_entries"."started_at"));--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_hours_range" CHECK ("time_entries"."hours" > 0 and "time_entries"."hours" <= 24 and ("time_entries"."hours" <= 12 or "time_entries"."started_at" is not null));
--> statement-breakpoint
-- Punches are the record a time card is built from: the app adds them and never rewrites one.
GRANT SELECT, INSERT ON punches TO sitehours_app;
--> statement-breakpoint
REVOKE UPDATE, DELETE ON punches FROM sitehours_app;
--> statement-breakpoint
ALTER TABLE punches ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON punches TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON punches TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
