import { describe, expect, it } from 'vitest';
import type { WorkTypeWithCodes } from '@sitehours/contract/schemas';
import {
  bandChangeRequest,
  bandDrafts,
  defaultPolicyPeriod,
  dualWageTypes,
  periodToLoad,
  signedMoney,
  wcAuditFallbackName,
} from './wc-audit-rules';

const code = (id: string, min: number, max: number, isActive = true) => ({
  id,
  code: id,
  workTypeId: 't',
  minHourlyRate: min,
  maxHourlyRate: max,
  compRate: 5,
  isActive,
});
const type = (id: string, wcCodes: ReturnType<typeof code>[]): WorkTypeWithCodes =>
  ({ id, name: id, isActive: true, wcCodes }) as unknown as WorkTypeWithCodes;

describe('the policy period', () => {
  it('defaults to the year to date', () => {
    expect(defaultPolicyPeriod('2026-11-26')).toEqual({
      startDate: '2026-01-01',
      endDate: '2026-11-26',
    });
  });
  it('is asked for only when both days are whole and in order', () => {
    expect(periodToLoad({ startDate: '2026-01-01', endDate: '' })).toBeNull();
    expect(periodToLoad({ startDate: '2026-02-01', endDate: '2026-01-31' })).toBeNull();
    expect(periodToLoad({ startDate: '2026-01-01', endDate: '2026-01-01' })).not.toBeNull();
  });
  it('names the file after the period when the server names none', () => {
    const p = { startDate: '2026-01-01', endDate: '2026-03-31' };
    expect(wcAuditFallbackName(p, 'csv')).toBe('wc-audit-2026-01-01-to-2026-03-31.csv');
    expect(wcAuditFallbackName(p, 'pdf')).toBe('wc-audit-2026-01-01-to-2026-03-31.pdf');
  });
});

describe('the threshold form', () => {
  const carpentry = type('carpentry', [code('5432', 36, 999.99), code('5403', 0, 36)]);
  const painting = type('painting', [code('5474', 0, 0)]);

  it('offers the work types whose codes split by rate', () => {
    expect(dualWageTypes([carpentry, painting]).map((t) => t.id)).toEqual(['carpentry']);
    expect(dualWageTypes([type('x', [code('a', 0, 36), code('b', 36, 999.99, false)])])).toEqual(
      [],
    );
  });
  it('fills the bands of today, lowest first, and sends them as numbers', () => {
    const drafts = bandDrafts(carpentry);
    expect(drafts.map((d) => [d.code, d.min, d.max])).toEqual([
      ['5403', '0.00', '36.00'],
      ['5432', '36.00', '999.99'],
    ]);
    expect(bandChangeRequest('carpentry', '2026-03-01', drafts).bands[1]).toEqual({
      wcCodeId: '5432',
      minHourlyRate: 36,
      maxHourlyRate: 999.99,
    });
  });
  it('shows money moved with its sign', () => {
    expect(signedMoney('-17.87')).toBe('−$17.87');
    expect(signedMoney('3.10')).toBe('$3.10');
  });
});
