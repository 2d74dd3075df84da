import { sql } from 'drizzle-orm';
import type { Queryable } from '../../db/database';
import { queryRows } from '../../db/raw-query';

/**
 * What the ledger keeps of a time entry: the stored fields pay is computed from, normalised so that
 * the same entry read back from either database (numerics as text or numbers, timestamps as text
 * or dates) gives the same object. The verifier compares each live entry with the state of its
 * latest event, so this is the only place that decides what an entry's state is.
 */
export interface EntryState {
  worker: string;
  date: string;
  hours: string;
  job: string | null;
  workType: string | null;
  ptoType: string | null;
  isPto: boolean;
  wcCode: string | null;
  compRate: string | null;
  hourlyRate: string;
  status: string;
  start: string | null;
  end: string | null;
  adjusts: string | null;
  notes: string | null;
  /**
   * On a public-works job (decision 0028): the classification and an operator's equipment. Absent
   * when none, so an entry without one keeps the state it always had.
   */
  classification?: string;
  equipment?: string;
}

/** A time entry row as either driver or an insert's values give it. */
export interface EntryRow {
  id: string;
  userId: string;
  entryDate: string | Date;
  hours: string | number;
  jobId?: string | null;
  workTypeId?: string | null;
  ptoTypeId?: string | null;
  isPto?: boolean | null;
  wcCode?: string | null;
  compRate?: string | number | null;
  hourlyRate: string | number;
  status?: string | null;
  startedAt?: string | Date | null;
  endedAt?: string | Date | null;
  adjustsEntryId?: string | null;
  notes?: string | null;
  classificationId?: string | null;
  equipment?: string | null;
}

/** A decimal with exactly `places` places, without going through a binary float. */
export function fixedDecimal(value: string | number, places: number): string {
  let text = typeof value === 'number' ? String(value) : value.trim();
  if (/e/i.test(text)) text = Number(text).toFixed(places);
  const negative = text.startsWith('-');
  const [whole = '0', fraction = ''] = text.replace(/^[-+]/, '').split('.');
  const digits = `${whole.replace(/^0+(?=\d)/, '') || '0'}.${fraction.padEnd(places, '0').slice(0, places)}`;
  return negative && /[1-9]/.test(digits) ? `-${digits}` : digits;
}

const instant = (v: string | Date | null | undefined) =>
  v === null || v === undefined ? null : new Date(v).toISOString();

const day = (v: string | Date) =>
  typeof v === 'string' ? v.slice(0, 10) : v.toISOString().slice(0, 10);

export function entryState(row: EntryRow): EntryState {
  return {
    worker: row.userId,
    date: day(row.entryDate),
    hours: fixedDecimal(row.hours, 2),
    job: row.jobId ?? null,
    workType: row.workTypeId ?? null,
    ptoType: row.ptoTypeId ?? null,
    isPto: Boolean(row.isPto),
    wcCode: row.wcCode ?? null,
    compRate:
      row.compRate === null || row.compRate === undefined ? null : fixedDecimal(row.compRate, 2),
    hourlyRate: fixedDecimal(row.hourlyRate, 2),
    status: row.status ?? 'pending',
    start: instant(row.startedAt),
    end: instant(row.endedAt),
    adjusts: row.adjustsEntryId ?? null,
    notes: row.notes ?? null,
    ...(row.classificationId ? { classification: row.classificationId } : {}),
    ...(row.equipment ? { equipment: row.equipment } : {}),
  };
}

/** The columns `entryState` reads, in a form both drivers return alike. */
export const ENTRY_STATE_COLUMNS = sql.raw(
  `e.id, e.user_id as "userId", e.entry_date::text as "entryDate", e.hours::text as hours,
   e.job_id as "jobId", e.work_type_id as "workTypeId", e.pto_type_id as "ptoTypeId",
   e.is_pto as "isPto", e.wc_code as "wcCode", e.comp_rate::text as "compRate",
   e.hourly_rate::text as "hourlyRate", e.status, e.started_at as "startedAt",
   e.ended_at as "endedAt", e.adjusts_entry_id as "adjustsEntryId", e.notes,
   e.classification_id as "classificationId", e.equipment`,
);

/** The stored state of the given entries of the company (those that exist). */
export async function entryStates(
  q: Queryable,
  companyId: string,
  ids: readonly string[],
): Promise<Map<string, EntryState>> {
  if (ids.length === 0) return new Map();
  const rows = await queryRows<EntryRow>(
    q,
    sql`select ${ENTRY_STATE_COLUMNS} from time_entries e
         where e.company_id = ${companyId}
           and e.id in (${sql.join(
             ids.map((id) => sql`${id}`),
             sql`, `,
           )})`,
  );
  return new Map(rows.map((r) => [r.id, entryState(r)]));
}
