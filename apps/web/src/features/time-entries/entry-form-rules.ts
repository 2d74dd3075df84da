import { CERTIFIED_PAYROLL_MESSAGES, TIME_ENTRY_MESSAGES } from '@sitehours/contract/messages';
import { NOTES_MAX, hoursError, isEntryDate } from '@sitehours/contract/rules';
import { ApiError, serverMessageOr, type ShownMessage } from '@/app/errors/api-error';
import type { EntryRecord } from './entry-records';
import { correctionReasonError, type SaveRequest } from './entry-permissions';
import { timeInputValue, zoneOrLocal } from './punched-time';

/** The entry form's rules (company spec §2.4, §5 "Time entries", §6, §7 "Time entries"). */

export type EntryType = 'work' | 'other';

export interface EntryFormValues {
  entryDate: string;
  entryType: EntryType;
  jobId: string;
  workTypeId: string;
  ptoTypeId: string;
  /** As typed; NumberInput gives a number or a string. */
  hours: number | string;
  /** Where the company captures times: the start and end ("HH:mm", as a time input gives). */
  startTime: string;
  endTime: string;
  notes: string;
  /**
   * On a public-works job (decision 0028): the classification worked, empty for the worker's
   * usual one on the job (the server fills it), and an operator classification's equipment.
   */
  classificationId: string;
  equipment: string;
  /** Why an admin changes an approved entry (kept in the entry history). */
  correctionReason?: string;
}

export type EntryFormField = keyof EntryFormValues;
export type EntryFormErrors = Partial<Record<EntryFormField, ShownMessage>>;

/** The longest equipment name the server keeps. */
export const EQUIPMENT_MAX = 100;

export function emptyEntryValues(day: string): EntryFormValues {
  return {
    entryDate: day,
    entryType: 'work',
    jobId: '',
    workTypeId: '',
    ptoTypeId: '',
    hours: '',
    startTime: '',
    endTime: '',
    notes: '',
    classificationId: '',
    equipment: '',
    correctionReason: '',
  };
}

/** The edit form starts from the entry; a punched entry's times in the zone they are shown in. */
export function entryFormValues(entry: EntryRecord, timeZone?: string | null): EntryFormValues {
  const zone = zoneOrLocal(timeZone);
  return {
    entryDate: entry.entryDate,
    entryType: entry.isPto ? 'other' : 'work',
    jobId: entry.jobId ?? '',
    workTypeId: entry.workTypeId ?? '',
    ptoTypeId: entry.ptoTypeId ?? '',
    hours: entry.hours,
    startTime: timeInputValue(entry.startedAt, zone),
    endTime: timeInputValue(entry.endedAt, zone),
    notes: entry.notes ?? '',
    classificationId: entry.classificationId ?? '',
    equipment: entry.equipment ?? '',
    correctionReason: '',
  };
}

/**
 * Where the company captures times (decision 0025), work is typed as a start and an end in its
 * zone instead of hours; Other (PTO) entries keep hours. Made by `typed-times.ts` (downloaded
 * with the form): the typed start and end as instants with the hours they make (null until both
 * are typed), and the two fields' errors.
 */
export interface CapturedTimes {
  stretch: { startedAt: string; endedAt: string; hours: number } | null;
  errors: EntryFormErrors;
}

/**
 * After 'Save +': the next entry keeps the day, the entry type and the job (a worker often
 * logs several work types, or classifications, on one job); hours, times, notes, the work type,
 * the classification and the equipment start blank.
 */
export function valuesAfterSaveAndContinue(saved: EntryFormValues): EntryFormValues {
  return {
    ...emptyEntryValues(saved.entryDate),
    entryType: saved.entryType,
    jobId: saved.entryType === 'work' ? saved.jobId : '',
    ptoTypeId: saved.entryType === 'other' ? saved.ptoTypeId : '',
  };
}

/**
 * The form's own checks; an empty object means it may be sent. With `reasonRequired` (an
 * admin editing an approved or punched entry) the correction reason must be given; with `times`
 * work is checked as a start and an end instead of hours.
 */
