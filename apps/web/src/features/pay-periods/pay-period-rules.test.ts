import { describe, expect, it } from 'vitest';
import { closeBlocked, earlierFrom, shownHours } from './pay-period-rules';

const period = {
  startDate: '2025-02-03',
  endDate: '2025-02-09',
  status: 'open' as const,
  pendingCount: 0,
};

describe('closing a period from the screen', () => {
  it.each([
    [period, '2025-02-10', undefined],
    [{ ...period, status: 'reopened' as const }, '2025-02-10', undefined],
    [{ ...period, status: 'closed' as const }, '2025-02-10', 'closed'],
    [{ ...period, pendingCount: 3 }, '2025-02-10', 'pending'],
    [period, '2025-02-02', 'notStarted'],
    // The current period may be closed (the admin decides when the week is done).
    [period, '2025-02-05', undefined],
  ] as const)('%o on %s: %s', (p, today, expected) => {
    expect(closeBlocked(p, today)).toBe(expected);
  });
  it('shows earlier periods three months at a time', () => {
    expect(earlierFrom('2025-03-03')).toBe('2024-12-09');
  });
  it('shows hours without trailing zeros', () => {
    expect(shownHours(14, 'en-US')).toBe('14');
    expect(shownHours(-7.5, 'en-US')).toBe('-7.5');
    expect(shownHours(1234.25, 'es')).toBe('1234,25');
  });
});
