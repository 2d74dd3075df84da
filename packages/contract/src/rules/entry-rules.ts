import type { MessageCode } from '../messages/catalogue';
import { CERTIFIED_PAYROLL_MESSAGES } from '../messages/certified-payroll';
import { PAY_PERIOD_MESSAGES } from '../messages/pay-periods';
import { TIME_ENTRY_MESSAGES } from '../messages/time-entries';
import { DAY_HOURS_MAX } from './hours';
import { matchWcCode, type RateBand } from './wc-rules';

/**
 * The rules every saved time entry obeys, new or changed (company spec §2.4 and §8), in the order
 * they are checked: the first one an entry fails is the answer. The server reads the facts (the
 * worker, what the entry books to, the day's other hours, the work type's codes) and asks these
 * functions; nothing else decides whether an entry may be written.
 */
export type EntryRefusal =
  | 'worker_missing'
  | 'period_closed'
  | 'other_type_missing'
  | 'job_inactive'
  | 'work_type_not_on_job'
  | 'day_cap'
  | 'no_code'
  | 'classification_not_of_job';

/** The field each refusal is about and what the API says. */
export const ENTRY_REFUSALS: Record<EntryRefusal, { path: string; message: MessageCode }> = {
  worker_missing: { path: 'userId', message: TIME_ENTRY_MESSAGES.workerMissing },
  period_closed: { path: 'entryDate', message: PAY_PERIOD_MESSAGES.entryPeriodClosed },
  other_type_missing: { path: 'ptoTypeId', message: TIME_ENTRY_MESSAGES.otherTypeMissing },
  job_inactive: { path: 'jobId', message: TIME_ENTRY_MESSAGES.jobInactive },
  work_type_not_on_job: { path: 'workTypeId', message: TIME_ENTRY_MESSAGES.workTypeNotOnJob },
  day_cap: { path: 'hours', message: TIME_ENTRY_MESSAGES.dayCap },
  no_code: { path: 'workTypeId', message: TIME_ENTRY_MESSAGES.noMatchingCode },
  classification_not_of_job: {
    path: 'classificationId',
    message: CERTIFIED_PAYROLL_MESSAGES.classificationNotOfJob,
  },
};

/** A WC code as the rule reads it: its band, whether it is active, and what the entry keeps. */
export interface CandidateCode extends RateBand {
  id: string;
  code: string;
  compRate: string;
  isActive: boolean;
}

/** What is known about an entry when it is judged. Absent facts are `undefined`. */
export interface EntryFacts {
  isPto: boolean;
  /** Hours of the entry, as a decimal string or number with at most two places. */
  hours: string | number;
  /** The worker, if they belong to the company. */
  worker?: { hourlyRate: string | number };
  /** For Other time: the Other type, if it exists in the company and is active. */
  otherTypeActive?: boolean;
  /** For work: the job, if it exists in the company. */
  job?: { isActive: boolean };
  /** For work: whether the work type is active and linked to the job. */
  workTypeOnJob?: boolean;
  /** Whether the entry's day lies in a pay period the company closed (decision 0027). */
  periodClosed?: boolean;
  /** The worker's other hours on the entry's day (the entry itself and adjustments left out). */
  dayTotal: string | number;
  /**
   * For work: the active codes of the work type. `undefined` when the code is kept from before
   * (a change of hours, date, notes or job does not re-resolve it, so payroll figures do not drift).
   */
  codes?: readonly CandidateCode[];
  /**
   * For work (decision 0028): the classification of the job's wage determination asked for
   * (null: none) and whether it is an active one of the job's, the worker's default
   * classification on the job, and whether the one taken (asked, else default) is an
   * operator's. `undefined` when the entry keeps the one it has.
   */
  classification?: {
    asked: string | null;
    ofJob: boolean;
    isOperator: boolean;
    workerDefault: string | null;
  };
}

/** Hundredths of an hour, exact for the two decimal places hours are kept with. */
export function hundredths(hours: string | number): number {
  return Math.round(Number(hours) * 100);
}

/** §8: a worker's day holds at most 24 hours, counted exactly. */
export function exceedsDayCap(dayTotal: string | number, hours: string | number): boolean {
  return hundredths(dayTotal) + hundredths(hours) > DAY_HOURS_MAX * 100;
}

export type EntryJudgement =
  | { refusal: EntryRefusal }
  | {
      refusal?: undefined;
      code: CandidateCode | null | undefined;
      /**
       * The classification the entry takes: the one asked for, else the worker's default on the
       * job (null: none); `undefined` when it keeps its own. `operator`: the equipment is kept.
       */
      classification?: { id: string | null; operator: boolean };
    };

/**
 * Judges an entry: the first rule it fails, or the WC code it takes (`null` for Other time,
 * `undefined` when the code is kept from before).
 */
export function judgeEntry(f: EntryFacts): EntryJudgement {
  if (!f.worker) return { refusal: 'worker_missing' };
  // A closed period is final for every role: its corrections are adjustments, not new entries.
  if (f.periodClosed) return { refusal: 'period_closed' };
  if (f.isPto) {
    if (!f.otherTypeActive) return { refusal: 'other_type_missing' };
  } else {
    if (!f.job?.isActive) return { refusal: 'job_inactive' };
    if (!f.workTypeOnJob) return { refusal: 'work_type_not_on_job' };
  }
  if (!f.isPto && f.classification?.asked && !f.classification.ofJob)
    return { refusal: 'classification_not_of_job' };
  if (exceedsDayCap(f.dayTotal, f.hours)) return { refusal: 'day_cap' };
  if (f.isPto) return { code: null, classification: { id: null, operator: false } };
  const classification = f.classification && {
    id: f.classification.asked ?? f.classification.workerDefault,
    operator: f.classification.isOperator,
  };
  if (!f.codes) return { code: undefined, classification };
  const code = matchWcCode(f.codes, Number(f.worker.hourlyRate));
  return code ? { code, classification } : { refusal: 'no_code' };
}
