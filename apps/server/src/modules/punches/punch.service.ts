import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq } from 'drizzle-orm';
import {
  CLOCK_SKEW_LIMIT_SECONDS,
  CLOSES_STRETCH,
  DAY_HOURS_MAX,
  OPENS_STRETCH,
  PUNCH_MESSAGES,
  STATE_AFTER,
  dayInZone,
  punchRefusal,
  siteCheck,
  stretchHours,
  timeInZone,
  type ClockState,
  type Punch,
  type PunchClock,
  type PunchInput,
  type PunchRefusal,
  type Site,
} from '@sitehours/contract';
import type { Tx } from '../../db/database';
import { withTenant } from '../../db/scoped';
import { companies, jobWorkTypes, jobs, punches, users, workTypes } from '../../db/schema';
import type { AppContext } from '../../platform/app-context';
import { AppError, conflict, fieldError, forbidden } from '../../platform/errors';
import type { CompanyScope } from '../../platform/principal';
import { saveCompanyEntries } from '../time-entries/time-entry.repository';

/**
 * The punch clock (decision 0025): a worker's punches in order, each closed stretch of work saved
 * as a time entry with its start and end through the same rules as every entry. A punch is
 * recorded once per client id, whenever it arrives, and never refused for where it was made.
 */

type PunchRow = typeof punches.$inferSelect;

/** The worker punching: their membership, in their company. */
export interface PunchActor {
  scope: CompanyScope;
  userId: string | null;
  label: string;
}

const REFUSAL_TEXT: Record<PunchRefusal, Parameters<typeof conflict>[0]> = {
  already_clocked_in: PUNCH_MESSAGES.alreadyClockedIn,
  not_clocked_in: PUNCH_MESSAGES.notClockedIn,
  on_meal: PUNCH_MESSAGES.onMeal,
  not_on_meal: PUNCH_MESSAGES.notOnMeal,
};

/** A punch this far ahead of the server's clock is a device clock gone wrong, not a punch. */
const FUTURE_LIMIT_MS = DAY_HOURS_MAX * 3600 * 1000;

export function toPunch(p: PunchRow): Punch {
  return {
    id: p.id,
    clientId: p.clientId,
    kind: p.kind,
    at: p.punchedAt.toISOString(),
    receivedAt: p.receivedAt.toISOString(),
    workDate: p.workDate,
    jobId: p.jobId,
    workTypeId: p.workTypeId,
    clockSkewFlagged: Math.abs(p.clockSkewSeconds ?? 0) > CLOCK_SKEW_LIMIT_SECONDS,
    outsideRadius: p.outsideRadius,
    distanceM: p.distanceM,
    entryId: p.entryId,
    problem: p.problem,
  };
}

function ownWorker(actor: PunchActor): string {
  // A support session has no worker of its own: it reads punches, it does not make them.
  if (!actor.userId) throw forbidden();
  return actor.userId;
}

async function companyOf(tx: Tx, scope: CompanyScope) {
  const [company] = await tx
    .select({
      timeCapture: companies.timeCapture,
      timeZone: companies.timeZone,
      mealRestRule: companies.mealRestRule,
    })
    .from(companies)
    .where(eq(companies.id, scope.companyId));
  return company!;
}

async function lastPunchOf(tx: Tx, scope: CompanyScope, userId: string) {
  const [last] = await tx
    .select()
    .from(punches)
    .where(and(eq(punches.tenantId, scope.tenantId), eq(punches.userId, userId)))
    .orderBy(desc(punches.punchedAt), desc(punches.createdAt))
    .limit(1);
  return last;
}

/**
 * In one round trip: the punch recorded under `clientId`, if any, and the worker's last two punches,
 * latest first (the last says where the clock stands; when it started a meal, the one before it
 * opened the stretch the meal interrupted, as every meal starts from work).
 */
async function seenAndLastPunches(tx: Tx, scope: CompanyScope, userId: string, clientId: string) {
  const rows = await tx
    .select()
    .from(punches)
    .where(and(eq(punches.tenantId, scope.tenantId), eq(punches.clientId, clientId)))
    .unionAll(
      tx
        .select()
        .from(punches)
        .where(and(eq(punches.tenantId, scope.tenantId), eq(punches.userId, userId)))
        .orderBy(desc(punches.punchedAt), desc(punches.createdAt))
        .limit(2),
    );
  const seen = rows.find((p) => p.clientId === clientId);
  // The last two come after the seen one, in their order; sorting again (a stable sort) keeps
  // them so whatever order the union gave.
  const recent = rows
    .filter((p) => p.clientId !== clientId)
    .sort(
      (a, b) =>
        b.punchedAt.getTime() - a.punchedAt.getTime() ||
        b.createdAt.getTime() - a.createdAt.getTime(),
    );
  return { seen, recent };
}

