import { messageText, type Message } from '../messages/catalogue';
/**
 * Password strength scoring of company spec §5: the one rule that both the strength meter and
 * every place that sets a password judge by. The server scores against a large list of common
 * passwords (its check endpoint and every password it sets); the browser shows what that check
 * says and falls back to the spec's short list only when the server cannot be reached.
 *
 * A password is also judged against the account it is for: one that contains the account's
 * name or the local part of its email address is refused, by the meter and by the server alike.
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
  /** Neither the account's name nor its email's local part appears in it (true without an account). */
  isNotPersonal: boolean;
}

/** The account a password is for, as far as it is known: what it must not contain. */
export interface PasswordAccount {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/** Parts of a name or address shorter than this are not looked for ('Al', 'Li', 'jo'). */
export const PERSONAL_PART_MIN_LENGTH = 3;

const fold = (text: string) => text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * What a password for this account must not contain, folded to lower case without accents: the
 * email's local part whole and each run of letters in it ('derek.olsen' gives 'derek.olsen',
 * 'derek' and 'olsen'), and each word of the first and last name.
 */
export function personalParts(account: PasswordAccount | undefined): string[] {
  if (!account) return [];
  const parts = new Set<string>();
  const email = fold(account.email?.trim() ?? '');
  const at = email.lastIndexOf('@');
  const local = at >= 0 ? email.slice(0, at) : email;
  parts.add(local);
  for (const run of local.split(/[^\p{L}]+/u)) parts.add(run);
  for (const name of [account.firstName, account.lastName]) {
    for (const word of fold(name ?? '').split(/[^\p{L}\p{N}]+/u)) parts.add(word);
  }
  return [...parts].filter((p) => p.length >= PERSONAL_PART_MIN_LENGTH);
}

/** True when the password contains the account's name or the local part of its email. */
export function containsPersonalInfo(password: string, account?: PasswordAccount): boolean {
  const folded = fold(password);
  return personalParts(account).some((part) => folded.includes(part));
}

export const PERSONAL_PASSWORD_RECOMMENDATION = messageText('passwordAvoidPersonal');

/**
 * Up to three pieces of advice for a password, by message code: what it lacks, personal words
 * first (nothing else on the meter would explain them). The API sends their English words as
 * `recommendations`; the web app shows them by code in the interface language.
 */
export function passwordAdvice(analysis: PasswordAnalysis, length: number): Message[] {
  const advice: Message[] = [];
  if (!analysis.isNotPersonal) advice.push({ code: 'passwordAvoidPersonal' });
  if (!analysis.length)
    advice.push({ code: 'passwordUseMinLength', params: { min: PASSWORD_MIN_LENGTH } });
  if (!analysis.hasUppercase) advice.push({ code: 'passwordAddUppercase' });
  if (!analysis.hasLowercase) advice.push({ code: 'passwordAddLowercase' });
  if (!analysis.hasNumbers) advice.push({ code: 'passwordAddNumber' });
  if (!analysis.hasSpecialChars) advice.push({ code: 'passwordAddSpecial' });
  if (!analysis.isNotCommon) advice.push({ code: 'passwordAvoidCommon' });
  if (analysis.length && length < PASSWORD_BONUS_LENGTH)
    advice.push({ code: 'passwordUseBonusLength', params: { length: PASSWORD_BONUS_LENGTH } });
  return advice.slice(0, 3);
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
  account?: PasswordAccount,
): PasswordStrengthResult {
  const analysis: PasswordAnalysis = {
    length: password.length >= PASSWORD_MIN_LENGTH,
    hasUppercase: /[A-Z]/.test(password),
    hasLowercase: /[a-z]/.test(password),
    hasNumbers: /[0-9]/.test(password),
    hasSpecialChars: /[^A-Za-z0-9]/.test(password),
    isNotCommon: !isCommon(password.toLowerCase()),
    isNotPersonal: !containsPersonalInfo(password, account),
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

  const advice = passwordAdvice(analysis, password.length);
  return {
    strength: {
      score,
      level,
      analysis,
      recommendations: advice.map((m) => messageText(m.code, m.params)),
    },
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
