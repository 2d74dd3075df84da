/**
 * The approval steps before the admin's payroll approval (decision 0027): a worker may be asked
 * to submit their week, and a job's managers or a crew's lead review its time.
 */

/** Whether a day (yyyy-MM-dd) is a Monday: weeks run Monday to Sunday. */
export function isMonday(date: string): boolean {
  return new Date(`${date}T00:00:00Z`).getUTCDay() === 1;
}

/** Where a worker's week stands, as the timesheet shows it. */
export type WeekStep = 'empty' | 'open' | 'submitted' | 'reviewed' | 'approved';

export interface EntrySteps {
  status: 'pending' | 'approved';
  submittedAt?: string | null;
  reviewedAt?: string | null;
}

/**
 * The step of a week from its entries: `open` while a pending entry is not submitted (one added
 * after a submit opens the week again), `reviewed` once every pending entry is, `approved` when
 * every entry is, `submitted` otherwise, with the latest submit.
 */
export function weekStepOf(entries: readonly EntrySteps[]): {
  step: WeekStep;
  submittedAt: string | null;
} {
  if (entries.length === 0) return { step: 'empty', submittedAt: null };
  const pending = entries.filter((e) => e.status === 'pending');
  const submits = entries
    .map((e) => e.submittedAt ?? null)
    .filter((at): at is string => at !== null)
    .sort();
  const submittedAt = submits[submits.length - 1] ?? null;
  if (pending.length === 0) return { step: 'approved', submittedAt };
  if (pending.some((e) => !e.submittedAt)) return { step: 'open', submittedAt };
  if (pending.every((e) => e.reviewedAt)) return { step: 'reviewed', submittedAt };
  return { step: 'submitted', submittedAt };
}

/** What an entry records, as a change of it is judged against the approval steps taken. */
export interface EntryContent {
  /** The worker the time is for. */
  userId: string;
  entryDate: string;
  hours: string | number;
  notes: string | null;
  isPto: boolean;
  jobId: string | null;
  workTypeId: string | null;
  ptoTypeId: string | null;
  /** A punched stretch's start and end (ISO text or a Date); null for typed hours. */
  startedAt: string | Date | null;
  endedAt: string | Date | null;
}

const sameHours = (a: string | number, b: string | number) =>
  Math.round(Number(a) * 100) === Math.round(Number(b) * 100);
const sameTime = (a: string | Date | null, b: string | Date | null) =>
  (a === null ? null : new Date(a).getTime()) === (b === null ? null : new Date(b).getTime());
const sameText = (a: string | null, b: string | null) => (a || null) === (b || null);

/** Whether a change alters what the entry records (saving it unchanged does not). */
export function entryContentChanged(before: EntryContent, after: EntryContent): boolean {
  return !(
    before.userId === after.userId &&
    before.entryDate === after.entryDate &&
    sameHours(before.hours, after.hours) &&
    sameText(before.notes, after.notes) &&
    before.isPto === after.isPto &&
    before.jobId === after.jobId &&
    before.workTypeId === after.workTypeId &&
    before.ptoTypeId === after.ptoTypeId &&
    sameTime(before.startedAt, after.startedAt) &&
    sameTime(before.endedAt, after.endedAt)
  );
}

/**
 * The approval steps a change of an entry takes back: a review was of what the entry recorded,
 * so any change of it by anyone (outside the steps themselves) clears the review; the worker's
 * own change clears their submit too, so the week is submitted again, as does moving the time
 * to another worker (who never submitted it). A manager's or an admin's change keeps the
 * worker's submit. Saving the entry unchanged takes nothing back.
 */
export function stepsClearedByChange(change: {
  before: EntryContent;
  after: EntryContent;
  /** The acting user; null for an operator in a support session. */
  actorUserId: string | null;
}): { submitted: boolean; reviewed: boolean } {
  const { before, after, actorUserId } = change;
  if (!entryContentChanged(before, after)) return { submitted: false, reviewed: false };
  const byWorker = actorUserId !== null && actorUserId === before.userId;
  return { submitted: byWorker || before.userId !== after.userId, reviewed: true };
}
