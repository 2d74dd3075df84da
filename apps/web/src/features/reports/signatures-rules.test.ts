import { describe, expect, it } from 'vitest';
import { DEFAULT_DAY_QUESTIONS } from '@sitehours/contract/rules';
import type { SignOffRow } from '@sitehours/contract/schemas';
import {
  answerViews,
  isSignatureFilter,
  signatureBadge,
  signOffQuery,
  sortSignOffRows,
} from './signatures-rules';

const RANGE = { startDate: '2026-11-16', endDate: '2026-11-22' };
const QUESTIONS = [
  ...DEFAULT_DAY_QUESTIONS,
  { id: 'q-ppe', kind: 'custom' as const, text: 'PPE worn?' },
];

const row = (name: string, date: string, userId = name): SignOffRow => ({
  userId,
  name,
  date,
  hours: 8,
  injured: false,
  signature: {
    state: 'awaiting',
    signedAt: null,
    method: null,
    reason: null,
    voided: false,
    answers: null,
  },
});

describe('the Signatures filter', () => {
  it('asks for one state, or leaves the state out for every day', () => {
    expect(signOffQuery(RANGE, 'disputed')).toEqual({ ...RANGE, state: 'disputed' });
    expect(signOffQuery(RANGE, 'all')).toEqual(RANGE);
  });

  it('knows its values', () => {
    expect(isSignatureFilter('awaiting')).toBe(true);
    expect(isSignatureFilter('all')).toBe(true);
    expect(isSignatureFilter('voided')).toBe(false);
    expect(isSignatureFilter(null)).toBe(false);
  });
});

describe('the list of days', () => {
  it('is in date order, then by worker', () => {
    const rows = [row('Zoe', '2026-11-17'), row('Ann', '2026-11-18'), row('Bo', '2026-11-17')];
    expect(sortSignOffRows(rows).map((r) => `${r.date} ${r.name}`)).toEqual([
      '2026-11-17 Bo',
      '2026-11-17 Zoe',
      '2026-11-18 Ann',
    ]);
  });

  it('gives each state its badge', () => {
    expect(signatureBadge({ state: 'awaiting' })).toEqual({
      key: 'signatures.state.awaiting',
      color: 'gray.7',
    });
    expect(signatureBadge({ state: 'signed' }).color).toBe('green.9');
    expect(signatureBadge({ state: 'disputed' })).toEqual({
      key: 'signatures.state.disputed',
      color: 'red.9',
    });
  });
});

describe('the answers of a day', () => {
  it('follow the questions, defaults by their message and custom ones by their text', () => {
    const views = answerViews(QUESTIONS, { 'q-ppe': true, breaks: false, injured: false });
    expect(views.map((v) => v.questionId)).toEqual(['injured', 'breaks', 'q-ppe']);
    expect(views[0]!.words).toEqual({ kind: 'message', code: 'dayQuestionInjured' });
    expect(views[1]!.words).toEqual({ kind: 'message', code: 'dayQuestionBreaks' });
    expect(views[2]!.words).toEqual({ kind: 'text', text: 'PPE worn?' });
    expect(views.some((v) => v.alarming)).toBe(false);
  });

  it('mark "Injured: yes" only', () => {
    const views = answerViews(QUESTIONS, { injured: true, breaks: true, 'q-ppe': true });
    expect(views.filter((v) => v.alarming).map((v) => v.questionId)).toEqual(['injured']);
  });

  it('keep the answer to a question no longer asked, last', () => {
    const views = answerViews(DEFAULT_DAY_QUESTIONS, { gone: true, injured: false });
    expect(views.map((v) => [v.questionId, v.words.kind])).toEqual([
      ['injured', 'message'],
      ['gone', 'removed'],
    ]);
  });

  it('are none for a day not answered yet', () => {
    expect(answerViews(QUESTIONS, null)).toEqual([]);
    expect(answerViews(QUESTIONS, {})).toEqual([]);
  });
});
