import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import { CATALOG_MESSAGES, messageText, type WorkType } from '@sitehours/contract';
import type { Queryable } from '../../db/database';
import { withTenant } from '../../db/scoped';
import { jobWorkTypes, jobs, wcBandChanges, wcCodes, workTypes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { badRequest, conflict, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { toWcCode } from './wc-code.service';

const activeCodeCount = sql<number>`(select count(*)::int from wc_codes w where w.work_type_id = ${sql.raw('"work_types"."id"')} and w.is_active)`;

type WorkTypeRow = typeof workTypes.$inferSelect;

export function toWorkType(w: WorkTypeRow, codes: number): WorkType {
  return {
    workTypeId: w.id,
    id: w.id,
    workTypeName: w.name,
    name: w.name,
    isActive: w.isActive,
    companyId: w.companyId,
    activeCodeCount: codes,
  };
}

export async function findWorkType(q: Queryable, scope: CompanyScope, id: string) {
  const [row] = await q
    .select()
    .from(workTypes)
    .where(and(eq(workTypes.id, id), eq(workTypes.companyId, scope.companyId)));
  return row;
}

export async function listWorkTypes(
  ctx: AppContext,
  scope: CompanyScope,
  includeInactive: boolean,
) {
  const rows = await withTenant(ctx.db, scope, (tx) =>
    tx
      .select({ workType: workTypes, codes: activeCodeCount })
      .from(workTypes)
      .where(
        and(
          eq(workTypes.companyId, scope.companyId),
          includeInactive ? undefined : eq(workTypes.isActive, true),
        ),
      )
      .orderBy(asc(sql`lower(${workTypes.name})`)),
  );
  return rows.map((r) => toWorkType(r.workType, r.codes));
}

const nameTaken = () => conflict(CATALOG_MESSAGES.workTypeNameTaken, 'workTypeName');

async function assertNameFree(q: Queryable, scope: CompanyScope, name: string, exceptId?: string) {
  const [clash] = await q
    .select({ id: workTypes.id })
    .from(workTypes)
    .where(
      and(eq(workTypes.companyId, scope.companyId), sql`lower(${workTypes.name}) = lower(${name})`),
    );
  if (clash && clash.id !== exceptId) throw nameTaken();
}

export async function createWorkType(
  ctx: AppContext,
  scope: CompanyScope,
  input: { workTypeName: string; isActive: boolean },
) {
  return withTenant(ctx.db, scope, async (tx) => {
    await assertNameFree(tx, scope, input.workTypeName);
    const [row] = await tx
      .insert(workTypes)
      .values({ ...scope, name: input.workTypeName, isActive: input.isActive })
      .returning();
    return toWorkType(row!, 0);
  });
}

export async function updateWorkType(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  input: { workTypeName: string; isActive: boolean },
) {
  return withTenant(ctx.db, scope, async (tx) => {
    if (!(await findWorkType(tx, scope, id))) throw notFound(CATALOG_MESSAGES.workTypeMissing);
    await assertNameFree(tx, scope, input.workTypeName, id);
    const [row] = await tx
      .update(workTypes)
      .set({ name: input.workTypeName, isActive: input.isActive, updatedAt: new Date() })
      .where(and(eq(workTypes.id, id), eq(workTypes.companyId, scope.companyId)))
      .returning();
    const [{ codes } = { codes: 0 }] = await tx
      .select({ codes: sql<number>`count(*)::int` })
      .from(wcCodes)
      .where(and(eq(wcCodes.workTypeId, id), eq(wcCodes.isActive, true)));
    return toWorkType(row!, codes);
  });
}

/** Links the work type to every active job of the company; it needs an active WC code. */
export async function assignToAllActiveJobs(ctx: AppContext, scope: CompanyScope, id: string) {
  return withTenant(ctx.db, scope, async (tx) => {
    const workType = await findWorkType(tx, scope, id);
    if (!workType) throw notFound(CATALOG_MESSAGES.workTypeMissing);
    const [{ codes } = { codes: 0 }] = await tx
      .select({ codes: sql<number>`count(*)::int` })
      .from(wcCodes)
      .where(and(eq(wcCodes.workTypeId, id), eq(wcCodes.isActive, true)));
    if (codes === 0) throw badRequest('catalogWorkTypeNoCodes', { name: workType.name });
    const active = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.companyId, scope.companyId), eq(jobs.isActive, true)));
    if (active.length > 0) {
      await tx
        .insert(jobWorkTypes)
        .values(active.map((j) => ({ tenantId: scope.tenantId, jobId: j.id, workTypeId: id })))
        .onConflictDoNothing();
    }
    return {
      message: messageText('catalogAssigned', { count: active.length }),
      count: active.length,
    };
  });
}

/** Every work type of the company with all its codes, for the management screen. */
export async function workTypesWithCodes(ctx: AppContext, scope: CompanyScope) {
  return withTenant(ctx.db, scope, async (tx) => {
    const types = await tx
      .select()
      .from(workTypes)
      .where(eq(workTypes.companyId, scope.companyId))
      .orderBy(asc(sql`lower(${workTypes.name})`));
    const codes = await tx
      .select()
      .from(wcCodes)
      .where(eq(wcCodes.companyId, scope.companyId))
      .orderBy(asc(wcCodes.minHourlyRate), asc(wcCodes.code));
    const changes = await tx
      .select({
        workTypeId: wcBandChanges.workTypeId,
        from: sql<string>`max(${wcBandChanges.effectiveFrom})::text`,
      })
      .from(wcBandChanges)
      .where(and(eq(wcBandChanges.companyId, scope.companyId), isNotNull(wcBandChanges.appliedAt)))
      .groupBy(wcBandChanges.workTypeId);
    const bandsFrom = new Map(changes.map((c) => [c.workTypeId, c.from]));
    return types.map((w) => {
      const own = codes.filter((c) => c.workTypeId === w.id).map(toWcCode);
      return {
        ...toWorkType(w, own.filter((c) => c.isActive).length),
        wcCodes: own,
        bandsFrom: bandsFrom.get(w.id) ?? null,
      };
    });
  });
}