function siteFrom(job: { lat: string | null; lon: string | null; radius: number | null }) {
  if (job.lat === null || job.lon === null || job.radius === null) return null;
  return { latitude: Number(job.lat), longitude: Number(job.lon), radiusM: job.radius };
}

async function siteOf(tx: Tx, scope: CompanyScope, jobId: string | null): Promise<Site | null> {
  if (!jobId) return null;
  const [job] = await tx
    .select({ lat: jobs.siteLatitude, lon: jobs.siteLongitude, radius: jobs.siteRadiusM })
    .from(jobs)
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, scope.companyId)));
  return job ? siteFrom(job) : null;
}

/**
 * Records a punch of the signed-in worker. A client id seen before answers the punch recorded
 * under it (`created: false`): a punch kept offline and sent again is recorded once.
 */
export async function recordPunch(
  ctx: AppContext,
  actor: PunchActor,
  input: PunchInput,
  /** A punch made at a kiosk: the kiosk, and the photo taken there (a file under the data dir). */
  atKiosk: { kioskId: string; photoPath: string | null } | null = null,
) {
  const userId = ownWorker(actor);
  const { scope } = actor;
  const receivedAt = new Date();
  return withTenant(ctx.db, scope, async (tx) => {
    // One worker's punches are recorded one at a time, in the order of their lock. Each round trip
    // counts when a whole crew clocks in at once (bench/RESULTS.md, "Punch burst"): the company
    // is read with the lock, the seen punch with the last ones.
    const [worker] = await tx
      .select({
        id: users.id,
        locationConsent: users.locationConsent,
        timeCapture: companies.timeCapture,
        timeZone: companies.timeZone,
      })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(and(eq(users.id, userId), eq(users.companyId, scope.companyId)))
      .for('update', { of: users });
    if (!worker) throw forbidden();
    const { seen, recent } = await seenAndLastPunches(tx, scope, userId, input.clientId);
    if (seen) {
      if (seen.userId !== userId) throw conflict(PUNCH_MESSAGES.clientIdTaken, 'clientId');
      return { created: false, punch: toPunch(seen) };
    }
    const company = worker;
    if (company.timeCapture !== 'times')
      throw new AppError(409, 'time_capture_off', PUNCH_MESSAGES.timeCaptureOff);

    const at = new Date(input.at);
    if (at.getTime() - receivedAt.getTime() > FUTURE_LIMIT_MS)
      throw fieldError('at', PUNCH_MESSAGES.inFuture);
    const last = recent[0];
    if (last && at < last.punchedAt)
      throw fieldError('at', PUNCH_MESSAGES.beforeLast, {
        time: timeInZone(last.punchedAt, company.timeZone),
      });
    const state: ClockState = last ? STATE_AFTER[last.kind] : 'off';
    const refusal = punchRefusal(state, input.kind);
    if (refusal) throw conflict(REFUSAL_TEXT[refusal], 'kind');

    const workDate = input.kind === 'in' || !last ? dayInZone(at, company.timeZone) : last.workDate;
    // The punch that opened the running stretch: the last one, or before a meal the one before it.
    const opening =
      input.kind === 'in'
        ? undefined
        : recent.find((p) => OPENS_STRETCH.has(p.kind) && p.workDate === workDate);
    // A stretch after a meal goes on with the job and work type of the one before, unless named.
    const jobId = OPENS_STRETCH.has(input.kind) ? (input.jobId ?? opening?.jobId ?? null) : null;
    const workTypeId = OPENS_STRETCH.has(input.kind)
      ? (input.workTypeId ?? opening?.workTypeId ?? null)
      : null;
    const openingSite = OPENS_STRETCH.has(input.kind)
      ? await assertBookable(tx, scope, jobId, workTypeId)
      : null;

    const closed =
      CLOSES_STRETCH.has(input.kind) && state === 'working' && last
        ? await closeStretch(tx, actor, userId, workDate, last, at)
        : { entryId: null, problem: null };

    // The position only with the worker's consent, checked against the site of the stretch's job.
    const consented = worker.locationConsent === 'granted' && input.location;
    const position = consented
      ? {
          latitude: input.location!.latitude,
          longitude: input.location!.longitude,
          accuracyM: input.location!.accuracy == null ? null : Math.round(input.location!.accuracy),
        }
      : null;
    // The site of the stretch's job (read with the job when it opens); without a position, none.
    const site = !position
      ? null
      : OPENS_STRETCH.has(input.kind)
        ? openingSite
        : await siteOf(tx, scope, state === 'working' ? (last?.jobId ?? null) : null);
    const { distanceM, outsideRadius } = siteCheck(site, position);
    // The device's clock when it sent the punch shows how far off it is, however long the punch
    // waited offline. Without it, only a punch from the future gives the clock away.
    const skewFrom = input.sentAt ? new Date(input.sentAt) : at > receivedAt ? at : null;

    const [row] = await tx
      .insert(punches)
      .values({
        tenantId: scope.tenantId,
        companyId: scope.companyId,
        userId,
        clientId: input.clientId,
        kind: input.kind,
        punchedAt: at,
        deviceOffsetMinutes: offsetMinutesOf(input.at),
        receivedAt,
        clockSkewSeconds: skewFrom
          ? Math.round((receivedAt.getTime() - skewFrom.getTime()) / 1000)
          : null,
        workDate,
        jobId,
        workTypeId,
        latitude: position ? position.latitude.toFixed(6) : null,
        longitude: position ? position.longitude.toFixed(6) : null,
        accuracyM: position?.accuracyM ?? null,
        distanceM,
        outsideRadius,
        restBreaksGiven: input.kind === 'out' ? (input.restBreaksGiven ?? null) : null,
        entryId: closed.entryId,
        problem: closed.problem,
        createdBy: userId,
        kioskId: atKiosk?.kioskId ?? null,
        photoPath: atKiosk?.photoPath ?? null,
      })
      .returning();
    return { created: true, punch: toPunch(row!) };
  });
}

