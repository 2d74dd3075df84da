import { describe, expect, it } from 'vitest';
import { webhookAccepted, webhookNextAttemptAt } from './webhooks';

const START = new Date('2026-11-30T08:00:00.000Z');
const at = (ms: number) => new Date(START.getTime() + ms);
const S = 1000;
const M = 60 * S;
const H = 60 * M;

describe('webhookNextAttemptAt: the Standard Webhooks schedule, ended at 24 hours', () => {
  it.each([
    // tries made, now (after the start), next try due (after the start), or null: given up
    [0, 0, 0],
    [1, 0, 5 * S],
    [2, 5 * S, 5 * M],
    [3, 5 * M, 30 * M],
    [4, 30 * M, 2 * H],
    [5, 2 * H, 6 * H],
    [6, 6 * H, 12 * H],
    [7, 12 * H, 24 * H],
    [8, 24 * H, null],
    [9, 30 * H, null],
  ])('after %i tries at +%i ms, the next is due at +%s ms', (made, now, due) => {
    const next = webhookNextAttemptAt(START, made, at(now));
    expect(next === null ? null : next.getTime() - START.getTime()).toBe(due);
  });

  it('never brings a retry closer than 5 s after the try that failed', () => {
    // The first try answered slowly, after 2 s: the retry comes 5 s after its failure.
    expect(webhookNextAttemptAt(START, 1, at(2 * S))?.getTime()).toBe(at(7 * S).getTime());
    // The server was down: the second try, due at +5 min, was made at +3 h.
    expect(webhookNextAttemptAt(START, 2, at(3 * H))?.getTime()).toBe(at(3 * H + 5 * S).getTime());
  });
});

describe('webhookAccepted: any 2xx, and nothing else', () => {
  it.each([
    [200, true],
    [202, true],
    [204, true],
    [299, true],
    [199, false],
    [301, false],
    [410, false],
    [500, false],
  ])('%i → %s', (status, accepted) => expect(webhookAccepted(status)).toBe(accepted));
});
