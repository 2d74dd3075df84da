import { describe, expect, it } from 'vitest';
import { correctsByAdjustment, isLocked } from './entry-permissions';

describe('entries of closed pay periods and adjustments (decision 0027)', () => {
  it.each([
    [{ status: 'pending' as const }, false, false],
    [{ status: 'approved' as const }, false, true],
    [{ status: 'approved' as const }, true, false],
    [{ status: 'approved' as const, periodClosed: true }, false, true],
    [{ status: 'approved' as const, periodClosed: true }, true, false],
    [{ status: 'pending' as const, adjustsEntryId: 'a' }, false, true],
    [{ status: 'pending' as const, adjustsEntryId: 'a' }, true, true],
  ])('%o, admin %s: locked %s', (entry, isAdmin, locked) => {
    expect(isLocked(entry, isAdmin)).toBe(locked);
  });
  it('an admin corrects a closed entry by an adjustment', () => {
    expect(correctsByAdjustment({ periodClosed: true }, true)).toBe(true);
    expect(correctsByAdjustment({ periodClosed: true }, false)).toBe(false);
    expect(correctsByAdjustment({}, true)).toBe(false);
  });
});
