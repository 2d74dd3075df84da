import http from 'node:http';
import https from 'node:https';
import { sql } from 'drizzle-orm';
import ipaddr from 'ipaddr.js';
import { Webhook } from 'standardwebhooks';
import {
  webhookAccepted,
  webhookNextAttemptAt,
  WEBHOOK_TIMEOUT_MS,
  type WebhookFailure,
} from '@sitehours/contract';
import type { Db } from '../../db/database';
import { queryRows } from '../../db/raw-query';
import { withPlatform } from '../../db/scoped';
import type { AppContext } from '../../platform/app-context';
import { isPublicAddress, publicOnlyLookup } from './webhook-address';
import { onWebhooksQueued } from './webhook-outbox';
import { openSecret } from './webhook-secret';

/** Tries at once per server; a slow receiver holds one of them for at most the timeout. */
const AT_ONCE = 32;
/** Due deliveries are taken a batch at a time: once this many tries have ended, or none runs. */
const CLAIM_BATCH = 8;
/** How long a try holds its delivery: longer than the timeout, so only a crashed server's lapse. */
const HOLD_SECONDS = 60;
/** How often a server looks for due deliveries it was not woken for (retries, other servers'). */
const POLL_MS = 2000;

interface Due {
  id: string;
  tenant_id: string;
  company_id: string;
  event_id: string;
  attempts_made: number;
  window_start: string | Date;
  body: string;
  url: string;
  secret_sealed: string;
  live: boolean;
}

interface Outcome {
  statusCode: number | null;
  error: WebhookFailure | null;
  durationMs: number;
}

/**
 * Takes up to `limit` due deliveries for one try each: held for this server until the try ends, or
 * until `HOLD_SECONDS` pass if it never does (the server died), when any server may take it again.
 * A receiver may so see an event twice, never lose it; the event's id lets it drop the second.
 */
function claimDue(db: Db, limit: number): Promise<Due[]> {
  return withPlatform(db, (tx) =>
    queryRows<Due>(
      tx,
      // Materialised, so that the deliveries taken are joined back by their key whatever the
      // planner thinks of the table's size (it grows with the kept log).
      sql`with due as materialized (
            select id, tenant_id from webhook_deliveries
             where status = 'pending' and next_attempt_at <= now()
               and (locked_until is null or locked_until < now())
             order by next_attempt_at
             limit ${limit} for update skip locked)
          update webhook_deliveries d
             set locked_until = now() + interval '${sql.raw(String(HOLD_SECONDS))} seconds'
            from due, webhook_events ev, webhook_endpoints ep
           where d.id = due.id and d.tenant_id = due.tenant_id
             and ev.id = d.event_id and ev.tenant_id = d.tenant_id
             and ep.id = d.endpoint_id and ep.tenant_id = d.tenant_id
       returning d.id, d.tenant_id, d.company_id, d.event_id, d.attempts_made, d.window_start,
                 ev.body, ep.url, ep.secret_sealed, (ep.enabled and ep.deleted_at is null) as live`,
    ),
  );
}

/** Why a try had no answer, as the log keeps it (the app words it in the admin's language). */
function failureOf(err: unknown): WebhookFailure {
  const e = err as NodeJS.ErrnoException & { name?: string };
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'timeout';
  if (e?.code === 'EPRIVATEADDRESS') return 'private';
  if (e?.code === 'ECONNREFUSED') return 'refused';
  if (e?.code === 'ENOTFOUND' || e?.code === 'EAI_AGAIN') return 'unresolved';
  if (e?.code === 'ECONNRESET' || e?.code === 'EPIPE') return 'reset';
  return 'failed';
}

/**
 * One signed POST (Standard Webhooks: `webhook-id`, `webhook-timestamp`, `webhook-signature`).
 * Redirects are not followed; the answer's body is read and dropped.
 */
