import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  APPROVAL_MESSAGES,
  CATALOG_MESSAGES,
  type FieldError,
  type Job,
  type JobSite,
} from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { withTenant } from '../../db/scoped';
import { jobManagers, jobWorkTypes, jobs, users, workTypes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { fieldError, fieldIssue, invalidFields, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { toWorkType } from '../work-types/work-type.service';

type JobRow = typeof jobs.$inferSelect;

// The outer table is named in full: drizzle leaves columns unqualified in a single-table select.
const activeCodeCount = sql<number>`(select count(*)::int from wc_codes w where w.work_type_id = ${sql.raw('"work_types"."id"')} and w.is_active)`;

export function toJob(j: JobRow, managerIds?: string[]): Job {
  return {
    ...(managerIds ? { managerIds } : {}),
    jobId: j.id,
    id: j.id,
    jobName: j.name,
    name: j.name,
    address: j.address,
    city: j.city,
    state: j.state,
    zipCode: j.zipCode,
    zip_code: j.zipCode,
    isActive: j.isActive,
    site:
      j.siteLatitude !== null && j.siteLongitude !== null && j.siteRadiusM !== null
        ? {
            latitude: Number(j.siteLatitude),
            longitude: Number(j.siteLongitude),
            radiusM: j.siteRadiusM,
          }
        : null,
  };
}

export interface JobInput {
  jobName: string;
  address: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
  isActive?: boolean;
  site?: JobSite | null;
  workTypeIds?: string[];
  managerIds?: string[];
}

/**
 * The company's jobs; admins' lists (`includeInactive`) also name each job's managers, who
 * review its time (decision 0027).
 */
export async function listJobs(ctx: AppContext, scope: CompanyScope, includeInactive: boolean) {
  return withTenant(ctx.db, scope, async (tx) => {
    const rows = await tx
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.companyId, scope.companyId),
          includeInactive ? undefined : eq(jobs.isActive, true),
        ),
      )
      .orderBy(asc(sql`lower(${jobs.name})`), asc(jobs.city));
    if (!includeInactive) return rows.map((j) => toJob(j));
    const links = await tx
      .select({ jobId: jobManagers.jobId, userId: jobManagers.userId })
      .from(jobManagers)
      .innerJoin(jobs, eq(jobs.id, jobManagers.jobId))
      .where(eq(jobs.companyId, scope.companyId));
    const managersOf = new Map<string, string[]>();
    for (const l of links) managersOf.set(l.jobId, [...(managersOf.get(l.jobId) ?? []), l.userId]);
    return rows.map((j) => toJob(j, managersOf.get(j.id) ?? []));
  });
}

/**
 * The managers chosen for a job must be active company managers or admins of the company: only
 * they review time.
 */
async function assertManagers(q: Queryable, scope: CompanyScope, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await q
    .select({
      id: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      roles: users.roles,
      isActive: users.isActive,
    })
    .from(users)
    .where(and(eq(users.companyId, scope.companyId), inArray(users.id, unique)));
  const errors: FieldError[] = [];
  for (const id of unique) {
    const u = found.find((f) => f.id === id);
    const manages =
      u?.isActive && (u.roles.includes('company_manager') || u.roles.includes('company_admin'));
    if (!manages)
      errors.push(
        fieldIssue('managerIds', APPROVAL_MESSAGES.managerNotAllowed, { name: u?.name ?? id }),
      );
  }
  const [first, ...rest] = errors;
  if (first) throw invalidFields([first, ...rest]);
  return unique;
}

async function replaceManagers(
  q: Queryable,
  scope: CompanyScope,
  jobId: string,
  managerIds: string[],
) {
  await q.delete(jobManagers).where(eq(jobManagers.jobId, jobId));
  if (managerIds.length)
    await q
      .insert(jobManagers)
      .values(managerIds.map((userId) => ({ tenantId: scope.tenantId, jobId, userId })));
  return managerIds;
}

async function findJob(q: Queryable, scope: CompanyScope, id: string) {
  const [row] = await q
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), eq(jobs.companyId, scope.companyId)));
  return row;
}

/**
 * Every work type chosen for a job must be an active work type of the company with at least one
 * active WC code, or time could not be booked on it.
 */
