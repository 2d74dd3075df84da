import { MESSAGES } from '@sitehours/contract/messages';

/** Rules shared by the reset and change screens (company spec §5 "Passwords"). */

/** Inline hint under the confirm field once something has been typed there. */
export function confirmMismatchHint(password: string, confirm: string): string | null {
  return confirm.length > 0 && confirm !== password ? MESSAGES.passwordsDontMatchInline : null;
}

export interface NewPasswordCheck {
  password: string;
  confirm: string;
  isStrong: boolean;
  /** 'Passwords do not match' on reset, 'New passwords do not match' on change. */
  mismatchMessage: string;
}

/** The message that blocks submitting, or null. */
export function newPasswordError(check: NewPasswordCheck): string | null {
  if (!check.password || !check.confirm) return MESSAGES.loginRequiredFields;
  if (check.password !== check.confirm) return check.mismatchMessage;
  if (!check.isStrong) return MESSAGES.weakPassword;
  return null;
}
