-- Close the pay period (decision 0027): pay periods and their closing, adjustments that correct a
-- closed entry in the next open period, the approval steps before the admin's (the worker's
-- submit, a job manager's or crew lead's review), frozen export files with signed manifests, each
-- company's tamper-evident ledger, and WC code bands that take effect from a date. A company that
-- keeps hours and never closes a period sees no change.
CREATE TABLE "company_keys" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"public_key" text NOT NULL,
	"private_key_encrypted" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "export_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"format" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"content" "bytea" NOT NULL,
	"sha256" text NOT NULL,
	"manifest" text NOT NULL,
	"signature" text NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_managers" (
	"tenant_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "job_managers_job_id_user_id_pk" PRIMARY KEY("job_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "ledger_events" (
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"subject_id" text NOT NULL,
	"body" text NOT NULL,
	"prev_hash" text NOT NULL,
	"hash" text NOT NULL,
	CONSTRAINT "ledger_events_company_id_seq_pk" PRIMARY KEY("company_id","seq")
);
--> statement-breakpoint
CREATE TABLE "ledger_heads" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"seq" bigint DEFAULT 0 NOT NULL,
	"hash" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pay_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"status" text NOT NULL,
	"closed_at" timestamp with time zone NOT NULL,
	"closed_by" uuid,
	"closed_by_name" text NOT NULL,
	"reopened_at" timestamp with time zone,
	"reopened_by" uuid,
	"reopened_by_name" text,
	"reopen_reason" text,
	CONSTRAINT "pay_periods_range" CHECK ("pay_periods"."end_date" >= "pay_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "wc_band_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"work_type_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"bands" jsonb NOT NULL,
	"created_by" uuid,
	"created_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"applied_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_hours_range";--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pay_frequency" text DEFAULT 'weekly' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "pay_period_anchor" date DEFAULT '2024-01-01' NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "worker_submit" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "wc_state" text;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "adjusts_entry_id" uuid;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "adjustment_reason" text;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "submitted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "submitted_by" uuid;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "reviewed_by" uuid;--> statement-breakpoint
ALTER TABLE "company_keys" ADD CONSTRAINT "company_keys_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_keys" ADD CONSTRAINT "company_keys_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_managers" ADD CONSTRAINT "job_managers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_managers" ADD CONSTRAINT "job_managers_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_managers" ADD CONSTRAINT "job_managers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_heads" ADD CONSTRAINT "ledger_heads_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_heads" ADD CONSTRAINT "ledger_heads_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wc_band_changes" ADD CONSTRAINT "wc_band_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wc_band_changes" ADD CONSTRAINT "wc_band_changes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wc_band_changes" ADD CONSTRAINT "wc_band_changes_work_type_id_work_types_id_fk" FOREIGN KEY ("work_type_id") REFERENCES "public"."work_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "export_files_company_idx" ON "export_files" USING btree ("tenant_id","company_id","created_at");--> statement-breakpoint
CREATE INDEX "job_managers_user_idx" ON "job_managers" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "ledger_events_subject_idx" ON "ledger_events" USING btree ("tenant_id","company_id","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_periods_company_start_unique" ON "pay_periods" USING btree ("company_id","start_date");--> statement-breakpoint
CREATE INDEX "pay_periods_company_end_idx" ON "pay_periods" USING btree ("tenant_id","company_id","end_date");--> statement-breakpoint
CREATE INDEX "wc_band_changes_work_type_idx" ON "wc_band_changes" USING btree ("tenant_id","work_type_id","effective_from");--> statement-breakpoint
CREATE INDEX "time_entries_adjusts_idx" ON "time_entries" USING btree ("tenant_id","adjusts_entry_id");--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_hours_range" CHECK ("time_entries"."hours" <> 0 and "time_entries"."hours" <= 24 and "time_entries"."hours" >= -24 and ("time_entries"."hours" > 0 or "time_entries"."adjusts_entry_id" is not null) and ("time_entries"."hours" <= 12 or "time_entries"."started_at" is not null));
--> statement-breakpoint
ALTER TABLE pay_periods ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON pay_periods TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pay_periods TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE export_files ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON export_files TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON export_files TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE company_keys ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON company_keys TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON company_keys TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE ledger_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON ledger_events TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ledger_events TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE ledger_heads ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON ledger_heads TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON ledger_heads TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE job_managers ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON job_managers TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON job_managers TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE wc_band_changes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON wc_band_changes TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON wc_band_changes TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- The ledger and the frozen files are written once: neither role may change or remove them.
REVOKE UPDATE, DELETE ON ledger_events FROM sitehours_app, sitehours_platform;
--> statement-breakpoint
REVOKE UPDATE, DELETE ON export_files FROM sitehours_app, sitehours_platform;
