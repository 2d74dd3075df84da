import type { MessageCode } from '../messages/catalogue';

/** A personal PIN: 4 to 6 digits. */
export const PIN_PATTERN = /^\d{4,6}$/;
/** Wrong PINs in a row before the PIN locks (until a new one is set). */
export const PIN_TRIES_MAX = 5;
/** End-of-day questions a company may ask. */
export const DAY_QUESTIONS_MAX = 8;
export const DAY_QUESTION_TEXT_MAX = 200;
export const CREW_NAME_MAX = 100;
/** Workers on one crew, and entries in one crew day (12 workers by 3 work types, with room). */
export const CREW_MEMBERS_MAX = 100;
export const CREW_DAY_ENTRIES_MAX = 400;

export const DAY_QUESTION_KINDS = ['injury', 'breaks', 'custom'] as const;
export type DayQuestionKind = (typeof DAY_QUESTION_KINDS)[number];

export interface DayQuestion {
  id: string;
  kind: DayQuestionKind;
  /** A custom question's text; the two defaults are read in each reader's language. */
  text: string | null;
}

/** Every company starts with these two: "Were you injured today?" and the breaks question. */
export const DEFAULT_DAY_QUESTIONS: readonly DayQuestion[] = [
  { id: 'injured', kind: 'injury', text: null },
  { id: 'breaks', kind: 'breaks', text: null },
];

/**
 * The message a default question is read by (a custom one shows its own text). Codes written out:
 * a screen that reads another rule of this module downloads none of the crew messages.
 */
export const DAY_QUESTION_TEXTS: Record<Exclude<DayQuestionKind, 'custom'>, MessageCode> = {
  injury: 'dayQuestionInjured',
  breaks: 'dayQuestionBreaks',
};

/** The answer that alerts the company's admins at once: "Injured: yes". */
export function reportsInjury(
  questions: readonly DayQuestion[],
  answers: Readonly<Record<string, boolean>>,
): boolean {
  return questions.some((q) => q.kind === 'injury' && answers[q.id] === true);
}

/** The breaks answer, which attests the California meal and rest periods (null: not asked). */
export function breaksAnswer(
  questions: readonly DayQuestion[],
  answers: Readonly<Record<string, boolean>>,
): boolean | null {
  const q = questions.find((x) => x.kind === 'breaks');
  return q && typeof answers[q.id] === 'boolean' ? answers[q.id]! : null;
}

/**
 * Who may lead a crew: a manager or an admin, or a worker given the crew-lead permission.
 */
export function mayLeadCrews(roles: readonly string[], crewLead: boolean): boolean {
  return crewLead || roles.includes('company_manager') || roles.includes('company_admin');
}

/** Signature states of a worker's day, as entries and review show them. */
export const SIGNATURE_STATES = ['awaiting', 'signed', 'disputed'] as const;
export type SignatureState = (typeof SIGNATURE_STATES)[number];
