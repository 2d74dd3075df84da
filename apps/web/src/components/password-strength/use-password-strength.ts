import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import {
  PASSWORD_CHECK_DEBOUNCE_MS,
  PASSWORD_CHECK_MIN_CHARS,
  type PasswordStrengthResult,
} from '@sitehours/contract/rules';
import { checkPasswordStrength, type PasswordFor } from './password-strength';

export interface PasswordStrengthState {
  /** empty: nothing typed; short: under 3 characters (invalid, not checked); checking: waiting. */
  status: 'empty' | 'short' | 'checking' | 'checked';
  result: PasswordStrengthResult | null;
  isValid: boolean;
}

/**
 * Checks the password 300 ms after typing stops (company spec §4), for its account: a change of
 * the email or name typed beside it checks again.
 */
export function usePasswordStrength(
  password: string,
  account?: PasswordFor,
): PasswordStrengthState {
  // One string for what is checked, so the check reruns only when a value really changes.
  const key = JSON.stringify([
    password,
    account?.email ?? '',
    account?.firstName ?? '',
    account?.lastName ?? '',
    account?.resetToken ?? '',
  ]);
  const [debounced] = useDebouncedValue(key, PASSWORD_CHECK_DEBOUNCE_MS);
  const [checked, setChecked] = useState<{ key: string; result: PasswordStrengthResult }>();

  useEffect(() => {
    const [pw, email, firstName, lastName, resetToken] = JSON.parse(debounced) as string[];
    if (pw!.length < PASSWORD_CHECK_MIN_CHARS) return;
    const controller = new AbortController();
    checkPasswordStrength(pw!, { email, firstName, lastName, resetToken }, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setChecked({ key: debounced, result });
      },
      () => undefined, // aborted: a newer check follows
    );
    return () => controller.abort();
  }, [debounced]);

  if (password.length === 0) return { status: 'empty', result: null, isValid: false };
  if (password.length < PASSWORD_CHECK_MIN_CHARS) {
    return { status: 'short', result: null, isValid: false };
  }
  if (checked?.key === key) {
    return { status: 'checked', result: checked.result, isValid: checked.result.isValid };
  }
  return { status: 'checking', result: checked?.result ?? null, isValid: false };
}