export function entryFormErrors(
  values: EntryFormValues,
  options: { reasonRequired?: boolean; times?: CapturedTimes | null } = {},
): EntryFormErrors {
  const errors: EntryFormErrors = {};
  if (options.reasonRequired) {
    const reason = correctionReasonError(values.correctionReason);
    if (reason) errors.correctionReason = reason;
  }
  if (!isEntryDate(values.entryDate.trim())) errors.entryDate = TIME_ENTRY_MESSAGES.invalidDate;
  if (values.entryType === 'other') {
    if (!values.ptoTypeId) errors.ptoTypeId = TIME_ENTRY_MESSAGES.selectOtherType;
  } else if (!values.jobId) {
    errors.jobId = TIME_ENTRY_MESSAGES.selectJobAndWorkType;
  } else if (!values.workTypeId) {
    errors.workTypeId = TIME_ENTRY_MESSAGES.selectJobAndWorkType;
  }
  if (options.times && values.entryType === 'work') {
    Object.assign(errors, options.times.errors);
  } else {
    const hours = hoursError(values.hours);
    if (hours) errors.hours = hours;
  }
  if (values.notes.trim().length > NOTES_MAX) errors.notes = TIME_ENTRY_MESSAGES.notesTooLong;
  if (values.entryType === 'work' && values.equipment.trim().length > EQUIPMENT_MAX)
    errors.equipment = CERTIFIED_PAYROLL_MESSAGES.equipmentTooLong;
  return errors;
}

export const hasErrors = (errors: EntryFormErrors) => Object.keys(errors).length > 0;

// ---------------------------------------------------------------------------------------------
// Request bodies

export interface SaveContext {
  /** The worker whose week is shown (the entry's owner). */
  targetUserId: string;
  /** The signed-in user's id (empty for a global admin in a support session). */
  actorUserId: string;
  /** The entry being edited, if any. */
  entryId: string | null;
  /** A fresh id per new entry, so a retried save never creates a second one. */
  clientId: string;
  /** The company captures times: work is sent as its start and end. */
  times?: CapturedTimes | null;
}

function common(values: EntryFormValues, times?: CapturedTimes | null) {
  const isPto = values.entryType === 'other';
  const notes = values.notes.trim();
  const stretch = times && !isPto ? times.stretch : null;
  const classificationId = isPto ? '' : values.classificationId;
  const equipment = classificationId ? values.equipment.trim() : '';
  return {
    isPto,
    // With times, the API derives the hours (to the hundredth, rounded up): shown so meanwhile.
    hours: stretch ? stretch.hours : Number(values.hours),
    startedAt: stretch?.startedAt ?? null,
    endedAt: stretch?.endedAt ?? null,
    entryDate: values.entryDate.trim(),
    notes: notes === '' ? null : notes,
    ptoTypeId: isPto ? values.ptoTypeId : null,
    jobId: isPto ? null : values.jobId,
    workTypeId: isPto ? null : values.workTypeId,
    classificationId: classificationId || null,
    equipment: equipment || null,
  };
}

/**
 * A public-works job's classification and equipment, only when chosen: an entry without them
 * is sent as before, and the server gives it the worker's usual classification on the job.
 */
const classified = (c: ReturnType<typeof common>) => ({
  ...(c.classificationId ? { classificationId: c.classificationId } : {}),
  ...(c.equipment ? { equipment: c.equipment } : {}),
});

/** The body of POST /time-entries and PUT /time-entries/{id}, in both spellings (§7). */
function entryBody(
  values: EntryFormValues,
  userId: string,
  times: CapturedTimes | null | undefined,
): Record<string, unknown> {
  const c = common(values, times);
  const body: Record<string, unknown> = {
    hours: c.hours,
    entryDate: c.entryDate,
    entry_date: c.entryDate,
    notes: c.notes,
    isPTO: c.isPto,
    is_pto: c.isPto,
    userId,
    user_id: userId,
  };
  if (c.isPto) {
    body.ptoTypeId = c.ptoTypeId;
    body.pto_type_id = c.ptoTypeId;
  } else {
    body.jobId = c.jobId;
    body.job_id = c.jobId;
    body.workTypeId = c.workTypeId;
    body.work_type_id = c.workTypeId;
    Object.assign(body, classified(c));
  }
  if (c.startedAt && c.endedAt) {
    body.startedAt = c.startedAt;
    body.endedAt = c.endedAt;
  }
  return body;
}

/**
 * Which call saves the form: PUT for an edit; admin-create when an admin or manager adds an
 * entry for someone else; otherwise POST /time-entries.
 */
