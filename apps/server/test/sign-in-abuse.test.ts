import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { MESSAGES, messageText } from '@sitehours/contract';
import { withPlatform } from '../src/db/scoped';
import { mailOutbox, passwordTokens, securityEvents } from '../src/db/schema';
import { configurePasswordWork } from '../src/platform/passwords';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function signIn(app: TestApp, email: string, password: string, remoteAddress = '192.0.2.1') {
  return app.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email, password },
    remoteAddress,
  });
}

const post = (app: TestApp, url: string, payload: object) =>
  app.app.inject({ method: 'POST', url, payload });

/** What a person sees of each attempt: status, message and the attempts left. */
async function answers(app: TestApp, email: string, count: number, remoteAddress: string) {
  const seen: { status: number; message: string; remaining?: number }[] = [];
  for (let i = 0; i < count; i++) {
    const res = await signIn(app, email, `Wrong!Guess${i}`, remoteAddress);
    seen.push({
      status: res.statusCode,
      message: res.json().message,
      remaining: res.json().remainingAttempts,
    });
  }
  return seen;
}

async function openLinks(app: TestApp, email: string) {
  return withPlatform(app.db, (tx) =>
    tx
      .select({ id: passwordTokens.id })
      .from(passwordTokens)
      .innerJoin(
        sql`(select id as uid from users where email = ${email}) u`,
        sql`u.uid = ${passwordTokens.subjectId}`,
      )
      .where(isNull(passwordTokens.usedAt)),
  );
}

function tokenOf(resetUrl: string): string {
  return new URL(resetUrl).pathname.split('/').pop()!;
}

describe('lock-out', () => {
  it('answers unknown and existing addresses alike, and locks both at the fifth failure', async () => {
    const known = await answers(t, 'worker2@acme.test', 6, '192.0.2.10');
    const unknown = await answers(t, 'nobody-here@acme.test', 6, '192.0.2.10');
    expect(unknown).toEqual(known);
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 401, 423, 423]);
    expect(known.map((a) => a.remaining)).toEqual([4, 3, 2, 1, undefined, undefined]);
    expect(known[0]!.message).toBe(messageText(MESSAGES.loginInvalidCredentials));
    expect(known[4]!.message).toBe(messageText(MESSAGES.accountLocked));
  });

  it('cannot be used to keep a person out: failures elsewhere lock only that client', async () => {
    for (const email of ['worker1@acme.test', 'admin@sitehours.test']) {
      const attacker = await answers(t, email, 5, '198.51.100.66');
      expect(attacker.at(-1)!.status).toBe(423);
      // The attacker stays locked, even with the right password...
      expect((await signIn(t, email, DEMO_PASSWORD, '198.51.100.66')).statusCode).toBe(423);
      // ...while the person, on their own connection, signs in.
      const own = await signIn(t, email, DEMO_PASSWORD, '203.0.113.5');
      expect(own.statusCode).toBe(200);
    }
  });

  it('locks an address everywhere after 20 failures from many clients; a reset link lifts it', async () => {
    for (const email of ['hannah.cho@acme.test', 'nobody-spread@acme.test']) {
      for (let client = 1; client <= 4; client++) {
        await answers(t, email, 5, `10.0.0.${client}`);
      }
      const elsewhere = await signIn(t, email, DEMO_PASSWORD, '10.0.0.99');
      expect(elsewhere.statusCode).toBe(423);
      expect(elsewhere.json().message).toBe(messageText(MESSAGES.accountLocked));
    }
    const events = await withPlatform(t.db, (tx) =>
      tx.select().from(securityEvents).where(eq(securityEvents.email, 'hannah.cho@acme.test')),
    );
    expect(
      events.some((e) => e.eventType === 'account_locked' && e.details?.scope === 'address'),
    ).toBe(true);

    const { resetUrl } = (
      await post(t, '/api/auth/forgot-password', { email: 'hannah.cho@acme.test' })
    ).json<{ resetUrl: string }>();
    const reset = await post(t, '/api/auth/reset-password', {
      token: tokenOf(resetUrl),
      email: 'hannah.cho@acme.test',
      password: 'Lifted!Lock2026',
    });
    expect(reset.statusCode).toBe(200);
    // Every lock of the address is gone, those of the four clients included.
    expect(
      (await signIn(t, 'hannah.cho@acme.test', 'Lifted!Lock2026', '10.0.0.99')).statusCode,
    ).toBe(200);
    expect(
      (await signIn(t, 'hannah.cho@acme.test', 'Lifted!Lock2026', '10.0.0.1')).statusCode,
    ).toBe(200);
  });

  it('counts an IPv6 client by its /64 network', async () => {
    const email = 'worker3@acme.test';
    for (let i = 1; i <= 5; i++) {
      const res = await signIn(t, email, 'Wrong!Guess', `2001:db8:1:2::${i.toString(16)}`);
      expect(res.statusCode).toBe(i < 5 ? 401 : 423);
    }
    expect((await signIn(t, email, DEMO_PASSWORD, '2001:db8:1:2:ffff::1')).statusCode).toBe(423);
    expect((await signIn(t, email, DEMO_PASSWORD, '2001:db8:1:3::1')).statusCode).toBe(200);
  });
});

