import { schemaResolver } from '@mantine/form';
import { CATALOG_MESSAGES } from '@sitehours/contract/messages';
import { jobRequest, type Job, type JobRequest, type WorkType } from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';

/**
 * Pure rules of Jobs Management (company spec §2.1, §3, §5 Jobs): grouping, the input rules of
 * the job form and the bodies it sends. Jobs are the contract's `Job`, read by their camelCase
 * names.
 */

export type JobRecord = Pick<
  Job,
  'jobId' | 'jobName' | 'address' | 'city' | 'state' | 'zipCode' | 'isActive'
>;

/** A work type as the job form's checklist needs it. */
export type WorkTypeOption = Pick<
  WorkType,
  'workTypeId' | 'workTypeName' | 'isActive' | 'activeCodeCount'
>;

/** The list with the saved job in it: replaced where it was, else added. */
export function withSavedJob(list: readonly JobRecord[], saved: JobRecord): JobRecord[] {
  const found = list.some((j) => j.jobId === saved.jobId);
  return found
    ? list.map((j) => (j.jobId === saved.jobId ? { ...j, ...saved } : j))
    : [...list, saved];
}

// ---------------------------------------------------------------------------------------------
// Grouping

export const NO_CITY = 'No City';

export interface JobGroup {
  key: string;
  jobs: JobRecord[];
  /** At least one job of the group is active. */
  hasActiveJobs: boolean;
}

/**
 * Name, address (when there is one) and city (or 'No City'), e.g. 'Shop & Yard - 1200 Harbor Way
 * - Oakland'. Groups are keyed with the English 'No City'; the header shows `noCity` in the
 * interface language.
 */
export function jobGroupKey(
  job: Pick<JobRecord, 'jobName' | 'address' | 'city'>,
  noCity: string = NO_CITY,
): string {
  const parts = [job.jobName.trim()];
  const address = job.address?.trim();
  if (address) parts.push(address);
  parts.push(job.city?.trim() || noCity);
  return parts.join(' - ');
}

const collator = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

/**
 * Groups jobs by {@link jobGroupKey}, sorted alphabetically. Groups with an active job are the
 * active groups; groups with only inactive jobs make the 'Inactive Jobs' section.
 */
export function groupJobs(jobs: readonly JobRecord[]): {
  active: JobGroup[];
  inactive: JobGroup[];
} {
  const byKey = new Map<string, JobRecord[]>();
  for (const job of jobs) {
    const key = jobGroupKey(job);
    const list = byKey.get(key);
    if (list) list.push(job);
    else byKey.set(key, [job]);
  }
  const groups: JobGroup[] = [...byKey.entries()]
    .map(([key, list]) => ({ key, jobs: list, hasActiveJobs: list.some((j) => j.isActive) }))
    .sort((a, b) => collator.compare(a.key, b.key) || a.key.localeCompare(b.key));
  return {
    active: groups.filter((g) => g.hasActiveJobs),
    inactive: groups.filter((g) => !g.hasActiveJobs),
  };
}

/** The jobs of a group that are listed: inactive ones only with Show Inactive. */
export const visibleJobs = (group: JobGroup, showInactive: boolean): JobRecord[] =>
  showInactive ? group.jobs : group.jobs.filter((j) => j.isActive);

// ---------------------------------------------------------------------------------------------
// Form input rules

export interface JobFormValues {
  jobName: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
}

export type JobFormField = keyof JobFormValues | 'workTypeIds';
export type JobFormErrors = Partial<Record<JobFormField, ShownMessage>>;

export const EMPTY_JOB_FORM: JobFormValues = {
  jobName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
};

export const jobFormValues = (job: JobRecord | null): JobFormValues =>
  job
    ? {
        jobName: job.jobName,
        address: job.address ?? '',
        city: job.city ?? '',
        state: job.state ?? '',
        zipCode: job.zipCode ?? '',
      }
    : EMPTY_JOB_FORM;

/** The fields trimmed on blur and on submit. */
export const TRIMMED_FIELDS = ['jobName', 'address', 'city'] as const;

export function trimJobValues(values: JobFormValues): JobFormValues {
  return {
    ...values,
    jobName: values.jobName.trim(),
    address: values.address.trim(),
    city: values.city.trim(),
  };
}

