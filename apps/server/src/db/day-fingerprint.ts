import { sql } from 'drizzle-orm';

/**
 * The fingerprint of a worker's day: every entry's id, hours, job, work type, Other type, start,
 * end and notes. A signature keeps the one it was given on; when an entry of the day is added,
 * changed or deleted the two differ, and the signature no longer counts (decision 0026). Status
 * and approval are not part of it: approving a signed day keeps its signature. Aggregates the
 * entries `e` of one worker and day (`group by e.user_id, e.entry_date`).
 */
export const DAY_FINGERPRINT = sql`md5(string_agg(concat(e.id::text, '|', e.hours::text, '|',
    coalesce(e.job_id::text, ''), '|', coalesce(e.work_type_id::text, ''), '|',
    coalesce(e.pto_type_id::text, ''), '|', coalesce(extract(epoch from e.started_at)::text, ''), '|',
    coalesce(extract(epoch from e.ended_at)::text, ''), '|', md5(coalesce(e.notes, ''))),
    ',' order by e.id))`;
