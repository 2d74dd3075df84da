-- Saving a new time entry in one round trip: the Monday-morning burst (a whole crew at once) made
-- twelve, then four, and each cost more CPU on both sides than the work it carried. The function
-- is its own transaction (called outside any BEGIN): it takes the tenant and the application role
-- first, so row-level security applies to everything after, exactly as in `withTenant`.
--
-- It checks the rules in the order the API reports them and answers with the first that fails
-- (`outcome`); the server turns that into the message (time-entry.service.ts). The WC code is
-- chosen as `matchWcCode` (packages/contract/src/wc-rules.ts) chooses it: an active code of the
-- work type whose band holds the worker's rate, a banded code before a No Threshold one, the
-- narrower band first. The history line's snapshot has the shape of `snapshotOf`.
CREATE FUNCTION sitehours_save_entry(
  p_tenant uuid, p_company uuid, p_worker uuid, p_id uuid, p_client_id text, p_day date,
  p_hours numeric, p_notes text, p_is_pto boolean, p_job uuid, p_work_type uuid, p_pto_type uuid,
  p_created_by uuid, p_changed_by uuid, p_changed_by_name text, p_day_cap numeric,
  p_max_rate numeric)
RETURNS TABLE (
  outcome text, seen_id uuid, seen_user uuid, worker_name text, hourly_rate text, job_name text,
  work_type_name text, pto_name text, wc_code_id uuid, wc_code text, created_at timestamptz,
  updated_at timestamptz, changed text)
LANGUAGE plpgsql AS $$
#variable_conflict use_column
DECLARE
  v_worker record;
  v_seen record;
  v_job record;
  v_code record;
  v_names record;
  v_total numeric;
  v_row record;
