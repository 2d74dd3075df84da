-- What another instance may serve stale (ARCHITECTURE.md, "Copies in memory"). The server sends
-- the tags of its own commits after they commit (migration 0011), so an instance that stops
-- between a commit and that send leaves the others' copies to expire. For a worker's week that
-- is tolerable for the few seconds a week is kept; for access it is not: a role taken away or a
-- company suspended must count on every instance at once. The changes to accounts and companies
-- are now also notified inside their own transactions, like ended sign-ins (migration 0014), and
-- PostgreSQL delivers them with the commit whatever happens to the instance that made them. They
-- are rare (an admin's edit), so the notification lock they hold until their commit costs nothing
-- measurable; the Monday burst's entries stay sent after the commit.
CREATE OR REPLACE FUNCTION sitehours_changed(tag text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  seen text := coalesce(nullif(current_setting('app.changed', true), ''), ' ');
BEGIN
  IF current_setting('app.publish', true) IS DISTINCT FROM 'after_commit'
     OR tag LIKE 'account:%' OR tag LIKE 'tenant:%' OR tag = '*' THEN
    PERFORM pg_notify('sitehours_changes', tag);
  END IF;
  IF seen = '*' OR position(' ' || tag || ' ' IN seen) > 0 THEN
    RETURN;
  END IF;
  -- A transaction that touches very many tags drops everything instead.
  PERFORM set_config('app.changed',
    CASE WHEN tag = '*' OR length(seen) > 16000 THEN '*' ELSE seen || tag || ' ' END, true);
END $$;
