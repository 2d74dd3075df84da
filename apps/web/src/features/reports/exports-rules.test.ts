import { describe, expect, it } from 'vitest';
import type { ExportFileSummary } from '@sitehours/contract/schemas';
import { latestOverlap, manifestFileName, rangesOverlap, shortSha } from './exports-rules';

const made = (id: string, startDate: string, endDate: string): ExportFileSummary => ({
  id,
  format: 'generic',
  startDate,
  endDate,
  fileName: `payroll_${startDate}_to_${endDate}.csv`,
  contentType: 'text/csv; charset=utf-8',
  size: 10,
  sha256: 'ab'.repeat(32),
  createdAt: '2032-03-08T09:00:00.000Z',
  createdByName: 'Pat Admin',
  adjustments: 0,
  overlaps: [],
});

describe('export ledger rules', () => {
  it.each([
    ['2032-03-01', '2032-03-07', true],
    ['2032-03-07', '2032-03-13', true],
    ['2032-03-08', '2032-03-14', false],
    ['2032-02-23', '2032-02-29', false],
  ])('a range %s..%s overlaps 2032-03-01..07: %s', (startDate, endDate, expected) => {
    expect(
      rangesOverlap({ startDate, endDate }, { startDate: '2032-03-01', endDate: '2032-03-07' }),
    ).toBe(expected);
  });

  it('finds the newest overlapping export (the list is newest first)', () => {
    const list = [
      made('c', '2032-03-08', '2032-03-14'),
      made('b', '2032-03-01', '2032-03-07'),
      made('a', '2032-03-01', '2032-03-07'),
    ];
    expect(latestOverlap(list, { startDate: '2032-03-05', endDate: '2032-03-05' })?.id).toBe('b');
    expect(latestOverlap(list, { startDate: '2032-03-15', endDate: '2032-03-21' })).toBeUndefined();
  });

  it('shortens a SHA-256 and names the manifest after the file', () => {
    expect(shortSha('0123456789abcdef'.repeat(4))).toBe('0123456789ab');
    expect(manifestFileName('payroll_2032-03-01_to_2032-03-07.csv')).toBe(
      'payroll_2032-03-01_to_2032-03-07.manifest.json',
    );
  });
});
