import { sql } from 'drizzle-orm';
import type {
  LedgerEvent,
  LedgerEventsPage,
  LedgerEventsQuery,
  LedgerVerification,
} from '@sitehours/contract';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import type { AppContext } from '../../platform/app-context';
import type { CompanyScope } from '../../platform/principal';
import { sealCompanyLedger } from './ledger-append';
import { verifyLedger } from './verify';

/**
 * The company's chain and entries checked, read under its tenant's row-level security, once the
 * events still pending are sealed (an entry's latest change is then in the chain).
 */
export async function verifyCompanyLedger(
  db: Db,
  scope: CompanyScope,
): Promise<LedgerVerification> {
  await sealCompanyLedger(db, scope);
  return verifyLedger((work) => withTenant(db, scope, work), scope.companyId);
}

export function verifyOwnLedger(ctx: AppContext, scope: CompanyScope) {
  return verifyCompanyLedger(ctx.db, scope);
}

interface Body {
  at?: string;
  actor?: string;
  data?: {
    state?: { date?: string; hours?: string } | null;
    void?: boolean;
    entries?: Record<string, unknown>;
    date?: string;
    status?: string;
    startDate?: string;
    endDate?: string;
    fileName?: string;
  };
}

/** A few words on an event that read alike in every language: days, hours, a count. */
export function summaryOf(kind: string, body: Body): string {
  const d = body.data ?? {};
  if (kind === 'ledger.genesis') return String(Object.keys(d.entries ?? {}).length);
  if (kind.startsWith('entry.') && d.state)
    return [d.state.date, d.state.hours ? `${d.state.hours} h` : null].filter(Boolean).join(' · ');
  if (kind === 'day.sign') return [d.date, d.status].filter(Boolean).join(' · ');
  if (d.startDate && d.endDate) return `${d.startDate} – ${d.endDate}`;
  return d.fileName ?? '';
}

/** The company's events, newest first, a page at a time. */
export async function listLedgerEvents(
  ctx: AppContext,
  scope: CompanyScope,
  query: LedgerEventsQuery,
): Promise<LedgerEventsPage> {
  const limit = Number(query.limit ?? 50);
  const before = query.before === undefined ? null : Number(query.before);
  // The first page shows the latest events: those still pending are sealed first.
  if (before === null) await sealCompanyLedger(ctx.db, scope);
  const rows = await withTenant(ctx.db, scope, (tx) =>
    queryRows<{ seq: string; kind: string; subject_id: string; body: string }>(
      tx,
      sql`select seq::text as seq, kind, subject_id, body from ledger_events
           where company_id = ${scope.companyId} ${before === null ? sql`` : sql`and seq < ${before}`}
           order by ledger_events.seq desc limit ${limit}`,
    ),
  );
  const events: LedgerEvent[] = rows.map((row) => {
    let body: Body = {};
    try {
      body = JSON.parse(row.body) as Body;
    } catch {
      // A body changed into something else is shown as it is; the check names it.
    }
    return {
      seq: Number(row.seq),
      kind: row.kind,
      subjectId: row.subject_id,
      actor: body.actor ?? '',
      at: body.at ?? '',
      summary: summaryOf(row.kind, body),
    };
  });
  const last = events[events.length - 1];
  return {
    events,
    nextBefore: events.length === limit && last && last.seq > 1 ? last.seq : null,
  };
}
