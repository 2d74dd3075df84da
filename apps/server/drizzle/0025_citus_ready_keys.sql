-- Every key of a tenant-owned table holds tenant_id, so that the tables can be distributed by
-- tenant with Citus (docs/scaling.md, section 4; test/citus-ready.test.ts):
-- - each row's primary key is (id, tenant_id), the id first so that a lookup by id alone, the
--   platform role's included, keeps using the index; keys of several columns gain tenant_id;
-- - each unique index gains tenant_id (every one was already unique within a company);
-- - each reference between tenant-owned rows is (x_id, tenant_id) -> x (id, tenant_id), with its
--   ON DELETE kept, so a row can no longer name another tenant's row;
-- - security_events, a platform table, keeps the company it names without a key to it.
-- Order: the foreign keys go first (they hang on the keys being replaced), then the old keys, then
-- the new keys, the unique indexes and last the new foreign keys, checked against the rows there.
-- Row-level security policies and grants are untouched.
ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_session_id_support_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "certified_payrolls" DROP CONSTRAINT "certified_payrolls_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "certified_payrolls" DROP CONSTRAINT "certified_payrolls_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "company_alerts" DROP CONSTRAINT "company_alerts_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "company_alerts" DROP CONSTRAINT "company_alerts_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "company_keys" DROP CONSTRAINT "company_keys_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "crew_members" DROP CONSTRAINT "crew_members_crew_id_crews_id_fk";
--> statement-breakpoint
ALTER TABLE "crew_members" DROP CONSTRAINT "crew_members_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "crews" DROP CONSTRAINT "crews_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "crews" DROP CONSTRAINT "crews_default_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "day_signoffs" DROP CONSTRAINT "day_signoffs_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "day_signoffs" DROP CONSTRAINT "day_signoffs_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "export_files" DROP CONSTRAINT "export_files_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "import_changes" DROP CONSTRAINT "import_changes_import_id_imports_id_fk";
--> statement-breakpoint
ALTER TABLE "import_mappings" DROP CONSTRAINT "import_mappings_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "imports" DROP CONSTRAINT "imports_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "job_managers" DROP CONSTRAINT "job_managers_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_managers" DROP CONSTRAINT "job_managers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "job_work_types" DROP CONSTRAINT "job_work_types_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "job_work_types" DROP CONSTRAINT "job_work_types_work_type_id_work_types_id_fk";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "kiosk_devices" DROP CONSTRAINT "kiosk_devices_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "kiosk_devices" DROP CONSTRAINT "kiosk_devices_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_events" DROP CONSTRAINT "ledger_events_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_heads" DROP CONSTRAINT "ledger_heads_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_pending" DROP CONSTRAINT "ledger_pending_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "pay_periods" DROP CONSTRAINT "pay_periods_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_deductions" DROP CONSTRAINT "payroll_deductions_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "payroll_deductions" DROP CONSTRAINT "payroll_deductions_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "pto_types" DROP CONSTRAINT "pto_types_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "public_works_jobs" DROP CONSTRAINT "public_works_jobs_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "public_works_jobs" DROP CONSTRAINT "public_works_jobs_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "punches" DROP CONSTRAINT "punches_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "punches" DROP CONSTRAINT "punches_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "punches" DROP CONSTRAINT "punches_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "punches" DROP CONSTRAINT "punches_work_type_id_work_types_id_fk";
--> statement-breakpoint
ALTER TABLE "security_events" DROP CONSTRAINT "security_events_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "support_sessions" DROP CONSTRAINT "support_sessions_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_work_type_id_work_types_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_wc_code_id_wc_codes_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_pto_type_id_pto_types_id_fk";
--> statement-breakpoint
ALTER TABLE "time_entry_history" DROP CONSTRAINT "time_entry_history_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wage_classifications" DROP CONSTRAINT "wage_classifications_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wage_classifications" DROP CONSTRAINT "wage_classifications_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "wage_rates" DROP CONSTRAINT "wage_rates_classification_id_wage_classifications_id_fk";
--> statement-breakpoint
ALTER TABLE "wc_band_changes" DROP CONSTRAINT "wc_band_changes_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wc_band_changes" DROP CONSTRAINT "wc_band_changes_work_type_id_work_types_id_fk";
--> statement-breakpoint
ALTER TABLE "wc_codes" DROP CONSTRAINT "wc_codes_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "wc_codes" DROP CONSTRAINT "wc_codes_work_type_id_work_types_id_fk";
--> statement-breakpoint
ALTER TABLE "work_types" DROP CONSTRAINT "work_types_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "worker_classifications" DROP CONSTRAINT "worker_classifications_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "worker_classifications" DROP CONSTRAINT "worker_classifications_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "worker_classifications" DROP CONSTRAINT "worker_classifications_job_id_jobs_id_fk";
--> statement-breakpoint
ALTER TABLE "worker_classifications" DROP CONSTRAINT "worker_classifications_classification_id_wage_classifications_i";
--> statement-breakpoint
ALTER TABLE "worker_identities" DROP CONSTRAINT "worker_identities_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "worker_identities" DROP CONSTRAINT "worker_identities_company_id_companies_id_fk";
--> statement-breakpoint
ALTER TABLE "crew_members" DROP CONSTRAINT "crew_members_crew_id_user_id_pk";
--> statement-breakpoint
ALTER TABLE "import_mappings" DROP CONSTRAINT "import_mappings_company_id_kind_pk";
--> statement-breakpoint
ALTER TABLE "job_managers" DROP CONSTRAINT "job_managers_job_id_user_id_pk";
--> statement-breakpoint
ALTER TABLE "job_work_types" DROP CONSTRAINT "job_work_types_job_id_work_type_id_pk";
--> statement-breakpoint
ALTER TABLE "ledger_events" DROP CONSTRAINT "ledger_events_company_id_seq_pk";
--> statement-breakpoint
ALTER TABLE "payroll_deductions" DROP CONSTRAINT "payroll_deductions_company_id_user_id_week_start_pk";
--> statement-breakpoint
ALTER TABLE "wage_rates" DROP CONSTRAINT "wage_rates_classification_id_effective_from_pk";
--> statement-breakpoint
ALTER TABLE "worker_classifications" DROP CONSTRAINT "worker_classifications_user_id_job_id_pk";
--> statement-breakpoint
ALTER TABLE "audit_logs" DROP CONSTRAINT "audit_logs_pkey";
--> statement-breakpoint
ALTER TABLE "certified_payrolls" DROP CONSTRAINT "certified_payrolls_pkey";
--> statement-breakpoint
ALTER TABLE "companies" DROP CONSTRAINT "companies_pkey";
--> statement-breakpoint
ALTER TABLE "company_alerts" DROP CONSTRAINT "company_alerts_pkey";
--> statement-breakpoint
ALTER TABLE "company_keys" DROP CONSTRAINT "company_keys_pkey";
--> statement-breakpoint
ALTER TABLE "crews" DROP CONSTRAINT "crews_pkey";
--> statement-breakpoint
ALTER TABLE "day_signoffs" DROP CONSTRAINT "day_signoffs_pkey";
--> statement-breakpoint
ALTER TABLE "export_files" DROP CONSTRAINT "export_files_pkey";
--> statement-breakpoint
ALTER TABLE "import_changes" DROP CONSTRAINT "import_changes_pkey";
--> statement-breakpoint
ALTER TABLE "imports" DROP CONSTRAINT "imports_pkey";
--> statement-breakpoint
ALTER TABLE "jobs" DROP CONSTRAINT "jobs_pkey";
--> statement-breakpoint
ALTER TABLE "kiosk_devices" DROP CONSTRAINT "kiosk_devices_pkey";
--> statement-breakpoint
ALTER TABLE "ledger_heads" DROP CONSTRAINT "ledger_heads_pkey";
--> statement-breakpoint
ALTER TABLE "ledger_pending" DROP CONSTRAINT "ledger_pending_pkey";
--> statement-breakpoint
ALTER TABLE "pay_periods" DROP CONSTRAINT "pay_periods_pkey";
--> statement-breakpoint
ALTER TABLE "pto_types" DROP CONSTRAINT "pto_types_pkey";
--> statement-breakpoint
ALTER TABLE "public_works_jobs" DROP CONSTRAINT "public_works_jobs_pkey";
--> statement-breakpoint
ALTER TABLE "punches" DROP CONSTRAINT "punches_pkey";
--> statement-breakpoint
ALTER TABLE "support_sessions" DROP CONSTRAINT "support_sessions_pkey";
--> statement-breakpoint
ALTER TABLE "time_entries" DROP CONSTRAINT "time_entries_pkey";
--> statement-breakpoint
ALTER TABLE "time_entry_history" DROP CONSTRAINT "time_entry_history_pkey";
--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_pkey";
--> statement-breakpoint
ALTER TABLE "wage_classifications" DROP CONSTRAINT "wage_classifications_pkey";
--> statement-breakpoint
ALTER TABLE "wc_band_changes" DROP CONSTRAINT "wc_band_changes_pkey";
--> statement-breakpoint
ALTER TABLE "wc_codes" DROP CONSTRAINT "wc_codes_pkey";
--> statement-breakpoint
ALTER TABLE "work_types" DROP CONSTRAINT "work_types_pkey";
--> statement-breakpoint
ALTER TABLE "worker_identities" DROP CONSTRAINT "worker_identities_pkey";
--> statement-breakpoint
DROP INDEX "certified_payrolls_job_week_unique";
--> statement-breakpoint
DROP INDEX "certified_payrolls_job_number_unique";
--> statement-breakpoint
DROP INDEX "company_alerts_once";
--> statement-breakpoint
DROP INDEX "crews_company_name_unique";
--> statement-breakpoint
DROP INDEX "day_signoffs_day_unique";
--> statement-breakpoint
DROP INDEX "kiosk_devices_token_unique";
--> statement-breakpoint
DROP INDEX "pay_periods_company_start_unique";
--> statement-breakpoint
DROP INDEX "pto_types_company_name_unique";
--> statement-breakpoint
DROP INDEX "users_person_company_unique";
--> statement-breakpoint
DROP INDEX "wage_classifications_job_name_unique";
--> statement-breakpoint
DROP INDEX "work_types_company_name_unique";
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "certified_payrolls" ADD CONSTRAINT "certified_payrolls_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "company_alerts" ADD CONSTRAINT "company_alerts_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "company_keys" ADD CONSTRAINT "company_keys_company_id_tenant_id_pk" PRIMARY KEY("company_id","tenant_id");
--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_user_id_tenant_id_pk" PRIMARY KEY("crew_id","user_id","tenant_id");
--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "day_signoffs" ADD CONSTRAINT "day_signoffs_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_company_id_kind_tenant_id_pk" PRIMARY KEY("company_id","kind","tenant_id");
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "job_managers" ADD CONSTRAINT "job_managers_job_id_user_id_tenant_id_pk" PRIMARY KEY("job_id","user_id","tenant_id");
--> statement-breakpoint
ALTER TABLE "job_work_types" ADD CONSTRAINT "job_work_types_job_id_work_type_id_tenant_id_pk" PRIMARY KEY("job_id","work_type_id","tenant_id");
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_company_id_seq_tenant_id_pk" PRIMARY KEY("company_id","seq","tenant_id");
--> statement-breakpoint
ALTER TABLE "ledger_heads" ADD CONSTRAINT "ledger_heads_company_id_tenant_id_pk" PRIMARY KEY("company_id","tenant_id");
--> statement-breakpoint
ALTER TABLE "ledger_pending" ADD CONSTRAINT "ledger_pending_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "payroll_deductions" ADD CONSTRAINT "payroll_deductions_company_id_user_id_week_start_tenant_id_pk" PRIMARY KEY("company_id","user_id","week_start","tenant_id");
--> statement-breakpoint
ALTER TABLE "pto_types" ADD CONSTRAINT "pto_types_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "public_works_jobs" ADD CONSTRAINT "public_works_jobs_job_id_tenant_id_pk" PRIMARY KEY("job_id","tenant_id");
--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "time_entry_history" ADD CONSTRAINT "time_entry_history_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "wage_classifications" ADD CONSTRAINT "wage_classifications_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "wage_rates" ADD CONSTRAINT "wage_rates_classification_id_effective_from_tenant_id_pk" PRIMARY KEY("classification_id","effective_from","tenant_id");
--> statement-breakpoint
ALTER TABLE "wc_band_changes" ADD CONSTRAINT "wc_band_changes_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "wc_codes" ADD CONSTRAINT "wc_codes_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "work_types" ADD CONSTRAINT "work_types_id_tenant_id_pk" PRIMARY KEY("id","tenant_id");
--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_user_id_job_id_tenant_id_pk" PRIMARY KEY("user_id","job_id","tenant_id");
--> statement-breakpoint
ALTER TABLE "worker_identities" ADD CONSTRAINT "worker_identities_user_id_tenant_id_pk" PRIMARY KEY("user_id","tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "certified_payrolls_job_week_unique" ON "certified_payrolls" USING btree ("job_id","week_start","tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "certified_payrolls_job_number_unique" ON "certified_payrolls" USING btree ("job_id","payroll_number","tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "company_alerts_once" ON "company_alerts" USING btree ("company_id","kind","user_id","work_date","tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "crews_company_name_unique" ON "crews" USING btree ("company_id",lower("name"),"tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "day_signoffs_day_unique" ON "day_signoffs" USING btree ("company_id","user_id","work_date","tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "kiosk_devices_token_unique" ON "kiosk_devices" USING btree ("token_hash","tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "pay_periods_company_start_unique" ON "pay_periods" USING btree ("company_id","start_date","tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "pto_types_company_name_unique" ON "pto_types" USING btree ("company_id",lower("name"),"tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "users_person_company_unique" ON "users" USING btree ("person_id","company_id","tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "wage_classifications_job_name_unique" ON "wage_classifications" USING btree ("job_id","name","tenant_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "work_types_company_name_unique" ON "work_types" USING btree ("company_id",lower("name"),"tenant_id");
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_session_id_fk" FOREIGN KEY ("session_id","tenant_id") REFERENCES "public"."support_sessions"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "certified_payrolls" ADD CONSTRAINT "certified_payrolls_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "certified_payrolls" ADD CONSTRAINT "certified_payrolls_job_id_fk" FOREIGN KEY ("job_id","tenant_id") REFERENCES "public"."jobs"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_alerts" ADD CONSTRAINT "company_alerts_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_alerts" ADD CONSTRAINT "company_alerts_user_id_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "company_keys" ADD CONSTRAINT "company_keys_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_crew_id_fk" FOREIGN KEY ("crew_id","tenant_id") REFERENCES "public"."crews"("id","tenant_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crew_members" ADD CONSTRAINT "crew_members_user_id_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "crews" ADD CONSTRAINT "crews_default_job_id_fk" FOREIGN KEY ("default_job_id","tenant_id") REFERENCES "public"."jobs"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "day_signoffs" ADD CONSTRAINT "day_signoffs_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "day_signoffs" ADD CONSTRAINT "day_signoffs_user_id_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "export_files" ADD CONSTRAINT "export_files_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "import_changes" ADD CONSTRAINT "import_changes_import_id_fk" FOREIGN KEY ("import_id","tenant_id") REFERENCES "public"."imports"("id","tenant_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "import_mappings" ADD CONSTRAINT "import_mappings_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_managers" ADD CONSTRAINT "job_managers_job_id_fk" FOREIGN KEY ("job_id","tenant_id") REFERENCES "public"."jobs"("id","tenant_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_managers" ADD CONSTRAINT "job_managers_user_id_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_work_types" ADD CONSTRAINT "job_work_types_job_id_fk" FOREIGN KEY ("job_id","tenant_id") REFERENCES "public"."jobs"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "job_work_types" ADD CONSTRAINT "job_work_types_work_type_id_fk" FOREIGN KEY ("work_type_id","tenant_id") REFERENCES "public"."work_types"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "kiosk_devices" ADD CONSTRAINT "kiosk_devices_job_id_fk" FOREIGN KEY ("job_id","tenant_id") REFERENCES "public"."jobs"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_events" ADD CONSTRAINT "ledger_events_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_heads" ADD CONSTRAINT "ledger_heads_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "ledger_pending" ADD CONSTRAINT "ledger_pending_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pay_periods" ADD CONSTRAINT "pay_periods_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payroll_deductions" ADD CONSTRAINT "payroll_deductions_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "payroll_deductions" ADD CONSTRAINT "payroll_deductions_user_id_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "pto_types" ADD CONSTRAINT "pto_types_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "public_works_jobs" ADD CONSTRAINT "public_works_jobs_job_id_fk" FOREIGN KEY ("job_id","tenant_id") REFERENCES "public"."jobs"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "public_works_jobs" ADD CONSTRAINT "public_works_jobs_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_user_id_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_job_id_fk" FOREIGN KEY ("job_id","tenant_id") REFERENCES "public"."jobs"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "punches" ADD CONSTRAINT "punches_work_type_id_fk" FOREIGN KEY ("work_type_id","tenant_id") REFERENCES "public"."work_types"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_job_id_fk" FOREIGN KEY ("job_id","tenant_id") REFERENCES "public"."jobs"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_work_type_id_fk" FOREIGN KEY ("work_type_id","tenant_id") REFERENCES "public"."work_types"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_wc_code_id_fk" FOREIGN KEY ("wc_code_id","tenant_id") REFERENCES "public"."wc_codes"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_pto_type_id_fk" FOREIGN KEY ("pto_type_id","tenant_id") REFERENCES "public"."pto_types"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "time_entry_history" ADD CONSTRAINT "time_entry_history_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wage_classifications" ADD CONSTRAINT "wage_classifications_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wage_classifications" ADD CONSTRAINT "wage_classifications_job_id_fk" FOREIGN KEY ("job_id","tenant_id") REFERENCES "public"."jobs"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wage_rates" ADD CONSTRAINT "wage_rates_classification_id_fk" FOREIGN KEY ("classification_id","tenant_id") REFERENCES "public"."wage_classifications"("id","tenant_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wc_band_changes" ADD CONSTRAINT "wc_band_changes_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wc_band_changes" ADD CONSTRAINT "wc_band_changes_work_type_id_fk" FOREIGN KEY ("work_type_id","tenant_id") REFERENCES "public"."work_types"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wc_codes" ADD CONSTRAINT "wc_codes_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "wc_codes" ADD CONSTRAINT "wc_codes_work_type_id_fk" FOREIGN KEY ("work_type_id","tenant_id") REFERENCES "public"."work_types"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "work_types" ADD CONSTRAINT "work_types_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_user_id_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_job_id_fk" FOREIGN KEY ("job_id","tenant_id") REFERENCES "public"."jobs"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_classification_id_fk" FOREIGN KEY ("classification_id","tenant_id") REFERENCES "public"."wage_classifications"("id","tenant_id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "worker_identities" ADD CONSTRAINT "worker_identities_user_id_fk" FOREIGN KEY ("user_id","tenant_id") REFERENCES "public"."users"("id","tenant_id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "worker_identities" ADD CONSTRAINT "worker_identities_company_id_fk" FOREIGN KEY ("company_id","tenant_id") REFERENCES "public"."companies"("id","tenant_id") ON DELETE no action ON UPDATE no action;
