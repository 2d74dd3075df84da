-- Each server instance keeps in-memory copies of the accounts behind tokens and of workers' weeks
-- (platform/copy-cache.ts). These triggers tell every instance listening on `sitehours_changes`
-- what changed, whoever changed it (any instance, the CLI, a restore, a hand-written statement).
-- PostgreSQL delivers a notification only when its transaction commits, and once per payload.
-- Payloads are the cache tags: 'entries:<tenant>:<user>', 'catalog:<tenant>', 'account:<user>',
-- 'tenant:<tenant>', and '*' for everything.
--
-- The tags are also gathered in the transaction's `app.changed` setting, which the server reads
-- in the same message as its COMMIT (db/scoped.ts): the instance that made a change drops its
-- copies as soon as it commits, before its next request, without waiting for the notification.
--
-- The server's own transactions (`app.publish` = 'after_commit') do not notify here: the server
-- sends their tags itself once they have committed, many commits' tags in one notification
-- (platform/change-feed.ts). A notification sent inside a transaction holds PostgreSQL's
-- notification lock until the commit is on disk, so notifying transactions commit one at a time:
-- the Monday burst ran at half its speed.
CREATE FUNCTION sitehours_changed(tag text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  seen text := coalesce(nullif(current_setting('app.changed', true), ''), ' ');
BEGIN
  IF current_setting('app.publish', true) IS DISTINCT FROM 'after_commit' THEN
    PERFORM pg_notify('sitehours_changes', tag);
  END IF;
  IF seen = '*' OR position(' ' || tag || ' ' IN seen) > 0 THEN
    RETURN;
  END IF;
  -- A transaction that touches very many tags drops everything instead.
  PERFORM set_config('app.changed',
    CASE WHEN tag = '*' OR length(seen) > 4000 THEN '*' ELSE seen || tag || ' ' END, true);
END $$;
--> statement-breakpoint

CREATE FUNCTION sitehours_notify_entries() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Statement-level with transition tables: one notification per worker touched, however many rows.
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM sitehours_changed('entries:' || t.tenant_id || ':' || t.user_id)
      FROM (SELECT DISTINCT tenant_id, user_id FROM changed_new) t;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM sitehours_changed('entries:' || t.tenant_id || ':' || t.user_id)
      FROM (SELECT DISTINCT tenant_id, user_id FROM changed_old) t;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_inserted AFTER INSERT ON time_entries
  REFERENCING NEW TABLE AS changed_new FOR EACH STATEMENT EXECUTE FUNCTION sitehours_notify_entries();
--> statement-breakpoint
CREATE TRIGGER time_entries_updated AFTER UPDATE ON time_entries
  REFERENCING OLD TABLE AS changed_old NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION sitehours_notify_entries();
--> statement-breakpoint
CREATE TRIGGER time_entries_deleted AFTER DELETE ON time_entries
  REFERENCING OLD TABLE AS changed_old FOR EACH STATEMENT EXECUTE FUNCTION sitehours_notify_entries();
--> statement-breakpoint
-- A week shows job, work type and Other type names: renaming one changes the tenant's weeks.
CREATE FUNCTION sitehours_notify_catalog() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sitehours_changed('catalog:' || OLD.tenant_id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER jobs_renamed AFTER UPDATE OF name OR DELETE ON jobs
  FOR EACH ROW EXECUTE FUNCTION sitehours_notify_catalog();
--> statement-breakpoint
CREATE TRIGGER work_types_renamed AFTER UPDATE OF name OR DELETE ON work_types
  FOR EACH ROW EXECUTE FUNCTION sitehours_notify_catalog();
--> statement-breakpoint
CREATE TRIGGER pto_types_renamed AFTER UPDATE OF name OR DELETE ON pto_types
  FOR EACH ROW EXECUTE FUNCTION sitehours_notify_catalog();
--> statement-breakpoint
-- What the access check reads of an account: sign-ins and profile edits do not touch these columns.
CREATE FUNCTION sitehours_notify_account() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sitehours_changed('account:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER users_access_changed
  AFTER UPDATE OF email, roles, is_active, tenant_id, company_id OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION sitehours_notify_account();
--> statement-breakpoint
CREATE FUNCTION sitehours_notify_tenant() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sitehours_changed('tenant:' || OLD.id);
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER tenants_status_changed AFTER UPDATE OF status OR DELETE ON tenants
  FOR EACH ROW EXECUTE FUNCTION sitehours_notify_tenant();
--> statement-breakpoint
CREATE FUNCTION sitehours_notify_everything() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sitehours_changed('*');
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER time_entries_truncated AFTER TRUNCATE ON time_entries
  FOR EACH STATEMENT EXECUTE FUNCTION sitehours_notify_everything();
--> statement-breakpoint
CREATE TRIGGER users_truncated AFTER TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION sitehours_notify_everything();
--> statement-breakpoint
CREATE TRIGGER tenants_truncated AFTER TRUNCATE ON tenants
  FOR EACH STATEMENT EXECUTE FUNCTION sitehours_notify_everything();
--> statement-breakpoint
CREATE TRIGGER jobs_truncated AFTER TRUNCATE ON jobs
  FOR EACH STATEMENT EXECUTE FUNCTION sitehours_notify_everything();
