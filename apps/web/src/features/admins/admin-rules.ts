import { schemaResolver } from '@mantine/form';
import { ADMIN_MESSAGES, GENERIC_ERROR_MESSAGES } from '@sitehours/contract/messages';
import {
  createGlobalAdminRequest,
  updateGlobalAdminRequest,
  type GlobalAdmin,
} from '@sitehours/contract/schemas';
import { ApiError, type ShownMessage } from '@/app/errors/api-error';
import type { GlobalAdminInput } from './api/global-admins';

/** Pure rules of the admin screen (platform spec §5 "Admin form", §8 "Admin screen"). */

export interface AdminFormValues {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

export const EMPTY_ADMIN_FORM: AdminFormValues = {
  email: '',
  password: '',
  firstName: '',
  lastName: '',
};

export function adminFormValues(admin: GlobalAdmin | null): AdminFormValues {
  if (!admin) return EMPTY_ADMIN_FORM;
  return { email: admin.email, password: '', firstName: admin.firstName, lastName: admin.lastName };
}

const checkNew = schemaResolver(createGlobalAdminRequest, { sync: true });
const checkEdit = schemaResolver(updateGlobalAdminRequest, { sync: true });

/**
 * The contract's request checks: email always required (and an address), the password only
 * when creating.
 */
export function adminFormErrors(
  values: AdminFormValues,
  isEdit: boolean,
): Partial<Record<keyof AdminFormValues, string>> {
  return (isEdit ? checkEdit : checkNew)(values);
}

/** When editing, a blank password means unchanged and is left out of the payload. */
export function adminPayload(values: AdminFormValues, isEdit: boolean): GlobalAdminInput {
  const payload: GlobalAdminInput = {
    email: values.email.trim(),
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
  if (!isEdit || values.password.trim() !== '') payload.password = values.password;
  return payload;
}

export function adminFullName(admin: Pick<GlobalAdmin, 'firstName' | 'lastName'>): string {
  return `${admin.firstName} ${admin.lastName}`.trim();
}

/**
 * Why the confirm button of the deactivation dialog is disabled: nobody deactivates their own
 * account, and the last active admin stays active. Activating is never blocked.
 */
export function deactivationBlockers(
  target: GlobalAdmin,
  currentAdminId: string | null | undefined,
  admins: readonly GlobalAdmin[],
): string[] {
  if (!target.isActive) return [];
  const blockers: string[] = [];
  if (currentAdminId && target.adminId === currentAdminId) {
    blockers.push(ADMIN_MESSAGES.cannotDeactivateSelf);
  }
  const othersActive = admins.some((a) => a.isActive && a.adminId !== target.adminId);
  if (!othersActive) blockers.push(ADMIN_MESSAGES.cannotDeactivateLast);
  return blockers;
}

/** Error texts about the sign-in get a 'Go to Login' button (platform spec §8 "Admin screen"). */
export function mentionsAuthentication(text: string): boolean {
  return /token|auth|unauthorized/i.test(text);
}

/**
 * The server's message, else `fallback`; offline reads as the generic network text. The
 * screen shows the result through the messages catalogue (a failed save falls back to
 * 'An unexpected error occurred', §8, from the screen's own catalogue).
 */
export function adminErrorText(error: unknown, fallback: ShownMessage): ShownMessage {
  if (error instanceof ApiError) {
    if (error.isNetworkError) return GENERIC_ERROR_MESSAGES.network;
    return error.serverMessage ?? (error.sessionExpired ? error.message : fallback);
  }
  return fallback;
}
