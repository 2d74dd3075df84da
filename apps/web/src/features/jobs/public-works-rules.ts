import { schemaResolver } from '@mantine/form';
import {
  publicWorksRequest,
  wageClassificationRequest,
  type PublicWorksJob,
  type PublicWorksJobList,
  type PublicWorksRequest,
  type PublicWorksSettings,
  type StaffUser,
  type WageClassification,
  type WageClassificationRequest,
} from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import type { JobRecord } from './job-rules';

/**
 * Pure rules of a job's public-works panel (decision 0028): the prevailing-wage settings form,
 * the wage determination's classifications and their rates, and the workers' default
 * classification on the job. Bodies are the contract's requests; both sides check them with the
 * contract's schemas.
 */

// ---------------------------------------------------------------------------------------------
// The job's settings

export interface PublicWorksFormValues {
  wageLaw: PublicWorksSettings['wageLaw'];
  awardingAgency: string;
  projectNumber: string;
  contractNumber: string;
  projectLocation: string;
  /** yyyy-MM-dd, as the date field gives it; '' until chosen. */
  startDate: string;
  fringePaidAs: PublicWorksSettings['fringePaidAs'];
  overtimeRate: PublicWorksSettings['overtimeRate'];
}

export type PublicWorksField = keyof PublicWorksFormValues;
export type PublicWorksFormErrors = Partial<Record<PublicWorksField, ShownMessage>>;

const PUBLIC_WORKS_FIELDS: readonly PublicWorksField[] = [
  'wageLaw',
  'awardingAgency',
  'projectNumber',
  'contractNumber',
  'projectLocation',
  'startDate',
  'fringePaidAs',
  'overtimeRate',
];

/** Where the job is, as one line of the payroll's heading: "1200 Harbor Way, Oakland, CA 94607". */
export function jobLocation(
  job: Pick<JobRecord, 'address' | 'city' | 'state' | 'zipCode'>,
): string {
  const stateZip = [job.state?.trim(), job.zipCode?.trim()].filter(Boolean).join(' ');
  return [job.address?.trim(), job.city?.trim(), stateZip].filter(Boolean).join(', ');
}

/**
 * The form of saved settings, or of a job not yet public works: federal, fringe to plans and
 * overtime on the weighted average (the contract's defaults), and the job's own address as the
 * project's location.
 */
