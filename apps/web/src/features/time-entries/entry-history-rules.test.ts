import { describe, expect, it } from 'vitest';
import { formatHours } from '@sitehours/contract/rules';
import type { EntryHistoryItem } from '@sitehours/contract/schemas';
import {
  changeLines,
  describeChange,
  formatChangedAt,
  formatHistoryValue,
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