async function assertBookableWorkTypes(q: Queryable, scope: CompanyScope, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw fieldError('workTypeIds', CATALOG_MESSAGES.atLeastOneWorkType);
  const found = await q
    .select({
      id: workTypes.id,
      name: workTypes.name,
      isActive: workTypes.isActive,
      codes: activeCodeCount,
    })
    .from(workTypes)
    .where(and(eq(workTypes.companyId, scope.companyId), inArray(workTypes.id, unique)));
  const errors: FieldError[] = [];
  for (const id of unique) {
    const w = found.find((f) => f.id === id);
    if (!w || !w.isActive)
      errors.push(fieldIssue('workTypeIds', 'catalogWorkTypeNotFound', { name: w?.name ?? id }));
    else if (w.codes === 0)
      errors.push(fieldIssue('workTypeIds', 'catalogWorkTypeNoCodes', { name: w.name }));
  }
  const [first, ...rest] = errors;
  if (first) throw invalidFields([first, ...rest]);
  return unique;
}

async function replaceLinks(
  q: Queryable,
  scope: CompanyScope,
  jobId: string,
  workTypeIds: string[],
) {
  await q.delete(jobWorkTypes).where(eq(jobWorkTypes.jobId, jobId));
  await q
    .insert(jobWorkTypes)
    .values(workTypeIds.map((workTypeId) => ({ tenantId: scope.tenantId, jobId, workTypeId })));
}

const fields = (input: JobInput) => ({
  name: input.jobName,
  address: input.address,
  city: input.city,
  state: input.state,
  zipCode: input.zipCode,
  // Absent: unchanged (older clients do not send it); null: no site.
  ...(input.site === undefined
    ? {}
    : {
        siteLatitude: input.site ? input.site.latitude.toFixed(6) : null,
        siteLongitude: input.site ? input.site.longitude.toFixed(6) : null,
        siteRadiusM: input.site?.radiusM ?? null,
      }),
});

export async function createJob(ctx: AppContext, scope: CompanyScope, input: JobInput) {
  return withTenant(ctx.db, scope, async (tx) => {
    const workTypeIds = input.workTypeIds
      ? await assertBookableWorkTypes(tx, scope, input.workTypeIds)
      : undefined;
    const managerIds = input.managerIds
      ? await assertManagers(tx, scope, input.managerIds)
      : undefined;
    const [row] = await tx
      .insert(jobs)
      .values({ ...scope, ...fields(input), isActive: input.isActive ?? true })
      .returning();
    if (workTypeIds) await replaceLinks(tx, scope, row!.id, workTypeIds);
    if (managerIds) await replaceManagers(tx, scope, row!.id, managerIds);
    return toJob(row!, managerIds);
  });
}

export async function updateJob(ctx: AppContext, scope: CompanyScope, id: string, input: JobInput) {
  return withTenant(ctx.db, scope, async (tx) => {
    if (!(await findJob(tx, scope, id))) throw notFound(CATALOG_MESSAGES.jobNotFound);
    const workTypeIds = input.workTypeIds
      ? await assertBookableWorkTypes(tx, scope, input.workTypeIds)
      : undefined;
    const managerIds = input.managerIds
      ? await assertManagers(tx, scope, input.managerIds)
      : undefined;
    const [row] = await tx
      .update(jobs)
      .set({
        ...fields(input),
        ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
        updatedAt: new Date(),
      })
      .where(and(eq(jobs.id, id), eq(jobs.companyId, scope.companyId)))
      .returning();
    if (workTypeIds) await replaceLinks(tx, scope, id, workTypeIds);
    if (managerIds) await replaceManagers(tx, scope, id, managerIds);
    return toJob(row!, managerIds);
  });
}

/** The active work types that may be booked on a job. */
export async function jobWorkTypesOf(ctx: AppContext, scope: CompanyScope, jobId: string) {
  return withTenant(ctx.db, scope, async (tx) => {
    if (!(await findJob(tx, scope, jobId))) throw notFound(CATALOG_MESSAGES.jobNotFound);
    const rows = await tx
      .select({
        workType: workTypes,
        codes: activeCodeCount,
      })
      .from(jobWorkTypes)
      .innerJoin(workTypes, eq(workTypes.id, jobWorkTypes.workTypeId))
      .where(
        and(
          eq(jobWorkTypes.jobId, jobId),
          eq(workTypes.isActive, true),
          eq(workTypes.companyId, scope.companyId),
        ),
      )
      .orderBy(asc(sql`lower(${workTypes.name})`));
    return rows.map((r) => toWorkType(r.workType, r.codes));
  });
}

export async function setJobWorkTypes(
  ctx: AppContext,
  scope: CompanyScope,
  jobId: string,
  ids: string[],
) {
  return withTenant(ctx.db, scope, async (tx) => {
    if (!(await findJob(tx, scope, jobId))) throw notFound(CATALOG_MESSAGES.jobNotFound);
    const workTypeIds = await assertBookableWorkTypes(tx, scope, ids);
    await replaceLinks(tx, scope, jobId, workTypeIds);
    return { message: 'Work types saved', count: workTypeIds.length };
  });
}
