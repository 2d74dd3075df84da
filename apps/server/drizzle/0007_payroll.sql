CREATE TABLE "time_entry_history" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"entry_id" uuid NOT NULL,
	"action" text NOT NULL,
	"changed_by" uuid,
	"changed_by_name" text NOT NULL,
	"reason" text,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "overtime_rule" text DEFAULT 'none' NOT NULL;--> statement-breakpoint
ALTER TABLE "time_entry_history" ADD CONSTRAINT "time_entry_history_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_entry_history" ADD CONSTRAINT "time_entry_history_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "time_entry_history_entry_idx" ON "time_entry_history" USING btree ("tenant_id","entry_id","created_at");--> statement-breakpoint
GRANT SELECT, INSERT ON time_entry_history TO sitehours_app, sitehours_platform;
--> statement-breakpoint
REVOKE UPDATE, DELETE ON time_entry_history FROM sitehours_app, sitehours_platform;
--> statement-breakpoint
ALTER TABLE time_entry_history ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_access ON time_entry_history TO sitehours_platform USING (true) WITH CHECK (true);
--> statement-breakpoint
CREATE POLICY tenant_isolation ON time_entry_history TO sitehours_app
  USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
  WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid);
