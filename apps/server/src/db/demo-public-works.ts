import { and, eq, sql } from 'drizzle-orm';
import {
  addDays,
  matchWcCode,
  publicWorksRequest,
  signCertifiedPayrollRequest,
  wageClassificationRequest,
  workerIdentityRequest,
  type WageClassification,
} from '@sitehours/contract';
import type { Tx } from './database';
import { queryRows } from './raw-query';
import { withPlatform, withTenant } from './scoped';
import { companies, jobs, timeEntries, users, wcCodes } from './schema';
import type { AppContext } from '../platform/app-context';
import type { UserPrincipal } from '../platform/principal';
import {
  certifiedPayrollWeekOf,
  importDeductions,
  signCertifiedPayroll,
} from '../modules/certified-payroll/certified-payroll.service';
import {
  saveClassification,
  savePublicWorks,
  setWorkerClassification,
} from '../modules/certified-payroll/public-works.service';
import { saveWorkerIdentity } from '../modules/certified-payroll/worker-identity.service';
import { entryActor } from '../modules/time-entries/entry-actor';

/**
 * Acme's public-works project (decision 0028), made on a first start with demo data through the
 * calls an admin makes: the Fremont Hub Parking Deck, federally assisted (Davis-Bacon) from the
 * Monday four weeks back, with three classifications of its wage determination, each worker's
 * default classification there, a classification on every entry of the job (the excavator's
 * equipment named), identifying numbers on file for all but one worker, and the first week's
 * deductions imported and its certified payroll signed. The weeks after it stay unsigned and show
 * their warnings: deductions missing, a worker without a number, an excavation day without its
 * equipment, time still pending.
 *
 * It runs before anything has started the company's ledger: the job's entries are paid the
 * determination's rate where the worker's own is lower, written before the first number saved
 * starts it, so that its genesis records them as they are paid.
 */
const DEMO_PUBLIC_WORKS_JOB = 'Fremont Hub Parking Deck';

const DETERMINATION = 'CA20260001 Mod 2';
const CLASSIFICATIONS = {
  carpenter: { name: 'Carpenter', baseRate: '38.50', fringeRate: '12.25', isOperator: false },
  laborer: { name: 'Laborer (Group 1)', baseRate: '29.75', fringeRate: '10.80', isOperator: false },
  operator: {
    name: 'Operator: Power Equipment (Group 2)',
    baseRate: '44.10',
    fringeRate: '14.05',
    isOperator: true,
  },
} as const;
type Trade = keyof typeof CLASSIFICATIONS;

/** The Framing crew builds the deck's concrete forms: carpenters there. */
const CARPENTERS = new Set([
  'pm@acme.test',
  'worker1@acme.test',
  'worker2@acme.test',
  'worker3@acme.test',
  'worker4@acme.test',
]);
const EQUIPMENT = ['CAT 320 excavator', 'Bobcat T770 track loader', 'Deere 310SL backhoe'];
/** Group 00 is never issued, as a Social Security number or as a taxpayer number. */
const LAST_FOURS = ['4821', '3907', '5516', '6603', '7148', '2290', '8834', '1375', '9462', '0759'];
const ADDRESSES = ['2417 Peralta St, Oakland CA 94607', '39510 Paseo Padre Pkwy, Fremont CA 94538'];

interface JobEntry {
  id: string;
  userId: string;
  email: string;
  workerRate: string;
  date: string;
  hours: string;
  workType: string;
  workTypeId: string;
}

