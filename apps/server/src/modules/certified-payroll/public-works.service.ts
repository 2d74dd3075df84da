import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CERTIFIED_PAYROLL_MESSAGES as M,
  type PublicWorksJob,
  type PublicWorksJobList,
  type PublicWorksSettings,
  type WageClassification,
  type publicWorksRequest,
  type wageClassificationRequest,
} from '@sitehours/contract';
import type { z } from 'zod';
import type { Queryable, Tx } from '../../db/database';
import { withTenant } from '../../db/scoped';
import {
  certifiedPayrolls,
  jobs,
  publicWorksJobs,
  users,
  wageClassifications,
  wageRates,
  workerClassifications,
} from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { pgCode } from '../../platform/error-handler';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';

/**
 * A job's public-works side (decision 0028): whether it is a prevailing-wage job and the heading
 * of its certified payrolls, its wage determination's classifications with their rates by date,
 * and each worker's default classification there.
 */

type SettingsInput = z.output<typeof publicWorksRequest>;
type ClassificationInput = z.output<typeof wageClassificationRequest>;

const settingsColumns = {
  jobId: publicWorksJobs.jobId,
  wageLaw: publicWorksJobs.wageLaw,
  awardingAgency: publicWorksJobs.awardingAgency,
  projectNumber: publicWorksJobs.projectNumber,
  contractNumber: publicWorksJobs.contractNumber,
  projectLocation: publicWorksJobs.projectLocation,
  startDate: publicWorksJobs.startDate,
  fringePaidAs: publicWorksJobs.fringePaidAs,
  overtimeRate: publicWorksJobs.overtimeRate,
};

/** The job, if it is the company's. */
async function companyJob(q: Queryable, scope: CompanyScope, jobId: string) {
  const [job] = await q
    .select({ id: jobs.id, name: jobs.name, isActive: jobs.isActive })
    .from(jobs)
    .where(
      and(
        eq(jobs.id, jobId),
        eq(jobs.tenantId, scope.tenantId),
        eq(jobs.companyId, scope.companyId),
      ),
    );
  if (!job) throw notFound('catalogJobNotFound');
  return job;
}

export async function settingsOf(
  q: Queryable,
  scope: CompanyScope,
  jobId: string,
): Promise<PublicWorksSettings | null> {
  const [row] = await q
    .select(settingsColumns)
    .from(publicWorksJobs)
    .where(and(eq(publicWorksJobs.jobId, jobId), eq(publicWorksJobs.companyId, scope.companyId)));
  return row ?? null;
}

/** A public-works job's settings, or 404/400 when the job is not the company's or not one. */
export async function publicWorksJobOf(q: Queryable, scope: CompanyScope, jobId: string) {
  const job = await companyJob(q, scope, jobId);
  const settings = await settingsOf(q, scope, jobId);
  if (!settings) throw fieldError('jobId', M.notPublicWorks);
  return { job, settings };
}

