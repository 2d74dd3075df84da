-- An access token names its sign-in (the refresh-token family, claim `fam`), and the access check
-- refuses a token whose sign-in has ended: logout, password change or reset, refresh-token reuse,
-- deactivation, suspension. Each instance keeps whether a sign-in is still running in memory
-- (platform/change-feed.ts); this trigger tells every instance when one ends, through the same
-- channel and tags as the other copies (migration 0011), so a revoked token stops working on
-- every instance as soon as the notification arrives.
--
-- Unlike the server's other changes (sent after their commit, migration 0011), an ended sign-in is
-- notified from inside its transaction, so the notification is delivered with the commit whatever
-- happens to the instance that made it: no instance can miss it while it keeps listening (one
-- that stops listening serves no copies). Sign-ins end rarely; holding the notification lock for
-- those commits costs nothing measurable.
CREATE FUNCTION sitehours_sign_in_ended(family uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sitehours_changes', 'sign-in:' || family);
  PERFORM sitehours_changed('sign-in:' || family);
END $$;
--> statement-breakpoint
CREATE FUNCTION sitehours_notify_sign_ins_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sitehours_sign_in_ended(t.family_id)
    FROM (SELECT DISTINCT family_id FROM changed_new WHERE revoked_at IS NOT NULL) t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION sitehours_notify_sign_ins_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sitehours_sign_in_ended(t.family_id) FROM (SELECT DISTINCT family_id FROM changed_old) t;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_revoked AFTER UPDATE ON refresh_tokens
  REFERENCING NEW TABLE AS changed_new
  FOR EACH STATEMENT EXECUTE FUNCTION sitehours_notify_sign_ins_revoked();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_deleted AFTER DELETE ON refresh_tokens
  REFERENCING OLD TABLE AS changed_old
  FOR EACH STATEMENT EXECUTE FUNCTION sitehours_notify_sign_ins_deleted();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_truncated AFTER TRUNCATE ON refresh_tokens
  FOR EACH STATEMENT EXECUTE FUNCTION sitehours_notify_everything();
