import { describe, expect, it } from 'vitest';
import type { CompanyAlert } from '@sitehours/contract/schemas';
import { unseenAlerts } from './injury-alerts-rules';

const alert = (id: string, createdAt: string, seenAt: string | null = null): CompanyAlert => ({
  id,
  kind: 'injury',
  userId: `u-${id}`,
  name: `Worker ${id}`,
  date: createdAt.slice(0, 10),
  createdAt,
  seenAt,
});

describe('unseen alerts', () => {
  it('leave out the seen ones and put the newest first', () => {
    const alerts = [
      alert('a', '2026-11-20T15:00:00.000Z'),
      alert('b', '2026-11-21T15:00:00.000Z', '2026-11-21T16:00:00.000Z'),
      alert('c', '2026-11-22T15:00:00.000Z'),
    ];
    expect(unseenAlerts(alerts).map((a) => a.id)).toEqual(['c', 'a']);
  });

  it('are none before the alerts are read', () => {
    expect(unseenAlerts(undefined)).toEqual([]);
    expect(unseenAlerts([])).toEqual([]);
  });
});
