import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { webhookEventBody, type WebhookEvent } from '@sitehours/contract';
import { Webhook } from 'standardwebhooks';
import { handleOnce, verifyWebhook } from '../../../docs/samples/webhooks/verify-webhook.mjs';
import { queryRows } from '../src/db/raw-query';
import { withPlatform, withTenant } from '../src/db/scoped';
import { appendLedgerEvents } from '../src/modules/ledger/ledger-append';
import { webhookLogSweep } from '../src/modules/webhooks/webhook-retention';
import { sweepOnce } from '../src/platform/housekeeping';
import { createTestApp, type TestApp } from './support/test-app';
import { startReceiver } from './support/webhook-receiver';

let t: TestApp;
type Session = Awaited<ReturnType<TestApp['login']>>;
let admin: Session;
let worker: Session;
let birchAdmin: Session;
let job: string;
let carpentry: string;
let workerId: string;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
function call(method: Method, url: string, payload?: object, session: Session = admin) {
  return t.app.inject({ method, url, payload, headers: session.headers });
}

interface Created {
  id: string;
  url: string;
  events: string[];
  enabled: boolean;
  secret: string;
}
interface Delivery {
  id: string;
  eventId: string;
  type: string;
  status: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  attempts: { statusCode: number | null; error: string | null; durationMs: number }[];
}

/** Each test's subscriptions, removed after it so that no later test's events reach them. */
const subscribed: [string, Session][] = [];
async function subscribe(url: string, events: string[], session: Session = admin) {
  const res = await call('POST', '/api/webhooks', { url, events, description: 'Payroll' }, session);
  expect(res.statusCode, res.body).toBe(201);
  const hook = res.json<Created>();
  subscribed.push([hook.id, session]);
  return hook;
}
afterEach(async () => {
  for (const [id, session] of subscribed.splice(0))
    await call('DELETE', `/api/webhooks/${id}`, undefined, session);
});

let day = 0;
/** A new entry of the worker's, on a day of its own: one `entry.created` event. */
async function newEntry(hours = 2) {
  day += 1;
  const res = await call('POST', '/api/time-entries/admin-create', {
    hours,
    entryDate: `2031-05-${String(day).padStart(2, '0')}`,
    isPto: false,
    jobId: job,
    workTypeId: carpentry,
    targetUserId: workerId,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<{ id: string }>();
}

async function deliveries(hookId: string) {
  const res = await call('GET', `/api/webhooks/${hookId}/deliveries`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Delivery[]>();
}

/** Waits until the hook's deliveries satisfy `done`. */
async function deliveriesWhen(hookId: string, done: (d: Delivery[]) => boolean, ms = 10_000) {
  const until = Date.now() + ms;
  for (;;) {
    const list = await deliveries(hookId);
    if (done(list)) return list;
    if (Date.now() > until) throw new Error(`deliveries: ${JSON.stringify(list, null, 1)}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** An event's body is exactly as the API document describes it: no field missing or extra. */
function asDocumented(event: unknown) {
  const type = (event as { type: WebhookEvent }).type;
  expect(webhookEventBody(type).parse(event)).toEqual(event);
  return event;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin@acme.test');
  worker = await t.login('worker1@acme.test');
  birchAdmin = await t.login('admin@birch.test');
  const jobs = (await call('GET', '/api/jobs')).json<{ id: string; name: string }[]>();
  job = jobs.find((j) => j.name === 'Lakeshore Medical Office')!.id;
  const types = (await call('GET', `/api/job-work-types/job/${job}/work-types`)).json();
  carpentry = types.find((w: { name: string }) => w.name === 'Carpentry').id;
  workerId = (await t.userByEmail('worker1@acme.test')).id;
});
afterAll(() => t.close());

describe('subscribing', () => {
  it('answers the signing secret once and keeps it only sealed', async () => {
    const hook = await subscribe('https://hooks.example.com/sitehours', ['entry.created']);
    expect(hook.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    const [row] = await withPlatform(t.db, (tx) =>
      queryRows<Record<string, unknown>>(
        tx,
        sql`select * from webhook_endpoints where id = ${hook.id}`,
      ),
    );
    expect(JSON.stringify(row)).not.toContain(hook.secret.slice(6));
    const list = await call('GET', '/api/webhooks');
    expect(list.body).not.toContain(hook.secret.slice(6));
    expect(list.json()).toContainEqual(
      expect.objectContaining({
        id: hook.id,
        events: ['entry.created'],
        enabled: true,
        pending: 0,
      }),
    );
  });

  it('refuses a bad address or event with the field named', async () => {
    const refusals: [object, string, string][] = [
      [{ url: 'hooks.example.com', events: ['entry.created'] }, 'url', 'webhookUrlInvalid'],
      [{ url: 'ftp://hooks.example.com', events: ['entry.created'] }, 'url', 'webhookUrlInvalid'],
      [{ url: 'https://hooks.example.com', events: [] }, 'events', 'webhookEventsRequired'],
      [
        { url: 'https://hooks.example.com', events: ['entry.exploded'] },
        'events.0',
        'webhookEventInvalid',
      ],
    ];
    for (const [payload, field, code] of refusals) {
      const res = await call('POST', '/api/webhooks', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().errors[0]).toMatchObject({ path: field, code });
    }
  });

  it('is for company admins only, never for an API key', async () => {
    expect((await call('GET', '/api/webhooks', undefined, worker)).statusCode).toBe(403);
    const key = await call('POST', '/api/api-keys', {
      name: 'Everything',
      scopes: ['time:read', 'time:write', 'reports:read', 'staff:manage'],
      expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
    });
    const token = key.json<{ token: string }>().token;
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/webhooks',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(403);
  });

  it("cannot reach another company's webhooks", async () => {
    const hook = await subscribe('https://hooks.example.com/birch', ['entry.created'], birchAdmin);
    expect((await call('GET', `/api/webhooks/${hook.id}/deliveries`)).statusCode).toBe(404);
    expect((await call('PUT', `/api/webhooks/${hook.id}`, { enabled: false })).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/api/webhooks/${hook.id}`)).statusCode).toBe(404);
    expect((await call('GET', '/api/webhooks')).body).not.toContain(hook.id);
  });
});

