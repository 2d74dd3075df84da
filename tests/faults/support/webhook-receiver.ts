/**
 * A receiver of SiteHours webhooks as a subscriber writes one: it checks every request with the
 * documented check (docs/samples/webhooks/verify-webhook.mjs), handles each event id once per
 * subscription (the documented `handleOnce` rule) and answers 2xx, or 401 to a bad signature.
 * It also keeps what a real receiver would not: every arrival, repeats included, so that a test
 * can count them.
 *
 * In a test's own process: `startWebhookReceiver()`, which can be killed abruptly and started
 * again on the same port. As a process of its own (the webhook benchmark, so that its work does
 * not share the load generator's event loop):
 *
 *   WEBHOOK_RECEIVER_PORT=<port> WEBHOOK_RECEIVER_SECRETS='{"<name>":"whsec_…"}' \
 *     node --import tsx tests/faults/support/webhook-receiver.ts
 *
 * prints `LISTENING <port>` and answers `GET /stats` with `ReceiverStats`.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { verifyWebhook } from '../../../docs/samples/webhooks/verify-webhook.mjs';

/** One request whose signature held. */
export interface Arrival {
  /** The subscription it was sent to: the last part of its URL's path. */
  endpoint: string;
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** When the event was written (its body's `timestamp`) and when it arrived (ms since 1970). */
  eventAt: number;
  at: number;
}

export interface ReceiverStats {
  arrivals: number;
  /** Events handled: arrivals less the repeats of an id the subscription had seen. */
  handled: number;
  badSignatures: number;
  /** Handled events by subscription. */
  byEndpoint: Record<string, number>;
  /** When the latest event was first handled (ms since 1970), 0 before any. */
  lastHandledAt: number;
  /** From the event's writing to its first arrival, in ms, of the events written since `since`. */
  lagMs?: { since: number; events: number; p50: number; p99: number; max: number };
}

export interface WebhookReceiver {
  port: number;
  /** The URL to subscribe for `endpoint`. */
  url(endpoint: string): string;
  /** Each subscription's signing secret, by endpoint: set once the subscription answered it. */
  secrets: Map<string, string>;
  arrivals: Arrival[];
  /** The first arrival of each event, by `${endpoint} ${id}`. */
  handled: Map<string, Arrival>;
  /** How many times each event arrived, by `${endpoint} ${id}`. */
  arrivalsById: Map<string, number>;
  badSignatures: number;
  /** Requests read in full but cut before their answer, by `kill`. */
  cut: number;
  /** The counts; with `since` (ms since 1970) also the lags of the events written from then. */
  stats(since?: number): ReceiverStats;
  /** Gone at once, as a crashed receiver: open connections reset, new ones refused. */
  kill(): Promise<void>;
  /** Listening again on the same port. */
  restart(): Promise<void>;
  close(): Promise<void>;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;

export async function startWebhookReceiver(
  options: {
    port?: number;
    secrets?: Record<string, string>;
    /** Time spent handling an event before answering, so that a kill finds requests in flight. */
    handleMs?: number;
    /** Keep every arrival in `arrivals` (true); false counts them only. */
    keepArrivals?: boolean;
  } = {},
): Promise<WebhookReceiver> {
  const receiver = {
    port: options.port ?? 0,
    secrets: new Map(Object.entries(options.secrets ?? {})),
    arrivals: [] as Arrival[],
    handled: new Map<string, Arrival>(),
    arrivalsById: new Map<string, number>(),
    badSignatures: 0,
    cut: 0,
  };
  let arrivalCount = 0;
  let lastHandledAt = 0;
  const byEndpoint: Record<string, number> = {};
  let server: http.Server | undefined;
  const sockets = new Set<Socket>();
  const unanswered = new Set<http.ServerResponse>();

  const onRequest = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = req.url ?? '/';
      if (req.method === 'GET' && url.startsWith('/stats')) {
        const since = new URL(url, 'http://receiver').searchParams.get('since');
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(stats(since === null ? undefined : Number(since))));
        return;
      }
      const endpoint = url.split('/').at(-1) ?? '';
      const secret = receiver.secrets.get(endpoint);
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let event: { type: string; timestamp: string; data: Record<string, unknown> };
      try {
        if (!secret) throw new Error('no such subscription');
        // The raw body as received: the signature covers its exact bytes.
        event = verifyWebhook(secret, rawBody, req.headers) as typeof event;
      } catch {
        receiver.badSignatures += 1;
        res.statusCode = 401;
        res.end();
        return;
      }
      const at = Date.now();
      const id = String(req.headers['webhook-id']);
      const arrival: Arrival = {
        endpoint,
        id,
        type: event.type,
        data: event.data,
        eventAt: Date.parse(event.timestamp),
        at,
      };
      arrivalCount += 1;
      if (options.keepArrivals !== false) receiver.arrivals.push(arrival);
      const key = `${endpoint} ${id}`;
      receiver.arrivalsById.set(key, (receiver.arrivalsById.get(key) ?? 0) + 1);
      // Handled once per id: a retry or resend of an event already seen is answered, not redone.
      if (!receiver.handled.has(key)) {
        receiver.handled.set(key, arrival);
        lastHandledAt = at;
        byEndpoint[endpoint] = (byEndpoint[endpoint] ?? 0) + 1;
      }
      const answer = () => {
        unanswered.delete(res);
        res.statusCode = 204;
        res.end();
      };
      if (options.handleMs) {
        unanswered.add(res);
        setTimeout(answer, options.handleMs);
      } else answer();
    });
  };

  const listen = async () => {
    server = http.createServer(onRequest);
    server.on('connection', (socket: Socket) => {
      sockets.add(socket);
      socket.once('close', () => sockets.delete(socket));
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(receiver.port, '127.0.0.1', () => resolve());
    });
    receiver.port = (server.address() as AddressInfo).port;
  };

  const stop = async (abruptly: boolean) => {
    const closing = server;
    server = undefined;
    if (!closing) return;
    if (abruptly) {
      receiver.cut += unanswered.size;
      unanswered.clear();
      // Reset, not closed politely: the sender sees what a crashed receiver's machine sends.
      for (const socket of sockets) socket.resetAndDestroy();
    }
    const closed = new Promise<void>((resolve) => closing.close(() => resolve()));
    closing.closeAllConnections();
    await closed;
  };

  function stats(since?: number): ReceiverStats {
    const counts = {
      arrivals: arrivalCount,
      handled: receiver.handled.size,
      badSignatures: receiver.badSignatures,
      byEndpoint: { ...byEndpoint },
      lastHandledAt,
    };
    if (since === undefined) return counts;
    const lags: number[] = [];
    for (const a of receiver.handled.values()) if (a.eventAt >= since) lags.push(a.at - a.eventAt);
    lags.sort((x, y) => x - y);
    return {
      ...counts,
      lagMs: {
        since,
        events: lags.length,
        p50: percentile(lags, 0.5),
        p99: percentile(lags, 0.99),
        max: lags.at(-1) ?? 0,
      },
    };
  }

  await listen();
  return Object.assign(receiver, {
    url: (endpoint: string) => `http://127.0.0.1:${receiver.port}/hooks/${endpoint}`,
    stats,
    kill: () => stop(true),
    restart: listen,
    close: () => stop(false),
  });
}

/** The receiver as a process of its own (see the top of this file). */
if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const receiver = await startWebhookReceiver({
    port: Number(process.env.WEBHOOK_RECEIVER_PORT ?? 0),
    secrets: JSON.parse(process.env.WEBHOOK_RECEIVER_SECRETS ?? '{}') as Record<string, string>,
    // A benchmark sends tens of thousands: counted, not kept.
    keepArrivals: false,
  });
  console.log(`LISTENING ${receiver.port}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => void receiver.close().then(() => process.exit(0)));
  }
}
