import { sql } from 'drizzle-orm';
import type { DaySignature } from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { DAY_FINGERPRINT } from '../../db/day-fingerprint';
import { queryRows } from '../../db/raw-query';
import type { CompanyScope } from '../../platform/principal';

export interface DayState {
  userId: string;
  date: string;
  name: string;
  hours: number;
  /** The day holds an entry recorded in a crew day: its worker is asked to sign it. */
  fromCrew: boolean;
  fingerprint: string | null;
  signature: DaySignature | null;
}

interface DayRow {
  user_id: string;
  work_date: string;
  name: string;
  hours: string | null;
  from_crew: boolean | null;
  fingerprint: string | null;
  status: 'signed' | 'disputed' | null;
  reason: string | null;
  method: 'pin' | 'own' | 'kiosk' | null;
  signed_fingerprint: string | null;
  answers: Record<string, boolean> | null;
  signed_at: Date | string | null;
}

/** A signature given on the day as it is now counts; one given before a change is void. */
export function signatureOf(r: Omit<DayRow, 'user_id' | 'work_date' | 'name' | 'hours'>) {
  if (!r.status) return r.from_crew ? awaiting(false) : null;
  const voided = r.signed_fingerprint !== r.fingerprint;
  return {
    state: voided ? ('awaiting' as const) : r.status,
    signedAt: r.signed_at ? new Date(r.signed_at).toISOString() : null,
    method: r.method,
    reason: r.reason,
    voided,
    answers: r.answers,
  };
}

const awaiting = (voided: boolean): DaySignature => ({
  state: 'awaiting',
  signedAt: null,
  method: null,
  reason: null,
  voided,
  answers: null,
});

/**
 * The days of a company between two dates (of some workers, or all) that hold a crew-day entry or
 * a worker's answer, with their hours, fingerprint and signature state.
 */
export async function dayStates(
  q: Queryable,
  scope: CompanyScope,
  range: { from: string; to: string; userIds?: readonly string[]; all?: boolean },
): Promise<DayState[]> {
  if (range.userIds && range.userIds.length === 0) return [];
  const ids = range.userIds
    ? sql`array[${sql.join(
        range.userIds.map((id) => sql`${id}`),
        sql`, `,
      )}]::uuid[]`
    : null;
  const users = ids ? sql`and e.user_id = any(${ids})` : sql``;
  const usersOfSignoffs = ids ? sql`and s.user_id = any(${ids})` : sql``;
  const rows = await queryRows<DayRow>(
    q,
    sql`with days as (
          select e.user_id, e.entry_date as work_date, sum(e.hours)::text as hours,
                 bool_or(e.crew_id is not null) as from_crew, ${DAY_FINGERPRINT} as fingerprint
            from time_entries e
           where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
             and e.entry_date between ${range.from} and ${range.to} ${users}
           group by e.user_id, e.entry_date
        ), signed as (
          select s.* from day_signoffs s
           where s.tenant_id = ${scope.tenantId} and s.company_id = ${scope.companyId}
             and s.work_date between ${range.from} and ${range.to} ${usersOfSignoffs}
        )
        select coalesce(d.user_id, s.user_id) as user_id,
               coalesce(d.work_date, s.work_date)::text as work_date,
               btrim(u.first_name || ' ' || u.last_name) as name,
               d.hours, d.from_crew, d.fingerprint, s.status, s.reason, s.method,
               s.fingerprint as signed_fingerprint, s.answers, s.signed_at
          from days d
          full join signed s on s.user_id = d.user_id and s.work_date = d.work_date
          join users u on u.id = coalesce(d.user_id, s.user_id)
         where ${range.all ? sql`true` : sql`(d.from_crew or s.id is not null)`}
         order by 2, 3`,
  );
  return rows.map((r) => ({
    userId: r.user_id,
    date: r.work_date,
    name: r.name,
    hours: Number(r.hours ?? 0),
    fromCrew: Boolean(r.from_crew),
    fingerprint: r.fingerprint,
    signature: signatureOf(r),
  }));
}