BEGIN
  -- As `withTenant` (db/scoped.ts): the server publishes the change tags once this commits.
  PERFORM set_config('app.tenant_id', p_tenant::text, true), set_config('role', 'sitehours_app', true),
    set_config('app.publish', 'after_commit', true);

  -- Entries of one worker are saved one at a time (the 24-hour rule): the worker's row is locked
  -- first, and everything below reads after the lock.
  SELECT u.id, u.hourly_rate, btrim(u.first_name || ' ' || u.last_name) AS name INTO v_worker
    FROM users u WHERE u.id = p_worker AND u.company_id = p_company FOR UPDATE;
  IF NOT FOUND THEN
    RETURN QUERY SELECT 'worker_missing', NULL::uuid, NULL::uuid, NULL::text, NULL::text, NULL::text,
      NULL::text, NULL::text, NULL::uuid, NULL::text, NULL::timestamptz, NULL::timestamptz, NULL::text;
    RETURN;
  END IF;

  IF p_client_id IS NOT NULL THEN
    SELECT e.id, e.user_id INTO v_seen FROM time_entries e
     WHERE e.tenant_id = p_tenant AND e.client_id = p_client_id;
    IF FOUND THEN
      RETURN QUERY SELECT 'seen', v_seen.id, v_seen.user_id, NULL::text, NULL::text, NULL::text,
        NULL::text, NULL::text, NULL::uuid, NULL::text, NULL::timestamptz, NULL::timestamptz, NULL::text;
      RETURN;
    END IF;
  END IF;

  IF p_is_pto THEN
    SELECT NULL::text AS job_name, NULL::text AS work_type_name, p.name AS pto_name INTO v_names
      FROM pto_types p WHERE p.id = p_pto_type AND p.company_id = p_company AND p.is_active;
    IF NOT FOUND THEN
      outcome := 'other_type_missing';
    END IF;
  ELSE
    SELECT j.name, j.is_active INTO v_job FROM jobs j WHERE j.id = p_job AND j.company_id = p_company;
    IF NOT FOUND OR NOT v_job.is_active THEN
      outcome := 'job_inactive';
    ELSE
      SELECT v_job.name AS job_name, wt.name AS work_type_name, NULL::text AS pto_name INTO v_names
        FROM job_work_types jw JOIN work_types wt ON wt.id = jw.work_type_id
       WHERE jw.job_id = p_job AND jw.work_type_id = p_work_type AND wt.is_active
         AND wt.company_id = p_company;
      IF NOT FOUND THEN
        outcome := 'work_type_not_on_job';
      END IF;
    END IF;
  END IF;
  IF outcome IS NOT NULL THEN
    RETURN QUERY SELECT outcome, NULL::uuid, NULL::uuid, NULL::text, NULL::text, NULL::text,
      NULL::text, NULL::text, NULL::uuid, NULL::text, NULL::timestamptz, NULL::timestamptz, NULL::text;
    RETURN;
  END IF;

  SELECT coalesce(sum(e.hours), 0) INTO v_total FROM time_entries e
   WHERE e.tenant_id = p_tenant AND e.user_id = p_worker AND e.entry_date = p_day;
  IF v_total + p_hours > p_day_cap THEN
    RETURN QUERY SELECT 'day_cap', NULL::uuid, NULL::uuid, NULL::text, NULL::text, NULL::text,
      NULL::text, NULL::text, NULL::uuid, NULL::text, NULL::timestamptz, NULL::timestamptz, NULL::text;
    RETURN;
  END IF;

  IF p_is_pto THEN
    SELECT NULL::uuid AS id, NULL::text AS code, NULL::numeric AS comp_rate INTO v_code;
  ELSE
    SELECT c.id, c.code, c.comp_rate INTO v_code FROM wc_codes c
     WHERE c.work_type_id = p_work_type AND c.company_id = p_company AND c.is_active
       AND ((c.min_hourly_rate = 0 AND c.max_hourly_rate = 0)
            OR (v_worker.hourly_rate >= c.min_hourly_rate
                AND CASE WHEN c.max_hourly_rate >= p_max_rate
                         THEN v_worker.hourly_rate <= c.max_hourly_rate
                         ELSE v_worker.hourly_rate < c.max_hourly_rate END))
     ORDER BY (c.min_hourly_rate = 0 AND c.max_hourly_rate = 0), c.max_hourly_rate - c.min_hourly_rate
     LIMIT 1;
    IF NOT FOUND THEN
      RETURN QUERY SELECT 'no_code', NULL::uuid, NULL::uuid, NULL::text, NULL::text, NULL::text,
        NULL::text, NULL::text, NULL::uuid, NULL::text, NULL::timestamptz, NULL::timestamptz, NULL::text;
      RETURN;
    END IF;
  END IF;

  INSERT INTO time_entries (id, tenant_id, company_id, user_id, entry_date, hours, notes, is_pto,
                            job_id, work_type_id, pto_type_id, client_id, created_by, wc_code_id,
                            wc_code, comp_rate, hourly_rate)
  VALUES (p_id, p_tenant, p_company, p_worker, p_day, p_hours, p_notes, p_is_pto,
          CASE WHEN p_is_pto THEN NULL ELSE p_job END,
          CASE WHEN p_is_pto THEN NULL ELSE p_work_type END,
          CASE WHEN p_is_pto THEN p_pto_type END, p_client_id, p_created_by,
          v_code.id, v_code.code, v_code.comp_rate, v_worker.hourly_rate)
  ON CONFLICT (tenant_id, client_id) DO NOTHING
  RETURNING created_at, updated_at INTO v_row;
  IF NOT FOUND THEN
    -- The same client id, saved meanwhile for another worker (this worker's saves wait on the lock).
    SELECT e.id, e.user_id INTO v_seen FROM time_entries e
     WHERE e.tenant_id = p_tenant AND e.client_id = p_client_id;
    RETURN QUERY SELECT 'seen', v_seen.id, v_seen.user_id, NULL::text, NULL::text, NULL::text,
      NULL::text, NULL::text, NULL::uuid, NULL::text, NULL::timestamptz, NULL::timestamptz, NULL::text;
    RETURN;
  END IF;

  INSERT INTO time_entry_history (tenant_id, company_id, entry_id, action, changed_by,
                                  changed_by_name, after)
  VALUES (p_tenant, p_company, p_id, 'create', p_changed_by, p_changed_by_name,
          jsonb_build_object(
            'worker', v_worker.name, 'date', p_day::text, 'hours', p_hours,
            'job', v_names.job_name, 'workType', v_names.work_type_name,
            'wcCode', v_code.code,
            'otherType', v_names.pto_name, 'notes', p_notes, 'status', 'pending'));

  RETURN QUERY SELECT 'created', NULL::uuid, NULL::uuid, v_worker.name, v_worker.hourly_rate::text,
    v_names.job_name, v_names.work_type_name, v_names.pto_name, v_code.id, v_code.code,
    v_row.created_at, v_row.updated_at, current_setting('app.changed', true);
END $$;
