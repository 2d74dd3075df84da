import { useEffect, useState } from 'react';
import { useDebouncedValue } from '@mantine/hooks';
import {
  PASSWORD_CHECK_DEBOUNCE_MS,
  PASSWORD_CHECK_MIN_CHARS,
  type PasswordStrengthResult,
} from '@sitehours/contract';
import { checkPasswordStrength } from './password-strength';

export interface PasswordStrengthState {
  /** empty: nothing typed; short: under 3 characters (invalid, not checked); checking: waiting. */
  status: 'empty' | 'short' | 'checking' | 'checked';
  result: PasswordStrengthResult | null;
  isValid: boolean;
}

/** Checks the password 300 ms after typing stops (company spec §4). */
export function usePasswordStrength(password: string): PasswordStrengthState {
  const [debounced] = useDebouncedValue(password, PASSWORD_CHECK_DEBOUNCE_MS);
  const [checked, setChecked] = useState<{ password: string; result: PasswordStrengthResult }>();

  useEffect(() => {
    if (debounced.length < PASSWORD_CHECK_MIN_CHARS) return;
    const controller = new AbortController();
    checkPasswordStrength(debounced, controller.signal).then(
      (result) => {
        if (!controller.signal.aborted) setChecked({ password: debounced, result });
      },
      () => undefined, // aborted: a newer check follows
    );
    return () => controller.abort();
  }, [debounced]);

  if (password.length === 0) return { status: 'empty', result: null, isValid: false };
  if (password.length < PASSWORD_CHECK_MIN_CHARS) {
    return { status: 'short', result: null, isValid: false };
  }
  if (checked?.password === password) {
    return { status: 'checked', result: checked.result, isValid: checked.result.isValid };
  }
  return { status: 'checking', result: checked?.result ?? null, isValid: false };
}