/** "+02:00" / "-08:00" / "Z" of an instant's text, in minutes east of UTC. */
function offsetMinutesOf(text: string): number | null {
  const m = /([+-])(\d{2}):?(\d{2})$/.exec(text);
  if (!m) return text.endsWith('Z') ? 0 : null;
  return (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3]));
}

/**
 * A stretch opens on an active job and a work type bookable on it (as the entry form offers).
 * Answers the job's site, read in the same round trip.
 */
async function assertBookable(
  tx: Tx,
  scope: CompanyScope,
  jobId: string | null,
  workTypeId: string | null,
): Promise<Site | null> {
  if (!jobId) throw fieldError('jobId', PUNCH_MESSAGES.chooseJob);
  if (!workTypeId) throw fieldError('workTypeId', PUNCH_MESSAGES.chooseWorkType);
  const [job] = await tx
    .select({
      isActive: jobs.isActive,
      lat: jobs.siteLatitude,
      lon: jobs.siteLongitude,
      radius: jobs.siteRadiusM,
      typeActive: workTypes.isActive,
    })
    .from(jobs)
    // The work type counts only where it is bookable on the job, as the entry rules will judge.
    .leftJoin(
      jobWorkTypes,
      and(eq(jobWorkTypes.jobId, jobs.id), eq(jobWorkTypes.workTypeId, workTypeId)),
    )
    .leftJoin(
      workTypes,
      and(eq(workTypes.id, jobWorkTypes.workTypeId), eq(workTypes.companyId, scope.companyId)),
    )
    .where(and(eq(jobs.id, jobId), eq(jobs.companyId, scope.companyId)));
  if (!job?.isActive) throw fieldError('jobId', 'entryJobInactive');
  if (!job.typeActive) throw fieldError('workTypeId', 'entryWorkTypeNotOnJob');
  return siteFrom(job);
}

/**
 * Saves the stretch from the opening punch to `end` as an entry, judged by the entry rules. A
 * stretch the rules refuse (a day over 24 hours, no WC code for the worker's rate) is not lost:
 * the punch keeps why, and the admin's exceptions list shows it.
 */
