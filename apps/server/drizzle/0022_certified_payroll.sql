-- Certified payroll on public works (decision 0028): a job marked prevailing-wage, its wage
-- determination's classifications and their rates by date, each worker's default classification
-- there, a classification (and an operator's equipment) on time entries, the identifying details
-- kept apart and encrypted, weekly deductions, and the signed weekly payrolls.
CREATE TABLE "certified_payrolls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"payroll_number" integer NOT NULL,
	"is_final" boolean DEFAULT false NOT NULL,
	"no_work_performed" boolean NOT NULL,
	"signatory_name" text NOT NULL,
	"signatory_title" text NOT NULL,
	"signed_by" uuid,
	"signed_at" timestamp with time zone NOT NULL,
	"document" jsonb NOT NULL,
	"sha256" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payroll_deductions" (
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"week_start" date NOT NULL,
	"fica_cents" bigint NOT NULL,
	"withholding_cents" bigint NOT NULL,
	"other_cents" bigint NOT NULL,
	"other_note" text,
	"source" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_deductions_company_id_user_id_week_start_pk" PRIMARY KEY("company_id","user_id","week_start")
);
--> statement-breakpoint
CREATE TABLE "public_works_jobs" (
	"job_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"wage_law" text NOT NULL,
	"awarding_agency" text NOT NULL,
	"project_number" text,
	"contract_number" text,
	"project_location" text,
	"start_date" date NOT NULL,
	"fringe_paid_as" text DEFAULT 'plan' NOT NULL,
	"overtime_rate" text DEFAULT 'weightedAverage' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wage_classifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"name" text NOT NULL,
	"determination" text,
	"is_operator" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wage_rates" (
	"tenant_id" uuid NOT NULL,
	"classification_id" uuid NOT NULL,
	"effective_from" date NOT NULL,
	"base_rate" numeric(10, 3) NOT NULL,
	"fringe_rate" numeric(10, 3) NOT NULL,
	CONSTRAINT "wage_rates_classification_id_effective_from_pk" PRIMARY KEY("classification_id","effective_from")
);
--> statement-breakpoint
CREATE TABLE "worker_classifications" (
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"classification_id" uuid NOT NULL,
	CONSTRAINT "worker_classifications_user_id_job_id_pk" PRIMARY KEY("user_id","job_id")
);
--> statement-breakpoint
CREATE TABLE "worker_identities" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"last_four" text NOT NULL,
	"details_encrypted" text NOT NULL,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "classification_id" uuid;--> statement-breakpoint
ALTER TABLE "time_entries" ADD COLUMN "equipment" text;--> statement-breakpoint
ALTER TABLE "certified_payrolls" ADD CONSTRAINT "certified_payrolls_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_payrolls" ADD CONSTRAINT "certified_payrolls_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certified_payrolls" ADD CONSTRAINT "certified_payrolls_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_deductions" ADD CONSTRAINT "payroll_deductions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_deductions" ADD CONSTRAINT "payroll_deductions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_deductions" ADD CONSTRAINT "payroll_deductions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_works_jobs" ADD CONSTRAINT "public_works_jobs_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_works_jobs" ADD CONSTRAINT "public_works_jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "public_works_jobs" ADD CONSTRAINT "public_works_jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_classifications" ADD CONSTRAINT "wage_classifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_classifications" ADD CONSTRAINT "wage_classifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_classifications" ADD CONSTRAINT "wage_classifications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_rates" ADD CONSTRAINT "wage_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wage_rates" ADD CONSTRAINT "wage_rates_classification_id_wage_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."wage_classifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_classifications" ADD CONSTRAINT "worker_classifications_classification_id_wage_classifications_id_fk" FOREIGN KEY ("classification_id") REFERENCES "public"."wage_classifications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_identities" ADD CONSTRAINT "worker_identities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_identities" ADD CONSTRAINT "worker_identities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_identities" ADD CONSTRAINT "worker_identities_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certified_payrolls_job_week_unique" ON "certified_payrolls" USING btree ("job_id","week_start");--> statement-breakpoint
CREATE UNIQUE INDEX "certified_payrolls_job_number_unique" ON "certified_payrolls" USING btree ("job_id","payroll_number");--> statement-breakpoint
CREATE INDEX "certified_payrolls_company_idx" ON "certified_payrolls" USING btree ("tenant_id","company_id","job_id");--> statement-breakpoint
CREATE UNIQUE INDEX "wage_classifications_job_name_unique" ON "wage_classifications" USING btree ("job_id","name");--> statement-breakpoint
CREATE INDEX "wage_classifications_company_idx" ON "wage_classifications" USING btree ("tenant_id","company_id","job_id");

--> statement-breakpoint
ALTER TABLE public_works_jobs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON public_works_jobs TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON public_works_jobs TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE wage_classifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON wage_classifications TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON wage_classifications TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE wage_rates ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON wage_rates TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON wage_rates TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE worker_classifications ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON worker_classifications TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON worker_classifications TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE worker_identities ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON worker_identities TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON worker_identities TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE payroll_deductions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON payroll_deductions TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON payroll_deductions TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
ALTER TABLE certified_payrolls ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON certified_payrolls TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON certified_payrolls TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
--> statement-breakpoint
-- A signed payroll stays as signed: the application may add one, never change or remove it.
REVOKE UPDATE, DELETE ON certified_payrolls FROM sitehours_app, sitehours_platform;
