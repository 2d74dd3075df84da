/**
 * Password strength scoring of company spec §5: the one rule that both the strength meter and
 * every place that sets a password judge by. The server scores against a large list of common
 * passwords (its check endpoint and every password it sets); the browser shows what that check
 * says and falls back to the spec's short list only when the server cannot be reached.
 */
export const FALLBACK_COMMON_PASSWORDS = [
  'password',
  '123456',
  'qwerty',
  'admin',
  'letmein',
  'welcome',
] as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_BONUS_LENGTH = 12;
/** The strength check is not run for fewer characters than this (company spec §4). */
export const PASSWORD_CHECK_MIN_CHARS = 3;
export const PASSWORD_CHECK_DEBOUNCE_MS = 300;
export const PASSWORD_MAX_LENGTH = 128;

export type PasswordStrengthLevel = 'Weak' | 'Moderate' | 'Strong' | 'Very Strong';

export interface PasswordAnalysis {
  length: boolean;
  hasUppercase: boolean;
  hasLowercase: boolean;
  hasNumbers: boolean;
  hasSpecialChars: boolean;
  isNotCommon: boolean;
}

export interface PasswordStrengthResult {
  strength: {
    score: number;
    level: PasswordStrengthLevel;
    analysis: PasswordAnalysis;
    recommendations: string[];
  };
  isValid: boolean;
}

export type CommonPasswordCheck = (lowerCasedPassword: string) => boolean;

const fallbackSet = new Set<string>(FALLBACK_COMMON_PASSWORDS);
export const isFallbackCommonPassword: CommonPasswordCheck = (p) => fallbackSet.has(p);

export function scorePassword(
  password: string,
  isCommon: CommonPasswordCheck = isFallbackCommonPassword,
): PasswordStrengthResult {
  const analysis: PasswordAnalysis = {
    length: password.length >= PASSWORD_MIN_LENGTH,
    hasUppercase: /[A-Z]/.test(password),
    hasLowercase: /[a-z]/.test(password),
    hasNumbers: /[0-9]/.test(password),
    hasSpecialChars: /[^A-Za-z0-9]/.test(password),
    isNotCommon: !isCommon(password.toLowerCase()),
  };
  let score = 0;
  if (analysis.length) score += 20;
  if (password.length >= PASSWORD_BONUS_LENGTH) score += 10;
  if (analysis.hasUppercase) score += 15;
  if (analysis.hasLowercase) score += 15;
  if (analysis.hasNumbers) score += 15;
  if (analysis.hasSpecialChars) score += 15;
  if (analysis.isNotCommon) score += 10;

  const isValid = Object.values(analysis).every(Boolean);
  // A password the rules refuse is Weak whatever its score: the meter never calls a password
  // Strong that saving it would then refuse.
  const level: PasswordStrengthLevel = !isValid
    ? 'Weak'
    : score >= 80
      ? 'Very Strong'
      : score >= 60
        ? 'Strong'
        : 'Moderate';

  const recommendations: string[] = [];
  if (!analysis.length) recommendations.push(`Use at least ${PASSWORD_MIN_LENGTH} characters`);
  if (!analysis.hasUppercase) recommendations.push('Add an uppercase letter');
  if (!analysis.hasLowercase) recommendations.push('Add a lowercase letter');
  if (!analysis.hasNumbers) recommendations.push('Add a number');
  if (!analysis.hasSpecialChars) recommendations.push('Add a special character (e.g. !@#$)');
  if (!analysis.isNotCommon) recommendations.push('Avoid common passwords');
  if (analysis.length && password.length < PASSWORD_BONUS_LENGTH)
    recommendations.push(`Use ${PASSWORD_BONUS_LENGTH} or more characters for extra strength`);

  return {
    strength: { score, level, analysis, recommendations: recommendations.slice(0, 3) },
    isValid,
  };
}

/** Colour band of the strength meter: bands at 80, 60, 40 and 20. */
export function strengthColor(score: number): 'green' | 'teal' | 'yellow' | 'orange' | 'red' {
  if (score >= 80) return 'green';
  if (score >= 60) return 'teal';
  if (score >= 40) return 'yellow';
  if (score >= 20) return 'orange';
  return 'red';
}
