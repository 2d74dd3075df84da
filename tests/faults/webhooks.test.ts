/**
 * Webhooks through a receiver's crash and a server's: the server as its own process on the
 * embedded database with the demo data, a receiver that checks every request with the documented
 * check (support/webhook-receiver.ts) and workers saving, changing and deleting entries all along.
 * While they write, the receiver is killed (connections reset, then refused) and back within 2 s;
 * the server is killed with SIGKILL and started again on the same data folder; then both go at
 * once. Afterwards every acknowledged save's event must have reached the receiver and been handled
 * once when repeats are dropped by id; none may carry a bad signature. Repeats are allowed
 * (at-least-once) and counted.
 *
 *   npx vitest run --project faults tests/faults/webhooks.test.ts
 *
 * The receiver is never down for the 5 s before a delivery's second try, so no delivery falls to
 * the 5-minute try and the resend route is not needed: the wait is bounded by the 60 s for which a
 * killed server's deliveries stay held (webhook-deliverer.ts), plus a margin.
 * WEBHOOK_FAULT_ENTRIES: at least this many entries are saved (300).
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { entryCoding, type LooseBody } from './support/load';
import { DEMO_PASSWORD, startServer, type ServerProcess } from './support/server-process';
import { startWebhookReceiver } from './support/webhook-receiver';

const ENTRIES = Number(process.env.WEBHOOK_FAULT_ENTRIES || 300);
const ACCOUNTS = ['worker1@acme.test', 'worker2@acme.test', 'worker3@acme.test', 'pm@acme.test'];
const WRITERS = ACCOUNTS.length * 2;
/** Each writer's pause between saves: a few hundred saves over the minute the faults take. */
const PAUSE_MS = 400;
/** Under the 5 s before a delivery's second try: a delivery refused now is accepted then. */
const RECEIVER_DOWN_MS = 2_000;
/** Between faults: the tries of deliveries refused by one are over before the next. */
const FAULT_GAP_MS = 12_000;
/** A killed server's deliveries in flight are held this long, then taken again. */
const HOLD_MS = 60_000;
const WAIT_MARGIN_MS = 30_000;
const FIRST_DAY = Date.UTC(2046, 0, 1);
const DAY_MS = 86_400_000;
const EVENTS = ['entry.created', 'entry.updated', 'entry.deleted'];

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

