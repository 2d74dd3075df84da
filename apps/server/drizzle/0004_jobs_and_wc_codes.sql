CREATE TABLE "job_work_types" (
	"tenant_id" uuid NOT NULL,
	"job_id" uuid NOT NULL,
	"work_type_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "job_work_types_job_id_work_type_id_pk" PRIMARY KEY("job_id","work_type_id")
);
--> statement-breakpoint
CREATE TABLE "jobs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"address" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "wc_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"work_type_id" uuid NOT NULL,
	"code" text NOT NULL,
	"min_hourly_rate" numeric(10, 2) DEFAULT '0' NOT NULL,
	"max_hourly_rate" numeric(10, 2) DEFAULT '0' NOT NULL,
	"comp_rate" numeric(5, 2) NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "job_work_types" ADD CONSTRAINT "job_work_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_types" ADD CONSTRAINT "job_work_types_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_work_types" ADD CONSTRAINT "job_work_types_work_type_id_work_types_id_fk" FOREIGN KEY ("work_type_id") REFERENCES "public"."work_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "jobs" ADD CONSTRAINT "jobs_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wc_codes" ADD CONSTRAINT "wc_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wc_codes" ADD CONSTRAINT "wc_codes_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "wc_codes" ADD CONSTRAINT "wc_codes_work_type_id_work_types_id_fk" FOREIGN KEY ("work_type_id") REFERENCES "public"."work_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_work_types_work_type_idx" ON "job_work_types" USING btree ("work_type_id");--> statement-breakpoint
CREATE INDEX "jobs_tenant_company_idx" ON "jobs" USING btree ("tenant_id","company_id","is_active");--> statement-breakpoint
CREATE INDEX "wc_codes_tenant_company_idx" ON "wc_codes" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE INDEX "wc_codes_work_type_idx" ON "wc_codes" USING btree ("work_type_id","is_active");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON wc_codes, jobs, job_work_types TO sitehours_app;
--> statement-breakpoint
ALTER TABLE wc_codes ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON wc_codes USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE jobs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON jobs USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE job_work_types ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON job_work_types USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