export function saveRequest(values: EntryFormValues, ctx: SaveContext): SaveRequest {
  if (ctx.entryId) {
    const reason = (values.correctionReason ?? '').trim();
    return {
      kind: 'update',
      path: `time-entries/${encodeURIComponent(ctx.entryId)}`,
      body: {
        ...entryBody(values, ctx.targetUserId, ctx.times),
        targetUserId: ctx.targetUserId,
        ...(reason ? { correctionReason: reason } : {}),
      },
    };
  }
  if (ctx.targetUserId !== ctx.actorUserId) {
    const c = common(values, ctx.times);
    return {
      kind: 'admin-create',
      path: 'time-entries/admin-create',
      body: {
        targetUserId: ctx.targetUserId,
        jobId: c.jobId,
        workTypeId: c.workTypeId,
        entryDate: c.entryDate,
        hours: c.hours,
        notes: c.notes,
        isPto: c.isPto,
        ptoTypeId: c.ptoTypeId,
        clientId: ctx.clientId,
        ...classified(c),
        ...(c.startedAt && c.endedAt ? { startedAt: c.startedAt, endedAt: c.endedAt } : {}),
      },
    };
  }
  return {
    kind: 'create',
    path: 'time-entries',
    body: { ...entryBody(values, ctx.targetUserId, ctx.times), clientId: ctx.clientId },
  };
}

// ---------------------------------------------------------------------------------------------
// Server answers

const FIELD_OF_PATH: Record<string, EntryFormField> = {
  hours: 'hours',
  entryDate: 'entryDate',
  entry_date: 'entryDate',
  notes: 'notes',
  jobId: 'jobId',
  job_id: 'jobId',
  workTypeId: 'workTypeId',
  work_type_id: 'workTypeId',
  ptoTypeId: 'ptoTypeId',
  pto_type_id: 'ptoTypeId',
  correctionReason: 'correctionReason',
  correction_reason: 'correctionReason',
  startedAt: 'startTime',
  started_at: 'startTime',
  endedAt: 'endTime',
  ended_at: 'endTime',
  classificationId: 'classificationId',
  classification_id: 'classificationId',
  equipment: 'equipment',
};

/** Field messages of a 400 (`errors[].path`), on the form's fields. */
export function serverFieldErrors(error: unknown, values: EntryFormValues): EntryFormErrors {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const errors: EntryFormErrors = {};
  for (const { path, msg } of error.fieldErrors) {
    let field = FIELD_OF_PATH[path.split('.')[0] ?? ''];
    // isPTO problems belong to the entry type; a PTO-side path on a work entry to the job.
    if (field === 'ptoTypeId' && values.entryType === 'work') field = 'jobId';
    if (field && !errors[field]) errors[field] = msg;
  }
  return errors;
}

/** The form-level text of a failed save: the server message, or 'Failed to save time entry'. */
export function saveFailureText(error: unknown): ShownMessage {
  return serverMessageOr(error, TIME_ENTRY_MESSAGES.saveFailed);
}

/** A fresh client id for a new entry (crypto.randomUUID where the browser offers it). */
export function newClientId(): string {
  const c = globalThis.crypto;
  if (typeof c?.randomUUID === 'function') return c.randomUUID();
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** How a saved entry shows in the lists until the server confirms it. */
export function previewEntry(
  values: EntryFormValues,
  ctx: SaveContext,
  names: { jobName: string | null; workTypeName: string | null; ptoName: string | null },
  existing: EntryRecord | null,
): EntryRecord {
  const c = common(values, ctx.times);
  return {
    id: existing?.id ?? `pending-${ctx.clientId}`,
    userId: ctx.targetUserId,
    entryDate: c.entryDate,
    hours: c.hours,
    notes: c.notes,
    isPto: c.isPto,
    jobId: c.jobId,
    jobName: c.isPto ? null : names.jobName,
    workTypeId: c.workTypeId,
    workTypeName: c.isPto ? null : names.workTypeName,
    ptoTypeId: c.ptoTypeId,
    ptoName: c.isPto ? names.ptoName : null,
    displayName: (c.isPto ? names.ptoName : names.jobName) ?? '',
    status: existing?.status ?? 'pending',
    isPending: true,
    clientId: existing ? existing.clientId : ctx.clientId,
    startedAt: c.startedAt,
    endedAt: c.endedAt,
    ...(c.classificationId ? { classificationId: c.classificationId, equipment: c.equipment } : {}),
    createdAt: existing?.createdAt ?? null,
    updatedAt: null,
  };
}