describe('webhooks through crashes', () => {
  it('delivers every acknowledged save once a receiver and the server came back (PGlite)', async (ctx) => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sitehours-webhooks-'));
    const env = {
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      DEMO_DATA: '1',
      SMTP_URL: '',
      ACCESS_TOKEN_TTL_SECONDS: '3600',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000',
    };
    // A handling time per event, so that a kill finds requests read but not yet answered.
    const receiver = await startWebhookReceiver({ handleMs: 20 });
    let server: ServerProcess = await startServer(env);
    const outputs: string[] = [];
    ctx.onTestFinished(async () => {
      await server.stop('SIGKILL');
      await receiver.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const sessions = new Map<string, string>();
    /**
     * A call that outlasts the server's restarts: unanswered, cut off, 5xx or 429 is sent again;
     * an answer in `accepted` is returned. A signed-out token (401) signs in again.
     */
    const send = async (
      method: string,
      route: string,
      email: string,
      body?: object,
      accepted: (status: number, sentBefore: boolean) => boolean = (s) => s < 300,
    ): Promise<{ status: number; body: LooseBody }> => {
      let unanswered = false;
      for (let attempt = 0; ; attempt++) {
        if (attempt > 0) await sleep(Math.min(500, 25 * attempt));
        if (!sessions.has(email)) {
          const login = await fetch(`${server.url}/api/auth/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ email, password: DEMO_PASSWORD }),
            signal: AbortSignal.timeout(30_000),
          }).catch(() => undefined);
          if (!login?.ok) continue;
          sessions.set(email, ((await login.json()) as { token: string }).token);
        }
        const res = await fetch(server.url + route, {
          method,
          headers: {
            authorization: `Bearer ${sessions.get(email)}`,
            ...(body ? { 'content-type': 'application/json' } : {}),
          },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(30_000),
        }).catch(() => undefined);
        const text = await res?.text().catch(() => undefined);
        // The server is down or cut the answer off: the same request again.
        if (!res || text === undefined || res.status >= 500 || res.status === 429) {
          unanswered = true;
          continue;
        }
        if (res.status === 401) {
          sessions.delete(email);
          continue;
        }
        if (accepted(res.status, unanswered))
          return { status: res.status, body: text ? JSON.parse(text) : {} };
        throw new Error(`${method} ${route} answered ${res.status}: ${text}`);
      }
    };

    const hook = await send('POST', '/api/webhooks', 'admin@acme.test', {
      url: receiver.url('payroll'),
      events: EVENTS,
      description: 'Payroll sync',
    });
    expect(hook.status).toBe(201);
    receiver.secrets.set('payroll', hook.body.secret as string);
    await send('GET', '/api/auth/me', ACCOUNTS[0]!);
    const coding = await entryCoding(server.url, sessions.get(ACCOUNTS[0]!)!);

    // What the server acknowledged, by entry id.
    const created = new Map<string, string>();
    const updated = new Set<string>();
    const deleted = new Set<string>();
    let replayed = 0;
    let stopping = false;
    const runTag = randomBytes(3).toString('hex');
    const writer = async (w: number, email: string) => {
      for (let seq = 0; !stopping; seq++) {
        const clientId = `hooks-${runTag}-${w}-${seq}`;
        const entry = {
          clientId,
          // A day of its own for each save: no day reaches its cap of hours.
          entryDate: dayOf(FIRST_DAY + (seq * WRITERS + w) * DAY_MS),
          hours: 1,
          isPto: false,
          ...coding,
          notes: clientId,
        };
        const saved = await send('POST', '/api/time-entries', email, entry);
        // 200: an earlier, unanswered request had saved it; its event is that save's.
        if (saved.status === 200) replayed += 1;
        const id = saved.body.id as string;
        created.set(id, clientId);
        if (seq % 4 === 1) {
          await send('PUT', `/api/time-entries/${id}`, email, { ...entry, hours: 2 });
          updated.add(id);
        }
        if (seq % 8 === 3) {
          // 404 after a request left unanswered: that one deleted it.
          await send(
            'DELETE',
            `/api/time-entries/${id}`,
            email,
            undefined,
            (s, sentBefore) => s < 300 || (s === 404 && sentBefore),
          );
          deleted.add(id);
        }
        await sleep(PAUSE_MS);
      }
    };
    const writers = ACCOUNTS.flatMap((email, i) => [
      writer(2 * i, email),
      writer(2 * i + 1, email),
    ]);

    const faults: string[] = [];
    const began = Date.now();
    const at = (label: string) =>
      faults.push(`${label} at ${((Date.now() - began) / 1000).toFixed(1)} s`);
    /** Waits until writes are being acknowledged: a fault lands among them. */
    const amidWrites = async () => {
      const before = created.size;
      while (created.size < before + 10) await sleep(20);
    };
    const restartServer = async () => {
      outputs.push(server.output());
      await server.stop('SIGKILL');
      const killedAt = Date.now();
      at('server SIGKILL');
      server = await startServer(env);
      at(`server answering again (${((Date.now() - killedAt) / 1000).toFixed(1)} s down)`);
      return killedAt;
    };

    // 1. The receiver alone.
    await amidWrites();
    const receiverDown = { from: Date.now(), to: 0 };
    await receiver.kill();
    at('receiver killed');
    await sleep(RECEIVER_DOWN_MS);
    await receiver.restart();
    receiverDown.to = Date.now();
    at('receiver back');
    // 2. The server alone.
    await sleep(FAULT_GAP_MS);
    await amidWrites();
    let lastKill = await restartServer();
    // 3. Both: the receiver goes, the server is killed while it is down, the receiver comes back
    // before the server does (a try after the restart must not find it down).
    await sleep(FAULT_GAP_MS);
    await amidWrites();
    await receiver.kill();
    at('receiver killed');
    await sleep(RECEIVER_DOWN_MS / 2);
    outputs.push(server.output());
    await server.stop('SIGKILL');
    lastKill = Date.now();
    at('server SIGKILL');
    await sleep(RECEIVER_DOWN_MS / 2);
    await receiver.restart();
    at('receiver back');
    server = await startServer(env);
    at('server answering again');

    while (created.size < ENTRIES) await sleep(100);
    await sleep(2_000);
    stopping = true;
    await Promise.all(writers);
    const writesEnded = Date.now();

    // Every acknowledged save's event, by its type and entry.
    const expected = [
      ...[...created.keys()].map((id) => `entry.created ${id}`),
      ...[...updated].map((id) => `entry.updated ${id}`),
      ...[...deleted].map((id) => `entry.deleted ${id}`),
    ];
    const eventIds = () => {
      const ids = new Map<string, string[]>();
      for (const a of receiver.handled.values()) {
        const key = `${a.type} ${a.data.entryId as string}`;
        ids.set(key, [...(ids.get(key) ?? []), a.id]);
      }
      return ids;
    };
    const missing = () => {
      const ids = eventIds();
      return expected.filter((key) => !ids.has(key));
    };
    const subscription = async () => {
      const hooks = (await send('GET', '/api/webhooks', 'admin@acme.test')).body as {
        id: string;
        pending: number;
        failed: number;
      }[];
      return hooks.find((h) => h.id === hook.body.id);
    };
    // Done when every event arrived and the server has none left to send: a delivery a killed
    // server had sent but not recorded is sent again once its hold lapses.
    const deadline = Math.max(writesEnded + WAIT_MARGIN_MS, lastKill + HOLD_MS + WAIT_MARGIN_MS);
    let allArrivedAfter = NaN;
    let counts = await subscription();
    while (Date.now() < deadline) {
      if (missing().length === 0) {
        if (Number.isNaN(allArrivedAfter)) allArrivedAfter = Date.now() - writesEnded;
        counts = await subscription();
        if (counts?.pending === 0) break;
      }
      await sleep(500);
    }
    const settledAfter = Date.now() - writesEnded;
    // A repeat still on its way would be counted too: a moment more for those in flight.
    await sleep(1_000);

    const ids = eventIds();
    const lost = missing();
    const createdTwice = [...created.keys()].filter(
      (id) => (ids.get(`entry.created ${id}`)?.length ?? 0) > 1,
    );
    const neverAcknowledged = [...ids.keys()].filter(
      (key) => key.startsWith('entry.created ') && !created.has(key.slice('entry.created '.length)),
    );
    const repeated = [...receiver.arrivalsById.values()].filter((n) => n > 1);
    // Saved while the receiver alone was down: refused at once, accepted on the try 5 s later.
    const refused = [...receiver.handled.values()].filter(
      (a) => a.eventAt >= receiverDown.from && a.eventAt <= receiverDown.to,
    );
    const retried = refused.filter((a) => a.at - a.eventAt >= 4_000);
    const late = [...receiver.handled.values()].filter((a) => a.at - a.eventAt >= 4_000);
    const held = late.filter((a) => a.at - a.eventAt >= HOLD_MS - 5_000);
    counts = await subscription();
    outputs.push(server.output());
    const tryErrors = outputs
      .join('\n')
      .split('\n')
      .filter((line) => /looking for webhook|recording a webhook/.test(line));

    console.log(
      [
        `webhooks through crashes (PGlite, demo data): ${faults.join('; ')}`,
        `  acknowledged: ${created.size} entries created (${replayed} answered as saved by an ` +
          `unanswered request), ${updated.size} changed, ${deleted.size} deleted: ${expected.length} events`,
        `  received: ${receiver.arrivals.length} deliveries, ${receiver.handled.size} events handled ` +
          `once; ${repeated.length} events arrived more than once ` +
          `(${repeated.reduce((sum, n) => sum + n - 1, 0)} repeats, at most ${Math.max(0, ...repeated)} arrivals), ` +
          `${late.length} first arrived 4 s or more after their event (${retried.length} of the ` +
          `${refused.length} saved while the receiver alone was down; ${held.length} held by a ` +
          `killed server until the hold lapsed), ${receiver.cut} requests cut by the kills, ` +
          `${receiver.badSignatures} bad signatures`,
        `  ${lost.length === 0 ? `all arrived ${(allArrivedAfter / 1000).toFixed(1)} s` : `${lost.length} still missing ${(settledAfter / 1000).toFixed(1)} s`} ` +
          `after the writes ended; waited ${(settledAfter / 1000).toFixed(1)} s in all; the ` +
          `subscription's week: ${counts?.pending ?? '?'} pending, ${counts?.failed ?? '?'} failed`,
        ...tryErrors.slice(0, 10).map((line) => `  server: ${line}`),
      ].join('\n'),
    );

    expect(lost).toEqual([]);
    expect(createdTwice).toEqual([]);
    expect(neverAcknowledged).toEqual([]);
    expect(receiver.badSignatures).toBe(0);
    expect(counts).toMatchObject({ pending: 0, failed: 0 });
    // The receiver's kill did refuse deliveries, and their next try brought them.
    expect(retried.length).toBeGreaterThan(0);
  });
});
