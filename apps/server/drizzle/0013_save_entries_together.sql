-- Saving new time entries together: on Monday morning a whole crew saves at once, and each save
-- alone was a transaction with its own commit (a WAL flush), its own change trigger and its own
-- locks on the rows the whole crew shares (the tenant, the company, the job, the work type, the
-- code, taken by the foreign-key checks). The server now hands the saves waiting for a connection
-- to this function together (time-entries/entry-save-queue.ts); a save that finds nobody waiting
-- is a group of one. Measured with `pgbench` on the benchmark database: the database's CPU per
-- save fell from ~0.8 ms alone to ~0.35 ms in groups of ten.
--
-- A group may hold entries of several companies (of several tenants): each company's entries are
-- checked and written by one statement under its own tenant's row-level security, all in the one
-- transaction. The rules are those of `sitehours_save_entry` (migration 0012), which this
-- replaces, checked in the same order for every entry: worker of the company, client id seen
-- before, Other type / job active / work type on the job, the 24-hour day, a WC code for the
-- worker's rate. Each entry answers with the first rule it failed (`outcome`) or `created`; a
-- refused entry does not stop the others. The server never puts two entries of one worker, or two
-- with one client id, in one group: each entry's day total is the one before the group.
--
-- `taken_meanwhile`: another transaction saved the same client id while this one ran; the server
-- asks again for that entry alone, and then finds it (`seen`).
CREATE FUNCTION sitehours_save_entries(
  p_tenant uuid[], p_company uuid[], p_worker uuid[], p_id uuid[], p_client_id text[], p_day date[],
  p_hours numeric[], p_notes text[], p_is_pto boolean[], p_job uuid[], p_work_type uuid[],
  p_pto_type uuid[], p_created_by uuid[], p_changed_by uuid[], p_changed_by_name text[],
  p_day_cap numeric, p_max_rate numeric)
