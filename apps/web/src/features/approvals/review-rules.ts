import type { ReviewEntry, ReviewList } from '@sitehours/contract/schemas';

/** The step an entry shows as its chip, the furthest it has reached. */
export type EntryChip = 'approved' | 'reviewed' | 'submitted' | 'notSubmitted' | 'pending';

export function chipOf(entry: ReviewEntry, workerSubmit: boolean): EntryChip {
  if (entry.status === 'approved') return 'approved';
  if (entry.reviewedAt) return 'reviewed';
  if (entry.submittedAt) return 'submitted';
  return workerSubmit ? 'notSubmitted' : 'pending';
}

export const CHIP_COLOR: Record<EntryChip, string> = {
  approved: 'green',
  reviewed: 'blue',
  submitted: 'yellow',
  notSubmitted: 'gray',
  pending: 'gray',
};

/** Every entry of the list the reviewer may review now, in the list's order. */
export function reviewableIds(list: ReviewList | undefined): string[] {
  if (!list) return [];
  return list.workers.flatMap((w) =>
    w.days.flatMap((d) => d.entries.filter((e) => e.mayReview).map((e) => e.id)),
  );
}

/** The chosen ids still reviewable (a list read again drops those reviewed meanwhile). */
export function stillChosen(chosen: ReadonlySet<string>, reviewable: readonly string[]): string[] {
  return reviewable.filter((id) => chosen.has(id));
}

/** What the entry is for: the job and work type, or the Other type. */
export function entryWhat(entry: ReviewEntry): string {
  if (entry.isPto) return entry.ptoName ?? '';
  return [entry.jobName, entry.workTypeName].filter(Boolean).join(' · ');
}
