CREATE TABLE "time_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"entry_date" date NOT NULL,
	"hours" numeric(5, 2) NOT NULL,
	"notes" text,
	"is_pto" boolean DEFAULT false NOT NULL,
	"job_id" uuid,
	"work_type_id" uuid,
	"wc_code_id" uuid,
	"wc_code" text,
	"comp_rate" numeric(5, 2),
	"pto_type_id" uuid,
	"hourly_rate" numeric(10, 2) NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	"client_id" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "time_entries_hours_range" CHECK ("time_entries"."hours" > 0 and "time_entries"."hours" <= 12),
	CONSTRAINT "time_entries_kind" CHECK (("time_entries"."is_pto" and "time_entries"."pto_type_id" is not null and "time_entries"."job_id" is null) or (not "time_entries"."is_pto" and "time_entries"."job_id" is not null and "time_entries"."work_type_id" is not null and "time_entries"."wc_code_id" is not null))
);
--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_work_type_id_work_types_id_fk" FOREIGN KEY ("work_type_id") REFERENCES "public"."work_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_wc_code_id_wc_codes_id_fk" FOREIGN KEY ("wc_code_id") REFERENCES "public"."wc_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entries" ADD CONSTRAINT "time_entries_pto_type_id_pto_types_id_fk" FOREIGN KEY ("pto_type_id") REFERENCES "public"."pto_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entries_user_date_idx" ON "time_entries" USING btree ("tenant_id","user_id","entry_date");--> statement-breakpoint
CREATE INDEX "time_entries_company_date_idx" ON "time_entries" USING btree ("tenant_id","company_id","entry_date");--> statement-breakpoint
CREATE UNIQUE INDEX "time_entries_client_id_unique" ON "time_entries" USING btree ("tenant_id","client_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON time_entries TO sitehours_app;
--> statement-breakpoint
ALTER TABLE time_entries ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON time_entries USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
