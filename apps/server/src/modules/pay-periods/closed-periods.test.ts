import { describe, expect, it } from 'vitest';
import type { PayPeriodSetting } from '@sitehours/contract';
import { nextOpenStart } from './closed-periods';

const weekly: PayPeriodSetting = { frequency: 'weekly', anchor: '2024-01-01' };
const semimonthly: PayPeriodSetting = { frequency: 'semimonthly', anchor: '2024-01-01' };

describe('where an adjustment is dated', () => {
  it('is the first day of the period after the original one', () => {
    expect(nextOpenStart('2025-02-05', weekly, [])).toBe('2025-02-10');
    expect(nextOpenStart('2025-02-09', weekly, [])).toBe('2025-02-10');
    expect(nextOpenStart('2024-02-20', semimonthly, [])).toBe('2024-03-01');
  });

  it('skips the closed periods after it', () => {
    const closed = [
      { startDate: '2025-02-03', endDate: '2025-02-09' },
      { startDate: '2025-02-10', endDate: '2025-02-16' },
      { startDate: '2025-02-17', endDate: '2025-02-23' },
      { startDate: '2025-03-03', endDate: '2025-03-09' },
    ];
    expect(nextOpenStart('2025-02-05', weekly, closed)).toBe('2025-02-24');
  });

  it('takes the open part of a period after one closed under an earlier setting', () => {
    // Closed as a half-month; weekly now: the week of Feb 10 begins inside it.
    const closed = [{ startDate: '2025-02-01', endDate: '2025-02-15' }];
    expect(nextOpenStart('2025-02-05', weekly, closed)).toBe('2025-02-16');
  });
});
