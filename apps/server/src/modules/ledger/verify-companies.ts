import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withPlatform } from '../../db/scoped';
import { verifyLedger, type LedgerVerification } from './verify';

export interface CompanyVerification {
  id: string;
  name: string;
  result: LedgerVerification;
}

/**
 * Checks the ledger of every company, or of the one named by id or name, in the platform context
 * (the command line's check across tenants). Calls `report` as each company is done.
 */
export async function verifyCompanies(
  db: Db,
  company: string | undefined,
  report: (done: CompanyVerification) => void,
): Promise<CompanyVerification[]> {
  const isId = company !== undefined && /^[0-9a-f-]{36}$/i.test(company);
  const companies = await withPlatform(db, (tx) =>
    queryRows<{ id: string; name: string }>(
      tx,
      sql`select id, name from companies
           ${
             company === undefined
               ? sql``
               : isId
                 ? sql`where id = ${company}`
                 : sql`where lower(name) = lower(${company})`
           }
           order by name, id`,
    ),
  );
  const done: CompanyVerification[] = [];
  for (const c of companies) {
    const result = await verifyLedger((work) => withPlatform(db, work), c.id);
    const one = { ...c, result };
    report(one);
    done.push(one);
  }
  return done;
}

/** One line per company: `ok, N events`, or the first event that no longer matches. */
export function describeVerification({ name, id, result }: CompanyVerification): string {
  if (result.ok)
    return `${name} (${id}): ok, ${result.events} events${
      result.beforeLedger ? `, ${result.beforeLedger} entries from before the ledger` : ''
    }`;
  const b = result.firstBroken!;
  const where =
    b.seq === null
      ? 'no event'
      : `event ${b.seq} (${b.kind ?? 'missing'}${b.at ? `, ${b.at}` : ''})`;
  return `${name} (${id}): BROKEN at ${where}, subject ${b.subjectId || '-'}: ${b.reason}: ${b.detail}`;
}
