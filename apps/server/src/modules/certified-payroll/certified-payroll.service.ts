import { createHash, randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import {
  CERTIFIED_PAYROLL_MESSAGES as M,
  addDays,
  dayInZone,
  decimalToCents,
  workWeekOf,
  type CertifiedPayroll,
  type CertifiedPayrollList,
  type deductionsRequest,
  type signCertifiedPayrollRequest,
} from '@sitehours/contract';
import type { z } from 'zod';
import type { Tx } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withTenant } from '../../db/scoped';
import { certifiedPayrolls, companies, payrollDeductions, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import {
  AppError,
  conflict,
  fieldError,
  fieldIssue,
  invalidFields,
  notFound,
} from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { appendAndSeal } from '../ledger/ledger-append';
import { canonicalJson } from '../ledger/ledger-chain';
import type { EntryActor } from '../time-entries/entry-actor';
import {
  buildCertifiedPayroll,
  type WeekEntry,
  type WeekWorker,
} from './certified-payroll-document';
import { classificationsOf, publicWorksJobOf } from './public-works.service';
import { lastFourOf } from './worker-identity.service';

/**
 * Weekly certified payrolls of public-works jobs (decision 0028): computed from approved time
 * until signed; signing checks the warnings, freezes the figures, numbers the payroll and records
 * the statement of compliance (who, when, the figures' SHA-256) in the company's ledger.
 */

/** How many weeks a project's list reaches back at most (ten years of weekly payrolls). */
const MAX_WEEKS = 520;

async function companyFacts(tx: Tx, scope: CompanyScope) {
  const [c] = await tx
    .select({
      name: companies.name,
      timeZone: companies.timeZone,
      overtimeRule: companies.overtimeRule,
      addressLine1: companies.addressLine1,
      addressLine2: companies.addressLine2,
      city: companies.city,
      state: companies.state,
      zipCode: companies.zipCode,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const cityLine = [c?.city, [c?.state, c?.zipCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return {
    name: c?.name ?? '',
    address: [c?.addressLine1, c?.addressLine2, cityLine].filter(Boolean).join(', '),
    today: dayInZone(new Date(), c?.timeZone ?? 'UTC'),
    overtimeRule: c?.overtimeRule ?? 'none',
  };
}

function checkWeek(weekStart: string, projectStart: string) {
  if (workWeekOf(weekStart) !== weekStart) throw fieldError('weekStart', M.weekNotStart);
  if (weekStart < workWeekOf(projectStart)) throw fieldError('weekStart', M.weekBeforeProject);
}

/** Payrolls are numbered from the project's first week, one a week, with work or without. */
const payrollNumberOf = (weekStart: string, projectStart: string) =>
  Math.round(
    (Date.parse(`${weekStart}T00:00:00Z`) - Date.parse(`${workWeekOf(projectStart)}T00:00:00Z`)) /
      (7 * 86_400_000),
  ) + 1;

async function signedRow(tx: Tx, scope: CompanyScope, jobId: string, weekStart: string) {
  const [row] = await tx
    .select()
    .from(certifiedPayrolls)
    .where(
      and(
        eq(certifiedPayrolls.companyId, scope.companyId),
        eq(certifiedPayrolls.jobId, jobId),
        eq(certifiedPayrolls.weekStart, weekStart),
      ),
    );
  return row;
}

/** The week computed from the database's facts, as it would be signed now. */
async function liveWeek(tx: Tx, scope: CompanyScope, jobId: string, weekStart: string) {
  const { job, settings } = await publicWorksJobOf(tx, scope, jobId);
  checkWeek(weekStart, settings.startDate);
  const company = await companyFacts(tx, scope);
  const weekEnd = addDays(weekStart, 6);
  // Every work entry of the week of each worker with time on the project: the 40 hours count
  // all their work.
  const entries = await queryRows<{
    id: string;
    userId: string;
    date: string;
    hours: string;
    hourlyRate: string;
    status: 'pending' | 'approved';
    onProject: boolean;
    classificationId: string | null;
    equipment: string | null;
  }>(
    tx,
    sql`select e.id, e.user_id as "userId", e.entry_date::text as date, e.hours::text as hours,
               e.hourly_rate::text as "hourlyRate", e.status, e.job_id = ${jobId} as "onProject",
               e.classification_id as "classificationId", e.equipment
          from time_entries e
         where e.tenant_id = ${scope.tenantId} and e.company_id = ${scope.companyId}
           and e.entry_date between ${weekStart} and ${weekEnd} and not e.is_pto
           and e.user_id in (select p.user_id from time_entries p
                              where p.tenant_id = ${scope.tenantId} and p.company_id = ${scope.companyId}
                                and p.job_id = ${jobId}
                                and p.entry_date between ${weekStart} and ${weekEnd})
         order by e.entry_date, coalesce(e.started_at, e.created_at), e.id`,
  );
  const userIds = [...new Set(entries.map((e) => e.userId))];
  const people = userIds.length
    ? await tx
        .select({
          userId: users.id,
          name: sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
          firstName: users.firstName,
          lastName: users.lastName,
        })
        .from(users)
        .where(and(eq(users.companyId, scope.companyId), inArray(users.id, userIds)))
        .orderBy(asc(users.lastName), asc(users.firstName))
    : [];
  const deductions = userIds.length
    ? await tx
        .select()
        .from(payrollDeductions)
        .where(
          and(
            eq(payrollDeductions.companyId, scope.companyId),
            eq(payrollDeductions.weekStart, weekStart),
            inArray(payrollDeductions.userId, userIds),
          ),
        )
    : [];
  const deductionsOf = new Map(deductions.map((d) => [d.userId, d]));
  const lastFour = await lastFourOf(tx, scope, userIds);
  const workers: WeekWorker[] = people.map((p) => {
    const d = deductionsOf.get(p.userId);
    return {
      ...p,
      lastFour: lastFour.get(p.userId) ?? null,
      deductions: d
        ? {
            ficaCents: d.ficaCents,
            withholdingCents: d.withholdingCents,
            otherCents: d.otherCents,
            otherNote: d.otherNote,
            source: d.source,
          }
        : null,
    };
  });
  return buildCertifiedPayroll({
    jobId,
    jobName: job.name,
    settings,
    contractor: { name: company.name, address: company.address },
    weekStart,
    payrollNumber: payrollNumberOf(weekStart, settings.startDate),
    classifications: await classificationsOf(tx, scope, [jobId]),
    workers,
    entries: entries satisfies WeekEntry[],
    // California's public works owe overtime over 8 hours a day too (Labor Code 1815).
    dailyOvertimeAfterHours:
      settings.wageLaw === 'state' && company.overtimeRule === 'california' ? '8' : null,
  });
}

/** The week's payroll: as signed, or computed now. */
export function certifiedPayrollWeekOf(
  ctx: AppContext,
  scope: CompanyScope,
  jobId: string,
  weekStart: string,
): Promise<CertifiedPayroll> {
  return withTenant(ctx.db, scope, async (tx) => {
    const signed = await signedRow(tx, scope, jobId, weekStart);
    if (signed) return signed.document as CertifiedPayroll;
    return liveWeek(tx, scope, jobId, weekStart);
  });
}

export function listCertifiedPayrolls(
  ctx: AppContext,
  scope: CompanyScope,
  jobId: string,
): Promise<CertifiedPayrollList> {
  return withTenant(ctx.db, scope, async (tx) => {
    const { job, settings } = await publicWorksJobOf(tx, scope, jobId);
    const { today } = await companyFacts(tx, scope);
    const signed = await tx
      .select({
        id: certifiedPayrolls.id,
        weekStart: certifiedPayrolls.weekStart,
        payrollNumber: certifiedPayrolls.payrollNumber,
        isFinal: certifiedPayrolls.isFinal,
        noWorkPerformed: certifiedPayrolls.noWorkPerformed,
        signedAt: certifiedPayrolls.signedAt,
      })
      .from(certifiedPayrolls)
      .where(
        and(eq(certifiedPayrolls.companyId, scope.companyId), eq(certifiedPayrolls.jobId, jobId)),
      );
    const signedOf = new Map(signed.map((s) => [s.weekStart, s]));
    const final = signed.find((s) => s.isFinal)?.weekStart;
    const first = workWeekOf(settings.startDate);
    let last = final ?? workWeekOf(today);
    if (last < first) last = first;
    const hours = await queryRows<{ week: string; hours: string }>(
      tx,
      sql`select (date_trunc('week', entry_date::timestamp))::date::text as week, sum(hours)::text as hours
            from time_entries
           where tenant_id = ${scope.tenantId} and company_id = ${scope.companyId}
             and job_id = ${jobId} and status = 'approved'
             and entry_date between ${first} and ${addDays(last, 6)}
           group by 1`,
    );
    const hoursOf = new Map(hours.map((h) => [h.week, h.hours]));
    const weeks: CertifiedPayrollList['weeks'] = [];
    for (let week = last; week >= first && weeks.length < MAX_WEEKS; week = addDays(week, -7)) {
      const s = signedOf.get(week);
      weeks.push({
        weekStart: week,
        weekEnding: addDays(week, 6),
        status: s ? 'signed' : 'unsigned',
        id: s?.id ?? null,
        payrollNumber: s?.payrollNumber ?? payrollNumberOf(week, settings.startDate),
        isFinal: s?.isFinal ?? false,
        noWorkPerformed: s?.noWorkPerformed ?? null,
        hours: Number(hoursOf.get(week) ?? 0).toFixed(2),
        signedAt: s?.signedAt.toISOString() ?? null,
      });
    }
    return { jobId, jobName: job.name, settings, weeks };
  });
}

/** The SHA-256 of a payroll's figures and signature, as the ledger keeps it. */
export const documentHash = (doc: CertifiedPayroll) =>
  createHash('sha256')
    .update(canonicalJson({ ...doc, sha256: null }))
    .digest('hex');

export function signCertifiedPayroll(
  ctx: AppContext,
  actor: EntryActor,
  input: z.output<typeof signCertifiedPayrollRequest>,
): Promise<CertifiedPayroll> {
  const { scope } = actor;
  return withTenant(ctx.db, scope, async (tx) => {
    const { settings } = await publicWorksJobOf(tx, scope, input.jobId);
    checkWeek(input.weekStart, settings.startDate);
    // One signer at a time per project: numbers, order and "final" are read and written together.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`cp:${input.jobId}`}, 0))`,
    );
    if (await signedRow(tx, scope, input.jobId, input.weekStart)) throw conflict(M.alreadySigned);
    const { today } = await companyFacts(tx, scope);
    if (addDays(input.weekStart, 6) >= today) throw conflict(M.weekNotEnded);
    const signed = await tx
      .select({ weekStart: certifiedPayrolls.weekStart, isFinal: certifiedPayrolls.isFinal })
      .from(certifiedPayrolls)
      .where(
        and(
          eq(certifiedPayrolls.companyId, scope.companyId),
          eq(certifiedPayrolls.jobId, input.jobId),
        ),
      );
    if (signed.some((s) => s.isFinal)) throw conflict(M.afterFinal);
    const signedWeeks = new Set(signed.map((s) => s.weekStart));
    for (let week = workWeekOf(settings.startDate); week < input.weekStart; week = addDays(week, 7))
      if (!signedWeeks.has(week))
        throw new AppError(409, 'conflict', M.earlierUnsigned, { params: { date: week } });

    const doc = await liveWeek(tx, scope, input.jobId, input.weekStart);
    const explanations: Record<string, string> = {};
    const open = doc.warnings.filter((w) => {
      const text = input.explanations[w.key]?.trim();
      if (w.explainable && text) explanations[w.key] = text;
      return !w.explainable || !text;
    });
    if (open.length)
      throw new AppError(409, 'conflict', M.warningsOpen, { params: { count: open.length } });

    const signedAt = new Date();
    const document: CertifiedPayroll = {
      ...doc,
      id: randomUUID(),
      status: 'signed',
      isFinal: input.isFinal,
      signature: {
        signatoryName: input.signatoryName,
        signatoryTitle: input.signatoryTitle,
        signedAt: signedAt.toISOString(),
        signedByEmail: actor.actorLabel,
        explanations,
      },
    };
    document.sha256 = documentHash(document);
    await tx.insert(certifiedPayrolls).values({
      id: document.id!,
      tenantId: scope.tenantId,
      companyId: scope.companyId,
      jobId: input.jobId,
      weekStart: input.weekStart,
      payrollNumber: document.payrollNumber,
      isFinal: input.isFinal,
      noWorkPerformed: document.noWorkPerformed,
      signatoryName: input.signatoryName,
      signatoryTitle: input.signatoryTitle,
      signedBy: actor.userId,
      signedAt,
      document,
      sha256: document.sha256,
    });
    await appendAndSeal(tx, scope, [
      {
        kind: 'payroll.certify',
        subjectId: `${input.jobId}:${input.weekStart}`,
        actor: actor.actorLabel,
        data: {
          certifiedPayrollId: document.id,
          jobId: input.jobId,
          weekStart: input.weekStart,
          payrollNumber: document.payrollNumber,
          isFinal: input.isFinal,
          noWorkPerformed: document.noWorkPerformed,
          signatoryName: input.signatoryName,
          signatoryTitle: input.signatoryTitle,
          explained: Object.keys(explanations).length,
          sha256: document.sha256,
        },
      },
    ]);
    return document;
  });
}

/** A signed payroll, for its files. */
export function signedCertifiedPayroll(ctx: AppContext, scope: CompanyScope, id: string) {
  return withTenant(ctx.db, scope, async (tx) => {
    const [row] = await tx
      .select({ document: certifiedPayrolls.document })
      .from(certifiedPayrolls)
      .where(and(eq(certifiedPayrolls.id, id), eq(certifiedPayrolls.companyId, scope.companyId)));
    if (!row) throw notFound(M.notFound);
    return row.document as CertifiedPayroll;
  });
}

// ---------------------------------------------------------------------------------------------
// Deductions

type DeductionRow = z.output<typeof deductionsRequest>['rows'][number];

async function writeDeductions(
  tx: Tx,
  scope: CompanyScope,
  actor: EntryActor,
  weekStart: string,
  rows: readonly DeductionRow[],
  source: 'typed' | 'imported',
) {
  if (workWeekOf(weekStart) !== weekStart) throw fieldError('weekStart', M.weekNotStart);
  const ids = [...new Set(rows.map((r) => r.userId))];
  const known = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, scope.companyId), inArray(users.id, ids)));
  const knownIds = new Set(known.map((k) => k.id));
  const unknown = rows.findIndex((r) => !knownIds.has(r.userId));
  if (unknown >= 0) throw fieldError(`rows.${unknown}.userId`, 'staffNotFound');
  const now = new Date();
  for (const r of rows) {
    const values = {
      ficaCents: decimalToCents(r.fica),
      withholdingCents: decimalToCents(r.withholding),
      otherCents: decimalToCents(r.other),
      otherNote: r.otherNote,
      source,
      updatedBy: actor.userId,
      updatedAt: now,
    };
    await tx
      .insert(payrollDeductions)
      .values({
        ...values,
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        userId: r.userId,
        weekStart,
      })
      .onConflictDoUpdate({
        target: [
          payrollDeductions.companyId,
          payrollDeductions.userId,
          payrollDeductions.weekStart,
          payrollDeductions.tenantId,
        ],
        set: values,
      });
  }
  return { saved: rows.length };
}

export function saveDeductions(
  ctx: AppContext,
  actor: EntryActor,
  input: z.output<typeof deductionsRequest>,
) {
  return withTenant(ctx.db, actor.scope, (tx) =>
    writeDeductions(tx, actor.scope, actor, input.weekStart, input.rows, 'typed'),
  );
}

const AMOUNT = /^\d{1,5}(\.\d{1,2})?$/;

/**
 * Deductions exported by the payroll system: a CSV whose first line names the columns worker
 * (email or full name), fica, withholding, other and otherNote (any order, any case; a "$" or
 * thousands separator is read). Every row is checked before any is saved; a row with no amount
 * is left out.
 */
export function importDeductions(
  ctx: AppContext,
  actor: EntryActor,
  input: { weekStart: string; csv: string },
) {
  const { scope } = actor;
  return withTenant(ctx.db, scope, async (tx) => {
    const parsed = Papa.parse<Record<string, string>>(input.csv.replace(/^\uFEFF/, ''), {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h) => h.trim().toLowerCase().replace(/[\s_]/g, ''),
    });
    if (parsed.data.length === 0) throw fieldError('csv', M.deductionsFileEmpty);
    const staff = await tx
      .select({
        id: users.id,
        email: users.email,
        name: sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
      })
      .from(users)
      .where(eq(users.companyId, scope.companyId));
    const byKey = new Map<string, string>();
    for (const s of staff) {
      byKey.set(s.email.toLowerCase(), s.id);
      byKey.set(s.name.toLowerCase(), s.id);
    }
    const problems: ReturnType<typeof fieldIssue>[] = [];
    const rows: DeductionRow[] = [];
    parsed.data.forEach((cells, i) => {
      const row = i + 2; // the header is line 1
      // A row with no amount at all is a worker left for later, not a week of zero deductions.
      if (['fica', 'withholding', 'other'].every((f) => !(cells[f] ?? '').trim())) return;
      // A name written formula-safe ('=Ann) is matched as the name it is.
      const worker = (cells.worker ?? '').trim().replace(/^'(?=[=+\-@])/, '');
      const userId = byKey.get(worker.toLowerCase());
      if (!userId) {
        problems.push(fieldIssue(`csv.${row}.worker`, M.deductionsWorkerUnknown, { row, worker }));
        return;
      }
      const amount = (field: string) => {
        const text = (cells[field.toLowerCase()] ?? '').replace(/[$,\s]/g, '') || '0';
        if (!AMOUNT.test(text))
          problems.push(fieldIssue(`csv.${row}.${field}`, M.deductionsFileInvalid, { row, field }));
        return text;
      };
      rows.push({
        userId,
        fica: amount('fica'),
        withholding: amount('withholding'),
        other: amount('other'),
        otherNote: (cells.othernote ?? '').trim().slice(0, 200) || null,
      });
    });
    const [first, ...rest] = problems;
    if (first) throw invalidFields([first, ...rest]);
    if (rows.length === 0) throw fieldError('csv', M.deductionsFileEmpty);
    return writeDeductions(tx, scope, actor, input.weekStart, rows, 'imported');
  });
}
