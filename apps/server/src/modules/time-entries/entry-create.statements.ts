import { fixedStatement } from '../../db/raw-query';

/** Which rule a new entry failed first, or `created`. */
export type SaveOutcome =
  | 'created'
  | 'seen'
  | 'taken_meanwhile'
  | 'worker_missing'
  | 'other_type_missing'
  | 'job_inactive'
  | 'work_type_not_on_job'
  | 'day_cap'
  | 'no_code';

export interface SavedEntry {
  /** The entry's place in its group, from 1. */
  ord: number;
  outcome: SaveOutcome;
  /** For `seen`: the entry already saved under the client id, and its worker. */
  seen_id: string | null;
  seen_user: string | null;
  job_name: string | null;
  work_type_name: string | null;
  pto_name: string | null;
  wc_code_id: string | null;
  wc_code: string | null;
  created_at: Date | null;
  updated_at: Date | null;
  /** The change tags of the group's transaction (see `ChangeFeed`), the same on every row. */
  changed: string | null;
}

/**
 * Saving entries is the Monday-morning burst: a whole crew at once. The rules are checked and
 * the entries and their history lines written by one function in the database (migration 0013),
 * its own transaction, for a group of entries at a time, each company's under its tenant's
 * row-level security.
 *
 * One array per column, an element per entry: $1 tenant, $2 company, $3 worker, $4 new id,
 * $5 client id, $6 day, $7 hours, $8 notes, $9 is Other, $10 job, $11 work type, $12 Other type,
 * $13 created by, $14 changed by, $15 changed by (name); then $16 day cap, $17 highest hourly rate.
 */
export const saveNewEntries = fixedStatement<SavedEntry>(
  `select * from sitehours_save_entries($1::uuid[], $2::uuid[], $3::uuid[], $4::uuid[], $5::text[],
     $6::date[], $7::numeric[], $8::text[], $9::boolean[], $10::uuid[], $11::uuid[], $12::uuid[],
     $13::uuid[], $14::uuid[], $15::text[], $16::numeric, $17::numeric)`,
  { prepareAs: 'save_new_entries' },
);
