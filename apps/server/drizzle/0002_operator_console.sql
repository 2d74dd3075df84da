CREATE TABLE "pto_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "work_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tenants" ADD COLUMN "suspended_reason" text;--> statement-breakpoint
ALTER TABLE "pto_types" ADD CONSTRAINT "pto_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pto_types" ADD CONSTRAINT "pto_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_types" ADD CONSTRAINT "work_types_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "work_types" ADD CONSTRAINT "work_types_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pto_types_tenant_company_idx" ON "pto_types" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pto_types_company_name_unique" ON "pto_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
CREATE INDEX "work_types_tenant_company_idx" ON "work_types" USING btree ("tenant_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "work_types_company_name_unique" ON "work_types" USING btree ("company_id",lower("name"));--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON work_types, pto_types TO sitehours_app;
--> statement-breakpoint
ALTER TABLE work_types ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON work_types USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE pto_types ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON pto_types USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
