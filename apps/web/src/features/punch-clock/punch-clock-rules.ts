import {
  CLOSES_STRETCH,
  OPENS_STRETCH,
  STATE_AFTER,
  dayInZone,
  punchRefusal,
  type ClockState,
  type PunchKind,
} from '@sitehours/contract/rules';
import type { PunchClock } from '@sitehours/contract/schemas';
import type { QueuedPunch } from './punch-queue-rules';

/**
 * What the punch clock shows: the server's clock with the punches still on the device applied
 * (the worker sees Working the moment they press Clock in, online or not), the time worked, and
 * which punches may come next. Pure.
 */

export interface ShownPunch {
  clientId: string;
  kind: PunchKind;
  at: string;
  /** Still on the device: not recorded by the server yet. */
  pending: boolean;
  outsideRadius: boolean;
  clockSkewFlagged: boolean;
}

export interface ClockView {
  state: ClockState;
  /** When the running stretch or meal began (null when off). */
  since: string | null;
  jobId: string | null;
  jobName: string | null;
  workTypeId: string | null;
  workTypeName: string | null;
  /** Seconds of the workday's closed stretches. */
  workedSeconds: number;
  punches: ShownPunch[];
}

const seconds = (from: string, to: string) =>
  Math.max(0, Math.floor((new Date(to).getTime() - new Date(from).getTime()) / 1000));

/**
 * The clock after the device's punches (in order): those the server already holds (by client id)
 * and those it refused are left out; a punch that may not follow the state reached (a second
 * Clock in) changes nothing, as the server will refuse it. A Clock in on another day than the
 * one shown starts a new workday.
 */
export function clockView(
  server: PunchClock,
  devicePunches: readonly QueuedPunch[],
  timeZone: string,
): ClockView {
  const recorded = new Set(server.punches.map((p) => p.clientId));
  let view: ClockView = {
    state: server.state,
    since: server.since,
    jobId: server.jobId,
    jobName: server.jobName,
    workTypeId: server.workTypeId,
    workTypeName: server.workTypeName,
    workedSeconds: server.workedSeconds,
    punches: server.punches.map((p) => ({
      clientId: p.clientId,
      kind: p.kind,
      at: p.at,
      pending: false,
      outsideRadius: p.outsideRadius,
      clockSkewFlagged: p.clockSkewFlagged,
    })),
  };
  let shownDay = server.workDate ?? server.punches[0]?.workDate ?? null;
  for (const punch of [...devicePunches].sort((a, b) => a.seq - b.seq)) {
    if (punch.status !== 'queued' || recorded.has(punch.clientId)) continue;
    if (punchRefusal(view.state, punch.kind)) continue;
    if (punch.kind === 'in') {
      const day = dayInZone(new Date(punch.at), timeZone);
      if (shownDay !== null && day !== shownDay) view = { ...view, workedSeconds: 0, punches: [] };
      shownDay = day;
    }
    view = applyPunch(view, punch);
  }
  return view;
}

function applyPunch(view: ClockView, punch: QueuedPunch): ClockView {
  const closes = CLOSES_STRETCH.has(punch.kind) && view.state === 'working' && view.since;
  const workedSeconds = view.workedSeconds + (closes ? seconds(view.since!, punch.at) : 0);
  const state = STATE_AFTER[punch.kind];
  // A stretch after a meal goes on with the job and work type of the one before it.
  const names =
    punch.kind === 'in' || punch.kind === 'switch'
      ? {
          jobId: punch.jobId,
          jobName: punch.jobName,
          workTypeId: punch.workTypeId,
          workTypeName: punch.workTypeName,
        }
      : state === 'off'
        ? { jobId: null, jobName: null, workTypeId: null, workTypeName: null }
        : {};
  return {
    ...view,
    ...names,
    state,
    since: state === 'off' ? null : punch.at,
    workedSeconds,
    punches: [
      ...view.punches,
      {
        clientId: punch.clientId,
        kind: punch.kind,
        at: punch.at,
        pending: true,
        outsideRadius: false,
        clockSkewFlagged: false,
      },
    ],
  };
}

/** Seconds worked today at `now`: the closed stretches and the running one. */
export function workedSecondsAt(
  view: Pick<ClockView, 'state' | 'since' | 'workedSeconds'>,
  now: number,
): number {
  if (view.state !== 'working' || !view.since) return view.workedSeconds;
  return (
    view.workedSeconds + Math.max(0, Math.floor((now - new Date(view.since).getTime()) / 1000))
  );
}

/** A running timer, "7:05:09" (hours:minutes:seconds). */
export function formatTimer(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${Math.floor(s / 3600)}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** The punch buttons each state offers, the main one first. */
export type ClockAction = 'in' | 'switch' | 'meal_start' | 'meal_end' | 'out';

export function actionsFor(state: ClockState): ClockAction[] {
  switch (state) {
    case 'off':
      return ['in'];
    case 'working':
      return ['switch', 'meal_start', 'out'];
    case 'meal':
      return ['meal_end', 'out'];
  }
}

/** Whether a punch of this kind names a job and a work type (Clock in and Switch). */
export const namesWork = (kind: PunchKind) => kind === 'in' || kind === 'switch';

/** Whether a stretch opens with this punch (the running timer restarts from it). */
export const opensStretch = (kind: PunchKind) => OPENS_STRETCH.has(kind);

export interface WorkChoice {
  jobId: string;
  workTypeId: string;
}

/**
 * The job and work type the clock-in form starts with: the last choice while that job is still
 * offered (its work type only if the job still carries it), else nothing chosen.
 */
export function initialChoice(
  remembered: { jobId?: string | null; workTypeId?: string | null } | null,
  jobIds: readonly string[],
  workTypeIdsOf: (jobId: string) => readonly string[] | undefined,
): { jobId: string | null; workTypeId: string | null } {
  const jobId = remembered?.jobId && jobIds.includes(remembered.jobId) ? remembered.jobId : null;
  if (!jobId) return { jobId: null, workTypeId: null };
  const types = workTypeIdsOf(jobId);
  const workTypeId =
    remembered?.workTypeId && (!types || types.includes(remembered.workTypeId))
      ? remembered.workTypeId
      : null;
  return { jobId, workTypeId };
}

/** A choice read back from the device (anything else reads as none). */
export function workChoiceFrom(value: unknown): Partial<WorkChoice> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { jobId, workTypeId } = value as Record<string, unknown>;
  return {
    ...(typeof jobId === 'string' ? { jobId } : {}),
    ...(typeof workTypeId === 'string' ? { workTypeId } : {}),
  };
}

/** Sent punches shown until the first clock read after them has come back. */
export function stillUnconfirmed<T extends { sentAt: number }>(
  sent: readonly T[],
  serverReadAt: number,
): T[] {
  return sent.filter((p) => p.sentAt >= serverReadAt);
}
