import {
  DAY_QUESTION_TEXTS,
  type DayQuestion,
  type SignatureState,
} from '@sitehours/contract/rules';
import type { DaySignature, SignOffRow } from '@sitehours/contract/schemas';
import type { DateRange } from './report-dates';

/**
 * Pure rules of the Signatures tab: the workers' days awaiting signature, signed or
 * disputed, with their answers to the end-of-day questions.
 */

/** The tab's filter: one signature state, or every day. */
export type SignatureFilter = SignatureState | 'all';

/** In the order the filter offers them: what needs the office first. */
export const SIGNATURE_FILTERS: readonly SignatureFilter[] = [
  'all',
  'awaiting',
  'disputed',
  'signed',
];

export const isSignatureFilter = (value: string | null): value is SignatureFilter =>
  SIGNATURE_FILTERS.some((f) => f === value);

/** The query of GET /sign-offs: the range, and the state unless every day is asked for. */
export function signOffQuery(range: DateRange, filter: SignatureFilter): Record<string, string> {
  const query: Record<string, string> = { startDate: range.startDate, endDate: range.endDate };
  if (filter !== 'all') query.state = filter;
  return query;
}

/** Days in date order, and within a day the workers by name. */
export function sortSignOffRows(rows: readonly SignOffRow[]): SignOffRow[] {
  return [...rows].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.name.localeCompare(b.name) ||
      a.userId.localeCompare(b.userId),
  );
}

/** The badge of a signature state: its text in the reports catalogue and its colour. */
export function signatureBadge(signature: Pick<DaySignature, 'state'>): {
  key: `signatures.state.${SignatureState}`;
  /** Dark shades: white text on them keeps a 4.5:1 contrast. */
  color: 'gray.7' | 'green.9' | 'red.9';
} {
  switch (signature.state) {
    case 'signed':
      return { key: 'signatures.state.signed', color: 'green.9' };
    case 'disputed':
      return { key: 'signatures.state.disputed', color: 'red.9' };
    case 'awaiting':
      return { key: 'signatures.state.awaiting', color: 'gray.7' };
  }
}

/** How a question reads: a default by its message code, a custom one by its own words. */
export type QuestionWords =
  { kind: 'message'; code: string } | { kind: 'text'; text: string } | { kind: 'removed' };

export function questionWords(question: DayQuestion | undefined): QuestionWords {
  if (!question) return { kind: 'removed' };
  if (question.kind === 'custom') return { kind: 'text', text: question.text ?? '' };
  return { kind: 'message', code: DAY_QUESTION_TEXTS[question.kind] };
}

export interface AnswerView {
  questionId: string;
  words: QuestionWords;
  answer: boolean;
  /** "Injured: yes": shown so that nobody misses it. */
  alarming: boolean;
}

/**
 * The answers of a day, in the order the company asks its questions; answers to a question no
 * longer asked come last (kept with the day, as the worker gave them).
 */
export function answerViews(
  questions: readonly DayQuestion[],
  answers: Readonly<Record<string, boolean>> | null,
): AnswerView[] {
  if (!answers) return [];
  const views: AnswerView[] = [];
  const known = new Set<string>();
  for (const q of questions) {
    known.add(q.id);
    const answer = answers[q.id];
    if (typeof answer !== 'boolean') continue;
    views.push({
      questionId: q.id,
      words: questionWords(q),
      answer,
      alarming: q.kind === 'injury' && answer,
    });
  }
  for (const [id, answer] of Object.entries(answers)) {
    if (known.has(id)) continue;
    views.push({ questionId: id, words: { kind: 'removed' }, answer, alarming: false });
  }
  return views;
}