export async function addDemoPublicWorks(ctx: AppContext): Promise<void> {
  const found = await withPlatform(ctx.db, async (tx: Tx) => {
    const [acme] = await tx.select().from(companies).where(eq(companies.name, 'Acme Construction'));
    if (!acme) return null;
    const [admin] = await tx
      .select()
      .from(users)
      .where(and(eq(users.companyId, acme.id), eq(users.email, 'admin@acme.test')));
    const [job] = await tx
      .select()
      .from(jobs)
      .where(and(eq(jobs.companyId, acme.id), eq(jobs.name, DEMO_PUBLIC_WORKS_JOB)));
    return admin && job ? { acme, admin, job } : null;
  });
  if (!found) return;
  const { acme, admin, job } = found;
  const scope = { tenantId: acme.tenantId, companyId: acme.id };
  const principal: UserPrincipal = {
    kind: 'user',
    userId: admin.id,
    tenantId: scope.tenantId,
    companyId: scope.companyId,
    email: admin.email,
    roles: admin.roles as UserPrincipal['roles'],
  };
  const actor = entryActor(principal, scope);

  // The Monday four weeks back, in the company's calendar: the week the demo's time starts.
  const [first] = await withTenant(ctx.db, scope, (tx) =>
    queryRows<{ monday: string }>(
      tx,
      sql`select (date_trunc('week', (now() at time zone ${acme.timeZone})::date) - interval '28 days')::date::text as monday`,
    ),
  );
  const start = first!.monday;
  await savePublicWorks(
    ctx,
    scope,
    job.id,
    publicWorksRequest.parse({
      wageLaw: 'federal',
      awardingAgency: 'City of Fremont Public Works (Federal Transit Administration grant)',
      projectNumber: 'PWC 8934',
      contractNumber: 'FTA-CA-2026-0117',
      projectLocation: '39100 Argonaut Way, Fremont CA 94538',
      startDate: start,
      fringePaidAs: 'plan',
    }),
  );
  const classOf = {} as Record<Trade, WageClassification>;
  for (const [trade, c] of Object.entries(CLASSIFICATIONS) as [
    Trade,
    (typeof CLASSIFICATIONS)[Trade],
  ][]) {
    classOf[trade] = await saveClassification(
      ctx,
      scope,
      { jobId: job.id },
      wageClassificationRequest.parse({
        name: c.name,
        determination: DETERMINATION,
        isOperator: c.isOperator,
        rates: [
          {
            effectiveFrom: `${start.slice(0, 4)}-01-01`,
            baseRate: c.baseRate,
            fringeRate: c.fringeRate,
          },
        ],
      }),
    );
  }

  const entries = await withTenant(ctx.db, scope, (tx) =>
    queryRows<JobEntry>(
      tx,
      sql`select e.id, e.user_id as "userId", u.email, u.hourly_rate::text as "workerRate",
                 e.entry_date::text as date, e.hours::text as hours, w.name as "workType",
                 e.work_type_id as "workTypeId"
            from time_entries e
            join users u on u.id = e.user_id
            join work_types w on w.id = e.work_type_id
           where e.company_id = ${scope.companyId} and e.job_id = ${job.id}
           order by e.entry_date, u.email, e.id`,
    ),
  );
  // A worker's trade there: the carpenters', an operator's for whoever spent more hours on the
  // excavation than on the pour, else a laborer's.
  const digging = new Map<string, number>();
  for (const e of entries) {
    const sign = e.workType === 'Excavation' ? 1 : -1;
    digging.set(e.userId, (digging.get(e.userId) ?? 0) + sign * Number(e.hours));
  }
  const tradeOf = new Map<string, Trade>();
  for (const e of entries) {
    const trade = CARPENTERS.has(e.email)
      ? 'carpenter'
      : digging.get(e.userId)! > 0
        ? 'operator'
        : 'laborer';
    tradeOf.set(e.userId, trade);
  }
  for (const [userId, trade] of tradeOf)
    await setWorkerClassification(ctx, scope, job.id, userId, classOf[trade].id);

  // Excavation is an operator's work; the rest is the worker's own trade (an operator on the
  // concrete pour works as a laborer). One excavation day of the second week lacks its equipment.
  const secondWeek = addDays(start, 7);
  const unnamed = entries.find(
    (e) => e.workType === 'Excavation' && e.date >= secondWeek && e.date < addDays(secondWeek, 7),
  )?.id;
  await withTenant(ctx.db, scope, async (tx) => {
    const codes = await tx.select().from(wcCodes).where(eq(wcCodes.companyId, scope.companyId));
    let run = 0;
    for (const e of entries) {
      const own = tradeOf.get(e.userId)!;
      const trade: Trade =
        e.workType === 'Excavation' ? 'operator' : own === 'operator' ? 'laborer' : own;
      const c = CLASSIFICATIONS[trade];
      // Paid the determination's basic rate on the project when the worker's own is lower.
      const rate = Math.max(Number(e.workerRate), Number(c.baseRate));
      // The higher rate may cross the work type's threshold: its WC code follows, as on a save.
      const code = matchWcCode(
        codes
          .filter((x) => x.workTypeId === e.workTypeId)
          .map((x) => ({
            ...x,
            minHourlyRate: Number(x.minHourlyRate),
            maxHourlyRate: Number(x.maxHourlyRate),
          })),
        rate,
      );
      await tx
        .update(timeEntries)
        .set({
          classificationId: classOf[trade].id,
          equipment: c.isOperator && e.id !== unnamed ? EQUIPMENT[run++ % EQUIPMENT.length]! : null,
          hourlyRate: rate.toFixed(2),
          ...(code ? { wcCodeId: code.id, wcCode: code.code, compRate: code.compRate } : {}),
        })
        .where(eq(timeEntries.id, e.id));
    }
  });

  // Numbers on file for every worker but one who joined after the first week.
  const workers = [...new Map(entries.map((e) => [e.userId, e])).values()];
  const firstWeek = new Set(entries.filter((e) => e.date < secondWeek).map((e) => e.userId));
  const without = workers.findLast((w) => !firstWeek.has(w.userId))?.userId;
  for (const [i, w] of workers.filter((x) => x.userId !== without).entries())
    await saveWorkerIdentity(
      ctx,
      scope,
      { id: admin.id, label: admin.email },
      w.userId,
      workerIdentityRequest.parse({
        identifyingNumber: `900-00-${LAST_FOURS[i % LAST_FOURS.length]}`,
        address: ADDRESSES[i] ?? null,
      }),
    );

  // The first week's deductions, as the payroll system exported them, then its signature.
  const week = await certifiedPayrollWeekOf(ctx, scope, job.id, start);
  const emailOf = new Map(workers.map((w) => [w.userId, w.email]));
  const rows = week.workers.map((w) => {
    const gross = Number(w.allWorkGross);
    const dues = w.rows.some((r) => r.classificationId === classOf.carpenter.id);
    return [
      emailOf.get(w.userId),
      (gross * 0.0765).toFixed(2),
      (gross * 0.11).toFixed(2),
      dues ? '42.00' : '0',
      dues ? 'Union dues' : '',
    ].join(',');
  });
  if (rows.length)
    await importDeductions(ctx, actor, {
      weekStart: start,
      csv: ['worker,fica,withholding,other,otherNote', ...rows].join('\n'),
    });
  await signCertifiedPayroll(
    ctx,
    actor,
    signCertifiedPayrollRequest.parse({
      jobId: job.id,
      weekStart: start,
      signatoryName: `${admin.firstName} ${admin.lastName}`,
      signatoryTitle: 'Payroll Manager',
    }),
  );
}
