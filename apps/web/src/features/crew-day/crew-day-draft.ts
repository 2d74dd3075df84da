import type { CrewDayRequest } from '@sitehours/contract/schemas';
import type { DraftLine } from './crew-day-rules';

/**
 * The lines of a crew day not saved yet, kept on the device per signed-in lead, company, crew
 * and date: a reload, a lost connection or a closed app loses nothing, and a day sent while
 * offline is sent again (with the same client ids, so each line is saved once).
 */
export interface CrewDayDraft {
  jobId: string;
  lines: DraftLine[];
  /**
   * A submit that did not reach the server, as it was sent: sent again, the same, when the
   * device is back online (null: nothing waits).
   */
  pending: CrewDayRequest | null;
}

export interface DraftStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const PREFIX = 'sitehours.crew-day.';

export const draftKey = (ownerKey: string, crewId: string, date: string) =>
  `${PREFIX}${ownerKey}|${crewId}|${date}`;

const isLine = (value: unknown): value is DraftLine => {
  if (typeof value !== 'object' || value === null) return false;
  const l = value as Record<string, unknown>;
  return ['clientId', 'userId', 'workTypeId', 'hours', 'startTime', 'endTime'].every(
    (k) => typeof l[k] === 'string',
  );
};

const isRequest = (value: unknown): value is CrewDayRequest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CrewDayRequest).crewId === 'string' &&
  Array.isArray((value as CrewDayRequest).entries);

/** The stored draft, or null when there is none (or it is not one). */
export function readDraft(storage: DraftStorage, key: string): CrewDayDraft | null {
  try {
    const raw = storage.getItem(key);
    if (!raw) return null;
    const value = JSON.parse(raw) as Partial<CrewDayDraft>;
    if (!Array.isArray(value.lines)) return null;
    return {
      jobId: typeof value.jobId === 'string' ? value.jobId : '',
      lines: value.lines.filter(isLine),
      pending: isRequest(value.pending) ? value.pending : null,
    };
  } catch {
    return null;
  }
}

/** Writes the draft; one with no lines is removed. */
export function writeDraft(storage: DraftStorage, key: string, draft: CrewDayDraft): void {
  try {
    if (draft.lines.length === 0 && !draft.pending) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(draft));
  } catch {
    // A full or refused storage keeps the lines in memory only.
  }
}

/** The drafts of an owner with a submit waiting to be sent. */
export function pendingDrafts(
  storage: DraftStorage & { readonly length: number; key(index: number): string | null },
  ownerKey: string,
): { key: string; draft: CrewDayDraft & { pending: CrewDayRequest } }[] {
  const out: { key: string; draft: CrewDayDraft & { pending: CrewDayRequest } }[] = [];
  const prefix = `${PREFIX}${ownerKey}|`;
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(prefix)) continue;
    const draft = readDraft(storage, key);
    if (draft?.pending) out.push({ key, draft: { ...draft, pending: draft.pending } });
  }
  return out;
}

/**
 * Sends again every submit of the owner that waited offline (but `skipKey`'s, which its open
 * screen sends): each with the same body, so a line that reached the server before is not saved
 * twice. A day the server answered keeps its unsent lines; one it refused keeps all its lines
 * (shown with their errors when it is opened again); one still out of reach keeps waiting.
 * Resolves to the number of days saved.
 */
export async function resendWaitingDays(
  storage: DraftStorage & { readonly length: number; key(index: number): string | null },
  ownerKey: string,
  skipKey: string | null,
  send: (request: CrewDayRequest) => Promise<unknown>,
  isNetworkError: (error: unknown) => boolean,
): Promise<number> {
  let saved = 0;
  for (const { key, draft } of pendingDrafts(storage, ownerKey)) {
    if (key === skipKey) continue;
    try {
      await send(draft.pending);
      const ids = new Set(draft.pending.entries.map((e) => e.clientId));
      const now = readDraft(storage, key) ?? draft;
      writeDraft(storage, key, {
        ...now,
        lines: now.lines.filter((l) => !ids.has(l.clientId)),
        pending: null,
      });
      saved++;
    } catch (error) {
      if (isNetworkError(error)) continue;
      writeDraft(storage, key, { ...(readDraft(storage, key) ?? draft), pending: null });
    }
  }
  return saved;
}
