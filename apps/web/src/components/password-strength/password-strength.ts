import {
  PASSWORD_CHECK_MIN_CHARS,
  scorePassword,
  strengthColor,
  type PasswordStrengthResult,
} from '@sitehours/contract';
import { api } from '../../app/api-client';

/** Reads the `data` of POST /api/auth/check-password-strength; null when the shape is off. */
export function readStrengthResponse(body: unknown): PasswordStrengthResult | null {
  if (typeof body !== 'object' || body === null) return null;
  const data = (body as { data?: unknown }).data;
  if (typeof data !== 'object' || data === null) return null;
  const { strength, isValid } = data as { strength?: unknown; isValid?: unknown };
  if (typeof strength !== 'object' || strength === null || typeof isValid !== 'boolean')
    return null;
  const s = strength as Record<string, unknown>;
  if (typeof s.score !== 'number' || typeof s.level !== 'string') return null;
  return {
    strength: {
      score: s.score,
      level: s.level as PasswordStrengthResult['strength']['level'],
      analysis: (s.analysis ?? {}) as PasswordStrengthResult['strength']['analysis'],
      recommendations: Array.isArray(s.recommendations)
        ? s.recommendations.filter((r): r is string => typeof r === 'string')
        : [],
    },
    isValid,
  };
}

/**
 * Server check with the client rules as fallback (company spec §5): fewer than 3 characters is
 * invalid without a check; when the call fails the contract's fallback scoring decides.
 */
export async function checkPasswordStrength(
  password: string,
  signal?: AbortSignal,
): Promise<PasswordStrengthResult> {
  if (password.length < PASSWORD_CHECK_MIN_CHARS) return scorePassword(password);
  try {
    const body = await api.post<unknown>('auth/check-password-strength', { password }, { signal });
    return readStrengthResponse(body) ?? scorePassword(password);
  } catch (error) {
    if (signal?.aborted) throw error;
    return scorePassword(password);
  }
}

export interface StrengthMeter {
  value: number;
  color: ReturnType<typeof strengthColor>;
  label: PasswordStrengthResult['strength']['level'];
  suggestions: string[];
}

/** What the meter shows: score 0..100 in the colour band, the level, up to 3 suggestions. */
export function strengthMeter(result: PasswordStrengthResult): StrengthMeter {
  const value = Math.max(0, Math.min(100, Math.round(result.strength.score)));
  return {
    value,
    color: strengthColor(value),
    label: result.strength.level,
    suggestions: result.strength.recommendations.slice(0, 3),
  };
}