describe('in production', () => {
  it('refuses a receiver on a private or local network, or without https', async () => {
    const prod = await createTestApp({
      NODE_ENV: 'production',
      JWT_SECRET: 'production-signing-secret-that-is-long-enough-0123',
    });
    try {
      const { headers } = await prod.login('admin@acme.test');
      const refusals: [string, string][] = [
        ['https://127.0.0.1/hooks', 'webhookUrlPrivate'],
        ['https://169.254.169.254/latest/meta-data', 'webhookUrlPrivate'],
        ['https://[::ffff:10.0.0.1]/hooks', 'webhookUrlPrivate'],
        ['https://localhost:8443/hooks', 'webhookUrlPrivate'],
        ['http://93.184.215.14/hooks', 'webhookUrlNotHttps'],
      ];
      for (const [url, code] of refusals) {
        const res = await prod.app.inject({
          method: 'POST',
          url: '/api/webhooks',
          headers,
          payload: { url, events: ['entry.created'] },
        });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().errors[0], url).toMatchObject({ path: 'url', code });
      }
      const listed = await prod.app.inject({ method: 'GET', url: '/api/webhooks', headers });
      expect(listed.json()).toEqual([]);
    } finally {
      await prod.close();
    }
  });
});

describe('delivering', () => {
  it('sends each event signed, once, with an id a receiver can drop a repeat by', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['entry.created', 'entry.deleted']);
    const entry = await newEntry(3);
    const [got] = await receiver.waitFor(1);
    const event = verifyWebhook(hook.secret, got!.body, got!.headers);
    expect(event).toMatchObject({
      type: 'entry.created',
      data: { entryId: entry.id, entry: { hours: '3.00', worker: workerId, status: 'pending' } },
    });
    expect(got!.headers['webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    const [delivery] = await deliveriesWhen(hook.id, (d) => d[0]?.status === 'delivered');
    expect(delivery).toMatchObject({
      eventId: got!.headers['webhook-id'],
      type: 'entry.created',
      attempts: [{ statusCode: 200, error: null }],
    });
    // A change of an event type it does not want sends nothing.
    await call('PUT', `/api/time-entries/${entry.id}`, {
      hours: 4,
      entryDate: `2031-05-${String(day).padStart(2, '0')}`,
      isPto: false,
      jobId: job,
      workTypeId: carpentry,
    });
    const removed = await call('DELETE', `/api/time-entries/${entry.id}?reason=Duplicate`);
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const all = await receiver.waitFor(2);
    expect(all.map((r) => JSON.parse(r.body).type)).toEqual(['entry.created', 'entry.deleted']);
    await receiver.close();
  });

  it('rejects a tampered body or signature with the documented check', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['entry.created']);
    await newEntry();
    const [got] = await receiver.waitFor(1);
    const headers = got!.headers as Record<string, string>;
    expect(() => verifyWebhook(hook.secret, got!.body, headers)).not.toThrow();
    const tamperedBody = got!.body.replace('"hours":"2.00"', '"hours":"20.00"');
    expect(tamperedBody).not.toBe(got!.body);
    expect(() => verifyWebhook(hook.secret, tamperedBody, headers)).toThrow();
    const forged = new Webhook(`whsec_${Buffer.alloc(24, 7).toString('base64')}`).sign(
      headers['webhook-id']!,
      new Date(),
      got!.body,
    );
    expect(() =>
      verifyWebhook(hook.secret, got!.body, { ...headers, 'webhook-signature': forged }),
    ).toThrow();
    const old = String(Math.floor(Date.now() / 1000) - 600);
    expect(() =>
      verifyWebhook(hook.secret, got!.body, { ...headers, 'webhook-timestamp': old }),
    ).toThrow();
    // The documented receiver handles an event once, however often it comes.
    let handled = 0;
    handleOnce(headers, () => (handled += 1));
    handleOnce(headers, () => (handled += 1));
    expect(handled).toBe(1);
    await receiver.close();
  });

  it('retries a refused delivery on the schedule, and an admin can send it again', async () => {
    let refuse = true;
    const receiver = await startReceiver(() => (refuse ? 503 : 200));
    const hook = await subscribe(receiver.url, ['entry.created']);
    await newEntry();
    await receiver.waitFor(1);
    const [pending] = await deliveriesWhen(hook.id, (d) => d[0]?.attempts.length === 1);
    expect(pending).toMatchObject({ status: 'pending', attempts: [{ statusCode: 503 }] });
    const wait = new Date(pending!.nextAttemptAt!).getTime() - Date.now();
    expect(wait).toBeGreaterThan(3_000);
    expect(wait).toBeLessThanOrEqual(5_000);
    const listed = (await call('GET', '/api/webhooks')).json<{ id: string; pending: number }[]>();
    expect(listed.find((h) => h.id === hook.id)?.pending).toBe(1);

    refuse = false;
    const resent = await call('POST', `/api/webhooks/${hook.id}/deliveries/${pending!.id}/resend`);
    expect(resent.statusCode, resent.body).toBe(200);
    const [done] = await deliveriesWhen(hook.id, (d) => d[0]?.status === 'delivered');
    expect(done!.attempts.map((a) => a.statusCode)).toEqual([200, 503]);
    const ids = receiver.received.map((r) => r.headers['webhook-id']);
    expect(new Set(ids).size).toBe(1);
    await receiver.close();
  });

  it('gives up after 24 hours of refusals and says so', async () => {
    const hook = await subscribe('http://127.0.0.1:9/closed', ['entry.created']);
    await newEntry();
    const [first] = await deliveriesWhen(hook.id, (d) => d[0]?.attempts.length === 1);
    expect(first!.attempts[0]).toMatchObject({ statusCode: null, error: 'refused' });
    // The schedule's last try: its window started 24 hours ago and seven tries were made.
    await withPlatform(t.db, (tx) =>
      tx.execute(
        sql`update webhook_deliveries set window_start = now() - interval '24 hours',
                   attempts_made = 7, next_attempt_at = now() where id = ${first!.id}`,
      ),
    );
    const [failed] = await deliveriesWhen(hook.id, (d) => d[0]?.status === 'failed');
    expect(failed).toMatchObject({ nextAttemptAt: null, deliveredAt: null });
    const listed = (await call('GET', '/api/webhooks')).json<{ id: string; failed: number }[]>();
    expect(listed.find((h) => h.id === hook.id)?.failed).toBe(1);
  });

  it('tells of an approval and a closed pay period', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['entry.approved', 'pay_period.closed']);
    const created = await call('POST', '/api/time-entries/admin-create', {
      hours: 8,
      entryDate: '2025-03-11',
      isPto: false,
      jobId: job,
      workTypeId: carpentry,
      targetUserId: workerId,
    });
    expect(created.statusCode, created.body).toBe(201);
    const approved = await call('POST', '/api/time-entries/approve-batch', {
      entryIds: [created.json().id],
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const closed = await call('POST', '/api/pay-periods/close', { startDate: '2025-03-10' });
    expect(closed.statusCode, closed.body).toBe(200);
    const got = await receiver.waitFor(2);
    // Each is sent the moment its change commits: they may arrive in either order.
    const events = got
      .map((r) =>
        asDocumented(verifyWebhook(hook.secret, r.body, r.headers as Record<string, string>)),
      )
      .sort((x, y) => ((x as { type: string }).type < (y as { type: string }).type ? -1 : 1));
    expect(events).toEqual([
      expect.objectContaining({
        type: 'entry.approved',
        data: expect.objectContaining({
          entryId: created.json().id,
          entry: expect.objectContaining({ status: 'approved' }),
        }),
      }),
      expect.objectContaining({
        type: 'pay_period.closed',
        data: expect.objectContaining({
          startDate: '2025-03-10',
          endDate: '2025-03-16',
          hours: '8.00',
        }),
      }),
    ]);
    await receiver.close();
  });

  it('writes nothing to the outbox when the change rolls back', async () => {
    await subscribe('https://hooks.example.com/rollback', ['entry.approved']);
    const acme = await t.tenantBySubdomain('acme');
    const scope = { tenantId: acme.tenant.id, companyId: acme.company.id };
    const count = async () =>
      (
        await withPlatform(t.db, (tx) =>
          queryRows<{ n: number }>(
            tx,
            sql`select count(*)::int as n from webhook_events where type = 'entry.approved'`,
          ),
        )
      )[0]!.n;
    const before = await count();
    const event = { kind: 'entry.approve' as const, subjectId: 'x', actor: 'Test', data: {} };
    await expect(
      withTenant(t.db, scope, async (tx) => {
        await appendLedgerEvents(tx, scope, [event]);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await count()).toBe(before);
  });

  it('sends nothing to a paused or removed webhook, and will not resend while paused', async () => {
    const receiver = await startReceiver();
    const hook = await subscribe(receiver.url, ['entry.created']);
    await newEntry();
    await receiver.waitFor(1);
    const [sent] = await deliveriesWhen(hook.id, (d) => d[0]?.status === 'delivered');
    const paused = await call('PUT', `/api/webhooks/${hook.id}`, { enabled: false });
    expect(paused.json()).toMatchObject({ enabled: false });
    await newEntry();
    const resend = await call('POST', `/api/webhooks/${hook.id}/deliveries/${sent!.id}/resend`);
    expect(resend.statusCode).toBe(409);
    expect(resend.json().code).toBe('webhookPaused');
    expect(await deliveries(hook.id)).toHaveLength(1);
    expect((await call('DELETE', `/api/webhooks/${hook.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/api/webhooks/${hook.id}/deliveries`)).statusCode).toBe(404);
    expect(receiver.received).toHaveLength(1);
    await receiver.close();
  });

  it('keeps the delivery log for 30 days, and a delivery still being tried beyond', async () => {
    const receiver = await startReceiver((r) =>
      JSON.parse(r.body).data.entry.hours === '5.00' ? 503 : 200,
    );
    const hook = await subscribe(receiver.url, ['entry.created']);
    await newEntry(1);
    await newEntry(5);
    await receiver.waitFor(2);
    const log = await deliveriesWhen(
      hook.id,
      (d) => d.length === 2 && d.every((x) => x.attempts.length > 0),
    );
    const age = () =>
      withPlatform(t.db, (tx) =>
        tx.execute(sql`update webhook_events set created_at = now() - interval '31 days'
                        where id in (select event_id from webhook_deliveries where endpoint_id = ${hook.id})`),
      );
    await age();
    const removed = await sweepOnce(t.db, [webhookLogSweep], t.ctx.log);
    expect(removed['webhook log']).toBeGreaterThanOrEqual(1);
    const kept = await deliveries(hook.id);
    expect(kept.map((d) => d.status)).toEqual(['pending']);
    expect(kept[0]!.id).toBe(log.find((d) => d.status === 'pending')!.id);
    const orphans = await withPlatform(t.db, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from webhook_attempts a
             where not exists (select 1 from webhook_deliveries d where d.id = a.delivery_id)`,
      ),
    );
    expect(orphans[0]!.n).toBe(0);
    await call('DELETE', `/api/webhooks/${hook.id}`);
    await receiver.close();
  });
});
