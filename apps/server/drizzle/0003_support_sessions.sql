CREATE TABLE "audit_logs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"session_id" uuid,
	"admin_id" uuid NOT NULL,
	"admin_email" text NOT NULL,
	"tenant_id" uuid NOT NULL,
	"action" text NOT NULL,
	"method" text,
	"path" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"admin_id" uuid NOT NULL,
	"tenant_id" uuid NOT NULL,
	"company_id" uuid,
	"family_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"ticket_id" text,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"ended_by_admin_id" uuid,
	"end_reason" text
);
--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_session_id_support_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."support_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_admin_id_global_admins_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."global_admins"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_sessions" ADD CONSTRAINT "support_sessions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_created_idx" ON "audit_logs" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "audit_logs_session_idx" ON "audit_logs" USING btree ("session_id");--> statement-breakpoint
CREATE INDEX "support_sessions_active_idx" ON "support_sessions" USING btree ("ended_at","started_at");--> statement-breakpoint
CREATE INDEX "support_sessions_family_idx" ON "support_sessions" USING btree ("family_id");--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE ON support_sessions TO sitehours_app;
--> statement-breakpoint
-- The audit trail is append-only for the application: no UPDATE or DELETE, whatever the call.
REVOKE ALL ON audit_logs FROM sitehours_app;
--> statement-breakpoint
GRANT SELECT, INSERT ON audit_logs TO sitehours_app;
--> statement-breakpoint
REVOKE DELETE ON support_sessions FROM sitehours_app;
--> statement-breakpoint
ALTER TABLE support_sessions ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON support_sessions USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE audit_logs ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON audit_logs USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
