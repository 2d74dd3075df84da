import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { CREW_MESSAGES, mayLeadCrews, type Crew, type CrewRequest } from '@sitehours/contract';
import type { Queryable, Tx } from '../../db/database';
import { withTenant } from '../../db/scoped';
import { crewMembers, crews, jobs, users } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { conflict, fieldError, notFound } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';

/**
 * Crews: named groups of a company's workers, with who may lead them and the job they usually work
 * on. Admins keep them; a crew's leads record its day (`modules/crew-day`).
 */

const fullName = sql<string>`btrim(${users.firstName} || ' ' || ${users.lastName})`;

/** Crews of the company with their members, by name (only `ids`, when given). */
export async function readCrews(
  q: Queryable,
  scope: CompanyScope,
  filter: { ids?: readonly string[]; activeOnly?: boolean } = {},
): Promise<Crew[]> {
  if (filter.ids && filter.ids.length === 0) return [];
  const rows = await q
    .select({
      id: crews.id,
      name: crews.name,
      defaultJobId: crews.defaultJobId,
      defaultJobName: jobs.name,
      isActive: crews.isActive,
    })
    .from(crews)
    .leftJoin(jobs, eq(jobs.id, crews.defaultJobId))
    .where(
      and(
        eq(crews.companyId, scope.companyId),
        filter.ids ? inArray(crews.id, [...filter.ids]) : undefined,
        filter.activeOnly ? eq(crews.isActive, true) : undefined,
      ),
    )
    .orderBy(asc(sql`lower(${crews.name})`));
  if (rows.length === 0) return [];
  const members = await q
    .select({
      crewId: crewMembers.crewId,
      userId: crewMembers.userId,
      isLead: crewMembers.isLead,
      name: fullName,
    })
    .from(crewMembers)
    .innerJoin(users, eq(users.id, crewMembers.userId))
    .where(
      inArray(
        crewMembers.crewId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  return rows.map((r) => ({
    ...r,
    members: members
      .filter((m) => m.crewId === r.id)
      .map(({ userId, name, isLead }) => ({ userId, name, isLead })),
  }));
}

/** Checks a crew's members and leads, and its default job, against the company. */
async function checkCrew(tx: Tx, scope: CompanyScope, input: CrewRequest) {
  if (input.defaultJobId) {
    const [job] = await tx
      .select({ id: jobs.id })
      .from(jobs)
      .where(
        and(
          eq(jobs.id, input.defaultJobId),
          eq(jobs.companyId, scope.companyId),
          eq(jobs.isActive, true),
        ),
      );
    if (!job) throw fieldError('defaultJobId', CREW_MESSAGES.jobMissing);
  }
  const ids = [...new Set(input.members.map((m) => m.userId))];
  const found = ids.length
    ? await tx
        .select({ id: users.id, roles: users.roles, crewLead: users.crewLead, name: fullName })
        .from(users)
        .where(
          and(
            inArray(users.id, ids),
            eq(users.companyId, scope.companyId),
            eq(users.isActive, true),
          ),
        )
    : [];
  const byId = new Map(found.map((u) => [u.id, u]));
  input.members.forEach((m, i) => {
    const u = byId.get(m.userId);
    if (!u) throw fieldError(`members.${i}.userId`, CREW_MESSAGES.memberMissing);
    if (m.isLead && !mayLeadCrews(u.roles, u.crewLead))
      throw fieldError(`members.${i}.isLead`, CREW_MESSAGES.leadNotAllowed, { name: u.name });
  });
  const seen = new Set<string>();
  return input.members.filter((m) => !seen.has(m.userId) && seen.add(m.userId));
}

const isNameTaken = (error: unknown) =>
  String((error as { message?: string })?.message ?? '').includes('crews_company_name_unique') ||
  (error as { code?: string })?.code === '23505';

async function writeMembers(
  tx: Tx,
  scope: CompanyScope,
  crewId: string,
  members: CrewRequest['members'],
) {
  await tx.delete(crewMembers).where(eq(crewMembers.crewId, crewId));
  if (members.length)
    await tx.insert(crewMembers).values(
      members.map((m) => ({
        tenantId: scope.tenantId,
        crewId,
        userId: m.userId,
        isLead: m.isLead ?? false,
      })),
    );
}

export async function listCrews(ctx: AppContext, scope: CompanyScope) {
  return withTenant(ctx.db, scope, (tx) => readCrews(tx, scope));
}

export async function createCrew(ctx: AppContext, scope: CompanyScope, input: CrewRequest) {
  try {
    return await withTenant(ctx.db, scope, async (tx) => {
      const members = await checkCrew(tx, scope, input);
      const [row] = await tx
        .insert(crews)
        .values({
          tenantId: scope.tenantId,
          companyId: scope.companyId,
          name: input.name,
          defaultJobId: input.defaultJobId ?? null,
          isActive: input.isActive ?? true,
        })
        .returning({ id: crews.id });
      await writeMembers(tx, scope, row!.id, members);
      return (await readCrews(tx, scope, { ids: [row!.id] }))[0]!;
    });
  } catch (error) {
    if (isNameTaken(error)) throw conflict(CREW_MESSAGES.nameTaken, 'name');
    throw error;
  }
}

export async function updateCrew(
  ctx: AppContext,
  scope: CompanyScope,
  id: string,
  input: CrewRequest,
) {
  try {
    return await withTenant(ctx.db, scope, async (tx) => {
      const members = await checkCrew(tx, scope, input);
      const updated = await tx
        .update(crews)
        .set({
          name: input.name,
          defaultJobId: input.defaultJobId ?? null,
          ...(input.isActive === undefined ? {} : { isActive: input.isActive }),
          updatedAt: new Date(),
        })
        .where(and(eq(crews.id, id), eq(crews.companyId, scope.companyId)))
        .returning({ id: crews.id });
      if (!updated.length) throw notFound(CREW_MESSAGES.notFound);
      await writeMembers(tx, scope, id, members);
      return (await readCrews(tx, scope, { ids: [id] }))[0]!;
    });
  } catch (error) {
    if (isNameTaken(error)) throw conflict(CREW_MESSAGES.nameTaken, 'name');
    throw error;
  }
}

/** Removes a crew; the entries recorded in its days stay as they are. */
export async function deleteCrew(ctx: AppContext, scope: CompanyScope, id: string) {
  await withTenant(ctx.db, scope, async (tx) => {
    const gone = await tx
      .delete(crews)
      .where(and(eq(crews.id, id), eq(crews.companyId, scope.companyId)))
      .returning({ id: crews.id });
    if (!gone.length) throw notFound(CREW_MESSAGES.notFound);
  });
  return { success: true as const };
}