/** Classifications of jobs with their rates, oldest rate first. */
export async function classificationsOf(
  q: Queryable,
  scope: CompanyScope,
  jobIds: readonly string[],
  options: { activeOnly?: boolean } = {},
): Promise<WageClassification[]> {
  if (jobIds.length === 0) return [];
  const rows = await q
    .select({
      id: wageClassifications.id,
      jobId: wageClassifications.jobId,
      name: wageClassifications.name,
      determination: wageClassifications.determination,
      isOperator: wageClassifications.isOperator,
      isActive: wageClassifications.isActive,
    })
    .from(wageClassifications)
    .where(
      and(
        eq(wageClassifications.tenantId, scope.tenantId),
        eq(wageClassifications.companyId, scope.companyId),
        inArray(wageClassifications.jobId, [...jobIds]),
        options.activeOnly ? eq(wageClassifications.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(wageClassifications.name));
  const rates = rows.length
    ? await q
        .select({
          classificationId: wageRates.classificationId,
          effectiveFrom: wageRates.effectiveFrom,
          baseRate: wageRates.baseRate,
          fringeRate: wageRates.fringeRate,
        })
        .from(wageRates)
        .where(
          and(
            eq(wageRates.tenantId, scope.tenantId),
            inArray(
              wageRates.classificationId,
              rows.map((r) => r.id),
            ),
          ),
        )
        .orderBy(asc(wageRates.effectiveFrom))
    : [];
  return rows.map((r) => ({
    ...r,
    rates: rates
      .filter((x) => x.classificationId === r.id)
      .map(({ effectiveFrom, baseRate, fringeRate }) => ({ effectiveFrom, baseRate, fringeRate })),
  }));
}

export function listPublicWorksJobs(
  ctx: AppContext,
  scope: CompanyScope,
): Promise<PublicWorksJobList> {
  return withTenant(ctx.db, scope, (tx) =>
    tx
      .select({ ...settingsColumns, jobName: jobs.name, isActive: jobs.isActive })
      .from(publicWorksJobs)
      .innerJoin(jobs, eq(jobs.id, publicWorksJobs.jobId))
      .where(
        and(
          eq(publicWorksJobs.tenantId, scope.tenantId),
          eq(publicWorksJobs.companyId, scope.companyId),
        ),
      )
      .orderBy(asc(jobs.name)),
  );
}

export function getPublicWorksJob(
  ctx: AppContext,
  scope: CompanyScope,
  jobId: string,
): Promise<PublicWorksJob> {
  return withTenant(ctx.db, scope, async (tx) => {
    await companyJob(tx, scope, jobId);
    const settings = await settingsOf(tx, scope, jobId);
    const defaults = await tx
      .select({
        userId: workerClassifications.userId,
        classificationId: workerClassifications.classificationId,
      })
      .from(workerClassifications)
      .where(
        and(
          eq(workerClassifications.tenantId, scope.tenantId),
          eq(workerClassifications.companyId, scope.companyId),
          eq(workerClassifications.jobId, jobId),
        ),
      );
    return {
      settings,
      classifications: await classificationsOf(tx, scope, [jobId]),
      workerClassifications: defaults,
    };
  });
}

/** The first week a signed payroll covers, if any: the project's start cannot move past it. */
async function firstSignedWeek(tx: Tx, scope: CompanyScope, jobId: string) {
  const [row] = await tx
    .select({ weekStart: certifiedPayrolls.weekStart })
    .from(certifiedPayrolls)
    .where(
      and(eq(certifiedPayrolls.companyId, scope.companyId), eq(certifiedPayrolls.jobId, jobId)),
    )
    .orderBy(asc(certifiedPayrolls.weekStart))
    .limit(1);
  return row?.weekStart;
}

export function savePublicWorks(
  ctx: AppContext,
  scope: CompanyScope,
  jobId: string,
  input: SettingsInput,
): Promise<PublicWorksSettings> {
  return withTenant(ctx.db, scope, async (tx) => {
    await companyJob(tx, scope, jobId);
    const signedFrom = await firstSignedWeek(tx, scope, jobId);
    if (signedFrom && input.startDate > signedFrom)
      throw fieldError('startDate', M.startAfterSigned);
    const values = {
      wageLaw: input.wageLaw,
      awardingAgency: input.awardingAgency,
      projectNumber: input.projectNumber,
      contractNumber: input.contractNumber,
      projectLocation: input.projectLocation,
      startDate: input.startDate,
      fringePaidAs: input.fringePaidAs,
      overtimeRate: input.overtimeRate,
    };
    await tx
      .insert(publicWorksJobs)
      .values({ ...values, jobId, tenantId: scope.tenantId, companyId: scope.companyId })
      .onConflictDoUpdate({
        target: [publicWorksJobs.jobId, publicWorksJobs.tenantId],
        set: { ...values, updatedAt: new Date() },
      });
    return (await settingsOf(tx, scope, jobId))!;
  });
}

/** Turns a job back to hours only; refused once a payroll of it is signed. */
export function removePublicWorks(ctx: AppContext, scope: CompanyScope, jobId: string) {
  return withTenant(ctx.db, scope, async (tx) => {
    await companyJob(tx, scope, jobId);
    if (await firstSignedWeek(tx, scope, jobId)) throw conflict(M.hasSignedPayrolls);
    await tx
      .delete(publicWorksJobs)
      .where(and(eq(publicWorksJobs.jobId, jobId), eq(publicWorksJobs.companyId, scope.companyId)));
  });
}

async function writeRates(tx: Tx, scope: CompanyScope, id: string, input: ClassificationInput) {
  await tx.delete(wageRates).where(eq(wageRates.classificationId, id));
  await tx.insert(wageRates).values(
    input.rates.map((r) => ({
      tenantId: scope.tenantId,
      classificationId: id,
      effectiveFrom: r.effectiveFrom,
      baseRate: r.baseRate,
      fringeRate: r.fringeRate,
    })),
  );
}

async function classificationById(tx: Tx, scope: CompanyScope, id: string) {
  const [row] = await tx
    .select({ id: wageClassifications.id, jobId: wageClassifications.jobId })
    .from(wageClassifications)
    .where(
      and(
        eq(wageClassifications.id, id),
        eq(wageClassifications.tenantId, scope.tenantId),
        eq(wageClassifications.companyId, scope.companyId),
      ),
    );
  if (!row) throw notFound(M.classificationNotFound);
  return row;
}

/**
 * Adds or changes a classification and replaces its rates. Rates are read by date when a week is
 * computed, and a signed payroll keeps its figures, so changing them never rewrites one.
 */
export function saveClassification(
  ctx: AppContext,
  scope: CompanyScope,
  target: { jobId: string } | { id: string },
  input: ClassificationInput,
): Promise<WageClassification> {
  return withTenant(ctx.db, scope, async (tx) => {
    const values = {
      name: input.name,
      determination: input.determination,
      isOperator: input.isOperator,
      isActive: input.isActive,
    };
    let id: string;
    let jobId: string;
    try {
      if ('jobId' in target) {
        await publicWorksJobOf(tx, scope, target.jobId);
        jobId = target.jobId;
        const [row] = await tx
          .insert(wageClassifications)
          .values({ ...values, jobId, tenantId: scope.tenantId, companyId: scope.companyId })
          .returning({ id: wageClassifications.id });
        id = row!.id;
      } else {
        ({ id, jobId } = await classificationById(tx, scope, target.id));
        await tx.update(wageClassifications).set(values).where(eq(wageClassifications.id, id));
      }
    } catch (error) {
      if (pgCode(error) === '23505') throw conflict(M.classificationNameTaken, 'name');
      throw error;
    }
    await writeRates(tx, scope, id, input);
    const [saved] = (await classificationsOf(tx, scope, [jobId])).filter((c) => c.id === id);
    return saved!;
  });
}

/** The classifications a worker may choose on a job: its active ones (none off public works). */
export function jobClassifications(ctx: AppContext, scope: CompanyScope, jobId: string) {
  return withTenant(ctx.db, scope, async (tx) => {
    await companyJob(tx, scope, jobId);
    if (!(await settingsOf(tx, scope, jobId))) return [];
    return classificationsOf(tx, scope, [jobId], { activeOnly: true });
  });
}

/** Sets (or clears, with null) a worker's default classification on a public-works job. */
export function setWorkerClassification(
  ctx: AppContext,
  scope: CompanyScope,
  jobId: string,
  userId: string,
  classificationId: string | null,
) {
  return withTenant(ctx.db, scope, async (tx) => {
    await publicWorksJobOf(tx, scope, jobId);
    const [worker] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.companyId, scope.companyId)));
    if (!worker) throw notFound('staffNotFound');
    const where = and(
      eq(workerClassifications.userId, userId),
      eq(workerClassifications.jobId, jobId),
      eq(workerClassifications.companyId, scope.companyId),
    );
    if (classificationId === null) {
      await tx.delete(workerClassifications).where(where);
      return;
    }
    const c = await classificationById(tx, scope, classificationId);
    if (c.jobId !== jobId) throw fieldError('classificationId', M.classificationNotOfJob);
    await tx
      .insert(workerClassifications)
      .values({
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        userId,
        jobId,
        classificationId,
      })
      .onConflictDoUpdate({
        target: [
          workerClassifications.userId,
          workerClassifications.jobId,
          workerClassifications.tenantId,
        ],
        set: { classificationId },
      });
  });
}
