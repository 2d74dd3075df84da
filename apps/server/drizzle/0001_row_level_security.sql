-- The application role: every request runs under it (SET LOCAL ROLE), so row-level security
-- applies even when the connection itself is a superuser (PGlite always is).
DO $$
BEGIN
  CREATE ROLE sitehours_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO sitehours_app', current_schema());
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO sitehours_app', current_schema());
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO sitehours_app', current_schema());
END $$;
--> statement-breakpoint
-- Tenant-owned tables: a row is visible and writable only when its tenant_id is the transaction's
-- tenant, or inside the explicit platform context used by sign-in and operator calls.
-- An unset setting reads as '' (or NULL), which matches nothing.
CREATE FUNCTION sitehours_tenant_visible(row_tenant uuid) RETURNS boolean
LANGUAGE sql STABLE AS $$
  SELECT coalesce(current_setting('app.platform', true), '') = 'on'
      OR (row_tenant IS NOT NULL AND row_tenant::text = coalesce(current_setting('app.tenant_id', true), ''))
$$;
--> statement-breakpoint
ALTER TABLE tenants ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON tenants USING (sitehours_tenant_visible(id)) WITH CHECK (sitehours_tenant_visible(id));
--> statement-breakpoint
ALTER TABLE companies ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON companies USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE users ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON users USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE refresh_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON refresh_tokens USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE password_tokens ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON password_tokens USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE security_events ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON security_events USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
--> statement-breakpoint
ALTER TABLE mail_outbox ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY tenant_isolation ON mail_outbox USING (sitehours_tenant_visible(tenant_id)) WITH CHECK (sitehours_tenant_visible(tenant_id));
--> statement-breakpoint
-- Platform-only table: no tenant ever sees the operators.
ALTER TABLE global_admins ENABLE ROW LEVEL SECURITY;
--> statement-breakpoint
CREATE POLICY platform_only ON global_admins USING (sitehours_tenant_visible(NULL)) WITH CHECK (sitehours_tenant_visible(NULL));