export function publicWorksFormValues(
  settings: PublicWorksSettings | null,
  job: Pick<JobRecord, 'address' | 'city' | 'state' | 'zipCode'>,
): PublicWorksFormValues {
  if (!settings)
    return {
      wageLaw: 'federal',
      awardingAgency: '',
      projectNumber: '',
      contractNumber: '',
      projectLocation: jobLocation(job),
      startDate: '',
      fringePaidAs: 'plan',
      overtimeRate: 'weightedAverage',
    };
  return {
    wageLaw: settings.wageLaw,
    awardingAgency: settings.awardingAgency,
    projectNumber: settings.projectNumber ?? '',
    contractNumber: settings.contractNumber ?? '',
    projectLocation: settings.projectLocation ?? '',
    startDate: settings.startDate,
    fringePaidAs: settings.fringePaidAs,
    overtimeRate: settings.overtimeRate,
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Body of PUT /api/jobs/:id/public-works: trimmed, empty optional fields as null. */
export function publicWorksPayload(values: PublicWorksFormValues): PublicWorksRequest {
  return {
    wageLaw: values.wageLaw,
    awardingAgency: values.awardingAgency.trim(),
    projectNumber: orNull(values.projectNumber),
    contractNumber: orNull(values.contractNumber),
    projectLocation: orNull(values.projectLocation),
    startDate: values.startDate.trim(),
    fringePaidAs: values.fringePaidAs,
    overtimeRate: values.overtimeRate,
  };
}

const checkPublicWorks = schemaResolver(publicWorksRequest, { sync: true });

/** The contract's checks of the body, under the fields of the form. */
export function publicWorksFormErrors(values: PublicWorksFormValues): PublicWorksFormErrors {
  const errors: PublicWorksFormErrors = {};
  for (const [path, message] of Object.entries(checkPublicWorks(publicWorksPayload(values)))) {
    const field = path as PublicWorksField;
    if (PUBLIC_WORKS_FIELDS.includes(field) && typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/** The server's field errors that belong to a field of the settings form. */
export function publicWorksFieldErrors(error: unknown): PublicWorksFormErrors {
  if (!(error instanceof ApiError)) return {};
  const out: PublicWorksFormErrors = {};
  for (const e of error.fieldErrors) {
    const field = e.path as PublicWorksField;
    if (PUBLIC_WORKS_FIELDS.includes(field) && !out[field]) out[field] = e.msg;
  }
  return out;
}

/** The jobs that are public works, for the Jobs list's badge. */
export const publicWorksJobIds = (list: PublicWorksJobList | undefined): ReadonlySet<string> =>
  new Set((list ?? []).map((job) => job.jobId));

// ---------------------------------------------------------------------------------------------
// Classifications and their rates

export interface RateRowValues {
  /** Stable across edits of the list, so a removed row takes its own inputs with it. */
  key: string;
  effectiveFrom: string;
  baseRate: string;
  fringeRate: string;
}

export interface ClassificationFormValues {
  name: string;
  determination: string;
  isOperator: boolean;
  isActive: boolean;
  rates: RateRowValues[];
}

export type WageRate = WageClassification['rates'][number];

/** A row of rates: from the given day, with its rates still to type. */
export const emptyRateRow = (key: string, effectiveFrom: string): RateRowValues => ({
  key,
  effectiveFrom,
  baseRate: '',
  fringeRate: '',
});

/**
 * The form of a classification; a new one starts with one row of rates from `firstDay` (the
 * project's first day of work). `newKey` names each row.
 */
export function classificationFormValues(
  classification: WageClassification | null,
  firstDay: string,
  newKey: () => string,
): ClassificationFormValues {
  if (!classification)
    return {
      name: '',
      determination: '',
      isOperator: false,
      isActive: true,
      rates: [emptyRateRow(newKey(), firstDay)],
    };
  return {
    name: classification.name,
    determination: classification.determination ?? '',
    isOperator: classification.isOperator,
    isActive: classification.isActive,
    rates: sortRates(classification.rates).map((rate) => ({
      key: newKey(),
      effectiveFrom: rate.effectiveFrom,
      baseRate: showRate(rate.baseRate),
      fringeRate: showRate(rate.fringeRate),
    })),
  };
}

/**
 * The day a row added under the others starts from: a day after the latest one given, so the
 * list never holds a date twice; the project's first day when none is given.
 */
export function nextRateDate(
  rows: readonly Pick<RateRowValues, 'effectiveFrom'>[],
  firstDay: string,
) {
  const days = rows.map((r) => r.effectiveFrom).filter((d) => /^\d{4}-\d{2}-\d{2}$/.test(d));
  if (days.length === 0) return firstDay;
  const latest = days.reduce((a, b) => (a > b ? a : b));
  const next = new Date(`${latest}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

/**
 * Body of POST /api/jobs/:id/classifications and PUT /api/classifications/:id: trimmed, no
 * determination as null, the rates in the order of the form (so that an error's path names the
 * row shown).
 */
export function classificationPayload(values: ClassificationFormValues): WageClassificationRequest {
  return {
    name: values.name.trim(),
    determination: orNull(values.determination),
    isOperator: values.isOperator,
    isActive: values.isActive,
    rates: values.rates.map((r) => ({
      effectiveFrom: r.effectiveFrom.trim(),
      baseRate: r.baseRate.trim(),
      fringeRate: r.fringeRate.trim(),
    })),
  };
}

const CLASSIFICATION_PATH =
  /^(name|determination|isOperator|isActive|rates(\.\d+\.(effectiveFrom|baseRate|fringeRate))?)$/;

/** A path of the classification form ('name', 'rates', 'rates.2.baseRate'), or null. */
function classificationPath(path: string): string | null {
  if (CLASSIFICATION_PATH.test(path)) return path;
  // A refusal of one row as a whole (a rate missing a field) is shown under the list.
  return path.startsWith('rates.') ? 'rates' : null;
}

const checkClassification = schemaResolver(wageClassificationRequest, { sync: true });

/** The contract's checks, keyed by the form's paths ('rates.0.baseRate'). */
export function classificationFormErrors(
  values: ClassificationFormValues,
): Record<string, ShownMessage> {
  return pickClassificationErrors(
    Object.entries(checkClassification(classificationPayload(values))).flatMap(([path, msg]) =>
      typeof msg === 'string' ? [{ path, msg }] : [],
    ),
  );
}

/** The server's field errors, keyed by the form's paths. */
export function classificationFieldErrors(error: unknown): Record<string, ShownMessage> {
  return error instanceof ApiError ? pickClassificationErrors(error.fieldErrors) : {};
}

function pickClassificationErrors(
  errors: readonly { path: string; msg: ShownMessage }[],
): Record<string, ShownMessage> {
  const out: Record<string, ShownMessage> = {};
  for (const e of errors) {
    const path = classificationPath(e.path);
    if (path && !out[path]) out[path] = e.msg;
  }
  return out;
}

/**
 * A rate as money is read: two decimal places, a third only when it carries a cent's fraction
 * ("45.500" → "45.50", "52.125" stays). A value that is no plain decimal is shown as it is.
 */
export function showRate(rate: string): string {
  const match = /^(\d+)(?:\.(\d*))?$/.exec(rate.trim());
  if (!match) return rate;
  const places = (match[2] ?? '').replace(/0+$/, '').padEnd(2, '0');
  return `${match[1]}.${places}`;
}

/** Oldest first, as the API answers them (each in force until the next one's day). */
export const sortRates = (rates: readonly WageRate[]): WageRate[] =>
  [...rates].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));

/**
 * The rate in force on `day` (the latest from that day or before), and the next one to come.
 * Before the first rate's day nothing is in force yet.
 */
export function rateInForce(
  rates: readonly WageRate[],
  day: string,
): { current: WageRate | null; next: WageRate | null } {
  const sorted = sortRates(rates);
  const current = sorted.filter((r) => r.effectiveFrom <= day).at(-1) ?? null;
  const next = sorted.find((r) => r.effectiveFrom > day) ?? null;
  return { current, next };
}

/** Active classifications first, then by name. */
export function sortClassifications(list: readonly WageClassification[]): WageClassification[] {
  return [...list].sort(
    (a, b) => Number(b.isActive) - Number(a.isActive) || a.name.localeCompare(b.name),
  );
}

// ---------------------------------------------------------------------------------------------
// Workers' default classification

export interface WorkerRow {
  userId: string;
  name: string;
  email: string;
}

/** The company's active people, by name: whoever may book hours on the job. */
export function classifiableWorkers(
  people: readonly Pick<StaffUser, 'id' | 'name' | 'email' | 'isActive'>[],
): WorkerRow[] {
  return people
    .filter((p) => p.isActive)
    .map((p) => ({ userId: p.id, name: p.name.trim() || p.email, email: p.email.toLowerCase() }))
    .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
}

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The workers whose name or email holds every word typed (accents and case aside). */
export function filterWorkers(workers: readonly WorkerRow[], query: string): WorkerRow[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...workers];
  return workers.filter((w) => {
    const text = fold(`${w.name} ${w.email}`);
    return words.every((word) => text.includes(word));
  });
}

/** How many workers the list shows at once: the filter finds the others. */
export const WORKERS_SHOWN = 50;

/** Each worker's default classification on the job. */
export const defaultClassifications = (
  job: Pick<PublicWorksJob, 'workerClassifications'>,
): ReadonlyMap<string, string> =>
  new Map(job.workerClassifications.map((w) => [w.userId, w.classificationId]));

/**
 * The classifications a worker's list offers: the active ones, and the worker's own when it has
 * since been made inactive (so the list still shows what holds).
 */
export function classificationChoices(
  classifications: readonly WageClassification[],
  chosenId: string | null,
): WageClassification[] {
  return sortClassifications(classifications).filter((c) => c.isActive || c.id === chosenId);
}

/** The job's data with one worker's default classification changed (null: none). */
export function withWorkerClassification(
  job: PublicWorksJob,
  userId: string,
  classificationId: string | null,
): PublicWorksJob {
  const others = job.workerClassifications.filter((w) => w.userId !== userId);
  return {
    ...job,
    workerClassifications: classificationId ? [...others, { userId, classificationId }] : others,
  };
}

/** The job's data with a saved classification in it: replaced where it was, else added. */
export function withSavedClassification(
  job: PublicWorksJob,
  saved: WageClassification,
): PublicWorksJob {
  const found = job.classifications.some((c) => c.id === saved.id);
  return {
    ...job,
    classifications: found
      ? job.classifications.map((c) => (c.id === saved.id ? saved : c))
      : [...job.classifications, saved],
  };
}
