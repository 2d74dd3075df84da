import { describe, expect, it } from 'vitest';
import {
  dayCellLabel,
  readFullWeek,
  weekFromParam,
  weekModeLabel,
  weekModeStorageKey,
  writeFullWeek,
} from './calendar-rules';
import { timesheetT } from './test-i18n';

const t = timesheetT();

function memoryStore() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    map,
  };
}

describe('weekday/full-week choice', () => {
  it('is kept per user under a key holding the user id', () => {
    expect(weekModeStorageKey('user-42')).toContain('user-42');
    const store = memoryStore();
    expect(readFullWeek(store, 'a')).toBe(false);
    writeFullWeek(store, 'a', true);
    expect(readFullWeek(store, 'a')).toBe(true);
    expect(readFullWeek(store, 'b')).toBe(false);
    writeFullWeek(store, 'a', false);
    expect(readFullWeek(store, 'a')).toBe(false);
  });

  it('falls back to weekdays without a store, a user or a working store', () => {
    expect(readFullWeek(undefined, 'a')).toBe(false);
    expect(readFullWeek(memoryStore(), '')).toBe(false);
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    expect(readFullWeek(broken, 'a')).toBe(false);
    expect(() => writeFullWeek(broken, 'a', true)).not.toThrow();
  });

  it('labels the toggle', () => {
    expect(weekModeLabel(t, false)).toBe('Showing Weekdays');
    expect(weekModeLabel(t, true)).toBe('Showing Full Week');
  });
});

describe('week in the address', () => {
  it('uses the Monday of the given day, else of today', () => {
    expect(weekFromParam('2026-11-19', '2026-01-01')).toBe('2026-11-16');
    expect(weekFromParam(null, '2026-11-22')).toBe('2026-11-16');
    expect(weekFromParam('garbage', '2026-11-22')).toBe('2026-11-16');
  });
});

describe('day cell names', () => {
  it('says when a day is empty, else its total and Other type', () => {
    expect(dayCellLabel(t, 'Monday, November 16', '0.0', 0, null)).toBe(
      'Monday, November 16: no entries, add time',
    );
    expect(dayCellLabel(t, 'Monday, November 16', '8.0', 2, null)).toBe(
      'Monday, November 16: 8.0 hours',
    );
    expect(dayCellLabel(t, 'Monday, November 16', '8.0', 1, 'Vacation')).toBe(
      'Monday, November 16: 8.0 hours, Vacation',
    );
  });

  it('reads in Spanish', () => {
    expect(dayCellLabel(timesheetT('es'), 'Lunes, 16 de noviembre', '0.0', 0, null)).toBe(
      'Lunes, 16 de noviembre: sin registros, agregar horas',
    );
    expect(weekModeLabel(timesheetT('es'), false)).toBe('Mostrando de lunes a viernes');
  });
});