async function closeStretch(
  tx: Tx,
  actor: PunchActor,
  userId: string,
  workDate: string,
  opening: PunchRow,
  end: Date,
): Promise<{ entryId: string | null; problem: string | null }> {
  const seconds = (end.getTime() - opening.punchedAt.getTime()) / 1000;
  if (seconds < 1) return { entryId: null, problem: null };
  if (seconds > DAY_HOURS_MAX * 3600) return { entryId: null, problem: 'stretch_too_long' };
  const id = randomUUID();
  const [saved] = await saveCompanyEntries(tx, actor.scope, [
    {
      id,
      worker: userId,
      day: workDate,
      hours: stretchHours(seconds),
      isPto: false,
      job: opening.jobId,
      workType: opening.workTypeId,
      ptoType: null,
      clientId: null,
      notes: null,
      createdBy: userId,
      changedBy: actor.userId,
      changedByName: actor.label,
      startedAt: opening.punchedAt,
      endedAt: end,
    },
  ]);
  return saved!.outcome === 'created'
    ? { entryId: id, problem: null }
    : { entryId: null, problem: saved!.outcome };
}

/** Seconds of the closed stretches among a workday's punches, in order. */
export function closedSeconds(dayPunches: readonly PunchRow[]): number {
  let total = 0;
  let open: Date | null = null;
  for (const p of dayPunches) {
    if (open && CLOSES_STRETCH.has(p.kind))
      total += Math.max(0, Math.floor((p.punchedAt.getTime() - open.getTime()) / 1000));
    open = OPENS_STRETCH.has(p.kind) ? p.punchedAt : CLOSES_STRETCH.has(p.kind) ? null : open;
  }
  return total;
}

/** The punch clock of the signed-in worker: where they stand and today's punches. */
export async function punchClockOf(ctx: AppContext, actor: PunchActor): Promise<PunchClock> {
  const userId = ownWorker(actor);
  const { scope } = actor;
  return withTenant(ctx.db, scope, async (tx) => {
    const company = await companyOf(tx, scope);
    const [worker] = await tx
      .select({ locationConsent: users.locationConsent })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.companyId, scope.companyId)));
    const last = await lastPunchOf(tx, scope, userId);
    const state: ClockState = last ? STATE_AFTER[last.kind] : 'off';
    // The workday on show: the running shift's, else today's in the company's zone.
    const workDate =
      state !== 'off' && last ? last.workDate : dayInZone(new Date(), company.timeZone);
    const dayPunches = await tx
      .select()
      .from(punches)
      .where(
        and(
          eq(punches.tenantId, scope.tenantId),
          eq(punches.userId, userId),
          eq(punches.workDate, workDate),
        ),
      )
      .orderBy(asc(punches.punchedAt), asc(punches.createdAt));
    const opening =
      state === 'off'
        ? undefined
        : [...dayPunches].reverse().find((p) => OPENS_STRETCH.has(p.kind));
    const names = opening?.jobId
      ? (
          await tx
            .select({ job: jobs.name, workType: workTypes.name })
            .from(jobs)
            .leftJoin(workTypes, eq(workTypes.id, opening.workTypeId!))
            .where(eq(jobs.id, opening.jobId))
        )[0]
      : undefined;
    return {
      timeCapture: company.timeCapture,
      state,
      since: state === 'off' || !last ? null : last.punchedAt.toISOString(),
      workDate: state === 'off' ? null : workDate,
      jobId: opening?.jobId ?? null,
      jobName: names?.job ?? null,
      workTypeId: opening?.workTypeId ?? null,
      workTypeName: names?.workType ?? null,
      workedSeconds: closedSeconds(dayPunches),
      asksRestBreaks: company.mealRestRule !== 'none',
      locationConsent: worker?.locationConsent ?? null,
      punches: dayPunches.map(toPunch),
    };
  });
}

/** The worker's answer to recording their position at each punch. */
export async function setLocationConsent(ctx: AppContext, actor: PunchActor, granted: boolean) {
  const userId = ownWorker(actor);
  await withTenant(ctx.db, actor.scope, (tx) =>
    tx
      .update(users)
      .set({ locationConsent: granted ? 'granted' : 'refused', locationConsentAt: new Date() })
      .where(and(eq(users.id, userId), eq(users.companyId, actor.scope.companyId))),
  );
  return { locationConsent: granted ? ('granted' as const) : ('refused' as const) };
}