RETURNS TABLE (
  ord int, outcome text, seen_id uuid, seen_user uuid, job_name text, work_type_name text,
  pto_name text, wc_code_id uuid, wc_code text, created_at timestamptz, updated_at timestamptz,
  changed text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_pair record;
  v_tenant uuid;
  v_company uuid;
  v_saved jsonb := '[]';
  v_part jsonb;
BEGIN
  PERFORM set_config('role', 'sitehours_app', true), set_config('app.publish', 'after_commit', true);

  -- The entries of each company in turn, in one order (tenant, company, then worker), so that
  -- two groups under way never wait on each other's locks.
  FOR v_pair IN
    SELECT DISTINCT t.tenant, t.company FROM unnest(p_tenant, p_company) AS t(tenant, company)
     ORDER BY t.tenant, t.company
  LOOP
    v_tenant := v_pair.tenant;
    v_company := v_pair.company;
    -- As `withTenant` (db/scoped.ts): row-level security admits this tenant's rows alone.
    PERFORM set_config('app.tenant_id', v_tenant::text, true);

    -- Entries of one worker are saved one at a time (the 24-hour rule): the workers' rows are
    -- locked first, and the statement below reads after the locks.
    PERFORM 1 FROM users u
      WHERE u.id = ANY (p_worker) AND u.company_id = v_company ORDER BY u.id FOR UPDATE;

    WITH input AS (
      SELECT * FROM unnest(p_tenant, p_company, p_worker, p_id, p_client_id, p_day, p_hours,
                           p_notes, p_is_pto, p_job, p_work_type, p_pto_type, p_created_by,
                           p_changed_by, p_changed_by_name)
        WITH ORDINALITY AS i(tenant, company, worker, id, client_id, day, hours, notes, is_pto,
                             job, work_type, pto_type, created_by, changed_by, changed_by_name, ord)
       WHERE i.tenant = v_tenant AND i.company = v_company
    ), facts AS (
      SELECT i.*, w.hourly_rate, w.name AS worker_name, seen.id AS seen_id,
             seen.user_id AS seen_user, pto.name AS pto_name, job.name AS job_name,
             job.is_active AS job_active, wt.name AS work_type_name, day.total,
             code.id AS code_id, code.code, code.comp_rate
        FROM input i
        LEFT JOIN LATERAL (SELECT u.hourly_rate, btrim(u.first_name || ' ' || u.last_name) AS name
                             FROM users u WHERE u.id = i.worker AND u.company_id = v_company) w ON true
        LEFT JOIN LATERAL (SELECT e.id, e.user_id FROM time_entries e
                            WHERE e.tenant_id = v_tenant AND e.client_id = i.client_id) seen ON true
        LEFT JOIN LATERAL (SELECT p.name FROM pto_types p
                            WHERE i.is_pto AND p.id = i.pto_type AND p.company_id = v_company
                              AND p.is_active) pto ON true
        LEFT JOIN LATERAL (SELECT j.name, j.is_active FROM jobs j
                            WHERE NOT i.is_pto AND j.id = i.job AND j.company_id = v_company) job ON true
        LEFT JOIN LATERAL (SELECT t.name FROM job_work_types jw JOIN work_types t ON t.id = jw.work_type_id
                            WHERE NOT i.is_pto AND jw.job_id = i.job AND jw.work_type_id = i.work_type
                              AND t.is_active AND t.company_id = v_company) wt ON true
        LEFT JOIN LATERAL (SELECT coalesce(sum(e.hours), 0) AS total FROM time_entries e
                            WHERE e.tenant_id = v_tenant AND e.user_id = i.worker
                              AND e.entry_date = i.day) day ON true
        LEFT JOIN LATERAL (SELECT c.id, c.code, c.comp_rate FROM wc_codes c
                            WHERE NOT i.is_pto AND c.work_type_id = i.work_type
                              AND c.company_id = v_company AND c.is_active
                              AND ((c.min_hourly_rate = 0 AND c.max_hourly_rate = 0)
                                   OR (w.hourly_rate >= c.min_hourly_rate
                                       AND CASE WHEN c.max_hourly_rate >= p_max_rate
                                                THEN w.hourly_rate <= c.max_hourly_rate
                                                ELSE w.hourly_rate < c.max_hourly_rate END))
                            ORDER BY (c.min_hourly_rate = 0 AND c.max_hourly_rate = 0),
                                     c.max_hourly_rate - c.min_hourly_rate
                            LIMIT 1) code ON true
    ), judged AS (
      SELECT f.*, CASE
               WHEN f.worker_name IS NULL THEN 'worker_missing'
               WHEN f.seen_id IS NOT NULL THEN 'seen'
               WHEN f.is_pto AND f.pto_name IS NULL THEN 'other_type_missing'
               WHEN NOT f.is_pto AND f.job_active IS NOT TRUE THEN 'job_inactive'
               WHEN NOT f.is_pto AND f.work_type_name IS NULL THEN 'work_type_not_on_job'
               WHEN f.total + f.hours > p_day_cap THEN 'day_cap'
               WHEN NOT f.is_pto AND f.code_id IS NULL THEN 'no_code'
             END AS refusal
        FROM facts f
    ), entry AS (
      INSERT INTO time_entries (id, tenant_id, company_id, user_id, entry_date, hours, notes, is_pto,
                                job_id, work_type_id, pto_type_id, client_id, created_by, wc_code_id,
                                wc_code, comp_rate, hourly_rate)
      SELECT j.id, v_tenant, v_company, j.worker, j.day, j.hours, j.notes, j.is_pto,
             CASE WHEN j.is_pto THEN NULL ELSE j.job END,
             CASE WHEN j.is_pto THEN NULL ELSE j.work_type END,
             CASE WHEN j.is_pto THEN j.pto_type END, j.client_id, j.created_by,
             j.code_id, j.code, j.comp_rate, j.hourly_rate
        FROM judged j WHERE j.refusal IS NULL ORDER BY j.client_id
      ON CONFLICT (tenant_id, client_id) DO NOTHING
      RETURNING id, created_at, updated_at
    ), history AS (
      INSERT INTO time_entry_history (tenant_id, company_id, entry_id, action, changed_by,
                                      changed_by_name, after)
      SELECT v_tenant, v_company, j.id, 'create', j.changed_by, j.changed_by_name,
             jsonb_build_object(
               'worker', j.worker_name, 'date', j.day::text, 'hours', j.hours,
               'job', j.job_name, 'workType', j.work_type_name, 'wcCode', j.code,
               'otherType', j.pto_name, 'notes', j.notes, 'status', 'pending')
        FROM judged j JOIN entry e ON e.id = j.id
    )
    SELECT jsonb_agg(jsonb_build_object(
             'ord', j.ord,
             'outcome', CASE WHEN j.refusal IS NOT NULL THEN j.refusal
                             WHEN e.id IS NULL THEN 'taken_meanwhile' ELSE 'created' END,
             'seen_id', j.seen_id, 'seen_user', j.seen_user, 'job_name', j.job_name,
             'work_type_name', j.work_type_name, 'pto_name', j.pto_name,
             'wc_code_id', j.code_id, 'wc_code', j.code,
             'created_at', e.created_at, 'updated_at', e.updated_at))
      INTO v_part
      FROM judged j LEFT JOIN entry e ON e.id = j.id;
    v_saved := v_saved || coalesce(v_part, '[]');
  END LOOP;

  RETURN QUERY SELECT r.ord, r.outcome, r.seen_id, r.seen_user, r.job_name, r.work_type_name,
      r.pto_name, r.wc_code_id, r.wc_code, r.created_at, r.updated_at,
      current_setting('app.changed', true)
    FROM jsonb_to_recordset(v_saved) AS r(ord int, outcome text, seen_id uuid, seen_user uuid,
      job_name text, work_type_name text, pto_name text, wc_code_id uuid, wc_code text,
      created_at timestamptz, updated_at timestamptz)
    ORDER BY r.ord;
END $$;
--> statement-breakpoint
-- A group of a hundred workers' saves changes a hundred weeks: the tags gathered in a transaction
-- may now run to 16,000 characters (some 190 workers) before they turn into '*', which drops
-- every copy the instances keep (4,000, some fifty workers, before).
CREATE OR REPLACE FUNCTION sitehours_changed(tag text) RETURNS void LANGUAGE plpgsql AS $$
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
    CASE WHEN tag = '*' OR length(seen) > 16000 THEN '*' ELSE seen || tag || ' ' END, true);
END $$;
--> statement-breakpoint
DROP FUNCTION sitehours_save_entry(uuid, uuid, uuid, uuid, text, date, numeric, text, boolean, uuid,
  uuid, uuid, uuid, uuid, text, numeric, numeric);
