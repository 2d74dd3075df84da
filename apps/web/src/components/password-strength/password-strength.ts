import type { Message } from '@sitehours/contract/messages';
import {
  PASSWORD_CHECK_MIN_CHARS,
  passwordAdvice,
  scorePassword,
  strengthColor,
  type PasswordAccount,
  type PasswordStrengthResult,
} from '@sitehours/contract/rules';
import type { PasswordStrengthResponse } from '@sitehours/contract/schemas';
import { api } from '@/app/api-client';

/**
 * The account a password is for, as the form knows it: the email and name typed on the staff
 * and admin forms, the signed-in person's on Change Password, the link's token and email on the
 * reset screen (the server then knows the name).
 */
export interface PasswordFor extends PasswordAccount {
  resetToken?: string;
}

/** The check's request body: the password and what is known of its account, blanks left out. */
export function strengthRequestBody(password: string, account?: PasswordFor) {
  const known = Object.entries(account ?? {}).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  );
  return { password, ...Object.fromEntries(known) };
}

/**
 * Server check with the client rules as fallback (company spec §5): fewer than 3 characters is
 * invalid without a check; when the call fails the contract's fallback scoring decides. Both
 * judge the password for its account, so the meter and the save agree.
 */
export async function checkPasswordStrength(
  password: string,
  account?: PasswordFor,
  signal?: AbortSignal,
): Promise<PasswordStrengthResult> {
  const fallback = () => scorePassword(password, undefined, account);
  if (password.length < PASSWORD_CHECK_MIN_CHARS) return fallback();
  try {
    const { data } = await api.post<PasswordStrengthResponse>(
      'auth/check-password-strength',
      strengthRequestBody(password, account),
      { signal },
    );
    return data;
  } catch (error) {
    if (signal?.aborted) throw error;
    return fallback();
  }
}

export interface StrengthMeter {
  value: number;
  color: ReturnType<typeof strengthColor>;
  label: PasswordStrengthResult['strength']['level'];
  suggestions: Message[];
}

/**
 * What the meter shows: score 0..100 in the colour band, the level, up to 3 suggestions (by
 * code, from the analysis, as the contract's rule gives them).
 */
export function strengthMeter(result: PasswordStrengthResult, password: string): StrengthMeter {
  const value = Math.max(0, Math.min(100, Math.round(result.strength.score)));
  return {
    value,
    color: strengthColor(value),
    label: result.strength.level,
    suggestions: passwordAdvice(result.strength.analysis, password.length),
  };
}
