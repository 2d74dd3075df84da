-- Policies per role instead of one policy with an "or platform" branch. The tenant role's
-- policy is now a plain `tenant_id = <setting>` comparison that the planner can estimate (the
-- earlier text comparison inside a function made it expect one row and pick nested loops).
-- The platform context gets a role of its own whose policy admits every row.
DO $$
BEGIN
  CREATE ROLE sitehours_platform NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN NULL;
END $$;
--> statement-breakpoint
DO $$
DECLARE
  t text;
BEGIN
  EXECUTE format('GRANT USAGE ON SCHEMA %I TO sitehours_platform', current_schema());
  EXECUTE format('GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA %I TO sitehours_platform', current_schema());
  EXECUTE format('ALTER DEFAULT PRIVILEGES IN SCHEMA %I GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO sitehours_platform', current_schema());
  -- The audit trail stays append-only for both roles.
  REVOKE UPDATE, DELETE ON audit_logs FROM sitehours_platform;
  REVOKE DELETE ON support_sessions FROM sitehours_platform;

  FOR t IN
    SELECT c.relname FROM pg_class c
     WHERE c.relnamespace = current_schema()::regnamespace AND c.relkind = 'r' AND c.relrowsecurity
  LOOP
    EXECUTE format('DROP POLICY IF EXISTS tenant_isolation ON %I', t);
    EXECUTE format('DROP POLICY IF EXISTS platform_only ON %I', t);
    EXECUTE format('CREATE POLICY platform_access ON %I TO sitehours_platform USING (true) WITH CHECK (true)', t);
    IF t = 'tenants' THEN
      EXECUTE format($p$CREATE POLICY tenant_isolation ON %I TO sitehours_app
        USING (id = nullif(current_setting('app.tenant_id', true), '')::uuid)
        WITH CHECK (id = nullif(current_setting('app.tenant_id', true), '')::uuid)$p$, t);
    ELSIF EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_schema = current_schema() AND table_name = t AND column_name = 'tenant_id') THEN
      EXECUTE format($p$CREATE POLICY tenant_isolation ON %I TO sitehours_app
        USING (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)
        WITH CHECK (tenant_id = nullif(current_setting('app.tenant_id', true), '')::uuid)$p$, t);
    END IF;
  END LOOP;
END $$;
--> statement-breakpoint
DROP FUNCTION IF EXISTS sitehours_tenant_visible(uuid);