/** What the ZIP field keeps of a typed value: digits only, at most 5. */
export const sanitizeZip = (input: string): string => input.replace(/\D/g, '').slice(0, 5);

/** What the State field keeps: letters only, upper case, at most 2. */
export const sanitizeState = (input: string): string =>
  input
    .replace(/[^a-z]/gi, '')
    .toUpperCase()
    .slice(0, 2);

/** The fields' checks of §5 (name required, ZIP of 5 digits, state of 2 letters): the API's own. */
const validateJobFields = schemaResolver(jobRequest, { sync: true });

/**
 * The client checks of §5 on trimmed values: the fields as the contract's `jobRequest` checks
 * them, at least one work type, and each selected work type must be a listed (active) work type
 * with an active WC code.
 */
export function jobFormErrors(
  values: JobFormValues,
  selectedIds: readonly string[],
  workTypes: readonly WorkTypeOption[] | undefined,
): JobFormErrors {
  const errors = validateJobFields(trimJobValues(values)) as JobFormErrors;
  const workTypeError = selectedWorkTypesError(selectedIds, workTypes);
  if (workTypeError) errors.workTypeIds = workTypeError;
  return errors;
}

export function selectedWorkTypesError(
  selectedIds: readonly string[],
  workTypes: readonly WorkTypeOption[] | undefined,
): ShownMessage | null {
  if (selectedIds.length === 0) return CATALOG_MESSAGES.atLeastOneWorkType;
  if (!workTypes) return CATALOG_MESSAGES.validateWorkTypesFailed;
  for (const id of selectedIds) {
    const wt = workTypes.find((w) => w.workTypeId === id);
    if (!wt || !wt.isActive) return CATALOG_MESSAGES.workTypeNotFound(wt?.workTypeName ?? id);
    if (wt.activeCodeCount === 0) return CATALOG_MESSAGES.workTypeNoCodes(wt.workTypeName);
  }
  return null;
}

export const hasErrors = (errors: JobFormErrors): boolean =>
  Object.values(errors).some((e) => Boolean(e));

// ---------------------------------------------------------------------------------------------
// Bodies

export type JobBody = JobRequest;

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/** Body of POST /jobs (with companyId) and PUT /jobs/{id}: trimmed, state upper-cased. */
export function jobPayload(
  values: JobFormValues,
  workTypeIds: readonly string[],
  companyId?: string | null,
): JobBody {
  const v = trimJobValues(values);
  return {
    jobName: v.jobName,
    address: orNull(v.address),
    city: orNull(v.city),
    state: orNull(v.state.toUpperCase()),
    zipCode: orNull(v.zipCode),
    ...(companyId ? { companyId } : {}),
    workTypeIds: [...new Set(workTypeIds)],
  };
}

/** Body of the deactivate / reactivate call: the job's own fields with isActive inverted. */
export const toggleStatusPayload = (job: JobRecord): JobBody => ({
  jobName: job.jobName,
  address: job.address,
  city: job.city,
  state: job.state,
  zipCode: job.zipCode,
  isActive: !job.isActive,
});

// ---------------------------------------------------------------------------------------------
// Messages

export type JobSuccessAction = 'created' | 'updated' | 'deactivated' | 'reactivated';

/** The jobs catalogue key of a success banner; its text names the job (`{{name}}`). */
export const jobSuccessKey = (action: JobSuccessAction) => `success.${action}` as const;

/**
 * The text of a failed call: a refusal (4xx) shows the server's message, anything else (server
 * error, offline) the screen's own text. Both are English messages of the API or the contract:
 * the screen shows them through `useTranslateMessage()`.
 */
export function failureText(error: unknown, fallback: ShownMessage): ShownMessage {
  if (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    error.serverMessage &&
    !error.sessionExpired
  )
    return error.serverMessage;
  return fallback;
}

/** The server's field errors for fields of the job form. */
export function jobFieldErrors(error: unknown): JobFormErrors {
  if (!(error instanceof ApiError)) return {};
  const known: JobFormField[] = ['jobName', 'address', 'city', 'state', 'zipCode', 'workTypeIds'];
  const out: JobFormErrors = {};
  for (const e of error.fieldErrors) {
    const field = e.path.split('.')[0] as JobFormField;
    if (known.includes(field) && !out[field]) out[field] = e.msg;
  }
  return out;
}
