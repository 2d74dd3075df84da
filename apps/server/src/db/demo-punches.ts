import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { OPENS_STRETCH, matchWcCode, stretchHours, type PunchKind } from '@sitehours/contract';
import type { Tx } from './database';
import { companies, jobs, jobWorkTypes, punches, timeEntries, users, wcCodes } from './schema';

/**
 * Sierra Line Electric's punches: a California company that clocks in and out. Last week and this
 * week so far, each lineman's days as their phones would have punched them, with the entries the
 * server makes of them, and a few days an admin must look at: a missed meal, a late one, a punch
 * outside the substation's radius, a clock-out without the rest-break answer, a phone whose clock
 * was off.
 */

export const SIERRA = 'Sierra Line Electric';
/** The Folsom Boulevard substation, in Sacramento: its site and radius. */
export const SIERRA_SITE = { latitude: 38.556, longitude: -121.418, radiusM: 300 };

interface PunchPlan {
  kind: PunchKind;
  time: string;
  /** Metres north of the site where the phone was (with consent), when not on site. */
  offSiteM?: number;
  restBreaksGiven?: boolean | null;
  /** Seconds the phone's clock was behind the server's. */
  skewSeconds?: number;
}

/** An ordinary day: in at 7:00, meal 11:30–12:00, out at 15:30, rest breaks given. */
const ORDINARY: PunchPlan[] = [
  { kind: 'in', time: '07:00' },
  { kind: 'meal_start', time: '11:30' },
  { kind: 'meal_end', time: '12:00' },
  { kind: 'out', time: '15:30', restBreaksGiven: true },
];

/** The days that need a look, by worker (0, 1) and weekday of last week (0 = Monday). */
const UNUSUAL: Record<string, PunchPlan[]> = {
  '0 1': [
    // No meal on an 8.5-hour day: missed (one premium hour).
    { kind: 'in', time: '07:00' },
    { kind: 'out', time: '15:30', restBreaksGiven: true },
  ],
  '1 2': [
    // A meal begun after 5 hours of work: late.
    { kind: 'in', time: '06:30' },
    { kind: 'meal_start', time: '12:10' },
    { kind: 'meal_end', time: '12:40' },
    { kind: 'out', time: '15:00', restBreaksGiven: true },
  ],
  '0 3': [
    // Clocked in from the yard, 1.2 km from the substation: flagged, not refused.
    { kind: 'in', time: '07:00', offSiteM: 1200 },
    { kind: 'meal_start', time: '11:30' },
    { kind: 'meal_end', time: '12:00' },
    { kind: 'out', time: '15:30', restBreaksGiven: true },
  ],
  '1 4': [
    // Clocked out without answering the rest-break question, from a phone 12 minutes slow.
    { kind: 'in', time: '07:00' },
    { kind: 'meal_start', time: '11:30' },
    { kind: 'meal_end', time: '12:00' },
    { kind: 'out', time: '15:30', restBreaksGiven: null, skewSeconds: 720 },
  ],
};

/** A wall-clock time on a day in Sacramento as an instant (Pacific time, daylight or not). */
function pacific(day: string, time: string): Date {
  for (const offset of ['-08:00', '-07:00']) {
    const instant = new Date(`${day}T${time}:00${offset}`);
    const shown = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'America/Los_Angeles',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    if (shown === time) return instant;
  }
  return new Date(`${day}T${time}:00-08:00`);
}

export async function addSierraPunches(tx: Tx, today = new Date()) {
  const [company] = await tx.select().from(companies).where(eq(companies.name, SIERRA));
  const scope = { tenantId: company!.tenantId, companyId: company!.id };
  const linemen = (
    await tx
      .select()
      .from(users)
      .where(and(eq(users.companyId, company!.id), eq(users.isActive, true)))
  )
    .filter((u) => u.roles.includes('standard_user'))
    .sort((a, b) => a.email.localeCompare(b.email));
  const [job] = await tx.select().from(jobs).where(eq(jobs.companyId, company!.id));
  const [link] = await tx.select().from(jobWorkTypes).where(eq(jobWorkTypes.jobId, job!.id));
  const codes = await tx.select().from(wcCodes).where(eq(wcCodes.workTypeId, link!.workTypeId));

  const monday = new Date(today);
  monday.setUTCHours(12, 0, 0, 0);
  monday.setUTCDate(monday.getUTCDate() - ((monday.getUTCDay() + 6) % 7) - 7);
  const punchRows: (typeof punches.$inferInsert)[] = [];
  const entryRows: (typeof timeEntries.$inferInsert)[] = [];
  for (let d = 0; d < 12; d++) {
    const date = new Date(monday);
    date.setUTCDate(monday.getUTCDate() + d);
    const weekday = (date.getUTCDay() + 6) % 7;
    if (weekday > 4 || date >= today) continue;
    const day = date.toISOString().slice(0, 10);
    for (const [w, worker] of linemen.entries()) {
      const plan = (d < 7 ? UNUSUAL[`${w} ${weekday}`] : undefined) ?? ORDINARY;
      const code = matchWcCode(
        codes.map((c) => ({
          ...c,
          minHourlyRate: Number(c.minHourlyRate),
          maxHourlyRate: Number(c.maxHourlyRate),
        })),
        Number(worker.hourlyRate),
      );
      let opening: Date | null = null;
      for (const p of plan) {
        const at = pacific(day, p.time);
        let entryId: string | null = null;
        if (opening && (p.kind === 'meal_start' || p.kind === 'out' || p.kind === 'switch')) {
          entryId = randomUUID();
          entryRows.push({
            ...scope,
            id: entryId,
            userId: worker.id,
            entryDate: day,
            hours: stretchHours((at.getTime() - opening.getTime()) / 1000),
            isPto: false,
            jobId: job!.id,
            workTypeId: link!.workTypeId,
            wcCodeId: code?.id ?? null,
            wcCode: code?.code ?? null,
            compRate: code?.compRate ?? null,
            hourlyRate: worker.hourlyRate,
            startedAt: opening,
            endedAt: at,
            createdBy: worker.id,
          });
        }
        opening = OPENS_STRETCH.has(p.kind) ? at : null;
        const north = p.offSiteM ?? 0;
        punchRows.push({
          ...scope,
          userId: worker.id,
          clientId: randomUUID(),
          kind: p.kind,
          punchedAt: at,
          deviceOffsetMinutes: Math.round(
            (new Date(`${day}T${p.time}:00Z`).getTime() - at.getTime()) / 60_000,
          ),
          receivedAt: new Date(at.getTime() + 2_000),
          clockSkewSeconds: p.skewSeconds ?? 1,
          workDate: day,
          jobId: OPENS_STRETCH.has(p.kind) ? job!.id : null,
          workTypeId: OPENS_STRETCH.has(p.kind) ? link!.workTypeId : null,
          // Each lineman agreed to the location stamp: a position at each punch, none between.
          latitude: (SIERRA_SITE.latitude + north / 111_320).toFixed(6),
          longitude: SIERRA_SITE.longitude.toFixed(6),
          accuracyM: 12,
          distanceM: north,
          outsideRadius: north > SIERRA_SITE.radiusM,
          restBreaksGiven: p.kind === 'out' ? (p.restBreaksGiven ?? null) : null,
          entryId,
          createdBy: worker.id,
        });
      }
    }
  }
  if (entryRows.length) await tx.insert(timeEntries).values(entryRows);
  if (punchRows.length) await tx.insert(punches).values(punchRows);
}
