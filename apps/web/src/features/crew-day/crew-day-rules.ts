import { TZDate } from '@date-fns/tz';
import { PUNCH_MESSAGES } from '@sitehours/contract/messages';
import { formatHours, hoursError, parseDecimal } from '@sitehours/contract/rules';
import type {
  CrewDay,
  CrewDayEntry,
  CrewDayRequest,
  DaySignature,
} from '@sitehours/contract/schemas';
import type { FieldMessage, ShownMessage } from '@/app/errors/api-error';

/**
 * Pure rules of the crew day: the lines a crew lead types for each worker (kept on the device
 * with their client ids, so a retry saves each once), copy to all and from yesterday, the
 * request of one submit and the errors the server names per row.
 */

/** One line typed for a worker: a work type and hours, or a start and end (HH:mm). */
export interface DraftLine {
  /** Chosen once when the line is made and kept until it is saved. */
  clientId: string;
  userId: string;
  workTypeId: string;
  hours: string;
  startTime: string;
  endTime: string;
}

export type LineField = 'workTypeId' | 'hours' | 'startTime' | 'endTime';
export type LineErrors = Partial<Record<LineField, ShownMessage>>;
export type NewId = () => string;

export type TimeCapture = CrewDay['timeCapture'];

export function newLine(userId: string, newId: NewId, from?: Partial<DraftLine>): DraftLine {
  return {
    workTypeId: from?.workTypeId ?? '',
    hours: from?.hours ?? '',
    startTime: from?.startTime ?? '',
    endTime: from?.endTime ?? '',
    userId,
    clientId: newId(),
  };
}

/** A line with nothing typed in it (not sent, not an error). */
export function isBlankLine(line: DraftLine): boolean {
  return (
    line.workTypeId === '' &&
    line.hours.trim() === '' &&
    line.startTime === '' &&
    line.endTime === ''
  );
}

export const linesOf = (lines: readonly DraftLine[], userId: string) =>
  lines.filter((l) => l.userId === userId);

/**
 * "Copy to all": every other worker's lines become copies of the source worker's (each copy a
 * line of its own, with a new client id); the source's lines are kept as they are.
 */
export function copyToAll(
  lines: readonly DraftLine[],
  fromUserId: string,
  userIds: readonly string[],
  newId: NewId,
): DraftLine[] {
  const source = linesOf(lines, fromUserId).filter((l) => !isBlankLine(l));
  if (source.length === 0) return [...lines];
  const out: DraftLine[] = [];
  for (const userId of userIds) {
    if (userId === fromUserId) out.push(...linesOf(lines, userId));
    else out.push(...source.map((l) => newLine(userId, newId, l)));
  }
  // Lines of people no longer on the crew are kept (they are not lost by a copy).
  out.push(...lines.filter((l) => !userIds.includes(l.userId)));
  return out;
}

/** 'HH:mm' of an instant in a zone. */
export function wallTime(iso: string, timeZone: string): string {
  const d = new TZDate(Date.parse(iso), timeZone);
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
}

/** The instant (ISO) a wall-clock time on a day names in a zone. */
export function instantOf(day: string, time: string, timeZone: string): string | null {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  const t = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time);
  if (!d || !t) return null;
  const zoned = new TZDate(
    Number(d[1]),
    Number(d[2]) - 1,
    Number(d[3]),
    Number(t[1]),
    Number(t[2]),
    timeZone,
  );
  return new Date(zoned.getTime()).toISOString();
}

/**
 * "Copy from yesterday": for each worker still on the crew, lines like their entries of the
 * other day (work type and hours, or start and end), each with a new client id. Workers with
 * nothing that day keep the lines they have.
 */
export function copyFromDay(
  lines: readonly DraftLine[],
  other: Pick<CrewDay, 'rows'>,
  userIds: readonly string[],
  timeZone: string,
  newId: NewId,
): DraftLine[] {
  const out: DraftLine[] = [];
  for (const userId of userIds) {
    const entries = other.rows.find((r) => r.userId === userId)?.entries ?? [];
    const copied = entries
      .filter((e) => e.workTypeId)
      .map((e) =>
        newLine(userId, newId, {
          workTypeId: e.workTypeId ?? '',
          hours: e.startedAt ? '' : String(e.hours),
          startTime: e.startedAt ? wallTime(e.startedAt, timeZone) : '',
          endTime: e.endedAt ? wallTime(e.endedAt, timeZone) : '',
        }),
      );
    out.push(...(copied.length > 0 ? copied : linesOf(lines, userId)));
  }
  out.push(...lines.filter((l) => !userIds.includes(l.userId)));
  return out;
}

/** The day after a 'yyyy-MM-dd' day at the end: for a start and end across midnight. */
const nextDay = (day: string) => {
  const [y, m, d] = day.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + 1)).toISOString().slice(0, 10);
};

export interface DayContext {
  crewId: string;
  date: string;
  jobId: string;
  timeCapture: TimeCapture;
  timeZone: string;
}

