import { CREW_MESSAGES, type Message } from '@sitehours/contract/messages';
import {
  DAY_QUESTION_TEXTS,
  DAY_QUESTIONS_MAX,
  type DayQuestion,
  type DayQuestionKind,
} from '@sitehours/contract/rules';
import type { DayQuestions, DayQuestionsRequest } from '@sitehours/contract/schemas';

/**
 * Pure rules of the end-of-day questions in Company Settings: the questions being
 * edited, which may be removed, when another may be added, what is sent, and what is wrong.
 */

/** A question as the form edits it; `key` names its row, `id` an existing question. */
export interface QuestionDraft {
  key: string;
  id: string | null;
  kind: DayQuestionKind;
  text: string;
}

export interface DayQuestionsDraft {
  questions: QuestionDraft[];
  requireSignatures: boolean;
}

/** The saved questions as the form starts from them. */
export function draftOf(saved: DayQuestions): DayQuestionsDraft {
  return {
    questions: saved.questions.map((q) => ({
      key: q.id,
      id: q.id,
      kind: q.kind,
      text: q.text ?? '',
    })),
    requireSignatures: saved.requireSignatures,
  };
}

/** The injury question is always asked: an injury must reach the admins. */
export const canRemove = (question: Pick<QuestionDraft, 'kind'>) => question.kind !== 'injury';

/** Another question fits while the day has fewer than the most a company may ask. */
export const canAdd = (draft: DayQuestionsDraft) => draft.questions.length < DAY_QUESTIONS_MAX;

/** The breaks question, once removed, may be asked again (it feeds the meal and rest record). */
export const canRestoreBreaks = (draft: DayQuestionsDraft) =>
  canAdd(draft) && !draft.questions.some((q) => q.kind === 'breaks');

export function addCustom(draft: DayQuestionsDraft, key: string): DayQuestionsDraft {
  if (!canAdd(draft)) return draft;
  return { ...draft, questions: [...draft.questions, { key, id: null, kind: 'custom', text: '' }] };
}

export function restoreBreaks(draft: DayQuestionsDraft): DayQuestionsDraft {
  if (!canRestoreBreaks(draft)) return draft;
  const breaks: QuestionDraft = { key: 'breaks', id: 'breaks', kind: 'breaks', text: '' };
  // Right after the injury question, where it stood.
  const at = draft.questions.findIndex((q) => q.kind === 'injury') + 1;
  const questions = [...draft.questions];
  questions.splice(at, 0, breaks);
  return { ...draft, questions };
}

export function removeQuestion(draft: DayQuestionsDraft, key: string): DayQuestionsDraft {
  return {
    ...draft,
    questions: draft.questions.filter((q) => q.key !== key || !canRemove(q)),
  };
}

export function setText(draft: DayQuestionsDraft, key: string, text: string): DayQuestionsDraft {
  return {
    ...draft,
    questions: draft.questions.map((q) => (q.key === key ? { ...q, text } : q)),
  };
}

/** How a question reads: a default by its message (in the reader's language), or its text. */
export function questionMessage(question: DayQuestion | QuestionDraft): string | null {
  return question.kind === 'custom' ? null : DAY_QUESTION_TEXTS[question.kind];
}

/** What is wrong before saving: each custom question needs its words; the count its bound. */
export function validateDraft(draft: DayQuestionsDraft): {
  fields: Record<string, Message>;
  form: Message | null;
} {
  const fields: Record<string, Message> = {};
  for (const q of draft.questions)
    if (q.kind === 'custom' && q.text.trim() === '')
      fields[q.key] = { code: CREW_MESSAGES.questionTextRequired };
  const form: Message | null =
    draft.questions.length > DAY_QUESTIONS_MAX
      ? { code: CREW_MESSAGES.questionsTooMany, params: { max: DAY_QUESTIONS_MAX } }
      : !draft.questions.some((q) => q.kind === 'injury')
        ? { code: CREW_MESSAGES.questionDefaultsKept }
        : null;
  return { fields, form };
}

/** The body of PUT /day-questions: existing questions keep their ids, new ones get theirs. */
export function requestOf(draft: DayQuestionsDraft): DayQuestionsRequest {
  return {
    questions: draft.questions.map((q) => ({
      ...(q.id ? { id: q.id } : {}),
      kind: q.kind,
      text: q.kind === 'custom' ? q.text.trim() : null,
    })),
    requireSignatures: draft.requireSignatures,
  };
}

/** Whether the form differs from what is saved (Save is offered only then). */
export function isChanged(draft: DayQuestionsDraft, saved: DayQuestions): boolean {
  return JSON.stringify(requestOf(draft)) !== JSON.stringify(requestOf(draftOf(saved)));
}

/** The row of a field error the server names (`questions.2.text`), as the form keys it. */
export function keyOfPath(draft: DayQuestionsDraft, path: string): string | null {
  const match = /^questions\.(\d+)/.exec(path);
  if (!match) return null;
  return draft.questions[Number(match[1])]?.key ?? null;
}
