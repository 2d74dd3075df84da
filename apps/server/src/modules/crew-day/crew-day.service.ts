import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  CREW_MESSAGES,
  ENTRY_REFUSALS,
  mayLeadCrews,
  messageText,
  stretchHours,
  type Crew,
  type CrewDay,
  type FieldError,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { withTenant } from '../../db/scoped';
import { companies, crewMembers, jobs, timeEntries, users, workTypes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { fieldError, fieldIssue, forbidden, invalidFields, notFound } from '../../platform/errors';
import type { CompanyScope, Principal } from '../../platform/principal';
import { readCrews } from '../crews/crews.service';
import { dayStates } from '../sign-offs/day-states';
import { dayQuestionsOf } from '../sign-offs/sign-off.service';
import { pinStateColumns } from '../sign-offs/pins';
import {
  saveCompanyEntries,
  type NewEntry,
  type SavedEntry,
} from '../time-entries/time-entry.repository';

/**
 * The crew day (decision 0026): a crew's lead records the day of every member in one submit. The
 * entries go through the same rules as any other (`saveCompanyEntries`): WC code by each worker's
 * rate, day limits, locks. All are saved or none; each row's client id saves it once.
 */

export interface CrewDayActor {
  scope: CompanyScope;
  userId: string | null;
  /** Admins (and a support session) record any crew's day. */
  isAdmin: boolean;
  roles: string[];
  label: string;
}

export function crewDayActor(principal: Principal | undefined, scope: CompanyScope): CrewDayActor {
  if (principal?.kind === 'user')
    return {
      scope,
      userId: principal.userId,
      isAdmin: principal.roles.includes('company_admin'),
      roles: principal.roles,
      label: principal.email,
    };
  return {
    scope,
    userId: null,
    isAdmin: true,
    roles: [],
    label: principal?.kind === 'global_admin' ? `${principal.email} (support)` : 'unknown',
  };
}

/** The ids of the active crews the actor may lead: every one for an admin. */
async function leadableCrewIds(tx: Tx, actor: CrewDayActor): Promise<string[] | 'all'> {
  if (actor.isAdmin) return 'all';
  const [me] = await tx
    .select({ crewLead: users.crewLead, roles: users.roles, isActive: users.isActive })
    .from(users)
    .where(and(eq(users.id, actor.userId!), eq(users.companyId, actor.scope.companyId)));
  if (!me?.isActive || !mayLeadCrews(me.roles, me.crewLead)) return [];
  const rows = await tx
    .select({ crewId: crewMembers.crewId })
    .from(crewMembers)
    .where(and(eq(crewMembers.userId, actor.userId!), eq(crewMembers.isLead, true)));
  return rows.map((r) => r.crewId);
}

/** The crews the actor may record the day of. */
export async function myCrews(ctx: AppContext, actor: CrewDayActor) {
  return withTenant(ctx.db, actor.scope, async (tx) => {
    const ids = await leadableCrewIds(tx, actor);
    return readCrews(tx, actor.scope, {
      ...(ids === 'all' ? {} : { ids }),
      activeOnly: true,
    });
  });
}

async function ledCrew(tx: Tx, actor: CrewDayActor, crewId: string) {
  const ids = await leadableCrewIds(tx, actor);
  const [crew] = await readCrews(tx, actor.scope, { ids: [crewId], activeOnly: true });
  if (!crew) throw notFound(CREW_MESSAGES.notFound);
  if (ids !== 'all' && !ids.includes(crewId)) throw forbidden(CREW_MESSAGES.notLead);
  return crew;
}

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** The crew's members as rows, each with their entries of the day and their signature. */
async function readDay(tx: Tx, scope: CompanyScope, crew: Crew, date: string): Promise<CrewDay> {
  const memberIds = crew.members.map((m) => m.userId);
  const [company] = await tx
    .select({ timeCapture: companies.timeCapture })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  const { questions } = await dayQuestionsOf(tx, scope);
  const pins = memberIds.length
    ? await tx
        .select({ id: users.id, ...pinStateColumns })
        .from(users)
        .where(inArray(users.id, memberIds))
    : [];
  const entries = memberIds.length
    ? await tx
        .select({
          entry: timeEntries,
          jobName: jobs.name,
          workTypeName: workTypes.name,
        })
        .from(timeEntries)
        .leftJoin(jobs, eq(jobs.id, timeEntries.jobId))
        .leftJoin(workTypes, eq(workTypes.id, timeEntries.workTypeId))
        .where(
          and(
            eq(timeEntries.companyId, scope.companyId),
            eq(timeEntries.entryDate, date),
            inArray(timeEntries.userId, memberIds),
          ),
        )
        .orderBy(asc(timeEntries.createdAt))
    : [];
  const states = await dayStates(tx, scope, {
    from: date,
    to: date,
    userIds: memberIds,
    all: true,
  });
  return {
    crew,
    date,
    timeCapture: company?.timeCapture ?? 'hours',
    questions,
    rows: crew.members.map((m) => {
      const pin = pins.find((p) => p.id === m.userId);
      return {
        userId: m.userId,
        name: m.name,
        isLead: m.isLead,
        canSignByPin: Boolean(pin?.pinSet && !pin.pinLocked),
        entries: entries
          .filter((e) => e.entry.userId === m.userId)
          .map(({ entry: e, jobName, workTypeName }) => ({
            id: e.id,
            clientId: e.clientId,
            jobId: e.jobId,
            jobName,
            workTypeId: e.workTypeId,
            workTypeName: e.isPto ? null : workTypeName,
            hours: Number(e.hours),
            startedAt: iso(e.startedAt),
            endedAt: iso(e.endedAt),
            notes: e.notes,
            status: e.status,
            wcCode: e.wcCode,
          })),
        signature: states.find((s) => s.userId === m.userId)?.signature ?? null,
      };
    }),
  };
}

export async function crewDayOf(
  ctx: AppContext,
  actor: CrewDayActor,
  query: { crewId: string; date: string },
) {
  return withTenant(ctx.db, actor.scope, async (tx) =>
    readDay(tx, actor.scope, await ledCrew(tx, actor, query.crewId), query.date),
  );
}

export interface CrewDayRow {
  clientId: string;
  userId: string;
  jobId?: string | null;
  workTypeId: string;
  hours?: number | string | null;
  startedAt?: string | null;
  endedAt?: string | null;
  notes: string | null;
}

/** A refused row, named at the field its rule is about. */
const rowIssue = (i: number, saved: SavedEntry): FieldError => {
  const refusal = ENTRY_REFUSALS[saved.outcome as keyof typeof ENTRY_REFUSALS];
  return fieldIssue(`entries.${i}.${refusal.path}`, refusal.message);
};

/** Saves a crew's day in one transaction, every row or none. */
export async function submitCrewDay(
  ctx: AppContext,
  actor: CrewDayActor,
  body: { crewId: string; date: string; jobId: string; entries: CrewDayRow[] },
) {
  const { scope } = actor;
  return withTenant(ctx.db, scope, async (tx) => {
    const crew = await ledCrew(tx, actor, body.crewId);
    const members = new Set(crew.members.map((m) => m.userId));
    const issues: FieldError[] = [];
    body.entries.forEach((e, i) => {
      if (!members.has(e.userId))
        issues.push(fieldIssue(`entries.${i}.userId`, CREW_MESSAGES.notMember));
    });
    if (issues.length) throw invalidFields(issues as [FieldError, ...FieldError[]]);

    const entries: NewEntry[] = body.entries.map((e) => {
      const startedAt = e.startedAt ? new Date(e.startedAt) : null;
      const endedAt = e.endedAt ? new Date(e.endedAt) : null;
      const hours =
        startedAt && endedAt
          ? stretchHours((endedAt.getTime() - startedAt.getTime()) / 1000)
          : Number(e.hours).toFixed(2);
      return {
        id: randomUUID(),
        worker: e.userId,
        day: body.date,
        hours: String(hours),
        isPto: false,
        job: e.jobId ?? body.jobId,
        workType: e.workTypeId,
        ptoType: null,
        clientId: e.clientId,
        notes: e.notes,
        createdBy: actor.userId,
        changedBy: actor.userId,
        changedByName: actor.label,
        startedAt,
        endedAt,
        crewId: crew.id,
      };
    });

    // A submit sent again (a retry, the device's queue) whose rows are all saved already is
    // answered from their client ids, without locking the crew's workers.
    const known = await tx
      .select({ clientId: timeEntries.clientId, userId: timeEntries.userId })
      .from(timeEntries)
      .where(
        and(
          eq(timeEntries.tenantId, scope.tenantId),
          inArray(
            timeEntries.clientId,
            entries.map((e) => e.clientId!),
          ),
        ),
      );
    const knownOf = new Map(known.map((k) => [k.clientId, k.userId]));
    const allSaved = entries.every((e) => knownOf.get(e.clientId) === e.worker);
    // One call: each row's day limit counts the rows of the same worker before it.
    const saved = allSaved
      ? entries.map(() => ({ outcome: 'seen' as const, seenUser: null }))
      : await saveCompanyEntries(tx, scope, entries);
    let created = 0;
    let alreadySaved = 0;
    saved.forEach((s, place) => {
      if (s.outcome === 'created') created++;
      else if (s.outcome === 'seen' && (allSaved || s.seenUser === entries[place]!.worker))
        alreadySaved++;
      // Saved under this id by the same submit sent twice at once.
      else if (s.outcome === 'taken_meanwhile') alreadySaved++;
      else if (s.outcome === 'seen')
        issues.push(fieldIssue(`entries.${place}.clientId`, 'entryClientIdTaken'));
      else issues.push(rowIssue(place, s));
    });
    // One refused row refuses the day: the transaction is rolled back, nothing is kept.
    if (issues.length) {
      issues.sort((a, b) => (a.path < b.path ? -1 : 1));
      throw invalidFields(issues as [FieldError, ...FieldError[]]);
    }
    if (created + alreadySaved === 0) throw fieldError('entries', CREW_MESSAGES.dayEmpty);
    return {
      success: true as const,
      created,
      alreadySaved,
      message: messageText(CREW_MESSAGES.daySaved, { count: created + alreadySaved }),
      day: await readDay(tx, scope, crew, body.date),
    };
  });
}
