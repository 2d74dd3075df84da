import type { WebhookFailure } from '@sitehours/contract/rules';
import { describe, expect, it } from 'vitest';
import type { WebhookDelivery } from '@sitehours/contract/schemas';
import {
  anyPending,
  attemptOutcome,
  deliveryState,
  fieldOf,
  latestFirst,
  orderedEvents,
  webhookState,
} from './webhook-rules';

const delivery = (over: Partial<WebhookDelivery>): WebhookDelivery => ({
  id: 'd1',
  eventId: 'e1',
  type: 'entry.created',
  status: 'pending',
  createdAt: '2026-03-01T10:00:00.000Z',
  nextAttemptAt: null,
  deliveredAt: null,
  attempts: [],
  ...over,
});

const attempt = (at: string, statusCode: number | null, error: WebhookFailure | null = null) => ({
  at,
  statusCode,
  error,
  durationMs: 12,
});

describe('webhook rules', () => {
  it('keeps the events in the contract order', () => {
    expect(orderedEvents(['export.created', 'entry.created', 'nonsense'])).toEqual([
      'entry.created',
      'export.created',
    ]);
  });

  it('tells active and paused subscriptions apart', () => {
    expect(webhookState({ enabled: true })).toBe('active');
    expect(webhookState({ enabled: false })).toBe('paused');
  });

  it('tells delivered, failed, waiting and retrying deliveries apart', () => {
    expect(deliveryState(delivery({ status: 'delivered' }))).toEqual({ kind: 'delivered' });
    expect(deliveryState(delivery({ status: 'failed' }))).toEqual({ kind: 'failed' });
    expect(deliveryState(delivery({ nextAttemptAt: '2026-03-01T10:00:00.000Z' }))).toEqual({
      kind: 'sending',
    });
    expect(
      deliveryState(
        delivery({
          nextAttemptAt: '2026-03-01T10:00:05.000Z',
          attempts: [attempt('2026-03-01T10:00:00.000Z', 500)],
        }),
      ),
    ).toEqual({ kind: 'retrying', at: '2026-03-01T10:00:05.000Z' });
  });

  it('orders deliveries and their tries the latest first', () => {
    const ordered = latestFirst([
      delivery({
        id: 'old',
        createdAt: '2026-03-01T09:00:00.000Z',
        attempts: [
          attempt('2026-03-01T09:00:00.000Z', 500),
          attempt('2026-03-01T09:00:05.000Z', 200),
        ],
      }),
      delivery({ id: 'new', createdAt: '2026-03-01T11:00:00.000Z' }),
    ]);
    expect(ordered.map((d) => d.id)).toEqual(['new', 'old']);
    expect(ordered[1]!.attempts.map((a) => a.statusCode)).toEqual([200, 500]);
  });

  it('keeps refreshing only while a delivery is being tried', () => {
    expect(anyPending(undefined)).toBe(false);
    expect(anyPending([delivery({ status: 'delivered' })])).toBe(false);
    expect(anyPending([delivery({ status: 'delivered' }), delivery({})])).toBe(true);
  });

  it('reads a try as its HTTP status or its error', () => {
    expect(attemptOutcome({ statusCode: 204, error: null })).toEqual({
      kind: 'status',
      code: 204,
      ok: true,
    });
    expect(attemptOutcome({ statusCode: 500, error: null })).toMatchObject({ ok: false });
    expect(attemptOutcome({ statusCode: null, error: 'refused' })).toEqual({
      kind: 'error',
      failure: 'refused',
    });
  });

  it("finds the form field of the server's refusal", () => {
    expect(fieldOf('url')).toBe('url');
    expect(fieldOf('events.0')).toBe('events');
    expect(fieldOf('enabled')).toBeUndefined();
    expect(fieldOf(undefined)).toBeUndefined();
  });
});
