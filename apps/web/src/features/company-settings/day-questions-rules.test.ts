import { describe, expect, it } from 'vitest';
import { DAY_QUESTIONS_MAX, DEFAULT_DAY_QUESTIONS } from '@sitehours/contract/rules';
import {
  addCustom,
  canAdd,
  canRemove,
  canRestoreBreaks,
  draftOf,
  isChanged,
  keyOfPath,
  questionMessage,
  removeQuestion,
  requestOf,
  restoreBreaks,
  setText,
  validateDraft,
} from './day-questions-rules';

const SAVED = {
  questions: [...DEFAULT_DAY_QUESTIONS, { id: 'q1', kind: 'custom' as const, text: 'PPE worn?' }],
  requireSignatures: false,
};

describe('the end-of-day questions form', () => {
  it('starts from the saved questions and sends them back unchanged', () => {
    const draft = draftOf(SAVED);
    expect(draft.questions.map((q) => q.key)).toEqual(['injured', 'breaks', 'q1']);
    expect(isChanged(draft, SAVED)).toBe(false);
    expect(requestOf(draft)).toEqual({
      questions: [
        { id: 'injured', kind: 'injury', text: null },
        { id: 'breaks', kind: 'breaks', text: null },
        { id: 'q1', kind: 'custom', text: 'PPE worn?' },
      ],
      requireSignatures: false,
    });
  });

  it('reads the defaults by their message and a custom question by its words', () => {
    expect(questionMessage(DEFAULT_DAY_QUESTIONS[0]!)).toBe('dayQuestionInjured');
    expect(questionMessage(DEFAULT_DAY_QUESTIONS[1]!)).toBe('dayQuestionBreaks');
    expect(questionMessage(SAVED.questions[2]!)).toBeNull();
  });

  it('adds a custom question with no id, trimmed when sent', () => {
    let draft = addCustom(draftOf(SAVED), 'new-1');
    draft = setText(draft, 'new-1', '  Site left tidy?  ');
    expect(isChanged(draft, SAVED)).toBe(true);
    expect(requestOf(draft).questions.at(-1)).toEqual({ kind: 'custom', text: 'Site left tidy?' });
  });

  it('keeps the injury question; the others may go', () => {
    expect(canRemove({ kind: 'injury' })).toBe(false);
    expect(canRemove({ kind: 'breaks' })).toBe(true);
    const draft = removeQuestion(removeQuestion(draftOf(SAVED), 'injured'), 'q1');
    expect(draft.questions.map((q) => q.key)).toEqual(['injured', 'breaks']);
  });

  it('offers the breaks question again once removed, after the injury question', () => {
    const without = removeQuestion(draftOf(SAVED), 'breaks');
    expect(canRestoreBreaks(draftOf(SAVED))).toBe(false);
    expect(canRestoreBreaks(without)).toBe(true);
    expect(restoreBreaks(without).questions.map((q) => q.kind)).toEqual([
      'injury',
      'breaks',
      'custom',
    ]);
  });

  it(`stops at ${DAY_QUESTIONS_MAX} questions`, () => {
    let draft = draftOf(SAVED);
    for (let i = 0; i < 10; i += 1) draft = setText(addCustom(draft, `n${i}`), `n${i}`, 'Q?');
    expect(draft.questions).toHaveLength(DAY_QUESTIONS_MAX);
    expect(canAdd(draft)).toBe(false);
    expect(canRestoreBreaks(removeQuestion(draft, 'breaks'))).toBe(true);
    expect(validateDraft(draft).form).toBeNull();
  });

  it('asks for the words of each custom question', () => {
    const draft = setText(addCustom(draftOf(SAVED), 'n1'), 'n1', '   ');
    expect(validateDraft(draft)).toEqual({
      fields: { n1: { code: 'dayQuestionTextRequired' } },
      form: null,
    });
  });

  it('stores the signatures switch', () => {
    const draft = { ...draftOf(SAVED), requireSignatures: true };
    expect(isChanged(draft, SAVED)).toBe(true);
    expect(requestOf(draft).requireSignatures).toBe(true);
  });

  it('finds the row a server field error names', () => {
    const draft = draftOf(SAVED);
    expect(keyOfPath(draft, 'questions.2.text')).toBe('q1');
    expect(keyOfPath(draft, 'questions')).toBeNull();
    expect(keyOfPath(draft, 'questions.9.text')).toBeNull();
  });
});
