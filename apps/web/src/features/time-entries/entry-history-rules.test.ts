import { describe, expect, it } from 'vitest';
import { formatHours } from '@sitehours/contract/rules';
import { entryHistoryItem, type EntryHistoryItem } from '@sitehours/contract/schemas';
import {
  changeLines,
  describeChange,
  formatChangedAt,
  formatHistoryValue,
  InvalidHistoryResponseError,
  parseEntryHistory,
} from './entry-history-rules';
import { timesheetT } from './test-i18n';

const text = { t: timesheetT(), hours: formatHours };

const item = (over: Partial<EntryHistoryItem> = {}): EntryHistoryItem => ({
  id: 'h1',
  action: 'update',
  changedAt: '2026-03-03T16:05:00.000Z',
  changedBy: 'Ada Admin',
  reason: 'Left at 3 pm',
  changes: [{ field: 'Hours', before: '8', after: '7.5' }],
  ...over,
});

describe('entry history', () => {
  it('reads a list or {history}, and rejects anything else', () => {
    expect(parseEntryHistory([item()])).toEqual([item()]);
    expect(parseEntryHistory({ history: [] })).toEqual([]);
    expect(() => parseEntryHistory({ items: [] })).toThrow(InvalidHistoryResponseError);
    expect(() => parseEntryHistory([{ id: 'x' }])).toThrow(InvalidHistoryResponseError);
  });

  it("reads the answer exactly as the contract's schema does", () => {
    const answers: unknown[] = [
      [],
      [item()],
      [item({ action: 'create', reason: null, changes: [] })],
      [item({ changes: [{ field: 'Notes', before: null, after: 'x' }] })],
      [{ ...item(), extra: 1, changes: [{ field: 'Hours', before: '8', after: '7', more: 2 }] }],
      [item({ action: 'archive' as EntryHistoryItem['action'] })],
      [{ ...item(), reason: undefined }],
      [{ ...item(), changedAt: 5 }],
      [{ ...item(), changes: [{ field: 'Hours', before: 8, after: '7' }] }],
      [{ ...item(), changes: {} }],
      [null],
      [[]],
      [item(), 'x'],
      {},
      'x',
      null,
    ];
    for (const answer of answers) {
      const expected = entryHistoryItem.array().safeParse(answer);
      if (expected.success) expect(parseEntryHistory(answer)).toEqual(expected.data);
      else expect(() => parseEntryHistory(answer)).toThrow(InvalidHistoryResponseError);
    }
  });

  it('describes a change with hours at one decimal at least', () => {
    expect(describeChange({ field: 'Hours', before: '8', after: '7.5' }, text)).toBe(
      'Hours: 8.0 → 7.5',
    );
    expect(describeChange({ field: 'Notes', before: null, after: 'rain' }, text)).toBe(
      'Notes: (empty) → rain',
    );
    expect(formatHistoryValue('Status', 'approved', text)).toBe('Approved');
  });

  it('lists what a creation set and what a deletion removed', () => {
    expect(
      changeLines(
        item({
          action: 'create',
          changes: [
            { field: 'Hours', before: null, after: '10' },
            { field: 'Notes', before: null, after: null },
          ],
        }),
        text,
      ),
    ).toEqual(['Hours: 10.0']);
    expect(
      changeLines(
        item({ action: 'delete', changes: [{ field: 'Job', before: 'Pier', after: null }] }),
        text,
      ),
    ).toEqual(['Job: Pier']);
    expect(changeLines(item(), text)).toEqual(['Hours: 8.0 → 7.5']);
    expect(
      changeLines(item({ changes: [{ field: 'Work type', before: null, after: 'Drywall' }] }), {
        ...text,
        t: timesheetT('es'),
      }),
    ).toEqual(['Tipo de trabajo: (vacío) → Drywall']);
  });

  it('shows when in a readable form', () => {
    expect(formatChangedAt('2026-03-03T16:05:00.000Z')).toMatch(/Mar 3, 2026/);
    expect(formatChangedAt('nope')).toBe('nope');
  });
});
