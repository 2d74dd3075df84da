import { sql } from 'drizzle-orm';
import { STAFF_MESSAGES, TIME_CARD_MAX_ROWS, type TimeCardFormat } from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import type { AppContext } from '../../platform/app-context';
import { fieldError, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { mealRestRuleOf } from './compliance.service';
import { buildTimeCards, timeCardsCsv, timeCardsFileName, type TimeCards } from './time-cards';
import { timeCardsPdf } from './time-cards-pdf';
import { readWorkdays } from './workdays';
import { readTenant } from '../../platform/replica-reads';
import type { DateRange } from '@sitehours/contract';

/**
 * The time cards of a company's range, as a file: the CSV text or the PDF bytes. Refuses a
 * `userId` that is no member of the company (404), and more work periods than one file holds
 * (400 naming endDate) before anything else is read (decision 0016).
 */
export async function timeCards(
  ctx: AppContext,
  scope: CompanyScope,
  query: DateRange & { format: TimeCardFormat; userId?: string },
  options: { compress?: boolean; now?: Date } = {},
): Promise<{ body: string | Buffer; fileName: string; type: string }> {
  const range = { startDate: query.startDate, endDate: query.endDate };
  const cards = await readTenant(ctx, scope, (tx) =>
    readTimeCards(tx, scope, range, { userId: query.userId, now: options.now }),
  );
  const fileName = timeCardsFileName(query.format, range);
  if (query.format === 'pdf')
    return {
      body: await timeCardsPdf(cards, { compress: options.compress ?? true }),
      fileName,
      type: 'application/pdf',
    };
  return { body: timeCardsCsv(cards), fileName, type: 'text/csv; charset=utf-8' };
}

/**
 * The time cards of a range as a model, read inside the caller's tenant transaction: refuses a
 * `userId` that is no member of the company (404) and more work periods than one file holds
 * (400 naming endDate). The WC audit packet reads its supporting time cards here too.
 */
export async function readTimeCards(
  tx: Tx,
  scope: CompanyScope,
  range: DateRange,
  options: { userId?: string; now?: Date } = {},
): Promise<TimeCards> {
  const { tenantId, companyId } = scope;
  const userId = options.userId ?? null;
  const [company] = await queryRows<{ name: string; time_zone: string }>(
    tx,
    sql`select name, time_zone from companies where id = ${companyId}`,
  );
  if (userId) {
    const [member] = await queryRows<{ id: string }>(
      tx,
      sql`select id from users
           where id = ${userId} and tenant_id = ${tenantId} and company_id = ${companyId}`,
    );
    if (!member) throw notFound(STAFF_MESSAGES.notFound);
  }
  const [count] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from time_entries
         where tenant_id = ${tenantId} and company_id = ${companyId} and not is_pto
           and entry_date between ${range.startDate} and ${range.endDate}
           and (${userId}::uuid is null or user_id = ${userId}::uuid)`,
  );
  if ((count?.n ?? 0) > TIME_CARD_MAX_ROWS)
    throw fieldError('endDate', 'timeCardsTooMany', { max: TIME_CARD_MAX_ROWS });
  const rule = await mealRestRuleOf(tx, scope);
  const [workdays, typed] = await Promise.all([
    readWorkdays(tx, scope, range, rule),
    queryRows<{
      user_id: string;
      first_name: string;
      last_name: string;
      entry_date: string;
      hours: string;
      job: string | null;
      work_type: string | null;
      wc_code: string | null;
    }>(
      tx,
      sql`
      select e.user_id, u.first_name, u.last_name, e.entry_date::text as entry_date,
             e.hours::text as hours, j.name as job, w.name as work_type, e.wc_code
        from time_entries e
        join users u on u.id = e.user_id
        left join jobs j on j.id = e.job_id
        left join work_types w on w.id = e.work_type_id
       where e.tenant_id = ${tenantId} and e.company_id = ${companyId} and not e.is_pto
         and e.started_at is null
         and e.entry_date between ${range.startDate} and ${range.endDate}
         and (${userId}::uuid is null or e.user_id = ${userId}::uuid)
       order by e.user_id, e.entry_date, e.created_at`,
    ),
  ]);
  return buildTimeCards({
    company: { name: company?.name ?? '', timeZone: company?.time_zone ?? 'UTC' },
    range,
    rule,
    generatedAt: options.now ?? new Date(),
    workdays: userId ? workdays.filter((d) => d.userId === userId) : workdays,
    typed: typed.map((t) => ({
      userId: t.user_id,
      workerName: `${t.first_name} ${t.last_name}`.trim(),
      date: t.entry_date,
      hours: t.hours,
      job: t.job,
      workType: t.work_type,
      wcCode: t.wc_code,
    })),
  });
}
