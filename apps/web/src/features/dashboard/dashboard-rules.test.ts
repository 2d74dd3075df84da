import { describe, expect, it } from 'vitest';
import { weekDays, entryFixture as entry } from '@/features/time-entries';
import { barPercent, dashboardRange, hoursByDay, recentEntries } from './dashboard-rules';

describe('dashboard', () => {
  it('reads last week and this week', () => {
    expect(dashboardRange('2026-11-22')).toEqual({
      start: '2026-11-09',
      thisMonday: '2026-11-16',
      thisSunday: '2026-11-22',
    });
  });

  it('sums hours per day of the week', () => {
    const days = hoursByDay(
      [entry({ hours: 5 }), entry({ hours: 3.25 }), entry({ entryDate: '2026-11-18', hours: 2 })],
      weekDays('2026-11-16', true),
    );
    expect(days.map((d) => d.hours)).toEqual([8.25, 0, 2, 0, 0, 0, 0]);
    expect(barPercent(8.25, days)).toBe(100);
    expect(barPercent(2, days)).toBe(24);
    // Light weeks are drawn against an 8-hour day.
    expect(barPercent(4, [{ day: 'x', hours: 4 }])).toBe(50);
  });

  it('lists the latest entries first', () => {
    const list = [
      entry({ id: 'a', entryDate: '2026-11-10', createdAt: '2026-11-10T08:00:00Z' }),
      entry({ id: 'b', entryDate: '2026-11-17', createdAt: '2026-11-17T08:00:00Z' }),
      entry({ id: 'c', entryDate: '2026-11-17', createdAt: '2026-11-17T09:00:00Z' }),
    ];
    expect(recentEntries(list, 2).map((e) => e.id)).toEqual(['c', 'b']);
  });
});
