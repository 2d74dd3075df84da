import { describe, expect, it } from 'vitest';
import { formatRelativeTime, toDate } from './relative-time';

const now = Date.UTC(2026, 4, 20, 12, 0, 0);
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
const rel = (value: string | null, fallback?: string) =>
  formatRelativeTime(value, { now, locale: 'en', fallback });

describe('formatRelativeTime', () => {
  it('reads the moment itself and small future skews as now', () => {
    expect(rel(ago(0))).toBe('now');
    expect(rel(ago(-20))).toBe('now');
  });

  it('picks seconds, minutes, hours and days', () => {
    expect(rel(ago(30))).toBe('30 seconds ago');
    expect(rel(ago(60))).toBe('1 minute ago');
    expect(rel(ago(5 * 60 + 10))).toBe('5 minutes ago');
    expect(rel(ago(2 * 3600))).toBe('2 hours ago');
    expect(rel(ago(86_400))).toBe('yesterday');
    expect(rel(ago(3 * 86_400))).toBe('3 days ago');
  });

  it('picks weeks, months and years', () => {
    expect(rel(ago(14 * 86_400))).toBe('2 weeks ago');
    expect(rel(ago(90 * 86_400))).toBe('3 months ago');
    expect(rel(ago(800 * 86_400))).toBe('2 years ago');
  });

  it('handles the future', () => {
    expect(rel(ago(-2 * 3600))).toBe('in 2 hours');
  });

  it('falls back on missing or invalid values', () => {
    expect(rel(null, 'Never')).toBe('Never');
    expect(rel('not a date', 'Never')).toBe('Never');
    expect(rel(null)).toBe('');
    expect(toDate('2026-01-01T00:00:00Z')?.getTime()).toBe(Date.UTC(2026, 0, 1));
  });
});
