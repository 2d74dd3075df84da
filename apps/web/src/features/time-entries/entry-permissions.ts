import { PAYROLL_MESSAGES } from '@sitehours/contract/messages';
import type { EntryRecord } from './entry-records';
import { isPunched } from './punched-time';

/**
 * What the timesheet needs of the entry rules before the form is opened: who may do what, which
 * entries are locked, when a change needs a reason, and the paths of saves and deletes (the
 * offline queue replays them). The form's own rules are in `entry-form-rules.ts`, downloaded
 * with the form.
 */

/** The longest correction reason the server keeps. */
export const CORRECTION_REASON_MAX = 500;

/** The form's own message for a reason over the limit (translated as validation.reasonTooLong). */
export const REASON_TOO_LONG = `The reason must be at most ${CORRECTION_REASON_MAX} characters`;

/** An admin changing (or deleting) an approved or a punched entry must say why. */
export const needsCorrectionReason = (
  entry: Pick<EntryRecord, 'status' | 'startedAt' | 'endedAt'> | null,
  isAdmin: boolean,
): boolean => entry !== null && isAdmin && (entry.status === 'approved' || isPunched(entry));

/** The reason's own check: required (when asked for) and at most 500 characters. */
export function correctionReasonError(reason: string | undefined): string | undefined {
  const text = (reason ?? '').trim();
  if (text === '') return PAYROLL_MESSAGES.correctionReasonRequired;
  if (text.length > CORRECTION_REASON_MAX) return REASON_TOO_LONG;
  return undefined;
}

// ---------------------------------------------------------------------------------------------
// Who may do what

export interface EntryActor {
  /** The signed-in user's id; empty when unknown. */
  userId: string;
  roles: readonly string[];
  isGlobalAdmin: boolean;
  inSupportSession: boolean;
}

export interface EntryPermissions {
  /** Company admins, and global admins in a support session (§6). */
  isAdmin: boolean;
  /** Admins and managers see the user selector and record time for others. */
  canSelectUser: boolean;
  /** A global admin in a support session has no entries of their own. */
  hasOwnEntries: boolean;
}

export function entryPermissions(actor: EntryActor): EntryPermissions {
  const support = actor.isGlobalAdmin && actor.inSupportSession;
  const roles = actor.roles.map((r) => r.toLowerCase());
  const isAdmin = support || roles.includes('company_admin') || roles.includes('admin');
  const isManager = roles.includes('company_manager') || roles.includes('project_manager');
  return {
    isAdmin,
    canSelectUser: isAdmin || isManager,
    hasOwnEntries: !actor.isGlobalAdmin,
  };
}

/**
 * Approved entries are locked for everyone but admins (§4, §6); entries of a closed pay period
 * too, and an adjustment is never changed, not even by an admin (decision 0027).
 */
export const isLocked = (
  entry: Pick<EntryRecord, 'status' | 'periodClosed' | 'adjustsEntryId'>,
  isAdmin: boolean,
) =>
  Boolean(entry.adjustsEntryId) ||
  ((entry.status === 'approved' || entry.periodClosed === true) && !isAdmin);

/** An admin's change of an entry of a closed pay period corrects its hours by an adjustment. */
export const correctsByAdjustment = (
  entry: Pick<EntryRecord, 'periodClosed'> | null,
  isAdmin: boolean,
) => entry?.periodClosed === true && isAdmin;

export type SaveRequest =
  | { kind: 'create'; path: 'time-entries'; body: Record<string, unknown> }
  | { kind: 'admin-create'; path: 'time-entries/admin-create'; body: Record<string, unknown> }
  | { kind: 'update'; path: string; body: Record<string, unknown> };

/** The path of DELETE /time-entries/{id}, with the reason when one is given (approved entries). */
export function deletePath(entryId: string, reason?: string | null): string {
  const base = `time-entries/${encodeURIComponent(entryId)}`;
  const text = (reason ?? '').trim();
  return text ? `${base}?reason=${encodeURIComponent(text)}` : base;
}
