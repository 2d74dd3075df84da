import { schemaResolver } from '@mantine/form';
import { CATALOG_MESSAGES, PUNCH_MESSAGES } from '@sitehours/contract/messages';
import { SITE_RADIUS_DEFAULT_M } from '@sitehours/contract/rules';
import {
  jobRequest,
  jobSite,
  type Job,
  type JobRequest,
  type JobSite,
  type StaffUser,
  type WorkType,
} from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';

/**
 * Pure rules of Jobs Management (company spec §2.1, §3, §5 Jobs): grouping, the input rules of
 * the job form and the bodies it sends. Jobs are the contract's `Job`, read by their camelCase
 * names.
 */

export type JobRecord = Pick<
  Job,
  'jobId' | 'jobName' | 'address' | 'city' | 'state' | 'zipCode' | 'isActive'
> & {
  /** Where the job's site is (clock in and out); absent on a record saved before sites. */
  site?: Job['site'];
  /** Who reviews the job's time (decision 0027); absent where the list did not say. */
  managerIds?: Job['managerIds'];
};

/**
 * The people the Managers list offers: active company managers and admins, by name, and any
 * already chosen (so a chosen one who left still shows and can be removed).
 */
export function managerOptions(
  people: readonly Pick<StaffUser, 'id' | 'name' | 'roles' | 'isActive'>[],
  chosen: readonly string[],
): { value: string; label: string }[] {
  return people
    .filter(
      (p) =>
        chosen.includes(p.id) ||
        (p.isActive && (p.roles.includes('company_manager') || p.roles.includes('company_admin'))),
    )
    .map((p) => ({ value: p.id, label: p.name }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

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
  /** The site, as typed: empty latitude and longitude mean no site. */
  siteLatitude: string;
  siteLongitude: string;
  siteRadius: string;
}

export type JobFormField = keyof JobFormValues | 'workTypeIds' | 'managerIds';
export type JobFormErrors = Partial<Record<JobFormField, ShownMessage>>;

export const EMPTY_JOB_FORM: JobFormValues = {
  jobName: '',
  address: '',
  city: '',
  state: '',
  zipCode: '',
  siteLatitude: '',
  siteLongitude: '',
  siteRadius: String(SITE_RADIUS_DEFAULT_M),
};

export const jobFormValues = (job: JobRecord | null): JobFormValues =>
  job
    ? {
        jobName: job.jobName,
        address: job.address ?? '',
        city: job.city ?? '',
        state: job.state ?? '',
        zipCode: job.zipCode ?? '',
        ...siteFormValues(job.site ?? null),
      }
    : EMPTY_JOB_FORM;

/** The site fields of a job's site; none: empty, with the default radius. */
export function siteFormValues(
  site: JobSite | null,
): Pick<JobFormValues, 'siteLatitude' | 'siteLongitude' | 'siteRadius'> {
  return site
    ? {
        siteLatitude: String(site.latitude),
        siteLongitude: String(site.longitude),
        siteRadius: String(site.radiusM),
      }
    : { siteLatitude: '', siteLongitude: '', siteRadius: String(SITE_RADIUS_DEFAULT_M) };
}

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
  Object.assign(errors, siteErrors(values));
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

// ---------------------------------------------------------------------------------------------
// Site

const SITE_FIELD_OF: Record<string, keyof JobFormValues> = {
  latitude: 'siteLatitude',
  longitude: 'siteLongitude',
  radiusM: 'siteRadius',
};

/** The site's checks: the contract's `jobSite` (the API's own), on the typed numbers. */
const validateSite = schemaResolver(jobSite, { sync: true });

/** A typed number: '' and anything but a plain decimal read as NaN (refused by the schema). */
const typedNumber = (text: string): number => {
  const t = text.trim().replace(',', '.');
  return /^[-+]?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : NaN;
};

/**
 * The site to send: null when latitude and longitude are both empty (no site, or cleared),
 * else the typed position and radius (checked by {@link siteErrors}).
 */
export function sitePayload(values: JobFormValues): JobSite | null {
  if (values.siteLatitude.trim() === '' && values.siteLongitude.trim() === '') return null;
  return {
    latitude: typedNumber(values.siteLatitude),
    longitude: typedNumber(values.siteLongitude),
    radiusM: typedNumber(values.siteRadius),
  };
}

/** The site fields' errors: both coordinates or neither, each within range, a whole radius. */
export function siteErrors(values: JobFormValues): JobFormErrors {
  const site = sitePayload(values);
  if (!site) return {};
  const errors: JobFormErrors = {};
  if (values.siteLatitude.trim() === '') errors.siteLatitude = PUNCH_MESSAGES.siteIncomplete;
  if (values.siteLongitude.trim() === '') errors.siteLongitude = PUNCH_MESSAGES.siteIncomplete;
  for (const [path, message] of Object.entries(validateSite(site))) {
    const field = SITE_FIELD_OF[path];
    if (field && !errors[field] && typeof message === 'string') errors[field] = message;
  }
  return errors;
}

/** A position from the device, as the fields show it: six decimals (about 10 cm). */
export function positionFields(coords: {
  latitude: number;
  longitude: number;
}): Pick<JobFormValues, 'siteLatitude' | 'siteLongitude'> {
  const show = (n: number) => String(Number(n.toFixed(6)));
  return { siteLatitude: show(coords.latitude), siteLongitude: show(coords.longitude) };
}

/** Why the device's position could not be read, as a key of the jobs catalogue. */
export type LocationProblem = 'site.locationDenied' | 'site.locationUnavailable';

/**
 * The problem of a failed reading: refused by the person or the browser (code 1, or no secure
 * context), else not available (no location service, no fix, or too slow).
 */
export function locationProblem(error: { code: number } | null): LocationProblem {
  return error?.code === 1 ? 'site.locationDenied' : 'site.locationUnavailable';
}

export const hasErrors = (errors: JobFormErrors): boolean =>
  Object.values(errors).some((e) => Boolean(e));

// ---------------------------------------------------------------------------------------------
// Bodies

export type JobBody = JobRequest;

const orNull = (s: string) => (s.trim() === '' ? null : s.trim());

/**
 * Body of POST /jobs (with companyId) and PUT /jobs/{id}: trimmed, state upper-cased, and the
 * site as shown in the form (null: none, or cleared).
 */
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
    site: sitePayload(v),
    ...(companyId ? { companyId } : {}),
    workTypeIds: [...new Set(workTypeIds)],
  };
}

/**
 * Body of the deactivate / reactivate call: the job's own fields with isActive inverted; the
 * site is not sent, so it stays as it is.
 */
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
  const known: JobFormField[] = [
    'jobName',
    'address',
    'city',
    'state',
    'zipCode',
    'workTypeIds',
    'managerIds',
    'siteLatitude',
    'siteLongitude',
    'siteRadius',
  ];
  const out: JobFormErrors = {};
  for (const e of error.fieldErrors) {
    const [head, sub] = e.path.split('.');
    // 'site.latitude' belongs to the latitude field; 'site' alone to the first site field.
    const field = (
      head === 'site' ? (SITE_FIELD_OF[sub ?? ''] ?? 'siteLatitude') : head
    ) as JobFormField;
    if (known.includes(field) && !out[field]) out[field] = e.msg;
  }
  return out;
}
