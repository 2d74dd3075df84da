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
