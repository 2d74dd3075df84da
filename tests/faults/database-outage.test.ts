import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freshPostgresDatabase,
  postgresReachable,
  signIn,
  startServer,
  type ServerProcess,
} from './support/server-process';
import { TcpProxy } from './support/tcp-proxy';

const pgAvailable = await postgresReachable();

/** Requests in a steady loop from a few clients, with every answer's status counted. */
function steadyLoad(url: string, token: string) {
  const statuses: { at: number; status: number; message?: string }[] = [];
  let running = true;
  const client = async () => {
    while (running) {
      const res = await fetch(`${url}/api/auth/me`, {
        headers: { authorization: `Bearer ${token}` },
      }).catch(() => undefined);
      if (!res) {
        statuses.push({ at: Date.now(), status: 0 });
        continue;
      }
      const body = (await res.json().catch(() => ({}))) as { message?: string };
      statuses.push({ at: Date.now(), status: res.status, message: body.message });
    }
  };
  const clients = Array.from({ length: 8 }, client);
  return {
    statuses,
    async stop() {
      running = false;
      await Promise.all(clients);
    },
  };
}

describe.skipIf(!pgAvailable)('PostgreSQL outage', () => {
  let database: Awaited<ReturnType<typeof freshPostgresDatabase>>;
  let proxy: TcpProxy;
  let server: ServerProcess;

  beforeAll(async () => {
    database = await freshPostgresDatabase();
    const target = new URL(database.url);
    proxy = new TcpProxy(target.hostname, Number(target.port || 5432));
    const port = await proxy.start();
    const viaProxy = new URL(database.url);
    viaProxy.port = String(port);
    server = await startServer({ DATABASE_URL: viaProxy.toString(), DEMO_DATA: '1' });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    await proxy?.cut();
    await database?.drop();
  });

  it('answers 503 with a clear message while the database is away, and recovers by itself', async () => {
    const login = await signIn(server.url, 'worker1@acme.test');
    expect(login.status).toBe(200);
    const load = steadyLoad(server.url, login.body.token as string);

    await new Promise((r) => setTimeout(r, 1500));
    const cutAt = Date.now();
    await proxy.cut();
    await new Promise((r) => setTimeout(r, 4000));
    expect(server.child.exitCode, server.output()).toBeNull();
    const healthDuring = await fetch(`${server.url}/api/health`);
    expect(healthDuring.status).toBe(503);
    const restoredAt = Date.now();
    await proxy.restore();

    // Back by itself: no restart, the same process answers again within a few seconds.
    let recoveredAt = 0;
    for (let i = 0; i < 60 && !recoveredAt; i++) {
      await new Promise((r) => setTimeout(r, 250));
      if ((await fetch(`${server.url}/api/health`)).status === 200) recoveredAt = Date.now();
    }
    await new Promise((r) => setTimeout(r, 1000));
    await load.stop();

    expect(server.child.exitCode, server.output()).toBeNull();
    expect(recoveredAt, 'recovered after the database returned').toBeGreaterThan(0);
    const before = load.statuses.filter((s) => s.at < cutAt);
    const during = load.statuses.filter((s) => s.at > cutAt + 500 && s.at < restoredAt);
    const after = load.statuses.filter((s) => s.at > recoveredAt + 500);
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((s) => s.status === 200)).toBe(true);
    // While away: a clear 503, never a crash, a hang or a 500.
    expect(during.length).toBeGreaterThan(0);
    expect([...new Set(during.map((s) => s.status))]).toEqual([503]);
    expect(during[0]?.message).toBe(
      'The service is temporarily unavailable. Please try again shortly.',
    );
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((s) => s.status === 200)).toBe(true);
    console.info(
      `outage: ${before.length} answers before, ${during.length} × 503 during ${restoredAt - cutAt} ms away, ` +
        `recovered ${recoveredAt - restoredAt} ms after the database returned, ${after.length} × 200 after`,
    );
  });
});