/** The checks made before sending: a work type, and hours or a start and end. */
export function lineErrorsOf(line: DraftLine, timeCapture: TimeCapture): LineErrors {
  const errors: LineErrors = {};
  if (!line.workTypeId) errors.workTypeId = PUNCH_MESSAGES.chooseWorkType;
  if (timeCapture === 'times') {
    if (!line.startTime) errors.startTime = PUNCH_MESSAGES.enterTimes;
    else if (!line.endTime) errors.endTime = PUNCH_MESSAGES.enterTimes;
    else if (line.startTime === line.endTime) errors.endTime = PUNCH_MESSAGES.startAfterEnd;
  } else {
    const msg = hoursError(line.hours);
    if (msg) errors.hours = msg;
  }
  return errors;
}

export interface BuiltRequest {
  request: CrewDayRequest;
  /** The lines sent, in the order of `request.entries` (the server names errors by index). */
  sent: DraftLine[];
  /** Errors found before sending, by client id (nothing is sent when there are any). */
  errors: Record<string, LineErrors>;
}

/** One submit: every line with something typed, in order; blank lines are left out. */
export function buildRequest(lines: readonly DraftLine[], day: DayContext): BuiltRequest {
  const sent = lines.filter((l) => !isBlankLine(l));
  const errors: Record<string, LineErrors> = {};
  for (const line of sent) {
    const e = lineErrorsOf(line, day.timeCapture);
    if (Object.keys(e).length > 0) errors[line.clientId] = e;
  }
  const entries = sent.map((line) => {
    const base = { clientId: line.clientId, userId: line.userId, workTypeId: line.workTypeId };
    if (day.timeCapture !== 'times') return { ...base, hours: line.hours.trim() };
    const startedAt = instantOf(day.date, line.startTime, day.timeZone);
    const endedAt = instantOf(
      line.endTime < line.startTime ? nextDay(day.date) : day.date,
      line.endTime,
      day.timeZone,
    );
    return { ...base, startedAt, endedAt };
  });
  return {
    request: { crewId: day.crewId, date: day.date, jobId: day.jobId, entries },
    sent,
    errors,
  };
}

const FIELD_OF: Record<string, LineField> = {
  workTypeId: 'workTypeId',
  hours: 'hours',
  startedAt: 'startTime',
  endedAt: 'endTime',
};

/**
 * The server's field errors (`entries.<i>.<field>`) on the lines sent, by client id; an error
 * of a row on another field (the worker, the job, the day) is shown on its work type.
 */
export function serverLineErrors(
  fieldErrors: readonly FieldMessage[],
  sent: readonly Pick<DraftLine, 'clientId'>[],
): Record<string, LineErrors> {
  const out: Record<string, LineErrors> = {};
  for (const { path, msg } of fieldErrors) {
    const m = /^entries\.(\d+)(?:\.(\w+))?/.exec(path);
    if (!m) continue;
    const line = sent[Number(m[1])];
    if (!line) continue;
    const field = FIELD_OF[m[2] ?? ''] ?? 'workTypeId';
    out[line.clientId] = { ...out[line.clientId], [field]: msg };
  }
  return out;
}

/** After a save: the lines that were sent are gone (they are the day's entries now). */
export function withoutSent(
  lines: readonly DraftLine[],
  sent: readonly Pick<DraftLine, 'clientId'>[],
): DraftLine[] {
  const ids = new Set(sent.map((l) => l.clientId));
  return lines.filter((l) => !ids.has(l.clientId));
}

/** Client ids already saved as entries of the day (a resend after an answer that was lost). */
export function savedClientIds(day: Pick<CrewDay, 'rows'>): Set<string> {
  const ids = new Set<string>();
  for (const row of day.rows) for (const e of row.entries) if (e.clientId) ids.add(e.clientId);
  return ids;
}

export type SignatureBadge = 'none' | 'awaiting' | 'signed' | 'disputed';

/** The badge of a worker's day: a voided signature asks again (Awaiting signature). */
export function signatureBadge(
  signature: DaySignature | null,
  hasEntries: boolean,
): SignatureBadge {
  if (!signature) return hasEntries ? 'awaiting' : 'none';
  if (signature.voided) return 'awaiting';
  return signature.state;
}

/** Whether the lead may offer "Sign" on a worker's row (saved time, not signed yet). */
export function maySign(signature: DaySignature | null, hasEntries: boolean): boolean {
  const badge = signatureBadge(signature, hasEntries);
  return hasEntries && badge !== 'signed';
}

/** Hours of the saved entries, for the row's total. */
export function savedHours(entries: readonly Pick<CrewDayEntry, 'hours'>[]): number {
  return Math.round(entries.reduce((sum, e) => sum + e.hours, 0) * 100) / 100;
}

/** Hours typed on a worker's lines (hours mode), for the row's total; invalid ones count 0. */
export function typedHours(lines: readonly DraftLine[]): number {
  let sum = 0;
  for (const l of lines) {
    const n = parseDecimal(l.hours);
    if (n !== undefined && n > 0) sum += n;
  }
  return Math.round(sum * 100) / 100;
}

export const hoursText = (hours: number) => formatHours(hours);

/** A random id for a line, also where `crypto.randomUUID` is missing (an insecure origin). */
export function randomClientId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** An entry's words: its work type and hours or times. */
export function entrySummary(entry: CrewDayEntry, timeZone: string): string {
  const what = entry.workTypeName ?? entry.jobName ?? '';
  const when =
    entry.startedAt && entry.endedAt
      ? `${wallTime(entry.startedAt, timeZone)}–${wallTime(entry.endedAt, timeZone)}`
      : '';
  return [what, when, formatHours(entry.hours)].filter(Boolean).join(' · ');
}