function post(url: URL, headers: Record<string, string>, body: string, production: boolean) {
  return new Promise<number>((resolve, reject) => {
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (production && ipaddr.isValid(host) && !isPublicAddress(host)) {
      const refused: NodeJS.ErrnoException = new Error('private address');
      refused.code = 'EPRIVATEADDRESS';
      return reject(refused);
    }
    const send = url.protocol === 'https:' ? https.request : http.request;
    const req = send(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body) },
        signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
        ...(production ? { lookup: publicOnlyLookup } : {}),
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** A try's result as it is written: the try, and the delivery's new state. */
interface Recorded {
  due: Due;
  outcome: Outcome;
  status: 'pending' | 'delivered' | 'failed';
  next: Date | null;
}

/** What a try leaves: delivered, due again on the schedule, or given up. */
function resultOf(due: Due, outcome: Outcome, giveUp: boolean): Recorded {
  const accepted = outcome.statusCode !== null && webhookAccepted(outcome.statusCode);
  const next =
    accepted || giveUp
      ? null
      : webhookNextAttemptAt(new Date(due.window_start), due.attempts_made + 1, new Date());
  return { due, outcome, status: accepted ? 'delivered' : next ? 'pending' : 'failed', next };
}

/** Writes the results of tries ended together, in one transaction of two statements. */
async function record(db: Db, results: readonly Recorded[]): Promise<void> {
  await withPlatform(db, async (tx) => {
    await tx.execute(
      sql`insert into webhook_attempts (tenant_id, delivery_id, status_code, error, duration_ms)
          values ${sql.join(
            results.map(
              ({ due, outcome }) =>
                sql`(${due.tenant_id}::uuid, ${due.id}::uuid, ${outcome.statusCode}::int,
                     ${outcome.error}, ${outcome.durationMs}::int)`,
            ),
            sql`, `,
          )}`,
    );
    await tx.execute(
      sql`update webhook_deliveries d
             set status = r.status, attempts_made = d.attempts_made + 1, locked_until = null,
                 next_attempt_at = r.next,
                 delivered_at = case when r.status = 'delivered' then now() end
            from (values ${sql.join(
              results.map(
                ({ due, status, next }) =>
                  sql`(${due.id}::uuid, ${due.tenant_id}::uuid, ${status}::text,
                       ${next?.toISOString() ?? null}::timestamptz)`,
              ),
              sql`, `,
            )}) as r (id, tenant_id, status, next)
           where d.id = r.id and d.tenant_id = r.tenant_id`,
    );
  });
}

/**
 * A server's deliverer: tries each due delivery once, the moment a commit of this server queued
 * it, and every `POLL_MS` for retries and other servers' events. Tries run at most `AT_ONCE` at a
 * time; a try's result is recorded before its delivery can be taken again.
 */
export class WebhookDeliverer {
  /** Tries taken and not yet recorded. */
  private running = 0;
  private pumping = false;
  private again = false;
  private stopped = false;
  private timer: NodeJS.Timeout | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  /** Results waiting to be written, with whoever waits for them. */
  private unrecorded: { result: Recorded; done: () => void; failed: (err: unknown) => void }[] = [];
  private recording = false;

  constructor(private readonly ctx: AppContext) {}

  start(): void {
    onWebhooksQueued(this.ctx.db, () => this.soon());
    this.soon();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    onWebhooksQueued(this.ctx.db, undefined);
    clearTimeout(this.timer);
    await this.settled();
  }

  /** Waits for the tries under way and any look for due deliveries: for tests. */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0 || this.pumping) {
      await Promise.all([...this.inFlight]);
      if (this.pumping) await new Promise((r) => setTimeout(r, 5));
    }
  }

  soon(): void {
    if (this.stopped) return;
    if (this.pumping) {
      this.again = true;
      return;
    }
    this.pumping = true;
    clearTimeout(this.timer);
    void this.pump()
      .catch((err: unknown) => this.ctx.log.error({ err }, 'looking for webhook deliveries failed'))
      .finally(() => {
        this.pumping = false;
        if (this.stopped) return;
        // Tries that ended while it looked: look again now, with the slots they freed.
        if (this.again) return this.soon();
        this.timer = setTimeout(() => this.soon(), POLL_MS);
        this.timer.unref();
      });
  }

  private async pump(): Promise<void> {
    do {
      this.again = false;
      const free = AT_ONCE - this.running;
      if (free < CLAIM_BATCH && this.running > 0) return;
      const claimed = await claimDue(this.ctx.db, free);
      for (const due of claimed) this.track(this.attempt(due));
      if (claimed.length === free) this.again = true;
    } while (this.again && !this.stopped);
  }

  private track(work: Promise<void>): void {
    this.running += 1;
    const done = work
      .catch((err: unknown) => this.ctx.log.error({ err }, 'recording a webhook try failed'))
      .finally(() => {
        this.running -= 1;
        this.inFlight.delete(done);
        this.soon();
      });
    this.inFlight.add(done);
  }

  private async attempt(due: Due): Promise<void> {
    const started = Date.now();
    let outcome: Outcome;
    if (!due.live) {
      // Given up at once: a resend after it is resumed tries again.
      outcome = { statusCode: null, error: 'paused', durationMs: 0 };
    } else {
      try {
        const secret = openSecret(this.ctx, due.company_id, due.secret_sealed);
        const timestamp = new Date();
        const headers = {
          'content-type': 'application/json',
          'user-agent': 'SiteHours-Webhooks/1',
          'webhook-id': due.event_id,
          'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
          'webhook-signature': new Webhook(secret).sign(due.event_id, timestamp, due.body),
        };
        const statusCode = await post(
          new URL(due.url),
          headers,
          due.body,
          this.ctx.config.isProduction,
        );
        outcome = { statusCode, error: null, durationMs: Date.now() - started };
      } catch (err) {
        outcome = { statusCode: null, error: failureOf(err), durationMs: Date.now() - started };
      }
    }
    await this.record(resultOf(due, outcome, !due.live));
  }

  /**
   * Writes a try's result with those of every other try that ended meanwhile: one transaction for
   * a batch, not two statements a delivery. Resolves once it is written.
   */
  private record(result: Recorded): Promise<void> {
    return new Promise((done, failed) => {
      this.unrecorded.push({ result, done, failed });
      if (this.recording) return;
      this.recording = true;
      setImmediate(() => void this.writeRecords());
    });
  }

  private async writeRecords(): Promise<void> {
    while (this.unrecorded.length > 0) {
      const batch = this.unrecorded.splice(0, AT_ONCE);
      try {
        await record(
          this.ctx.db,
          batch.map((b) => b.result),
        );
        for (const b of batch) b.done();
      } catch (err) {
        // Unwritten, the deliveries stay held: any server tries them again after the hold.
        for (const b of batch) b.failed(err);
      }
    }
    this.recording = false;
  }
}

const deliverers = new WeakMap<Db, WebhookDeliverer>();

/** Starts delivering this server's and every other server's queued events. */
export function startWebhookDeliverer(ctx: AppContext): void {
  const deliverer = new WebhookDeliverer(ctx);
  deliverers.set(ctx.db, deliverer);
  deliverer.start();
}

/** Waits for the tries under way, then stops (what is left is taken by another server or the next start). */
export async function stopWebhookDeliverer(db: Db): Promise<void> {
  const deliverer = deliverers.get(db);
  deliverers.delete(db);
  await deliverer?.stop();
}

/** Waits until this server has no try under way and nothing due: for tests. */
export async function webhooksSettled(db: Db): Promise<void> {
  await deliverers.get(db)?.settled();
}