describe('a flood of failed sign-ins from one client', () => {
  it('is refused with 429 after the per-client limit, whatever the addresses, and only there', async () => {
    const limited = await createTestApp({ LOGIN_CLIENT_FAILURES_PER_MINUTE: '5' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 8; i++) {
        statuses.push(
          (await signIn(limited, `flood${i}@nowhere.test`, 'Wrong!Guess1', '192.0.2.200'))
            .statusCode,
        );
      }
      expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
      const refused = await signIn(limited, 'worker1@acme.test', DEMO_PASSWORD, '192.0.2.200');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(
        /^Too many requests\. Please try again in \d+ seconds\.$/,
      );
      // Refused attempts are not verified, so they leave no failure behind.
      const [row] = await withPlatform(limited.db, (tx) =>
        tx
          .select({ failures: sql<number>`count(*)::int` })
          .from(securityEvents)
          .where(
            and(
              eq(securityEvents.eventType, 'login_failure'),
              eq(securityEvents.ipAddress, '192.0.2.200'),
            ),
          ),
      );
      expect(row?.failures).toBe(5);
      // Other clients are not affected.
      expect(
        (await signIn(limited, 'worker1@acme.test', DEMO_PASSWORD, '192.0.2.201')).statusCode,
      ).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('never runs more password checks at once than allowed; those beyond the queue get 503', async () => {
    const busy = await createTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2' });
    try {
      const all = await Promise.all(
        Array.from({ length: 24 }, (_, i) =>
          signIn(busy, `burst${i}@nowhere.test`, 'Wrong!Guess1', `192.0.2.${100 + i}`),
        ),
      );
      const statuses = all.map((r) => r.statusCode);
      expect(statuses.filter((s) => s !== 401 && s !== 503)).toEqual([]);
      expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(3);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      const refused = all.find((r) => r.statusCode === 503)!;
      expect(refused.json()).toMatchObject({
        error: 'server_busy',
        message: messageText('serverBusy'),
      });
      // Once the burst is over, sign-in works again.
      expect((await signIn(busy, 'worker1@acme.test', DEMO_PASSWORD)).statusCode).toBe(200);
    } finally {
      await busy.close();
      configurePasswordWork({ queue: 16 });
    }
  });
});

describe('reset links', () => {
  it('a reset ends every other open link of the account', async () => {
    const email = 'aisha.bello@acme.test';
    const first = (await post(t, '/api/auth/forgot-password', { email })).json().resetUrl;
    const second = (await post(t, '/api/auth/forgot-password', { email })).json().resetUrl;
    expect((await openLinks(t, email)).length).toBe(2);
    const done = await post(t, '/api/auth/reset-password', {
      token: tokenOf(second),
      email,
      password: 'Second!Link2026',
    });
    expect(done.statusCode).toBe(200);
    expect(await openLinks(t, email)).toEqual([]);
    const old = await post(t, '/api/auth/reset-password', {
      token: tokenOf(first),
      email,
      password: 'First!Link2026',
    });
    expect(old.statusCode).toBe(400);
    expect(old.json().message).toBe(messageText(MESSAGES.resetTokenInvalid));
    expect((await signIn(t, email, 'Second!Link2026')).statusCode).toBe(200);
  });

  it('a password change ends every open link of the account', async () => {
    const email = 'derek.olsen@acme.test';
    const link = (await post(t, '/api/auth/forgot-password', { email })).json().resetUrl;
    const session = await t.login(email);
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      payload: { currentPassword: DEMO_PASSWORD, newPassword: 'Changed!Mind2026' },
      headers: session.headers,
    });
    expect(changed.statusCode).toBe(200);
    expect(await openLinks(t, email)).toEqual([]);
    const late = await post(t, '/api/auth/reset-password', {
      token: tokenOf(link),
      email,
      password: 'Undo!Change2026',
    });
    expect(late.statusCode).toBe(400);
    expect((await signIn(t, email, 'Changed!Mind2026')).statusCode).toBe(200);
  });
});

describe('forgot password in production', () => {
  let prod: TestApp;
  beforeAll(async () => {
    prod = await createTestApp({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) });
  });
  afterAll(() => prod.close());

  const mailsTo = (email: string) =>
    withPlatform(prod.db, (tx) =>
      tx.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)),
    );

  it('answers known and unknown addresses alike, and mails the link after answering', async () => {
    const known = await post(prod, '/api/auth/forgot-password', { email: 'worker1@acme.test' });
    const unknown = await post(prod, '/api/auth/forgot-password', { email: 'ghost@acme.test' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual({ message: messageText(MESSAGES.forgotPasswordSent) });
    expect(unknown.json()).toEqual(known.json());
    await expect.poll(async () => (await mailsTo('worker1@acme.test')).length).toBe(1);
    const [mail] = await mailsTo('worker1@acme.test');
    expect(mail!.textBody).toMatch(/\/reset-password\/[\w-]+\?email=worker1%40acme\.test/);
    expect(await mailsTo('ghost@acme.test')).toEqual([]);
  });

  it('answers the same even when making the link fails (the failure is the server’s, later)', async () => {
    await prod.db.execute(sql`revoke insert on password_tokens from sitehours_platform`);
    try {
      const res = await post(prod, '/api/auth/forgot-password', { email: 'worker2@acme.test' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ message: messageText(MESSAGES.forgotPasswordSent) });
      // Give the queued work its turn; it fails and leaves nothing behind.
      await new Promise((r) => setTimeout(r, 300));
      expect(await openLinks(prod, 'worker2@acme.test')).toEqual([]);
      expect(await mailsTo('worker2@acme.test')).toEqual([]);
    } finally {
      await prod.db.execute(sql`grant insert on password_tokens to sitehours_platform`);
    }
  });
});
