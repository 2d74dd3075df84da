import { and, asc, eq, gte, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import {
  codesInForce,
  hundredths,
  judgeEntry,
  type CandidateCode,
  type EntryFacts,
  type EntryRefusal,
} from '@sitehours/contract';
import type { Db, Tx } from '../../db/database';
import { enterTenant, withTenant } from '../../db/scoped';
import {
  jobWorkTypes,
  jobs,
  payPeriods,
  ptoTypes,
  timeEntries,
  timeEntryHistory,
  users,
  wageClassifications,
  wcCodes,
  workerClassifications,
  workTypes,
} from '../../db/schema';
import type { CompanyScope } from '../../platform/principal';
import { appendEntryEvents } from '../ledger/entry-events';
import { entryState } from '../ledger/entry-state';
import { bandChangesAfter } from '../wc-audit/band-changes-after';

/**
 * Where time entries are written. New entries, changed ones and their history go through here, and
 * every one is judged by the contract's rules (`judgeEntry`): this module reads the facts, the
 * rules decide. Reads are set-based, a statement per kind of fact for a whole group of entries.
 */

/** What an entry books, as the rules read it. */
export interface EntryDraft {
  worker: string;
  day: string;
  /** Two decimal places. */
  hours: string;
  isPto: boolean;
  job: string | null;
  workType: string | null;
  ptoType: string | null;
  /**
   * On a public-works job (decision 0028): the classification asked for (null: none, the
   * worker's default is taken); `undefined` keeps the entry's own.
   */
  classification?: string | null;
}

/** The facts of a draft and the names its answer and its history show. */
export interface DraftFacts {
  facts: EntryFacts;
  workerName: string | null;
  hourlyRate: string | null;
  jobName: string | null;
  workTypeName: string | null;
  ptoName: string | null;
}

const uniq = <T>(values: readonly T[]) => [...new Set(values)];
const defined = <T>(values: readonly (T | null)[]) => values.filter((v): v is T => v !== null);
const pair = (a: string, b: string) => `${a} ${b}`;

/**
 * Locks the drafts' workers (entries of one worker are saved one at a time: the 24-hour rule reads
 * the day after the lock) and reads every fact the rules need, a statement per kind of fact.
 * `exceptId` leaves an entry being changed out of its day; `matchCode(i)` says whether draft `i`
 * takes its WC code now (otherwise it keeps the one it has).
 */
export async function readFacts(
  tx: Tx,
  scope: CompanyScope,
  drafts: readonly EntryDraft[],
  options: { exceptId?: string; matchCode?: (index: number) => boolean } = {},
): Promise<DraftFacts[]> {
  const { tenantId, companyId } = scope;
  const work = drafts.filter((d) => !d.isPto);
  const workerIds = uniq(drafts.map((d) => d.worker));
  const jobIds = uniq(defined(work.map((d) => d.job)));
  const workTypeIds = uniq(defined(work.map((d) => d.workType)));
  const ptoIds = uniq(defined(drafts.filter((d) => d.isPto).map((d) => d.ptoType)));

  const workers = await tx
    .select({
      id: users.id,
      hourlyRate: users.hourlyRate,
      name: sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`,
    })
    .from(users)
    .where(and(inArray(users.id, workerIds), eq(users.companyId, companyId)))
    .orderBy(asc(users.id))
    .for('update');
  const jobRows = jobIds.length
    ? await tx
        .select({
          id: jobs.id,
          name: jobs.name,
          isActive: jobs.isActive,
          publicWorks: sql<boolean>`exists (select 1 from public_works_jobs p
            where p.tenant_id = ${jobs.tenantId} and p.job_id = ${jobs.id})`,
        })
        .from(jobs)
        .where(and(inArray(jobs.id, jobIds), eq(jobs.companyId, companyId)))
    : [];
  // Classifications are read only for public-works jobs: a company that keeps hours only makes
  // no further statement (and a classification asked for elsewhere is refused).
  const publicJobs = jobRows.filter((j) => j.publicWorks).map((j) => j.id);
  const classifications = publicJobs.length
    ? await tx
        .select({
          id: wageClassifications.id,
          job: wageClassifications.jobId,
          isOperator: wageClassifications.isOperator,
        })
        .from(wageClassifications)
        .where(
          and(
            eq(wageClassifications.tenantId, tenantId),
            eq(wageClassifications.companyId, companyId),
            eq(wageClassifications.isActive, true),
            inArray(wageClassifications.jobId, publicJobs),
          ),
        )
    : [];
  const defaults = publicJobs.length
    ? await tx
        .select({
          worker: workerClassifications.userId,
          job: workerClassifications.jobId,
          classification: workerClassifications.classificationId,
        })
        .from(workerClassifications)
        .where(
          and(
            eq(workerClassifications.tenantId, tenantId),
            eq(workerClassifications.companyId, companyId),
            inArray(workerClassifications.userId, workerIds),
            inArray(workerClassifications.jobId, publicJobs),
          ),
        )
    : [];
  const links = jobIds.length
    ? await tx
        .select({ job: jobWorkTypes.jobId, workType: workTypes.id, name: workTypes.name })
        .from(jobWorkTypes)
        .innerJoin(workTypes, eq(workTypes.id, jobWorkTypes.workTypeId))
        .where(
          and(
            inArray(jobWorkTypes.jobId, jobIds),
            inArray(jobWorkTypes.workTypeId, workTypeIds),
            eq(workTypes.isActive, true),
            eq(workTypes.companyId, companyId),
          ),
        )
    : [];
  const others = ptoIds.length
    ? await tx
        .select({ id: ptoTypes.id, name: ptoTypes.name })
        .from(ptoTypes)
        .where(
          and(
            inArray(ptoTypes.id, ptoIds),
            eq(ptoTypes.companyId, companyId),
            eq(ptoTypes.isActive, true),
          ),
        )
    : [];
  const days = await tx
    .select({
      worker: timeEntries.userId,
      day: timeEntries.entryDate,
      total: sql<string>`sum(${timeEntries.hours})`,
    })
    .from(timeEntries)
    .where(
      and(
        eq(timeEntries.tenantId, tenantId),
        eq(timeEntries.companyId, companyId),
        inArray(timeEntries.userId, workerIds),
        inArray(timeEntries.entryDate, uniq(drafts.map((d) => d.day))),
        options.exceptId ? ne(timeEntries.id, options.exceptId) : undefined,
        // Adjustments correct a closed day's hours elsewhere: they do not fill the day they are on.
        isNull(timeEntries.adjustsEntryId),
      ),
    )
    .groupBy(timeEntries.userId, timeEntries.entryDate);
  // The closed pay periods that may hold a draft's day (decision 0027): none for a company that
  // never closes one.
  const sortedDays = uniq(drafts.map((d) => d.day)).sort();
  const closed = sortedDays.length
    ? await tx
        .select({ start: payPeriods.startDate, end: payPeriods.endDate })
        .from(payPeriods)
        .where(
          and(
            eq(payPeriods.tenantId, tenantId),
            eq(payPeriods.companyId, companyId),
            eq(payPeriods.status, 'closed'),
            gte(payPeriods.endDate, sortedDays[0]!),
            lte(payPeriods.startDate, sortedDays[sortedDays.length - 1]!),
          ),
        )
    : [];
  const matching = drafts.some((d, i) => !d.isPto && (options.matchCode?.(i) ?? true));
  // The codes hold the bands of the latest threshold change (decision 0027), which may take
  // effect after a draft's day: whether a work type has one is read with its codes, and only
  // then its changes, so that an entry takes the bands in force on its own day.
  const firstDay = sortedDays[0] ?? '';
  const codes =
    matching && workTypeIds.length
      ? await tx
          .select({
            id: wcCodes.id,
            workTypeId: wcCodes.workTypeId,
            code: wcCodes.code,
            compRate: wcCodes.compRate,
            minHourlyRate: wcCodes.minHourlyRate,
            maxHourlyRate: wcCodes.maxHourlyRate,
            isActive: wcCodes.isActive,
            laterChange: sql<boolean>`exists (select 1 from wc_band_changes b
              where b.tenant_id = ${wcCodes.tenantId} and b.work_type_id = ${wcCodes.workTypeId}
                and b.company_id = ${wcCodes.companyId} and b.applied_at is not null
                and b.effective_from > ${firstDay})`,
          })
          .from(wcCodes)
          .where(
            and(
              inArray(wcCodes.workTypeId, workTypeIds),
              eq(wcCodes.companyId, companyId),
              eq(wcCodes.isActive, true),
            ),
          )
      : [];
  const changedTypes = uniq(codes.filter((c) => c.laterChange).map((c) => c.workTypeId));
  const changesOf = await bandChangesAfter(tx, { tenantId, companyId }, changedTypes, firstDay);

  const workerOf = new Map(workers.map((w) => [w.id, w]));
  const jobOf = new Map(jobRows.map((j) => [j.id, j]));
  const linkOf = new Map(links.map((l) => [pair(l.job, l.workType), l.name]));
  const otherOf = new Map(others.map((o) => [o.id, o.name]));
  const dayOf = new Map(days.map((d) => [pair(d.worker, d.day), d.total]));
  const publicJobSet = new Set(publicJobs);
  const classificationOf = new Map(classifications.map((c) => [c.id, c]));
  const defaultOf = new Map(defaults.map((d) => [pair(d.worker, d.job), d.classification]));
  const classificationFacts = (d: EntryDraft): EntryFacts['classification'] => {
    if (d.isPto || !d.job || d.classification === undefined) return undefined;
    const onJob = (id: string | null) => {
      const c = id === null ? undefined : classificationOf.get(id);
      return c && c.job === d.job && publicJobSet.has(d.job) ? c : undefined;
    };
    const workerDefault = onJob(defaultOf.get(pair(d.worker, d.job)) ?? null);
    const taken = d.classification === null ? workerDefault : onJob(d.classification);
    return {
      asked: d.classification,
      ofJob: onJob(d.classification) !== undefined,
      isOperator: taken?.isOperator ?? false,
      workerDefault: workerDefault?.id ?? null,
    };
  };
  const codesOf = new Map<string, CandidateCode[]>();
  for (const c of codes) {
    const list = codesOf.get(c.workTypeId) ?? [];
    list.push({
      id: c.id,
      code: c.code,
      compRate: c.compRate,
      minHourlyRate: Number(c.minHourlyRate),
      maxHourlyRate: Number(c.maxHourlyRate),
      isActive: c.isActive,
    });
    codesOf.set(c.workTypeId, list);
  }

  return drafts.map((d, i) => {
    const worker = workerOf.get(d.worker);
    const job = d.isPto || !d.job ? undefined : jobOf.get(d.job);
    const workTypeName =
      d.isPto || !d.job || !d.workType ? undefined : linkOf.get(pair(d.job, d.workType));
    const ptoName = d.isPto && d.ptoType ? otherOf.get(d.ptoType) : undefined;
    const matchCode = !d.isPto && (options.matchCode?.(i) ?? true);
    return {
      facts: {
        isPto: d.isPto,
        hours: d.hours,
        worker: worker && { hourlyRate: worker.hourlyRate },
        otherTypeActive: ptoName !== undefined,
        job,
        workTypeOnJob: workTypeName !== undefined,
        periodClosed: closed.some((p) => p.start <= d.day && p.end >= d.day),
        classification: classificationFacts(d),
        dayTotal: dayOf.get(pair(d.worker, d.day)) ?? '0',
        codes: matchCode
          ? codesInForce(
              codesOf.get(d.workType ?? '') ?? [],
              changesOf.get(d.workType ?? '') ?? [],
              d.day,
            )
          : undefined,
      },
      workerName: worker?.name ?? null,
      hourlyRate: worker?.hourlyRate ?? null,
      jobName: job?.name ?? null,
      workTypeName: workTypeName ?? null,
      ptoName: ptoName ?? null,
    };
  });
}

/** A new entry: its draft and what is kept beside it. */
export interface NewEntry extends EntryDraft {
  id: string;
  clientId: string | null;
  notes: string | null;
  createdBy: string | null;
  changedBy: string | null;
  changedByName: string;
  /** A punched stretch's start and end (decision 0025); absent for typed hours. */
  startedAt?: Date | null;
  endedAt?: Date | null;
  /** The crew whose day recorded it: the worker is asked to sign the day (decision 0026). */
  crewId?: string | null;
  /** An operator classification's equipment (decision 0028). */
  equipment?: string | null;
}

/** Which rule a new entry failed first, or `created`, `seen` or `taken_meanwhile`. */
export type SaveOutcome = 'created' | 'seen' | 'taken_meanwhile' | EntryRefusal;

export interface SavedEntry {
  outcome: SaveOutcome;
  /** For `seen`: the entry already saved under the client id, and its worker. */
  seenId: string | null;
  seenUser: string | null;
  jobName: string | null;
  workTypeName: string | null;
  ptoName: string | null;
  wcCodeId: string | null;
  wcCode: string | null;
  classificationId: string | null;
  equipment: string | null;
  createdAt: Date | null;
  updatedAt: Date | null;
}

export interface NewEntryOfCompany {
  scope: CompanyScope;
  entry: NewEntry;
}

const NOT_SAVED = {
  seenId: null,
  seenUser: null,
  jobName: null,
  workTypeName: null,
  ptoName: null,
  wcCodeId: null,
  wcCode: null,
  classificationId: null,
  equipment: null,
  createdAt: null,
  updatedAt: null,
} satisfies Omit<SavedEntry, 'outcome'>;

/**
 * Saves a group of new entries, of one or several companies, in one transaction (the save queue
 * forms the groups: never two entries of one worker or one client id). Each company's entries are
 * written under its own tenant's row-level security, companies in one order (tenant, company) and
 * workers in id order, so two groups under way never wait on each other's locks. Each entry
 * answers with its outcome, in the order given; a refused entry does not stop the others.
 *
 * `taken_meanwhile`: another transaction saved the same client id while this one ran.
 */
export function saveNewEntries(db: Db, group: readonly NewEntryOfCompany[]): Promise<SavedEntry[]> {
  const byCompany = new Map<string, { scope: CompanyScope; places: number[] }>();
  group.forEach((s, place) => {
    const key = pair(s.scope.tenantId, s.scope.companyId);
    const part = byCompany.get(key) ?? { scope: s.scope, places: [] };
    part.places.push(place);
    byCompany.set(key, part);
  });
  const parts = [...byCompany.entries()].sort(([a], [b]) => (a < b ? -1 : 1)).map(([, p]) => p);
  const answers = new Array<SavedEntry>(group.length);
  return withTenant(db, parts[0]!.scope, async (tx) => {
    for (const [i, part] of parts.entries()) {
      if (i > 0) await enterTenant(tx, part.scope);
      const entries = part.places.map((place) => group[place]!.entry);
      const saved = await saveCompanyEntries(tx, part.scope, entries);
      part.places.forEach((place, j) => (answers[place] = saved[j]!));
    }
    return answers;
  });
}

/**
 * Saves new entries of one company inside the caller's transaction (under its tenant): the save
 * queue's groups, and the stretch a punch closes.
 */
export async function saveCompanyEntries(
  tx: Tx,
  scope: CompanyScope,
  entries: readonly NewEntry[],
): Promise<SavedEntry[]> {
  const { tenantId, companyId } = scope;
  // A new entry with no classification asked for takes the worker's default on the job.
  const drafts = await readFacts(
    tx,
    scope,
    entries.map((e) => ({ ...e, classification: e.classification ?? null })),
  );
  const clientIds = defined(entries.map((e) => e.clientId));
  const seen = clientIds.length
    ? await tx
        .select({ id: timeEntries.id, userId: timeEntries.userId, clientId: timeEntries.clientId })
        .from(timeEntries)
        .where(and(eq(timeEntries.tenantId, tenantId), inArray(timeEntries.clientId, clientIds)))
    : [];
  const seenOf = new Map(seen.map((s) => [s.clientId, s]));

  const answers: SavedEntry[] = [];
  const rows: (typeof timeEntries.$inferInsert)[] = [];
  const history: (typeof timeEntryHistory.$inferInsert)[] = [];
  // Hundredths accepted so far in this call per worker and day: several entries of one worker's
  // day saved together (a crew day) each count the ones before them against the day's limit.
  const earlier = new Map<string, number>();
  entries.forEach((e, i) => {
    const d = drafts[i]!;
    const dayKey = pair(e.worker, e.day);
    const before = earlier.get(dayKey) ?? 0;
    if (before) d.facts = { ...d.facts, dayTotal: (hundredths(d.facts.dayTotal) + before) / 100 };
    const names = { jobName: d.jobName, workTypeName: d.workTypeName, ptoName: d.ptoName };
    const seenBefore = e.clientId === null ? undefined : seenOf.get(e.clientId);
    // The worker is checked before the client id: an id seen before is only answered to a worker
    // of the company.
    const judged = judgeEntry(d.facts);
    if (judged.refusal === 'worker_missing') {
      answers.push({ ...NOT_SAVED, outcome: 'worker_missing' });
      return;
    }
    if (seenBefore) {
      answers.push({
        ...NOT_SAVED,
        outcome: 'seen',
        seenId: seenBefore.id,
        seenUser: seenBefore.userId,
      });
      return;
    }
    if (judged.refusal) {
      answers.push({ ...NOT_SAVED, ...names, outcome: judged.refusal });
      return;
    }
    const code = judged.code ?? null;
    const classificationId = judged.classification?.id ?? null;
    const equipment = judged.classification?.operator ? (e.equipment ?? null) : null;
    earlier.set(dayKey, before + hundredths(e.hours));
    answers.push({
      ...NOT_SAVED,
      ...names,
      outcome: 'created',
      wcCodeId: code?.id ?? null,
      wcCode: code?.code ?? null,
      classificationId,
      equipment,
    });
    rows.push({
      id: e.id,
      tenantId,
      companyId,
      userId: e.worker,
      entryDate: e.day,
      hours: e.hours,
      notes: e.notes,
      isPto: e.isPto,
      jobId: e.isPto ? null : e.job,
      workTypeId: e.isPto ? null : e.workType,
      ptoTypeId: e.isPto ? e.ptoType : null,
      clientId: e.clientId,
      startedAt: e.startedAt ?? null,
      endedAt: e.endedAt ?? null,
      crewId: e.crewId ?? null,
      classificationId,
      equipment,
      createdBy: e.createdBy,
      wcCodeId: code?.id ?? null,
      wcCode: code?.code ?? null,
      compRate: code?.compRate ?? null,
      hourlyRate: d.hourlyRate!,
    });
    history.push({
      tenantId,
      companyId,
      entryId: e.id,
      action: 'create',
      changedBy: e.changedBy,
      changedByName: e.changedByName,
      after: {
        worker: d.workerName,
        date: e.day,
        hours: Number(e.hours),
        job: e.isPto ? null : d.jobName,
        workType: e.isPto ? null : d.workTypeName,
        wcCode: code?.code ?? null,
        otherType: e.isPto ? d.ptoName : null,
        notes: e.notes,
        status: 'pending',
        ...(e.startedAt ? { start: e.startedAt.toISOString(), end: e.endedAt?.toISOString() } : {}),
      },
    });
  });
  if (rows.length === 0) return answers;

  // Client-id order, as every group writes them: two groups never wait on each other's keys.
  rows.sort((a, b) => ((a.clientId ?? '') < (b.clientId ?? '') ? -1 : 1));
  const written = await tx
    .insert(timeEntries)
    .values(rows)
    .onConflictDoNothing({ target: [timeEntries.tenantId, timeEntries.clientId] })
    .returning({
      id: timeEntries.id,
      createdAt: timeEntries.createdAt,
      updatedAt: timeEntries.updatedAt,
      // What the ledger's create events keep, as stored.
      userId: timeEntries.userId,
      entryDate: timeEntries.entryDate,
      hours: timeEntries.hours,
      jobId: timeEntries.jobId,
      workTypeId: timeEntries.workTypeId,
      ptoTypeId: timeEntries.ptoTypeId,
      isPto: timeEntries.isPto,
      wcCode: timeEntries.wcCode,
      compRate: timeEntries.compRate,
      hourlyRate: timeEntries.hourlyRate,
      status: timeEntries.status,
      startedAt: timeEntries.startedAt,
      endedAt: timeEntries.endedAt,
      adjustsEntryId: timeEntries.adjustsEntryId,
      notes: timeEntries.notes,
      classificationId: timeEntries.classificationId,
      equipment: timeEntries.equipment,
    });
  const writtenOf = new Map(written.map((w) => [w.id, w]));
  const kept = history.filter((h) => writtenOf.has(h.entryId));
  if (kept.length) {
    await tx.insert(timeEntryHistory).values(kept);
    await appendEntryEvents(
      tx,
      scope,
      kept.map((h) => ({
        entryId: h.entryId,
        action: 'create' as const,
        actorId: h.changedBy ?? null,
        actorName: h.changedByName,
        state: entryState(writtenOf.get(h.entryId)!),
      })),
    );
  }
  return answers.map((a, i) => {
    if (a.outcome !== 'created') return a;
    const w = writtenOf.get(entries[i]!.id);
    return w
      ? { ...a, createdAt: w.createdAt, updatedAt: w.updatedAt }
      : { ...NOT_SAVED, outcome: 'taken_meanwhile' };
  });
}
